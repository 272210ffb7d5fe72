/* sg-tutorial-actions.c: app actions for the tutorial and the rules browser. */
#include <glib/gi18n.h>
#include <stdlib.h>

#include "sg-file-text.h"
#include "sg-practice.h"
#include "sg-prompt-bar.h"
#include "sg-rules-browser.h"
#include "sg-save.h"
#include "sg-take-back.h"
#include "sg-tutorial-actions.h"
#include "sg-tutorial-window.h"
#include "sg-window.h"

/* The rule of the newest event of the active game, or NULL. */
static const char *
latest_rule (GtkApplication *app)
{
  GtkWindow *active = gtk_application_get_active_window (app);
  GListModel *log;

  if (!SG_IS_WINDOW (active))
    return NULL;
  log = sg_game_model_get_log (sg_window_get_model (SG_WINDOW (active)));
  for (guint i = g_list_model_get_n_items (log); i > 0; i--)
    {
      g_autoptr (SgLogEntry) entry = g_list_model_get_item (log, i - 1);
      if (sg_log_entry_get_rule (entry) != NULL)
        return sg_log_entry_get_rule (entry);
    }
  return NULL;
}

/* Screenshots: play the lesson's first moves as a learner would. */
static gboolean
play_moves (gpointer data)
{
  SgTutorialWindow *window = data;
  SgLesson *lesson = sg_tutorial_window_get_lesson (window);
  int left = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "sg-moves-left"));
  SgAction move;

  if (lesson == NULL)
    return G_SOURCE_REMOVE;
  if (!sg_lesson_is_waiting (lesson))
    return G_SOURCE_CONTINUE;
  if (left <= 0)
    {
      /* Then a move of the screenshot's choice (a wrong one, say). */
      if (g_getenv ("SIXGUN_LESSON_TRY") != NULL)
        sg_lesson_try_statement (lesson, g_getenv ("SIXGUN_LESSON_TRY"));
      return G_SOURCE_REMOVE;
    }
  if (sg_lesson_get_move (lesson, &move))
    sg_lesson_try (lesson, &move);
  g_object_set_data (G_OBJECT (window), "sg-moves-left", GINT_TO_POINTER (left - 1));
  return G_SOURCE_CONTINUE;
}

static void
tutorial_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  SgTutorialWindow *window = sg_tutorial_window_get_for_app (GTK_APPLICATION (data));
  const char *lesson = g_getenv ("SIXGUN_LESSON");
  const char *moves = g_getenv ("SIXGUN_LESSON_MOVES");

  if (lesson != NULL && sg_tutorial_window_open_lesson (window, lesson) && moves != NULL)
    {
      sg_tutorial_window_set_answer_delay (window, 0);
      g_object_set_data (G_OBJECT (window), "sg-moves-left", GINT_TO_POINTER (atoi (moves)));
      g_timeout_add (300, play_moves, window);
    }
  gtk_window_present (GTK_WINDOW (window));
}

static void
rules_browser_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkApplication *app = GTK_APPLICATION (data);
  SgRulesBrowser *browser = sg_rules_browser_get_for_app (app);
  const char *rule = g_getenv ("SIXGUN_RULE");
  const char *search = g_getenv ("SIXGUN_SEARCH");

  if (rule == NULL)
    rule = latest_rule (app);
  if (rule != NULL)
    sg_rules_browser_show_rule (browser, rule);
  if (search != NULL)
    sg_rules_browser_search (browser, search);
  gtk_window_present (GTK_WINDOW (browser));
}

static void
show_rule_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  SgRulesBrowser *browser = sg_rules_browser_get_for_app (GTK_APPLICATION (data));

  sg_rules_browser_show_rule (browser, g_variant_get_string (param, NULL));
  sg_rules_browser_focus_shown (browser);
  gtk_window_present (GTK_WINDOW (browser));
}

/* --- practice games: suggest a move, undo ----------------------------------- */

/* In the prompt bar; on the hot-seat hand-over page, which hides it, in
 * a toast (Take Back and Suggest said nothing there). */
static void
say_in_prompt (SgWindow *window, const char *text)
{
  if (sg_window_is_handover_shown (window))
    sg_window_toast (window, text);
  else
    sg_prompt_bar_set_detail (sg_table_view_get_prompt_bar (sg_window_get_table (window)), text);
}

/* The suggested move takes the keyboard focus, its ring shown: its card
 * stands out on the table and Return takes it, then its target (not the
 * first legal one); a move that is a button (Swap, End Turn) has it
 * focused. */
static void
point_at_move (SgWindow *window, const SgAction *a)
{
  if (sg_table_view_point_at (sg_window_get_table (window), a))
    gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
}

/* A card still selected in the hand when the suggestion is another move
 * is put down first (found by a play-test: "Suggestion: Swap: …" came
 * while the Indians! card stood selected).  A suggestion to play the
 * selected card keeps it selected, with its targets lit. */
static void
drop_other_selection (SgWindow *window, const SgAction *a)
{
  SgTableView *table = sg_window_get_table (window);
  SgGameModel *model = sg_window_get_model (window);
  guint8 selected = sg_table_view_get_selected (table);
  guint idx[SG_MAX_ACTIONS], n;
  int i;

  if (selected == SG_NONE)
    return;
  i = sg_game_model_find_option (model, a);
  n = i >= 0 ? sg_game_model_options_for_card (model, selected, idx) : 0;
  for (guint k = 0; k < n; k++)
    if (idx[k] == (guint) i)
      return;
  gtk_widget_activate_action (GTK_WIDGET (table), "table.cancel", NULL);
}

typedef struct {
  SgWindow *window;       /* weak */
  guint64 fingerprint;    /* the game when the hint was asked for */
} HintRequest;

static void
hint_done (GObject *source, GAsyncResult *result, gpointer data)
{
  HintRequest *req = data;
  SgGameModel *model = SG_GAME_MODEL (source);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *shown = NULL;
  SgAction suggested;

  if (sg_practice_suggest_finish (model, result, &suggested, &text, &error)
      && req->window != NULL
      && sg_save_fingerprint (sg_game_model_get_game (model)) == req->fingerprint)
    {
      /* Translators: the suggested move in the prompt bar. */
      shown = g_strdup_printf (_("Suggestion: %s"), text);
      drop_other_selection (req->window, &suggested);
      say_in_prompt (req->window, shown);
      point_at_move (req->window, &suggested);
    }
  if (req->window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (req->window), (gpointer *) &req->window);
  g_free (req);
}

static void
suggest_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (data));
  SgGameModel *model;
  HintRequest *req;

  /* In the tutorial, the lesson's own hint. */
  if (SG_IS_TUTORIAL_WINDOW (active))
    {
      gtk_widget_activate_action (GTK_WIDGET (active), "tutorial.hint", NULL);
      return;
    }
  if (!SG_IS_WINDOW (active))
    return;
  model = sg_window_get_model (SG_WINDOW (active));
  if (sg_game_model_is_hot_seat (model) && sg_game_model_handover_pending (model))
    {
      say_in_prompt (SG_WINDOW (active), _("Choose Ready first: a suggestion is for the player who decides."));
      return;
    }
  /* Against the computer, or for two beginners at one screen: the bot
   * reads only the deciding player's view, so a hint shows nothing of the
   * other hand.  Not while the screen is being passed on. */
  if (!sg_practice_is_practice (model)
      && !(sg_game_model_is_hot_seat (model) && !sg_game_model_handover_pending (model)))
    {
      say_in_prompt (SG_WINDOW (active), _("Suggestions are for games against the computer or a friend."));
      return;
    }
  if (!sg_game_model_person_decides (model))
    {
      say_in_prompt (SG_WINDOW (active), _("Wait for your turn to decide, then ask again."));
      return;
    }
  say_in_prompt (SG_WINDOW (active), _("Thinking about a suggestion…"));
  req = g_new0 (HintRequest, 1);
  req->window = SG_WINDOW (active);
  g_object_add_weak_pointer (G_OBJECT (active), (gpointer *) &req->window);
  req->fingerprint = sg_save_fingerprint (sg_game_model_get_game (model));
  sg_practice_suggest_async (model, NULL, hint_done, req);
}

static void
undo_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (data));
  g_autoptr (GError) error = NULL;
  SgGameModel *model;

  if (!SG_IS_WINDOW (active))
    return;
  model = sg_window_get_model (SG_WINDOW (active));
  if (!sg_take_back (model, &error))
    say_in_prompt (SG_WINDOW (active), error->message);
  else if (sg_practice_is_practice (model) && sg_save_get_take_backs (sg_game_model_get_save (model)) == 1)
    /* Told once a game, when it happens: the statistics leave such games
     * out of the record against the computer (sg-stats.h). */
    say_in_prompt (SG_WINDOW (active), _("Your last move was taken back. From now on this game is counted "
                                         "in the statistics only as a game with a move taken back."));
  else
    say_in_prompt (SG_WINDOW (active), _("Your last move was taken back."));
}

void
sg_tutorial_actions_install (GtkApplication *app)
{
  static const GActionEntry entries[] = {
    { .name = "tutorial", .activate = tutorial_action },
    { .name = "rules-browser", .activate = rules_browser_action },
    { .name = "show-rule", .activate = show_rule_action, .parameter_type = "s" },
    { .name = "suggest-move", .activate = suggest_action },
    { .name = "undo-move", .activate = undo_action },
  };
  static const char *const f1[] = { "F1", NULL };
  static const char *const ctrl_h[] = { "<Control>h", NULL };
  static const char *const ctrl_z[] = { "<Control>z", NULL };

  g_return_if_fail (GTK_IS_APPLICATION (app));
  g_action_map_add_action_entries (G_ACTION_MAP (app), entries, G_N_ELEMENTS (entries), app);
  gtk_application_set_accels_for_action (app, "app.rules-browser", f1);
  gtk_application_set_accels_for_action (app, "app.suggest-move", ctrl_h);
  gtk_application_set_accels_for_action (app, "app.undo-move", ctrl_z);
}

/* --- the first game offers the tutorial ----------------------------------- */

static void
offer_response (AdwMessageDialog *dialog, const char *response, GtkWindow *parent)
{
  if (g_strcmp0 (response, "tutorial") == 0)
    gtk_widget_activate_action (GTK_WIDGET (parent), "app.tutorial", NULL);
}

static gboolean
offer_later (gpointer data)
{
  GtkWindow *parent = data;
  GtkWidget *dialog;

  if (!gtk_widget_get_mapped (GTK_WIDGET (parent)))
    return G_SOURCE_REMOVE;
  dialog = adw_message_dialog_new (parent, _("New to the Duel?"),
                                   _("The tutorial teaches the game in short lessons, one rule at a time. "
                                     "You can also open it later from the main menu."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "later", _("_Not Now"),
                                    "tutorial", _("_Start the Tutorial"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "tutorial",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "tutorial");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_signal_connect_object (dialog, "response", G_CALLBACK (offer_response), parent, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  sg_tutorial_progress_set_offered (sg_tutorial_progress_get_default ());
  return G_SOURCE_REMOVE;
}

gboolean
sg_tutorial_tell_progress_problem (GtkWindow *parent, SgTutorialProgress *progress)
{
  g_autofree char *problem = sg_tutorial_progress_take_problem (progress);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (problem == NULL)
    return FALSE;
  /* The reason may quote the damaged file (sg-file-text.h). */
  body = sg_file_text_readable (problem, SG_FILE_TEXT_MESSAGE);
  /* Named as the app's other files that could not be read are. */
  dialog = adw_message_dialog_new (parent, _("The Tutorial Progress Could Not Be Read"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

void
sg_tutorial_offer (GtkWindow *parent)
{
  SgTutorialProgress *progress = sg_tutorial_progress_get_default ();

  g_return_if_fail (GTK_IS_WINDOW (parent));

  /* Once only, and never to someone who already took a lesson; not in the
   * hidden runs for tests, screenshots and benchmarks. */
  if (g_getenv ("SIXGUN_ACTION") != NULL || g_getenv ("SIXGUN_SCENARIO") != NULL
      || g_getenv ("SIXGUN_SELFPLAY") != NULL || g_getenv ("SIXGUN_STARTUP_PROBE") != NULL)
    return;
  /* A progress file that could not be read was kept aside: say so rather
   * than offer the tutorial as if to a newcomer. */
  if (sg_tutorial_tell_progress_problem (parent, progress)
      || sg_tutorial_progress_get_offered (progress) || sg_tutorial_progress_get_n_completed (progress) > 0)
    return;
  g_timeout_add_full (G_PRIORITY_LOW, 400, offer_later, g_object_ref (parent), g_object_unref);
}
