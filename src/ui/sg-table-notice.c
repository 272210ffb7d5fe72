/* sg-table-notice.c: a notice in the opponent's line (see the header). */
#include <glib/gi18n.h>

#include "sg-table-notice.h"

struct _SgTableNotice
{
  GtkWidget parent_instance;

  GtkRevealer *revealer;
  GtkLabel *label;
  guint timeout;
};

G_DEFINE_FINAL_TYPE (SgTableNotice, sg_table_notice, GTK_TYPE_WIDGET)

/* Visible while shown and while fading out: hidden, the widget takes no
 * room in the line it shares (and the table shows that line again). */
static void
set_shown (SgTableNotice *self, gboolean shown)
{
  if (shown)
    gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_revealer_set_reveal_child (self->revealer, shown);
}

static void
child_revealed (GtkRevealer *revealer, GParamSpec *pspec, SgTableNotice *self)
{
  if (!gtk_revealer_get_reveal_child (revealer) && !gtk_revealer_get_child_revealed (revealer))
    gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static gboolean
time_is_up (gpointer data)
{
  SgTableNotice *self = data;

  self->timeout = 0;
  set_shown (self, FALSE);
  return G_SOURCE_REMOVE;
}

void
sg_table_notice_show (SgTableNotice *self, const char *text, guint seconds)
{
  g_return_if_fail (SG_IS_TABLE_NOTICE (self));
  g_return_if_fail (text != NULL);

  gtk_label_set_text (self->label, text);
  set_shown (self, TRUE);
  g_clear_handle_id (&self->timeout, g_source_remove);
  self->timeout = g_timeout_add_seconds (seconds, time_is_up, self);
}

void
sg_table_notice_dismiss (SgTableNotice *self)
{
  g_return_if_fail (SG_IS_TABLE_NOTICE (self));

  g_clear_handle_id (&self->timeout, g_source_remove);
  set_shown (self, FALSE);
}

gboolean
sg_table_notice_is_shown (SgTableNotice *self)
{
  g_return_val_if_fail (SG_IS_TABLE_NOTICE (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}

const char *
sg_table_notice_get_text (SgTableNotice *self)
{
  g_return_val_if_fail (SG_IS_TABLE_NOTICE (self), NULL);
  return gtk_label_get_text (self->label);
}

static void
close_clicked (GtkButton *button, SgTableNotice *self)
{
  sg_table_notice_dismiss (self);
}

/* Hidden, the notice takes no room and no clicks: the revealer's child is
 * unmapped once it has faded out.  It fades rather than slides: it takes
 * the place of a line of the table, which does not move. */
static void
build (SgTableNotice *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *close = gtk_button_new_from_icon_name ("window-close-symbolic");

  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_max_width_chars (self->label, 60);
  gtk_label_set_xalign (self->label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->label), TRUE);
  gtk_widget_set_valign (close, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_add_css_class (close, "circular");
  gtk_widget_set_tooltip_text (close, _("Close"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (close), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Close"), -1);
  g_signal_connect (close, "clicked", G_CALLBACK (close_clicked), self);
  gtk_widget_add_css_class (box, "app-notification");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->label));
  gtk_box_append (GTK_BOX (box), close);

  self->revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_transition_type (self->revealer, GTK_REVEALER_TRANSITION_TYPE_CROSSFADE);
  gtk_revealer_set_child (self->revealer, box);
  g_signal_connect (self->revealer, "notify::child-revealed", G_CALLBACK (child_revealed), self);
  gtk_widget_set_parent (GTK_WIDGET (self->revealer), GTK_WIDGET (self));
}

static void
sg_table_notice_dispose (GObject *object)
{
  SgTableNotice *self = SG_TABLE_NOTICE (object);

  g_clear_handle_id (&self->timeout, g_source_remove);
  if (self->revealer != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->revealer));
  self->revealer = NULL;
  G_OBJECT_CLASS (sg_table_notice_parent_class)->dispose (object);
}

static void
sg_table_notice_class_init (SgTableNoticeClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sg_table_notice_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "sg-table-notice");
}

static void
sg_table_notice_init (SgTableNotice *self)
{
  build (self);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
sg_table_notice_new (void)
{
  return g_object_new (SG_TYPE_TABLE_NOTICE, NULL);
}
