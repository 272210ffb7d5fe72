/* sg-tutorial-actions.h: how the rest of the app opens the tutorial and the
 * rules browser.
 *
 * sg_tutorial_actions_install adds these application actions:
 *   app.tutorial           the tutorial window (the list of lessons)
 *   app.rules-browser      the rules browser, at the rule of the latest
 *                          event of the active game (accelerator F1)
 *   app.show-rule (s)      the rules browser at one rule, e.g. "D5.5"; a
 *                          sidebar citation activates it with
 *                          gtk_widget_activate_action (w, "app.show-rule", "s", id)
 *   app.suggest-move       a practice game: the Hard bot's move for the person
 *                          deciding, with a short reason, in the prompt bar;
 *                          in the tutorial, the lesson's hint (Ctrl+H)
 *   app.undo-move          a practice game: take back the person's last
 *                          own move (Ctrl+Z); refused in hot-seat
 * For screenshots, SIXGUN_LESSON=ID opens that lesson with app.tutorial
 * (SIXGUN_LESSON_MOVES=N then plays its first N moves, and
 * SIXGUN_LESSON_TRY="law play Colt at outlaw.backup" one more), and SIXGUN_RULE=ID
 * / SIXGUN_SEARCH=TEXT set the rules browser's page and search.
 */
#pragma once

#include <adwaita.h>

#include "sg-tutorial-progress.h"

G_BEGIN_DECLS

void sg_tutorial_actions_install (GtkApplication *app);

/* Offers the tutorial to a first-time player (never once offered or once
 * a lesson is completed), in a dialog over parent. */
void sg_tutorial_offer (GtkWindow *parent);
/* Tells, in a dialog over parent, what went wrong with progress's file
 * (kept aside, or not saved), once; FALSE when nothing did. */
gboolean sg_tutorial_tell_progress_problem (GtkWindow *parent, SgTutorialProgress *progress);

G_END_DECLS
