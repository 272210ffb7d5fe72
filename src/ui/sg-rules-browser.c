/* sg-rules-browser.c: the rule book as a searchable, cross-linked window. */
#include <glib/gi18n.h>
#include <string.h>

#include "sg-application.h"
#include "sg-card-text.h"
#include "sg-card-widget.h"
#include "sg-character-widget.h"
#include "sg-rule-book.h"
#include "sg-rules-browser.h"

#include "sg-rules-browser-private.h"

G_DEFINE_FINAL_TYPE (SgRulesBrowser, sg_rules_browser, ADW_TYPE_WINDOW)

static void build_page (SgRulesBrowser *self, const char *page);

/* --- pages --------------------------------------------------------------- */

static void
clear_page (SgRulesBrowser *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->page_box))) != NULL)
    gtk_box_remove (self->page_box, child);
  self->highlight_widget = NULL;
  self->card_widget = NULL;
}

/* A link followed from a page goes away with the page it was on, and the
 * keyboard with it: Ctrl+F, Escape and typing to search then did nothing (a
 * play-test's find).  It goes to the new page's first link, where reading
 * goes on (the list's row made the next link a long way off); a page
 * without links leaves it on its row in the list. */
static void
keep_keyboard (SgRulesBrowser *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list);

  if (gtk_widget_child_focus (GTK_WIDGET (self->page_box), GTK_DIR_TAB_FORWARD))
    return;
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static gboolean
link_activated (GtkLabel *label, const char *uri, SgRulesBrowser *self)
{
  gboolean shown = TRUE;

  if (g_str_has_prefix (uri, "rule:"))
    sg_rules_browser_show_rule (self, uri + strlen ("rule:"));
  else
    shown = sg_rules_browser_show_page (self, uri);
  if (shown)
    keep_keyboard (self);
  return shown;
}

/* Markup of a text with every rule ID it names (and the book knows) as a
 * link to that rule. */
static char *
linked_markup (const char *text)
{
  static GRegex *ids;
  SgRuleBook *book = sg_rule_book_get_default ();
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  g_autoptr (GMatchInfo) match = NULL;
  GString *out = g_string_new (NULL);
  gsize done = 0;

  if (ids == NULL)
    ids = g_regex_new ("\\b(?:D[0-9]+(?:\\.[0-9]+)*|[CPEL]-[A-Z0-9]+(?:-[A-Z0-9]+)*(?:\\.[0-9]+)*)\\b",
                       G_REGEX_OPTIMIZE, 0, NULL);
  g_regex_match (ids, escaped, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      int start, end;
      g_autofree char *id = g_match_info_fetch (match, 0);

      g_match_info_fetch_pos (match, 0, &start, &end);
      if (sg_rule_book_get_title (book, id) == NULL)
        continue;
      g_string_append_len (out, escaped + done, start - (int) done);
      g_string_append_printf (out, "<a href=\"rule:%s\">%s</a>", id, id);
      done = (gsize) end;
    }
  g_string_append (out, escaped + done);
  return g_string_free (out, FALSE);
}

static gboolean
deselect_idle (gpointer data)
{
  GtkLabel *label = data;

  gtk_label_select_region (label, 0, 0);
  g_object_unref (label);
  return G_SOURCE_REMOVE;
}

/* A selectable label selects all its text when the keyboard focus enters
 * it, which read as if a paragraph had been picked: the selection is the
 * reader's to make. */
static void
label_focus_entered (GtkEventControllerFocus *focus, GtkWidget *label)
{
  g_idle_add (deselect_idle, g_object_ref (label));
}

static GtkWidget *
text_label (SgRulesBrowser *self, const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (NULL);
  g_autofree char *markup = linked_markup (text);
  gboolean links = strstr (markup, "<a ") != NULL;

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  /* Text stays selectable with the pointer; only a paragraph with links
   * to other rules is a Tab stop (a page of rules was dozens of them).
   * Not focusable is not enough: a selectable label still says it took
   * the focus when Tab comes to it, and the focus vanished there. */
  gtk_widget_set_focusable (label, links);
  gtk_widget_set_can_focus (label, links);
  if (links)
    {
      GtkEventController *focus = gtk_event_controller_focus_new ();

      g_signal_connect (focus, "enter", G_CALLBACK (label_focus_entered), label);
      gtk_widget_add_controller (label, focus);
    }
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  g_signal_connect (label, "activate-link", G_CALLBACK (link_activated), self);
  return label;
}

static GtkWidget *
plain_label (const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

static void
add_heading (SgRulesBrowser *self, const char *title, const char *subtitle)
{
  /* A part whose first rule has the part's name ("Basics") would say it
   * twice. */
  if (g_strcmp0 (subtitle, title) == 0)
    subtitle = NULL;
  gtk_box_append (self->page_box, plain_label (title, "title-1"));
  if (subtitle != NULL)
    gtk_box_append (self->page_box, plain_label (subtitle, "dim-label"));
  adw_window_title_set_title (self->page_title, title);
  adw_window_title_set_subtitle (self->page_title, subtitle != NULL ? subtitle : "");
}

/* One rule as a section: "D5.5 · Ways to dodge", its explanation, and the
 * "Our ruling" mark for E- rulings. */
static GtkWidget *
rule_section (SgRulesBrowser *self, const char *id)
{
  SgRuleBook *book = sg_rule_book_get_default ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *heading = g_strdup_printf ("%s · %s", id, sg_rule_book_get_title (book, id));
  const char *text = sg_rule_book_get_explanation (book, id);
  GtkWidget *head = plain_label (heading, "heading");

  gtk_box_append (GTK_BOX (box), head);
  if (sg_rule_book_is_ruling (book, id))
    gtk_box_append (GTK_BOX (box),
                    plain_label (_("Our ruling: the rulebooks leave this open, and Sixgun settles it this way."),
                                 "caption"));
  gtk_box_append (GTK_BOX (box), text_label (self, text != NULL ? text : "", NULL));
  gtk_widget_set_margin_top (box, 6);
  g_object_set_data_full (G_OBJECT (box), "sg-rule", g_strdup (id), g_free);
  if (self->highlight != NULL && g_str_equal (self->highlight, id))
    {
      gtk_widget_add_css_class (box, "card");
      gtk_widget_add_css_class (box, "sg-highlight");
      for (GtkWidget *w = gtk_widget_get_first_child (box); w != NULL; w = gtk_widget_get_next_sibling (w))
        {
          gtk_widget_set_margin_start (w, 12);
          gtk_widget_set_margin_end (w, 12);
        }
      gtk_widget_set_margin_top (head, 8);
      gtk_widget_set_margin_bottom (gtk_widget_get_last_child (box), 10);
      self->highlight_widget = box;
    }
  return box;
}

static void
page_link_clicked (GtkButton *button, SgRulesBrowser *self)
{
  if (sg_rules_browser_show_page (self, g_object_get_data (G_OBJECT (button), "sg-page")))
    keep_keyboard (self);
}

static void
add_links (SgRulesBrowser *self, const char *title, GPtrArray *pages, GPtrArray *labels)
{
  GtkWidget *flow;

  if (pages->len == 0)
    return;
  gtk_box_append (self->page_box, plain_label (title, "heading"));
  flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  /* The buttons take the focus, not the box and the child around each of
   * them: those were Tab stops of their own, one more per link. */
  gtk_widget_set_focusable (flow, FALSE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 6);
  for (guint i = 0; i < pages->len; i++)
    {
      GtkWidget *button = gtk_button_new_with_label (g_ptr_array_index (labels, i));
      g_object_set_data_full (G_OBJECT (button), "sg-page", g_strdup (g_ptr_array_index (pages, i)), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (page_link_clicked), self);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
    }
  gtk_box_append (self->page_box, flow);
}

static gboolean
lists_rule (GPtrArray *ids, const char *rule)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), rule))
      return TRUE;
  return FALSE;
}

static void
build_rule_page (SgRulesBrowser *self, const char *id)
{
  SgRuleBook *book = sg_rule_book_get_default ();
  guint n = sg_rule_book_get_n_rules (book);
  g_autoptr (GPtrArray) pages = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  g_autofree char *prefix = g_strconcat (id, ".", NULL);

  add_heading (self, sg_rule_book_get_title (book, id), sg_rule_book_get_group (book, id));
  gtk_box_append (self->page_box, rule_section (self, id));
  /* Its sub-rules, when it has some (a section such as D5). */
  for (guint i = 0; i < n; i++)
    if (g_str_has_prefix (sg_rule_book_get_id (book, i), prefix))
      gtk_box_append (self->page_box, rule_section (self, sg_rule_book_get_id (book, i)));

  /* The cards and characters whose pages list this rule. */
  for (guint t = 0; t < SG_N_CARD_TYPES; t++)
    {
      g_autoptr (GPtrArray) ids = sg_rule_book_rules_for_card (book, (SgCardType) t);
      if (lists_rule (ids, id))
        {
          g_ptr_array_add (pages, g_strconcat ("card:", sg_card_data ((SgCardType) t)->name, NULL));
          g_ptr_array_add (labels, (gpointer) sg_card_text_name ((SgCardType) t));
        }
    }
  for (guint c = 0; c < SG_N_CHARACTERS; c++)
    {
      g_autoptr (GPtrArray) ids = sg_rule_book_rules_for_character (book, (SgCharId) c);
      if (lists_rule (ids, id))
        {
          g_ptr_array_add (pages, g_strconcat ("character:", sg_char_data ((SgCharId) c)->name, NULL));
          g_ptr_array_add (labels, (gpointer) sg_character_text_name ((SgCharId) c));
        }
    }
  add_links (self, _("Cards and characters this rule applies to"), pages, labels);
}

static GtkWidget *
figure_row (GtkWidget *figure, GtkWidget *facts)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);

  gtk_widget_set_valign (figure, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), figure);
  gtk_widget_set_hexpand (facts, TRUE);
  gtk_widget_set_valign (facts, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), facts);
  return box;
}

static void
add_rule_sections (SgRulesBrowser *self, GPtrArray *ids, const char *own_prefix)
{
  g_autoptr (GPtrArray) pages = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  SgRuleBook *book = sg_rule_book_get_default ();

  gtk_box_append (self->page_box, plain_label (_("Its rules"), "title-4"));
  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);

      if (g_str_has_prefix (id, own_prefix))
        gtk_box_append (self->page_box, rule_section (self, id));
      else
        {
          g_ptr_array_add (pages, g_strconcat ("rule:", id, NULL));
          g_ptr_array_add (labels, g_strdup_printf ("%s · %s", id, sg_rule_book_get_title (book, id)));
        }
    }
  add_links (self, _("General rules it touches"), pages, labels);
}

static void
build_card_page (SgRulesBrowser *self, SgCardType type)
{
  const SgCardData *d = sg_card_data (type);
  SgSide back = d->count[SG_LAW] > 0 ? SG_LAW : SG_OUTLAW;
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *facts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autoptr (GPtrArray) ids = sg_rule_book_rules_for_card (sg_rule_book_get_default (), type);
  g_autofree char *counts = NULL;
  GString *icons = g_string_new (NULL);

  add_heading (self, sg_card_text_name (type), sg_card_text_kind (type));

  sg_card_widget_set_card (SG_CARD_WIDGET (card), type, sg_standard_symbol (back, type, 0), back);
  gtk_widget_set_size_request (card, 150, 212);
  gtk_widget_set_focusable (card, FALSE);
  self->card_widget = card;

  /* Translators: how many copies of a card each deck holds. */
  counts = g_strdup_printf (_("Lawmen deck: %u · Outlaws deck: %u"),
                            (guint) d->count[SG_LAW], (guint) d->count[SG_OUTLAW]);
  if (sg_card_is_shot (type))
    g_string_append_printf (icons, "%s\n", _("Shot icon: a shot card (D5.1)."));
  if (sg_card_is_dodge (type))
    g_string_append_printf (icons, "%s\n", _("Dodge icon: it answers a shot (D5.5)."));
  if (sg_card_is_always (type))
    g_string_append_printf (icons, "%s\n", _("Always-active icon: it works even on a back-up (D3.4)."));
  if (sg_card_is_reload (type))
    g_string_append_printf (icons, "%s\n", _("Reload icon: it may be discarded to draw a card instead (D7.1)."));
  gtk_box_append (GTK_BOX (facts), text_label (self, sg_card_text_description (type), NULL));
  if (icons->len > 0)
    {
      g_string_truncate (icons, icons->len - 1);
      gtk_box_append (GTK_BOX (facts), text_label (self, icons->str, "dim-label"));
    }
  g_string_free (icons, TRUE);
  gtk_box_append (GTK_BOX (facts), plain_label (counts, "dim-label"));
  gtk_box_append (self->page_box, figure_row (card, facts));
  add_rule_sections (self, ids, d->rule);
}

static void
build_character_page (SgRulesBrowser *self, SgCharId id)
{
  const SgCharData *c = sg_char_data (id);
  GtkWidget *figure = sg_character_widget_new ();
  GtkWidget *facts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autoptr (GPtrArray) ids = sg_rule_book_rules_for_character (sg_rule_book_get_default (), id);
  g_autofree char *sub = NULL;

  /* Translators: "Lawmen · 4 life points" under a character's name. */
  sub = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u life point", "%s · %u life points", c->life),
                         c->side == SG_LAW ? _("Lawmen") : _("Outlaws"), (guint) c->life);
  add_heading (self, sg_character_text_name (id), sub);
  sg_character_widget_set_character (SG_CHARACTER_WIDGET (figure), id, c->life, c->life, FALSE, FALSE);
  gtk_widget_set_focusable (figure, FALSE);
  gtk_box_append (GTK_BOX (facts), text_label (self, sg_character_text_ability (id), NULL));
  if (c->always_active)
    gtk_box_append (GTK_BOX (facts),
                    text_label (self, _("Always active: the ability works from the back-up too (D3.4)."),
                                "dim-label"));
  else
    gtk_box_append (GTK_BOX (facts),
                    text_label (self, _("The ability works only while this character is the active one (D3.3), "
                                      "or the back-up targeted by a card or an ability, to answer it (D3.5)."),
                                "dim-label"));
  gtk_box_append (self->page_box, figure_row (figure, facts));
  add_rule_sections (self, ids, c->rule);
}

static void
build_welcome_page (SgRulesBrowser *self)
{
  add_heading (self, _("Rules of the Duel"), NULL);
  gtk_box_append (self->page_box,
                  text_label (self, _("Every rule of the game in our own words, with the ID the game cites "
                                      "beside each event in What Happened. Pick a rule, a card or a character in the list, "
                                      "or search for a word. Rules named E- are our rulings, where the "
                                      "rulebooks leave a question open; L- notes say where the French, "
                                      "German and Italian rulebooks differ."), NULL));
  gtk_box_append (self->page_box, rule_section (self, "D0.1"));
  gtk_box_append (self->page_box, rule_section (self, "D12.1"));
}

static gboolean
scroll_to_highlight (gpointer data)
{
  SgRulesBrowser *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->page_scroller);
  graphene_point_t p;

  self->scroll_idle = 0;
  /* The list shows the row of the page. */
  {
    GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list);
    GtkAdjustment *list_adj = gtk_scrolled_window_get_vadjustment (self->list_scroller);
    graphene_point_t r;

    if (row != NULL && gtk_widget_get_mapped (GTK_WIDGET (row))
        && gtk_widget_compute_point (GTK_WIDGET (row), GTK_WIDGET (self->list),
                                     &GRAPHENE_POINT_INIT (0, 0), &r)
        && (r.y < gtk_adjustment_get_value (list_adj)
            || r.y + gtk_widget_get_height (GTK_WIDGET (row))
               > gtk_adjustment_get_value (list_adj) + gtk_adjustment_get_page_size (list_adj)))
      gtk_adjustment_set_value (list_adj, MAX (0, r.y - gtk_adjustment_get_page_size (list_adj) / 3));
  }
  if (self->highlight_widget != NULL
      && gtk_widget_compute_point (self->highlight_widget, GTK_WIDGET (self->page_box),
                                   &GRAPHENE_POINT_INIT (0, 0), &p))
    gtk_adjustment_set_value (adj, MAX (0, p.y - 12));
  else
    gtk_adjustment_set_value (adj, 0);
  return G_SOURCE_REMOVE;
}

/* After the layout, so that the highlighted clause has a position. */
static void
schedule_scroll (SgRulesBrowser *self)
{
  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  self->scroll_idle = g_timeout_add (50, scroll_to_highlight, self);
}

/* The page shown until now goes into the history, unless it is the one
 * coming back or the same page again (another of its clauses). */
static void
remember_page (SgRulesBrowser *self, const char *next)
{
  if (self->going_back || self->shown == NULL || g_strcmp0 (self->page, next) == 0)
    return;
  if (self->history->len >= 100)
    g_ptr_array_remove_index (self->history, 0);
  g_ptr_array_add (self->history, g_strdup (self->shown));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "browser.back", TRUE);
}

static void
build_page (SgRulesBrowser *self, const char *page)
{
  remember_page (self, page);
  clear_page (self);
  g_free (self->page);
  self->page = g_strdup (page);

  if (page == NULL)
    build_welcome_page (self);
  else if (g_str_has_prefix (page, "rule:"))
    build_rule_page (self, page + strlen ("rule:"));
  else if (g_str_has_prefix (page, "card:"))
    build_card_page (self, (SgCardType) sg_card_by_name (page + strlen ("card:")));
  else if (g_str_has_prefix (page, "character:"))
    build_character_page (self, (SgCharId) sg_char_by_name (page + strlen ("character:")));

  /* Also when unfolded: a window narrowed later then shows this page, not
   * the list. */
  if (page != NULL || adw_leaflet_get_folded (self->leaflet))
    adw_leaflet_set_visible_child (self->leaflet, self->content);
  schedule_scroll (self);
  g_free (self->shown);
  self->shown = g_strdup (self->highlight != NULL ? self->highlight : page);
}

/* --- signals ------------------------------------------------------------- */

static void
search_changed (GtkSearchEntry *entry, SgRulesBrowser *self)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  gboolean any = FALSE;

  g_clear_pointer (&self->needle, g_free);
  if (*trimmed != '\0')
    self->needle = sg_rules_fold (trimmed);
  sg_rules_rank_rows (self);
  gtk_list_box_invalidate_filter (self->list);
  gtk_list_box_invalidate_sort (self->list);
  gtk_list_box_invalidate_headers (self->list);
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->list)); w != NULL && !any;
       w = gtk_widget_get_next_sibling (w))
    any = GTK_IS_LIST_BOX_ROW (w) && sg_rules_row_shown (GTK_LIST_BOX_ROW (w), self);
  gtk_stack_set_visible_child_name (self->list_stack, any ? "list" : "empty");
  /* The best result first, in view: the list kept where it was scrolled
   * to, above the results (an Italian play-tester's "bir" hid "Birra"). */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->list_scroller), 0);
}

/* Escape in the search clears it; in an empty search it closes the
 * window, as Escape does anywhere else in it (an Italian play-tester's
 * second Escape did nothing: the search has the keyboard by default). */
static void
stop_search (GtkSearchEntry *entry, SgRulesBrowser *self)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (entry)) == '\0')
    gtk_window_close (GTK_WINDOW (self));
  else
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

/* Enter in the search: open the card, character or rule of that exact
 * name, else the first result. */
static void
search_activated (GtkSearchEntry *entry, SgRulesBrowser *self)
{
  GtkListBoxRow *row = sg_rules_browser_get_result_row (self, 0);

  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->list));
       w != NULL && self->needle != NULL; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LIST_BOX_ROW (w) && sg_rules_row_data (GTK_LIST_BOX_ROW (w)) != NULL
        && g_str_equal (sg_rules_row_data (GTK_LIST_BOX_ROW (w))->name, self->needle))
      {
        row = GTK_LIST_BOX_ROW (w);
        break;
      }

  if (row != NULL)
    g_signal_emit_by_name (self->list, "row-activated", row);
}

static void
row_activated (GtkListBox *list, GtkListBoxRow *row, SgRulesBrowser *self)
{
  RowData *d = sg_rules_row_data (row);

  if (d == NULL)
    return;
  g_clear_pointer (&self->highlight, g_free);
  gtk_list_box_select_row (list, row);
  build_page (self, d->page);
}

static void
back_clicked (GtkButton *button, SgRulesBrowser *self)
{
  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
}

/* Alt+Left: the page shown before, as in a web browser; following links
 * from page to page had no way back. */
static void
go_back (GtkWidget *widget, const char *name, GVariant *param)
{
  SgRulesBrowser *self = SG_RULES_BROWSER (widget);
  g_autofree char *what = NULL;

  if (self->history->len == 0)
    return;
  what = g_ptr_array_steal_index (self->history, self->history->len - 1);
  self->going_back = TRUE;
  if (g_str_has_prefix (what, "card:") || g_str_has_prefix (what, "character:") || g_str_has_prefix (what, "rule:"))
    sg_rules_browser_show_page (self, what);
  else
    sg_rules_browser_show_rule (self, what);
  self->going_back = FALSE;
  gtk_widget_action_set_enabled (widget, "browser.back", self->history->len > 0);
  keep_keyboard (self);
}

/* Alt+Left and the Back key go back wherever the focus is.  The leaflet's
 * own Alt+Left, on the way up from the search field, the list or a page,
 * took the key first and only "went back" to the list (unseen when
 * unfolded): caught on the way down, the history comes first.  With no
 * history the action is disabled and the key goes on to the leaflet, which
 * shows the list of a folded window. */
static void
add_back_keys (SgRulesBrowser *self)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();
  GtkShortcutTrigger *trigger = gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Left, GDK_ALT_MASK),
                                                             gtk_keyval_trigger_new (GDK_KEY_Back, 0));

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (trigger, gtk_named_action_new ("browser.back")));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  /* Unfolded, both sides show: the leaflet has nowhere to go back to, and
   * its going there moved the keyboard to the list. */
  g_object_bind_property (self->leaflet, "folded", self->leaflet, "can-navigate-back", G_BINDING_SYNC_CREATE);
}

/* Tab leaves the result list for the page (or, folded, for the search
 * field), Shift+Tab for the search field: GtkListBox moves Tab from row to
 * row like Down, which kept the page's links hundreds of Tabs away (a
 * play-test's find).  The arrows still move between the rows. */
static void
tab_out_of_list (GtkWidget *window, GtkDirectionType dir, SgRulesBrowser *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->list))
      || (dir != GTK_DIR_TAB_FORWARD && dir != GTK_DIR_TAB_BACKWARD))
    return;
  if (dir == GTK_DIR_TAB_BACKWARD || adw_leaflet_get_folded (self->leaflet)
      || !gtk_widget_child_focus (self->content, dir))
    gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  g_signal_stop_emission_by_name (window, "move-focus");
}

/* The rule shown takes the keyboard (sg_rules_browser_focus_shown): a
 * keyboard play-test's "Read in the Rules" left it in the search field,
 * where the arrows and a screen reader started instead of at the rule. */
static void
focus_shown (SgRulesBrowser *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list);

  self->focus_on_map = FALSE;
  if (self->highlight_widget != NULL && gtk_widget_child_focus (self->highlight_widget, GTK_DIR_TAB_FORWARD))
    return;
  /* The list hidden by a narrow window (folded) holds no focus to give. */
  if (row != NULL && gtk_widget_is_drawable (GTK_WIDGET (row)) && gtk_widget_grab_focus (GTK_WIDGET (row)))
    return;
  gtk_widget_child_focus (GTK_WIDGET (self->page_box), GTK_DIR_TAB_FORWARD);
}

static void
mapped (SgRulesBrowser *self)
{
  if (self->focus_on_map)
    focus_shown (self);
}

static void
focus_search (GtkWidget *widget, const char *name, GVariant *param)
{
  gtk_widget_grab_focus (GTK_WIDGET (SG_RULES_BROWSER (widget)->search_entry));
}

/* --- the object ---------------------------------------------------------- */

static void
sg_rules_browser_dispose (GObject *object)
{
  SgRulesBrowser *self = SG_RULES_BROWSER (object);

  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), SG_TYPE_RULES_BROWSER);
  G_OBJECT_CLASS (sg_rules_browser_parent_class)->dispose (object);
}

static void
sg_rules_browser_finalize (GObject *object)
{
  SgRulesBrowser *self = SG_RULES_BROWSER (object);

  g_free (self->needle);
  g_free (self->page);
  g_free (self->highlight);
  g_free (self->shown);
  g_ptr_array_unref (self->history);
  G_OBJECT_CLASS (sg_rules_browser_parent_class)->finalize (object);
}

static void
sg_rules_browser_class_init (SgRulesBrowserClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sg_rules_browser_dispose;
  G_OBJECT_CLASS (klass)->finalize = sg_rules_browser_finalize;

  sg_ui_resources_ensure ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sixgun/Sixgun/sg-rules-browser.ui");
  gtk_widget_class_bind_template_child (widget_class, SgRulesBrowser, leaflet);
  gtk_widget_class_bind_template_child (widget_class, SgRulesBrowser, sidebar);
  gtk_widget_class_bind_template_child (widget_class, SgRulesBrowser, search_entry);
  gtk_widget_class_bind_template_child (widget_class, SgRulesBrowser, list_stack);
  gtk_widget_class_bind_template_child (widget_class, SgRulesBrowser, list);
  gtk_widget_class_bind_template_child (widget_class, SgRulesBrowser, list_scroller);
  gtk_widget_class_bind_template_child (widget_class, SgRulesBrowser, content);
  gtk_widget_class_bind_template_child (widget_class, SgRulesBrowser, page_title);
  gtk_widget_class_bind_template_child (widget_class, SgRulesBrowser, page_scroller);
  gtk_widget_class_bind_template_child (widget_class, SgRulesBrowser, page_box);
  gtk_widget_class_bind_template_callback (widget_class, search_changed);
  gtk_widget_class_bind_template_callback (widget_class, stop_search);
  gtk_widget_class_bind_template_callback (widget_class, search_activated);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked);
  gtk_widget_class_install_action (widget_class, "browser.search", NULL, focus_search);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "browser.search", NULL);
  gtk_widget_class_install_action (widget_class, "browser.back", NULL, go_back);
}

static void
sg_rules_browser_init (SgRulesBrowser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->history = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "browser.back", FALSE);
  gtk_list_box_set_filter_func (self->list, sg_rules_row_shown, self, NULL);
  gtk_list_box_set_header_func (self->list, sg_rules_header_row, self, NULL);
  gtk_list_box_set_sort_func (self->list, sg_rules_sort_rows, self, NULL);
  add_back_keys (self);
  g_signal_connect (self, "move-focus", G_CALLBACK (tab_out_of_list), self);
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  sg_rules_fill_list (self);
  build_page (self, NULL);
  /* A page chosen before the window showed scrolls into view once it does. */
  g_signal_connect (self, "map", G_CALLBACK (schedule_scroll), NULL);
  g_signal_connect (self, "map", G_CALLBACK (mapped), NULL);
}

SgRulesBrowser *
sg_rules_browser_new (void)
{
  return g_object_new (SG_TYPE_RULES_BROWSER, NULL);
}

SgRulesBrowser *
sg_rules_browser_get_for_app (GtkApplication *app)
{
  SgRulesBrowser *browser;

  g_return_val_if_fail (GTK_IS_APPLICATION (app), NULL);

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (SG_IS_RULES_BROWSER (l->data))
      return l->data;
  browser = sg_rules_browser_new ();
  gtk_window_set_application (GTK_WINDOW (browser), app);
  gtk_window_set_hide_on_close (GTK_WINDOW (browser), FALSE);
  return browser;
}

/* --- public API ---------------------------------------------------------- */

static const char *
entry_of (SgRuleBook *book, const char *rule_id, char **owned)
{
  char *id = g_strstrip (g_strdup (rule_id));
  char *dot;

  /* The nearest rule with an entry of its own ("D5.5.2" → "D5.5"). */
  while (!sg_rule_book_has_entry (book, id) && (dot = strrchr (id, '.')) != NULL)
    *dot = '\0';
  *owned = id;
  return sg_rule_book_has_entry (book, id) ? id : NULL;
}

gboolean
sg_rules_browser_show_rule (SgRulesBrowser *self, const char *rule_id)
{
  SgRuleBook *book = sg_rule_book_get_default ();
  g_autofree char *owned = NULL;
  const char *id;
  g_autofree char *page = NULL;

  g_return_val_if_fail (SG_IS_RULES_BROWSER (self), FALSE);
  g_return_val_if_fail (rule_id != NULL, FALSE);

  id = entry_of (book, rule_id, &owned);
  if (id == NULL)
    return FALSE;

  if (g_str_has_prefix (id, "C-"))
    for (guint t = 0; t < SG_N_CARD_TYPES && page == NULL; t++)
      {
        const char *own = sg_card_data ((SgCardType) t)->rule;
        gsize len = strlen (own);
        if (strncmp (id, own, len) == 0 && (id[len] == '\0' || id[len] == '.'))
          page = g_strconcat ("card:", sg_card_data ((SgCardType) t)->name, NULL);
      }
  else if (g_str_has_prefix (id, "P-"))
    for (guint c = 0; c < SG_N_CHARACTERS && page == NULL; c++)
      {
        const char *own = sg_char_data ((SgCharId) c)->rule;
        gsize len = strlen (own);
        if (strncmp (id, own, len) == 0 && (id[len] == '\0' || id[len] == '.'))
          page = g_strconcat ("character:", sg_char_data ((SgCharId) c)->name, NULL);
      }
  if (page == NULL)
    page = g_strconcat ("rule:", id, NULL);

  g_free (self->highlight);
  self->highlight = g_strdup (id);
  sg_rules_select_row (self, page);
  build_page (self, page);
  return TRUE;
}

void
sg_rules_browser_focus_shown (SgRulesBrowser *self)
{
  g_return_if_fail (SG_IS_RULES_BROWSER (self));
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    focus_shown (self);
  else
    self->focus_on_map = TRUE;
}

void
sg_rules_browser_show_card (SgRulesBrowser *self, SgCardType type)
{
  g_autofree char *page = NULL;

  g_return_if_fail (SG_IS_RULES_BROWSER (self));
  g_return_if_fail ((guint) type < SG_N_CARD_TYPES);
  page = g_strconcat ("card:", sg_card_data (type)->name, NULL);
  sg_rules_browser_show_page (self, page);
}

void
sg_rules_browser_show_character (SgRulesBrowser *self, SgCharId id)
{
  g_autofree char *page = NULL;

  g_return_if_fail (SG_IS_RULES_BROWSER (self));
  g_return_if_fail ((guint) id < SG_N_CHARACTERS);
  page = g_strconcat ("character:", sg_char_data (id)->name, NULL);
  sg_rules_browser_show_page (self, page);
}

gboolean
sg_rules_browser_show_page (SgRulesBrowser *self, const char *page)
{
  g_return_val_if_fail (SG_IS_RULES_BROWSER (self), FALSE);
  g_return_val_if_fail (page != NULL, FALSE);

  if (g_str_has_prefix (page, "rule:"))
    return sg_rules_browser_show_rule (self, page + strlen ("rule:"));
  if (sg_rules_find_row (self, page) == NULL)
    return FALSE;
  g_clear_pointer (&self->highlight, g_free);
  sg_rules_select_row (self, page);
  build_page (self, page);
  return TRUE;
}

void
sg_rules_browser_search (SgRulesBrowser *self, const char *text)
{
  g_return_if_fail (SG_IS_RULES_BROWSER (self));
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  /* The entry reports changes after a delay; the list follows at once. */
  search_changed (self->search_entry, self);
}

const char *
sg_rules_browser_get_page (SgRulesBrowser *self)
{
  g_return_val_if_fail (SG_IS_RULES_BROWSER (self), NULL);
  return self->page;
}

const char *
sg_rules_browser_get_page_title (SgRulesBrowser *self)
{
  g_return_val_if_fail (SG_IS_RULES_BROWSER (self), NULL);
  return adw_window_title_get_title (self->page_title);
}

const char *
sg_rules_browser_get_highlight (SgRulesBrowser *self)
{
  g_return_val_if_fail (SG_IS_RULES_BROWSER (self), NULL);
  return self->highlight_widget != NULL ? self->highlight : NULL;
}

GtkWidget *
sg_rules_browser_get_card_widget (SgRulesBrowser *self)
{
  g_return_val_if_fail (SG_IS_RULES_BROWSER (self), NULL);
  return self->card_widget;
}

GStrv
sg_rules_browser_get_results (SgRulesBrowser *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  GtkListBoxRow *row;

  g_return_val_if_fail (SG_IS_RULES_BROWSER (self), NULL);
  /* By index: the order the list shows, sorted for the search. */
  for (int k = 0; (row = gtk_list_box_get_row_at_index (self->list, k)) != NULL; k++)
    if (sg_rules_row_shown (row, self))
      g_strv_builder_add (builder, sg_rules_row_data (row)->page);
  return g_strv_builder_end (builder);
}

GtkListBoxRow *
sg_rules_browser_get_result_row (SgRulesBrowser *self, guint i)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (SG_IS_RULES_BROWSER (self), NULL);
  for (int k = 0; (row = gtk_list_box_get_row_at_index (self->list, k)) != NULL; k++)
    if (sg_rules_row_shown (row, self))
      {
        if (i == 0)
          return row;
        i--;
      }
  return NULL;
}

GtkWidget *
sg_rules_browser_get_search_entry (SgRulesBrowser *self)
{
  g_return_val_if_fail (SG_IS_RULES_BROWSER (self), NULL);
  return GTK_WIDGET (self->search_entry);
}
