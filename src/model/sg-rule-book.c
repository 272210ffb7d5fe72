/* sg-rule-book.c: lookup, fallback, groups and search over the static
 * rule tables (sg-rule-book-entries-*.c). */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "sg-rule-book.h"
#include "sg-rule-book-private.h"
#include "sg-rule-xref.h"

struct _SgRuleBook
{
  GObject parent_instance;

  GPtrArray *entries;  /* const SgRuleEntry *, in the book's order */
  GHashTable *by_id;   /* id -> const SgRuleEntry * */
};

G_DEFINE_FINAL_TYPE (SgRuleBook, sg_rule_book, G_TYPE_OBJECT)

static void
sg_rule_book_finalize (GObject *object)
{
  SgRuleBook *self = SG_RULE_BOOK (object);

  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->by_id, g_hash_table_unref);
  G_OBJECT_CLASS (sg_rule_book_parent_class)->finalize (object);
}

static void
sg_rule_book_class_init (SgRuleBookClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sg_rule_book_finalize;
}

static void
add_table (SgRuleBook *self, const SgRuleEntry *table, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      /* A duplicated ID is a mistake in the tables: keep the first. */
      if (g_hash_table_contains (self->by_id, table[i].id))
        {
          g_warning ("rule book: duplicate entry %s", table[i].id);
          continue;
        }
      g_ptr_array_add (self->entries, (gpointer) &table[i]);
      g_hash_table_insert (self->by_id, (gpointer) table[i].id, (gpointer) &table[i]);
    }
}

static void
sg_rule_book_init (SgRuleBook *self)
{
  self->entries = g_ptr_array_new ();
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  add_table (self, sg_rule_entries_d, sg_rule_n_entries_d);
  add_table (self, sg_rule_entries_cards, sg_rule_n_entries_cards);
  add_table (self, sg_rule_entries_characters, sg_rule_n_entries_characters);
  add_table (self, sg_rule_entries_rulings, sg_rule_n_entries_rulings);
  add_table (self, sg_rule_entries_languages, sg_rule_n_entries_languages);
}

SgRuleBook *
sg_rule_book_get_default (void)
{
  static SgRuleBook *book;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      book = g_object_new (SG_TYPE_RULE_BOOK, NULL);
      g_once_init_leave (&once, 1);
    }
  return book;
}

/* The entry of rule_id, or of its nearest parent: "D5.5.2" tries "D5.5"
 * then "D5"; "C-COLT.1" tries "C-COLT". */
static const SgRuleEntry *
lookup (SgRuleBook *self, const char *rule_id)
{
  g_autofree char *id = NULL;
  char *dot;

  g_return_val_if_fail (SG_IS_RULE_BOOK (self), NULL);
  if (rule_id == NULL || *rule_id == '\0')
    return NULL;

  id = g_strdup (rule_id);
  g_strstrip (id);
  for (;;)
    {
      const SgRuleEntry *e = g_hash_table_lookup (self->by_id, id);

      if (e != NULL)
        return e;
      dot = strrchr (id, '.');
      if (dot == NULL)
        return NULL;
      *dot = '\0';
    }
}

const char *
sg_rule_book_get_title (SgRuleBook *self, const char *rule_id)
{
  const SgRuleEntry *e = lookup (self, rule_id);

  return e != NULL ? _(e->title) : NULL;
}

const char *
sg_rule_book_get_explanation (SgRuleBook *self, const char *rule_id)
{
  const SgRuleEntry *e = lookup (self, rule_id);

  return e != NULL ? _(e->explanation) : NULL;
}

gboolean
sg_rule_book_has_entry (SgRuleBook *self, const char *rule_id)
{
  g_return_val_if_fail (SG_IS_RULE_BOOK (self), FALSE);
  return rule_id != NULL && g_hash_table_contains (self->by_id, rule_id);
}

gboolean
sg_rule_book_is_ruling (SgRuleBook *self, const char *rule_id)
{
  g_return_val_if_fail (SG_IS_RULE_BOOK (self), FALSE);
  return rule_id != NULL && g_str_has_prefix (rule_id, "E-");
}

guint
sg_rule_book_get_n_rules (SgRuleBook *self)
{
  g_return_val_if_fail (SG_IS_RULE_BOOK (self), 0);
  return self->entries->len;
}

const char *
sg_rule_book_get_id (SgRuleBook *self, guint index)
{
  const SgRuleEntry *e;

  g_return_val_if_fail (SG_IS_RULE_BOOK (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);
  e = g_ptr_array_index (self->entries, index);
  return e->id;
}

/* Groups follow the sections of duel-rules.md. */
static const char *const d_groups[] = {
  /* Translators: a group of rules in the rules browser. */
  N_("Basics"),
  /* Translators: a group of rules in the rules browser. */
  N_("Setting up"),
  /* Translators: a group of rules in the rules browser. */
  N_("A turn"),
  /* Translators: a group of rules in the rules browser. */
  N_("Characters in play"),
  /* Translators: a group of rules in the rules browser. */
  N_("Kinds of cards"),
  /* Translators: a group of rules in the rules browser. */
  N_("Shots and dodges"),
  /* Translators: a group of rules in the rules browser. */
  N_("Reveals"),
  /* Translators: a group of rules in the rules browser. */
  N_("Reloading"),
  /* Translators: a group of rules in the rules browser. */
  N_("Start of the turn"),
  /* Translators: a group of rules in the rules browser. */
  N_("Random draws"),
  /* Translators: a group of rules in the rules browser. */
  N_("Order of effects"),
  /* Translators: a group of rules in the rules browser. */
  N_("Elimination"),
  /* Translators: a group of rules in the rules browser. */
  N_("Winning"),
  /* Translators: a group of rules in the rules browser. */
  N_("Decks"),
};

const char *
sg_rule_book_get_group (SgRuleBook *self, const char *rule_id)
{
  const SgRuleEntry *e = lookup (self, rule_id);

  if (e == NULL)
    return NULL;
  if (g_str_has_prefix (e->id, "C-"))
    /* Translators: a group of rules in the rules browser. */
    return _("Cards");
  if (g_str_has_prefix (e->id, "P-"))
    /* Translators: a group of rules in the rules browser. */
    return _("Characters");
  if (g_str_has_prefix (e->id, "E-"))
    /* Translators: a group of rules in the rules browser: the
     * questions the rulebooks leave open, and how this app settles them. */
    return _("Our rulings");
  if (g_str_has_prefix (e->id, "L-"))
    /* Translators: a group of rules in the rules browser: where the French,
     * German and Italian rulebooks differ, and the reading this app follows. */
    return _("Rulebook differences");
  if (e->id[0] == 'D' && g_ascii_isdigit (e->id[1]))
    {
      guint64 section = g_ascii_strtoull (e->id + 1, NULL, 10);

      if (section < G_N_ELEMENTS (d_groups))
        return _(d_groups[section]);
    }
  /* Translators: a group of rules in the rules browser. */
  return _("Other rules");
}

static gboolean
contains_folded (const char *haystack, const char *folded_needle)
{
  g_autofree char *folded = g_utf8_casefold (haystack, -1);

  return strstr (folded, folded_needle) != NULL;
}

GPtrArray *
sg_rule_book_search (SgRuleBook *self, const char *text)
{
  GPtrArray *found = g_ptr_array_new ();
  g_autofree char *needle = NULL;

  g_return_val_if_fail (SG_IS_RULE_BOOK (self), found);
  if (text == NULL)
    return found;
  needle = g_utf8_casefold (text, -1);
  for (guint i = 0; i < self->entries->len; i++)
    {
      const SgRuleEntry *e = g_ptr_array_index (self->entries, i);

      if (contains_folded (e->id, needle)
          || contains_folded (_(e->title), needle)
          || contains_folded (_(e->explanation), needle))
        g_ptr_array_add (found, (gpointer) e->id);
    }
  return found;
}

static void
add_unique (GPtrArray *ids, const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), id))
      return;
  g_ptr_array_add (ids, (gpointer) id);
}

/* Every entry whose ID is prefix or starts with "prefix.", then the
 * cross-referenced D rules that have an entry. */
static GPtrArray *
rules_for (SgRuleBook *self, const char *prefix, const char *const *xref)
{
  GPtrArray *ids = g_ptr_array_new ();
  gsize len = strlen (prefix);

  for (guint i = 0; i < self->entries->len; i++)
    {
      const SgRuleEntry *e = g_ptr_array_index (self->entries, i);

      if (strncmp (e->id, prefix, len) == 0
          && (e->id[len] == '\0' || e->id[len] == '.'))
        add_unique (ids, e->id);
    }
  for (; xref != NULL && *xref != NULL; xref++)
    {
      const SgRuleEntry *e = lookup (self, *xref);

      if (e != NULL)
        add_unique (ids, e->id);
    }
  return ids;
}

GPtrArray *
sg_rule_book_rules_for_card (SgRuleBook *self, SgCardType type)
{
  g_return_val_if_fail (SG_IS_RULE_BOOK (self), g_ptr_array_new ());
  g_return_val_if_fail ((guint) type < SG_N_CARD_TYPES, g_ptr_array_new ());
  return rules_for (self, sg_card_data (type)->rule, sg_rule_xref_card (type));
}

GPtrArray *
sg_rule_book_rules_for_character (SgRuleBook *self, SgCharId id)
{
  g_return_val_if_fail (SG_IS_RULE_BOOK (self), g_ptr_array_new ());
  g_return_val_if_fail ((guint) id < SG_N_CHARACTERS, g_ptr_array_new ());
  return rules_for (self, sg_char_data (id)->rule, sg_rule_xref_character (id));
}

/* Whether an ID starts at p: a capital and a hyphen before a capital or
 * a digit (C-BEER, E-25), or D and a digit (D4.4), at a word's start. */
static gboolean
id_starts (const char *text, const char *p)
{
  if (p > text && (g_ascii_isalnum (p[-1]) || p[-1] == '-'))
    return FALSE;
  if (g_ascii_isupper (p[0]) && p[1] == '-' && (g_ascii_isupper (p[2]) || g_ascii_isdigit (p[2])))
    return TRUE;
  return p[0] == 'D' && g_ascii_isdigit (p[1]);
}

char *
sg_rule_book_keep_ids_whole (const char *text)
{
  GString *out;
  const char *p;

  if (text == NULL)
    return g_strdup ("");
  out = g_string_sized_new (strlen (text) + 16);
  for (p = text; *p != '\0';)
    {
      if (!id_starts (text, p))
        {
          g_string_append_c (out, *p++);
          continue;
        }
      for (; g_ascii_isupper (*p) || g_ascii_isdigit (*p) || *p == '-' || *p == '.'; p++)
        if (*p == '-')
          g_string_append (out, "\u2011");
        else if (*p == '.' && (g_ascii_isdigit (p[1]) || g_ascii_isupper (p[1])))
          g_string_append (out, ".\u2060");
        else
          g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

char *
sg_rule_book_keep_id_whole (const char *text)
{
  GString *out;
  const char *p;

  if (text == NULL)
    return g_strdup ("");
  out = g_string_sized_new (strlen (text) + 8);
  /* The ID is the first word: "C-STEAL.1 · Steal: two choices". */
  for (p = text; *p != '\0' && *p != ' '; p++)
    if (*p == '-')
      g_string_append (out, "\u2011");
    else
      g_string_append_c (out, *p);
  g_string_append (out, p);
  return g_string_free (out, FALSE);
}
