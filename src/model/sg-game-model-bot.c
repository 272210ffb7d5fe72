/* sg-game-model-bot.c: the model's bots: the pause before a bot's move,
 * its search on a worker thread over a copy of the game, and its answer
 * applied back on the main thread, unless the game changed meanwhile. */
#include "sg-game-model-private.h"

#include <string.h>

#include "sg-ismcts.h"

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

static void show_choice (SgGameModel *self, const SgAction *choice);

static gboolean
show_held (gpointer data)
{
  SgGameModel *self = data;

  self->bot_source = 0;
  show_choice (self, &self->bot_held);
  return G_SOURCE_REMOVE;
}

/* The bot's search starts with its pause and its answer shows when the
 * pause is over, however long the search took: Hard searched after the
 * pause, so that a real choice came ~0.1 s later than a lone answer,
 * which told the person whether its hand held a choice. */
static void
bot_done (GObject *source, GAsyncResult *result, gpointer data)
{
  BotReturn *ret = data;
  g_autoptr (SgGameModel) self = g_weak_ref_get (&ret->model);
  GTask *task = G_TASK (result);
  BotJob *job = g_task_get_task_data (task);
  gboolean ok = g_task_propagate_boolean (task, NULL);
  guint generation = ret->generation;
  gint64 remaining;

  g_weak_ref_clear (&ret->model);
  g_free (ret);

  /* The model is gone, a new game began, or the bot was cancelled. */
  if (self == NULL || !ok || generation != self->generation)
    return;

  g_clear_object (&self->bot_cancel);
  remaining = self->bot_due - g_get_monotonic_time ();
  if (remaining > 0)
    {
      self->bot_held = job->choice;
      self->bot_source = g_timeout_add ((guint) ((remaining + 999) / 1000), show_held, self);
      return;
    }
  show_choice (self, &job->choice);
}

/* The bot's answer, once its pause is over. */
static void
show_choice (SgGameModel *self, const SgAction *choice)
{
  SgAction a = sg_model_recorded (self, choice);

  self->bot_busy = FALSE;
  if (sg_game_apply (&self->game, &a).code != SG_OK)
    {
      /* A bot answers with a legal action (sg-bot.h); never stall if not. */
      g_warning ("bot chose an illegal action; taking the first legal one");
      sg_model_drop_pending (self);
      if (self->n_options > 0)
        {
          a = sg_model_recorded (self, &self->options[0]);
          sg_game_apply_legal (&self->game, &a);
        }
    }
  sg_model_flush (self);
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
  job->game.ask_lone = 0; /* its search plays on as the engine would */
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

void
sg_model_schedule_bot (SgGameModel *self)
{
  /* A scripted side (a lesson) waits for its script, not for a bot. */
  if (self->player[sg_game_decider (&self->game)] == SG_PLAYER_SCRIPT)
    return;
  if (self->bot_busy)
    return;
  self->bot_busy = TRUE;
  self->next_delay = bot_pause (self);
  self->bot_due = g_get_monotonic_time () + (gint64) self->next_delay * 1000;
  start_bot (self);
}

void
sg_model_stop_bot (SgGameModel *self)
{
  g_clear_handle_id (&self->bot_source, g_source_remove);
  if (self->bot_cancel != NULL)
    g_cancellable_cancel (self->bot_cancel);
  g_clear_object (&self->bot_cancel);
  self->bot_busy = FALSE;
  self->next_delay = 0;
  self->generation++;
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
  return self->bot_busy ? self->next_delay : 0;
}

gboolean
sg_game_model_is_bot_busy (SgGameModel *self)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  return self->bot_busy;
}
