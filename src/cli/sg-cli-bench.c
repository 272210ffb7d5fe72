/* sg-cli-bench.c: each figure is measured for --seconds (default 1) of the
 * calling thread's CPU time: one core, whatever else the machine runs. */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime under -std=c17 */
#include "sg-cli-bench.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "sg-bot.h"
#include "sg-ismcts.h"
#include "sg-selfplay.h"

#define EXIT_USAGE 2

static double
now_s (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

/* Random self-play without invariant checks, in batches until the time
 * is up. */
static double
random_games_per_second (double seconds, uint64_t seed)
{
  unsigned games = 0;
  double start = now_s (), elapsed;
  do
    {
      SgSelfplayConfig c = { .games = 200, .seed = seed + games, .turn_cap = 400, .check = false };
      SgSelfplayResult r;
      sg_selfplay_run (&c, &r);
      games += r.games;
      elapsed = now_s () - start;
    }
  while (elapsed < seconds);
  return games / elapsed;
}

/* A position some way into a game between heuristic bots. */
static void
midgame (SgGame *g, uint64_t seed, unsigned decisions)
{
  SgSetup setup;
  sg_setup_default (&setup, seed);
  memset (g, 0, sizeof *g);
  sg_game_new (g, &setup);
  for (unsigned d = 0; d < decisions && !sg_game_over (g); d++)
    {
      SgAction a;
      SgBotBudget b = { .seed = seed + d };
      if (!sg_bot_choose (SG_BOT_HEURISTIC, g, &b, &a))
        break;
      sg_game_apply_legal (g, &a);
    }
}

/* Searches of 2,000 iterations from a series of middle-game positions. */
static double
playouts_per_second (double seconds, uint64_t seed)
{
  SgGame *g = g_new0 (SgGame, 1);
  uint64_t playouts = 0;
  double searching = 0.0;
  for (unsigned k = 0; searching < seconds; k++)
    {
      midgame (g, seed + k, 20 + (k % 5) * 15);
      if (sg_game_over (g))
        continue;
      SgIsmctsConfig c = { .iterations = 2000, .seed = seed + k };
      SgIsmctsStats st;
      SgAction a;
      double t0 = now_s ();
      bool ok = sg_ismcts_choose (g, &c, &a, &st);
      double t = now_s () - t0;
      if (!ok || st.iterations == 0)
        {
          if (k > 1000)
            break;
          continue;
        }
      playouts += st.iterations;
      searching += t;
    }
  g_free (g);
  return searching > 0 ? playouts / searching : 0.0;
}

/* Heuristic against heuristic; only the time inside sg_bot_choose counts. */
static double
heuristic_decisions_per_second (double seconds, uint64_t seed)
{
  SgGame *g = g_new0 (SgGame, 1);
  uint64_t decisions = 0;
  double choosing = 0.0;
  for (unsigned k = 0; choosing < seconds; k++)
    {
      SgSetup setup;
      sg_setup_default (&setup, seed + k);
      setup.options.turn_cap = 400;
      memset (g, 0, sizeof *g);
      sg_game_new (g, &setup);
      double t = 0.0;
      unsigned n = 0;
      while (!sg_game_over (g) && n < 100000)
        {
          SgAction a;
          SgBotBudget b = { .seed = seed + n };
          double t0 = now_s ();
          bool ok = sg_bot_choose (SG_BOT_HEURISTIC, g, &b, &a);
          t += now_s () - t0;
          if (!ok)
            break;
          sg_game_apply_legal (g, &a);
          n++;
        }
      decisions += n;
      choosing += t;
    }
  g_free (g);
  return choosing > 0 ? decisions / choosing : 0.0;
}

int
sg_cli_bench (int argc, char **argv, const char *usage)
{
  double seconds = 1.0;
  guint64 seed = 1;
  for (int i = 2; i < argc; i++)
    {
      const char *v = NULL;
      if ((strcmp (argv[i], "--seconds") == 0 || strcmp (argv[i], "--seed") == 0) && i + 1 < argc)
        v = argv[i + 1];
      if (v != NULL && strcmp (argv[i], "--seconds") == 0)
        {
          char *end = NULL;
          seconds = g_ascii_strtod (v, &end);
          if (end == v || *end != '\0' || !(seconds > 0.0) || seconds > 600.0)
            {
              fprintf (stderr, "sixgun-cli: --seconds needs a positive number, not '%s'\n\n%s", v, usage);
              return EXIT_USAGE;
            }
          i++;
        }
      else if (v != NULL && strcmp (argv[i], "--seed") == 0)
        {
          if (!g_ascii_string_to_unsigned (v, 10, 0, G_MAXUINT64, &seed, NULL))
            {
              fprintf (stderr, "sixgun-cli: --seed needs a number, not '%s'\n\n%s", v, usage);
              return EXIT_USAGE;
            }
          i++;
        }
      else
        {
          fprintf (stderr, "sixgun-cli: unknown or incomplete option '%s'\n\n%s", argv[i], usage);
          return EXIT_USAGE;
        }
    }
  printf ("random_games_per_second: %.0f\n", random_games_per_second (seconds, seed));
  fflush (stdout);
  printf ("ismcts_playouts_per_second: %.0f\n", playouts_per_second (seconds, seed));
  fflush (stdout);
  printf ("heuristic_decisions_per_second: %.0f\n", heuristic_decisions_per_second (seconds, seed));
  return 0;
}
