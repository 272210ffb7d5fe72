/* sg-window.h: the main window: header bar, the table and the rules
 * sidebar (AdwFlap), the hand-over screen for two people. */
#pragma once

#include <adwaita.h>

#include "sg-application.h"
#include "sg-game-model.h"
#include "sg-rules-sidebar.h"
#include "sg-table-view.h"

G_BEGIN_DECLS

#define SG_TYPE_WINDOW (sg_window_get_type ())
G_DECLARE_FINAL_TYPE (SgWindow, sg_window, SG, WINDOW, AdwApplicationWindow)

SgWindow *sg_window_new (SgApplication *app);

SgGameModel *sg_window_get_model (SgWindow *self);
SgTableView *sg_window_get_table (SgWindow *self);
SgRulesSidebar *sg_window_get_sidebar (SgWindow *self);

/* Starts a game: the person plays `side` (SG_NONE: random) against
 * `opponent` (SG_PLAYER_PERSON: a friend at the same screen). */
void sg_window_start_game (SgWindow *self, guint8 side, SgPlayerKind opponent);
/* Sets the preferences' computer level to the level of the game in
 * progress, when the computer plays in it, and New Game's opponent to the
 * game's: a friend in hot-seat, else the computer. */
void sg_window_follow_game_level (SgWindow *self);
/* The New Game dialog (win.new-game, Ctrl+N).  Its Start asks before
 * replacing a game in progress unless the person has already chosen to
 * leave it (New Game rather than Resume at start-up). */
void sg_window_present_new_game (SgWindow *self, gboolean ask_to_abandon);
/* Shows the rules sidebar with the latest rule opened (F1). */
void sg_window_show_rules (SgWindow *self);
/* The preferences over this window, saying whether the level applies to
 * the game in progress. */
GtkWindow *sg_window_show_preferences (SgWindow *self);
/* TRUE while the hand-over screen hides the table. */
gboolean sg_window_is_handover_shown (SgWindow *self);
/* Hot-seat: for ms after the hand-over page is shown, Ready does nothing,
 * and for ms after Ready the keyboard reaches no answer, so that a key
 * pressed twice neither shows a hand to the wrong player nor answers a
 * question unread.  The app's windows have SG_HANDOVER_GUARD_MS; a window
 * made elsewhere (tests) has none until told. */
#define SG_HANDOVER_GUARD_MS 500
void sg_window_set_handover_guard (SgWindow *self, guint ms);

/* Shows text (plain) in a toast over the table. */
void sg_window_toast (SgWindow *self, const char *text);
/* The text of the last toast or elimination notice, or NULL (tests). */
const char *sg_window_get_last_toast (SgWindow *self);
/* The notice that tells eliminations at the top of the table (tests). */
GtkWidget *sg_window_get_notice (SgWindow *self);

G_END_DECLS
