/* sg-test-widgets.h: finding widgets in a window, for the UI tests. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The first label under root (root included) whose text is exactly text,
 * or NULL. */
GtkWidget *sg_test_label_with_text (GtkWidget *root, const char *text);

G_END_DECLS
