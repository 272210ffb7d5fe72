/* sg-atomic-file.c: replacing a file through a temporary file of ours. */
#define _POSIX_C_SOURCE 200809L  /* O_CLOEXEC, O_DIRECTORY and fsync under -std=c17 */
#include "sg-atomic-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

/* Between the file's name and the random part of its temporary name. */
#define PART_INFIX ".part-"
#define RANDOM_LENGTH 6

/* format: a translated sentence with the path, then the system's reason
 * (translated by the C library): a failed save is told to the player. */
static gboolean
fail (GError **error, int code, const char *format, const char *path)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (code), format, path, g_strerror (code));
  return FALSE;
}

static gboolean
write_all (int fd, const char *data, gsize length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* The rename itself is an entry of the folder: until the folder is synced,
 * a crash may bring back the old file.  Best effort: some file systems
 * cannot sync a folder, and the new file is in place by then anyway. */
static void
sync_folder_of (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    return;
  fsync (fd);
  g_close (fd, NULL);
}

gboolean
sg_atomic_file_write (const char *path, const char *data, gsize length, GError **error)
{
  g_autofree char *tmp = g_strconcat (path, PART_INFIX "XXXXXX", NULL);
  int fd = g_mkstemp_full (tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0)
    return fail (error, errno,
                 /* Translators: %s: a file's path; then the system's reason. */
                 _("The file “%s” could not be created: %s"), tmp);
  /* Synced before the rename: otherwise a crash may leave the new name on
   * blocks not yet written. */
  gboolean written = write_all (fd, data, length) && fsync (fd) == 0;
  int code = errno;
  if (!g_close (fd, NULL) && written)
    {
      written = FALSE;
      code = errno;
    }
  if (!written)
    {
      g_unlink (tmp);
      return fail (error, code,
                   /* Translators: %s: a file's path; then the system's reason. */
                   _("The file “%s” could not be written: %s"), tmp);
    }
  if (g_rename (tmp, path) != 0)
    {
      code = errno;
      g_unlink (tmp);
      return fail (error, code,
                   /* Translators: %s: a file's path; then the system's reason.
                    * The new contents were written beside it first. */
                   _("The file “%s” could not be replaced by its new contents: %s"), path);
    }
  sync_folder_of (path);
  return TRUE;
}

/* NAME.part-XXXXXX for base NAME. */
static gboolean
is_leftover (const char *name, const char *base)
{
  size_t n = strlen (base), infix = strlen (PART_INFIX);
  if (strncmp (name, base, n) != 0 || strncmp (name + n, PART_INFIX, infix) != 0
      || strlen (name + n + infix) != RANDOM_LENGTH)
    return FALSE;
  for (const char *p = name + n + infix; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  return TRUE;
}

guint
sg_atomic_file_remove_leftovers (GFile *file, GTimeSpan min_age)
{
  g_autoptr (GFile) dir = g_file_get_parent (file);
  g_autofree char *base = g_file_get_basename (file);
  g_autoptr (GFileEnumerator) children = NULL;
  gint64 now = g_get_real_time ();
  GFileInfo *info;
  GFile *child;
  guint removed = 0;

  if (dir == NULL || base == NULL)
    return 0;
  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE
                                        "," G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  while (children != NULL && g_file_enumerator_iterate (children, &info, &child, NULL, NULL) && info != NULL)
    {
      gint64 modified = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED);
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR
          && is_leftover (g_file_info_get_name (info), base)
          && now - modified * G_USEC_PER_SEC >= min_age
          && g_file_delete (child, NULL, NULL))
        removed++;
    }
  return removed;
}
