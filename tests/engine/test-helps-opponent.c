/* test-helps-opponent.c: sg_game_play_helps_opponent says which equipment
 * put on an opposing character would work for the opponent (found by a
 * play-test: a Gun Belt went on the opponent's active character without a
 * word), and when a Whisky would heal him.  Every card type is asked about with each side playing it at each
 * character; then every legal play met in random games, Jack Ransome's
 * plays on the opponent's back-up included.  A card of a name the
 * character already carries only replaces it (D4.3.4): no warning of
 * this kind, the play changes nothing (sg_game_play_futile). */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-scenario.h"
#include "sg-test-util.h"

/* The rule a type's warning cites, or NULL: equipment that works for its
 * carrier (cards.md: Bank, Barrel, Hat, Gun Belt, Scope, Pocket Watch),
 * not those meant for the opponent or for nobody (Dynamite, Rattlesnake,
 * Stampede), and no card of another kind. */
static const char *
expected_rule (SgCardType t)
{
  switch (t)
    {
    case SG_CARD_BANK: return "C-BANK.1";
    case SG_CARD_BARREL: return "C-BARREL.1";
    case SG_CARD_HAT: return "C-HAT.1";
    case SG_CARD_GUN_BELT: return "C-GUN-BELT.1";
    case SG_CARD_SCOPE: return "C-SCOPE.1";
    case SG_CARD_POCKET_WATCH: return "C-POCKET-WATCH.1";
    default: return NULL;
    }
}

static SgCardType
played_type (const SgGame *g, const SgAction *a)
{
  return a->as != SG_NONE ? (SgCardType) a->as : (SgCardType) g->card[a->card].type;
}

/* Every type, both players, every character: only an opposing one makes
 * a helpful equipment a warning. */
static void
test_every_type_and_target (void)
{
  SgGame *g = g_new0 (SgGame, 1);
  SgSetup setup;
  guint warned = 0, equipment = 0;

  sg_setup_default (&setup, 7);
  sg_game_new (g, &setup);
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      int card = -1;

      for (int i = 0; i < g->n_cards && card < 0; i++)
        if (g->card[i].type == t)
          card = i;
      g_assert_cmpint (card, >=, 0);
      equipment += sg_card_kind ((SgCardType) t) == SG_KIND_EQUIPMENT;
      for (int side = 0; side < 2; side++)
        for (uint8_t code = 0; code < 4; code++)
          {
            SgAction a = { SG_ACT_PLAY, (uint8_t) side, (uint8_t) card, code, SG_NONE };
            const char *rule = sg_game_play_helps_opponent (g, &a);
            const char *want = SG_CODE_SIDE (code) != side ? expected_rule ((SgCardType) t) : NULL;

            g_assert_cmpuint (g->side[SG_CODE_SIDE (code)].ch[SG_CODE_SLOT (code)], !=, SG_NONE);
            if (g_strcmp0 (rule, want) != 0)
              g_error ("type %d, side %d, target %u: %s instead of %s", t, side, code,
                       rule ? rule : "NULL", want ? want : "NULL");
            warned += rule != NULL;
            /* Any other kind of action is never a warning. */
            a.kind = SG_ACT_DISCARD;
            g_assert_null (sg_game_play_helps_opponent (g, &a));
          }
      /* Played as a Colt (Toco Ramirez), a card is a Colt. */
      {
        SgAction as_colt = { SG_ACT_PLAY, SG_LAW, (uint8_t) card, SG_CHAR_CODE (SG_OUTLAW, 0), SG_CARD_COLT };
        g_assert_null (sg_game_play_helps_opponent (g, &as_colt));
      }
    }
  g_assert_cmpuint (equipment, ==, 9);
  g_assert_cmpuint (warned, ==, 6 * 2 * 2); /* six types, two sides, two opposing characters */
  g_free (g);
}

typedef struct {
  guint warned[SG_N_CARD_TYPES], own[SG_N_CARD_TYPES], backup, lone, replacing, whisky_heals;
} Counts;

/* Whether the character at code carries a card of type t. */
static gboolean
carries (const SgGame *g, uint8_t code, SgCardType t)
{
  const SgEquip *e = &g->side[SG_CODE_SIDE (code)].equip[SG_CODE_SLOT (code)];

  for (int i = 0; i < e->n; i++)
    if (g->card[e->c[i]].type == t)
      return TRUE;
  return FALSE;
}

static gboolean
both_in_play (const SgGame *g, int side)
{
  return g->side[side].ch[0] != SG_NONE && g->side[side].ch[1] != SG_NONE;
}

/* A Whisky sets its target to 3 life, never above the maximum
 * (C-WHISKY.1): on an opposing character below that, it heals him. */
static void
check_whisky (const SgGame *g, const SgAction *a, const char *rule, Counts *counts)
{
  int tside = SG_CODE_SIDE (a->target), tslot = SG_CODE_SLOT (a->target);
  int want = MIN (sg_char_data ((SgCharId) g->side[tside].ch[tslot])->life, 3);

  if (tside != a->side && g->side[tside].life[tslot] < want)
    {
      g_assert_cmpstr (rule, ==, "C-WHISKY.1");
      counts->whisky_heals++;
    }
  else
    g_assert_null (rule);
}

static void
check_play (const SgGame *g, const SgAction *a, Counts *counts)
{
  const char *rule = sg_game_play_helps_opponent (g, a);
  SgCardType t;
  SgAction copy;

  /* Pearl Hat's answer is checked as the play of the card she copies
   * (E-15c, sg_game_copy_as_play). */
  if (sg_game_copy_as_play (g, a, &copy))
    a = &copy;

  if (a->kind != SG_ACT_PLAY || a->target > 3)
    {
      g_assert_null (rule);
      return;
    }
  t = played_type (g, a);
  /* A Canteen swapping one's own side while the opponent draws for it
   * (C-POCKET-WATCH.1, P-JANGO.1): its target is a side. */
  if (t == SG_CARD_CANTEEN)
    {
      g_assert_true (rule == NULL || (a->target == a->side
                                      && (g_str_equal (rule, "C-POCKET-WATCH.1") || g_str_equal (rule, "P-JANGO.1"))));
      return;
    }
  if (t == SG_CARD_WHISKY)
    {
      check_whisky (g, a, rule, counts);
      return;
    }
  if (sg_card_kind (t) != SG_KIND_EQUIPMENT || expected_rule (t) == NULL)
    {
      g_assert_null (rule);
      return;
    }
  if (SG_CODE_SIDE (a->target) == a->side)
    {
      g_assert_null (rule);
      counts->own[t]++;
      return;
    }
  /* A player down to one character has no back-up for a Scope to reach
   * and no AC token for a Pocket Watch to watch (C-POCKET-WATCH.2). */
  if ((t == SG_CARD_SCOPE || t == SG_CARD_POCKET_WATCH) && !both_in_play (g, a->side))
    {
      g_assert_null (rule);
      counts->lone++;
      return;
    }
  /* The opposing character carries one already: replaced, it gains
   * nothing (D4.3.4), and the play is told as one that changes nothing. */
  if (carries (g, a->target, t))
    {
      g_assert_null (rule);
      g_assert_cmpstr (sg_game_play_futile (g, a), ==, "D4.3.4");
      counts->replacing++;
      return;
    }
  g_assert_cmpstr (rule, ==, expected_rule (t));
  g_assert_null (sg_game_play_futile (g, a));
  counts->warned[t]++;
  counts->backup += SG_CODE_SLOT (a->target) != g->side[SG_CODE_SIDE (a->target)].ac;
}

static void
check_option (const SgGame *g, const SgAction *a, gpointer data)
{
  check_play (g, a, data);
}

static void
test_legal_plays (void)
{
  Counts counts = { 0 };

  sg_test_each_option (1, 200, check_option, &counts);
  /* Each warned type is met on both sides of the table, often enough to
   * mean something, and Jack Ransome's plays at the opponent's back-up. */
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    if (expected_rule ((SgCardType) t) != NULL)
      {
        g_test_message ("type %d: warned %u, own %u", t, counts.warned[t], counts.own[t]);
        g_assert_cmpuint (counts.warned[t], >=, 20);
        g_assert_cmpuint (counts.own[t], >=, 20);
      }
  g_test_message ("at the opponent's back-up %u, a lone player's Scope or Pocket Watch %u, replacing one of "
                  "the same name %u", counts.backup, counts.lone, counts.replacing);
  g_assert_cmpuint (counts.backup, >, 0);
  g_assert_cmpuint (counts.lone, >, 0);
  g_assert_cmpuint (counts.replacing, >=, 20);
  g_test_message ("a Whisky healing the opponent %u", counts.whisky_heals);
  g_assert_cmpuint (counts.whisky_heals, >, 0);
}

/* Whisky may go on the opponent's active character (C-WHISKY.1, L-08):
 * below 3 life it heals him, a play to warn about (a keyboard play-test:
 * a second Return put the suggested Whisky on West Harding at 2 life);
 * above 3 it costs him life (E-12b), and on one's own character it is
 * the player's own business. */
static void
test_whisky (void)
{
  static const char scenario[] =
    "seed 2013\nstart law\n"
    "law active \"Wyatt Ear\" 1\nlaw backup \"Wild Bill\"\nlaw hand Whisky\n"
    "outlaw active \"West Harding\" 2\noutlaw backup \"Babe Leroy\"\n";
  static const char scenario_high[] =
    "seed 2013\nstart law\n"
    "law active \"Wyatt Ear\"\nlaw backup \"Wild Bill\"\nlaw hand Whisky\n"
    "outlaw active \"West Harding\"\noutlaw backup \"Babe Leroy\"\n";
  static const struct {
    const char *scenario, *move, *helps;
  } plays[] = {
    { scenario, "law play Whisky at outlaw.active", "C-WHISKY.1" },
    { scenario, "law play Whisky at law.active", NULL },
    { scenario_high, "law play Whisky at outlaw.active", NULL },
  };
  char err[256];

  for (guint i = 0; i < G_N_ELEMENTS (plays); i++)
    {
      SgGame *g = g_new0 (SgGame, 1);
      SgAction a;

      g_assert_true (sg_scenario_load (plays[i].scenario, strlen (plays[i].scenario), "whisky", g, NULL, NULL,
                                       err, sizeof err));
      g_assert_true (sg_scenario_find_action (g, plays[i].move, &a, err, sizeof err));
      g_assert_cmpint (sg_game_check (g, &a).code, ==, SG_OK); /* legal all the same */
      g_assert_cmpstr (sg_game_play_helps_opponent (g, &a), ==, plays[i].helps);
      g_free (g);
    }
}

/* The opponent's active character already carries a Barrel and a Scope:
 * another of either only replaces it (D4.3.4), which changes nothing; a
 * Hat still helps him (found in review: the warning said a second Barrel
 * would help the opponent). */
static void
test_same_name_replaced (void)
{
  static const char scenario[] =
    "seed 2012\nstart law\n"
    "law active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\nlaw hand Barrel Scope Hat\n"
    "outlaw active \"Cattle Katie\"\noutlaw backup \"Babe Leroy\"\n"
    "outlaw equip \"Cattle Katie\" Barrel Scope\n";
  static const struct {
    const char *move, *helps, *futile;
  } plays[] = {
    { "law play Barrel at outlaw.active", NULL, "D4.3.4" },
    { "law play Scope at outlaw.active", NULL, "D4.3.4" },
    { "law play Hat at outlaw.active", "C-HAT.1", NULL },
  };
  SgGame *g = g_new0 (SgGame, 1);
  char err[256];

  g_assert_true (sg_scenario_load (scenario, strlen (scenario), "same-name", g, NULL, NULL, err, sizeof err));
  for (guint i = 0; i < G_N_ELEMENTS (plays); i++)
    {
      SgAction a;

      g_assert_true (sg_scenario_find_action (g, plays[i].move, &a, err, sizeof err));
      g_assert_cmpint (sg_game_check (g, &a).code, ==, SG_OK); /* still legal */
      g_assert_cmpstr (sg_game_play_helps_opponent (g, &a), ==, plays[i].helps);
      g_assert_cmpstr (sg_game_play_futile (g, &a), ==, plays[i].futile);
    }
  g_free (g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/helps-opponent/every-type", test_every_type_and_target);
  g_test_add_func ("/engine/helps-opponent/legal-plays", test_legal_plays);
  g_test_add_func ("/engine/helps-opponent/same-name-replaced", test_same_name_replaced);
  g_test_add_func ("/engine/helps-opponent/whisky", test_whisky);
  return g_test_run ();
}
