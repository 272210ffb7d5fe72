/* sg-new-game-dialog.c: side and opponent of a new game. */
#include <glib/gi18n.h>

#include "sg-application.h"
#include "sg-combo-row-focus.h"
#include "sg-new-game-dialog.h"
#include "sg-preferences-window.h"
#include "sg-setup-row.h"

struct _SgNewGameDialog
{
  AdwWindow parent_instance;

  /* Template widgets */
  AdwComboRow *side_row;
  AdwComboRow *opponent_row;
  SgSetupRow *setup_row;
  GtkWidget *start_button;
};

G_DEFINE_FINAL_TYPE (SgNewGameDialog, sg_new_game_dialog, ADW_TYPE_WINDOW)

enum { SIGNAL_START, N_SIGNALS };
static guint signals[N_SIGNALS];

static const char *const side_choices[] = { "law", "outlaw", "random", NULL };
/* Row order of the opponent list: a person's friend last. */
static const char *const opponent_choices[] = { "easy", "medium", "hard", "friend", NULL };

SgSideChoice
sg_new_game_last_side (void)
{
  GSettings *settings = sg_settings_get_default ();
  g_autofree char *side = settings != NULL ? g_settings_get_string (settings, "last-side") : NULL;

  return side != NULL ? (SgSideChoice) sg_choice_index (side_choices, side) : SG_SIDE_CHOICE_LAW;
}

SgPlayerKind
sg_new_game_last_opponent (void)
{
  GSettings *settings = sg_settings_get_default ();
  g_autofree char *opponent = NULL;

  if (settings == NULL)
    return SG_PLAYER_MEDIUM;
  opponent = g_settings_get_string (settings, "opponent");
  if (g_strcmp0 (opponent, "friend") == 0)
    return SG_PLAYER_PERSON;
  /* The preferences' level wins: it may have changed since. */
  return sg_bot_level_setting ();
}

static guint
opponent_row_of (SgPlayerKind kind)
{
  return kind == SG_PLAYER_PERSON ? 3 : (guint) kind - SG_PLAYER_EASY;
}

SgSideChoice
sg_new_game_dialog_get_side (SgNewGameDialog *self)
{
  g_return_val_if_fail (SG_IS_NEW_GAME_DIALOG (self), SG_SIDE_CHOICE_LAW);
  return (SgSideChoice) adw_combo_row_get_selected (self->side_row);
}

SgPlayerKind
sg_new_game_dialog_get_opponent (SgNewGameDialog *self)
{
  guint row;

  g_return_val_if_fail (SG_IS_NEW_GAME_DIALOG (self), SG_PLAYER_MEDIUM);
  row = adw_combo_row_get_selected (self->opponent_row);
  return row >= 3 ? SG_PLAYER_PERSON : (SgPlayerKind) (SG_PLAYER_EASY + row);
}

static void
start_clicked (GtkButton *button, SgNewGameDialog *self)
{
  GSettings *settings = sg_settings_get_default ();
  SgSideChoice side = sg_new_game_dialog_get_side (self);
  SgPlayerKind opponent = sg_new_game_dialog_get_opponent (self);

  if (settings != NULL)
    {
      g_settings_set_string (settings, "last-side", side_choices[side]);
      g_settings_set_string (settings, "opponent", opponent_choices[opponent_row_of (opponent)]);
      if (opponent != SG_PLAYER_PERSON)
        g_settings_set_string (settings, "bot-level", sg_bot_levels[opponent - SG_PLAYER_EASY]);
    }
  g_signal_emit (self, signals[SIGNAL_START], 0, (int) side, (int) opponent);
  gtk_window_close (GTK_WINDOW (self));
}

static void
sg_new_game_dialog_class_init (SgNewGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  signals[SIGNAL_START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  sg_ui_resources_ensure ();
  g_type_ensure (SG_TYPE_SETUP_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sixgun/Sixgun/sg-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SgNewGameDialog, side_row);
  gtk_widget_class_bind_template_child (widget_class, SgNewGameDialog, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, SgNewGameDialog, setup_row);
  gtk_widget_class_bind_template_child (widget_class, SgNewGameDialog, start_button);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* The setup editor starts with the level chosen here; a preset loaded
 * there brings its own level back (Use Setup), which is then chosen here
 * unless the opponent is a friend: a preset says how the computer plays,
 * not who the opponent is. */
static void
setup_level_changed (SgSetupRow *row, GParamSpec *pspec, SgNewGameDialog *self)
{
  if (adw_combo_row_get_selected (self->opponent_row) < 3)
    adw_combo_row_set_selected (self->opponent_row, opponent_row_of (sg_setup_row_get_level (row)));
}

void
sg_new_game_dialog_take_setup_level (SgNewGameDialog *self, SgPlayerKind level)
{
  g_return_if_fail (SG_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (level >= SG_PLAYER_EASY && level <= SG_PLAYER_HARD);

  sg_setup_row_set_level (self->setup_row, level); /* setup_level_changed follows */
}

/* Against a friend both sides are people at the screen, so choosing one
 * would change nothing (the hand-over page shows whoever decides first):
 * the row stays in its place, greyed out, and says why. */
static void
side_follows_opponent (SgNewGameDialog *self, gboolean against_friend)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->side_row), !against_friend);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->side_row),
                               against_friend ? _("Against a friend, each of you plays one side") : "");
}

/* The subtitle says what the chosen opponent means, not only one of them. */
static void
opponent_changed (AdwComboRow *row, GParamSpec *pspec, gpointer data)
{
  static const char *const what[] = {
    N_("Makes a few careless moves"),
    N_("Plays by sound rules of thumb"),
    N_("Thinks a second a move"),
    N_("Hands hidden between turns"),
  };
  guint i = adw_combo_row_get_selected (row);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), i < G_N_ELEMENTS (what) ? _(what[i]) : "");
  if (data == NULL)
    return;
  side_follows_opponent (SG_NEW_GAME_DIALOG (data), i >= 3);
  sg_setup_row_set_against_friend (SG_NEW_GAME_DIALOG (data)->setup_row, i >= 3);
  if (i < 3)
    sg_setup_row_set_level (SG_NEW_GAME_DIALOG (data)->setup_row, (SgPlayerKind) (SG_PLAYER_EASY + i));
}

/* Return starts the game from anywhere in the dialog, but a row that has
 * the focus takes it as Space: it opens its list or its editor (the window's
 * default widget took it first, and a keyboard player who went to the
 * Opponent row to change it found a game started against the Medium
 * computer). */
static gboolean
return_on_row (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
               SgNewGameDialog *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  if (!GTK_IS_LIST_BOX_ROW (focus) || !gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (focus)))
    return FALSE;
  return gtk_widget_activate (focus);
}

/* The keyboard starts on Start, ready to go or to Tab into the rows: the
 * template's focus-widget was lost when the window was shown, and the
 * focus fell on Cancel. */
static void
focus_start (GtkWidget *widget, SgNewGameDialog *self)
{
  gtk_widget_grab_focus (self->start_button);
}

static void
sg_new_game_dialog_init (SgNewGameDialog *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (return_on_row), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (self, "map", G_CALLBACK (focus_start), self);
  sg_combo_row_open_on_selected (self->side_row);
  sg_combo_row_open_on_selected (self->opponent_row);
  g_signal_connect (self->opponent_row, "notify::selected", G_CALLBACK (opponent_changed), self);
  adw_combo_row_set_selected (self->side_row, sg_new_game_last_side ());
  adw_combo_row_set_selected (self->opponent_row, opponent_row_of (sg_new_game_last_opponent ()));
  opponent_changed (self->opponent_row, NULL, self);
  g_signal_connect (self->setup_row, "notify::level", G_CALLBACK (setup_level_changed), self);
}

SgNewGameDialog *
sg_new_game_dialog_new (GtkWindow *parent)
{
  return g_object_new (SG_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
}
