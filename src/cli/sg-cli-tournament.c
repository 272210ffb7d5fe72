/* sg-cli-tournament.c: bot against bot, for the strength figures of issue 4.
 *
 * Game 2k and game 2k+1 use the same setup seed (the same characters and
 * decks) with the sides swapped, so neither bot profits from a lucky deal
 * or from the side.  Every decision goes through sg_bot_choose and is
 * timed.  When both bots have the same name the keys get `_a` and `_b`
 * after it (`heuristic_a_win_rate`), in command-line order.
 */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime under -std=c17 */
#include "sg-cli-tournament.h"

#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sg-bot.h"
#include "sg-cli-args.h"
#include "sg-deck-file.h"
#include "sg-selfplay.h"

#define EXIT_USAGE 2
#define MAX_DECISIONS_PER_GAME 100000

typedef struct {
  SgBotKind kind;
  char label[64];
  GArray *ms;             /* double: milliseconds per decision */
  unsigned wins;
  uint64_t playouts;      /* Hard only */
  uint64_t searched;      /* decisions that searched (more than one option) */
  unsigned fallbacks;
  SgIsmctsConfig tuning;  /* --a-set / --b-set: Hard's search settings */
  bool tuned;
} Player;

typedef struct {
  unsigned games;
  uint64_t seed;
  uint8_t characters;
  uint16_t turn_cap;
  SgBotBudget budget;     /* iterations/seconds for hard */
  const SgDeckList *decks;
  bool verbose;
  bool progress;          /* a line on stderr after every game */
} Config;

/* Wall-clock time, or with --cpu-time the CPU time of this thread (on a
 * machine shared with other work, that is what one core would take). */
static clockid_t decision_clock = CLOCK_MONOTONIC;

static double
clock_ms (clockid_t id)
{
  struct timespec ts;
  clock_gettime (id, &ts);
  return (double) ts.tv_sec * 1e3 + (double) ts.tv_nsec * 1e-6;
}

static double
now_ms (void)
{
  return clock_ms (decision_clock);
}

static int
bad_usage (const char *usage, const char *fmt, const char *arg)
{
  fputs ("sixgun-cli: ", stderr);
  fprintf (stderr, fmt, arg);
  fputs ("\n\n", stderr);
  fputs (usage, stderr);
  return EXIT_USAGE;
}

/* Plays game `index`: bots[0] (BOT_A) is the Lawmen in even games. */
static void
play_game (const Config *c, unsigned index, Player *players)
{
  SgSetup setup;
  SgGame *g = g_new0 (SgGame, 1);
  uint64_t seed = sg_selfplay_game_seed (c->seed, index / 2);
  sg_setup_default (&setup, seed);
  if (c->characters > 0)
    setup.characters[0] = setup.characters[1] = c->characters;
  if (c->decks != NULL)
    setup.decks = *c->decks;
  setup.options.turn_cap = c->turn_cap;
  sg_game_new (g, &setup);

  Player *by_side[2];
  by_side[SG_LAW] = &players[index % 2];
  by_side[SG_OUTLAW] = &players[1 - index % 2];

  for (unsigned d = 0; d < MAX_DECISIONS_PER_GAME && !sg_game_over (g); d++)
    {
      Player *p = by_side[sg_game_decider (g)];
      SgBotBudget b = c->budget;
      b.hard_tuning = p->tuned ? &p->tuning : NULL;
      b.seed = seed ^ ((uint64_t) (d + 1) * 0x9E3779B97F4A7C15ull);
      SgAction a;
      SgBotStats st;
      double t0 = now_ms ();
      if (!sg_bot_choose_with_stats (p->kind, g, &b, &a, &st))
        break;
      double ms = now_ms () - t0;
      g_array_append_val (p->ms, ms);
      p->playouts += st.playouts;
      p->searched += st.playouts > 0;
      p->fallbacks += st.fallback;
      sg_game_apply_legal (g, &a);
    }
  if (sg_game_over (g) && (g->winner == SG_LAW || g->winner == SG_OUTLAW))
    by_side[g->winner]->wins++;
  g_free (g);
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* The q-quantile (0..1) by the nearest-rank method. */
static double
quantile (GArray *v, double q)
{
  if (v->len == 0)
    return 0.0;
  qsort (v->data, v->len, sizeof (double), cmp_double);
  size_t rank = (size_t) ceil (q * (double) v->len);
  if (rank < 1)
    rank = 1;
  return g_array_index (v, double, rank - 1);
}

/* Wilson score interval at 95 % for k successes in n trials. */
static void
wilson (unsigned k, unsigned n, double *lo, double *hi)
{
  if (n == 0)
    {
      *lo = 0.0;
      *hi = 1.0;
      return;
    }
  const double z = 1.959963984540054;
  double p = (double) k / n, z2n = z * z / n;
  double centre = (p + z2n / 2.0) / (1.0 + z2n);
  double half = z * sqrt (p * (1.0 - p) / n + z2n / (4.0 * n)) / (1.0 + z2n);
  *lo = centre - half < 0.0 ? 0.0 : centre - half;
  *hi = centre + half > 1.0 ? 1.0 : centre + half;
}

/* A positive number no larger than max, from the text after KEY=. */
static bool
parse_positive (const char *text, double max, double *out)
{
  char *end = NULL;
  double x = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !(x > 0.0) || x > max)
    return false;
  *out = x;
  return true;
}

/* A share from 0 to 1 for a setting whose 0 means "never": the search
 * reads a negative value so, and 0 as its default. */
static bool
parse_share_or_never (const char *text, double *out)
{
  if (strcmp (text, "0") == 0)
    {
      *out = -1.0;
      return true;
    }
  return parse_positive (text, 1.0, out);
}

/* One KEY=VALUE of --a-set or --b-set into p's Hard settings: a variant
 * of the Hard bot to match against another (docs/ai.md). */
static int
parse_tuning (const char *usage, const char *kv, Player *p)
{
  const char *eq = strchr (kv, '=');
  if (eq == NULL)
    return bad_usage (usage, "--a-set and --b-set need KEY=VALUE, not '%s'", kv);
  g_autofree char *key = g_strndup (kv, (gsize) (eq - kv));
  const char *v = eq + 1;
  SgIsmctsConfig *t = &p->tuning;
  double x;
  bool ok = false;
  if (strcmp (key, "exploration") == 0 && (ok = parse_positive (v, 100.0, &x)))
    t->exploration = x;
  else if (strcmp (key, "playout-turns") == 0 && (ok = parse_positive (v, 1000.0, &x) && x == (int) x))
    t->playout_turns = (int) x;
  else if (strcmp (key, "playout-epsilon") == 0)
    ok = parse_share_or_never (v, &t->playout_epsilon);
  else if (strcmp (key, "heuristic-margin") == 0)
    ok = parse_share_or_never (v, &t->heuristic_margin);
  else if (strcmp (key, "hand") == 0 && (ok = strcmp (v, "size") == 0 || strcmp (v, "value") == 0))
    t->hand_eval = strcmp (v, "value") == 0 ? SG_EVAL_HAND_BY_VALUE : SG_EVAL_HAND_BY_SIZE;
  if (!ok)
    return bad_usage (usage, "unknown or bad setting '%s' (exploration=X, playout-turns=N, "
                      "playout-epsilon=X, hand=size|value, heuristic-margin=X)", kv);
  p->tuned = true;
  return 0;
}

static int
parse_args (int argc, char **argv, const char *usage, Config *c, Player *players, SgDeckList *decks)
{
  int names = 0;
  for (int i = 2; i < argc; i++)
    {
      bool missing = false;
      const char *v;
      guint64 n;
      if (strcmp (argv[i], "--verbose") == 0)
        c->verbose = true;
      else if (strcmp (argv[i], "--progress") == 0)
        c->progress = true;
      else if (strcmp (argv[i], "--cpu-time") == 0)
        decision_clock = CLOCK_THREAD_CPUTIME_ID;
      else if ((v = sg_cli_option_value (argc, argv, &i, "--games", &missing)))
        {
          if (!sg_cli_parse_number (v, 10000000, &n) || n == 0)
            return bad_usage (usage, "--games needs a positive number, not '%s'", v);
          c->games = (unsigned) n;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--seed", &missing)))
        {
          if (!sg_cli_parse_number (v, G_MAXUINT64, &n))
            return bad_usage (usage, "--seed needs a number, not '%s'", v);
          c->seed = n;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--characters", &missing)))
        {
          if (!sg_cli_parse_number (v, 12, &n) || n == 0)
            return bad_usage (usage, "--characters needs a number from 1 to 12, not '%s'", v);
          c->characters = (uint8_t) n;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--turn-cap", &missing)))
        {
          if (!sg_cli_parse_number (v, G_MAXUINT16, &n))
            return bad_usage (usage, "--turn-cap needs a number up to 65535, not '%s'", v);
          c->turn_cap = (uint16_t) n;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--iterations", &missing)))
        {
          if (!sg_cli_parse_number (v, G_MAXUINT32, &n) || n == 0)
            return bad_usage (usage, "--iterations needs a positive number, not '%s'", v);
          c->budget.iterations = (uint32_t) n;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--seconds", &missing)))
        {
          char *end = NULL;
          double x = g_ascii_strtod (v, &end);
          if (end == v || *end != '\0' || !(x > 0.0) || x > 3600.0)
            return bad_usage (usage, "--seconds needs a positive number, not '%s'", v);
          c->budget.seconds = x;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--a-set", &missing)))
        {
          int rc = parse_tuning (usage, v, &players[0]);
          if (rc != 0)
            return rc;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--b-set", &missing)))
        {
          int rc = parse_tuning (usage, v, &players[1]);
          if (rc != 0)
            return rc;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--deck", &missing)))
        {
          if (!sg_cli_load_deck (v, decks))
            return EXIT_USAGE;
          c->decks = decks;
        }
      else if (missing)
        return bad_usage (usage, "option %s needs a value", argv[i]);
      else if (argv[i][0] == '-')
        return bad_usage (usage, "unknown option '%s'", argv[i]);
      else if (names < 2)
        {
          if (!sg_bot_kind_from_name (argv[i], &players[names].kind))
            return bad_usage (usage, "unknown bot '%s' (random, heuristic, easy, medium, hard)", argv[i]);
          names++;
        }
      else
        return bad_usage (usage, "unexpected argument '%s'", argv[i]);
    }
  if (names < 2)
    return bad_usage (usage, "%s", "tournament needs two bot names");
  return 0;
}

int
sg_cli_tournament (int argc, char **argv, const char *usage)
{
  Config c = { .games = 100, .seed = 1, .turn_cap = 400 };
  Player players[2] = { 0 };
  SgDeckList decks;
  int rc = parse_args (argc, argv, usage, &c, players, &decks);
  if (rc != 0)
    return rc;

  for (int k = 0; k < 2; k++)
    {
      const char *name = sg_bot_kind_name (players[k].kind);
      if (players[0].kind == players[1].kind)
        g_snprintf (players[k].label, sizeof players[k].label, "%s_%c", name, k == 0 ? 'a' : 'b');
      else
        g_snprintf (players[k].label, sizeof players[k].label, "%s", name);
      players[k].ms = g_array_new (FALSE, FALSE, sizeof (double));
    }

  double start = clock_ms (CLOCK_MONOTONIC);
  for (unsigned i = 0; i < c.games; i++)
    {
      play_game (&c, i, players);
      if (c.progress)
        fprintf (stderr, "game %u: %s %u, %s %u\n", i + 1, players[0].label, players[0].wins,
                 players[1].label, players[1].wins);
    }
  double total_s = (clock_ms (CLOCK_MONOTONIC) - start) / 1e3;

  double lo, hi;
  wilson (players[0].wins, c.games, &lo, &hi);
  printf ("games: %u\n", c.games);
  for (int k = 0; k < 2; k++)
    printf ("%s_win_rate: %.4f\n", players[k].label, (double) players[k].wins / c.games);
  printf ("ci95_low: %.4f\nci95_high: %.4f\n", lo, hi);
  for (int k = 0; k < 2; k++)
    {
      double med = quantile (players[k].ms, 0.5), p99 = quantile (players[k].ms, 0.99);
      printf ("%s_ms_per_decision_median: %.4f\n", players[k].label, med);
      printf ("%s_ms_per_decision_p99: %.4f\n", players[k].label, p99);
    }
  if (c.verbose)
    {
      printf ("unfinished: %u\n", c.games - players[0].wins - players[1].wins);
      printf ("seconds: %.1f\n", total_s);
      for (int k = 0; k < 2; k++)
        {
          printf ("%s_decisions: %u\n", players[k].label, players[k].ms->len);
          printf ("%s_fallbacks: %u\n", players[k].label, players[k].fallbacks);
          if (players[k].searched > 0)
            printf ("%s_playouts_per_decision: %.0f\n", players[k].label,
                    (double) players[k].playouts / (double) players[k].searched);
        }
    }
  for (int k = 0; k < 2; k++)
    g_array_free (players[k].ms, TRUE);
  return 0;
}
