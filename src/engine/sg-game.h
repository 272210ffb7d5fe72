/* sg-game.h: the rules engine of BANG! The Duel.
 *
 * The contract (docs/architecture.md):
 *  - SgGame is a plain struct of fixed size; memcpy gives an independent game.
 *  - All randomness comes from the PRNG inside the state: same seed and same
 *    actions give the same game, bit for bit.
 *  - The game is a sequence of decision points.  At each one exactly one
 *    player decides (sg_game_decider), sg_game_legal_actions lists every legal
 *    choice, sg_game_apply applies one and runs to the next decision point.
 *  - Effects being resolved live on an explicit stack (SgFrame) in the state,
 *    so an interrupted effect resumes exactly where it stopped.
 *  - An illegal action is refused with a reason and a rule ID; the state is
 *    left untouched.
 *  - Every change is reported as an SgEvent citing a rule ID, to an optional
 *    observer.
 */
#pragma once

#include "sg-cards.h"
#include "sg-rng.h"

#include <stddef.h>
#include <stdint.h>

#define SG_MAX_CARDS 160     /* card instances in one game (custom decks too) */
#define SG_MAX_EQUIP 12
#define SG_MAX_RESERVE 12
#define SG_MAX_FRAMES 48
#define SG_MAX_TRIGGERS 24
#define SG_MAX_STAGING 8
#define SG_MAX_ACTIONS 160   /* the longest legal-action list */

/* --- where cards are --------------------------------------------------- */

/* A pile of card instance ids; the top is the last element. */
typedef struct {
  uint8_t n;
  uint8_t c[SG_MAX_CARDS];
} SgPile;

typedef struct {
  uint8_t n;
  uint8_t c[SG_MAX_EQUIP];
} SgEquip;

typedef struct {
  uint8_t n;
  uint8_t c[SG_MAX_STAGING];
} SgStaging;

/* One physical card: its type, reveal symbol and the deck its back shows. */
typedef struct {
  uint8_t type;    /* SgCardType */
  uint8_t symbol;  /* SgSymbol */
  uint8_t back;    /* SgSide */
} SgCardInfo;

/* A character position inside a side.  Internally a side has two slots; the
 * AC token marks one of them (D1.5).  With one character left, it sits in the
 * AC slot and is both AC and BC (D3.8). */
typedef struct {
  uint8_t ch[2];          /* SgCharId per slot, SG_NONE when empty */
  int8_t life[2];
  uint8_t dying[2];       /* at 0 life, elimination deferred (D10.4) */
  uint8_t ac;             /* slot holding the AC token */
  uint8_t n_reserve;
  uint8_t reserve[SG_MAX_RESERVE]; /* top = last */
  SgEquip equip[2];
} SgSideState;

/* Character codes used in actions and events: side * 2 + slot. */
#define SG_CHAR_CODE(side, slot) ((uint8_t) ((side) * 2 + (slot)))
#define SG_CODE_SIDE(code) ((code) >> 1)
#define SG_CODE_SLOT(code) ((code) & 1)

typedef enum {
  SG_PHASE_START,    /* start-of-turn effects (D8) */
  SG_PHASE_DRAW,     /* D2.1 */
  SG_PHASE_PLAY,     /* D2.2 */
  SG_PHASE_DISCARD,  /* D2.3 */
  SG_PHASE_SETUP,    /* choosing the first active characters (D1.4) */
  SG_PHASE_OVER,
} SgPhase;

typedef enum {
  SG_WINNER_NONE = 0xFF,
  SG_WINNER_LAW = SG_LAW,
  SG_WINNER_OUTLAW = SG_OUTLAW,
  SG_WINNER_DRAW = 2,   /* E-23: should never happen; logged as a rules bug */
} SgWinner;

/* --- actions ----------------------------------------------------------- */

typedef enum {
  SG_ACT_PLAY,          /* card, target (char code, side, or NONE), as (type or NONE) */
  SG_ACT_SWITCH,        /* move the AC token (D2.2.2) */
  SG_ACT_ABILITY,       /* target = char code of the character whose ability */
  SG_ACT_RELOAD,        /* card from hand or from the AC's equipment (D7) */
  SG_ACT_END,           /* end the play phase */
  SG_ACT_DISCARD,       /* discard phase: one card (D2.3) */
  SG_ACT_DODGE_CARD,    /* answer with a card from hand (dodge, Duel/Indians, extra card) */
  SG_ACT_DODGE_BARREL,
  SG_ACT_DODGE_HAT,
  SG_ACT_DODGE_ABILITY,
  SG_ACT_TAKE,          /* take the hit / lose the life / give up the Duel */
  SG_ACT_CHOOSE_CARD,   /* card = the card taken (or discarded, per decision) */
  SG_ACT_CHOOSE_CHAR,   /* target = char code */
  SG_ACT_CHOOSE_SIDE,   /* target = side */
  SG_ACT_CHOOSE_HAND,   /* a random card from the opponent's hand */
  SG_ACT_CHOOSE_YES,
  SG_ACT_CHOOSE_NO,
  SG_N_ACTION_KINDS,
} SgActionKind;

typedef struct {
  uint8_t kind;    /* SgActionKind */
  uint8_t side;    /* who acts */
  uint8_t card;    /* card instance id or SG_NONE */
  uint8_t target;  /* char code, side, or SG_NONE */
  uint8_t as;      /* card type the card is played as, or SG_NONE */
} SgAction;

/* --- decisions --------------------------------------------------------- */

typedef enum {
  SG_DEC_NONE,          /* the game is over */
  SG_DEC_SETUP_AC,      /* choose the first AC (D1.4) */
  SG_DEC_PLAY,          /* the play phase (D2.2) */
  SG_DEC_DISCARD,       /* down to the hand limit (D2.3) */
  SG_DEC_SHOT,          /* answer a shot (D5.5) */
  SG_DEC_EXTRA_CARD,    /* Tex Killer's extra card (P-TEX-KILLER.1) */
  SG_DEC_DUEL,          /* one round of a Duel (C-DUEL.1) */
  SG_DEC_INDIANS,       /* Indians! for one character (C-INDIANS.1) */
  SG_DEC_PICK,          /* General Store pick (C-GENERAL-STORE.2) */
  SG_DEC_GIVE_UP,       /* Stagecoach / Soundance Kid: the card given up */
  SG_DEC_STEAL,         /* Steal: hand or a card in play (C-STEAL.1) */
  SG_DEC_SCHOOLMARM,    /* the card in play to take (C-SCHOOLMARM.1) */
  SG_DEC_CARBINE,       /* equipment to discard, or no (C-CARBINE.1) */
  SG_DEC_SHOTGUN,       /* side to swap, or no (C-SHOTGUN.1) */
  SG_DEC_PEACEMAKER,    /* card to discard from hand (C-PEACEMAKER.1) */
  SG_DEC_BACK,          /* which back to pick at random from (E-47) */
  SG_DEC_REVEAL,        /* Bart Masterson: which revealed card counts */
  SG_DEC_YES_NO,        /* an optional ability (Buffalo Bell ...) */
  SG_DEC_LOOT,          /* Bull Anderson's take */
  SG_DEC_ABILITY,       /* the card an activated ability costs or uses */
  SG_DEC_COPY,          /* Pearl Hat: the target of the copied card */
  SG_N_DECISIONS,
} SgDecision;

/* --- refusals ---------------------------------------------------------- */

typedef enum {
  SG_OK = 0,
  SG_ERR_GAME_OVER,
  SG_ERR_NOT_DECIDER,
  SG_ERR_WRONG_DECISION,
  SG_ERR_NOT_IN_HAND,
  SG_ERR_BANG_LIMIT,
  SG_ERR_BANG_TARGET,
  SG_ERR_SHOT_TARGET,
  SG_ERR_OPPONENT_BACKUP,
  SG_ERR_ACTION_TARGET,
  SG_ERR_EQUIP_TARGET,
  SG_ERR_DYNAMITE_TARGET,
  SG_ERR_CANTEEN_TARGET,
  SG_ERR_NEEDS_TARGET,
  SG_ERR_NO_TARGET_TAKEN,
  SG_ERR_NOTHING_TO_TAKE,
  SG_ERR_DODGE_ONLY,
  SG_ERR_NOT_A_DODGE,
  SG_ERR_NOT_A_SHOT_CARD,
  SG_ERR_CANNOT_SUCCEED,
  SG_ERR_SWITCH_USED,
  SG_ERR_SWITCH_ALONE,
  SG_ERR_RELOAD_CONDITION,
  SG_ERR_NOT_RELOADABLE,
  SG_ERR_RELOAD_BACKUP,
  SG_ERR_NO_ABILITY,
  SG_ERR_CANNOT_PLAY_AS,
  SG_ERR_MUST_DISCARD,
  SG_ERR_NOT_AN_OPTION,
  SG_ERR_ABILITY_NOT_NOW, /* an ability used by choice whose condition fails */
  SG_ERR_NOT_ON_CARD,     /* a card in play chosen for a card that is not
                             played on one (sg_game_check_take) */
  SG_N_ERRORS,
} SgError;

/* How the refused move would have acted, when the reason is about that
 * rather than about the card itself (SgRefusal.via).  Zero is "as
 * itself", so that a refusal filled in by hand means no such thing. */
typedef enum {
  SG_VIA_NONE = 0,
  SG_VIA_AS_COLT,     /* a card played as a Colt through Annie Oakey's or
                         Toco Ramirez's ability (C-COLT.2) */
  SG_VIA_STEAL,       /* a card in play that a Steal would discard (C-STEAL.1) */
  SG_VIA_SCHOOLMARM,  /* a card in play that a Schoolmarm would take (C-SCHOOLMARM.1) */
} SgVia;

typedef struct {
  SgError code;
  const char *rule;      /* rule ID, e.g. "D4.4" */
  const char *message;   /* English, our words */
  uint8_t via;           /* SgVia: a Missed! refused as a Colt says so */
} SgRefusal;

/* --- events ------------------------------------------------------------ */

typedef enum {
  SG_EV_SETUP,          /* characters drawn and chosen */
  SG_EV_ENTERS_PLAY,    /* a character enters play (ch, side) */
  SG_EV_TURN_START,
  SG_EV_PHASE,          /* value = SgPhase */
  SG_EV_DRAW,           /* side draws card_id (value: 0 own deck, 1 common) */
  SG_EV_COMMON_FORMED,  /* the discard pile became the common deck (D13.4/6) */
  SG_EV_PLAY,           /* side plays card at target */
  SG_EV_EQUIP,          /* card put in play on target */
  SG_EV_REPLACED,       /* same-name equipment replaced (D4.3.4) */
  SG_EV_SWITCH,         /* the AC token of side moved; ch = new AC */
  SG_EV_SHOT,           /* target is the target of a shot */
  SG_EV_DODGE,          /* the shot at target is dodged (card or how) */
  SG_EV_REVEAL,         /* card revealed, symbol, value = 1 success */
  SG_EV_HIT,            /* the shot at target was not dodged */
  SG_EV_LIFE_LOST,      /* target loses value life (now target_life) */
  SG_EV_LIFE_GAINED,
  SG_EV_ELIMINATED,
  SG_EV_DISCARD,        /* card goes to the discard pile */
  SG_EV_TAKE,           /* side takes card into hand (from play or a hand) */
  SG_EV_RELOAD,
  SG_EV_DYNAMITE_PASS,
  SG_EV_BANG_COUNT,     /* value = BANG! plays counted this turn */
  SG_EV_DUEL_ROUND,     /* side discards card in a Duel */
  SG_EV_INDIANS,        /* side discards a shot card against Indians! */
  SG_EV_ABILITY,        /* a character's ability acts */
  SG_EV_AUTO,           /* a decision with one option was taken for side */
  SG_EV_NO_ANSWER,      /* side chose not to answer (take the hit, give up
                         * the Duel...); rule: the question's.  Told like a
                         * lone take to whoever cannot see side's hand. */
  SG_EV_NO_EFFECT,      /* an effect that had nothing to do */
  SG_EV_TURNED_UP,      /* card turned face up, not a reveal (General Store) */
  SG_EV_START_CARD,     /* a start-of-turn card on target resolves (D8) */
  SG_EV_EQUIP_REACH,    /* card in play on ch lets the play just told reach target (C-SCOPE.1) */
  SG_EV_GAME_OVER,      /* value = SgWinner */
  SG_N_EVENTS,
} SgEventKind;

typedef struct {
  uint8_t kind;          /* SgEventKind */
  uint8_t side;          /* the acting or affected side, or SG_NONE */
  uint8_t ch;            /* acting character id, or SG_NONE */
  uint8_t card;          /* card instance id, or SG_NONE */
  uint8_t card_type;     /* SgCardType, or SG_NONE */
  uint8_t target_side;   /* affected side, or SG_NONE */
  uint8_t target_ch;     /* affected character id, or SG_NONE */
  uint8_t symbol;        /* reveal symbol, or SG_NONE */
  int8_t value;
  int8_t target_life;
  const char *rule;      /* the rule ID that made it happen */
} SgEvent;

typedef void (*SgEventFn) (const SgEvent *event, void *data);

/* --- the pending-effect stack ------------------------------------------ */

/* One effect being resolved.  The fields are read by kind (sg-frames.c). */
typedef struct {
  uint8_t kind;
  uint8_t step;
  uint8_t side;      /* the player the effect belongs to */
  uint8_t tside, tslot;  /* target character */
  uint8_t aside, aslot;  /* attacker (shots) */
  uint8_t card;      /* card instance id, or SG_NONE */
  uint8_t src;       /* card type or source of the effect */
  uint8_t flags;
  uint8_t n, i;      /* counters */
  uint8_t a, b;      /* scratch */
  uint8_t await;     /* SgDecision the frame is waiting for, or 0 */
  uint8_t decider;
} SgFrame;

/* A triggered effect waiting for the current card to resolve (D10.5). */
typedef struct {
  uint8_t kind;
  uint8_t side, slot;   /* the character or player it belongs to */
  uint8_t aside, aslot; /* attacker for counter-shots */
  uint8_t depth;        /* stack depth of the resolution it waits for */
  uint8_t order;        /* D10.2 position, for sorting */
  uint8_t arg;
} SgTrigger;

typedef struct {
  uint8_t return_fire_own_gatling;  /* E-19, default 1: allowed */
  uint8_t toco_discard_as_colt;     /* E-25, default 1: Toco may discard any card as a Colt */
  uint16_t turn_cap;                /* a game longer than this is unfinished; 0 = no cap */
} SgOptions;

struct SgGame {
  SgRng rng;
  SgOptions options;

  uint8_t n_cards;
  SgCardInfo card[SG_MAX_CARDS];
  SgPile deck[2];          /* own decks, top = last (D13.1) */
  SgPile common;           /* the common deck, once formed (D13.4) */
  SgPile discard;          /* one shared discard pile, top = last */
  SgPile hand[2];
  SgStaging staging;       /* cards turned up and not yet placed */
  uint8_t common_exists;
  uint8_t seen[SG_MAX_CARDS];  /* bit per side: that player knows this card's face */
#define SG_SEEN_BOTH 3            /* a card both players have seen (played, revealed) */

  SgSideState side[2];
  /* Bit per SgCardType of the cards in side[s].equip[slot], derived from
   * them by sg_equip_retype (kept apart: SgSideState's size stays cheap to
   * index). */
  uint32_t equip_types[2][2];
  uint32_t eliminated;     /* bit per SgCharId */
  uint32_t used;           /* once-per-turn abilities used this turn, bit per SgCharId */

  uint8_t turn;            /* whose turn */
  uint8_t phase;           /* SgPhase */
  uint8_t winner;          /* SgWinner */
  uint8_t bangs;           /* BANG! plays counted this turn (E-10) */
  uint8_t switched;        /* the free swap was used this turn */
  uint8_t setup_pending;   /* sides still choosing their first AC, bit per side */
  uint8_t top_reloaded;    /* the discard pile's top card came there by a reload:
                            * Pearl Hat may reload it again (P-PEARL-HAT.3) */
  uint16_t turn_number;

  uint8_t n_frames;
  SgFrame frame[SG_MAX_FRAMES];
  uint8_t n_triggers;
  SgTrigger trigger[SG_MAX_TRIGGERS];
  uint8_t ret;             /* result handed from a finished frame to its parent */

  uint8_t decision;        /* SgDecision */
  uint8_t decider;         /* SgSide */

  SgEventFn observer;      /* not game state: copies share it; bots clear it */
  void *observer_data;
  /* Not game state either: the sides (bit per SgSide) whose lone answer
   * from a hand the other player cannot see is asked of them like any
   * other instead of being taken on the spot (the app's bots: their pause
   * must not tell whether they had a choice; both people in hot-seat: nor
   * must a missing hand-over).  Copies share it; bots and
   * saves clear it (sg_game_settle). */
  uint8_t ask_lone;
};
typedef struct SgGame SgGame;

/* --- setup ------------------------------------------------------------- */

typedef struct {
  uint64_t seed;
  uint8_t characters[2];      /* per side, 1..12 (E-44); 0 means 4 */
  /* Optional fixed picks: characters drawn first, in this order; SG_NONE ends. */
  uint8_t picks[2][SG_MAX_RESERVE];
  uint8_t fixed_order[2];     /* keep picks in the given order (top first) */
  SgDeckList decks;           /* counts per card type per deck */
  SgOptions options;
} SgSetup;

void sg_setup_default (SgSetup *setup, uint64_t seed);

/* A new game as the rulebook deals it (D1): random characters, shuffled
 * decks; it stops at the first decision (the secret AC choices, D1.4), and
 * the opening hands (D1.8) are dealt once both are made.  The observer set
 * on g before the call is kept, so that the setup's events are reported:
 * start from a zeroed SgGame (or call sg_game_set_observer) first. */
void sg_game_new (SgGame *g, const SgSetup *setup);

/* For scenarios and tests: an empty table on which a position is built with
 * the sg_game_place_* calls, then started with sg_game_begin. */
void sg_game_init_empty (SgGame *g, uint64_t seed);
int sg_game_add_card (SgGame *g, SgCardType type, SgSymbol symbol, SgSide back);
void sg_game_begin (SgGame *g, SgSide turn, SgPhase phase);

void sg_game_set_observer (SgGame *g, SgEventFn fn, void *data);

/* --- deciding ---------------------------------------------------------- */

SgDecision sg_game_decision (const SgGame *g);
SgSide sg_game_decider (const SgGame *g);
bool sg_game_over (const SgGame *g);

/* What the current decision is about, so that players, bots and texts need
 * not read the pending-effect stack.  Fields that do not apply are SG_NONE. */
typedef struct {
  uint8_t target;     /* character code (SG_CHAR_CODE) the effect is aimed at:
                         the shot's target, the character losing life, the
                         Duel's or Indians!' target */
  uint8_t owner;      /* the side the effect belongs to (the one who reveals,
                         who shoots, who played the card) */
  uint8_t symbol;     /* a reveal: the symbol that makes it succeed (SgSymbol) */
  uint8_t card_type;  /* Pearl Hat: the Action card copied; a shot: the
                         card it comes from (SgCardType, SG_NONE for an
                         ability's shot); a reveal: the Barrel, Dynamite
                         or Rattlesnake that makes it */
  uint8_t user;       /* an ability's decision: the character using it;
                         a shot: the character shooting (SgCharId), so
                         that the question can name them; a reveal made
                         by Sid Curry's ability: Sid Curry */
} SgDecisionAbout;

/* Fills about for the current decision; all SG_NONE in the play phase or
 * when the game is over. */
void sg_game_decision_about (const SgGame *g, SgDecisionAbout *about);
/* false when every answer to the current decision leads to the same game
 * (Bart Masterson keeping one of two cards that both show, or both lack,
 * the symbol the reveal wants); true otherwise. */
bool sg_game_choice_matters (const SgGame *g);

/* Fills out[] with every legal action (identical copies once); returns how
 * many.  out must hold SG_MAX_ACTIONS. */
int sg_game_legal_actions (const SgGame *g, SgAction *out);

/* Why this action would be refused; code SG_OK when it is legal.  A play
 * refused as a Colt (action->as, or a dodge card that only Annie Oakey's or
 * Toco Ramirez's ability could play) has via SG_VIA_AS_COLT: the reason is
 * the Colt's (D4.4), not the card's. */
SgRefusal sg_game_check (const SgGame *g, const SgAction *action);

/* Whether side may take the card in play `card` now in one gesture: in the
 * play phase by playing the hand card `with` (a Steal or a Schoolmarm,
 * SG_NONE when none is chosen) and choosing that card as its answer; in a
 * Steal's or a Schoolmarm's choice, by choosing it.  The refusal says why
 * not (via: the card that would take it); code SG_OK when it may. */
SgRefusal sg_game_check_take (const SgGame *g, SgSide side, uint8_t with, uint8_t card);

/* The rule by which a legal play would change nothing: a Fanning at a
 * character without equipment (E-13), a Whisky at a character with exactly
 * its 3 life points (C-WHISKY.2), a Beer while every own character is at
 * its maximum (C-BEER.2), an equipment card on a character that already
 * carries one of that name, which it would only replace (D4.3.4); a
 * Stagecoach, a General Store or a reload (D7.1) while every deck it could
 * draw from and the discard pile are empty, so that the card itself is all
 * that comes back (D13.6: sg_game_card_comes_back); NULL for any other
 * action.  Such plays stay legal (a Fanning still counts as the turn's
 * BANG! card): the UI warns. */
const char *sg_game_play_futile (const SgGame *g, const SgAction *action);

/* Whether action plays or reloads a card that is all its draw could bring
 * back (a Stagecoach, a General Store, a reload from the hand while every
 * deck it draws from and the discard pile are empty, D13.6): the card
 * comes straight back to the hand.  The bots other than Random never make
 * such a play while they have another move: it could be played for ever. */
bool sg_game_card_comes_back (const SgGame *g, const SgAction *action);

/* The rule by which a legal play would help the opponent: equipment that
 * works for its carrier (Bank C-BANK.1, Barrel C-BARREL.1, Hat C-HAT.1,
 * Gun Belt C-GUN-BELT.1, Scope C-SCOPE.1, Pocket Watch C-POCKET-WATCH.1)
 * put on an opposing character (D4.3.2 allows the opponent's AC), a
 * Whisky that would raise an opposing character's life (C-WHISKY.1), or a
 * Canteen swapping the player's own characters while the opponent draws
 * for it (their active character's Pocket Watch C-POCKET-WATCH.1, or
 * Jango active P-JANGO.1; E-16); NULL for
 * any other action, Dynamite, Rattlesnake and Stampede included, for a
 * Scope or a Pocket Watch while the player has one character, and for a
 * card of a name the character already carries, which it would only
 * replace (D4.3.4: sg_game_play_futile says so).  Such plays stay legal:
 * the UI warns.  The bots never ask. */
const char *sg_game_play_helps_opponent (const SgGame *g, const SgAction *action);

/* The rule by which a legal play can only hurt its own player: a
 * Rattlesnake put on one of the player's own characters (C-RATTLESNAKE.1:
 * its snake costs the carrier life at the start of each of the player's
 * turns); a Steal or a Schoolmarm whose every answer is the player's own
 * equipment, the opponent having no card in reach (nor, for Steal, in
 * hand), none of them a card better gone (Dynamite, Rattlesnake,
 * Stampede: E-40(a) names their removal) (E-40); a Whisky that would
 * lower the life of one of the player's own characters (C-WHISKY.1, E-12b:
 * 5 becomes 3), but for Alan Pinkertoon, whose lost points fire shots
 * (P-ALAN-PINKERTOON.1); a Canteen swapping the opponent's characters
 * onto Tom Thorn, whose shot then hits the player's back-up
 * (P-TOM-THORN.1, E-17); NULL for any other action.  Such plays stay
 * legal: the UI warns.  The bots never ask. */
const char *sg_game_play_harms_self (const SgGame *g, const SgAction *action);

/* The rule by which an answer takes away a card of the answering
 * player's own in play, one that works for its carrier: a Carbine's
 * discard (C-CARBINE.1), a Steal's discard or a Schoolmarm's take (E-40)
 * of the player's own equipment, not one better gone (Dynamite,
 * Rattlesnake, Stampede); a dodged Shotgun's swap (C-SHOTGUN.1) that
 * costs as a Canteen's would (one's own side while the opponent draws for
 * it, C-POCKET-WATCH.1 or P-JANGO.1; the opponent's onto Tom Thorn,
 * P-TOM-THORN.1); NULL for any other action.  The UI does not
 * start the keyboard on it (a play-tester found "Discard Gun Belt from
 * Wild Bill", his own, the Carbine question's default). */
const char *sg_game_answer_harms_self (const SgGame *g, const SgAction *action);

/* The rule by which a legal Gatling (C-GATLING.1) or Indians!
 * (C-INDIANS.3) also hits the player's own back-up, the player having two
 * characters in play; NULL for any other action, and for a lone
 * character, hit once as the active character it is (D10.3).  A note,
 * not a warning: the card is often worth it all the same. */
const char *sg_game_play_hits_own_backup (const SgGame *g, const SgAction *action);

/* Whether action answers Pearl Hat's question (P-PEARL-HAT.1): her copy
 * works as if the copied card were played (E-15c), so the answer is read
 * as that play (in *play: the copied card, still in the discard pile, at
 * the answer's character or side, or without target).  The warnings above
 * read such an answer so on their own: a copied Canteen swapping her own
 * side while the opponent's Pocket Watch draws, a copied Whisky healing
 * the opponent.  False for any other action, and for the reload of the
 * copied card (P-PEARL-HAT.3), which plays nothing. */
bool sg_game_copy_as_play (const SgGame *g, const SgAction *action, SgAction *play);

/* The answers a play would ask of its player next, known before it is
 * made: a Steal's (the opponent's hand, the cards in play in reach) or a
 * Schoolmarm's (the cards in reach), as sg_game_legal_actions will list
 * them.  Fills out (SG_MAX_ACTIONS) and returns how many; 0 for any other
 * action.  With one, the engine will take it on its own (SG_EV_AUTO): the
 * UI names it before the play. */
int sg_game_play_choices (const SgGame *g, const SgAction *action, SgAction *out);

/* Whether side's hand holds a card the player of viewer has not seen
 * (D9: card faces are private until shown). */
bool sg_game_hand_hides (const SgGame *g, SgSide side, SgSide viewer);

/* Whether the current question has one answer, asked only because of
 * ask_lone: without it, the engine would have taken it (SG_EV_AUTO), so
 * a save does not record it. */
bool sg_game_lone_asked (const SgGame *g);

/* The event the engine would have told had it taken the current lone
 * answer itself (SG_EV_AUTO, citing the question's rule): what the one
 * asked can read under the question, such as "nothing left to dodge
 * with".  FALSE, out untouched, unless sg_game_lone_asked. */
bool sg_game_lone_event (const SgGame *g, SgEvent *out);

/* Clears ask_lone and takes the lone answers it held, as a game without it
 * would have (no events: for a copy written to a save). */
void sg_game_settle (SgGame *g);

/* Applies a legal action and runs to the next decision point.  An illegal
 * action is refused and the state is unchanged. */
SgRefusal sg_game_apply (SgGame *g, const SgAction *action);

/* Like sg_game_apply for an action taken from sg_game_legal_actions; skips
 * the check (self-play and bots). */
void sg_game_apply_legal (SgGame *g, const SgAction *action);

/* Like sg_game_apply_legal, and lists the legal actions of the decision it
 * stops at into out (SG_MAX_ACTIONS entries; a may point into out); returns
 * how many, as sg_game_legal_actions would.  Spares playouts a second
 * listing of the reactions the engine already listed to take lone options. */
int sg_game_apply_legal_list (SgGame *g, const SgAction *a, SgAction *out);

/* Two actions that choose the same option (identical copies are one). */
bool sg_action_equivalent (const SgGame *g, const SgAction *a, const SgAction *b);

/* --- reading the table ------------------------------------------------- */

/* Slot of the AC or BC of a side (the same slot when one character is left);
 * SG_NONE when the side has no character in play. */
uint8_t sg_game_slot (const SgGame *g, SgSide side, bool backup);
int sg_game_in_play (const SgGame *g, SgSide side);
/* The hand limit if the discard phase began now (D2.3, E-09). */
int sg_game_hand_limit (const SgGame *g, SgSide side);
/* Where a card in play is (equipment on a character): its side and slot;
 * false when the card is not in play. */
bool sg_game_find_in_play (const SgGame *g, uint8_t card, int *side, int *slot);
/* Whether the card type on that character is active now (D3.3, D3.4). */
bool sg_game_has_equipment (const SgGame *g, SgSide side, uint8_t slot, SgCardType type);
/* Works out equip_types[side][slot] again: after any change of the cards on
 * that character (the engine's moves do it; a setup that fills an SgEquip
 * itself must call it). */
void sg_equip_retype (SgGame *g, int side, int slot);

/* Checks the invariants of the state (every card in exactly one place,
 * lives within 0..maximum, a decider with a legal action while the game is
 * on), and that the listings agree with themselves (no option listed twice,
 * the play rules and their explanations say the same for every card).
 * Returns true when they hold; otherwise writes a message. */
bool sg_game_check_invariants (const SgGame *g, char *msg, size_t msg_size);
/* The state's invariants alone, fast enough for every action of a speed
 * run: cards, characters and lives, and n_legal (the number of legal
 * actions the caller listed; -1 to list them here) at least 1 while the
 * game is on. */
bool sg_game_check_core_invariants (const SgGame *g, int n_legal, char *msg, size_t msg_size);

/* A 64-bit hash of the game as the rules see it: cards, piles, characters,
 * lives, the turn, the random generator and the decision with its options.
 * Equal games, equal fingerprints, whatever the engine version's internal
 * layout (saves check it after their replay). */
uint64_t sg_game_fingerprint (const SgGame *g);

/* --- per-player view of hidden information (D9, E-47) ------------------ */

typedef struct {
  SgSide viewer;
  uint8_t own_hand[SG_MAX_CARDS];      /* instance ids */
  uint8_t n_own_hand;
  uint8_t opp_backs[SG_MAX_CARDS];     /* SgSide of each card back */
  uint8_t opp_known[SG_MAX_CARDS];     /* card id when shown, else SG_NONE */
  uint8_t n_opp_hand;
  uint8_t deck_size[2];
  uint8_t common_size;
  uint8_t common_exists;
  uint8_t common_top_back;             /* SG_NONE when empty */
} SgView;

/* Whether viewer has seen the face of card instance `card` (dealt to them,
 * shown, played, revealed); false for an id that is not a card of g. */
bool sg_game_card_known (const SgGame *g, SgSide viewer, uint8_t card);
void sg_game_view (const SgGame *g, SgSide viewer, SgView *out);
