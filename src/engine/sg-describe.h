/* sg-describe.h: one plain English sentence per engine event.
 *
 * The sentence never carries the rule ID: callers append e->rule in the form
 * they need ("[D5.7]" in the terminal, a link in the rules sidebar).  Card
 * faces the viewer may not see are hidden: a drawn card is named only to its
 * owner, or to everybody when viewer is SG_NONE (logs, tests).
 */
#pragma once

#include "sg-game.h"

#include <stddef.h>

/* Writes the sentence into buf (always NUL-terminated when size > 0).  g is
 * the game the event comes from; it is read for card types and for what the
 * viewer knows, never changed. */
void sg_event_describe (const SgGame *g, const SgEvent *e, SgSide viewer,
                        char *buf, size_t size);

/* "Law" / "Outlaw": the side as the start of a sentence. */
const char *sg_describe_side (SgSide side);
