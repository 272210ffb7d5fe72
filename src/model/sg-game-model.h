/* sg-game-model.h: one game of the duel for the views.
 *
 * SgGameModel owns the engine state (a private SgGame), knows who plays each
 * side (a person or a bot level), applies the actions views ask for, runs the
 * bots on a worker thread and turns the engine's events into signals and
 * log entries.  Views read the table through the small getters below and
 * never decide rules: every "may I" goes through the engine (DESIGN.md).
 *
 * Signals, in this order after every applied action:
 *   "event" (SgLogEntry *)       once per log row, in order: an engine event,
 *                                with the events of the same move that
 *                                only complete it (sg-log-fold.h)
 *   "state-changed" ()           the table changed: redraw
 *   "decision-needed" (int side) a person must decide now
 *   "game-over" (int winner)     instead of decision-needed, once
 * and "refused" (const char *text, const char *rule) when an action a view
 * asked for is not legal (the state is unchanged).
 * "intercept" (const SgAction *action as a pointer) -> gboolean is emitted by
 * sg_game_model_apply before the action reaches the engine: a handler that
 * returns TRUE takes the action over (a lesson checks the move it wanted,
 * sg-lesson.h); the model then changes nothing and only emits
 * "state-changed", so that views drop the move in progress.
 */
#pragma once

#include <gio/gio.h>

#include "sg-game.h"
#include "sg-bot.h"
#include "sg-log-entry.h"
#include "sg-save.h"

G_BEGIN_DECLS

typedef enum {
  SG_PLAYER_PERSON,
  SG_PLAYER_EASY,
  SG_PLAYER_MEDIUM,
  SG_PLAYER_HARD,
  SG_PLAYER_SCRIPT,   /* a lesson's script (sg-lesson.h): never a bot; its
                         moves come through sg_game_model_apply */
} SgPlayerKind;

#define SG_GAME_MODEL_ERROR (sg_game_model_error_quark ())
typedef enum {
  SG_GAME_MODEL_ERROR_REFUSED,    /* the engine refused the action */
  SG_GAME_MODEL_ERROR_NOT_YOURS,  /* a bot is deciding, not a person */
  SG_GAME_MODEL_ERROR_SCENARIO,   /* a scenario could not be loaded */
} SgGameModelError;
GQuark sg_game_model_error_quark (void);
/* For an SG_GAME_MODEL_ERROR_SCENARIO error, where the scenario went wrong
 * as data, for a view that words it itself: the line at fault (from 1; 0
 * when no line is, such as an empty file) and the parser's reason alone, in
 * the English of the file format (scenario-format.md).  0 and NULL for any
 * other error (GIO's, the model's other codes). */
guint sg_game_model_error_get_scenario_line (const GError *error);
const char *sg_game_model_error_get_scenario_reason (const GError *error);

#define SG_TYPE_GAME_MODEL (sg_game_model_get_type ())
G_DECLARE_FINAL_TYPE (SgGameModel, sg_game_model, SG, GAME_MODEL, GObject)

SgGameModel *sg_game_model_new (void);

/* --- starting ------------------------------------------------------------ */

/* A new game as the rulebook deals it; cancels any bot still thinking. */
void sg_game_model_new_game (SgGameModel *self, const SgSetup *setup,
                             SgPlayerKind law, SgPlayerKind outlaw);
/* Starts from a scenario's setup statements, then plays its action
 * statements up to the first expectation (tests, screenshots). */
gboolean sg_game_model_load_scenario (SgGameModel *self, const char *text,
                                      SgPlayerKind law, SgPlayerKind outlaw,
                                      GError **error);
/* The same, with the file's name in place of "scenario" at the start of
 * an error's message: "NAME:LINE: reason", the parser's own words (the
 * line and the reason alone: sg_game_model_error_get_scenario_line and
 * _reason). */
gboolean sg_game_model_load_scenario_named (SgGameModel *self, const char *text, const char *name,
                                            SgPlayerKind law, SgPlayerKind outlaw,
                                            GError **error);

/* Milliseconds between two bot moves so that a person can follow (0: none). */
void sg_game_model_set_bot_delay (SgGameModel *self, guint msec);
guint sg_game_model_get_bot_delay (SgGameModel *self);
/* The pause before the bot move waiting now, in milliseconds: the bot
 * delay, longer (5/2 of it) when a character was eliminated since the
 * last move so that a person sees the table change; 0 when no bot move
 * waits. */
guint sg_game_model_get_next_bot_delay (SgGameModel *self);

SgPlayerKind sg_game_model_get_player (SgGameModel *self, SgSide side);
/* Changes a bot's level during the game (the preferences); a person stays
 * a person and a bot stays a bot.  Takes effect at the bot's next move. */
void sg_game_model_set_bot_level (SgGameModel *self, SgPlayerKind level);
gboolean sg_game_model_is_hot_seat (SgGameModel *self);
gboolean sg_game_model_has_game (SgGameModel *self);
/* TRUE while a bot is choosing (views show a "thinking" hint). */
gboolean sg_game_model_is_bot_busy (SgGameModel *self);

/* Bot jobs (worker threads and their results) alive in the process: 0 once
 * every cancelled or finished bot has been cleaned up (tests). */
guint sg_game_model_get_bot_jobs (void);

/* --- saved games (setup/saves helper) ----------------------------------- */

/* The game so far as an exact replay (sg-save.h): its setup, who plays and
 * every action applied, recorded as it is applied; NULL without a game or
 * for a game started from a scenario.  Transfer none, valid until the next
 * change.  sg_game_model_write_save writes it. */
const SgSave *sg_game_model_get_save (SgGameModel *self);
/* Writes the save to file with the game it replays to: the game as it is,
 * but a lone answer still waiting (for a bot's pause, or behind a
 * hot-seat hand-over) is taken (a replay
 * takes it on its own: sg_game_settle).  FALSE with error without a save
 * or when writing fails. */
gboolean sg_game_model_write_save (SgGameModel *self, GFile *file, GError **error);
/* The cards the other side played in its last turn, for the viewer whose
 * turn it now is, until they play a card: "Last turn, the opponent played
 * Colt on Wild Bill and Beer."  NULL otherwise.  Transfer full. */
char *sg_game_model_dup_last_turn_summary (SgGameModel *self);
/* TRUE while the "event" rows emitted retell a game loaded from a save (a
 * resumed game, an undo): the log shows them, nothing new happened. */
gboolean sg_game_model_is_replaying (SgGameModel *self);
/* A number that changes whenever another game takes the model's place (a
 * new game, a save or scenario loaded, a move taken back): what a view
 * shows of the game before is stale. */
guint sg_game_model_get_serial (SgGameModel *self);
/* Starts from a save: replays its actions (the log tells every event again)
 * and goes on from there with its players.  On error nothing changes.
 * Replays once: sg_game_model_replay_save then sg_game_model_show_loaded. */
gboolean sg_game_model_load_save (SgGameModel *self, const SgSave *save, GError **error);
/* The game in progress shown again from save, a shorter copy of its own (a
 * take-back), as sg_game_model_load_save does: its rows cite rules for the
 * first time as they did, and the rules of the moves taken back are new
 * again.  In hot-seat the person at the screen stays there, without a
 * hand-over (the one who took the move back decides again). */
gboolean sg_game_model_retell_save (SgGameModel *self, const SgSave *save, GError **error);

/* A saved game replayed aside, with its log, not yet shown: opening a
 * file reads and replays it once (the replay checks it), asks whether the
 * game in progress may go while that game stays on the table
 * (sg-abandon-dialog.h), then shows the replayed game without replaying
 * it again. */
typedef struct _SgLoadedGame SgLoadedGame;

/* Reads file and replays it (sg_save_read_file); NULL with the reader's
 * error.  The model's game is not touched: its log's first mentions of a
 * rule are the reference for the loaded game's rows. */
SgLoadedGame *sg_game_model_read_file (SgGameModel *self, GFile *file, GError **error);
/* Replays save (a take-back's shorter game, sg-practice.h); NULL with the
 * replay's error. */
SgLoadedGame *sg_game_model_replay_save (SgGameModel *self, const SgSave *save, GError **error);
/* The save read and the game its replay reached (transfer none). */
const SgSave *sg_loaded_game_get_save (const SgLoadedGame *loaded);
const SgGame *sg_loaded_game_get_game (const SgLoadedGame *loaded);
void sg_loaded_game_free (SgLoadedGame *loaded);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SgLoadedGame, sg_loaded_game_free)
/* The loaded game takes the place of the game in progress, with its log
 * and players, as sg_game_model_load_save does (loaded: transfer full). */
void sg_game_model_show_loaded (SgGameModel *self, SgLoadedGame *loaded);

/* --- the viewer (whose hand is shown) ------------------------------------ */

SgSide sg_game_model_get_viewer (SgGameModel *self);
/* Hot-seat: the person at the screen changes (after the hand-over screen). */
void sg_game_model_set_viewer (SgGameModel *self, SgSide viewer);
/* Hot-seat: a person other than the viewer must decide; the views hide both
 * hands until sg_game_model_set_viewer is called with that side. */
gboolean sg_game_model_handover_pending (SgGameModel *self);
/* Hot-seat: how many moves the save held when the screen last went to the
 * other person (sg_game_model_set_viewer): a move recorded before it, and
 * what it showed, both people have seen, even when the other person's
 * answer since was one the save does not record (a lone answer).  A
 * take-back keeps it. */
guint sg_game_model_get_handed_over_at (SgGameModel *self);

/* --- the decision -------------------------------------------------------- */

SgDecision sg_game_model_get_decision (SgGameModel *self);
SgSide sg_game_model_get_decider (SgGameModel *self);
/* TRUE when the decider is a person (and the game is not over). */
gboolean sg_game_model_person_decides (SgGameModel *self);
/* The legal options of the current decision; transfer none, valid until the
 * next state change. */
const SgAction *sg_game_model_get_options (SgGameModel *self, guint *n_options);
/* The option equivalent to action (identical copies are one option), or -1. */
int sg_game_model_find_option (SgGameModel *self, const SgAction *action);
/* Indices of the options that act with card (or an identical copy of it);
 * out must hold SG_MAX_ACTIONS; returns how many. */
guint sg_game_model_options_for_card (SgGameModel *self, guint8 card, guint *out);
/* A plain, translated label for option i (transfer full). */
char *sg_game_model_describe_option (SgGameModel *self, guint i);
/* The question the current decision asks, for the prompt bar (transfer full). */
char *sg_game_model_describe_decision (SgGameModel *self);

/* Applies an action for the person deciding.  On refusal emits "refused",
 * appends the refusal to the log and returns FALSE with the translated reason
 * (which names the rule ID). */
gboolean sg_game_model_apply (SgGameModel *self, const SgAction *action,
                              GError **error);
/* Would the action be refused?  Returns NULL when legal, else the translated
 * reason; *rule (optional) receives the rule ID.  Changes nothing. */
char *sg_game_model_check (SgGameModel *self, const SgAction *action,
                           const char **rule);

/* Why a card of the decider's hand cannot be played now (the engine's
 * reason, translated, with its rule ID), or NULL when it can. */
char *sg_game_model_why_unplayable (SgGameModel *self, guint8 card);

/* A card in play clicked while the hand card `with` (SG_NONE: none) waits
 * for its target in the play phase, or while a Steal's or a Schoolmarm's
 * choice is asked: whether that card can be taken (discarded, for Steal)
 * now (sg_game_check_take).  Changes nothing; sg_game_model_play_take
 * tells the reason when it cannot. */
gboolean sg_game_model_can_take (SgGameModel *self, guint8 with, guint8 card);
/* Takes the card in play as sg_game_model_can_take allows: plays
 * `with` in the play phase, then chooses card as its answer, each move
 * applied (recorded, logged) as sg_game_model_apply does.  A refusal is
 * told as sg_game_model_apply tells one (the log, "refused", error). */
gboolean sg_game_model_play_take (SgGameModel *self, guint8 with, guint8 card, GError **error);

/* --- reading the table --------------------------------------------------- */

/* Read-only engine state for helpers that need it (sg_event_text…). */
const SgGame *sg_game_model_get_game (SgGameModel *self);
/* A seed for the position on the table: the same game with the same moves
 * gives the same seed (the bots' and the hints' coin flips). */
guint64 sg_game_model_get_position_seed (SgGameModel *self);

typedef struct {
  SgCharId id;
  int life;
  int max_life;
  gboolean is_ac;
  gboolean is_bc;
  guint8 code;        /* SG_CHAR_CODE (side, slot): the action target */
  gboolean hidden;    /* face down for the viewer (the secret setup, D1.4) */
  guint8 n_equip;
  guint8 equip[SG_MAX_EQUIP];  /* card instance ids */
} SgSeat;

/* The character at side's active (backup FALSE) or back-up position; FALSE
 * when there is none (the last character is both AC and BC, D3.8: asking for
 * the back-up then returns FALSE). */
gboolean sg_game_model_get_seat (SgGameModel *self, SgSide side,
                                 gboolean backup, SgSeat *out);
guint sg_game_model_get_reserve (SgGameModel *self, SgSide side);
/* Type, reveal symbol and back of a card instance. */
void sg_game_model_get_card (SgGameModel *self, guint8 card, SgCardType *type,
                             SgSymbol *symbol, SgSide *back);
/* Cards of the viewer's hand (instance ids); returns how many. */
guint sg_game_model_get_hand (SgGameModel *self, SgSide side, guint8 *out);
/* The opponent's hand as backs (SgSide per card); returns how many. */
guint sg_game_model_get_hand_backs (SgGameModel *self, SgSide side, guint8 *out);
guint sg_game_model_get_deck_size (SgGameModel *self, SgSide side);
/* Cards turned face up and not yet placed (General Store, Stagecoach,
 * Soundance Kid, Bart Masterson's two reveals), in the order they were
 * turned up; out must hold SG_MAX_STAGING.  known (optional, same size):
 * whether the viewer has seen each face (the opponent's Stagecoach draws are
 * shown as backs).  Returns how many. */
guint sg_game_model_get_staging (SgGameModel *self, guint8 *out, gboolean *known);
/* The common deck: size, or -1 before it is formed (D13.4). */
int sg_game_model_get_common_size (SgGameModel *self);
guint sg_game_model_get_discard_size (SgGameModel *self);
/* Top card of the common deck (its back is public, E-47), or SG_NONE. */
guint8 sg_game_model_get_common_top (SgGameModel *self);
/* Top of the discard pile, SG_NONE when empty. */
guint8 sg_game_model_get_discard_top (SgGameModel *self);
SgSide sg_game_model_get_turn_side (SgGameModel *self);
guint sg_game_model_get_turn_number (SgGameModel *self);
/* The card side played last in the current turn, the card type it counted
 * as (as_type: a Colt from Toco Ramirez's Scope, else SG_NONE) and the
 * character it was played on (target_ch SG_NONE when none); FALSE when side
 * has played no card this turn. */
gboolean sg_game_model_get_last_play (SgGameModel *self, SgSide side, guint8 *card, guint8 *as_type,
                                      guint8 *target_ch);
/* The character whose ability acted last in the current turn without a
 * card (Tom Thorn's shot, say), its side (either: Alan Pinkertoon answers
 * in the other side's turn) and the character it aimed at (target_ch
 * SG_NONE when none); FALSE when a card was played since, or nothing was. */
gboolean sg_game_model_get_last_ability (SgGameModel *self, SgSide *side, guint8 *ch, guint8 *target_ch);
SgPhase sg_game_model_get_phase (SgGameModel *self);
/* SgWinner (SG_WINNER_NONE while playing). */
guint sg_game_model_get_winner (SgGameModel *self);
/* Cards the decider must still discard in the discard phase (D2.3). */
guint sg_game_model_get_discards_needed (SgGameModel *self);

/* --- the log ------------------------------------------------------------- */

/* Every event and refusal of the game so far (SgLogEntry); transfer none. */
GListModel *sg_game_model_get_log (SgGameModel *self);

G_END_DECLS
