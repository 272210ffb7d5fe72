/* sg-rule-xref.h: which general rules a card's or character's page lists
 * (a hand-written cross-reference).  NULL-terminated lists of rule IDs. */
#pragma once

#include "sg-cards.h"

const char *const *sg_rule_xref_card (SgCardType type);
const char *const *sg_rule_xref_character (SgCharId id);
