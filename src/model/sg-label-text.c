/* sg-label-text.c: why a written move cannot be read (see the header). */
#include <glib/gi18n.h>

#include "sg-label-text.h"
#include "sg-card-text.h"
#include "sg-file-text.h"

static char *
shown_word (const char *word)
{
  return sg_file_text_readable (word, SG_FILE_TEXT_WORD);
}

static const char *
card_name (const SgLabelWhy *why)
{
  return why->card >= 0 && why->card < SG_N_CARD_TYPES ? sg_card_text_name ((SgCardType) why->card)
                                                       : "?";
}

/* The reasons about a card or a character that is not where the move
 * looks: the side that lacks it is named as in the rest of the app. */
static char *
nothing_named (const SgLabelWhy *why)
{
  gboolean law = why->side == SG_LAW;

  switch (why->code)
    {
    case SG_LABEL_WHY_NO_CHARACTER:
      return g_strdup (law ? _("the Lawmen have no character in play")
                           : _("the Outlaws have no character in play"));
    case SG_LABEL_WHY_CHARACTER_OUT:
      /* Translators: %s is a character's name inside a sentence. */
      return g_strdup_printf (_("%s is not in play"),
                              why->character < SG_N_CHARACTERS
                              ? sg_character_text_in_sentence ((SgCharId) why->character) : "?");
    case SG_LABEL_WHY_NOT_IN_HAND:
      /* Translators: %s is a card's name (Colt, Missed!). */
      return g_strdup_printf (law ? _("the Lawmen have no %s in hand")
                                  : _("the Outlaws have no %s in hand"), card_name (why));
    case SG_LABEL_WHY_NOT_IN_PLAY:
      /* Translators: %s is the name of a card of equipment (Canteen). */
      return g_strdup_printf (law ? _("the Lawmen have no %s in play")
                                  : _("the Outlaws have no %s in play"), card_name (why));
    case SG_LABEL_WHY_NOT_ON_OFFER:
      /* Translators: %s is a card's name; the move chooses a card. */
      return g_strdup_printf (_("there is no %s to choose"), card_name (why));
    default:
      return NULL;
    }
}

/* The reasons about the way the move is written.  The words of the file
 * format (law, outlaw, as, at, barrel...) stay English in it. */
static char *
unreadable (const SgLabelWhy *why)
{
  g_autofree char *word0 = shown_word (why->word[0]);
  g_autofree char *word1 = shown_word (why->word[1]);

  switch (why->code)
    {
    case SG_LABEL_WHY_UNTERMINATED_QUOTE:
      return g_strdup (_("a double quote is not closed"));
    case SG_LABEL_WHY_NUL_BYTE:
      return g_strdup (_("the move holds a NUL byte"));
    case SG_LABEL_WHY_TOO_MANY_WORDS:
      return g_strdup (_("the move has too many words"));
    case SG_LABEL_WHY_NO_SIDE:
      /* Translators: %s is the first word of a move.  "law" and "outlaw"
       * are words of the file format: keep them in English. */
      return g_strdup_printf (_("“%s” is not a side: a move starts with law or outlaw"), word0);
    case SG_LABEL_WHY_NO_MEMORY:
      return g_strdup (_("there was not enough memory to read it"));
    case SG_LABEL_WHY_MISSING_ACTION:
      return g_strdup (_("nothing follows the side"));
    case SG_LABEL_WHY_UNKNOWN_ACTION:
      /* Translators: %s is the word after the side (play, dodge, end...
       * in the file format). */
      return g_strdup_printf (_("“%s” is not a kind of move"), word0);
    case SG_LABEL_WHY_UNEXPECTED_WORD:
      /* Translators: the first %s is a word of a move that is out of
       * place, the second the move's kind as the file writes it (play,
       * dodge, end...). */
      return g_strdup_printf (_("“%s” has no place in a move “%s”"), word0, word1);
    case SG_LABEL_WHY_WORD_NEEDED_AFTER:
      /* Translators: %s is "as" or "at", words of the file format. */
      return g_strdup_printf (_("a word is missing after “%s”"), word0);
    case SG_LABEL_WHY_UNKNOWN_CARD:
      return g_strdup_printf (_("there is no card called “%s”"), word0);
    case SG_LABEL_WHY_UNKNOWN_AS_CARD:
      /* Translators: %s is the name written after "as", the card that a
       * card played counts as. */
      return g_strdup_printf (_("there is no card called “%s” for it to count as"), word0);
    case SG_LABEL_WHY_BAD_SYMBOL:
      /* Translators: %s is a card as the file writes it with its symbol
       * (Colt:snake).  The symbols' names are words of the file format:
       * keep them in English. */
      return g_strdup_printf (_("the symbol of “%s” is none of barrel, snake, dynamite and horseshoe"),
                              word1);
    case SG_LABEL_WHY_BAD_BACK:
      /* Translators: %s is a card as the file writes it with its back
       * (Colt@law).  law and outlaw are words of the file format. */
      return g_strdup_printf (_("the back of “%s” is neither law nor outlaw"), word1);
    case SG_LABEL_WHY_UNKNOWN_TARGET:
      /* Translators: %s is the word after "at" in a move. */
      return g_strdup_printf (_("“%s” is not a target: a position, a side or a character"), word0);
    case SG_LABEL_WHY_UNKNOWN_CHOICE:
      /* Translators: %s is the word after "choose" in a move. */
      return g_strdup_printf (_("“%s” is not something to choose"), word0);
    case SG_LABEL_WHY_PLAY_NEEDS_CARD:
      return g_strdup (_("it plays no card"));
    case SG_LABEL_WHY_DODGE_NEEDS_WORD:
      return g_strdup (_("it does not say how to dodge"));
    case SG_LABEL_WHY_CHOOSE_AT_FORM:
    case SG_LABEL_WHY_CHOOSE_ONE:
      return g_strdup (_("it does not say what to choose"));
    case SG_LABEL_WHY_ABILITY_FORM:
      return g_strdup (_("an ability names one character at most"));
    case SG_LABEL_WHY_RELOAD_FORM:
      return g_strdup (_("it does not say which card to reload"));
    case SG_LABEL_WHY_DISCARD_FORM:
      return g_strdup (_("it discards one card at a time"));
    default:
      return g_strdup (_("it cannot be read"));
    }
}

char *
sg_label_text_describe (const SgLabelWhy *why)
{
  char *text;

  g_return_val_if_fail (why != NULL, NULL);

  text = nothing_named (why);
  return text != NULL ? text : unreadable (why);
}
