/* test-icons.c: the app's icons load the way a shell, a software centre or
 * the About window loads them: through gdk-pixbuf, which tells an SVG by its
 * content (the "<svg" of its root element, looked for in the first 256
 * bytes).  A long comment before the root element made the full-colour
 * icon an "unrecognized image file format". */
#include <gdk-pixbuf/gdk-pixbuf.h>

static void
test_icon_loads (gconstpointer data)
{
  const char *path = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkPixbuf) pixbuf = gdk_pixbuf_new_from_file_at_size (path, 64, 64, &error);

  g_assert_no_error (error);
  g_assert_nonnull (pixbuf);
  g_assert_cmpint (gdk_pixbuf_get_width (pixbuf), ==, 64);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (int i = 1; i < argc; i++)
    {
      g_autofree char *base = g_path_get_basename (argv[i]);
      g_autofree char *path = g_strconcat ("/icons/", base, NULL);
      g_test_add_data_func (path, argv[i], test_icon_loads);
    }
  return g_test_run ();
}
