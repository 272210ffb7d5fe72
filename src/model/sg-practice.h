/* sg-practice.h: help in practice games against the computer: a suggested
 * move with a short reason (the Hard bot's choice), and undoing the
 * person's last own move.
 *
 * The suggestion is the Hard bot's answer for the person deciding; like
 * every bot it sees only what that person may know (sg-bot.h), so a hint
 * never reveals a hidden card.  Undo replays the game's save without the
 * person's last action and everything after it (sg-save.h), so the game is
 * exactly where it was before that move.
 */
#pragma once

#include <gio/gio.h>

#include "sg-game-model.h"

G_BEGIN_DECLS

/* TRUE when exactly one side is a person and the other a bot: hints and
 * undo are for these games (not hot-seat, not lessons). */
gboolean sg_practice_is_practice (SgGameModel *model);

/* --- suggest a move --------------------------------------------------------- */

/* Asks the Hard bot for the current decision of the person, on a worker
 * thread, within about a second and a half. */
void sg_practice_suggest_async (SgGameModel *model, GCancellable *cancellable,
                                GAsyncReadyCallback callback, gpointer user_data);
/* The suggested action (one of the model's options when the game has not
 * moved since) and its reason in plain, translated words (transfer full). */
gboolean sg_practice_suggest_finish (SgGameModel *model, GAsyncResult *result,
                                     SgAction *action, char **text, GError **error);
/* The reason shown with a suggested action a of the game g, e.g. "Shoot
 * Cattle Katie with the Winchester: one hit eliminates her."; transfer full. */
char *sg_practice_describe (const SgGame *g, const SgAction *a);

/* --- undo ----------------------------------------------------------------------- */

/* TRUE when the person has a move of their own to take back. */
gboolean sg_practice_can_undo (SgGameModel *model);
/* Takes back the person's last own move and every move after it. */
gboolean sg_practice_undo (SgGameModel *model, GError **error);

G_END_DECLS
