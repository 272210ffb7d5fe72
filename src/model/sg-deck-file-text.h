/* sg-deck-file-text.h: why a deck list could not be read, in our words,
 * translated (the engine's parser gives a code; its English message is the
 * command line's). */
#pragma once

#include <glib.h>

#include "sg-deck-file.h"

G_BEGIN_DECLS

/* e.g. "in “decks”, line 2: there is no card called “Colte”", where key
 * names the key file key that held the list.  Transfer full. */
char *sg_deck_file_text_describe (const SgDeckFileError *error, const char *key);

G_END_DECLS
