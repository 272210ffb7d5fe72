/* sg-setup-editor.c: the setup editor (see the header). */
#include <glib/gi18n.h>
#include <string.h>

#include "sg-application.h"
#include "sg-card-text.h"
#include "sg-combo-row-focus.h"
#include "sg-deck-builder.h"
#include "sg-file-text.h"
#include "sg-name-text.h"
#include "sg-preferences-window.h"
#include "sg-setup-editor-private.h"


G_DEFINE_FINAL_TYPE (SgSetupEditor, sg_setup_editor, ADW_TYPE_WINDOW)

enum { SIGNAL_APPLY, N_SIGNALS };
static guint signals[N_SIGNALS];

/* --- the current setup --------------------------------------------------- */

/* The stored setup, or the rulebook's when it cannot be used; why not in
 * *problem (may be NULL). */
static SgGameSetup *
load_current_setup (GError **problem)
{
  GSettings *settings = sg_settings_get_default ();
  g_autofree char *text = settings != NULL ? g_settings_get_string (settings, "game-setup") : NULL;
  g_autoptr (GError) error = NULL;
  SgGameSetup *setup;

  if (text == NULL || text[0] == '\0')
    return sg_game_setup_new ();
  setup = sg_game_setup_new_from_data (text, -1, &error);
  if (setup == NULL || !sg_game_setup_validate (setup, &error))
    {
      /* A hand-edited setting: say so, and play by the rulebook.  The
       * setting stays as it is until a setup is applied. */
      g_message ("the stored game setup is not used: %s", error->message);
      g_propagate_error (problem, g_steal_pointer (&error));
      g_clear_object (&setup);
      return sg_game_setup_new ();
    }
  return setup;
}

/* The level the computer plays at: the preferences', which New Game starts
 * with (the one stored with the setup may be older: the preferences and
 * New Game change the level without touching the setup). */
static void
take_current_level (SgGameSetup *setup)
{
  if (sg_settings_get_default () != NULL)
    sg_game_setup_set_bot_level (setup, sg_bot_level_setting ());
}

SgGameSetup *
sg_current_setup_load (void)
{
  SgGameSetup *setup = load_current_setup (NULL);

  take_current_level (setup);
  return setup;
}

void
sg_current_setup_store (SgGameSetup *setup)
{
  GSettings *settings = sg_settings_get_default ();
  g_autofree char *text = NULL;

  g_return_if_fail (SG_IS_GAME_SETUP (setup));
  if (settings == NULL)
    return;
  text = sg_game_setup_is_rulebook (setup) && sg_game_setup_get_bot_level (setup) == SG_PLAYER_MEDIUM
         ? g_strdup ("") : sg_game_setup_to_data (setup);
  g_settings_set_string (settings, "game-setup", text);
}

/* --- showing the setup --------------------------------------------------- */

static void
toast_dismissed (AdwToast *toast, SgSetupEditor *self)
{
  if (self->shown_toast == toast)
    g_clear_object (&self->shown_toast);
}

/* How long a toast on screen takes new texts in place (REPLACE_WITHIN):
 * after that it is replaced, and the new text gets a toast's whole time. */
#define REPLACE_WITHIN (2 * G_USEC_PER_SEC)

/* text is plain: escaped here, since a toast's title is markup.  A new
 * text never waits behind the toast on screen: there, "Loaded Rulebook"
 * stood under a setup that was already another preset's.  A toast just
 * shown is given the new text rather than replaced: libadwaita 1.2
 * crashed when toasts replaced one another fast (Reset to Rulebook
 * clicked again and again). */
static AdwToast *
show_toast (SgSetupEditor *self, const char *text, const char *button_label)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  gint64 now = g_get_monotonic_time ();

  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  if (self->shown_toast != NULL && now - self->toast_shown_at >= REPLACE_WITHIN)
    {
      adw_toast_dismiss (self->shown_toast);
      g_clear_object (&self->shown_toast);
    }
  if (self->shown_toast != NULL)
    {
      g_signal_handlers_disconnect_matched (self->shown_toast, G_SIGNAL_MATCH_ID,
                                            g_signal_lookup ("button-clicked", ADW_TYPE_TOAST), 0,
                                            NULL, NULL, NULL);
      adw_toast_set_title (self->shown_toast, escaped);
      adw_toast_set_button_label (self->shown_toast, button_label);
      return self->shown_toast;
    }
  self->shown_toast = g_object_ref (adw_toast_new (escaped));
  self->toast_shown_at = now;
  adw_toast_set_button_label (self->shown_toast, button_label);
  g_signal_connect (self->shown_toast, "dismissed", G_CALLBACK (toast_dismissed), self);
  adw_toast_overlay_add_toast (self->toasts, self->shown_toast);
  return self->shown_toast;
}

void
sg_setup_editor_toast (SgSetupEditor *self, const char *text)
{
  show_toast (self, text, NULL);
}

AdwToast *
sg_setup_editor_get_shown_toast (SgSetupEditor *self)
{
  g_return_val_if_fail (SG_IS_SETUP_EDITOR (self), NULL);
  return self->shown_toast;
}

const char *
sg_setup_editor_get_last_toast (SgSetupEditor *self)
{
  g_return_val_if_fail (SG_IS_SETUP_EDITOR (self), NULL);
  return self->last_toast;
}

static void
show_picks (SgSetupEditor *self, SgSide side)
{
  AdwPreferencesGroup *group = side == SG_LAW ? self->law_group : self->outlaw_group;
  int count = sg_game_setup_get_characters (self->setup, side);
  guint n = 0;
  const guint8 *picks = sg_game_setup_get_picks (self->setup, side, &n);
  g_autofree char *description = NULL;
  int first = side == SG_LAW ? 0 : SG_N_CHARACTERS / 2;

  for (int ch = first; ch < first + SG_N_CHARACTERS / 2; ch++)
    {
      const guint8 *at = memchr (picks, ch, n);
      gboolean picked = at != NULL;

      gtk_check_button_set_active (self->picks[ch], picked);
      /* A full reserve takes no more picks (remove one, or draw more).
       * Said on the row too: the group's description, which says it, is
       * often scrolled out of sight by then. */
      gtk_widget_set_sensitive (GTK_WIDGET (self->picks[ch]), picked || (int) n < count);
      gtk_widget_set_tooltip_text (gtk_widget_get_ancestor (GTK_WIDGET (self->picks[ch]), ADW_TYPE_ACTION_ROW),
                                   picked || (int) n < count
                                   ? NULL : _("The reserve is full: unselect a character, or draw more characters."));
      /* A number only where the order counts: with a shuffled reserve,
       * "Pick 1" and "Pick 2" read as the first two characters in play (a
       * play-tester was surprised to start with a third). */
      if (picked && sg_game_setup_get_fixed_order (self->setup, side))
        {
          g_autofree char *text = g_strdup_printf (_("Pick %u"), (guint) (at - picks) + 1);
          gtk_label_set_label (self->pick_labels[ch], text);
        }
      else
        gtk_label_set_label (self->pick_labels[ch], picked ? _("In the reserve") : "");
    }
  if (n == 0)
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "Select characters to always deal them; the %d character is drawn at random.",
                                                "Select characters to always deal them; the %d characters are drawn at random.",
                                                (gulong) ABS (count)),
                                   count);
  else if ((int) n >= count)
    description = g_strdup_printf (_("%u of %d picked: the reserve is full. Unselect one, or draw more characters."),
                                   n, count);
  else
    description = g_strdup_printf (_("%u of %d picked; the others are drawn at random."), n, count);
  adw_preferences_group_set_description (group, description);
}

/* The area whose problems the visible page shows itself (a deck page
 * lists its deck's errors and warnings), or SG_SETUP_AREA_ALL for none. */
static SgSetupArea
area_shown (SgSetupEditor *self)
{
  GtkWidget *page = adw_view_stack_get_visible_child (self->stack);

  if (page == GTK_WIDGET (self->law_deck))
    return SG_SETUP_AREA_DECK_LAW;
  if (page == GTK_WIDGET (self->outlaw_deck))
    return SG_SETUP_AREA_DECK_OUTLAW;
  return SG_SETUP_AREA_ALL;
}

/* The texts of all, less those of shown (transfer full). */
static GStrv
texts_elsewhere (char **all, char **shown)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; all[i] != NULL; i++)
    if (shown == NULL || !g_strv_contains ((const char *const *) shown, all[i]))
      g_strv_builder_add (builder, all[i]);
  return g_strv_builder_end (builder);
}

/* The line at the bottom sums the whole setup up, but never repeats what
 * the page above it says: on a deck page with a warning, the same warning
 * stood under the heading and in this line. */
static void
show_status (SgSetupEditor *self)
{
  SgSetupArea here = area_shown (self);
  g_auto (GStrv) all_errors = sg_game_setup_get_errors (self->setup, SG_SETUP_AREA_ALL);
  g_auto (GStrv) all_warnings = sg_game_setup_get_warnings (self->setup, SG_SETUP_AREA_ALL);
  g_auto (GStrv) errors_here = here != SG_SETUP_AREA_ALL ? sg_game_setup_get_errors (self->setup, here) : NULL;
  g_auto (GStrv) warnings_here = here != SG_SETUP_AREA_ALL ? sg_game_setup_get_warnings (self->setup, here) : NULL;
  g_auto (GStrv) errors = texts_elsewhere (all_errors, errors_here);
  g_auto (GStrv) warnings = texts_elsewhere (all_warnings, warnings_here);
  g_autofree char *text = NULL;
  guint n_warnings = g_strv_length (warnings);

  gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "warning");
  gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "dim-label");
  /* Said while the setup shown is the rulebook's that replaced it. */
  if (self->stored_problem != NULL && self->kept != NULL && !sg_setup_editor_has_changes (self))
    {
      text = g_strdup (self->stored_problem);
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "warning");
    }
  else if (errors[0] != NULL)
    {
      text = g_strdup_printf (_("This setup cannot be played: %s"), errors[0]);
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
    }
  else if (all_errors[0] != NULL)
    {
      /* Only this page's errors, shown above: say why Use Setup is off. */
      text = g_strdup (_("This setup cannot be played: see the error above."));
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
    }
  else if (n_warnings == 1)
    {
      text = g_strdup (warnings[0]);
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "warning");
    }
  else if (n_warnings > 1)
    {
      text = g_strdup_printf (_("%u warnings: see the decks’ pages."), n_warnings);
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "warning");
    }
  else
    {
      text = sg_game_setup_describe (self->setup);
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "dim-label");
    }
  gtk_label_set_label (self->status_label, text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->use_button), all_errors[0] == NULL);
  /* The characters page's errors show where they are, as a badge. */
  {
    g_auto (GStrv) own = sg_game_setup_get_errors (self->setup, SG_SETUP_AREA_CHARACTERS);
    AdwViewStackPage *page = adw_view_stack_get_page (self->stack,
                                                      adw_view_stack_get_child_by_name (self->stack, "characters"));

    adw_view_stack_page_set_needs_attention (page, own[0] != NULL);
  }
  for (int s = 0; s < 2; s++)
    {
      g_auto (GStrv) own = sg_game_setup_get_errors (self->setup, s == SG_LAW ? SG_SETUP_AREA_DECK_LAW
                                                                              : SG_SETUP_AREA_DECK_OUTLAW);
      AdwViewStackPage *page =
        adw_view_stack_get_page (self->stack, GTK_WIDGET (s == SG_LAW ? self->law_deck : self->outlaw_deck));

      adw_view_stack_page_set_needs_attention (page, own[0] != NULL);
    }
}

/* Another page: the bottom line leaves out what the new one shows. */
static void
page_changed (AdwViewStack *stack, GParamSpec *pspec, SgSetupEditor *self)
{
  if (self->setup != NULL)
    show_status (self);
}

static void order_changed (AdwComboRow *row, GParamSpec *pspec, SgSetupEditor *self);

/* Fewer than the rulebook's 4 characters makes a shorter game, which the
 * rules do not offer (D1.2, E-44): allowed, but named for what it is. */
static void
show_count_note (AdwActionRow *row, guint count)
{
  adw_action_row_set_subtitle (row, count < 4 ? _("Fewer than 4 is a house rule: the rulebook deals 4 and allows more (D1.2, E-44)")
                                              : "");
}

static void
show_setup (SgSetupEditor *self)
{
  gboolean different = sg_game_setup_get_different_counts (self->setup);

  self->syncing = TRUE;
  gtk_spin_button_set_value (self->characters_spin, sg_game_setup_get_characters (self->setup, SG_LAW));
  gtk_spin_button_set_value (self->outlaw_characters_spin, sg_game_setup_get_characters (self->setup, SG_OUTLAW));
  gtk_switch_set_active (self->different_switch, different);
  gtk_widget_set_visible (GTK_WIDGET (self->outlaw_characters_row), different);
  show_count_note (self->characters_row, sg_game_setup_get_characters (self->setup, SG_LAW));
  show_count_note (self->outlaw_characters_row, sg_game_setup_get_characters (self->setup, SG_OUTLAW));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->characters_row),
                                 different ? _("La_wmen’s Characters") : _("Characters per _Side"));
  adw_combo_row_set_selected (self->order_row, sg_game_setup_get_fixed_order (self->setup, SG_LAW) ? 1 : 0);
  order_changed (self->order_row, NULL, self); /* its subtitle, when the selection did not change */
  adw_combo_row_set_selected (self->first_ac_row, sg_game_setup_get_first_ac (self->setup));
  show_picks (self, SG_LAW);
  show_picks (self, SG_OUTLAW);
  self->syncing = FALSE;
  show_status (self);
}

static void
setup_changed (SgGameSetup *setup, SgSetupEditor *self)
{
  show_setup (self);
}

/* --- editing the characters ---------------------------------------------- */

static void
characters_changed (GtkSpinButton *spin, SgSetupEditor *self)
{
  if (!self->syncing)
    sg_game_setup_set_characters (self->setup, SG_LAW, gtk_spin_button_get_value_as_int (spin));
}

static void
outlaw_characters_changed (GtkSpinButton *spin, SgSetupEditor *self)
{
  if (!self->syncing)
    sg_game_setup_set_characters (self->setup, SG_OUTLAW, gtk_spin_button_get_value_as_int (spin));
}

static void
different_toggled (GtkSwitch *sw, GParamSpec *pspec, SgSetupEditor *self)
{
  if (!self->syncing)
    sg_game_setup_set_different_counts (self->setup, gtk_switch_get_active (sw));
}

static void
order_changed (AdwComboRow *row, GParamSpec *pspec, SgSetupEditor *self)
{
  gboolean fixed = adw_combo_row_get_selected (row) == 1;

  /* The subtitle says what the chosen order does, whichever it is. */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               fixed ? _("Your first two picks start in play, the others follow in order")
                                     : _("The reserve is shuffled before the first two are drawn"));
  if (self->syncing)
    return;
  sg_game_setup_set_fixed_order (self->setup, SG_LAW, fixed);
  sg_game_setup_set_fixed_order (self->setup, SG_OUTLAW, fixed);
}

static void
first_ac_changed (AdwComboRow *row, GParamSpec *pspec, SgSetupEditor *self)
{
  if (!self->syncing)
    sg_game_setup_set_first_ac (self->setup, (SgFirstAc) adw_combo_row_get_selected (row));
}

static void
pick_toggled (GtkCheckButton *check, SgSetupEditor *self)
{
  guint8 ch = (guint8) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (check), "sg-character"));
  SgSide side = sg_char_data ((SgCharId) ch)->side;

  if (self->syncing)
    return;
  if (gtk_check_button_get_active (check))
    sg_game_setup_add_pick (self->setup, side, ch);
  else
    sg_game_setup_remove_pick (self->setup, side, ch);
}

/* The characters the widest text of a pick's label takes: "In the
 * reserve", or "Pick 12" in a fixed order. */
static int
pick_label_chars (void)
{
  g_autofree char *last_pick = g_strdup_printf (_("Pick %u"), 12u);

  return (int) MAX (g_utf8_strlen (_("In the reserve"), -1), g_utf8_strlen (last_pick, -1));
}

static void
build_reserve_rows (SgSetupEditor *self)
{
  for (int ch = 0; ch < SG_N_CHARACTERS; ch++)
    {
      const SgCharData *data = sg_char_data ((SgCharId) ch);
      AdwPreferencesGroup *group = data->side == SG_LAW ? self->law_group : self->outlaw_group;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();
      GtkWidget *life = gtk_label_new (NULL);
      GtkWidget *order = gtk_label_new (NULL);
      g_autofree char *life_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u life point", "%u life points", data->life),
                                                    (guint) data->life);
      /* The ability's text says "Always active." itself when it is (D3.4). */
      const char *subtitle = sg_character_text_ability ((SgCharId) ch);
      /* The check box's accessible name: the name inside a sentence. */
      g_autofree char *check_label =
        sg_name_text_finish (g_strdup_printf (_("Deal %s for sure"), sg_character_text_in_sentence ((SgCharId) ch)), &ch, 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sg_character_text_name ((SgCharId) ch));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, check_label, -1);
      g_object_set_data (G_OBJECT (check), "sg-character", GINT_TO_POINTER (ch));
      g_signal_connect (check, "toggled", G_CALLBACK (pick_toggled), self);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);

      gtk_widget_add_css_class (order, "accent");
      gtk_widget_add_css_class (order, "caption-heading");
      /* Its room is kept, empty, while the character is not picked: shown
       * at a pick, it narrowed the ability's text, which wrapped again
       * and moved the rows below under the pointer (a play-tester's fifth
       * quick pick landed on a row's border). */
      gtk_label_set_width_chars (GTK_LABEL (order), pick_label_chars ());
      gtk_label_set_xalign (GTK_LABEL (order), 1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), order);
      gtk_label_set_label (GTK_LABEL (life), life_text);
      gtk_widget_add_css_class (life, "numeric");
      gtk_widget_add_css_class (life, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), life);
      adw_preferences_group_add (group, row);
      self->picks[ch] = GTK_CHECK_BUTTON (check);
      self->pick_labels[ch] = GTK_LABEL (order);
    }
}

/* Reset to Rulebook replaces a whole deck at one click: the toast can
 * take it back. */
static void
undo_deck_reset (AdwToast *toast, SgDeckBuilder *deck)
{
  sg_deck_builder_undo_reset (deck);
}

static void
deck_reset (SgDeckBuilder *deck, SgSetupEditor *self)
{
  AdwToast *toast = show_toast (self, deck == self->law_deck ? _("The Lawmen’s deck is the rulebook’s again")
                                                            : _("The Outlaws’ deck is the rulebook’s again"),
                                _("_Undo"));

  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_deck_reset), deck, 0);
}

/* --- using --------------------------------------------------------------- */

gboolean
sg_setup_editor_use (SgSetupEditor *self)
{
  g_return_val_if_fail (SG_IS_SETUP_EDITOR (self), FALSE);

  if (!sg_game_setup_validate (self->setup, NULL))
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_APPLY], 0, self->setup);
  self->leaving = TRUE;
  gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

void
sg_setup_editor_mark_kept (SgSetupEditor *self)
{
  sg_game_setup_assign (self->kept, self->setup);
}

void
sg_setup_editor_start_with_level (SgSetupEditor *self, SgPlayerKind level)
{
  g_return_if_fail (SG_IS_SETUP_EDITOR (self));
  sg_game_setup_set_bot_level (self->setup, level);
  sg_game_setup_set_bot_level (self->kept, level);
}

gboolean
sg_setup_editor_has_changes (SgSetupEditor *self)
{
  g_return_val_if_fail (SG_IS_SETUP_EDITOR (self), FALSE);
  return !sg_game_setup_equal (self->setup, self->kept);
}

static gboolean
close_now (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Closed once the dialog is done: closed from its "response", the editor
 * took its transient dialog with it in the middle of the signal. */
static void
discard_response (AdwMessageDialog *dialog, const char *response, SgSetupEditor *self)
{
  if (g_strcmp0 (response, "discard") != 0)
    return;
  self->leaving = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT, close_now, g_object_ref (self), g_object_unref);
}

/* Escape, Cancel or the window's close: changes neither used nor saved
 * as a preset would be lost at one key, a reflex after closing a list
 * (a play-tester lost a custom deck so): ask first. */
static gboolean
close_requested (GtkWindow *window, SgSetupEditor *self)
{
  AdwMessageDialog *dialog;

  if (self->leaving || !sg_setup_editor_has_changes (self))
    return FALSE;
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (window, _("Discard the Changes?"),
                                                       _("The changes to this setup are lost unless you use it "
                                                         "or save it as a preset.")));
  adw_message_dialog_add_responses (dialog, "keep", _("_Keep Editing"), "discard", _("_Discard"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "keep");
  adw_message_dialog_set_close_response (dialog, "keep");
  g_signal_connect (dialog, "response", G_CALLBACK (discard_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
use_clicked (GtkButton *button, SgSetupEditor *self)
{
  sg_setup_editor_use (self);
}

/* --- the object ---------------------------------------------------------- */

static void
sg_setup_editor_dispose (GObject *object)
{
  SgSetupEditor *self = SG_SETUP_EDITOR (object);

  if (self->setup != NULL)
    g_signal_handlers_disconnect_by_data (self->setup, self);
  if (self->presets != NULL)
    g_signal_handlers_disconnect_by_data (self->presets, self);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  /* Pages going away change the visible one: no status for a window going. */
  if (self->stack != NULL)
    g_signal_handlers_disconnect_by_data (self->stack, self);
  gtk_widget_dispose_template (GTK_WIDGET (object), SG_TYPE_SETUP_EDITOR);
  g_clear_object (&self->setup);
  g_clear_object (&self->kept);
  g_clear_object (&self->presets);
  g_clear_pointer (&self->last_toast, g_free);
  g_clear_pointer (&self->stored_problem, g_free);
  if (self->shown_toast != NULL)
    g_signal_handlers_disconnect_by_data (self->shown_toast, self);
  g_clear_object (&self->shown_toast);
  G_OBJECT_CLASS (sg_setup_editor_parent_class)->dispose (object);
}

static void
sg_setup_editor_class_init (SgSetupEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sg_setup_editor_dispose;

  signals[SIGNAL_APPLY] =
    g_signal_new ("apply", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, SG_TYPE_GAME_SETUP);

  sg_ui_resources_ensure ();
  g_type_ensure (SG_TYPE_DECK_BUILDER);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sixgun/Sixgun/sg-setup-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, toasts);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, stack);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, use_button);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, characters_row);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, characters_spin);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, outlaw_characters_row);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, outlaw_characters_spin);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, different_switch);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, order_row);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, first_ac_row);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, law_group);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, outlaw_group);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, law_deck);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, outlaw_deck);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, save_row);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, save_button);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, presets_list);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, problems_group);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, problems_list);
  gtk_widget_class_bind_template_child (widget_class, SgSetupEditor, status_label);
  gtk_widget_class_bind_template_callback (widget_class, use_clicked);
  sg_setup_editor_presets_class_init (widget_class);
  gtk_widget_class_bind_template_callback (widget_class, page_changed);
  gtk_widget_class_bind_template_callback (widget_class, characters_changed);
  gtk_widget_class_bind_template_callback (widget_class, outlaw_characters_changed);
  gtk_widget_class_bind_template_callback (widget_class, different_toggled);
  gtk_widget_class_bind_template_callback (widget_class, order_changed);
  gtk_widget_class_bind_template_callback (widget_class, first_ac_changed);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sg_setup_editor_init (SgSetupEditor *self)
{
  self->syncing = TRUE;  /* until a setup is shown */
  gtk_widget_init_template (GTK_WIDGET (self));
  sg_combo_row_open_on_selected (self->order_row);
  sg_combo_row_open_on_selected (self->first_ac_row);
  build_reserve_rows (self);
  g_signal_connect (self, "close-request", G_CALLBACK (close_requested), self);
  g_signal_connect (self->law_deck, "deck-reset", G_CALLBACK (deck_reset), self);
  g_signal_connect (self->outlaw_deck, "deck-reset", G_CALLBACK (deck_reset), self);
}

SgSetupEditor *
sg_setup_editor_new (GtkWindow *parent, SgGameSetup *setup)
{
  SgSetupEditor *self = g_object_new (SG_TYPE_SETUP_EDITOR,
                                      "transient-for", parent,
                                      "modal", parent != NULL,
                                      NULL);

  if (setup != NULL)
    self->setup = sg_game_setup_copy (setup);
  else
    {
      g_autoptr (GError) problem = NULL;

      self->setup = load_current_setup (&problem);
      take_current_level (self->setup);
      if (problem != NULL)
        {
          g_autofree char *why = sg_file_text_readable (problem->message, SG_FILE_TEXT_DETAIL);

          /* In the line at the bottom, whole, until the setup is changed:
           * a toast cut it after a few words and went. */
          self->stored_problem = g_strdup_printf (_("Your stored setup could not be used (%s): the rulebook setup is shown."),
                                                  why);
        }
    }
  self->kept = sg_game_setup_copy (self->setup);
  g_signal_connect (self->setup, "changed", G_CALLBACK (setup_changed), self);
  sg_deck_builder_set_setup (self->law_deck, self->setup, SG_LAW);
  sg_deck_builder_set_setup (self->outlaw_deck, self->setup, SG_OUTLAW);
  show_setup (self);
  sg_setup_editor_get_presets (self);
  /* The keyboard starts on the first thing to edit, not on Cancel (the
   * header's first button, where GTK put it). */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->characters_spin));
  /* Screenshots: SIXGUN_SETUP_PAGE=characters|law-deck|outlaw-deck|presets. */
  if (g_getenv ("SIXGUN_SETUP_PAGE") != NULL
      && adw_view_stack_get_child_by_name (self->stack, g_getenv ("SIXGUN_SETUP_PAGE")) != NULL)
    adw_view_stack_set_visible_child_name (self->stack, g_getenv ("SIXGUN_SETUP_PAGE"));
  return self;
}

SgGameSetup *
sg_setup_editor_get_setup (SgSetupEditor *self)
{
  g_return_val_if_fail (SG_IS_SETUP_EDITOR (self), NULL);
  return self->setup;
}

SgPresets *
sg_setup_editor_get_presets (SgSetupEditor *self)
{
  g_return_val_if_fail (SG_IS_SETUP_EDITOR (self), NULL);

  if (self->presets == NULL)
    {
      self->presets = sg_presets_new (NULL);
      g_signal_connect_swapped (self->presets, "changed", G_CALLBACK (sg_setup_editor_rebuild_presets), self);
      sg_setup_editor_rebuild_presets (self);
    }
  return self->presets;
}

GtkCheckButton *
sg_setup_editor_get_pick_button (SgSetupEditor *self, SgCharId ch)
{
  g_return_val_if_fail (SG_IS_SETUP_EDITOR (self), NULL);
  g_return_val_if_fail (ch < SG_N_CHARACTERS, NULL);
  return self->picks[ch];
}

GtkSpinButton *
sg_setup_editor_get_characters_spin (SgSetupEditor *self)
{
  g_return_val_if_fail (SG_IS_SETUP_EDITOR (self), NULL);
  return self->characters_spin;
}
