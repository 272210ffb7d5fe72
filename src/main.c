/* main.c: the sixgun executable. */
#include <glib/gi18n.h>
#include <locale.h>

#include "sg-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr (SgApplication) app = NULL;

  sg_application_set_start_time (g_get_monotonic_time ());
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = sg_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
