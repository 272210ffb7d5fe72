/* sg-cli-args.c: command-line pieces shared by the sixgun-cli commands. */
#include "sg-cli-args.h"

#include <stdio.h>
#include <string.h>

#include "sg-deck-file.h"

const char *
sg_cli_option_value (int argc, char **argv, int *i, const char *name, bool *missing)
{
  size_t len = strlen (name);
  const char *a = argv[*i];
  if (strncmp (a, name, len) != 0)
    return NULL;
  if (a[len] == '=')
    return a + len + 1;
  if (a[len] != '\0')
    return NULL;
  if (*i + 1 >= argc)
    {
      *missing = true;
      return NULL;
    }
  return argv[++*i];
}

bool
sg_cli_parse_number (const char *s, guint64 max, guint64 *out)
{
  return s != NULL && g_ascii_string_to_unsigned (s, 10, 0, max, out, NULL);
}

bool
sg_cli_load_deck (const char *path, SgDeckList *out)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  gsize len;
  char err[512];

  if (!g_file_get_contents (path, &text, &len, &error))
    {
      fprintf (stderr, "sixgun-cli: %s\n", error->message);
      return false;
    }
  if (!sg_deck_file_parse (text, len, path, out, err, sizeof err))
    {
      fprintf (stderr, "%s\n", err);
      return false;
    }
  return true;
}
