/* sg-deck-builder.h: one side's deck list in the setup editor.
 *
 * A list of the 31 cards, each with its count (a spin button: its +/-
 * buttons or typing; from the keyboard, one Tab stop a card: + and - on
 * the row, Return to type the count), the running total, "Reset to Rulebook", the errors and
 * warnings about this deck inline (below the list), and the selected
 * card's details drawn with SgCardWidget.  Edits the SgGameSetup it is
 * given, live.  After Reset to Rulebook it emits "deck-reset" (no
 * arguments), and sg_deck_builder_undo_reset puts the counts back.  Its width and the rows' places do not change with the
 * counts or the card shown.
 */
#pragma once

#include <gtk/gtk.h>

#include "sg-game-setup.h"

G_BEGIN_DECLS

#define SG_TYPE_DECK_BUILDER (sg_deck_builder_get_type ())
G_DECLARE_FINAL_TYPE (SgDeckBuilder, sg_deck_builder, SG, DECK_BUILDER, GtkBox)

GtkWidget *sg_deck_builder_new (void);
/* The setup to edit (a reference is kept) and the side whose deck. */
void sg_deck_builder_set_setup (SgDeckBuilder *self, SgGameSetup *setup, SgSide side);
/* The counts as they were before the last Reset to Rulebook. */
void sg_deck_builder_undo_reset (SgDeckBuilder *self);

/* For tests: the count shown for a card, the total shown, the card whose
 * details are shown, and the problem texts shown (errors, then warnings). */
int sg_deck_builder_get_shown_count (SgDeckBuilder *self, SgCardType type);
const char *sg_deck_builder_get_total_text (SgDeckBuilder *self);
SgCardType sg_deck_builder_get_selected (SgDeckBuilder *self);
void sg_deck_builder_select (SgDeckBuilder *self, SgCardType type);
const char *sg_deck_builder_get_problems_text (SgDeckBuilder *self);
/* The spin button of a card (tests drive it like a person would). */
GtkSpinButton *sg_deck_builder_get_spin (SgDeckBuilder *self, SgCardType type);

G_END_DECLS
