/* test-setup-editor.c: the setup editor and saved games in the app, under
 * Xvfb.  New Game → Edit: 8 characters, two picks, Use Setup, Start: the
 * game has them.  The deckbuilder's counts, total, errors and reset; a
 * deck page that does not move as + and - are clicked; a warning said
 * once; rule IDs kept whole; the presets page, its Save button, the
 * question before saving over a preset, and a preset's computer level, also from the editor opened without New Game;
 * the first AC at random; autosave, resume and a corrupt autosave kept
 * aside; Open Game…'s filter; an open that replays the file once;
 * statistics at game over and their reset. */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <utime.h>

#include "sg-abandon-dialog.h"
#include "sg-application.h"
#include "sg-deck-builder.h"
#include "sg-new-game-dialog.h"
#include "sg-preferences-window.h"
#include "sg-setup-editor.h"
#include "sg-setup-row.h"
#include "sg-take-back.h"
#include "sg-stats-window.h"
#include "sg-test-widgets.h"
#include "sg-test-deals.h"
#include "sg-tutorial-actions.h"
#include "sg-tutorial-progress.h"
#include "sg-window-saves.h"
#include "sg-window.h"

static gboolean
flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
spin (guint msec)
{
  gboolean done = FALSE;

  g_timeout_add (msec, flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

typedef gboolean (*Match) (GtkWidget *widget, gconstpointer data);

static GtkWidget *
find (GtkWidget *root, Match match, gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find (child, match, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_type (GtkWidget *widget, gconstpointer data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), data) == 0;
}

/* The toplevel window of a type (a dialog the app opened). */
static GtkWindow *
toplevel_of_type (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }
  return NULL;
}

/* A click on a button (gtk_widget_activate would wait for the button's
 * pressed-look timeout before "clicked"). */
static void
click (GtkWidget *button)
{
  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

static SgWindow *
new_window (void)
{
  SgWindow *window = sg_window_new (NULL);

  gtk_window_present (GTK_WINDOW (window));
  spin (50);
  return window;
}

static void
close_window (SgWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

static void
reset_current_setup (void)
{
  g_autoptr (SgGameSetup) rulebook = sg_game_setup_new ();

  sg_current_setup_store (rulebook);
}

/* Whether side has ch in play or in its reserve. */
static gboolean
has_character (const SgGame *game, SgSide side, SgCharId ch)
{
  const SgSideState *s = &game->side[side];

  for (int i = 0; i < 2; i++)
    if (s->ch[i] == ch)
      return TRUE;
  for (int i = 0; i < s->n_reserve; i++)
    if (s->reserve[i] == ch)
      return TRUE;
  return FALSE;
}

/* --- the editor, from New Game to the game -------------------------------- */

static void
test_eight_characters_two_picks (void)
{
  SgWindow *window = new_window ();
  SgGameModel *model = sg_window_get_model (window);
  GtkWindow *dialog, *editor_window;
  SgSetupEditor *editor;
  GtkWidget *row, *use, *start;
  const SgGame *game;

  reset_current_setup ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  spin (50);
  dialog = toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  row = find (GTK_WIDGET (dialog), is_type, GSIZE_TO_POINTER (SG_TYPE_SETUP_ROW));
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "rulebook"));
  /* A number stays with its word when the subtitle wraps. */
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "4\u00a0characters"));

  /* Edit…: the editor opens over the dialog. */
  click (find (row, is_button_labelled, "_Edit…"));
  spin (50);
  editor_window = toplevel_of_type (SG_TYPE_SETUP_EDITOR);
  g_assert_nonnull (editor_window);
  editor = SG_SETUP_EDITOR (editor_window);
  g_assert_true (gtk_window_get_transient_for (editor_window) == dialog);

  /* 8 characters a side, and two Lawmen picked by their check buttons. */
  gtk_spin_button_set_value (sg_setup_editor_get_characters_spin (editor), 8);
  gtk_widget_activate (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_WILD_BILL)));
  gtk_widget_activate (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_JANGO)));
  g_assert_cmpint (sg_game_setup_get_characters (sg_setup_editor_get_setup (editor), SG_OUTLAW), ==, 8);
  g_assert_true (sg_game_setup_has_pick (sg_setup_editor_get_setup (editor), SG_LAW, SG_CHAR_WILD_BILL));
  g_assert_true (sg_game_setup_has_pick (sg_setup_editor_get_setup (editor), SG_LAW, SG_CHAR_JANGO));
  /* In a shuffled reserve the picks are not numbered (a play-tester took
   * "Pick 1" and "Pick 2" for the first two in play); as picked, they are. */
  {
    GtkWidget *bill = gtk_widget_get_ancestor (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_WILD_BILL)),
                                               ADW_TYPE_ACTION_ROW);
    SgGameSetup *setup = sg_setup_editor_get_setup (editor);

    g_assert_false (sg_game_setup_get_fixed_order (setup, SG_LAW));
    g_assert_nonnull (sg_test_label_with_text (bill, "In the reserve"));
    g_assert_null (sg_test_label_with_text (bill, "Pick 1"));
    sg_game_setup_set_fixed_order (setup, SG_LAW, TRUE);
    g_assert_nonnull (sg_test_label_with_text (bill, "Pick 1"));
    sg_game_setup_set_fixed_order (setup, SG_LAW, FALSE);
  }

  use = find (GTK_WIDGET (editor_window), is_button_labelled, "_Use Setup");
  g_assert_true (gtk_widget_get_sensitive (use));
  click (use);
  spin (50);
  g_assert_null (toplevel_of_type (SG_TYPE_SETUP_EDITOR));
  /* The row now sums the new setup up. */
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "8\u00a0characters"));

  start = find (GTK_WIDGET (dialog), is_button_labelled, "_Start");
  click (start);
  spin (50);

  /* The game has them. */
  game = sg_game_model_get_game (model);
  for (int s = 0; s < 2; s++)
    g_assert_cmpint (game->side[s].n_reserve + sg_game_in_play (game, (SgSide) s), ==, 8);
  g_assert_true (has_character (game, SG_LAW, SG_CHAR_WILD_BILL));
  g_assert_true (has_character (game, SG_LAW, SG_CHAR_JANGO));
  g_assert_cmpuint (sg_save_get_setup (sg_game_model_get_save (model))->characters[SG_LAW], ==, 8);

  /* The next game uses it too, until it is changed. */
  sg_window_start_game (window, SG_LAW, SG_PLAYER_MEDIUM);
  game = sg_game_model_get_game (model);
  g_assert_cmpint (game->side[SG_OUTLAW].n_reserve + sg_game_in_play (game, SG_OUTLAW), ==, 8);
  reset_current_setup ();
  close_window (window);
}

/* The message dialog the editor asks in, answered with response; FALSE
 * when none shows. */
static gboolean
answer_discard_dialog (const char *response)
{
  GtkWindow *dialog = toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG);

  if (dialog == NULL)
    return FALSE;
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Discard the Changes?");
  g_assert_cmpstr (adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (dialog)), ==, "keep");
  /* As its button does: the response, then the dialog closes (the
   * function alone only emits the signal). */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_destroy (dialog);
  spin (50);
  return TRUE;
}

/* Cancel with changes asks first (Escape closed the editor at once, and
 * a play-tester lost a custom deck so); Keep Editing keeps it open,
 * Discard closes it with the stored setup untouched. */
static void
test_cancel_keeps_setup (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  g_autoptr (SgGameSetup) current = NULL;

  reset_current_setup ();
  gtk_window_present (GTK_WINDOW (editor));
  spin (50);
  /* The keyboard starts on the first thing to edit, not on Cancel. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (editor));
    GtkWidget *count = GTK_WIDGET (sg_setup_editor_get_characters_spin (editor));

    g_assert_true (focus == count || gtk_widget_is_ancestor (focus, count));
  }
  /* Unchanged: closes without a word. */
  g_assert_false (sg_setup_editor_has_changes (editor));
  gtk_spin_button_set_value (sg_setup_editor_get_characters_spin (editor), 11);
  g_assert_true (sg_setup_editor_has_changes (editor));
  click (find (GTK_WIDGET (editor), is_button_labelled, "_Cancel"));
  spin (50);
  g_assert_true (answer_discard_dialog ("keep"));
  g_assert_true (toplevel_of_type (SG_TYPE_SETUP_EDITOR) == GTK_WINDOW (editor));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (sg_setup_editor_get_characters_spin (editor)), ==, 11);
  /* Escape asks the same. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "window.close", NULL);
  spin (50);
  g_assert_true (answer_discard_dialog ("discard"));
  g_assert_null (toplevel_of_type (SG_TYPE_SETUP_EDITOR));
  current = sg_current_setup_load ();
  g_assert_true (sg_game_setup_is_rulebook (current));
}

/* Changes kept as a preset, or changed back, are not lost by closing: no
 * question then. */
static void
test_cancel_after_save (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  g_autoptr (SgPresets) presets = g_object_ref (sg_setup_editor_get_presets (editor));
  GtkWidget *row;

  reset_current_setup ();
  gtk_window_present (GTK_WINDOW (editor));
  gtk_spin_button_set_value (sg_setup_editor_get_characters_spin (editor), 9);
  gtk_spin_button_set_value (sg_setup_editor_get_characters_spin (editor), 4);
  g_assert_false (sg_setup_editor_has_changes (editor));
  gtk_spin_button_set_value (sg_setup_editor_get_characters_spin (editor), 9);
  row = find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (ADW_TYPE_ENTRY_ROW));
  gtk_editable_set_text (GTK_EDITABLE (row), "Nine kept");
  g_signal_emit_by_name (row, "entry-activated");
  g_assert_true (sg_presets_contains (presets, "Nine kept"));
  g_assert_false (sg_setup_editor_has_changes (editor));
  click (find (GTK_WIDGET (editor), is_button_labelled, "_Cancel"));
  spin (50);
  g_assert_false (answer_discard_dialog ("keep"));
  g_assert_null (toplevel_of_type (SG_TYPE_SETUP_EDITOR));
  g_assert_true (sg_presets_delete (presets, "Nine kept", NULL));
}

/* --- the deckbuilder -------------------------------------------------------- */

/* key given to widget's key controllers, as press_return does; whether one
 * took it. */
static gboolean
press_key_on (GtkWidget *widget, guint keyval)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        g_signal_emit_by_name (c, "key-pressed", keyval, 0, 0, &handled);
    }
  g_object_unref (controllers);
  return handled;
}

/* One Tab stop a card (found by a play-test: the row, then its count, two
 * stops each, 62 on a deck page): Tab goes from a card's row to the next
 * card's row; + and - change the count on the row, Return types it in the
 * spin button and Escape comes back; the row tells a screen reader the
 * card with its count. */
static void
test_deck_one_tab_stop (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  SgGameSetup *setup = sg_setup_editor_get_setup (editor);
  SgDeckBuilder *law;
  GtkWidget *colt_spin, *colt_row, *next_row, *focus;
  g_autofree char *label = NULL;
  int colt;

  gtk_window_present (GTK_WINDOW (editor));
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (find (GTK_WIDGET (editor), is_type,
                                                               GSIZE_TO_POINTER (ADW_TYPE_VIEW_STACK))),
                                         "law-deck");
  spin (50);
  law = SG_DECK_BUILDER (find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (SG_TYPE_DECK_BUILDER)));
  colt_spin = GTK_WIDGET (sg_deck_builder_get_spin (law, SG_CARD_COLT));
  colt_row = gtk_widget_get_ancestor (colt_spin, GTK_TYPE_LIST_BOX_ROW);
  next_row = gtk_widget_get_next_sibling (colt_row);
  g_assert_nonnull (next_row);
  colt = sg_game_setup_get_count (setup, SG_LAW, SG_CARD_COLT);

  g_assert_true (gtk_widget_grab_focus (colt_row));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (editor), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (editor)) == next_row);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (editor), GTK_DIR_TAB_BACKWARD));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (editor)) == colt_row);

  g_assert_true (press_key_on (colt_row, GDK_KEY_plus));
  g_assert_cmpint (sg_game_setup_get_count (setup, SG_LAW, SG_CARD_COLT), ==, colt + 1);
  g_assert_true (press_key_on (colt_row, GDK_KEY_KP_Subtract));
  g_assert_true (press_key_on (colt_row, GDK_KEY_minus));
  g_assert_cmpint (sg_game_setup_get_count (setup, SG_LAW, SG_CARD_COLT), ==, colt - 1);
  label = gtk_test_accessible_check_property (GTK_ACCESSIBLE (colt_row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              colt - 1 == 1 ? "Colt, 1 copy in the Lawmen’s deck"
                                                            : "Colt, 0 copies in the Lawmen’s deck");
  g_assert_null (label);

  /* Return: the count typed in its spin button, which Escape leaves. */
  g_assert_true (press_key_on (colt_row, GDK_KEY_Return));
  focus = gtk_window_get_focus (GTK_WINDOW (editor));
  g_assert_true (focus == colt_spin || gtk_widget_is_ancestor (focus, colt_spin));
  g_assert_true (press_key_on (colt_spin, GDK_KEY_Escape));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (editor)) == colt_row);
  g_assert_cmpint (sg_game_setup_get_count (setup, SG_LAW, SG_CARD_COLT), ==, colt - 1);
  /* Left, the spin button is no Tab stop again. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (editor), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (editor)) == next_row);

  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

static void
test_deck_builder (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  SgGameSetup *setup = sg_setup_editor_get_setup (editor);
  SgDeckBuilder *law = NULL;
  GtkWidget *use;
  GtkSpinButton *colt;

  gtk_window_present (GTK_WINDOW (editor));
  spin (50);
  law = SG_DECK_BUILDER (find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (SG_TYPE_DECK_BUILDER)));
  g_assert_nonnull (law);
  use = find (GTK_WIDGET (editor), is_button_labelled, "_Use Setup");
  g_assert_cmpstr (sg_deck_builder_get_total_text (law), ==, "40 cards");

  /* + on the Colt: the count, the setup and the running total follow. */
  colt = sg_deck_builder_get_spin (law, SG_CARD_COLT);
  gtk_spin_button_spin (colt, GTK_SPIN_STEP_FORWARD, 1);
  g_assert_cmpint (sg_game_setup_get_count (setup, SG_LAW, SG_CARD_COLT), ==,
                   sg_deck_builder_get_shown_count (law, SG_CARD_COLT));
  g_assert_cmpstr (sg_deck_builder_get_total_text (law), ==, "41 cards · rulebook: 40");
  /* The spin button's own range stops at 0. */
  gtk_spin_button_set_value (colt, -3);
  g_assert_cmpint (sg_game_setup_get_count (setup, SG_LAW, SG_CARD_COLT), ==, 0);

  /* Selecting a card shows its details. */
  sg_deck_builder_select (law, SG_CARD_GATLING);
  g_assert_cmpint (sg_deck_builder_get_selected (law), ==, SG_CARD_GATLING);

  /* An empty deck: an error inline, and Use Setup is off. */
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    gtk_spin_button_set_value (sg_deck_builder_get_spin (law, (SgCardType) t), 0);
  g_assert_cmpstr (sg_deck_builder_get_total_text (law), ==, "0 cards · rulebook: 40");
  g_assert_nonnull (strstr (sg_deck_builder_get_problems_text (law), "empty"));
  g_assert_false (gtk_widget_get_sensitive (use));
  g_assert_false (sg_setup_editor_use (editor));

  /* A small deck without dodge cards: warnings, but usable. */
  gtk_spin_button_set_value (sg_deck_builder_get_spin (law, SG_CARD_COLT), 6);
  g_assert_true (gtk_widget_get_sensitive (use));
  g_assert_nonnull (strstr (sg_deck_builder_get_problems_text (law), "only 6 cards"));
  g_assert_nonnull (strstr (sg_deck_builder_get_problems_text (law), "no dodge card"));

  /* Reset to Rulebook. */
  click (find (GTK_WIDGET (law), is_button_labelled, "_Reset to Rulebook"));
  g_assert_cmpstr (sg_deck_builder_get_total_text (law), ==, "40 cards");
  g_assert_cmpstr (sg_deck_builder_get_problems_text (law), ==, "");
  g_assert_true (sg_game_setup_is_rulebook (setup));
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

/* --- the characters page ----------------------------------------------------- */

static void
set_flag (gboolean *flag)
{
  *flag = TRUE;
}

/* The subtitle of the row that holds a spin button. */
static const char *
row_subtitle (GtkSpinButton *spin)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (spin), ADW_TYPE_ACTION_ROW);

  g_assert_nonnull (row);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static void
test_full_reserve (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  SgGameSetup *setup = sg_setup_editor_get_setup (editor);
  GtkWidget *use = find (GTK_WIDGET (editor), is_button_labelled, "_Use Setup");

  gtk_window_present (GTK_WINDOW (editor));
  /* The rulebook's 4 and more are the rules; fewer is named a house rule. */
  g_assert_cmpstr (row_subtitle (sg_setup_editor_get_characters_spin (editor)), ==, "");
  gtk_spin_button_set_value (sg_setup_editor_get_characters_spin (editor), 2);
  g_assert_nonnull (strstr (row_subtitle (sg_setup_editor_get_characters_spin (editor)), "house rule"));
  gtk_widget_activate (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_TOM_THORN)));
  gtk_widget_activate (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_SID_CURRY)));
  /* A full reserve takes no third pick. */
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_PEARL_HAT))));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_JANGO))));
  /* Its row says why, where the pointer is (the group's description may
   * be out of sight). */
  {
    GtkWidget *pearl = gtk_widget_get_ancestor (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_PEARL_HAT)),
                                                ADW_TYPE_ACTION_ROW);
    GtkWidget *tom = gtk_widget_get_ancestor (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_TOM_THORN)),
                                              ADW_TYPE_ACTION_ROW);

    g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (pearl), "The reserve is full"));
    g_assert_null (gtk_widget_get_tooltip_text (tom));
  }
  /* Fewer characters than picks: an error, Use Setup off. */
  gtk_spin_button_set_value (sg_setup_editor_get_characters_spin (editor), 1);
  g_assert_false (sg_game_setup_validate (setup, NULL));
  g_assert_false (gtk_widget_get_sensitive (use));
  /* Unticking one makes it right again. */
  gtk_widget_activate (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_SID_CURRY)));
  g_assert_true (gtk_widget_get_sensitive (use));
  g_assert_false (sg_game_setup_has_pick (setup, SG_OUTLAW, SG_CHAR_SID_CURRY));
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

static void
test_presets_page (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  SgGameSetup *setup = sg_setup_editor_get_setup (editor);
  SgPresets *presets = sg_setup_editor_get_presets (editor);
  g_autoptr (SgGameSetup) saved = NULL;

  gtk_window_present (GTK_WINDOW (editor));
  g_assert_true (sg_setup_editor_load_preset (editor, SG_PRESET_LONG_GAME));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (sg_setup_editor_get_characters_spin (editor)), ==, 8);
  g_assert_cmpint (sg_game_setup_get_characters (setup, SG_OUTLAW), ==, 8);
  /* Loading another preset gives the toast on screen the second's text:
   * queued behind it, the first stood under the second's setup. */
  {
    AdwToast *first = sg_setup_editor_get_shown_toast (editor);
    gboolean dismissed = FALSE;

    g_assert_nonnull (first);
    g_signal_connect_swapped (first, "dismissed", G_CALLBACK (set_flag), &dismissed);
    g_assert_true (sg_setup_editor_load_preset (editor, SG_PRESET_RULEBOOK));
    g_assert_false (dismissed);
    g_assert_true (sg_setup_editor_get_shown_toast (editor) == first);
    g_assert_cmpstr (adw_toast_get_title (first), ==, "Loaded “Rulebook”");
    g_assert_cmpstr (sg_setup_editor_get_last_toast (editor), ==, "Loaded “Rulebook”");
    g_assert_true (sg_setup_editor_load_preset (editor, SG_PRESET_LONG_GAME));
    /* The toast outlives this block's flag. */
    g_signal_handlers_disconnect_by_data (first, &dismissed);
  }

  /* Saving through the name row (Enter: "entry-activated"); the list
   * shows it. */
  gtk_widget_activate (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_BART_MASTERSON)));
  {
    GtkWidget *row = find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (ADW_TYPE_ENTRY_ROW));

    /* Nothing typed, or only spaces: Enter saves nothing and says what a
     * name needs (found by a play-test: it said nothing); a name too long
     * is marked while typed and refused with a toast, not a dialog. */
    {
      g_auto (GStrv) before = sg_presets_list (sg_setup_editor_get_presets (editor));
      g_auto (GStrv) after = NULL;

      g_signal_emit_by_name (row, "entry-activated");
      g_assert_nonnull (strstr (sg_setup_editor_get_last_toast (editor), "1 to 80 characters"));
      gtk_editable_set_text (GTK_EDITABLE (row), "   ");
      g_signal_emit_by_name (row, "entry-activated");
      g_assert_nonnull (sg_setup_editor_get_shown_toast (editor));
      g_assert_nonnull (strstr (adw_toast_get_title (sg_setup_editor_get_shown_toast (editor)), "1 to 80 characters"));
      g_assert_nonnull (strstr (sg_setup_editor_get_last_toast (editor), "1 to 80 characters"));
      after = sg_presets_list (sg_setup_editor_get_presets (editor));
      g_assert_cmpuint (g_strv_length (after), ==, g_strv_length (before));
    }
    {
      g_autofree char *too_long = g_strnfill (81, 'x');
      gtk_editable_set_text (GTK_EDITABLE (row), too_long);
    }
    g_assert_true (gtk_widget_has_css_class (row, "error"));
    g_signal_emit_by_name (row, "entry-activated");
    g_assert_nonnull (sg_setup_editor_get_last_toast (editor));
    g_assert_nonnull (strstr (sg_setup_editor_get_last_toast (editor), "80 characters"));
    gtk_editable_set_text (GTK_EDITABLE (row), "Bart night");
    g_assert_false (gtk_widget_has_css_class (row, "error"));
    g_signal_emit_by_name (row, "entry-activated");
  }
  g_assert_true (sg_presets_contains (presets, "Bart night"));
  saved = sg_presets_get (presets, "Bart night");
  g_assert_true (sg_game_setup_equal (saved, setup));
  /* Each row's Load button has no mnemonic: Alt+L is the Lawmen's Deck
   * page's (it went from one Load button to the next). */
  {
    GtkWidget *load = find (GTK_WIDGET (editor), is_button_labelled, "Load");

    g_assert_nonnull (load);
    g_assert_false (gtk_button_get_use_underline (GTK_BUTTON (load)));
  }
  g_assert_true (sg_presets_delete (presets, "Bart night", NULL));
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

/* Reset to Rulebook replaces a whole deck at one click: its toast's Undo
 * puts the counts back (a play-tester lost a custom deck so). */
static void
test_deck_reset_undo (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  SgGameSetup *setup = sg_setup_editor_get_setup (editor);
  SgDeckBuilder *law;
  AdwToast *toast;

  gtk_window_present (GTK_WINDOW (editor));
  spin (50);
  law = SG_DECK_BUILDER (find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (SG_TYPE_DECK_BUILDER)));
  sg_game_setup_set_count (setup, SG_LAW, SG_CARD_COLT, 9);
  sg_game_setup_set_count (setup, SG_LAW, SG_CARD_BEER, 0);
  sg_game_setup_set_count (setup, SG_OUTLAW, SG_CARD_BEER, 5);
  click (find (GTK_WIDGET (law), is_button_labelled, "_Reset to Rulebook"));
  g_assert_cmpint (sg_game_setup_get_deck_size (setup, SG_LAW), ==, 40);
  toast = sg_setup_editor_get_shown_toast (editor);
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "The Lawmen’s deck is the rulebook’s again");
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Undo");
  /* Another change meanwhile stays: Undo is about the deck only. */
  sg_game_setup_set_count (setup, SG_OUTLAW, SG_CARD_BEER, 6);
  g_signal_emit_by_name (toast, "button-clicked");
  g_assert_cmpint (sg_game_setup_get_count (setup, SG_LAW, SG_CARD_COLT), ==, 9);
  g_assert_cmpint (sg_game_setup_get_count (setup, SG_LAW, SG_CARD_BEER), ==, 0);
  g_assert_cmpint (sg_deck_builder_get_shown_count (law, SG_CARD_COLT), ==, 9);
  g_assert_cmpint (sg_game_setup_get_count (setup, SG_OUTLAW, SG_CARD_BEER), ==, 6);
  /* A later toast has no Undo of its own. */
  g_assert_true (sg_setup_editor_load_preset (editor, SG_PRESET_RULEBOOK));
  g_assert_null (adw_toast_get_button_label (sg_setup_editor_get_shown_toast (editor)));
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

static gboolean
is_button_with_tooltip (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), data) == 0;
}

static gboolean
is_row_of_preset (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_ACTION_ROW (widget) && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "sg-preset"), data) == 0;
}

/* Rename is offered only for a new valid name (pressed with an empty one,
 * it showed an error and lost the entry); renaming and deleting say so in
 * a toast, as saving does, and the keyboard stays on the list; each row
 * says the computer's level it hands on. */
static void
test_rename_and_delete (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  g_autoptr (SgPresets) presets = g_object_ref (sg_setup_editor_get_presets (editor));
  GtkWidget *row = find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (ADW_TYPE_ENTRY_ROW));
  AdwMessageDialog *dialog;
  GtkWidget *entry, *preset_row;

  gtk_window_present (GTK_WINDOW (editor));
  sg_game_setup_set_bot_level (sg_setup_editor_get_setup (editor), SG_PLAYER_HARD);
  gtk_editable_set_text (GTK_EDITABLE (row), "Alpha");
  g_signal_emit_by_name (row, "entry-activated");
  preset_row = find (GTK_WIDGET (editor), is_row_of_preset, "Alpha");
  g_assert_nonnull (preset_row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (preset_row)), " · computer: hard"));

  click (find (GTK_WIDGET (editor), is_button_with_tooltip, "Rename “Alpha”"));
  spin (50);
  dialog = ADW_MESSAGE_DIALOG (toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  entry = adw_message_dialog_get_extra_child (dialog);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "rename")); /* its own name */
  gtk_editable_set_text (GTK_EDITABLE (entry), "  ");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "rename"));
  gtk_editable_set_text (GTK_EDITABLE (entry), "Beta");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "rename"));
  adw_message_dialog_response (dialog, "rename");
  gtk_window_destroy (GTK_WINDOW (dialog));
  spin (50);
  g_assert_true (sg_presets_contains (presets, "Beta"));
  g_assert_false (sg_presets_contains (presets, "Alpha"));
  g_assert_cmpstr (sg_setup_editor_get_last_toast (editor), ==, "Renamed “Alpha” to “Beta”");
  preset_row = find (GTK_WIDGET (editor), is_row_of_preset, "Beta");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (editor)) == preset_row);

  click (find (GTK_WIDGET (editor), is_button_with_tooltip, "Delete “Beta”"));
  spin (50);
  dialog = ADW_MESSAGE_DIALOG (toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Delete “Beta”?");
  adw_message_dialog_response (dialog, "delete");
  gtk_window_destroy (GTK_WINDOW (dialog));
  spin (50);
  g_assert_false (sg_presets_contains (presets, "Beta"));
  g_assert_cmpstr (sg_setup_editor_get_last_toast (editor), ==, "Deleted “Beta”");
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (editor));

    g_assert_true (focus == row || gtk_widget_is_ancestor (focus, row));
  }
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

/* Picking a character moves no row: the label that says it is picked has
 * its room before (shown at a pick, it made the ability's text wrap again
 * and the rows below moved under the pointer). */
static void
test_pick_keeps_rows_still (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  GtkWidget *bill = gtk_widget_get_ancestor (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_WILD_BILL)),
                                             ADW_TYPE_ACTION_ROW);
  int heights[3];

  gtk_window_present (GTK_WINDOW (editor));
  spin (100);
  heights[0] = gtk_widget_get_height (bill);
  g_assert_cmpint (heights[0], >, 0);
  gtk_widget_activate (GTK_WIDGET (sg_setup_editor_get_pick_button (editor, SG_CHAR_WILD_BILL)));
  spin (100);
  heights[1] = gtk_widget_get_height (bill);
  g_assert_nonnull (sg_test_label_with_text (bill, "In the reserve"));
  sg_game_setup_set_fixed_order (sg_setup_editor_get_setup (editor), SG_LAW, TRUE);
  spin (100);
  heights[2] = gtk_widget_get_height (bill);
  g_assert_nonnull (sg_test_label_with_text (bill, "Pick 1"));
  g_assert_cmpint (heights[1], ==, heights[0]);
  g_assert_cmpint (heights[2], ==, heights[0]);
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

/* In a wide window the deck page keeps its list and the card's details
 * together, as the other pages are clamped: at 1920 pixels a count stood
 * 1,200 pixels from its card's name. */
static void
test_deck_page_clamped (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  AdwViewStack *stack;
  GtkWidget *deck, *list;

  gtk_window_set_default_size (GTK_WINDOW (editor), 1900, 900);
  gtk_window_present (GTK_WINDOW (editor));
  stack = ADW_VIEW_STACK (find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (ADW_TYPE_VIEW_STACK)));
  adw_view_stack_set_visible_child_name (stack, "law-deck");
  spin (200);
  deck = adw_view_stack_get_child_by_name (stack, "law-deck");
  list = find (deck, is_type, GSIZE_TO_POINTER (GTK_TYPE_LIST_BOX));
  g_assert_nonnull (list);
  g_assert_cmpint (gtk_widget_get_width (deck), >, 1500);
  g_assert_cmpint (gtk_widget_get_width (list), <, 960);
  g_assert_cmpint (gtk_widget_get_width (list), >, 200);
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

/* A damaged tutorial progress file is told as the app's other files that
 * could not be read are (its dialog was titled "Tutorial Progress"). */
static void
test_tutorial_progress_unreadable (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "damaged-progress.ini", NULL);
  g_autofree char *bad = g_strconcat (path, ".bad", NULL);
  g_autoptr (SgTutorialProgress) progress = NULL;
  GtkWindow *dialog;

  g_assert_true (g_file_set_contents (path, "junk line\n[Tutorial]\n", -1, NULL));
  progress = sg_tutorial_progress_new (path);
  g_assert_true (sg_tutorial_tell_progress_problem (NULL, progress));
  spin (50);
  dialog = toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "The Tutorial Progress Could Not Be Read");
  gtk_window_destroy (dialog);
  spin (20);
  g_unlink (bad);
  g_unlink (path);
}

/* --- the deck page stays still ----------------------------------------------- */

static gboolean
is_label_with (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), data) != NULL;
}

/* The labels on screen (mapped: a view stack unmaps its hidden pages)
 * whose text holds text. */
static guint
count_shown_labels (GtkWidget *root, const char *text)
{
  guint n = is_label_with (root, text) && gtk_widget_get_mapped (root) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_shown_labels (child, text);
  return n;
}

static void
show_page (SgSetupEditor *editor, const char *name)
{
  AdwViewStack *stack = ADW_VIEW_STACK (find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (ADW_TYPE_VIEW_STACK)));

  g_assert_nonnull (stack);
  adw_view_stack_set_visible_child_name (stack, name);
  spin (50);
}

static SgDeckBuilder *
deck_page (SgSetupEditor *editor, SgSide side)
{
  GtkWidget *stack = find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (ADW_TYPE_VIEW_STACK));
  GtkWidget *page = adw_view_stack_get_child_by_name (ADW_VIEW_STACK (stack),
                                                      side == SG_LAW ? "law-deck" : "outlaw-deck");

  g_assert_true (SG_IS_DECK_BUILDER (page));
  return SG_DECK_BUILDER (page);
}

/* Brings a deck to size cards with its spin buttons, as a person would:
 * Reset to Rulebook, then fewer copies card by card (a Colt and a Missed!
 * kept, so that a small deck has the size warning only), or more Colts. */
static void
set_deck_size (SgSetupEditor *editor, SgDeckBuilder *deck, guint size)
{
  SgGameSetup *setup = sg_setup_editor_get_setup (editor);
  SgSide side = deck == deck_page (editor, SG_LAW) ? SG_LAW : SG_OUTLAW;
  guint total;

  click (find (GTK_WIDGET (deck), is_button_labelled, "_Reset to Rulebook"));
  total = sg_game_setup_get_deck_size (setup, side);
  for (int t = 0; t < SG_N_CARD_TYPES && total > size; t++)
    {
      int count = sg_game_setup_get_count (setup, side, (SgCardType) t);
      int keep = t == SG_CARD_MISSED || t == SG_CARD_COLT ? 1 : 0;
      int take = MIN (count - keep, (int) (total - size));

      if (take <= 0)
        continue;
      gtk_spin_button_set_value (sg_deck_builder_get_spin (deck, (SgCardType) t), count - take);
      total -= (guint) take;
    }
  if (total < size)
    gtk_spin_button_set_value (sg_deck_builder_get_spin (deck, SG_CARD_COLT),
                               sg_game_setup_get_count (setup, side, SG_CARD_COLT) + (int) (size - total));
  g_assert_cmpuint (sg_game_setup_get_deck_size (setup, side), ==, size);
  spin (100);
}

typedef struct {
  int window_width;
  int page_min, page_nat;
  graphene_point_t spin_at;  /* a spin button, in the window */
} DeckLayout;

static DeckLayout
deck_layout (SgSetupEditor *editor, SgDeckBuilder *deck)
{
  DeckLayout layout;

  layout.window_width = gtk_widget_get_width (GTK_WIDGET (editor));
  gtk_widget_measure (GTK_WIDGET (deck), GTK_ORIENTATION_HORIZONTAL, -1, &layout.page_min, &layout.page_nat,
                      NULL, NULL);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (sg_deck_builder_get_spin (deck, SG_CARD_WHISKY)),
                                           GTK_WIDGET (editor), &GRAPHENE_POINT_INIT (0, 0), &layout.spin_at));
  return layout;
}

static void
assert_same_layout (const DeckLayout *a, const DeckLayout *b, const char *when)
{
  if (a->window_width != b->window_width || a->page_min != b->page_min || a->page_nat != b->page_nat
      || !graphene_point_equal (&a->spin_at, &b->spin_at))
    g_error ("%s: window %d -> %d wide, page min %d -> %d, natural %d -> %d, spin at %g,%g -> %g,%g",
             when, a->window_width, b->window_width, a->page_min, b->page_min, a->page_nat, b->page_nat,
             a->spin_at.x, a->spin_at.y, b->spin_at.x, b->spin_at.y);
}

/* + and - never move the + and - buttons: the window keeps its width
 * (at its narrowest too: the size "11 cards · rulebook: 40" widened it
 * there by 93 pixels), the page asks for the same width, and the rows
 * stay where they are when a warning comes (it pushed them down) or
 * another card's details are shown.  Found by a play-test. */
static void
test_deck_page_stays_still (void)
{
  static const guint sizes[] = { 33, 11, 40, 11, 41, 19, 20, 40 };
  static const SgCardType shown[] = { SG_CARD_GATLING, SG_CARD_GUN_BELT, SG_CARD_RETURN_FIRE, SG_CARD_COLT };

  reset_current_setup ();
  for (int narrow = 0; narrow < 2; narrow++)
    {
      SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
      SgDeckBuilder *law = deck_page (editor, SG_LAW);
      DeckLayout first, now;

      /* The default size, then as narrow as the window goes. */
      if (narrow)
        gtk_window_set_default_size (GTK_WINDOW (editor), 360, 560);
      gtk_window_present (GTK_WINDOW (editor));
      show_page (editor, "law-deck");
      spin (100);
      first = deck_layout (editor, law);
      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          g_autofree char *when = g_strdup_printf ("%s window, %u cards (%s)", narrow ? "narrow" : "default",
                                                   sizes[i], sg_deck_builder_get_total_text (law));

          set_deck_size (editor, law, sizes[i]);
          now = deck_layout (editor, law);
          assert_same_layout (&first, &now, when);
        }
      /* At 11 cards (warning shown), other cards' details. */
      set_deck_size (editor, law, 11);
      for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
        {
          g_autofree char *when = g_strdup_printf ("%s window, %s shown", narrow ? "narrow" : "default",
                                                   sg_card_data (shown[i])->name);

          sg_deck_builder_select (law, shown[i]);
          spin (50);
          now = deck_layout (editor, law);
          assert_same_layout (&first, &now, when);
        }
      gtk_window_destroy (GTK_WINDOW (editor));
      spin (20);
    }
}

/* A deck's warning is said once: on its page, not again in the line at
 * the bottom, which says it on the other pages. */
static void
test_warning_shown_once (void)
{
  const char *warning = "The Lawmen’s deck has only 11 cards";
  SgSetupEditor *editor;
  SgDeckBuilder *law;
  GtkWidget *shown_on_page;

  reset_current_setup ();
  editor = sg_setup_editor_new (NULL, NULL);
  law = deck_page (editor, SG_LAW);
  gtk_window_present (GTK_WINDOW (editor));
  show_page (editor, "law-deck");
  set_deck_size (editor, law, 11);
  g_assert_nonnull (strstr (sg_deck_builder_get_problems_text (law), warning));
  g_assert_cmpuint (count_shown_labels (GTK_WIDGET (editor), warning), ==, 1);
  shown_on_page = find (GTK_WIDGET (law), is_label_with, warning);
  g_assert_nonnull (shown_on_page);
  g_assert_true (gtk_widget_get_mapped (shown_on_page));
  /* The bottom line sums the setup up instead. */
  g_assert_cmpuint (count_shown_labels (GTK_WIDGET (editor), "decks of 11\u00a0and 40\u00a0cards"), ==, 1);

  /* Elsewhere the bottom line is where it is read. */
  show_page (editor, "characters");
  g_assert_cmpuint (count_shown_labels (GTK_WIDGET (editor), warning), ==, 1);
  show_page (editor, "outlaw-deck");
  g_assert_cmpuint (count_shown_labels (GTK_WIDGET (editor), warning), ==, 1);

  /* An error on the page: said there, and the bottom line says why Use
   * Setup is off without repeating it. */
  show_page (editor, "law-deck");
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    gtk_spin_button_set_value (sg_deck_builder_get_spin (law, (SgCardType) t), 0);
  spin (50);
  g_assert_cmpuint (count_shown_labels (GTK_WIDGET (editor), "The Lawmen’s deck is empty"), ==, 1);
  g_assert_cmpuint (count_shown_labels (GTK_WIDGET (editor), "cannot be played: see the error above"), ==, 1);
  show_page (editor, "presets");
  g_assert_cmpuint (count_shown_labels (GTK_WIDGET (editor), "cannot be played: The Lawmen’s deck is empty"), ==, 1);
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

/* The rule ID of the card's line ("Rule C-PEACEMAKER.") never breaks at
 * its hyphens: shown with non-breaking ones, and the label's layout allows
 * no line break inside it, for every card. */
static void
test_rule_id_whole (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  SgDeckBuilder *law = deck_page (editor, SG_LAW);

  gtk_window_present (GTK_WINDOW (editor));
  show_page (editor, "law-deck");
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      const char *id = sg_card_data ((SgCardType) t)->rule;  /* C-..., plain */
      g_auto (GStrv) parts = g_strsplit (id, "-", -1);
      g_autofree char *whole = g_strjoinv ("\u2011", parts);
      GtkWidget *label;
      const char *text, *at;
      const PangoLogAttr *attrs;
      int n_attrs;
      glong from, to;

      sg_deck_builder_select (law, (SgCardType) t);
      label = find (GTK_WIDGET (law), is_label_with, "The rulebook puts");
      g_assert_nonnull (label);
      text = gtk_label_get_text (GTK_LABEL (label));
      g_assert_null (strstr (text, id));
      at = strstr (text, whole);
      if (at == NULL)
        g_error ("%s: “%s” is not in “%s”", id, whole, text);
      attrs = pango_layout_get_log_attrs_readonly (gtk_label_get_layout (GTK_LABEL (label)), &n_attrs);
      from = g_utf8_pointer_to_offset (text, at);
      to = from + g_utf8_strlen (whole, -1);
      for (glong i = from + 1; i < to && i < n_attrs; i++)
        if (attrs[i].is_line_break)
          g_error ("%s: the line may break inside the ID, at its character %ld, in “%s”", id, i - from, text);
    }
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

/* A visible Save button beside the name: off until the name is one a
 * preset can have, then it saves as Enter does and the name is cleared. */
static void
test_save_button (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  SgPresets *presets = sg_setup_editor_get_presets (editor);
  GtkWidget *row = find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (ADW_TYPE_ENTRY_ROW));
  GtkWidget *save = find (row, is_button_labelled, "_Save");
  g_autofree char *too_long = g_strnfill (81, 'x');
  g_autoptr (SgGameSetup) saved = NULL;

  gtk_window_present (GTK_WINDOW (editor));
  show_page (editor, "presets");
  g_assert_nonnull (save);
  g_assert_true (gtk_widget_get_mapped (save));
  g_assert_false (gtk_widget_get_sensitive (save));
  gtk_editable_set_text (GTK_EDITABLE (row), "   ");
  g_assert_false (gtk_widget_get_sensitive (save));
  gtk_editable_set_text (GTK_EDITABLE (row), too_long);
  g_assert_false (gtk_widget_get_sensitive (save));
  gtk_editable_set_text (GTK_EDITABLE (row), "Button night");
  g_assert_true (gtk_widget_get_sensitive (save));

  gtk_spin_button_set_value (sg_setup_editor_get_characters_spin (editor), 6);
  click (save);
  g_assert_true (sg_presets_contains (presets, "Button night"));
  saved = sg_presets_get (presets, "Button night");
  g_assert_true (sg_game_setup_equal (saved, sg_setup_editor_get_setup (editor)));
  g_assert_cmpstr (sg_setup_editor_get_last_toast (editor), ==, "Saved “Button night”");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "");
  g_assert_false (gtk_widget_get_sensitive (save));

  /* Enter does the same. */
  gtk_editable_set_text (GTK_EDITABLE (row), "Enter night");
  g_signal_emit_by_name (row, "entry-activated");
  g_assert_true (sg_presets_contains (presets, "Enter night"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "");
  g_assert_true (sg_presets_delete (presets, "Button night", NULL));
  g_assert_true (sg_presets_delete (presets, "Enter night", NULL));
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

/* --- a preset's computer level ------------------------------------------------ */

static gboolean
is_combo_titled (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_COMBO_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

/* New Game, Edit…: the editor over the dialog. */
static SgSetupEditor *
edit_from_dialog (GtkWindow *dialog)
{
  GtkWidget *row = find (GTK_WIDGET (dialog), is_type, GSIZE_TO_POINTER (SG_TYPE_SETUP_ROW));

  click (find (row, is_button_labelled, "_Edit…"));
  spin (50);
  g_assert_nonnull (toplevel_of_type (SG_TYPE_SETUP_EDITOR));
  return SG_SETUP_EDITOR (toplevel_of_type (SG_TYPE_SETUP_EDITOR));
}

static gboolean
is_visible_popover (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_POPOVER (widget) && gtk_widget_get_visible (widget);
}

/* Return given to the dialog's key controllers (as GTK would deliver it,
 * capture phase first); whether one of them took it. */
static gboolean
press_return (GtkWidget *dialog)
{
  GListModel *controllers = gtk_widget_observe_controllers (dialog);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        g_signal_emit_by_name (c, "key-pressed", GDK_KEY_Return, 0, 0, &handled);
    }
  g_object_unref (controllers);
  return handled;
}

/* The preset files that cannot be read are listed one row each: joined
 * in one label, a wrapped reason ran into the next file's (a play-test). */
static void
test_problems_one_row_each (void)
{
  g_autoptr (SgPresets) presets = sg_presets_new (NULL);
  g_autofree char *first = g_build_filename (sg_presets_get_dir (presets), "aaa-broken.preset", NULL);
  g_autofree char *second = g_build_filename (sg_presets_get_dir (presets), "bbb-broken.preset", NULL);
  SgSetupEditor *editor;
  GtkWidget *a, *b;

  g_assert_cmpint (g_mkdir_with_parents (sg_presets_get_dir (presets), 0700), ==, 0);
  g_assert_true (g_file_set_contents (first, "not a key file\n", -1, NULL));
  g_assert_true (g_file_set_contents (second, "[Sixgun Preset]\nversion=1\nname=Broken\n", -1, NULL));
  editor = sg_setup_editor_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (editor));
  spin (50);
  a = find (GTK_WIDGET (editor), is_label_with, "aaa-broken.preset");
  b = find (GTK_WIDGET (editor), is_label_with, "bbb-broken.preset");
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_true (a != b);
  g_assert_true (GTK_IS_LIST_BOX_ROW (gtk_widget_get_parent (a)));
  g_assert_true (gtk_widget_get_parent (a) != gtk_widget_get_parent (b));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (a)), "bbb-broken"));
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (50);
  g_assert_cmpint (g_remove (first), ==, 0);
  g_assert_cmpint (g_remove (second), ==, 0);
}

/* A label's text fit to lay out: short, valid, without replacement or
 * control characters. */
static void
assert_label_readable (GtkWidget *label)
{
  const char *text = gtk_label_get_text (GTK_LABEL (label));

  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_cmpint (g_utf8_strlen (text, -1), <=, 300);
  g_assert_null (strstr (text, "\xef\xbf\xbd"));
  for (const char *p = text; *p != '\0'; p++)
    g_assert_false (g_ascii_iscntrl (*p) && *p != '\n');
}

/* A label with more text than any row or message of ours would hold
 * (the unreadable preset's whole 20 KB line, quoted by GLib). */
static gboolean
is_label_longer_than (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && strlen (gtk_label_get_text (GTK_LABEL (widget))) > GPOINTER_TO_SIZE (data);
}

/* A preset with one line of 20 KB, and one of binary bytes, in the
 * folder: the editor opens at once, their rows short and readable (found
 * by a play-test: GLib's reason quotes the whole line, and Pango took
 * minutes over a label of 20 KB, so the editor never appeared; binary
 * bytes showed as a row of boxes).  The files stay as they were. */
static void
test_unreadable_presets_short (void)
{
  g_autoptr (SgPresets) presets = sg_presets_new (NULL);
  g_autofree char *big_path = g_build_filename (sg_presets_get_dir (presets), "k20.preset", NULL);
  g_autofree char *binary_path = g_build_filename (sg_presets_get_dir (presets), "binary.preset", NULL);
  static const char binary[] = "\xe1\x32\x8f\x45\xff\xfe\x01\x02\x03 \x90\x91\x92\n\x93=\x94\n";
  GString *big = g_string_new ("[Sixgun Preset]\nversion=1\nname=Big\n");
  g_autofree char *big_after = NULL;
  g_autofree char *binary_after = NULL;
  gsize binary_length = 0;
  SgSetupEditor *editor;
  GtkWidget *a, *b;

  for (int i = 0; i < 20480; i++)
    g_string_append_c (big, 'x');
  g_assert_cmpint (g_mkdir_with_parents (sg_presets_get_dir (presets), 0700), ==, 0);
  g_assert_true (g_file_set_contents (big_path, big->str, (gssize) big->len, NULL));
  g_assert_true (g_file_set_contents (binary_path, binary, sizeof binary - 1, NULL));
  editor = sg_setup_editor_new (NULL, NULL);
  a = find (GTK_WIDGET (editor), is_label_with, "k20.preset");
  b = find (GTK_WIDGET (editor), is_label_with, "binary.preset");
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  assert_label_readable (a);
  assert_label_readable (b);
  gtk_window_present (GTK_WINDOW (editor));
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (find (GTK_WIDGET (editor), is_type,
                                                               GSIZE_TO_POINTER (ADW_TYPE_VIEW_STACK))),
                                         "presets");
  spin (100);
  g_assert_true (gtk_widget_get_mapped (a));
  /* No label anywhere holds the long line: that is what took minutes. */
  g_assert_null (find (GTK_WIDGET (editor), is_label_longer_than, GSIZE_TO_POINTER (1000)));
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (50);
  g_assert_true (g_file_get_contents (big_path, &big_after, NULL, NULL));
  g_assert_cmpstr (big_after, ==, big->str);
  g_assert_true (g_file_get_contents (binary_path, &binary_after, &binary_length, NULL));
  g_assert_cmpmem (binary_after, binary_length, binary, sizeof binary - 1);
  g_assert_cmpint (g_remove (big_path), ==, 0);
  g_assert_cmpint (g_remove (binary_path), ==, 0);
  g_string_free (big, TRUE);
}

/* In New Game, the keyboard starts on Start; Return on a focused row opens
 * it (the opponent's list, the setup editor) instead of starting the game,
 * as a keyboard play-tester found; elsewhere it still starts the game. */
/* The popped-up list of a combo row has the keyboard on the row's choice. */
static void
assert_list_on_selected (GtkWidget *window, GtkWidget *row)
{
  GtkWidget *list = find (find (row, is_visible_popover, NULL), is_type, GSIZE_TO_POINTER (GTK_TYPE_LIST_VIEW));
  GtkWidget *item = gtk_widget_get_first_child (list);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  for (guint i = 0; i < adw_combo_row_get_selected (ADW_COMBO_ROW (row)); i++)
    item = gtk_widget_get_next_sibling (item);
  g_assert_nonnull (item);
  g_assert_true (focus == item || gtk_widget_is_ancestor (focus, item));
}

/* Activates the combo row titled title in window, its choice at index
 * (not the first), and checks that its list opens there. */
static void
combo_opens_on (GtkWidget *window, const char *title, guint index)
{
  GtkWidget *row = find (window, is_combo_titled, title);

  g_assert_nonnull (row);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), index);
  g_assert_true (gtk_widget_grab_focus (row));
  gtk_widget_activate (row);
  spin (50);
  assert_list_on_selected (window, row);
  gtk_popover_popdown (GTK_POPOVER (find (row, is_visible_popover, NULL)));
  spin (20);
}

/* The other combo rows do the same as New Game's: the setup editor's
 * order and first active character, the preferences' level and speed
 * (their lists opened on the first item). */
static void
test_combo_rows_open_on_selected (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.sixgun.Sixgun");
  SgSetupEditor *editor;
  GtkWindow *prefs;

  reset_current_setup ();
  editor = sg_setup_editor_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (editor));
  spin (50);
  combo_opens_on (GTK_WIDGET (editor), "_Order of the Reserve", 1);
  combo_opens_on (GTK_WIDGET (editor), "_First Active Character", 1);
  gtk_window_destroy (GTK_WINDOW (editor));

  prefs = sg_preferences_window_new (NULL);
  gtk_window_present (prefs);
  spin (50);
  combo_opens_on (GTK_WIDGET (prefs), "_Level", 2);
  combo_opens_on (GTK_WIDGET (prefs), "_Move Speed", 1);
  gtk_window_destroy (prefs);
  spin (20);
  g_settings_reset (settings, "bot-level");
  g_settings_reset (settings, "animation-speed");
}

static void
test_return_on_row (void)
{
  SgWindow *window;
  GtkWidget *dialog, *opponent, *setup;

  reset_current_setup ();
  window = new_window ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  spin (50);
  dialog = GTK_WIDGET (toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  /* The keyboard starts on Start (it fell on Cancel). */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == find (dialog, is_button_labelled, "_Start"));
  opponent = find (dialog, is_combo_titled, "_Opponent");
  g_assert_true (gtk_widget_grab_focus (opponent));
  g_assert_true (press_return (dialog));
  spin (50);
  g_assert_nonnull (find (opponent, is_visible_popover, NULL));
  g_assert_true (toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG) == GTK_WINDOW (dialog));
  /* The list opens on the choice the row shows, not on its first item. */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (opponent)), >, 0); /* Medium */
  assert_list_on_selected (dialog, opponent);
  gtk_popover_popdown (GTK_POPOVER (find (opponent, is_visible_popover, NULL)));
  spin (50);

  setup = find (dialog, is_type, GSIZE_TO_POINTER (SG_TYPE_SETUP_ROW));
  g_assert_true (gtk_widget_grab_focus (setup));
  g_assert_true (press_return (dialog));
  spin (400); /* the Edit… button clicks after its pressed look */
  g_assert_nonnull (toplevel_of_type (SG_TYPE_SETUP_EDITOR));
  gtk_window_close (toplevel_of_type (SG_TYPE_SETUP_EDITOR));
  spin (50);

  /* On the Start button, the dialog leaves Return to its default widget. */
  g_assert_true (gtk_widget_grab_focus (find (dialog, is_button_labelled, "_Start")));
  g_assert_false (press_return (dialog));
  gtk_window_close (GTK_WINDOW (dialog));
  close_window (window);
}

/* Each item of the main menu shows its shortcut: the accelerator is set on
 * the item's own action, not on a twin under another prefix (Ctrl+N was
 * on app.new-game while the menu's New Game is win.new-game, so the menu
 * showed none). */
static void
test_menu_shows_shortcuts (void)
{
  static const char *const prefixes[] = { "app.", "win." };
  g_autoptr (SgApplication) app = sg_application_new ();
  SgWindow *window;
  GtkMenuButton *button;
  GMenuModel *model;
  guint with_accel = 0;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = new_window ();
  /* The menu is built in an idle after the first frame, or when it first
   * pops up: popping it up does not depend on how soon a busy machine
   * draws that frame (waiting 200 ms failed once in CI). */
  button = GTK_MENU_BUTTON (find (GTK_WIDGET (window), is_type, GSIZE_TO_POINTER (GTK_TYPE_MENU_BUTTON)));
  gtk_menu_button_popup (button);
  model = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (model);
  gtk_menu_button_popdown (button);
  for (int s = 0; s < g_menu_model_get_n_items (model); s++)
    {
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (model, s, G_MENU_LINK_SECTION);

      for (int i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
        {
          g_autofree char *action = NULL;
          g_auto (GStrv) own = NULL;

          g_assert_true (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action));
          own = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);
          with_accel += own[0] != NULL;
          for (guint p = 0; p < G_N_ELEMENTS (prefixes); p++)
            {
              g_autofree char *twin = g_strconcat (prefixes[p], strchr (action, '.') + 1, NULL);
              g_auto (GStrv) twins = gtk_application_get_accels_for_action (GTK_APPLICATION (app), twin);

              if (strcmp (twin, action) != 0 && twins[0] != NULL)
                g_error ("the menu's %s shows no shortcut: %s is on %s", action, twins[0], twin);
            }
        }
    }
  g_assert_cmpuint (with_accel, >=, 3); /* New Game, Preferences, Keyboard Shortcuts at least */
  close_window (window);
}

static gboolean
is_undo_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)),
                                              "app.undo-move") == 0;
}

/* Undo has a button in the header bar, for a player who uses the mouse
 * (in the menu only, a play-tester never found it); it takes the move
 * back as the menu's item does. */
static void
test_undo_in_header (void)
{
  g_autoptr (SgApplication) app = sg_application_new ();
  SgWindow *window;
  GtkWidget *undo, *header;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = new_window ();
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (app));
  header = find (GTK_WIDGET (window), is_type, GSIZE_TO_POINTER (ADW_TYPE_HEADER_BAR));
  undo = find (header, is_undo_button, NULL);
  g_assert_nonnull (undo);
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (undo), "Ctrl+Z"));
  g_assert_true (gtk_widget_get_sensitive (undo));
  close_window (window);
}

/* A preset keeps the computer's level, and loading it brings the level
 * to New Game (found by a play-test: the level stayed as it was); a
 * preset saved from New Game keeps the level chosen there; a game against
 * a friend stays one. */
static void
test_preset_level (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.sixgun.Sixgun");
  g_autoptr (SgPresets) presets = sg_presets_new (NULL);
  g_autoptr (SgGameSetup) hard = sg_game_setup_new ();
  g_autoptr (SgGameSetup) kept = NULL;
  SgWindow *window;
  SgNewGameDialog *dialog;
  SgSetupEditor *editor;
  GtkWidget *opponent;

  reset_current_setup ();
  g_settings_set_string (settings, "bot-level", "medium");
  g_settings_set_string (settings, "opponent", "medium");
  sg_game_setup_set_characters (hard, SG_LAW, 6);
  sg_game_setup_set_bot_level (hard, SG_PLAYER_HARD);
  g_assert_true (sg_presets_save (presets, "Hard six", hard, NULL));
  window = new_window ();

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  spin (50);
  dialog = SG_NEW_GAME_DIALOG (toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpint (sg_new_game_dialog_get_opponent (dialog), ==, SG_PLAYER_MEDIUM);
  opponent = find (GTK_WIDGET (dialog), is_combo_titled, "_Opponent");
  g_assert_nonnull (opponent);

  /* Loaded and used: New Game offers the Hard computer, and plays it. */
  editor = edit_from_dialog (GTK_WINDOW (dialog));
  g_assert_cmpint (sg_game_setup_get_bot_level (sg_setup_editor_get_setup (editor)), ==, SG_PLAYER_MEDIUM);
  g_assert_true (sg_setup_editor_load_preset (editor, "Hard six"));
  g_assert_cmpstr (sg_setup_editor_get_last_toast (editor), ==, "Loaded “Hard six” (computer: hard)");
  click (find (GTK_WIDGET (editor), is_button_labelled, "_Use Setup"));
  spin (50);
  g_assert_cmpint (sg_new_game_dialog_get_opponent (dialog), ==, SG_PLAYER_HARD);
  click (find (GTK_WIDGET (dialog), is_button_labelled, "_Start"));
  spin (50);
  {
    SgGameModel *model = sg_window_get_model (window);
    SgSide computer = sg_game_model_get_player (model, SG_LAW) == SG_PLAYER_PERSON ? SG_OUTLAW : SG_LAW;

    g_assert_cmpint (sg_game_model_get_player (model, computer), ==, SG_PLAYER_HARD);
  }
  {
    g_autofree char *level = g_settings_get_string (settings, "bot-level");
    g_assert_cmpstr (level, ==, "hard");
  }

  /* The level chosen in New Game is the one a preset saved there keeps. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  spin (50);
  dialog = SG_NEW_GAME_DIALOG (toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG));
  opponent = find (GTK_WIDGET (dialog), is_combo_titled, "_Opponent");
  adw_combo_row_set_selected (ADW_COMBO_ROW (opponent), 0);  /* Computer, Easy */
  editor = edit_from_dialog (GTK_WINDOW (dialog));
  {
    GtkWidget *name = find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (ADW_TYPE_ENTRY_ROW));

    gtk_editable_set_text (GTK_EDITABLE (name), "Easy kept");
    click (find (name, is_button_labelled, "_Save"));
  }
  kept = sg_presets_get (sg_setup_editor_get_presets (editor), "Easy kept");
  g_assert_cmpint (sg_game_setup_get_bot_level (kept), ==, SG_PLAYER_EASY);
  click (find (GTK_WIDGET (editor), is_button_labelled, "_Cancel"));
  spin (50);

  /* Against a friend: the preset's level changes no opponent, and the
   * toast does not name it. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (opponent), 3);  /* A Friend */
  editor = edit_from_dialog (GTK_WINDOW (dialog));
  g_assert_true (sg_setup_editor_load_preset (editor, "Hard six"));
  g_assert_cmpstr (sg_setup_editor_get_last_toast (editor), ==, "Loaded “Hard six”");
  click (find (GTK_WIDGET (editor), is_button_labelled, "_Use Setup"));
  spin (50);
  g_assert_cmpint (sg_new_game_dialog_get_opponent (dialog), ==, SG_PLAYER_PERSON);
  click (find (GTK_WIDGET (dialog), is_button_labelled, "_Cancel"));
  spin (50);

  g_assert_true (sg_presets_delete (presets, "Hard six", NULL));
  sg_presets_reload (presets);
  g_assert_true (sg_presets_delete (presets, "Easy kept", NULL));
  g_settings_reset (settings, "bot-level");
  g_settings_reset (settings, "opponent");
  reset_current_setup ();
  close_window (window);
}

/* Against a friend, the side row changes nothing: it is greyed out and
 * says why, and comes back with a computer opponent. */
static void
test_side_row_against_friend (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.sixgun.Sixgun");
  SgWindow *window = new_window ();
  SgNewGameDialog *dialog;
  GtkWidget *opponent, *side;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  spin (50);
  dialog = SG_NEW_GAME_DIALOG (toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG));
  opponent = find (GTK_WIDGET (dialog), is_combo_titled, "_Opponent");
  side = find (GTK_WIDGET (dialog), is_combo_titled, "_Your Side");
  g_assert_nonnull (side);

  adw_combo_row_set_selected (ADW_COMBO_ROW (opponent), 1);  /* Computer, Medium */
  g_assert_true (gtk_widget_get_sensitive (side));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (side)), ==, "");
  adw_combo_row_set_selected (ADW_COMBO_ROW (opponent), 3);  /* A Friend */
  g_assert_false (gtk_widget_get_sensitive (side));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (side)), ==,
                   "Against a friend, each of you plays one side");
  adw_combo_row_set_selected (ADW_COMBO_ROW (opponent), 2);  /* Computer, Hard */
  g_assert_true (gtk_widget_get_sensitive (side));

  click (find (GTK_WIDGET (dialog), is_button_labelled, "_Cancel"));
  spin (50);
  g_settings_reset (settings, "opponent");
  close_window (window);
}

/* The level of the computer in the window's game. */
static SgPlayerKind
computer_level (SgWindow *window)
{
  SgGameModel *model = sg_window_get_model (window);
  SgSide computer = sg_game_model_get_player (model, SG_LAW) == SG_PLAYER_PERSON ? SG_OUTLAW : SG_LAW;

  return sg_game_model_get_player (model, computer);
}

/* The editor opened by the hidden saves.edit-setup action, with no New
 * Game dialog behind it, loads a preset and uses it (Use Setup). */
static void
use_preset_without_new_game (SgWindow *window, const char *name, SgPlayerKind starts_with)
{
  SgSetupEditor *editor;

  gtk_widget_activate_action (GTK_WIDGET (window), "saves.edit-setup", NULL);
  spin (50);
  editor = SG_SETUP_EDITOR (toplevel_of_type (SG_TYPE_SETUP_EDITOR));
  g_assert_nonnull (editor);
  g_assert_cmpint (sg_game_setup_get_bot_level (sg_setup_editor_get_setup (editor)), ==, starts_with);
  g_assert_true (sg_setup_editor_load_preset (editor, name));
  click (find (GTK_WIDGET (editor), is_button_labelled, "_Use Setup"));
  spin (50);
}

/* The editor opened by saves.edit-setup hands a preset's level on to New
 * Game as the editor opened from New Game does: the next New Game offers
 * it (unless the opponent is a friend) and Start plays it and writes it to
 * the preferences; the game in progress and the preferences keep their
 * level until then; a later change of the preferences wins.  It lost the
 * level: New Game offered the preferences' one. */
static void
test_preset_level_without_new_game (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.sixgun.Sixgun");
  g_autoptr (SgPresets) presets = sg_presets_new (NULL);
  g_autoptr (SgGameSetup) hard = sg_game_setup_new ();
  SgWindow *window;
  SgNewGameDialog *dialog;
  SgPlayerKind playing;

  reset_current_setup ();
  g_settings_set_string (settings, "bot-level", "medium");
  g_settings_set_string (settings, "opponent", "medium");
  sg_game_setup_set_characters (hard, SG_LAW, 6);
  sg_game_setup_set_bot_level (hard, SG_PLAYER_HARD);
  g_assert_true (sg_presets_save (presets, "Hard six", hard, NULL));
  window = new_window ();
  playing = computer_level (window);

  use_preset_without_new_game (window, "Hard six", SG_PLAYER_MEDIUM);
  {
    g_autofree char *level = g_settings_get_string (settings, "bot-level");
    g_assert_cmpstr (level, ==, "medium");
  }
  g_assert_cmpint (computer_level (window), ==, playing);
  /* The editor opened again starts with the level New Game would use. */
  gtk_widget_activate_action (GTK_WIDGET (window), "saves.edit-setup", NULL);
  spin (50);
  {
    SgSetupEditor *editor = SG_SETUP_EDITOR (toplevel_of_type (SG_TYPE_SETUP_EDITOR));

    g_assert_cmpint (sg_game_setup_get_bot_level (sg_setup_editor_get_setup (editor)), ==, SG_PLAYER_HARD);
    click (find (GTK_WIDGET (editor), is_button_labelled, "_Cancel"));
    spin (50);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  spin (50);
  dialog = SG_NEW_GAME_DIALOG (toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpint (sg_new_game_dialog_get_opponent (dialog), ==, SG_PLAYER_HARD);
  click (find (GTK_WIDGET (dialog), is_button_labelled, "_Start"));
  spin (50);
  g_assert_cmpint (computer_level (window), ==, SG_PLAYER_HARD);
  {
    g_autofree char *level = g_settings_get_string (settings, "bot-level");
    g_assert_cmpstr (level, ==, "hard");
  }

  /* Against a friend: the preset's level changes no opponent. */
  g_settings_set_string (settings, "bot-level", "easy");
  g_settings_set_string (settings, "opponent", "friend");
  use_preset_without_new_game (window, "Hard six", SG_PLAYER_EASY);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  spin (50);
  dialog = SG_NEW_GAME_DIALOG (toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpint (sg_new_game_dialog_get_opponent (dialog), ==, SG_PLAYER_PERSON);
  click (find (GTK_WIDGET (dialog), is_button_labelled, "_Cancel"));
  spin (50);

  /* A level chosen in the preferences afterwards wins. */
  g_settings_set_string (settings, "opponent", "easy");
  use_preset_without_new_game (window, "Hard six", SG_PLAYER_EASY);
  g_settings_set_string (settings, "bot-level", "medium");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  spin (50);
  dialog = SG_NEW_GAME_DIALOG (toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpint (sg_new_game_dialog_get_opponent (dialog), ==, SG_PLAYER_MEDIUM);
  click (find (GTK_WIDGET (dialog), is_button_labelled, "_Cancel"));
  spin (50);

  g_assert_true (sg_presets_delete (presets, "Hard six", NULL));
  g_settings_reset (settings, "bot-level");
  g_settings_reset (settings, "opponent");
  reset_current_setup ();
  close_window (window);
}

/* --- the first active character at random ----------------------------------- */

static void
test_random_first_ac (void)
{
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  SgWindow *window;
  SgGameModel *model;
  const SgSave *save;
  gboolean timed_out = FALSE;
  guint id;

  sg_game_setup_set_first_ac (setup, SG_FIRST_AC_RANDOM);
  sg_current_setup_store (setup);
  window = new_window ();
  model = sg_window_get_model (window);
  sg_game_model_set_bot_delay (model, 0);
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  sg_game_model_set_bot_delay (model, 0);
  /* Nobody is asked: both persons' first choices are made by chance. */
  id = g_timeout_add_seconds (20, flag_cb, &timed_out);
  while (sg_game_model_get_phase (model) == SG_PHASE_SETUP && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
  save = sg_game_model_get_save (model);
  g_assert_cmpuint (sg_save_get_n_actions (save), >=, 2);
  g_assert_true (g_str_has_prefix (sg_save_get_action (save, 0), "law choose"));
  g_assert_true (g_str_has_prefix (sg_save_get_action (save, 1), "outlaw choose"));
  reset_current_setup ();
  close_window (window);
}

/* --- autosave and resume ------------------------------------------------------ */

static void
play_some (SgGameModel *model, guint n)
{
  g_autoptr (GRand) rng = g_rand_new_with_seed (5);

  for (guint k = 0; k < n && sg_game_model_person_decides (model); k++)
    {
      guint n_options;
      const SgAction *options = sg_game_model_get_options (model, &n_options);
      SgAction a = options[g_rand_int_range (rng, 0, (gint32) n_options)];

      g_assert_true (sg_game_model_apply (model, &a, NULL));
    }
  /* A lone answer waiting behind a hand-over is not in a save (a replay
   * takes it): answered, the game is the one the save replays to. */
  while (sg_game_model_person_decides (model) && sg_game_lone_asked (sg_game_model_get_game (model)))
    {
      SgAction a = sg_game_model_get_options (model, NULL)[0];

      g_assert_true (sg_game_model_apply (model, &a, NULL));
    }
}

static void
test_autosave_resume (void)
{
  g_autoptr (GFile) file = sg_window_saves_autosave_file ();
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *bad = g_strconcat (path, ".bad", NULL);
  g_autofree char *kept = NULL;
  SgWindow *window = new_window ();
  SgGameModel *model = sg_window_get_model (window);
  guint64 fingerprint;
  guint turn;

  /* XDG_DATA_HOME is a temporary directory (main). */
  g_assert_true (g_str_has_prefix (path, g_getenv ("XDG_DATA_HOME")));
  g_file_delete (file, NULL, NULL);
  sg_window_saves_set_persist (window, TRUE);
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  play_some (model, 40);
  g_assert_cmpuint (sg_game_model_get_turn_number (model), >, 1);
  /* Saved after every turn already. */
  g_assert_true (g_file_query_exists (file, NULL));
  play_some (model, 3);
  fingerprint = sg_save_fingerprint (sg_game_model_get_game (model));
  turn = sg_game_model_get_turn_number (model);
  /* Closing saves where the game is. */
  gtk_window_close (GTK_WINDOW (window));
  spin (50);
  g_assert_true (g_file_query_exists (file, NULL));

  /* A temporary file an autosave killed long ago left is removed; a copy
   * the player made next to it is not. */
  {
    g_autofree char *leftover = g_strconcat (path, ".part-Old123", NULL);
    g_autofree char *copy = g_strconcat (path, ".backup", NULL);
    struct utimbuf long_ago = { 1000000000, 1000000000 };

    g_assert_true (g_file_set_contents (leftover, "[Sixgun Save]\n", -1, NULL));
    g_assert_true (g_file_set_contents (copy, "[Sixgun Save]\n", -1, NULL));
    g_assert_cmpint (g_utime (leftover, &long_ago), ==, 0);
    g_assert_cmpint (g_utime (copy, &long_ago), ==, 0);
    window = new_window ();
    model = sg_window_get_model (window);
    sg_window_saves_set_persist (window, TRUE);
    g_assert_true (sg_window_saves_resume (window));
    g_assert_false (g_file_test (leftover, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (copy, G_FILE_TEST_EXISTS));
    g_unlink (copy);
  }
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);
  g_assert_true (sg_game_model_is_hot_seat (model));
  {
    g_autofree char *said = g_strdup_printf ("turn %u", turn);
    g_assert_nonnull (strstr (sg_window_saves_get_last_message (window), said));
  }
  spin (50);
  close_window (window);

  /* A corrupt autosave: kept aside as .bad, the player told why, and a
   * new game is not refused. */
  g_assert_true (g_file_set_contents (path, "[Sixgun Save]\nversion=1\nseed=zz\n", -1, NULL));
  g_unlink (bad);
  window = new_window ();
  sg_window_saves_set_persist (window, TRUE);
  g_assert_false (sg_window_saves_resume (window));
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_true (g_file_get_contents (bad, &kept, NULL, NULL));
  g_assert_nonnull (strstr (kept, "seed=zz"));
  g_assert_nonnull (strstr (sg_window_saves_get_last_message (window), bad));
  /* In plain words first, the reader's message (the key) as the details. */
  g_assert_nonnull (strstr (sg_window_saves_get_last_message (window), "is not a Sixgun game, or it is damaged"));
  g_assert_nonnull (strstr (sg_window_saves_get_last_message (window), "Details: "));
  g_assert_nonnull (strstr (sg_window_saves_get_last_message (window), "seed"));
  spin (100);
  close_window (window);
  g_unlink (bad);
}

/* The fingerprint of the game in the autosave; 0 without one. */
static guint64
autosaved_fingerprint (GFile *file)
{
  SgGame game;
  SgSave *save = sg_save_read_file (file, &game, NULL, NULL);
  guint64 fingerprint = save != NULL ? sg_save_fingerprint (&game) : 0;

  g_clear_pointer (&save, sg_save_free);
  return fingerprint;
}

/* The moves of a turn reach the autosave a moment after they are made, not
 * only when the turn ends: a crash loses a moment of play, not a turn. */
static void
test_autosave_within_turn (void)
{
  g_autoptr (GFile) file = sg_window_saves_autosave_file ();
  SgWindow *window = new_window ();
  SgGameModel *model = sg_window_get_model (window);
  guint turn, n_options, waited = 0;
  const SgAction *options;
  guint64 now;

  g_file_delete (file, NULL, NULL);
  sg_window_saves_set_persist (window, TRUE);
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  play_some (model, 40);
  turn = sg_game_model_get_turn_number (model);
  g_assert_cmpuint (turn, >, 1);
  /* One move more that keeps the turn going (tried on a copy first: a
   * discard or a shot may end the turn or the game). */
  for (gboolean moved = FALSE; !moved;)
    {
      guint64 before = sg_save_fingerprint (sg_game_model_get_game (model));

      turn = sg_game_model_get_turn_number (model);
      options = sg_game_model_get_options (model, &n_options);
      for (guint i = 0; i < n_options && !moved; i++)
        {
          SgGame copy = *sg_game_model_get_game (model);
          SgAction a = options[i];

          sg_game_set_observer (&copy, NULL, NULL);
          sg_game_apply (&copy, &a);
          if (copy.turn_number == turn && !sg_game_over (&copy) && !sg_game_lone_asked (&copy))
            {
              g_assert_true (sg_game_model_apply (model, &a, NULL));
              moved = TRUE;
            }
        }
      if (!moved) /* only moves that end the turn: take one, try the next turn */
        {
          play_some (model, 1);
          g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), !=, before);
          spin (1600); /* the new turn's save, then the test's own */
        }
    }
  g_assert_cmpuint (sg_game_model_get_turn_number (model), ==, turn);
  now = sg_save_fingerprint (sg_game_model_get_game (model));
  g_assert_cmpuint (autosaved_fingerprint (file), !=, now);
  while (autosaved_fingerprint (file) != now && waited < 10000)
    {
      spin (100);
      waited += 100;
    }
  g_assert_cmpuint (autosaved_fingerprint (file), ==, now);
  close_window (window);
}

/* An autosave that fails (here a folder stands where the autosave goes) is
 * told to the player, not only logged. */
static void
test_autosave_failure_told (void)
{
  g_autoptr (GFile) file = sg_window_saves_autosave_file ();
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *inside = g_build_filename (path, "mine", NULL);
  SgWindow *window;

  g_file_delete (file, NULL, NULL);
  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, "kept", -1, NULL));
  window = new_window ();
  sg_window_saves_set_persist (window, TRUE);
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  play_some (sg_window_get_model (window), 20);
  g_assert_nonnull (sg_window_saves_get_last_message (window));
  g_assert_nonnull (strstr (sg_window_saves_get_last_message (window), path));
  g_assert_true (g_file_test (inside, G_FILE_TEST_IS_REGULAR));
  spin (100);
  close_window (window);
  g_unlink (inside);
  g_rmdir (path);
}

/* A stored setup that cannot be used (edited by hand, say) is told when the
 * editor opens, which then shows the rulebook's; the setting is kept. */
static void
test_stored_setup_unusable (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.sixgun.Sixgun");
  const char *broken = "[Sixgun Setup]\ncharacters-law=99\n";
  SgSetupEditor *editor;
  g_autofree char *kept = NULL;

  g_settings_set_string (settings, "game-setup", broken);
  editor = sg_setup_editor_new (NULL, NULL);
  g_assert_nonnull (find (GTK_WIDGET (editor), is_label_with, "the rulebook setup is shown"));
  kept = g_settings_get_string (settings, "game-setup");
  g_assert_cmpstr (kept, ==, broken);
  gtk_window_destroy (GTK_WINDOW (editor));
  g_settings_reset (settings, "game-setup");
}

/* A stored setup with a line of 20 KB (a setting edited by hand): its
 * toast is short and valid text, as every reason that quotes a file. */
static void
test_stored_setup_unreadable_short (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.sixgun.Sixgun");
  g_autofree char *x = g_strnfill (20480, 'x');
  g_autofree char *broken = g_strconcat ("[Sixgun Setup]\n", x, "\n", NULL);
  g_autofree char *kept = NULL;
  SgSetupEditor *editor;
  GtkWidget *status;
  const char *text;

  g_settings_set_string (settings, "game-setup", broken);
  editor = sg_setup_editor_new (NULL, NULL);
  /* Said whole in the line at the bottom (a toast cut it short), until
   * the setup is changed. */
  status = find (GTK_WIDGET (editor), is_label_with, "Your stored setup could not be used");
  g_assert_nonnull (status);
  text = gtk_label_get_text (GTK_LABEL (status));
  g_assert_nonnull (strstr (text, "the rulebook setup is shown."));
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_cmpint (g_utf8_strlen (text, -1), <=, 400);
  gtk_spin_button_set_value (sg_setup_editor_get_characters_spin (editor), 5);
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (status)), "stored setup"));
  kept = g_settings_get_string (settings, "game-setup");
  g_assert_cmpstr (kept, ==, broken);
  gtk_window_destroy (GTK_WINDOW (editor));
  g_settings_reset (settings, "game-setup");
}

static void
test_save_open (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sixgun-open-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.sixgun", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  SgWindow *window = new_window ();
  SgGameModel *model = sg_window_get_model (window);
  guint64 fingerprint;

  sg_window_start_game (window, SG_OUTLAW, SG_PLAYER_PERSON);
  play_some (model, 25);
  fingerprint = sg_save_fingerprint (sg_game_model_get_game (model));
  g_assert_true (sg_window_saves_save_to (window, file, &error));
  g_assert_no_error (error);
  sg_window_start_game (window, SG_OUTLAW, SG_PLAYER_PERSON);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), !=, fingerprint);
  g_assert_true (sg_window_saves_open (window, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);

  /* A file that is not a save is refused and left alone. */
  g_assert_true (g_file_set_contents (path, "hello", -1, NULL));
  g_assert_false (sg_window_saves_open (window, file, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);
  g_assert_true (g_file_query_exists (file, NULL));
  close_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* --- statistics ------------------------------------------------------------- */

static void
test_statistics (void)
{
  g_autoptr (GFile) autosave = sg_window_saves_autosave_file ();
  SgWindow *window = new_window ();
  SgGameModel *model = sg_window_get_model (window);
  SgStatsWindow *stats_window;
  AdwMessageDialog *confirm;
  SgStats *stats;
  guint before;

  sg_window_saves_set_persist (window, TRUE);
  stats = sg_window_saves_get_stats (window);
  g_assert_nonnull (stats);
  before = sg_stats_get_games (stats);
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  play_some (model, 5000);
  g_assert_cmpuint (sg_game_model_get_winner (model), !=, SG_WINNER_NONE);
  /* Counted once, and the finished game is no longer offered to resume. */
  g_assert_cmpuint (sg_stats_get_games (stats), ==, before + 1);
  g_assert_cmpuint (sg_stats_get_hot_seat_games (stats), >=, 1);
  g_assert_cmpuint (sg_stats_get_longest (stats), >=, sg_game_model_get_turn_number (model));
  g_assert_false (g_file_query_exists (autosave, NULL));

  gtk_widget_activate_action (GTK_WIDGET (window), "saves.statistics", NULL);
  spin (50);
  stats_window = SG_STATS_WINDOW (toplevel_of_type (SG_TYPE_STATS_WINDOW));
  g_assert_nonnull (stats_window);
  {
    g_autofree char *games = g_strdup_printf ("%u", before + 1);
    g_assert_cmpstr (sg_stats_window_get_value (stats_window, "games"), ==, games);
  }
  /* Reset asks first; Cancel keeps the counts, Reset clears them. */
  confirm = sg_stats_window_ask_reset (stats_window);
  adw_message_dialog_response (confirm, "cancel");
  g_assert_cmpuint (sg_stats_get_games (stats), ==, before + 1);
  confirm = sg_stats_window_ask_reset (stats_window);
  adw_message_dialog_response (confirm, "reset");
  g_assert_cmpuint (sg_stats_get_games (stats), ==, 0);
  g_assert_cmpstr (sg_stats_window_get_value (stats_window, "games"), ==, "0");
  spin (50);
  gtk_window_destroy (GTK_WINDOW (stats_window));
  close_window (window);

  /* Persisted: a new window reads zero. */
  window = new_window ();
  sg_window_saves_set_persist (window, TRUE);
  g_assert_cmpuint (sg_stats_get_games (sg_window_saves_get_stats (window)), ==, 0);
  close_window (window);
}

/* Plays the person's side at random against the computer until the game
 * ends, taking back the person's third move once. */
static void
play_out_with_a_take_back (SgGameModel *model)
{
  g_autoptr (GRand) rng = g_rand_new_with_seed (9);
  guint own = 0;

  for (guint guard = 0; guard < 200000 && sg_game_model_get_winner (model) == SG_WINNER_NONE; guard++)
    {
      guint n_options;
      const SgAction *options;
      SgAction a;

      if (!sg_game_model_person_decides (model))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      if (++own == 4)
        g_assert_true (sg_take_back (model, NULL));
      options = sg_game_model_get_options (model, &n_options);
      a = options[g_rand_int_range (rng, 0, (gint32) n_options)];
      g_assert_true (sg_game_model_apply (model, &a, NULL));
    }
  g_assert_cmpuint (sg_game_model_get_winner (model), !=, SG_WINNER_NONE);
}

/* A game against the computer with a move taken back is counted on its
 * own: not in the games, wins or levels (a take-back shows what the
 * computer answered and the cards to come). */
static void
test_statistics_taken_back (void)
{
  SgWindow *window = new_window ();
  SgGameModel *model = sg_window_get_model (window);
  SgStatsWindow *stats_window;
  SgStats *stats;
  guint games, easy, taken_back;

  sg_window_saves_set_persist (window, TRUE);
  stats = sg_window_saves_get_stats (window);
  games = sg_stats_get_games (stats);
  easy = sg_stats_get_games_against (stats, SG_PLAYER_EASY);
  taken_back = sg_stats_get_taken_back_games (stats);
  sg_window_start_game (window, SG_LAW, SG_PLAYER_EASY);
  sg_game_model_set_bot_delay (model, 0);
  play_out_with_a_take_back (model);
  g_assert_cmpuint (sg_save_get_take_backs (sg_game_model_get_save (model)), ==, 1);
  g_assert_cmpuint (sg_stats_get_taken_back_games (stats), ==, taken_back + 1);
  g_assert_cmpuint (sg_stats_get_games (stats), ==, games);
  g_assert_cmpuint (sg_stats_get_games_against (stats, SG_PLAYER_EASY), ==, easy);

  gtk_widget_activate_action (GTK_WIDGET (window), "saves.statistics", NULL);
  spin (50);
  stats_window = SG_STATS_WINDOW (toplevel_of_type (SG_TYPE_STATS_WINDOW));
  g_assert_nonnull (stats_window);
  {
    g_autofree char *want = g_strdup_printf (taken_back + 1 == 1 ? "%u game" : "%u games", taken_back + 1);
    g_assert_cmpstr (sg_stats_window_get_value (stats_window, "taken-back"), ==, want);
  }
  /* Right under "Games Played", which it explains (at the window's foot,
   * "Games Played 0" read as a game lost). */
  {
    GtkWidget *played = gtk_widget_get_ancestor (sg_test_label_with_text (GTK_WIDGET (stats_window), "Games Played"),
                                                 ADW_TYPE_ACTION_ROW);
    GtkWidget *apart = gtk_widget_get_ancestor (
      sg_test_label_with_text (GTK_WIDGET (stats_window), "With a Move Taken Back"), ADW_TYPE_ACTION_ROW);

    g_assert_nonnull (played);
    g_assert_true (gtk_widget_get_next_sibling (played) == apart);
  }
  gtk_window_destroy (GTK_WINDOW (stats_window));
  close_window (window);
}

/* Save As suggests a name with the date and the time, never a slash or a
 * colon (the translation gives the format: French writes "12h19"). */
static void
test_suggested_name (void)
{
  g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr (GDateTime) at = g_date_time_new (utc, 2026, 11, 27, 12, 19, 5);
  g_autofree char *name = sg_window_saves_suggested_name (at);

  g_assert_cmpstr (name, ==, "Sixgun game 2026-11-27 12.19.sixgun");
  g_assert_null (strpbrk (name, "/:"));
}

/* --- replacing a game in progress ---------------------------------------------- */

typedef struct {
  guint calls;
  guint freed;
} Counts;

static void
count_call (gpointer data)
{
  ((Counts *) data)->calls++;
}

static void
count_free (gpointer data)
{
  ((Counts *) data)->freed++;
}

static AdwMessageDialog *
shown_abandon_question (void)
{
  GtkWindow *dialog = toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG);

  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Abandon the Game in Progress?");
  return ADW_MESSAGE_DIALOG (dialog);
}

/* As a click on one of its buttons does. */
static void
answer (AdwMessageDialog *question, const char *label)
{
  click (find (GTK_WIDGET (question), is_button_labelled, label));
}

/* New Game and Open Game ask before they throw away a game a person is
 * playing; Enter and Escape keep it. */
static void
test_abandon_asks (void)
{
  SgWindow *window = new_window ();
  SgGameModel *model = sg_window_get_model (window);
  g_autoptr (GFile) saved = g_file_new_build_filename (g_getenv ("XDG_DATA_HOME"), "abandon.sixgun", NULL);
  AdwMessageDialog *question;
  GtkWindow *new_game;
  Counts counts = { 0, 0 };
  guint64 fingerprint;

  reset_current_setup ();
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  /* Still choosing the first active characters: nothing to ask. */
  g_assert_cmpuint (sg_game_model_get_turn_number (model), ==, 0);
  g_assert_false (sg_abandon_dialog_needed (model));
  g_assert_null (sg_abandon_dialog_confirm (GTK_WINDOW (window), model, "", count_call, &counts, count_free));
  g_assert_cmpuint (counts.calls, ==, 1);
  g_assert_cmpuint (counts.freed, ==, 1);

  play_some (model, 30);
  g_assert_cmpuint (sg_game_model_get_turn_number (model), >=, 1);
  g_assert_cmpuint (sg_game_model_get_winner (model), ==, SG_WINNER_NONE);
  g_assert_true (sg_abandon_dialog_needed (model));

  /* Keep: nothing runs, the data is still freed. */
  question = sg_abandon_dialog_confirm (GTK_WINDOW (window), model, "", count_call, &counts, count_free);
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_default_response (question), ==, "keep");
  g_assert_cmpstr (adw_message_dialog_get_close_response (question), ==, "keep");
  answer (question, "_Keep Playing");
  spin (50);
  g_assert_cmpuint (counts.calls, ==, 1);
  g_assert_cmpuint (counts.freed, ==, 2);
  /* Abandon: it runs. */
  question = sg_abandon_dialog_confirm (GTK_WINDOW (window), model, "", count_call, &counts, count_free);
  answer (question, "_Abandon Game");
  spin (50);
  g_assert_cmpuint (counts.calls, ==, 2);
  g_assert_cmpuint (counts.freed, ==, 3);

  /* New Game…, Start: the question comes, Keep Playing keeps the game. */
  fingerprint = sg_save_fingerprint (sg_game_model_get_game (model));
  g_assert_true (sg_window_saves_save_to (window, saved, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  spin (50);
  new_game = toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (new_game);
  click (find (GTK_WIDGET (new_game), is_button_labelled, "_Start"));
  spin (50);
  question = shown_abandon_question ();
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question), "new game"));
  answer (question, "_Keep Playing");
  spin (50);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);

  /* Abandon Game: the new game is dealt. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  spin (50);
  click (find (GTK_WIDGET (toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG)), is_button_labelled, "_Start"));
  spin (50);
  answer (shown_abandon_question (), "_Abandon Game");
  spin (50);
  g_assert_cmpuint (sg_game_model_get_turn_number (model), ==, 0);
  g_assert_false (sg_abandon_dialog_needed (model));

  /* Open: a fresh game is replaced without a question... */
  sg_window_saves_ask_open (window, saved);
  spin (50);
  g_assert_null (toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);
  /* ...a game in progress (the one just opened) only after one. */
  play_some (model, 3);
  g_assert_true (sg_abandon_dialog_needed (model));
  fingerprint = sg_save_fingerprint (sg_game_model_get_game (model));
  sg_window_saves_ask_open (window, saved);
  spin (50);
  question = shown_abandon_question ();
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question), "saved game"));
  /* Just saved to a file: the question must not claim the game is lost. */
  g_assert_null (strstr (adw_message_dialog_get_body (question), "not be kept"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question), "only a copy you saved keeps it"));
  answer (question, "_Keep Playing");
  spin (50);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);
  g_file_delete (saved, NULL, NULL);

  /* New Game instead of Resume at start-up has said it already: Start
   * deals at once. */
  sg_window_saves_set_persist (window, TRUE);
  play_some (model, 3);
  gtk_window_close (GTK_WINDOW (window)); /* saves, as the close button does */
  spin (50);
  window = new_window ();
  model = sg_window_get_model (window);
  sg_window_saves_set_persist (window, TRUE);
  g_assert_true (sg_window_saves_resume (window));
  g_assert_true (sg_abandon_dialog_needed (model));
  /* Presented at low priority, once the window has drawn. */
  for (guint waited = 0; toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG) == NULL && waited < 5000; waited += 50)
    spin (50);
  question = ADW_MESSAGE_DIALOG (toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Resume the Game in Progress?");
  answer (question, "_New Game");
  spin (50);
  click (find (GTK_WIDGET (toplevel_of_type (SG_TYPE_NEW_GAME_DIALOG)), is_button_labelled, "_Start"));
  spin (50);
  g_assert_null (toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (sg_game_model_get_turn_number (model), ==, 0);
  close_window (window);
  {
    g_autoptr (GFile) autosave = sg_window_saves_autosave_file ();
    g_file_delete (autosave, NULL, NULL);
  }
}

/* Save Game As… and Open Game… once the player chose a file: the save is
 * confirmed in a toast and its folder remembered, the autosave's hidden
 * folder never is; a file that cannot be opened is told at once, with
 * readable details, before any question about the game in progress. */
static void
test_chosen_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sixgun-chosen-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "kept.sixgun", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.sixgun", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr (GFile) first = NULL;
  g_autoptr (GFile) after_autosave = NULL;
  g_autoptr (GFile) after_save = NULL;
  SgWindow *window = new_window ();
  SgGameModel *model = sg_window_get_model (window);
  char garbage[300];
  const char *message;
  guint64 fingerprint;

  sg_window_saves_set_persist (window, TRUE);
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  play_some (model, 5);
  first = sg_window_saves_get_folder (window);
  g_assert_true (sg_window_saves_autosave (window, NULL));
  after_autosave = sg_window_saves_get_folder (window);
  g_assert_true (g_file_equal (first, after_autosave));

  sg_window_saves_save_chosen (window, file);
  g_assert_cmpstr (sg_window_get_last_toast (window), ==, "Saved as “kept.sixgun”");
  after_save = sg_window_saves_get_folder (window);
  g_assert_cmpstr (g_file_peek_path (after_save), ==, dir);

  /* Binary garbage: an error at once, no question, the game and the file kept. */
  for (guint i = 0; i < sizeof garbage; i++)
    garbage[i] = (char) (i * 37 % 251 + 1);
  g_assert_true (g_file_set_contents (bad_path, garbage, sizeof garbage, NULL));
  play_some (model, 3);
  g_assert_true (sg_abandon_dialog_needed (model));
  fingerprint = sg_save_fingerprint (sg_game_model_get_game (model));
  sg_window_saves_ask_open (window, bad);
  spin (50);
  message = sg_window_saves_get_last_message (window);
  g_assert_nonnull (strstr (message, "“bad.sixgun” is not a Sixgun game"));
  g_assert_true (g_utf8_validate (message, -1, NULL));
  for (const char *p = message; *p != '\0'; p = g_utf8_next_char (p))
    g_assert_true (!g_unichar_iscntrl (g_utf8_get_char (p)) || *p == '\n');
  g_assert_cmpuint (g_utf8_strlen (message, -1), <, 400);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);
  g_assert_true (g_file_query_exists (bad, NULL));
  {
    GtkWindow *dialog = NULL;

    /* Presented at low priority, once the window has drawn. */
    for (guint waited = 0; (dialog = toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG)) == NULL && waited < 5000;
         waited += 50)
      spin (50);
    g_assert_nonnull (dialog);
    g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                     "The Game Could Not Be Opened");
    gtk_window_destroy (dialog);
  }
  close_window (window);
  {
    g_autoptr (GFile) autosave = sg_window_saves_autosave_file ();
    g_file_delete (autosave, NULL, NULL);
  }
  g_unlink (path);
  g_unlink (bad_path);
  g_rmdir (dir);
}

/* `sixgun FILE`: the application opens the save it is given (the
 * G_APPLICATION_HANDLES_OPEN path), replayed once, and a file it cannot
 * read is told and kept as it was. */
static void
test_open_from_command_line (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sixgun-open-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "given.sixgun", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.sixgun", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr (GFile) autosave = sg_window_saves_autosave_file ();
  g_autoptr (SgApplication) app = sg_application_new ();
  g_autofree char *bad_after = NULL;
  SgWindow *window = new_window ();
  SgGameModel *model = sg_window_get_model (window);
  guint64 fingerprint;

  reset_current_setup ();
  g_file_delete (autosave, NULL, NULL);
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  play_some (model, 20);
  fingerprint = sg_save_fingerprint (sg_game_model_get_game (model));
  g_assert_true (sg_window_saves_save_to (window, file, NULL));
  close_window (window);

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  sg_test_deals_reset ();
  g_application_open (G_APPLICATION (app), &file, 1, "");
  spin (50);
  window = SG_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  model = sg_window_get_model (window);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);
  /* The window's own new game, then the file's one replay. */
  g_assert_cmpuint (sg_test_deals_count (), ==, 2);

  /* A file that is no save: said so, the game shown stays, the file too. */
  g_assert_true (g_file_set_contents (bad_path, "not a save\n", -1, NULL));
  g_application_open (G_APPLICATION (app), &bad, 1, "");
  spin (50);
  g_assert_nonnull (strstr (sg_window_saves_get_last_message (window), "bad.sixgun"));
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);
  g_assert_true (g_file_get_contents (bad_path, &bad_after, NULL, NULL));
  g_assert_cmpstr (bad_after, ==, "not a save\n");

  close_window (window);
  g_file_delete (autosave, NULL, NULL);
  g_unlink (path);
  g_unlink (bad_path);
  g_rmdir (dir);
}

typedef struct {
  SgApplication *app;
  char *message;
  guint64 fingerprint;
} ScenarioRun;

static gboolean
scenario_run_seen (gpointer data)
{
  ScenarioRun *run = data;
  SgWindow *window = SG_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (run->app)));

  g_assert_nonnull (window);
  run->message = g_strdup (sg_window_saves_get_last_message (window));
  run->fingerprint = sg_save_fingerprint (sg_game_model_get_game (sg_window_get_model (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  g_application_quit (G_APPLICATION (run->app));
  return G_SOURCE_REMOVE;
}

/* `sixgun --scenario bad.scn` with a mistake on line 2: the window says
 * which file and which line, in a dialog (it was told on stderr only), the
 * file stays as it was, and the start is the usual one: the game in
 * progress is resumed, not written over by a new game's autosave. */
static void
test_scenario_from_command_line (void)
{
  static const char bad_text[] = "seed 7\nsaddle up\n";
  g_autofree char *dir = g_dir_make_tmp ("sixgun-scenario-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.scn", NULL);
  g_autofree char *after = NULL;
  g_autoptr (GFile) autosave = sg_window_saves_autosave_file ();
  char *argv[] = { (char *) "sixgun", (char *) "--scenario", path, NULL };
  ScenarioRun run = { 0 };
  SgWindow *window = new_window ();
  SgGameModel *model = sg_window_get_model (window);
  guint64 fingerprint;

  reset_current_setup ();
  sg_window_saves_set_persist (window, TRUE);
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  play_some (model, 20);
  g_assert_true (sg_window_saves_autosave (window, NULL));
  fingerprint = sg_save_fingerprint (sg_game_model_get_game (model));
  close_window (window);
  g_assert_true (g_file_set_contents (path, bad_text, -1, NULL));

  run.app = sg_application_new ();
  g_timeout_add (500, scenario_run_seen, &run);
  g_assert_cmpint (g_application_run (G_APPLICATION (run.app), 3, argv), ==, 0);
  g_assert_nonnull (run.message);
  g_assert_nonnull (strstr (run.message, "Line 2 of the scenario “bad.scn”"));
  g_assert_nonnull (strstr (run.message, "Details: unknown statement"));
  g_assert_cmpuint (run.fingerprint, ==, fingerprint);
  g_assert_cmpuint (autosaved_fingerprint (autosave), ==, fingerprint);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, bad_text);

  g_clear_object (&run.app);
  g_free (run.message);
  g_file_delete (autosave, NULL, NULL);
  g_unlink (path);
  g_rmdir (dir);
}

/* The message `sixgun --scenario path` shows at start (transfer full). */
static char *
scenario_option_message (const char *path)
{
  char *argv[] = { (char *) "sixgun", (char *) "--scenario", (char *) path, NULL };
  ScenarioRun run = { 0 };

  run.app = sg_application_new ();
  g_timeout_add (500, scenario_run_seen, &run);
  g_assert_cmpint (g_application_run (G_APPLICATION (run.app), 3, argv), ==, 0);
  g_clear_object (&run.app);
  g_assert_nonnull (run.message);
  return run.message;
}

/* The dialog takes the line from the model as a number, not from the
 * parser's text: a name that looks like "NAME:LINE" is only a name, and
 * an empty file, which has no line at fault (the command line says line
 * 1, for want of one), is said not to be readable rather than wrong on
 * line 1. */
static void
test_scenario_line_as_data (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sixgun-scenario-XXXXXX", NULL);
  g_autofree char *colon = g_build_filename (dir, "12:bad:3.scn", NULL);
  g_autofree char *empty = g_build_filename (dir, "empty.scn", NULL);
  g_autofree char *message = NULL;

  reset_current_setup ();
  g_assert_true (g_file_set_contents (colon, "seed 7\nlaw active \"Wild Bill\"\nlaw hand Bazooka\n",
                                      -1, NULL));
  g_assert_true (g_file_set_contents (empty, "", -1, NULL));

  message = scenario_option_message (colon);
  g_assert_nonnull (strstr (message, "Line 3 of the scenario “12:bad:3.scn”"));
  g_assert_nonnull (strstr (message, "Details: unknown card \"Bazooka\""));
  g_clear_pointer (&message, g_free);

  message = scenario_option_message (empty);
  g_assert_nonnull (strstr (message, "The scenario “empty.scn” cannot be read"));
  g_assert_null (strstr (message, "Line 1"));
  g_assert_nonnull (strstr (message, "Details: law has no active character"));

  g_unlink (colon);
  g_unlink (empty);
  g_rmdir (dir);
}

/* A save whose decks name an unknown card: its setup cannot be read, said
 * so first (not that its moves cannot be played again), and the details
 * in the app's words, the entry quoted (found by a play-test: "The moves
 * saved in … cannot be played again … Details: …: decks:2: unknown card
 * 'Colte' (sixgun-cli cards lists them)"). */
static void
test_open_setup_error (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sixgun-setup-error-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "typo.sixgun", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GFile) autosave = sg_window_saves_autosave_file ();
  SgWindow *window = new_window ();
  const char *message;
  GtkWindow *dialog = NULL;

  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  play_some (sg_window_get_model (window), 5);
  g_assert_true (sg_window_saves_save_to (window, file, NULL));
  g_assert_true (g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, NULL));
  g_key_file_set_string (kf, "Sixgun Save", "decks", "law Colt 1\nlaw Colte 2\noutlaw Colt 1\n");
  g_assert_true (g_key_file_save_to_file (kf, path, NULL));

  sg_window_saves_ask_open (window, file);
  message = sg_window_saves_get_last_message (window);
  g_assert_true (g_str_has_prefix (message, "The setup of the game saved in “typo.sixgun” cannot be read"));
  g_assert_nonnull (strstr (message, "in “decks”, the entry “law Colte 2”: there is no card called “Colte”"));
  g_assert_null (strstr (message, "moves"));
  g_assert_null (strstr (message, "sixgun-cli"));
  g_assert_null (strchr (message, '\''));
  for (guint waited = 0; (dialog = toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG)) == NULL && waited < 5000;
       waited += 50)
    spin (50);
  g_assert_nonnull (dialog);
  gtk_window_destroy (dialog);
  close_window (window);
  g_file_delete (autosave, NULL, NULL);
  g_unlink (path);
  g_rmdir (dir);
}

/* A statistics file with a line of 20 KB, found at start-up: told in a
 * short, valid text, and kept aside whole (GLib's reason quoted the whole
 * line, which froze the app in the dialog). */
static void
test_statistics_unreadable_short (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "sixgun", "statistics", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *bad = g_strconcat (path, ".bad", NULL);
  g_autofree char *kept = NULL;
  GString *big = g_string_new ("[Sixgun Statistics]\nversion=1\n");
  GtkWindow *dialog = NULL;
  SgWindow *window;
  const char *message;

  for (int i = 0; i < 20480; i++)
    g_string_append_c (big, 'x');
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_unlink (bad);
  g_assert_true (g_file_set_contents (path, big->str, (gssize) big->len, NULL));
  window = new_window ();
  sg_window_saves_set_persist (window, TRUE);
  message = sg_window_saves_get_last_message (window);
  g_assert_nonnull (strstr (message, bad));
  g_assert_true (g_utf8_validate (message, -1, NULL));
  g_assert_cmpint (g_utf8_strlen (message, -1), <=, 1000);
  for (guint waited = 0; (dialog = toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG)) == NULL && waited < 5000;
       waited += 50)
    spin (50);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "The Statistics Could Not Be Read");
  gtk_window_destroy (dialog);
  close_window (window);
  g_assert_true (g_file_get_contents (bad, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, big->str);
  g_unlink (bad);
  g_unlink (path);
  g_string_free (big, TRUE);
}

/* --- one replay an open ------------------------------------------------------- */

/* A file as the file chooser lists it: its name and its type. */
static GFileInfo *
chooser_file (const char *name, const char *content_type)
{
  GFileInfo *info = g_file_info_new ();

  g_file_info_set_display_name (info, name);
  g_file_info_set_content_type (info, content_type);
  return info;
}

/* Open Game…'s filter takes saves by their MIME type (a save renamed
 * without .sixgun, once the type is installed) and by their name (an
 * uninstalled build, where no MIME database knows the type), nothing
 * else. */
static void
test_open_filter (void)
{
  g_autoptr (GtkFileFilter) filter = sg_window_saves_new_filter ();
  g_autoptr (GFileInfo) by_type = chooser_file ("duel", "application/x-sixgun-save");
  g_autoptr (GFileInfo) by_name = chooser_file ("duel.sixgun", "application/octet-stream");
  g_autoptr (GFileInfo) other = chooser_file ("notes.txt", "text/plain");

  g_assert_cmpstr (gtk_file_filter_get_name (filter), ==, "Sixgun games");
  g_assert_true (gtk_filter_match (GTK_FILTER (filter), by_type));
  g_assert_true (gtk_filter_match (GTK_FILTER (filter), by_name));
  g_assert_false (gtk_filter_match (GTK_FILTER (filter), other));
}

/* Opening a save replays it once, whichever way it comes in: Open Game…
 * on a fresh game and on a game in progress (read and replayed before the
 * question, not again after it), Open without the chooser, and the
 * autosave at start.  A session counted three replays for one open: the
 * reader's check, the model's own check, and the model's replay for the
 * log. */
static void
test_open_replays_once (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sixgun-replays-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "once.sixgun", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) autosave = sg_window_saves_autosave_file ();
  SgWindow *window = new_window ();
  SgGameModel *model = sg_window_get_model (window);
  guint64 fingerprint;
  guint n_log;

  reset_current_setup ();
  g_file_delete (autosave, NULL, NULL);
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  play_some (model, 30);
  g_assert_cmpuint (sg_game_model_get_winner (model), ==, SG_WINNER_NONE);
  fingerprint = sg_save_fingerprint (sg_game_model_get_game (model));
  n_log = g_list_model_get_n_items (sg_game_model_get_log (model));
  g_assert_true (sg_window_saves_save_to (window, file, NULL));

  /* Open Game… on a game just dealt: no question. */
  sg_window_start_game (window, SG_LAW, SG_PLAYER_PERSON);
  g_assert_false (sg_abandon_dialog_needed (model));
  sg_test_deals_reset ();
  sg_window_saves_ask_open (window, file);
  spin (50);
  g_assert_cmpuint (sg_test_deals_count (), ==, 1);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);
  /* The log tells the whole game, as it did while it was played. */
  g_assert_cmpuint (g_list_model_get_n_items (sg_game_model_get_log (model)), ==, n_log);

  /* Open Game… on a game in progress: replayed before the question, and
   * that replay is the game the answer opens. */
  play_some (model, 3);
  g_assert_true (sg_abandon_dialog_needed (model));
  sg_test_deals_reset ();
  sg_window_saves_ask_open (window, file);
  spin (50);
  g_assert_cmpuint (sg_test_deals_count (), ==, 1);
  answer (shown_abandon_question (), "_Abandon Game");
  spin (50);
  g_assert_cmpuint (sg_test_deals_count (), ==, 1);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);
  g_assert_cmpuint (g_list_model_get_n_items (sg_game_model_get_log (model)), ==, n_log);

  /* Open without the chooser. */
  sg_test_deals_reset ();
  g_assert_true (sg_window_saves_open (window, file, NULL));
  g_assert_cmpuint (sg_test_deals_count (), ==, 1);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);

  /* The autosave, resumed at start. */
  sg_window_saves_set_persist (window, TRUE);
  g_assert_true (sg_window_saves_autosave (window, NULL));
  close_window (window);
  window = new_window ();
  model = sg_window_get_model (window);
  sg_window_saves_set_persist (window, TRUE);
  sg_test_deals_reset ();
  g_assert_true (sg_window_saves_resume (window));
  g_assert_cmpuint (sg_test_deals_count (), ==, 1);
  g_assert_cmpuint (sg_save_fingerprint (sg_game_model_get_game (model)), ==, fingerprint);
  g_assert_cmpuint (g_list_model_get_n_items (sg_game_model_get_log (model)), ==, n_log);
  spin (100);
  close_window (window);
  g_file_delete (autosave, NULL, NULL);
  g_unlink (path);
  g_rmdir (dir);
}

/* --- saving over a preset asks ------------------------------------------------ */

/* The files of the presets folder (a set of base names). */
static GHashTable *
preset_files (SgPresets *presets)
{
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GDir) dir = g_dir_open (sg_presets_get_dir (presets), 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_hash_table_add (files, g_strdup (name));
  return files;
}

/* The file a save added to the folder, which held before. */
static char *
added_file (SgPresets *presets, GHashTable *before)
{
  g_autoptr (GHashTable) now = preset_files (presets);
  GHashTableIter iter;
  gpointer name;
  char *added = NULL;

  g_hash_table_iter_init (&iter, now);
  while (g_hash_table_iter_next (&iter, &name, NULL))
    if (!g_hash_table_contains (before, name))
      {
        g_assert_null (added);
        added = g_build_filename (sg_presets_get_dir (presets), name, NULL);
      }
  g_assert_nonnull (added);
  return added;
}

static char *
file_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* Saves what the editor holds under name with the Save button. */
static void
save_as (SgSetupEditor *editor, const char *name)
{
  GtkWidget *row = find (GTK_WIDGET (editor), is_type, GSIZE_TO_POINTER (ADW_TYPE_ENTRY_ROW));

  gtk_editable_set_text (GTK_EDITABLE (row), name);
  click (find (row, is_button_labelled, "_Save"));
  spin (20);
}

/* The replace question on screen, checked: Cancel is the safe default and
 * what Escape gives, Replace looks destructive. */
static AdwMessageDialog *
shown_replace_question (const char *heading)
{
  GtkWindow *dialog = toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG);
  AdwMessageDialog *question;

  g_assert_nonnull (dialog);
  question = ADW_MESSAGE_DIALOG (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, heading);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question), "will be replaced"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (question), ==, "cancel");
  g_assert_cmpstr (adw_message_dialog_get_close_response (question), ==, "cancel");
  g_assert_cmpint (adw_message_dialog_get_response_appearance (question, "replace"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  return question;
}

/* Saving under a name already taken asks first, also when the names differ
 * only in case; Cancel leaves the file as it was, Replace rewrites that
 * same file (found by a play-test: "Six each" with 6 characters, again with
 * 7, then "six each" rewrote one file each time, without a question). */
static void
test_replace_asks (void)
{
  SgSetupEditor *editor = sg_setup_editor_new (NULL, NULL);
  SgPresets *presets = sg_setup_editor_get_presets (editor);
  g_autoptr (GHashTable) before = preset_files (presets);
  g_autoptr (SgGameSetup) kept = NULL;
  g_autofree char *path = NULL;
  g_autofree char *first = NULL;
  g_autofree char *after_cancel = NULL;
  g_autofree char *replaced = NULL;
  AdwMessageDialog *question;

  gtk_window_present (GTK_WINDOW (editor));
  show_page (editor, "presets");
  gtk_spin_button_set_value (sg_setup_editor_get_characters_spin (editor), 6);
  save_as (editor, "Six each");
  g_assert_null (toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG));
  path = added_file (presets, before);
  first = file_text (path);

  /* The same name again: asked; Cancel keeps the file byte for byte. */
  gtk_spin_button_set_value (sg_setup_editor_get_characters_spin (editor), 7);
  save_as (editor, "Six each");
  question = shown_replace_question ("Replace “Six each”?");
  answer (question, "_Cancel");
  spin (20);
  g_assert_null (toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG));
  after_cancel = file_text (path);
  g_assert_cmpstr (after_cancel, ==, first);
  kept = sg_presets_get (presets, "Six each");
  g_assert_cmpint (sg_game_setup_get_characters (kept, SG_LAW), ==, 6);

  /* Differing only in case: asked the same way, naming the preset saved
   * and the name typed; Replace rewrites its file, no second one. */
  save_as (editor, "six each");
  question = shown_replace_question ("Replace “Six each”?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question), "“six each”"));
  answer (question, "_Replace");
  spin (20);
  replaced = file_text (path);
  g_assert_cmpstr (replaced, !=, first);
  g_assert_nonnull (strstr (replaced, "name=six each\n"));
  g_assert_nonnull (strstr (replaced, "characters-law=7\n"));
  g_free (added_file (presets, before));
  g_assert_false (sg_presets_contains (presets, "Six each"));
  g_clear_object (&kept);
  kept = sg_presets_get (presets, "six each");
  g_assert_cmpint (sg_game_setup_get_characters (kept, SG_LAW), ==, 7);
  g_assert_cmpstr (sg_setup_editor_get_last_toast (editor), ==, "Saved “six each”");

  /* A new name saves at once. */
  save_as (editor, "Seven each");
  g_assert_null (toplevel_of_type (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (sg_presets_contains (presets, "Seven each"));

  g_assert_true (sg_presets_delete (presets, "six each", NULL));
  g_assert_true (sg_presets_delete (presets, "Seven each", NULL));
  gtk_window_destroy (GTK_WINDOW (editor));
  spin (20);
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("sixgun-ui-data-XXXXXX", NULL);

  /* Never the user's own files, whoever runs the test. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  sg_ui_resources_ensure ();

  g_test_add_func ("/ui/setup-editor/eight-characters-two-picks", test_eight_characters_two_picks);
  g_test_add_func ("/ui/setup-editor/cancel-keeps-setup", test_cancel_keeps_setup);
  g_test_add_func ("/ui/setup-editor/cancel-after-save", test_cancel_after_save);
  g_test_add_func ("/ui/setup-editor/deck-reset-undo", test_deck_reset_undo);
  g_test_add_func ("/ui/setup-editor/rename-and-delete", test_rename_and_delete);
  g_test_add_func ("/ui/setup-editor/pick-keeps-rows-still", test_pick_keeps_rows_still);
  g_test_add_func ("/ui/setup-editor/deck-page-clamped", test_deck_page_clamped);
  g_test_add_func ("/ui/saves/tutorial-progress-unreadable", test_tutorial_progress_unreadable);
  g_test_add_func ("/ui/setup-editor/deck-builder", test_deck_builder);
  g_test_add_func ("/ui/setup-editor/deck-one-tab-stop", test_deck_one_tab_stop);
  g_test_add_func ("/ui/setup-editor/full-reserve", test_full_reserve);
  g_test_add_func ("/ui/setup-editor/presets-page", test_presets_page);
  g_test_add_func ("/ui/setup-editor/deck-page-stays-still", test_deck_page_stays_still);
  g_test_add_func ("/ui/setup-editor/warning-shown-once", test_warning_shown_once);
  g_test_add_func ("/ui/setup-editor/rule-id-whole", test_rule_id_whole);
  g_test_add_func ("/ui/setup-editor/save-button", test_save_button);
  g_test_add_func ("/ui/setup-editor/replace-asks", test_replace_asks);
  g_test_add_func ("/ui/setup-editor/preset-level", test_preset_level);
  g_test_add_func ("/ui/setup-editor/return-on-row", test_return_on_row);
  g_test_add_func ("/ui/setup-editor/problems-one-row-each", test_problems_one_row_each);
  g_test_add_func ("/ui/setup-editor/unreadable-presets-short", test_unreadable_presets_short);
  g_test_add_func ("/ui/saves/open-setup-error", test_open_setup_error);
  g_test_add_func ("/ui/saves/statistics-unreadable-short", test_statistics_unreadable_short);
  g_test_add_func ("/ui/window/menu-shows-shortcuts", test_menu_shows_shortcuts);
  g_test_add_func ("/ui/window/undo-in-header", test_undo_in_header);
  g_test_add_func ("/ui/setup-editor/preset-level-without-new-game", test_preset_level_without_new_game);
  g_test_add_func ("/ui/setup-editor/random-first-ac", test_random_first_ac);
  g_test_add_func ("/ui/setup-editor/combo-rows-open-on-selected", test_combo_rows_open_on_selected);
  g_test_add_func ("/ui/saves/autosave-resume", test_autosave_resume);
  g_test_add_func ("/ui/saves/autosave-within-turn", test_autosave_within_turn);
  g_test_add_func ("/ui/saves/autosave-failure-told", test_autosave_failure_told);
  g_test_add_func ("/ui/saves/save-open", test_save_open);
  g_test_add_func ("/ui/setup-editor/stored-setup-unusable", test_stored_setup_unusable);
  g_test_add_func ("/ui/setup-editor/stored-setup-unreadable-short", test_stored_setup_unreadable_short);
  g_test_add_func ("/ui/saves/statistics", test_statistics);
  g_test_add_func ("/ui/saves/statistics-taken-back", test_statistics_taken_back);
  g_test_add_func ("/ui/saves/suggested-name", test_suggested_name);
  g_test_add_func ("/ui/new-game/side-row-against-friend", test_side_row_against_friend);
  g_test_add_func ("/ui/saves/abandon-asks", test_abandon_asks);
  g_test_add_func ("/ui/saves/chosen-files", test_chosen_files);
  g_test_add_func ("/ui/saves/open-filter", test_open_filter);
  g_test_add_func ("/ui/saves/open-replays-once", test_open_replays_once);
  g_test_add_func ("/ui/saves/open-from-command-line", test_open_from_command_line);
  g_test_add_func ("/ui/saves/scenario-from-command-line", test_scenario_from_command_line);
  g_test_add_func ("/ui/saves/scenario-line-as-data", test_scenario_line_as_data);
  return g_test_run ();
}
