/* sg-stats-window.c: the statistics of the games played. */
#include <glib/gi18n.h>

#include "sg-application.h"
#include "sg-stats-window.h"

struct _SgStatsWindow
{
  AdwWindow parent_instance;

  /* Template widgets */
  GtkStack *stack;
  AdwPreferencesGroup *games_group;
  AdwPreferencesGroup *levels_group;
  GtkButton *reset_button;

  /* Owned references */
  SgStats *stats;
  GHashTable *values;   /* key -> GtkLabel, borrowed */
};

G_DEFINE_FINAL_TYPE (SgStatsWindow, sg_stats_window, ADW_TYPE_WINDOW)

static AdwActionRow *
add_row (SgStatsWindow *self, AdwPreferencesGroup *group, const char *key, const char *title)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *value = gtk_label_new (NULL);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_label_set_selectable (GTK_LABEL (value), TRUE);
  gtk_widget_add_css_class (value, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  adw_preferences_group_add (group, row);
  g_hash_table_insert (self->values, (gpointer) key, value);
  return ADW_ACTION_ROW (row);
}

static void
set_value (SgStatsWindow *self, const char *key, char *text)
{
  GtkLabel *label = g_hash_table_lookup (self->values, key);

  gtk_label_set_label (label, text);
  g_free (text);
}

static char *
turns_text (guint turns)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u turn", "%u turns", turns), turns);
}

static char *
level_text (SgStats *stats, SgPlayerKind level)
{
  guint games = sg_stats_get_games_against (stats, level);
  guint won = sg_stats_get_won_against (stats, level);

  if (games == 0)
    return g_strdup (_("not played"));
  /* Translators: the plural form is chosen by the second number, the
   * games played; put the noun next to it ("won 2 of 5 games"). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "won %u of %u game", "won %u of %u games", games),
                          won, games);
}

static char *
games_text (guint games)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", games), games);
}

static void
show_stats (SgStatsWindow *self)
{
  SgStats *stats = self->stats;
  guint games = sg_stats_get_games (stats);
  guint taken_back = sg_stats_get_taken_back_games (stats);

  gtk_stack_set_visible_child_name (self->stack, games + taken_back > 0 ? "counts" : "empty");
  gtk_widget_set_sensitive (GTK_WIDGET (self->reset_button), games + taken_back > 0);
  set_value (self, "taken-back", games_text (taken_back));
  set_value (self, "games", g_strdup_printf ("%u", games));
  set_value (self, "wins-law", g_strdup_printf ("%u", sg_stats_get_wins (stats, SG_LAW)));
  set_value (self, "wins-outlaw", g_strdup_printf ("%u", sg_stats_get_wins (stats, SG_OUTLAW)));
  set_value (self, "longest", turns_text (sg_stats_get_longest (stats)));
  set_value (self, "hot-seat", g_strdup_printf ("%u", sg_stats_get_hot_seat_games (stats)));
  set_value (self, "easy", level_text (stats, SG_PLAYER_EASY));
  set_value (self, "medium", level_text (stats, SG_PLAYER_MEDIUM));
  set_value (self, "hard", level_text (stats, SG_PLAYER_HARD));
}

static void
stats_changed (SgStats *stats, SgStatsWindow *self)
{
  show_stats (self);
}

static void
reset_response (AdwMessageDialog *dialog, const char *response, SgStatsWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "reset") != 0)
    return;
  if (!sg_stats_reset (self->stats, &error))
    {
      GtkWidget *message = adw_message_dialog_new (GTK_WINDOW (self), _("The Statistics Were Not Saved"),
                                                   error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (message));
    }
}

AdwMessageDialog *
sg_stats_window_ask_reset (SgStatsWindow *self)
{
  GtkWidget *dialog;

  g_return_val_if_fail (SG_IS_STATS_WINDOW (self), NULL);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reset the Statistics?"),
                                   _("Every game counted so far is forgotten. This cannot be undone."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}

static void
reset_clicked (GtkButton *button, SgStatsWindow *self)
{
  sg_stats_window_ask_reset (self);
}

static void
sg_stats_window_dispose (GObject *object)
{
  SgStatsWindow *self = SG_STATS_WINDOW (object);

  if (self->stats != NULL)
    g_signal_handlers_disconnect_by_data (self->stats, self);
  g_clear_object (&self->stats);
  g_clear_pointer (&self->values, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), SG_TYPE_STATS_WINDOW);
  G_OBJECT_CLASS (sg_stats_window_parent_class)->dispose (object);
}

static void
sg_stats_window_class_init (SgStatsWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sg_stats_window_dispose;

  sg_ui_resources_ensure ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sixgun/Sixgun/sg-stats-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SgStatsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SgStatsWindow, games_group);
  gtk_widget_class_bind_template_child (widget_class, SgStatsWindow, levels_group);
  gtk_widget_class_bind_template_child (widget_class, SgStatsWindow, reset_button);
  gtk_widget_class_bind_template_callback (widget_class, reset_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sg_stats_window_init (SgStatsWindow *self)
{
  AdwActionRow *row;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->values = g_hash_table_new (g_str_hash, g_str_equal);
  add_row (self, self->games_group, "games", _("Games Played"));
  /* Right under the games played, which it explains: at the foot of the
   * window, a play-tester read "Games Played 0" after a whole game with
   * one move taken back and thought the game lost. */
  row = add_row (self, self->games_group, "taken-back", _("With a Move Taken Back"));
  adw_action_row_set_subtitle (row, _("Counted apart, in no other row: taking a move back shows what the computer "
                                      "answered and which cards come next."));
  add_row (self, self->games_group, "wins-law", _("Won by the Lawmen"));
  add_row (self, self->games_group, "wins-outlaw", _("Won by the Outlaws"));
  add_row (self, self->games_group, "hot-seat", _("Against a Friend"));
  add_row (self, self->games_group, "longest", _("Longest Game"));
  add_row (self, self->levels_group, "easy", _("Easy"));
  add_row (self, self->levels_group, "medium", _("Medium"));
  add_row (self, self->levels_group, "hard", _("Hard"));
}

SgStatsWindow *
sg_stats_window_new (GtkWindow *parent, SgStats *stats)
{
  SgStatsWindow *self;

  g_return_val_if_fail (SG_IS_STATS (stats), NULL);

  self = g_object_new (SG_TYPE_STATS_WINDOW, "transient-for", parent, "modal", parent != NULL, NULL);
  self->stats = g_object_ref (stats);
  g_signal_connect (stats, "changed", G_CALLBACK (stats_changed), self);
  show_stats (self);
  return self;
}

const char *
sg_stats_window_get_value (SgStatsWindow *self, const char *key)
{
  GtkLabel *label;

  g_return_val_if_fail (SG_IS_STATS_WINDOW (self), NULL);
  label = g_hash_table_lookup (self->values, key);
  return label != NULL ? gtk_label_get_label (label) : NULL;
}
