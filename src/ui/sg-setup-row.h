/* sg-setup-row.h: the "Game Setup" row of the New Game dialog.
 *
 * Shows the current setup in one line ("Rulebook" or its summary) and
 * opens the setup editor (its Edit button, or activating the row); the
 * editor's Use Setup makes its setup the current one (GSettings).
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SG_TYPE_SETUP_ROW (sg_setup_row_get_type ())
G_DECLARE_FINAL_TYPE (SgSetupRow, sg_setup_row, SG, SETUP_ROW, AdwActionRow)

GtkWidget *sg_setup_row_new (void);
/* Opens the editor (transient for the row's window); returns it. */
GtkWindow *sg_setup_row_edit (SgSetupRow *self);

G_END_DECLS
