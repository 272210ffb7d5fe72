/* sg-cli-run.c: runs sixgun-cli for the tests of its commands. */
#include "sg-cli-run.h"

#include <gio/gio.h>

SgCliRun
sg_cli_run (const char *input, const char *const *args)
{
  const char *cli = g_getenv ("SIXGUN_CLI");
  g_assert_nonnull (cli);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (char *) cli);
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) proc = g_subprocess_newv ((const char *const *) argv->pdata,
                                                    G_SUBPROCESS_FLAGS_STDIN_PIPE
                                                      | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                      | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                                    &error);
  g_assert_no_error (error);
  SgCliRun r = { -1, NULL, NULL };
  g_subprocess_communicate_utf8 (proc, input != NULL ? input : "", NULL, &r.out, &r.err, &error);
  g_assert_no_error (error);
  if (g_subprocess_get_if_exited (proc))
    r.status = g_subprocess_get_exit_status (proc);
  return r;
}

void
sg_cli_run_clear (SgCliRun *r)
{
  g_clear_pointer (&r->out, g_free);
  g_clear_pointer (&r->err, g_free);
}

char *
sg_cli_write_temp (const char *dir, const char *name, const char *text)
{
  char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}
