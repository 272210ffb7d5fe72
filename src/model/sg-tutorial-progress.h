/* sg-tutorial-progress.h: which lessons of the tutorial the player has
 * completed, and whether the first game already offered the tutorial.
 *
 * Kept in a small key file, $XDG_DATA_HOME/sixgun/tutorial.ini:
 *   [Tutorial]
 *   Completed=01-table;03-shots
 *   Offered=true
 * Every change is saved at once and emits "changed".  A file that cannot
 * be read is kept aside as tutorial.ini.bad (or, if even that fails, left
 * alone and never written over), and the progress starts again.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define SG_TYPE_TUTORIAL_PROGRESS (sg_tutorial_progress_get_type ())
G_DECLARE_FINAL_TYPE (SgTutorialProgress, sg_tutorial_progress, SG, TUTORIAL_PROGRESS, GObject)

/* The progress of the user (the file above); transfer none. */
SgTutorialProgress *sg_tutorial_progress_get_default (void);
/* Progress kept in another file (tests); transfer full. */
SgTutorialProgress *sg_tutorial_progress_new (const char *path);

const char *sg_tutorial_progress_get_path (SgTutorialProgress *self);

gboolean sg_tutorial_progress_is_completed (SgTutorialProgress *self, const char *lesson_id);
void sg_tutorial_progress_set_completed (SgTutorialProgress *self, const char *lesson_id);
guint sg_tutorial_progress_get_n_completed (SgTutorialProgress *self);

/* TRUE once the first game has offered the tutorial (it is offered once). */
gboolean sg_tutorial_progress_get_offered (SgTutorialProgress *self);
void sg_tutorial_progress_set_offered (SgTutorialProgress *self);

/* What went wrong with the file, for the player (it could not be read, or
 * the last change could not be saved), or NULL; cleared once taken.
 * Transfer full. */
char *sg_tutorial_progress_take_problem (SgTutorialProgress *self);

/* Forgets everything (and saves). */
void sg_tutorial_progress_reset (SgTutorialProgress *self);

G_END_DECLS
