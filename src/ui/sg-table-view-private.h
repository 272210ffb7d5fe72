/* sg-table-view-private.h: what the table's own files share: the
 * instance and the keyboard's rules (sg-table-focus.c), which the
 * rebuild in sg-table-view.c asks after every change. */
#pragma once

#include "sg-table-view.h"

G_BEGIN_DECLS

struct _SgTableView
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *opp_label;
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
};

/* The decision the table shows and whether it is the person's; a new one
 * moves the keyboard to its question. */
guint sg_table_focus_key (SgTableView *self);
/* The place of focus among the hand's cards, or -1. */
int sg_table_focus_hand_index (SgTableView *self, GtkWidget *focus);
/* Where the keyboard goes once the table is rebuilt. */
void sg_table_focus_after_rebuild (SgTableView *self, guint8 focused_card, int focused_index,
                                   gboolean new_question);
/* Drops what waits for the table to be shown (dispose). */
void sg_table_focus_dispose (SgTableView *self);

G_END_DECLS
