/* test-decks.c: physical decks built from deck lists (standard and custom),
 * the common deck once an own deck runs out (D13). */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-test-util.h"

/* Copies in game g of each (back, type), and the symbols they carry. */
static void
count_cards (const SgGame *g, int count[2][SG_N_CARD_TYPES], int symbols[2][SG_N_CARD_TYPES][SG_N_SYMBOLS])
{
  memset (count, 0, sizeof (int) * 2 * SG_N_CARD_TYPES);
  memset (symbols, 0, sizeof (int) * 2 * SG_N_CARD_TYPES * SG_N_SYMBOLS);
  for (int id = 0; id < g->n_cards; id++)
    {
      const SgCardInfo *c = &g->card[id];

      g_assert_cmpint (c->back, <, 2);
      g_assert_cmpint (c->type, <, SG_N_CARD_TYPES);
      g_assert_cmpint (c->symbol, <, SG_N_SYMBOLS);
      count[c->back][c->type]++;
      symbols[c->back][c->type][c->symbol]++;
    }
}

/* The game's cards are exactly the deck list, each copy with the symbol of
 * the standard table (cycling beyond the standard count), own backs in own
 * deck and hand. */
static void
assert_decks_match (const SgGame *g, const SgDeckList *list)
{
  int count[2][SG_N_CARD_TYPES], symbols[2][SG_N_CARD_TYPES][SG_N_SYMBOLS];
  int total = 0;

  count_cards (g, count, symbols);
  for (int s = 0; s < 2; s++)
    for (int t = 0; t < SG_N_CARD_TYPES; t++)
      {
        int expected[SG_N_SYMBOLS] = { 0 };

        g_assert_cmpint (count[s][t], ==, list->count[s][t]);
        total += list->count[s][t];
        for (unsigned c = 0; c < list->count[s][t]; c++)
          expected[sg_standard_symbol ((SgSide) s, (SgCardType) t, c)]++;
        g_assert_cmpmem (symbols[s][t], sizeof expected, expected, sizeof expected);
      }
  g_assert_cmpint (g->n_cards, ==, total);
  for (int s = 0; s < 2; s++)
    {
      for (int i = 0; i < g->deck[s].n; i++)
        g_assert_cmpint (g->card[g->deck[s].c[i]].back, ==, s);
      for (int i = 0; i < g->hand[s].n; i++)
        g_assert_cmpint (g->card[g->hand[s].c[i]].back, ==, s);
    }
}

static void
test_decks_standard (void)
{
  SgDeckList list;
  SgGame g;
  g_autoptr (GString) err = g_string_new (NULL);

  sg_deck_list_standard (&list);
  sg_test_new_game (&g, 21);
  assert_decks_match (&g, &list);
  g_assert_true (sg_test_check_places (&g, err));
  /* E-2: 10/10/5/15 in each physical deck too. */
  for (int s = 0; s < 2; s++)
    {
      int n[SG_N_SYMBOLS] = { 0 };

      for (int id = 0; id < g.n_cards; id++)
        if (g.card[id].back == s)
          n[g.card[id].symbol]++;
      g_assert_cmpint (n[SG_SYM_BARREL], ==, 10);
      g_assert_cmpint (n[SG_SYM_SNAKE], ==, 10);
      g_assert_cmpint (n[SG_SYM_DYNAMITE], ==, 5);
      g_assert_cmpint (n[SG_SYM_HORSESHOE], ==, 15);
    }
}

/* Decks are shuffled (D1.7): two seeds give two orders of the same cards. */
static void
test_decks_shuffled (void)
{
  SgGame a, b;

  sg_test_new_game (&a, 31);
  sg_test_new_game (&b, 32);
  g_assert_true (memcmp (a.deck[SG_LAW].c, b.deck[SG_LAW].c, a.deck[SG_LAW].n) != 0);
  g_assert_true (memcmp (a.deck[SG_OUTLAW].c, b.deck[SG_OUTLAW].c, a.deck[SG_OUTLAW].n) != 0);
}

/* Plays random games on a setup and checks every state. */
static void
play_checked (const SgSetup *setup, guint n_games, guint *common_formed)
{
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr (GRand) r = g_rand_new_with_seed (i + 1);
      g_autoptr (GString) err = g_string_new (NULL);
      SgAction actions[SG_MAX_ACTIONS];
      SgSetup s = *setup;
      SgGame g;
      int expected[2];
      guint steps = 0;

      s.seed += i;
      s.options.turn_cap = 300;
      sg_test_new_game_from (&g, &s);
      assert_decks_match (&g, &s.decks);
      expected[0] = sg_test_characters_left (&g, SG_LAW);
      expected[1] = sg_test_characters_left (&g, SG_OUTLAW);
      while (!sg_game_over (&g) && steps++ < 40000)
        {
          int n = sg_game_legal_actions (&g, actions);

          g_assert_cmpint (sg_game_apply (&g, &actions[g_rand_int_range (r, 0, n)]).code, ==, SG_OK);
          if (!sg_test_check_all (&g, expected, err))
            g_error ("seed %" G_GUINT64_FORMAT ", action %u:\n%s", s.seed, steps, err->str);
        }
      *common_formed += g.common_exists;
    }
}

/* Custom deck lists need no engine change (DESIGN.md): small decks run out
 * at once and bring in the common deck (D13.4 to D13.7). */
static void
test_decks_custom_small (void)
{
  SgSetup s;
  guint common = 0;

  sg_setup_default (&s, 1000);
  memset (&s.decks, 0, sizeof s.decks);
  s.decks.count[SG_LAW][SG_CARD_COLT] = 3;
  s.decks.count[SG_LAW][SG_CARD_MISSED] = 3;
  s.decks.count[SG_LAW][SG_CARD_BEER] = 2;
  s.decks.count[SG_LAW][SG_CARD_BARREL] = 2;
  s.decks.count[SG_OUTLAW][SG_CARD_KNIFE] = 4;
  s.decks.count[SG_OUTLAW][SG_CARD_WHISKY] = 2;
  s.decks.count[SG_OUTLAW][SG_CARD_MISSED] = 2;
  s.decks.count[SG_OUTLAW][SG_CARD_DYNAMITE] = 2;
  play_checked (&s, 60, &common);
  g_test_message ("small decks: common deck formed in %u of 60 games", common);
  g_assert_cmpuint (common, >, 0);
}

/* The largest table: SG_MAX_CARDS cards, two of every type per deck plus
 * extra shots and dodges. */
static void
test_decks_custom_large (void)
{
  SgSetup s;
  guint common = 0;
  int total = 0;

  sg_setup_default (&s, 2000);
  for (int side = 0; side < 2; side++)
    for (int t = 0; t < SG_N_CARD_TYPES; t++)
      s.decks.count[side][t] = 2;
  for (int side = 0; side < 2; side++)
    {
      s.decks.count[side][SG_CARD_COLT] += 9;
      s.decks.count[side][SG_CARD_MISSED] += 9;
    }
  for (int side = 0; side < 2; side++)
    for (int t = 0; t < SG_N_CARD_TYPES; t++)
      total += s.decks.count[side][t];
  g_assert_cmpint (total, ==, SG_MAX_CARDS);
  play_checked (&s, 30, &common);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/decks/standard", test_decks_standard);
  g_test_add_func ("/decks/shuffled", test_decks_shuffled);
  g_test_add_func ("/decks/custom-small", test_decks_custom_small);
  g_test_add_func ("/decks/custom-large", test_decks_custom_large);
  return g_test_run ();
}
