/* test-perft.c: counts of legal actions and of positions a few decisions
 * deep, as chess engines do ("perft"), from fixed seeds after setup. */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-test-util.h"

/* Leaf positions `depth` decisions below g; a finished game is one leaf. */
static guint64
perft (const SgGame *g, int depth)
{
  SgAction actions[SG_MAX_ACTIONS];
  guint64 leaves = 0;
  int n;

  if (depth == 0 || sg_game_over (g))
    return 1;
  n = sg_game_legal_actions (g, actions);
  g_assert_cmpint (n, >, 0);
  for (int i = 0; i < n; i++)
    {
      SgGame child;

      memcpy (&child, g, sizeof child);
      g_assert_cmpint (sg_game_apply (&child, &actions[i]).code, ==, SG_OK);
      leaves += perft (&child, depth - 1);
    }
  return leaves;
}

/* The first play decision of a default game: both first ACs chosen with
 * option 0, Lawmen to play (D2.0.1). */
static void
root (SgGame *g, uint64_t seed)
{
  sg_test_new_game (g, seed);
  sg_test_choose_first_acs (g, 0);
  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_PLAY);
}

/* No two listed actions are the same option (identical copies once). */
static void
assert_distinct_options (const SgGame *g)
{
  SgAction actions[SG_MAX_ACTIONS];
  int n = sg_game_legal_actions (g, actions);

  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      g_assert_false (sg_action_equivalent (g, &actions[i], &actions[j]));
}

static void
test_perft_first_play (void)
{
  static const uint64_t seeds[] = { 1, 2, 42, 2024 };

  for (unsigned i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      SgGame g, again, before;
      guint64 p1, p2, q2;
      gint64 start = g_get_monotonic_time ();

      root (&g, seeds[i]);
      root (&again, seeds[i]);
      memcpy (&before, &g, sizeof g);
      assert_distinct_options (&g);
      p1 = perft (&g, 1);
      p2 = perft (&g, 2);
      q2 = perft (&again, 2);
      /* Counting explores copies only. */
      g_assert_cmpmem (&g, sizeof g, &before, sizeof before);
      g_assert_cmpuint (p1, >, 0);
      g_assert_cmpuint (p2, >, 0);
      g_assert_cmpuint (p2, ==, q2);
      g_assert_cmpuint (perft (&g, 1), ==, p1);
      g_test_message ("seed %" G_GUINT64_FORMAT ": perft(1) = %" G_GUINT64_FORMAT ", perft(2) = %"
                      G_GUINT64_FORMAT ", perft(3) = %" G_GUINT64_FORMAT " (%.2f s)",
                      seeds[i], p1, p2, perft (&g, 3), (g_get_monotonic_time () - start) / 1e6);
    }
}

/* The setup decisions themselves: 2 choices each side, 4 positions. */
static void
test_perft_setup (void)
{
  SgGame g;

  sg_test_new_game (&g, 7);
  g_assert_cmpuint (perft (&g, 1), ==, 2);
  g_assert_cmpuint (perft (&g, 2), ==, 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/perft/setup", test_perft_setup);
  g_test_add_func ("/perft/first-play", test_perft_first_play);
  return g_test_run ();
}
