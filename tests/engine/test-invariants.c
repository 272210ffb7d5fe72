/* test-invariants.c: the engine's own state checks (sg_game_check_core_invariants,
 * the fast one self-play runs after every action, and sg_game_check_invariants)
 * hold on sound games and catch each kind of broken state: a card in two
 * places, a card lost, a card that is not one of the game's, a life beyond
 * its maximum, a decider with no legal action. */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-test-util.h"

/* A game some way into play: random legal actions from a fixed seed. */
static void
game_in_play (SgGame *g, guint steps)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (31);
  SgAction acts[SG_MAX_ACTIONS];

  sg_test_new_game (g, 5);
  for (guint i = 0; i < steps && !sg_game_over (g); i++)
    {
      int n = sg_game_legal_actions (g, acts);
      g_assert_cmpint (n, >, 0);
      g_assert_cmpint (sg_game_apply (g, &acts[g_rand_int_range (r, 0, n)]).code, ==, SG_OK);
    }
  g_assert_false (sg_game_over (g));
  g_assert_cmpuint (g->hand[SG_LAW].n, >=, 2);
}

static void
assert_both_fail (const SgGame *g, const char *expected)
{
  char core[256] = "", full[256] = "";

  g_assert_false (sg_game_check_core_invariants (g, -1, core, sizeof core));
  g_assert_false (sg_game_check_invariants (g, full, sizeof full));
  g_assert_nonnull (strstr (core, expected));
  g_assert_cmpstr (core, ==, full);
}

static void
test_sound (void)
{
  SgGame g;
  char msg[256];

  sg_test_new_game (&g, 5);
  g_assert_true (sg_game_check_core_invariants (&g, -1, msg, sizeof msg));
  g_assert_true (sg_game_check_invariants (&g, msg, sizeof msg));
  for (guint steps = 10; steps <= 60; steps += 10)
    {
      game_in_play (&g, steps);
      g_assert_true (sg_game_check_core_invariants (&g, -1, msg, sizeof msg));
      g_assert_true (sg_game_check_invariants (&g, msg, sizeof msg));
    }
}

/* The scan goes by card id: the smaller of the two ids is named. */
static void
test_card_twice (void)
{
  SgGame g;
  g_autofree char *want = NULL;
  guint8 lost, doubled;

  game_in_play (&g, 30);
  lost = g.hand[SG_LAW].c[0];
  doubled = g.hand[SG_LAW].c[1];
  g.hand[SG_LAW].c[0] = doubled;
  want = lost < doubled ? g_strdup_printf ("card %d is in 0 places", lost)
                        : g_strdup_printf ("card %d is in 2 places", doubled);
  assert_both_fail (&g, want);
}

static void
test_card_lost (void)
{
  SgGame g;
  g_autofree char *want = NULL;

  game_in_play (&g, 30);
  g.hand[SG_LAW].n--;
  want = g_strdup_printf ("card %d is in 0 places", g.hand[SG_LAW].c[g.hand[SG_LAW].n]);
  assert_both_fail (&g, want);
}

/* An id beyond the game's cards: in place of one of them (the count still
 * adds up), or added to a pile. */
static void
test_card_not_of_game (void)
{
  SgGame g;
  g_autofree char *want = NULL;
  guint8 replaced;

  game_in_play (&g, 30);
  replaced = g.hand[SG_LAW].c[0];
  g.hand[SG_LAW].c[0] = g.n_cards;
  want = g_strdup_printf ("card %d is in 0 places", replaced);
  assert_both_fail (&g, want);

  game_in_play (&g, 30);
  g.discard.c[g.discard.n++] = g.n_cards;
  g_free (want);
  want = g_strdup_printf ("card %d is in 1 places", g.n_cards);
  assert_both_fail (&g, want);
}

static void
test_life_beyond_maximum (void)
{
  SgGame g;

  game_in_play (&g, 30);
  g.side[SG_OUTLAW].life[g.side[SG_OUTLAW].ac] = 9;
  assert_both_fail (&g, "has 9 life");
}

static void
test_no_legal_action (void)
{
  SgGame g;
  char msg[256];

  game_in_play (&g, 30);
  /* The count comes from the caller's listing: none listed is a broken
   * decision while the game is on. */
  g_assert_false (sg_game_check_core_invariants (&g, 0, msg, sizeof msg));
  g_assert_nonnull (strstr (msg, "no legal action"));
  g_assert_true (sg_game_check_core_invariants (&g, 3, msg, sizeof msg));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/invariants/sound", test_sound);
  g_test_add_func ("/invariants/card-twice", test_card_twice);
  g_test_add_func ("/invariants/card-lost", test_card_lost);
  g_test_add_func ("/invariants/card-not-of-game", test_card_not_of_game);
  g_test_add_func ("/invariants/life-beyond-maximum", test_life_beyond_maximum);
  g_test_add_func ("/invariants/no-legal-action", test_no_legal_action);
  return g_test_run ();
}
