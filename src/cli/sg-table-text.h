/* sg-table-text.h: the table as one player sees it, in plain text.
 *
 * Shows only what that player may know (SgView, D9): their own hand face up,
 * the opponent's hand as card backs by deck, deck sizes, characters, life,
 * equipment and the discard pile, which are public.
 */
#pragma once

#include <glib.h>

#include "sg-game.h"

/* Appends the table seen by viewer to out (several lines, ends in '\n'). */
void sg_table_text (GString *out, const SgGame *g, SgSide viewer);

/* What the decider is asked, as a capitalised phrase without a final full
 * stop ("Answer the shot: dodge it or take the hit"). */
const char *sg_decision_text (SgDecision decision);

/* A card instance as "Colt (dynamite)", with " [outlaw back]" when its back
 * is not that of the side holding it (owner = SG_NONE: never). */
void sg_card_text (GString *out, const SgGame *g, uint8_t card, uint8_t owner);
