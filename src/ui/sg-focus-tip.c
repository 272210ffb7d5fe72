/* sg-focus-tip.c: a tooltip's text shown to the keyboard (see the header). */
#include "sg-focus-tip.h"

/* As wide as a tooltip's text may be, in characters. */
#define TIP_WIDTH_CHARS 40

static gboolean
keyboard_focus (GtkWidget *owner)
{
  GtkStateFlags flags = gtk_widget_get_state_flags (owner);

  return (flags & GTK_STATE_FLAG_FOCUSED) && (flags & GTK_STATE_FLAG_FOCUS_VISIBLE)
         && gtk_widget_get_mapped (owner);
}

/* A popover that neither grabs the keyboard (not modal) nor can take the
 * focus: the keyboard stays on its owner and goes on from there. */
static GtkWidget *
tip_new (GtkWidget *owner)
{
  GtkWidget *tip = gtk_popover_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), TIP_WIDTH_CHARS);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_popover_set_child (GTK_POPOVER (tip), label);
  gtk_popover_set_autohide (GTK_POPOVER (tip), FALSE);
  gtk_widget_set_can_focus (tip, FALSE);
  gtk_widget_set_can_target (tip, FALSE);
  gtk_widget_add_css_class (tip, "sg-focus-tip");
  gtk_accessible_update_state (GTK_ACCESSIBLE (tip), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_parent (tip, owner);
  return tip;
}

void
sg_focus_tip_update (GtkWidget *owner, GtkWidget **tip, const char *title, const char *text)
{
  g_autofree char *markup = NULL;

  g_return_if_fail (GTK_IS_WIDGET (owner));

  if (text == NULL || *text == '\0' || !keyboard_focus (owner))
    {
      if (*tip != NULL)
        gtk_popover_popdown (GTK_POPOVER (*tip));
      return;
    }
  if (*tip == NULL)
    *tip = tip_new (owner);
  /* As a card's tooltip: its name in bold, then the text. */
  markup = title != NULL ? g_markup_printf_escaped ("<b>%s</b>\n%s", title, text)
                         : g_markup_escape_text (text, -1);
  gtk_label_set_markup (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (*tip))), markup);
  gtk_popover_popup (GTK_POPOVER (*tip));
}

void
sg_focus_tip_present (GtkWidget *tip)
{
  if (tip != NULL)
    gtk_popover_present (GTK_POPOVER (tip));
}

void
sg_focus_tip_clear (GtkWidget **tip)
{
  if (*tip != NULL)
    gtk_widget_unparent (*tip);
  *tip = NULL;
}

const char *
sg_focus_tip_get_shown_text (GtkWidget *tip)
{
  if (tip == NULL || !gtk_widget_get_visible (tip))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (tip))));
}
