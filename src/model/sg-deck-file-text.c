/* sg-deck-file-text.c: why a deck list could not be read (see the header). */
#include <glib/gi18n.h>

#include <string.h>

#include "sg-deck-file-text.h"
#include "sg-file-text.h"
#include "sg-game.h"

/* A word from the file, shortened: a typo of a card name is short, and a
 * whole line pasted in its place would drown the message.  An entry
 * quoted whole is a little longer ("outlaw "General Store" 2"). */
#define MAX_ENTRY 60

static char *
shown_word (const char *word)
{
  return sg_file_text_readable (word, SG_FILE_TEXT_WORD);
}

/* What is wrong, without where.  by_entry: the list is the entries of one
 * key, which has no lines the player can count. */
static char *
reason (const SgDeckFileError *e, gboolean by_entry)
{
  g_autofree char *word0 = shown_word (e->word[0]);
  g_autofree char *word1 = shown_word (e->word[1]);

  switch (e->code)
    {
    case SG_DECK_FILE_ERROR_LINE_TOO_LONG:
      return g_strdup_printf (_("the line is longer than %d characters"), SG_DECK_FILE_MAX_LINE);
    case SG_DECK_FILE_ERROR_NUL:
      return g_strdup (_("the line holds a NUL byte"));
    case SG_DECK_FILE_ERROR_UNTERMINATED_QUOTE:
      return g_strdup (_("a double quote is not closed"));
    case SG_DECK_FILE_ERROR_UNKNOWN_SIDE:
      /* Translators: %s is the first word of a line of a deck list.  "law"
       * and "outlaw" are words of the file format: keep them in English. */
      return g_strdup_printf (_("“%s” is not a side: a line starts with law or outlaw"), word0);
    case SG_DECK_FILE_ERROR_MISSING_WORDS:
      /* Translators: "law Colt 3" is a line of the file format: keep it in
       * English. */
      return g_strdup (_("a line needs a side, a card and a count, such as law Colt 3"));
    case SG_DECK_FILE_ERROR_EXTRA_WORDS:
      /* Translators: the two %s are the words after a line's side.  The
       * straight double quotes around General Store are the file format's
       * quotes: keep them, and the English card name, as they are. */
      return g_strdup_printf (_("more words follow “%s %s”: a card name with blanks is written in double quotes, such as \"General Store\""),
                              word0, word1);
    case SG_DECK_FILE_ERROR_UNKNOWN_CARD:
      /* Translators: %s is a card's name as the file gives it.  The file
       * names cards in English (Colt, Missed!, "General Store"): a
       * translation may say so, e.g. "no card is called “%s” (the file
       * names cards in English)". */
      return g_strdup_printf (_("there is no card called “%s”"), word0);
    case SG_DECK_FILE_ERROR_BAD_COUNT:
      return g_strdup_printf (_("“%s” is not a count: it is a whole number from 0 to %d"),
                              word0, SG_MAX_CARDS);
    case SG_DECK_FILE_ERROR_DUPLICATE:
      if (by_entry)
        /* Translators: "%s %s" is a side and a card as the file names them
         * (e.g. “law Colt”), which an entry before this one gave. */
        return g_strdup_printf (_("“%s %s” was already given by an earlier entry"),
                                sg_side_name (e->side), sg_card_data (e->card)->name);
      /* Translators: "%s %s" is a side and a card as the file names them
       * (e.g. “law Colt”); %u is the line that gave them first. */
      return g_strdup_printf (_("“%s %s” was already given on line %u"), sg_side_name (e->side),
                              sg_card_data (e->card)->name, e->number);
    case SG_DECK_FILE_ERROR_TOO_MANY_CARDS:
      return g_strdup_printf (_("the two decks would hold %u cards; a game has room for at most %d"),
                              e->number, SG_MAX_CARDS);
    case SG_DECK_FILE_ERROR_EMPTY_DECK:
      return g_strdup (e->side == SG_LAW ? _("the Lawmen’s deck is empty: it needs at least one card")
                                         : _("the Outlaws’ deck is empty: it needs at least one card"));
    case SG_DECK_FILE_ERROR_NONE:
    default:
      return g_strdup (_("the list cannot be read"));
    }
}

char *
sg_deck_file_text_describe (const SgDeckFileError *error, const char *key)
{
  g_autofree char *why = NULL;

  g_return_val_if_fail (error != NULL && key != NULL, NULL);

  why = reason (error, FALSE);
  /* An empty deck is the whole list's fault, not its last line's. */
  if (error->code == SG_DECK_FILE_ERROR_EMPTY_DECK)
    /* Translators: %s: a key of the file holding a deck list ("decks"),
     * then the reason. */
    return g_strdup_printf (_("in “%s”: %s"), key, why);
  /* Translators: %s: a key of the file holding a deck list ("decks"); %u:
   * a line of that list; then the reason. */
  return g_strdup_printf (_("in “%s”, line %u: %s"), key, error->line, why);
}

/* Line number (1-based) of list, without its line break, blanks around it
 * removed and shortened for a message. */
static char *
entry_at (const char *list, gsize length, guint number)
{
  const char *p = list, *end = list + length;
  g_autofree char *entry = NULL;

  for (guint i = 1; i < number && p < end; i++)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));

      p = nl != NULL ? nl + 1 : end;
    }
  {
    const char *nl = memchr (p, '\n', (gsize) (end - p));

    entry = g_strndup (p, (gsize) ((nl != NULL ? nl : end) - p));
  }
  return sg_file_text_readable (g_strstrip (entry), MAX_ENTRY);
}

char *
sg_deck_file_text_describe_entry (const SgDeckFileError *error, const char *key,
                                  const char *list, gsize length)
{
  g_autofree char *why = NULL;
  g_autofree char *entry = NULL;

  g_return_val_if_fail (error != NULL && key != NULL && list != NULL, NULL);

  why = reason (error, TRUE);
  if (error->code == SG_DECK_FILE_ERROR_EMPTY_DECK)
    return g_strdup_printf (_("in “%s”: %s"), key, why);
  entry = entry_at (list, length, error->line);
  /* Translators: the first %s is a key of the file holding a deck list
   * ("decks"), the second an entry of that list as the file gives it
   * (e.g. “law Colte 2”), then the reason. */
  return g_strdup_printf (_("in “%s”, the entry “%s”: %s"), key, entry, why);
}
