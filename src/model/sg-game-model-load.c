/* sg-game-model-load.c: the games the model is given rather than deals:
 * saved games (read from a file, replayed aside, then shown) and scenarios
 * (--scenario, tests), with the model's error domain, whose scenario errors
 * carry where and why as data.  Part of SgGameModel (sg-game-model.h);
 * what it shares with sg-game-model.c is in sg-game-model-private.h. */
#include <string.h>

#include "sg-file-text.h"
#include "sg-game-model-private.h"
#include "sg-scenario.h"
#include "sg-save.h"

/* The model's errors carry, for a scenario that cannot be used, where and
 * why as data (an extended error domain), so that a view names the line
 * in its own words without reading it back out of the message. */
typedef struct {
  guint line;
  char *reason;
} SgGameModelErrorPrivate;

static void
sg_game_model_error_private_init (SgGameModelErrorPrivate *priv)
{
  priv->line = 0;
  priv->reason = NULL;
}

static void
sg_game_model_error_private_copy (const SgGameModelErrorPrivate *src, SgGameModelErrorPrivate *dest)
{
  dest->line = src->line;
  dest->reason = g_strdup (src->reason);
}

static void
sg_game_model_error_private_clear (SgGameModelErrorPrivate *priv)
{
  g_clear_pointer (&priv->reason, g_free);
}

G_DEFINE_EXTENDED_ERROR (SgGameModelError, sg_game_model_error)

static gboolean
is_scenario_error (const GError *error)
{
  return error != NULL && g_error_matches (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_SCENARIO);
}

guint
sg_game_model_error_get_scenario_line (const GError *error)
{
  return is_scenario_error (error) ? sg_game_model_error_get_private (error)->line : 0;
}

const char *
sg_game_model_error_get_scenario_reason (const GError *error)
{
  return is_scenario_error (error) ? sg_game_model_error_get_private (error)->reason : NULL;
}

/* An SG_GAME_MODEL_ERROR_SCENARIO error: message is the command line's
 * `NAME:LINE: reason`, line (0: none) and reason are kept apart. */
static void
set_scenario_error (GError **error, const char *message, guint line, const char *reason)
{
  GError *e = g_error_new (SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_SCENARIO, "%s", message);
  SgGameModelErrorPrivate *priv = sg_game_model_error_get_private (e);

  priv->line = line;
  /* The reason quotes the file (a card's name), which may hold any bytes:
   * the dialog shows it (sg-file-text.h). */
  priv->reason = reason != NULL ? sg_file_text_readable (reason, SG_FILE_TEXT_DETAIL) : NULL;
  g_propagate_error (error, e);
}

/* --- saved games' players ------------------------------------------------ */

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

/* --- loading saved games ------------------------------------------------ */

/* The game is replayed once, into a model of its own that nobody watches:
 * its rows are built as in play (the texts need the state each event left),
 * while the game in progress keeps its own table and log until the loaded
 * game takes their place. */
struct _SgLoadedGame
{
  SgGameModel *aside;  /* its game, log rows (pending) and save */
  gboolean retold;     /* the game in progress, shorter (a take-back) */
};

/* A bare model to replay into: the rows cite a rule for the first time as
 * they would in self, whose session it is: after the rules seen so far, or
 * for the game in progress told again (a take-back), after those seen
 * before it began, so that its rows cite them as they did (every rule was
 * seen then, and the whole log lost its bold). */
static SgGameModel *
aside_for (SgGameModel *self, gboolean retold)
{
  SgGameModel *aside = sg_game_model_new ();

  /* The aside's game begins there too: show_loaded takes its seen_before. */
  sg_model_copy_rules (aside->seen_rules, retold ? self->seen_before : self->seen_rules);
  sg_model_copy_rules (aside->seen_before, aside->seen_rules);
  sg_game_set_observer (&aside->game, sg_model_on_engine_event, aside);
  return aside;
}

/* After each replayed action: rows are folded within one move, as in play. */
static void
replayed_one (void *data)
{
  ((SgGameModel *) data)->fold_row = NULL;
}

static SgLoadedGame *
loaded_new (SgGameModel *aside, SgSave *save)
{
  SgLoadedGame *loaded = g_new0 (SgLoadedGame, 1);

  aside->save = save;
  aside->fold_row = NULL;
  loaded->aside = aside;
  return loaded;
}

SgLoadedGame *
sg_game_model_read_file (SgGameModel *self, GFile *file, GError **error)
{
  g_autoptr (SgGameModel) aside = NULL;
  SgSave *save;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  aside = aside_for (self, FALSE);
  save = sg_save_read_file_heard (file, &aside->game, replayed_one, aside, NULL, error);
  return save != NULL ? loaded_new (g_steal_pointer (&aside), save) : NULL;
}

static SgLoadedGame *
replay_save (SgGameModel *self, const SgSave *save, gboolean retold, GError **error)
{
  g_autoptr (SgGameModel) aside = aside_for (self, retold);
  SgLoadedGame *loaded;

  if (!sg_save_replay_heard (save, sg_save_get_n_actions (save), &aside->game, replayed_one, aside, error))
    return NULL;
  loaded = loaded_new (g_steal_pointer (&aside), sg_save_copy (save));
  loaded->retold = retold;
  return loaded;
}

SgLoadedGame *
sg_game_model_replay_save (SgGameModel *self, const SgSave *save, GError **error)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (self), NULL);
  g_return_val_if_fail (save != NULL, NULL);

  return replay_save (self, save, FALSE, error);
}

const SgSave *
sg_loaded_game_get_save (const SgLoadedGame *loaded)
{
  g_return_val_if_fail (loaded != NULL, NULL);
  return loaded->aside->save;
}

const SgGame *
sg_loaded_game_get_game (const SgLoadedGame *loaded)
{
  g_return_val_if_fail (loaded != NULL, NULL);
  return &loaded->aside->game;
}

void
sg_loaded_game_free (SgLoadedGame *loaded)
{
  if (loaded == NULL)
    return;
  g_object_unref (loaded->aside);
  g_free (loaded);
}

void
sg_game_model_show_loaded (SgGameModel *self, SgLoadedGame *loaded)
{
  SgGameModel *aside;
  GPtrArray *rows;
  GHashTableIter iter;
  gpointer rule;
  SgSide viewer;
  guint handed_over_at;
  gboolean retold;

  g_return_if_fail (SG_IS_GAME_MODEL (self));
  g_return_if_fail (loaded != NULL);

  aside = loaded->aside;
  viewer = self->viewer;
  handed_over_at = self->handed_over_at;
  sg_model_reset (self, save_player_kind (sg_save_get_player (aside->save, SG_LAW)),
         save_player_kind (sg_save_get_player (aside->save, SG_OUTLAW)));
  self->save = g_steal_pointer (&aside->save);
  self->game = aside->game;
  sg_game_set_observer (&self->game, sg_model_on_engine_event, self);
  /* The replay's rows, emitted by sg_model_started_for as one step. */
  rows = self->pending;
  self->pending = aside->pending;
  aside->pending = rows;
  self->last_play_card = aside->last_play_card;
  self->last_play_ability = aside->last_play_ability;
  self->last_play_as = aside->last_play_as;
  self->last_play_side = aside->last_play_side;
  self->last_play_target = aside->last_play_target;
  self->last_play_turn = aside->last_play_turn;
  g_array_append_vals (self->turn_plays, aside->turn_plays->data, aside->turn_plays->len);
  g_array_append_vals (self->last_turn_plays, aside->last_turn_plays->data, aside->last_turn_plays->len);
  self->last_turn_side = aside->last_turn_side;
  if (loaded->retold)
    {
      /* The same game: it began when it did, and the rules of the moves
       * taken back are new again. */
      sg_model_copy_rules (self->seen_before, aside->seen_before);
      sg_model_copy_rules (self->seen_rules, aside->seen_rules);
      /* What the other person has seen stays seen. */
      self->viewer = viewer;
      self->handed_over_at = MIN (handed_over_at, sg_save_get_n_actions (self->save));
    }
  else
    {
      g_hash_table_iter_init (&iter, aside->seen_rules);
      while (g_hash_table_iter_next (&iter, &rule, NULL))
        if (!g_hash_table_contains (self->seen_rules, rule))
          g_hash_table_add (self->seen_rules, g_strdup (rule));
    }
  retold = loaded->retold;
  sg_loaded_game_free (loaded);
  sg_model_started_for (self, retold ? SG_MODEL_START_RETOLD : SG_MODEL_START_RESUMED);
}

gboolean
sg_game_model_retell_save (SgGameModel *self, const SgSave *save, GError **error)
{
  SgLoadedGame *loaded;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (save != NULL, FALSE);

  loaded = replay_save (self, save, TRUE, error);
  if (loaded == NULL)
    return FALSE;
  sg_game_model_show_loaded (self, loaded);
  return TRUE;
}

gboolean
sg_game_model_load_save (SgGameModel *self, const SgSave *save, GError **error)
{
  SgLoadedGame *loaded;

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (save != NULL, FALSE);

  /* Replayed aside: on error the game in progress stays. */
  loaded = sg_game_model_replay_save (self, save, error);
  if (loaded == NULL)
    return FALSE;
  sg_game_model_show_loaded (self, loaded);
  return TRUE;
}

/* The action statements after a scenario's setup (`outlaw play Colt at
 * law.active`), played in order up to the first expectation: a position in
 * the middle of an effect, such as a pending dodge, can be shown. */
static gboolean
play_scenario_actions (SgGameModel *self, const char *text, const char *name, GError **error)
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
          const char *reason = why[0] != '\0' ? why : "refused";
          g_autofree char *message = g_strdup_printf ("%s:%u: %s", name, i + 1, reason);

          set_scenario_error (error, message, i + 1, reason);
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
  return sg_game_model_load_scenario_named (self, text, "scenario", law, outlaw, error);
}

gboolean
sg_game_model_load_scenario_named (SgGameModel *self, const char *text, const char *name,
                                   SgPlayerKind law, SgPlayerKind outlaw,
                                   GError **error)
{
  g_autofree SgScenarioFailure *failure = g_new0 (SgScenarioFailure, 1);

  g_return_val_if_fail (SG_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  sg_model_reset (self, law, outlaw);
  if (!sg_scenario_load_failure (text, strlen (text), name, &self->game,
                                 sg_model_on_engine_event, self, failure))
    {
      sg_model_drop_pending (self);
      memset (&self->game, 0, sizeof self->game);
      set_scenario_error (error, failure->text, (guint) failure->line, failure->reason);
      sg_model_state_changed (self);
      return FALSE;
    }
  sg_game_set_observer (&self->game, sg_model_on_engine_event, self);
  if (!play_scenario_actions (self, text, name, error))
    {
      sg_model_drop_pending (self);
      memset (&self->game, 0, sizeof self->game);
      sg_model_state_changed (self);
      return FALSE;
    }
  sg_model_started_for (self, SG_MODEL_START_SCENARIO);
  return TRUE;
}
