/* test-tutorial.c: the tutorial window, played through the table's widget
 * actions as a person would (needs a display: xvfb-run). */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sg-test-dirs.h"
#include "sg-test-hand.h"
#include "sg-test-widgets.h"
#include "sg-application.h"
#include "sg-card-widget.h"
#include "sg-character-widget.h"
#include "sg-practice.h"
#include "sg-prompt-bar.h"
#include "sg-window.h"
#include "sg-rule-book.h"
#include "sg-rules-browser.h"
#include "sg-rules-sidebar.h"
#include "sg-tutorial-window.h"

typedef struct {
  SgTutorialWindow *window;
  SgTutorialProgress *progress;
} Fixture;

/* Whether text shows the rule ID id, as the coach writes it (kept whole). */
static gboolean
shows_rule (const char *text, const char *id)
{
  g_autofree char *shown = sg_rule_book_keep_ids_whole (id);

  return text != NULL && strstr (text, shown) != NULL;
}

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
setup (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "progress.ini", NULL);

  g_remove (path);
  f->progress = sg_tutorial_progress_new (path);
  f->window = sg_tutorial_window_new ();
  sg_tutorial_window_set_progress (f->window, f->progress);
  sg_tutorial_window_set_answer_delay (f->window, 0);
  gtk_window_present (GTK_WINDOW (f->window));
  iterate ();
}

static void
teardown (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  iterate ();
  g_assert_finalize_object (f->progress);
}

static SgGameModel *
model_of (Fixture *f)
{
  return sg_lesson_get_model (sg_tutorial_window_get_lesson (f->window));
}

/* A card of the learner's hand by type. */
static guint8
hand_card (Fixture *f, SgSide side, SgCardType type)
{
  guint8 cards[SG_MAX_CARDS];
  guint n = sg_game_model_get_hand (model_of (f), side, cards);

  for (guint i = 0; i < n; i++)
    {
      SgCardType t;
      sg_game_model_get_card (model_of (f), cards[i], &t, NULL, NULL);
      if (t == type)
        return cards[i];
    }
  g_error ("no %d in hand", type);
  return SG_NONE;
}

static guint8
seat_code (Fixture *f, SgSide side, gboolean backup)
{
  SgSeat seat;

  g_assert_true (sg_game_model_get_seat (model_of (f), side, backup, &seat));
  return seat.code;
}

/* Select a card in the hand, then click a character: the table's actions. */
static void
play_at (Fixture *f, SgCardType type, SgSide side, gboolean backup)
{
  GtkWidget *table = GTK_WIDGET (sg_tutorial_window_get_table (f->window));
  guint8 card = hand_card (f, SG_LAW, type);
  guint8 code = seat_code (f, side, backup);

  gtk_widget_activate_action (table, "table.card", "y", card);
  iterate ();
  gtk_widget_activate_action (table, "table.target", "y", code);
  iterate ();
}

static guint
step (Fixture *f)
{
  return sg_lesson_get_step (sg_tutorial_window_get_lesson (f->window));
}

static int
life (Fixture *f, SgSide side)
{
  SgSeat seat;

  sg_game_model_get_seat (model_of (f), side, FALSE, &seat);
  return seat.life;
}

/* Lesson 03-shots (fourth in the list), every move through the table's
 * widgets; wrong moves on the way are explained and not played. */
static void
test_lesson_three (Fixture *f, gconstpointer data)
{
  GtkWidget *table;
  GtkListBoxRow *row;
  const char *feedback;
  guint hand_before;
  guint8 cards[SG_MAX_CARDS];

  g_assert_true (sg_tutorial_window_is_list_shown (f->window));
  g_assert_nonnull (sg_tutorial_window_get_lesson_row (f->window, 7));
  g_assert_false (sg_tutorial_window_row_is_completed (f->window, 3));
  row = sg_tutorial_window_get_lesson_row (f->window, 3);
  g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)), "row-activated", row);
  iterate ();

  g_assert_false (sg_tutorial_window_is_list_shown (f->window));
  g_assert_cmpstr (sg_lesson_get_id (sg_tutorial_window_get_lesson (f->window)), ==, "03-shots");
  g_assert_cmpstr (sg_tutorial_window_get_step_text (f->window), ==, "Step 1 of 5");
  /* The introduction, then the step. */
  g_assert_true (shows_rule (sg_tutorial_window_get_coach_text (f->window), "D5.1"));
  g_assert_true (shows_rule (sg_tutorial_window_get_coach_text (f->window), "C-COLT"));
  g_assert_null (sg_tutorial_window_get_feedback_text (f->window));
  table = GTK_WIDGET (sg_tutorial_window_get_table (f->window));

  /* A wrong, illegal move: the Colt at the back-up.  Refused, explained. */
  hand_before = sg_game_model_get_hand (model_of (f), SG_LAW, cards);
  play_at (f, SG_CARD_COLT, SG_OUTLAW, TRUE);
  g_assert_cmpuint (step (f), ==, 0);
  feedback = sg_tutorial_window_get_feedback_text (f->window);
  g_assert_nonnull (feedback);
  /* The engine's reason names its rule (D3.7 or D4.4 here). */
  g_assert_nonnull (sg_lesson_get_feedback_rule (sg_tutorial_window_get_lesson (f->window)));
  g_assert_true (shows_rule (feedback, sg_lesson_get_feedback_rule (sg_tutorial_window_get_lesson (f->window))));
  g_assert_cmpuint (sg_game_model_get_hand (model_of (f), SG_LAW, cards), ==, hand_before);
  g_assert_cmpint (life (f, SG_OUTLAW), ==, 4);

  /* A wrong, legal move: the Derringer.  Not played, explained. */
  play_at (f, SG_CARD_DERRINGER, SG_OUTLAW, FALSE);
  g_assert_cmpuint (step (f), ==, 0);
  feedback = sg_tutorial_window_get_feedback_text (f->window);
  g_assert_nonnull (feedback);
  g_assert_nonnull (strstr (feedback, "Colt"));
  g_assert_cmpuint (sg_game_model_get_hand (model_of (f), SG_LAW, cards), ==, hand_before);
  g_assert_cmpint (life (f, SG_OUTLAW), ==, 4);
  /* The introduction stays with the step it opens: a wrong move is no
   * reason to take away the explanation the player has not used yet. */
  g_assert_true (shows_rule (sg_tutorial_window_get_coach_text (f->window), "D5.1"));

  /* Step 1: the Colt at Babe Leroy; the Outlaws dodge with a Missed!. */
  play_at (f, SG_CARD_COLT, SG_OUTLAW, FALSE);
  g_assert_cmpuint (step (f), ==, 1);
  g_assert_cmpstr (sg_tutorial_window_get_step_text (f->window), ==, "Step 2 of 5");
  g_assert_cmpint (life (f, SG_OUTLAW), ==, 4);
  g_assert_null (sg_tutorial_window_get_feedback_text (f->window));

  /* Step 2: try the second Colt; the engine refuses it (D4.4). */
  play_at (f, SG_CARD_COLT, SG_OUTLAW, FALSE);
  g_assert_cmpuint (step (f), ==, 2);
  g_assert_true (shows_rule (sg_tutorial_window_get_feedback_text (f->window), "D4.4"));
  g_assert_nonnull (strstr (sg_tutorial_window_get_coach_text (f->window), "Derringer"));

  /* Step 3: the Derringer hits. */
  play_at (f, SG_CARD_DERRINGER, SG_OUTLAW, FALSE);
  g_assert_cmpuint (step (f), ==, 3);
  g_assert_cmpint (life (f, SG_OUTLAW), ==, 3);

  /* Step 4: End Turn; the Outlaws' Colt comes at once (no delay here). */
  gtk_widget_activate_action (table, "table.end-turn", NULL);
  iterate ();
  g_assert_cmpuint (step (f), ==, 4);
  g_assert_cmpint (sg_game_model_get_decision (model_of (f)), ==, SG_DEC_SHOT);
  g_assert_cmpint (sg_game_model_get_decider (model_of (f)), ==, SG_LAW);

  /* Step 5: dodge with the Missed! by activating it in the hand. */
  gtk_widget_activate_action (table, "table.card", "y", hand_card (f, SG_LAW, SG_CARD_MISSED));
  iterate ();
  g_assert_true (sg_lesson_is_complete (sg_tutorial_window_get_lesson (f->window)));
  g_assert_cmpint (life (f, SG_LAW), ==, 5);
  g_assert_cmpstr (sg_tutorial_window_get_step_text (f->window), ==, "Lesson complete");
  g_assert_true (sg_tutorial_window_is_done_shown (f->window));
  /* The table's prompt says so too, not "the Outlaws are thinking…". */
  g_assert_cmpstr (sg_prompt_bar_get_text (sg_table_view_get_prompt_bar (sg_tutorial_window_get_table (f->window))), ==,
                   "Lesson complete: the coaching card says what comes next.");
  g_assert_true (sg_tutorial_progress_is_completed (f->progress, "03-shots"));

  /* Back in the list, 03-shots is marked and 04-targets is not. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "tutorial.lessons", NULL);
  iterate ();
  g_assert_true (sg_tutorial_window_is_list_shown (f->window));
  g_assert_true (sg_tutorial_window_row_is_completed (f->window, 3));
  g_assert_false (sg_tutorial_window_row_is_completed (f->window, 4));
}


/* Whether any character on the table is outlined as a card's target. */
static gboolean
any_seat_marked (Fixture *f)
{
  SgTableView *table = sg_tutorial_window_get_table (f->window);

  for (guint8 code = 0; code < 4; code++)
    {
      GtkWidget *seat = sg_table_view_get_seat_widget (table, code);

      if (seat != NULL && (sg_character_widget_get_last_target (SG_CHARACTER_WIDGET (seat)) != NULL
                           || gtk_widget_has_css_class (seat, "last-target")))
        return TRUE;
    }
  return FALSE;
}

/* Lesson 4 (an English play-test): the second Colt, refused by the step
 * that asks to try it, stayed selected, and the prompt kept saying "Colt
 * cannot be used now." with the refusal through the next step; at "Lesson
 * complete" Wild Bill kept the outline of the shot he had dodged. */
static void
test_lesson_four_leaves_nothing (Fixture *f, gconstpointer data)
{
  SgTableView *table;
  SgPromptBar *bar;

  g_assert_true (sg_tutorial_window_open_lesson (f->window, "03-shots"));
  iterate ();
  table = sg_tutorial_window_get_table (f->window);
  bar = sg_table_view_get_prompt_bar (table);
  play_at (f, SG_CARD_COLT, SG_OUTLAW, FALSE);
  g_assert_cmpuint (step (f), ==, 1);

  /* Step 2: the second Colt, tried and refused: the step is done. */
  gtk_widget_activate_action (GTK_WIDGET (table), "table.card", "y", hand_card (f, SG_LAW, SG_CARD_COLT));
  iterate ();
  g_assert_nonnull (strstr (sg_prompt_bar_get_text (bar), "cannot be used now"));
  gtk_widget_activate_action (GTK_WIDGET (table), "table.target", "y", seat_code (f, SG_OUTLAW, FALSE));
  iterate ();
  g_assert_cmpuint (step (f), ==, 2);
  /* Step 3 starts clean: no card waiting, no refusal in the prompt. */
  g_assert_cmpuint (sg_table_view_get_selected (table), ==, SG_NONE);
  g_assert_null (strstr (sg_prompt_bar_get_text (bar), "cannot be used now"));
  g_assert_cmpstr (sg_prompt_bar_get_detail (bar), ==, "");

  play_at (f, SG_CARD_DERRINGER, SG_OUTLAW, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (table), "table.end-turn", NULL);
  iterate ();
  g_assert_cmpuint (step (f), ==, 4);
  /* The question is about Wild Bill: outlined while it is asked. */
  g_assert_true (any_seat_marked (f));
  gtk_widget_activate_action (GTK_WIDGET (table), "table.card", "y", hand_card (f, SG_LAW, SG_CARD_MISSED));
  iterate ();
  g_assert_true (sg_lesson_is_complete (sg_tutorial_window_get_lesson (f->window)));
  /* The shot is over and so is the lesson: nobody is outlined. */
  g_assert_false (any_seat_marked (f));
}


/* Lesson 7, step 5 asks to use the Barrel on Babe Leroy: clicking that
 * Barrel was refused ("That is not a way to dodge this shot") and the
 * coaching said nothing, until a wrong answer brought "Try the Barrel
 * first" (an English play-test).  The Barrel clicked is the step's move. */
static void
test_lesson_seven_barrel (Fixture *f, gconstpointer data)
{
  GtkWidget *table;
  SgSeat babe;

  g_assert_true (sg_tutorial_window_open_lesson (f->window, "06-reveals"));
  iterate ();
  table = GTK_WIDGET (sg_tutorial_window_get_table (f->window));
  gtk_widget_activate_action (table, "table.card", "y", hand_card (f, SG_OUTLAW, SG_CARD_RATTLESNAKE));
  gtk_widget_activate_action (table, "table.target", "y", seat_code (f, SG_LAW, FALSE));
  iterate ();
  g_assert_cmpuint (step (f), ==, 1);
  gtk_widget_activate_action (table, "table.card", "y", hand_card (f, SG_OUTLAW, SG_CARD_DYNAMITE));
  gtk_widget_activate_action (table, "table.target", "y", seat_code (f, SG_LAW, TRUE));
  iterate ();
  g_assert_cmpuint (step (f), ==, 2);
  /* The Dynamite, playable still, stays chosen for step 3, without the
   * refusal of step 2 under the prompt. */
  g_assert_cmpuint (sg_table_view_get_selected (SG_TABLE_VIEW (table)), ==,
                    hand_card (f, SG_OUTLAW, SG_CARD_DYNAMITE));
  g_assert_cmpstr (sg_prompt_bar_get_detail (sg_table_view_get_prompt_bar (SG_TABLE_VIEW (table))), ==, "");
  gtk_widget_activate_action (table, "table.target", "y", seat_code (f, SG_OUTLAW, TRUE));
  iterate ();
  g_assert_cmpuint (step (f), ==, 3);
  gtk_widget_activate_action (table, "table.end-turn", NULL);
  iterate ();
  g_assert_cmpuint (step (f), ==, 4);
  g_assert_cmpint (sg_game_model_get_decision (model_of (f)), ==, SG_DEC_SHOT);

  g_assert_true (sg_game_model_get_seat (model_of (f), SG_OUTLAW, FALSE, &babe));
  g_assert_cmpuint (babe.n_equip, ==, 1);
  gtk_widget_activate_action (table, "table.card", "y", babe.equip[0]);
  iterate ();
  g_assert_cmpuint (step (f), ==, 5);
  g_assert_true (shows_rule (sg_tutorial_window_get_feedback_text (f->window), "C-BARREL.2"));
}

static void
test_hint_restart_next (Fixture *f, gconstpointer data)
{
  const char *feedback;

  g_assert_true (sg_tutorial_window_open_lesson (f->window, "01-table"));
  g_assert_false (sg_tutorial_window_open_lesson (f->window, "99-none"));
  iterate ();

  /* The hint names the move. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "tutorial.hint", NULL);
  feedback = sg_tutorial_window_get_feedback_text (f->window);
  g_assert_nonnull (feedback);
  g_assert_nonnull (strstr (feedback, "Colt"));

  play_at (f, SG_CARD_COLT, SG_OUTLAW, FALSE);
  g_assert_true (sg_lesson_is_complete (sg_tutorial_window_get_lesson (f->window)));
  g_assert_cmpuint (sg_game_model_get_winner (model_of (f)), ==, SG_WINNER_LAW);
  g_assert_true (sg_tutorial_window_is_done_shown (f->window));

  /* Replay: the same lesson from its start. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "tutorial.restart", NULL);
  iterate ();
  g_assert_cmpuint (step (f), ==, 0);
  g_assert_false (sg_tutorial_window_is_done_shown (f->window));
  g_assert_cmpuint (sg_game_model_get_winner (model_of (f)), ==, SG_WINNER_NONE);

  /* Next lesson. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "tutorial.next", NULL);
  iterate ();
  g_assert_cmpstr (sg_lesson_get_id (sg_tutorial_window_get_lesson (f->window)), ==, "01b-setup");
}

static GtkWidget *
find_type (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_type (c, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The game window's keys work in a lesson (Ctrl+E did nothing there, an
 * Italian play-test): its win.* actions reach the lesson's table, and F6
 * moves between the table and the log. */
static void
test_game_keys (Fixture *f, gconstpointer data)
{
  static const char *const forwarded[] = { "win.end-turn", "win.switch", "win.ability", "win.reload" };
  SgTableView *table;
  GtkWidget *focus;

  g_assert_true (sg_tutorial_window_open_lesson (f->window, "01-table"));
  iterate ();
  for (guint i = 0; i < G_N_ELEMENTS (forwarded); i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), forwarded[i], NULL));
  iterate ();
  table = SG_TABLE_VIEW (find_type (GTK_WIDGET (f->window), SG_TYPE_TABLE_VIEW));
  g_assert_true (sg_table_view_focus_decision (table));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.switch-pane", NULL));
  iterate ();
  focus = gtk_root_get_focus (GTK_ROOT (f->window));
  g_assert_nonnull (focus);
  g_assert_nonnull (gtk_widget_get_ancestor (focus, SG_TYPE_RULES_SIDEBAR));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.switch-pane", NULL));
  iterate ();
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)), GTK_WIDGET (table)));
}

/* F9 in the lesson's log hides it and gives the keyboard back to the
 * table's question, as the game window's F9 does (it went to a header
 * button). */
static void
test_hide_log_focus_to_table (Fixture *f, gconstpointer data)
{
  SgTableView *table;
  GtkWidget *sidebar, *focus, *answer;

  g_assert_true (sg_tutorial_window_open_lesson (f->window, "03-shots"));
  iterate ();
  table = sg_tutorial_window_get_table (f->window);
  sidebar = find_type (GTK_WIDGET (f->window), SG_TYPE_RULES_SIDEBAR);
  g_assert_true (gtk_widget_get_mapped (sidebar));
  g_assert_true (gtk_widget_child_focus (sidebar, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)), sidebar));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "tutorial.toggle-sidebar", NULL));
  iterate ();
  g_assert_false (gtk_widget_get_visible (sidebar));
  focus = gtk_root_get_focus (GTK_ROOT (f->window));
  g_assert_nonnull (focus);
  answer = sg_prompt_bar_get_default_option (sg_table_view_get_prompt_bar (table));
  if (answer != NULL)
    g_assert_true (focus == answer);
  else
    g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (table)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "tutorial.toggle-sidebar", NULL));
  iterate ();
  g_assert_true (gtk_widget_get_visible (sidebar));
}

/* The lesson list opens with its first row focused and the focus ring
 * shown: the row had the keyboard focus without any mark of it (a
 * keyboard play-test). */
static void
test_list_focus_shown (void)
{
  SgTutorialWindow *window = sg_tutorial_window_new ();
  GtkWidget *focus;

  g_object_ref_sink (window);
  g_assert_true (sg_tutorial_window_is_list_shown (window));
  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == GTK_WIDGET (sg_tutorial_window_get_lesson_row (window, 0)));
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  iterate ();
}

static gboolean
flag_up (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Lets the window lay itself out (frames come with the clock, not as
 * pending events). */
static void
spin_ms (guint msec)
{
  gboolean done = FALSE;

  g_timeout_add (msec, flag_up, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Waits, up to five seconds, until the scroller's content is taller
 * than its view by more than a few lines: under the sanitizers on a
 * busy machine the first layout of a new window can take longer than
 * any fixed pause (CI once saw an empty adjustment after 200 ms). */
static void
spin_until_scrolls (GtkAdjustment *adj)
{
  for (guint waited = 0; waited < 5000; waited += 50)
    {
      if (gtk_adjustment_get_upper (adj) > gtk_adjustment_get_page_size (adj) + 50)
        return;
      spin_ms (50);
    }
}

/* Waits, up to five seconds, until a new widget has its first size (the
 * same slow first layout as above). */
static void
spin_until_allocated (GtkWidget *widget)
{
  for (guint waited = 0; waited < 5000; waited += 50)
    {
      if (gtk_widget_get_width (widget) > 0 && gtk_widget_get_height (widget) > 0)
        return;
      spin_ms (50);
    }
}

/* The coaching stands beside the table, above the log, so the table has
 * the window's height for its cards (above it, it took a third of a small
 * window's); hiding the log (F9) leaves the coaching in view. */
static void
test_coach_beside_table (Fixture *f, gconstpointer data)
{
  GtkWidget *table = GTK_WIDGET (sg_tutorial_window_get_table (f->window));
  GtkWidget *coach, *sidebar;
  graphene_rect_t table_box, coach_box;

  g_assert_true (sg_tutorial_window_open_lesson (f->window, "05-active"));
  spin_ms (200);
  coach = sg_test_label_with_text (GTK_WIDGET (f->window), sg_tutorial_window_get_coach_text (f->window));
  g_assert_nonnull (coach);
  spin_until_allocated (coach);
  g_assert_true (gtk_widget_compute_bounds (table, GTK_WIDGET (f->window), &table_box));
  g_assert_true (gtk_widget_compute_bounds (coach, GTK_WIDGET (f->window), &coach_box));
  g_assert_cmpfloat (coach_box.origin.x, >=, table_box.origin.x + table_box.size.width);
  /* The table starts right under the header bar. */
  g_assert_cmpfloat (table_box.origin.y, <, coach_box.origin.y + coach_box.size.height);
  g_assert_cmpfloat (table_box.size.height, >, 0.8 * gtk_widget_get_height (GTK_WIDGET (f->window)));

  sidebar = gtk_widget_get_ancestor (sg_test_label_with_text (GTK_WIDGET (f->window), "What Happened"), SG_TYPE_RULES_SIDEBAR);
  g_assert_nonnull (sidebar);
  g_assert_true (gtk_widget_get_mapped (sidebar));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "tutorial.toggle-sidebar", NULL);
  spin_ms (100);
  g_assert_false (gtk_widget_get_mapped (sidebar));
  g_assert_true (gtk_widget_get_mapped (coach));
}

/* A long step with its feedback scrolls in the coaching card and leaves
 * the log below it room for a few lines (found by a play-test: the
 * log shrank to two clipped lines after a refusal in lesson 1). */
static void
test_log_keeps_room (Fixture *f, gconstpointer data)
{
  GtkWidget *sidebar;

  g_assert_true (sg_tutorial_window_open_lesson (f->window, "01-table"));
  spin_ms (200);
  play_at (f, SG_CARD_COLT, SG_LAW, TRUE); /* at one's own back-up: refused */
  g_assert_nonnull (sg_tutorial_window_get_feedback_text (f->window));
  spin_ms (200);
  sidebar = gtk_widget_get_ancestor (sg_test_label_with_text (GTK_WIDGET (f->window), "What Happened"), SG_TYPE_RULES_SIDEBAR);
  g_assert_nonnull (sidebar);
  /* Its heading and a couple of events (170 px; a third of the window
   * before the rule buttons of long steps needed the room). */
  g_assert_cmpint (gtk_widget_get_height (sidebar), >=, 160);
}

/* Lesson 01-table's introduction, scrolled to its end in a short window,
 * then a refused move: the coaching card scrolls back to the explanation
 * (it had stayed out of view, above the part shown). */
static void
test_feedback_in_view (Fixture *f, gconstpointer data)
{
  GtkWidget *coach, *feedback, *scroller;
  GtkAdjustment *adj;
  graphene_rect_t box;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 480);
  g_assert_true (sg_tutorial_window_open_lesson (f->window, "01-table"));
  spin_ms (200);
  coach = sg_test_label_with_text (GTK_WIDGET (f->window), sg_tutorial_window_get_coach_text (f->window));
  scroller = gtk_widget_get_ancestor (coach, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  spin_until_scrolls (adj);
  /* The test means something only if the card does scroll. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), >, gtk_adjustment_get_page_size (adj) + 50);
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  spin_ms (100);

  play_at (f, SG_CARD_COLT, SG_LAW, TRUE); /* at one's own back-up: refused */
  g_assert_nonnull (sg_tutorial_window_get_feedback_text (f->window));
  spin_ms (200);
  feedback = sg_test_label_with_text (GTK_WIDGET (f->window), sg_tutorial_window_get_feedback_text (f->window));
  g_assert_nonnull (feedback);
  g_assert_true (gtk_widget_compute_bounds (feedback, scroller, &box));
  /* Its start in view, and all of it when it fits. */
  g_assert_cmpfloat (box.origin.y, >=, 0);
  g_assert_cmpfloat (box.origin.y, <, gtk_widget_get_height (scroller));
  if (box.size.height <= gtk_widget_get_height (scroller))
    g_assert_cmpfloat (box.origin.y + box.size.height, <=, gtk_widget_get_height (scroller));
}

/* At 1100x720, the smallest window we support well, the first step of
 * lessons 1 and 2 (their introduction and their first move) shows whole
 * in the coaching card, with the card scrolled to its start: a French
 * play-tester found it cut mid-sentence at the card's foot, with nothing
 * to say that it scrolled.  Whatever does not fit (the rule buttons
 * after the text) is announced by a scrollbar that stays on screen, not
 * an overlay one that shows only under the pointer. */
static void
test_step_text_in_view (Fixture *f, gconstpointer data)
{
  static const char *const lessons[] = { "01-table", "01b-setup" };

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1100, 720);
  for (guint i = 0; i < G_N_ELEMENTS (lessons); i++)
    {
      GtkWidget *coach, *scroller;
      GtkAdjustment *adj;
      graphene_rect_t box;

      g_assert_true (sg_tutorial_window_open_lesson (f->window, lessons[i]));
      spin_ms (200);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->window)), <=, 720);
      coach = sg_test_label_with_text (GTK_WIDGET (f->window), sg_tutorial_window_get_coach_text (f->window));
      g_assert_nonnull (coach);
      scroller = gtk_widget_get_ancestor (coach, GTK_TYPE_SCROLLED_WINDOW);
      g_assert_nonnull (scroller);
      adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, gtk_adjustment_get_lower (adj));
      g_assert_true (gtk_widget_compute_bounds (coach, scroller, &box));
      if (box.origin.y < 0 || box.origin.y + box.size.height > gtk_widget_get_height (scroller))
        g_error ("%s: the step text spans %g to %g in a card %d high", lessons[i],
                 box.origin.y, box.origin.y + box.size.height, gtk_widget_get_height (scroller));
      g_assert_false (gtk_scrolled_window_get_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller)));
    }
}

/* At 1100x720 the first step of every lesson shows whole, its rule
 * buttons included, above a log that keeps its heading and a couple of
 * events: with the log given a third of the window, the rule buttons of
 * the longer steps were reached only by scrolling (a German and Italian
 * play-test). */
static void
test_first_steps_whole (Fixture *f, gconstpointer data)
{
  g_auto (GStrv) ids = sg_lesson_list_ids ();
  GtkWidget *sidebar;
  guint cut = 0;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1100, 720);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      GtkWidget *coach, *scroller;
      GtkAdjustment *adj;

      g_assert_true (sg_tutorial_window_open_lesson (f->window, ids[i]));
      spin_ms (200);
      coach = sg_test_label_with_text (GTK_WIDGET (f->window), sg_tutorial_window_get_coach_text (f->window));
      g_assert_nonnull (coach);
      scroller = gtk_widget_get_ancestor (coach, GTK_TYPE_SCROLLED_WINDOW);
      adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      if (gtk_adjustment_get_upper (adj) > gtk_adjustment_get_page_size (adj) + 1)
        {
          g_printerr ("%s: %g px of the first step out of view\n", ids[i],
                      gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
          cut++;
        }
    }
  g_assert_cmpuint (cut, ==, 0);
  sidebar = gtk_widget_get_ancestor (sg_test_label_with_text (GTK_WIDGET (f->window), "What Happened"), SG_TYPE_RULES_SIDEBAR);
  g_assert_cmpint (gtk_widget_get_height (sidebar), >=, 160);
}

static void
wait_for_person (SgGameModel *model)
{
  for (guint guard = 0; guard < 100000 && !sg_game_model_person_decides (model); guard++)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sg_game_model_person_decides (model));
}

/* Until the prompt bar shows a suggestion (the Hard bot thinks on a worker
 * thread). */
static void
wait_for_suggestion (SgPromptBar *bar)
{
  for (guint guard = 0; guard < 100000
       && (sg_prompt_bar_get_detail (bar) == NULL
           || !g_str_has_prefix (sg_prompt_bar_get_detail (bar), "Suggestion: ")); guard++)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_str_has_prefix (sg_prompt_bar_get_detail (bar), "Suggestion: "));
}

/* app.suggest-move and app.undo-move on the main window of a practice game. */
static void
test_practice_actions (void)
{
  g_autoptr (SgApplication) app = sg_application_new ();
  SgWindow *window;
  SgGameModel *model;
  SgPromptBar *bar;
  guint64 before;
  guint n;
  const SgAction *opts;
  SgAction move;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = sg_window_new (NULL);
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (app));
  model = sg_window_get_model (window);
  bar = sg_table_view_get_prompt_bar (sg_window_get_table (window));
  sg_window_start_game (window, SG_LAW, SG_PLAYER_EASY);
  sg_game_model_set_bot_delay (model, 0);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_person (model);

  /* Take Back Move is offered against the computer. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "undo-move"));
  /* Nothing of the person's to take back yet: said in the prompt bar. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "undo-move", NULL);
  g_assert_nonnull (sg_prompt_bar_get_detail (bar));
  g_assert_nonnull (strstr (sg_prompt_bar_get_detail (bar), "no move"));

  /* The first choice, then the game goes on to the person's turn. */
  opts = sg_game_model_get_options (model, &n);
  move = opts[0];
  sg_game_model_apply (model, &move, NULL);
  wait_for_person (model);
  before = sg_save_fingerprint (sg_game_model_get_game (model));
  opts = sg_game_model_get_options (model, &n);
  move = opts[0];
  sg_game_model_apply (model, &move, NULL);
  wait_for_person (model);

  g_action_group_activate_action (G_ACTION_GROUP (app), "undo-move", NULL);
  iterate ();
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, before);
  g_assert_nonnull (strstr (sg_prompt_bar_get_detail (bar), "taken back"));
  /* The first take-back of a game says what it means for the statistics;
   * the next ones do not repeat it. */
  g_assert_nonnull (strstr (sg_prompt_bar_get_detail (bar), "statistics"));
  opts = sg_game_model_get_options (model, &n);
  move = opts[0];
  sg_game_model_apply (model, &move, NULL);
  wait_for_person (model);
  g_action_group_activate_action (G_ACTION_GROUP (app), "undo-move", NULL);
  iterate ();
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, before);
  g_assert_cmpstr (sg_prompt_bar_get_detail (bar), ==, "Your last move was taken back.");

  /* A suggestion arrives in the prompt bar. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "suggest-move", NULL);
  wait_for_suggestion (bar);

  /* Two beginners at one screen get suggestions too, for the player
   * deciding. */
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  iterate ();
  /* The new game waits on the hand-over page for its first decider.
   * There, Take Back and Suggest answer in a toast: the prompt bar is
   * hidden (they said nothing). */
  g_assert_true (sg_game_model_handover_pending (model));
  g_action_group_activate_action (G_ACTION_GROUP (app), "undo-move", NULL);
  g_assert_nonnull (sg_window_get_last_toast (window));
  g_assert_nonnull (strstr (sg_window_get_last_toast (window), "no move"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "suggest-move", NULL);
  g_assert_cmpstr (sg_window_get_last_toast (window), ==,
                   "Choose Ready first: a suggestion is for the player who decides.");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.handover-ready", NULL);
  iterate ();
  g_assert_false (sg_game_model_handover_pending (model));
  /* Take Back Move too (sg-take-back.h): nothing to take back yet, and
   * the prompt says so. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "undo-move"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "undo-move", NULL);
  g_assert_nonnull (strstr (sg_prompt_bar_get_detail (bar), "no move"));
  sg_prompt_bar_set_detail (bar, NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "suggest-move", NULL);
  wait_for_suggestion (bar);

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* A window of app playing scenario against the Easy computer, shown, the
 * person to decide. */
static SgWindow *
scenario_window (SgApplication *app, const char *scenario)
{
  SgWindow *window;
  SgGameModel *model;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = sg_window_new (NULL);
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (app));
  model = sg_window_get_model (window);
  sg_game_model_set_bot_delay (model, 0);
  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_EASY, NULL));
  gtk_window_present (GTK_WINDOW (window));
  wait_for_person (model);
  return window;
}

/* A suggested card of the hand takes the keyboard focus (found by a
 * play-test: the suggestion was text only).  The Colt is the move: the
 * opponent is down to one life point. */
static void
test_suggestion_points_at_card (void)
{
  static const char scenario[] =
    "seed 3\nstart law\nlaw active \"Wild Bill\"\nlaw hand Beer Colt\n"
    "outlaw active \"Cattle Katie\" 1\noutlaw reserve \"Babe Leroy\"\n";
  g_autoptr (SgApplication) app = sg_application_new ();
  SgWindow *window;
  SgGameModel *model;
  SgPromptBar *bar;
  GtkWidget *colt;

  window = scenario_window (app, scenario);
  model = sg_window_get_model (window);
  bar = sg_table_view_get_prompt_bar (sg_window_get_table (window));
  for (guint i = 0; i < 20; i++)
    iterate ();
  colt = sg_table_view_get_hand_widget (sg_window_get_table (window), sg_test_hand_card (model, SG_LAW, SG_CARD_COLT));
  g_assert_nonnull (colt);
  g_assert_false (gtk_widget_has_focus (colt));

  g_action_group_activate_action (G_ACTION_GROUP (app), "suggest-move", NULL);
  wait_for_suggestion (bar);
  g_assert_nonnull (strstr (sg_prompt_bar_get_detail (bar), "Colt"));
  g_assert_true (gtk_widget_has_focus (colt));
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* The suggested card, once selected, has the keyboard on its suggested
 * target, not on the first legal one (a keyboard play-test: "Play the
 * Whisky on Wyatt Ear" suggested, Return, Return healed West Harding).
 * West Harding at 4 may take the Whisky (down to 3, E-12b), but healing
 * Wyatt Ear from 1 to 3 is the move. */
static void
test_suggestion_points_at_target (void)
{
  static const char scenario[] =
    "seed 3\nstart law\nlaw active \"Wyatt Ear\" 1\nlaw hand Whisky\n"
    "outlaw active \"West Harding\"\noutlaw reserve \"Babe Leroy\"\n";
  g_autoptr (SgApplication) app = sg_application_new ();
  SgWindow *window;
  SgGameModel *model;
  SgTableView *table;
  SgPromptBar *bar;
  guint8 whisky;

  window = scenario_window (app, scenario);
  model = sg_window_get_model (window);
  table = sg_window_get_table (window);
  bar = sg_table_view_get_prompt_bar (table);
  for (guint i = 0; i < 20; i++)
    iterate ();
  whisky = sg_test_hand_card (model, SG_LAW, SG_CARD_WHISKY);

  g_action_group_activate_action (G_ACTION_GROUP (app), "suggest-move", NULL);
  wait_for_suggestion (bar);
  g_assert_nonnull (strstr (sg_prompt_bar_get_detail (bar), "Wyatt"));
  g_assert_true (gtk_widget_has_focus (sg_table_view_get_hand_widget (table, whisky)));
  /* Return: the card is selected, the focus on Wyatt Ear. */
  gtk_widget_activate_action (GTK_WIDGET (table), "table.card", "y", whisky);
  g_assert_cmpuint (sg_table_view_get_selected (table), ==, whisky);
  g_assert_true (gtk_widget_has_focus (sg_table_view_get_seat_widget (table, SG_CHAR_CODE (SG_LAW, 0))));
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* A suggested move that is a button has the keyboard on it (a keyboard
 * play-test: after "Suggestion: End the turn" the focus stayed where it
 * was).  A Missed! cannot be played in one's own turn: End Turn is the
 * move. */
static void
test_suggestion_points_at_button (void)
{
  static const char scenario[] =
    "seed 3\nstart law\nlaw active \"Wild Bill\"\nlaw hand Missed!\n"
    "outlaw active \"Cattle Katie\"\noutlaw reserve \"Babe Leroy\"\n";
  g_autoptr (SgApplication) app = sg_application_new ();
  SgWindow *window;
  SgTableView *table;
  GtkWidget *focus;

  window = scenario_window (app, scenario);
  table = sg_window_get_table (window);
  for (guint i = 0; i < 20; i++)
    iterate ();

  g_action_group_activate_action (G_ACTION_GROUP (app), "suggest-move", NULL);
  wait_for_suggestion (sg_table_view_get_prompt_bar (table));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "table.end-turn");
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* Ctrl+W closes the lesson window (it had no key to close it; Escape
 * cancels a card selected on its table).  The window's own shortcuts are
 * run as its shortcut controller would for that key. */
static void
test_ctrl_w_closes (void)
{
  SgTutorialWindow *window = sg_tutorial_window_new ();
  GtkWidget *widget = GTK_WIDGET (window);
  g_autoptr (GListModel) controllers = NULL;
  gboolean ran = FALSE;

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !ran; j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_strcmp0 (trigger, "<Control>w") == 0)
            ran = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                gtk_shortcut_get_arguments (shortcut));
        }
    }
  g_clear_object (&controllers);
  g_assert_true (ran);
  iterate ();
  g_assert_false (gtk_widget_get_visible (widget));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  iterate ();
}

/* A suggestion for another move puts down the card still selected (found
 * by a play-test: "Suggestion: Swap: …" came while Indians! stood
 * selected); one for the selected card keeps it.  The Colt is the move:
 * the opponent is down to one life point. */
static void
test_suggestion_drops_selection (void)
{
  static const char scenario[] =
    "seed 3\nstart law\nlaw active \"Wild Bill\"\nlaw hand Beer Colt\n"
    "outlaw active \"Cattle Katie\" 1\noutlaw reserve \"Babe Leroy\"\n";
  g_autoptr (SgApplication) app = sg_application_new ();
  SgWindow *window;
  SgGameModel *model;
  SgTableView *table;
  SgPromptBar *bar;
  guint8 beer, colt;

  window = scenario_window (app, scenario);
  model = sg_window_get_model (window);
  table = sg_window_get_table (window);
  bar = sg_table_view_get_prompt_bar (table);
  iterate ();
  beer = sg_test_hand_card (model, SG_LAW, SG_CARD_BEER);
  colt = sg_test_hand_card (model, SG_LAW, SG_CARD_COLT);

  /* The Beer selected, the Colt suggested: the Beer is put down. */
  gtk_widget_activate_action (GTK_WIDGET (table), "table.card", "y", beer);
  g_assert_cmpuint (sg_table_view_get_selected (table), ==, beer);
  g_action_group_activate_action (G_ACTION_GROUP (app), "suggest-move", NULL);
  wait_for_suggestion (bar);
  g_assert_nonnull (strstr (sg_prompt_bar_get_detail (bar), "Colt"));
  g_assert_cmpuint (sg_table_view_get_selected (table), ==, SG_NONE);
  g_assert_cmpint (sg_card_widget_get_highlight (SG_CARD_WIDGET (sg_table_view_get_hand_widget (table, beer))), !=,
                   SG_CARD_HIGHLIGHT_SELECTED);
  g_assert_true (gtk_widget_has_focus (sg_table_view_get_hand_widget (table, colt)));

  /* The Colt selected and suggested: it stays selected. */
  gtk_widget_activate_action (GTK_WIDGET (table), "table.card", "y", colt);
  g_assert_cmpuint (sg_table_view_get_selected (table), ==, colt);
  g_action_group_activate_action (G_ACTION_GROUP (app), "suggest-move", NULL);
  wait_for_suggestion (bar);
  g_assert_cmpuint (sg_table_view_get_selected (table), ==, colt);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* The rule links under the coaching, by ID. */
static void
collect_rule_links (GtkWidget *widget, GPtrArray *ids)
{
  const char *id = g_object_get_data (G_OBJECT (widget), "sg-rule");

  if (GTK_IS_BUTTON (widget) && id != NULL && gtk_widget_get_visible (widget))
    g_ptr_array_add (ids, (gpointer) id);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_rule_links (c, ids);
}

/* Lesson 04-targets up to its Whisky, given to the opponent's back-up:
 * refused with C-WHISKY.1, a clause of the step's C-WHISKY, which is then
 * linked once, not twice. */
static void
test_rule_links_once (Fixture *f, gconstpointer data)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();

  g_assert_true (sg_tutorial_window_open_lesson (f->window, "04-targets"));
  iterate ();
  play_at (f, SG_CARD_BARREL, SG_LAW, FALSE); /* tried, refused: still chosen */
  gtk_widget_activate_action (GTK_WIDGET (sg_tutorial_window_get_table (f->window)), "table.cancel", NULL);
  play_at (f, SG_CARD_BARREL, SG_LAW, TRUE);
  play_at (f, SG_CARD_COLT, SG_OUTLAW, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (sg_tutorial_window_get_table (f->window)), "table.cancel", NULL);
  play_at (f, SG_CARD_WINCHESTER, SG_OUTLAW, TRUE);
  g_assert_cmpuint (step (f), ==, 4);
  play_at (f, SG_CARD_WHISKY, SG_OUTLAW, TRUE);
  g_assert_cmpuint (step (f), ==, 4);
  g_assert_cmpstr (sg_lesson_get_feedback_rule (sg_tutorial_window_get_lesson (f->window)), ==, "C-WHISKY.1");
  collect_rule_links (GTK_WIDGET (f->window), ids);
  g_assert_cmpuint (ids->len, >=, 2);
  for (guint i = 0; i < ids->len; i++)
    for (guint j = i + 1; j < ids->len; j++)
      {
        const char *a = ids->pdata[i], *b = ids->pdata[j];

        g_assert_false (g_str_has_prefix (a, b) || g_str_has_prefix (b, a));
      }
}

/* app.show-rule ("Read in the Rules" under a log row's citation) opens the
 * rules browser with the keyboard on the rule shown, its text or its row,
 * not in the search field (a keyboard play-test: the arrows and the
 * screen reader started there); Ctrl+F still goes to the search field. */
static void
test_show_rule_focus (void)
{
  g_autoptr (SgApplication) app = sg_application_new ();
  static const char *const rules[] = { "D5.5", "C-HAT.1", "E-29" };
  SgRulesBrowser *browser;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  browser = sg_rules_browser_get_for_app (GTK_APPLICATION (app));
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      GtkWidget *focus;

      g_action_group_activate_action (G_ACTION_GROUP (app), "show-rule", g_variant_new_string (rules[i]));
      for (guint guard = 0; guard < 1000 && !gtk_widget_get_mapped (GTK_WIDGET (browser)); guard++)
        g_main_context_iteration (NULL, TRUE);
      iterate ();
      g_assert_cmpstr (sg_rules_browser_get_highlight (browser), ==, rules[i]);
      focus = gtk_root_get_focus (GTK_ROOT (browser));
      g_assert_nonnull (focus);
      if (gtk_widget_is_ancestor (focus, sg_rules_browser_get_search_entry (browser)))
        g_error ("%s: the keyboard is in the search field", rules[i]);
      g_assert_true (GTK_IS_LIST_BOX_ROW (focus) || GTK_IS_LABEL (focus));
      gtk_widget_activate_action (GTK_WIDGET (browser), "browser.search", NULL);
      g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (browser)),
                                             sg_rules_browser_get_search_entry (browser)));
    }
  gtk_window_destroy (GTK_WINDOW (browser));
  iterate ();
}

int
main (int argc, char *argv[])
{
  /* gtk_test_init ignores G_TEST_OPTION_ISOLATE_DIRS: keep the user's
   * data directory out of reach by hand. */
  g_autofree char *data_home = g_dir_make_tmp ("sixgun-test-tutorial-XXXXXX", NULL);
  int status;

  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  sg_ui_resources_ensure ();

  g_test_add ("/tutorial/lesson-three", Fixture, NULL, setup, test_lesson_three, teardown);
  g_test_add ("/tutorial/lesson-four-leaves-nothing", Fixture, NULL, setup, test_lesson_four_leaves_nothing, teardown);
  g_test_add ("/tutorial/lesson-seven-barrel", Fixture, NULL, setup, test_lesson_seven_barrel, teardown);
  g_test_add ("/tutorial/hint-restart-next", Fixture, NULL, setup, test_hint_restart_next, teardown);
  g_test_add ("/tutorial/game-keys", Fixture, NULL, setup, test_game_keys, teardown);
  g_test_add ("/tutorial/hide-log-focus-to-table", Fixture, NULL, setup, test_hide_log_focus_to_table, teardown);
  g_test_add_func ("/tutorial/list-focus-shown", test_list_focus_shown);
  g_test_add ("/tutorial/coach-beside-table", Fixture, NULL, setup, test_coach_beside_table, teardown);
  g_test_add ("/tutorial/log-keeps-room", Fixture, NULL, setup, test_log_keeps_room, teardown);
  g_test_add ("/tutorial/feedback-in-view", Fixture, NULL, setup, test_feedback_in_view, teardown);
  g_test_add ("/tutorial/step-text-in-view", Fixture, NULL, setup, test_step_text_in_view, teardown);
  g_test_add ("/tutorial/first-steps-whole", Fixture, NULL, setup, test_first_steps_whole, teardown);
  g_test_add ("/tutorial/rule-links-once", Fixture, NULL, setup, test_rule_links_once, teardown);
  g_test_add_func ("/tutorial/practice-actions", test_practice_actions);
  g_test_add_func ("/tutorial/suggestion-points-at-card", test_suggestion_points_at_card);
  g_test_add_func ("/tutorial/suggestion-points-at-target", test_suggestion_points_at_target);
  g_test_add_func ("/tutorial/suggestion-points-at-button", test_suggestion_points_at_button);
  g_test_add_func ("/tutorial/ctrl-w-closes", test_ctrl_w_closes);
  g_test_add_func ("/tutorial/suggestion-drops-selection", test_suggestion_drops_selection);
  g_test_add_func ("/tutorial/show-rule-focus", test_show_rule_focus);
  status = g_test_run ();
  sg_test_remove_tree (data_home); /* the progress files the lessons wrote */
  return status;
}
