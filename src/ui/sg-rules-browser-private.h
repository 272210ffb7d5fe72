/* sg-rules-browser-private.h: what the rules browser's files share
 * (sg-rules-browser.c, the window and its pages; sg-rules-browser-list.c,
 * the list and its search). */
#pragma once

#include "sg-rule-book.h"
#include "sg-rules-browser.h"

G_BEGIN_DECLS

typedef enum {
  ROW_RULE,
  ROW_CARD,
  ROW_CHARACTER,
} RowKind;

/* What one row of the list stands for. */
typedef struct {
  RowKind kind;
  char *page;       /* "rule:D5.5", "card:Barrel", "character:Wild Bill" */
  char *group;      /* translated group name */
  char *haystack;   /* case-folded text the search looks into */
  char *text;       /* the same text as written, for an excerpt */
  guint *map;       /* for each byte of haystack, its offset in text */
  char *subtitle;   /* the row's subtitle, as written */
  char *sub;        /* the same, case-folded */
  GtkLabel *sub_label; /* shows subtitle, or why the row answers a search */
  char *name;       /* case-folded title, for an exact match */
  char *id;         /* case-folded rule ID (a card's or character's own: C-BARREL) */
  guint order;      /* place in the book, within a rank of the search */
  /* For the search's sort (sg_rules_rank_rows): how well the row answers
   * it, and its group's best answer and first place in the book. */
  int rank;
  int group_rank;
  guint group_order;
} RowData;

struct _SgRulesBrowser
{
  AdwWindow parent_instance;

  /* Template widgets */
  AdwLeaflet *leaflet;
  GtkWidget *sidebar;
  GtkSearchEntry *search_entry;
  GtkStack *list_stack;
  GtkListBox *list;
  GtkScrolledWindow *list_scroller;
  GtkWidget *content;
  AdwWindowTitle *page_title;
  GtkScrolledWindow *page_scroller;
  GtkBox *page_box;

  /* State */
  char *needle;        /* case-folded search, or NULL */
  char *page;          /* the page shown */
  char *highlight;     /* the clause asked for */
  GtkWidget *highlight_widget;
  GtkWidget *card_widget;
  guint scroll_idle;
  char *shown;         /* what brings the page shown back: its clause or page */
  GPtrArray *history;  /* the shown of pages before, the last newest */
  gboolean going_back; /* showing one of history: not recorded again */
  gboolean focus_on_map; /* the keyboard goes to the rule shown once mapped */
  guint n_rows;        /* rows added so far */
};

/* The list (sg-rules-browser-list.c). */
RowData *sg_rules_row_data (GtkListBoxRow *row);
/* text as the search compares it: case-folded, accents aside. */
char *sg_rules_fold (const char *text);
/* Fills the list with the book's rows, in its order. */
void sg_rules_fill_list (SgRulesBrowser *self);
/* Ranks the rows for the search in self->needle (before the list sorts
 * them again). */
void sg_rules_rank_rows (SgRulesBrowser *self);
/* The list's filter, sort and header functions (data: the browser). */
gboolean sg_rules_row_shown (GtkListBoxRow *row, gpointer data);
int sg_rules_sort_rows (GtkListBoxRow *a, GtkListBoxRow *b, gpointer data);
void sg_rules_header_row (GtkListBoxRow *row, GtkListBoxRow *before, gpointer data);
/* The row of page, or NULL; selects it, clearing a search that hides it. */
GtkListBoxRow *sg_rules_find_row (SgRulesBrowser *self, const char *page);
void sg_rules_select_row (SgRulesBrowser *self, const char *page);

G_END_DECLS
