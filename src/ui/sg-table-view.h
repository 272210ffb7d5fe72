/* sg-table-view.h: the table of one game as the viewer sees it: both
 * sides' characters (active and back-up) with life and equipment, the
 * piles, the opponent's hand as backs, the viewer's hand, the prompt bar and
 * the turn's buttons.
 *
 * Everything a player does goes through the widget actions below, so the
 * keyboard, the mouse and the tests take the same path:
 *   table.card (y)      a card instance was activated (hand or in play)
 *   table.target (y)    a character (char code) was activated
 *   table.option (u)    one of the model's legal options, by index
 *   table.kind (u)      the options of one SgActionKind (reload, ability...)
 *   table.switch, table.end-turn, table.cancel
 * Rules are never decided here: targets light up from the model's legal
 * options, and a refused move shows the engine's reason.
 */
#pragma once

#include <gtk/gtk.h>

#include "sg-game-model.h"
#include "sg-prompt-bar.h"
#include "sg-table-notice.h"

G_BEGIN_DECLS

#define SG_TYPE_TABLE_VIEW (sg_table_view_get_type ())
G_DECLARE_FINAL_TYPE (SgTableView, sg_table_view, SG, TABLE_VIEW, GtkWidget)

GtkWidget *sg_table_view_new (void);
void sg_table_view_set_model (SgTableView *self, SgGameModel *model);

/* The card selected in the hand, or SG_NONE. */
guint8 sg_table_view_get_selected (SgTableView *self);
SgPromptBar *sg_table_view_get_prompt_bar (SgTableView *self);
/* The widget showing the character with that char code (or NULL). */
GtkWidget *sg_table_view_get_seat_widget (SgTableView *self, guint8 code);
/* The widget showing a card of the viewer's hand (or NULL). */
GtkWidget *sg_table_view_get_hand_widget (SgTableView *self, guint8 card);
/* The tooltip of that character now: why it is not a target, say. */
char *sg_table_view_get_seat_tooltip (SgTableView *self, guint8 code);
/* Puts the keyboard on what the person is asked now: the question's first
 * option, the selected card, else the hand.  Returns whether it could. */
gboolean sg_table_view_focus_decision (SgTableView *self);
/* The same once the table is on screen (at start-up, a lesson opening). */
void sg_table_view_focus_decision_when_shown (SgTableView *self);
/* Whether a finished game offers Play Again (not in a window without
 * New Game, such as the tutorial's). */
void sg_table_view_set_offers_new_game (SgTableView *self, gboolean offers);
/* While text is set (NULL: not), the prompt says only that and offers
 * nothing: the tutorial's lesson is over while its game is not. */
void sg_table_view_set_pause_text (SgTableView *self, const char *text);
/* Drops the reason a move was refused, the choices offered for the
 * selected card, and that card when it cannot be played now: the
 * tutorial's next step starts with none of the last one's (the Colt a
 * step asked to try, refused, stayed selected, "cannot be used now",
 * through the next step).  A card still playable stays selected. */
void sg_table_view_clear_choice (SgTableView *self);
/* How much the cards are grown to fill a large table (1: not at all). */
float sg_table_view_get_zoom (SgTableView *self);
/* The zoom the cards get on a table of that size, with the desktop's text
 * scaled by text_scale (sg-table-zoom.c). */
float sg_table_zoom_for (int width, int height, float text_scale);
/* A window's win.X action (Ctrl+E is win.end-turn) done by the table
 * (table.X), wherever the focus is: the game window and a lesson's. */
void sg_table_view_do_window_action (SgTableView *self, const char *win_action);
/* The suggested move (Ctrl+H) takes the keyboard: its card in the hand,
 * or once that card is selected its suggested target; an answer's button;
 * the Swap, End Turn, Ability or Reload button.  The suggestion is kept
 * until the game moves on, so that the card's selection focuses its
 * target, not the first legal one.  Returns whether the focus moved. */
gboolean sg_table_view_point_at (SgTableView *self, const SgAction *action);
/* F6, as in GNOME's apps: from the table to the log's newest row (log, an
 * SgRulesSidebar, when log_shown), else back to the game's question (a
 * keyboard play-tester had to Shift+Tab through every row of the log). */
void sg_table_view_switch_pane (SgTableView *self, GtkWidget *log, gboolean log_shown);
/* The notice that tells an elimination, in the opponent's line. */
SgTableNotice *sg_table_view_get_notice (SgTableView *self);

G_END_DECLS
