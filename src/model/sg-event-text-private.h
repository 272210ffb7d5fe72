/* sg-event-text-private.h: what the event texts' two files share
 * (sg-event-text.c, sg-event-draw-text.c). */
#pragma once

#include "sg-event-text.h"

G_BEGIN_DECLS

/* One event told to one viewer, on the game right after it. */
typedef struct {
  const SgGame *g;
  const SgEvent *ev;
  SgSide viewer;
} Ctx;

gboolean sg_event_text_is_player (int side);
/* TRUE when the sentence is about the viewer's own side. */
gboolean sg_event_text_mine (const Ctx *c, int side);
/* The third-person subject for a side other than the viewer's. */
const char *sg_event_text_subject (const Ctx *c, int side);
/* A card's name when the viewer knows its face, or NULL. */
const char *sg_event_text_card_name (const Ctx *c, int card);
/* Takes the full stop off after a name such as "Missed!" (in place). */
char *sg_event_text_end_sentence (char *text);

/* sentence with why its card came or went, when a card or a character
 * other than that card caused it: "You draw Colt (Jango’s ability)."
 * Takes sentence; transfer full (sg-event-draw-text.c). */
char *sg_event_text_with_reason (char *sentence, const SgEvent *e);

/* A draw event told (sg-event-draw-text.c). */
char *sg_event_text_draw (const Ctx *c);

G_END_DECLS
