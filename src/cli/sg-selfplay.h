/* sg-selfplay.h: random play on both sides, for statistics, speed and
 * invariant hunting.  Pure C on top of the engine, so tests can run it too.
 *
 * The random player draws uniformly from sg_game_legal_actions with its own
 * xoshiro-style PRNG (not the game's, so the game's randomness is the same
 * whatever the players do with theirs).  Nothing is allocated per action.
 */
#pragma once

#include "sg-game.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>


/* Picks one of the legal actions at random into *out; returns how many were
 * legal (0 when the game is over or broken).  actions is scratch space for
 * SG_MAX_ACTIONS entries, supplied by the caller so nothing is allocated. */
int sg_random_action (const SgGame *g, SgRng *rng, SgAction *actions, SgAction *out);

typedef struct {
  unsigned games;
  uint64_t seed;
  uint8_t characters;   /* per side; 0 = the rulebook's 4 */
  uint16_t turn_cap;    /* games longer than this are unfinished */
  bool check;           /* sg_game_check_core_invariants after every action */
  bool deep_check;      /* and sg_game_check_invariants, and the options
                           handed back with each action compared with a
                           fresh listing (slower: every card's play rules
                           are explained once more) */
  const SgDeckList *decks;  /* custom deck lists (sg-deck-file.h); NULL = the rulebook's */
} SgSelfplayConfig;

typedef struct {
  unsigned games;
  unsigned law_wins;
  unsigned outlaw_wins;
  unsigned unfinished;          /* turn cap, a drawn game, or stopped by a violation */
  unsigned draws;               /* SG_WINNER_DRAW: a rules bug (E-23) */
  unsigned invariant_violations;
  uint64_t total_turns;
  uint64_t total_actions;
  /* The first violation, to reproduce it: game index, its setup seed and
   * the number of actions applied before the check failed. */
  int first_bad_game;           /* -1 when none */
  uint64_t first_bad_seed;
  uint64_t first_bad_action;
  char first_bad_message[256];
} SgSelfplayResult;

/* The setup seed of game `index` of a run seeded with `seed`. */
uint64_t sg_selfplay_game_seed (uint64_t seed, unsigned index);

void sg_selfplay_run (const SgSelfplayConfig *config, SgSelfplayResult *result);
