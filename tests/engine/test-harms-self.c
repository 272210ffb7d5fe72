/* test-harms-self.c: plays that can only hurt their own player
 * (sg_game_play_harms_self), Gatling and Indians! hitting one's own
 * back-up (sg_game_play_hits_own_backup), and the answers a Steal or a
 * Schoolmarm will ask for, known before the play (sg_game_play_choices).
 * Found by a play-test: a Rattlesnake went on the player's own back-up,
 * and a Schoolmarm took back the player's own Barrel because the
 * opponent had nothing in reach, both without a word.  Each is asked
 * about in set positions written from the rules (C-RATTLESNAKE.1, E-40,
 * C-GATLING.1, C-INDIANS.3, D10.3), then over every legal play met in
 * random games, against the listing the play leads to. */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-scenario.h"
#include "sg-test-util.h"

static SgGame *
load (const char *text)
{
  SgGame *g = g_new0 (SgGame, 1);
  char err[256];

  if (!sg_scenario_load (text, strlen (text), "harms-self", g, NULL, NULL, err, sizeof err))
    g_error ("%s", err);
  return g;
}

/* The legal play a scenario statement names ("law play Rattlesnake at
 * law.backup"). */
static SgAction
play (const SgGame *g, const char *statement)
{
  SgAction a;
  char err[256];

  if (!sg_scenario_find_action (g, statement, &a, err, sizeof err))
    g_error ("%s: %s", statement, err);
  g_assert_cmpint (sg_game_check (g, &a).code, ==, SG_OK);
  return a;
}

/* The rules the three questions give for one legal play. */
static void
assert_play (const SgGame *g, const char *statement, const char *harms, const char *backup, int choices)
{
  SgAction a = play (g, statement), out[SG_MAX_ACTIONS];

  g_assert_cmpstr (sg_game_play_harms_self (g, &a), ==, harms);
  g_assert_cmpstr (sg_game_play_hits_own_backup (g, &a), ==, backup);
  g_assert_cmpint (sg_game_play_choices (g, &a, out), ==, choices);
}

/* C-RATTLESNAKE.1: the snake bites its carrier at its owner's turns; on
 * the opponent's active character it is meant, on one's own it only
 * hurts.  Jack Ransome may put it on his own active character too. */
static void
test_rattlesnake (void)
{
  SgGame *g = load ("seed 3\nstart law\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\nlaw hand Rattlesnake\n"
                    "outlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\n");

  assert_play (g, "law play Rattlesnake at law.backup", "C-RATTLESNAKE.1", NULL, 0);
  assert_play (g, "law play Rattlesnake at outlaw.active", NULL, NULL, 0);
  g_free (g);
  g = load ("seed 3\nstart outlaw\noutlaw active \"Jack Ransome\"\noutlaw backup \"Sid Curry\"\n"
            "outlaw hand Rattlesnake\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n");
  assert_play (g, "outlaw play Rattlesnake at outlaw.active", "C-RATTLESNAKE.1", NULL, 0);
  assert_play (g, "outlaw play Rattlesnake at outlaw.backup", "C-RATTLESNAKE.1", NULL, 0);
  assert_play (g, "outlaw play Rattlesnake at law.backup", NULL, NULL, 0);
  g_free (g);
}

/* E-40: Schoolmarm takes back, and Steal discards, one's own cards when
 * the opponent has none in reach (and, for Steal, no card in hand): such
 * a play only costs the player.  Not when an opposing card is in reach,
 * when the opponent's hand may be stolen from, when Jack Ransome reaches
 * the opponent's back-up, nor when one of one's own cards is better gone
 * (a Rattlesnake on one's own character: E-40(a)). */
static void
test_take_own (void)
{
  static const char base[] =
    "seed 4\nstart law\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\nlaw hand Schoolmarm Steal\n"
    "law equip \"Wyatt Ear\" Barrel\noutlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\n";
  g_autofree char *bc_only = g_strconcat (base, "outlaw equip \"Sid Curry\" Hat\n", NULL);
  g_autofree char *in_reach = g_strconcat (base, "outlaw equip \"Cattle Katie\" Scope\n", NULL);
  g_autofree char *with_hand = g_strconcat (base, "outlaw hand Missed!\n", NULL);
  g_autofree char *snake = g_strconcat (base, "law equip \"Wild Bill\" Rattlesnake\n", NULL);
  SgGame *g = load (base);

  assert_play (g, "law play Schoolmarm", "E-40", NULL, 1);
  assert_play (g, "law play Steal", "E-40", NULL, 1);
  g_free (g);
  /* Out of reach on the back-up, the Hat is not an answer (E-40). */
  g = load (bc_only);
  assert_play (g, "law play Schoolmarm", "E-40", NULL, 1);
  g_free (g);
  g = load (in_reach);
  assert_play (g, "law play Schoolmarm", NULL, NULL, 2);
  assert_play (g, "law play Steal", NULL, NULL, 2);
  g_free (g);
  g = load (with_hand);
  assert_play (g, "law play Schoolmarm", "E-40", NULL, 1);
  assert_play (g, "law play Steal", NULL, NULL, 2);
  g_free (g);
  g = load (snake);
  assert_play (g, "law play Steal", NULL, NULL, 2);
  assert_play (g, "law play Schoolmarm", NULL, NULL, 2);
  g_free (g);
  g = load ("seed 4\nstart outlaw\noutlaw active \"Jack Ransome\"\noutlaw hand Schoolmarm\n"
            "outlaw equip \"Jack Ransome\" Barrel\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
            "law equip \"Wyatt Ear\" Hat\n");
  assert_play (g, "outlaw play Schoolmarm", NULL, NULL, 2);
  g_free (g);
}

/* C-GATLING.1, C-INDIANS.3: both hit one's own back-up; a lone character
 * is hit once, as the active character it is, which neither card hits
 * (D10.3).  Toco Ramirez's Gatling played as a Colt is a Colt. */
static void
test_own_backup (void)
{
  SgGame *g = load ("seed 6\nstart outlaw\noutlaw active \"Toco Ramirez\"\noutlaw backup \"Sid Curry\"\n"
                    "outlaw hand Gatling Indians! Colt\nlaw active \"Wild Bill\"\n");

  assert_play (g, "outlaw play Gatling", NULL, "C-GATLING.1", 0);
  assert_play (g, "outlaw play Indians!", NULL, "C-INDIANS.3", 0);
  assert_play (g, "outlaw play Colt at law.active", NULL, NULL, 0);
  assert_play (g, "outlaw play Gatling as Colt at law.active", NULL, NULL, 0);
  g_free (g);
  g = load ("seed 6\nstart outlaw\noutlaw active \"Toco Ramirez\"\noutlaw hand Gatling Indians!\n"
            "law active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n");
  assert_play (g, "outlaw play Gatling", NULL, NULL, 0);
  assert_play (g, "outlaw play Indians!", NULL, NULL, 0);
  g_free (g);
}

typedef struct {
  guint rattlesnake, own_take, take, backup, lone_choice, whisky, copies;
} Counts;

/* Whether each choice is equivalent to one of the n legal actions. */
static gboolean
same_options (const SgGame *g, const SgAction *choices, int n, const SgAction *legal, int n_legal)
{
  if (n != n_legal)
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      gboolean found = FALSE;

      for (int j = 0; j < n_legal && !found; j++)
        found = sg_action_equivalent (g, &choices[i], &legal[j]);
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* A Steal's or a Schoolmarm's choices are the answers its play leads to;
 * a lone one is taken by the engine on its own. */
static void
check_choices (const SgGame *g, const SgAction *a, const SgAction *choices, int n, Counts *counts)
{
  SgGame *after = g_memdup2 (g, sizeof *g);
  SgAction legal[SG_MAX_ACTIONS];

  sg_game_set_observer (after, NULL, NULL);
  sg_game_apply_legal (after, a);
  if (n == 1)
    counts->lone_choice++;
  else if (!same_options (g, choices, n, legal, sg_game_legal_actions (after, legal)))
    g_error ("a play's choices differ from the answers it leads to");
  g_free (after);
}

/* Whether a is Pearl Hat's answer read as a play (sg_game_copy_as_play):
 * then the play is of the card she copies (sg_game_decision_about), from
 * the discard pile, by her side. */
static gboolean
check_copy (const SgGame *g, const SgAction *a)
{
  SgAction copy;
  SgDecisionAbout about;

  if (!sg_game_copy_as_play (g, a, &copy))
    {
      g_assert_true (sg_game_decision (g) != SG_DEC_COPY || a->kind == SG_ACT_RELOAD);
      return FALSE;
    }
  sg_game_decision_about (g, &about);
  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_COPY);
  g_assert_cmpint (copy.kind, ==, SG_ACT_PLAY);
  g_assert_cmpint (copy.side, ==, a->side);
  g_assert_cmpint (g->card[copy.card].type, ==, about.card_type);
  g_assert_true (g->discard.n > 0 && memchr (g->discard.c, copy.card, g->discard.n) != NULL);
  return TRUE;
}

static void
check_option (const SgGame *g, const SgAction *a, gpointer data)
{
  Counts *counts = data;
  SgAction choices[SG_MAX_ACTIONS];
  const char *harms = sg_game_play_harms_self (g, a);
  const char *backup = sg_game_play_hits_own_backup (g, a);
  int n = sg_game_play_choices (g, a, choices);
  SgCardType t;

  if (a->kind != SG_ACT_PLAY && check_copy (g, a))
    {
      counts->copies++;
      return;
    }
  if (a->kind != SG_ACT_PLAY)
    {
      g_assert_null (harms);
      g_assert_null (backup);
      g_assert_cmpint (n, ==, 0);
      return;
    }
  t = a->as != SG_NONE ? (SgCardType) a->as : (SgCardType) g->card[a->card].type;
  if (t == SG_CARD_RATTLESNAKE)
    {
      g_assert_cmpstr (harms, ==, SG_CODE_SIDE (a->target) == a->side ? "C-RATTLESNAKE.1" : NULL);
      counts->rattlesnake += harms != NULL;
    }
  else if (t == SG_CARD_STEAL || t == SG_CARD_SCHOOLMARM)
    {
      g_assert_cmpint (n, >, 0);
      check_choices (g, a, choices, n, counts);
      counts->take++;
      counts->own_take += harms != NULL;
      g_assert_true (harms == NULL || g_str_equal (harms, "E-40"));
    }
  else if (t == SG_CARD_WHISKY)
    {
      int tside = SG_CODE_SIDE (a->target), tslot = SG_CODE_SLOT (a->target);
      gboolean lowers = tside == a->side && g->side[tside].life[tslot] > 3
                        && g->side[tside].ch[tslot] != SG_CHAR_ALAN_PINKERTOON;

      g_assert_cmpstr (harms, ==, lowers ? "C-WHISKY.1" : NULL);
      counts->whisky += lowers;
    }
  else if (t == SG_CARD_CANTEEN)
    g_assert_true (harms == NULL || (a->target != a->side && g_str_equal (harms, "P-TOM-THORN.1")));
  else
    g_assert_null (harms);
  if (t != SG_CARD_STEAL && t != SG_CARD_SCHOOLMARM)
    g_assert_cmpint (n, ==, 0);
  if (t == SG_CARD_GATLING || t == SG_CARD_INDIANS)
    {
      int s = a->side, both = g->side[s].ch[0] != SG_NONE && g->side[s].ch[1] != SG_NONE;

      g_assert_cmpstr (backup, ==, !both ? NULL : t == SG_CARD_GATLING ? "C-GATLING.1" : "C-INDIANS.3");
      counts->backup += backup != NULL;
    }
  else
    g_assert_null (backup);
}

/* Every legal option met in random games. */
static void
test_legal_plays (void)
{
  Counts counts = { 0 };

  sg_test_each_option (1, 120, check_option, &counts);
  g_test_message ("own Rattlesnake %u, Steal/Schoolmarm %u of which only own %u, lone choice %u, "
                  "own back-up hit %u, own Whisky loss %u, Pearl Hat's copies %u", counts.rattlesnake, counts.take,
                  counts.own_take, counts.lone_choice, counts.backup, counts.whisky, counts.copies);
  g_assert_cmpuint (counts.rattlesnake, >=, 10);
  g_assert_cmpuint (counts.take, >=, 100);
  g_assert_cmpuint (counts.own_take, >=, 5);
  g_assert_cmpuint (counts.lone_choice, >=, 5);
  g_assert_cmpuint (counts.backup, >=, 20);
  g_assert_cmpuint (counts.whisky, >=, 10);
  g_assert_cmpuint (counts.copies, >=, 5);
}

/* The answer a scenario statement names ("law choose \"Gun Belt\"") and
 * the rule sg_game_answer_harms_self gives it. */
static void
assert_answer (const SgGame *g, const char *statement, const char *harms)
{
  SgAction a = play (g, statement);

  g_assert_cmpstr (sg_game_answer_harms_self (g, &a), ==, harms);
}

/* C-CARBINE.1, E-40: an answer that discards or takes back one's own
 * equipment costs its player (a play-tester found the discard of his own
 * Gun Belt the Carbine question's default); the opponent's equipment, a
 * Rattlesnake on one's own character and declining do not. */
static void
test_answers (void)
{
  SgGame *g = load ("seed 3\nstart law\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
                    "law equip \"Wild Bill\" \"Gun Belt\" Rattlesnake\nlaw hand Carbine\n"
                    "outlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\n"
                    "outlaw equip \"Cattle Katie\" Scope\noutlaw hand Missed! Colt\n");
  SgAction carbine = play (g, "law play Carbine at outlaw.active"), dodge;

  sg_game_apply_legal (g, &carbine);
  dodge = play (g, "outlaw dodge Missed!");
  sg_game_apply_legal (g, &dodge);
  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_CARBINE);
  assert_answer (g, "law choose \"Gun Belt\"", "C-CARBINE.1");
  assert_answer (g, "law choose Rattlesnake", NULL);
  assert_answer (g, "law choose Scope", NULL);
  assert_answer (g, "law choose no", NULL);
  g_free (g);

  g = load ("seed 3\nstart law\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
            "law equip \"Wild Bill\" Barrel\nlaw hand Schoolmarm\n"
            "outlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\n"
            "outlaw equip \"Cattle Katie\" Scope\n");
  SgAction schoolmarm = play (g, "law play Schoolmarm");

  sg_game_apply_legal (g, &schoolmarm);
  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_SCHOOLMARM);
  assert_answer (g, "law choose Barrel", "E-40");
  assert_answer (g, "law choose Scope", NULL);
  g_free (g);
}

/* The swaps of a dodged Shotgun (C-SHOTGUN.1) and of a Canteen
 * (C-CANTEEN.1) cost their player when the opponent draws for a move of
 * the player's own token (a Pocket Watch on their active character,
 * C-POCKET-WATCH.1; Jango active, P-JANGO.1; E-16), or when the
 * opponent's token lands on Tom Thorn, whose shot hits the player's
 * back-up (P-TOM-THORN.1, E-17).  A keyboard play-test found the swap of
 * one's own side the question's default.  Declining costs nothing, nor
 * does a swap that sets off nothing. */
static void
test_token_moves (void)
{
  static const struct {
    const char *player, *opponent, *scenario, *own, *theirs;
  } cases[] = {
    { "law", "outlaw", "start law\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
      "outlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\n", NULL, NULL },
    { "law", "outlaw", "start law\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
      "outlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\noutlaw equip \"Cattle Katie\" \"Pocket Watch\"\n",
      "C-POCKET-WATCH.1", NULL },
    { "outlaw", "law", "start outlaw\noutlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\n"
      "law active Jango\nlaw backup \"Wyatt Ear\"\n", "P-JANGO.1", NULL },
    { "law", "outlaw", "start law\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
      "outlaw active \"Cattle Katie\"\noutlaw backup \"Tom Thorn\"\n", NULL, "P-TOM-THORN.1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *me = cases[i].player, *opp = cases[i].opponent;
      g_autofree char *text = g_strdup_printf ("seed 3\n%s%s hand Shotgun Canteen\n%s hand Missed!\n",
                                               cases[i].scenario, me, opp);
      g_autofree char *canteen_own_s = g_strdup_printf ("%s play Canteen at %s", me, me);
      g_autofree char *canteen_theirs_s = g_strdup_printf ("%s play Canteen at %s", me, opp);
      g_autofree char *shotgun_s = g_strdup_printf ("%s play Shotgun at %s.active", me, opp);
      g_autofree char *dodge_s = g_strdup_printf ("%s dodge Missed!", opp);
      g_autofree char *own_s = g_strdup_printf ("%s choose %s", me, me);
      g_autofree char *theirs_s = g_strdup_printf ("%s choose %s", me, opp);
      g_autofree char *no_s = g_strdup_printf ("%s choose no", me);
      SgGame *g = load (text);
      SgAction canteen_own = play (g, canteen_own_s);
      SgAction canteen_theirs = play (g, canteen_theirs_s);
      SgAction shotgun = play (g, shotgun_s), dodge;

      g_assert_cmpstr (sg_game_play_helps_opponent (g, &canteen_own), ==, cases[i].own);
      g_assert_null (sg_game_play_harms_self (g, &canteen_own));
      g_assert_cmpstr (sg_game_play_harms_self (g, &canteen_theirs), ==, cases[i].theirs);
      g_assert_null (sg_game_play_helps_opponent (g, &canteen_theirs));
      sg_game_apply_legal (g, &shotgun);
      dodge = play (g, dodge_s);
      sg_game_apply_legal (g, &dodge);
      g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_SHOTGUN);
      assert_answer (g, own_s, cases[i].own);
      assert_answer (g, theirs_s, cases[i].theirs);
      assert_answer (g, no_s, NULL);
      g_free (g);
    }
}

/* C-WHISKY.1, E-12b: Whisky sets its target to exactly 3 life points,
 * down as well as up: on one's own character at 4 or 5, a loss (a
 * play-test saw 5 become 3 without a word).  Not below 3 (a heal), not
 * on the opponent's active character (a good play), and not on Alan
 * Pinkertoon, whose every point lost fires a shot at the opponent's
 * active character (P-ALAN-PINKERTOON.1). */
static void
test_whisky (void)
{
  SgGame *g = load ("seed 3\nstart law\nlaw active \"Wild Bill\" 5\nlaw backup \"Wyatt Ear\" 2\nlaw hand Whisky\n"
                    "outlaw active \"Cattle Katie\" 4\noutlaw backup \"Sid Curry\"\n");

  assert_play (g, "law play Whisky at law.active", "C-WHISKY.1", NULL, 0);
  assert_play (g, "law play Whisky at law.backup", NULL, NULL, 0);
  assert_play (g, "law play Whisky at outlaw.active", NULL, NULL, 0);
  g_free (g);
  g = load ("seed 3\nstart law\nlaw active \"Alan Pinkertoon\" 4\nlaw backup \"Wyatt Ear\" 4\nlaw hand Whisky\n"
            "outlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\n");
  assert_play (g, "law play Whisky at law.active", NULL, NULL, 0);
  assert_play (g, "law play Whisky at law.backup", "C-WHISKY.1", NULL, 0);
  g_free (g);
}

/* Pearl Hat's answer, read as the play of the card she copies (E-15c):
 * Pearl Hat (AC) pays with a card, then answers how the copy is used. */
static SgGame *
pearl_hat_copying (const char *law, const char *outlaw_backup, const char *copied)
{
  g_autofree char *text = g_strdup_printf ("seed 3\nstart outlaw\n%s"
                                           "outlaw active \"Pearl Hat\" 3\noutlaw backup %s\n"
                                           "outlaw hand Knife Colt\ndiscard %s\n",
                                           law, outlaw_backup, copied);
  SgGame *g = load (text);
  SgAction ability = play (g, "outlaw ability"), pay;

  sg_game_apply_legal (g, &ability);
  pay = play (g, "outlaw choose Knife");
  sg_game_apply_legal (g, &pay);
  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_COPY);
  return g;
}

/* A copied Canteen (C-CANTEEN.1) swapping her own side while the
 * opponent's Pocket Watch draws (C-POCKET-WATCH.1), a copied Whisky
 * healing the opponent or lowering her own back-up (C-WHISKY.1), or
 * leaving her at 3 (C-WHISKY.2) are warned about as their plays are; a
 * play-test found a copied Canteen given no cost check.  The other
 * answers are not.  (A copy used without target is her question's one
 * answer, taken at once: nothing to warn about.) */
static void
test_pearl_hat_copies (void)
{
  SgGame *g = pearl_hat_copying ("law active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
                                 "law equip \"Wild Bill\" \"Pocket Watch\"\n",
                                 "\"Babe Leroy\"", "Canteen");
  SgAction own = play (g, "outlaw choose outlaw"), theirs = play (g, "outlaw choose law"), as_play;

  g_assert_true (sg_game_copy_as_play (g, &own, &as_play));
  g_assert_cmpint (as_play.kind, ==, SG_ACT_PLAY);
  g_assert_cmpint (as_play.target, ==, SG_OUTLAW);
  g_assert_cmpint (g->card[as_play.card].type, ==, SG_CARD_CANTEEN);
  g_assert_cmpstr (sg_game_play_helps_opponent (g, &own), ==, "C-POCKET-WATCH.1");
  g_assert_null (sg_game_play_helps_opponent (g, &theirs));
  g_assert_null (sg_game_play_harms_self (g, &theirs));
  g_free (g);

  g = pearl_hat_copying ("law active \"Wild Bill\" 2\nlaw backup \"Wyatt Ear\"\n", "\"Bull Anderson\" 5", "Whisky");
  SgAction heal_opp = play (g, "outlaw choose law.active"), lower_own = play (g, "outlaw choose outlaw.backup");
  SgAction lift_own = play (g, "outlaw choose outlaw.active");
  g_assert_cmpstr (sg_game_play_helps_opponent (g, &heal_opp), ==, "C-WHISKY.1");
  g_assert_cmpstr (sg_game_play_harms_self (g, &lower_own), ==, "C-WHISKY.1");
  g_assert_cmpstr (sg_game_play_futile (g, &lift_own), ==, "C-WHISKY.2");
  g_assert_null (sg_game_play_harms_self (g, &heal_opp));
  g_free (g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/harms-self/rattlesnake", test_rattlesnake);
  g_test_add_func ("/engine/harms-self/take-own", test_take_own);
  g_test_add_func ("/engine/harms-self/own-backup", test_own_backup);
  g_test_add_func ("/engine/harms-self/legal-plays", test_legal_plays);
  g_test_add_func ("/engine/harms-self/answers", test_answers);
  g_test_add_func ("/engine/harms-self/token-moves", test_token_moves);
  g_test_add_func ("/engine/harms-self/whisky", test_whisky);
  g_test_add_func ("/engine/harms-self/pearl-hat-copies", test_pearl_hat_copies);
  return g_test_run ();
}
