/* sg-bot.h: the one interface of every computer player.
 *
 * A bot answers whatever decision the game is at (its own turn, a dodge, a
 * Duel round, a General Store pick...) for the deciding player.  It reads only
 * what that player may know: the player's SgView plus the cards both have
 * seen; bots that search (Hard) re-deal every card the decider has not seen
 * before looking ahead, so the real hidden cards never influence a choice.
 *
 * Pure C on the engine, no GLib: the app calls it from a worker thread on its
 * own copy of the game; the CLI and the tests call it directly.
 */
#pragma once

#include "sg-game.h"
#include "sg-ismcts.h"

#include <stdbool.h>
#include <stdint.h>

typedef enum {
  SG_BOT_RANDOM,      /* uniform over the legal actions */
  SG_BOT_HEURISTIC,   /* rules-aware one-step play */
  SG_BOT_EASY,        /* the app's Easy: heuristic with some randomness */
  SG_BOT_MEDIUM,      /* the app's Medium: the heuristic */
  SG_BOT_HARD,        /* the app's Hard: ISMCTS */
  SG_N_BOT_KINDS,
} SgBotKind;

typedef struct {
  uint64_t seed;             /* same game, same seed: same choice */
  uint32_t iterations;       /* search budget; 0 = the kind's default, or
                                no limit when seconds is set (time only) */
  double seconds;            /* time budget; 0 = none (iterations only) */
  /* Set to non-zero from another thread to stop a search early; the bot
   * then answers with the best it has.  May be NULL. */
  const volatile int *cancel;
  /* The Hard bot's search settings other than its budget (exploration,
   * playouts, evaluation; the budget fields of *hard_tuning are ignored),
   * so that a tournament can match two variants; NULL = the defaults. */
  const SgIsmctsConfig *hard_tuning;
} SgBotBudget;

/* The command-line and settings name of a kind ("random", "heuristic",
 * "easy", "medium", "hard"), and back; false for an unknown name. */
const char *sg_bot_kind_name (SgBotKind kind);
bool sg_bot_kind_from_name (const char *name, SgBotKind *out);

/* Chooses one legal action for sg_game_decider (g) into *out.  Returns false
 * only when there is no decision (the game is over).  Never stalls: any bot
 * that fails falls back to a legal action.  budget may be NULL (defaults). */
bool sg_bot_choose (SgBotKind kind, const SgGame *g, const SgBotBudget *budget,
                    SgAction *out);

/* What a choice cost, for benchmarks and the tournament. */
typedef struct {
  uint32_t playouts;           /* Hard: search iterations (one playout each) */
  uint64_t playout_decisions;  /* Hard: decisions taken inside playouts */
  bool fallback;               /* the kind gave no legal answer: the fallback did */
} SgBotStats;

/* sg_bot_choose, also filling *stats (may be NULL). */
bool sg_bot_choose_with_stats (SgBotKind kind, const SgGame *g, const SgBotBudget *budget,
                               SgAction *out, SgBotStats *stats);
