/* sg-table-drag.c: a hand card dragged onto a character is played at it,
 * as a click on the card and then on the character does (a play-test
 * dragged, and nothing happened); dropped anywhere else on the table, a
 * card with one way to play it and no character to aim at (Beer,
 * Gatling) is played, and any other is chosen, the prompt asking the
 * rest; dropped on a card in play, it takes that card (Steal, Schoolmarm).
 * The drop goes through the same actions (table.card, table.target), so a
 * drop the rules refuse is explained the same way. */
#include "sg-table-view-private.h"

/* Only the person's play phase offers a card to drag. */
static GdkContentProvider *
prepare_drag (GtkDragSource *source, double x, double y, gpointer data)
{
  SgTableView *self = data;
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  guint id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "card"));

  if (id == 0 || !sg_table_mine (self) || sg_game_model_get_decision (self->model) != SG_DEC_PLAY)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_UINT, id - 1);
}

/* The card itself follows the pointer. */
static void
begin_drag (GtkDragSource *source, GdkDrag *drag, gpointer data)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr (GdkPaintable) icon = gtk_widget_paintable_new (card);

  gtk_drag_source_set_icon (source, icon, gtk_widget_get_width (card) / 2, gtk_widget_get_height (card) / 2);
}

void
sg_table_drag_from_hand (SgTableView *self, GtkWidget *card)
{
  GtkDragSource *source = gtk_drag_source_new ();

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (prepare_drag), self);
  g_signal_connect (source, "drag-begin", G_CALLBACK (begin_drag), self);
  gtk_widget_add_controller (card, GTK_EVENT_CONTROLLER (source));
}

/* The dropped card chosen (unless it is already), then action at what it
 * was dropped on (stored + 1 under key on that widget: 0 is none), as the
 * two clicks would do. */
static gboolean
play_dropped (GtkDropTarget *target, const GValue *value, SgTableView *self, const char *key, const char *action)
{
  GtkWidget *on = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  guint at = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (on), key));
  guint card = g_value_get_uint (value);

  if (at == 0 || card >= SG_MAX_CARDS || !sg_table_mine (self)
      || sg_game_model_get_decision (self->model) != SG_DEC_PLAY)
    return FALSE;
  if (self->selected != card)
    gtk_widget_activate_action (GTK_WIDGET (self), "table.card", "y", (guchar) card);
  gtk_widget_activate_action (GTK_WIDGET (self), action, "y", (guchar) (at - 1));
  return TRUE;
}

static gboolean
dropped_on_seat (GtkDropTarget *target, const GValue *value, double x, double y, gpointer data)
{
  return play_dropped (target, value, data, "code", "table.target");
}

/* A drop target for a hand card (its instance, a guint) on widget. */
static void
take_drops (GtkWidget *widget, GCallback dropped, SgTableView *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  g_signal_connect (target, "drop", dropped, self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (target));
}

void
sg_table_drop_on_seat (SgTableView *self, GtkWidget *seat)
{
  take_drops (seat, G_CALLBACK (dropped_on_seat), self);
}

/* A card dropped on a card in play (a Steal or a Schoolmarm on a piece of
 * equipment) takes it as a click on that card would, with the dropped
 * card chosen first. */
static gboolean
dropped_on_card (GtkDropTarget *target, const GValue *value, double x, double y, gpointer data)
{
  return play_dropped (target, value, data, "card", "table.card");
}

void
sg_table_drop_on_card (SgTableView *self, GtkWidget *in_play)
{
  take_drops (in_play, G_CALLBACK (dropped_on_card), self);
}

/* The one play of card that aims at no character, as an option index;
 * -1 when it has none or several, or aims at characters. */
static int
lone_untargeted_play (SgTableView *self, guint8 card)
{
  guint idx[SG_MAX_ACTIONS];
  guint n = sg_game_model_options_for_card (self->model, card, idx);
  int found = -1;

  for (guint i = 0; i < n; i++)
    {
      const SgAction *a = sg_table_option (self, idx[i]);

      if (a->kind != SG_ACT_PLAY || sg_table_targets_character (self, a) || found >= 0)
        return -1;
      found = (int) idx[i];
    }
  return found;
}

/* Whether the point (in the table's coordinates) is over the hand's row:
 * a card let go there goes back, unplayed (a drag given up). */
static gboolean
over_hand (SgTableView *self, double x, double y)
{
  GtkWidget *row = gtk_widget_get_parent (GTK_WIDGET (self->hand_box));
  graphene_point_t in_row;

  if (row == NULL
      || !gtk_widget_compute_point (GTK_WIDGET (self), row, &GRAPHENE_POINT_INIT ((float) x, (float) y), &in_row))
    return FALSE;
  return gtk_widget_contains (row, in_row.x, in_row.y);
}

static gboolean
dropped_on_table (GtkDropTarget *target, const GValue *value, double x, double y, gpointer data)
{
  SgTableView *self = data;
  guint card = g_value_get_uint (value);
  int play;

  if (card >= SG_MAX_CARDS || !sg_table_mine (self) || sg_game_model_get_decision (self->model) != SG_DEC_PLAY
      || over_hand (self, x, y))
    return FALSE;
  play = lone_untargeted_play (self, (guint8) card);
  if (play >= 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "table.option", "u", (guint32) play);
      return TRUE;
    }
  if (self->selected != card)
    gtk_widget_activate_action (GTK_WIDGET (self), "table.card", "y", (guchar) card);
  return TRUE;
}

void
sg_table_drop_on_table (SgTableView *self)
{
  take_drops (GTK_WIDGET (self), G_CALLBACK (dropped_on_table), self);
}
