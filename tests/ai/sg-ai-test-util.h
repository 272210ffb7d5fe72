/* sg-ai-test-util.h: positions for the bot tests, gathered from random
 * self-play with every character and reserve size, one pool per decision
 * kind. */
#pragma once

#include "sg-game.h"

#define POOL_PER_DECISION 6

typedef struct {
  SgGame *games[SG_N_DECISIONS][POOL_PER_DECISION];
  int n[SG_N_DECISIONS];
  unsigned games_played;
} PositionPool;

/* Plays random games (reserve sizes 1..12 in turn, so every character
 * appears) until every decision kind has POOL_PER_DECISION positions or
 * max_games were played; keeps positions spread over the games. */
void position_pool_fill (PositionPool *pool, uint64_t seed, unsigned max_games);
void position_pool_free (PositionPool *pool);

/* A game between two heuristic bots stopped after `decisions` decisions
 * (fewer if it ended). */
void heuristic_midgame (SgGame *g, uint64_t seed, uint8_t characters, unsigned decisions);
