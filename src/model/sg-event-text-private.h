/* sg-event-text-private.h: what the event texts' three files share
 * (sg-event-text.c, sg-event-draw-text.c,
 * sg-event-shot-text.c). */
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
/* The same subject after a colon ("Duel: the opponent discards..."). */
const char *sg_event_text_subject_mid (const Ctx *c, int side);
/* A card's name when the viewer knows its face, or NULL. */
const char *sg_event_text_card_name (const Ctx *c, int card);
/* Whether the viewer knows the face of card. */
gboolean sg_event_text_knows (const Ctx *c, int card);
/* Translated names, NULL out of range (SG_NONE); a character's in its
 * mid-sentence form ("the Stranger"). */
const char *sg_event_text_char_name (int ch);
/* text, which may hold the mid-sentence names of e's characters and of
 * those in play in g (g may be NULL), with their capitals at the start of
 * a sentence and the translation's contractions (sg-name-text.h).  Takes
 * text; transfer full. */
char *sg_event_text_names (char *text, const SgGame *g, const SgEvent *e);
const char *sg_event_text_type_name (int type);
/* The character the event is about, or "a character". */
const char *sg_event_text_target_name (const Ctx *c);
/* Takes the full stop off after a name such as "Missed!" (in place). */
char *sg_event_text_end_sentence (char *text);

/* sentence with why its card came or went, when a card or a character
 * other than that card caused it: "You draw Colt (Jango’s ability)."
 * Takes sentence; transfer full (sg-event-draw-text.c). */
char *sg_event_text_with_reason (char *sentence, const SgEvent *e);

/* A draw event told (sg-event-draw-text.c). */
char *sg_event_text_draw (const Ctx *c);

/* Shots and their answers told (sg-event-shot-text.c). */
char *sg_event_text_shot (const Ctx *c);
char *sg_event_text_dodge (const Ctx *c);
char *sg_event_text_reveal (const Ctx *c);
char *sg_event_text_life (const Ctx *c);
char *sg_event_text_answers (const Ctx *c);

G_END_DECLS
