/* sg-card-text.h: translated names and texts of cards, characters and
 * reveal symbols.  All returned strings are static; transfer none.
 */
#pragma once

#include <glib.h>

#include "sg-cards.h"

G_BEGIN_DECLS

/* Translated card name (canonical English name as the msgid). */
const char *sg_card_text_name (SgCardType type);
/* Short effect text to draw on the card (about 60 characters at most). */
const char *sg_card_text_effect (SgCardType type);
/* A fuller description (accessible description, rules browser). */
const char *sg_card_text_description (SgCardType type);
/* "BANG! card", "Action" or "Equipment". */
const char *sg_card_text_kind (SgCardType type);
/* The kind at the foot of a compact card (in play, turned up): the same
 * words, in a form the translations may shorten to fit ("Equipagg."). */
const char *sg_card_text_kind_compact (SgCardType type);
/* A card named name that counts as a card of type as: "Scope as Colt"
 * (Toco Ramirez, Annie Oakey: C-COLT.2). */
char *sg_card_text_played_as (const char *name, SgCardType as);

/* The card names (translated) that text holds, as byte ranges
 * [starts[i], ends[i]) in the order they come, at most max of them; returns
 * how many.  Only whole words count (case matters, so "steal" is not
 * Steal), the longest name where two start at the same place.  The log
 * sets them apart: "You draw Gun Belt and Missed! Your play phase"
 * read the name's "!" as an exclamation.  A character's name holds none
 * (Pearl Hat). */
guint sg_card_text_find_names (const char *text, guint *starts, guint *ends, guint max);

/* The name as a title and at the start of a sentence ("The Stranger"). */
const char *sg_character_text_name (SgCharId id);
/* The name inside a sentence ("You play Colt on the Stranger."), which
 * some languages write with a small article (French "les Dalton").  A
 * text that puts it after a word passes through sg_name_text_finish()
 * (sg-name-text.h), which merges that word with the article where the
 * language does ("des Dalton"). */
const char *sg_character_text_in_sentence (SgCharId id);
/* The ability in our own words, one or two sentences. */
const char *sg_character_text_ability (SgCharId id);

/* e.g. "snake". */
const char *sg_symbol_text_name (SgSymbol s);

/* "Lawmen" or "Outlaws": the side's name on its own (a label, a title). */
const char *sg_side_text_name (SgSide side);
/* The same inside a sentence ("the %s play"), which some languages write
 * differently (French: in lower case). */
const char *sg_side_text_in_sentence (SgSide side);

G_END_DECLS
