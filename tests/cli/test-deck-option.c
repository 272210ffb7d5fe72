/* test-deck-option.c: `sixgun-cli selfplay --deck FILE` (the executable's
 * path in SIXGUN_CLI) and the deck lists of the self-play loop. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sg-cli-run.h"

#include "sg-deck-file.h"
#include "sg-selfplay.h"

static char *tmp_dir;

#define RUN(...) SG_CLI_RUN (NULL, "selfplay", __VA_ARGS__)

/* The output without its speed line, which differs from run to run. */
static char *
figures (const char *out)
{
  GString *s = g_string_new (NULL);
  char **lines = g_strsplit (out, "\n", -1);

  for (int i = 0; lines[i]; i++)
    if (!g_str_has_prefix (lines[i], "games_per_second:"))
      g_string_append_printf (s, "%s\n", lines[i]);
  g_strfreev (lines);
  return g_string_free (s, FALSE);
}

/* The rulebook's list written as a file plays exactly the default games; a
 * tiny list plays other ones, still without broken invariants. */
static void
test_deck_option_used (void)
{
  SgDeckList standard;
  char text[4096];
  g_autofree char *rulebook = NULL, *tiny = NULL;
  g_autofree char *plain_figures = NULL, *rulebook_figures = NULL, *tiny_figures = NULL;

  sg_deck_list_standard (&standard);
  sg_deck_file_write (&standard, text, sizeof text);
  rulebook = sg_cli_write_temp (tmp_dir, "rulebook.deck", text);
  tiny = sg_cli_write_temp (tmp_dir, "tiny.deck", "law Colt 2\nlaw Missed! 1\noutlaw Knife 1\noutlaw \"Gun Belt\" 1\n");

  SgCliRun plain = RUN ("--games", "40", "--seed", "5");
  SgCliRun same = RUN ("--games", "40", "--seed", "5", "--deck", rulebook);
  SgCliRun other = RUN ("--games", "40", "--seed", "5", "--deck=");
  SgCliRun joined;
  {
    g_autofree char *arg = g_strconcat ("--deck=", tiny, NULL);
    joined = RUN ("--games", "40", "--seed", "5", arg);
  }

  g_assert_cmpint (plain.status, ==, 0);
  g_assert_cmpint (same.status, ==, 0);
  g_assert_cmpint (joined.status, ==, 0);
  g_assert_cmpstr (same.err, ==, "");
  g_assert_cmpstr (joined.err, ==, "");
  plain_figures = figures (plain.out);
  rulebook_figures = figures (same.out);
  tiny_figures = figures (joined.out);
  g_assert_cmpstr (rulebook_figures, ==, plain_figures);
  g_assert_cmpstr (tiny_figures, !=, plain_figures);
  g_assert_nonnull (strstr (joined.out, "games: 40\n"));
  g_assert_nonnull (strstr (joined.out, "invariant_violations: 0\n"));
  /* `--deck=` with an empty value names no file: an error, not a default. */
  g_assert_cmpint (other.status, ==, 2);

  sg_cli_run_clear (&plain);
  sg_cli_run_clear (&same);
  sg_cli_run_clear (&other);
  sg_cli_run_clear (&joined);
}

/* A bad file exits 2 with the parser's `FILE:LINE: message` on stderr and
 * plays nothing. */
static void
test_deck_option_bad_file (void)
{
  g_autofree char *bad = sg_cli_write_temp (tmp_dir, "bad.deck", "# mine\nlaw Colt 3\noutlaw Bazooka 2\n");
  g_autofree char *empty = sg_cli_write_temp (tmp_dir, "empty.deck", "law Colt 3\n");
  g_autofree char *expected = g_strdup_printf ("%s:3: unknown card 'Bazooka' (sixgun-cli cards lists them)\n", bad);
  g_autofree char *expected_empty = g_strdup_printf ("%s:1: the outlaw deck is empty (give it at least one card)\n", empty);
  g_autofree char *missing = g_build_filename (tmp_dir, "no-such.deck", NULL);

  SgCliRun r = RUN ("--games", "3", "--deck", bad);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_cmpstr (r.err, ==, expected);
  sg_cli_run_clear (&r);

  r = RUN ("--deck", empty);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.err, ==, expected_empty);
  sg_cli_run_clear (&r);

  r = RUN ("--deck", missing);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_nonnull (strstr (r.err, "no-such.deck"));
  sg_cli_run_clear (&r);

  r = RUN ("--deck");
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "option --deck needs a value"));
  sg_cli_run_clear (&r);
}

/* The loop itself: a custom list deals games of those cards only. */
static void
test_deck_option_loop (void)
{
  SgDeckList l;
  SgSelfplayResult a, b;
  SgSelfplayConfig c = { .games = 30, .seed = 3, .turn_cap = 400, .check = true, .decks = &l };

  memset (&l, 0, sizeof l);
  l.count[SG_LAW][SG_CARD_COLT] = 3;
  l.count[SG_OUTLAW][SG_CARD_MISSED] = 2;
  sg_selfplay_run (&c, &a);
  g_assert_cmpuint (a.invariant_violations, ==, 0);
  g_assert_cmpuint (a.games, ==, 30);
  c.decks = NULL;
  sg_selfplay_run (&c, &b);
  g_assert_cmpuint (b.invariant_violations, ==, 0);
  g_assert_true (a.total_actions != b.total_actions || a.law_wins != b.law_wins);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("sixgun-deck-option-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/deck-option/used", test_deck_option_used);
  g_test_add_func ("/deck-option/bad-file", test_deck_option_bad_file);
  g_test_add_func ("/deck-option/loop", test_deck_option_loop);
  status = g_test_run ();
  {
    const char *names[] = { "rulebook.deck", "tiny.deck", "bad.deck", "empty.deck" };
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
