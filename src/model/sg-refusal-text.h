/* sg-refusal-text.h: why a move was refused, in our words, translated. */
#pragma once

#include <glib.h>

#include "sg-game.h"

G_BEGIN_DECLS

/* The translated reason, mentioning the rule ID; transfer full (g_free). */
char *sg_refusal_text_describe (const SgRefusal *r);

G_END_DECLS
