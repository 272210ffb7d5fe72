/* sg-deck-file.c: deck list files (docs/deck-list-format.md). */
#include "sg-deck-file.h"

#include "sg-game.h"
#include "sg-scenario.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* A line of at most SG_DECK_FILE_MAX_LINE characters holds at most half as
 * many words, so the splitter never runs out of word slots: more than three
 * words is our "extra words" error, not its "too many words". */
#define MAX_WORDS (SG_DECK_FILE_MAX_LINE / 2 + 1)

typedef struct {
  unsigned line;
  SgDeckFileError *err;   /* never NULL: the caller's, or a scratch one */
} Parser;

/* Records what stopped the parse; words may be NULL.  Returns false, for
 * "return fail (...)". */
static bool
fail (Parser *p, SgDeckFileErrorCode code, const char *word0, const char *word1)
{
  p->err->code = code;
  p->err->line = p->line;
  snprintf (p->err->word[0], sizeof p->err->word[0], "%s", word0 ? word0 : "");
  snprintf (p->err->word[1], sizeof p->err->word[1], "%s", word1 ? word1 : "");
  return false;
}

/* A count is plain decimal digits (no sign, no blanks), 0..SG_MAX_CARDS. */
static bool
parse_count (const char *s, unsigned *out)
{
  unsigned v = 0;
  size_t n = strlen (s);

  if (n == 0 || n > 3)
    return false;
  for (size_t i = 0; i < n; i++)
    {
      if (s[i] < '0' || s[i] > '9')
        return false;
      v = v * 10 + (unsigned) (s[i] - '0');
    }
  if (v > SG_MAX_CARDS)
    return false;
  *out = v;
  return true;
}

unsigned
sg_deck_list_size (const SgDeckList *list, SgSide side)
{
  unsigned n = 0;
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    n += list->count[side][t];
  return n;
}

unsigned
sg_deck_list_total (const SgDeckList *list)
{
  return sg_deck_list_size (list, SG_LAW) + sg_deck_list_size (list, SG_OUTLAW);
}

/* One line without its newline.  first_line[side][card] remembers where
 * each entry was given, to name it in the duplicate error. */
static bool
parse_line (Parser *p, const char *line, size_t len, SgDeckList *list,
            unsigned first_line[2][SG_N_CARD_TYPES])
{
  char buf[SG_DECK_FILE_MAX_LINE + 1];
  const char *words[MAX_WORDS];
  char why[128];
  int n, side, card;
  unsigned count;

  if (len > 0 && line[len - 1] == '\r')
    len--;
  if (len > SG_DECK_FILE_MAX_LINE)
    return fail (p, SG_DECK_FILE_ERROR_LINE_TOO_LONG, NULL, NULL);
  n = sg_scenario_split (line, len, buf, sizeof buf, words, MAX_WORDS, why, sizeof why);
  /* With buf and words this large the splitter fails only on a NUL byte or
   * an open quote.  A NUL it let through lies in a comment, and a comment
   * ends the line: a line that holds a NUL failed on it. */
  if (n < 0)
    return fail (p, memchr (line, '\0', len) != NULL ? SG_DECK_FILE_ERROR_NUL
                                                      : SG_DECK_FILE_ERROR_UNTERMINATED_QUOTE,
                 NULL, NULL);
  if (n == 0)
    return true;

  side = sg_side_by_name (words[0]);
  if (side < 0)
    return fail (p, SG_DECK_FILE_ERROR_UNKNOWN_SIDE, words[0], NULL);
  if (n < 3)
    return fail (p, SG_DECK_FILE_ERROR_MISSING_WORDS, NULL, NULL);
  if (n > 3)
    return fail (p, SG_DECK_FILE_ERROR_EXTRA_WORDS, words[1], words[2]);
  card = sg_card_by_name (words[1]);
  if (card < 0)
    return fail (p, SG_DECK_FILE_ERROR_UNKNOWN_CARD, words[1], NULL);
  if (!parse_count (words[2], &count))
    return fail (p, SG_DECK_FILE_ERROR_BAD_COUNT, words[2], NULL);
  if (first_line[side][card] != 0)
    {
      p->err->side = (SgSide) side;
      p->err->card = (SgCardType) card;
      p->err->number = first_line[side][card];
      return fail (p, SG_DECK_FILE_ERROR_DUPLICATE, NULL, NULL);
    }
  first_line[side][card] = p->line;
  list->count[side][card] = (uint8_t) count;
  if (sg_deck_list_total (list) > SG_MAX_CARDS)
    {
      p->err->number = sg_deck_list_total (list);
      return fail (p, SG_DECK_FILE_ERROR_TOO_MANY_CARDS, NULL, NULL);
    }
  return true;
}

bool
sg_deck_file_read (const char *text, size_t len, SgDeckList *out, SgDeckFileError *error)
{
  SgDeckFileError scratch;   /* for a caller that does not ask why */
  SgDeckFileError *err = error != NULL ? error : &scratch;
  Parser p = { 0, err };
  unsigned first_line[2][SG_N_CARD_TYPES];
  SgDeckList list;
  size_t start = 0;

  memset (&list, 0, sizeof list);
  memset (first_line, 0, sizeof first_line);
  memset (err, 0, sizeof *err);
  while (start < len)
    {
      const char *nl = memchr (text + start, '\n', len - start);
      size_t end = nl ? (size_t) (nl - text) : len;

      p.line++;
      if (!parse_line (&p, text + start, end - start, &list, first_line))
        return false;
      start = end + 1;
    }

  /* The empty-deck error points at the last line: where the list ended. */
  if (p.line == 0)
    p.line = 1;
  for (int s = 0; s < 2; s++)
    if (sg_deck_list_size (&list, (SgSide) s) == 0)
      {
        err->side = (SgSide) s;
        return fail (&p, SG_DECK_FILE_ERROR_EMPTY_DECK, NULL, NULL);
      }
  *out = list;
  return true;
}

void
sg_deck_file_error_message (const SgDeckFileError *e, const char *filename, char *buf, size_t size)
{
  char what[256];

  switch (e->code)
    {
    case SG_DECK_FILE_ERROR_LINE_TOO_LONG:
      snprintf (what, sizeof what, "line too long (at most %d characters)", SG_DECK_FILE_MAX_LINE);
      break;
    case SG_DECK_FILE_ERROR_NUL:
      snprintf (what, sizeof what, "NUL byte in the line");
      break;
    case SG_DECK_FILE_ERROR_UNTERMINATED_QUOTE:
      snprintf (what, sizeof what, "unterminated double quote");
      break;
    case SG_DECK_FILE_ERROR_UNKNOWN_SIDE:
      snprintf (what, sizeof what, "unknown side '%.40s' (law or outlaw)", e->word[0]);
      break;
    case SG_DECK_FILE_ERROR_MISSING_WORDS:
      snprintf (what, sizeof what, "expected SIDE CARD COUNT, e.g. law Colt 3");
      break;
    case SG_DECK_FILE_ERROR_EXTRA_WORDS:
      snprintf (what, sizeof what, "extra words after '%.40s %.40s' (quote card names with blanks, "
                "e.g. \"General Store\")", e->word[0], e->word[1]);
      break;
    case SG_DECK_FILE_ERROR_UNKNOWN_CARD:
      snprintf (what, sizeof what, "unknown card '%.40s' (sixgun-cli cards lists them)", e->word[0]);
      break;
    case SG_DECK_FILE_ERROR_BAD_COUNT:
      snprintf (what, sizeof what, "bad count '%.40s' (a whole number from 0 to %d)", e->word[0],
                SG_MAX_CARDS);
      break;
    case SG_DECK_FILE_ERROR_DUPLICATE:
      snprintf (what, sizeof what, "duplicate entry: %s %s was given on line %u",
                sg_side_name (e->side), sg_card_data (e->card)->name, e->number);
      break;
    case SG_DECK_FILE_ERROR_TOO_MANY_CARDS:
      snprintf (what, sizeof what, "too many cards: the two decks would hold %u, at most %d",
                e->number, SG_MAX_CARDS);
      break;
    case SG_DECK_FILE_ERROR_EMPTY_DECK:
      snprintf (what, sizeof what, "the %s deck is empty (give it at least one card)",
                sg_side_name (e->side));
      break;
    case SG_DECK_FILE_ERROR_NONE:
    default:
      what[0] = '\0';
      break;
    }
  if (buf != NULL && size > 0)
    snprintf (buf, size, "%s:%u: %s", filename ? filename : "deck list", e->line, what);
}

bool
sg_deck_file_parse (const char *text, size_t len, const char *filename,
                    SgDeckList *out, char *err, size_t err_size)
{
  SgDeckFileError error;

  if (err != NULL && err_size > 0)
    err[0] = '\0';
  if (sg_deck_file_read (text, len, out, &error))
    return true;
  sg_deck_file_error_message (&error, filename, err, err_size);
  return false;
}

/* Appends like snprintf into buf[*pos..size), counting what did not fit. */
static void
append (char *buf, size_t size, size_t *pos, const char *fmt, ...)
{
  va_list ap;
  int n;
  char *dst = *pos < size ? buf + *pos : NULL;
  size_t room = *pos < size ? size - *pos : 0;

  va_start (ap, fmt);
  n = vsnprintf (dst, room, fmt, ap);
  va_end (ap);
  if (n > 0)
    *pos += (size_t) n;
}

size_t
sg_deck_file_write (const SgDeckList *list, char *buf, size_t size)
{
  size_t pos = 0;

  if (size > 0)
    buf[0] = '\0';
  append (buf, size, &pos, "# Sixgun deck list: SIDE CARD COUNT (docs/deck-list-format.md)\n");
  for (int s = 0; s < 2; s++)
    for (int t = 0; t < SG_N_CARD_TYPES; t++)
      {
        const char *name = sg_card_data ((SgCardType) t)->name;
        const char *q = strpbrk (name, " \t#\"") ? "\"" : "";

        if (list->count[s][t] == 0)
          continue;
        append (buf, size, &pos, "%-6s %s%s%s %u\n", sg_side_name ((SgSide) s),
                q, name, q, (unsigned) list->count[s][t]);
      }
  return pos;
}
