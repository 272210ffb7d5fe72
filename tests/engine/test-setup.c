/* test-setup.c: a new game as the rulebook deals it (D1). */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-test-util.h"

static void
assert_state_ok (const SgGame *g, const int expected[2])
{
  g_autoptr (GString) err = g_string_new (NULL);

  if (!sg_test_check_all (g, expected, err))
    g_error ("state check failed:\n%s", err->str);
}

static void
test_setup_default (void)
{
  SgSetup s;
  SgDeckList standard;

  sg_setup_default (&s, 1234);
  sg_deck_list_standard (&standard);
  g_assert_cmpuint (s.seed, ==, 1234);
  for (int side = 0; side < 2; side++)
    {
      g_assert_true (s.characters[side] == 0 || s.characters[side] == 4);
      g_assert_cmpint (s.picks[side][0], ==, SG_NONE);
    }
  g_assert_cmpmem (&s.decks, sizeof s.decks, &standard, sizeof standard);
  /* E-19 and E-25 default to allowed. */
  g_assert_cmpint (s.options.return_fire_own_gatling, ==, 1);
  g_assert_cmpint (s.options.toco_discard_as_colt, ==, 1);
}

/* Before the first ACs are chosen: D1.2 to D1.7.  The hands are dealt
 * after the choice (D1.4 comes before D1.8), so both decks are whole. */
static void
check_dealt (const SgGame *g, int characters)
{
  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_SETUP_AC);
  g_assert_cmpint (sg_game_decider (g), ==, SG_LAW);
  g_assert_cmpint (g->phase, ==, SG_PHASE_SETUP);
  g_assert_false (sg_game_over (g));
  g_assert_cmpint (g->n_cards, ==, 80);
  g_assert_cmpint (g->deck[SG_LAW].n + g->hand[SG_LAW].n, ==, 40);
  g_assert_cmpint (g->deck[SG_OUTLAW].n + g->hand[SG_OUTLAW].n, ==, 40);
  g_assert_cmpint (g->common.n, ==, 0);
  g_assert_false (g->common_exists);
  g_assert_cmpint (g->discard.n, ==, 0);
  g_assert_cmpint (sg_test_cards_placed (g), ==, 80);
  for (int s = 0; s < 2; s++)
    {
      const SgSideState *st = &g->side[s];

      g_assert_cmpint (sg_test_characters_left (g, (SgSide) s), ==, characters);
      g_assert_cmpint (st->n_reserve, ==, characters - 2);
      g_assert_cmpint (st->ch[0], !=, SG_NONE);
      g_assert_cmpint (st->ch[1], !=, SG_NONE);
      g_assert_cmpint (st->equip[0].n + st->equip[1].n, ==, 0);
    }
  g_assert_cmpint (g->eliminated, ==, 0);
}

/* Draws seen by an observer, per side and rule: the opening hands (D1.8)
 * and the first draw phase (D2.1.1). */
typedef struct {
  const SgGame *g;
  int opening[2];
  int draw_phase[2];
  int from_other_deck;
} Draws;

static void
count_draws (const SgEvent *e, void *data)
{
  Draws *d = data;

  if (e->kind != SG_EV_DRAW || e->side > 1)
    return;
  if (g_strcmp0 (e->rule, "D1.8") == 0)
    d->opening[e->side]++;
  else if (g_strcmp0 (e->rule, "D2.1.1") == 0)
    d->draw_phase[e->side]++;
  else
    return;
  /* D1.8, D13.3: these cards come from the drawer's own deck. */
  if (e->value != 0 || e->card >= d->g->n_cards || d->g->card[e->card].back != e->side)
    d->from_other_deck++;
}

/* Answers both AC choices through the legal actions, taking option `pick`,
 * and checks that the chosen character holds the AC token (D1.4, D1.5). */
static void
choose_acs (SgGame *g, int pick)
{
  SgAction actions[SG_MAX_ACTIONS];
  int chosen[2] = { -1, -1 };

  while (sg_game_decision (g) == SG_DEC_SETUP_AC)
    {
      SgSide who = sg_game_decider (g);
      int n = sg_game_legal_actions (g, actions);
      const SgAction *a = &actions[pick % n];

      g_assert_cmpint (n, ==, 2);
      g_assert_cmpint (chosen[who], ==, -1);
      for (int i = 0; i < n; i++)
        {
          g_assert_cmpint (actions[i].kind, ==, SG_ACT_CHOOSE_CHAR);
          g_assert_cmpint (actions[i].side, ==, who);
          g_assert_cmpint (SG_CODE_SIDE (actions[i].target), ==, who);
        }
      g_assert_cmpint (SG_CODE_SLOT (actions[0].target), !=, SG_CODE_SLOT (actions[1].target));
      chosen[who] = g->side[who].ch[SG_CODE_SLOT (a->target)];
      g_assert_cmpint (sg_game_apply (g, a).code, ==, SG_OK);
    }
  for (int s = 0; s < 2; s++)
    {
      g_assert_cmpint (chosen[s], !=, -1);
      g_assert_cmpint (g->side[s].ch[g->side[s].ac], ==, chosen[s]);
      g_assert_cmpint (g->side[s].ch[sg_game_slot (g, (SgSide) s, false)], ==, chosen[s]);
    }
}

/* After the choices: D1.6 lives, D2.0.1 Lawmen start, the first draw D2.1. */
static void
check_started (const SgGame *g, int characters)
{
  const int expected[2] = { characters, characters };
  const SgSideState *law = &g->side[SG_LAW];
  int law_hand_max = law->ch[law->ac] == SG_CHAR_PAT_GARRET ? 7 : 6;

  g_assert_cmpint (g->turn, ==, SG_LAW);
  g_assert_cmpint (g->turn_number, >=, 1);
  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_PLAY);
  g_assert_cmpint (sg_game_decider (g), ==, SG_LAW);
  for (int s = 0; s < 2; s++)
    for (int slot = 0; slot < 2; slot++)
      g_assert_cmpint (g->side[s].life[slot], ==, sg_char_data ((SgCharId) g->side[s].ch[slot])->life);
  g_assert_cmpint (g->hand[SG_LAW].n, >=, 6);
  g_assert_cmpint (g->hand[SG_LAW].n, <=, law_hand_max);
  g_assert_cmpint (g->hand[SG_OUTLAW].n, ==, 5);
  g_assert_cmpint (g->deck[SG_LAW].n, ==, 34);
  g_assert_cmpint (g->deck[SG_OUTLAW].n, ==, 35 - (g->hand[SG_LAW].n - 6));
  for (int s = 0; s < 2; s++)
    for (int i = 0; i < 4 + s; i++)
      g_assert_cmpint (g->card[g->hand[s].c[i]].back, ==, s);
  g_assert_cmpint (g->bangs, ==, 0);
  g_assert_false (g->switched);
  g_assert_cmpint (sg_test_cards_placed (g), ==, 80);
  assert_state_ok (g, expected);
}

static void
test_setup_new_game (void)
{
  for (uint64_t seed = 1; seed <= 40; seed++)
    {
      SgGame g;
      const int expected[2] = { 4, 4 };
      Draws d = { .g = &g };

      sg_test_new_game (&g, seed);
      check_dealt (&g, 4);
      assert_state_ok (&g, expected);
      sg_game_set_observer (&g, count_draws, &d);
      choose_acs (&g, (int) seed);
      check_started (&g, 4);
      /* D1.8: 4 cards for the Lawmen, 5 for the Outlaws, from their own
       * decks; then the Lawmen's first draw phase (D2.1.1). */
      g_assert_cmpint (d.opening[SG_LAW], ==, 4);
      g_assert_cmpint (d.opening[SG_OUTLAW], ==, 5);
      g_assert_cmpint (d.draw_phase[SG_LAW], ==, 2);
      g_assert_cmpint (d.draw_phase[SG_OUTLAW], ==, 0);
      g_assert_cmpint (d.from_other_deck, ==, 0);
    }
}

/* E-44: longer games with more characters. */
static void
test_setup_characters (void)
{
  static const int counts[] = { 2, 3, 8, 12 };

  for (unsigned i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      SgSetup s;
      SgGame g;
      guint32 all = 0;
      int n_bits = 0;

      sg_setup_default (&s, 77 + i);
      s.characters[SG_LAW] = s.characters[SG_OUTLAW] = (uint8_t) counts[i];
      sg_test_new_game_from (&g, &s);
      check_dealt (&g, counts[i]);
      for (int side = 0; side < 2; side++)
        {
          const SgSideState *st = &g.side[side];

          for (int r = 0; r < st->n_reserve; r++)
            all |= 1u << st->reserve[r];
          all |= (1u << st->ch[0]) | (1u << st->ch[1]);
        }
      /* Every drawn character distinct: 2 * counts[i] bits set. */
      for (guint32 b = all; b; b &= b - 1)
        n_bits++;
      g_assert_cmpint (n_bits, ==, 2 * counts[i]);
      choose_acs (&g, 1);
      check_started (&g, counts[i]);
    }
}

/* Fixed picks (scenarios, setup editor): drawn first, in the given order. */
static void
test_setup_fixed_picks (void)
{
  static const uint8_t law[] = { SG_CHAR_JANGO, SG_CHAR_PAT_GARRET, SG_CHAR_TEX_KILLER, SG_CHAR_WILD_BILL };
  static const uint8_t outlaw[] = { SG_CHAR_SID_CURRY, SG_CHAR_TOM_THORN, SG_CHAR_PEARL_HAT, SG_CHAR_BABE_LEROY };
  SgSetup s;
  SgGame g;

  sg_setup_default (&s, 5);
  memset (s.picks, SG_NONE, sizeof s.picks);
  memcpy (s.picks[SG_LAW], law, sizeof law);
  memcpy (s.picks[SG_OUTLAW], outlaw, sizeof outlaw);
  s.fixed_order[SG_LAW] = s.fixed_order[SG_OUTLAW] = 1;
  sg_test_new_game_from (&g, &s);
  check_dealt (&g, 4);
  for (int side = 0; side < 2; side++)
    {
      const uint8_t *p = side == SG_LAW ? law : outlaw;
      const SgSideState *st = &g.side[side];

      /* D1.4: the top two of the reserve come into play; top = last. */
      g_assert_true ((st->ch[0] == p[0] && st->ch[1] == p[1]) || (st->ch[0] == p[1] && st->ch[1] == p[0]));
      g_assert_cmpint (st->n_reserve, ==, 2);
      g_assert_cmpint (st->reserve[1], ==, p[2]);
      g_assert_cmpint (st->reserve[0], ==, p[3]);
    }
  choose_acs (&g, 0);
  check_started (&g, 4);
}

/* Each decider's AC choice is its own: choosing slot 1 for law and slot 0
 * for outlaw leaves the tokens there. */
static void
test_setup_choice_is_kept (void)
{
  SgGame a, b;

  sg_test_new_game (&a, 99);
  memcpy (&b, &a, sizeof a);
  choose_acs (&a, 0);
  choose_acs (&b, 1);
  for (int s = 0; s < 2; s++)
    g_assert_cmpint (a.side[s].ch[a.side[s].ac], !=, b.side[s].ch[b.side[s].ac]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/setup/default", test_setup_default);
  g_test_add_func ("/setup/new-game", test_setup_new_game);
  g_test_add_func ("/setup/characters", test_setup_characters);
  g_test_add_func ("/setup/fixed-picks", test_setup_fixed_picks);
  g_test_add_func ("/setup/choice-is-kept", test_setup_choice_is_kept);
  return g_test_run ();
}
