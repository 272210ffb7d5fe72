/* sg-rules-sidebar.h: the rules tutor: every event of the game in order,
 * each with the rule that made it happen (activate a row for the full
 * explanation), refused moves too; filter "all" / "new rules only". */
#pragma once

#include <gtk/gtk.h>

#include "sg-game-model.h"

G_BEGIN_DECLS

#define SG_TYPE_RULES_SIDEBAR (sg_rules_sidebar_get_type ())
G_DECLARE_FINAL_TYPE (SgRulesSidebar, sg_rules_sidebar, SG, RULES_SIDEBAR, GtkWidget)

GtkWidget *sg_rules_sidebar_new (void);
void sg_rules_sidebar_set_model (SgRulesSidebar *self, SgGameModel *model);

/* TRUE: only entries citing a rule for the first time. */
void sg_rules_sidebar_set_only_new (SgRulesSidebar *self, gboolean only_new);
gboolean sg_rules_sidebar_get_only_new (SgRulesSidebar *self);

/* The entries shown (SgLogEntry), after the filter; transfer none. */
GListModel *sg_rules_sidebar_get_shown (SgRulesSidebar *self);
/* The list's row widgets, for tests: the row at position i (or NULL). */
GtkListBoxRow *sg_rules_sidebar_get_row (SgRulesSidebar *self, int index);
/* Gives the keyboard to the newest row (F6 from the table), or to the
 * filter while the log is empty; FALSE when nothing took it. */
gboolean sg_rules_sidebar_focus_newest (SgRulesSidebar *self);
/* Opens the explanation of the row at index and scrolls to it. */
void sg_rules_sidebar_expand_row (SgRulesSidebar *self, int index);

G_END_DECLS
