/* sg-cli-tables.c: the static card and character data as text tables, for
 * scripts and for checking the data against cards.md by eye. */
#include "sg-cli-tables.h"

#include "sg-cards.h"

static const char *
kind_word (SgKind kind)
{
  switch (kind)
    {
    case SG_KIND_BANG: return "bang";
    case SG_KIND_ACTION: return "action";
    case SG_KIND_EQUIPMENT: return "equipment";
    default: return "?";
    }
}

static void
print_icons (FILE *out, uint8_t icons)
{
  static const struct { uint8_t bit; const char *word; } names[] = {
    { SG_ICON_SHOT, "shot" },
    { SG_ICON_DODGE, "dodge" },
    { SG_ICON_ALWAYS, "always" },
    { SG_ICON_RELOAD, "reload" },
  };
  const char *sep = "";
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (icons & names[i].bit)
      {
        fprintf (out, "%s%s", sep, names[i].word);
        sep = ",";
      }
  if (*sep == '\0')
    fputs ("-", out);
}

void
sg_cli_print_cards (FILE *out)
{
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      const SgCardData *d = sg_card_data ((SgCardType) t);
      fprintf (out, "%s\t%s\t%u\t%u\t", d->name, kind_word (d->kind),
               d->count[SG_LAW], d->count[SG_OUTLAW]);
      print_icons (out, d->icons);
      fputc ('\n', out);
    }
}

void
sg_cli_print_characters (FILE *out)
{
  for (int c = 0; c < SG_N_CHARACTERS; c++)
    {
      const SgCharData *d = sg_char_data ((SgCharId) c);
      fprintf (out, "%s\t%s\t%u\t%s\n", d->name, sg_side_name (d->side),
               d->life, d->always_active ? "always" : "-");
    }
}
