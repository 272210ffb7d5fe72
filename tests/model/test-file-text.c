/* test-file-text.c: text from the player's files made fit to be shown
 * (sg-file-text.h): short, valid, no control characters, cut on a
 * character; key files read with a byte order mark. */
#include <string.h>

#include "sg-file-text.h"

static void
assert_clean (const char *text, glong max_chars)
{
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_cmpint (g_utf8_strlen (text, -1), <=, max_chars);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      g_assert_true (c == '\n' || !sg_file_text_is_control (c));
      g_assert_cmpuint (c, !=, 0xFFFD);
    }
}

static void
test_readable_short_kept (void)
{
  g_autofree char *same = sg_file_text_readable ("Key file contains line “é” which is not a key-value pair", 200);
  g_autofree char *lines = sg_file_text_readable ("one\n\ntwo", 200);
  g_autofree char *none = sg_file_text_readable (NULL, 200);

  g_assert_cmpstr (same, ==, "Key file contains line “é” which is not a key-value pair");
  g_assert_cmpstr (lines, ==, "one\n\ntwo");
  g_assert_cmpstr (none, ==, "");
}

/* 20 KB, and 50 MB: at most max characters, the last one "…". */
static void
test_readable_long_cut (void)
{
  g_autofree char *x = g_strnfill (20480, 'x');
  g_autofree char *huge = g_strnfill (50 * 1024 * 1024, 'y');
  g_autofree char *cut = sg_file_text_readable (x, 200);
  g_autofree char *cut_huge = sg_file_text_readable (huge, 200);
  g_autofree char *exact = sg_file_text_readable (x + 20480 - 200, 200);

  assert_clean (cut, 200);
  g_assert_cmpint (g_utf8_strlen (cut, -1), ==, 200);
  g_assert_true (g_str_has_suffix (cut, "x…"));
  assert_clean (cut_huge, 200);
  g_assert_true (g_str_has_suffix (cut_huge, "y…"));
  /* Exactly max: whole. */
  g_assert_cmpstr (exact, ==, x + 20480 - 200);
}

/* A text of two- and three-byte characters is cut between characters. */
static void
test_readable_cut_on_character (void)
{
  GString *text = g_string_new (NULL);
  g_autofree char *cut = NULL;

  for (int i = 0; i < 300; i++)
    g_string_append (text, i % 2 ? "é" : "€");
  cut = sg_file_text_readable (text->str, 41);
  assert_clean (cut, 41);
  g_assert_cmpint (g_utf8_strlen (cut, -1), ==, 41);
  /* 40 whole characters of the text, then the ellipsis. */
  g_assert_true (g_str_has_suffix (cut, "…"));
  g_assert_cmpint (strncmp (text->str, cut, strlen (cut) - strlen ("…")), ==, 0);
  g_string_free (text, TRUE);
}

/* Binary bytes, control characters and text-reordering controls: "?". */
static void
test_readable_binary (void)
{
  static const char binary[] = "\xe1\x32\x8f\x45\xff\xfe\x01\x02\x03 \x90\x91\x92\t\x1b[31m";
  g_autofree char *shown = sg_file_text_readable (binary, 200);
  g_autofree char *override = sg_file_text_readable ("a\xe2\x80\xae" "b\xe2\x81\xa6" "c", 200);

  assert_clean (shown, 200);
  g_assert_nonnull (strchr (shown, '?'));
  g_assert_cmpstr (override, ==, "a?b?c");
}

/* A byte order mark is skipped; an error quoting a long or binary line is
 * readable, in GLib's domain and code. */
static void
test_load_key_file (void)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GKeyFile) bad = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  static const char bom[] = "\xEF\xBB\xBF[Group]\nkey=value\n";
  g_autofree char *x = g_strnfill (20480, 'x');
  g_autofree char *long_line = g_strconcat ("[Group]\n", x, "\n", NULL);
  g_autofree char *value = NULL;

  g_assert_true (sg_file_text_load_key_file (kf, bom, sizeof bom - 1, &error));
  g_assert_no_error (error);
  value = g_key_file_get_string (kf, "Group", "key", NULL);
  g_assert_cmpstr (value, ==, "value");

  g_assert_false (sg_file_text_load_key_file (bad, long_line, strlen (long_line), &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE);
  assert_clean (error->message, SG_FILE_TEXT_DETAIL);
}

/* A file is named by its base name, from a path or from a URI without
 * one; never a string of invalid UTF-8. */
static void
test_display_name (void)
{
  g_autoptr (GFile) local = g_file_new_for_path ("/tmp/some dir/Long game.preset");
  g_autoptr (GFile) remote = g_file_new_for_uri ("resource:///io/github/sixgun/Six%20each.preset");
  g_autofree char *a = sg_file_text_display_name (local);
  g_autofree char *b = sg_file_text_display_name (remote);

  g_assert_cmpstr (a, ==, "Long game.preset");
  g_assert_cmpstr (b, ==, "Six each.preset");
  g_assert_true (g_utf8_validate (b, -1, NULL));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/file-text/readable-short-kept", test_readable_short_kept);
  g_test_add_func ("/file-text/readable-long-cut", test_readable_long_cut);
  g_test_add_func ("/file-text/readable-cut-on-character", test_readable_cut_on_character);
  g_test_add_func ("/file-text/readable-binary", test_readable_binary);
  g_test_add_func ("/file-text/load-key-file", test_load_key_file);
  g_test_add_func ("/file-text/display-name", test_display_name);
  return g_test_run ();
}
