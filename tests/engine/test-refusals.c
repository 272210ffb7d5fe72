/* test-refusals.c: an illegal action is refused with a reason and a rule
 * ID, and the state is left byte for byte as it was (DESIGN.md). */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-scenario.h"
#include "sg-test-util.h"

/* Asserts that act is refused by both sg_game_check and sg_game_apply with
 * the same code and a rule, and that neither touches the state. */
static SgError
assert_refused (SgGame *g, SgAction act)
{
  SgGame before;
  SgRefusal checked, applied;

  memcpy (&before, g, sizeof before);
  checked = sg_game_check (g, &act);
  g_assert_cmpmem (g, sizeof *g, &before, sizeof before);
  applied = sg_game_apply (g, &act);
  g_assert_cmpmem (g, sizeof *g, &before, sizeof before);
  g_assert_cmpint (checked.code, !=, SG_OK);
  g_assert_cmpint (checked.code, <, SG_N_ERRORS);
  g_assert_cmpint (applied.code, ==, checked.code);
  g_assert_nonnull (applied.rule);
  g_assert_cmpstr (applied.rule, !=, "");
  g_assert_nonnull (applied.message);
  return applied.code;
}

/* A game at its first play decision (turn 1, Lawmen). */
static void
first_play (SgGame *g, uint64_t seed)
{
  sg_test_new_game (g, seed);
  sg_test_choose_first_acs (g, 0);
  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_PLAY);
  g_assert_cmpint (sg_game_decider (g), ==, SG_LAW);
}

static SgAction
action (SgActionKind kind, SgSide side, uint8_t card, uint8_t target)
{
  SgAction a = { .kind = kind, .side = side, .card = card, .target = target, .as = SG_NONE };

  return a;
}

static void
test_refuse_setup_wrong_side (void)
{
  SgAction actions[SG_MAX_ACTIONS];
  SgGame g;
  int n;

  sg_test_new_game (&g, 3);
  n = sg_game_legal_actions (&g, actions);
  g_assert_cmpint (n, >, 0);
  for (int i = 0; i < n; i++)
    {
      SgAction other = actions[i];

      other.side = !other.side;
      g_assert_cmpint (assert_refused (&g, other), ==, SG_ERR_NOT_DECIDER);
      /* A character of the other side is not an option (D1.4). */
      other = actions[i];
      other.target = SG_CHAR_CODE (!SG_CODE_SIDE (other.target), SG_CODE_SLOT (other.target));
      assert_refused (&g, other);
    }
}

static void
test_refuse_wrong_decider (void)
{
  SgGame g;

  first_play (&g, 11);
  g_assert_cmpint (assert_refused (&g, action (SG_ACT_END, SG_OUTLAW, SG_NONE, SG_NONE)), ==,
                   SG_ERR_NOT_DECIDER);
  g_assert_cmpint (assert_refused (&g, action (SG_ACT_PLAY, SG_OUTLAW, g.hand[SG_OUTLAW].c[0],
                                               SG_CHAR_CODE (SG_LAW, g.side[SG_LAW].ac))), ==,
                   SG_ERR_NOT_DECIDER);
  g_assert_cmpint (assert_refused (&g, action (SG_ACT_SWITCH, SG_OUTLAW, SG_NONE, SG_NONE)), ==,
                   SG_ERR_NOT_DECIDER);
}

/* Cards not in the player's hand: the opponent's, the deck's. */
static void
test_refuse_not_in_hand (void)
{
  SgGame g;

  first_play (&g, 12);
  for (int i = 0; i < g.hand[SG_OUTLAW].n; i++)
    for (int target = 0; target < 4; target++)
      {
        SgAction a = action (SG_ACT_PLAY, SG_LAW, g.hand[SG_OUTLAW].c[i], (uint8_t) target);

        g_assert_cmpint (assert_refused (&g, a), ==, SG_ERR_NOT_IN_HAND);
        a.target = SG_NONE;
        g_assert_cmpint (assert_refused (&g, a), ==, SG_ERR_NOT_IN_HAND);
      }
  g_assert_cmpint (assert_refused (&g, action (SG_ACT_PLAY, SG_LAW, g.deck[SG_LAW].c[0], SG_NONE)), ==,
                   SG_ERR_NOT_IN_HAND);
  g_assert_cmpint (assert_refused (&g, action (SG_ACT_RELOAD, SG_LAW, g.deck[SG_LAW].c[0], SG_NONE)), !=,
                   SG_OK);
}

/* Answers that belong to other decisions. */
static void
test_refuse_wrong_decision (void)
{
  static const SgActionKind kinds[] = {
    SG_ACT_DISCARD, SG_ACT_DODGE_BARREL, SG_ACT_DODGE_HAT, SG_ACT_DODGE_ABILITY, SG_ACT_TAKE,
    SG_ACT_CHOOSE_HAND, SG_ACT_CHOOSE_YES, SG_ACT_CHOOSE_NO, SG_ACT_CHOOSE_SIDE,
  };
  SgGame g;

  first_play (&g, 13);
  for (unsigned i = 0; i < G_N_ELEMENTS (kinds); i++)
    assert_refused (&g, action (kinds[i], SG_LAW, g.hand[SG_LAW].c[0], SG_NONE));
  assert_refused (&g, action (SG_ACT_CHOOSE_CHAR, SG_LAW, SG_NONE, SG_CHAR_CODE (SG_LAW, 0)));
  assert_refused (&g, action (SG_ACT_DODGE_CARD, SG_LAW, g.hand[SG_LAW].c[0], SG_NONE));
}

/* Values out of every range are refused, not trusted. */
static void
test_refuse_garbage (void)
{
  static const uint8_t bytes[] = { 2, 4, 5, 80, 159, 160, 200, 254 };
  SgGame g;

  first_play (&g, 14);
  for (unsigned i = 0; i < G_N_ELEMENTS (bytes); i++)
    {
      SgAction a = action (SG_ACT_PLAY, SG_LAW, g.hand[SG_LAW].c[0], SG_NONE);

      a.kind = (uint8_t) (SG_N_ACTION_KINDS + bytes[i] % 50);
      assert_refused (&g, a);
      a = action (SG_ACT_PLAY, (uint8_t) bytes[i], g.hand[SG_LAW].c[0], SG_NONE);
      assert_refused (&g, a);
      if (bytes[i] >= g.n_cards)
        assert_refused (&g, action (SG_ACT_PLAY, SG_LAW, bytes[i], SG_NONE));
      if (bytes[i] >= 4)
        {
          a = action (SG_ACT_PLAY, SG_LAW, g.hand[SG_LAW].c[0], bytes[i]);
          if (bytes[i] != SG_NONE)
            assert_refused (&g, a);
        }
      if (bytes[i] >= SG_N_CARD_TYPES)
        {
          a = action (SG_ACT_PLAY, SG_LAW, g.hand[SG_LAW].c[0], SG_CHAR_CODE (SG_OUTLAW, g.side[SG_OUTLAW].ac));
          a.as = bytes[i];
          assert_refused (&g, a);
        }
    }
}

/* Once the game is over every action is refused (D12). */
static void
test_refuse_game_over (void)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (15);
  SgAction actions[SG_MAX_ACTIONS];
  SgGame g;
  guint steps = 0;

  sg_test_new_game (&g, 15);
  while (!sg_game_over (&g) && steps++ < 50000)
    {
      int n = sg_game_legal_actions (&g, actions);

      sg_game_apply_legal (&g, &actions[g_rand_int_range (r, 0, n)]);
    }
  g_assert_true (sg_game_over (&g));
  g_assert_cmpint (assert_refused (&g, action (SG_ACT_END, SG_LAW, SG_NONE, SG_NONE)), ==, SG_ERR_GAME_OVER);
  g_assert_cmpint (assert_refused (&g, action (SG_ACT_END, SG_OUTLAW, SG_NONE, SG_NONE)), ==, SG_ERR_GAME_OVER);
  g_assert_cmpint (assert_refused (&g, action (SG_ACT_TAKE, SG_OUTLAW, SG_NONE, SG_NONE)), ==, SG_ERR_GAME_OVER);
}

/* A near miss of a legal action: one field changed at random. */
static SgAction
mutate (const SgGame *g, SgAction a, GRand *r)
{
  switch (g_rand_int_range (r, 0, 5))
    {
    case 0:
      a.side = !a.side;
      break;
    case 1:
      a.card = g_rand_boolean (r) ? SG_NONE : (uint8_t) g_rand_int_range (r, 0, g->n_cards);
      break;
    case 2:
      a.target = g_rand_int_range (r, 0, 6) == 5 ? SG_NONE : (uint8_t) g_rand_int_range (r, 0, 4);
      break;
    case 3:
      a.as = g_rand_boolean (r) ? SG_NONE : (uint8_t) g_rand_int_range (r, 0, SG_N_CARD_TYPES);
      break;
    default:
      a.kind = (uint8_t) g_rand_int_range (r, 0, SG_N_ACTION_KINDS);
      break;
    }
  return a;
}

static gboolean
is_listed (const SgGame *g, const SgAction *a, const SgAction *legal, int n)
{
  for (int i = 0; i < n; i++)
    if (sg_action_equivalent (g, a, &legal[i]))
      return TRUE;
  return FALSE;
}

/* One rule decides legality: sg_game_check accepts exactly the actions that
 * sg_game_legal_actions lists (or copies of them), and whatever it refuses,
 * sg_game_apply refuses with the same code without touching the state. */
static void
test_refusals_match_legal_actions (void)
{
  guint checked = 0, refused = 0;
  g_autoptr (GString) problems = g_string_new (NULL);
  guint n_problems = 0;

  for (uint64_t seed = 500; seed < 540; seed++)
    {
      g_autoptr (GRand) r = g_rand_new_with_seed ((guint32) seed);
      SgAction legal[SG_MAX_ACTIONS];
      SgGame g;
      guint steps = 0;

      sg_test_new_game (&g, seed);
      while (!sg_game_over (&g) && steps++ < 20000)
        {
          int n = sg_game_legal_actions (&g, legal);

          for (int k = 0; k < 6; k++)
            {
              SgAction a = mutate (&g, legal[g_rand_int_range (r, 0, n)], r);
              SgRefusal c = sg_game_check (&g, &a);
              gboolean listed = is_listed (&g, &a, legal, n);

              checked++;
              if ((c.code == SG_OK) != listed && n_problems++ < 10)
                {
                  g_string_append_printf (problems, "seed %" G_GUINT64_FORMAT " step %u decision %d: ",
                                          seed, steps, sg_game_decision (&g));
                  sg_test_describe_action (&g, &a, problems);
                  g_string_append_printf (problems, " check=%d (%s), listed=%d\n",
                                          c.code, c.rule ? c.rule : "-", listed);
                }
              if (c.code != SG_OK)
                {
                  refused++;
                  assert_refused (&g, a);
                }
            }
          sg_game_apply_legal (&g, &legal[g_rand_int_range (r, 0, n)]);
        }
    }
  g_test_message ("%u near-miss actions checked, %u refused", checked, refused);
  if (n_problems)
    g_error ("%u actions where sg_game_check and sg_game_legal_actions disagree:\n%s",
             n_problems, problems->str);
}

/* The Ability button of a character whose ability acts on its own (Pat
 * Garret's draw, Jango's) is refused with that character's clause, not
 * with D3.3, which a play-test found misleading on the active character;
 * an ability used by choice is refused with D3.3 on a sleeping back-up,
 * E-33 once used, else with its own clause, which says what it needs. */
static void
test_refuse_passive_ability (void)
{
  static const SgCharId chosen[] = { SG_CHAR_BABE_LEROY, SG_CHAR_CATTLE_KATIE, SG_CHAR_PEARL_HAT,
                                     SG_CHAR_SOUNDANCE_KID };
  guint passive = 0, by_choice = 0, not_now = 0;

  for (uint64_t seed = 1; seed <= 60; seed++)
    {
      SgAction legal[SG_MAX_ACTIONS];
      SgSetup setup;
      SgGame g;
      SgRng rng;

      sg_setup_default (&setup, seed);
      setup.characters[0] = setup.characters[1] = 12;
      sg_test_new_game_from (&g, &setup);
      sg_rng_init (&rng, seed);
      while (!sg_game_over (&g) && g.turn_number < 200)
        {
          int n = sg_game_legal_actions (&g, legal);
          SgSide me = sg_game_decider (&g);

          for (int slot = 0; slot < 2 && sg_game_decision (&g) == SG_DEC_PLAY; slot++)
            {
              uint8_t ch = g.side[me].ch[slot];
              SgAction a = action (SG_ACT_ABILITY, me, SG_NONE, SG_CHAR_CODE (me, slot));
              SgRefusal r = sg_game_check (&g, &a);
              gboolean activated = FALSE;

              if (ch >= SG_N_CHARACTERS || r.code == SG_OK)
                continue;
              for (guint k = 0; k < G_N_ELEMENTS (chosen); k++)
                activated |= ch == chosen[k];
              if (activated)
                {
                  /* Asleep on the back-up, used already, or wanting its
                   * condition, which its own clause says. */
                  if (r.code == SG_ERR_ABILITY_NOT_NOW)
                    {
                      g_assert_cmpstr (r.rule, ==, sg_char_rule_clause ((SgCharId) ch));
                      g_assert_true (slot == g.side[me].ac || ch == SG_CHAR_SOUNDANCE_KID);
                      not_now++;
                    }
                  else
                    {
                      g_assert_cmpint (r.code, ==, SG_ERR_NO_ABILITY);
                      g_assert_true (g_str_equal (r.rule, "D3.3") || g_str_equal (r.rule, "E-33"));
                      if (g_str_equal (r.rule, "D3.3"))
                        g_assert_true (slot != g.side[me].ac);
                    }
                  by_choice++;
                }
              else
                {
                  g_assert_cmpint (r.code, ==, SG_ERR_NO_ABILITY);
                  g_assert_cmpstr (r.rule, ==, sg_char_rule_clause ((SgCharId) ch));
                  passive++;
                }
            }
          sg_game_apply_legal (&g, &legal[sg_rng_uniform (&rng, (uint32_t) n)]);
        }
    }
  g_assert_cmpuint (passive, >=, 100);
  g_assert_cmpuint (by_choice, >=, 20);
  g_assert_cmpuint (not_now, >=, 10);
}

/* A card on the opponent's back-up chosen for Steal is refused with the
 * ruling that keeps it out of reach (E-40), not "not an option"; a card on
 * a back-up chosen for Carbine with Carbine's own rule. */
static void
test_refuse_out_of_reach_card (void)
{
  static const char steal[] =
    "seed 2046\nstart outlaw\n"
    "law active \"Bill Tightman\"\nlaw backup \"Pat Garret\"\n"
    "law equip \"Bill Tightman\" Barrel\nlaw equip \"Pat Garret\" Hat\nlaw hand Missed!\n"
    "outlaw active \"Cattle Katie\"\noutlaw backup \"Babe Leroy\"\noutlaw hand Steal\n";
  SgGame *g = g_new0 (SgGame, 1);
  SgAction a;
  SgRefusal r;
  char err[256];

  g_assert_true (sg_scenario_load (steal, strlen (steal), "steal", g, NULL, NULL, err, sizeof err));
  g_assert_true (sg_scenario_find_action (g, "outlaw play Steal", &a, err, sizeof err));
  sg_game_apply_legal (g, &a);
  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_STEAL);
  a = action (SG_ACT_CHOOSE_CARD, SG_OUTLAW, g->side[SG_LAW].equip[1].c[0], SG_NONE);
  g_assert_cmpint (g->card[a.card].type, ==, SG_CARD_HAT);
  r = sg_game_check (g, &a);
  g_assert_cmpint (r.code, ==, SG_ERR_OPPONENT_BACKUP);
  g_assert_cmpstr (r.rule, ==, "E-40");
  g_assert_cmpint (r.via, ==, SG_VIA_STEAL); /* whose reach it is out of */
  assert_refused (g, a);
  g_free (g);
}

/* The hand card of type t (the first one). */
static uint8_t
hand_card (const SgGame *g, SgSide side, SgCardType t)
{
  for (int i = 0; i < g->hand[side].n; i++)
    if (g->card[g->hand[side].c[i]].type == t)
      return g->hand[side].c[i];
  g_error ("no card of type %d in hand", t);
  return SG_NONE;
}

static SgGame *
load (const char *text)
{
  SgGame *g = g_new0 (SgGame, 1);
  char err[256];

  if (!sg_scenario_load (text, strlen (text), "test", g, NULL, NULL, err, sizeof err))
    g_error ("%s", err);
  return g;
}

/* The refusal of a play of card at target (as: SG_NONE or a Colt). */
static SgRefusal
play_refusal (SgGame *g, SgSide side, uint8_t card, uint8_t target, uint8_t as)
{
  SgAction a = action (SG_ACT_PLAY, side, card, target);

  a.as = as;
  assert_refused (g, a);
  return sg_game_check (g, &a);
}

/* A Missed! that only Annie Oakey's ability could play (as a Colt) is
 * refused with the Colt's reason once a BANG! card was played this turn:
 * the BANG! limit (D4.4), marked as the Colt's (via), whether asked as a
 * Colt or as itself; "a dodge card only answers a shot" told a player who
 * had seen it played as a Colt before nothing.  Toco Ramirez's Beer as a
 * Colt too; the Colt itself and a Missed! of a character without the
 * ability keep their own reasons. */
static void
test_refuse_missed_as_colt (void)
{
  SgGame *g = load ("seed 5\nstart law\nlaw active \"Annie Oakey\"\nlaw backup \"Wild Bill\"\n"
                    "law hand Missed! Colt\nlaw bangs 1\n"
                    "outlaw active \"Cattle Katie\"\noutlaw backup \"Toco Ramirez\"\n");
  uint8_t missed = hand_card (g, SG_LAW, SG_CARD_MISSED), colt = hand_card (g, SG_LAW, SG_CARD_COLT);
  uint8_t katie = SG_CHAR_CODE (SG_OUTLAW, g->side[SG_OUTLAW].ac);
  const uint8_t targets[] = { katie, SG_NONE };
  SgRefusal r;

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      r = play_refusal (g, SG_LAW, missed, targets[i], SG_CARD_COLT);
      g_assert_cmpint (r.code, ==, SG_ERR_BANG_LIMIT);
      g_assert_cmpstr (r.rule, ==, "D4.4");
      g_assert_cmpint (r.via, ==, SG_VIA_AS_COLT);
      r = play_refusal (g, SG_LAW, missed, targets[i], SG_NONE);
      g_assert_cmpint (r.code, ==, SG_ERR_BANG_LIMIT);
      g_assert_cmpstr (r.rule, ==, "D4.4");
      g_assert_cmpint (r.via, ==, SG_VIA_AS_COLT);
    }
  r = play_refusal (g, SG_LAW, colt, katie, SG_NONE);
  g_assert_cmpint (r.code, ==, SG_ERR_BANG_LIMIT);
  g_assert_cmpint (r.via, ==, SG_VIA_NONE);
  g_free (g);

  /* No BANG! yet: a Missed! aimed at her own back-up is the Colt's
   * wrong target (D4.4); without the ability, the Missed!'s own reason. */
  g = load ("seed 5\nstart law\nlaw active \"Annie Oakey\"\nlaw backup \"Wild Bill\"\nlaw hand Missed!\n"
            "outlaw active \"Cattle Katie\"\n");
  missed = hand_card (g, SG_LAW, SG_CARD_MISSED);
  r = play_refusal (g, SG_LAW, missed, SG_CHAR_CODE (SG_LAW, 1 - g->side[SG_LAW].ac), SG_NONE);
  g_assert_cmpint (r.code, ==, SG_ERR_SHOT_TARGET);
  g_assert_cmpstr (r.rule, ==, "D4.4");
  g_assert_cmpint (r.via, ==, SG_VIA_AS_COLT);
  g_free (g);
  g = load ("seed 5\nstart law\nlaw active \"Wild Bill\"\nlaw hand Missed!\noutlaw active \"Cattle Katie\"\n");
  r = play_refusal (g, SG_LAW, hand_card (g, SG_LAW, SG_CARD_MISSED), SG_CHAR_CODE (SG_OUTLAW, 0), SG_NONE);
  g_assert_cmpint (r.code, ==, SG_ERR_DODGE_ONLY);
  g_assert_cmpint (r.via, ==, SG_VIA_NONE);
  g_free (g);

  /* Toco Ramirez: any card as a Colt; his Beer is still a Beer. */
  g = load ("seed 5\nstart outlaw\noutlaw active \"Toco Ramirez\"\noutlaw hand Beer Missed!\noutlaw bangs 1\n"
            "law active \"Wild Bill\"\n");
  r = play_refusal (g, SG_OUTLAW, hand_card (g, SG_OUTLAW, SG_CARD_BEER), SG_CHAR_CODE (SG_LAW, 0), SG_CARD_COLT);
  g_assert_cmpint (r.code, ==, SG_ERR_BANG_LIMIT);
  g_assert_cmpint (r.via, ==, SG_VIA_AS_COLT);
  r = play_refusal (g, SG_OUTLAW, hand_card (g, SG_OUTLAW, SG_CARD_MISSED), SG_CHAR_CODE (SG_LAW, 0), SG_NONE);
  g_assert_cmpint (r.code, ==, SG_ERR_BANG_LIMIT);
  g_assert_cmpint (r.via, ==, SG_VIA_AS_COLT);
  {
    SgAction beer = action (SG_ACT_PLAY, SG_OUTLAW, hand_card (g, SG_OUTLAW, SG_CARD_BEER), SG_NONE);
    g_assert_cmpint (sg_game_check (g, &beer).code, ==, SG_OK);
  }
  g_free (g);
}

/* The reason of sg_game_check_take, checked to change nothing. */
static SgRefusal
take_refusal (SgGame *g, SgSide side, uint8_t with, uint8_t card)
{
  SgGame *before = g_memdup2 (g, sizeof *g);
  SgRefusal r = sg_game_check_take (g, side, with, card);

  g_assert_cmpmem (g, sizeof *g, before, sizeof *before);
  g_free (before);
  return r;
}

static void
assert_take_refused (SgRefusal r, SgError code, const char *rule, SgVia via)
{
  g_assert_cmpint (r.code, ==, code);
  g_assert_cmpstr (r.rule, ==, rule);
  g_assert_nonnull (r.message);
  g_assert_cmpint (r.via, ==, via);
}

/* A card in play clicked while a Steal or a Schoolmarm waits for its
 * target (sg_game_check_take): taken when Schoolmarm may take it, else
 * why not, in the words of the card that would take it: only a card in
 * play for Schoolmarm (C-SCHOOLMARM.2), a card in play or the hand for
 * Steal (C-STEAL.1), never the opponent's back-up (E-40); no card
 * chosen, nothing is asked (D2.2.1); another card is not played on cards. */
static void
test_refuse_take_in_play (void)
{
  SgGame *g = load ("seed 9\nstart law\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
                    "law hand Schoolmarm Steal Colt\nlaw equip \"Wyatt Ear\" Barrel\n"
                    "outlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\noutlaw hand Missed!\n"
                    "outlaw equip \"Cattle Katie\" Scope\noutlaw equip \"Sid Curry\" Hat\n");
  uint8_t marm = hand_card (g, SG_LAW, SG_CARD_SCHOOLMARM), steal = hand_card (g, SG_LAW, SG_CARD_STEAL);
  uint8_t colt = hand_card (g, SG_LAW, SG_CARD_COLT);
  uint8_t barrel = g->side[SG_LAW].equip[1 - g->side[SG_LAW].ac].c[0];
  uint8_t scope = g->side[SG_OUTLAW].equip[g->side[SG_OUTLAW].ac].c[0];
  uint8_t hat = g->side[SG_OUTLAW].equip[1 - g->side[SG_OUTLAW].ac].c[0];
  uint8_t missed = g->hand[SG_OUTLAW].c[0];
  SgAction a;

  g_assert_cmpint (g->card[hat].type, ==, SG_CARD_HAT);
  g_assert_cmpint (take_refusal (g, SG_LAW, marm, scope).code, ==, SG_OK);
  g_assert_cmpint (take_refusal (g, SG_LAW, marm, barrel).code, ==, SG_OK);
  g_assert_cmpint (take_refusal (g, SG_LAW, steal, scope).code, ==, SG_OK);
  assert_take_refused (take_refusal (g, SG_LAW, SG_NONE, scope), SG_ERR_WRONG_DECISION, "D2.2.1", SG_VIA_NONE);
  assert_take_refused (take_refusal (g, SG_LAW, colt, scope), SG_ERR_NOT_ON_CARD, "C-COLT.1", SG_VIA_NONE);
  assert_take_refused (take_refusal (g, SG_LAW, marm, missed), SG_ERR_NOT_AN_OPTION, "C-SCHOOLMARM.2",
                       SG_VIA_SCHOOLMARM);
  assert_take_refused (take_refusal (g, SG_LAW, marm, colt), SG_ERR_NOT_AN_OPTION, "C-SCHOOLMARM.2",
                       SG_VIA_SCHOOLMARM);
  assert_take_refused (take_refusal (g, SG_LAW, steal, missed), SG_ERR_NOT_AN_OPTION, "C-STEAL.1", SG_VIA_STEAL);
  assert_take_refused (take_refusal (g, SG_LAW, marm, hat), SG_ERR_OPPONENT_BACKUP, "E-40", SG_VIA_SCHOOLMARM);
  assert_take_refused (take_refusal (g, SG_LAW, steal, hat), SG_ERR_OPPONENT_BACKUP, "E-40", SG_VIA_STEAL);
  /* Not the player's decision: the question at hand answers. */
  g_assert_cmpint (take_refusal (g, SG_OUTLAW, SG_NONE, scope).code, ==, SG_ERR_NOT_DECIDER);

  /* Once Schoolmarm is played, the same reasons come from its choice. */
  a = action (SG_ACT_PLAY, SG_LAW, marm, SG_NONE);
  g_assert_cmpint (sg_game_apply (g, &a).code, ==, SG_OK);
  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_SCHOOLMARM);
  assert_take_refused (take_refusal (g, SG_LAW, SG_NONE, hat), SG_ERR_OPPONENT_BACKUP, "E-40", SG_VIA_SCHOOLMARM);
  assert_take_refused (take_refusal (g, SG_LAW, SG_NONE, missed), SG_ERR_NOT_AN_OPTION, "C-SCHOOLMARM.2",
                       SG_VIA_SCHOOLMARM);
  g_assert_cmpint (take_refusal (g, SG_LAW, SG_NONE, scope).code, ==, SG_OK);
  a = action (SG_ACT_CHOOSE_CARD, SG_LAW, missed, SG_NONE);
  g_assert_cmpint (assert_refused (g, a), ==, SG_ERR_NOT_AN_OPTION);
  g_free (g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/refusals/setup-wrong-side", test_refuse_setup_wrong_side);
  g_test_add_func ("/refusals/wrong-decider", test_refuse_wrong_decider);
  g_test_add_func ("/refusals/not-in-hand", test_refuse_not_in_hand);
  g_test_add_func ("/refusals/wrong-decision", test_refuse_wrong_decision);
  g_test_add_func ("/refusals/garbage", test_refuse_garbage);
  g_test_add_func ("/refusals/game-over", test_refuse_game_over);
  g_test_add_func ("/refusals/match-legal-actions", test_refusals_match_legal_actions);
  g_test_add_func ("/refusals/missed-as-colt", test_refuse_missed_as_colt);
  g_test_add_func ("/refusals/take-in-play", test_refuse_take_in_play);
  g_test_add_func ("/refusals/passive-ability", test_refuse_passive_ability);
  g_test_add_func ("/refusals/out-of-reach-card", test_refuse_out_of_reach_card);
  return g_test_run ();
}
