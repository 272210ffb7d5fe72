/* sg-table-drag.c: a hand card dragged onto a character is played at it,
 * as a click on the card and then on the character does (a play-test
 * dragged, and nothing happened).  The drop goes through the same actions
 * (table.card, table.target), so a drop the rules refuse is explained the
 * same way. */
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

static gboolean
dropped_on_seat (GtkDropTarget *target, const GValue *value, double x, double y, gpointer data)
{
  SgTableView *self = data;
  GtkWidget *seat = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  guint code = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (seat), "code"));
  guint card = g_value_get_uint (value);

  if (code == 0 || card >= SG_MAX_CARDS || !sg_table_mine (self)
      || sg_game_model_get_decision (self->model) != SG_DEC_PLAY)
    return FALSE;
  if (self->selected != card)
    gtk_widget_activate_action (GTK_WIDGET (self), "table.card", "y", (guchar) card);
  gtk_widget_activate_action (GTK_WIDGET (self), "table.target", "y", (guchar) (code - 1));
  return TRUE;
}

void
sg_table_drop_on_seat (SgTableView *self, GtkWidget *seat)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  g_signal_connect (target, "drop", G_CALLBACK (dropped_on_seat), self);
  gtk_widget_add_controller (seat, GTK_EVENT_CONTROLLER (target));
}
