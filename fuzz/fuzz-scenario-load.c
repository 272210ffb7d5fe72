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
