/* sg-test-dirs.c: a private home for a test program. */
#include "sg-test-dirs.h"

#include <glib/gstdio.h>

/* The variables G_TEST_OPTION_ISOLATE_DIRS sets, each with its own
 * subdirectory. */
static const struct {
  const char *variable;
  const char *subdir;
} user_dirs[] = {
  { "HOME", "home" },
  { "XDG_CACHE_HOME", "cache" },
  { "XDG_CONFIG_DIRS", "system-config" },
  { "XDG_CONFIG_HOME", "config" },
  { "XDG_DATA_DIRS", "system-data" },
  { "XDG_DATA_HOME", "data" },
  { "XDG_STATE_HOME", "state" },
  { "XDG_RUNTIME_DIR", "runtime" },
};

char *
sg_test_isolate_dirs (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *template = g_strdup_printf ("sixgun-%s-XXXXXX", name);
  char *root = g_dir_make_tmp (template, &error);
  g_autofree char *data_home = NULL;

  g_assert_no_error (error);
  for (gsize i = 0; i < G_N_ELEMENTS (user_dirs); i++)
    {
      g_autofree char *path = g_build_filename (root, user_dirs[i].subdir, NULL);

      g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
      g_assert_true (g_setenv (user_dirs[i].variable, path, TRUE));
    }

  /* Had GLib read the directories already, the tests would run in the
   * real ones: refuse. */
  data_home = g_build_filename (root, "data", NULL);
  g_assert_cmpstr (g_get_user_data_dir (), ==, data_home);
  return root;
}

void
sg_test_remove_tree (const char *path)
{
  GDir *dir;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_SYMLINK)
      && g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      dir = g_dir_open (path, 0, NULL);
      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          sg_test_remove_tree (child);
        }
      g_dir_close (dir);
    }
  g_assert_cmpint (g_remove (path), ==, 0);
}
