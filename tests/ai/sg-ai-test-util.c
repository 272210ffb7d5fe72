/* sg-ai-test-util.c: see the header. */
#include "sg-ai-test-util.h"

#include <glib.h>
#include <string.h>

#include "sg-bot.h"

static bool
pool_full (const PositionPool *pool)
{
  for (int d = 1; d < SG_N_DECISIONS; d++)
    if (pool->n[d] < POOL_PER_DECISION)
      return false;
  return true;
}

void
position_pool_fill (PositionPool *pool, uint64_t seed, unsigned max_games)
{
  memset (pool, 0, sizeof *pool);
  SgGame *g = g_new0 (SgGame, 1);
  SgRng rng;
  sg_rng_init (&rng, seed);
  SgAction acts[SG_MAX_ACTIONS];
  unsigned game;
  for (game = 0; game < max_games && !pool_full (pool); game++)
    {
      SgSetup setup;
      sg_setup_default (&setup, seed * 7919 + game);
      setup.characters[0] = (uint8_t) (1 + game % 12);
      setup.characters[1] = (uint8_t) (1 + (game / 12 + game) % 12);
      setup.options.turn_cap = 300;
      memset (g, 0, sizeof *g);
      sg_game_new (g, &setup);
      /* At most one position per decision kind and game, taken at a
       * random moment, so the pool holds different games. */
      bool taken[SG_N_DECISIONS] = { false };
      for (int step = 0; step < 20000 && !sg_game_over (g); step++)
        {
          int d = sg_game_decision (g);
          if (!taken[d] && pool->n[d] < POOL_PER_DECISION && sg_rng_uniform (&rng, 3) == 0)
            {
              pool->games[d][pool->n[d]++] = g_memdup2 (g, sizeof *g);
              taken[d] = true;
            }
          int n = sg_game_legal_actions (g, acts);
          g_assert_cmpint (n, >, 0);
          sg_game_apply_legal (g, &acts[sg_rng_uniform (&rng, (uint32_t) n)]);
        }
    }
  pool->games_played = game;
  g_free (g);
}

void
position_pool_free (PositionPool *pool)
{
  for (int d = 0; d < SG_N_DECISIONS; d++)
    for (int i = 0; i < pool->n[d]; i++)
      g_free (pool->games[d][i]);
  memset (pool, 0, sizeof *pool);
}

void
heuristic_midgame (SgGame *g, uint64_t seed, uint8_t characters, unsigned decisions)
{
  SgSetup setup;
  sg_setup_default (&setup, seed);
  if (characters > 0)
    setup.characters[0] = setup.characters[1] = characters;
  memset (g, 0, sizeof *g);
  sg_game_new (g, &setup);
  for (unsigned d = 0; d < decisions && !sg_game_over (g); d++)
    {
      SgAction a;
      SgBotBudget b = { .seed = seed + d };
      g_assert_true (sg_bot_choose (SG_BOT_HEURISTIC, g, &b, &a));
      sg_game_apply_legal (g, &a);
    }
}
