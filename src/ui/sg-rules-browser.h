/* sg-rules-browser.h: every rule, card and character of the rule book
 * (SgRuleBook), grouped as the book is, searchable, each card drawn as in
 * the game, and cross-linked: a card's or character's page lists the rules
 * it touches, a rule's page the cards and characters that refer to it, and
 * every rule ID in a text is a link.
 *
 * Pages are named "rule:ID", "card:NAME" and "character:NAME" (canonical
 * English names).  Other parts open the browser through the app actions of
 * sg-tutorial-actions.h: app.rules-browser (F1) and app.show-rule("D5.5").
 */
#pragma once

#include <adwaita.h>

#include "sg-cards.h"

G_BEGIN_DECLS

#define SG_TYPE_RULES_BROWSER (sg_rules_browser_get_type ())
G_DECLARE_FINAL_TYPE (SgRulesBrowser, sg_rules_browser, SG, RULES_BROWSER, AdwWindow)

SgRulesBrowser *sg_rules_browser_new (void);
/* The application's one browser, created on demand (not yet shown). */
SgRulesBrowser *sg_rules_browser_get_for_app (GtkApplication *app);

/* Shows the page of a rule: a card's or character's clause (C-…, P-…)
 * opens that card's or character's page at the clause; an ID without an
 * entry of its own opens its nearest parent.  FALSE for an unknown ID. */
gboolean sg_rules_browser_show_rule (SgRulesBrowser *self, const char *rule_id);
/* Puts the keyboard on the rule shown: its text where it is a Tab stop
 * (it has links), else its row in the list, else the page's first link;
 * now, or once the window is on screen.  The search field stays a
 * Shift+Tab or Ctrl+F away. */
void sg_rules_browser_focus_shown (SgRulesBrowser *self);
void sg_rules_browser_show_card (SgRulesBrowser *self, SgCardType type);
void sg_rules_browser_show_character (SgRulesBrowser *self, SgCharId id);
/* Opens a page by its name ("rule:D5.5", "card:Barrel"…). */
gboolean sg_rules_browser_show_page (SgRulesBrowser *self, const char *page);

/* Fills the search entry (the list is filtered as the entry is). */
void sg_rules_browser_search (SgRulesBrowser *self, const char *text);

/* --- for tests ----------------------------------------------------------- */

/* The page shown ("card:Barrel"), or NULL for the welcome page. */
const char *sg_rules_browser_get_page (SgRulesBrowser *self);
/* Its title, as shown. */
const char *sg_rules_browser_get_page_title (SgRulesBrowser *self);
/* The rule ID highlighted on the page (the clause asked for), or NULL. */
const char *sg_rules_browser_get_highlight (SgRulesBrowser *self);
/* The card drawn on the page, or NULL. */
GtkWidget *sg_rules_browser_get_card_widget (SgRulesBrowser *self);
/* Rows left by the search, in order: their page names; transfer full. */
GStrv sg_rules_browser_get_results (SgRulesBrowser *self);
/* The search entry (Enter in it opens the best result). */
GtkWidget *sg_rules_browser_get_search_entry (SgRulesBrowser *self);
/* The row of the i-th result (or NULL), to activate it as a click would. */
GtkListBoxRow *sg_rules_browser_get_result_row (SgRulesBrowser *self, guint i);

G_END_DECLS
