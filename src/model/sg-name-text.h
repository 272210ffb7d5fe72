/* sg-name-text.h: character names put inside sentences.
 *
 * A sentence built from a template takes the mid-sentence names of the
 * characters (sg_character_text_in_sentence: "the Stranger", French
 * "les Dalton").  Two things are then left that only the finished text
 * shows, wherever the translation put the name:
 *  - a name that starts a sentence takes its capitalised form back
 *    ("The Stranger shoots at Jango.");
 *  - a name right after a preposition may merge its article with it, as
 *    the translation's contraction table says (French "de les Dalton" →
 *    "des Dalton", "à les Dalton" → "aux Dalton").
 * Only the text "<word> <name>" around each name given may change: the
 * rest of the sentence ("de les défausser") never does.
 */
#pragma once

#include <glib.h>

#include "sg-game.h"

G_BEGIN_DECLS

/* The pure work, the table given (tests use their own): text with each
 * occurrence of name fixed.  name is the mid-sentence form, name_start the
 * form at the start of a sentence (either may equal the other).  table
 * lists "from|to" pairs separated by ";" ("de les|des;à les|aux"), where
 * from is a word followed by the beginning of the name; "" or "-" has
 * none.  Transfer full. */
char *sg_name_text_fix (const char *text, const char *name, const char *name_start, const char *table);

/* The translated contraction table ("-" in English: none). */
const char *sg_name_text_contractions (void);

/* text in which the mid-sentence names of the characters chars (n SgCharId,
 * SG_NONE and repeats skipped) may have been put: fixed with their
 * capitalised names and the translated table.  Takes text; transfer full. */
char *sg_name_text_finish (char *text, const int *chars, guint n);
/* The same for the four characters in play in g; text may be NULL. */
char *sg_name_text_finish_in_play (char *text, const SgGame *g);

G_END_DECLS
