/* test-lessons.c: the tutorial's lessons on a game model (SgLesson) and
 * the progress file (SgTutorialProgress).  No display needed. */
#include <glib/gstdio.h>
#include <string.h>

#include "sg-lesson.h"
#include "sg-test-dirs.h"
#include "sg-tutorial-progress.h"

#define LESSON_DIR "/io/github/sixgun/Sixgun/tutorial/"

typedef struct {
  SgGameModel *model;
  SgLesson *lesson;
  SgTutorialProgress *progress;
  char *progress_path;
  guint completed;
  guint changed;
} Fixture;

static void
on_completed (SgLesson *lesson, Fixture *f)
{
  f->completed++;
}

static void
on_changed (SgLesson *lesson, Fixture *f)
{
  f->changed++;
}

static void
start_lesson (Fixture *f, const char *id)
{
  g_autoptr (GError) error = NULL;

  f->model = sg_game_model_new ();
  f->lesson = sg_lesson_new (id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (f->lesson);
  f->progress_path = g_build_filename (g_get_user_data_dir (), "test-progress.ini", NULL);
  g_remove (f->progress_path);
  f->progress = sg_tutorial_progress_new (f->progress_path);
  sg_lesson_set_progress (f->lesson, f->progress);
  sg_lesson_set_answer_delay (f->lesson, 0);
  g_signal_connect (f->lesson, "completed", G_CALLBACK (on_completed), f);
  g_signal_connect (f->lesson, "changed", G_CALLBACK (on_changed), f);
  g_assert_true (sg_lesson_start (f->lesson, f->model, &error));
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  g_assert_finalize_object (f->lesson);
  g_assert_finalize_object (f->model);
  g_assert_finalize_object (f->progress);
  g_free (f->progress_path);
}

/* The state a refused or explained move must leave alone. */
static SgGame *
snapshot (SgGameModel *model)
{
  return g_memdup2 (sg_game_model_get_game (model), sizeof (SgGame));
}

static void
assert_same_game (SgGameModel *model, const SgGame *before)
{
  SgGame now;

  memcpy (&now, sg_game_model_get_game (model), sizeof now);
  /* The observer pointers are not game state. */
  now.observer = before->observer;
  now.observer_data = before->observer_data;
  g_assert_cmpmem (&now, sizeof now, before, sizeof *before);
}

/* Plays every step with the move the lesson wants. */
static void
walk (Fixture *f)
{
  guint n = sg_lesson_get_n_steps (f->lesson);

  for (guint guard = 0; guard < 64 && !sg_lesson_is_complete (f->lesson); guard++)
    {
      SgAction move;
      guint step = sg_lesson_get_step (f->lesson);

      g_assert_true (sg_lesson_is_waiting (f->lesson));
      g_assert_nonnull (sg_lesson_get_text (f->lesson));
      g_assert_true (sg_lesson_get_move (f->lesson, &move));
      g_assert_cmpint (sg_lesson_try (f->lesson, &move), ==, SG_LESSON_INTENDED);
      g_assert_cmpuint (sg_lesson_get_step (f->lesson), >=, step);
    }
  g_assert_true (sg_lesson_is_complete (f->lesson));
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, n);
}

/* --- every shipped lesson ------------------------------------------------- */

static void
test_list (void)
{
  g_auto (GStrv) ids = sg_lesson_list_ids ();

  g_assert_cmpuint (g_strv_length (ids), >=, 8);
  g_assert_cmpstr (ids[0], ==, "01-table");
  g_assert_cmpstr (ids[1], ==, "01b-setup"); /* between 01 and 02: later ids kept */
  g_assert_cmpstr (ids[2], ==, "02-turn");
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (SgLesson) lesson = sg_lesson_new (ids[i], &error);
      g_autofree char *scn = sg_lesson_get_scenario_text (ids[i]);

      g_assert_no_error (error);
      g_assert_nonnull (scn);
      g_assert_cmpstr (sg_lesson_get_id (lesson), ==, ids[i]);
      g_assert_cmpuint (strlen (sg_lesson_get_title (lesson)), >, 3);
      g_assert_cmpuint (strlen (sg_lesson_get_summary (lesson)), >, 10);
      g_assert_cmpuint (strlen (sg_lesson_get_intro (lesson)), >, 10);
      g_assert_cmpuint (sg_lesson_get_n_steps (lesson), >=, 1);
    }
}

static void
test_walk_all (Fixture *unused, gconstpointer data)
{
  g_auto (GStrv) ids = sg_lesson_list_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      Fixture f = { 0 };

      g_test_message ("lesson %s", ids[i]);
      start_lesson (&f, ids[i]);
      walk (&f);
      g_assert_cmpuint (f.completed, ==, 1);
      g_assert_true (sg_tutorial_progress_is_completed (f.progress, ids[i]));
      /* The closing words replace the step's text. */
      g_assert_cmpstr (sg_lesson_get_text (f.lesson), !=, NULL);
      /* Once complete, the lesson takes no move. */
      g_assert_cmpint (sg_lesson_try_statement (f.lesson, "law end"), ==, SG_LESSON_NOT_NOW);
      fixture_teardown (&f, NULL);
    }
}

/* A step that asks the learner to end the turn leaves no shot card to
 * play: refusing a shot that could win or hurt, with only "this step asks
 * you to end your turn", reads as arbitrary (an Italian play-test of the
 * common-deck and character lessons, with a Knife in hand). */
static void
test_end_steps_offer_no_shot (Fixture *unused, gconstpointer data)
{
  g_auto (GStrv) ids = sg_lesson_list_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      Fixture f = { 0 };

      start_lesson (&f, ids[i]);
      for (guint guard = 0; guard < 64 && !sg_lesson_is_complete (f.lesson); guard++)
        {
          SgAction move;
          SgAction options[SG_MAX_ACTIONS];
          const SgGame *g = sg_game_model_get_game (f.model);
          int n;

          g_assert_true (sg_lesson_get_move (f.lesson, &move));
          n = move.kind == SG_ACT_END ? sg_game_legal_actions (g, options) : 0;
          for (int k = 0; k < n; k++)
            if (options[k].kind == SG_ACT_PLAY && sg_card_is_shot (g->card[options[k].card].type))
              g_error ("%s, step %u asks to end the turn, but a shot card can be played",
                       ids[i], sg_lesson_get_step (f.lesson) + 1);
          g_assert_cmpint (sg_lesson_try (f.lesson, &move), ==, SG_LESSON_INTENDED);
        }
      g_assert_true (sg_lesson_is_complete (f.lesson));
      fixture_teardown (&f, NULL);
    }
}

/* Every text the lesson files give is in the form xgettext reads. */
static void
test_texts_extractable (void)
{
  g_auto (GStrv) ids = sg_lesson_list_ids ();
  GRegex *text_line = g_regex_new ("^[A-Za-z]+=_\\(\"(.*)\"\\)\\s*$", G_REGEX_MULTILINE, 0, NULL);
  const char *xgettext = g_getenv ("SG_XGETTEXT");

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autofree char *path = g_strconcat (LESSON_DIR, ids[i], ".lesson", NULL);
      g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
      g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      g_autoptr (GMatchInfo) match = NULL;
      g_autofree char *pot = NULL;
      guint n = 0;

      g_assert_nonnull (bytes);
      /* Outside the texts, an apostrophe would open a C character literal. */
      for (const char *p = text; *p != '\0'; p++)
        if (*p == '\'')
          {
            const char *line = p;
            while (line > text && line[-1] != '\n')
              line--;
            g_assert_nonnull (strstr (line, "=_(\""));
          }

      if (xgettext != NULL && *xgettext != '\0')
        {
          g_autofree char *file = g_build_filename (g_get_user_cache_dir (), "lesson.lesson", NULL);
          g_autofree char *out = g_build_filename (g_get_user_cache_dir (), "lesson.pot", NULL);
          const char *argv[] = { xgettext, "--from-code=UTF-8", "--keyword=_",
                                 "-o", out, file, NULL };
          int status = 0;

          g_assert_true (g_file_set_contents (file, text, -1, NULL));
          g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                                       NULL, NULL, NULL, NULL, &status, NULL));
          g_assert_true (g_spawn_check_wait_status (status, NULL));
          g_assert_true (g_file_get_contents (out, &pot, NULL, NULL));
        }

      g_regex_match (text_line, text, 0, &match);
      for (; g_match_info_matches (match); g_match_info_next (match, NULL), n++)
        {
          g_autofree char *body = g_match_info_fetch (match, 1);

          if (pot != NULL)
            {
              /* A POT entry keeps the C escapes; long texts are wrapped,
               * so look for the first words. */
              g_autofree char *start = g_strndup (body, MIN (strlen (body), 40));
              g_autofree char *unwrapped = NULL;
              g_auto (GStrv) parts = g_strsplit (pot, "\"\n\"", -1);

              unwrapped = g_strjoinv ("", parts);
              if (strstr (unwrapped, start) == NULL)
                g_error ("%s: not extracted by xgettext: %s", ids[i], body);
            }
        }
      /* The four lesson texts and one per step at least. */
      {
        g_autoptr (SgLesson) lesson = sg_lesson_new (ids[i], NULL);
        g_assert_cmpuint (n, >=, 4 + sg_lesson_get_n_steps (lesson));
      }
    }
  g_regex_unref (text_line);
}

/* --- lesson 03-shots move by move ---------------------------------------------- */

static void
test_intended_advances (Fixture *f, gconstpointer data)
{
  const SgGame *g;

  start_lesson (f, "03-shots");
  g_assert_cmpuint (sg_lesson_get_n_steps (f->lesson), ==, 5);
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 0);
  g_assert_true (sg_lesson_is_waiting (f->lesson));
  g_assert_nonnull (strstr (sg_lesson_get_text (f->lesson), "C-COLT"));

  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Colt at outlaw.active"),
                   ==, SG_LESSON_INTENDED);
  /* The scripted answer (a Missed!) came at once: the shot missed. */
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 1);
  g_assert_true (sg_lesson_is_waiting (f->lesson));
  g = sg_game_model_get_game (f->model);
  g_assert_cmpint (g->side[SG_OUTLAW].life[g->side[SG_OUTLAW].ac], ==, 4);
  g_assert_cmpuint (g->hand[SG_OUTLAW].n, ==, 0);
  g_assert_cmpuint (g->hand[SG_LAW].n, ==, 3);
  g_assert_cmpint (sg_lesson_get_last_verdict (f->lesson), ==, SG_LESSON_INTENDED);
}

static void
test_wrong_legal_move (Fixture *f, gconstpointer data)
{
  g_autofree SgGame *before = NULL;
  guint changes;

  start_lesson (f, "03-shots");
  before = snapshot (f->model);
  changes = f->changed;
  /* The Derringer is legal now, but step 1 is about the Colt. */
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Derringer at outlaw.active"),
                   ==, SG_LESSON_OTHER);
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 0);
  assert_same_game (f->model, before);
  g_assert_nonnull (sg_lesson_get_feedback (f->lesson));
  g_assert_nonnull (strstr (sg_lesson_get_feedback (f->lesson), "Colt"));
  g_assert_null (sg_lesson_get_feedback_rule (f->lesson));
  g_assert_cmpuint (f->changed, >, changes);
  /* Ending the turn is legal too, and explained the same way. */
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law end"), ==, SG_LESSON_OTHER);
  assert_same_game (f->model, before);
  g_assert_true (sg_lesson_is_waiting (f->lesson));
}

static void
test_illegal_move (Fixture *f, gconstpointer data)
{
  g_autofree SgGame *before = NULL;
  GListModel *log;
  guint n_log;

  start_lesson (f, "03-shots");
  before = snapshot (f->model);
  log = sg_game_model_get_log (f->model);
  n_log = g_list_model_get_n_items (log);
  /* The Colt cannot reach the back-up: the engine says why (D3.7). */
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Colt at outlaw.backup"),
                   ==, SG_LESSON_ILLEGAL);
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 0);
  assert_same_game (f->model, before);
  g_assert_nonnull (sg_lesson_get_feedback_rule (f->lesson));
  g_assert_nonnull (strstr (sg_lesson_get_feedback (f->lesson),
                            sg_lesson_get_feedback_rule (f->lesson)));
  /* The refusal is in the game's log, for the sidebar. */
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, n_log + 1);
  {
    g_autoptr (SgLogEntry) entry = g_list_model_get_item (log, n_log);
    g_assert_true (sg_log_entry_is_refusal (entry));
  }
}


/* The engine's reason and the lesson's words are two sentences, each
 * with its full stop and a space between them: "…(C-GATLING.1)\nNothing
 * was played." read as one run-on line (an English play-test). */
static void
assert_sentences (const char *text)
{
  g_assert_nonnull (text);
  g_assert_null (strchr (text, '\n'));
  g_assert_null (strstr (text, ") N"));
  g_assert_null (strstr (text, ")N"));
  g_assert_true (g_str_has_suffix (text, "."));
}

static void
test_refusal_sentences (Fixture *f, gconstpointer data)
{
  start_lesson (f, "03-shots");
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Colt at outlaw.backup"),
                   ==, SG_LESSON_ILLEGAL);
  assert_sentences (sg_lesson_get_feedback (f->lesson));
  g_assert_nonnull (strstr (sg_lesson_get_feedback (f->lesson), "(D3.7). Nothing was played."));
  /* A try step refuses another illegal move in the same way. */
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Colt at outlaw.active"),
                   ==, SG_LESSON_INTENDED);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Colt at outlaw.backup"),
                   ==, SG_LESSON_ILLEGAL);
  assert_sentences (sg_lesson_get_feedback (f->lesson));
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 1);
}

/* Lesson 8: the Gatling, the step's move, aimed at a character.  The
 * table refuses a card without target aimed at someone in every game
 * (C-GATLING.1); the lesson says in plain words that the Gatling needs
 * none and how to play it, not only "Nothing was played". */
static void
test_no_target_aimed (Fixture *f, gconstpointer data)
{
  g_autofree SgGame *before = NULL;
  const char *feedback;

  start_lesson (f, "07-elimination");
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Colt at outlaw.active"),
                   ==, SG_LESSON_INTENDED);
  before = snapshot (f->model);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Gatling at outlaw.active"),
                   ==, SG_LESSON_ILLEGAL);
  assert_same_game (f->model, before);
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 1);
  feedback = sg_lesson_get_feedback (f->lesson);
  assert_sentences (feedback);
  g_assert_cmpstr (sg_lesson_get_feedback_rule (f->lesson), ==, "C-GATLING.1");
  g_assert_nonnull (strstr (feedback, "Gatling needs no target (C-GATLING.1)"));
  g_assert_nonnull (strstr (feedback, "without clicking a character"));
  g_assert_nonnull (strstr (feedback, "Play Gatling"));
  /* Played alone, it is the step's move. */
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Gatling"), ==, SG_LESSON_INTENDED);
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 2);
}


/* Lesson 7, step 1: the Dynamite selected, then the Barrel in play
 * clicked: the table asks the model to take that card with it, the
 * engine refuses, and the coaching said nothing (an English play-test).
 * The lesson tells that refusal as its own. */
static void
test_refusal_outside_lesson (Fixture *f, gconstpointer data)
{
  guint8 hand[SG_MAX_CARDS], dynamite = SG_NONE;
  guint n;
  SgSeat babe;
  SgLessonVerdict before_verdict;

  start_lesson (f, "06-reveals");
  n = sg_game_model_get_hand (f->model, SG_OUTLAW, hand);
  for (guint i = 0; i < n; i++)
    {
      SgCardType t;
      sg_game_model_get_card (f->model, hand[i], &t, NULL, NULL);
      if (t == SG_CARD_DYNAMITE)
        dynamite = hand[i];
    }
  g_assert_cmpuint (dynamite, !=, SG_NONE);
  g_assert_true (sg_game_model_get_seat (f->model, SG_OUTLAW, FALSE, &babe));
  g_assert_cmpuint (babe.n_equip, ==, 1);
  before_verdict = sg_lesson_get_last_verdict (f->lesson);
  g_assert_cmpint (before_verdict, ==, SG_LESSON_NOT_NOW);
  g_assert_false (sg_game_model_play_take (f->model, dynamite, babe.equip[0], NULL));
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 0);
  g_assert_cmpint (sg_lesson_get_last_verdict (f->lesson), ==, SG_LESSON_ILLEGAL);
  g_assert_nonnull (sg_lesson_get_feedback (f->lesson));
  assert_sentences (sg_lesson_get_feedback (f->lesson));
  g_assert_nonnull (strstr (sg_lesson_get_feedback (f->lesson),
                            "Nothing was played. This step asks for: Play Rattlesnake on Wild Bill."));
  g_assert_nonnull (sg_lesson_get_feedback_rule (f->lesson));
  g_assert_nonnull (strstr (sg_lesson_get_feedback (f->lesson), sg_lesson_get_feedback_rule (f->lesson)));
  /* The step's move still works. */
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "outlaw play Rattlesnake at law.active"),
                   ==, SG_LESSON_INTENDED);
}

static void
test_try_step (Fixture *f, gconstpointer data)
{
  g_autofree SgGame *before = NULL;

  start_lesson (f, "03-shots");
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Colt at outlaw.active"),
                   ==, SG_LESSON_INTENDED);
  /* Step 2 asks to try the second Colt, and see it refused (D4.4). */
  before = snapshot (f->model);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Derringer at outlaw.active"),
                   ==, SG_LESSON_OTHER);
  assert_same_game (f->model, before);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Colt at outlaw.active"),
                   ==, SG_LESSON_INTENDED);
  assert_same_game (f->model, before);
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 2);
  g_assert_cmpstr (sg_lesson_get_feedback_rule (f->lesson), ==, "D4.4");
  g_assert_nonnull (strstr (sg_lesson_get_feedback (f->lesson), "D4.4"));
}

static void
test_through_model (Fixture *f, gconstpointer data)
{
  SgAction move;
  g_autofree SgGame *before = NULL;
  g_autoptr (GError) error = NULL;
  guint n;
  const SgAction *opts;
  int end = -1;

  start_lesson (f, "03-shots");
  /* A view applies an option through the model: the lesson intercepts it. */
  opts = sg_game_model_get_options (f->model, &n);
  for (guint i = 0; i < n; i++)
    if (opts[i].kind == SG_ACT_END)
      end = (int) i;
  g_assert_cmpint (end, >=, 0);
  before = snapshot (f->model);
  move = opts[end];
  g_assert_false (sg_game_model_apply (f->model, &move, &error));
  g_assert_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_REFUSED);
  g_clear_error (&error);
  assert_same_game (f->model, before);
  g_assert_cmpint (sg_lesson_get_last_verdict (f->lesson), ==, SG_LESSON_OTHER);

  g_assert_true (sg_lesson_get_move (f->lesson, &move));
  sg_game_model_apply (f->model, &move, NULL);
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 1);
  /* The scripted side is never a bot. */
  g_assert_cmpint (sg_game_model_get_player (f->model, SG_OUTLAW), ==, SG_PLAYER_SCRIPT);
  g_assert_false (sg_game_model_is_bot_busy (f->model));
}

static void
test_paced_answers (Fixture *f, gconstpointer data)
{
  start_lesson (f, "03-shots");
  sg_lesson_set_answer_delay (f->lesson, 5);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Colt at outlaw.active"),
                   ==, SG_LESSON_INTENDED);
  /* The Outlaws' Missed! comes a moment later. */
  g_assert_false (sg_lesson_is_waiting (f->lesson));
  g_assert_cmpint (sg_game_model_get_decider (f->model), ==, SG_OUTLAW);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Derringer at outlaw.active"),
                   ==, SG_LESSON_NOT_NOW);
  while (!sg_lesson_is_waiting (f->lesson))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (sg_game_model_get_decider (f->model), ==, SG_LAW);
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 1);
}

static void
test_completion_saved (Fixture *f, gconstpointer data)
{
  g_autoptr (SgTutorialProgress) again = NULL;

  start_lesson (f, "03-shots");
  g_assert_false (sg_tutorial_progress_is_completed (f->progress, "03-shots"));
  walk (f);
  g_assert_cmpuint (f->completed, ==, 1);
  /* Read back from the file. */
  again = sg_tutorial_progress_new (f->progress_path);
  g_assert_true (sg_tutorial_progress_is_completed (again, "03-shots"));
  g_assert_false (sg_tutorial_progress_is_completed (again, "01-table"));
  g_assert_cmpuint (sg_tutorial_progress_get_n_completed (again), ==, 1);

  /* Replay: the lesson starts over, and completes again. */
  g_assert_true (sg_lesson_start (f->lesson, f->model, NULL));
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 0);
  g_assert_false (sg_lesson_is_complete (f->lesson));
  walk (f);
  g_assert_cmpuint (f->completed, ==, 2);
  g_assert_cmpuint (sg_tutorial_progress_get_n_completed (f->progress), ==, 1);
}

/* A multi-card discard is one step made of one decision per card. */
static void
test_discard_step (Fixture *f, gconstpointer data)
{
  start_lesson (f, "02-turn");
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Colt at outlaw.active"),
                   ==, SG_LESSON_INTENDED);
  /* "Nothing else in your hand can be played now": Schoolmarm has no card
   * in play to take (C-SCHOOLMARM.2). */
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law play Schoolmarm"), ==, SG_LESSON_ILLEGAL);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law end"), ==, SG_LESSON_INTENDED);
  g_assert_cmpint (sg_game_model_get_phase (f->model), ==, SG_PHASE_DISCARD);
  /* Discarding a Missed! is legal, but the lesson keeps them for later. */
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law discard Missed!"), ==, SG_LESSON_OTHER);
  g_assert_nonnull (strstr (sg_lesson_get_feedback (f->lesson), "Schoolmarm"));
  /* The card to let go cannot be played now (nothing in play to take),
   * unlike the Beer it replaced, which a wounded Wild Bill wanted. */
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law discard Schoolmarm"), ==, SG_LESSON_INTENDED);
  /* The Outlaws' Knife followed: dodge it. */
  g_assert_cmpint (sg_game_model_get_decider (f->model), ==, SG_LAW);
  g_assert_cmpint (sg_game_model_get_decision (f->model), ==, SG_DEC_SHOT);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "law dodge Missed!"), ==, SG_LESSON_INTENDED);
  g_assert_true (sg_lesson_is_complete (f->lesson));
}

/* Lesson 09-characters says Babe Leroy's ability sleeps on the back-up (D3.3) and
 * works once she is the active character. */
static void
test_ability_from_backup (Fixture *f, gconstpointer data)
{
  const SgGame *g;
  g_autofree SgGame *before = NULL;

  start_lesson (f, "09-characters");
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "outlaw play Colt at law.active"),
                   ==, SG_LESSON_INTENDED);
  /* Alan Pinkertoon's ability shot back: the Outlaws must answer. */
  g_assert_cmpint (sg_game_model_get_decider (f->model), ==, SG_OUTLAW);
  g_assert_cmpint (sg_game_model_get_decision (f->model), ==, SG_DEC_SHOT);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "outlaw dodge Missed!"),
                   ==, SG_LESSON_INTENDED);
  before = snapshot (f->model);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "outlaw ability"), ==, SG_LESSON_ILLEGAL);
  assert_same_game (f->model, before);
  g_assert_cmpuint (sg_lesson_get_step (f->lesson), ==, 2);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "outlaw switch"), ==, SG_LESSON_INTENDED);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "outlaw ability"), ==, SG_LESSON_INTENDED);
  g = sg_game_model_get_game (f->model);
  g_assert_cmpuint (g->hand[SG_OUTLAW].n, ==, 2);
}

/* Lesson 11-reload reloads from the active character's equipment, not only from
 * the hand (D7.3); the hand card is a legal move the step explains. */
static void
test_reload_from_equipment (Fixture *f, gconstpointer data)
{
  const SgGame *g;
  g_autofree SgGame *before = NULL;

  start_lesson (f, "11-reload");
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "outlaw play Colt at law.active"),
                   ==, SG_LESSON_INTENDED);
  before = snapshot (f->model);
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "outlaw reload \"Pocket Watch\""),
                   ==, SG_LESSON_OTHER);
  assert_same_game (f->model, before);
  g_assert_nonnull (strstr (sg_lesson_get_feedback (f->lesson), "Scope"));
  g_assert_cmpint (sg_lesson_try_statement (f->lesson, "outlaw reload equip Scope"),
                   ==, SG_LESSON_INTENDED);
  g = sg_game_model_get_game (f->model);
  g_assert_false (sg_game_has_equipment (g, SG_OUTLAW, g->side[SG_OUTLAW].ac, SG_CARD_SCOPE));
  g_assert_cmpuint (g->hand[SG_OUTLAW].n, ==, 3);
}

/* --- malformed lessons ------------------------------------------------------- */

static const char *scn =
  "start law\n"
  "law active \"Wild Bill\"\n"
  "law hand Colt\n"
  "outlaw active \"Babe Leroy\" 1\n"
  "law play Colt at outlaw.active\n"
  "expect winner law\n";

static void
test_malformed (void)
{
  static const struct { const char *lesson; const char *scn; const char *what; } cases[] = {
    { "[Lesson]\nSide=law\nTitle=_(\"T\")\nSummary=_(\"S\")\nIntro=_(\"I\")\nDone=_(\"D\")\n", NULL,
      "Step 1" },
    { "[Lesson]\nSide=law\nTitle=T\nSummary=_(\"S\")\nIntro=_(\"I\")\nDone=_(\"D\")\n[Step 1]\nText=_(\"x\")\n", NULL,
      "_(" },
    { "[Lesson]\nSide=law\nTitle=_(\"T\")\nSummary=_(\"S\")\nIntro=_(\"I\")\nDone=_(\"D\")\n"
      "[Step 1]\nText=_(\"x\")\n[Step 2]\nText=_(\"y\")\n", NULL, "Step 2" },
    { "[Lesson]\nSide=sheriff\n", NULL, "Side" },
    { "[Lesson]\nSide=outlaw\nTitle=_(\"T\")\nSummary=_(\"S\")\nIntro=_(\"I\")\nDone=_(\"D\")\n", NULL,
      "no move" },
    { "[Lesson]\nSide=law\nTitle=_(\"T \"q\" \")\nSummary=_(\"S\")\nIntro=_(\"I\")\nDone=_(\"D\")\n", NULL,
      "quote" },
    { "[Lesson]\nSide=law\nTitle=_(\"T\")\nSummary=_(\"S\")\nIntro=_(\"I\")\nDone=_(\"D\")\n[Step 1]\nText=_(\"x\")\n",
      "law active \"Wild Bill\"\nlaw end\nlaw hand Colt\n", "setup statement" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      SgLesson *lesson = sg_lesson_new_from_data ("bad", cases[i].lesson,
                                                  cases[i].scn != NULL ? cases[i].scn : scn, &error);

      g_assert_null (lesson);
      g_assert_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT);
      if (strstr (error->message, cases[i].what) == NULL)
        g_error ("case %u: '%s' does not mention '%s'", i, error->message, cases[i].what);
    }

  {
    g_autoptr (GError) error = NULL;
    g_assert_null (sg_lesson_new ("99-nothing", &error));
    g_assert_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_NOT_FOUND);
  }
}

static void
test_from_data (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SgLesson) lesson = sg_lesson_new_from_data ("mine",
    "[Lesson]\nSide=law\nTitle=_(\"A \\\"quoted\\\" title\")\nSummary=_(\"S\")\n"
    "Intro=_(\"Two\\nlines\")\nDone=_(\"D\")\n[Step 1]\nText=_(\"Shoot.\")\nRules=C-COLT;D5.7\n",
    scn, &error);
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "mine.ini", NULL);
  g_autoptr (SgTutorialProgress) progress = sg_tutorial_progress_new (path);

  g_assert_no_error (error);
  g_assert_cmpstr (sg_lesson_get_title (lesson), ==, "A \"quoted\" title");
  g_assert_cmpstr (sg_lesson_get_intro (lesson), ==, "Two\nlines");
  sg_lesson_set_progress (lesson, progress);
  sg_lesson_set_answer_delay (lesson, 0);
  g_assert_true (sg_lesson_start (lesson, model, &error));
  g_assert_cmpuint (g_strv_length ((GStrv) sg_lesson_get_rules (lesson)), ==, 2);
  g_assert_cmpstr (sg_lesson_get_rules (lesson)[0], ==, "C-COLT");
  {
    g_autofree char *hint = sg_lesson_describe_move (lesson);
    g_assert_nonnull (strstr (hint, "Colt"));
  }
  g_assert_cmpint (sg_lesson_try_statement (lesson, "law play Colt at outlaw.active"),
                   ==, SG_LESSON_INTENDED);
  g_assert_true (sg_lesson_is_complete (lesson));
  g_assert_cmpstr (sg_lesson_get_text (lesson), ==, "D");
  g_assert_cmpuint (sg_game_model_get_winner (model), ==, SG_WINNER_LAW);
  g_assert_true (sg_tutorial_progress_is_completed (progress, "mine"));
  g_object_unref (g_steal_pointer (&lesson));
  g_assert_finalize_object (g_steal_pointer (&model));
}

/* --- progress ---------------------------------------------------------------- */

static void
test_progress (void)
{
  SgTutorialProgress *progress = sg_tutorial_progress_get_default ();
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "sixgun",
                                                "tutorial.ini", NULL);
  g_autoptr (SgTutorialProgress) again = NULL;

  /* The user's progress lives in XDG_DATA_HOME (a temporary one here). */
  g_assert_cmpstr (sg_tutorial_progress_get_path (progress), ==, expected);
  g_assert_false (sg_tutorial_progress_get_offered (progress));
  g_assert_cmpuint (sg_tutorial_progress_get_n_completed (progress), ==, 0);
  sg_tutorial_progress_set_completed (progress, "01-table");
  sg_tutorial_progress_set_completed (progress, "01-table");
  sg_tutorial_progress_set_completed (progress, "02-turn");
  sg_tutorial_progress_set_offered (progress);
  g_assert_true (g_file_test (expected, G_FILE_TEST_IS_REGULAR));

  again = sg_tutorial_progress_new (expected);
  g_assert_cmpuint (sg_tutorial_progress_get_n_completed (again), ==, 2);
  g_assert_true (sg_tutorial_progress_is_completed (again, "02-turn"));
  g_assert_true (sg_tutorial_progress_get_offered (again));

  sg_tutorial_progress_reset (progress);
  g_clear_object (&again);
  again = sg_tutorial_progress_new (expected);
  g_assert_cmpuint (sg_tutorial_progress_get_n_completed (again), ==, 0);
  g_assert_false (sg_tutorial_progress_get_offered (again));
}

/* A damaged progress file is kept aside byte for byte and the player is
 * told; the progress starts again in a new file. */
static void
test_progress_damaged (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "damaged.ini", NULL);
  g_autofree char *bad = g_strconcat (path, ".bad", NULL);
  const char *damaged = "junk line\n[Tutorial]\nCompleted=01-table;\nOffered=true\n";
  g_autofree char *kept = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *none = NULL;
  g_autoptr (SgTutorialProgress) progress = NULL;

  g_assert_true (g_file_set_contents (path, damaged, -1, NULL));
  progress = sg_tutorial_progress_new (path);
  problem = sg_tutorial_progress_take_problem (progress);
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem, bad));
  g_assert_true (g_file_get_contents (bad, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, damaged);
  g_assert_cmpuint (sg_tutorial_progress_get_n_completed (progress), ==, 0);

  sg_tutorial_progress_set_completed (progress, "02-turn");
  none = sg_tutorial_progress_take_problem (progress);
  g_assert_null (none);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (bad, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, damaged);
  g_remove (path);
  g_remove (bad);
}

/* A progress file with a line of 20 KB or of binary bytes: the problem
 * told is short, valid text (GLib's reason quotes the whole line, which
 * froze the app in a label), and the file is kept aside whole.  One saved
 * by Windows Notepad, with a byte order mark, is read. */
static void
test_progress_unreadable_short (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "odd.ini", NULL);
  g_autofree char *bad = g_strconcat (path, ".bad", NULL);
  static const char binary[] = "\xe1\x32\x8f\x45\xff\xfe\x01\x02\x03 \x90\x91\x92\n\x93=\x94\n";
  GString *big = g_string_new ("[Tutorial]\n");
  g_autoptr (SgTutorialProgress) bom = NULL;

  for (int i = 0; i < 20480; i++)
    g_string_append_c (big, 'x');
  for (guint i = 0; i < 2; i++)
    {
      const char *text = i == 0 ? big->str : binary;
      gsize length = i == 0 ? big->len : sizeof binary - 1;
      g_autoptr (SgTutorialProgress) progress = NULL;
      g_autofree char *problem = NULL;
      g_autofree char *kept = NULL;
      gsize kept_length = 0;

      g_assert_true (g_file_set_contents (path, text, (gssize) length, NULL));
      progress = sg_tutorial_progress_new (path);
      problem = sg_tutorial_progress_take_problem (progress);
      g_assert_nonnull (problem);
      g_assert_true (g_utf8_validate (problem, -1, NULL));
      g_assert_cmpint (g_utf8_strlen (problem, -1), <=, 200 + 2 * strlen (path) + 150);
      g_assert_null (strchr (problem, '\x01'));
      g_assert_true (g_file_get_contents (bad, &kept, &kept_length, NULL));
      g_assert_cmpmem (kept, kept_length, text, length);
      g_remove (bad);
    }
  g_string_free (big, TRUE);

  g_assert_true (g_file_set_contents (path, "\xEF\xBB\xBF[Tutorial]\nCompleted=01-table;\n", -1, NULL));
  bom = sg_tutorial_progress_new (path);
  g_assert_null (sg_tutorial_progress_take_problem (bom));
  g_assert_true (sg_tutorial_progress_is_completed (bom, "01-table"));
  g_remove (path);
}

/* A change that cannot be saved (the folder is a file here) is told. */
static void
test_progress_not_saved (void)
{
  g_autofree char *blocker = g_build_filename (g_get_user_data_dir (), "not-a-folder", NULL);
  g_autofree char *path = g_build_filename (blocker, "tutorial.ini", NULL);
  g_autofree char *problem = NULL;
  g_autoptr (SgTutorialProgress) progress = NULL;

  g_assert_true (g_file_set_contents (blocker, "a file", -1, NULL));
  progress = sg_tutorial_progress_new (path);
  sg_tutorial_progress_set_completed (progress, "01-table");
  problem = sg_tutorial_progress_take_problem (progress);
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem, path));
  g_assert_true (sg_tutorial_progress_is_completed (progress, "01-table"));
  g_remove (blocker);
}

int
main (int argc, char *argv[])
{
  /* Progress files go to a temporary XDG_DATA_HOME, never the user's. */
  g_autofree char *dirs = sg_test_isolate_dirs ("test-lessons");
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lessons/list", test_list);
  g_test_add_func ("/lessons/texts-extractable", test_texts_extractable);
  g_test_add ("/lessons/end-steps-offer-no-shot", Fixture, NULL, NULL, test_end_steps_offer_no_shot, NULL);
  g_test_add ("/lessons/walk-all", Fixture, NULL, NULL, test_walk_all, NULL);
  g_test_add ("/lessons/intended-advances", Fixture, NULL, NULL, test_intended_advances, fixture_teardown);
  g_test_add ("/lessons/wrong-legal-move", Fixture, NULL, NULL, test_wrong_legal_move, fixture_teardown);
  g_test_add ("/lessons/illegal-move", Fixture, NULL, NULL, test_illegal_move, fixture_teardown);
  g_test_add ("/lessons/refusal-sentences", Fixture, NULL, NULL, test_refusal_sentences, fixture_teardown);
  g_test_add ("/lessons/no-target-aimed", Fixture, NULL, NULL, test_no_target_aimed, fixture_teardown);
  g_test_add ("/lessons/refusal-outside-lesson", Fixture, NULL, NULL, test_refusal_outside_lesson, fixture_teardown);
  g_test_add ("/lessons/try-step", Fixture, NULL, NULL, test_try_step, fixture_teardown);
  g_test_add ("/lessons/through-model", Fixture, NULL, NULL, test_through_model, fixture_teardown);
  g_test_add ("/lessons/paced-answers", Fixture, NULL, NULL, test_paced_answers, fixture_teardown);
  g_test_add ("/lessons/completion-saved", Fixture, NULL, NULL, test_completion_saved, fixture_teardown);
  g_test_add ("/lessons/discard-step", Fixture, NULL, NULL, test_discard_step, fixture_teardown);
  g_test_add ("/lessons/ability-from-backup", Fixture, NULL, NULL, test_ability_from_backup, fixture_teardown);
  g_test_add ("/lessons/reload-from-equipment", Fixture, NULL, NULL, test_reload_from_equipment, fixture_teardown);
  g_test_add_func ("/lessons/malformed", test_malformed);
  g_test_add_func ("/lessons/from-data", test_from_data);
  g_test_add_func ("/lessons/progress", test_progress);
  g_test_add_func ("/lessons/progress-damaged", test_progress_damaged);
  g_test_add_func ("/lessons/progress-unreadable-short", test_progress_unreadable_short);
  g_test_add_func ("/lessons/progress-not-saved", test_progress_not_saved);
  status = g_test_run ();
  sg_test_remove_tree (dirs);
  return status;
}
