/* sg-test-dirs.h: keeps a test program out of the user's own directories. */
#pragma once

#include <glib.h>

/* Makes a temporary directory and points HOME and every XDG directory
 * variable at subdirectories of it, so that g_get_user_data_dir() and its
 * kin (and any child process) never reach the real ones.  Call it first
 * thing in main(), before anything asks GLib for a user directory: GLib
 * reads them once.  Returns the temporary directory (g_free it).
 *
 * This is what G_TEST_OPTION_ISOLATE_DIRS does, but for the whole program
 * instead of per test case: GLib 2.74 leaks the previous directories each
 * time it switches them (g_set_user_dirs), which fails the sanitized suite. */
char *sg_test_isolate_dirs (const char *name);

/* Removes path and everything below it (not following symbolic links). */
void sg_test_remove_tree (const char *path);
