/* sg-application.c: the Sixgun application. */
#include <glib/gi18n.h>

#include "sg-application.h"
#include "sg-preferences-window.h"
#include "sg-tutorial-actions.h"
#include "sg-window.h"
#include "sg-window-saves.h"
#include "sg-resources.h"

struct _SgApplication
{
  AdwApplication parent_instance;

  char *scenario;
  gboolean opening;   /* activated to open a file: no other game is offered */
};

G_DEFINE_FINAL_TYPE (SgApplication, sg_application, ADW_TYPE_APPLICATION)

static gint64 start_time;

void
sg_application_set_start_time (gint64 t)
{
  start_time = t;
}

gint64
sg_application_get_start_time (void)
{
  return start_time;
}

void
sg_ui_resources_ensure (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      sg_register_resource ();
      g_once_init_leave (&done, 1);
    }
}

GSettings *
sg_settings_get_default (void)
{
  static GSettings *settings = NULL;
  static gboolean looked = FALSE;

  if (!looked)
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr (GSettingsSchema) schema = NULL;

      looked = TRUE;
      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
      if (schema != NULL)
        settings = g_settings_new (APP_ID);
    }
  return settings;
}

const char *
sg_application_get_scenario (SgApplication *self)
{
  g_return_val_if_fail (SG_IS_APPLICATION (self), NULL);
  return self->scenario;
}

static SgWindow *
active_window (SgApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  return SG_IS_WINDOW (window) ? SG_WINDOW (window) : NULL;
}

static void
rules_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  SgWindow *window = active_window (data);

  if (window != NULL)
    sg_window_show_rules (window);
}

static void
quit_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (data));

  /* Closing lets the window save its size; then the app quits. */
  if (window != NULL)
    gtk_window_close (window);
  g_application_quit (G_APPLICATION (data));
}

static void
preferences_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  SgWindow *window = active_window (data);

  if (window != NULL)
    sg_window_show_preferences (window);
  else
    gtk_window_present (sg_preferences_window_new (gtk_application_get_active_window (GTK_APPLICATION (data))));
}

static void
about_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  static const char *developers[] = { "The Sixgun contributors", NULL };
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (data));
  GtkWidget *about = adw_about_window_new ();

  g_object_set (about,
                "transient-for", parent,
                "modal", TRUE,
                "application-name", _("Sixgun"),
                "application-icon", APP_ID,
                "version", PACKAGE_VERSION,
                "developer-name", _("The Sixgun contributors"),
                "developers", developers,
                "copyright", _("© 2026 The Sixgun contributors"),
                "license-type", GTK_LICENSE_GPL_3_0,
                "comments", _("Learn and play the two-player duel of the Wild West card game, against the computer or a friend. "
                              "Every move the game makes is explained with the rule behind it.\n\n"
                              "An unofficial fan project. BANG! is a trademark of its owners; "
                              "Sixgun uses none of its art."),
                "website", "https://github.com/sixgun/sixgun",
                "issue-url", "https://github.com/sixgun/sixgun/issues",
                "translator-credits", _("translator-credits"),
                NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { .name = "rules", .activate = rules_action },
  { .name = "quit", .activate = quit_action },
  { .name = "preferences", .activate = preferences_action },
  { .name = "about", .activate = about_action },
};

static void
sg_application_startup (GApplication *app)
{
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    /* The window's own action, as the menu's item: so the menu shows
     * the shortcut beside it (it was on an app action of its own). */
    { "win.new-game", { "<Control>n", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "win.toggle-sidebar", { "F9", NULL } },
    { "win.end-turn", { "<Control>e", NULL } },
    { "win.switch", { "<Control>t", NULL } },
    { "win.ability", { "<Control>b", NULL } },
    { "win.reload", { "<Control>r", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };

  sg_ui_resources_ensure ();
  G_APPLICATION_CLASS (sg_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);
  /* app.tutorial, app.rules-browser (F1), app.show-rule (tutorial helper) */
  sg_tutorial_actions_install (GTK_APPLICATION (app));
}

/* One action of SIXGUN_ACTION: table.option:N takes the table's N-th
 * option; table.card:N activates card instance N (table.target:N a
 * character code); a name alone is a window or app action. */
static void
run_startup_action (SgWindow *window, const char *action)
{
  g_auto (GStrv) parts = g_strsplit (action, ":", 2);
  GtkWidget *table = GTK_WIDGET (sg_window_get_table (window));

  if (parts[0] == NULL || *parts[0] == '\0')
    return;
  if (parts[1] != NULL)
    {
      guint n = (guint) g_ascii_strtoull (parts[1], NULL, 10);
      gboolean byte = g_str_equal (parts[0], "table.card") || g_str_equal (parts[0], "table.target");

      if (byte)
        gtk_widget_activate_action (table, parts[0], "y", (guchar) n);
      else
        gtk_widget_activate_action (table, parts[0], "u", n);
    }
  else
    gtk_widget_activate_action (GTK_WIDGET (window), parts[0], NULL);
}

/* SIXGUN_ACTION may list several actions, separated by commas, done in
 * order: a card chosen then a card in play clicked, for a screenshot of
 * what the second click says. */
static void
run_startup_actions (SgWindow *window, const char *list)
{
  g_auto (GStrv) actions = g_strsplit (list, ",", -1);

  for (guint i = 0; actions[i] != NULL; i++)
    run_startup_action (window, g_strstrip (actions[i]));
}

static void
sg_application_activate (GApplication *app)
{
  SgApplication *self = SG_APPLICATION (app);
  SgWindow *window = active_window (self);

  if (window == NULL)
    {
      window = sg_window_new (self);
      sg_window_set_handover_guard (window, SG_HANDOVER_GUARD_MS);
    }
  gtk_window_present (GTK_WINDOW (window));

  /* Screenshots: open a dialog or the rules at start (SIXGUN_ACTION=app.rules). */
  if (g_getenv ("SIXGUN_ACTION") != NULL)
    run_startup_actions (window, g_getenv ("SIXGUN_ACTION"));
}

gboolean
sg_application_get_opening (SgApplication *self)
{
  g_return_val_if_fail (SG_IS_APPLICATION (self), FALSE);
  return self->opening;
}

/* `sixgun FILE` (or a file manager's Open With): the window opens the
 * save as Open Game… would, asking before it replaces a game in progress
 * (a resumed autosave), and the first run's tutorial offer waits.  One
 * game is played at a time, so only the first file is opened. */
static void
sg_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  SgApplication *self = SG_APPLICATION (app);
  SgWindow *window;

  self->opening = TRUE;
  g_application_activate (app);
  self->opening = FALSE;
  window = active_window (self);
  if (window != NULL && n_files > 0)
    sg_window_saves_ask_open (window, files[0]);
}

static int
sg_application_handle_local_options (GApplication *app, GVariantDict *options)
{
  SgApplication *self = SG_APPLICATION (app);
  const char *file = NULL;

  if (g_variant_dict_lookup (options, "scenario", "^&ay", &file))
    self->scenario = g_strdup (file);
  else if (g_getenv ("SIXGUN_SCENARIO") != NULL)
    self->scenario = g_strdup (g_getenv ("SIXGUN_SCENARIO"));
  return -1;
}

static void
sg_application_finalize (GObject *object)
{
  SgApplication *self = SG_APPLICATION (object);

  g_free (self->scenario);
  G_OBJECT_CLASS (sg_application_parent_class)->finalize (object);
}

static void
sg_application_class_init (SgApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = sg_application_finalize;
  app_class->startup = sg_application_startup;
  app_class->activate = sg_application_activate;
  app_class->open = sg_application_open;
  app_class->handle_local_options = sg_application_handle_local_options;
}

static void
sg_application_init (SgApplication *self)
{
  const GOptionEntry entries[] = {
    { "scenario", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_FILENAME, NULL,
      "Start from the position of a scenario file (tests, screenshots)", "FILE" },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
}

SgApplication *
sg_application_new (void)
{
  return g_object_new (SG_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/sixgun/Sixgun",
                       NULL);
}
