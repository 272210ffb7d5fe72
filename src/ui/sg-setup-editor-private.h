/* sg-setup-editor-private.h: the setup editor's instance, shared by its
 * files: sg-setup-editor.c (the characters, showing and using the setup)
 * and sg-setup-editor-presets.c (the Presets page). */
#pragma once

#include "sg-deck-builder.h"
#include "sg-setup-editor.h"

G_BEGIN_DECLS

struct _SgSetupEditor
{
  AdwWindow parent_instance;

  /* Template widgets */
  AdwToastOverlay *toasts;
  AdwViewStack *stack;
  GtkButton *use_button;
  AdwActionRow *characters_row;
  GtkSpinButton *characters_spin;
  AdwActionRow *outlaw_characters_row;
  GtkSpinButton *outlaw_characters_spin;
  GtkSwitch *different_switch;
  AdwComboRow *order_row;
  AdwComboRow *first_ac_row;
  AdwPreferencesGroup *law_group;
  AdwPreferencesGroup *outlaw_group;
  SgDeckBuilder *law_deck;
  SgDeckBuilder *outlaw_deck;
  AdwEntryRow *save_row;
  GtkButton *save_button;
  GtkListBox *presets_list;
  AdwPreferencesGroup *problems_group;
  GtkListBox *problems_list;
  GtkLabel *status_label;

  /* Owned references */
  SgGameSetup *setup;
  SgGameSetup *kept;  /* as opened, or as last saved as a preset */
  SgPresets *presets;
  GtkFileChooserNative *chooser;

  GtkCheckButton *picks[SG_N_CHARACTERS];
  GtkLabel *pick_labels[SG_N_CHARACTERS];
  gboolean against_friend; /* the computer's level changes no opponent */
  gboolean syncing;   /* the setup is being shown: widgets do not write back */
  gboolean leaving;   /* used, or its changes given up: closes without asking */
  char *last_toast;   /* for the tests */
  char *stored_problem; /* why the stored setup was not used, or NULL */
  AdwToast *shown_toast; /* the toast on screen or about to be, or NULL */
  gint64 toast_shown_at; /* its start, in monotonic time */
};

/* A toast over the editor, replacing the one shown (sg-setup-editor.c). */
void sg_setup_editor_toast (SgSetupEditor *self, const char *text);

/* The setup as it is now is kept (saved as a preset): closing the editor
 * loses nothing, so it does not ask (sg-setup-editor.c). */
void sg_setup_editor_mark_kept (SgSetupEditor *self);

/* The Presets page shown again from the presets (sg-setup-editor-presets.c). */
void sg_setup_editor_rebuild_presets (SgSetupEditor *self);
/* Binds the Presets page's template callbacks. */
void sg_setup_editor_presets_class_init (GtkWidgetClass *widget_class);

G_END_DECLS
