/* sg-window-saves.c: saved games, new games' setup and statistics for the
 * main window (see the header). */
#include <glib/gi18n.h>

#include "sg-abandon-dialog.h"
#include "sg-atomic-file.h"
#include "sg-file-text.h"
#include "sg-preferences-window.h"
#include "sg-setup-editor.h"
#include "sg-stats-window.h"
#include "sg-window-saves.h"

typedef struct {
  SgWindow *window;          /* borrowed: the state lives on the window */
  SgGameModel *model;        /* borrowed, as long as the window */
  GSimpleActionGroup *actions;
  SgStats *stats;
  GtkFileChooserNative *chooser;
  GFile *folder;             /* where the player last saved or opened a game, or NULL */
  gboolean persist;
  gboolean loading;          /* a save is being loaded: its game-over is old news */
  gboolean random_first_ac;  /* the current game's setup: chance picks the first AC */
  guint random_source;
  guint autosave_source;     /* a save due for the moves made within a turn */
  guint last_turn;
  guint last_n_actions;
  char *last_message;
  gboolean told_autosave;    /* a failed autosave was told (once a session) */
  gboolean told_stats;       /* likewise for the statistics */
  GPtrArray *pending;        /* dialogs to present once the window is up */
  guint pending_source;
  /* The computer level a setup used from saves.edit-setup hands on to the
   * next New Game (SG_PLAYER_PERSON: none), and the preferences' level
   * then: a level chosen there since wins. */
  SgPlayerKind setup_level;
  SgPlayerKind setup_level_over;
} Saves;

#define SAVES_KEY "sg-window-saves"

static Saves *
saves_of (SgWindow *window)
{
  return g_object_get_data (G_OBJECT (window), SAVES_KEY);
}

GFile *
sg_window_saves_autosave_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "sixgun", "autosave.sixgun", NULL);

  return g_file_new_for_path (path);
}

/* A game worth keeping: started from a setup, with a person at the table. */
static gboolean
person_game (Saves *s)
{
  return s->model != NULL && sg_game_model_get_save (s->model) != NULL
         && (sg_game_model_get_player (s->model, SG_LAW) == SG_PLAYER_PERSON
             || sg_game_model_get_player (s->model, SG_OUTLAW) == SG_PLAYER_PERSON);
}

static gboolean
present_pending (gpointer data)
{
  Saves *s = data;

  s->pending_source = 0;
  for (guint i = 0; i < s->pending->len; i++)
    gtk_window_present (GTK_WINDOW (s->pending->pdata[i]));
  g_ptr_array_set_size (s->pending, 0);
  return G_SOURCE_REMOVE;
}

/* Presented once the window is up (this may run while it is built), and
 * never after the window is gone. */
static void
present_later (Saves *s, GtkWidget *dialog)
{
  g_ptr_array_add (s->pending, g_object_ref_sink (dialog));
  if (s->pending_source == 0)
    s->pending_source = g_idle_add_full (G_PRIORITY_LOW, present_pending, s, NULL);
}

/* body may quote a file (the statistics' reason, a save's): shown
 * readable, since a label of 20 KB froze the app (sg-file-text.h). */
static void
tell (Saves *s, const char *heading, const char *text)
{
  g_autofree char *body = sg_file_text_readable (text, SG_FILE_TEXT_MESSAGE);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (s->window), heading, body);

  g_free (s->last_message);
  s->last_message = g_strdup (body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  present_later (s, dialog);
}

void
sg_window_saves_tell (SgWindow *window, const char *heading, const char *text)
{
  Saves *s = saves_of (window);

  g_return_if_fail (s != NULL);
  tell (s, heading, text);
}

/* --- writing --------------------------------------------------------------- */

/* The next Save or Open starts where the player last kept a game. */
static void
remember_folder (Saves *s, GFile *file)
{
  g_clear_object (&s->folder);
  s->folder = g_file_get_parent (file);
}

GFile *
sg_window_saves_get_folder (SgWindow *window)
{
  Saves *s = saves_of (window);
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  g_return_val_if_fail (s != NULL, NULL);
  if (s->folder != NULL)
    return g_object_ref (s->folder);
  /* Not the working directory, which for a desktop launch is anywhere. */
  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);
  return g_file_new_for_path (g_get_home_dir ());
}

/* A file the player chose: the next Save or Open starts beside it (the
 * autosave's hidden folder is never remembered). */
gboolean
sg_window_saves_save_to (SgWindow *window, GFile *file, GError **error)
{
  Saves *s = saves_of (window);

  g_return_val_if_fail (s != NULL, FALSE);
  /* The model writes the save, or says why there is none. */
  if (!sg_game_model_write_save (s->model, file, error))
    return FALSE;
  remember_folder (s, file);
  return TRUE;
}

static void
remove_autosave (void)
{
  g_autoptr (GFile) file = sg_window_saves_autosave_file ();

  g_file_delete (file, NULL, NULL);
}

gboolean
sg_window_saves_autosave (SgWindow *window, GError **error)
{
  Saves *s = saves_of (window);
  g_autoptr (GFile) file = sg_window_saves_autosave_file ();

  g_return_val_if_fail (s != NULL, FALSE);
  if (!s->persist || !person_game (s) || sg_game_model_get_winner (s->model) != SG_WINNER_NONE)
    return FALSE;
  s->last_turn = sg_game_model_get_turn_number (s->model);
  s->last_n_actions = sg_save_get_n_actions (sg_game_model_get_save (s->model));
  return sg_game_model_write_save (s->model, file, error);
}

/* Autosaves happen unasked, so a failure is told once a session (every
 * turn would be too many), except while the window closes, when a dialog
 * could not be read anyway: then it is logged only. */
static void
autosave_quietly (Saves *s, gboolean closing)
{
  g_autoptr (GError) error = NULL;

  if (sg_window_saves_autosave (s->window, &error) || error == NULL)
    return;
  g_message ("the game was not saved: %s", error->message);
  if (closing || s->told_autosave)
    return;
  s->told_autosave = TRUE;
  tell (s, _("The Game Is Not Being Saved"), error->message);
}

/* The moves of a turn are saved a moment after the last of them: a crash
 * or a kill loses at most that moment of play, while a quick run of moves
 * (the computer's, a Duel's rounds) is written once rather than once each,
 * since every write waits for the disk (sg-atomic-file.c). */
#define AUTOSAVE_DELAY_MS 1500

static void
autosave_now (Saves *s, gboolean closing)
{
  g_clear_handle_id (&s->autosave_source, g_source_remove);
  autosave_quietly (s, closing);
}

static gboolean
autosave_due (gpointer data)
{
  Saves *s = data;

  s->autosave_source = 0;
  autosave_quietly (s, FALSE);
  return G_SOURCE_REMOVE;
}

/* Right away for a new game (it replaces the old game's autosave) and at
 * the start of every turn; a moment after any other move. */
static void
state_changed (SgGameModel *model, Saves *s)
{
  const SgSave *save = sg_game_model_get_save (model);
  guint n;

  if (!s->persist || s->loading || save == NULL || !person_game (s))
    return;
  n = sg_save_get_n_actions (save);
  if (n < s->last_n_actions || sg_game_model_get_turn_number (model) != s->last_turn)
    autosave_now (s, FALSE);
  else if (n != s->last_n_actions && s->autosave_source == 0)
    s->autosave_source = g_timeout_add (AUTOSAVE_DELAY_MS, autosave_due, s);
  s->last_n_actions = n;
}

static gboolean
close_request (GtkWindow *window, Saves *s)
{
  autosave_now (s, TRUE);
  return FALSE;
}

/* Quitting (Ctrl+Q) while a dialog is the active window closes that
 * dialog, not this window: save at the application's shutdown too. */
static void
app_shutdown (GApplication *app, SgWindow *window)
{
  Saves *s = saves_of (window);

  if (s != NULL)
    autosave_now (s, TRUE);
}

/* --- statistics -------------------------------------------------------------- */

/* Moves taken back in the game (none in a game from a scenario, which
 * has no save). */
static guint
take_backs (SgGameModel *model)
{
  const SgSave *save = sg_game_model_get_save (model);

  return save != NULL ? sg_save_get_take_backs (save) : 0;
}

static void
game_over (SgGameModel *model, int winner, Saves *s)
{
  g_autoptr (GError) error = NULL;

  if (!s->persist || s->loading || !person_game (s))
    return;
  g_clear_handle_id (&s->autosave_source, g_source_remove);
  remove_autosave ();
  s->last_n_actions = 0;
  s->last_turn = 0;
  if (s->stats != NULL
      && !sg_stats_record_game (s->stats, (guint) winner, sg_game_model_get_turn_number (model),
                                sg_game_model_get_player (model, SG_LAW),
                                sg_game_model_get_player (model, SG_OUTLAW),
                                take_backs (model), &error)
      && error != NULL)
    {
      g_message ("the statistics were not saved: %s", error->message);
      if (!s->told_stats)
        tell (s, _("The Statistics Were Not Saved"), error->message);
      s->told_stats = TRUE;
    }
}

static void
load_stats (Saves *s)
{
  g_autoptr (GError) error = NULL;

  if (s->stats != NULL)
    return;
  s->stats = sg_stats_new (NULL);
  if (!sg_stats_load (s->stats, &error))
    tell (s, _("The Statistics Could Not Be Read"), error->message);
}

/* --- the first active character at random ---------------------------------------- */

static gboolean
random_first_ac (gpointer data)
{
  Saves *s = data;
  guint n = 0;
  const SgAction *options;

  s->random_source = 0;
  if (!s->random_first_ac || sg_game_model_get_decision (s->model) != SG_DEC_SETUP_AC
      || !sg_game_model_person_decides (s->model))
    return G_SOURCE_REMOVE;
  options = sg_game_model_get_options (s->model, &n);
  if (n > 0)
    {
      SgAction choice = options[g_random_int_range (0, (gint32) n)];
      sg_game_model_apply (s->model, &choice, NULL);
    }
  return G_SOURCE_REMOVE;
}

static void
decision_needed (SgGameModel *model, int side, Saves *s)
{
  if (s->random_first_ac && s->random_source == 0 && sg_game_model_get_decision (model) == SG_DEC_SETUP_AC)
    s->random_source = g_idle_add (random_first_ac, s);
}

void
sg_window_saves_prepare (SgWindow *window, SgSetup *setup)
{
  Saves *s = saves_of (window);
  g_autoptr (SgGameSetup) current = sg_current_setup_load ();
  guint64 seed = setup->seed;

  g_return_if_fail (s != NULL);
  /* The current setup is valid (sg_current_setup_load checks it). */
  if (!sg_game_setup_to_engine (current, seed, setup, NULL))
    sg_setup_default (setup, seed);
  setup->options.turn_cap = 0;
  s->random_first_ac = sg_game_setup_get_first_ac (current) == SG_FIRST_AC_RANDOM;
}

/* --- reading ----------------------------------------------------------------- */

/* A file is read and replayed once (sg_game_model_read_file), which tells
 * whether it can be opened; the game that replay reached is the one shown
 * (loaded: transfer full). */
static void
show (Saves *s, SgLoadedGame *loaded)
{
  s->loading = TRUE;
  s->random_first_ac = FALSE;
  sg_game_model_show_loaded (s->model, loaded);
  s->loading = FALSE;
  s->last_turn = sg_game_model_get_turn_number (s->model);
  s->last_n_actions = sg_save_get_n_actions (sg_game_model_get_save (s->model));
  sg_window_follow_game_level (s->window);
}

gboolean
sg_window_saves_open (SgWindow *window, GFile *file, GError **error)
{
  Saves *s = saves_of (window);
  SgLoadedGame *loaded;

  g_return_val_if_fail (s != NULL, FALSE);
  loaded = sg_game_model_read_file (s->model, file, error);
  if (loaded == NULL)
    return FALSE;
  show (s, loaded);
  remember_folder (s, file);
  return TRUE;
}

static void
resume_response (AdwMessageDialog *dialog, const char *response, SgWindow *window)
{
  /* New Game here already says the resumed game may go. */
  if (g_strcmp0 (response, "new") == 0)
    sg_window_present_new_game (window, FALSE);
}

static char *
players_text (SgGameModel *model)
{
  SgPlayerKind law = sg_game_model_get_player (model, SG_LAW);
  SgPlayerKind outlaw = sg_game_model_get_player (model, SG_OUTLAW);
  SgPlayerKind bot = law == SG_PLAYER_PERSON ? outlaw : law;
  const char *level = sg_bot_level_in_sentence (bot);

  if (law == SG_PLAYER_PERSON && outlaw == SG_PLAYER_PERSON)
    return g_strdup (_("Two people at this computer"));
  return g_strdup_printf (law == SG_PLAYER_PERSON ? _("You play the Lawmen against the computer (%s)")
                                                  : _("You play the Outlaws against the computer (%s)"),
                          level);
}

static void
ask_resume (Saves *s)
{
  g_autofree char *players = players_text (s->model);
  guint turn = sg_game_model_get_turn_number (s->model);
  g_autofree char *body = turn == 0
    ? g_strdup_printf (_("%s; the game had just been dealt."), players)
    : g_strdup_printf (_("%s; it was turn %u when Sixgun closed."), players, turn);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (s->window), _("Resume the Game in Progress?"), body);

  g_free (s->last_message);
  s->last_message = g_strdup (body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "new", _("_New Game"),
                                    "resume", _("_Resume"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resume", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  g_signal_connect_object (dialog, "response", G_CALLBACK (resume_response), s->window, 0);
  present_later (s, dialog);
}

/* Why a saved game could not be opened, in plain words first; the reader's
 * own message, which names the file and the line, follows as the details,
 * readable (a parser quoting a line of binary garbage gave a paragraph of
 * mojibake: sg-file-text.h). */
static char *
open_failure_text (GFile *file, const GError *error)
{
  g_autofree char *name = sg_file_text_display_name (file);
  g_autofree char *details = sg_file_text_readable (error->message, SG_FILE_TEXT_DETAIL);
  const char *plain = NULL;

  if (error->domain == SG_SAVE_ERROR)
    switch ((SgSaveError) error->code)
      {
      case SG_SAVE_ERROR_SYNTAX:
        plain = _("“%s” is not a Sixgun game, or it is damaged.");
        break;
      case SG_SAVE_ERROR_VERSION:
        plain = _("“%s” was saved by a newer version of Sixgun.");
        break;
      case SG_SAVE_ERROR_SETUP:
        /* Not the moves: the decks or the characters the game was set up
         * with (an unknown card, say) stop it before the first move. */
        plain = _("The setup of the game saved in “%s” cannot be read: the file is damaged, or comes from a version of Sixgun with other cards or characters.");
        break;
      default:
        plain = _("The moves saved in “%s” cannot be played again: the file is damaged, or comes from a version of Sixgun whose rules differ.");
        break;
      }
  if (plain == NULL)
    return g_steal_pointer (&details);
  g_autofree char *first = g_strdup_printf (plain, name);
  /* Translators: the second line of an error, after the plain reason. */
  return g_strdup_printf (_("%s\n\nDetails: %s"), first, details);
}

/* The autosave could not be read: keep it aside and say why. */
static void
keep_aside (Saves *s, GFile *file, const GError *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) kept = sg_save_keep_aside (file, &error);
  g_autofree char *kept_path = kept != NULL ? g_file_get_path (kept) : NULL;
  g_autofree char *reason = open_failure_text (file, why);
  g_autofree char *body = kept_path != NULL
    ? g_strdup_printf (_("%s\n\nThe file was kept as %s; a new game begins."), reason, kept_path)
    : g_strdup_printf (_("%s\n\nIt could not be kept aside either (%s); a new game begins."),
                       reason, error->message);

  tell (s, _("The Game in Progress Could Not Be Read"), body);
}

gboolean
sg_window_saves_resume (SgWindow *window)
{
  Saves *s = saves_of (window);
  g_autoptr (GFile) file = sg_window_saves_autosave_file ();
  g_autoptr (GError) error = NULL;
  g_autoptr (SgLoadedGame) loaded = NULL;

  g_return_val_if_fail (s != NULL, FALSE);
  if (!s->persist)
    return FALSE;
  /* Autosaves cut short by a crash leave their temporary file behind. */
  sg_atomic_file_remove_leftovers (file, G_TIME_SPAN_MINUTE);
  if (!g_file_query_exists (file, NULL))
    return FALSE;
  loaded = sg_game_model_read_file (s->model, file, &error);
  if (loaded == NULL)
    {
      keep_aside (s, file, error);
      return FALSE;
    }
  if (sg_game_over (sg_loaded_game_get_game (loaded)))
    {
      remove_autosave ();
      return FALSE;
    }
  show (s, g_steal_pointer (&loaded));
  ask_resume (s);
  return TRUE;
}

/* --- actions ----------------------------------------------------------------- */

GtkFileFilter *
sg_window_saves_new_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Sixgun games"));
  /* Saves by their MIME type (data/io.github.sixgun.Sixgun.xml, told by
   * the first line too), and by name: an uninstalled build, or a system
   * whose MIME database lacks the type, knows only the pattern. */
  gtk_file_filter_add_mime_type (filter, "application/x-sixgun-save");
  gtk_file_filter_add_pattern (filter, "*.sixgun");
  return filter;
}

static void
add_save_filter (GtkFileChooser *chooser)
{
  GtkFileFilter *filter = sg_window_saves_new_filter ();

  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

static void
set_chooser_folder (Saves *s)
{
  g_autoptr (GFile) folder = sg_window_saves_get_folder (s->window);

  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (s->chooser), folder, NULL);
}

void
sg_window_saves_save_chosen (SgWindow *window, GFile *file)
{
  Saves *s = saves_of (window);
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (s != NULL);
  if (!sg_window_saves_save_to (window, file, &error))
    {
      tell (s, _("The Game Was Not Saved"), error->message);
      return;
    }
  /* Saving changes nothing on the table: the toast says it was done. */
  name = sg_file_text_display_name (file);
  /* Translators: a toast after Save Game As…, %s is the file's name. */
  text = g_strdup_printf (_("Saved as “%s”"), name);
  sg_window_toast (window, text);
}

static void
save_response (GtkNativeDialog *native, int response, Saves *s)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      sg_window_saves_save_chosen (s->window, file);
    }
  g_clear_object (&s->chooser);
}

char *
sg_window_saves_suggested_name (GDateTime *now)
{
  /* Translators: the date and time in a saved game's suggested file name,
   * a g_date_time_format () format: keep it short, without "/" or ":"
   * (French writes the hour "%Hh%M"). */
  g_autofree char *stamp = g_date_time_format (now, C_("file name", "%Y-%m-%d %H.%M"));

  /* A broken translation falls back to ours; a slash would name a folder. */
  if (stamp == NULL)
    stamp = g_date_time_format (now, "%Y-%m-%d %H.%M");
  g_strdelimit (stamp, "/:", '-');
  return g_strdup_printf (_("Sixgun game %s.sixgun"), stamp);
}

static void
save_as_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  Saves *s = data;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *name = sg_window_saves_suggested_name (now);

  g_clear_object (&s->chooser);
  s->chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (s->window),
                                            GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  set_chooser_folder (s);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (s->chooser), name);
  add_save_filter (GTK_FILE_CHOOSER (s->chooser));
  g_signal_connect (s->chooser, "response", G_CALLBACK (save_response), s);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (s->chooser));
}

typedef struct {
  SgWindow *window;
  GFile *file;
  SgLoadedGame *loaded;   /* read and replayed already: shown as it is */
} OpenChoice;

static void
open_choice_free (gpointer data)
{
  OpenChoice *choice = data;

  g_object_unref (choice->window);
  g_object_unref (choice->file);
  sg_loaded_game_free (choice->loaded);
  g_free (choice);
}

static void
open_chosen (gpointer data)
{
  OpenChoice *choice = data;
  Saves *s = saves_of (choice->window);

  if (s == NULL)
    return;
  show (s, g_steal_pointer (&choice->loaded));
  remember_folder (s, choice->file);
}

/* Opening replaces the game in progress: asked first (sg-abandon-dialog.h),
 * but only once the file has been read and its moves replayed, so that a
 * file that cannot be opened is told at once and asks nothing (nor is it
 * moved: the player chose it).  That replay is the game opened. */
void
sg_window_saves_ask_open (SgWindow *window, GFile *file)
{
  Saves *s = saves_of (window);
  g_autoptr (GError) error = NULL;
  SgLoadedGame *loaded = sg_game_model_read_file (s->model, file, &error);
  OpenChoice *choice;

  if (loaded == NULL)
    {
      g_autofree char *body = open_failure_text (file, error);
      tell (s, _("The Game Could Not Be Opened"), body);
      return;
    }
  choice = g_new0 (OpenChoice, 1);
  choice->window = g_object_ref (window);
  choice->file = g_object_ref (file);
  choice->loaded = loaded;
  sg_abandon_dialog_confirm (GTK_WINDOW (window), s->model,
                             _("The saved game replaces this one."),
                             open_chosen, choice, open_choice_free);
}

static void
open_response (GtkNativeDialog *native, int response, Saves *s)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      sg_window_saves_ask_open (s->window, file);
    }
  g_clear_object (&s->chooser);
}

static void
open_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  Saves *s = data;

  g_clear_object (&s->chooser);
  s->chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (s->window),
                                            GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  set_chooser_folder (s);
  add_save_filter (GTK_FILE_CHOOSER (s->chooser));
  g_signal_connect (s->chooser, "response", G_CALLBACK (open_response), s);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (s->chooser));
}

static void
statistics_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  Saves *s = data;

  if (s->stats == NULL)
    return;
  gtk_window_present (GTK_WINDOW (sg_stats_window_new (GTK_WINDOW (s->window), s->stats)));
}

SgPlayerKind
sg_window_saves_take_setup_level (SgWindow *window)
{
  Saves *s = saves_of (window);
  SgPlayerKind level;

  g_return_val_if_fail (s != NULL, SG_PLAYER_PERSON);
  level = s->setup_level_over == sg_bot_level_setting () ? s->setup_level : SG_PLAYER_PERSON;
  s->setup_level = SG_PLAYER_PERSON;
  return level;
}

/* The level the next New Game starts with. */
static SgPlayerKind
next_game_level (Saves *s)
{
  if (s->setup_level != SG_PLAYER_PERSON && s->setup_level_over == sg_bot_level_setting ())
    return s->setup_level;
  return sg_bot_level_setting ();
}

/* Use Setup: the setup becomes the current one, and its computer level
 * (a preset's) waits for the next New Game, as the editor opened from New
 * Game hands it to that dialog (sg-setup-row.h).  Not to the preferences:
 * they set the level of the game in progress too. */
static void
setup_applied (SgSetupEditor *editor, SgGameSetup *setup, SgWindow *window)
{
  Saves *s = saves_of (window);

  sg_current_setup_store (setup);
  if (s == NULL)
    return;
  s->setup_level = sg_game_setup_get_bot_level (setup);
  s->setup_level_over = sg_bot_level_setting ();
}

/* The editor straight from the window (the New Game dialog has a row for
 * it too), which starts, as from New Game, with the level the next game
 * would be played at, so that a preset saved there keeps it. */
static void
edit_setup_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  Saves *s = data;
  SgSetupEditor *editor = sg_setup_editor_new (GTK_WINDOW (s->window), NULL);

  sg_setup_editor_start_with_level (editor, next_game_level (s));
  g_signal_connect_object (editor, "apply", G_CALLBACK (setup_applied), s->window, 0);
  gtk_window_present (GTK_WINDOW (editor));
}

static void
update_actions (Saves *s)
{
  GAction *save_as = g_action_map_lookup_action (G_ACTION_MAP (s->actions), "save-as");
  GAction *statistics = g_action_map_lookup_action (G_ACTION_MAP (s->actions), "statistics");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (save_as), sg_game_model_get_save (s->model) != NULL);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (statistics), s->stats != NULL);
}

static void
state_changed_actions (SgGameModel *model, Saves *s)
{
  update_actions (s);
}

/* --- attaching ----------------------------------------------------------------- */

/* The model may outlive the window (a bot finishing): stop listening. */
static void
window_destroyed (GtkWidget *window, Saves *s)
{
  g_clear_handle_id (&s->random_source, g_source_remove);
  g_clear_handle_id (&s->autosave_source, g_source_remove);
  g_clear_handle_id (&s->pending_source, g_source_remove);
  for (guint i = 0; i < s->pending->len; i++)
    gtk_window_destroy (GTK_WINDOW (s->pending->pdata[i]));
  g_ptr_array_set_size (s->pending, 0);
  if (s->model != NULL)
    g_signal_handlers_disconnect_by_data (s->model, s);
  g_clear_object (&s->model);
}

static void
saves_free (gpointer data)
{
  Saves *s = data;

  g_clear_handle_id (&s->random_source, g_source_remove);
  g_clear_handle_id (&s->autosave_source, g_source_remove);
  g_clear_handle_id (&s->pending_source, g_source_remove);
  g_ptr_array_unref (s->pending);
  if (s->model != NULL)
    g_signal_handlers_disconnect_by_data (s->model, s);
  if (s->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (s->chooser));
  g_clear_object (&s->chooser);
  g_clear_object (&s->model);
  g_clear_object (&s->actions);
  g_clear_object (&s->stats);
  g_free (s->last_message);
  g_clear_object (&s->folder);
  g_free (s);
}

void
sg_window_saves_set_persist (SgWindow *window, gboolean persist)
{
  Saves *s = saves_of (window);

  g_return_if_fail (s != NULL);
  s->persist = persist;
  if (persist)
    load_stats (s);
  update_actions (s);
}

void
sg_window_saves_attach (SgWindow *window, gboolean persist)
{
  static const GActionEntry entries[] = {
    { .name = "save-as", .activate = save_as_activated },
    { .name = "open", .activate = open_activated },
    { .name = "statistics", .activate = statistics_activated },
    { .name = "edit-setup", .activate = edit_setup_activated },
  };
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (window));
  Saves *s;

  g_return_if_fail (SG_IS_WINDOW (window));
  g_return_if_fail (saves_of (window) == NULL);

  s = g_new0 (Saves, 1);
  s->window = window;
  s->pending = g_ptr_array_new_with_free_func (g_object_unref);
  s->model = g_object_ref (sg_window_get_model (window));
  s->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (s->actions), entries, G_N_ELEMENTS (entries), s);
  gtk_widget_insert_action_group (GTK_WIDGET (window), "saves", G_ACTION_GROUP (s->actions));
  g_object_set_data_full (G_OBJECT (window), SAVES_KEY, s, saves_free);

  g_signal_connect (s->model, "state-changed", G_CALLBACK (state_changed), s);
  g_signal_connect (s->model, "state-changed", G_CALLBACK (state_changed_actions), s);
  g_signal_connect (s->model, "game-over", G_CALLBACK (game_over), s);
  g_signal_connect (s->model, "decision-needed", G_CALLBACK (decision_needed), s);
  g_signal_connect (window, "close-request", G_CALLBACK (close_request), s);
  g_signal_connect (window, "destroy", G_CALLBACK (window_destroyed), s);
  if (app != NULL)
    {
      static const char *const open_accels[] = { "<Control>o", NULL };

      g_signal_connect_object (app, "shutdown", G_CALLBACK (app_shutdown), window, 0);
      static const char *const save_accels[] = { "<Control>s", NULL };

      gtk_application_set_accels_for_action (app, "saves.open", open_accels);
      gtk_application_set_accels_for_action (app, "saves.save-as", save_accels);
    }
  sg_window_saves_set_persist (window, persist);
}

SgStats *
sg_window_saves_get_stats (SgWindow *window)
{
  Saves *s = saves_of (window);

  g_return_val_if_fail (s != NULL, NULL);
  return s->stats;
}

const char *
sg_window_saves_get_last_message (SgWindow *window)
{
  Saves *s = saves_of (window);

  g_return_val_if_fail (s != NULL, NULL);
  return s->last_message != NULL ? s->last_message : "";
}
