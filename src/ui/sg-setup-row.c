/* sg-setup-row.c: the "Game Setup" row of the New Game dialog. */
#include <glib/gi18n.h>

#include "sg-application.h"
#include "sg-preferences-window.h"
#include "sg-setup-editor.h"
#include "sg-setup-row.h"

struct _SgSetupRow
{
  AdwActionRow parent_instance;

  GtkWidget *button;
  SgPlayerKind level;  /* the computer's level New Game would start with */
  gboolean against_friend; /* New Game's opponent is a friend */
};

G_DEFINE_FINAL_TYPE (SgSetupRow, sg_setup_row, ADW_TYPE_ACTION_ROW)

enum { PROP_0, PROP_LEVEL, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
show_current (SgSetupRow *self)
{
  g_autoptr (SgGameSetup) setup = sg_current_setup_load ();
  g_autofree char *summary = NULL;

  if (sg_game_setup_is_rulebook (setup))
    summary = sg_game_setup_keep_numbers (_("As the rulebook deals: 4 characters per side, decks of 40 cards"));
  else
    summary = sg_game_setup_describe (setup);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), summary);
}

static void
settings_changed (GSettings *settings, const char *key, SgSetupRow *self)
{
  show_current (self);
}

/* A preset loaded in the editor brings its level: Use Setup hands it on
 * (the New Game dialog follows "level"). */
static void
editor_apply (SgSetupEditor *editor, SgGameSetup *setup, SgSetupRow *self)
{
  sg_current_setup_store (setup);
  show_current (self);
  sg_setup_row_set_level (self, sg_game_setup_get_bot_level (setup));
}

SgPlayerKind
sg_setup_row_get_level (SgSetupRow *self)
{
  g_return_val_if_fail (SG_IS_SETUP_ROW (self), SG_PLAYER_MEDIUM);
  return self->level;
}

void
sg_setup_row_set_level (SgSetupRow *self, SgPlayerKind level)
{
  g_return_if_fail (SG_IS_SETUP_ROW (self));
  g_return_if_fail (level >= SG_PLAYER_EASY && level <= SG_PLAYER_HARD);

  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

void
sg_setup_row_set_against_friend (SgSetupRow *self, gboolean against_friend)
{
  g_return_if_fail (SG_IS_SETUP_ROW (self));
  self->against_friend = against_friend;
}

GtkWindow *
sg_setup_row_edit (SgSetupRow *self)
{
  GtkRoot *root;
  SgSetupEditor *editor;

  g_return_val_if_fail (SG_IS_SETUP_ROW (self), NULL);

  root = gtk_widget_get_root (GTK_WIDGET (self));
  editor = sg_setup_editor_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, NULL);
  /* The level chosen in the dialog, so that a preset saved now keeps it. */
  sg_setup_editor_start_with_level (editor, self->level);
  sg_setup_editor_set_against_friend (editor, self->against_friend);
  g_signal_connect_object (editor, "apply", G_CALLBACK (editor_apply), self, 0);
  gtk_window_present (GTK_WINDOW (editor));
  return GTK_WINDOW (editor);
}

static void
edit_clicked (GtkButton *button, SgSetupRow *self)
{
  sg_setup_row_edit (self);
}

static void
sg_setup_row_dispose (GObject *object)
{
  if (sg_settings_get_default () != NULL)
    g_signal_handlers_disconnect_by_data (sg_settings_get_default (), object);
  G_OBJECT_CLASS (sg_setup_row_parent_class)->dispose (object);
}

static void
sg_setup_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SgSetupRow *self = SG_SETUP_ROW (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_int (value, self->level);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sg_setup_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_LEVEL:
      sg_setup_row_set_level (SG_SETUP_ROW (object), (SgPlayerKind) g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sg_setup_row_class_init (SgSetupRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sg_setup_row_dispose;
  object_class->get_property = sg_setup_row_get_property;
  object_class->set_property = sg_setup_row_set_property;
  properties[PROP_LEVEL] = g_param_spec_int ("level", NULL, NULL, SG_PLAYER_EASY, SG_PLAYER_HARD, SG_PLAYER_MEDIUM,
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sg_setup_row_init (SgSetupRow *self)
{
  GSettings *settings = sg_settings_get_default ();

  self->level = sg_bot_level_setting ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), _("Game Se_tup"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self), TRUE);
  self->button = gtk_button_new_with_mnemonic (_("_Edit…"));
  gtk_widget_set_valign (self->button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->button, _("Characters, decks and presets"));
  g_signal_connect (self->button, "clicked", G_CALLBACK (edit_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self), self->button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (self), self->button);
  show_current (self);
  if (settings != NULL)
    g_signal_connect (settings, "changed::game-setup", G_CALLBACK (settings_changed), self);
}

GtkWidget *
sg_setup_row_new (void)
{
  return g_object_new (SG_TYPE_SETUP_ROW, NULL);
}
