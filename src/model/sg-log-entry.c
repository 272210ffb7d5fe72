/* sg-log-entry.c: one line of the game's log. */
#include "sg-log-entry.h"

struct _SgLogEntry
{
  GObject parent_instance;

  int kind;
  char *rule;
  char *rule_line;
  char *text[2];
  gboolean first_time;
  guint turn;
};

G_DEFINE_FINAL_TYPE (SgLogEntry, sg_log_entry, G_TYPE_OBJECT)

static void
sg_log_entry_finalize (GObject *object)
{
  SgLogEntry *self = SG_LOG_ENTRY (object);

  g_free (self->rule);
  g_free (self->rule_line);
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
}

SgLogEntry *
sg_log_entry_new (int kind, const char *rule, const char *rule_line,
                  const char *text_law, const char *text_outlaw,
                  gboolean first_time, guint turn)
{
  SgLogEntry *self = g_object_new (SG_TYPE_LOG_ENTRY, NULL);

  self->kind = kind;
  self->rule = g_strdup (rule);
  self->rule_line = g_strdup (rule_line);
  self->text[SG_LAW] = g_strdup (text_law);
  self->text[SG_OUTLAW] = g_strdup (text_outlaw);
  self->first_time = first_time;
  self->turn = turn;
  return self;
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

const char *
sg_log_entry_get_rule (SgLogEntry *self)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), NULL);
  return self->rule;
}

const char *
sg_log_entry_get_rule_line (SgLogEntry *self)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), NULL);
  return self->rule_line;
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
  return self->first_time;
}

guint
sg_log_entry_get_turn (SgLogEntry *self)
{
  g_return_val_if_fail (SG_IS_LOG_ENTRY (self), 0);
  return self->turn;
}
