/* sg-selfplay.c: the self-play loop (random legal play on both sides). */
#include "sg-selfplay.h"

#include <stdio.h>
#include <string.h>

/* A game that runs this many actions without ending is stuck in a loop the
 * turn cap cannot see (e.g. an effect that never resolves). */
#define MAX_ACTIONS_PER_GAME 200000

int
sg_random_action (const SgGame *g, SgRng *rng, SgAction *actions, SgAction *out)
{
  int n = sg_game_legal_actions (g, actions);
  if (n > 0)
    *out = actions[sg_rng_uniform (rng, (uint32_t) n)];
  return n;
}

uint64_t
sg_selfplay_game_seed (uint64_t seed, unsigned index)
{
  SgRng rng;
  sg_rng_init (&rng, seed ^ ((uint64_t) index * 0xD1B54A32D192ED03ull));
  return sg_rng_next (&rng);
}

static void
note_violation (SgSelfplayResult *r, unsigned index, uint64_t seed,
                uint64_t action, const char *msg)
{
  r->invariant_violations++;
  if (r->first_bad_game >= 0)
    return;
  r->first_bad_game = (int) index;
  r->first_bad_seed = seed;
  r->first_bad_action = action;
  snprintf (r->first_bad_message, sizeof r->first_bad_message, "%s", msg);
}

/* Whether the options handed back with an action are exactly those that
 * sg_game_legal_actions lists. */
static bool
same_options (const SgGame *g, const SgAction *got, int n, char *msg, size_t msg_size)
{
  SgAction want[SG_MAX_ACTIONS];
  int m = sg_game_legal_actions (g, want);
  if (m == n && memcmp (want, got, sizeof *got * (size_t) n) == 0)
    return true;
  snprintf (msg, msg_size, "the options handed back with the action (%d) differ from the legal actions (%d)", n, m);
  return false;
}

/* The checks the configuration asks for, after an action that left the
 * game with the n options in actions. */
static bool
state_sound (const SgGame *g, const SgSelfplayConfig *c, const SgAction *actions, int n,
             char *msg, size_t msg_size)
{
  if (c->deep_check)
    return sg_game_check_invariants (g, msg, msg_size) && same_options (g, actions, n, msg, msg_size);
  return !c->check || sg_game_check_core_invariants (g, n, msg, msg_size);
}

/* Plays one game to its end; returns false when it was stopped by a broken
 * invariant (counted in r). */
static bool
play_one (SgGame *g, const SgSelfplayConfig *c, unsigned index, SgSelfplayResult *r)
{
  SgSetup setup;
  uint64_t seed = sg_selfplay_game_seed (c->seed, index);
  sg_setup_default (&setup, seed);
  if (c->characters > 0)
    setup.characters[0] = setup.characters[1] = c->characters;
  setup.options.turn_cap = c->turn_cap;
  if (c->decks)
    setup.decks = *c->decks;
  /* sg_game_new keeps the observer it finds in *g: self-play wants none. */
  sg_game_set_observer (g, NULL, NULL);
  sg_game_new (g, &setup);

  SgRng rng;
  sg_rng_init (&rng, seed ^ 0x5EED5EED5EED5EEDull);
  SgAction actions[SG_MAX_ACTIONS];
  SgAction a;
  char msg[256];
  uint64_t done = 0;

  /* The engine hands back the next decision's options with each action
   * (sg_game_apply_legal_list): the same list sg_game_legal_actions gives,
   * which the deep check verifies. */
  int n = sg_game_legal_actions (g, actions);
  if (!state_sound (g, c, actions, n, msg, sizeof msg))
    {
      note_violation (r, index, seed, 0, msg);
      return false;
    }
  while (!sg_game_over (g) && done < MAX_ACTIONS_PER_GAME)
    {
      if (n == 0)
        {
          note_violation (r, index, seed, done, "no legal action while the game is on");
          return false;
        }
      a = actions[sg_rng_uniform (&rng, (uint32_t) n)];
      n = sg_game_apply_legal_list (g, &a, actions);
      done++;
      if (!state_sound (g, c, actions, n, msg, sizeof msg))
        {
          note_violation (r, index, seed, done, msg);
          r->total_actions += done;
          return false;
        }
    }
  r->total_actions += done;
  return true;
}

void
sg_selfplay_run (const SgSelfplayConfig *config, SgSelfplayResult *r)
{
  SgGame game;   /* a few KB; reused by every game */
  memset (r, 0, sizeof *r);
  r->first_bad_game = -1;

  for (unsigned i = 0; i < config->games; i++)
    {
      bool clean = play_one (&game, config, i, r);
      r->games++;
      r->total_turns += game.turn_number;
      if (clean && sg_game_over (&game) && game.winner == SG_WINNER_LAW)
        r->law_wins++;
      else if (clean && sg_game_over (&game) && game.winner == SG_WINNER_OUTLAW)
        r->outlaw_wins++;
      else
        {
          r->unfinished++;
          if (clean && game.winner == SG_WINNER_DRAW)
            r->draws++;
        }
    }
}
