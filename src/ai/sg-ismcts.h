/* sg-ismcts.h: single-observer Information Set MCTS (Cowling, Powley and
 * Whitehouse 2012) for the Hard bot.
 *
 * Each iteration draws one world consistent with what the searching player
 * knows (sg-determinize.h), walks the tree choosing by UCB1 among the
 * actions legal in that world (a node's availability count is how many
 * iterations offered it), adds one node, plays on with the heuristic
 * policy for a few turns and scores the end with sg_eval_position.  Nodes
 * are keyed by what an action shows (kind, side, target, card face and
 * place), so the tree is over information sets, not over worlds.  The
 * answer is the most visited root action, or the heuristic's choice when
 * its mean is within a small margin of that action's (a tie the playouts
 * cannot break is better broken by what the cards are worth).
 *
 * Node storage is allocated once per search; nothing is allocated per
 * iteration.  With an iteration budget only, the answer depends only on
 * the position as the player knows it and on the seed.
 */
#pragma once

#include "sg-eval.h"
#include "sg-game.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct {
  uint32_t iterations;        /* stop after this many; 0 = no iteration limit */
  double seconds;             /* stop after this long; 0 = no time limit */
  uint64_t seed;
  const volatile int *cancel; /* non-zero stops the search; may be NULL */
  double exploration;         /* UCB1 constant; 0 = default */
  int playout_turns;          /* turns played out before evaluating; 0 = default */
  double playout_epsilon;     /* random moves in playouts; < 0 = none, 0 = default */
  SgEvalHand hand_eval;       /* how a playout's end counts the hands */
  double heuristic_margin;    /* the heuristic's choice wins when its mean is
                                 this close to the best's; < 0 = never,
                                 0 = default */
} SgIsmctsConfig;

typedef struct {
  uint32_t iterations;        /* = playouts made */
  uint32_t nodes;
  uint64_t playout_decisions; /* decisions taken by the playout policy */
  double seconds;
  bool cancelled;
} SgIsmctsStats;

#define SG_ISMCTS_DEFAULT_ITERATIONS 10000
#define SG_ISMCTS_DEFAULT_PLAYOUT_TURNS 4
#define SG_ISMCTS_DEFAULT_HEURISTIC_MARGIN 0.01

/* Searches for sg_game_decider (g).  Returns false when the game is over.
 * A budget of neither iterations nor seconds means the default iterations.
 * stats may be NULL. */
bool sg_ismcts_choose (const SgGame *g, const SgIsmctsConfig *config,
                       SgAction *out, SgIsmctsStats *stats);
