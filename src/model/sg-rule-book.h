/* sg-rule-book.h: the rules of the duel explained in our own words, one
 * entry per rule ID of duel-rules.md (D…, C-…, P-…, E-…), translatable.
 */
#pragma once

#include <glib-object.h>

#include "sg-cards.h"

G_BEGIN_DECLS

#define SG_TYPE_RULE_BOOK (sg_rule_book_get_type ())
G_DECLARE_FINAL_TYPE (SgRuleBook, sg_rule_book, SG, RULE_BOOK, GObject)

/* The one rule book of the process; transfer none. */
SgRuleBook *sg_rule_book_get_default (void);

/* Translated title / explanation of a rule.  An ID without an entry of its
 * own (e.g. "D5.5.2") falls back to the nearest parent ("D5.5", then "D5");
 * NULL when nothing matches. */
const char *sg_rule_book_get_title (SgRuleBook *self, const char *rule_id);
const char *sg_rule_book_get_explanation (SgRuleBook *self, const char *rule_id);

/* TRUE when rule_id has an entry of its own (no fallback to a parent). */
gboolean sg_rule_book_has_entry (SgRuleBook *self, const char *rule_id);

/* TRUE for E- IDs: our rulings on open questions ("Our ruling"). */
gboolean sg_rule_book_is_ruling (SgRuleBook *self, const char *rule_id);

/* The entries in the book's order. */
guint sg_rule_book_get_n_rules (SgRuleBook *self);
const char *sg_rule_book_get_id (SgRuleBook *self, guint index);

/* Translated group name for the rules browser ("Setting up", "A turn" …). */
const char *sg_rule_book_get_group (SgRuleBook *self, const char *rule_id);

/* IDs (const char *, owned by the book) whose ID, title or explanation
 * contain text (case-insensitive, translated texts); transfer full. */
GPtrArray *sg_rule_book_search (SgRuleBook *self, const char *text);

/* text with the hyphens of the rule ID it starts with made unbreakable
 * (U+2011), for labels that wrap: "C-" then "STEAL.1" on the next line
 * read as two things.  NULL gives "".  Transfer full. */
char *sg_rule_book_keep_id_whole (const char *text);
/* text with every rule ID in it kept on one line ("(C-DYNAMITE.1)" broke
 * as "C-DYNAMITE." / "1)" in the tutorial's prose): hyphens unbreakable
 * and a word joiner (U+2060) after a dot inside an ID.  An ID is a word
 * such as C-BEER.2, P-BART-MASTERSON.1, E-25 or D4.4.  Transfer full. */
char *sg_rule_book_keep_ids_whole (const char *text);

/* The rule IDs a card's / character's page lists; transfer full. */
GPtrArray *sg_rule_book_rules_for_card (SgRuleBook *self, SgCardType type);
GPtrArray *sg_rule_book_rules_for_character (SgRuleBook *self, SgCharId id);

G_END_DECLS
