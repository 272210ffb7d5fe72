/* sg-preferences-window.c: the preferences, bound to GSettings. */
#include <glib/gi18n.h>

#include "sg-application.h"
#include "sg-combo-row-focus.h"
#include "sg-preferences-window.h"

struct _SgPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  /* Template widgets */
  AdwComboRow *bot_level_row;
  AdwComboRow *speed_row;
  GtkSwitch *confirm_switch;
};

G_DEFINE_FINAL_TYPE (SgPreferencesWindow, sg_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

const char *const sg_bot_levels[] = { "easy", "medium", "hard", NULL };
static const char *const speeds[] = { "slow", "normal", "fast", NULL };

SgPlayerKind
sg_bot_level_setting (void)
{
  GSettings *settings = sg_settings_get_default ();
  g_autofree char *level = settings != NULL ? g_settings_get_string (settings, "bot-level") : NULL;

  if (level == NULL)
    return SG_PLAYER_MEDIUM;
  return (SgPlayerKind) (SG_PLAYER_EASY + sg_choice_index (sg_bot_levels, level));
}

const char *
sg_bot_level_name (SgPlayerKind level)
{
  static const char *const names[] = { N_("Easy"), N_("Medium"), N_("Hard") };

  return _(names[CLAMP ((int) level, SG_PLAYER_EASY, SG_PLAYER_HARD) - SG_PLAYER_EASY]);
}

const char *
sg_bot_level_in_sentence (SgPlayerKind level)
{
  static const char *const names[] = {
    NC_("computer level in a sentence", "easy"),
    NC_("computer level in a sentence", "medium"),
    NC_("computer level in a sentence", "hard"),
  };

  return g_dpgettext2 (NULL, "computer level in a sentence",
                       names[CLAMP ((int) level, SG_PLAYER_EASY, SG_PLAYER_HARD) - SG_PLAYER_EASY]);
}

guint
sg_choice_index (const char *const *choices, const char *value)
{
  for (guint i = 0; choices[i] != NULL; i++)
    if (g_strcmp0 (choices[i], value) == 0)
      return i;
  return 0;
}

static gboolean
get_choice (GValue *value, GVariant *variant, gpointer data)
{
  g_value_set_uint (value, sg_choice_index (data, g_variant_get_string (variant, NULL)));
  return TRUE;
}

static GVariant *
set_choice (const GValue *value, const GVariantType *type, gpointer data)
{
  const char *const *choices = data;
  guint i = g_value_get_uint (value);

  if (i >= g_strv_length ((char **) choices))
    return NULL;
  return g_variant_new_string (choices[i]);
}

static void
sg_preferences_window_class_init (SgPreferencesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  sg_ui_resources_ensure ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sixgun/Sixgun/sg-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SgPreferencesWindow, bot_level_row);
  gtk_widget_class_bind_template_child (widget_class, SgPreferencesWindow, speed_row);
  gtk_widget_class_bind_template_child (widget_class, SgPreferencesWindow, confirm_switch);
}

static void
sg_preferences_window_init (SgPreferencesWindow *self)
{
  GSettings *settings = sg_settings_get_default ();

  gtk_widget_init_template (GTK_WIDGET (self));
  sg_combo_row_open_on_selected (self->bot_level_row);
  sg_combo_row_open_on_selected (self->speed_row);
  if (settings == NULL)
    return;
  g_settings_bind_with_mapping (settings, "bot-level", self->bot_level_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, get_choice, set_choice,
                                (gpointer) sg_bot_levels, NULL);
  g_settings_bind_with_mapping (settings, "animation-speed", self->speed_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, get_choice, set_choice,
                                (gpointer) speeds, NULL);
  g_settings_bind (settings, "confirm-end-turn", self->confirm_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
}

void
sg_preferences_window_set_game_has_computer (SgPreferencesWindow *self, gboolean has_computer)
{
  g_return_if_fail (SG_IS_PREFERENCES_WINDOW (self));

  /* Against a friend, "also for the game in progress" promised a change
   * that cannot happen. */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->bot_level_row),
                               has_computer ? _("Also for the game in progress")
                                            : _("For the next game against the computer"));
}

GtkWindow *
sg_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (SG_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
}
