/* test-soak.c: `sixgun-cli soak` (the executable's path in SIXGUN_CLI): a
 * small clean batch with every option, exact replays of one game, errors. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sg-cli-run.h"

static char *tmp_dir;

#define RUN(...) SG_CLI_RUN (NULL, "soak", __VA_ARGS__)

/* The line "NAME: VALUE" of the output, as a number. */
static guint64
figure (const char *out, const char *name)
{
  g_autofree char *key = g_strdup_printf ("\n%s: ", name);
  g_autofree char *text = g_strconcat ("\n", out, NULL);
  const char *at = strstr (text, key);
  g_assert_nonnull (at);
  return g_ascii_strtoull (at + strlen (key), NULL, 10);
}

/* 48 games (all 24 characters picked twice) with every bot kind and a deck
 * file: no violation, every game counted, the configuration mix reported. */
static void
test_soak_clean (void)
{
  g_autofree char *deck = sg_cli_write_temp (tmp_dir, "small.deck", "law Colt 4\nlaw Missed! 2\nlaw Barrel 1\n"
                                      "outlaw Knife 3\noutlaw Missed! 2\noutlaw \"Gun Belt\" 1\n");
  SgCliRun r = RUN ("--games", "48", "--seed", "7", "--bots", "random,heuristic,easy,medium,hard",
               "--hard-iterations", "8", "--deck", deck);

  if (r.status != 0)
    g_test_message ("stderr: %s", r.err);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  g_assert_cmpuint (figure (r.out, "games"), ==, 48);
  g_assert_cmpuint (figure (r.out, "violations"), ==, 0);
  g_assert_cmpuint (figure (r.out, "draws"), ==, 0);
  g_assert_cmpuint (figure (r.out, "law_wins") + figure (r.out, "outlaw_wins")
                    + figure (r.out, "unfinished"), ==, 48);
  g_assert_cmpuint (figure (r.out, "actions"), >, 48);
  /* Games 0 and 64... are replayed: game 0 is in this batch. */
  g_assert_cmpuint (figure (r.out, "replays_checked"), >=, 1);
  g_assert_nonnull (strstr (r.out, "characters never in play: none\n"));
  g_assert_nonnull (strstr (r.out, "decks: rulebook "));
  sg_cli_run_clear (&r);
}

/* Game N is the same game alone (--first N --games 1) as inside a batch. */
static void
test_soak_replay_one (void)
{
  SgCliRun a = RUN ("--games", "1", "--first", "5", "--seed", "3", "--bots", "random");
  SgCliRun b = RUN ("--games", "1", "--first", "5", "--seed", "3", "--bots", "random");
  SgCliRun c = RUN ("--games", "1", "--first", "6", "--seed", "3", "--bots", "random");

  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpuint (figure (a.out, "actions"), ==, figure (b.out, "actions"));
  g_assert_cmpuint (figure (a.out, "law_wins"), ==, figure (b.out, "law_wins"));
  g_assert_cmpuint (figure (a.out, "actions"), !=, figure (c.out, "actions"));
  sg_cli_run_clear (&a);
  sg_cli_run_clear (&b);
  sg_cli_run_clear (&c);
}

static void
test_soak_errors (void)
{
  g_autofree char *bad = sg_cli_write_temp (tmp_dir, "bad.deck", "law Colt 1\noutlaw Colt 1 1\n");
  g_autofree char *expected = g_strdup_printf ("%s:2: extra words after 'Colt 1' (quote card "
                                               "names with blanks, e.g. \"General Store\")\n", bad);
  SgCliRun r = RUN ("--deck", bad);

  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_cmpstr (r.err, ==, expected);
  sg_cli_run_clear (&r);

  r = RUN ("--bots", "random,genius");
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "genius"));
  sg_cli_run_clear (&r);

  r = RUN ("--games", "lots");
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "Usage: sixgun-cli soak"));
  sg_cli_run_clear (&r);

  r = RUN ("--games");
  g_assert_cmpint (r.status, ==, 2);
  sg_cli_run_clear (&r);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("sixgun-soak-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/soak/clean", test_soak_clean);
  g_test_add_func ("/soak/replay-one", test_soak_replay_one);
  g_test_add_func ("/soak/errors", test_soak_errors);
  status = g_test_run ();
  {
    const char *names[] = { "small.deck", "bad.deck" };
    for (size_t i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *p = g_build_filename (tmp_dir, names[i], NULL);
        g_remove (p);
      }
    g_rmdir (tmp_dir);
    g_free (tmp_dir);
  }
  return status;
}
