/* sg-rules-browser-list.c: the rules browser's list: a row for every rule,
 * card and character in the book's order, the search that filters and ranks
 * them, and their group headings.  Kept out of sg-rules-browser.c, which
 * builds the pages and answers the keyboard. */
#include <glib/gi18n.h>
#include <string.h>

#include "sg-card-text.h"
#include "sg-rules-browser-private.h"
#include "sg-rules-excerpt.h"

static void
row_data_free (gpointer data)
{
  RowData *d = data;

  g_free (d->page);
  g_free (d->group);
  g_free (d->haystack);
  g_free (d->text);
  g_free (d->map);
  g_free (d->subtitle);
  g_free (d->sub);
  g_free (d->name);
  g_free (d->id);
  g_free (d);
}

RowData *
sg_rules_row_data (GtkListBoxRow *row)
{
  return row != NULL ? g_object_get_data (G_OBJECT (row), "sg-row") : NULL;
}

/* text as the search compares it: case-folded and without accents, so
 * that "manque" finds Manqué ! and "Barile" finds barile. */
char *
sg_rules_fold (const char *text)
{
  g_autofree char *split = g_utf8_normalize (text, -1, G_NORMALIZE_NFKD);
  GString *bare = g_string_new (NULL);

  for (const char *p = split != NULL ? split : text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_type (c) != G_UNICODE_NON_SPACING_MARK)
        g_string_append_unichar (bare, c);
    }
  {
    g_autofree char *plain = g_string_free (bare, FALSE);

    return g_utf8_casefold (plain, -1);
  }
}

static void
append_rule_texts (GString *s, SgRuleBook *book, GPtrArray *ids)
{
  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      g_string_append_printf (s, "\n%s\n%s\n%s", id, sg_rule_book_get_title (book, id),
                              sg_rule_book_get_explanation (book, id));
    }
}

static GtkWidget *
add_row (SgRulesBrowser *self, RowKind kind, char *page, const char *id, const char *group,
         const char *title, const char *subtitle, GString *haystack)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *sub = gtk_label_new (subtitle);
  RowData *d = g_new0 (RowData, 1);

  d->kind = kind;
  d->page = page;
  d->group = g_strdup (group);
  g_string_append_printf (haystack, "\n%s\n%s", title, subtitle);
  d->haystack = sg_rules_fold_mapped (haystack->str, &d->map);
  d->text = g_strdup (haystack->str);
  d->subtitle = g_strdup (subtitle);
  d->sub = sg_rules_fold (subtitle);
  d->sub_label = GTK_LABEL (sub);
  d->name = sg_rules_fold (title);
  d->id = sg_rules_fold (id);
  d->order = self->n_rows++;
  g_string_free (haystack, TRUE);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (sub), 0);
  gtk_label_set_ellipsize (GTK_LABEL (sub), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (sub, "caption");
  gtk_widget_add_css_class (sub, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), sub);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "sg-row", d, row_data_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle, -1);
  gtk_list_box_append (self->list, row);
  return row;
}

static int
compare_cards (gconstpointer a, gconstpointer b)
{
  return g_utf8_collate (sg_card_text_name (*(const SgCardType *) a),
                         sg_card_text_name (*(const SgCardType *) b));
}

static int
compare_characters (gconstpointer a, gconstpointer b)
{
  return g_utf8_collate (sg_character_text_name (*(const SgCharId *) a),
                         sg_character_text_name (*(const SgCharId *) b));
}

static void
add_card_rows (SgRulesBrowser *self, SgRuleBook *book)
{
  SgCardType types[SG_N_CARD_TYPES];

  for (guint i = 0; i < SG_N_CARD_TYPES; i++)
    types[i] = (SgCardType) i;
  qsort (types, SG_N_CARD_TYPES, sizeof types[0], compare_cards);
  for (guint i = 0; i < SG_N_CARD_TYPES; i++)
    {
      g_autoptr (GPtrArray) ids = sg_rule_book_rules_for_card (book, types[i]);
      GString *hay = g_string_new (sg_card_data (types[i])->name);

      g_string_append_printf (hay, "\n%s", sg_card_text_description (types[i]));
      /* The card's own clauses; the general rules it points to would
       * make every search find every card. */
      for (guint k = ids->len; k > 0; k--)
        if (!g_str_has_prefix (g_ptr_array_index (ids, k - 1), sg_card_data (types[i])->rule))
          g_ptr_array_remove_index (ids, k - 1);
      append_rule_texts (hay, book, ids);
      add_row (self, ROW_CARD, g_strconcat ("card:", sg_card_data (types[i])->name, NULL), sg_card_data (types[i])->rule,
               /* Translators: a group of rules in the rules browser. */
               _("Cards"), sg_card_text_name (types[i]), sg_card_text_kind (types[i]), hay);
    }
}

static void
add_character_rows (SgRulesBrowser *self, SgRuleBook *book)
{
  SgCharId ids[SG_N_CHARACTERS];

  for (guint i = 0; i < SG_N_CHARACTERS; i++)
    ids[i] = (SgCharId) i;
  qsort (ids, SG_N_CHARACTERS, sizeof ids[0], compare_characters);
  for (guint i = 0; i < SG_N_CHARACTERS; i++)
    {
      const SgCharData *c = sg_char_data (ids[i]);
      g_autoptr (GPtrArray) rules = sg_rule_book_rules_for_character (book, ids[i]);
      GString *hay = g_string_new (c->name);
      g_autofree char *sub = NULL;

      for (guint k = rules->len; k > 0; k--)
        if (!g_str_has_prefix (g_ptr_array_index (rules, k - 1), c->rule))
          g_ptr_array_remove_index (rules, k - 1);
      g_string_append_printf (hay, "\n%s", sg_character_text_ability (ids[i]));
      append_rule_texts (hay, book, rules);
      /* Translators: "Lawmen · 4 life points" under a character's name. */
      sub = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u life point", "%s · %u life points",
                                          c->life),
                             c->side == SG_LAW ? _("Lawmen") : _("Outlaws"), (guint) c->life);
      add_row (self, ROW_CHARACTER, g_strconcat ("character:", c->name, NULL), c->rule,
               /* Translators: a group of rules in the rules browser. */
               _("Characters"), sg_character_text_name (ids[i]), sub, hay);
    }
}

void
sg_rules_fill_list (SgRulesBrowser *self)
{
  SgRuleBook *book = sg_rule_book_get_default ();
  guint n = sg_rule_book_get_n_rules (book);
  gboolean cards_done = FALSE, characters_done = FALSE;

  /* The book's order; a card or character is one row (its page gathers
   * its clauses), placed where the book's card and character entries are. */
  for (guint i = 0; i < n; i++)
    {
      const char *id = sg_rule_book_get_id (book, i);
      GString *hay;

      if (g_str_has_prefix (id, "C-"))
        {
          if (!cards_done)
            add_card_rows (self, book);
          cards_done = TRUE;
          continue;
        }
      if (g_str_has_prefix (id, "P-"))
        {
          if (!characters_done)
            add_character_rows (self, book);
          characters_done = TRUE;
          continue;
        }
      hay = g_string_new (id);
      g_string_append_printf (hay, "\n%s", sg_rule_book_get_explanation (book, id));
      add_row (self, ROW_RULE, g_strconcat ("rule:", id, NULL), id, sg_rule_book_get_group (book, id),
               sg_rule_book_get_title (book, id), id, hay);
    }
  if (!cards_done)
    add_card_rows (self, book);
  if (!characters_done)
    add_character_rows (self, book);
}

/* A typo shorter than this is not looked for: "hut" one letter from
 * Hat, or "cot" from Colt, would be noise more than help. */
#define NEAR_MIN_CHARS 4

/* Whether a and b are equal but for one letter wrong, missing or added,
 * or two neighbours swapped ("barel", "barrle": barrel).  One pass, no
 * table: the search runs it on every name at each key. */
static gboolean
within_one_edit (const gunichar *a, glong na, const gunichar *b, glong nb)
{
  glong i = 0;

  if (na < nb)
    return within_one_edit (b, nb, a, na);
  if (na - nb > 1)
    return FALSE;
  while (i < nb && a[i] == b[i])
    i++;
  if (i == nb)
    return TRUE;                       /* equal, or one letter added at the end */
  if (na > nb)                         /* one letter added inside */
    return memcmp (a + i + 1, b + i, (nb - i) * sizeof *a) == 0;
  if (memcmp (a + i + 1, b + i + 1, (nb - i - 1) * sizeof *a) == 0)
    return TRUE;                       /* one letter wrong */
  return i + 1 < na && a[i] == b[i + 1] && a[i + 1] == b[i]
         && memcmp (a + i + 2, b + i + 2, (nb - i - 2) * sizeof *a) == 0;
}

/* Whether the search is one typo away from the row's name, or from one
 * of its words ("gatlin", "wild bil", "barel"), the search being long
 * enough for that to mean something. */
static gboolean
near_name (const RowData *d, const char *needle)
{
  glong nn = 0;
  g_autofree gunichar *n = g_utf8_to_ucs4_fast (needle, -1, &nn);
  g_autofree gunichar *name = NULL;
  glong len = 0;

  if (d->kind == ROW_RULE || nn < NEAR_MIN_CHARS)
    return FALSE;
  name = g_utf8_to_ucs4_fast (d->name, -1, &len);
  if (within_one_edit (n, nn, name, len))
    return TRUE;
  for (glong start = 0, end; start < len; start = end + 1)
    {
      for (end = start; end < len && g_unichar_isalnum (name[end]); end++)
        ;
      if (end - start >= NEAR_MIN_CHARS && within_one_edit (n, nn, name + start, end - start))
        return TRUE;
    }
  return FALSE;
}

static gboolean
row_matches (const RowData *d, const char *needle)
{
  return needle == NULL || strstr (d->haystack, needle) != NULL || near_name (d, needle);
}

gboolean
sg_rules_row_shown (GtkListBoxRow *row, gpointer data)
{
  SgRulesBrowser *self = data;
  RowData *d = sg_rules_row_data (row);

  return self->needle == NULL || (d != NULL && row_matches (d, self->needle));
}

/* How well a row answers the search: 0 its name or ID is the search
 * ("barrel", "c-duel"), 1 one of them starts with it or the name is one
 * typo away, 2 it is only found in the row's text (the card Barrel came
 * after six rules that mention a barrel). */
static int
search_rank (const RowData *d, const char *needle)
{
  if (needle == NULL)
    return 0;
  if (g_str_equal (d->name, needle) || g_str_equal (d->id, needle))
    return 0;
  if (g_str_has_prefix (d->name, needle) || g_str_has_prefix (d->id, needle)
      || near_name (d, needle))
    return 1;
  return 2;
}

/* A row found only in its text says why under its title: the words
 * around the first match, the match in bold (a French search «planque»
 * listed rules that showed no Planque).  A rule keeps its ID before them.
 * Other rows, and every row without a search, show their subtitle. */
static void
show_why (GtkWidget *row, RowData *d, const char *needle)
{
  g_autofree char *plain = NULL;
  g_autofree char *markup = NULL;

  if (needle != NULL && d->rank == 2 && strstr (d->name, needle) == NULL && strstr (d->sub, needle) == NULL)
    markup = sg_rules_excerpt (d->text, d->haystack, d->map, needle, &plain);
  if (markup == NULL)
    {
      gtk_label_set_text (d->sub_label, d->subtitle);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, d->subtitle, -1);
      return;
    }
  if (d->kind == ROW_RULE)
    {
      g_autofree char *id = g_markup_escape_text (d->subtitle, -1);
      char *both = g_strdup_printf ("%s · %s", id, markup);
      char *plain_both = g_strdup_printf ("%s · %s", d->subtitle, plain);

      g_free (markup);
      g_free (plain);
      markup = both;
      plain = plain_both;
    }
  gtk_label_set_markup (d->sub_label, markup);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, plain, -1);
}

/* Each group is listed whole under its one heading, the group with the
 * best answer first: sorting the rows by rank alone split a group, and
 * its heading came twice ("barrel": Cards, the rules, Cards again). */
void
sg_rules_rank_rows (SgRulesBrowser *self)
{
  g_autoptr (GHashTable) best = g_hash_table_new (g_str_hash, g_str_equal);   /* group: RowData * */

  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->list)); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    {
      RowData *d = GTK_IS_LIST_BOX_ROW (w) ? sg_rules_row_data (GTK_LIST_BOX_ROW (w)) : NULL;
      RowData *b;

      if (d == NULL)
        continue;
      d->rank = row_matches (d, self->needle) ? search_rank (d, self->needle) : G_MAXINT;
      show_why (w, d, self->needle);
      b = g_hash_table_lookup (best, d->group);
      if (b == NULL)
        g_hash_table_insert (best, d->group, b = d);
      b->group_rank = MIN (b == d ? d->rank : b->group_rank, d->rank);
      b->group_order = MIN (b == d ? d->order : b->group_order, d->order);
    }
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->list)); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    {
      RowData *d = GTK_IS_LIST_BOX_ROW (w) ? sg_rules_row_data (GTK_LIST_BOX_ROW (w)) : NULL;
      RowData *b = d != NULL ? g_hash_table_lookup (best, d->group) : NULL;

      if (b != NULL && b != d)
        {
          d->group_rank = b->group_rank;
          d->group_order = b->group_order;
        }
    }
}

/* The group with the best answer first, then in the book's order; in a
 * group, the best answers first, each rank in the book's order. */
int
sg_rules_sort_rows (GtkListBoxRow *a, GtkListBoxRow *b, gpointer data)
{
  RowData *da = sg_rules_row_data (a), *db = sg_rules_row_data (b);

  if (da == NULL || db == NULL)
    return da == NULL ? (db == NULL ? 0 : 1) : -1;
  if (da->group_rank != db->group_rank)
    return da->group_rank < db->group_rank ? -1 : 1;
  if (da->group_order != db->group_order)
    return da->group_order < db->group_order ? -1 : 1;
  if (da->rank != db->rank)
    return da->rank < db->rank ? -1 : 1;
  return da->order < db->order ? -1 : da->order > db->order;
}

void
sg_rules_header_row (GtkListBoxRow *row, GtkListBoxRow *before, gpointer data)
{
  RowData *d = sg_rules_row_data (row);
  RowData *prev = sg_rules_row_data (before);
  GtkWidget *header;

  if (d == NULL || (prev != NULL && g_strcmp0 (prev->group, d->group) == 0))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_label_new (d->group);
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_top (header, 12);
  gtk_widget_set_margin_bottom (header, 4);
  gtk_list_box_row_set_header (row, header);
}

GtkListBoxRow *
sg_rules_find_row (SgRulesBrowser *self, const char *page)
{
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->list)); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LIST_BOX_ROW (w) && sg_rules_row_data (GTK_LIST_BOX_ROW (w)) != NULL
        && g_str_equal (sg_rules_row_data (GTK_LIST_BOX_ROW (w))->page, page))
      return GTK_LIST_BOX_ROW (w);
  return NULL;
}

void
sg_rules_select_row (SgRulesBrowser *self, const char *page)
{
  GtkListBoxRow *row = sg_rules_find_row (self, page);

  if (row != NULL && !sg_rules_row_shown (row, self))
    {
      /* The page asked for is hidden by the search: show everything. */
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
      g_clear_pointer (&self->needle, g_free);
      sg_rules_rank_rows (self);
      gtk_list_box_invalidate_filter (self->list);
      gtk_list_box_invalidate_sort (self->list);
      gtk_list_box_invalidate_headers (self->list);
      gtk_stack_set_visible_child_name (self->list_stack, "list");
    }
  if (row != NULL)
    gtk_list_box_select_row (self->list, row);
}
