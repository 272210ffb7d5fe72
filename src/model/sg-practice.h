/* sg-practice.h: help in practice games: a suggested move with a short
 * reason (the Hard bot's choice).  Taking a move back is sg-take-back.h.
 *
 * The suggestion is the Hard bot's answer for the person deciding; like
 * every bot it sees only what that person may know (sg-bot.h), so a hint
 * never reveals a hidden card.
 */
#pragma once

#include <gio/gio.h>

#include "sg-game-model.h"

G_BEGIN_DECLS

/* TRUE when exactly one side is a person and the other a bot (not
 * hot-seat, not lessons): a game against the computer. */
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

G_END_DECLS
