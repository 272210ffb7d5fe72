/* sg-take-back.h: taking back a person's last move.
 *
 * Against the computer (sg-practice.h), the person's last own move and
 * every bot move after it, whatever they showed: a practice aid, and the
 * statistics count such a game apart (sg-stats.h).
 *
 * Against a friend at the same screen, only where it is fair to the
 * friend: the move just made by the person who still decides (before the
 * friend has had anything to decide or has seen the screen), and only
 * when it showed that person nothing that was hidden and left nothing to
 * chance: no card drawn, revealed or turned up, no deck formed, no random
 * pick.  Taken back, such a move could be tried again with knowledge
 * nobody should have.  What it showed the friend alone (one's own card
 * put in play) the friend never saw, and is hidden again.
 *
 * Both replay the game's save without the move and what followed
 * (sg-save.h), so the game is exactly where it was before it.
 */
#pragma once

#include <gio/gio.h>

#include "sg-game-model.h"

G_BEGIN_DECLS

/* TRUE for the games a move can be taken back in at all (against the
 * computer or a friend; not lessons, not bots alone): the menu item is
 * sensitive for them and says why when nothing can be taken back. */
gboolean sg_take_back_offered (SgGameModel *model);
/* TRUE when a move can be taken back now. */
gboolean sg_take_back_possible (SgGameModel *model);
/* Takes the move back; on refusal the error says why in the person's words
 * and the game is left as it was. */
gboolean sg_take_back (SgGameModel *model, GError **error);

G_END_DECLS
