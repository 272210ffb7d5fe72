/* sg-refusal-text.h: why a move was refused, in our words, translated. */
#pragma once

#include <glib.h>

#include "sg-game.h"

G_BEGIN_DECLS

/* The translated reason, mentioning the rule ID; transfer full (g_free). */
char *sg_refusal_text_describe (const SgRefusal *r);
/* The same for a move of side in g: a card refused as a Colt (via
 * SG_VIA_AS_COLT) names the character whose ability would play it so,
 * e.g. "Annie Oakey could play it as a Colt, but you have already played
 * a BANG! card this turn (D4.4)".  Transfer full. */
char *sg_refusal_text_describe_move (const SgRefusal *r, const SgGame *g, SgSide side);

G_END_DECLS
