/* fuzz-scenario-load.c: libFuzzer harness for the scenario setup loader
 * (sg_scenario_load), then a short game from the loaded position.
 *
 * The input is a scenario; when it loads, the position must satisfy the
 * engine's invariants, and the game is played on from it with actions
 * picked by a PRNG seeded from the input, the invariants checked after every
 * one: positions a setup allows must never break the engine. */
#include "sg-scenario.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PLAYED 200

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
count_event (const SgEvent *e, void *data)
{
  (*(unsigned *) data)++;
  if (e->kind >= SG_N_EVENTS)
    abort ();
}

/* A made-up action (any kind, side, card, target, as, SG_NONE included)
 * must either be refused with a reason and a rule, or be one of the listed
 * legal options: the check and the legal-action list agree. */
static void
check_made_up_action (const SgGame *g, SgRng *rng, const SgAction *legal, int n)
{
  static const uint8_t odd[] = { 0, 1, 2, 3, 4, 5, SG_NONE, 0x7F, 0x80, 0xFE };
  SgAction a;
  SgRefusal why;

  a.kind = (uint8_t) sg_rng_uniform (rng, SG_N_ACTION_KINDS + 2);
  a.side = (uint8_t) sg_rng_uniform (rng, 3);
  a.card = sg_rng_uniform (rng, 2) ? (uint8_t) sg_rng_uniform (rng, (uint32_t) g->n_cards + 2)
                                   : odd[sg_rng_uniform (rng, sizeof odd)];
  a.target = odd[sg_rng_uniform (rng, sizeof odd)];
  a.as = sg_rng_uniform (rng, 2) ? (uint8_t) sg_rng_uniform (rng, SG_N_CARD_TYPES)
                                 : odd[sg_rng_uniform (rng, sizeof odd)];
  why = sg_game_check (g, &a);
  if (why.code != SG_OK)
    {
      if (why.code >= SG_N_ERRORS || why.rule == NULL || why.message == NULL)
        abort ();
      return;
    }
  for (int i = 0; i < n; i++)
    if (sg_action_equivalent (g, &a, &legal[i]))
      return;
  fprintf (stderr, "accepted action (kind %u side %u card %u target %u as %u) is not listed\n",
           a.kind, a.side, a.card, a.target, a.as);
  abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static SgGame g;
  static SgAction actions[SG_MAX_ACTIONS];
  char err[512], msg[256];
  unsigned events = 0;
  uint64_t seed = 0x9E3779B97F4A7C15ull;
  SgRng rng;

  err[0] = '\0';
  memset (&g, 0, sizeof g);
  if (!sg_scenario_load ((const char *) data, size, "fuzz.scn", &g, count_event,
                         &events, err, sizeof err))
    {
      /* A refused setup always says where and why. */
      if (err[0] == '\0' || strncmp (err, "fuzz.scn:", 9) != 0)
        abort ();
      return 0;
    }
  if (!sg_game_check_invariants (&g, msg, sizeof msg))
    {
      fprintf (stderr, "invariant broken after load: %s\n", msg);
      abort ();
    }

  for (size_t i = 0; i < size; i++)
    seed = (seed ^ data[i]) * 0x100000001B3ull;
  sg_rng_init (&rng, seed);
  sg_game_set_observer (&g, NULL, NULL);
  for (int played = 0; played < MAX_PLAYED && !sg_game_over (&g); played++)
    {
      int n = sg_game_legal_actions (&g, actions);
      SgAction a;

      if (n <= 0 || n > SG_MAX_ACTIONS)
        {
          fprintf (stderr, "%d legal actions while the game is on\n", n);
          abort ();
        }
      check_made_up_action (&g, &rng, actions, n);
      a = actions[sg_rng_uniform (&rng, (uint32_t) n)];
      if (sg_game_check (&g, &a).code != SG_OK)
        {
          fprintf (stderr, "a listed legal action is refused\n");
          abort ();
        }
      sg_game_apply_legal (&g, &a);
      if (!sg_game_check_invariants (&g, msg, sizeof msg))
        {
          fprintf (stderr, "invariant broken after %d actions: %s\n", played + 1, msg);
          abort ();
        }
    }
  return 0;
}
