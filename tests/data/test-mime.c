/* test-mime.c: the MIME type of saved games as GIO sees it once the app's
 * shared-mime-info package (the built data/io.github.sixgun.Sixgun.xml, as
 * installed to DATADIR/mime/packages) is in a MIME database: a file manager
 * asks GIO the type of a file by its name, or by its first bytes when the
 * name says nothing, and offers the applications whose desktop file lists
 * that type.
 *
 *   test-mime MIME-XML UPDATE-MIME-DATABASE
 *
 * main() points HOME and the XDG directories at a temporary directory
 * (GIO reads the MIME database from XDG_DATA_HOME and XDG_DATA_DIRS at its
 * first use, so before anything asks it a type), copies the package to
 * XDG_DATA_HOME/mime/packages and builds the database there with
 * update-mime-database, as gnome.post_install does after an install.  No
 * system directory is searched: only the app's package makes the type. */
#include <gio/gio.h>
#include <string.h>

#include "sg-save.h"
#include "sg-test-dirs.h"

#define SAVE_TYPE "application/x-sixgun-save"

/* The type GIO guesses for a file called name (or NULL) holding data. */
static char *
guess (const char *name, const char *data, gsize size)
{
  return g_content_type_guess (name, (const guchar *) data, size, NULL);
}

/* A save as the app writes it: a new game's, through sg_save_to_data. */
static char *
new_save_data (gsize *length)
{
  SgSetup setup;
  SgGame game;
  g_autoptr (SgSave) save = NULL;

  sg_setup_default (&setup, 42);
  memset (&game, 0, sizeof game);
  sg_game_new (&game, &setup);
  save = sg_save_new (&setup);
  return sg_save_to_data (save, &game, length);
}

/* By its name: what Save Game As… proposes, and any name ending .sixgun,
 * whatever it holds (an empty file, a file not read). */
static void
test_glob (void)
{
  const char *names[] = {
    "game.sixgun",
    "Sixgun game 2026-11-21 20.15.sixgun",
    "/home/someone/Documents/duel.sixgun",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *by_name = guess (names[i], NULL, 0);
      g_autofree char *empty = guess (names[i], "", 0);

      g_assert_cmpstr (by_name, ==, SAVE_TYPE);
      g_assert_cmpstr (empty, ==, SAVE_TYPE);
    }
}

/* By its content: a save's first line, with no name or a name that says
 * nothing (a download saved without its extension). */
static void
test_magic (void)
{
  const char *data = "[Sixgun Save]\nversion=1\n";
  g_autofree char *nameless = guess (NULL, data, strlen (data));
  g_autofree char *no_extension = guess ("duel", data, strlen (data));

  g_assert_cmpstr (nameless, ==, SAVE_TYPE);
  g_assert_cmpstr (no_extension, ==, SAVE_TYPE);
}

/* A save the app wrote starts as the magic expects. */
static void
test_magic_real_save (void)
{
  gsize length = 0;
  g_autofree char *data = new_save_data (&length);
  g_autofree char *type = guess (NULL, data, length);

  g_assert_true (g_str_has_prefix (data, "[Sixgun Save]\n"));
  g_assert_cmpstr (type, ==, SAVE_TYPE);
}

/* Other key files, and texts that only look alike, are not saves. */
static void
test_not_a_save (void)
{
  const char *others[] = {
    "[Desktop Entry]\nName=Sixgun\n",
    "[Sixgun]\nversion=1\n",
    "[sixgun save]\nversion=1\n",
    " [Sixgun Save]\nversion=1\n",
    "Sixgun Save\n",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (others); i++)
    {
      g_autofree char *type = guess (NULL, others[i], strlen (others[i]));

      g_assert_cmpstr (type, !=, SAVE_TYPE);
    }
  {
    g_autofree char *other_name = guess ("game.sixgun.txt", NULL, 0);
    g_assert_cmpstr (other_name, !=, SAVE_TYPE);
  }
}

/* What a file manager shows: a text type (text editors are offered too),
 * the description in the Type column, the app's icon. */
static void
test_type_details (void)
{
  g_autofree char *description = g_content_type_get_description (SAVE_TYPE);
  g_autoptr (GIcon) icon = g_content_type_get_icon (SAVE_TYPE);
  const char *const *names;

  g_assert_true (g_content_type_is_a (SAVE_TYPE, "text/plain"));
  g_assert_false (g_content_type_is_unknown (SAVE_TYPE));
  /* LC_ALL=C: the untranslated comment. */
  g_assert_cmpstr (description, ==, "Sixgun saved game");
  g_assert_true (G_IS_THEMED_ICON (icon));
  names = g_themed_icon_get_names (G_THEMED_ICON (icon));
  g_assert_nonnull (names);
  g_assert_cmpstr (names[0], ==, "io.github.sixgun.Sixgun");
}

/* Copies the package to XDG_DATA_HOME/mime/packages and builds the
 * database there.  update-mime-database exits 0 even when it cannot parse a
 * package (it only says so): anything it prints is a failure. */
static void
build_database (const char *package, const char *update_mime_database)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *mime_dir = g_build_filename (g_get_user_data_dir (), "mime", NULL);
  g_autofree char *packages = g_build_filename (mime_dir, "packages", NULL);
  g_autofree char *base = g_path_get_basename (package);
  g_autofree char *copy = g_build_filename (packages, base, NULL);
  g_autofree char *contents = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  gsize length = 0;
  int status = 0;
  const char *argv[] = { update_mime_database, mime_dir, NULL };

  g_assert_cmpint (g_mkdir_with_parents (packages, 0700), ==, 0);
  g_file_get_contents (package, &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (copy, contents, (gssize) length, &error);
  g_assert_no_error (error);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, &error) || *out != '\0' || *err != '\0')
    g_error ("update-mime-database %s: %s%s%s", mime_dir, error != NULL ? error->message : "",
             out, err);
}

int
main (int argc, char **argv)
{
  g_autofree char *root = sg_test_isolate_dirs ("mime");
  int status;

  g_test_init (&argc, &argv, NULL);
  if (argc != 3)
    {
      g_printerr ("usage: %s MIME-XML UPDATE-MIME-DATABASE\n", argv[0]);
      return 2;
    }
  build_database (argv[1], argv[2]);
  /* GIO searches the temporary directory only.  Asked first, before any
   * other content type call: GLib 2.74 sets its list of directories lazily,
   * at the first g_content_type_get_description (), and so drops the MIME
   * data a g_content_type_guess () loaded before without freeing it (a
   * leak in the sanitized suite). */
  {
    const char *const *dirs = g_content_type_get_mime_dirs ();
    g_autofree char *mime_dir = g_build_filename (g_get_user_data_dir (), "mime", NULL);

    g_assert_cmpstr (dirs[0], ==, mime_dir);
  }

  g_test_add_func ("/mime/glob", test_glob);
  g_test_add_func ("/mime/magic", test_magic);
  g_test_add_func ("/mime/magic-real-save", test_magic_real_save);
  g_test_add_func ("/mime/not-a-save", test_not_a_save);
  g_test_add_func ("/mime/type-details", test_type_details);
  status = g_test_run ();
  sg_test_remove_tree (root);
  return status;
}
