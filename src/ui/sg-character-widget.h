/* sg-character-widget.h: one character in play, drawn with GtkSnapshot.
 *
 * Shows the name on a band in the side's colour (Lawmen gold, Outlaws
 * purple), life as bullets (filled and empty), the AC token when it is the
 * active character (a "BC" tag for the back-up), the always-active marker
 * when its ability is always active (D3.4) and the ability in short.
 * SG_NONE as id draws an empty slot.  Focusable; emits "activated" on
 * click, Enter or Space.  Highlights as SgCardWidget; the character the
 * card played last was aimed at is outlined apart (set_last_target).
 */
#pragma once

#include <gtk/gtk.h>

#include "sg-cards.h"
#include "sg-card-widget.h"

G_BEGIN_DECLS

#define SG_TYPE_CHARACTER_WIDGET (sg_character_widget_get_type ())
G_DECLARE_FINAL_TYPE (SgCharacterWidget, sg_character_widget, SG, CHARACTER_WIDGET, GtkWidget)

GtkWidget       *sg_character_widget_new            (void);

/* `id` is an SgCharId or SG_NONE (empty slot).  Also sets a default
 * tooltip with the full ability; replace it after this call if needed. */
void             sg_character_widget_set_character  (SgCharacterWidget *self,
                                                     SgCharId           id,
                                                     int                life,
                                                     int                max_life,
                                                     gboolean           is_ac,
                                                     gboolean           is_bc);
/* A character in play whose identity is still secret (the setup before the
 * AC choice is revealed): the back of a character card of `side`.  The
 * next set_character () turns it face up. */
void             sg_character_widget_set_face_down  (SgCharacterWidget *self,
                                                     SgSide             side);
void             sg_character_widget_set_highlight  (SgCharacterWidget *self,
                                                     SgCardHighlight    h);
/* The card the table's heading shows as played last was aimed at this
 * character: `note` ("Target of the Outlaws’ Colt") goes into the tooltip
 * and the accessible description, and the character is outlined with a
 * glow in its own colour (neither a legal target's ring nor the turn's
 * tint) and has the CSS class "last-target".  NULL takes it away. */
void             sg_character_widget_set_last_target (SgCharacterWidget *self,
                                                     const char        *note);

/* Why the character is, or is not, a target of the card selected, or
 * NULL: the tooltip says it, and the accessible description adds it to
 * the character's own (GTK makes a tooltip the description). */
void             sg_character_widget_set_reason     (SgCharacterWidget *self,
                                                     const char        *reason);

/* SG_NONE when the slot is empty or the character face down. */
int              sg_character_widget_get_character  (SgCharacterWidget *self);
gboolean         sg_character_widget_get_face_down  (SgCharacterWidget *self);
int              sg_character_widget_get_life       (SgCharacterWidget *self);
SgCardHighlight  sg_character_widget_get_highlight  (SgCharacterWidget *self);
/* The note set by set_last_target, or NULL. */
const char      *sg_character_widget_get_last_target (SgCharacterWidget *self);

G_END_DECLS
