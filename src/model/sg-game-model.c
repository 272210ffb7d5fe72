/* sg-game-model.c: one game of the duel for the views (see the header):
 * the object, its signals, starting a game, the decision and the table.
 * The log's rows are built in sg-game-model-log.c, the bots run from
 * sg-game-model-bot.c, saved games and scenarios are loaded in
 * sg-game-model-load.c (sg-game-model-private.h). */
#include <glib/gi18n.h>
#include <string.h>

#include "sg-game-model-private.h"
#include "sg-action-text.h"
#include "sg-event-text.h"
#include "sg-refusal-text.h"
#include "sg-save.h"

G_DEFINE_FINAL_TYPE (SgGameModel, sg_game_model, G_TYPE_OBJECT)

enum {
  SIGNAL_EVENT,
  SIGNAL_STATE_CHANGED,
  SIGNAL_DECISION_NEEDED,
  SIGNAL_REFUSED,
  SIGNAL_GAME_OVER,
  SIGNAL_INTERCEPT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* --- events -------------------------------------------------------------- */

/* An ability acting without a card of its own, which is news beside the
 * turn's heading as a card is: a shot fired by a character (Tom Thorn,
 * Alan Pinkertoon, Wild Bill, Sid Curry: the shot's rule is theirs), Slim
 * Poet's discard, Pat Garret's shown card, an ability used in the play
 * phase.  Jack Ransome's and Bart Masterson's only shape the play of a card
 * or a reveal: that card stays the news. */
static gboolean
is_ability_act (const SgEvent *ev)
{
  if (ev->kind == SG_EV_SHOT)
    return ev->ch != SG_NONE && ev->rule != NULL && sg_char_by_rule (ev->rule) == ev->ch;
  return ev->kind == SG_EV_ABILITY && ev->ch != SG_NONE && ev->ch != SG_CHAR_JACK_RANSOME
         && ev->ch != SG_CHAR_BART_MASTERSON;
}

/* What ev did becomes the last play: a card (and the card it counted as)
 * or an ability, by its side, at its target. */
static void
note_last_play (SgGameModel *self, const SgEvent *ev, guint8 card, guint8 ability, guint8 as)
{
  self->last_play_card = card;
  self->last_play_ability = ability;
  self->last_play_as = as;
  self->last_play_side = ev->side;
  self->last_play_target = ev->target_ch;
  self->last_play_turn = self->game.turn_number;
}

/* The engine's observer: runs inside sg_game_apply, on the state right after
 * the event, which is what the log's texts need.  Signals wait for the end
 * of the apply so that handlers never see a half-resolved effect. */
void
sg_model_on_engine_event (const SgEvent *ev, void *data)
{
  SgGameModel *self = data;

  if (is_ability_act (ev))
    note_last_play (self, ev, SG_NONE, ev->ch, SG_NONE);
  if (ev->kind == SG_EV_PLAY && ev->card != SG_NONE)
    /* ev->value 1: played as a Colt, the only play-as (C-COLT.2). */
    note_last_play (self, ev, ev->card, SG_NONE, ev->value == 1 ? SG_CARD_COLT : SG_NONE);
  if (ev->kind == SG_EV_PLAY && ev->side == self->game.turn)
    g_array_append_val (self->turn_plays, *ev);
  if (ev->kind == SG_EV_TURN_START)
    {
      GArray *done = self->last_turn_plays;

      /* The turn that ends is the other side's (D2.0). */
      self->last_turn_side = self->game.turn_number > 1 ? (guint8) !ev->side : SG_NONE;
      self->last_turn_plays = self->turn_plays;
      self->turn_plays = done;
      g_array_set_size (self->turn_plays, 0);
    }
  if (ev->kind == SG_EV_ELIMINATED)
    self->eliminated = TRUE;
  sg_model_log_event (self, ev);
}

static void
refresh_options (SgGameModel *self)
{
  self->n_options = 0;
  if (self->has_game && !sg_game_over (&self->game))
    self->n_options = (guint) sg_game_legal_actions (&self->game, self->options);
}

static SgSide
first_person (SgGameModel *self)
{
  if (self->player[SG_LAW] != SG_PLAYER_PERSON && self->player[SG_OUTLAW] == SG_PLAYER_PERSON)
    return SG_OUTLAW;
  return SG_LAW;
}

/* A question whose answers all lead to the same game (Bart Masterson
 * keeping one of two cards that both miss the symbol) is not asked: the
 * first answer is given for the person, recorded as any move, and the
 * log tells which card counted.  Never in a lesson, whose script may
 * expect the question. */
static gboolean
answer_needless (SgGameModel *self)
{
  if (sg_game_choice_matters (&self->game) || self->n_options == 0 || self->replaying
      || self->player[SG_LAW] == SG_PLAYER_SCRIPT || self->player[SG_OUTLAW] == SG_PLAYER_SCRIPT)
    return FALSE;
  return sg_game_model_apply (self, &self->options[0], NULL);
}

/* Emits what one step of the game produced, in the documented order. */
void
sg_model_flush (SgGameModel *self)
{
  g_autoptr (GPtrArray) entries = self->pending;

  self->pending = g_ptr_array_new_with_free_func (g_object_unref);
  self->fold_row = NULL; /* a row emitted is told as it is */
  refresh_options (self);
  for (guint i = 0; i < entries->len; i++)
    {
      SgLogEntry *entry = g_ptr_array_index (entries, i);
      g_list_store_append (self->log, entry);
      g_signal_emit (self, signals[SIGNAL_EVENT], 0, entry);
    }
  g_signal_emit (self, signals[SIGNAL_STATE_CHANGED], 0);

  if (!self->has_game)
    return;
  if (sg_game_over (&self->game))
    {
      if (!self->over_emitted)
        {
          self->over_emitted = TRUE;
          g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0, (int) self->game.winner);
        }
      return;
    }
  if (sg_game_model_person_decides (self))
    {
      if (answer_needless (self))
        return;
      self->eliminated = FALSE; /* the person saw it: no pause owed */
      g_signal_emit (self, signals[SIGNAL_DECISION_NEEDED], 0, (int) sg_game_decider (&self->game));
    }
  else
    sg_model_schedule_bot (self);
}

void
sg_model_state_changed (SgGameModel *self)
{
  g_signal_emit (self, signals[SIGNAL_STATE_CHANGED], 0);
}

/* --- the object ---------------------------------------------------------- */

static void
sg_game_model_dispose (GObject *object)
{
  SgGameModel *self = SG_GAME_MODEL (object);

  sg_model_stop_bot (self);
  G_OBJECT_CLASS (sg_game_model_parent_class)->dispose (object);
}

static void
sg_game_model_finalize (GObject *object)
{
  SgGameModel *self = SG_GAME_MODEL (object);

  g_clear_object (&self->log);
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  g_clear_pointer (&self->seen_rules, g_hash_table_unref);
  g_clear_pointer (&self->seen_before, g_hash_table_unref);
  g_clear_pointer (&self->turn_plays, g_array_unref);
  g_clear_pointer (&self->last_turn_plays, g_array_unref);
  g_clear_pointer (&self->save, sg_save_free);
  g_clear_pointer (&self->fold_base[SG_LAW], g_free);
  g_clear_pointer (&self->fold_base[SG_OUTLAW], g_free);
  G_OBJECT_CLASS (sg_game_model_parent_class)->finalize (object);
}

static void
sg_game_model_class_init (SgGameModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sg_game_model_dispose;
  object_class->finalize = sg_game_model_finalize;

  signals[SIGNAL_EVENT] =
    g_signal_new ("event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, SG_TYPE_LOG_ENTRY);
  signals[SIGNAL_STATE_CHANGED] =
    g_signal_new ("state-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_DECISION_NEEDED] =
    g_signal_new ("decision-needed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  signals[SIGNAL_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_INTERCEPT] =
    g_signal_new ("intercept", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, G_TYPE_POINTER);
}

static void
sg_game_model_init (SgGameModel *self)
{
  self->log = g_list_store_new (SG_TYPE_LOG_ENTRY);
  self->pending = g_ptr_array_new_with_free_func (g_object_unref);
  self->seen_rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->seen_before = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->turn_plays = g_array_new (FALSE, FALSE, sizeof (SgEvent));
  self->last_turn_plays = g_array_new (FALSE, FALSE, sizeof (SgEvent));
  self->last_turn_side = SG_NONE;
  self->last_play_card = SG_NONE;
  self->last_play_ability = SG_NONE;
  self->player[SG_LAW] = SG_PLAYER_PERSON;
  self->player[SG_OUTLAW] = SG_PLAYER_MEDIUM;
  self->viewer = SG_LAW;
  self->bot_delay = 600;
}

SgGameModel *
sg_game_model_new (void)
{
  return g_object_new (SG_TYPE_GAME_MODEL, NULL);
}

/* --- saved games (setup/saves helper) ----------------------------------- */

static const char *
save_player_name (SgPlayerKind kind)
{
  switch (kind)
    {
    case SG_PLAYER_EASY:
      return "easy";
    case SG_PLAYER_MEDIUM:
      return "medium";
    case SG_PLAYER_HARD:
      return "hard";
    default:
      return "person";
    }
}

static void
sync_save_players (SgGameModel *self)
{
  if (self->save == NULL)
    return;
  for (int s = 0; s < 2; s++)
    sg_save_set_player (self->save, (SgSide) s, save_player_name (self->player[s]));
}

/* The action about to be applied, as the listed option: a replay picks the
 * listed one of identical copies, so the live game must too to stay equal
 * to its replay bit for bit (sg-save.h).  Records it in the save. */
SgAction
sg_model_recorded (SgGameModel *self, const SgAction *action)
{
  int i = sg_game_model_find_option (self, action);

  if (i < 0)
    return *action;  /* refused by the engine: nothing to record */
  /* A lone answer, asked only for a bot's pause or behind a hand-over: a
   * replay takes it on its own, so the save must not hold it. */
  if (self->save != NULL && !sg_game_lone_asked (&self->game))
    sg_save_record (self->save, &self->game, &self->options[i], NULL);
  return self->options[i];
}

const SgSave *
sg_game_model_get_save (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  return self->has_game ? self->save : NULL;
}

char *
sg_game_model_dup_last_turn_summary (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  if (!self->has_game || sg_game_over (&self->game) || self->last_turn_side == SG_NONE
      || self->last_turn_side == self->viewer || self->game.turn != self->viewer || self->turn_plays->len > 0)
    return NULL;
  return sg_event_text_turn_plays (&self->game, (const SgEvent *) self->last_turn_plays->data,
                                   self->last_turn_plays->len, (SgSide) self->last_turn_side, self->viewer);
}

gboolean
sg_game_model_write_save (SgGameModel *self, GFile *file, GError **error)
{
  g_autofree SgGame *settled = NULL;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  if (sg_game_model_get_save (self) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("This game cannot be saved: it was not dealt from a setup."));
      return FALSE;
    }
  settled = g_memdup2 (&self->game, sizeof self->game);
  sg_game_settle (settled);
  return sg_save_write_file (self->save, settled, file, NULL, error);
}

/* --- starting ------------------------------------------------------------ */

void
sg_model_copy_rules (GHashTable *to, GHashTable *from)
{
  GHashTableIter iter;
  gpointer rule;

  if (to == from)
    return;
  g_hash_table_remove_all (to);
  g_hash_table_iter_init (&iter, from);
  while (g_hash_table_iter_next (&iter, &rule, NULL))
    g_hash_table_add (to, g_strdup (rule));
}

void
sg_model_reset (SgGameModel *self, SgPlayerKind law, SgPlayerKind outlaw)
{
  sg_model_stop_bot (self);
  sg_model_drop_pending (self);
  self->serial++;
  g_list_store_remove_all (self->log);
  self->player[SG_LAW] = law;
  self->player[SG_OUTLAW] = outlaw;
  self->viewer = first_person (self);
  self->handed_over_at = 0;
  self->over_emitted = FALSE;
  self->has_game = FALSE;
  self->last_play_card = SG_NONE;
  self->last_play_ability = SG_NONE;
  g_array_set_size (self->turn_plays, 0);
  g_array_set_size (self->last_turn_plays, 0);
  self->last_turn_side = SG_NONE;
  g_clear_pointer (&self->save, sg_save_free);
  self->bot_moves = 0;
  memset (&self->game, 0, sizeof self->game);
  sg_game_set_observer (&self->game, sg_model_on_engine_event, self);
  sg_model_copy_rules (self->seen_before, self->seen_rules); /* a new game begins */
}

/* Hot-seat: a new or resumed game may be started or opened by either
 * player: the screen waits for the one who decides (the hand-over page),
 * so that nobody sees the other's hand or secret first choice.  A
 * scenario's position is shown to its first decider, who set it up (the
 * command line's --scenario, tests).  A game told again stays with the
 * person at the screen, who took the move back and decides again. */
void
sg_model_started_for (SgGameModel *self, SgModelStart how)
{
  gboolean hot_seat = sg_game_model_is_hot_seat (self);

  /* A bot answering the only way it can waits its pause like any other
   * answer: the person must not learn from the speed of the game that it
   * had no choice (a hand without Missed!).  Against a friend, the lone
   * answer is asked behind a hand-over like any other, for the same
   * reason: a shot with no hand-over would tell the shooter that the
   * friend's hand held no dodge. */
  self->game.ask_lone = 0;
  for (int side = 0; side < 2; side++)
    if (hot_seat || (self->player[side] != SG_PLAYER_PERSON && self->player[side] != SG_PLAYER_SCRIPT))
      self->game.ask_lone |= (guint8) (1u << side);
  self->has_game = TRUE;
  self->eliminated = FALSE; /* a replayed elimination is nothing new to see */
  if (hot_seat && !sg_game_over (&self->game) && how != SG_MODEL_START_RETOLD)
    self->viewer = how == SG_MODEL_START_SCENARIO ? sg_game_decider (&self->game) : (SgSide) !sg_game_decider (&self->game);
  self->replaying = how == SG_MODEL_START_RESUMED || how == SG_MODEL_START_RETOLD;
  sg_model_flush (self);
  self->replaying = FALSE;
}

guint
sg_game_model_get_serial (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  return self->serial;
}

gboolean
sg_game_model_is_replaying (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  return self->replaying;
}


void
sg_game_model_new_game (SgGameModel *self, const SgSetup *setup,
                        SgPlayerKind law, SgPlayerKind outlaw)
{
  g_return_if_fail (SG_IS_GAME_MODEL (self));
  g_return_if_fail (setup != NULL);

  sg_model_reset (self, law, outlaw);
  self->save = sg_save_new (setup);
  sync_save_players (self);
  sg_game_new (&self->game, setup);
  sg_model_started_for (self, SG_MODEL_START_DEALT);
}

SgPlayerKind
sg_game_model_get_player (SgGameModel *self, SgSide side)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), SG_PLAYER_PERSON);
  return self->player[side == SG_OUTLAW];
}

void
sg_game_model_set_bot_level (SgGameModel *self, SgPlayerKind level)
{
  g_return_if_fail (SG_IS_GAME_MODEL (self));
  g_return_if_fail (level != SG_PLAYER_PERSON);

  /* Only a computer's level: a lesson's script stays the script. */
  for (int s = 0; s < 2; s++)
    if (self->player[s] >= SG_PLAYER_EASY && self->player[s] <= SG_PLAYER_HARD)
      self->player[s] = level;
  sync_save_players (self);
}

gboolean
sg_game_model_is_hot_seat (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  return self->player[SG_LAW] == SG_PLAYER_PERSON && self->player[SG_OUTLAW] == SG_PLAYER_PERSON;
}

gboolean
sg_game_model_has_game (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  return self->has_game;
}

/* --- the viewer ---------------------------------------------------------- */

gboolean
sg_game_model_get_last_play (SgGameModel *self, SgSide side, guint8 *card, guint8 *as_type,
                             guint8 *target_ch)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);

  if (!self->has_game || self->last_play_card == SG_NONE || self->last_play_side != side
      || self->last_play_turn != self->game.turn_number)
    return FALSE;
  if (card != NULL)
    *card = self->last_play_card;
  if (as_type != NULL)
    *as_type = self->last_play_as;
  if (target_ch != NULL)
    *target_ch = self->last_play_target;
  return TRUE;
}

gboolean
sg_game_model_get_last_ability (SgGameModel *self, SgSide *side, guint8 *ch, guint8 *target_ch)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);

  if (!self->has_game || self->last_play_card != SG_NONE || self->last_play_ability == SG_NONE
      || self->last_play_turn != self->game.turn_number)
    return FALSE;
  if (side != NULL)
    *side = (SgSide) self->last_play_side;
  if (ch != NULL)
    *ch = self->last_play_ability;
  if (target_ch != NULL)
    *target_ch = self->last_play_target;
  return TRUE;
}

SgSide
sg_game_model_get_viewer (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), SG_LAW);
  return self->viewer;
}

void
sg_game_model_set_viewer (SgGameModel *self, SgSide viewer)
{
  g_return_if_fail (SG_IS_GAME_MODEL (self));
  g_return_if_fail (viewer == SG_LAW || viewer == SG_OUTLAW);

  if (self->viewer == viewer)
    return;
  self->viewer = viewer;
  self->handed_over_at = self->save != NULL ? sg_save_get_n_actions (self->save) : 0;
  g_signal_emit (self, signals[SIGNAL_STATE_CHANGED], 0);
  if (sg_game_model_person_decides (self))
    g_signal_emit (self, signals[SIGNAL_DECISION_NEEDED], 0, (int) sg_game_decider (&self->game));
}

guint
sg_game_model_get_handed_over_at (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  return self->handed_over_at;
}

gboolean
sg_game_model_handover_pending (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  return self->has_game && sg_game_model_is_hot_seat (self)
         && !sg_game_over (&self->game)
         && sg_game_decider (&self->game) != self->viewer;
}

/* --- the decision -------------------------------------------------------- */

SgDecision
sg_game_model_get_decision (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), SG_DEC_NONE);
  return self->has_game ? sg_game_decision (&self->game) : SG_DEC_NONE;
}

SgSide
sg_game_model_get_decider (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), SG_LAW);
  return sg_game_decider (&self->game);
}

gboolean
sg_game_model_person_decides (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  return self->has_game && !sg_game_over (&self->game)
         && self->player[sg_game_decider (&self->game)] == SG_PLAYER_PERSON;
}

const SgAction *
sg_game_model_get_options (SgGameModel *self, guint *n_options)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  if (n_options != NULL)
    *n_options = self->n_options;
  return self->options;
}

int
sg_game_model_find_option (SgGameModel *self, const SgAction *action)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), -1);
  g_return_val_if_fail (action != NULL, -1);

  for (guint i = 0; i < self->n_options; i++)
    if (sg_action_equivalent (&self->game, action, &self->options[i]))
      return (int) i;
  return -1;
}

/* Where a card is, for telling identical copies apart: a hand (the side),
 * the cards turned up (2), a character's equipment (3 + char code), or
 * elsewhere (-1). */
static int
card_zone (const SgGame *g, guint8 card)
{
  int side, slot;

  for (int s = 0; s < 2; s++)
    for (int i = 0; i < g->hand[s].n; i++)
      if (g->hand[s].c[i] == card)
        return s;
  for (int i = 0; i < g->staging.n; i++)
    if (g->staging.c[i] == card)
      return 2;
  if (sg_game_find_in_play (g, card, &side, &slot))
    return 3 + SG_CHAR_CODE (side, slot);
  return -1;
}

guint
sg_game_model_options_for_card (SgGameModel *self, guint8 card, guint *out)
{
  guint n = 0;
  int zone = card_zone (&self->game, card);

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  g_return_val_if_fail (out != NULL, 0);

  for (guint i = 0; i < self->n_options; i++)
    {
      SgAction a = self->options[i];

      if (a.card == SG_NONE)
        continue;
      a.card = card;
      /* An identical copy stands for the option's card only where that card
       * is: a Colt in the hand is no General Store pick. */
      if (sg_action_equivalent (&self->game, &a, &self->options[i])
          && card_zone (&self->game, self->options[i].card) == zone)
        out[n++] = i;
    }
  return n;
}

char *
sg_game_model_describe_option (SgGameModel *self, guint i)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  g_return_val_if_fail (i < self->n_options, NULL);
  return sg_action_text_describe (&self->game, &self->options[i],
                                  sg_game_decider (&self->game));
}

char *
sg_game_model_describe_decision (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  return sg_action_text_decision (&self->game);
}

/* A move of side refused: told in the log (the sidebar), by "refused"
 * (the prompt) and in error.  Returns FALSE, for the caller to return. */
static gboolean
refuse (SgGameModel *self, const SgRefusal *refusal, SgSide side, GError **error)
{
  g_autofree char *text = sg_refusal_text_describe_move (refusal, &self->game, side);

  sg_model_log_refusal (self, refusal, side, text);
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, text, refusal->rule);
  g_set_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_REFUSED, "%s", text);
  return FALSE;
}

/* Whether the person may move now, or a lesson's script; else error. */
static gboolean
may_move (SgGameModel *self, GError **error)
{
  if (sg_game_model_person_decides (self)
      || (self->has_game && !sg_game_over (&self->game)
          && self->player[sg_game_decider (&self->game)] == SG_PLAYER_SCRIPT))
    return TRUE;
  g_set_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_NOT_YOURS,
               "%s", _("Wait: it is not a person’s decision now."));
  return FALSE;
}

gboolean
sg_game_model_apply (SgGameModel *self, const SgAction *action, GError **error)
{
  SgRefusal refusal;
  SgAction chosen;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!may_move (self, error))
    return FALSE;

  {
    gboolean taken = FALSE;

    g_signal_emit (self, signals[SIGNAL_INTERCEPT], 0, action, &taken);
    if (taken)
      {
        g_signal_emit (self, signals[SIGNAL_STATE_CHANGED], 0);
        g_set_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_REFUSED,
                     "%s", "the move was taken over (intercept)");
        return FALSE;
      }
  }

  chosen = sg_model_recorded (self, action);
  refusal = sg_game_apply (&self->game, &chosen);
  if (refusal.code != SG_OK)
    return refuse (self, &refusal, chosen.side, error);
  sg_model_flush (self);
  return TRUE;
}

char *
sg_game_model_check (SgGameModel *self, const SgAction *action, const char **rule)
{
  SgRefusal refusal;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  refusal = sg_game_check (&self->game, action);
  if (rule != NULL)
    *rule = refusal.code == SG_OK ? NULL : refusal.rule;
  if (refusal.code == SG_OK)
    return NULL;
  return sg_refusal_text_describe_move (&refusal, &self->game, action->side);
}

char *
sg_game_model_why_unplayable (SgGameModel *self, guint8 card)
{
  SgAction a = { SG_ACT_PLAY, 0, card, SG_NONE, SG_NONE };
  SgRefusal first, r;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  if (!self->has_game || card >= self->game.n_cards)
    return NULL;
  a.side = sg_game_decider (&self->game);
  /* Playable in some way (Annie Oakey's Missed! as a Colt): no reason. */
  if (sg_game_decision (&self->game) == SG_DEC_PLAY
      && sg_game_model_options_for_card (self, card, (guint[SG_MAX_ACTIONS]) { 0 }) > 0)
    return NULL;
  first = sg_game_check (&self->game, &a);
  if (first.code == SG_OK)
    return NULL;
  /* "It needs a target" says little: the refusal at the likeliest target
   * (the opponent's active character, then any other) says why. */
  if (first.code == SG_ERR_NEEDS_TARGET)
    {
      guint8 opp_ac = SG_CHAR_CODE (!a.side, self->game.side[!a.side].ac);
      guint8 order[4] = { opp_ac, opp_ac ^ 1, SG_CHAR_CODE (a.side, 0), SG_CHAR_CODE (a.side, 1) };

      for (guint i = 0; i < 4; i++)
        {
          a.target = order[i];
          r = sg_game_check (&self->game, &a);
          if (r.code == SG_OK)
            return NULL;
          if (r.code != SG_ERR_NEEDS_TARGET)
            return sg_refusal_text_describe_move (&r, &self->game, a.side);
        }
    }
  return sg_refusal_text_describe_move (&first, &self->game, a.side);
}

gboolean
sg_game_model_can_take (SgGameModel *self, guint8 with, guint8 card)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  return self->has_game
         && sg_game_check_take (&self->game, sg_game_decider (&self->game), with, card).code == SG_OK;
}

/* Whether the current decision is the choice of a Steal or a Schoolmarm. */
static gboolean
choosing_card_to_take (SgGameModel *self)
{
  SgDecision d = sg_game_model_get_decision (self);

  return d == SG_DEC_STEAL || d == SG_DEC_SCHOOLMARM;
}

gboolean
sg_game_model_play_take (SgGameModel *self, guint8 with, guint8 card, GError **error)
{
  SgSide side;
  SgRefusal r;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  if (!may_move (self, error))
    return FALSE;
  side = sg_game_decider (&self->game);
  r = sg_game_check_take (&self->game, side, with, card);
  if (r.code != SG_OK)
    return refuse (self, &r, side, error);
  /* Two moves, each recorded and shown as if made one by one; a lone
   * answer is taken by the engine itself (SG_EV_AUTO), and then there is
   * no second. */
  if (sg_game_model_get_decision (self) == SG_DEC_PLAY)
    {
      SgAction play = { SG_ACT_PLAY, (guint8) side, with, SG_NONE, SG_NONE };

      if (!sg_game_model_apply (self, &play, error))
        return FALSE;
    }
  if (choosing_card_to_take (self) && sg_game_model_get_decider (self) == side)
    {
      SgAction choose = { SG_ACT_CHOOSE_CARD, (guint8) side, card, SG_NONE, SG_NONE };

      return sg_game_model_apply (self, &choose, error);
    }
  return TRUE;
}

/* --- reading the table --------------------------------------------------- */

const SgGame *
sg_game_model_get_game (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  return &self->game;
}

gboolean
sg_game_model_get_seat (SgGameModel *self, SgSide side, gboolean backup, SgSeat *out)
{
  const SgSideState *s;
  guint8 slot, ch;
  int in_play;
  gboolean undecided;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (!self->has_game)
    return FALSE;
  in_play = sg_game_in_play (&self->game, side);
  if (backup && in_play < 2)
    return FALSE;
  slot = sg_game_slot (&self->game, side, backup);
  if (slot == SG_NONE)
    return FALSE;
  s = &self->game.side[side];
  ch = s->ch[slot];
  if (ch >= SG_N_CHARACTERS)
    return FALSE;

  out->id = (SgCharId) ch;
  out->life = s->life[slot];
  out->max_life = sg_char_data ((SgCharId) ch)->life;
  /* A side still choosing its first AC (D1.4) has no AC or BC yet: the
   * token's default slot is not a choice to show. */
  undecided = self->game.phase == SG_PHASE_SETUP && (self->game.setup_pending >> side & 1u);
  out->is_ac = !undecided && slot == s->ac;
  out->is_bc = !undecided && (in_play < 2 || slot != s->ac);
  out->code = SG_CHAR_CODE (side, slot);
  /* Until both have chosen, the other side's characters stay face down. */
  out->hidden = self->game.phase == SG_PHASE_SETUP && side != self->viewer;
  out->n_equip = s->equip[slot].n;
  memcpy (out->equip, s->equip[slot].c, s->equip[slot].n);
  return TRUE;
}

guint
sg_game_model_get_reserve (SgGameModel *self, SgSide side)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  return self->game.side[side].n_reserve;
}

void
sg_game_model_get_card (SgGameModel *self, guint8 card, SgCardType *type,
                        SgSymbol *symbol, SgSide *back)
{
  const SgCardInfo *info;

  g_return_if_fail (SG_IS_GAME_MODEL (self));
  g_return_if_fail (card < self->game.n_cards);

  info = &self->game.card[card];
  if (type != NULL)
    *type = (SgCardType) info->type;
  if (symbol != NULL)
    *symbol = (SgSymbol) info->symbol;
  if (back != NULL)
    *back = (SgSide) info->back;
}

guint
sg_game_model_get_hand (SgGameModel *self, SgSide side, guint8 *out)
{
  const SgPile *hand;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  hand = &self->game.hand[side];
  memcpy (out, hand->c, hand->n);
  return hand->n;
}

guint
sg_game_model_get_hand_backs (SgGameModel *self, SgSide side, guint8 *out)
{
  const SgPile *hand;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  hand = &self->game.hand[side];
  for (guint i = 0; i < hand->n; i++)
    out[i] = self->game.card[hand->c[i]].back;
  return hand->n;
}

guint
sg_game_model_get_staging (SgGameModel *self, guint8 *out, gboolean *known)
{
  const SgStaging *staging;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  staging = &self->game.staging;
  for (guint i = 0; i < staging->n; i++)
    {
      out[i] = staging->c[i];
      if (known != NULL)
        known[i] = sg_game_card_known (&self->game, self->viewer, staging->c[i]);
    }
  return staging->n;
}

guint
sg_game_model_get_deck_size (SgGameModel *self, SgSide side)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  return self->game.deck[side].n;
}

int
sg_game_model_get_common_size (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), -1);
  return self->game.common_exists ? self->game.common.n : -1;
}

guint
sg_game_model_get_discard_size (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  return self->game.discard.n;
}

guint8
sg_game_model_get_common_top (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), SG_NONE);
  if (!self->game.common_exists || self->game.common.n == 0)
    return SG_NONE;
  return self->game.common.c[self->game.common.n - 1];
}

guint8
sg_game_model_get_discard_top (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), SG_NONE);
  if (self->game.discard.n == 0)
    return SG_NONE;
  return self->game.discard.c[self->game.discard.n - 1];
}

SgSide
sg_game_model_get_turn_side (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), SG_LAW);
  return (SgSide) self->game.turn;
}

guint
sg_game_model_get_turn_number (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  return self->game.turn_number;
}

SgPhase
sg_game_model_get_phase (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), SG_PHASE_OVER);
  return (SgPhase) self->game.phase;
}

guint
sg_game_model_get_winner (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), SG_WINNER_NONE);
  if (!self->has_game || !sg_game_over (&self->game))
    return SG_WINNER_NONE;
  return self->game.winner;
}

guint
sg_game_model_get_discards_needed (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  return sg_action_text_discards_needed (&self->game);
}

GListModel *
sg_game_model_get_log (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  return G_LIST_MODEL (self->log);
}
