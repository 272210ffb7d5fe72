/* sg-setup-editor-presets.c: the setup editor's Presets page: load,
 * save (asking before replacing), rename, delete, import and export the
 * presets, and the files that could not be read. */
#include <glib/gi18n.h>
#include <string.h>

#include "sg-application.h"
#include "sg-file-text.h"
#include "sg-preferences-window.h"
#include "sg-setup-editor-private.h"


/* The reason may quote the file (an import's): shown readable, since a
 * label of 20 KB froze the app (sg-file-text.h). */
static void
report (SgSetupEditor *self, const char *heading, const GError *error)
{
  g_autofree char *body = sg_file_text_readable (error->message, SG_FILE_TEXT_MESSAGE);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
sg_setup_editor_set_against_friend (SgSetupEditor *self, gboolean against_friend)
{
  g_return_if_fail (SG_IS_SETUP_EDITOR (self));
  self->against_friend = against_friend;
}

gboolean
sg_setup_editor_load_preset (SgSetupEditor *self, const char *name)
{
  g_autoptr (SgGameSetup) preset = NULL;
  g_autofree char *text = NULL;
  SgPlayerKind level;

  g_return_val_if_fail (SG_IS_SETUP_EDITOR (self), FALSE);

  preset = sg_presets_get (sg_setup_editor_get_presets (self), name);
  if (preset == NULL)
    return FALSE;
  /* A preset holds the computer's level too: Use Setup hands it on to New
   * Game.  Said when it changes, since no page of the editor shows it. */
  level = sg_game_setup_get_bot_level (preset);
  if (level != sg_game_setup_get_bot_level (self->setup) && !self->against_friend)
    /* Translators: "Loaded “Long game” (computer: hard)" */
    text = g_strdup_printf (_("Loaded “%s” (computer: %s)"), sg_presets_display_name (name),
                            sg_bot_level_in_sentence (level));
  else
    text = g_strdup_printf (_("Loaded “%s”"), sg_presets_display_name (name));
  sg_game_setup_assign (self->setup, preset);
  sg_setup_editor_toast (self, text);
  return TRUE;
}

static const char *
row_preset (GtkWidget *button)
{
  return g_object_get_data (G_OBJECT (button), "sg-preset");
}

static void
load_clicked (GtkButton *button, SgSetupEditor *self)
{
  sg_setup_editor_load_preset (self, row_preset (GTK_WIDGET (button)));
}

/* A name that cannot be a preset is marked while it is typed, rather than
 * refused in a dialog once Enter is pressed; Save takes only a good one. */
static void
save_name_changed (GtkEditable *editable, SgSetupEditor *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (editable)));

  if (name[0] != '\0' && !sg_presets_name_is_valid (name))
    gtk_widget_add_css_class (GTK_WIDGET (editable), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (editable), "error");
  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button), sg_presets_name_is_valid (name));
}

/* The setup as a preset of that name, told in a toast. */
static void
save_now (SgSetupEditor *self, const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (!sg_presets_save (sg_setup_editor_get_presets (self), name, self->setup, &error))
    {
      report (self, _("The Preset Was Not Saved"), error);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->save_row), "");
  sg_setup_editor_mark_kept (self);
  text = g_strdup_printf (_("Saved “%s”"), name);
  sg_setup_editor_toast (self, text);
}

static void
replace_response (AdwMessageDialog *dialog, const char *response, SgSetupEditor *self)
{
  if (g_strcmp0 (response, "replace") == 0)
    save_now (self, g_object_get_data (G_OBJECT (dialog), "sg-preset"));
}

/* Saving over a preset throws its setup away: asked first, Cancel by
 * default (found by a play-test: a second Save under the same name, or
 * the same name in other case, replaced the first without a word).  The
 * heading names the preset as it is listed; the name typed is said when
 * it differs, since the preset takes it. */
static void
ask_replace (SgSetupEditor *self, const char *name, const char *taken)
{
  g_autofree char *heading = g_strdup_printf (_("Replace “%s”?"), taken);
  g_autofree char *body = g_strcmp0 (name, taken) == 0
    ? g_strdup (_("A preset of this name is already saved. Its setup will be replaced by the one in the editor."))
    /* Translators: the first %s is the preset already saved, the second
     * the name typed, which differs from it only in case. */
    : g_strdup_printf (_("A preset called “%s” is already saved, and names that differ only in case are one preset. Its setup will be replaced by the one in the editor, and it will be called “%s”."),
                       taken, name);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  g_object_set_data_full (G_OBJECT (dialog), "sg-preset", g_strdup (name), g_free);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "replace", _("_Replace"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (replace_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Save, or Enter in the name: the setup as a preset of that name. */
static void
save_preset (SgSetupEditor *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->save_row))));
  SgPresets *presets = sg_setup_editor_get_presets (self);
  const char *taken;

  /* Enter with no name (or only spaces) saves nothing, and says why. */
  if (name[0] == '\0' || !sg_presets_name_is_valid (name))
    {
      sg_setup_editor_toast (self, _("A preset’s name is one line of 1 to 80 characters."));
      return;
    }
  /* A built-in's name is refused by the save itself, with its reason. */
  taken = sg_presets_find_taken (presets, name);
  if (taken != NULL && !sg_presets_is_builtin (presets, taken))
    {
      ask_replace (self, name, taken);
      return;
    }
  save_now (self, name);
}

static void
save_activated (AdwEntryRow *row, SgSetupEditor *self)
{
  save_preset (self);
}

static void
save_clicked (GtkButton *button, SgSetupEditor *self)
{
  save_preset (self);
}

typedef struct {
  SgSetupEditor *self;
  char *name;
  GtkEditable *entry;
} RenameData;

static void
rename_data_free (gpointer data, GClosure *closure)
{
  RenameData *rd = data;

  g_free (rd->name);
  g_free (rd);
}

/* After a change of the list, which is built anew: the keyboard goes to
 * the row of name (a renamed preset), or to the name row for a new one
 * when name is NULL or gone (a deleted preset), not to the window's start. */
static void
focus_after_change (SgSetupEditor *self, const char *name)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->presets_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (name != NULL && g_strcmp0 (g_object_get_data (G_OBJECT (row), "sg-preset"), name) == 0)
      {
        gtk_widget_grab_focus (row);
        return;
      }
  gtk_widget_grab_focus (GTK_WIDGET (self->save_row));
}

static void
rename_response (AdwMessageDialog *dialog, const char *response, RenameData *rd)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *to = NULL;
  g_autofree char *text = NULL;

  if (g_strcmp0 (response, "rename") != 0)
    return;
  to = g_strstrip (g_strdup (gtk_editable_get_text (rd->entry)));
  if (!sg_presets_rename (sg_setup_editor_get_presets (rd->self), rd->name, to, &error))
    {
      report (rd->self, _("The Preset Was Not Renamed"), error);
      return;
    }
  /* Translators: "Renamed “Long game” to “Eight each”" */
  text = g_strdup_printf (_("Renamed “%s” to “%s”"), rd->name, to);
  sg_setup_editor_toast (rd->self, text);
  focus_after_change (rd->self, to);
}

/* Rename is offered only for a name a preset can have, other than its
 * own: pressed with an empty one, it showed an error and lost the entry. */
static void
rename_entry_changed (GtkEditable *entry, AdwMessageDialog *dialog)
{
  const RenameData *rd = g_object_get_data (G_OBJECT (dialog), "sg-rename");
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  adw_message_dialog_set_response_enabled (dialog, "rename",
                                           sg_presets_name_is_valid (name) && g_strcmp0 (name, rd->name) != 0);
}

static void
rename_clicked (GtkButton *button, SgSetupEditor *self)
{
  const char *name = row_preset (GTK_WIDGET (button));
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename Preset"), NULL);
  GtkWidget *entry = gtk_entry_new ();
  RenameData *rd = g_new0 (RenameData, 1);

  rd->self = self;
  rd->name = g_strdup (name);
  rd->entry = GTK_EDITABLE (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("New name"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "sg-rename", rd);
  g_signal_connect (entry, "changed", G_CALLBACK (rename_entry_changed), dialog);
  rename_entry_changed (GTK_EDITABLE (entry), ADW_MESSAGE_DIALOG (dialog));
  g_signal_connect_data (dialog, "response", G_CALLBACK (rename_response), rd,
                         rename_data_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
delete_response (AdwMessageDialog *dialog, const char *response, SgSetupEditor *self)
{
  g_autoptr (GError) error = NULL;
  const char *name = g_object_get_data (G_OBJECT (dialog), "sg-preset");

  g_autofree char *text = NULL;

  if (g_strcmp0 (response, "delete") != 0)
    return;
  if (!sg_presets_delete (sg_setup_editor_get_presets (self), name, &error))
    {
      report (self, _("The Preset Was Not Deleted"), error);
      return;
    }
  text = g_strdup_printf (_("Deleted “%s”"), name);
  sg_setup_editor_toast (self, text);
  focus_after_change (self, NULL);
}

static void
delete_clicked (GtkButton *button, SgSetupEditor *self)
{
  const char *name = row_preset (GTK_WIDGET (button));
  g_autofree char *heading = g_strdup_printf (_("Delete “%s”?"), name);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                              _("The preset’s file is removed. Export it first to keep a copy."));

  g_object_set_data_full (G_OBJECT (dialog), "sg-preset", g_strdup (name), g_free);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (delete_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
add_preset_filter (GtkFileChooser *chooser)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  GtkFileFilter *all = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Sixgun presets"));
  gtk_file_filter_add_pattern (filter, "*" SG_PRESET_SUFFIX);
  gtk_file_chooser_add_filter (chooser, filter);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);
  g_object_unref (filter);
  g_object_unref (all);
}

static void
export_response (GtkNativeDialog *native, int response, SgSetupEditor *self)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;
  const char *name = g_object_get_data (G_OBJECT (native), "sg-preset");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      if (!sg_presets_export (sg_setup_editor_get_presets (self), name, file, &error))
        report (self, _("The Preset Was Not Exported"), error);
      else
        {
          g_autofree char *base = g_file_get_basename (file);
          g_autofree char *text = g_strdup_printf (_("Exported to %s"), base);
          sg_setup_editor_toast (self, text);
        }
    }
  g_clear_object (&self->chooser);
}

static void
export_clicked (GtkButton *button, SgSetupEditor *self)
{
  const char *name = row_preset (GTK_WIDGET (button));
  g_autofree char *suggested = g_strconcat (sg_presets_display_name (name), SG_PRESET_SUFFIX, NULL);

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Export Preset"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  g_object_set_data_full (G_OBJECT (self->chooser), "sg-preset", g_strdup (name), g_free);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), suggested);
  add_preset_filter (GTK_FILE_CHOOSER (self->chooser));
  g_signal_connect (self->chooser, "response", G_CALLBACK (export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
import_response (GtkNativeDialog *native, int response, SgSetupEditor *self)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      name = sg_presets_import (sg_setup_editor_get_presets (self), file, &error);
      if (name == NULL)
        report (self, _("The Preset Was Not Imported"), error);
      else
        {
          g_autofree char *text = g_strdup_printf (_("Imported “%s”"), name);
          sg_setup_editor_toast (self, text);
        }
    }
  g_clear_object (&self->chooser);
}

static void
import_clicked (GtkButton *button, SgSetupEditor *self)
{
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Import Preset"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  add_preset_filter (GTK_FILE_CHOOSER (self->chooser));
  g_signal_connect (self->chooser, "response", G_CALLBACK (import_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static GtkWidget *
row_button (SgSetupEditor *self, const char *name, const char *icon, const char *label,
            const char *tooltip, GCallback callback)
{
  GtkWidget *button = icon != NULL ? gtk_button_new_from_icon_name (icon) : gtk_button_new_with_label (label);
  g_autofree char *accessible = g_strdup_printf (tooltip, sg_presets_display_name (name));

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, accessible);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  if (icon != NULL)
    gtk_widget_add_css_class (button, "flat");
  g_object_set_data_full (G_OBJECT (button), "sg-preset", g_strdup (name), g_free);
  g_signal_connect (button, "clicked", callback, self);
  return button;
}

/* The preset files that could not be read, one row each (file: reason),
 * and the folder they are left in. */
static void
show_problems (SgSetupEditor *self, SgPresets *presets, const char *const *problems)
{
  g_autofree char *where = g_strdup_printf (_("These files in %s are left as they are: fix or remove them there."),
                                            sg_presets_get_dir (presets));
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))) != NULL)
    gtk_list_box_remove (self->problems_list, child);
  for (guint i = 0; problems[i] != NULL; i++)
    {
      g_autofree char *text = sg_file_text_readable (problems[i], SG_FILE_TEXT_MESSAGE);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 8);
      gtk_widget_set_margin_bottom (label, 8);
      gtk_widget_add_css_class (label, "warning");
      gtk_list_box_append (self->problems_list, label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (label)), FALSE);
    }
  adw_preferences_group_set_description (self->problems_group, where);
  gtk_widget_set_visible (GTK_WIDGET (self->problems_group), problems[0] != NULL);
}

void
sg_setup_editor_rebuild_presets (SgSetupEditor *self)
{
  SgPresets *presets = sg_setup_editor_get_presets (self);
  g_auto (GStrv) names = sg_presets_list (presets);
  const char *const *problems = sg_presets_get_problems (presets);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->presets_list))) != NULL)
    gtk_list_box_remove (self->presets_list, child);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr (SgGameSetup) setup = sg_presets_get (presets, names[i]);
      g_autofree char *summary = sg_game_setup_describe (setup);
      gboolean builtin = sg_presets_is_builtin (presets, names[i]);
      /* The level it hands on to New Game (Use Setup), which no page of
       * the editor shows. */
      /* Translators: a preset's summary and the computer's level: "... · computer: hard"; the spaces after the dot and the colon do not break */
      g_autofree char *with_level = g_strdup_printf (_("%s · computer: %s"), summary,
                                                     sg_bot_level_in_sentence (sg_game_setup_get_bot_level (setup)));
      g_autofree char *subtitle = builtin ? g_strdup_printf (_("Built-in · %s"), with_level) : g_strdup (with_level);
      GtkWidget *row = adw_action_row_new ();
      /* Translators: a button on each preset's row.  No mnemonic: every
       * row has one, and Alt+L went to them, not to the Lawmen's Deck
       * page. */
      GtkWidget *load = row_button (self, names[i], NULL, _("Load"), _("Load “%s” into the editor"),
                                    G_CALLBACK (load_clicked));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sg_presets_display_name (names[i]));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      if (!builtin)
        {
          adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                     row_button (self, names[i], "document-edit-symbolic", NULL,
                                                 _("Rename “%s”"), G_CALLBACK (rename_clicked)));
          adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                     row_button (self, names[i], "user-trash-symbolic", NULL,
                                                 _("Delete “%s”"), G_CALLBACK (delete_clicked)));
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 row_button (self, names[i], "document-save-as-symbolic", NULL,
                                             _("Export “%s” to a file"), G_CALLBACK (export_clicked)));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), load);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), load);
      g_object_set_data_full (G_OBJECT (row), "sg-preset", g_strdup (names[i]), g_free);
      gtk_list_box_append (self->presets_list, row);
    }
  show_problems (self, presets, problems);
}

void
sg_setup_editor_presets_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, save_activated);
  gtk_widget_class_bind_template_callback (widget_class, save_clicked);
  gtk_widget_class_bind_template_callback (widget_class, save_name_changed);
  gtk_widget_class_bind_template_callback (widget_class, import_clicked);
}
