/* sg-log-fold.h: which engine events the log tells in the row before them.
 *
 * One Colt that hits used to take seven rows (the play, the BANG! count,
 * the card going to the discard pile, the shot, "no way to answer", the hit
 * and the life lost).  Events of one moment that only restate or complete
 * the row before are folded into it: their rule is still cited on that row
 * (sg_log_entry_add_rule), so no citation is lost, and the "new rules"
 * filter still finds a rule the first time it is met.  Only events of the
 * same step (one sg_game_apply) are folded.  Pure: engine types only.
 */
#pragma once

#include "sg-game.h"

typedef enum {
  SG_LOG_FOLD_NONE,    /* a row of its own */
  SG_LOG_FOLD_APPEND,  /* its sentence follows the row's */
  SG_LOG_FOLD_ABSORB,  /* the row already says it: only its rule is added */
  SG_LOG_FOLD_DRAW,    /* one more card of a row of draws: the row is retold */
  SG_LOG_FOLD_SHOT_COUNT, /* a Fanning's first shot: the row says how many it fires (E-13) */
  SG_LOG_FOLD_LOSS,    /* one more point of the loss the row tells: retold with the total */
  SG_LOG_FOLD_TURNED_UP, /* one more card a General Store turned up: the row is retold */
  SG_LOG_FOLD_ONLY_CHOICE, /* what the lone option the row took did: it tells the row */
  SG_LOG_FOLD_LEFT_BEHIND, /* one more card a fallen character leaves: the row is retold */
  SG_LOG_FOLD_ENTRY,   /* one more of a side's first characters (D1.6): told after
                        * the row's, or counted in it where they are face down */
} SgLogFold;

/* How ev is told, given the first (head) and last events of the row before
 * it. */
SgLogFold sg_log_fold (const SgEvent *head, const SgEvent *last, const SgEvent *ev);
