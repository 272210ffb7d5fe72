/* sg-table-view-private.h: what the table's own files share: the
 * instance, the keyboard's rules (sg-table-focus.c), the prompt
 * (sg-table-prompt.c), the characters (sg-table-seats.c) and the piles and
 * headings (sg-table-piles.c), which the rebuild in sg-table-view.c asks for
 * after every change, and the few helpers they all use. */
#pragma once

#include "sg-table-notice.h"
#include "sg-table-view.h"

G_BEGIN_DECLS

struct _SgTableView
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *opp_label;
  SgTableNotice *notice;  /* in the place of opp_label while it shows */
  GtkBox *opp_hand_box;
  GtkBox *opp_seats_box;
  GtkGrid *piles_box;
  guint n_piles;
  GtkLabel *turn_label;
  GtkBox *last_play_box;
  GtkBox *own_seats_box;
  GtkLabel *own_label;
  SgPromptBar *prompt_bar;
  GtkBox *hand_box;
  GtkWidget *switch_button;
  GtkWidget *end_button;
  GtkWidget *ability_button;
  GtkWidget *reload_button;
  GtkWidget *play_buttons;  /* the four above, beside the prompt */

  /* Owned references */
  SgGameModel *model;
  GArray *subset;         /* option indices offered by a narrowed prompt */
  char *subset_title;
  char *refusal;          /* why the last move was refused, until the next one */

  /* Borrowed: the character widgets by char code, rebuilt with the table */
  GtkWidget *seat[4];
  guint8 selected;        /* card instance selected in the hand, or SG_NONE */
  guint decision_key;     /* the decision the table last showed (sg_table_focus_key) */
  guint focus_idle;       /* sg_table_view_focus_decision once the table is shown */
  gulong map_handler;     /* waiting for the table to be shown to do so */
  gboolean no_new_game;   /* the window has no New Game (the tutorial) */
  char *pause_text;       /* the prompt's only words while set (a lesson done) */
  float zoom;             /* of the cards, for the table's size (sg-table-zoom.c) */
  guint8 hand_shown[2 * SG_MAX_CARDS]; /* the hand as shown, SG_NONE a gap (sg-table-hand.c) */
  guint n_hand_shown;
  guint8 staged_shown[SG_MAX_STAGING]; /* the cards turned up as shown, SG_NONE a gap (sg-table-prompt.c) */
  guint n_staged_shown;
  guint hand_turn;        /* the turn hand_shown was laid out in: gaps last no longer */
  gboolean pointer_in_hand;
  guint hand_idle;        /* closes the hand's gaps once the pointer has left */
  guint zoom_idle;        /* applies a new zoom once the allocation is over */
  GtkRoot *ring_root;     /* the window whose focus ring is kept (sg-table-focus.c) */
  gboolean keyboard_ring; /* the keyboard was used since the last click on the table */
  SgAction suggested;     /* the move Ctrl+H suggested, until the game moves on */
  gboolean has_suggestion;
};

/* Dragging a hand card onto a character plays it there (sg-table-drag.c). */
void sg_table_drag_from_hand (SgTableView *self, GtkWidget *card);
void sg_table_drop_on_seat (SgTableView *self, GtkWidget *seat);
void sg_table_drop_on_card (SgTableView *self, GtkWidget *in_play);
void sg_table_drop_on_table (SgTableView *self);

/* Whether the person at the screen decides now (not a bot, no hand-over). */
gboolean sg_table_mine (SgTableView *self);
/* The model's i-th option, or NULL. */
const SgAction *sg_table_option (SgTableView *self, guint i);
/* A play whose target is a character (Canteen names a side instead). */
gboolean sg_table_targets_character (SgTableView *self, const SgAction *a);
/* A card instance as a widget, not yet wired to any action. */
GtkWidget *sg_table_card_face (SgTableView *self, guint8 card, gboolean face_down, gboolean compact);
/* The same, a face-up card activating table.card. */
GtkWidget *sg_table_card_widget (SgTableView *self, guint8 card, gboolean face_down, gboolean compact);
/* A compact card back, no Tab stop. */
GtkWidget *sg_table_card_back (SgSide back);
/* An invisible card back that keeps an empty row (or pile) a card high. */
void sg_table_keep_row_height (GtkBox *box, SgSide back, gboolean compact);
/* Every child out of a box, or of a grid (the table is rebuilt whole). */
void sg_table_clear_box (GtkBox *box);
void sg_table_clear_grid (GtkGrid *grid);

/* The prompt bar for the decision of the moment (sg-table-prompt.c). */
void sg_table_build_prompt (SgTableView *self);
/* The characters that are legal targets or options light up. */
void sg_table_highlight_targets (SgTableView *self);
/* The play phase's buttons: enabled, or greyed out with the reason. */
void sg_table_update_actions (SgTableView *self);

/* The decision the table shows and whether it is the person's; a new one
 * moves the keyboard to its question. */
guint sg_table_focus_key (SgTableView *self);
/* Whether a new question may take the keyboard from focus, outside the
 * table: not from the log or a text entry, nor from an open menu, nor
 * from nowhere (NULL: the hand-over guard holds it back). */
gboolean sg_table_focus_may_take (SgTableView *self, GtkWidget *focus);
/* The place of focus among the hand's cards, or -1. */
int sg_table_focus_hand_index (SgTableView *self, GtkWidget *focus);
/* Where the keyboard goes once the table is rebuilt. */
void sg_table_focus_after_rebuild (SgTableView *self, guint8 focused_card, guint8 focused_seat,
                                   int focused_index, gboolean new_question);
/* When the card selected is the suggested move's, focuses the suggested
 * target (a character, or the prompt's answer); FALSE otherwise. */
gboolean sg_table_focus_suggested_target (SgTableView *self);
/* Drops what waits for the table to be shown (dispose). */
void sg_table_focus_dispose (SgTableView *self);
/* Keeps the window's focus ring on for a keyboard player, from the first
 * rebuild in a window on (sg-table-focus.c). */
void sg_table_focus_watch_ring (SgTableView *self);
/* A click on the table: the player uses the pointer, the ring may go. */
void sg_table_focus_track_clicks (SgTableView *self);
/* Arrows move between the table's cards, characters and buttons by where
 * they stand (sg-table-focus.c). */
void sg_table_focus_track_arrows (SgTableView *self);

/* The order of the player's n cards on screen, into self->hand_shown, with
 * gaps (SG_NONE) where cards left while the pointer is over the hand
 * (sg-table-hand.c).  Returns how many places. */
guint sg_table_hand_layout (SgTableView *self, const guint8 *cards, guint n);
gboolean sg_table_hand_has_gaps (SgTableView *self);
/* Whether card is among the n cards (the hand's and the staging's gaps). */
gboolean sg_table_cards_have (const guint8 *cards, guint n, guint8 card);
/* The hand's next layout starts afresh (hidden, or another player's). */
void sg_table_hand_forget (SgTableView *self);
/* Follows the pointer over the hand, which closes up once it has left. */
void sg_table_hand_track_pointer (SgTableView *self);
/* Home and End in the hand (sg-table-hand.c). */
void sg_table_hand_track_keys (SgTableView *self);
void sg_table_hand_dispose (SgTableView *self);
/* The whole table built again from the model (sg-table-view.c). */
void sg_table_rebuild (SgTableView *self);

/* The four characters with their equipment, into self->seat
 * (sg-table-seats.c). */
void sg_table_build_seats (SgTableView *self, SgSide viewer);

/* Each side's line: who plays it, its reserve and hand (sg-table-piles.c). */
void sg_table_build_side_labels (SgTableView *self, SgSide viewer);
/* The decks, the discard pile and the common deck. */
void sg_table_build_piles (SgTableView *self);
/* The turn's heading, and the other side's last card beside it, its target
 * outlined (after sg_table_build_seats). */
void sg_table_build_heading (SgTableView *self, SgSide viewer);
/* Outlines the character the person's question is about (sg-table-seats.c);
 * after the heading, which may have outlined it already. */
void sg_table_mark_at_stake (SgTableView *self);

/* The table was given its size: the cards follow. */
void sg_table_zoom_allocated (SgTableView *self, int width, int height);
void sg_table_zoom_dispose (SgTableView *self);

G_END_DECLS
