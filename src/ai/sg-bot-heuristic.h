/* sg-bot-heuristic.h: the rules-aware one-step player (Medium, and Easy
 * with some randomness), also the playout policy of the Hard bot.
 *
 * It scores every legal action with hand-written knowledge of the cards
 * and characters (sg-eval.h) and takes the best; it never applies an
 * action to look ahead, so it cannot see what a reveal or a draw would
 * give.  It reads the decider's own hand, the table, pile sizes and the
 * opponent's hand size only.  A decision costs a few microseconds.
 */
#pragma once

#include "sg-game.h"
#include "sg-rng.h"

/* The score of one legal action for sg_game_decider (g); higher is better.
 * Ending the play phase scores 0. */
double sg_heuristic_score (const SgGame *g, const SgAction *action);

/* The index in actions[0..n) of the best-scored action (the first of
 * equals); n must be positive. */
int sg_heuristic_pick (const SgGame *g, const SgAction *actions, int n);

/* With probability epsilon a uniformly random index (rng), otherwise
 * sg_heuristic_pick.  Easy uses it; playouts use a small epsilon. */
int sg_heuristic_pick_noisy (const SgGame *g, const SgAction *actions, int n,
                             SgRng *rng, double epsilon);
