/* sg-action-text-private.h: what the action texts' two files share
 * (sg-action-text.c, sg-warning-text.c). */
#pragma once

#include "sg-action-text.h"

G_BEGIN_DECLS

/* The character at code, by its name inside a sentence ("Play Colt on
 * the Stranger"): sg_name_text_finish_in_play() gives it its capital back
 * where a translation starts a sentence with it; "?" out of range. */
const char *sg_action_text_char_name_at (const SgGame *g, guint8 code);
/* The character a card in play lies on, or NULL for a card elsewhere. */
const char *sg_action_text_carrier_of (const SgGame *g, guint8 card);

/* The card type a play plays: the Colt it is played as, or its own. */
SgCardType sg_action_text_played_type (const SgGame *g, const SgAction *a);

G_END_DECLS
