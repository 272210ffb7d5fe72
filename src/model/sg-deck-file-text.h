/* sg-deck-file-text.h: why a deck list could not be read, in our words,
 * translated (the engine's parser gives a code; its English message is the
 * command line's). */
#pragma once

#include <glib.h>

#include "sg-deck-file.h"

G_BEGIN_DECLS

/* For a list that is a file of its own (a .deck file), whose lines the
 * player sees: e.g. "in “long.deck”, line 2: there is no card called
 * “Colte”", where key names the file.  Transfer full. */
char *sg_deck_file_text_describe (const SgDeckFileError *error, const char *key);

/* For a list held in one key of a key file (a preset's or a save's
 * `decks`): its lines are the `\n`-separated entries of one line of the
 * file, so the entry is quoted rather than counted: e.g. "in “decks”, the
 * entry “law Colte 2”: there is no card called “Colte”".  list and length
 * are the text the parser read.  Transfer full. */
char *sg_deck_file_text_describe_entry (const SgDeckFileError *error, const char *key,
                                        const char *list, gsize length);

G_END_DECLS
