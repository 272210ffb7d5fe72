/* test-model-save.c: the game model records every action into an SgSave
 * (person and bot moves, identical copies played), and a save loaded into
 * another model is the same game, which then goes on identically. */
#include <glib/gstdio.h>
#include <string.h>

#include "sg-game-model.h"
#include "sg-log-entry.h"
#include "sg-scenario.h"
#include "sg-test-deals.h"

/* An action equivalent to option i but with another identical copy of its
 * card, when the hand holds one (the model must record the listed one). */
static guint copies_played;

static SgAction
maybe_other_copy (SgGameModel *model, guint i)
{
  guint n;
  const SgAction *options = sg_game_model_get_options (model, &n);
  const SgGame *game = sg_game_model_get_game (model);
  SgAction a = options[i];

  if (a.card == SG_NONE)
    return a;
  for (guint8 c = 0; c < game->n_cards; c++)
    {
      SgAction b = a;

      b.card = c;
      if (c != a.card && sg_action_equivalent (game, &a, &b))
        {
          copies_played++;
          return b;
        }
    }
  return a;
}

/* Plays n moves for the persons of model (both sides in hot seat) with
 * rng, and returns how many were played before the game ended. */
static guint
play (SgGameModel *model, GRand *rng, guint n)
{
  for (guint k = 0; k < n; k++)
    {
      guint n_options;
      SgAction a;

      if (!sg_game_model_person_decides (model))
        return k;
      sg_game_model_get_options (model, &n_options);
      g_assert_cmpuint (n_options, >, 0);
      a = maybe_other_copy (model, (guint) g_rand_int_range (rng, 0, (gint32) n_options));
      g_assert_true (sg_game_model_apply (model, &a, NULL));
    }
  return n;
}

static guint64
fingerprint (SgGameModel *model)
{
  return sg_save_fingerprint (sg_game_model_get_game (model));
}

/* Answers the lone questions asked only because of ask_lone. */
static void
answer_lone (SgGameModel *model)
{
  while (sg_game_lone_asked (sg_game_model_get_game (model)))
    {
      SgAction a = sg_game_model_get_options (model, NULL)[0];

      g_assert_true (sg_game_model_apply (model, &a, NULL));
    }
}

static void
test_hot_seat_round_trips (void)
{
  g_autoptr (GRand) rng = g_rand_new_with_seed (42);

  for (guint seed = 1; seed <= 12; seed++)
    {
      g_autoptr (SgGameModel) model = sg_game_model_new ();
      SgSetup setup;

      sg_setup_default (&setup, seed * 7919);
      if (seed % 3 == 0)
        setup.characters[0] = setup.characters[1] = 8;
      sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_PERSON);
      g_assert_nonnull (sg_game_model_get_save (model));
      g_assert_cmpuint (sg_save_get_n_actions (sg_game_model_get_save (model)), ==, 0);

      /* Save at several points; each time the save, reloaded elsewhere,
       * is the same game and goes on the same way. */
      for (guint round = 0; round < 6; round++)
        {
          g_autoptr (SgGameModel) other = sg_game_model_new ();
          g_autoptr (GError) error = NULL;
          g_autoptr (SgSave) parsed = NULL;
          g_autofree char *text = NULL;
          const SgSave *save = sg_game_model_get_save (model);
          SgGame *game = g_new0 (SgGame, 1);
          gsize length = 0;
          guint played;

          /* A lone answer waiting behind a hand-over is not in the save
           * (a replay takes it): answered first, the game is the save's. */
          answer_lone (model);
          text = sg_save_to_data (save, sg_game_model_get_game (model), &length);
          parsed = sg_save_from_data (text, length, "test", game, &error);
          g_assert_no_error (error);
          g_assert_cmpuint (sg_save_fingerprint (game), ==, fingerprint (model));
          g_free (game);

          g_assert_true (sg_game_model_load_save (other, parsed, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (fingerprint (other), ==, fingerprint (model));
          g_assert_true (sg_game_model_is_hot_seat (other));
          /* Either player may have opened it: the hand-over page waits
           * for the one who decides, and no hand is shown meanwhile. */
          if (sg_game_model_get_winner (other) == SG_WINNER_NONE)
            {
              g_assert_true (sg_game_model_handover_pending (other));
              sg_game_model_set_viewer (other, sg_game_model_get_decider (other));
            }
          /* The log tells the game again. */
          g_assert_cmpuint (g_list_model_get_n_items (sg_game_model_get_log (other)), ==,
                            g_list_model_get_n_items (sg_game_model_get_log (model)));

          /* Both go on with the same moves. */
          {
            g_autoptr (GRand) a = g_rand_new_with_seed (seed * 100 + round);
            g_autoptr (GRand) b = g_rand_new_with_seed (seed * 100 + round);
            guint n1 = play (other, b, 30);

            played = play (model, a, 30);
            g_assert_cmpuint (played, ==, n1);
            g_assert_cmpuint (fingerprint (other), ==, fingerprint (model));
          }
          if (played < 30)
            break;  /* the game is over */
          (void) rng;
        }
    }
  /* The identical-copy path was exercised. */
  g_test_message ("%u moves with another identical copy", copies_played);
  g_assert_cmpuint (copies_played, >, 20);
}

static gboolean
flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until a person decides or the game is over. */
static void
wait_person (SgGameModel *model)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (60, flag_cb, &timed_out);

  while (!sg_game_model_person_decides (model) && sg_game_model_get_winner (model) == SG_WINNER_NONE
         && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

static void
test_bot_moves_recorded (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (SgGameModel) other = sg_game_model_new ();
  g_autoptr (GRand) rng = g_rand_new_with_seed (3);
  g_autoptr (GError) error = NULL;
  g_autoptr (SgSave) copy = NULL;
  SgSetup setup;

  sg_setup_default (&setup, 2024);
  sg_game_model_set_bot_delay (model, 0);
  sg_game_model_new_game (model, &setup, SG_PLAYER_EASY, SG_PLAYER_PERSON);
  for (guint k = 0; k < 40 && sg_game_model_get_winner (model) == SG_WINNER_NONE; k++)
    {
      wait_person (model);
      play (model, rng, 1);
    }
  wait_person (model);
  copy = sg_save_copy (sg_game_model_get_save (model));
  g_assert_cmpstr (sg_save_get_player (copy, SG_LAW), ==, "easy");
  g_assert_cmpstr (sg_save_get_player (copy, SG_OUTLAW), ==, "person");
  g_assert_cmpuint (sg_save_get_n_actions (copy), >, 40);

  /* The bot's level follows the preferences into the save. */
  sg_game_model_set_bot_level (model, SG_PLAYER_HARD);
  g_assert_cmpstr (sg_save_get_player (sg_game_model_get_save (model), SG_LAW), ==, "hard");

  sg_game_model_set_bot_delay (other, 0);
  g_assert_true (sg_game_model_load_save (other, copy, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (fingerprint (other), ==, fingerprint (model));
  g_assert_cmpint (sg_game_model_get_player (other, SG_LAW), ==, SG_PLAYER_EASY);
  g_assert_cmpint (sg_game_model_get_player (other, SG_OUTLAW), ==, SG_PLAYER_PERSON);
}

static void
test_bad_save_changes_nothing (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GRand) rng = g_rand_new_with_seed (1);
  g_autoptr (GError) error = NULL;
  g_autoptr (SgSave) bad = NULL;
  SgGame *start = g_new0 (SgGame, 1);
  SgAction options[SG_MAX_ACTIONS];
  SgSetup setup;
  guint64 before;
  guint n_log;

  sg_setup_default (&setup, 77);
  sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_PERSON);
  play (model, rng, 10);
  before = fingerprint (model);
  n_log = g_list_model_get_n_items (sg_game_model_get_log (model));

  /* The Lawmen's first choice, recorded twice: the second cannot be
   * replayed (the Outlaws decide then). */
  bad = sg_save_new (&setup);
  sg_game_new (start, &setup);
  g_assert_cmpint (sg_game_legal_actions (start, options), >, 0);
  g_assert_true (sg_save_record (bad, start, &options[0], NULL));
  g_assert_true (sg_save_record (bad, start, &options[0], NULL));
  g_free (start);

  g_assert_false (sg_game_model_load_save (model, bad, &error));
  g_assert_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_ACTION);
  g_assert_nonnull (strstr (error->message, "action 2"));
  /* The game in progress is untouched, and still recorded. */
  g_assert_cmpuint (fingerprint (model), ==, before);
  g_assert_cmpuint (g_list_model_get_n_items (sg_game_model_get_log (model)), ==, n_log);
  g_assert_cmpuint (sg_save_get_n_actions (sg_game_model_get_save (model)), ==, 10);
}

/* Whether two logs tell the same rows, word for word, to both sides. */
static void
assert_same_log (SgGameModel *a, SgGameModel *b)
{
  GListModel *la = sg_game_model_get_log (a), *lb = sg_game_model_get_log (b);

  g_assert_cmpuint (g_list_model_get_n_items (la), ==, g_list_model_get_n_items (lb));
  for (guint i = 0; i < g_list_model_get_n_items (la); i++)
    {
      g_autoptr (SgLogEntry) ra = g_list_model_get_item (la, i);
      g_autoptr (SgLogEntry) rb = g_list_model_get_item (lb, i);

      for (int side = 0; side < 2; side++)
        g_assert_cmpstr (sg_log_entry_get_text (ra, (SgSide) side), ==, sg_log_entry_get_text (rb, (SgSide) side));
    }
}

/* A save is replayed once to be loaded, and once to be opened from a file
 * (the reader's check is the game shown), with the log it had in play;
 * the game in progress stays while the file is only read, and a file
 * that cannot be read changes nothing.  Loading replayed twice (a check
 * aside, then again for the log), opening a file three times. */
static void
test_replayed_once (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (SgGameModel) other = sg_game_model_new ();
  g_autoptr (GRand) rng = g_rand_new_with_seed (8);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("sixgun-model-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "once.sixgun", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) bad = g_file_new_build_filename (dir, "bad.sixgun", NULL);
  SgLoadedGame *loaded;
  SgSetup setup;
  guint64 before;

  sg_setup_default (&setup, 4242);
  sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_PERSON);
  play (model, rng, 40);
  g_assert_cmpuint (sg_game_model_get_winner (model), ==, SG_WINNER_NONE);

  /* Loaded from a save. */
  sg_game_model_new_game (other, &setup, SG_PLAYER_PERSON, SG_PLAYER_PERSON);
  sg_test_deals_reset ();
  g_assert_true (sg_game_model_load_save (other, sg_game_model_get_save (model), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sg_test_deals_count (), ==, 1);
  g_assert_cmpuint (fingerprint (other), ==, fingerprint (model));
  assert_same_log (other, model);

  /* Opened from a file: read and replayed, the game in progress as it was,
   * then shown without another replay. */
  g_assert_true (sg_save_write_file (sg_game_model_get_save (model), sg_game_model_get_game (model), file,
                                     NULL, &error));
  g_assert_no_error (error);
  sg_game_model_new_game (other, &setup, SG_PLAYER_PERSON, SG_PLAYER_PERSON);
  play (other, rng, 3);
  before = fingerprint (other);
  sg_test_deals_reset ();
  loaded = sg_game_model_read_file (other, file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (sg_test_deals_count (), ==, 1);
  g_assert_cmpuint (fingerprint (other), ==, before);
  g_assert_cmpuint (sg_save_fingerprint (sg_loaded_game_get_game (loaded)), ==, fingerprint (model));
  g_assert_cmpuint (sg_save_get_n_actions (sg_loaded_game_get_save (loaded)), ==,
                    sg_save_get_n_actions (sg_game_model_get_save (model)));
  sg_game_model_show_loaded (other, loaded);
  g_assert_cmpuint (sg_test_deals_count (), ==, 1);
  g_assert_cmpuint (fingerprint (other), ==, fingerprint (model));
  assert_same_log (other, model);
  /* It goes on as the game it was. */
  sg_game_model_set_viewer (other, sg_game_model_get_decider (other));
  {
    g_autoptr (GRand) a = g_rand_new_with_seed (9);
    g_autoptr (GRand) b = g_rand_new_with_seed (9);

    g_assert_cmpuint (play (other, b, 20), ==, play (model, a, 20));
    g_assert_cmpuint (fingerprint (other), ==, fingerprint (model));
    g_assert_cmpuint (sg_save_get_n_actions (sg_game_model_get_save (other)), ==,
                      sg_save_get_n_actions (sg_game_model_get_save (model)));
  }

  /* A file that cannot be read: told, nothing changed. */
  g_clear_error (&error);
  g_assert_true (g_file_replace_contents (bad, "[Sixgun Save]\nversion=2\n", 24, NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, NULL));
  before = fingerprint (other);
  g_assert_null (sg_game_model_read_file (other, bad, &error));
  g_assert_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_SYNTAX);
  g_assert_cmpuint (fingerprint (other), ==, before);
  g_file_delete (bad, NULL, NULL);
  g_file_delete (file, NULL, NULL);
  g_rmdir (dir);
}

/* Writes model's save through the app's path and reads it back: the game
 * it replays to. */
static guint64
saved_fingerprint (SgGameModel *model, GFile *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SgSave) back = NULL;
  g_autofree SgGame *game = g_new0 (SgGame, 1);

  g_assert_true (sg_game_model_write_save (model, file, &error));
  back = sg_save_read_file (file, game, NULL, &error);
  g_assert_no_error (error);
  return sg_save_fingerprint (game);
}

/* A bot's lone answer waits for its pause (sg_game_lone_asked) and is not
 * recorded: a save written while it waits, and one written after, replay
 * to the game as it is once the answer is taken.  Games against the Easy
 * bot, random moves for the person. */
static void
test_lone_answers_saved (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sixgun-model-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lone.sixgun", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  guint lone = 0;

  for (guint seed = 1; seed <= 6; seed++)
    {
      g_autoptr (SgGameModel) model = sg_game_model_new ();
      g_autoptr (GRand) rng = g_rand_new_with_seed (seed);
      SgSetup setup;

      sg_setup_default (&setup, seed * 131);
      sg_game_model_set_bot_delay (model, 0);
      sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_EASY);
      for (guint k = 0; k < 200 && sg_game_model_get_winner (model) == SG_WINNER_NONE; k++)
        {
          wait_person (model);
          if (play (model, rng, 1) == 0)
            break;
          if (sg_game_lone_asked (sg_game_model_get_game (model)))
            {
              g_autofree SgGame *settled = g_memdup2 (sg_game_model_get_game (model), sizeof (SgGame));

              lone++;
              sg_game_settle (settled);
              g_assert_cmpuint (saved_fingerprint (model, file), ==, sg_save_fingerprint (settled));
              wait_person (model);
              g_assert_cmpuint (saved_fingerprint (model, file), ==, fingerprint (model));
            }
        }
    }
  g_test_message ("%u lone answers of the bot", lone);
  g_assert_cmpuint (lone, >, 3);
  g_file_delete (file, NULL, NULL);
  g_rmdir (dir);
}

/* Against a friend, a lone answer is asked behind a hand-over too, and
 * is not recorded either: a save written while it waits, and one written
 * after, replay to the game as it is once the answer is taken.  Random
 * moves for both. */
static void
test_hot_seat_lone_answers_saved (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sixgun-model-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lone.sixgun", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  guint lone = 0;

  for (guint seed = 1; seed <= 6; seed++)
    {
      g_autoptr (SgGameModel) model = sg_game_model_new ();
      g_autoptr (GRand) rng = g_rand_new_with_seed (seed);
      SgSetup setup;

      sg_setup_default (&setup, seed * 131);
      sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_PERSON);
      for (guint k = 0; k < 400 && sg_game_model_get_winner (model) == SG_WINNER_NONE; k++)
        {
          if (sg_game_lone_asked (sg_game_model_get_game (model)))
            {
              g_autofree SgGame *settled = g_memdup2 (sg_game_model_get_game (model), sizeof (SgGame));
              guint n_actions = sg_save_get_n_actions (sg_game_model_get_save (model));

              lone++;
              sg_game_settle (settled);
              g_assert_cmpuint (saved_fingerprint (model, file), ==, sg_save_fingerprint (settled));
              sg_game_model_set_viewer (model, sg_game_model_get_decider (model));
              g_assert_cmpuint (play (model, rng, 1), ==, 1);
              g_assert_cmpuint (sg_save_get_n_actions (sg_game_model_get_save (model)), ==, n_actions);
              /* Settled again: another lone answer may follow at once (a
               * Gatling's second shot). */
              memcpy (settled, sg_game_model_get_game (model), sizeof (SgGame));
              sg_game_settle (settled);
              g_assert_cmpuint (saved_fingerprint (model, file), ==, sg_save_fingerprint (settled));
              continue;
            }
          if (sg_game_model_handover_pending (model))
            sg_game_model_set_viewer (model, sg_game_model_get_decider (model));
          g_assert_cmpuint (play (model, rng, 1), ==, 1);
        }
    }
  g_test_message ("%u lone answers of a friend", lone);
  g_assert_cmpuint (lone, >, 3);
  g_file_delete (file, NULL, NULL);
  g_rmdir (dir);
}

/* Shot at, a bot with no Missed! in a hand the person cannot see takes
 * its pause before the hit, as it would to choose: nothing changes at
 * once, then the log says it took the hit. */
static void
test_lone_answer_paused (void)
{
  static const char scenario[] =
    "seed 2042\nstart law\nlaw active \"Wild Bill\"\nlaw hand Colt\n"
    "outlaw active \"Babe Leroy\"\noutlaw hand Beer Beer\n"
    "law deck Colt Colt\noutlaw deck Colt Colt\n";
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  GListModel *log = sg_game_model_get_log (model);
  const SgGame *game = sg_game_model_get_game (model);
  SgAction colt;
  char why[256];
  gboolean told = FALSE;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_MEDIUM, &error));
  g_assert_true (sg_scenario_find_action (game, "law play Colt at outlaw.active", &colt, why, sizeof why));
  g_assert_true (sg_game_model_apply (model, &colt, &error));
  g_assert_cmpint (sg_game_model_get_decider (model), ==, SG_OUTLAW);
  g_assert_cmpint (game->side[SG_OUTLAW].life[0], ==, 4);
  g_assert_cmpuint (sg_game_model_get_next_bot_delay (model), >, 0);
  wait_person (model);
  g_assert_cmpint (game->side[SG_OUTLAW].life[0], ==, 3);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr (SgLogEntry) row = g_list_model_get_item (log, i);

      told |= g_str_has_prefix (sg_log_entry_get_text (row, SG_LAW), "The opponent takes the hit.");
    }
  g_assert_true (told);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model-save/hot-seat-round-trips", test_hot_seat_round_trips);
  g_test_add_func ("/model-save/bot-moves-recorded", test_bot_moves_recorded);
  g_test_add_func ("/model-save/bad-save-changes-nothing", test_bad_save_changes_nothing);
  g_test_add_func ("/model-save/replayed-once", test_replayed_once);
  g_test_add_func ("/model-save/lone-answers-saved", test_lone_answers_saved);
  g_test_add_func ("/model-save/lone-answer-paused", test_lone_answer_paused);
  g_test_add_func ("/model-save/hot-seat-lone-answers-saved", test_hot_seat_lone_answers_saved);
  return g_test_run ();
}
