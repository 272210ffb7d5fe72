/* sg-log-entry.h: one line of the game's log, for the rules sidebar: an
 * engine event (or a refused move) told to each side, with its rule.
 */
#pragma once

#include <glib-object.h>

#include "sg-game.h"

G_BEGIN_DECLS

#define SG_LOG_REFUSAL (-1)   /* kind of an entry that reports a refused move */

#define SG_TYPE_LOG_ENTRY (sg_log_entry_get_type ())
G_DECLARE_FINAL_TYPE (SgLogEntry, sg_log_entry, SG, LOG_ENTRY, GObject)

/* kind: an SgEventKind or SG_LOG_REFUSAL (of the row's first event).
 * text_law / text_outlaw: the sentence as each side may read it (the same
 * text for a refusal).  first_time: the first entry of the session citing
 * this rule. */
SgLogEntry *sg_log_entry_new (int kind, const char *rule, const char *rule_line,
                              const char *text_law, const char *text_outlaw,
                              gboolean first_time, guint turn);

/* Events told in the row before them (sg-log-fold.h): their rule joins the
 * row's citations (once each), their sentence, if it says something new,
 * follows the row's; set_text retells the row (a row of draws). */
void sg_log_entry_add_rule (SgLogEntry *self, const char *rule, const char *rule_line,
                            gboolean first_time);
void sg_log_entry_append_text (SgLogEntry *self, const char *text_law, const char *text_outlaw);
void sg_log_entry_set_text (SgLogEntry *self, const char *text_law, const char *text_outlaw);

int sg_log_entry_get_kind (SgLogEntry *self);
gboolean sg_log_entry_is_refusal (SgLogEntry *self);
/* A refusal is told only to the player whose move it refused: in hot-seat
 * it would tell the other one of a card still in that player's hand (and
 * read as if it were about them).  Every other row is told to both. */
void sg_log_entry_set_refused_side (SgLogEntry *self, SgSide side);
gboolean sg_log_entry_is_shown_to (SgLogEntry *self, SgSide viewer);
/* The row's own rule ID such as "D5.5", or NULL. */
const char *sg_log_entry_get_rule (SgLogEntry *self);
/* "D5.5 · Answering a shot", or NULL. */
const char *sg_log_entry_get_rule_line (SgLogEntry *self);
/* Every rule the row cites, its own first. */
guint sg_log_entry_get_n_rules (SgLogEntry *self);
const char *sg_log_entry_get_nth_rule (SgLogEntry *self, guint i);
const char *sg_log_entry_get_nth_rule_line (SgLogEntry *self, guint i);
gboolean sg_log_entry_get_nth_first_time (SgLogEntry *self, guint i);
gboolean sg_log_entry_cites (SgLogEntry *self, const char *rule);
const char *sg_log_entry_get_text (SgLogEntry *self, SgSide viewer);
/* Whether the row is the session's first to cite one of its rules. */
gboolean sg_log_entry_get_first_time (SgLogEntry *self);
guint sg_log_entry_get_turn (SgLogEntry *self);

G_END_DECLS
