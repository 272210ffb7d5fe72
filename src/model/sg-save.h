/* sg-save.h: saved games, as exact replays.
 *
 * A save is the game's setup (seed, characters, deck lists, options), who
 * plays each side, and every action taken so far, written as the action
 * statements of the scenario format (`law play Colt at outlaw.active`).
 * Loading replays the actions through the engine, so a loaded game is the
 * game that was saved, bit for bit, and an action the engine refuses is
 * reported with its number and the engine's reason.  A fingerprint of the
 * final state catches a replay that went another way (a save from a
 * different engine version).
 *
 * The text is a GKeyFile (docs/save-format.md).  Files are written
 * atomically (a synced temporary file renamed over the old one); a file
 * that cannot be read is never overwritten: sg_save_keep_aside moves it to
 * NAME.bad for the user to keep.
 */
#pragma once

#include <gio/gio.h>

#include "sg-game.h"

G_BEGIN_DECLS

#define SG_SAVE_VERSION 2

#define SG_SAVE_ERROR (sg_save_error_quark ())
GQuark sg_save_error_quark (void);

typedef enum {
  SG_SAVE_ERROR_SYNTAX,    /* not a key file, or a key missing or malformed */
  SG_SAVE_ERROR_VERSION,   /* written by a newer Sixgun */
  SG_SAVE_ERROR_SETUP,     /* the setup is not a valid game */
  SG_SAVE_ERROR_ACTION,    /* an action cannot be replayed */
  SG_SAVE_ERROR_DIVERGED,  /* the replay does not end where the save did */
} SgSaveError;

typedef struct _SgSave SgSave;

/* A new save for a game about to start from setup (the game is
 * sg_game_new (setup)); players are "person" until set. */
SgSave *sg_save_new (const SgSetup *setup);
void sg_save_free (SgSave *save);
SgSave *sg_save_copy (const SgSave *save);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SgSave, sg_save_free)

const SgSetup *sg_save_get_setup (const SgSave *save);

/* How many times the person took back a move in this game (sg-practice.h):
 * such a game is not counted in the record against the computer
 * (sg-stats.h), since a take-back shows what the computer answered and the
 * order of the cards still to come.  Kept in the file as `take-backs`. */
guint sg_save_get_take_backs (const SgSave *save);
void sg_save_count_take_back (SgSave *save);

/* Who plays a side: "person", or a bot name of sg-bot.h ("easy", "medium",
 * "hard", "heuristic", "random").  Unknown names are refused. */
gboolean sg_save_set_player (SgSave *save, SgSide side, const char *player);
const char *sg_save_get_player (const SgSave *save, SgSide side);

/* Records action a, about to be applied to game (the state before it):
 * it must be one of the game's legal actions.  The statement is written
 * against that state, so call this before sg_game_apply. */
gboolean sg_save_record (SgSave *save, const SgGame *game, const SgAction *a, GError **error);

guint sg_save_get_n_actions (const SgSave *save);
/* Statement i, e.g. `outlaw dodge Missed!`. */
const char *sg_save_get_action (const SgSave *save, guint i);
/* Forgets the actions from n on (undo replays the shorter list). */
void sg_save_truncate (SgSave *save, guint n);

/* Plays the setup and the first n actions into *game (observer none).
 * Errors name the action's number and the engine's reason. */
gboolean sg_save_replay (const SgSave *save, guint n, SgGame *game, GError **error);

/* Called after each action a replay plays (data as given). */
typedef void (*SgSaveStepFn) (void *data);
/* sg_save_replay into a game whose observer the caller set
 * (sg_game_set_observer), which hears the whole game; step, when not NULL,
 * runs after each action.  The game model builds the loaded game's log
 * this way, in the one replay an open makes (sg-game-model.h). */
gboolean sg_save_replay_heard (const SgSave *save, guint n, SgGame *game, SgSaveStepFn step,
                               void *data, GError **error);

/* The save as text; game is the state after every recorded action, whose
 * fingerprint is written with it. */
char *sg_save_to_data (const SgSave *save, const SgGame *game, gsize *length);
/* Parses and replays a save.  name prefixes error messages (a file name).
 * On success returns the save and leaves the replayed game in *game. */
SgSave *sg_save_from_data (const char *data, gsize length, const char *name,
                           SgGame *game, GError **error);

gboolean sg_save_write_file (const SgSave *save, const SgGame *game, GFile *file,
                             GCancellable *cancellable, GError **error);
SgSave *sg_save_read_file (GFile *file, SgGame *game, GCancellable *cancellable,
                           GError **error);
/* sg_save_read_file whose replay is heard as sg_save_replay_heard's: game's
 * observer, set by the caller, hears it, and step runs after each action. */
SgSave *sg_save_read_file_heard (GFile *file, SgGame *game, SgSaveStepFn step, void *data,
                                 GCancellable *cancellable, GError **error);

/* Moves a file that could not be read to NAME.bad (numbered when that
 * exists), so that nothing is lost and the next save does not overwrite
 * it; returns the new file. */
GFile *sg_save_keep_aside (GFile *file, GError **error);
/* sg_save_keep_aside for a local file named by path: the path it was kept
 * as (transfer full), or NULL with the error. */
char *sg_save_keep_aside_path (const char *path, GError **error);


/* The fingerprint a save carries: sg_game_fingerprint, the game as the
 * rules see it (equal games, equal fingerprints, from one build to the
 * next). */
guint64 sg_save_fingerprint (const SgGame *game);

G_END_DECLS
