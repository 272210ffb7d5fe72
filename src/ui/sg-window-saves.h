/* sg-window-saves.h: saved games, the setup of new games and statistics
 * for the main window (issue 6), kept out of sg-window.c.
 *
 * sg_window_new attaches it.  It adds:
 *  - the "saves" actions: saves.open (Open Game…, Ctrl+O), saves.save-as
 *    (Save Game As…, Ctrl+S) and saves.statistics;
 *  - the current setup (sg-setup-editor.h) for new games, with the first
 *    active character chosen at random when the setup says so;
 *  - with persistence on (the real app; a bare window in tests has it off
 *    unless a test turns it on with a temporary XDG_DATA_HOME):
 *      autosave after every turn and when the window closes, to
 *      g_get_user_data_dir()/sixgun/autosave.sixgun (a finished game's
 *      autosave is removed); resume at start ("Resume the game in
 *      progress?"); a save that cannot be read is moved aside to
 *      NAME.bad and the player is told why; statistics counted at game over.
 * Only games with a person playing are saved or counted.
 */
#pragma once

#include "sg-stats.h"
#include "sg-window.h"

G_BEGIN_DECLS

void sg_window_saves_attach (SgWindow *window, gboolean persist);
void sg_window_saves_set_persist (SgWindow *window, gboolean persist);

/* At start: loads the autosave, if any, and asks whether to resume it.
 * TRUE when a game was loaded (the caller starts no other game). */
gboolean sg_window_saves_resume (SgWindow *window);

/* Fills setup (keeping its seed) from the current setup, for the game
 * sg_window_start_game is about to start. */
void sg_window_saves_prepare (SgWindow *window, SgSetup *setup);
/* The computer level a setup used from the hidden saves.edit-setup action
 * (a preset's) hands on to the New Game dialog being opened, as the editor
 * opened from New Game hands it to that dialog; then forgotten.
 * SG_PLAYER_PERSON when there is none, or when the preferences' level
 * changed since. */
SgPlayerKind sg_window_saves_take_setup_level (SgWindow *window);

/* g_get_user_data_dir()/sixgun/autosave.sixgun (transfer full). */
GFile *sg_window_saves_autosave_file (void);
/* Writes the autosave now (FALSE without a game a person plays). */
gboolean sg_window_saves_autosave (SgWindow *window, GError **error);
/* Save Game As / Open Game without the file chooser. */
gboolean sg_window_saves_save_to (SgWindow *window, GFile *file, GError **error);
/* Save Game As… once the player chose file: saves, then says so in a toast
 * or tells why not in a dialog. */
void sg_window_saves_save_chosen (SgWindow *window, GFile *file);
gboolean sg_window_saves_open (SgWindow *window, GFile *file, GError **error);
/* What Open Game… does with the chosen file: asks before replacing a game
 * in progress (sg-abandon-dialog.h), then opens it and tells any failure. */
void sg_window_saves_ask_open (SgWindow *window, GFile *file);
/* The filter of Open Game… and Save Game As… (transfer full): saves by
 * their MIME type, application/x-sixgun-save, or their name, *.sixgun. */
GtkFileFilter *sg_window_saves_new_filter (void);
/* Where Save Game As… and Open Game… start (transfer full): the folder of
 * the game last saved or opened, else Documents, else home. */
GFile *sg_window_saves_get_folder (SgWindow *window);
/* The statistics (NULL with persistence off). */
SgStats *sg_window_saves_get_stats (SgWindow *window);
/* Tells the player something about a file in a dialog, once the window is
 * up (text is made readable: sg-file-text.h); the last message. */
void sg_window_saves_tell (SgWindow *window, const char *heading, const char *text);
/* The last message shown to the player about a save, for tests ("" when
 * none). */
const char *sg_window_saves_get_last_message (SgWindow *window);
/* The file name Save As suggests at that moment: the date and time in
 * the translation's format, never a slash or a colon. */
char *sg_window_saves_suggested_name (GDateTime *now);

G_END_DECLS
