/* sg-abandon-dialog.h: asks before a new or opened game replaces a game a
 * person is playing (New Game, Open Game…), as the GNOME games do: the
 * game in progress is neither saved nor counted once replaced. */
#pragma once

#include <adwaita.h>

#include "sg-game-model.h"

G_BEGIN_DECLS

/* Whether replacing the game of model now would throw away a game worth
 * asking about: one a person plays, past the choice of the first active
 * characters, and not over. */
gboolean sg_abandon_dialog_needed (SgGameModel *model);

typedef void (*SgAbandonFn) (gpointer data);

/* Calls fn (data) at once when nothing would be lost (returns NULL);
 * otherwise shows a dialog over parent that calls it only if the person
 * chooses to abandon the game, and returns that dialog (for tests).
 * destroy (data) is called once fn ran or was declined.  what is the
 * sentence saying what replaces the game. */
AdwMessageDialog *sg_abandon_dialog_confirm (GtkWindow *parent, SgGameModel *model,
                                             const char *what, SgAbandonFn fn,
                                             gpointer data, GDestroyNotify destroy);

G_END_DECLS
