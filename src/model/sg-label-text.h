/* sg-label-text.h: why a written move (a saved game's, a scenario's
 * `law play Colt`) cannot be read or names nothing there, in our words,
 * translated.  The engine's reader gives a code (SgLabelWhy, sg-label.h);
 * its English message is the command line's. */
#pragma once

#include <glib.h>

#include "sg-label.h"

G_BEGIN_DECLS

/* The reason, a clause to put after a colon ("there is no card called
 * “Bazooka”"), the words it quotes from the file made readable.  Transfer
 * full. */
char *sg_label_text_describe (const SgLabelWhy *why);

G_END_DECLS
