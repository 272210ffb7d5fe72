/* sg-eval.h: what cards, characters and positions are worth, for the
 * heuristic bot and for the end of truncated ISMCTS playouts.
 *
 * Every function reads only what `me` may know when called on the real
 * game: its own hand, the table, pile sizes and the opponent's hand size.
 * (sg_eval_position also reads the reserves, which are hidden: the Hard
 * bot calls it only on determinized copies.)
 */
#pragma once

#include "sg-game.h"

/* What a card of type t is worth kept in hand (0..10): the discard and
 * General Store choices compare these. */
double sg_eval_keep_value (SgCardType t);

/* What is lost by spending a card of type t now instead of keeping it for
 * later (dodges are expensive, equipment is meant to be played). */
double sg_eval_spend_cost (SgCardType t);

/* What an equipment card is worth to the character carrying it: positive
 * for Barrel, Bank..., negative for Rattlesnake and Dynamite. */
double sg_eval_equip_benefit (SgCardType t);

/* How much more dangerous a character is than average (0..3), to choose
 * whom to shoot first. */
double sg_eval_char_power (SgCharId ch);

/* What losing one life point costs a character that has `life` left. */
double sg_eval_life_cost (int life);

/* How sg_eval_position counts a hand. */
typedef enum {
  SG_EVAL_HAND_BY_SIZE,    /* each card alike, up to seven */
  SG_EVAL_HAND_BY_VALUE,   /* each card by sg_eval_keep_value */
} SgEvalHand;

/* The chance-like value of a position for `me`, in [0, 1]: 1 when `me`
 * has won, 0 when it has lost.  Reads both hands' cards with
 * SG_EVAL_HAND_BY_VALUE: only for determinized copies. */
double sg_eval_position (const SgGame *g, SgSide me, SgEvalHand hand);
