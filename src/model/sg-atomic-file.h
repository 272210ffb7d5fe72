/* sg-atomic-file.h: writing a file so that a crash leaves the old content or
 * the new one, never half of one, through a temporary file whose name says
 * it is ours (NAME.part-XXXXXX): cleaning up after a crash can then never
 * take a file of the player's, such as a copy named NAME.backup. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Writes data to NAME.part-XXXXXX next to path, syncs it, renames it over
 * path.  On failure the temporary file is removed and path is untouched. */
gboolean sg_atomic_file_write (const char *path, const char *data, gsize length, GError **error);

/* Removes the temporary files of writes to file that a crash left, when
 * they are at least min_age old (a younger one may be another Sixgun's
 * write in progress).  Returns how many were removed. */
guint sg_atomic_file_remove_leftovers (GFile *file, GTimeSpan min_age);

G_END_DECLS
