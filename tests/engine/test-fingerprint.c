/* test-fingerprint.c: sg_game_fingerprint tells games apart by what the
 * rules see, and ignores how the engine holds them (bytes past the end of
 * a pile or of the pending-effect stack), so that a save's fingerprint
 * survives a rework of the engine's structures. */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-test-util.h"

/* A game some way in: random legal moves from seed. */
static void
game_after (SgGame *g, uint64_t seed, guint moves)
{
  g_autoptr (GRand) r = g_rand_new_with_seed ((guint32) seed);
  SgAction actions[SG_MAX_ACTIONS];

  sg_test_new_game (g, seed);
  for (guint i = 0; i < moves && !sg_game_over (g); i++)
    {
      int n = sg_game_legal_actions (g, actions);
      sg_game_apply_legal (g, &actions[g_rand_int_range (r, 0, n)]);
    }
}

static void
test_same_game_same_fingerprint (void)
{
  for (uint64_t seed = 1; seed <= 20; seed++)
    {
      SgGame a, b;
      game_after (&a, seed, 40);
      game_after (&b, seed, 40);
      g_assert_cmpuint (sg_game_fingerprint (&a), ==, sg_game_fingerprint (&b));
      game_after (&b, seed, 41);
      if (!sg_game_over (&a))
        g_assert_cmpuint (sg_game_fingerprint (&a), !=, sg_game_fingerprint (&b));
    }
}

/* What is not game state: the unused ends of the arrays. */
static void
test_ignores_unused_bytes (void)
{
  SgGame a, b;
  game_after (&a, 7, 30);
  memcpy (&b, &a, sizeof b);
  for (int s = 0; s < 2; s++)
    {
      memset (&b.hand[s].c[b.hand[s].n], 0x5A, sizeof b.hand[s].c - b.hand[s].n);
      memset (&b.deck[s].c[b.deck[s].n], 0x33, sizeof b.deck[s].c - b.deck[s].n);
      for (int slot = 0; slot < 2; slot++)
        memset (&b.side[s].equip[slot].c[b.side[s].equip[slot].n], 0x11,
                sizeof b.side[s].equip[slot].c - b.side[s].equip[slot].n);
    }
  memset (&b.discard.c[b.discard.n], 0x77, sizeof b.discard.c - b.discard.n);
  memset (&b.frame[b.n_frames], 0x42, sizeof b.frame - b.n_frames * sizeof b.frame[0]);
  g_assert_cmpuint (sg_game_fingerprint (&a), ==, sg_game_fingerprint (&b));
}

typedef void (*Change) (SgGame *g);

static void change_life (SgGame *g) { g->side[SG_LAW].life[g->side[SG_LAW].ac]--; }
static void change_rng (SgGame *g) { g->rng.s[0] ^= 1; }
static void change_turn_number (SgGame *g) { g->turn_number++; }
static void change_seen (SgGame *g) { g->seen[g->deck[SG_LAW].c[0]] ^= 1; }
static void change_bangs (SgGame *g) { g->bangs++; }

/* The order of a deck is the game's future: a swap is another game. */
static void
change_deck_order (SgGame *g)
{
  SgPile *d = &g->deck[SG_OUTLAW];
  uint8_t top = d->c[d->n - 1];
  d->c[d->n - 1] = d->c[0];
  d->c[0] = top;
}

/* A card moved from the deck to the hand. */
static void
change_hand (SgGame *g)
{
  SgPile *d = &g->deck[SG_LAW], *h = &g->hand[SG_LAW];
  h->c[h->n++] = d->c[--d->n];
}

static void
test_tells_games_apart (void)
{
  static const Change changes[] = { change_life, change_rng, change_turn_number, change_seen,
                                    change_bangs, change_deck_order, change_hand };
  SgGame a, b;
  game_after (&a, 11, 25);
  g_assert_false (sg_game_over (&a));
  g_assert_cmpuint (a.deck[SG_LAW].n, >, 1);
  g_assert_cmpuint (a.deck[SG_OUTLAW].n, >, 1);
  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    {
      memcpy (&b, &a, sizeof b);
      changes[i] (&b);
      g_assert_cmpuint (sg_game_fingerprint (&a), !=, sg_game_fingerprint (&b));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fingerprint/same-game", test_same_game_same_fingerprint);
  g_test_add_func ("/fingerprint/ignores-unused-bytes", test_ignores_unused_bytes);
  g_test_add_func ("/fingerprint/tells-games-apart", test_tells_games_apart);
  return g_test_run ();
}
