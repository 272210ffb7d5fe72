/* sg-game-model.c: one game of the duel for the views (see the header). */
#include <glib/gi18n.h>
#include <string.h>

#include "sg-game-model.h"
#include "sg-ismcts.h"
#include "sg-action-text.h"
#include "sg-event-text.h"
#include "sg-log-fold.h"
#include "sg-refusal-text.h"
#include "sg-scenario.h"
#include "sg-save.h"

struct _SgGameModel
{
  GObject parent_instance;

  SgGame game;
  gboolean has_game;
  gboolean over_emitted;
  SgPlayerKind player[2];
  SgSide viewer;

  SgAction options[SG_MAX_ACTIONS];
  guint n_options;

  /* Owned references */
  GListStore *log;          /* SgLogEntry, the whole game */
  GPtrArray *pending;       /* entries heard during one apply, not yet emitted */
  GHashTable *seen_rules;   /* rule IDs cited so far this session */

  /* The pending row later events may be folded into (sg-log-fold.h):
   * borrowed from pending, NULL when there is none. */
  SgLogEntry *fold_row;
  SgEvent fold_head, fold_last;     /* its first and last events */
  guint8 fold_draws[SG_MAX_CARDS];  /* its cards, for a row of draws or turned up */
  guint n_fold_draws;
  char *fold_base[2];               /* its text before the cards turned up, by viewer */
  guint n_fold_entries;             /* its characters, for a row of first characters */

  /* The card last played (SG_EV_PLAY), by whom, in which turn, at whom. */
  guint8 last_play_card;
  guint8 last_play_side;
  guint8 last_play_target;
  guint last_play_turn;

  /* The bot currently choosing */
  guint bot_delay;
  guint next_delay;         /* the pause before the move scheduled now */
  gboolean eliminated;      /* a character left the table since the last pause */
  guint bot_source;
  GCancellable *bot_cancel;
  gboolean bot_busy;
  guint generation;         /* bumps with every new game: stale answers are dropped */
  guint bot_moves;          /* bot moves in a game without a save */

  SgSave *save;             /* the game as an exact replay; NULL for a scenario */
};

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

G_DEFINE_QUARK (sg-game-model-error-quark, sg_game_model_error)

static void schedule_bot (SgGameModel *self);
static SgAction recorded (SgGameModel *self, const SgAction *action);

/* --- events -------------------------------------------------------------- */

static gboolean
note_rule (SgGameModel *self, const char *rule)
{
  if (rule == NULL || g_hash_table_contains (self->seen_rules, rule))
    return FALSE;
  g_hash_table_add (self->seen_rules, g_strdup (rule));
  return TRUE;
}

/* Forgets the rows heard but not emitted (and the row to fold into). */
static void
drop_pending (SgGameModel *self)
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

/* What the lone option of the row did: it tells the row, said to be the
 * only choice ("You take Colt into your hand (the only choice)."). */
static void
fold_only_choice (SgGameModel *self, const SgEvent *ev)
{
  char *text[2];

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *done = sg_event_text_describe (&self->game, ev, (SgSide) side);

      text[side] = sg_event_text_only_choice (done);
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
  if (fold == SG_LOG_FOLD_APPEND)
    {
      g_autofree char *law = sg_event_text_describe_in_row (&self->game, ev, SG_LAW);
      g_autofree char *outlaw = sg_event_text_describe_in_row (&self->game, ev, SG_OUTLAW);
      sg_log_entry_append_text (self->fold_row, law, outlaw);
    }
  else if (fold == SG_LOG_FOLD_DRAW)
    fold_draw (self, ev);
  else if (fold == SG_LOG_FOLD_ENTRY)
    fold_entry (self, ev);
  else if (fold == SG_LOG_FOLD_TURNED_UP)
    fold_turned_up (self, ev);
  else if (fold == SG_LOG_FOLD_ONLY_CHOICE)
    fold_only_choice (self, ev);
  else if (fold == SG_LOG_FOLD_LEFT_BEHIND)
    fold_left_behind (self, ev);
  self->fold_last = *ev;
  return TRUE;
}

/* The engine's observer: runs inside sg_game_apply, on the state right after
 * the event, which is what the texts need.  Signals wait for the end of the
 * apply so that handlers never see a half-resolved effect. */
static void
on_engine_event (const SgEvent *ev, void *data)
{
  SgGameModel *self = data;
  g_autofree char *line = sg_event_text_rule_line (ev);
  gboolean first = note_rule (self, ev->rule);

  if (ev->kind == SG_EV_PLAY && ev->card != SG_NONE)
    {
      self->last_play_card = ev->card;
      self->last_play_side = ev->side;
      self->last_play_target = ev->target_ch;
      self->last_play_turn = self->game.turn_number;
    }
  if (ev->kind == SG_EV_ELIMINATED)
    self->eliminated = TRUE;
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
  if (ev->kind == SG_EV_DRAW || ev->kind == SG_EV_TURNED_UP)
    self->fold_draws[self->n_fold_draws++] = ev->card;
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

/* Emits what one step of the game produced, in the documented order. */
static void
flush (SgGameModel *self)
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
      self->eliminated = FALSE; /* the person saw it: no pause owed */
      g_signal_emit (self, signals[SIGNAL_DECISION_NEEDED], 0, (int) sg_game_decider (&self->game));
    }
  else
    schedule_bot (self);
}

/* --- bots ---------------------------------------------------------------- */

typedef struct {
  SgGame game;              /* a private copy: the worker never sees ours */
  SgBotKind kind;
  SgBotBudget budget;
  volatile int cancel;
  SgAction choice;
  GCancellable *cancellable;
} BotJob;

static gint bot_jobs = 0;  /* alive anywhere in the process (tests) */

guint
sg_game_model_get_bot_jobs (void)
{
  return (guint) g_atomic_int_get (&bot_jobs);
}

static void
bot_job_free (gpointer data)
{
  BotJob *job = data;

  (void) g_atomic_int_dec_and_test (&bot_jobs);
  g_clear_object (&job->cancellable);
  g_free (job);
}

static void
bot_job_cancelled (GCancellable *cancellable, gpointer data)
{
  BotJob *job = data;

  job->cancel = 1;
}

static void
bot_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  BotJob *job = data;
  gulong handler = 0;
  gboolean ok;

  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (bot_job_cancelled), job, NULL);
  job->budget.cancel = &job->cancel;
  ok = sg_bot_choose (job->kind, &job->game, &job->budget, &job->choice);
  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);

  if (!ok)
    g_task_return_new_error (task, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_NOT_YOURS,
                             "no decision to take");
  else
    g_task_return_boolean (task, TRUE);
}

typedef struct {
  GWeakRef model;
  guint generation;
} BotReturn;

static void
bot_done (GObject *source, GAsyncResult *result, gpointer data)
{
  BotReturn *ret = data;
  g_autoptr (SgGameModel) self = g_weak_ref_get (&ret->model);
  GTask *task = G_TASK (result);
  BotJob *job = g_task_get_task_data (task);
  gboolean ok = g_task_propagate_boolean (task, NULL);
  guint generation = ret->generation;

  g_weak_ref_clear (&ret->model);
  g_free (ret);

  /* The model is gone, a new game began, or the bot was cancelled. */
  if (self == NULL || !ok || generation != self->generation)
    return;

  g_clear_object (&self->bot_cancel);
  self->bot_busy = FALSE;
  job->choice = recorded (self, &job->choice);
  if (sg_game_apply (&self->game, &job->choice).code != SG_OK)
    {
      /* A bot answers with a legal action (sg-bot.h); never stall if not. */
      g_warning ("bot chose an illegal action; taking the first legal one");
      drop_pending (self);
      if (self->n_options > 0)
        {
          job->choice = recorded (self, &self->options[0]);
          sg_game_apply_legal (&self->game, &job->choice);
        }
    }
  flush (self);
}

static SgBotKind
bot_kind (SgPlayerKind player)
{
  switch (player)
    {
    case SG_PLAYER_EASY:
      return SG_BOT_EASY;
    case SG_PLAYER_HARD:
      return SG_BOT_HARD;
    case SG_PLAYER_MEDIUM:
    case SG_PLAYER_PERSON:
    default:
      return SG_BOT_MEDIUM;
    }
}

/* A seed for the position on the table: a function of the game's seed and
 * the number of moves made, so that the same game played with the same
 * moves gives the same seed (a bug report's save replays as it was played,
 * a hint asked twice is the same hint).  It is only a source of randomness
 * for a bot: no hidden card can be read from it.  Games without a save
 * (scenarios) count their bot moves instead. */
guint64
sg_game_model_get_position_seed (SgGameModel *self)
{
  guint64 base, moves, x;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  base = self->save != NULL ? sg_save_get_setup (self->save)->seed : 0x5EEDu;
  moves = self->save != NULL ? sg_save_get_n_actions (self->save) : self->bot_moves;
  x = base ^ (moves + 1) * 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 31)) * 0xBF58476D1CE4E5B9ull; /* a splitmix64 step spreads nearby seeds */
  return x ^ (x >> 29);
}

/* The bot's own coin flips (Easy's random moves, Hard's search); without a
 * save, each bot move counts as a move made. */
static guint64
next_bot_seed (SgGameModel *self)
{
  guint64 seed = sg_game_model_get_position_seed (self);

  if (self->save == NULL)
    self->bot_moves++;
  return seed;
}

static void
start_bot (SgGameModel *self)
{
  g_autoptr (GTask) task = NULL;
  BotJob *job = g_new0 (BotJob, 1);
  BotReturn *ret = g_new0 (BotReturn, 1);

  g_atomic_int_inc (&bot_jobs);
  memcpy (&job->game, &self->game, sizeof job->game);
  sg_game_set_observer (&job->game, NULL, NULL);
  job->kind = bot_kind (self->player[sg_game_decider (&self->game)]);
  job->budget.seed = next_bot_seed (self);
  /* Hard searches its default number of iterations (the strength measured
   * in docs/ai.md; ~0.1 s here), so the same game gets the same answers; a
   * person waits for it, so a slow machine stops it at 2 s.  (Without the
   * iterations, the time alone would be its budget: 2 s every decision.) */
  if (job->kind == SG_BOT_HARD)
    {
      job->budget.iterations = SG_ISMCTS_DEFAULT_ITERATIONS;
      job->budget.seconds = 2.0;
    }

  g_clear_object (&self->bot_cancel);
  self->bot_cancel = g_cancellable_new ();
  job->cancellable = g_object_ref (self->bot_cancel);

  g_weak_ref_init (&ret->model, self);
  ret->generation = self->generation;

  task = g_task_new (NULL, self->bot_cancel, bot_done, ret);
  g_task_set_task_data (task, job, bot_job_free);
  g_task_run_in_thread (task, bot_thread);
}

static gboolean
bot_delay_done (gpointer data)
{
  SgGameModel *self = data;

  self->bot_source = 0;
  self->next_delay = 0;
  start_bot (self);
  return G_SOURCE_REMOVE;
}

/* The pause before the bot's next move.  After a character is eliminated
 * it is longer, so that a person sees it leave the table and the next one
 * come in before the game goes on (play-test review).  Pacing only: no
 * rule depends on it. */
static guint
bot_pause (SgGameModel *self)
{
  guint pause = self->bot_delay;

  /* Two and a half times the usual pause: 1.75 s at the normal speed. */
  if (self->eliminated)
    pause = (guint) MIN ((guint64) self->bot_delay * 5 / 2, G_MAXUINT);
  self->eliminated = FALSE;
  return pause;
}

static void
schedule_bot (SgGameModel *self)
{
  /* A scripted side (a lesson) waits for its script, not for a bot. */
  if (self->player[sg_game_decider (&self->game)] == SG_PLAYER_SCRIPT)
    return;
  if (self->bot_busy)
    return;
  self->bot_busy = TRUE;
  self->next_delay = bot_pause (self);
  if (self->next_delay > 0)
    self->bot_source = g_timeout_add (self->next_delay, bot_delay_done, self);
  else
    start_bot (self);
}

static void
stop_bot (SgGameModel *self)
{
  g_clear_handle_id (&self->bot_source, g_source_remove);
  if (self->bot_cancel != NULL)
    g_cancellable_cancel (self->bot_cancel);
  g_clear_object (&self->bot_cancel);
  self->bot_busy = FALSE;
  self->next_delay = 0;
  self->generation++;
}

/* --- the object ---------------------------------------------------------- */

static void
sg_game_model_dispose (GObject *object)
{
  SgGameModel *self = SG_GAME_MODEL (object);

  stop_bot (self);
  G_OBJECT_CLASS (sg_game_model_parent_class)->dispose (object);
}

static void
sg_game_model_finalize (GObject *object)
{
  SgGameModel *self = SG_GAME_MODEL (object);

  g_clear_object (&self->log);
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  g_clear_pointer (&self->seen_rules, g_hash_table_unref);
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

static SgPlayerKind
save_player_kind (const char *name)
{
  if (g_strcmp0 (name, "person") == 0)
    return SG_PLAYER_PERSON;
  if (g_strcmp0 (name, "easy") == 0 || g_strcmp0 (name, "random") == 0)
    return SG_PLAYER_EASY;
  if (g_strcmp0 (name, "hard") == 0)
    return SG_PLAYER_HARD;
  return SG_PLAYER_MEDIUM;  /* "medium", "heuristic" (sg-bot.h) */
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
static SgAction
recorded (SgGameModel *self, const SgAction *action)
{
  int i = sg_game_model_find_option (self, action);

  if (i < 0)
    return *action;  /* refused by the engine: nothing to record */
  if (self->save != NULL)
    sg_save_record (self->save, &self->game, &self->options[i], NULL);
  return self->options[i];
}

const SgSave *
sg_game_model_get_save (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  return self->has_game ? self->save : NULL;
}

/* --- starting ------------------------------------------------------------ */

static void
reset (SgGameModel *self, SgPlayerKind law, SgPlayerKind outlaw)
{
  stop_bot (self);
  drop_pending (self);
  g_list_store_remove_all (self->log);
  self->player[SG_LAW] = law;
  self->player[SG_OUTLAW] = outlaw;
  self->viewer = first_person (self);
  self->over_emitted = FALSE;
  self->has_game = FALSE;
  self->last_play_card = SG_NONE;
  g_clear_pointer (&self->save, sg_save_free);
  self->bot_moves = 0;
  memset (&self->game, 0, sizeof self->game);
  sg_game_set_observer (&self->game, on_engine_event, self);
}

/* Hot-seat: a new game is shown to the first person to decide, who sits
 * at the screen.  A game resumed from a save may be opened by either
 * player: the screen waits for the one who decides (the hand-over page),
 * so that nobody sees the other's hand. */
static void
started_for (SgGameModel *self, gboolean resumed)
{
  self->has_game = TRUE;
  self->eliminated = FALSE; /* a replayed elimination is nothing new to see */
  if (sg_game_model_is_hot_seat (self) && !sg_game_over (&self->game))
    self->viewer = resumed ? (SgSide) !sg_game_decider (&self->game) : sg_game_decider (&self->game);
  flush (self);
}

static void
started (SgGameModel *self)
{
  started_for (self, FALSE);
}

void
sg_game_model_new_game (SgGameModel *self, const SgSetup *setup,
                        SgPlayerKind law, SgPlayerKind outlaw)
{
  g_return_if_fail (SG_IS_GAME_MODEL (self));
  g_return_if_fail (setup != NULL);

  reset (self, law, outlaw);
  self->save = sg_save_new (setup);
  sync_save_players (self);
  sg_game_new (&self->game, setup);
  started (self);
}

gboolean
sg_game_model_load_save (SgGameModel *self, const SgSave *save, GError **error)
{
  guint n;
  SgGame *check;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (save != NULL, FALSE);

  /* Replayed aside first: on error the game in progress stays. */
  n = sg_save_get_n_actions (save);
  check = g_new0 (SgGame, 1);
  if (!sg_save_replay (save, n, check, error))
    {
      g_free (check);
      return FALSE;
    }
  reset (self, save_player_kind (sg_save_get_player (save, SG_LAW)),
         save_player_kind (sg_save_get_player (save, SG_OUTLAW)));
  self->save = sg_save_copy (save);
  /* Again with the observer, so that the log tells the whole game. */
  sg_game_new (&self->game, sg_save_get_setup (save));
  for (guint i = 0; i < n; i++)
    {
      SgAction a;
      char why[256];

      if (!sg_scenario_find_action (&self->game, sg_save_get_action (save, i), &a, why, sizeof why)
          || sg_game_apply (&self->game, &a).code != SG_OK)
        break;
      self->fold_row = NULL; /* rows are folded within one move, as in play */
    }
  if (sg_save_fingerprint (&self->game) != sg_save_fingerprint (check))
    g_warning ("a saved game replayed differently with the log on");
  g_free (check);
  started_for (self, TRUE);
  return TRUE;
}

/* The action statements after a scenario's setup (`outlaw play Colt at
 * law.active`), played in order up to the first expectation: a position in
 * the middle of an effect, such as a pending dodge, can be shown. */
static gboolean
play_scenario_actions (SgGameModel *self, const char *text, GError **error)
{
  static const char *const verbs[] = {
    "play", "switch", "ability", "reload", "end", "discard", "dodge", "take", "choose", NULL
  };
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) words = g_strsplit_set (g_strstrip (lines[i]), " \t", 3);
      char why[256] = "";
      SgAction action;

      if (words[0] == NULL || words[1] == NULL)
        continue;
      if (g_str_equal (words[0], "expect"))
        break;
      if (!(g_str_equal (words[0], "law") || g_str_equal (words[0], "outlaw"))
          || !g_strv_contains (verbs, words[1]))
        continue;
      if (!sg_scenario_find_action (&self->game, lines[i], &action, why, sizeof why)
          || sg_game_apply (&self->game, &action).code != SG_OK)
        {
          g_set_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_SCENARIO,
                       "scenario:%u: %s", i + 1, why[0] != '\0' ? why : "refused");
          return FALSE;
        }
      self->fold_row = NULL; /* rows are folded within one move, as in play */
    }
  return TRUE;
}

gboolean
sg_game_model_load_scenario (SgGameModel *self, const char *text,
                             SgPlayerKind law, SgPlayerKind outlaw,
                             GError **error)
{
  char err[512] = "";

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  reset (self, law, outlaw);
  if (!sg_scenario_load (text, strlen (text), "scenario", &self->game,
                         on_engine_event, self, err, sizeof err))
    {
      drop_pending (self);
      memset (&self->game, 0, sizeof self->game);
      g_set_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_SCENARIO, "%s", err);
      g_signal_emit (self, signals[SIGNAL_STATE_CHANGED], 0);
      return FALSE;
    }
  sg_game_set_observer (&self->game, on_engine_event, self);
  if (!play_scenario_actions (self, text, error))
    {
      drop_pending (self);
      memset (&self->game, 0, sizeof self->game);
      g_signal_emit (self, signals[SIGNAL_STATE_CHANGED], 0);
      return FALSE;
    }
  started (self);
  return TRUE;
}

void
sg_game_model_set_bot_delay (SgGameModel *self, guint msec)
{
  g_return_if_fail (SG_IS_GAME_MODEL (self));
  self->bot_delay = msec;
}

guint
sg_game_model_get_bot_delay (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  return self->bot_delay;
}

guint
sg_game_model_get_next_bot_delay (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), 0);
  return self->bot_source != 0 ? self->next_delay : 0;
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

  for (int s = 0; s < 2; s++)
    if (self->player[s] != SG_PLAYER_PERSON)
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

gboolean
sg_game_model_is_bot_busy (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  return self->bot_busy;
}

/* --- the viewer ---------------------------------------------------------- */

gboolean
sg_game_model_get_last_play (SgGameModel *self, SgSide side, guint8 *card, guint8 *target_ch)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);

  if (!self->has_game || self->last_play_card == SG_NONE || self->last_play_side != side
      || self->last_play_turn != self->game.turn_number)
    return FALSE;
  if (card != NULL)
    *card = self->last_play_card;
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
  g_signal_emit (self, signals[SIGNAL_STATE_CHANGED], 0);
  if (sg_game_model_person_decides (self))
    g_signal_emit (self, signals[SIGNAL_DECISION_NEEDED], 0, (int) sg_game_decider (&self->game));
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

static char *
rule_line_of (const char *rule)
{
  SgEvent ev;

  memset (&ev, 0, sizeof ev);
  ev.rule = rule;
  return sg_event_text_rule_line (&ev);
}

gboolean
sg_game_model_apply (SgGameModel *self, const SgAction *action, GError **error)
{
  SgRefusal refusal;
  SgAction chosen;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!sg_game_model_person_decides (self)
      && !(self->has_game && !sg_game_over (&self->game)
           && self->player[sg_game_decider (&self->game)] == SG_PLAYER_SCRIPT))
    {
      g_set_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_NOT_YOURS,
                   "%s", _("Wait: it is not a person’s decision now."));
      return FALSE;
    }

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

  chosen = recorded (self, action);
  refusal = sg_game_apply (&self->game, &chosen);
  if (refusal.code != SG_OK)
    {
      g_autofree char *text = sg_refusal_text_describe (&refusal);
      g_autofree char *line = rule_line_of (refusal.rule);
      g_autoptr (SgLogEntry) entry =
        sg_log_entry_new (SG_LOG_REFUSAL, refusal.rule, line, text, text,
                          note_rule (self, refusal.rule), self->game.turn_number);

      drop_pending (self);
      g_list_store_append (self->log, entry);
      g_signal_emit (self, signals[SIGNAL_REFUSED], 0, text, refusal.rule);
      g_set_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_REFUSED, "%s", text);
      return FALSE;
    }
  flush (self);
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
  return sg_refusal_text_describe (&refusal);
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
            return sg_refusal_text_describe (&r);
        }
    }
  return sg_refusal_text_describe (&first);
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
