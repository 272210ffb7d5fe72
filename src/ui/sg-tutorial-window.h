/* sg-tutorial-window.h: the tutorial: the list of lessons (completed ones
 * marked, any one replayable) and the lesson view: the game's table
 * (SgTableView) under a coaching bar that gives the step, reacts to every
 * move with the lesson's words and links the rules it cites.  "Start
 * Playing" leaves for a real game in the main window.
 */
#pragma once

#include <adwaita.h>

#include "sg-lesson.h"
#include "sg-table-view.h"

G_BEGIN_DECLS

#define SG_TYPE_TUTORIAL_WINDOW (sg_tutorial_window_get_type ())
G_DECLARE_FINAL_TYPE (SgTutorialWindow, sg_tutorial_window, SG, TUTORIAL_WINDOW, AdwWindow)

SgTutorialWindow *sg_tutorial_window_new (void);
/* The application's tutorial window, created on demand (not yet shown). */
SgTutorialWindow *sg_tutorial_window_get_for_app (GtkApplication *app);

/* Where completed lessons are remembered (default: the user's progress). */
void sg_tutorial_window_set_progress (SgTutorialWindow *self, SgTutorialProgress *progress);
/* Milliseconds before each of the other side's scripted answers. */
void sg_tutorial_window_set_answer_delay (SgTutorialWindow *self, guint msec);

/* Opens a lesson by its ID ("03-shots"); FALSE when there is none. */
gboolean sg_tutorial_window_open_lesson (SgTutorialWindow *self, const char *id);
void sg_tutorial_window_show_list (SgTutorialWindow *self);

/* --- for tests ----------------------------------------------------------- */

gboolean sg_tutorial_window_is_list_shown (SgTutorialWindow *self);
SgLesson *sg_tutorial_window_get_lesson (SgTutorialWindow *self);
SgTableView *sg_tutorial_window_get_table (SgTutorialWindow *self);
/* The texts the coaching bar shows now. */
const char *sg_tutorial_window_get_step_text (SgTutorialWindow *self);
const char *sg_tutorial_window_get_coach_text (SgTutorialWindow *self);
/* The feedback shown, or NULL when hidden. */
const char *sg_tutorial_window_get_feedback_text (SgTutorialWindow *self);
/* TRUE when the lesson's closing buttons (Next Lesson, Play a Game) show. */
gboolean sg_tutorial_window_is_done_shown (SgTutorialWindow *self);
/* The lesson list's row for lesson index i, or NULL. */
GtkListBoxRow *sg_tutorial_window_get_lesson_row (SgTutorialWindow *self, guint i);
/* TRUE when the list marks lesson i as completed. */
gboolean sg_tutorial_window_row_is_completed (SgTutorialWindow *self, guint i);

G_END_DECLS
