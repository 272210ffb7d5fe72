/* sg-engine-private.h: what the engine's files share and nobody else reads. */
#pragma once

#include "sg-game.h"

#include <string.h>

/* Kinds of frames on the pending-effect stack. */
typedef enum {
  F_RESOLVE = 1,    /* boundary: eliminations then triggers when its body ends (D10.4-5) */
  F_SETUP,          /* first AC choices and opening hands (D1) */
  F_TURN_START,     /* D8, then the draw phase (D2.1) within it */
  F_DISCARD_PHASE,  /* D2.3 */
  F_SHOT,           /* one shot at one character (D5) */
  F_LOSE_LIFE,      /* n points of life loss, one at a time */
  F_REVEAL,         /* D6 */
  F_ELIMINATE,      /* D11 */
  F_DYNAMITE,
  F_RATTLESNAKE,
  F_STAMPEDE,
  F_FANNING,
  F_GATLING,
  F_INDIANS,
  F_DUEL,
  F_GENERAL_STORE,
  F_STAGECOACH,
  F_STEAL,
  F_SCHOOLMARM,
  F_RANDOM_PICK,    /* E-47: choose a back, then a random card */
  F_BONUS,          /* Carbine, Shotgun, Peacemaker choices after a dodge */
  F_TRIGGER,        /* a queued trigger being resolved */
  F_ABILITY,        /* an activated ability (Babe, Katie, Pearl, Soundance) */
} SgFrameKind;

/* Shot frame flags. */
enum {
  SHOT_BANG = 1 << 0,       /* fired by a BANG! play (Tex Killer, E-07) */
  SHOT_ANY_CARD = 1 << 1,   /* Derringer: any card from hand dodges (C-DERRINGER.1) */
  SHOT_BARREL_TRIED = 1 << 2,
  SHOT_ABILITY_TRIED = 1 << 3,
  SHOT_DODGED = 1 << 4,     /* a dodge is made; an extra card may still be owed */
  SHOT_RETURN_FIRE = 1 << 5,
  SHOT_SID_CURRY = 1 << 6,  /* the dodge was Sid Curry's reveal (P-SID-CURRY.2) */
};

/* Sources of shots that are not cards (stored in SgFrame.src). */
enum {
  SRC_RETURN_FIRE = SG_N_CARD_TYPES, /* C-RETURN-FIRE.1 counter-shot */
  SRC_ABILITY,                        /* a character's shot (D5.3) */
};

/* Causes of life loss (SgFrame.src of F_LOSE_LIFE). */
typedef enum {
  LOSS_SHOT,
  LOSS_INDIANS,
  LOSS_DUEL,
  LOSS_DYNAMITE,
  LOSS_RATTLESNAKE,
  LOSS_WHISKY,
} SgLossCause;

/* Purposes of a reveal (SgFrame.src of F_REVEAL). */
typedef enum {
  REVEAL_BARREL,
  REVEAL_DYNAMITE,
  REVEAL_RATTLESNAKE,
  REVEAL_SID_CURRY,
} SgRevealPurpose;

/* Kinds of queued triggers. */
typedef enum {
  TRIG_DRAW = 1,        /* draw a card (Pocket Watch; arg >= TRIG_CHAR: a character) */
  TRIG_COUNTER_SHOT,    /* Return Fire: a shot at the opponent's AC at firing time */
  TRIG_ABILITY,         /* a character's ability fires; arg = its SgCharId */
  TRIG_ATTACKER_SHOT,   /* Sid Curry: a shot at the attacker (aside/aslot, arg = its id) */
} SgTriggerKind;

#define TRIG_CHAR 64      /* TRIG_DRAW arg: TRIG_CHAR + SgCharId for abilities' draws */

/* Random picks from a hand (F_RANDOM_PICK src). */
enum { PICK_TAKE, PICK_DISCARD };

/* --- rng (sg-rng.c) --- */
void sg_rng_seed (SgGame *g, uint64_t seed);
uint32_t sg_rng_below (SgGame *g, uint32_t n);

/* --- events (sg-game.c) --- */
/* Never inlined: only a game with an observer (the app, tests) reports
 * events, and a report inlined into a hot caller (sg_draw, the steps) made
 * it save registers and build an SgEvent even without an observer. */
void sg_emit_event (SgGame *g, SgEventKind kind, int side, int ch, int card,
                    int target_side, int target_ch, int value, const char *rule)
  __attribute__ ((noinline));
static inline bool sg_observed (const SgGame *g) { return g->observer != NULL; }
/* sg_emit (g, kind, side, ch, card, target_side, target_ch, value, rule):
 * a game without observer (bots, self-play) pays one test per event.  A
 * macro, because an inline function's arguments (rule clauses, targets)
 * were worked out before its test; the arguments must therefore be free
 * of side effects. */
#define sg_emit(g, ...)                       \
  do                                          \
    {                                         \
      if (__builtin_expect (sg_observed (g), 0))       \
        sg_emit_event ((g), __VA_ARGS__);     \
    }                                         \
  while (0)

/* --- frames (sg-game.c) --- */
SgFrame *sg_push (SgGame *g, SgFrameKind kind);
SgFrame *sg_push_resolved (SgGame *g, SgFrameKind kind);  /* F_RESOLVE + kind */
void sg_pop (SgGame *g);
/* n is unsigned and pointer-sized: the address needs no sign extension. */
static inline SgFrame *
sg_top (SgGame *g)
{
  size_t n = g->n_frames;
  return n ? &g->frame[n - 1] : NULL;
}
void sg_await (SgFrame *f, SgDecision d, SgSide decider);
void sg_queue_trigger (SgGame *g, SgTriggerKind kind, int side, int slot, int arg);
int sg_order_of (const SgGame *g, int side, int slot);  /* D10.2 position */

/* --- characters on the table (sg-table.c) --- */
static inline int sg_other (int side) { return side ^ 1; }
static inline int
sg_count_in_play (const SgGame *g, int side)
{
  return (g->side[side].ch[0] != SG_NONE) + (g->side[side].ch[1] != SG_NONE);
}
static inline uint8_t sg_ac (const SgGame *g, int side) { return g->side[side].ac; }
uint8_t sg_bc (const SgGame *g, int side);
static inline bool
sg_alive (const SgGame *g, int side, int slot)
{
  return slot != SG_NONE && g->side[side].ch[slot] != SG_NONE && !g->side[side].dying[slot];
}
static inline bool sg_is_ac (const SgGame *g, int side, int slot) { return g->side[side].ac == slot; }
bool sg_is_bc (const SgGame *g, int side, int slot);
int sg_find_equip (const SgGame *g, int side, int slot, SgCardType type);  /* index or -1 */
/* Whether a card of type lies on the character: its bit in the types kept
 * per character (sg_equip_retype), without a look at the cards. */
static inline bool
sg_has_equip (const SgGame *g, int side, int slot, SgCardType type)
{
  return g->equip_types[side][slot] >> type & 1u;
}
/* The types of the cards on a character, bit per SgCardType: what
 * equip_types keeps (sg_equip_retype) and the invariants check it against. */
static inline uint32_t
sg_equip_types_of (const SgGame *g, const SgEquip *e)
{
  uint32_t types = 0;
  for (int i = 0; i < e->n; i++)
    types |= 1u << g->card[e->c[i]].type;
  return types;
}
bool sg_equip_active (const SgGame *g, int side, int slot, SgCardType type);
int sg_max_life (const SgGame *g, int side, int slot);
/* The life Whisky sets on that character: 3, or a smaller maximum
 * (E-12a); sg-play.c does it, sg-play-warnings.c says when it changes
 * nothing. */
int sg_whisky_life (const SgGame *g, int tside, int tslot);
void sg_heal (SgGame *g, int side, int slot, int n, const char *rule);
void sg_move_token (SgGame *g, int side, const char *rule);
void sg_enter_from_reserve (SgGame *g, int side, int slot, const char *rule);
bool sg_bang_allowed (const SgGame *g, int side);
bool sg_reload_possible (const SgGame *g);
void sg_count_bang (SgGame *g, int side);

/* --- cards and piles (sg-piles.c) --- */
static inline SgCardType sg_type (const SgGame *g, int id) { return (SgCardType) g->card[id].type; }

/* Same name, symbol and back: copies that cannot be told apart. */
static inline bool
sg_same_card (const SgGame *g, int a, int b)
{
  return g->card[a].type == g->card[b].type && g->card[a].symbol == g->card[b].symbol
         && g->card[a].back == g->card[b].back;
}

/* To skip identical copies of a pile in one pass (the first copy stands
 * for all): the card types met so far.  Most hands hold one card of each
 * type, so the set answers at once; only a type met before is searched for
 * among the cards already passed. */
typedef struct {
  uint32_t types;
} SgCopies;

/* Whether p->c[i] is the first of its identical copies in p.  Ask for
 * i = 0, 1, 2... in order, with a zeroed SgCopies. */
static inline bool
sg_first_copy (SgCopies *met, const SgGame *g, const SgPile *p, int i)
{
  uint32_t bit = 1u << (g->card[p->c[i]].type & 31u); /* SG_N_CARD_TYPES <= 32 */
  if (met->types & bit)
    for (int j = 0; j < i; j++)
      if (sg_same_card (g, p->c[j], p->c[i]))
        return false;
  met->types |= bit;
  return true;
}

void sg_pile_push (SgPile *p, uint8_t id);
void sg_pile_remove_at (SgPile *p, int index);
int sg_pile_find (const SgPile *p, uint8_t id);
void sg_shuffle (SgGame *g, uint8_t *c, int n);
int sg_take_top (SgGame *g, int side);                /* from side's source (D13), or -1 */
int sg_draw (SgGame *g, int side, const char *rule);  /* into hand; -1 when nothing (E-01) */
void sg_draw_n (SgGame *g, int side, int n, const char *rule);
void sg_discard (SgGame *g, uint8_t id, const char *rule);
void sg_hand_remove (SgGame *g, int side, uint8_t id);
void sg_to_hand (SgGame *g, int side, uint8_t id, uint8_t seen_by);
void sg_equip_put (SgGame *g, int side, int slot, uint8_t id, const char *rule);
void sg_equip_remove (SgGame *g, int side, int slot, uint8_t id);
void sg_staging_remove (SgGame *g, uint8_t id);
/* The staged cards go to side's hand as drawn cards (Stagecoach, Soundance Kid). */
void sg_staging_keep (SgGame *g, int side, const char *rule);
bool sg_find_in_play (const SgGame *g, uint8_t id, int *side, int *slot);
int sg_hand_count_back (const SgGame *g, int side, int back);

/* --- frame steps and decisions (one file per family) --- */
void sg_step_frame (SgGame *g, SgFrame *f);
int sg_legal_for (const SgGame *g, const SgFrame *f, SgAction *out);
void sg_act_for (SgGame *g, SgFrame *f, const SgAction *a);

void sg_step_turn (SgGame *g, SgFrame *f);        /* sg-turn.c */
int sg_legal_turn (const SgGame *g, const SgFrame *f, SgAction *out);
void sg_act_turn (SgGame *g, SgFrame *f, const SgAction *a);
void sg_start_discard_phase (SgGame *g, int side);  /* END: D2.3.1 */

void sg_step_shot (SgGame *g, SgFrame *f);        /* sg-shot.c */
int sg_legal_shot (const SgGame *g, const SgFrame *f, SgAction *out);
void sg_act_shot (SgGame *g, SgFrame *f, const SgAction *a);
SgFrame *sg_push_shot (SgGame *g, int shooter, int aslot, int tside, int tslot, int src, int flags);

void sg_step_life (SgGame *g, SgFrame *f);        /* sg-life.c */
int sg_legal_life (const SgGame *g, const SgFrame *f, SgAction *out);
void sg_act_life (SgGame *g, SgFrame *f, const SgAction *a);
void sg_push_loss (SgGame *g, int side, int slot, int n, SgLossCause cause, int by);
void sg_step_resolve (SgGame *g, SgFrame *f);

void sg_step_effect (SgGame *g, SgFrame *f);      /* sg-effects.c */
int sg_legal_effect (const SgGame *g, const SgFrame *f, SgAction *out);
/* The answers of me's Steal (hand: the opponent's hand too) or
 * Schoolmarm: the cards in play in reach (E-40), identical copies in one
 * place once.  out holds SG_MAX_ACTIONS. */
int sg_legal_take (const SgGame *g, int me, bool hand, SgAction *out);
void sg_act_effect (SgGame *g, SgFrame *f, const SgAction *a);
void sg_push_reveal (SgGame *g, int revealer, int source_side, SgRevealPurpose purpose, SgSymbol want);

/* --- the play phase (sg-play.c) --- */
/* Where a card of type t may be played (or copied) by me now: bit per
 * character code (per side for Canteen), SG_PLAY_NO_TARGET for a card
 * played without a target; 0 when it cannot be played. */
unsigned sg_play_targets (const SgGame *g, int me, SgCardType t);
#define SG_PLAY_NO_TARGET (1u << 4)
bool sg_play_rules_agree (const SgGame *g, char *msg, size_t msg_size);
bool sg_takes_character (SgCardType t);
void sg_push_card_effect (SgGame *g, int me, SgCardType t, int target);
int sg_cards_in_reach (const SgGame *g, int me, uint8_t *out);
int sg_legal_play (const SgGame *g, SgAction *out);
SgRefusal sg_check_play (const SgGame *g, const SgAction *a);
void sg_act_play (SgGame *g, const SgAction *a);

/* --- character hooks (sg-abilities.c) --- */
int sg_ab_extra_draws (const SgGame *g, int side);
void sg_ab_second_draw (SgGame *g, int side, int card);
int sg_ab_extra_bang_plays (const SgGame *g, int side);
bool sg_ab_unlimited_bangs (const SgGame *g, int side);
int sg_ab_extra_dodge_cost (const SgGame *g, int shooter, int src, int flags);
uint32_t sg_ab_dodge_types (const SgGame *g, int side, int slot); /* extra types that dodge, bit per SgCardType */
bool sg_ab_can_play_as_colt (const SgGame *g, int side, SgCardType type);
uint32_t sg_ab_colt_types (const SgGame *g, int side); /* bit per SgCardType */
bool sg_ab_can_discard_as_colt (const SgGame *g, int side, int slot, SgCardType type);
bool sg_ab_reach_any (const SgGame *g, int side);
int sg_ab_reveal_count (const SgGame *g, int *chooser);
void sg_ab_on_token_moved (SgGame *g, int side);
void sg_ab_on_life_lost (SgGame *g, int side, int slot, SgLossCause cause, int by);
void sg_ab_on_shot_dodged (SgGame *g, int shooter, int dodger);
unsigned sg_ab_elimination_witnesses (const SgGame *g); /* bit per side */
void sg_ab_on_eliminated (SgGame *g, unsigned witnesses);
void sg_ab_on_cards_taken (SgGame *g, int victim, int victim_slot, int taker);
bool sg_ab_bell_can_absorb (const SgGame *g, int side, int slot, SgLossCause cause);
int sg_ab_looter (const SgGame *g, int side, int slot);
void sg_ab_fire (SgGame *g, int kind_arg, int side, int slot);
int sg_ab_list_activated (const SgGame *g, int side, SgAction *out, int n);
/* Whether character ch (SG_NONE: no) has an ability used by choice, as
 * against one that acts on its own when its moment comes. */
bool sg_ab_has_activated (uint8_t ch);
void sg_ab_activate (SgGame *g, int side, int slot);
void sg_step_ability (SgGame *g, SgFrame *f);  /* sg-activated.c */
int sg_legal_ability (const SgGame *g, const SgFrame *f, SgAction *out);
void sg_act_ability (SgGame *g, SgFrame *f, const SgAction *a);
bool sg_ab_has_dodge_ability (const SgGame *g, int side, int slot);

/* --- refusals --- */
SgRefusal sg_refuse (SgError code, const char *rule, const char *message);
static inline SgRefusal sg_ok (void) { return (SgRefusal) { SG_OK, NULL, NULL, SG_VIA_NONE }; }
/* A refusal whose reason is how the move would have acted (SgVia). */
SgRefusal sg_refuse_via (SgError code, const char *rule, const char *message, SgVia via);
/* A card on the opponent's back-up chosen for Steal or Schoolmarm (E-40). */
SgRefusal sg_refuse_out_of_reach (SgVia via);
/* A card of a hand chosen for Steal (via SG_VIA_STEAL) or Schoolmarm. */
SgRefusal sg_refuse_not_in_play (SgVia via);

/* Appends a unique action (identical copies once). */
int sg_add_action (const SgGame *g, SgAction *out, int n, SgActionKind kind, int side,
                   int card, int target, int as);
/* Appends an action that cannot repeat one already in the list (a kind
 * listed once, a card met once): no search.  The invariants check that
 * every listing is free of equivalent pairs (sg-invariants.c). */
static inline int
sg_push_action (SgAction *out, int n, SgActionKind kind, int side, int card, int target, int as)
{
  if (n >= SG_MAX_ACTIONS)
    return n;
  out[n] = (SgAction) { (uint8_t) kind, (uint8_t) side, (uint8_t) card, (uint8_t) target, (uint8_t) as };
  return n + 1;
}
/* Appends one action per distinct card of the hand whose type is in types
 * (bit per SgCardType, SG_ALL_TYPES for any card).  Inline: the shot
 * answers ask it for most decisions, and the call cost as much as a card. */
static inline int
sg_add_hand_actions (const SgGame *g, SgAction *out, int n, SgActionKind kind, int side, uint32_t types)
{
  /* Whether a card may be chosen depends on its type only, so skipping
   * later identical copies keeps one option per distinct card without
   * searching the list. */
  const SgPile *h = &g->hand[side];
  SgCopies met = { 0 };
  /* At most one action per card: the room left bounds the cards read,
   * once, instead of a test per card (none at all from n = 0). */
  int hn = h->n < SG_MAX_ACTIONS - n ? h->n : SG_MAX_ACTIONS - n;
  for (int i = 0; i < hn; i++)
    if ((types >> g->card[h->c[i]].type & 1u) && sg_first_copy (&met, g, h, i))
      out[n++] = (SgAction) { (uint8_t) kind, (uint8_t) side, h->c[i], SG_NONE, SG_NONE };
  return n;
}
