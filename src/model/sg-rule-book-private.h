/* sg-rule-book-private.h: the static tables of the rule book.  Titles and
 * explanations are English msgids marked with N_(); they are translated at
 * lookup.  The tables are split by part of duel-rules.md. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  const char *id;           /* e.g. "D5.5", "C-BARREL.2", "E-19" */
  const char *title;        /* N_() */
  const char *explanation;  /* N_() */
} SgRuleEntry;

extern const SgRuleEntry sg_rule_entries_d[];
extern const guint sg_rule_n_entries_d;
extern const SgRuleEntry sg_rule_entries_cards[];
extern const guint sg_rule_n_entries_cards;
extern const SgRuleEntry sg_rule_entries_characters[];
extern const guint sg_rule_n_entries_characters;
extern const SgRuleEntry sg_rule_entries_rulings[];
extern const guint sg_rule_n_entries_rulings;
extern const SgRuleEntry sg_rule_entries_languages[];
extern const guint sg_rule_n_entries_languages;

G_END_DECLS
