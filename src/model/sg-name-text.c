/* sg-name-text.c: character names put inside sentences: the capital back
 * at the start of a sentence, and the translation's contractions of a
 * preposition with the article of a name (sg-name-text.h). */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "sg-card-text.h"
#include "sg-name-text.h"

typedef struct {
  char *from;
  char *to;
} Pair;

static void
pair_clear (gpointer data)
{
  Pair *p = data;

  g_free (p->from);
  g_free (p->to);
}

/* "de les|des;à les|aux" as pairs; anything else (no "|", an empty side)
 * is skipped, so "-" or "" gives none. */
static GArray *
parse_table (const char *table)
{
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (Pair));
  g_auto (GStrv) items = g_strsplit (table != NULL ? table : "", ";", -1);

  g_array_set_clear_func (pairs, pair_clear);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto (GStrv) sides = g_strsplit (items[i], "|", -1);
      Pair p;

      if (g_strv_length (sides) != 2)
        continue;
      g_strstrip (sides[0]);
      g_strstrip (sides[1]);
      if (*sides[0] == '\0' || *sides[1] == '\0')
        continue;
      p.from = g_strdup (sides[0]);
      p.to = g_strdup (sides[1]);
      g_array_append_val (pairs, p);
    }
  return pairs;
}

static gboolean
is_word_char (gunichar c)
{
  return g_unichar_isalnum (c) || g_unichar_ismark (c);
}

/* Whether the text at pos stands at the start of a sentence: the start of
 * the text, a new line, or after ". ", "! " or "? ". */
static gboolean
starts_sentence (const char *text, gsize pos)
{
  if (pos == 0 || text[pos - 1] == '\n')
    return TRUE;
  return pos >= 2 && text[pos - 1] == ' ' && strchr (".!?", text[pos - 2]) != NULL;
}

/* The start of the word that ends right before the space at text + pos - 1,
 * or -1 when no word is there. */
static gssize
word_before (const char *text, gsize pos)
{
  const char *end = text + pos - 1; /* the space */
  const char *w = end;

  while (w > text)
    {
      const char *prev = g_utf8_find_prev_char (text, w);

      if (prev == NULL || !is_word_char (g_utf8_get_char (prev)))
        break;
      w = prev;
    }
  return w < end ? w - text : -1;
}

/* from, with its first letter in upper case when upper. */
static char *
with_case (const char *from, gboolean upper)
{
  gunichar c = g_utf8_get_char (from);
  char first[8] = { 0 };

  if (!upper)
    return g_strdup (from);
  g_unichar_to_utf8 (g_unichar_totitle (c), first);
  return g_strconcat (first, g_utf8_next_char (from), NULL);
}

/* The pair whose from is the text at w, a word and the beginning of the
 * name that starts at name_pos, cut at a word's end; NULL when none.
 * *upper tells the word was written with a capital, *matched how many
 * bytes of the text the pair replaces. */
static const Pair *
matching_pair (const char *text, gsize w, gsize name_pos, gsize name_len, GArray *pairs,
               gboolean *upper, gsize *matched)
{
  *upper = g_unichar_isupper (g_utf8_get_char (text + w));
  for (guint i = 0; i < pairs->len; i++)
    {
      const Pair *p = &g_array_index (pairs, Pair, i);
      g_autofree char *from = with_case (p->from, *upper);
      gsize len = strlen (from);
      gsize end = w + len;

      /* From must take in the whole word, the space and part of the name. */
      if (end <= name_pos || end > name_pos + name_len || strncmp (text + w, from, len) != 0)
        continue;
      if (end < name_pos + name_len && is_word_char (g_utf8_get_char (text + end)))
        continue; /* "de le" is not "de les" */
      *matched = len;
      return p;
    }
  return NULL;
}

/* sg_name_text_fix with the table already parsed. */
static char *
fix_with_pairs (const char *text, const char *name, const char *name_start, GArray *pairs)
{
  GString *out;
  gsize name_len, done = 0;
  const char *at;

  if (name == NULL || *name == '\0')
    return g_strdup (text);
  out = g_string_new (NULL);
  name_len = strlen (name);
  for (at = strstr (text, name); at != NULL; at = strstr (at + name_len, name))
    {
      gsize pos = at - text;
      gssize w;
      gboolean upper;
      gsize matched = 0;
      const Pair *p;

      /* A whole name only, not the end of a longer word. */
      if (pos > 0 && is_word_char (g_utf8_get_char (g_utf8_find_prev_char (text, at))))
        continue;
      if (starts_sentence (text, pos) && name_start != NULL)
        {
          g_string_append_len (out, text + done, pos - done);
          g_string_append (out, name_start);
          done = pos + name_len;
          continue;
        }
      if (pos < 2 || text[pos - 1] != ' ' || (w = word_before (text, pos)) < 0 || (gsize) w < done)
        continue;
      p = matching_pair (text, (gsize) w, pos, name_len, pairs, &upper, &matched);
      if (p != NULL)
        {
          g_autofree char *to = with_case (p->to, upper);

          g_string_append_len (out, text + done, (gsize) w - done);
          g_string_append (out, to);
          done = (gsize) w + matched;
        }
    }
  g_string_append (out, text + done);
  return g_string_free (out, FALSE);
}

char *
sg_name_text_fix (const char *text, const char *name, const char *name_start, const char *table)
{
  g_autoptr (GArray) pairs = NULL;

  g_return_val_if_fail (text != NULL, NULL);
  pairs = parse_table (table);
  return fix_with_pairs (text, name, name_start, pairs);
}

const char *
sg_name_text_contractions (void)
{
  /* Translators: how a preposition merges with the article of a character
   * name right after it, as "from|to" pairs separated by ";" — French:
   * "de les|des;à les|aux;de le|du;à le|au" ("de les Dalton" → "des
   * Dalton").  "from" is the preposition, a space and the beginning of the
   * mid-sentence name (context "character name, mid-sentence").  Only the
   * words right before an inserted name change, never other words of the
   * sentence.  Write "-" when your language has no such contraction. */
  return C_("contractions before a character name", "-");
}

char *
sg_name_text_finish (char *text, const int *chars, guint n)
{
  /* Parsed once for all the names of the text. */
  g_autoptr (GArray) pairs = parse_table (sg_name_text_contractions ());

  g_return_val_if_fail (text != NULL, NULL);
  for (guint i = 0; i < n; i++)
    {
      gboolean repeat = FALSE;
      char *fixed;

      if (chars[i] < 0 || chars[i] >= SG_N_CHARACTERS)
        continue;
      for (guint j = 0; j < i; j++)
        repeat = repeat || chars[j] == chars[i];
      if (repeat)
        continue;
      fixed = fix_with_pairs (text, sg_character_text_in_sentence ((SgCharId) chars[i]),
                              sg_character_text_name ((SgCharId) chars[i]), pairs);
      g_free (text);
      text = fixed;
    }
  return text;
}

char *
sg_name_text_finish_in_play (char *text, const SgGame *g)
{
  int chars[4];

  g_return_val_if_fail (g != NULL, text);
  if (text == NULL)
    return NULL;
  for (int i = 0; i < 4; i++)
    chars[i] = g->side[i / 2].ch[i % 2];
  return sg_name_text_finish (text, chars, G_N_ELEMENTS (chars));
}
