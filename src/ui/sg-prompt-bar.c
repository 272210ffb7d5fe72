/* sg-prompt-bar.c: the question of the moment and its options. */
#include "sg-application.h"
#include "sg-prompt-bar.h"
#include "sg-rule-book.h"

struct _SgPromptBar
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *text_label;
  GtkLabel *detail_label;
  GtkWidget *detail_box;
  GtkWidget *more_button;
  GtkFlowBox *options_box;
  GtkBox *cards_box;

  guint n_options;
  guint n_cards;
  char *detail;   /* the detail as set (the label shows its IDs kept whole) */
  GtkWidget *whole; /* the popover with the whole detail (more_button) */
  gboolean cut;     /* the detail is cut short: more_button is offered */
  guint more_idle;  /* update_more_button, after an allocation */
};

G_DEFINE_FINAL_TYPE (SgPromptBar, sg_prompt_bar, GTK_TYPE_WIDGET)

/* The lines the detail under the question may take within the rulers'
 * height (sg-prompt-bar.ui): a question of two lines and three of detail
 * where there are no buttons (the play phase's summary of the last turn,
 * a warning), one above a row of buttons.  Beyond them it is ellipsized,
 * and the tooltip has it whole: a summary of five lines made the bar
 * taller and squeezed the cards and characters (a French play-test). */
#define DETAIL_LINES 3
#define DETAIL_LINES_ABOVE_BUTTONS 1

static void
sg_prompt_bar_finalize (GObject *object)
{
  g_free (SG_PROMPT_BAR (object)->detail);
  G_OBJECT_CLASS (sg_prompt_bar_parent_class)->finalize (object);
}

static void
sg_prompt_bar_dispose (GObject *object)
{
  g_clear_handle_id (&SG_PROMPT_BAR (object)->more_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), SG_TYPE_PROMPT_BAR);
  /* The template's top box has no field; unparent it ourselves. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (sg_prompt_bar_parent_class)->dispose (object);
}

/* The bar asks for the least height its pages need (the ruler's, as a
 * rule), and no more: the cards turned up, which could use more, scale
 * down to it rather than make the table move.  Text and buttons need as
 * much at the least as at best, so nothing of them is cut.  Asked for a
 * height without a width (the table's scrolled window asks so, its cards
 * being width-for-height), the bar answers for its natural width, where
 * the buttons stand in a row, rather than for its narrowest, where they
 * would stand one above the other and make the table scroll for nothing. */
static void
sg_prompt_bar_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (orientation == GTK_ORIENTATION_VERTICAL && for_size < 0)
    gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &for_size, NULL, NULL);
  gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_VERTICAL)
    *natural = *minimum;
}

static GtkSizeRequestMode
sg_prompt_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH; /* text wraps */
}

/* The detail cut short (ellipsized) was whole only in its tooltip, out of
 * the keyboard's and screen readers' reach (a play-test): the button
 * beside it is then offered, a Tab stop that opens the whole text, and
 * has it as its accessible description.  Otherwise it keeps its room but
 * is neither seen nor reached, so that the text never moves. */
static gboolean
update_more_button (gpointer data)
{
  SgPromptBar *self = data;
  gboolean cut = gtk_widget_get_visible (self->detail_box)
                 && pango_layout_is_ellipsized (gtk_label_get_layout (self->detail_label));

  if (cut)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->more_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    gtk_label_get_text (self->detail_label), -1);
  self->more_idle = 0;
  if (cut != self->cut)
    {
      self->cut = cut;
      gtk_widget_set_opacity (self->more_button, cut ? 1 : 0);
      gtk_widget_set_can_target (self->more_button, cut);
      gtk_widget_set_focusable (self->more_button, cut);
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->more_button), GTK_ACCESSIBLE_STATE_HIDDEN, !cut, -1);
    }
  return G_SOURCE_REMOVE;
}

static void
sg_prompt_bar_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  SgPromptBar *self = SG_PROMPT_BAR (widget);

  gtk_widget_allocate (gtk_widget_get_first_child (widget), width, height, -1, NULL);
  /* Whether the label is cut is known now; the button changes after the
   * allocation, not during it (GTK warned of a stack snapshot without an
   * allocation). */
  if (self->more_idle == 0)
    self->more_idle = g_idle_add (update_more_button, self);
  if (self->whole != NULL)
    gtk_popover_present (GTK_POPOVER (self->whole));
}

/* The whole detail in a popover under the button, for reading. */
static void
more_clicked (GtkButton *button, SgPromptBar *self)
{
  graphene_rect_t bounds;

  if (self->whole == NULL)
    {
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      self->whole = gtk_popover_new ();
      gtk_popover_set_child (GTK_POPOVER (self->whole), label);
      gtk_widget_set_parent (self->whole, GTK_WIDGET (self));
    }
  gtk_label_set_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (self->whole))),
                      gtk_label_get_text (self->detail_label));
  if (gtk_widget_compute_bounds (GTK_WIDGET (button), GTK_WIDGET (self), &bounds))
    gtk_popover_set_pointing_to (GTK_POPOVER (self->whole),
                                 &(GdkRectangle) { (int) bounds.origin.x, (int) bounds.origin.y,
                                                   (int) bounds.size.width, (int) bounds.size.height });
  gtk_popover_popup (GTK_POPOVER (self->whole));
}

static void
sg_prompt_bar_class_init (SgPromptBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sg_prompt_bar_dispose;
  G_OBJECT_CLASS (klass)->finalize = sg_prompt_bar_finalize;
  widget_class->measure = sg_prompt_bar_measure;
  widget_class->size_allocate = sg_prompt_bar_size_allocate;
  widget_class->get_request_mode = sg_prompt_bar_get_request_mode;

  sg_ui_resources_ensure ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sixgun/Sixgun/sg-prompt-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SgPromptBar, text_label);
  gtk_widget_class_bind_template_child (widget_class, SgPromptBar, detail_label);
  gtk_widget_class_bind_template_child (widget_class, SgPromptBar, detail_box);
  gtk_widget_class_bind_template_child (widget_class, SgPromptBar, more_button);
  gtk_widget_class_bind_template_child (widget_class, SgPromptBar, options_box);
  gtk_widget_class_bind_template_child (widget_class, SgPromptBar, cards_box);
  gtk_widget_class_set_css_name (widget_class, "sgpromptbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void replace_options_box (SgPromptBar *self);

/* The detail's tooltip: the whole text, when it is cut short. */
static gboolean
detail_query_tooltip (GtkWidget *label, int x, int y, gboolean keyboard, GtkTooltip *tooltip, SgPromptBar *self)
{
  if (!pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))))
    return FALSE;
  gtk_tooltip_set_text (tooltip, gtk_label_get_text (GTK_LABEL (label)));
  return TRUE;
}

static void
sg_prompt_bar_init (SgPromptBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  replace_options_box (self);
  g_signal_connect (self->detail_label, "query-tooltip", G_CALLBACK (detail_query_tooltip), self);
  g_signal_connect (self->more_button, "clicked", G_CALLBACK (more_clicked), self);
}

GtkWidget *
sg_prompt_bar_new (void)
{
  return g_object_new (SG_TYPE_PROMPT_BAR, NULL);
}

void
sg_prompt_bar_set_text (SgPromptBar *self, const char *text, gboolean warning)
{
  g_return_if_fail (SG_IS_PROMPT_BAR (self));

  gtk_label_set_text (self->text_label, text != NULL ? text : "");
  if (warning)
    gtk_widget_add_css_class (GTK_WIDGET (self), "refusal");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "refusal");
}

const char *
sg_prompt_bar_get_text (SgPromptBar *self)
{
  g_return_val_if_fail (SG_IS_PROMPT_BAR (self), NULL);
  return gtk_label_get_text (self->text_label);
}

void
sg_prompt_bar_set_detail (SgPromptBar *self, const char *detail)
{
  g_autofree char *shown = sg_rule_book_keep_ids_whole (detail);

  g_return_if_fail (SG_IS_PROMPT_BAR (self));

  /* Shown with its rule IDs never cut at a hyphen ("(C-" / "MISSED.1)");
   * the getter gives the text as set. */
  g_free (self->detail);
  self->detail = g_strdup (detail != NULL ? detail : "");
  gtk_label_set_text (self->detail_label, shown);
  gtk_widget_set_visible (self->detail_box, detail != NULL && *detail != '\0');
  if (self->whole != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->whole));
}

const char *
sg_prompt_bar_get_detail (SgPromptBar *self)
{
  g_return_val_if_fail (SG_IS_PROMPT_BAR (self), NULL);
  return self->detail != NULL ? self->detail : "";
}

GtkWidget *
sg_prompt_bar_get_more_button (SgPromptBar *self)
{
  g_return_val_if_fail (SG_IS_PROMPT_BAR (self), NULL);
  return self->more_button;
}

/* The option button beside the focused one (step -1 or 1), or NULL. */
static GtkWidget *
option_beside (GtkFlowBox *box, int step)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (box));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *child = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_FLOW_BOX_CHILD) : NULL;

  if (child == NULL || gtk_widget_get_parent (child) != GTK_WIDGET (box))
    return NULL;
  child = step < 0 ? gtk_widget_get_prev_sibling (child) : gtk_widget_get_next_sibling (child);
  return child != NULL ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)) : NULL;
}

/* Left and Right go from one option to the one before or after it, in the
 * order they read, rather than by the flow box's cursor, which skipped
 * buttons or jumped to another row.  Up and Down are left to the table,
 * which moves by position: to the hand below, or the characters above
 * (they were kept inside the options). */
static gboolean
options_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                     GtkFlowBox *box)
{
  gboolean back = keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left;
  gboolean on = keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right;
  GtkWidget *next;

  if ((!back && !on) || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  next = option_beside (box, back ? -1 : 1);
  if (next != NULL)
    gtk_widget_grab_focus (next);
  return TRUE; /* at either end, stay */
}

/* A box for the options of one question.  GTK 4.8's flow box keeps
 * pointing at the child its keyboard cursor was on after that child is
 * removed, and the next arrow key crashed the app: each question gets a
 * new box rather than an emptied one. */
static GtkFlowBox *
new_options_box (void)
{
  GtkFlowBox *box = GTK_FLOW_BOX (gtk_flow_box_new ());
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_flow_box_set_selection_mode (box, GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (box, FALSE);
  gtk_flow_box_set_max_children_per_line (box, 8);
  gtk_flow_box_set_column_spacing (box, 6);
  gtk_flow_box_set_row_spacing (box, 6);
  gtk_widget_set_visible (GTK_WIDGET (box), FALSE);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (options_key_pressed), box);
  gtk_widget_add_controller (GTK_WIDGET (box), keys);
  return box;
}

static void
replace_options_box (SgPromptBar *self)
{
  GtkWidget *old = GTK_WIDGET (self->options_box);
  GtkWidget *parent = gtk_widget_get_parent (old);
  GtkFlowBox *fresh = new_options_box ();

  gtk_box_insert_child_after (GTK_BOX (parent), GTK_WIDGET (fresh), old);
  gtk_box_remove (GTK_BOX (parent), old);
  self->options_box = fresh;
}

void
sg_prompt_bar_clear_options (SgPromptBar *self)
{
  GtkWidget *child;

  g_return_if_fail (SG_IS_PROMPT_BAR (self));

  replace_options_box (self);
  self->n_options = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box))) != NULL)
    gtk_box_remove (self->cards_box, child);
  self->n_cards = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->cards_box), FALSE);
  gtk_label_set_lines (self->detail_label, DETAIL_LINES);
}

void
sg_prompt_bar_add_card (SgPromptBar *self, GtkWidget *card)
{
  g_return_if_fail (SG_IS_PROMPT_BAR (self));
  g_return_if_fail (GTK_IS_WIDGET (card));

  gtk_box_append (self->cards_box, card);
  gtk_widget_set_visible (GTK_WIDGET (self->cards_box), TRUE);
  self->n_cards++;
}

void
sg_prompt_bar_add_gap (SgPromptBar *self, GtkWidget *gap)
{
  g_return_if_fail (SG_IS_PROMPT_BAR (self));
  g_return_if_fail (GTK_IS_WIDGET (gap));

  g_object_set_data (G_OBJECT (gap), "sg-gap", GINT_TO_POINTER (TRUE));
  gtk_box_append (self->cards_box, gap);
}

static gboolean
is_gap (GtkWidget *child)
{
  return g_object_get_data (G_OBJECT (child), "sg-gap") != NULL;
}

guint
sg_prompt_bar_get_n_cards (SgPromptBar *self)
{
  g_return_val_if_fail (SG_IS_PROMPT_BAR (self), 0);
  return self->n_cards;
}

GtkWidget *
sg_prompt_bar_get_card (SgPromptBar *self, guint i)
{
  GtkWidget *child;

  g_return_val_if_fail (SG_IS_PROMPT_BAR (self), NULL);
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!is_gap (child) && i-- == 0)
      return child;
  return NULL;
}

GtkWidget *
sg_prompt_bar_add_option (SgPromptBar *self, const char *label,
                          const char *action_name, GVariant *target,
                          gboolean suggested)
{
  GtkWidget *button;

  g_return_val_if_fail (SG_IS_PROMPT_BAR (self), NULL);

  button = gtk_button_new_with_label (label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_flow_box_append (self->options_box, button);
  gtk_label_set_lines (self->detail_label, DETAIL_LINES_ABOVE_BUTTONS);
  /* The flow box child should not take a focus stop of its own. */
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->options_box), TRUE);
  self->n_options++;
  return button;
}

/* An option marked (with mark set on its button) as one the keyboard
 * does not start on. */
static GtkWidget *
add_marked (SgPromptBar *self, const char *label, const char *action_name, GVariant *target, const char *mark)
{
  GtkWidget *button = sg_prompt_bar_add_option (self, label, action_name, target, FALSE);

  g_object_set_data (G_OBJECT (button), mark, GINT_TO_POINTER (TRUE));
  return button;
}

GtkWidget *
sg_prompt_bar_add_decline (SgPromptBar *self, const char *label,
                           const char *action_name, GVariant *target)
{
  return add_marked (self, label, action_name, target, "sg-declines");
}

GtkWidget *
sg_prompt_bar_add_risky (SgPromptBar *self, const char *label,
                         const char *action_name, GVariant *target)
{
  return add_marked (self, label, action_name, target, "sg-risky");
}

static gboolean
option_risky (GtkWidget *option)
{
  return g_object_get_data (G_OBJECT (option), "sg-risky") != NULL;
}

gboolean
sg_prompt_bar_option_declines (SgPromptBar *self, GtkWidget *option)
{
  g_return_val_if_fail (SG_IS_PROMPT_BAR (self), FALSE);
  g_return_val_if_fail (GTK_IS_WIDGET (option), FALSE);
  return g_object_get_data (G_OBJECT (option), "sg-declines") != NULL;
}

guint
sg_prompt_bar_get_n_options (SgPromptBar *self)
{
  g_return_val_if_fail (SG_IS_PROMPT_BAR (self), 0);
  return self->n_options;
}

/* The button a child of the options box holds. */
static GtkWidget *
option_button (GtkWidget *child)
{
  return gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
}

/* A question's answers keep the engine's order, and the keyboard starts
 * on the first one that does not give something up: as a GNOME dialog
 * never makes its destructive button the default, a Return pressed out of
 * habit must not cost a life point or a card.  This is no advice: among
 * the answers that act, the first is taken whatever its worth (the
 * suggestion, Ctrl+H, is there for advice).  When all of them decline
 * (a lone "Take the hit"), the first. */
GtkWidget *
sg_prompt_bar_get_default_option (SgPromptBar *self)
{
  GtkWidget *child, *first;

  g_return_val_if_fail (SG_IS_PROMPT_BAR (self), NULL);
  /* A card one can choose comes first: it is what the question is about. */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_focusable (child))
      return child;
  /* Then an answer that neither gives up nor costs; then one that gives
   * up rather than one that costs (no discard of one's own Gun Belt on a
   * Return). */
  first = gtk_widget_get_first_child (GTK_WIDGET (self->options_box));
  for (child = first; child != NULL; child = gtk_widget_get_next_sibling (child))
    if (!sg_prompt_bar_option_declines (self, option_button (child)) && !option_risky (option_button (child)))
      return option_button (child);
  for (child = first; child != NULL; child = gtk_widget_get_next_sibling (child))
    if (!option_risky (option_button (child)))
      return option_button (child);
  return first != NULL ? option_button (first) : NULL;
}

GtkWidget *
sg_prompt_bar_find_option (SgPromptBar *self, const char *action_name, GVariant *target)
{
  g_autoptr (GVariant) want = target != NULL ? g_variant_ref_sink (target) : NULL;

  g_return_val_if_fail (SG_IS_PROMPT_BAR (self), NULL);
  g_return_val_if_fail (action_name != NULL, NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = option_button (child);
      GVariant *has = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

      if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), action_name) == 0
          && ((has == NULL && want == NULL) || (has != NULL && want != NULL && g_variant_equal (has, want))))
        return button;
    }
  return NULL;
}
