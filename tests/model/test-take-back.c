/* test-take-back.c: taking back a move against the computer (any own
 * move) and against a friend (only the deciding person's move just made,
 * and only when it showed nothing hidden). */
#include <string.h>

#include "sg-practice.h"
#include "sg-save.h"
#include "sg-take-back.h"
#include "sg-test-dirs.h"
#include "sg-test-practice.h"

static void
test_against_computer (void)
{
  g_autoptr (SgGameModel) model = sg_test_practice_game (11);

  g_assert_true (sg_take_back_offered (model));
  /* The secret first choice is the person's first decision: nothing to undo. */
  g_assert_false (sg_take_back_possible (model));

  for (guint moves = 0; moves < 12 && sg_game_model_get_winner (model) == SG_WINNER_NONE; moves++)
    {
      guint64 before = sg_save_fingerprint (sg_game_model_get_game (model));
      guint n_before = sg_save_get_n_actions (sg_game_model_get_save (model));
      SgDecision decision = sg_game_model_get_decision (model);
      SgAction move = sg_test_some_move (model);
      g_autoptr (GError) error = NULL;

      g_assert_true (sg_game_model_apply (model, &move, NULL));
      sg_test_wait_for_person (model);
      /* Against the computer, whatever the move showed. */
      g_assert_true (sg_take_back_possible (model));

      /* Exactly the state before the move, the same decision. */
      g_assert_true (sg_take_back (model, &error));
      g_assert_no_error (error);
      /* Counted, for the statistics (sg-stats.h). */
      g_assert_cmpuint (sg_save_get_take_backs (sg_game_model_get_save (model)), ==, moves + 1);
      g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, before);
      g_assert_cmpuint (sg_save_get_n_actions (sg_game_model_get_save (model)), ==, n_before);
      g_assert_cmpint (sg_game_model_get_decision (model), ==, decision);
      g_assert_true (sg_game_model_person_decides (model));
      g_assert_cmpint (sg_game_model_get_player (model, SG_OUTLAW), ==, SG_PLAYER_EASY);

      /* Then play on. */
      move = sg_test_some_move (model);
      g_assert_true (sg_game_model_apply (model, &move, NULL));
      sg_test_wait_for_person (model);
    }
  /* No bot left thinking behind an undo. */
  for (guint guard = 0; guard < 1000 && sg_game_model_get_bot_jobs () > 0; guard++)
    {
      /* The worker may drop the last reference to its job a moment later. */
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
  g_assert_cmpuint (sg_game_model_get_bot_jobs (), ==, 0);
}

/* Each row of the log: its text for the Lawmen, then each rule it cites
 * and whether for the first time ("*"). */
static char *
log_lines (SgGameModel *model)
{
  GListModel *log = sg_game_model_get_log (model);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr (SgLogEntry) row = g_list_model_get_item (log, i);

      g_string_append (out, sg_log_entry_get_text (row, SG_LAW));
      for (guint k = 0; k < sg_log_entry_get_n_rules (row); k++)
        g_string_append_printf (out, " [%s%s]", sg_log_entry_get_nth_rule (row, k),
                                sg_log_entry_get_nth_first_time (row, k) ? "*" : "");
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* A take-back shows the log as it was before the move, rules met for the
 * first time still marked so (in bold): the replay took every rule as seen
 * already, and the whole log lost its bold (a German play-test). */
static void
test_keeps_first_times (void)
{
  g_autoptr (SgGameModel) model = sg_test_practice_game (11);
  guint marked = 0;

  for (guint moves = 0; moves < 8 && sg_game_model_get_winner (model) == SG_WINNER_NONE; moves++)
    {
      g_autofree char *before = log_lines (model);
      g_autofree char *after = NULL;
      SgAction move = sg_test_some_move (model);

      g_assert_true (sg_game_model_apply (model, &move, NULL));
      sg_test_wait_for_person (model);
      if (!sg_take_back_possible (model))
        continue;
      g_assert_true (sg_take_back (model, NULL));
      after = log_lines (model);
      g_assert_cmpstr (after, ==, before);
      for (const char *c = after; (c = strstr (c, "*]")) != NULL; c++)
        marked++;
      move = sg_test_some_move (model);
      g_assert_true (sg_game_model_apply (model, &move, NULL));
      sg_test_wait_for_person (model);
    }
  g_assert_cmpuint (marked, >, 0);
}

/* --- against a friend --------------------------------------------------- */

/* Applies a move and, as the hand-over screen would, seats the person who
 * decides next. */
static void
hot_seat_apply (SgGameModel *model, const SgAction *move)
{
  g_assert_true (sg_game_model_apply (model, move, NULL));
  if (sg_game_model_handover_pending (model))
    sg_game_model_set_viewer (model, sg_game_model_get_decider (model));
}

/* A game between two people, played on with the first options up to the
 * first play phase. */
static SgGameModel *
hot_seat_game (guint64 seed)
{
  SgGameModel *model = sg_game_model_new ();
  SgSetup setup;

  sg_setup_default (&setup, seed);
  sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_PERSON);
  for (guint guard = 0; guard < 10 && sg_game_model_get_decision (model) != SG_DEC_PLAY; guard++)
    {
      guint n;
      const SgAction *opts = sg_game_model_get_options (model, &n);
      SgAction move = opts[0];
      hot_seat_apply (model, &move);
    }
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_PLAY);
  g_assert_false (sg_game_model_handover_pending (model));
  return model;
}

/* The option of kind (and of a card of type, unless type is SG_NONE), or
 * FALSE. */
static gboolean
find_option (SgGameModel *model, SgActionKind kind, int type, SgAction *out)
{
  guint n;
  const SgAction *opts = sg_game_model_get_options (model, &n);
  const SgGame *g = sg_game_model_get_game (model);

  for (guint i = 0; i < n; i++)
    if (opts[i].kind == kind && (type == SG_NONE || g->card[opts[i].card].type == type))
      {
        *out = opts[i];
        return TRUE;
      }
  return FALSE;
}

/* A hot-seat game whose first play phase offers a play of a card of type. */
static SgGameModel *
hot_seat_game_with (SgCardType type, SgAction *play)
{
  for (guint64 seed = 1; seed < 400; seed++)
    {
      SgGameModel *model = hot_seat_game (seed);
      if (find_option (model, SG_ACT_PLAY, type, play))
        return model;
      g_object_unref (model);
    }
  g_assert_not_reached ();
  return NULL;
}

static void
assert_refused (SgGameModel *model, const char *words)
{
  g_autoptr (GError) error = NULL;
  guint64 before = sg_save_fingerprint (sg_game_model_get_game (model));
  guint n_before = sg_save_get_n_actions (sg_game_model_get_save (model));

  g_assert_false (sg_take_back_possible (model));
  g_assert_false (sg_take_back (model, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, words) == NULL)
    g_error ("'%s' lacks '%s'", error->message, words);
  /* Refused: nothing changed. */
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, before);
  g_assert_cmpuint (sg_save_get_n_actions (sg_game_model_get_save (model)), ==, n_before);
}

/* Moving the AC token shows nothing: the person at the screen takes it
 * back and decides again, without a hand-over. */
static void
test_hot_seat_own_move (void)
{
  g_autoptr (SgGameModel) model = hot_seat_game (3);
  g_autoptr (GError) error = NULL;
  SgSide person = sg_game_model_get_decider (model);
  guint64 before = sg_save_fingerprint (sg_game_model_get_game (model));
  guint n_before = sg_save_get_n_actions (sg_game_model_get_save (model));
  SgAction sw;

  g_assert_true (sg_take_back_offered (model));
  /* The last move so far drew the turn's cards, or was the friend's. */
  g_assert_false (sg_take_back_possible (model));

  g_assert_true (find_option (model, SG_ACT_SWITCH, SG_NONE, &sw));
  hot_seat_apply (model, &sw);
  g_assert_cmpint (sg_game_model_get_decider (model), ==, person);
  g_assert_true (sg_take_back_possible (model));
  g_assert_true (sg_take_back (model, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, before);
  g_assert_cmpuint (sg_save_get_n_actions (sg_game_model_get_save (model)), ==, n_before);
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_PLAY);
  g_assert_cmpint (sg_game_model_get_viewer (model), ==, person);
  g_assert_false (sg_game_model_handover_pending (model));
  g_assert_true (find_option (model, SG_ACT_SWITCH, SG_NONE, &sw));
}

/* A Barrel put on one's own character shows the card to the friend's
 * "seen" bit, but the friend has not seen the screen since: the person
 * at the screen learnt nothing and takes it back (a play-tester was told
 * that it "showed a card that was hidden"). */
static void
test_hot_seat_equipment (void)
{
  SgAction play;
  g_autoptr (SgGameModel) model = hot_seat_game_with (SG_CARD_BARREL, &play);
  SgSide person = sg_game_model_get_decider (model);
  SgSide friend = (SgSide) (1 - person);
  guint64 before = sg_save_fingerprint (sg_game_model_get_game (model));
  g_autoptr (GError) error = NULL;

  /* Unseen by the friend until played. */
  g_assert_false (sg_game_model_get_game (model)->seen[play.card] & (1u << friend));
  hot_seat_apply (model, &play);
  g_assert_true (sg_game_model_get_game (model)->seen[play.card] & (1u << friend));
  g_assert_cmpint (sg_game_model_get_decider (model), ==, person);
  g_assert_true (sg_take_back (model, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, before);
  g_assert_cmpint (sg_game_model_get_viewer (model), ==, person);

  /* Two such moves in a row are taken back one after the other: a
   * take-back is no hand-over. */
  {
    SgAction sw;

    if (!find_option (model, SG_ACT_SWITCH, SG_NONE, &sw))
      {
        g_test_message ("no AC token to move");
        return;
      }
    hot_seat_apply (model, &play);
    hot_seat_apply (model, &sw);
    g_assert_true (sg_take_back (model, NULL));
    g_assert_false (sg_game_model_handover_pending (model));
    g_assert_true (sg_take_back (model, NULL));
    g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, before);
  }
}

/* A Stagecoach draws cards: taken back, its player would know them. */
static void
test_hot_seat_draw (void)
{
  SgAction play;
  g_autoptr (SgGameModel) model = hot_seat_game_with (SG_CARD_STAGECOACH, &play);

  hot_seat_apply (model, &play);
  assert_refused (model, "hidden");
}

/* A Steal with nothing in play to take picks a card of the opponent's
 * hand at random: no event shows a hidden card to the table, but the pick
 * drew on the game's randomness. */
static void
test_hot_seat_random (void)
{
  SgAction play;
  g_autoptr (SgGameModel) model = hot_seat_game_with (SG_CARD_STEAL, &play);

  hot_seat_apply (model, &play);
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_PLAY);
  assert_refused (model, "chance");
}

/* Once the friend has something to decide, and after the friend's own
 * move, nothing is taken back. */
static void
test_hot_seat_friend (void)
{
  g_autoptr (SgGameModel) model = hot_seat_game (4);
  SgSide person = sg_game_model_get_decider (model);
  SgAction end;

  g_assert_true (find_option (model, SG_ACT_END, SG_NONE, &end));
  g_assert_true (sg_game_model_apply (model, &end, NULL));
  /* The discard phase may come first; then the friend's turn. */
  for (guint guard = 0; guard < 10 && sg_game_model_get_decider (model) == person; guard++)
    {
      guint n;
      const SgAction *opts = sg_game_model_get_options (model, &n);
      SgAction move = opts[0];
      g_assert_true (sg_game_model_apply (model, &move, NULL));
    }
  g_assert_true (sg_game_model_handover_pending (model));
  assert_refused (model, "other player");
  /* Seated, the friend has no move of their own yet. */
  sg_game_model_set_viewer (model, sg_game_model_get_decider (model));
  g_assert_false (sg_take_back_possible (model));
}

/* A shot the friend could only take, asked behind a hand-over all the
 * same (ask_lone) and not recorded in the save (a replay takes it): the
 * friend has seen the table since, so the shot stays, although the last
 * move of the save is the shooter's. */
static void
test_hot_seat_after_lone_answer (void)
{
  for (guint64 seed = 1; seed < 400; seed++)
    {
      g_autoptr (SgGameModel) model = hot_seat_game (seed);
      SgSide person = sg_game_model_get_decider (model);
      guint n_actions;
      SgAction colt;

      if (!find_option (model, SG_ACT_PLAY, SG_CARD_COLT, &colt) || colt.target != SG_CHAR_CODE (1 - person, 0))
        continue;
      g_assert_true (sg_game_model_apply (model, &colt, NULL));
      if (!sg_game_lone_asked (sg_game_model_get_game (model)))
        continue;
      n_actions = sg_save_get_n_actions (sg_game_model_get_save (model));
      /* The friend's hand-over, the only answer, then back to the shooter. */
      g_assert_true (sg_game_model_handover_pending (model));
      sg_game_model_set_viewer (model, (SgSide) (1 - person));
      hot_seat_apply (model, &sg_game_model_get_options (model, NULL)[0]);
      g_assert_cmpint (sg_game_model_get_viewer (model), ==, person);
      g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_PLAY);
      g_assert_cmpuint (sg_save_get_n_actions (sg_game_model_get_save (model)), ==, n_actions);
      assert_refused (model, "other player");
      return;
    }
  g_assert_not_reached ();
}

static void
test_not_offered (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  SgSetup setup;

  g_assert_false (sg_take_back_offered (model));
  sg_setup_default (&setup, 5);
  sg_game_model_set_bot_delay (model, 0);
  sg_game_model_new_game (model, &setup, SG_PLAYER_EASY, SG_PLAYER_MEDIUM);
  g_assert_false (sg_take_back_offered (model));
  g_assert_false (sg_take_back (model, &error));
  g_assert_nonnull (strstr (error->message, "computer or a friend"));
}

/* A game between two people started from a scenario (`--scenario`) has no
 * deal to replay: the refusal says so, where it said Take Back was only
 * for games against the computer or a friend, which this game is (a
 * hot-seat play-test).  Also against the computer. */
static void
test_scenario_game (void)
{
  static const char scenario[] =
    "seed 2047\nstart law\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\nlaw hand Colt Missed!\n"
    "outlaw active \"Cattle Katie\"\noutlaw backup \"Babe Leroy\"\noutlaw hand Colt\n";

  for (int against_computer = 0; against_computer <= 1; against_computer++)
    {
      g_autoptr (SgGameModel) model = sg_game_model_new ();
      g_autoptr (GError) error = NULL;
      SgAction colt;

      sg_game_model_set_bot_delay (model, 0);
      g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON,
                                                  against_computer ? SG_PLAYER_EASY : SG_PLAYER_PERSON, NULL));
      g_assert_true (sg_game_model_is_hot_seat (model) == !against_computer);
      g_assert_true (find_option (model, SG_ACT_PLAY, SG_CARD_COLT, &colt));
      g_assert_true (sg_game_model_apply (model, &colt, NULL));
      g_assert_true (sg_take_back_offered (model));
      g_assert_false (sg_take_back_possible (model));
      g_assert_false (sg_take_back (model, &error));
      g_assert_nonnull (error);
      g_assert_null (strstr (error->message, "computer or a friend"));
      g_assert_nonnull (strstr (error->message, "started from a scenario"));
    }
}

int
main (int argc, char *argv[])
{
  /* Whatever the model keeps goes to temporary XDG directories. */
  g_autofree char *dirs = sg_test_isolate_dirs ("test-take-back");
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/take-back/against-computer", test_against_computer);
  g_test_add_func ("/take-back/keeps-first-times", test_keeps_first_times);
  g_test_add_func ("/take-back/hot-seat/own-move", test_hot_seat_own_move);
  g_test_add_func ("/take-back/hot-seat/equipment", test_hot_seat_equipment);
  g_test_add_func ("/take-back/hot-seat/draw", test_hot_seat_draw);
  g_test_add_func ("/take-back/hot-seat/random", test_hot_seat_random);
  g_test_add_func ("/take-back/hot-seat/friend", test_hot_seat_friend);
  g_test_add_func ("/take-back/hot-seat/after-lone-answer", test_hot_seat_after_lone_answer);
  g_test_add_func ("/take-back/not-offered", test_not_offered);
  g_test_add_func ("/take-back/scenario-game", test_scenario_game);
  status = g_test_run ();
  sg_test_remove_tree (dirs);
  return status;
}
