/* test-selfplay.c: the self-play loop behind `sixgun-cli selfplay`. */
#include <glib.h>
#include <string.h>

#include "sg-selfplay.h"

static void
run (unsigned games, uint64_t seed, uint16_t cap, bool check, SgSelfplayResult *r)
{
  SgSelfplayConfig c = { .games = games, .seed = seed, .turn_cap = cap, .check = check };
  sg_selfplay_run (&c, r);
}

static void
test_counts_add_up (void)
{
  SgSelfplayResult r;
  run (200, 5, 400, true, &r);
  g_assert_cmpuint (r.games, ==, 200);
  g_assert_cmpuint (r.law_wins + r.outlaw_wins + r.unfinished, ==, r.games);
  g_assert_cmpuint (r.invariant_violations, ==, 0);
  g_assert_cmpint (r.first_bad_game, ==, -1);
  g_assert_cmpuint (r.law_wins, >, 0);
  g_assert_cmpuint (r.outlaw_wins, >, 0);
  g_assert_cmpuint (r.total_turns, >=, r.games);
  g_assert_cmpuint (r.total_actions, >, r.total_turns);
}

static void
test_deterministic (void)
{
  SgSelfplayResult a, b, c;
  run (100, 77, 400, true, &a);
  run (100, 77, 400, false, &b);   /* checking must not change the games */
  run (100, 78, 400, true, &c);
  g_assert_cmpuint (a.law_wins, ==, b.law_wins);
  g_assert_cmpuint (a.total_turns, ==, b.total_turns);
  g_assert_cmpuint (a.total_actions, ==, b.total_actions);
  /* Another seed gives other games (the totals would match by chance only). */
  g_assert_true (a.total_actions != c.total_actions || a.total_turns != c.total_turns);
  g_assert_cmpuint (sg_selfplay_game_seed (77, 0), !=, sg_selfplay_game_seed (77, 1));
  g_assert_cmpuint (sg_selfplay_game_seed (77, 0), !=, sg_selfplay_game_seed (78, 0));
}

/* The deep check (listings against the play rules, options handed back
 * against a fresh listing) finds nothing either, and changes no game. */
static void
test_deep_check (void)
{
  SgSelfplayConfig c = { .games = 60, .seed = 9, .turn_cap = 400, .check = true, .deep_check = true };
  SgSelfplayResult deep, core;

  sg_selfplay_run (&c, &deep);
  c.deep_check = false;
  sg_selfplay_run (&c, &core);
  g_assert_cmpuint (deep.invariant_violations, ==, 0);
  g_assert_cmpint (deep.first_bad_game, ==, -1);
  g_assert_cmpuint (deep.total_actions, ==, core.total_actions);
  g_assert_cmpuint (deep.law_wins, ==, core.law_wins);
}

static void
test_turn_cap (void)
{
  SgSelfplayResult r;
  run (20, 3, 2, true, &r);
  g_assert_cmpuint (r.unfinished, ==, 20);
  g_assert_cmpuint (r.invariant_violations, ==, 0);
}

static void
test_rng (void)
{
  SgRng rng;
  guint hits[7] = { 0 };
  sg_rng_init (&rng, 0);   /* seed 0 must still give a usable stream */
  for (int i = 0; i < 70000; i++)
    hits[sg_rng_uniform (&rng, 7)]++;
  for (int k = 0; k < 7; k++)
    g_assert_cmpuint (hits[k], >, 9000);   /* 10000 expected each */
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/selfplay/counts", test_counts_add_up);
  g_test_add_func ("/selfplay/deterministic", test_deterministic);
  g_test_add_func ("/selfplay/deep-check", test_deep_check);
  g_test_add_func ("/selfplay/turn-cap", test_turn_cap);
  g_test_add_func ("/selfplay/rng", test_rng);
  return g_test_run ();
}
