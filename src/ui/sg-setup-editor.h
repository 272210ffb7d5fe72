/* sg-setup-editor.h: the setup editor, reached from New Game.
 *
 * Four pages: the characters (how many per side, the E-44 house rule for
 * different counts, the order of the reserve, who chooses the first active
 * character, and the reserve picks of each side from its 12 characters,
 * with life and ability), the two decks (SgDeckBuilder), and the presets
 * (load, save, rename, delete, import and export).  Errors and warnings
 * are shown where they are and summed up at the bottom, which leaves out
 * what the visible page shows; "Use Setup" is possible only without
 * errors.  The copy's computer level is the preferences' (a preset loaded
 * brings its own; SgSetupRow hands it on to New Game, and so does the
 * window for the editor its saves.edit-setup action opens).
 *
 * The editor works on a copy: "apply" (SgGameSetup *) is emitted with it
 * when the player chooses Use Setup, then the window closes.
 *
 * The setup New Game uses ("the current setup") is kept in GSettings
 * (key "game-setup", the setup's key file text; empty for the rulebook).
 */
#pragma once

#include <adwaita.h>

#include "sg-game-setup.h"
#include "sg-presets.h"

G_BEGIN_DECLS

#define SG_TYPE_SETUP_EDITOR (sg_setup_editor_get_type ())
G_DECLARE_FINAL_TYPE (SgSetupEditor, sg_setup_editor, SG, SETUP_EDITOR, AdwWindow)

/* Edits a copy of setup (NULL: the current setup). */
SgSetupEditor *sg_setup_editor_new (GtkWindow *parent, SgGameSetup *setup);
/* The text of the last toast shown, or NULL (for the tests). */
const char *sg_setup_editor_get_last_toast (SgSetupEditor *self);
/* The toast on screen (or about to be), or NULL; transfer none. */
AdwToast *sg_setup_editor_get_shown_toast (SgSetupEditor *self);
/* The copy being edited (transfer none). */
SgGameSetup *sg_setup_editor_get_setup (SgSetupEditor *self);
/* The presets shown (by default those of the user data directory). */
SgPresets *sg_setup_editor_get_presets (SgSetupEditor *self);
/* Whether the game set up is against a friend: a preset's computer level
 * then changes nothing, and loading one does not name it. */
void sg_setup_editor_set_against_friend (SgSetupEditor *self, gboolean against_friend);
/* Loads a preset into the copy (as its row's Load button does). */
gboolean sg_setup_editor_load_preset (SgSetupEditor *self, const char *name);
/* The computer's level the editor starts with (the New Game dialog's), so
 * that a preset saved keeps it; not a change of the user's. */
void sg_setup_editor_start_with_level (SgSetupEditor *self, SgPlayerKind level);
/* Whether the setup differs from the one the editor opened with, or last
 * saved as a preset: closing it then asks before the changes are lost. */
gboolean sg_setup_editor_has_changes (SgSetupEditor *self);
/* Emits "apply" and closes, when the setup is valid (as Use Setup). */
gboolean sg_setup_editor_use (SgSetupEditor *self);
/* The pick check button of a character (tests click it). */
GtkCheckButton *sg_setup_editor_get_pick_button (SgSetupEditor *self, SgCharId ch);
/* The characters-per-side spin button (Lawmen's with the house rule). */
GtkSpinButton *sg_setup_editor_get_characters_spin (SgSetupEditor *self);

/* The current setup: a new object (transfer full); the rulebook's when
 * none is stored or it cannot be read.  Its computer level is the
 * preferences' (the one New Game starts with), not the one stored. */
SgGameSetup *sg_current_setup_load (void);
/* Stores setup as the current one (the rulebook's is stored as empty). */
void sg_current_setup_store (SgGameSetup *setup);

G_END_DECLS
