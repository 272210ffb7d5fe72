/* sg-rules-sidebar.c: the game's events with their rules. */
#include <glib/gi18n.h>

#include "sg-application.h"
#include "sg-card-text.h"
#include "sg-rule-book.h"
#include "sg-rules-sidebar.h"

/* The width the log is written for, in characters (about its 300 px). */
#define SIDEBAR_CHARS 32

struct _SgRulesSidebar
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkDropDown *filter_dropdown;
  GtkScrolledWindow *scroller;
  GtkListBox *list;

  /* Owned references */
  SgGameModel *model;
  GtkFilterListModel *shown;
  GtkCustomFilter *filter;

  gboolean only_new;
  SgSide viewer;
  guint scroll_idle;
  gboolean at_end;      /* following the newest rows (until the reader scrolls up) */
  gboolean scrolling;   /* the value is being set by us */
};

G_DEFINE_FINAL_TYPE (SgRulesSidebar, sg_rules_sidebar, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_ONLY_NEW, N_PROPS };
static GParamSpec *properties[N_PROPS];

static gboolean
filter_entry (gpointer item, gpointer data)
{
  SgRulesSidebar *self = data;
  SgLogEntry *entry = item;

  if (!sg_log_entry_is_shown_to (entry, self->viewer))
    return FALSE;
  if (!self->only_new)
    return TRUE;
  /* Refusals always show: a player who tried a move wants to see why. */
  return sg_log_entry_get_first_time (entry) || sg_log_entry_is_refusal (entry);
}

static char *
explanation_of (const char *rule)
{
  SgRuleBook *book = sg_rule_book_get_default ();
  const char *text = sg_rule_book_get_explanation (book, rule);

  if (text == NULL)
    return g_strdup (_("No explanation is written for this rule yet."));
  if (sg_rule_book_is_ruling (book, rule))
    return g_strdup_printf (_("Our ruling: %s"), text);
  return g_strdup (text);
}

static GtkWidget *
wrapped_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), SIDEBAR_CHARS);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

/* One rule in an opened citation: its explanation, and a button that leads
 * straight to it in the rules browser.  A row citing several rules (events
 * told together, sg-log-fold.h) names each one above its explanation. */
static void
add_rule_body (GtkBox *inner, SgLogEntry *entry, guint i)
{
  const char *rule = sg_log_entry_get_nth_rule (entry, i);
  g_autofree char *explanation = explanation_of (rule);
  GtkWidget *body = wrapped_label (explanation);
  GtkWidget *more;

  if (sg_log_entry_get_n_rules (entry) > 1)
    {
      g_autofree char *line = sg_rule_book_keep_id_whole (sg_log_entry_get_nth_rule_line (entry, i));
      GtkWidget *heading = wrapped_label (line);

      gtk_widget_add_css_class (heading, "heading");
      gtk_widget_set_margin_start (heading, 12);
      gtk_widget_set_margin_top (heading, i > 0 ? 6 : 0);
      gtk_box_append (inner, heading);
    }
  gtk_label_set_selectable (GTK_LABEL (body), FALSE);
  gtk_widget_set_margin_start (body, 12);
  /* Softer than the row, but readable: dim-label was grey on grey. */
  gtk_widget_add_css_class (body, "sg-rule-text");
  more = gtk_button_new_with_mnemonic (_("_Read in the Rules"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (more), "app.show-rule");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (more), "s", rule);
  gtk_widget_add_css_class (more, "flat");
  gtk_widget_set_halign (more, GTK_ALIGN_START);
  gtk_widget_set_margin_start (more, 6);
  gtk_box_append (inner, body);
  gtk_box_append (inner, more);
}

/* The citation under a row: its rule lines ("D5.7 · Hit"), one per rule,
 * opening on their explanations. */
static GtkWidget *
rule_expander (SgLogEntry *entry)
{
  g_autoptr (GString) title = g_string_new (NULL);
  GtkWidget *expander, *label, *inner;
  guint n = sg_log_entry_get_n_rules (entry);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *line = sg_rule_book_keep_id_whole (sg_log_entry_get_nth_rule_line (entry, i));

      g_string_append_printf (title, "%s%s", i > 0 ? "\n" : "", line);
    }
  expander = gtk_expander_new (title->str);
  label = gtk_expander_get_label_widget (GTK_EXPANDER (expander));
  if (GTK_IS_LABEL (label))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), SIDEBAR_CHARS);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
    }
  inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  for (guint i = 0; i < n; i++)
    add_rule_body (GTK_BOX (inner), entry, i);
  gtk_expander_set_child (GTK_EXPANDER (expander), inner);
  gtk_widget_add_css_class (expander, "sg-rule-line");
  /* Named by its rules, or a screen reader read the class name. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL, title->str, -1);
  if (sg_log_entry_get_first_time (entry))
    {
      gtk_widget_add_css_class (expander, "sg-new-rule");
      /* Bold said nothing by itself. */
      gtk_widget_set_tooltip_text (expander, _("In bold: a rule met for the first time"));
    }
  return expander;
}

/* A row's sentence, its rule IDs never cut at a hyphen or a dot ("(C-" /
 * "MISSED.1)" read as two things), its card names in semibold so that a
 * name's own "!" does not read as the end of a sentence. */
static void
set_row_text (GtkLabel *label, const char *text)
{
  g_autofree char *shown = sg_rule_book_keep_ids_whole (text);
  guint starts[16], ends[16];
  guint n = sg_card_text_find_names (shown, starts, ends, G_N_ELEMENTS (starts));
  PangoAttrList *attrs = pango_attr_list_new ();

  for (guint i = 0; i < n; i++)
    {
      PangoAttribute *weight = pango_attr_weight_new (PANGO_WEIGHT_SEMIBOLD);

      weight->start_index = starts[i];
      weight->end_index = ends[i];
      pango_attr_list_insert (attrs, weight);
    }
  gtk_label_set_text (label, shown);
  gtk_label_set_attributes (label, attrs);
  pango_attr_list_unref (attrs);
}

static GtkWidget *
create_row (gpointer item, gpointer data)
{
  SgRulesSidebar *self = data;
  SgLogEntry *entry = item;
  const char *rule_line = sg_log_entry_get_rule_line (entry);
  const char *text = sg_log_entry_get_text (entry, self->viewer);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label;
  g_autofree char *shown = NULL;

  if (sg_log_entry_is_refusal (entry))
    shown = g_strdup_printf (_("Refused: %s"), text);
  else
    shown = g_strdup (text);

  label = gtk_label_new (NULL);
  set_row_text (GTK_LABEL (label), shown);
  g_object_set_data (G_OBJECT (row), "label", label);
  g_object_set_data_full (G_OBJECT (row), "entry", g_object_ref (entry), g_object_unref);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* A bounded natural width: a long line wraps instead of widening the
   * sidebar, which narrowed the table and could fold the sidebar away. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), SIDEBAR_CHARS);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  if (sg_log_entry_is_refusal (entry))
    gtk_widget_add_css_class (label, "sg-refusal-row");

  if (rule_line != NULL)
    {
      GtkWidget *expander = rule_expander (entry);

      gtk_box_append (GTK_BOX (box), expander);
      g_object_set_data (G_OBJECT (row), "expander", expander);
    }

  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, shown,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  rule_line != NULL ? rule_line : "",
                                  -1);
  return row;
}

static void
row_activated (GtkListBox *list, GtkListBoxRow *row, SgRulesSidebar *self)
{
  GtkExpander *expander = g_object_get_data (G_OBJECT (row), "expander");

  if (expander != NULL)
    gtk_expander_set_expanded (expander, !gtk_expander_get_expanded (expander));
}

static void
set_to_end (SgRulesSidebar *self, GtkAdjustment *adj)
{
  self->scrolling = TRUE;
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  self->scrolling = FALSE;
}

static gboolean
scroll_to_end (gpointer data)
{
  SgRulesSidebar *self = data;

  self->scroll_idle = 0;
  set_to_end (self, gtk_scrolled_window_get_vadjustment (self->scroller));
  return G_SOURCE_REMOVE;
}

/* Rows are measured after they are added, some of them later still (their
 * sentences change with the viewer): while following, the log stays at its
 * end as it grows.  The end is set once the allocation that grew the list
 * is over: set from inside it (where the scrolled window tells its new
 * size), the list kept being drawn where it was, its newest rows below the
 * edge, until something else made the window lay itself out again. */
static void
adjustment_changed (GtkAdjustment *adj, SgRulesSidebar *self)
{
  if (self->at_end && self->scroll_idle == 0)
    self->scroll_idle = g_idle_add (scroll_to_end, self);
}

/* A reader scrolling up stops the following; back at the end, it resumes.
 * A move while the end is about to be set is the list growing, not the
 * reader. */
static void
adjustment_value_changed (GtkAdjustment *adj, SgRulesSidebar *self)
{
  if (!self->scrolling && self->scroll_idle == 0)
    self->at_end = gtk_adjustment_get_value (adj)
                   >= gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj) - 1;
}

static void
follow_newest (SgRulesSidebar *self)
{
  self->at_end = TRUE;
  if (self->scroll_idle == 0)
    self->scroll_idle = g_timeout_add (50, scroll_to_end, self);
}

static void
shown_changed (GListModel *list, guint pos, guint removed, guint added, SgRulesSidebar *self)
{
  /* Follow the game: the newest event is the one to read. */
  if (added > 0)
    follow_newest (self);
}

static void
rebind (SgRulesSidebar *self)
{
  gtk_list_box_bind_model (self->list, G_LIST_MODEL (self->shown), create_row, self, NULL);
}

/* Whether the log holds a refusal (of either player). */
static gboolean
log_has_refusal (SgGameModel *model)
{
  GListModel *log = sg_game_model_get_log (model);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr (SgLogEntry) entry = g_list_model_get_item (log, i);

      if (sg_log_entry_is_refusal (entry))
        return TRUE;
    }
  return FALSE;
}

static void
state_changed (SgGameModel *model, SgRulesSidebar *self)
{
  SgSide viewer = sg_game_model_get_viewer (model);
  gboolean hidden = !gtk_widget_get_visible (GTK_WIDGET (self->scroller));

  /* Hot-seat: each player reads the log as it was told to them.  The rows
   * stay; only their sentences change.  First, so that the log follows
   * the rows it then shows. */
  if (viewer != self->viewer)
    {
      self->viewer = viewer;
      /* The other player's refusals leave, this one's come back. */
      if (log_has_refusal (model))
        gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
      for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        {
          SgLogEntry *entry = g_object_get_data (G_OBJECT (row), "entry");
          GtkLabel *label = g_object_get_data (G_OBJECT (row), "label");

          if (entry != NULL && label != NULL && !sg_log_entry_is_refusal (entry))
            {
              set_row_text (label, sg_log_entry_get_text (entry, viewer));
              gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              sg_log_entry_get_text (entry, viewer), -1);
            }
        }
    }

  /* Hot-seat: while the screen passes to the other player, the log (which
   * names the previous player's cards) is hidden too.  Shown again, it
   * opens on what happened last, not where the other player left it. */
  gtk_widget_set_visible (GTK_WIDGET (self->scroller), !sg_game_model_handover_pending (model));
  if (hidden && gtk_widget_get_visible (GTK_WIDGET (self->scroller)))
    follow_newest (self);
}

static void
filter_selected (GtkDropDown *dropdown, GParamSpec *pspec, SgRulesSidebar *self)
{
  if (self->filter == NULL)
    return;
  sg_rules_sidebar_set_only_new (self, gtk_drop_down_get_selected (dropdown) == 1);
}

static void
sg_rules_sidebar_dispose (GObject *object)
{
  SgRulesSidebar *self = SG_RULES_SIDEBAR (object);

  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  gtk_widget_dispose_template (GTK_WIDGET (object), SG_TYPE_RULES_SIDEBAR);
  /* The template's top box has no field; unparent it ourselves. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);
  if (self->shown != NULL)
    g_signal_handlers_disconnect_by_data (self->shown, self);
  g_clear_object (&self->shown);
  G_OBJECT_CLASS (sg_rules_sidebar_parent_class)->dispose (object);
}

static void
sg_rules_sidebar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SgRulesSidebar *self = SG_RULES_SIDEBAR (object);

  switch (prop_id)
    {
    case PROP_ONLY_NEW:
      g_value_set_boolean (value, self->only_new);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sg_rules_sidebar_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SgRulesSidebar *self = SG_RULES_SIDEBAR (object);

  switch (prop_id)
    {
    case PROP_ONLY_NEW:
      sg_rules_sidebar_set_only_new (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sg_rules_sidebar_class_init (SgRulesSidebarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sg_rules_sidebar_dispose;
  object_class->get_property = sg_rules_sidebar_get_property;
  object_class->set_property = sg_rules_sidebar_set_property;

  /* TRUE: only the entries that cite a rule for the first time. */
  properties[PROP_ONLY_NEW] =
    g_param_spec_boolean ("only-new", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  sg_ui_resources_ensure ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sixgun/Sixgun/sg-rules-sidebar.ui");
  gtk_widget_class_bind_template_child (widget_class, SgRulesSidebar, filter_dropdown);
  gtk_widget_class_bind_template_child (widget_class, SgRulesSidebar, scroller);
  gtk_widget_class_bind_template_child (widget_class, SgRulesSidebar, list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_bind_template_callback (widget_class, filter_selected);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sgrulessidebar");
}

/* Run once the focus has arrived (the controller's "enter" comes first). */
static gboolean
focus_newest_idle (gpointer data)
{
  SgRulesSidebar *self = data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *now = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->list, 0);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->shown));
  GtkListBoxRow *newest = n > 0 ? gtk_list_box_get_row_at_index (self->list, (int) n - 1) : NULL;

  if (first != NULL && newest != NULL && now != NULL
      && (now == GTK_WIDGET (first) || gtk_widget_is_ancestor (now, GTK_WIDGET (first))))
    gtk_widget_grab_focus (GTK_WIDGET (newest));
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

/* The keyboard entering the log lands on its newest row: Tab from the hand
 * went to the first row of the game and scrolled the log back to it.  Not
 * a click (the focus ring shows only for the keyboard). */
static void
list_focus_entered (GtkEventControllerFocus *focus, SgRulesSidebar *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root)))
    g_idle_add (focus_newest_idle, g_object_ref (self));
}

static void
sg_rules_sidebar_init (SgRulesSidebar *self)
{
  GListStore *empty = g_list_store_new (SG_TYPE_LOG_ENTRY);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The drop-down's own button takes the focus: named as the drop-down
   * (a screen reader said "toggle button"). */
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->filter_dropdown)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_TOGGLE_BUTTON (c))
      gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Filter the events"), -1);
  {
    /* An empty log says what will come, rather than looking broken. */
    GtkWidget *placeholder = gtk_label_new (_("No moves yet. Every move of the game will be listed here, with the rule behind it."));

    gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
    gtk_label_set_max_width_chars (GTK_LABEL (placeholder), SIDEBAR_CHARS);
    gtk_label_set_justify (GTK_LABEL (placeholder), GTK_JUSTIFY_CENTER);
    gtk_widget_set_margin_top (placeholder, 24);
    gtk_widget_set_margin_start (placeholder, 18);
    gtk_widget_set_margin_end (placeholder, 18);
    gtk_widget_add_css_class (placeholder, "dim-label");
    gtk_list_box_set_placeholder (self->list, placeholder);
  }
  self->filter = gtk_custom_filter_new (filter_entry, self, NULL);
  /* The filter list model takes both references. */
  self->shown = gtk_filter_list_model_new (G_LIST_MODEL (empty), GTK_FILTER (self->filter));
  g_signal_connect (self->shown, "items-changed", G_CALLBACK (shown_changed), self);
  rebind (self);
  {
    GtkEventController *focus = gtk_event_controller_focus_new ();

    g_signal_connect (focus, "enter", G_CALLBACK (list_focus_entered), self);
    gtk_widget_add_controller (GTK_WIDGET (self->list), focus);
  }
  {
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);

    self->at_end = TRUE;
    g_signal_connect_object (adj, "changed", G_CALLBACK (adjustment_changed), self, 0);
    g_signal_connect_object (adj, "value-changed", G_CALLBACK (adjustment_value_changed), self, 0);
  }
}

GtkWidget *
sg_rules_sidebar_new (void)
{
  return g_object_new (SG_TYPE_RULES_SIDEBAR, NULL);
}

void
sg_rules_sidebar_set_model (SgRulesSidebar *self, SgGameModel *model)
{
  g_return_if_fail (SG_IS_RULES_SIDEBAR (self));
  g_return_if_fail (SG_IS_GAME_MODEL (model));

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  self->viewer = sg_game_model_get_viewer (model);
  g_signal_connect (model, "state-changed", G_CALLBACK (state_changed), self);
  gtk_filter_list_model_set_model (self->shown, sg_game_model_get_log (model));
  rebind (self);
}

void
sg_rules_sidebar_set_only_new (SgRulesSidebar *self, gboolean only_new)
{
  g_return_if_fail (SG_IS_RULES_SIDEBAR (self));

  only_new = !!only_new;
  if (self->only_new == only_new)
    return;
  self->only_new = only_new;
  if (gtk_drop_down_get_selected (self->filter_dropdown) != (guint) only_new)
    gtk_drop_down_set_selected (self->filter_dropdown, only_new);
  gtk_filter_changed (GTK_FILTER (self->filter),
                      only_new ? GTK_FILTER_CHANGE_MORE_STRICT : GTK_FILTER_CHANGE_LESS_STRICT);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ONLY_NEW]);
}

gboolean
sg_rules_sidebar_get_only_new (SgRulesSidebar *self)
{
  g_return_val_if_fail (SG_IS_RULES_SIDEBAR (self), FALSE);
  return self->only_new;
}

GListModel *
sg_rules_sidebar_get_shown (SgRulesSidebar *self)
{
  g_return_val_if_fail (SG_IS_RULES_SIDEBAR (self), NULL);
  return G_LIST_MODEL (self->shown);
}

GtkListBoxRow *
sg_rules_sidebar_get_row (SgRulesSidebar *self, int index)
{
  g_return_val_if_fail (SG_IS_RULES_SIDEBAR (self), NULL);
  return gtk_list_box_get_row_at_index (self->list, index);
}

gboolean
sg_rules_sidebar_focus_newest (SgRulesSidebar *self)
{
  guint n;
  GtkListBoxRow *newest;

  g_return_val_if_fail (SG_IS_RULES_SIDEBAR (self), FALSE);
  n = self->shown != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->shown)) : 0;
  newest = n > 0 ? gtk_list_box_get_row_at_index (self->list, (int) n - 1) : NULL;
  if (newest != NULL && gtk_widget_grab_focus (GTK_WIDGET (newest)))
    return TRUE;
  return gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}

void
sg_rules_sidebar_expand_row (SgRulesSidebar *self, int index)
{
  GtkListBoxRow *row;
  GtkExpander *expander;

  g_return_if_fail (SG_IS_RULES_SIDEBAR (self));
  row = gtk_list_box_get_row_at_index (self->list, index);
  if (row == NULL)
    return;
  expander = g_object_get_data (G_OBJECT (row), "expander");
  if (expander != NULL)
    gtk_expander_set_expanded (expander, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (row));
}
