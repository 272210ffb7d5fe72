/* test-autosave-kill.c: the autosave survives SIGKILL (issue 9).
 *
 * sg-autosave-loop (SG_AUTOSAVE_LOOP) resumes the save file, then plays and
 * autosaves through the app's code path (sg_save_write_file with the game
 * model's save) as fast as it can, saying "begin ID" before each write and
 * "done ID" after it; at each game over it removes the file as the window
 * does ("begin none"), so the next game's first save creates it again.  It
 * is killed with SIGKILL after a random delay, 100 times in a row on the
 * same file; after each kill the file must load and be exactly the game of
 * the last write begun (the new game) or of the one before it (the old
 * game, or no file after a game over): never unreadable, truncated or
 * older.  The next run resumes it, so the temporary files a kill leaves
 * behind must not disturb the next load either.
 *
 * The delays come from a seed printed at the start ("# seed N" in the
 * log); SG_KILL_SEED=N runs the same delays again.  A save that cannot be
 * read is kept aside (sg_save_keep_aside, NAME.bad) and reported with its
 * error, and the test fails; the second test checks that path with a save
 * cut short on purpose. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include <utime.h>

#include <glib/gstdio.h>

#include "sg-atomic-file.h"
#include "sg-save.h"
#include "sg-save-id.h"

#define RUNS 100
/* Kills land within this time after the helper is ready: long enough for
 * dozens of saves, short enough for 100 runs in a few seconds. */
#define MAX_DELAY_US 40000
#define MAX_CREATE_DELAY_US 1500

typedef struct {
  char *dir;
  char *path;
  GFile *file;
  char *state;          /* ID of the save in the file, NULL: no file */
  guint inside_write;   /* kills between a "begin" and its "done" */
  guint inside_create;  /* ... of a first save, which creates the file */
  guint temporaries;    /* kills that left a new temporary file behind */
  guint temporaries_seen;
  guint writes;         /* saves completed, over all runs */
  GString *failures;
} Kill;

static const char *
helper_path (void)
{
  const char *path = g_getenv ("SG_AUTOSAVE_LOOP");

  g_assert_nonnull (path);
  return path;
}

static void
kill_init (Kill *k)
{
  memset (k, 0, sizeof *k);
  k->dir = g_dir_make_tmp ("sixgun-kill-XXXXXX", NULL);
  g_assert_nonnull (k->dir);
  k->path = g_build_filename (k->dir, "autosave.sixgun", NULL);
  k->file = g_file_new_for_path (k->path);
  k->failures = g_string_new (NULL);
}

static void
kill_clear (Kill *k)
{
  g_autoptr (GDir) dir = g_dir_open (k->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (k->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (k->dir);
  g_free (k->dir);
  g_free (k->path);
  g_object_unref (k->file);
  g_free (k->state);
  g_string_free (k->failures, TRUE);
}

/* Files in the directory other than the save and kept-aside copies. */
static guint
count_temporaries (Kill *k)
{
  g_autoptr (GDir) dir = g_dir_open (k->dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (!g_str_equal (name, "autosave.sixgun") && !g_str_has_prefix (name, "autosave.sixgun.bad"))
      n++;
  return n;
}

static GSubprocess *
spawn (Kill *k, guint32 seed, GSubprocessFlags flags)
{
  g_autofree char *seed_text = g_strdup_printf ("%u", seed);
  g_autoptr (GError) error = NULL;
  GSubprocess *helper = g_subprocess_new (flags, &error, helper_path (), k->path, seed_text, NULL);

  g_assert_no_error (error);
  return helper;
}

/* Reads the save as the next run will; an unreadable one is kept aside and
 * reported.  Returns its ID, or NULL. */
static char *
check_file (Kill *k, guint run)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) kept = NULL;
  g_autofree SgGame *game = g_new0 (SgGame, 1);
  g_autoptr (SgSave) save = sg_save_read_file (k->file, game, NULL, &error);
  g_autofree char *kept_path = NULL;

  if (save != NULL)
    return sg_save_id (save, game);
  kept = sg_save_keep_aside (k->file, NULL);
  kept_path = kept != NULL ? g_file_get_path (kept) : g_strdup ("(not kept)");
  g_string_append_printf (k->failures, "run %u: unreadable save, kept as %s: %s\n", run, kept_path,
                          error->message);
  return NULL;
}

static void
run_once (Kill *k, guint run, guint32 seed, gulong delay_us)
{
  g_autoptr (GSubprocess) helper = spawn (k, seed, G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr (GDataInputStream) out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (helper));
  g_autoptr (GError) error = NULL;
  g_autofree char *ready = g_data_input_stream_read_line (out, NULL, NULL, &error);
  g_autofree char *last_begin = NULL;   /* the new game: being written */
  g_autofree char *before = NULL;       /* the old game: the last one written */
  g_autofree char *found = NULL;
  g_autofree char *line = NULL;
  g_autofree char *want_ready = g_strdup_printf ("ready %s", k->state != NULL ? k->state : "none");
  gboolean in_write = FALSE;
  gboolean unreadable = FALSE;
  guint temporaries;

  g_assert_no_error (error);
  /* The helper resumed exactly the save the previous kill left. */
  if (g_strcmp0 (ready, want_ready) != 0)
    {
      g_string_append_printf (k->failures, "run %u: the helper said “%s”, not “%s”\n", run,
                              ready != NULL ? ready : "(nothing)", want_ready);
      g_subprocess_force_exit (helper);
      g_subprocess_wait (helper, NULL, NULL);
      g_clear_pointer (&k->state, g_free);
      g_file_delete (k->file, NULL, NULL);
      return;
    }

  g_usleep (delay_us);
  g_subprocess_send_signal (helper, SIGKILL);
  g_subprocess_wait (helper, NULL, &error);
  g_assert_no_error (error);
  /* Killed by us, not dead on its own. */
  g_assert_true (g_subprocess_get_if_signaled (helper));
  g_assert_cmpint (g_subprocess_get_term_sig (helper), ==, SIGKILL);

  before = g_strdup (k->state);
  while ((line = g_data_input_stream_read_line (out, NULL, NULL, NULL)) != NULL)
    {
      if (g_str_has_prefix (line, "begin "))
        {
          /* A write begins only after the previous one is done. */
          g_assert_false (in_write);
          in_write = TRUE;
          g_free (last_begin);
          last_begin = g_str_equal (line + 6, "none") ? NULL : g_strdup (line + 6);
        }
      else if (g_str_has_prefix (line, "done "))
        {
          g_assert_true (in_write);
          g_assert_cmpstr (line + 5, ==, last_begin != NULL ? last_begin : "none");
          in_write = FALSE;
          g_free (before);
          before = g_strdup (last_begin);
          k->writes += last_begin != NULL;
        }
      g_clear_pointer (&line, g_free);
    }
  k->inside_write += in_write;
  k->inside_create += in_write && before == NULL && last_begin != NULL;
  temporaries = count_temporaries (k);
  k->temporaries += temporaries > k->temporaries_seen;
  k->temporaries_seen = temporaries;

  /* No file is a state of its own (after a game over), not an error. */
  if (g_file_query_exists (k->file, NULL) && (found = check_file (k, run)) == NULL)
    unreadable = TRUE;
  if (!unreadable && g_strcmp0 (found, before) != 0 && (!in_write || g_strcmp0 (found, last_begin) != 0))
    g_string_append_printf (k->failures, "run %u: the save is %s; the old game was %s, the new %s\n", run,
                            found != NULL ? found : "none", before != NULL ? before : "none",
                            in_write && last_begin != NULL ? last_begin : "none");
  g_free (k->state);
  k->state = g_steal_pointer (&found);
}

/* Sets a file's times back by seconds. */
static void
age (const char *path, int seconds)
{
  GStatBuf st;
  struct utimbuf times;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  times.actime = st.st_atime - seconds;
  times.modtime = st.st_mtime - seconds;
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

/* The temporary files the kills left are removed once old enough (the app
 * does it when it resumes), and nothing else is: the save, a copy kept
 * aside, a fresh temporary file (another Sixgun writing now), another
 * file's temporary file, a copy the player made (autosave.sixgun.backup:
 * six letters, like the temporary names of g_file_set_contents). */
static void
check_leftovers_removed (Kill *k)
{
  g_autofree char *fresh = g_build_filename (k->dir, "autosave.sixgun.part-Fresh1", NULL);
  g_autofree char *kept = g_build_filename (k->dir, "autosave.sixgun.bad", NULL);
  g_autofree char *other = g_build_filename (k->dir, "stats.ini.part-Other1", NULL);
  g_autofree char *copy = g_build_filename (k->dir, "autosave.sixgun.backup", NULL);
  g_autoptr (GDir) dir = g_dir_open (k->dir, 0, NULL);
  const char *name;
  guint old = 0;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "autosave.sixgun.") && !g_str_has_prefix (name, "autosave.sixgun.bad"))
      {
        g_autofree char *path = g_build_filename (k->dir, name, NULL);
        g_assert_true (g_str_has_prefix (name, "autosave.sixgun.part-"));
        age (path, 120);
        old++;
      }
  g_assert_true (g_file_set_contents (fresh, "[Sixgun Save]\n", -1, NULL));
  g_assert_true (g_file_set_contents (kept, "kept", -1, NULL));
  g_assert_true (g_file_set_contents (other, "other", -1, NULL));
  g_assert_true (g_file_set_contents (copy, "[Sixgun Save]\n", -1, NULL));
  age (kept, 120);
  age (other, 120);
  age (copy, 120);
  g_assert_cmpuint (sg_atomic_file_remove_leftovers (k->file, G_TIME_SPAN_MINUTE), ==, old);
  g_assert_cmpuint (count_temporaries (k), ==, 3);  /* fresh, other and the copy */
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (kept, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (copy, G_FILE_TEST_EXISTS));
  if (k->state != NULL)
    {
      g_autofree char *id = check_file (k, RUNS + 1);
      g_assert_cmpstr (id, ==, k->state);
    }
}

static guint32
kill_seed (void)
{
  const char *env = g_getenv ("SG_KILL_SEED");

  return env != NULL ? (guint32) strtoul (env, NULL, 10) : g_random_int ();
}

static void
test_kill_while_autosaving (void)
{
  guint32 seed = kill_seed ();
  g_autoptr (GRand) rng = g_rand_new_with_seed (seed);
  g_autoptr (GTimer) timer = g_timer_new ();
  Kill k;

  g_test_message ("seed %u (SG_KILL_SEED=%u repeats these delays)", seed, seed);
  kill_init (&k);
  for (guint run = 1; run <= RUNS; run++)
    {
      gulong delay = (gulong) g_rand_int_range (rng, 0, MAX_DELAY_US);

      /* One run in four starts without a save, as after a game over, and
       * is killed early: around the first save, which creates the file. */
      if (run % 4 == 0)
        {
          g_file_delete (k.file, NULL, NULL);
          g_clear_pointer (&k.state, g_free);
          delay = (gulong) g_rand_int_range (rng, 0, MAX_CREATE_DELAY_US);
        }
      run_once (&k, run, g_rand_int (rng), delay);
    }
  g_test_message ("%u kills in %.1f s: %u saves written, %u kills inside a write (%u creating the file), "
                  "%u left a temporary file", RUNS, g_timer_elapsed (timer, NULL), k.writes, k.inside_write,
                  k.inside_create, k.temporaries);
  if (k.failures->len > 0)
    g_test_message ("%s", k.failures->str);
  g_assert_cmpstr (k.failures->str, ==, "");
  /* The kills did land while saving: the test saw what it is for.  (Most
   * of the helper's time goes to its writes: 90 kills in 100 or more.) */
  g_assert_cmpuint (k.writes, >, 0);
  g_assert_cmpuint (k.inside_write, >=, RUNS / 4);
  check_leftovers_removed (&k);
  kill_clear (&k);
}

/* A save cut short (as a write that is not atomic would leave it) is not
 * resumed: the helper reports it, it is kept aside byte for byte, and the
 * next game's saves do not touch the copy.  A stray temporary file (a kill
 * leaves "autosave.sixgun.XXXXXX" behind) is not taken for the save. */
static void
test_truncated_kept_aside (void)
{
  g_autoptr (GRand) rng = g_rand_new_with_seed (kill_seed ());
  g_autofree char *data = NULL;
  g_autofree char *kept_data = NULL;
  gsize kept_length = 0;
  g_autofree char *bad_path = NULL;
  g_autofree char *stray = NULL;
  g_autofree char *helper_err = NULL;
  g_autoptr (GSubprocess) helper = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) kept = NULL;
  g_autofree SgGame *game = g_new0 (SgGame, 1);
  gsize length = 0;
  gsize cut;
  Kill k;

  kill_init (&k);
  /* A real autosave to cut: one run, killed after a while. */
  run_once (&k, 1, 7, 30000);
  g_assert_cmpstr (k.failures->str, ==, "");
  g_assert_nonnull (k.state);
  g_assert_true (g_file_get_contents (k.path, &data, &length, NULL));
  cut = (gsize) g_rand_int_range (rng, 0, (gint32) length - 1);
  g_test_message ("save of %" G_GSIZE_FORMAT " bytes cut to %" G_GSIZE_FORMAT, length, cut);
  g_assert_true (g_file_set_contents (k.path, data, (gssize) cut, NULL));
  stray = g_build_filename (k.dir, "autosave.sixgun.Stray1", NULL);
  g_assert_true (g_file_set_contents (stray, data, (gssize) (length / 2), NULL));

  /* The app's resume refuses it, naming the file. */
  helper = spawn (&k, 8, G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_assert_true (g_subprocess_communicate_utf8 (helper, NULL, NULL, NULL, &helper_err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (helper));
  g_assert_cmpint (g_subprocess_get_exit_status (helper), ==, 3);
  g_assert_nonnull (strstr (helper_err, "autosave.sixgun: "));

  g_assert_null (sg_save_read_file (k.file, game, NULL, &error));
  g_assert_true (error->domain == SG_SAVE_ERROR);
  g_assert_nonnull (strstr (error->message, k.path));
  kept = sg_save_keep_aside (k.file, NULL);
  g_assert_nonnull (kept);
  bad_path = g_file_get_path (kept);
  g_assert_true (g_str_has_suffix (bad_path, "autosave.sixgun.bad"));
  g_assert_false (g_file_query_exists (k.file, NULL));

  /* The next run deals a new game, autosaves it, and the copy stays. */
  g_clear_pointer (&k.state, g_free);
  run_once (&k, 2, 9, 20000);
  g_assert_cmpstr (k.failures->str, ==, "");
  g_assert_nonnull (k.state);
  g_assert_true (g_file_get_contents (bad_path, &kept_data, &kept_length, NULL));
  g_assert_cmpmem (kept_data, kept_length, data, cut);
  kill_clear (&k);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/autosave/kill-while-autosaving", test_kill_while_autosaving);
  g_test_add_func ("/autosave/truncated-kept-aside", test_truncated_kept_aside);
  return g_test_run ();
}
