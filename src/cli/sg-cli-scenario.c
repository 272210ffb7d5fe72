/* sg-cli-scenario.c: `sixgun-cli scenario`: read the file, hand it to the
 * engine's runner, route its messages to stderr and options to stdout. */
#include "sg-cli-scenario.h"

#include <glib.h>
#include <stdio.h>

#include "sg-scenario.h"

static void
to_stderr (const char *line, void *data)
{
  fprintf (stderr, "%s\n", line);
}

static void
to_stdout (const char *line, void *data)
{
  printf ("%s\n", line);
}

int
sg_cli_scenario (const char *path, bool print_options)
{
  gchar *text = NULL;
  gsize len = 0;
  GError *error = NULL;

  if (!g_file_get_contents (path, &text, &len, &error))
    {
      fprintf (stderr, "sixgun-cli: cannot read %s: %s\n", path, error->message);
      g_error_free (error);
      return SG_SCENARIO_MALFORMED;
    }
  SgOutput out = { .message = to_stderr, .option = to_stdout };
  int status = sg_scenario_run (text, len, path, print_options, &out);
  fflush (stdout);
  g_free (text);
  return status;
}
