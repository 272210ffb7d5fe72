/* test-log-fold.c: which events the log tells in the row before them
 * (sg-log-fold.h), on events built by hand: each rule folds what it is
 * for and nothing else. */
#include <glib.h>

#include "sg-log-fold.h"

static SgEvent
event (SgEventKind kind, int card, int target_side, int target_ch, int value, const char *rule)
{
  SgEvent e = {
    .kind = (uint8_t) kind, .side = SG_LAW, .ch = SG_NONE, .card = (uint8_t) card,
    .card_type = SG_NONE, .target_side = (uint8_t) target_side, .target_ch = (uint8_t) target_ch,
    .symbol = SG_NONE, .value = (int8_t) value, .target_life = -1, .rule = rule,
  };
  return e;
}

static void
test_played_card (void)
{
  SgEvent play = event (SG_EV_PLAY, 7, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "C-COLT.1");
  SgEvent count = event (SG_EV_BANG_COUNT, SG_NONE, SG_NONE, SG_NONE, 1, "E-10");
  SgEvent discard = event (SG_EV_DISCARD, 7, SG_NONE, SG_NONE, 0, "D4.4");
  SgEvent other_discard = event (SG_EV_DISCARD, 9, SG_NONE, SG_NONE, 0, "D4.4");
  SgEvent shot = event (SG_EV_SHOT, SG_NONE, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "C-COLT.1");
  SgEvent shot_elsewhere = event (SG_EV_SHOT, SG_NONE, SG_OUTLAW, SG_CHAR_BULL_ANDERSON, 0, "C-COLT.1");
  SgEvent shot_other_card = event (SG_EV_SHOT, SG_NONE, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "P-WILD-BILL.1");

  /* The count follows the play; the card's own discard and its shot at the
   * character it was played on are already told. */
  g_assert_cmpint (sg_log_fold (&play, &play, &count), ==, SG_LOG_FOLD_APPEND);
  g_assert_cmpint (sg_log_fold (&play, &count, &discard), ==, SG_LOG_FOLD_ABSORB);
  g_assert_cmpint (sg_log_fold (&play, &discard, &shot), ==, SG_LOG_FOLD_ABSORB);
  /* Another card, another target, another cause: rows of their own. */
  g_assert_cmpint (sg_log_fold (&play, &count, &other_discard), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&play, &discard, &shot_elsewhere), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&play, &discard, &shot_other_card), ==, SG_LOG_FOLD_NONE);
  /* A Gatling aims at nobody: each of its shots keeps a row. */
  {
    SgEvent gatling = event (SG_EV_PLAY, 8, SG_NONE, SG_NONE, 0, "C-GATLING.1");
    SgEvent each = event (SG_EV_SHOT, SG_NONE, SG_OUTLAW, SG_NONE, 0, "C-GATLING.1");
    g_assert_cmpint (sg_log_fold (&gatling, &gatling, &each), ==, SG_LOG_FOLD_NONE);
  }
  /* A count with no play before it stands alone. */
  g_assert_cmpint (sg_log_fold (&discard, &discard, &count), ==, SG_LOG_FOLD_NONE);
}

/* A Fanning's first shot comes once it has counted them (E-13): its play
 * row says how many; a Fanning's shot after another row keeps its own. */
static void
test_fanning_count (void)
{
  SgEvent play = event (SG_EV_PLAY, 7, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "C-FANNING.1");
  SgEvent discard = event (SG_EV_DISCARD, 7, SG_NONE, SG_NONE, 0, "D4.4");
  SgEvent shot = event (SG_EV_SHOT, SG_NONE, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "C-FANNING.1");
  SgEvent hit = event (SG_EV_HIT, SG_NONE, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "D5.7");

  g_assert_cmpint (sg_log_fold (&play, &discard, &shot), ==, SG_LOG_FOLD_SHOT_COUNT);
  g_assert_cmpint (sg_log_fold (&hit, &hit, &shot), ==, SG_LOG_FOLD_NONE);
}

static void
test_equipment (void)
{
  SgEvent play = event (SG_EV_PLAY, 3, SG_LAW, SG_CHAR_WILD_BILL, 0, "C-BARREL.1");
  SgEvent equip = event (SG_EV_EQUIP, 3, SG_LAW, SG_CHAR_WILD_BILL, 0, "D4.3.1");
  SgEvent other = event (SG_EV_EQUIP, 4, SG_LAW, SG_CHAR_WILD_BILL, 0, "C-DYNAMITE.3");

  g_assert_cmpint (sg_log_fold (&play, &play, &equip), ==, SG_LOG_FOLD_ABSORB);
  g_assert_cmpint (sg_log_fold (&play, &play, &other), ==, SG_LOG_FOLD_NONE);
}

static void
test_dodges_and_hits (void)
{
  SgEvent dodge = event (SG_EV_DODGE, 5, SG_LAW, SG_CHAR_WILD_BILL, 0, "C-MISSED.1");
  SgEvent discard = event (SG_EV_DISCARD, 5, SG_NONE, SG_NONE, 0, "C-MISSED.1");
  SgEvent none = event (SG_EV_AUTO, SG_NONE, SG_NONE, SG_NONE, SG_ACT_TAKE, "D5.5");
  SgEvent chosen = event (SG_EV_AUTO, 6, SG_NONE, SG_NONE, SG_ACT_CHOOSE_CARD, "C-GENERAL-STORE.2");
  SgEvent hit = event (SG_EV_HIT, SG_NONE, SG_LAW, SG_CHAR_WILD_BILL, 0, "D5.7");
  SgEvent loss = event (SG_EV_LIFE_LOST, SG_NONE, SG_LAW, SG_CHAR_WILD_BILL, 1, "D5.7");
  SgEvent other_loss = event (SG_EV_LIFE_LOST, SG_NONE, SG_LAW, SG_CHAR_WYATT_EAR, 1, "C-GATLING.1");

  g_assert_cmpint (sg_log_fold (&dodge, &dodge, &discard), ==, SG_LOG_FOLD_ABSORB);
  /* Nothing to answer with, so the shot hits, and costs a life point. */
  g_assert_cmpint (sg_log_fold (&none, &none, &hit), ==, SG_LOG_FOLD_APPEND);
  g_assert_cmpint (sg_log_fold (&none, &hit, &loss), ==, SG_LOG_FOLD_APPEND);
  g_assert_cmpint (sg_log_fold (&hit, &hit, &loss), ==, SG_LOG_FOLD_APPEND);
  g_assert_cmpint (sg_log_fold (&hit, &hit, &other_loss), ==, SG_LOG_FOLD_NONE);
  /* Only a shot left unanswered: another lone choice is a row. */
  g_assert_cmpint (sg_log_fold (&chosen, &chosen, &hit), ==, SG_LOG_FOLD_NONE);
  /* A loss with no hit before it (Indians!, Dynamite) is a row. */
  g_assert_cmpint (sg_log_fold (&dodge, &dodge, &loss), ==, SG_LOG_FOLD_NONE);
}

/* What ev does after a row from head to last. */
typedef struct {
  const SgEvent *head, *last, *ev;
  SgLogFold fold;
} FoldCase;

static void
assert_folds (const FoldCase *cases, gsize n)
{
  for (gsize i = 0; i < n; i++)
    g_assert_cmpint (sg_log_fold (cases[i].head, cases[i].last, cases[i].ev), ==, cases[i].fold);
}

/* A Barrel's (or Sid Curry's) reveal that dodges already says so: the
 * dodge that follows, after the revealed card's discard, is told in its
 * row.  A failed reveal, another side's dodge or a dodge by a card keeps
 * its row. */
static void
test_dodge_by_reveal (void)
{
  SgEvent reveal = event (SG_EV_REVEAL, 4, SG_NONE, SG_NONE, 1, "C-BARREL.2");
  SgEvent discard = event (SG_EV_DISCARD, 4, SG_NONE, SG_NONE, 0, "D6.1");
  SgEvent dodge = event (SG_EV_DODGE, SG_NONE, SG_LAW, SG_CHAR_WILD_BILL, 1, "C-BARREL.2");
  SgEvent failed = event (SG_EV_REVEAL, 4, SG_NONE, SG_NONE, 0, "C-BARREL.3");
  SgEvent missed = event (SG_EV_DODGE, 5, SG_LAW, SG_CHAR_WILD_BILL, 0, "C-MISSED.1");
  SgEvent sid = event (SG_EV_REVEAL, 4, SG_NONE, SG_NONE, 1, "P-SID-CURRY.2");
  SgEvent sid_dodge = event (SG_EV_DODGE, SG_NONE, SG_LAW, SG_CHAR_SID_CURRY, 1, "P-SID-CURRY.2");
  SgEvent theirs = dodge;

  theirs.side = SG_OUTLAW;
  {
    const FoldCase cases[] = {
      { &reveal, &discard, &dodge, SG_LOG_FOLD_ABSORB },
      { &reveal, &reveal, &dodge, SG_LOG_FOLD_ABSORB },
      { &sid, &discard, &sid_dodge, SG_LOG_FOLD_ABSORB },
      { &failed, &discard, &missed, SG_LOG_FOLD_NONE },
      { &reveal, &discard, &missed, SG_LOG_FOLD_NONE },
      { &reveal, &discard, &theirs, SG_LOG_FOLD_NONE },
      { &discard, &discard, &dodge, SG_LOG_FOLD_NONE },
    };
    assert_folds (cases, G_N_ELEMENTS (cases));
  }
}

/* The points of one loss, lost one by one (E-05d), are one row told with
 * their total; a point of another character, for another reason, or after
 * anything else (a card drawn for the point before) keeps its row (a
 * hit's point, after the hit: test_dodges_and_hits). */
static void
test_loss_points (void)
{
  SgEvent point = event (SG_EV_LIFE_LOST, SG_NONE, SG_LAW, SG_CHAR_DALON_RANGER, 1, "C-DYNAMITE.2");
  SgEvent other_ch = point, other_rule = point;
  SgEvent draw = event (SG_EV_DRAW, 4, SG_NONE, SG_NONE, 0, "P-DALON-RANGER.1");

  const SgEvent *apart[] = { &other_ch, &other_rule };

  other_ch.target_ch = SG_CHAR_WILD_BILL;
  other_rule.rule = "C-WHISKY.1";
  g_assert_cmpint (sg_log_fold (&point, &point, &point), ==, SG_LOG_FOLD_LOSS);
  for (gsize i = 0; i < G_N_ELEMENTS (apart); i++)
    g_assert_cmpint (sg_log_fold (&point, &point, apart[i]), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&draw, &draw, &point), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&point, &draw, &point), ==, SG_LOG_FOLD_NONE);
}

static void
test_draws (void)
{
  SgEvent first = event (SG_EV_DRAW, 1, SG_NONE, SG_NONE, 0, "D1.8");
  SgEvent next = event (SG_EV_DRAW, 2, SG_NONE, SG_NONE, 0, "D1.8");
  SgEvent common = event (SG_EV_DRAW, 3, SG_NONE, SG_NONE, 1, "D1.8");
  SgEvent other_rule = event (SG_EV_DRAW, 4, SG_NONE, SG_NONE, 0, "D2.1.1");
  SgEvent other_side = next;

  other_side.side = SG_OUTLAW;
  g_assert_cmpint (sg_log_fold (&first, &first, &next), ==, SG_LOG_FOLD_DRAW);
  g_assert_cmpint (sg_log_fold (&first, &next, &common), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&first, &next, &other_rule), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&first, &next, &other_side), ==, SG_LOG_FOLD_NONE);
}

static void
test_turn_start (void)
{
  SgEvent turn = event (SG_EV_TURN_START, SG_NONE, SG_NONE, SG_NONE, 3, "D2.0.2");
  SgEvent draw_phase = event (SG_EV_PHASE, SG_NONE, SG_NONE, SG_NONE, SG_PHASE_DRAW, "D2.1.1");
  SgEvent draw = event (SG_EV_DRAW, 1, SG_NONE, SG_NONE, 0, "D2.1.1");
  SgEvent play_phase = event (SG_EV_PHASE, SG_NONE, SG_NONE, SG_NONE, SG_PHASE_PLAY, "D2.2.1");
  SgEvent start_card = event (SG_EV_START_CARD, 2, SG_LAW, SG_CHAR_WILD_BILL, 0, "C-DYNAMITE.2");
  SgEvent discard_phase = event (SG_EV_PHASE, SG_NONE, SG_NONE, SG_NONE, SG_PHASE_DISCARD, "D2.3.1");

  g_assert_cmpint (sg_log_fold (&turn, &turn, &draw_phase), ==, SG_LOG_FOLD_APPEND);
  g_assert_cmpint (sg_log_fold (&turn, &draw_phase, &draw), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&draw, &draw, &play_phase), ==, SG_LOG_FOLD_APPEND);
  /* A draw after the phase was told starts a row of its own. */
  g_assert_cmpint (sg_log_fold (&draw, &play_phase, &draw), ==, SG_LOG_FOLD_NONE);
  /* A start-of-turn card between them, or another phase: rows. */
  g_assert_cmpint (sg_log_fold (&start_card, &start_card, &draw_phase), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&draw, &draw, &discard_phase), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&turn, &turn, &play_phase), ==, SG_LOG_FOLD_NONE);
}

static void
test_start_card (void)
{
  SgEvent start = event (SG_EV_START_CARD, 9, SG_LAW, SG_CHAR_WILD_BILL, 0, "C-DYNAMITE.2");
  SgEvent reveal = event (SG_EV_REVEAL, 4, SG_NONE, SG_NONE, 0, "C-DYNAMITE.3");
  SgEvent discard = event (SG_EV_DISCARD, 4, SG_NONE, SG_NONE, 0, "D6.1");
  SgEvent pass = event (SG_EV_DYNAMITE_PASS, 9, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "C-DYNAMITE.3");
  SgEvent equip = event (SG_EV_EQUIP, 9, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "C-DYNAMITE.3");
  SgEvent other_equip = event (SG_EV_EQUIP, 5, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "D4.3.1");
  SgEvent loss = event (SG_EV_LIFE_LOST, SG_NONE, SG_LAW, SG_CHAR_WILD_BILL, 1, "C-DYNAMITE.2");

  /* "Start of turn: the Dynamite on Wild Bill ... revealed ... passes to
   * Babe Leroy." in one row. */
  g_assert_cmpint (sg_log_fold (&start, &start, &reveal), ==, SG_LOG_FOLD_APPEND);
  g_assert_cmpint (sg_log_fold (&start, &reveal, &discard), ==, SG_LOG_FOLD_ABSORB);
  g_assert_cmpint (sg_log_fold (&start, &discard, &pass), ==, SG_LOG_FOLD_APPEND);
  g_assert_cmpint (sg_log_fold (&start, &pass, &equip), ==, SG_LOG_FOLD_ABSORB);
  g_assert_cmpint (sg_log_fold (&start, &pass, &other_equip), ==, SG_LOG_FOLD_NONE);
  /* The explosion's losses keep their rows. */
  g_assert_cmpint (sg_log_fold (&start, &discard, &loss), ==, SG_LOG_FOLD_NONE);
  /* A revealed card's discard folds after any reveal. */
  g_assert_cmpint (sg_log_fold (&loss, &reveal, &discard), ==, SG_LOG_FOLD_ABSORB);
}

/* A side’s first characters (D1.4) are one row; a character that replaces
 * an eliminated one (D11.2), or the other side's, keeps its own. */
static void
test_first_characters (void)
{
  SgEvent first = event (SG_EV_ENTERS_PLAY, SG_NONE, SG_LAW, SG_CHAR_WILD_BILL, 5, "D1.4");
  SgEvent second = event (SG_EV_ENTERS_PLAY, SG_NONE, SG_LAW, SG_CHAR_JANGO, 3, "D1.4");
  SgEvent theirs = event (SG_EV_ENTERS_PLAY, SG_NONE, SG_OUTLAW, SG_CHAR_BABE_LEROY, 4, "D1.4");
  SgEvent replacement = event (SG_EV_ENTERS_PLAY, SG_NONE, SG_LAW, SG_CHAR_JANGO, 3, "D11.2");

  theirs.side = SG_OUTLAW;
  g_assert_cmpint (sg_log_fold (&first, &first, &second), ==, SG_LOG_FOLD_ENTRY);
  g_assert_cmpint (sg_log_fold (&first, &first, &theirs), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&first, &first, &replacement), ==, SG_LOG_FOLD_NONE);
}

/* The cards a General Store turns up are told in the row that played it,
 * or in the first of them; another card's play keeps its row. */
static void
test_turned_up (void)
{
  SgEvent store = event (SG_EV_PLAY, 5, SG_NONE, SG_NONE, 0, "C-GENERAL-STORE.1");
  SgEvent colt = event (SG_EV_PLAY, 6, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "C-COLT.1");
  SgEvent up = event (SG_EV_TURNED_UP, 9, SG_NONE, SG_NONE, 0, "C-GENERAL-STORE.1");

  g_assert_cmpint (sg_log_fold (&store, &store, &up), ==, SG_LOG_FOLD_TURNED_UP);
  g_assert_cmpint (sg_log_fold (&store, &up, &up), ==, SG_LOG_FOLD_TURNED_UP);
  g_assert_cmpint (sg_log_fold (&up, &up, &up), ==, SG_LOG_FOLD_TURNED_UP);
  g_assert_cmpint (sg_log_fold (&colt, &colt, &up), ==, SG_LOG_FOLD_NONE);
}

/* A lone option taken and what it did are one row; a lone take with no
 * card (nothing to dodge with) folds as a hit, not here. */
static void
test_only_choice (void)
{
  SgEvent auto_pick = event (SG_EV_AUTO, 7, SG_NONE, SG_NONE, SG_ACT_CHOOSE_CARD, "C-GENERAL-STORE.2");
  SgEvent take = event (SG_EV_TAKE, 7, SG_NONE, SG_NONE, 0, "C-GENERAL-STORE.2");
  SgEvent other = event (SG_EV_TAKE, 8, SG_NONE, SG_NONE, 0, "C-GENERAL-STORE.2");
  SgEvent no_answer = event (SG_EV_AUTO, SG_NONE, SG_NONE, SG_NONE, SG_ACT_TAKE, "D5.5");
  SgEvent hit = event (SG_EV_HIT, SG_NONE, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "D5.7");

  g_assert_cmpint (sg_log_fold (&auto_pick, &auto_pick, &take), ==, SG_LOG_FOLD_ONLY_CHOICE);
  g_assert_cmpint (sg_log_fold (&auto_pick, &auto_pick, &other), ==, SG_LOG_FOLD_NONE);
  /* Once told, the row is the take's: nothing more folds as its result. */
  g_assert_cmpint (sg_log_fold (&auto_pick, &take, &take), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&no_answer, &no_answer, &hit), ==, SG_LOG_FOLD_APPEND);
}

/* A fallen character's equipment, in its elimination's row; a discard
 * for another reason after it keeps its own row. */
static void
test_left_behind (void)
{
  SgEvent out = event (SG_EV_ELIMINATED, SG_NONE, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "D11.2");
  SgEvent barrel = event (SG_EV_DISCARD, 3, SG_NONE, SG_NONE, 0, "L-03");
  SgEvent hat = event (SG_EV_DISCARD, 4, SG_NONE, SG_NONE, 0, "L-03");
  SgEvent limit = event (SG_EV_DISCARD, 5, SG_NONE, SG_NONE, 0, "D2.3.1");

  g_assert_cmpint (sg_log_fold (&out, &out, &barrel), ==, SG_LOG_FOLD_LEFT_BEHIND);
  g_assert_cmpint (sg_log_fold (&out, &barrel, &hat), ==, SG_LOG_FOLD_LEFT_BEHIND);
  g_assert_cmpint (sg_log_fold (&out, &barrel, &limit), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&barrel, &barrel, &hat), ==, SG_LOG_FOLD_NONE);
}

/* Jack Ransome's reach is told in the row of the play it made legal; his
 * other lines keep their rows. */
static void
test_reach (void)
{
  SgEvent play = event (SG_EV_PLAY, 7, SG_LAW, SG_CHAR_WYATT_EAR, 0, "C-COLT.1");
  SgEvent reach = event (SG_EV_ABILITY, SG_NONE, SG_NONE, SG_NONE, 0, "P-JACK-RANSOME.1");
  SgEvent other = event (SG_EV_ABILITY, SG_NONE, SG_NONE, SG_NONE, 0, "P-SLIM-POET.1");

  g_assert_cmpint (sg_log_fold (&play, &play, &reach), ==, SG_LOG_FOLD_APPEND);
  g_assert_cmpint (sg_log_fold (&play, &play, &other), ==, SG_LOG_FOLD_NONE);
  g_assert_cmpint (sg_log_fold (&other, &other, &reach), ==, SG_LOG_FOLD_NONE);
}

/* So is the Scope's (C-SCOPE.1), which let a shot reach a back-up. */
static void
test_scope (void)
{
  SgEvent play = event (SG_EV_PLAY, 7, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "C-FANNING.1");
  SgEvent count = event (SG_EV_BANG_COUNT, SG_NONE, SG_NONE, SG_NONE, 1, "E-10");
  SgEvent scope = event (SG_EV_EQUIP_REACH, 9, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "C-SCOPE.1");
  SgEvent hit = event (SG_EV_HIT, SG_NONE, SG_OUTLAW, SG_CHAR_BABE_LEROY, 0, "D5.7");

  g_assert_cmpint (sg_log_fold (&play, &count, &scope), ==, SG_LOG_FOLD_APPEND);
  g_assert_cmpint (sg_log_fold (&hit, &hit, &scope), ==, SG_LOG_FOLD_NONE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/log-fold/played-card", test_played_card);
  g_test_add_func ("/log-fold/fanning-count", test_fanning_count);
  g_test_add_func ("/log-fold/equipment", test_equipment);
  g_test_add_func ("/log-fold/dodges-and-hits", test_dodges_and_hits);
  g_test_add_func ("/log-fold/loss-points", test_loss_points);
  g_test_add_func ("/log-fold/dodge-by-reveal", test_dodge_by_reveal);
  g_test_add_func ("/log-fold/draws", test_draws);
  g_test_add_func ("/log-fold/first-characters", test_first_characters);
  g_test_add_func ("/log-fold/turned-up", test_turned_up);
  g_test_add_func ("/log-fold/only-choice", test_only_choice);
  g_test_add_func ("/log-fold/left-behind", test_left_behind);
  g_test_add_func ("/log-fold/reach", test_reach);
  g_test_add_func ("/log-fold/scope", test_scope);
  g_test_add_func ("/log-fold/turn-start", test_turn_start);
  g_test_add_func ("/log-fold/start-card", test_start_card);
  return g_test_run ();
}
