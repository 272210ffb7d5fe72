/* sg-log-entry.c: one line of the game's log. */
#include "sg-log-entry.h"

#include <string.h>

/* The rules a row cites: the first is its own, the others those of the
 * events folded into it (sg-log-fold.h), each with whether this row is the
 * session's first to cite it. */
typedef struct {
  char *rule;
  char *line;
  gboolean first_time;
} Citation;

struct _SgLogEntry
{
  GObject parent_instance;

  int kind;
  GArray *citations;   /* Citation, in the order met */
  char *text[2];
  guint turn;
  int refused_side;    /* a refusal's player, or -1: told to both */
};

G_DEFINE_FINAL_TYPE (SgLogEntry, sg_log_entry, G_TYPE_OBJECT)

static void
citation_clear (gpointer data)
{
  Citation *c = data;

  g_free (c->rule);
  g_free (c->line);
}

static void
sg_log_entry_finalize (GObject *object)
{
  SgLogEntry *self = SG_LOG_ENTRY (object);

  g_array_unref (self->citations);
  g_free (self->text[0]);
  g_free (self->text[1]);
  G_OBJECT_CLASS (sg_log_entry_parent_class)->finalize (object);
}

static void
sg_log_entry_class_init (SgLogEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sg_log_entry_finalize;
}

static void
sg_log_entry_init (SgLogEntry *self)
{
  self->citations = g_array_new (FALSE, FALSE, sizeof (Citation));
  g_array_set_clear_func (self->citations, citation_clear);
}

SgLogEntry *
sg_log_entry_new (int kind, const char *rule, const char *rule_line,
                  const char *text_law, const char *text_outlaw,
                  gboolean first_time, guint turn)
{
  SgLogEntry *self = g_object_new (SG_TYPE_LOG_ENTRY, NULL);

  self->kind = kind;
  sg_log_entry_add_rule (self, rule, rule_line, first_time);
  self->text[SG_LAW] = g_strdup (text_law);
  self->text[SG_OUTLAW] = g_strdup (text_outlaw);
  self->turn = turn;
  self->refused_side = -1;
  return self;
}

gboolean
sg_log_entry_cites (SgLogEntry *self, const char *rule)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), FALSE);

  for (guint i = 0; rule != NULL && i < self->citations->len; i++)
    if (strcmp (g_array_index (self->citations, Citation, i).rule, rule) == 0)
      return TRUE;
  return FALSE;
}

void
sg_log_entry_add_rule (SgLogEntry *self, const char *rule, const char *rule_line,
                       gboolean first_time)
{
  Citation c;

  g_return_if_fail (SG_IS_LOG_ENTRY (self));
  /* A rule the row cites already is cited once. */
  if (rule == NULL || sg_log_entry_cites (self, rule))
    return;
  c.rule = g_strdup (rule);
  c.line = g_strdup (rule_line != NULL ? rule_line : rule);
  c.first_time = first_time;
  g_array_append_val (self->citations, c);
}

static char *
joined (const char *a, const char *b)
{
  if (a == NULL || *a == '\0')
    return g_strdup (b);
  if (b == NULL || *b == '\0')
    return g_strdup (a);
  return g_strconcat (a, " ", b, NULL);
}

void
sg_log_entry_append_text (SgLogEntry *self, const char *text_law, const char *text_outlaw)
{
  g_return_if_fail (SG_IS_LOG_ENTRY (self));

  char *law = joined (self->text[SG_LAW], text_law);
  char *outlaw = joined (self->text[SG_OUTLAW], text_outlaw);
  g_free (self->text[SG_LAW]);
  g_free (self->text[SG_OUTLAW]);
  self->text[SG_LAW] = law;
  self->text[SG_OUTLAW] = outlaw;
}

void
sg_log_entry_set_text (SgLogEntry *self, const char *text_law, const char *text_outlaw)
{
  g_return_if_fail (SG_IS_LOG_ENTRY (self));

  g_free (self->text[SG_LAW]);
  g_free (self->text[SG_OUTLAW]);
  self->text[SG_LAW] = g_strdup (text_law);
  self->text[SG_OUTLAW] = g_strdup (text_outlaw);
}

int
sg_log_entry_get_kind (SgLogEntry *self)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), 0);
  return self->kind;
}

gboolean
sg_log_entry_is_refusal (SgLogEntry *self)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), FALSE);
  return self->kind == SG_LOG_REFUSAL;
}

void
sg_log_entry_set_refused_side (SgLogEntry *self, SgSide side)
{
  g_return_if_fail (SG_IS_LOG_ENTRY (self));
  g_return_if_fail (self->kind == SG_LOG_REFUSAL);
  self->refused_side = (int) side;
}

gboolean
sg_log_entry_is_shown_to (SgLogEntry *self, SgSide viewer)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), TRUE);
  return self->refused_side < 0 || self->refused_side == (int) viewer;
}

guint
sg_log_entry_get_n_rules (SgLogEntry *self)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), 0);
  return self->citations->len;
}

const char *
sg_log_entry_get_nth_rule (SgLogEntry *self, guint i)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), NULL);
  return i < self->citations->len ? g_array_index (self->citations, Citation, i).rule : NULL;
}

const char *
sg_log_entry_get_nth_rule_line (SgLogEntry *self, guint i)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), NULL);
  return i < self->citations->len ? g_array_index (self->citations, Citation, i).line : NULL;
}

gboolean
sg_log_entry_get_nth_first_time (SgLogEntry *self, guint i)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), FALSE);
  return i < self->citations->len && g_array_index (self->citations, Citation, i).first_time;
}

const char *
sg_log_entry_get_rule (SgLogEntry *self)
{
  return sg_log_entry_get_nth_rule (self, 0);
}

const char *
sg_log_entry_get_rule_line (SgLogEntry *self)
{
  return sg_log_entry_get_nth_rule_line (self, 0);
}

const char *
sg_log_entry_get_text (SgLogEntry *self, SgSide viewer)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), NULL);
  return self->text[viewer == SG_OUTLAW ? SG_OUTLAW : SG_LAW];
}

gboolean
sg_log_entry_get_first_time (SgLogEntry *self)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), FALSE);
  for (guint i = 0; i < self->citations->len; i++)
    if (g_array_index (self->citations, Citation, i).first_time)
      return TRUE;
  return FALSE;
}

guint
sg_log_entry_get_turn (SgLogEntry *self)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), 0);
  return self->turn;
}
