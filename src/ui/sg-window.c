/* sg-window.c: the main window. */
#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

#include "sg-abandon-dialog.h"
#include "sg-card-text.h"
#include "sg-new-game-dialog.h"
#include "sg-take-back.h"
#include "sg-table-notice.h"
#include "sg-preferences-window.h"
#include "sg-tutorial-actions.h"
#include "sg-window-saves.h"
#include "sg-window.h"

struct _SgWindow
{
  AdwApplicationWindow parent_instance;

  /* Template widgets */
  AdwToastOverlay *toast_overlay;
  SgTableNotice *notice;   /* the table's */
  AdwFlap *flap;
  GtkStack *stack;
  SgTableView *table;
  SgRulesSidebar *sidebar;
  AdwStatusPage *handover_page;
  GtkButton *ready_button;
  GtkMenuButton *menu_button;
  GMenuModel *primary_menu;

  /* Owned references */
  SgGameModel *model;
  GtkWindow *over_dialog;   /* the game-over dialog waiting to be shown */
  GtkWindow *shortcuts;     /* built on first use */
  gulong frame_handler;     /* until the first frame is painted */
  guint menu_idle;
  guint over_idle;
  char *last_toast;         /* the text of the last toast or notice, for tests */
  guint notice_serial;      /* the game the notice tells of (sg_game_model_get_serial) */

  /* Hot-seat: a key pressed twice must not pass the screen over. */
  guint handover_guard_ms;  /* 0 (tests): no guard */
  gint64 handover_since;    /* when the hand-over page was shown (µs) */
  guint focus_source;       /* the decision gets the keyboard after the guard */

  /* Benchmarks (tools/): bot-against-bot games still to play */
  guint selfplay_left;
  guint selfplay_done;
};

G_DEFINE_FINAL_TYPE (SgWindow, sg_window, ADW_TYPE_APPLICATION_WINDOW)

static guint
delay_for_speed (void)
{
  GSettings *settings = sg_settings_get_default ();
  g_autofree char *speed = settings != NULL ? g_settings_get_string (settings, "animation-speed") : NULL;

  if (g_strcmp0 (speed, "slow") == 0)
    return 1400;
  if (g_strcmp0 (speed, "fast") == 0)
    return 250;
  return 700;
}

/* --- the hand-over screen ------------------------------------------------ */

static gboolean
focus_decision_now (gpointer data)
{
  SgWindow *self = data;

  self->focus_source = 0;
  sg_table_view_focus_decision_when_shown (self->table);
  return G_SOURCE_REMOVE;
}

/* A player who pressed Return on Ready and once more out of habit (or a
 * key held down) would answer a question not yet read, with the default
 * answer (a play-tester discarded a Knife in a Duel he never saw): the
 * keyboard reaches the decision only after the guard. */
static void
focus_decision_after_guard (SgWindow *self)
{
  g_clear_handle_id (&self->focus_source, g_source_remove);
  if (self->handover_guard_ms == 0)
    {
      sg_table_view_focus_decision_when_shown (self->table);
      return;
    }
  gtk_window_set_focus (GTK_WINDOW (self), NULL);
  self->focus_source = g_timeout_add (self->handover_guard_ms, focus_decision_now, self);
}

/* Whether Ready came too soon after the page was shown: the second of two
 * quick Returns, the first of which answered the previous question and
 * brought the page, would show the other player's hand to the player
 * still at the screen. */
static gboolean
ready_too_soon (SgWindow *self)
{
  return g_get_monotonic_time () - self->handover_since < (gint64) self->handover_guard_ms * 1000;
}

static void
update_stack (SgWindow *self)
{
  gboolean handover = sg_game_model_handover_pending (self->model);

  if (handover)
    {
      SgSide decider = sg_game_model_get_decider (self->model);
      /* Whole titles, not the side's name put in one: in French the side
       * is lower case there ("au joueur des hors-la-loi"). */
      const char *title = decider == SG_LAW ? _("Pass the Computer to the Lawmen Player")
                                            : _("Pass the Computer to the Outlaws Player");
      g_autofree char *body = NULL;

      if (sg_game_model_get_turn_side (self->model) == decider
          || sg_game_model_get_decision (self->model) == SG_DEC_SETUP_AC)
        body = g_strdup (decider == SG_LAW
                         ? _("Both hands are hidden. Lawmen player: choose Ready when the other player is not looking.")
                         : _("Both hands are hidden. Outlaws player: choose Ready when the other player is not looking."));
      else
        {
          /* Say which move: the question is public (a shot, a Duel...). */
          g_autofree char *question = sg_game_model_describe_decision (self->model);

          /* Translators: "The Lawmen must answer out of turn: Sid Curry shoots at Wild Bill with Colt. Dodge, or take the hit? Both hands ..." */
          body = g_strdup_printf (_("The %s must answer out of turn: %s Both hands are hidden until that player is ready."),
                                  sg_side_text_in_sentence (decider), question);
        }
      adw_status_page_set_title (self->handover_page, title);
      adw_status_page_set_description (self->handover_page, body);
      if (!sg_window_is_handover_shown (self))
        self->handover_since = g_get_monotonic_time ();
      g_clear_handle_id (&self->focus_source, g_source_remove);
      gtk_stack_set_visible_child_name (self->stack, "handover");
      gtk_widget_grab_focus (GTK_WIDGET (self->ready_button));
    }
  else
    {
      gboolean from_handover = sg_window_is_handover_shown (self);

      gtk_stack_set_visible_child_name (self->stack, "table");
      /* Leaving the hand-over screen, with Ready or without (a move taken
       * back keeps its player at the screen): the keyboard goes from the
       * hidden button to the decision, not to whatever GTK finds first
       * (the opponent's card). */
      if (from_handover)
        focus_decision_after_guard (self);
    }
}

/* Take Back Move is for games against the computer or a friend
 * (sg-take-back.h): in the menu it is greyed out otherwise; in those games
 * it stays sensitive and, when nothing can be taken back, says why. */
static void
update_undo (SgWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GAction *undo = app != NULL ? g_action_map_lookup_action (G_ACTION_MAP (app), "undo-move") : NULL;

  if (G_IS_SIMPLE_ACTION (undo))
    g_simple_action_set_enabled (G_SIMPLE_ACTION (undo), sg_take_back_offered (self->model));
}

static void drop_stale_notice (SgWindow *self);

static void
state_changed (SgGameModel *model, SgWindow *self)
{
  drop_stale_notice (self);
  update_stack (self);
  update_undo (self);
}

static void
handover_ready (GtkWidget *widget, const char *name, GVariant *param)
{
  SgWindow *self = SG_WINDOW (widget);

  if (sg_window_is_handover_shown (self) && ready_too_soon (self))
    return;
  if (sg_game_model_handover_pending (self->model))
    sg_game_model_set_viewer (self->model, sg_game_model_get_decider (self->model));
  update_stack (self); /* which puts the keyboard on the decision */
}

/* --- eliminations ---------------------------------------------------------- */

/* Another game, or the same taken back: what the notice says is gone.
 * Asked at each event (a new game's first rows must not join an old
 * notice) and at each change of state. */
static void
drop_stale_notice (SgWindow *self)
{
  if (sg_game_model_get_serial (self->model) != self->notice_serial)
    sg_table_notice_dismiss (self->notice);
}

/* Shown in the opponent's line, not in a toast (sg-table-notice.h).
 * What happens while it shows joins it, so that two characters eliminated
 * by one Gatling and those who come in are read together. */
static void
show_elimination (SgWindow *self, const char *text)
{
  g_autofree char *joined = NULL;

  self->notice_serial = sg_game_model_get_serial (self->model);
  if (sg_table_notice_is_shown (self->notice))
    text = joined = g_strdup_printf ("%s %s", sg_table_notice_get_text (self->notice), text);
  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  sg_table_notice_show (self->notice, text, 5);
}

/* A character leaving play changes the table at once, its replacement
 * standing where it stood: said in a notice as well as in the log, which a
 * player may have closed, with the replacement that comes in.  A loaded
 * game's rows (a resume, an undo) retell what was already seen: no notice. */
static void
model_event (SgGameModel *model, SgLogEntry *entry, SgWindow *self)
{
  SgSide viewer = sg_game_model_get_viewer (model);
  int kind = sg_log_entry_get_kind (entry);

  drop_stale_notice (self);
  if (sg_game_model_is_replaying (model))
    return;
  if (kind == SG_EV_ELIMINATED
      || (kind == SG_EV_ENTERS_PLAY && sg_table_notice_is_shown (self->notice)))
    show_elimination (self, sg_log_entry_get_text (entry, viewer));
}

void
sg_window_toast (SgWindow *self, const char *text)
{
  g_autofree char *escaped = NULL;

  g_return_if_fail (SG_IS_WINDOW (self));
  g_return_if_fail (text != NULL);
  escaped = g_markup_escape_text (text, -1);
  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (escaped));
}

const char *
sg_window_get_last_toast (SgWindow *self)
{
  g_return_val_if_fail (SG_IS_WINDOW (self), NULL);
  return self->last_toast;
}

GtkWidget *
sg_window_get_notice (SgWindow *self)
{
  g_return_val_if_fail (SG_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->notice);
}

/* --- game over ----------------------------------------------------------- */

static void
game_over_response (AdwMessageDialog *dialog, const char *response, SgWindow *self)
{
  if (g_strcmp0 (response, "again") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

static gboolean
present_later (gpointer data)
{
  SgWindow *self = data;
  GtkWindow *dialog = g_steal_pointer (&self->over_dialog);

  self->over_idle = 0;
  gtk_window_present (dialog);
  g_object_unref (dialog);
  return G_SOURCE_REMOVE;
}

static void
drop_over_dialog (SgWindow *self)
{
  g_clear_handle_id (&self->over_idle, g_source_remove);
  if (self->over_dialog != NULL)
    gtk_window_destroy (self->over_dialog);
  g_clear_object (&self->over_dialog);
}

/* --- benchmarks (hidden; see tools/app-bench) ----------------------------- */

static glong
resident_kib (void)
{
  g_autofree char *statm = NULL;
  long pages = 0, resident = 0;

  if (!g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL)
      || sscanf (statm, "%ld %ld", &pages, &resident) != 2)
    return -1;
  return resident * (sysconf (_SC_PAGESIZE) / 1024);
}

static gboolean
next_selfplay_game (gpointer data)
{
  SgWindow *self = data;
  SgSetup setup;

  if (self->selfplay_left == 0)
    {
      gtk_window_close (GTK_WINDOW (self));
      return G_SOURCE_REMOVE;
    }
  self->selfplay_left--;
  sg_setup_default (&setup, 1000 + self->selfplay_done);
  setup.options.turn_cap = 300;
  sg_game_model_set_bot_delay (self->model, 0);
  sg_game_model_new_game (self->model, &setup, SG_PLAYER_MEDIUM, SG_PLAYER_MEDIUM);
  return G_SOURCE_REMOVE;
}

/* The CPU time of the whole process (all its threads, also the software
 * renderer's): less sensitive to a busy machine than the wall time. */
static double
cpu_ms (void)
{
  struct rusage usage;

  if (getrusage (RUSAGE_SELF, &usage) != 0)
    return -1;
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

static void
first_frame (GdkFrameClock *clock, SgWindow *self)
{
  g_signal_handler_disconnect (clock, GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (self), "sg-probe")));
  g_print ("first-frame-ms %.1f cpu-ms %.1f\n",
           (g_get_monotonic_time () - sg_application_get_start_time ()) / 1000.0, cpu_ms ());
  gtk_window_close (GTK_WINDOW (self));
}

static void
probe_realized (GtkWidget *widget, SgWindow *self)
{
  gulong id = g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                                G_CALLBACK (first_frame), self);

  g_object_set_data (G_OBJECT (self), "sg-probe", GSIZE_TO_POINTER (id));
}

static void
game_over (SgGameModel *model, int winner, SgWindow *self)
{
  guint turns = sg_game_model_get_turn_number (model);
  SgSide viewer = sg_game_model_get_viewer (model);
  g_autofree char *body = NULL;
  const char *heading;
  GtkWidget *dialog;

  if (self->selfplay_left > 0 || self->selfplay_done > 0)
    {
      self->selfplay_done++;
      g_print ("game %u: %u turns, winner %d, resident %ld KiB\n", self->selfplay_done,
               turns, winner, resident_kib ());
      g_idle_add (next_selfplay_game, self);
      return;
    }

  if (winner != SG_WINNER_LAW && winner != SG_WINNER_OUTLAW)
    heading = _("Nobody Wins");
  else if (sg_game_model_is_hot_seat (model))
    heading = winner == SG_WINNER_LAW ? _("The Lawmen Win") : _("The Outlaws Win");
  else if (sg_game_model_get_player (model, (SgSide) winner) == SG_PLAYER_PERSON)
    heading = _("You Win!");
  else
    heading = _("You Lose");

  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The %s won after %u turn. The sidebar keeps every move of the game.",
                                       "The %s won after %u turns. The sidebar keeps every move of the game.",
                                       turns),
                          sg_side_text_in_sentence (winner == SG_WINNER_OUTLAW ? SG_OUTLAW : SG_LAW), turns);
  (void) viewer;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "again", _("_Play Again"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "again",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "again");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (game_over_response), self, 0);
  /* After the table shows the last move (and above the window, even when
   * the game ends while the window is being built). */
  drop_over_dialog (self);
  self->over_dialog = g_object_ref_sink (GTK_WINDOW (dialog));
  self->over_idle = g_idle_add_full (G_PRIORITY_LOW, present_later, self, NULL);
}

/* --- starting games ------------------------------------------------------ */

void
sg_window_start_game (SgWindow *self, guint8 side, SgPlayerKind opponent)
{
  SgSetup setup;
  SgSide person;

  g_return_if_fail (SG_IS_WINDOW (self));

  person = side == SG_NONE ? (g_random_boolean () ? SG_OUTLAW : SG_LAW) : (SgSide) side;
  sg_setup_default (&setup, ((guint64) g_random_int () << 32) | g_random_int ());
  sg_window_saves_prepare (self, &setup);  /* the New Game setup (issue 6) */
  sg_game_model_set_bot_delay (self->model, delay_for_speed ());
  sg_game_model_new_game (self->model, &setup,
                          person == SG_LAW ? SG_PLAYER_PERSON : opponent,
                          person == SG_OUTLAW ? SG_PLAYER_PERSON : opponent);
  sg_window_follow_game_level (self);
}

/* Sets a string key, unless it holds value already. */
static void
settings_follow (GSettings *settings, const char *key, const char *value)
{
  g_autofree char *now = g_settings_get_string (settings, key);

  if (g_strcmp0 (now, value) != 0)
    g_settings_set_string (settings, key, value);
}

/* The preferences' level is the one the computer plays at ("Also for the
 * game in progress"): a game that starts at another level (a save, a
 * scenario, SIXGUN_OPPONENT) moves the setting to it, so that the
 * preferences and the next New Game show the level in play.  New Game's
 * opponent follows too: a friend after a game between two people was
 * opened or resumed (it proposed the computer), the computer after one
 * against it. */
void
sg_window_follow_game_level (SgWindow *self)
{
  GSettings *settings = sg_settings_get_default ();

  g_return_if_fail (SG_IS_WINDOW (self));
  if (settings == NULL || !sg_game_model_has_game (self->model))
    return;
  if (sg_game_model_is_hot_seat (self->model))
    {
      settings_follow (settings, "opponent", "friend");
      return;
    }
  for (int side = 0; side < 2; side++)
    {
      SgPlayerKind kind = sg_game_model_get_player (self->model, (SgSide) side);
      const char *level;

      if (kind < SG_PLAYER_EASY || kind > SG_PLAYER_HARD)
        continue;
      level = sg_bot_levels[kind - SG_PLAYER_EASY];
      settings_follow (settings, "bot-level", level);
      /* A person against the computer: not a game of bots alone. */
      if (sg_game_model_get_player (self->model, (SgSide) !side) == SG_PLAYER_PERSON)
        settings_follow (settings, "opponent", level);
      return;
    }
}

GtkWindow *
sg_window_show_preferences (SgWindow *self)
{
  GtkWindow *prefs;
  gboolean computer = FALSE;

  g_return_val_if_fail (SG_IS_WINDOW (self), NULL);
  prefs = sg_preferences_window_new (GTK_WINDOW (self));
  for (int side = 0; side < 2; side++)
    {
      SgPlayerKind kind = sg_game_model_get_player (self->model, (SgSide) side);

      computer = computer || (kind >= SG_PLAYER_EASY && kind <= SG_PLAYER_HARD);
    }
  sg_preferences_window_set_game_has_computer (SG_PREFERENCES_WINDOW (prefs),
                                               computer && sg_game_model_has_game (self->model));
  gtk_window_present (prefs);
  return prefs;
}

typedef struct {
  SgWindow *window;
  guint8 side;
  SgPlayerKind opponent;
} NewGameChoice;

static void
new_game_choice_free (gpointer data)
{
  NewGameChoice *choice = data;

  g_object_unref (choice->window);
  g_free (choice);
}

static void
start_chosen_game (gpointer data)
{
  NewGameChoice *choice = data;

  sg_window_start_game (choice->window, choice->side, choice->opponent);
  /* The window's focus, found again when the dialogs close: the question
   * of the new game rather than the New Game button.  Not behind the
   * hand-over page of a game against a friend, whose Ready has it
   * (update_stack): the hidden table's focus went on to the log's filter. */
  if (!sg_window_is_handover_shown (choice->window))
    sg_table_view_focus_decision (choice->window->table);
}

static NewGameChoice *
new_game_choice (SgWindow *self, int side, int opponent)
{
  NewGameChoice *choice = g_new0 (NewGameChoice, 1);

  choice->window = g_object_ref (self);
  choice->side = side == SG_SIDE_CHOICE_RANDOM ? SG_NONE : (guint8) side;
  choice->opponent = (SgPlayerKind) opponent;
  return choice;
}

static void
dialog_start (SgNewGameDialog *dialog, int side, int opponent, SgWindow *self)
{
  sg_abandon_dialog_confirm (GTK_WINDOW (self), self->model,
                             _("The new game replaces this one."),
                             start_chosen_game, new_game_choice (self, side, opponent),
                             new_game_choice_free);
}

static void
dialog_start_unasked (SgNewGameDialog *dialog, int side, int opponent, SgWindow *self)
{
  NewGameChoice *choice = new_game_choice (self, side, opponent);

  start_chosen_game (choice);
  new_game_choice_free (choice);
}

void
sg_window_present_new_game (SgWindow *self, gboolean ask_to_abandon)
{
  SgNewGameDialog *dialog;
  SgPlayerKind level;

  g_return_if_fail (SG_IS_WINDOW (self));
  dialog = sg_new_game_dialog_new (GTK_WINDOW (self));
  level = sg_window_saves_take_setup_level (self);
  if (level != SG_PLAYER_PERSON)
    sg_new_game_dialog_take_setup_level (dialog, level);
  g_signal_connect_object (dialog, "start",
                           ask_to_abandon ? G_CALLBACK (dialog_start) : G_CALLBACK (dialog_start_unasked),
                           self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  sg_window_present_new_game (SG_WINDOW (widget), TRUE);
}

/* The opponent of the first game: the last one chosen, or for tests and
 * screenshots SIXGUN_OPPONENT=friend|easy|medium|hard. */
static SgPlayerKind
start_opponent (void)
{
  const char *env = g_getenv ("SIXGUN_OPPONENT");

  if (g_strcmp0 (env, "friend") == 0)
    return SG_PLAYER_PERSON;
  if (g_strcmp0 (env, "easy") == 0)
    return SG_PLAYER_EASY;
  if (g_strcmp0 (env, "medium") == 0)
    return SG_PLAYER_MEDIUM;
  if (g_strcmp0 (env, "hard") == 0)
    return SG_PLAYER_HARD;
  return sg_new_game_last_opponent ();
}

/* Why the scenario at path was not used, for the player: which line, in
 * our words, then the parser's own reason as the details (it is the
 * format's, in English: scenario-format.md).  The model gives the line and
 * the reason as data; any other error (the file cannot be read) has no
 * line, and its message is already translated. */
static char *
scenario_failure_text (const char *name, const GError *error)
{
  const char *reason = sg_game_model_error_get_scenario_reason (error);
  guint line = sg_game_model_error_get_scenario_line (error);
  g_autofree char *first = NULL;

  if (line > 0)
    /* Translators: --scenario FILE (tests, debugging) with a mistake in
     * it; %u: the line of the mistake, %s: the file's name. */
    first = g_strdup_printf (_("Line %u of the scenario “%s” cannot be used, so the game starts as usual. The file was not changed."),
                             line, name);
  else
    first = g_strdup_printf (_("The scenario “%s” cannot be read, so the game starts as usual. The file was not changed."),
                             name);
  /* Translators: the second line of an error, after the plain reason. */
  return g_strdup_printf (_("%s\n\nDetails: %s"), first, reason != NULL ? reason : error->message);
}

/* FALSE with the reason in *problem (transfer full) when the scenario
 * cannot be used.  The file is only read. */
static gboolean
start_from_scenario (SgWindow *self, const char *path, char **problem)
{
  g_autofree char *text = NULL;
  g_autofree char *name = g_filename_display_basename (path);
  g_autoptr (GError) error = NULL;

  SgPlayerKind opponent = start_opponent ();

  if (!g_file_get_contents (path, &text, NULL, &error)
      || !sg_game_model_load_scenario_named (self->model, text, name, SG_PLAYER_PERSON, opponent, &error))
    {
      /* Also on stderr, where whoever passed --scenario looks. */
      g_printerr ("%s: %s\n", path, error->message);
      *problem = scenario_failure_text (name, error);
      return FALSE;
    }
  sg_window_follow_game_level (self);
  return TRUE;
}

/* --- other actions ------------------------------------------------------- */

void
sg_window_show_rules (SgWindow *self)
{
  GListModel *shown;
  guint n;

  g_return_if_fail (SG_IS_WINDOW (self));

  adw_flap_set_reveal_flap (self->flap, TRUE);
  shown = sg_rules_sidebar_get_shown (self->sidebar);
  n = g_list_model_get_n_items (shown);
  /* The newest entry that cites a rule. */
  for (guint i = n; i > 0; i--)
    {
      g_autoptr (SgLogEntry) entry = g_list_model_get_item (shown, i - 1);
      if (sg_log_entry_get_rule_line (entry) != NULL)
        {
          sg_rules_sidebar_expand_row (self->sidebar, (int) i - 1);
          return;
        }
    }
}

/* The primary menu's popover (a dozen menu rows) is not part of the first
 * frame: it is built in an idle after that frame, or on the first click if
 * that comes sooner. */
static void
ensure_primary_menu (SgWindow *self)
{
  if (gtk_menu_button_get_menu_model (self->menu_button) == NULL)
    gtk_menu_button_set_menu_model (self->menu_button, self->primary_menu);
}

static void
create_primary_menu (GtkMenuButton *button, gpointer data)
{
  /* GtkMenuButton pops up the popover made here right after. */
  ensure_primary_menu (SG_WINDOW (data));
}

static gboolean
after_first_frame_idle (gpointer data)
{
  SgWindow *self = data;

  self->menu_idle = 0;
  ensure_primary_menu (self);
  return G_SOURCE_REMOVE;
}

static void
after_first_frame (GdkFrameClock *clock, SgWindow *self)
{
  g_clear_signal_handler (&self->frame_handler, clock);
  if (self->menu_idle == 0)
    self->menu_idle = g_idle_add_full (G_PRIORITY_LOW, after_first_frame_idle, self, NULL);
}

static void
realized (GtkWidget *widget, gpointer data)
{
  SgWindow *self = SG_WINDOW (widget);

  if (self->frame_handler == 0 && gtk_menu_button_get_menu_model (self->menu_button) == NULL)
    self->frame_handler = g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                                                   G_CALLBACK (after_first_frame), self, 0);
}

/* The keyboard shortcuts window, built the first time it is asked for
 * rather than with the window (GtkApplication's automatic help overlay
 * costs every start-up about 10 ms). */
static void
shortcuts_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgWindow *self = SG_WINDOW (widget);

  if (self->shortcuts == NULL)
    {
      g_autoptr (GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/sixgun/Sixgun/sg-shortcuts-window.ui");

      self->shortcuts = g_object_ref (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
      /* As the window's help overlay, its rows show the keys the application
       * gives their actions (transient and hidden on close as well). */
      gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self),
                                               GTK_SHORTCUTS_WINDOW (self->shortcuts));
    }
  gtk_window_present (self->shortcuts);
}

static void
toggle_sidebar_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgWindow *self = SG_WINDOW (widget);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  gboolean hiding = adw_flap_get_reveal_flap (self->flap);

  /* The log hidden with the keyboard in it: the keyboard goes back to the
   * table's question (its default answer), else to the table, before GTK
   * hands it to the header's first button (F9 from the log went to New
   * Game, a keyboard play-test). */
  if (hiding && focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->sidebar)))
    sg_table_view_focus_decision (self->table);
  adw_flap_set_reveal_flap (self->flap, !hiding);
}

static void
switch_pane_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgWindow *self = SG_WINDOW (widget);

  sg_table_view_switch_pane (self->table, GTK_WIDGET (self->sidebar), adw_flap_get_reveal_flap (self->flap));
}

static void
forward_action (GtkWidget *widget, const char *name, GVariant *param)
{
  sg_table_view_do_window_action (SG_WINDOW (widget)->table, name);
}

static void
speed_changed (GSettings *settings, const char *key, SgWindow *self)
{
  sg_game_model_set_bot_delay (self->model, delay_for_speed ());
}

static void
level_changed (GSettings *settings, const char *key, SgWindow *self)
{
  g_autofree char *value = g_settings_get_string (settings, key);

  /* The opponent of the game in progress plays at the new level. */
  sg_game_model_set_bot_level (self->model,
                               (SgPlayerKind) (SG_PLAYER_EASY + sg_choice_index (sg_bot_levels, value)));
}

static gboolean
filter_from_setting (GValue *value, GVariant *variant, gpointer data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), "unseen") == 0);
  return TRUE;
}

static GVariant *
filter_to_setting (const GValue *value, const GVariantType *type, gpointer data)
{
  return g_variant_new_string (g_value_get_boolean (value) ? "unseen" : "all");
}

/* --- the object ---------------------------------------------------------- */

static void
sg_window_dispose (GObject *object)
{
  SgWindow *self = SG_WINDOW (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  if (sg_settings_get_default () != NULL)
    g_signal_handlers_disconnect_by_data (sg_settings_get_default (), self);
  drop_over_dialog (self);
  g_clear_pointer (&self->last_toast, g_free);
  g_clear_handle_id (&self->menu_idle, g_source_remove);
  g_clear_handle_id (&self->focus_source, g_source_remove);
  if (self->shortcuts != NULL)
    gtk_window_destroy (self->shortcuts);
  g_clear_object (&self->shortcuts);
  gtk_widget_dispose_template (GTK_WIDGET (object), SG_TYPE_WINDOW);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (sg_window_parent_class)->dispose (object);
}

static void
sg_window_class_init (SgWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sg_window_dispose;

  sg_ui_resources_ensure ();
  g_type_ensure (SG_TYPE_TABLE_VIEW);
  g_type_ensure (SG_TYPE_TABLE_NOTICE);
  g_type_ensure (SG_TYPE_RULES_SIDEBAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sixgun/Sixgun/sg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SgWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SgWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, SgWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SgWindow, table);
  gtk_widget_class_bind_template_child (widget_class, SgWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, SgWindow, handover_page);
  gtk_widget_class_bind_template_child (widget_class, SgWindow, ready_button);
  gtk_widget_class_bind_template_child (widget_class, SgWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, SgWindow, primary_menu);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-sidebar", NULL, toggle_sidebar_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "win.switch", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "win.ability", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "win.reload", NULL, forward_action);
  /* Escape cancels the move in progress wherever the focus is (the table
   * has its own binding; this one is met when the focus is elsewhere, such
   * as in the sidebar). */
  gtk_widget_class_install_action (widget_class, "win.cancel", NULL, forward_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.cancel", NULL);
  gtk_widget_class_install_action (widget_class, "win.handover-ready", NULL, handover_ready);
  gtk_widget_class_install_action (widget_class, "win.switch-pane", NULL, switch_pane_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F6, 0, "win.switch-pane", NULL);
}

static void
sg_window_init (SgWindow *self)
{
  GSettings *settings = sg_settings_get_default ();

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_primary_menu, self, NULL);
  g_signal_connect (self, "realize", G_CALLBACK (realized), NULL);

  self->model = sg_game_model_new ();
  sg_game_model_set_bot_delay (self->model, delay_for_speed ());
  sg_table_view_set_model (self->table, self->model);
  self->notice = sg_table_view_get_notice (self->table);
  sg_rules_sidebar_set_model (self->sidebar, self->model);
  g_signal_connect (self->model, "state-changed", G_CALLBACK (state_changed), self);
  g_signal_connect (self->model, "game-over", G_CALLBACK (game_over), self);
  g_signal_connect (self->model, "event", G_CALLBACK (model_event), self);

  if (settings != NULL)
    {
      g_settings_bind (settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "sidebar-shown", self->flap, "reveal-flap", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind_with_mapping (settings, "sidebar-filter", self->sidebar, "only-new",
                                    G_SETTINGS_BIND_DEFAULT, filter_from_setting,
                                    filter_to_setting, NULL, NULL);
      g_signal_connect (settings, "changed::animation-speed", G_CALLBACK (speed_changed), self);
      g_signal_connect (settings, "changed::bot-level", G_CALLBACK (level_changed), self);
    }
}

SgWindow *
sg_window_new (SgApplication *app)
{
  SgWindow *self;

  self = g_object_new (SG_TYPE_WINDOW, "application", app, NULL);
  const char *scenario = app != NULL ? sg_application_get_scenario (app) : NULL;
  const char *selfplay = g_getenv ("SIXGUN_SELFPLAY");
  g_autofree char *scenario_problem = NULL;

  /* Saved games, autosave and statistics (issue 6): the app's files only,
   * and never for a start-up probe (a measurement must not resume or
   * overwrite a game in progress, nor find one left by an earlier probe). */
  sg_window_saves_attach (self, app != NULL && g_getenv ("SIXGUN_STARTUP_PROBE") == NULL);
  if (g_getenv ("SIXGUN_STARTUP_PROBE") != NULL)
    g_signal_connect (self, "realize", G_CALLBACK (probe_realized), self);
  if (selfplay != NULL && atoi (selfplay) > 0)
    {
      self->selfplay_left = (guint) atoi (selfplay);
      next_selfplay_game (self);
      return self;
    }
  /* The keyboard starts on the game's question, not the header's first button. */
  sg_table_view_focus_decision_when_shown (self->table);
  if (scenario != NULL && start_from_scenario (self, scenario, &scenario_problem))
    return self;
  /* A scenario that cannot be used is told, and the start is the usual
   * one: a game in progress is resumed, not replaced by a new game (whose
   * autosave would overwrite it). */
  if (!sg_window_saves_resume (self))
    {
      SgSideChoice side = sg_new_game_last_side ();
      sg_window_start_game (self, side == SG_SIDE_CHOICE_RANDOM ? SG_NONE : (guint8) side,
                            start_opponent ());
      /* The first game offers the tutorial (once; not in tests: app NULL),
       * unless the app was started to open a saved game or a scenario. */
      if (app != NULL && !sg_application_get_opening (app) && scenario == NULL)
        sg_tutorial_offer (GTK_WINDOW (self));
    }
  /* Told last, so that its dialog is on top of the resume question. */
  if (scenario_problem != NULL)
    sg_window_saves_tell (self, _("The Scenario Could Not Be Used"), scenario_problem);
  return self;
}

SgGameModel *
sg_window_get_model (SgWindow *self)
{
  g_return_val_if_fail (SG_IS_WINDOW (self), NULL);
  return self->model;
}

SgTableView *
sg_window_get_table (SgWindow *self)
{
  g_return_val_if_fail (SG_IS_WINDOW (self), NULL);
  return self->table;
}

SgRulesSidebar *
sg_window_get_sidebar (SgWindow *self)
{
  g_return_val_if_fail (SG_IS_WINDOW (self), NULL);
  return self->sidebar;
}

void
sg_window_set_handover_guard (SgWindow *self, guint ms)
{
  g_return_if_fail (SG_IS_WINDOW (self));
  self->handover_guard_ms = ms;
}

gboolean
sg_window_is_handover_shown (SgWindow *self)
{
  g_return_val_if_fail (SG_IS_WINDOW (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "handover") == 0;
}
