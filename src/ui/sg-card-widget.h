/* sg-card-widget.h: one playing card, drawn by us with GtkSnapshot.
 *
 * Face up: the border and name band in the colour of the card's kind (red
 * BANG!, brown Action, blue Equipment), the name, the centre icons (shot,
 * dodge, always active, reload), the reveal symbol of this copy in the top
 * right corner and the short effect text.  Face down: the back of the deck
 * it came from (Lawmen and Outlaws backs differ).  Focusable; emits
 * "activated" on click, Enter or Space.
 */
#pragma once

#include <gtk/gtk.h>

#include "sg-cards.h"

G_BEGIN_DECLS

typedef enum {
  SG_CARD_HIGHLIGHT_NONE,
  SG_CARD_HIGHLIGHT_SELECTED,  /* the card the player picked */
  SG_CARD_HIGHLIGHT_TARGET,    /* a legal target or option right now */
  SG_CARD_HIGHLIGHT_DIMMED,    /* not usable right now */
} SgCardHighlight;

#define SG_TYPE_CARD_WIDGET (sg_card_widget_get_type ())
G_DECLARE_FINAL_TYPE (SgCardWidget, sg_card_widget, SG, CARD_WIDGET, GtkWidget)

GtkWidget       *sg_card_widget_new            (void);
GtkWidget       *sg_card_widget_new_back       (void);

/* `back` is the deck the card belongs to: it picks the back drawn when the
 * card is face down.  set_card also sets a default tooltip (name and full
 * description); call gtk_widget_set_tooltip_text () afterwards to replace
 * it, e.g. with the reason a move is refused. */
void             sg_card_widget_set_card       (SgCardWidget   *self,
                                                SgCardType      type,
                                                SgSymbol        symbol,
                                                SgSide          back);
void             sg_card_widget_set_face_down  (SgCardWidget   *self,
                                                gboolean        face_down);
void             sg_card_widget_set_highlight  (SgCardWidget   *self,
                                                SgCardHighlight h);
/* Why the card cannot be used now (a greyed hand card, equipment asleep
 * on a back-up), or NULL: the tooltip says it, and the accessible
 * description adds it to the card's own (GTK makes a tooltip the
 * description, which lost the card for a screen reader). */
void             sg_card_widget_set_reason     (SgCardWidget   *self,
                                                const char     *reason);
/* A small rendering (equipment beside a character, top of the discard
 * pile): name, icons and symbol, no effect text. */
void             sg_card_widget_set_compact    (SgCardWidget   *self,
                                                gboolean        compact);
/* Draws the emblem of the card's deck on its face, under the reveal
 * symbol, and names the deck in its tooltip and description: for a card
 * turned up beside a copy that only its back tells apart
 * (sg_action_text_back_tells_apart).  No effect face down or as a strip. */
void             sg_card_widget_set_show_back  (SgCardWidget   *self,
                                                gboolean        show_back);
/* Smaller still: the name band alone (name and symbol), for a character's
 * equipment when it has several.  Overrides compact. */
void             sg_card_widget_set_strip      (SgCardWidget   *self,
                                                gboolean        strip);

SgCardType       sg_card_widget_get_card_type  (SgCardWidget   *self);
SgSymbol         sg_card_widget_get_symbol     (SgCardWidget   *self);
SgSide           sg_card_widget_get_back       (SgCardWidget   *self);
gboolean         sg_card_widget_get_face_down  (SgCardWidget   *self);
SgCardHighlight  sg_card_widget_get_highlight  (SgCardWidget   *self);
gboolean         sg_card_widget_get_compact    (SgCardWidget   *self);
gboolean         sg_card_widget_get_strip      (SgCardWidget   *self);
/* The natural width of a strip among the cards inside widget (their zoom
 * and the desktop's text size), margins included: the room a character's
 * equipment is kept (sg-seat-row-layout.c). */
int              sg_card_widget_strip_width    (GtkWidget      *widget);
gboolean         sg_card_widget_get_show_back  (SgCardWidget   *self);

G_END_DECLS
