/* sg-test-widgets.c: finding widgets in a window (see the header). */
#include "sg-test-widgets.h"

GtkWidget *
sg_test_label_with_text (GtkWidget *root, const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = sg_test_label_with_text (c, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}
