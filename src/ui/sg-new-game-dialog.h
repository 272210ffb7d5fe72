/* sg-new-game-dialog.h: choose a side (Lawmen, Outlaws or random) and the
 * opponent (a computer level or a friend at the same screen). */
#pragma once

#include <adwaita.h>

#include "sg-game-model.h"

G_BEGIN_DECLS

#define SG_TYPE_NEW_GAME_DIALOG (sg_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SgNewGameDialog, sg_new_game_dialog, SG, NEW_GAME_DIALOG, AdwWindow)

typedef enum {
  SG_SIDE_CHOICE_LAW,
  SG_SIDE_CHOICE_OUTLAW,
  SG_SIDE_CHOICE_RANDOM,
} SgSideChoice;

/* Emits "start" (SgSideChoice side, SgPlayerKind opponent) then closes. */
SgNewGameDialog *sg_new_game_dialog_new (GtkWindow *parent);

SgSideChoice sg_new_game_dialog_get_side (SgNewGameDialog *self);
SgPlayerKind sg_new_game_dialog_get_opponent (SgNewGameDialog *self);
/* A computer level a setup brought from elsewhere (the editor opened by
 * saves.edit-setup), taken as one the Game Setup row brings back: the
 * Opponent row selects it unless a friend is chosen. */
void sg_new_game_dialog_take_setup_level (SgNewGameDialog *self, SgPlayerKind level);

/* The last choices, from the settings (the defaults without them). */
SgSideChoice sg_new_game_last_side (void);
SgPlayerKind sg_new_game_last_opponent (void);

G_END_DECLS
