/* sg-prompt-bar.h: the line above the hand that says what is asked now and
 * offers the options as buttons with plain labels.  Each button activates a
 * widget action (e.g. "table.option" with the option's index), so that the
 * owner of the bar decides what a choice does.  Cards turned face up that
 * the question is about (General Store...) sit in a row beside it, as card
 * widgets built and wired by the owner. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SG_TYPE_PROMPT_BAR (sg_prompt_bar_get_type ())
G_DECLARE_FINAL_TYPE (SgPromptBar, sg_prompt_bar, SG, PROMPT_BAR, GtkWidget)

GtkWidget *sg_prompt_bar_new (void);

/* The question or the state of play; warning styles it as a refusal. */
void sg_prompt_bar_set_text (SgPromptBar *self, const char *text, gboolean warning);
const char *sg_prompt_bar_get_text (SgPromptBar *self);
/* A second line, e.g. why a move was refused (NULL hides it). */
void sg_prompt_bar_set_detail (SgPromptBar *self, const char *detail);
const char *sg_prompt_bar_get_detail (SgPromptBar *self);
/* The button beside the detail that opens it whole in a popover: offered
 * (focusable) only while the detail is cut short. */
GtkWidget *sg_prompt_bar_get_more_button (SgPromptBar *self);

/* Removes the option buttons and the cards. */
void sg_prompt_bar_clear_options (SgPromptBar *self);
/* Appends a widget (a card) to the row of cards beside the question. */
void sg_prompt_bar_add_card (SgPromptBar *self, GtkWidget *card);
/* An empty place among the cards turned up, as wide as one (a card
 * taken): not counted among the cards. */
void sg_prompt_bar_add_gap (SgPromptBar *self, GtkWidget *gap);
guint sg_prompt_bar_get_n_cards (SgPromptBar *self);
/* The i-th widget of the row of cards, or NULL. */
GtkWidget *sg_prompt_bar_get_card (SgPromptBar *self, guint i);
/* Adds a button; target may be NULL (floating references are sunk). */
GtkWidget *sg_prompt_bar_add_option (SgPromptBar *self, const char *label,
                                     const char *action_name, GVariant *target,
                                     gboolean suggested);
/* Adds a button for an answer that gives something up (take the hit, say
 * no, end the turn): shown as any other, in its place, but the keyboard
 * does not start on it (sg_prompt_bar_get_default_option). */
GtkWidget *sg_prompt_bar_add_decline (SgPromptBar *self, const char *label,
                                      const char *action_name, GVariant *target);
/* Adds a button for an answer that costs its player (their own equipment
 * discarded): in its place, but the keyboard starts on it only when every
 * other answer is one too. */
GtkWidget *sg_prompt_bar_add_risky (SgPromptBar *self, const char *label,
                                    const char *action_name, GVariant *target);
/* Whether option was added by sg_prompt_bar_add_decline. */
gboolean sg_prompt_bar_option_declines (SgPromptBar *self, GtkWidget *option);
guint sg_prompt_bar_get_n_options (SgPromptBar *self);
/* Where the keyboard starts on a question: the first focusable card of the
 * row, else the first option button that does not decline, else the first
 * button (NULL without any). */
GtkWidget *sg_prompt_bar_get_default_option (SgPromptBar *self);
/* The option button or the card of the row that activates action_name
 * with target (a floating target is sunk), or NULL. */
GtkWidget *sg_prompt_bar_find_option (SgPromptBar *self, const char *action_name, GVariant *target);

G_END_DECLS
