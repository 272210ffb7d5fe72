/* test-bot-cli.c: `sixgun-cli tournament`, `bench` and `play --bot`, run as
 * a user runs them (the executable's path comes in SIXGUN_CLI). */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-cli-run.h"

static char *tmp_dir;


/* Checks that out is exactly the `key: number` lines of keys[], in order;
 * returns the numbers. */
static void
parse_keys (const char *out, const char *const *keys, double *values)
{
  char **lines = g_strsplit (out, "\n", -1);
  int n = 0;
  while (keys[n])
    n++;
  /* n lines plus the empty string after the last newline */
  g_assert_cmpuint (g_strv_length (lines), ==, (guint) n + 1);
  g_assert_cmpstr (lines[n], ==, "");
  for (int i = 0; i < n; i++)
    {
      char *prefix = g_strdup_printf ("%s: ", keys[i]);
      if (!g_str_has_prefix (lines[i], prefix))
        g_error ("line %d is '%s', expected key '%s'", i, lines[i], keys[i]);
      char *end = NULL;
      values[i] = g_ascii_strtod (lines[i] + strlen (prefix), &end);
      g_assert_true (end != lines[i] + strlen (prefix) && *end == '\0');
      g_free (prefix);
    }
  g_strfreev (lines);
}

static void
check_tournament (const char *a, const char *b, double *v)
{
  g_assert_cmpfloat (v[0], ==, 6);                  /* games */
  g_assert_cmpfloat (v[1], >=, 0);
  g_assert_cmpfloat (v[2], >=, 0);
  g_assert_cmpfloat (v[1] + v[2], <=, 1.0 + 1e-9);  /* unfinished games count for neither */
  g_assert_cmpfloat (v[3], <=, v[1] + 1e-9);        /* Wilson interval around BOT_A's rate */
  g_assert_cmpfloat (v[4], >=, v[1] - 1e-9);
  g_assert_cmpfloat (v[3], >=, 0);
  g_assert_cmpfloat (v[4], <=, 1);
  for (int i = 5; i < 9; i++)
    g_assert_cmpfloat (v[i], >=, 0);
  g_assert_cmpfloat (v[5], <=, v[6]);               /* median <= p99 */
  g_assert_cmpfloat (v[7], <=, v[8]);
}

static void
test_tournament_format (void)
{
  SgCliRun r = SG_CLI_RUN (NULL, "tournament", "heuristic", "random", "--games", "6", "--seed", "3");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  const char *keys[] = { "games", "heuristic_win_rate", "random_win_rate", "ci95_low", "ci95_high",
                         "heuristic_ms_per_decision_median", "heuristic_ms_per_decision_p99",
                         "random_ms_per_decision_median", "random_ms_per_decision_p99", NULL };
  double v[9];
  parse_keys (r.out, keys, v);
  check_tournament ("heuristic", "random", v);
  sg_cli_run_clear (&r);

  /* The same seed gives the same results (timings aside). */
  SgCliRun r2 = SG_CLI_RUN (NULL, "tournament", "heuristic", "random", "--games", "6", "--seed", "3");
  double v2[9];
  parse_keys (r2.out, keys, v2);
  g_assert_cmpmem (v, 5 * sizeof (double), v2, 5 * sizeof (double));
  sg_cli_run_clear (&r2);
}

static void
test_tournament_same_names_and_hard (void)
{
  SgCliRun r = SG_CLI_RUN (NULL, "tournament", "easy", "easy", "--games", "6", "--characters", "2");
  g_assert_cmpint (r.status, ==, 0);
  const char *keys[] = { "games", "easy_a_win_rate", "easy_b_win_rate", "ci95_low", "ci95_high",
                         "easy_a_ms_per_decision_median", "easy_a_ms_per_decision_p99",
                         "easy_b_ms_per_decision_median", "easy_b_ms_per_decision_p99", NULL };
  double v[9];
  parse_keys (r.out, keys, v);
  check_tournament ("easy_a", "easy_b", v);
  sg_cli_run_clear (&r);

  r = SG_CLI_RUN (NULL, "tournament", "hard", "medium", "--games", "6", "--iterations", "30", "--characters", "1");
  g_assert_cmpint (r.status, ==, 0);
  const char *hkeys[] = { "games", "hard_win_rate", "medium_win_rate", "ci95_low", "ci95_high",
                          "hard_ms_per_decision_median", "hard_ms_per_decision_p99",
                          "medium_ms_per_decision_median", "medium_ms_per_decision_p99", NULL };
  parse_keys (r.out, hkeys, v);
  check_tournament ("hard", "medium", v);
  sg_cli_run_clear (&r);
}

/* Two variants of the Hard bot, each with settings of every key, play
 * their games as two bots of the same name do. */
static void
test_tournament_variants (void)
{
  const char *keys[] = { "games", "hard_a_win_rate", "hard_b_win_rate", "ci95_low", "ci95_high",
                         "hard_a_ms_per_decision_median", "hard_a_ms_per_decision_p99",
                         "hard_b_ms_per_decision_median", "hard_b_ms_per_decision_p99", NULL };
  double v[9];
  SgCliRun r = SG_CLI_RUN (NULL, "tournament", "hard", "hard", "--games", "6", "--iterations", "30",
                           "--characters", "1", "--b-set", "hand=value", "--b-set", "playout-turns=2",
                           "--a-set", "exploration=1.5", "--a-set", "playout-epsilon=0");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  parse_keys (r.out, keys, v);
  check_tournament ("hard_a", "hard_b", v);
  sg_cli_run_clear (&r);
}

static void
test_tournament_errors (void)
{
  SgCliRun r = SG_CLI_RUN (NULL, "tournament", "heuristic", "genius");
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "unknown bot 'genius'"));
  g_assert_nonnull (strstr (r.err, "Usage:"));
  sg_cli_run_clear (&r);

  r = SG_CLI_RUN (NULL, "tournament", "heuristic");
  g_assert_cmpint (r.status, ==, 2);
  sg_cli_run_clear (&r);

  r = SG_CLI_RUN (NULL, "tournament", "heuristic", "random", "--games", "0");
  g_assert_cmpint (r.status, ==, 2);
  sg_cli_run_clear (&r);

  r = SG_CLI_RUN (NULL, "tournament", "heuristic", "random", "--seconds", "-1");
  g_assert_cmpint (r.status, ==, 2);
  sg_cli_run_clear (&r);

  /* A Hard setting must be one of the known keys with a sound value. */
  r = SG_CLI_RUN (NULL, "tournament", "hard", "hard", "--a-set", "wisdom=3");
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "unknown or bad setting 'wisdom=3'"));
  sg_cli_run_clear (&r);
  r = SG_CLI_RUN (NULL, "tournament", "hard", "hard", "--b-set", "playout-turns=0");
  g_assert_cmpint (r.status, ==, 2);
  sg_cli_run_clear (&r);
  r = SG_CLI_RUN (NULL, "tournament", "hard", "hard", "--b-set", "hand");
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "KEY=VALUE"));
  sg_cli_run_clear (&r);

  /* A bad deck list: FILE:LINE: message, exit 2. */
  char *bad = g_build_filename (tmp_dir, "bad.deck", NULL);
  g_assert_true (g_file_set_contents (bad, "law Colt 3\nlaw Nonsense 2\n", -1, NULL));
  r = SG_CLI_RUN (NULL, "tournament", "heuristic", "random", "--deck", bad);
  g_assert_cmpint (r.status, ==, 2);
  char *where = g_strdup_printf ("%s:2: ", bad);
  g_assert_nonnull (strstr (r.err, where));
  g_free (where);
  sg_cli_run_clear (&r);
  g_free (bad);
}

static void
test_tournament_deck (void)
{
  char *deck = g_build_filename (tmp_dir, "small.deck", NULL);
  g_assert_true (g_file_set_contents (deck,
                                      "# shots and dodges only\n"
                                      "law Colt 12\nlaw Missed! 8\n"
                                      "outlaw Colt 12\noutlaw Missed! 8\n", -1, NULL));
  SgCliRun r = SG_CLI_RUN (NULL, "tournament", "heuristic", "random", "--games", "6", "--deck", deck);
  if (r.status != 0)
    g_error ("tournament --deck failed: %s", r.err);
  g_assert_nonnull (strstr (r.out, "games: 6\n"));
  sg_cli_run_clear (&r);
  g_free (deck);
}

static void
test_bench_format (void)
{
  SgCliRun r = SG_CLI_RUN (NULL, "bench", "--seconds", "0.05");
  g_assert_cmpint (r.status, ==, 0);
  const char *keys[] = { "random_games_per_second", "ismcts_playouts_per_second",
                         "heuristic_decisions_per_second", NULL };
  double v[3];
  parse_keys (r.out, keys, v);
  for (int i = 0; i < 3; i++)
    g_assert_cmpfloat (v[i], >, 0);
  sg_cli_run_clear (&r);

  r = SG_CLI_RUN (NULL, "bench", "--seconds", "zero");
  g_assert_cmpint (r.status, ==, 2);
  sg_cli_run_clear (&r);
}

static void
test_play_against_bots (void)
{
  GString *ones = g_string_new (NULL);
  for (int i = 0; i < 3000; i++)
    g_string_append (ones, "1\n");
  const char *bots[] = { "heuristic", "easy", "medium" };
  for (size_t i = 0; i < G_N_ELEMENTS (bots); i++)
    {
      SgCliRun r = SG_CLI_RUN (ones->str, "play", "--seed", "5", "--bot", bots[i]);
      g_assert_cmpint (r.status, ==, 0);
      char *intro = g_strdup_printf ("against the %s bot", bots[i]);
      g_assert_nonnull (strstr (r.out, intro));
      g_assert_nonnull (strstr (r.out, "Game over"));
      g_free (intro);
      sg_cli_run_clear (&r);
    }
  g_string_free (ones, TRUE);

  /* Hard answers too (a few decisions, then the input ends). */
  SgCliRun r = SG_CLI_RUN ("1\n1\n1\n1\n1\n", "play", "--seed", "6", "--bot", "hard");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "against the hard bot"));
  g_assert_nonnull (strstr (r.out, "(bot)"));
  sg_cli_run_clear (&r);

  r = SG_CLI_RUN (NULL, "play", "--bot", "genius");
  g_assert_cmpint (r.status, ==, 2);
  sg_cli_run_clear (&r);
}

static void
test_usage_mentions_commands (void)
{
  SgCliRun r = SG_CLI_RUN (NULL, "help");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "tournament BOT_A BOT_B"));
  g_assert_nonnull (strstr (r.out, "bench"));
  g_assert_nonnull (strstr (r.out, "--bot BOT"));
  sg_cli_run_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("sixgun-bot-cli-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/bot-cli/tournament-format", test_tournament_format);
  g_test_add_func ("/bot-cli/tournament-same-names-and-hard", test_tournament_same_names_and_hard);
  g_test_add_func ("/bot-cli/tournament-variants", test_tournament_variants);
  g_test_add_func ("/bot-cli/tournament-errors", test_tournament_errors);
  g_test_add_func ("/bot-cli/tournament-deck", test_tournament_deck);
  g_test_add_func ("/bot-cli/bench-format", test_bench_format);
  g_test_add_func ("/bot-cli/play-against-bots", test_play_against_bots);
  g_test_add_func ("/bot-cli/usage", test_usage_mentions_commands);
  int rc = g_test_run ();
  char *cmd = g_strdup_printf ("rm -rf '%s'", tmp_dir);
  if (system (cmd) != 0)
    g_printerr ("could not remove %s\n", tmp_dir);
  g_free (cmd);
  g_free (tmp_dir);
  return rc;
}
