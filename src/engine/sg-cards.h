/* sg-cards.h: static data of the 31 playing cards and 24 characters of
 * BANG! The Duel (../shared/rules/cards.md).  Pure C, no allocation.
 *
 * Every uncertain value (counts, reveal symbols, life points, flags) lives in
 * the tables of sg-cards.c so that it can be corrected without touching code.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#define SG_NONE 0xFF

typedef enum { SG_LAW = 0, SG_OUTLAW = 1 } SgSide;

typedef enum {
  SG_KIND_BANG,       /* red border: one per turn, opponent's AC (D4.4) */
  SG_KIND_ACTION,     /* brown border (D4.2) */
  SG_KIND_EQUIPMENT,  /* blue border (D4.3) */
} SgKind;

typedef enum {
  SG_SYM_BARREL,
  SG_SYM_SNAKE,
  SG_SYM_DYNAMITE,
  SG_SYM_HORSESHOE,
  SG_N_SYMBOLS,
} SgSymbol;

/* Card types, in the order of cards.md section A. */
typedef enum {
  SG_CARD_COLT,
  SG_CARD_FANNING,
  SG_CARD_CARBINE,
  SG_CARD_PEACEMAKER,
  SG_CARD_REMINGTON,
  SG_CARD_SCHOFIELD,
  SG_CARD_SHOTGUN,
  SG_CARD_WINCHESTER,
  SG_CARD_BEER,
  SG_CARD_WHISKY,
  SG_CARD_CANTEEN,
  SG_CARD_DERRINGER,
  SG_CARD_DUEL,
  SG_CARD_GATLING,
  SG_CARD_GENERAL_STORE,
  SG_CARD_INDIANS,
  SG_CARD_KNIFE,
  SG_CARD_MISSED,
  SG_CARD_RETURN_FIRE,
  SG_CARD_SCHOOLMARM,
  SG_CARD_STAGECOACH,
  SG_CARD_STEAL,
  SG_CARD_BANK,
  SG_CARD_BARREL,
  SG_CARD_HAT,
  SG_CARD_GUN_BELT,
  SG_CARD_SCOPE,
  SG_CARD_POCKET_WATCH,
  SG_CARD_DYNAMITE,
  SG_CARD_RATTLESNAKE,
  SG_CARD_STAMPEDE,
  SG_N_CARD_TYPES,
} SgCardType;

/* Characters: the 12 Lawmen, then the 12 Outlaws (cards.md section C). */
typedef enum {
  SG_CHAR_ALAN_PINKERTOON,
  SG_CHAR_ANNIE_OAKEY,
  SG_CHAR_BART_MASTERSON,
  SG_CHAR_BILL_TIGHTMAN,
  SG_CHAR_BUFFALO_BELL,
  SG_CHAR_DALON_RANGER,
  SG_CHAR_JANGO,
  SG_CHAR_PAT_GARRET,
  SG_CHAR_TEX_KILLER,
  SG_CHAR_THE_STRANGER,
  SG_CHAR_WILD_BILL,
  SG_CHAR_WYATT_EAR,
  SG_CHAR_BABE_LEROY,
  SG_CHAR_BULL_ANDERSON,
  SG_CHAR_CATTLE_KATIE,
  SG_CHAR_DALTON_BROS,
  SG_CHAR_JACK_RANSOME,
  SG_CHAR_PEARL_HAT,
  SG_CHAR_SID_CURRY,
  SG_CHAR_SLIM_POET,
  SG_CHAR_SOUNDANCE_KID,
  SG_CHAR_TOCO_RAMIREZ,
  SG_CHAR_TOM_THORN,
  SG_CHAR_WEST_HARDING,
  SG_N_CHARACTERS,
} SgCharId;

/* Icons printed in a card's centre disc (D0.3). */
enum {
  SG_ICON_SHOT = 1 << 0,
  SG_ICON_DODGE = 1 << 1,
  SG_ICON_ALWAYS = 1 << 2,
  SG_ICON_RELOAD = 1 << 3,
};

typedef struct {
  const char *name;   /* canonical English name, also the gettext msgid */
  const char *rule;   /* its rule ID, e.g. "C-COLT" */
  SgKind kind;
  uint8_t count[2];   /* copies in the Lawmen / Outlaws deck */
  uint8_t icons;      /* SG_ICON_* */
  const char *text;   /* short effect text, our own words */
} SgCardData;

typedef struct {
  const char *name;   /* canonical name (parody spelling, cards.md E-9) */
  const char *alias;  /* accepted alias or NULL (Pinkerton, Oakley, Earp) */
  const char *rule;   /* e.g. "P-JANGO" */
  SgSide side;
  uint8_t life;
  bool always_active; /* D3.4 */
  const char *text;   /* ability in our own words */
} SgCharData;

/* Counts per card type per deck: what a deck list is (issue: deckbuilder). */
typedef struct {
  uint8_t count[2][SG_N_CARD_TYPES];
} SgDeckList;

extern const SgCardData sg_card_table[SG_N_CARD_TYPES];
static inline const SgCardData *sg_card_data (SgCardType type) { return &sg_card_table[type]; }
/* The card's main clause, e.g. "C-COLT.1". */
const char *sg_card_rule_clause (SgCardType type);
const SgCharData *sg_char_data (SgCharId ch);
/* The clause of the ability's main effect, e.g. "P-JANGO.1". */
const char *sg_char_rule_clause (SgCharId ch);

static inline bool sg_card_is_shot (SgCardType t) { return (sg_card_data (t)->icons & SG_ICON_SHOT) != 0; }
static inline bool sg_card_is_dodge (SgCardType t) { return (sg_card_data (t)->icons & SG_ICON_DODGE) != 0; }
static inline bool sg_card_is_always (SgCardType t) { return (sg_card_data (t)->icons & SG_ICON_ALWAYS) != 0; }
static inline bool sg_card_is_reload (SgCardType t) { return (sg_card_data (t)->icons & SG_ICON_RELOAD) != 0; }
static inline SgKind sg_card_kind (SgCardType t) { return sg_card_data (t)->kind; }

/* Sets of card types, bit per SgCardType, so that a listing tests a card in
 * hand with one AND.  They restate the icons of sg_card_table; a card test
 * checks that the two agree. */
#define SG_TYPE_BIT(t) (1u << (t))
#define SG_ALL_TYPES ((1u << SG_N_CARD_TYPES) - 1u)
#define SG_SHOT_TYPES                                                                                        \
  (SG_TYPE_BIT (SG_CARD_COLT) | SG_TYPE_BIT (SG_CARD_FANNING) | SG_TYPE_BIT (SG_CARD_CARBINE)                  \
   | SG_TYPE_BIT (SG_CARD_PEACEMAKER) | SG_TYPE_BIT (SG_CARD_REMINGTON) | SG_TYPE_BIT (SG_CARD_SCHOFIELD)       \
   | SG_TYPE_BIT (SG_CARD_SHOTGUN) | SG_TYPE_BIT (SG_CARD_WINCHESTER) | SG_TYPE_BIT (SG_CARD_DERRINGER)         \
   | SG_TYPE_BIT (SG_CARD_GATLING) | SG_TYPE_BIT (SG_CARD_KNIFE))
#define SG_DODGE_TYPES (SG_TYPE_BIT (SG_CARD_MISSED) | SG_TYPE_BIT (SG_CARD_RETURN_FIRE))

/* Case-insensitive lookups; -1 when unknown.  Aliases are accepted. */
int sg_card_by_name (const char *name);
int sg_char_by_name (const char *name);
int sg_symbol_by_name (const char *name);

/* Whether rule ID `rule` lies within entry `id` ("C-DYNAMITE.3" within
 * "C-DYNAMITE"); NULL is within nothing. */
bool sg_rule_within (const char *rule, const char *id);
/* The card or character whose rules rule lies within (events do not say
 * which card or ability caused them; the rule they cite does), or SG_NONE. */
int sg_card_by_rule (const char *rule);
int sg_char_by_rule (const char *rule);
const char *sg_symbol_name (SgSymbol s);
const char *sg_side_name (SgSide s);
int sg_side_by_name (const char *name);

/* The rulebook's 40 + 40 deck lists. */
void sg_deck_list_standard (SgDeckList *out);

/* Reveal symbol of copy `copy` (0-based) of `type` in the deck of `side`:
 * the per-copy table of cards.md appendix; copies beyond the standard count
 * cycle through it, and a card absent from that deck borrows the other
 * deck's symbols (scenario-format.md, card tokens). */
SgSymbol sg_standard_symbol (SgSide side, SgCardType type, unsigned copy);
