/* sg-setup-row.h: the "Game Setup" row of the New Game dialog.
 *
 * Shows the current setup in one line ("Rulebook" or its summary) and
 * opens the setup editor (its Edit button, or activating the row); the
 * editor's Use Setup makes its setup the current one (GSettings) and
 * its computer level the row's "level".
 */
#pragma once

#include <adwaita.h>

#include "sg-game-model.h"

G_BEGIN_DECLS

#define SG_TYPE_SETUP_ROW (sg_setup_row_get_type ())
G_DECLARE_FINAL_TYPE (SgSetupRow, sg_setup_row, SG, SETUP_ROW, AdwActionRow)

GtkWidget *sg_setup_row_new (void);
/* Opens the editor (transient for the row's window); returns it. */
GtkWindow *sg_setup_row_edit (SgSetupRow *self);
/* The computer's level New Game would start with ("level", an
 * SgPlayerKind from SG_PLAYER_EASY to _HARD): the editor starts with it,
 * and a preset's level loaded there comes back through it on Use Setup. */
SgPlayerKind sg_setup_row_get_level (SgSetupRow *self);
void sg_setup_row_set_level (SgSetupRow *self, SgPlayerKind level);
/* Whether New Game's opponent is a friend (the editor opened next is told). */
void sg_setup_row_set_against_friend (SgSetupRow *self, gboolean against_friend);

G_END_DECLS
