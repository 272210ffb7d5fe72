/* sg-combo-row-focus.c: a combo row's list opens on its chosen item. */
#include "sg-combo-row-focus.h"

/* The first widget under root (root included) that match accepts. */
static GtkWidget *
find_widget (GtkWidget *root, gboolean (*match) (GtkWidget *widget))
{
  if (match (root))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, match);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_shown_popover (GtkWidget *widget)
{
  return GTK_IS_POPOVER (widget) && gtk_widget_get_visible (widget);
}

static gboolean
is_list_view (GtkWidget *widget)
{
  return GTK_IS_LIST_VIEW (widget);
}

static gboolean
focus_selected_idle (gpointer data)
{
  AdwComboRow *row = data;
  GtkWidget *popover = find_widget (GTK_WIDGET (row), is_shown_popover);
  GtkWidget *list = popover != NULL ? find_widget (popover, is_list_view) : NULL;
  GtkWidget *item = list != NULL ? gtk_widget_get_first_child (list) : NULL;

  for (guint i = 0; item != NULL && i < adw_combo_row_get_selected (row); i++)
    item = gtk_widget_get_next_sibling (item);
  if (item != NULL && gtk_widget_get_mapped (item))
    gtk_widget_grab_focus (item);
  g_object_unref (row);
  return G_SOURCE_REMOVE;
}

/* Once the row has popped its list up; not at idle priority, which the
 * popover's frames kept from running. */
static void
row_activated (AdwActionRow *row, gpointer data)
{
  g_idle_add_full (G_PRIORITY_DEFAULT, focus_selected_idle, g_object_ref (row), NULL);
}

void
sg_combo_row_open_on_selected (AdwComboRow *row)
{
  g_signal_connect_after (row, "activate", G_CALLBACK (row_activated), NULL);
}
