/* sg-game-model-log.c: the game log's rows, built from the engine's
 * events as they are heard during an apply: a row per event, or the event
 * told in the row before it when it only completes it (sg-log-fold.h),
 * and the row of a refused move.  sg_model_flush emits the rows once the
 * apply is over. */
#include "sg-game-model-private.h"

#include <string.h>

#include "sg-event-text.h"
#include "sg-log-fold.h"

/* Whether the rule is cited for the first time this session. */
static gboolean
note_rule (SgGameModel *self, const char *rule)
{
  if (rule == NULL || g_hash_table_contains (self->seen_rules, rule))
    return FALSE;
  g_hash_table_add (self->seen_rules, g_strdup (rule));
  return TRUE;
}

/* A rule line told as an event's, for a rule no event comes with (a
 * refusal's, a ruling the row explains). */
static char *
rule_line_of (const char *rule)
{
  SgEvent ev;

  memset (&ev, 0, sizeof ev);
  ev.rule = rule;
  return sg_event_text_rule_line (&ev);
}

/* Forgets the rows heard but not emitted (and the row to fold into). */
void
sg_model_drop_pending (SgGameModel *self)
{
  g_ptr_array_set_size (self->pending, 0);
  self->fold_row = NULL;
}

/* One more card in the row of draws: the row is told again. */
static void
fold_draw (SgGameModel *self, const SgEvent *ev)
{
  g_autofree char *law = NULL, *outlaw = NULL;

  if (self->n_fold_draws < G_N_ELEMENTS (self->fold_draws))
    self->fold_draws[self->n_fold_draws++] = ev->card;
  law = sg_event_text_draws (&self->game, &self->fold_head, self->fold_draws, self->n_fold_draws, SG_LAW);
  outlaw = sg_event_text_draws (&self->game, &self->fold_head, self->fold_draws, self->n_fold_draws, SG_OUTLAW);
  sg_log_entry_set_text (self->fold_row, law, outlaw);
}

/* A Fanning's first shot: the row says how many it fires, and cites the
 * ruling that counts them once, as it resolves (E-13); the engine cites
 * C-FANNING.1 for each shot. */
static void
fold_shot_count (SgGameModel *self, const SgEvent *ev)
{
  g_autofree char *shots = sg_event_text_fanning_shots (&self->game, ev);
  g_autofree char *line = rule_line_of ("E-13");

  sg_log_entry_append_text (self->fold_row, shots, shots);
  sg_log_entry_add_rule (self->fold_row, "E-13", line, note_rule (self, "E-13"));
}

/* One more point of the loss the row tells: the row is told again with
 * the total.  Its head stands for the whole loss, so that the next point
 * adds to it. */
static void
fold_loss (SgGameModel *self, const SgEvent *ev)
{
  SgEvent total = *ev;
  g_autofree char *law = NULL, *outlaw = NULL;

  self->fold_head.value += ev->value;
  total.value = self->fold_head.value;
  law = sg_event_text_describe (&self->game, &total, SG_LAW);
  outlaw = sg_event_text_describe (&self->game, &total, SG_OUTLAW);
  sg_log_entry_set_text (self->fold_row, law, outlaw);
}

/* What the lone option of the row did: it tells the row, said to be the
 * only choice ("You take Colt into your hand (the only choice)."), but
 * not to a player who cannot see the hand it came from (two copies of
 * the card to give up are the decider's secret). */
static void
fold_only_choice (SgGameModel *self, const SgEvent *ev)
{
  char *text[2];

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *done = sg_event_text_describe (&self->game, ev, (SgSide) side);

      text[side] = self->fold_choice_hidden[side] ? g_steal_pointer (&done) : sg_event_text_only_choice (done);
    }
  sg_log_entry_set_text (self->fold_row, text[SG_LAW], text[SG_OUTLAW]);
  g_free (text[SG_LAW]);
  g_free (text[SG_OUTLAW]);
}

/* One more card in a row told again with its cards (those turned up, those
 * left behind): the row's own sentence is kept aside the first time. */
static void
add_fold_card (SgGameModel *self, const SgEvent *ev, gboolean after_row)
{
  if (after_row && self->n_fold_draws == 0)
    for (int side = 0; side < 2; side++)
      {
        g_free (self->fold_base[side]);
        self->fold_base[side] = g_strdup (sg_log_entry_get_text (self->fold_row, (SgSide) side));
      }
  if (self->n_fold_draws < G_N_ELEMENTS (self->fold_draws))
    self->fold_draws[self->n_fold_draws++] = ev->card;
}

/* The row told again: the sentence kept aside, then cards (or cards alone). */
static void
retell_with_cards (SgGameModel *self, const char *cards, gboolean after_row)
{
  char *text[2];

  for (int side = 0; side < 2; side++)
    text[side] = after_row ? g_strjoin (" ", self->fold_base[side] != NULL ? self->fold_base[side] : "", cards, NULL)
                           : g_strdup (cards);
  sg_log_entry_set_text (self->fold_row, text[SG_LAW], text[SG_OUTLAW]);
  g_free (text[SG_LAW]);
  g_free (text[SG_OUTLAW]);
}

/* One more card a fallen character leaves behind (D11.2): the row says
 * the elimination, then the cards together. */
static void
fold_left_behind (SgGameModel *self, const SgEvent *ev)
{
  g_autofree char *cards = NULL;

  add_fold_card (self, ev, TRUE);
  cards = sg_event_text_left_behind (&self->game, self->fold_draws, self->n_fold_draws);
  retell_with_cards (self, cards, TRUE);
}

/* One more card a General Store turned up: the row is told again, the
 * cards after its own sentence (the play), or alone. */
static void
fold_turned_up (SgGameModel *self, const SgEvent *ev)
{
  gboolean after_play = self->fold_head.kind == SG_EV_PLAY;
  g_autofree char *cards = NULL;

  add_fold_card (self, ev, after_play);
  cards = sg_event_text_turned_up (&self->game, self->fold_draws, self->n_fold_draws, after_play);
  retell_with_cards (self, cards, after_play);
}

/* One more of a side's first characters: told after the row's, or the row
 * counts them again where they are face down. */
static void
fold_entry (SgGameModel *self, const SgEvent *ev)
{
  char *text[2];

  self->n_fold_entries++;
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *own = NULL;

      if (sg_event_text_face_down (&self->game, ev, (SgSide) side))
        {
          text[side] = sg_event_text_face_down_entries (self->n_fold_entries);
          continue;
        }
      own = sg_event_text_describe (&self->game, ev, (SgSide) side);
      text[side] = g_strjoin (" ", sg_log_entry_get_text (self->fold_row, (SgSide) side), own, NULL);
    }
  sg_log_entry_set_text (self->fold_row, text[SG_LAW], text[SG_OUTLAW]);
  g_free (text[SG_LAW]);
  g_free (text[SG_OUTLAW]);
}

/* An event that completes the row: its sentence follows the row's. */
static void
fold_append (SgGameModel *self, const SgEvent *ev)
{
  g_autofree char *law = sg_event_text_describe_in_row (&self->game, ev, SG_LAW);
  g_autofree char *outlaw = sg_event_text_describe_in_row (&self->game, ev, SG_OUTLAW);

  sg_log_entry_append_text (self->fold_row, law, outlaw);
}

/* Tells ev in the pending row before it when sg_log_fold says so. */
static gboolean
fold_event (SgGameModel *self, const SgEvent *ev, const char *line, gboolean first)
{
  SgLogFold fold;

  if (self->fold_row == NULL)
    return FALSE;
  fold = sg_log_fold (&self->fold_head, &self->fold_last, ev);
  if (fold == SG_LOG_FOLD_NONE)
    return FALSE;
  sg_log_entry_add_rule (self->fold_row, ev->rule, line, first);
  switch (fold)
    {
    case SG_LOG_FOLD_APPEND: fold_append (self, ev); break;
    case SG_LOG_FOLD_DRAW: fold_draw (self, ev); break;
    case SG_LOG_FOLD_SHOT_COUNT: fold_shot_count (self, ev); break;
    case SG_LOG_FOLD_LOSS: fold_loss (self, ev); break;
    case SG_LOG_FOLD_ENTRY: fold_entry (self, ev); break;
    case SG_LOG_FOLD_TURNED_UP: fold_turned_up (self, ev); break;
    case SG_LOG_FOLD_ONLY_CHOICE: fold_only_choice (self, ev); break;
    case SG_LOG_FOLD_LEFT_BEHIND: fold_left_behind (self, ev); break;
    default: break;
    }
  self->fold_last = *ev;
  return TRUE;
}

/* Called by the model's observer inside sg_game_apply: the game is as it
 * is right after the event, which is what the texts need. */
void
sg_model_log_event (SgGameModel *self, const SgEvent *ev)
{
  g_autofree char *line = sg_event_text_rule_line (ev);
  gboolean first = note_rule (self, ev->rule);
  g_autofree char *law = NULL, *outlaw = NULL;
  SgLogEntry *row;

  if (fold_event (self, ev, line, first))
    return;
  law = sg_event_text_describe (&self->game, ev, SG_LAW);
  outlaw = sg_event_text_describe (&self->game, ev, SG_OUTLAW);
  row = sg_log_entry_new (ev->kind, ev->rule, line, law, outlaw, first, self->game.turn_number);
  g_ptr_array_add (self->pending, row);
  self->fold_row = row;
  self->fold_head = self->fold_last = *ev;
  self->n_fold_draws = 0;
  self->n_fold_entries = 1;
  for (int side = 0; side < 2; side++)
    self->fold_choice_hidden[side] = ev->kind == SG_EV_AUTO
                                     && sg_event_text_hand_hidden (&self->game, (SgSide) ev->side, (SgSide) side);
  if (ev->kind == SG_EV_DRAW || ev->kind == SG_EV_TURNED_UP)
    self->fold_draws[self->n_fold_draws++] = ev->card;
}

void
sg_model_log_refusal (SgGameModel *self, const SgRefusal *refusal, SgSide side, const char *text)
{
  g_autofree char *line = rule_line_of (refusal->rule);
  g_autoptr (SgLogEntry) entry =
    sg_log_entry_new (SG_LOG_REFUSAL, refusal->rule, line, text, text,
                      note_rule (self, refusal->rule), self->game.turn_number);

  sg_log_entry_set_refused_side (entry, side);
  sg_model_drop_pending (self);
  g_list_store_append (self->log, entry);
}
