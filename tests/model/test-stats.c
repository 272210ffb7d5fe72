/* test-stats.c: statistics: counting games, wins per side and per level,
 * the longest game, reset, persistence, and an unreadable file kept aside. */
#include <glib/gstdio.h>
#include <string.h>

#include "sg-stats.h"
#include "sg-test-dirs.h"

static char *
temp_path (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sixgun-stats-XXXXXX", NULL);

  g_assert_nonnull (dir);
  /* In a sub-directory that does not exist yet: saving creates it. */
  return g_build_filename (dir, "sixgun", "statistics", NULL);
}

static void
remove_stats (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *top = g_path_get_dirname (dir);

  sg_test_remove_tree (top);
}

static void
test_record (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr (SgStats) stats = sg_stats_new (path);
  g_autoptr (GError) error = NULL;

  g_assert_true (sg_stats_load (stats, &error));  /* no file: no games */
  g_assert_no_error (error);
  g_assert_cmpuint (sg_stats_get_games (stats), ==, 0);

  /* The person (Lawmen) beats Medium in 12 turns. */
  g_assert_true (sg_stats_record_game (stats, SG_WINNER_LAW, 12, SG_PLAYER_PERSON, SG_PLAYER_MEDIUM, 0, &error));
  /* The person (Outlaws) loses to Hard in 30 turns. */
  g_assert_true (sg_stats_record_game (stats, SG_WINNER_LAW, 30, SG_PLAYER_HARD, SG_PLAYER_PERSON, 0, &error));
  /* The person (Outlaws) beats Hard in 8. */
  g_assert_true (sg_stats_record_game (stats, SG_WINNER_OUTLAW, 8, SG_PLAYER_HARD, SG_PLAYER_PERSON, 0, &error));
  /* Two people. */
  g_assert_true (sg_stats_record_game (stats, SG_WINNER_OUTLAW, 20, SG_PLAYER_PERSON, SG_PLAYER_PERSON, 0, &error));
  /* Two computers: not counted. */
  g_assert_false (sg_stats_record_game (stats, SG_WINNER_OUTLAW, 99, SG_PLAYER_EASY, SG_PLAYER_HARD, 0, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (sg_stats_get_games (stats), ==, 4);
  g_assert_cmpuint (sg_stats_get_wins (stats, SG_LAW), ==, 2);
  g_assert_cmpuint (sg_stats_get_wins (stats, SG_OUTLAW), ==, 2);
  g_assert_cmpuint (sg_stats_get_games_against (stats, SG_PLAYER_EASY), ==, 0);
  g_assert_cmpuint (sg_stats_get_games_against (stats, SG_PLAYER_MEDIUM), ==, 1);
  g_assert_cmpuint (sg_stats_get_won_against (stats, SG_PLAYER_MEDIUM), ==, 1);
  g_assert_cmpuint (sg_stats_get_games_against (stats, SG_PLAYER_HARD), ==, 2);
  g_assert_cmpuint (sg_stats_get_won_against (stats, SG_PLAYER_HARD), ==, 1);
  g_assert_cmpuint (sg_stats_get_hot_seat_games (stats), ==, 1);
  g_assert_cmpuint (sg_stats_get_longest (stats), ==, 30);

  /* Persisted: a new object reads the same. */
  {
    g_autoptr (SgStats) again = sg_stats_new (path);

    g_assert_true (sg_stats_load (again, &error));
    g_assert_cmpuint (sg_stats_get_games (again), ==, 4);
    g_assert_cmpuint (sg_stats_get_wins (again, SG_OUTLAW), ==, 2);
    g_assert_cmpuint (sg_stats_get_won_against (again, SG_PLAYER_HARD), ==, 1);
    g_assert_cmpuint (sg_stats_get_hot_seat_games (again), ==, 1);
    g_assert_cmpuint (sg_stats_get_longest (again), ==, 30);
  }

  /* Reset, persisted too. */
  g_assert_true (sg_stats_reset (stats, &error));
  g_assert_cmpuint (sg_stats_get_games (stats), ==, 0);
  g_assert_cmpuint (sg_stats_get_longest (stats), ==, 0);
  {
    g_autoptr (SgStats) again = sg_stats_new (path);

    g_assert_true (sg_stats_load (again, &error));
    g_assert_cmpuint (sg_stats_get_games (again), ==, 0);
    g_assert_cmpuint (sg_stats_get_games_against (again, SG_PLAYER_HARD), ==, 0);
  }
  remove_stats (path);
}

static void
test_corrupt (void)
{
  g_autofree char *path = temp_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *bad = g_strconcat (path, ".bad", NULL);
  g_autofree char *kept = NULL;
  g_autoptr (SgStats) stats = sg_stats_new (path);
  g_autoptr (GError) error = NULL;
  const char *garbage = "[Sixgun Statistics]\nversion=1\ngames=lots\n";

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, garbage, -1, NULL));
  g_assert_false (sg_stats_load (stats, &error));
  g_assert_nonnull (error);
  /* The message names the file, the reason and where it was kept. */
  g_assert_nonnull (strstr (error->message, "games"));
  g_assert_nonnull (strstr (error->message, bad));
  g_assert_cmpuint (sg_stats_get_games (stats), ==, 0);
  g_assert_true (g_file_get_contents (bad, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, garbage);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Counting goes on in a new file; the kept one stays. */
  g_assert_true (sg_stats_record_game (stats, SG_WINNER_LAW, 5, SG_PLAYER_PERSON, SG_PLAYER_EASY, 0, NULL));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (bad, G_FILE_TEST_EXISTS));

  /* An empty file and a missing count say so. */
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (path, "", -1, NULL));
  g_assert_false (sg_stats_load (stats, &error));
  g_assert_nonnull (strstr (error->message, "empty"));
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (path, "[Sixgun Statistics]\nversion=1\n", -1, NULL));
  g_assert_false (sg_stats_load (stats, &error));
  g_assert_nonnull (strstr (error->message, "missing"));

  /* A newer version is not guessed at either. */
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (path, "[Sixgun Statistics]\nversion=9\n", -1, NULL));
  g_assert_false (sg_stats_load (stats, &error));
  g_assert_nonnull (strstr (error->message, "newer"));
  remove_stats (path);
}

/* A file that cannot even be read (here a folder where the file should
 * be) is moved aside like a corrupt one, not written over by the next
 * game's count. */
static void
test_unreadable (void)
{
  g_autofree char *path = temp_path ();
  g_autofree char *inside = g_build_filename (path, "sentinel", NULL);
  g_autofree char *bad = g_strconcat (path, ".bad", NULL);
  g_autofree char *kept_inside = g_build_filename (bad, "sentinel", NULL);
  g_autoptr (SgStats) stats = sg_stats_new (path);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, "mine", -1, NULL));
  g_assert_false (sg_stats_load (stats, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, bad));
  g_assert_true (g_file_test (kept_inside, G_FILE_TEST_IS_REGULAR));

  g_assert_true (sg_stats_record_game (stats, SG_WINNER_LAW, 5, SG_PLAYER_PERSON, SG_PLAYER_EASY, 0, NULL));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (kept_inside, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (g_remove (kept_inside), ==, 0);
  g_assert_cmpint (g_rmdir (bad), ==, 0);
  remove_stats (path);
}

/* A statistics file with one line of 20 KB, or of binary bytes, is told
 * in a short and valid text (GLib's reason quotes the whole line: shown at
 * start-up, it froze the app in a label), and kept aside whole. */
static void
test_unreadable_short (void)
{
  static const char binary[] = "\xe1\x32\x8f\x45\xff\xfe\x01\x02\x03 \x90\x91\x92\n\x93=\x94\n";
  GString *big = g_string_new ("[Sixgun Statistics]\nversion=1\n");

  for (int i = 0; i < 20480; i++)
    g_string_append_c (big, 'x');
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *path = temp_path ();
      g_autofree char *dir = g_path_get_dirname (path);
      g_autofree char *bad = g_strconcat (path, ".bad", NULL);
      g_autoptr (SgStats) stats = sg_stats_new (path);
      g_autoptr (GError) error = NULL;
      g_autofree char *kept = NULL;
      gsize kept_length = 0;
      const char *text = i == 0 ? big->str : binary;
      gsize length = i == 0 ? big->len : sizeof binary - 1;

      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      g_assert_true (g_file_set_contents (path, text, (gssize) length, NULL));
      g_assert_false (sg_stats_load (stats, &error));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      /* Our sentence, two paths and a detail of at most 200 characters. */
      g_assert_cmpint (g_utf8_strlen (error->message, -1), <=, 200 + 2 * strlen (path) + 150);
      g_assert_null (strstr (error->message, "\xef\xbf\xbd"));
      g_assert_null (strchr (error->message, '\x01'));
      g_assert_true (g_file_get_contents (bad, &kept, &kept_length, NULL));
      g_assert_cmpmem (kept, kept_length, text, length);
      remove_stats (path);
    }
  g_string_free (big, TRUE);
}

/* A file saved by Windows Notepad starts with a byte order mark: read. */
static void
test_bom_read (void)
{
  g_autofree char *path = temp_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (SgStats) stats = sg_stats_new (path);
  g_autoptr (GError) error = NULL;
  const char *text = "\xEF\xBB\xBF[Sixgun Statistics]\nversion=1\ngames=3\nwins-law=2\nwins-outlaw=1\n"
                     "games-easy=1\nwon-easy=1\ngames-medium=1\nwon-medium=0\ngames-hard=0\nwon-hard=0\n"
                     "hot-seat=1\nlongest=22\n";

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_true (sg_stats_load (stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sg_stats_get_games (stats), ==, 3);
  remove_stats (path);
}

/* A game against the computer with a move taken back is counted only as
 * such: not in the games, wins, levels or longest game. */
static void
test_taken_back (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr (SgStats) stats = sg_stats_new (path);
  g_autoptr (GError) error = NULL;

  g_assert_true (sg_stats_load (stats, &error));
  g_assert_true (sg_stats_record_game (stats, SG_WINNER_LAW, 40, SG_PLAYER_PERSON, SG_PLAYER_HARD, 2, &error));
  g_assert_true (sg_stats_record_game (stats, SG_WINNER_OUTLAW, 9, SG_PLAYER_EASY, SG_PLAYER_PERSON, 1, &error));
  g_assert_true (sg_stats_record_game (stats, SG_WINNER_LAW, 7, SG_PLAYER_PERSON, SG_PLAYER_HARD, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sg_stats_get_taken_back_games (stats), ==, 2);
  g_assert_cmpuint (sg_stats_get_games (stats), ==, 1);
  g_assert_cmpuint (sg_stats_get_wins (stats, SG_LAW), ==, 1);
  g_assert_cmpuint (sg_stats_get_wins (stats, SG_OUTLAW), ==, 0);
  g_assert_cmpuint (sg_stats_get_games_against (stats, SG_PLAYER_HARD), ==, 1);
  g_assert_cmpuint (sg_stats_get_games_against (stats, SG_PLAYER_EASY), ==, 0);
  g_assert_cmpuint (sg_stats_get_longest (stats), ==, 7);
  {
    g_autoptr (SgStats) again = sg_stats_new (path);

    g_assert_true (sg_stats_load (again, &error));
    g_assert_cmpuint (sg_stats_get_taken_back_games (again), ==, 2);
  }
  g_assert_true (sg_stats_reset (stats, &error));
  g_assert_cmpuint (sg_stats_get_taken_back_games (stats), ==, 0);
  remove_stats (path);
}

/* A file written before the take-back count existed still reads (none),
 * and a bad count there is an error naming it. */
static void
test_older_file (void)
{
  g_autofree char *path = temp_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (SgStats) stats = sg_stats_new (path);
  g_autoptr (GError) error = NULL;
  const char *older = "[Sixgun Statistics]\nversion=1\ngames=3\nwins-law=2\nwins-outlaw=1\n"
                      "games-easy=1\nwon-easy=1\ngames-medium=1\nwon-medium=0\ngames-hard=0\nwon-hard=0\n"
                      "hot-seat=1\nlongest=22\n";
  g_autofree char *bad_count = g_strconcat (older, "taken-back=-2\n", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, older, -1, NULL));
  g_assert_true (sg_stats_load (stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sg_stats_get_games (stats), ==, 3);
  g_assert_cmpuint (sg_stats_get_taken_back_games (stats), ==, 0);

  g_assert_true (g_file_set_contents (path, bad_count, -1, NULL));
  g_assert_false (sg_stats_load (stats, &error));
  g_assert_nonnull (strstr (error->message, "taken-back"));
  remove_stats (path);
}

static void
test_default_path (void)
{
  g_autoptr (SgStats) stats = sg_stats_new (NULL);
  g_autofree char *expected = g_build_filename (g_getenv ("XDG_DATA_HOME"), "sixgun", "statistics", NULL);

  g_assert_cmpstr (sg_stats_get_path (stats), ==, expected);
}

int
main (int argc, char *argv[])
{
  /* Never the user's own files, whoever runs the test. */
  g_autofree char *dirs = sg_test_isolate_dirs ("test-stats");
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/stats/record-reset-persist", test_record);
  g_test_add_func ("/stats/corrupt", test_corrupt);
  g_test_add_func ("/stats/unreadable", test_unreadable);
  g_test_add_func ("/stats/unreadable-short", test_unreadable_short);
  g_test_add_func ("/stats/bom-read", test_bom_read);
  g_test_add_func ("/stats/default-path", test_default_path);
  g_test_add_func ("/stats/taken-back", test_taken_back);
  g_test_add_func ("/stats/older-file", test_older_file);
  status = g_test_run ();
  sg_test_remove_tree (dirs);
  return status;
}
