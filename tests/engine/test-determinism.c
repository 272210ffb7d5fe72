/* test-determinism.c: same seed and same actions give the same game, bit
 * for bit; a memcpy copy is an independent game (DESIGN.md, engine contract). */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-test-util.h"

#define MAX_STEPS 20000

/* Picks a random legal action of g with the choice generator r. */
static SgAction
random_action (const SgGame *g, GRand *r)
{
  SgAction actions[SG_MAX_ACTIONS];
  int n = sg_game_legal_actions (g, actions);

  g_assert_cmpint (n, >, 0);
  return actions[g_rand_int_range (r, 0, n)];
}

/* Advances a and b in lockstep with the same actions and asserts that they
 * stay identical (apart from the observer) and list the same actions. */
static guint
lockstep (SgGame *a, SgGame *b, GRand *r, guint max_steps, gboolean b_unchecked)
{
  SgAction la[SG_MAX_ACTIONS], lb[SG_MAX_ACTIONS];
  guint steps = 0;

  while (!sg_game_over (a) && steps < max_steps)
    {
      int na = sg_game_legal_actions (a, la);
      int nb = sg_game_legal_actions (b, lb);
      SgAction act;

      g_assert_cmpint (na, ==, nb);
      g_assert_cmpmem (la, na * sizeof la[0], lb, nb * sizeof lb[0]);
      act = la[g_rand_int_range (r, 0, na)];
      g_assert_cmpint (sg_game_apply (a, &act).code, ==, SG_OK);
      if (b_unchecked)
        sg_game_apply_legal (b, &act);
      else
        g_assert_cmpint (sg_game_apply (b, &act).code, ==, SG_OK);
      steps++;
      if (sg_test_game_cmp (a, b) != 0)
        g_error ("games diverged after action %u", steps);
    }
  g_assert_true (sg_game_over (b) == sg_game_over (a));
  return steps;
}

static void
test_same_seed_same_game (void)
{
  for (uint64_t seed = 1; seed <= 30; seed++)
    {
      g_autoptr (GRand) r = g_rand_new_with_seed ((guint32) seed);
      SgGame a, b;

      sg_test_new_game (&a, seed);
      sg_test_new_game (&b, seed);
      g_assert_null (a.observer);
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      lockstep (&a, &b, r, MAX_STEPS, FALSE);
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
    }
}

/* A memcpy copy taken mid-game evolves exactly like the original, and
 * playing on the copy leaves the original untouched. */
static void
test_copy_evolves_identically (void)
{
  for (uint64_t seed = 100; seed < 120; seed++)
    {
      g_autoptr (GRand) r = g_rand_new_with_seed ((guint32) seed);
      SgGame g, copy, before;
      guint warmup = g_rand_int_range (r, 0, 200);

      sg_test_new_game (&g, seed);
      for (guint i = 0; i < warmup && !sg_game_over (&g); i++)
        {
          SgAction act = random_action (&g, r);

          sg_game_apply_legal (&g, &act);
        }
      memcpy (&copy, &g, sizeof g);
      memcpy (&before, &g, sizeof g);
      if (!sg_game_over (&copy))
        {
          SgAction act = random_action (&copy, r);

          /* The copy shares no memory with the original. */
          sg_game_apply_legal (&copy, &act);
          g_assert_cmpmem (&g, sizeof g, &before, sizeof before);
          sg_game_apply_legal (&g, &act);
          g_assert_cmpint (sg_test_game_cmp (&g, &copy), ==, 0);
        }
      lockstep (&g, &copy, r, MAX_STEPS, FALSE);
    }
}

/* sg_game_apply_legal and sg_game_apply do the same thing to a legal action. */
static void
test_apply_legal_matches_apply (void)
{
  for (uint64_t seed = 200; seed < 215; seed++)
    {
      g_autoptr (GRand) r = g_rand_new_with_seed ((guint32) seed);
      SgGame a, b;

      sg_test_new_game (&a, seed);
      sg_test_new_game (&b, seed);
      lockstep (&a, &b, r, MAX_STEPS, TRUE);
    }
}

/* An observer sees the game but does not change it. */
static void
test_observer_changes_nothing (void)
{
  for (uint64_t seed = 300; seed < 310; seed++)
    {
      g_autoptr (GRand) r = g_rand_new_with_seed ((guint32) seed);
      g_autoptr (GString) bad = g_string_new (NULL);
      SgTestEventLog log = { .first_bad = bad };
      SgGame a, b;

      sg_test_new_game (&a, seed);
      sg_test_new_game (&b, seed);
      sg_game_set_observer (&a, sg_test_event_check, &log);
      lockstep (&a, &b, r, MAX_STEPS, FALSE);
      g_assert_cmpuint (log.n_events, >, 0);
      if (log.n_bad)
        g_error ("%u events without a rule ID; first: %s", log.n_bad, bad->str);
    }
}

/* One random step; FALSE once the game is over. */
static gboolean
random_step (SgGame *g, GRand *r)
{
  SgAction act;

  if (sg_game_over (g))
    return FALSE;
  act = random_action (g, r);
  sg_game_apply_legal (g, &act);
  return TRUE;
}

/* Two games interleaved give the same states as each played alone: no
 * state hides outside SgGame. */
static void
test_interleaved_games (void)
{
  g_autoptr (GRand) r1 = g_rand_new_with_seed (1);
  g_autoptr (GRand) r2 = g_rand_new_with_seed (2);
  g_autoptr (GRand) q1 = g_rand_new_with_seed (1);
  g_autoptr (GRand) q2 = g_rand_new_with_seed (2);
  SgGame a, b, alone_a, alone_b;
  guint steps_a = 0, steps_b = 0;

  sg_test_new_game (&a, 401);
  sg_test_new_game (&b, 402);
  for (guint i = 0; i < MAX_STEPS; i++)
    {
      steps_a += random_step (&a, r1);
      steps_b += random_step (&b, r2);
    }
  sg_test_new_game (&alone_a, 401);
  for (guint i = 0; i < steps_a; i++)
    random_step (&alone_a, q1);
  sg_test_new_game (&alone_b, 402);
  for (guint i = 0; i < steps_b; i++)
    random_step (&alone_b, q2);
  g_assert_cmpuint (steps_a, >, 0);
  g_assert_cmpint (sg_test_game_cmp (&a, &alone_a), ==, 0);
  g_assert_cmpint (sg_test_game_cmp (&b, &alone_b), ==, 0);
}

/* Different seeds deal different games. */
static void
test_different_seed (void)
{
  SgGame a, b;

  for (uint64_t seed = 1; seed <= 50; seed++)
    {
      sg_test_new_game (&a, seed);
      sg_test_new_game (&b, seed + 1);
      g_assert_cmpint (sg_test_game_cmp (&a, &b), !=, 0);
      g_assert_true (memcmp (&a.deck, &b.deck, sizeof a.deck) != 0
                     || memcmp (&a.hand, &b.hand, sizeof a.hand) != 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/determinism/same-seed-same-game", test_same_seed_same_game);
  g_test_add_func ("/determinism/copy-evolves-identically", test_copy_evolves_identically);
  g_test_add_func ("/determinism/apply-legal-matches-apply", test_apply_legal_matches_apply);
  g_test_add_func ("/determinism/observer-changes-nothing", test_observer_changes_nothing);
  g_test_add_func ("/determinism/interleaved-games", test_interleaved_games);
  g_test_add_func ("/determinism/different-seed", test_different_seed);
  return g_test_run ();
}
