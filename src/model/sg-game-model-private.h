/* sg-game-model-private.h: what the model's own files share: the
 * instance, the game log's rows built from the engine's events
 * (sg-game-model-log.c), the bots run on a worker thread
 * (sg-game-model-bot.c), the two steps of sg-game-model.c that the
 * bots' answer goes through, and the starting of a game that the loading
 * of saves and scenarios uses (sg-game-model-load.c). */
#pragma once

#include "sg-game-model.h"

G_BEGIN_DECLS

struct _SgGameModel
{
  GObject parent_instance;

  SgGame game;
  gboolean has_game;
  gboolean over_emitted;
  SgPlayerKind player[2];
  SgSide viewer;
  /* Hot-seat: the moves the save held when the screen last went to the
   * other person (set_viewer, the hand-over page's Ready): the moves
   * before it, and what they showed, both people have seen.  Kept when
   * the game is told again (a take-back). */
  guint handed_over_at;

  SgAction options[SG_MAX_ACTIONS];
  guint n_options;

  /* Owned references */
  GListStore *log;          /* SgLogEntry, the whole game */
  GPtrArray *pending;       /* entries heard during one apply, not yet emitted */
  GHashTable *seen_rules;   /* rule IDs cited so far this session */
  GHashTable *seen_before;  /* those cited before the game in progress began:
                               a take-back replays it from there */

  /* The pending row later events may be folded into (sg-log-fold.h):
   * borrowed from pending, NULL when there is none. */
  SgLogEntry *fold_row;
  SgEvent fold_head, fold_last;     /* its first and last events */
  guint8 fold_draws[SG_MAX_CARDS];  /* its cards, for a row of draws or turned up */
  guint n_fold_draws;
  char *fold_base[2];               /* its text before the cards turned up, by viewer */
  guint n_fold_entries;             /* its characters, for a row of first characters */
  /* By viewer: the row is a lone answer from a hand the viewer cannot
   * see, told without "the only choice" (sg_event_text_hand_hidden). */
  gboolean fold_choice_hidden[2];

  /* The card last played (SG_EV_PLAY), by whom, in which turn, at whom;
   * or, when last_play_ability names a character, that character's ability
   * acted since without a card (last_play_card SG_NONE). */
  guint8 last_play_card;
  guint8 last_play_ability;
  guint8 last_play_as;      /* the card type it counted as (C-COLT.2), or SG_NONE */
  guint8 last_play_side;
  guint8 last_play_target;
  guint last_play_turn;

  /* The cards played in the turn going on and in the one before it
   * (SgEvent, SG_EV_PLAY), for the summary of a turn under the prompt. */
  GArray *turn_plays;
  GArray *last_turn_plays;
  guint8 last_turn_side;    /* whose that turn was; SG_NONE before one ended */

  /* The bot currently choosing */
  guint bot_delay;
  guint next_delay;         /* the pause before the move scheduled now */
  gboolean eliminated;      /* a character left the table since the last pause */
  gboolean replaying;       /* the rows being emitted retell a loaded game */
  guint bot_source;          /* the answer held until the pause is over */
  gint64 bot_due;            /* monotonic time the scheduled answer may show */
  SgAction bot_held;         /* that answer, found before its time */
  GCancellable *bot_cancel;
  gboolean bot_busy;
  guint generation;         /* bumps with every new game: stale answers are dropped */
  guint serial;             /* bumps with every game started, loaded or taken back */
  guint bot_moves;          /* bot moves in a game without a save */

  SgSave *save;             /* the game as an exact replay; NULL for a scenario */
};

/* How a game comes to the screen. */
typedef enum {
  SG_MODEL_START_SCENARIO, /* set up by a scenario */
  SG_MODEL_START_DEALT,    /* a new game (New Game, Play Again) */
  SG_MODEL_START_RESUMED,  /* replayed from a save */
  SG_MODEL_START_RETOLD,   /* the game in progress replayed shorter (a take-back) */
} SgModelStart;

/* Emits what one step of the game produced, in the documented order
 * (sg-game-model.c). */
void sg_model_flush (SgGameModel *self);
/* Emits "state-changed" alone (a game that could not be loaded). */
void sg_model_state_changed (SgGameModel *self);
/* The engine's observer: self is data. */
void sg_model_on_engine_event (const SgEvent *ev, void *data);
/* Makes to hold the rule IDs of from, and only those. */
void sg_model_copy_rules (GHashTable *to, GHashTable *from);
/* No game, players law and outlaw, the log emptied, before a game starts. */
void sg_model_reset (SgGameModel *self, SgPlayerKind law, SgPlayerKind outlaw);
/* The game just set up in self->game is shown, as how says. */
void sg_model_started_for (SgGameModel *self, SgModelStart how);
/* The action about to be applied, as the listed option, recorded in the
 * save. */
SgAction sg_model_recorded (SgGameModel *self, const SgAction *action);

/* One engine event into the rows not yet emitted: a new row, or told in
 * the pending row before it (sg-game-model-log.c). */
void sg_model_log_event (SgGameModel *self, const SgEvent *ev);
/* Forgets the rows heard but not emitted (and the row to fold into). */
void sg_model_drop_pending (SgGameModel *self);
/* A refused move, in the log at once in place of the rows heard. */
void sg_model_log_refusal (SgGameModel *self, const SgRefusal *refusal, SgSide side, const char *text);

/* The decider's bot plays after its pause, unless a bot is already on it
 * or a script decides (sg-game-model-bot.c). */
void sg_model_schedule_bot (SgGameModel *self);
/* Cancels the bot's pause or search; an answer still on its way is
 * dropped. */
void sg_model_stop_bot (SgGameModel *self);

G_END_DECLS
