/* sg-play.c: the play phase (D2.2): which plays are legal, why the others
 * are not, and what a play does.  One check serves the legal-action list,
 * the refusals and the UI's highlighting.  The legal plays worth a warning
 * (they change nothing, help the opponent, hurt their player) are told by
 * sg-play-warnings.c. */
#include "sg-engine-private.h"

#include <stdio.h>

#define NO_TARGET_BIT SG_PLAY_NO_TARGET

/* How each card type is aimed: the listing switches once per type on this
 * instead of asking the card table several questions.  It restates what
 * the card table and explain_type say (kind, shot and dodge icons); the
 * invariant sg_play_rules_agree checks the two for every type and target,
 * so a wrong entry here fails the property tests and checking self-play. */
typedef enum {
  AIM_NO_TARGET,   /* played without a target (D4.2) */
  AIM_NEVER,       /* dodge cards (D5.5) */
  AIM_BANG,        /* a BANG! card's shot (D4.4, D3.7) */
  AIM_BANG_WIDE,   /* Winchester: the opponent's BC too (C-WINCHESTER.1) */
  AIM_SHOT,        /* an Action card's shot (D5.1, D3.7) */
  AIM_DUEL,        /* E-24 */
  AIM_WHISKY,      /* C-WHISKY.1 */
  AIM_CANTEEN,     /* C-CANTEEN.2, E-29 */
  AIM_SCHOOLMARM,  /* C-SCHOOLMARM.2 */
  AIM_STEAL,       /* E-40 */
  AIM_EQUIPMENT,   /* D4.3.2 */
  AIM_DYNAMITE,    /* C-DYNAMITE.1 */
  N_AIMS,
} SgAim;

static const uint8_t aim_of[SG_N_CARD_TYPES] = {
  [SG_CARD_COLT] = AIM_BANG,
  [SG_CARD_FANNING] = AIM_BANG,
  [SG_CARD_CARBINE] = AIM_BANG,
  [SG_CARD_PEACEMAKER] = AIM_BANG,
  [SG_CARD_REMINGTON] = AIM_BANG,
  [SG_CARD_SCHOFIELD] = AIM_BANG,
  [SG_CARD_SHOTGUN] = AIM_BANG,
  [SG_CARD_WINCHESTER] = AIM_BANG_WIDE,
  [SG_CARD_BEER] = AIM_NO_TARGET,
  [SG_CARD_WHISKY] = AIM_WHISKY,
  [SG_CARD_CANTEEN] = AIM_CANTEEN,
  [SG_CARD_DERRINGER] = AIM_SHOT,
  [SG_CARD_DUEL] = AIM_DUEL,
  [SG_CARD_GATLING] = AIM_NO_TARGET,
  [SG_CARD_GENERAL_STORE] = AIM_NO_TARGET,
  [SG_CARD_INDIANS] = AIM_NO_TARGET,
  [SG_CARD_KNIFE] = AIM_SHOT,
  [SG_CARD_MISSED] = AIM_NEVER,
  [SG_CARD_RETURN_FIRE] = AIM_NEVER,
  [SG_CARD_SCHOOLMARM] = AIM_SCHOOLMARM,
  [SG_CARD_STAGECOACH] = AIM_NO_TARGET,
  [SG_CARD_STEAL] = AIM_STEAL,
  [SG_CARD_BANK] = AIM_EQUIPMENT,
  [SG_CARD_BARREL] = AIM_EQUIPMENT,
  [SG_CARD_HAT] = AIM_EQUIPMENT,
  [SG_CARD_GUN_BELT] = AIM_EQUIPMENT,
  [SG_CARD_SCOPE] = AIM_EQUIPMENT,
  [SG_CARD_POCKET_WATCH] = AIM_EQUIPMENT,
  [SG_CARD_DYNAMITE] = AIM_DYNAMITE,
  [SG_CARD_RATTLESNAKE] = AIM_EQUIPMENT,
  [SG_CARD_STAMPEDE] = AIM_EQUIPMENT,
};

/* What a play check needs to know about the player's side, computed once
 * per decision rather than once per card and target.  The table bits are
 * per character code (bit side * 2 + slot) of characters alive now. */
typedef struct {
  bool reach;                /* P-JACK-RANSOME.1 */
  uint8_t alive;             /* every character that can be targeted */
  uint8_t opp_ac, opp_bc;    /* the opponent's AC, and its BC if distinct */
  uint8_t own_bc;            /* own BC (the AC when alone, D3.8) */
  uint8_t pairs;             /* bit per side with two characters in play */
  bool lone;                 /* a side with one character: reloads (D7.2) */
  uint8_t by_aim[N_AIMS];    /* targets per SgAim (see allowed_targets) */
} PlayCtx;

/* Bit per slot of one side's slots holding a character, dying or not:
 * read once, it answers sg_count_in_play's questions for the listing. */
static inline unsigned
present_slots (const SgSideState *s)
{
  return (unsigned) (s->ch[0] != SG_NONE) | (unsigned) (s->ch[1] != SG_NONE) << 1;
}

/* The present slots whose character is alive now (D3.2). */
static inline unsigned
alive_slots (const SgSideState *s, unsigned present)
{
  return present & ~((unsigned) s->dying[0] | (unsigned) s->dying[1] << 1);
}

/* Whether present slot bits hold exactly one character (sg_reload_possible). */
static inline bool
one_present (unsigned present)
{
  return present == 1u || present == 2u;
}

/* The targets of the aims that need nothing but the table (D4.2, D4.3.2,
 * C-DYNAMITE.1, E-24, C-WHISKY.1, P-JACK-RANSOME.1). */
static void
fill_table_aims (PlayCtx *cx)
{
  cx->by_aim[AIM_NO_TARGET] = NO_TARGET_BIT;
  cx->by_aim[AIM_NEVER] = 0;
  cx->by_aim[AIM_DUEL] = cx->opp_ac;
  cx->by_aim[AIM_WHISKY] = (uint8_t) (cx->alive & ~cx->opp_bc);
  cx->by_aim[AIM_EQUIPMENT] = (uint8_t) (cx->own_bc | cx->opp_ac);
  cx->by_aim[AIM_DYNAMITE] = cx->own_bc;
  if (cx->reach) /* rare: written over rather than chosen for every aim */
    {
      cx->by_aim[AIM_DUEL] = (uint8_t) (cx->opp_ac | cx->opp_bc);
      cx->by_aim[AIM_WHISKY] = cx->by_aim[AIM_EQUIPMENT] = cx->by_aim[AIM_DYNAMITE] = cx->alive;
    }
}

static void fill_state_aims (const SgGame *restrict g, PlayCtx *restrict cx, int me);

/* Fills everything from the two sides' states, every aim included: worked
 * out eagerly, the listing reads each card's targets with one load and no
 * branch (a lazily filled table cost a mispredicted test per card).  The
 * bits come per side (slot bits shifted to the side's codes) rather than
 * per character, which spares asking each character on its own. */
static inline void
fill_ctx (PlayCtx *restrict cx, const SgGame *restrict g, int me)
{
  int opp = sg_other (me);
  const SgSideState *mine = &g->side[me], *theirs = &g->side[opp];
  unsigned my_present = present_slots (mine), their_present = present_slots (theirs);
  unsigned my_slots = alive_slots (mine, my_present), their_slots = alive_slots (theirs, their_present);
  /* Two characters in play (C-CANTEEN.2, E-29, D2.2.2), one (D7.2). */
  cx->pairs = (uint8_t) ((unsigned) (my_present == 3u) << me | (unsigned) (their_present == 3u) << opp);
  cx->lone = one_present (my_present) || one_present (their_present);
  unsigned my_alive = my_slots << SG_CHAR_CODE (me, 0);
  unsigned their_alive = their_slots << SG_CHAR_CODE (opp, 0);
  /* The opponent's BC is in the slot without the AC token, when that
   * slot holds a character (D3.8): an empty slot has no bit. */
  unsigned their_ac = 1u << SG_CHAR_CODE (opp, theirs->ac);
  cx->reach = sg_ab_reach_any (g, me);
  cx->opp_ac = (uint8_t) (their_alive & their_ac);
  cx->opp_bc = (uint8_t) (their_alive & ~their_ac);
  /* Own BC: the slot without the token when both hold a character, else
   * the one that does (sg_bc), from the slot bits already read. */
  unsigned my_bc_slots = my_present == 3u ? my_slots & ~(1u << mine->ac) : my_slots;
  cx->own_bc = (uint8_t) (my_bc_slots << SG_CHAR_CODE (me, 0));
  cx->alive = (uint8_t) (my_alive | their_alive);
  fill_table_aims (cx);
  fill_state_aims (g, cx, me);
}

static void
play_ctx_init (PlayCtx *restrict cx, const SgGame *restrict g, int me)
{
  /* With the side a constant, each read of the sides sits at a fixed
   * place and each bit at a fixed shift. */
  if (me == SG_LAW)
    fill_ctx (cx, g, SG_LAW);
  else
    fill_ctx (cx, g, SG_OUTLAW);
}

/* C-SCOPE.1: a Scope on the player's AC. */
static bool
has_scope (const SgGame *g, int me)
{
  return sg_equip_active (g, me, sg_ac (g, me), SG_CARD_SCOPE);
}

static SgRefusal
refuse_target (SgError code, const char *rule, const char *message)
{
  return sg_refuse (code, rule, message);
}

static bool
hand_has (const SgGame *g, int side, uint8_t card)
{
  return card < g->n_cards && sg_pile_find (&g->hand[side], card) >= 0;
}

/* Cards that take a character as target, and which characters. */
static bool
is_aimed_shot (SgCardType t)
{
  return sg_card_is_shot (t) && t != SG_CARD_GATLING;
}

static SgRefusal
check_shot_target (const SgGame *g, PlayCtx *cx, int me, SgCardType t, int tside, int tslot)
{
  int opp = sg_other (me);
  bool bang = sg_card_kind (t) == SG_KIND_BANG;
  if (cx->reach)
    return sg_ok (); /* P-JACK-RANSOME.1, E-41 */
  if (tside == me)
    return refuse_target (SG_ERR_SHOT_TARGET, bang ? "D4.4" : "D5.1",
                          "shots are aimed at the opponent's characters");
  if (sg_is_ac (g, opp, tslot))
    return sg_ok ();
  if (t == SG_CARD_WINCHESTER || has_scope (g, me))
    return sg_ok (); /* C-SCOPE.1, C-WINCHESTER.1 */
  return refuse_target (SG_ERR_OPPONENT_BACKUP, "D3.7",
                        "the opponent's back-up can only be shot with a Winchester or with a Scope "
                        "on your active character");
}

static SgRefusal
check_char_target (const SgGame *g, PlayCtx *cx, int me, SgCardType t, int target)
{
  int opp = sg_other (me);
  if (target == SG_NONE || target > 3)
    return refuse_target (SG_ERR_NEEDS_TARGET, sg_card_rule_clause (t), "choose a character for this card");
  int tside = SG_CODE_SIDE (target), tslot = SG_CODE_SLOT (target);
  if (!sg_alive (g, tside, tslot))
    return refuse_target (SG_ERR_NEEDS_TARGET, "D11.1", "there is no character there");
  if (is_aimed_shot (t))
    return check_shot_target (g, cx, me, t, tside, tslot);
  bool reach = cx->reach;
  bool opp_bc = tside == opp && !sg_is_ac (g, opp, tslot);
  if (sg_card_kind (t) == SG_KIND_EQUIPMENT)
    {
      if (reach)
        return sg_ok ();
      if (t == SG_CARD_DYNAMITE)
        return tside == me && sg_is_bc (g, me, tslot)
                 ? sg_ok ()
                 : refuse_target (SG_ERR_DYNAMITE_TARGET, "C-DYNAMITE.1", "Dynamite goes only on your own back-up");
      if ((tside == me && sg_is_bc (g, me, tslot)) || (tside == opp && sg_is_ac (g, opp, tslot)))
        return sg_ok ();
      return refuse_target (SG_ERR_EQUIP_TARGET, "D4.3.2",
                            "equipment goes on your own back-up or on the opponent's active character");
    }
  if (t == SG_CARD_DUEL)
    {
      if (tside == opp && (sg_is_ac (g, opp, tslot) || reach))
        return sg_ok ();
      return refuse_target (SG_ERR_ACTION_TARGET, "E-24", "a Duel is fought against the opponent's active character");
    }
  /* Whisky: any character but the opponent's BC (D4.2, C-WHISKY.1). */
  if (opp_bc && !reach)
    return refuse_target (SG_ERR_OPPONENT_BACKUP, "C-WHISKY.1", "Whisky cannot be given to the opponent's back-up");
  return sg_ok ();
}

bool
sg_takes_character (SgCardType t)
{
  return is_aimed_shot (t) || t == SG_CARD_DUEL || t == SG_CARD_WHISKY || sg_card_kind (t) == SG_KIND_EQUIPMENT;
}

/* Whether the equipment on side s, slot may be taken by me's Steal or
 * Schoolmarm (C-STEAL.1, E-40): not from the opponent's BC, unless Jack
 * Ransome reaches it. */
static inline bool
slot_in_reach (const SgGame *g, int me, int s, int slot, bool reach)
{
  return g->side[s].ch[slot] != SG_NONE && (s == me || sg_is_ac (g, s, slot) || reach);
}

/* Cards in play that Steal or Schoolmarm may reach. */
int
sg_cards_in_reach (const SgGame *g, int me, uint8_t *out)
{
  int n = 0;
  bool reach = sg_ab_reach_any (g, me);
  for (int s = 0; s < 2; s++)
    for (int slot = 0; slot < 2; slot++)
      if (slot_in_reach (g, me, s, slot, reach))
        {
          const SgEquip *e = &g->side[s].equip[slot];
          for (int i = 0; i < e->n; i++)
            out[n++] = e->c[i];
        }
  return n;
}

/* Whether sg_cards_in_reach would find a card, without the list. */
static bool
any_card_in_reach (const SgGame *g, const PlayCtx *cx, int me)
{
  for (int s = 0; s < 2; s++)
    for (int slot = 0; slot < 2; slot++)
      if (g->side[s].equip[slot].n > 0 && slot_in_reach (g, me, s, slot, cx->reach)) /* cheaper test first */
        return true;
  return false;
}

static SgRefusal
check_untargeted (const SgGame *g, const PlayCtx *cx, int me, SgCardType t, int target)
{
  if (t == SG_CARD_CANTEEN)
    {
      if (target > 1)
        return refuse_target (SG_ERR_CANTEEN_TARGET, "C-CANTEEN.1", "Canteen names a side: law or outlaw");
      if (sg_count_in_play (g, target) < 2)
        return refuse_target (SG_ERR_CANTEEN_TARGET, target == me ? "E-29" : "C-CANTEEN.2",
                              "Canteen cannot swap a side that has one character");
      return sg_ok ();
    }
  if (target != SG_NONE)
    return refuse_target (SG_ERR_NO_TARGET_TAKEN, sg_card_rule_clause (t), "this card takes no target");
  uint8_t reach[4 * SG_MAX_EQUIP];
  if (t == SG_CARD_SCHOOLMARM && sg_cards_in_reach (g, me, reach) == 0)
    return refuse_target (SG_ERR_NOTHING_TO_TAKE, "C-SCHOOLMARM.2", "there is no card in play to take");
  if (t == SG_CARD_STEAL && sg_cards_in_reach (g, me, reach) == 0 && g->hand[sg_other (me)].n == 0)
    return refuse_target (SG_ERR_NOTHING_TO_TAKE, "E-40", "the opponent has no card in hand and nothing in play can be taken");
  return sg_ok ();
}

/* Why a card of type t may not be played at target now: the reasons only,
 * read when allowed_targets has already said no. */
static SgRefusal
explain_type (const SgGame *g, PlayCtx *cx, int me, SgCardType t, int target)
{
  if (sg_card_is_dodge (t))
    return sg_refuse (SG_ERR_DODGE_ONLY, sg_card_rule_clause (t), "a dodge card is played only to answer a shot");
  if (sg_card_kind (t) == SG_KIND_BANG && !sg_bang_allowed (g, me))
    return sg_refuse (SG_ERR_BANG_LIMIT, "D4.4", "you have already played your BANG! card this turn");
  if (sg_takes_character (t))
    return check_char_target (g, cx, me, t, target);
  return check_untargeted (g, cx, me, t, target);
}

/* The targets of the aims that need more than the table: the BANG! limit
 * (E-10), the Scope (C-SCOPE.1, C-WINCHESTER.1, D3.7), the sides with two
 * characters (C-CANTEEN.2, E-29), cards to take (C-SCHOOLMARM.2, E-40). */
static void
fill_state_aims (const SgGame *restrict g, PlayCtx *restrict cx, int me)
{
  uint8_t shot = cx->alive, wide = cx->alive;
  if (!cx->reach)
    {
      bool scope = cx->opp_bc && has_scope (g, me);
      shot = (uint8_t) (cx->opp_ac | (scope ? cx->opp_bc : 0));
      wide = (uint8_t) (cx->opp_ac | cx->opp_bc);
    }
  bool bang_ok = g->bangs == 0 || sg_bang_allowed (g, me); /* its first test, without the call */
  bool in_reach = any_card_in_reach (g, cx, me);
  cx->by_aim[AIM_SHOT] = shot;
  cx->by_aim[AIM_BANG] = bang_ok ? shot : 0;
  cx->by_aim[AIM_BANG_WIDE] = bang_ok ? wide : 0;
  cx->by_aim[AIM_CANTEEN] = cx->pairs;
  cx->by_aim[AIM_SCHOOLMARM] = in_reach ? NO_TARGET_BIT : 0;
  cx->by_aim[AIM_STEAL] = in_reach || g->hand[sg_other (me)].n > 0 ? NO_TARGET_BIT : 0;
}

/* Where a card of type t may be played now: bit per character code, per
 * side for Canteen, NO_TARGET_BIT for a card without target; 0 when it
 * cannot be played.  This is the legality of card plays (the listing, the
 * checks and the abilities all ask it); explain_type gives the reason for
 * a missing bit.  Read inline: most aims are filled in with the context. */
static inline uint8_t
allowed_targets (const PlayCtx *cx, SgCardType t)
{
  return cx->by_aim[aim_of[t]];
}

static unsigned
target_bit (int target)
{
  if (target == SG_NONE)
    return NO_TARGET_BIT;
  return target <= 3 ? 1u << target : 0;
}

static SgRefusal
check_type (const SgGame *g, PlayCtx *cx, int me, SgCardType t, int target)
{
  if (allowed_targets (cx, t) & target_bit (target))
    return sg_ok ();
  SgRefusal r = explain_type (g, cx, me, t, target);
  if (r.code == SG_OK) /* cannot happen: the invariants check they agree */
    r = sg_refuse (SG_ERR_NOT_AN_OPTION, sg_card_rule_clause (t), "that card cannot be played there now");
  return r;
}

/* An invariant: for every card type and target, allowed_targets and the
 * reasons of explain_type tell the same story (sg-invariants.c). */
bool
sg_play_rules_agree (const SgGame *g, char *msg, size_t msg_size)
{
  int me = g->turn;
  PlayCtx cx;
  play_ctx_init (&cx, g, me);
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    for (int target = -1; target < 4; target++)
      {
        int tg = target < 0 ? SG_NONE : target;
        bool allowed = (allowed_targets (&cx, (SgCardType) t) & target_bit (tg)) != 0;
        PlayCtx fresh;
        play_ctx_init (&fresh, g, me);
        bool explained_ok = explain_type (g, &fresh, me, (SgCardType) t, tg).code == SG_OK;
        if (allowed != explained_ok)
          {
            snprintf (msg, msg_size, "play rules disagree for %s at target %d: allowed %d, reasons say %d",
                      sg_card_table[t].name, tg, allowed, explained_ok);
            return false;
          }
      }
  return true;
}

unsigned
sg_play_targets (const SgGame *g, int me, SgCardType t)
{
  PlayCtx cx;
  play_ctx_init (&cx, g, me);
  return allowed_targets (&cx, t);
}

/* A refusal of the card played as a Colt (C-COLT.2): its reason is the
 * Colt's (the BANG! limit, D4.4), which the card's own words would hide. */
static SgRefusal
as_colt (SgRefusal r)
{
  if (r.code != SG_OK)
    r.via = SG_VIA_AS_COLT;
  return r;
}

/* The play of one card from hand: the listing asks check_type directly. */
static SgRefusal
check_card_play (const SgGame *g, const SgAction *a)
{
  int me = a->side;
  if (!hand_has (g, me, a->card))
    return sg_refuse (SG_ERR_NOT_IN_HAND, "D2.2.1", "that card is not in your hand");
  SgCardType own = sg_type (g, a->card);
  if (a->as != SG_NONE && (a->as != SG_CARD_COLT || !sg_ab_can_play_as_colt (g, me, own)))
    return sg_refuse (SG_ERR_CANNOT_PLAY_AS, "C-COLT.2", "only Annie Oakey and Toco Ramirez turn cards into a Colt");
  PlayCtx cx;
  play_ctx_init (&cx, g, me);
  if (a->as != SG_NONE)
    return as_colt (check_type (g, &cx, me, SG_CARD_COLT, a->target));
  SgRefusal r = check_type (g, &cx, me, own, a->target);
  /* A dodge card is never played as itself (D5.5): when the ability that
   * plays it as a Colt is there, why the Colt is refused is the answer. */
  if (r.code != SG_OK && sg_card_is_dodge (own) && sg_ab_can_play_as_colt (g, me, own))
    {
      SgRefusal colt = check_type (g, &cx, me, SG_CARD_COLT, a->target);
      if (colt.code != SG_OK)
        return as_colt (colt);
    }
  return r;
}

/* --- taking a card in play in one gesture ------------------------------ */

/* The play phase: the hand card `with` played, then `card` chosen. */
static SgRefusal
check_play_take (const SgGame *g, int me, uint8_t with, uint8_t card)
{
  SgAction play = { SG_ACT_PLAY, (uint8_t) me, with, SG_NONE, SG_NONE };
  int s, slot;
  if (with == SG_NONE)
    return sg_refuse (SG_ERR_WRONG_DECISION, "D2.2.1", "nothing is being answered now: it is your play phase");
  if (!hand_has (g, me, with))
    return sg_game_check (g, &play);
  SgCardType t = sg_type (g, with);
  if (t != SG_CARD_STEAL && t != SG_CARD_SCHOOLMARM)
    return sg_refuse (SG_ERR_NOT_ON_CARD, sg_card_rule_clause (t), "this card is not played on a card in play");
  SgVia via = t == SG_CARD_STEAL ? SG_VIA_STEAL : SG_VIA_SCHOOLMARM;
  if (card >= g->n_cards || !sg_game_find_in_play (g, card, &s, &slot))
    return sg_refuse_not_in_play (via);
  /* C-STEAL.1, C-SCHOOLMARM.1: not the opponent's BC, but for Jack
   * Ransome (E-40). */
  if (!slot_in_reach (g, me, s, slot, sg_ab_reach_any (g, me)))
    return sg_refuse_out_of_reach (via);
  /* In reach, the card is among the answers the play leads to. */
  return sg_game_check (g, &play);
}

SgRefusal
sg_game_check_take (const SgGame *g, SgSide side, uint8_t with, uint8_t card)
{
  SgAction choose = { SG_ACT_CHOOSE_CARD, (uint8_t) side, card, SG_NONE, SG_NONE };
  /* Another question, or another player's: choosing the card answers it,
   * or the engine says why not. */
  if (g->phase == SG_PHASE_OVER || side != g->decider || g->decision != SG_DEC_PLAY)
    return sg_game_check (g, &choose);
  return check_play_take (g, side, with, card);
}

static SgRefusal
check_reload (const SgGame *g, const SgAction *a)
{
  int me = a->side;
  if (!sg_reload_possible (g))
    return sg_refuse (SG_ERR_RELOAD_CONDITION, "D7.2", "reloading starts once a player is down to one character");
  if (a->card >= g->n_cards || !sg_card_is_reload (sg_type (g, a->card)))
    return sg_refuse (SG_ERR_NOT_RELOADABLE, "D7.1", "only cards with the reload icon can be reloaded");
  if (hand_has (g, me, a->card))
    return sg_ok ();
  int s, slot;
  if (sg_find_in_play (g, a->card, &s, &slot) && s == me)
    return sg_is_ac (g, me, slot) ? sg_ok ()
                                 : sg_refuse (SG_ERR_RELOAD_BACKUP, "D7.3", "equipment on your back-up cannot be reloaded");
  return sg_refuse (SG_ERR_NOT_IN_HAND, "D7.3", "reload a card from your hand or from your active character");
}

SgRefusal
sg_check_play (const SgGame *g, const SgAction *a)
{
  switch ((SgActionKind) a->kind)
    {
    case SG_ACT_PLAY:
      return check_card_play (g, a);
    case SG_ACT_SWITCH:
      if (sg_count_in_play (g, a->side) < 2)
        return sg_refuse (SG_ERR_SWITCH_ALONE, "D3.8", "a lone character cannot swap places");
      if (g->switched)
        return sg_refuse (SG_ERR_SWITCH_USED, "D2.2.2", "the active token can be moved only once a turn");
      return sg_ok ();
    case SG_ACT_RELOAD:
      return check_reload (g, a);
    case SG_ACT_END:
      return sg_ok ();
    case SG_ACT_ABILITY:
      {
        SgAction acts[4];
        int n = sg_ab_list_activated (g, a->side, acts, 0);
        for (int i = 0; i < n; i++)
          if (acts[i].target == a->target)
            return sg_ok ();
        /* An empty slot has no character (SG_NONE): no bit of g->used. */
        uint8_t ch = a->target <= 3 ? g->side[SG_CODE_SIDE (a->target)].ch[SG_CODE_SLOT (a->target)] : SG_NONE;
        if (ch < 32 && (g->used >> ch & 1u))
          return sg_refuse (SG_ERR_NO_ABILITY, "E-33", "that ability was already used this turn");
        if (ch >= SG_N_CHARACTERS)
          return sg_refuse (SG_ERR_NO_ABILITY, "D3.3", "no ability of that character can be used now");
        /* Pat Garret's or Jango's ability is nothing to press: its own
         * clause says when it acts. */
        if (!sg_ab_has_activated (ch))
          return sg_refuse (SG_ERR_NO_ABILITY, sg_char_rule_clause ((SgCharId) ch),
                            "that character's ability acts on its own when its moment comes");
        if (SG_CODE_SLOT (a->target) != sg_ac (g, SG_CODE_SIDE (a->target)) && !sg_char_data ((SgCharId) ch)->always_active)
          return sg_refuse (SG_ERR_NO_ABILITY, "D3.3", "only the active character's ability can be used");
        /* Babe Leroy with cards in hand, Cattle Katie without equipment:
         * her own clause says what it needs. */
        return sg_refuse (SG_ERR_ABILITY_NOT_NOW, sg_char_rule_clause ((SgCharId) ch),
                          "what that ability needs is missing now");
      }
    default:
      return sg_refuse (SG_ERR_WRONG_DECISION, "D2.2.1", "nothing is being answered now: it is your play phase");
    }
}

/* --- listing ----------------------------------------------------------- */

/* The target of the lowest bit of an allowed_targets mask. */
static inline uint8_t
lowest_target (unsigned m)
{
  unsigned bit = (unsigned) __builtin_ctz (m);
  return bit == 4 ? SG_NONE : (uint8_t) bit;
}

/* One play of card (as type as, or SG_NONE) per target in m.  Distinct
 * cards and distinct targets give distinct actions: no need to search the
 * list for duplicates. */
static inline int
list_card_plays (SgAction *out, int n, int me, uint8_t card, uint8_t as, unsigned m)
{
  if (m == 0 || n >= SG_MAX_ACTIONS)
    return n;
  /* The first target out of the loop: most cards have one or none. */
  SgAction a = { SG_ACT_PLAY, (uint8_t) me, card, lowest_target (m), as };
  out[n++] = a;
  m &= m - 1;
  if (m == 0)
    return n;
  for (; m != 0 && n < SG_MAX_ACTIONS; m &= m - 1)
    {
      a.target = lowest_target (m);
      out[n++] = a;
    }
  return n;
}

/* The plays of the cards in hand, one per distinct card, with the Colts
 * of colt_types (at colt_targets) and the reloads when reload is on. */
static inline int
list_hand_with (const SgGame *g, const PlayCtx *cx, int me, SgAction *out, int n, uint32_t colt_types,
                unsigned colt_targets, bool reload)
{
  const SgPile *h = &g->hand[me];
  SgCopies met = { 0 };
  for (int i = 0, hn = h->n; i < hn; i++)
    {
      uint8_t c = h->c[i];
      SgCardType t = sg_type (g, c);
      if (!sg_first_copy (&met, g, h, i))
        continue; /* identical copies are one option */
      n = list_card_plays (out, n, me, c, SG_NONE, allowed_targets (cx, t));
      if (colt_types >> t & 1u)
        n = list_card_plays (out, n, me, c, SG_CARD_COLT, colt_targets);
      if (reload && sg_card_is_reload (t))
        n = sg_push_action (out, n, SG_ACT_RELOAD, me, c, SG_NONE, SG_NONE);
    }
  return n;
}

/* list_hand_with without Colts and reloads, the common case: a card that
 * cannot be played is passed over before the copy test, since its copies
 * cannot be played either (the types met are then the playable ones). */
static inline int
list_hand_plays (const SgGame *g, const PlayCtx *cx, int me, SgAction *out, int n)
{
  const SgPile *h = &g->hand[me];
  SgCopies met = { 0 };
  for (int i = 0, hn = h->n; i < hn; i++)
    {
      uint8_t c = h->c[i];
      unsigned m = allowed_targets (cx, sg_type (g, c));
      if (m != 0 && sg_first_copy (&met, g, h, i))
        n = list_card_plays (out, n, me, c, SG_NONE, m);
    }
  return n;
}

/* The plays and reloads of the cards in hand. */
static int
list_hand (const SgGame *g, const PlayCtx *cx, int me, bool reload, SgAction *out, int n)
{
  /* Annie Oakey's and Toco Ramirez's Colts (C-COLT.2); none while a Colt
   * could not be played anyway. */
  unsigned colt_targets = allowed_targets (cx, SG_CARD_COLT);
  uint32_t colt_types = colt_targets ? sg_ab_colt_types (g, me) : 0;
  /* Most decisions have neither: a loop of their own, without the tests. */
  if (colt_types == 0 && !reload)
    return list_hand_plays (g, cx, me, out, n);
  return list_hand_with (g, cx, me, out, n, colt_types, colt_targets, reload);
}

/* Kept out of sg_game_legal_actions, where it would be inlined: on its own
 * it takes the context in instead (fewer instructions, as measured). */
__attribute__ ((noinline)) int
sg_legal_play (const SgGame *g, SgAction *out)
{
  int me = g->turn;
  PlayCtx cx;
  play_ctx_init (&cx, g, me);
  bool reload = cx.lone; /* sg_reload_possible, from the slots already read */
  int n = list_hand (g, &cx, me, reload, out, 0);
  if (reload)
    {
      const SgEquip *e = &g->side[me].equip[sg_ac (g, me)];
      for (int i = 0; i < e->n; i++)
        if (sg_card_is_reload (sg_type (g, e->c[i]))) /* on the AC, so unlike any card in hand */
          n = sg_push_action (out, n, SG_ACT_RELOAD, me, e->c[i], SG_NONE, SG_NONE);
    }
  n = sg_ab_list_activated (g, me, out, n);
  if (!g->switched && (cx.pairs >> me & 1u) && n < SG_MAX_ACTIONS)
    out[n++] = (SgAction) { SG_ACT_SWITCH, (uint8_t) me, SG_NONE, SG_NONE, SG_NONE };
  if (n < SG_MAX_ACTIONS)
    out[n++] = (SgAction) { SG_ACT_END, (uint8_t) me, SG_NONE, SG_NONE, SG_NONE };
  return n;
}

/* --- doing ------------------------------------------------------------- */

/* The life Whisky sets: 3, or a smaller maximum (E-12a). */
int
sg_whisky_life (const SgGame *g, int tside, int tslot)
{
  int max = sg_max_life (g, tside, tslot);
  return max < 3 ? max : 3;
}


static void
play_whisky (SgGame *g, int me, int tside, int tslot)
{
  int want = sg_whisky_life (g, tside, tslot);
  int life = g->side[tside].life[tslot];
  if (life < want)
    sg_heal (g, tside, tslot, want - life, "C-WHISKY.1");
  else if (life > want)
    sg_push_loss (g, tside, tslot, life - want, LOSS_WHISKY, me); /* E-12b */
  else
    sg_emit (g, SG_EV_NO_EFFECT, me, SG_NONE, SG_NONE, tside, g->side[tside].ch[tslot], 0, "C-WHISKY.2");
}

/* C-BEER.1 heals each character; C-BEER.2 stops at its maximum. */
static const char *
beer_rule (const SgGame *g, int side, int slot)
{
  return g->side[side].life[slot] >= sg_max_life (g, side, slot) ? "C-BEER.2" : "C-BEER.1";
}

void
sg_push_card_effect (SgGame *g, int me, SgCardType t, int target)
{
  int tside = target == SG_NONE ? SG_NONE : SG_CODE_SIDE (target);
  int tslot = target == SG_NONE ? SG_NONE : SG_CODE_SLOT (target);
  SgFrame *f;
  sg_push (g, F_RESOLVE);
  switch (t)
    {
    case SG_CARD_FANNING:
    case SG_CARD_GATLING:
    case SG_CARD_INDIANS:
    case SG_CARD_DUEL:
    case SG_CARD_GENERAL_STORE:
    case SG_CARD_STAGECOACH:
    case SG_CARD_STEAL:
    case SG_CARD_SCHOOLMARM:
      f = sg_push (g, t == SG_CARD_FANNING ? F_FANNING
                    : t == SG_CARD_GATLING ? F_GATLING
                    : t == SG_CARD_INDIANS ? F_INDIANS
                    : t == SG_CARD_DUEL ? F_DUEL
                    : t == SG_CARD_GENERAL_STORE ? F_GENERAL_STORE
                    : t == SG_CARD_STAGECOACH ? F_STAGECOACH
                    : t == SG_CARD_STEAL ? F_STEAL
                                         : F_SCHOOLMARM);
      f->side = (uint8_t) me;
      f->aside = (uint8_t) me;
      f->aslot = sg_ac (g, me);
      f->tside = (uint8_t) tside;
      f->tslot = (uint8_t) tslot;
      f->src = (uint8_t) t;
      break;
    case SG_CARD_BEER:
      if (sg_count_in_play (g, me) == 2)
        {
          sg_heal (g, me, sg_ac (g, me), 1, beer_rule (g, me, sg_ac (g, me)));
          sg_heal (g, me, sg_bc (g, me), 1, beer_rule (g, me, sg_bc (g, me)));
        }
      else
        sg_heal (g, me, sg_ac (g, me), 1, "C-BEER.2"); /* only the lone character */
      break;
    case SG_CARD_WHISKY:
      play_whisky (g, me, tside, tslot);
      break;
    case SG_CARD_CANTEEN:
      sg_move_token (g, target, "C-CANTEEN.1");
      break;
    default: /* one aimed shot (D5.2) */
      sg_push_shot (g, me, sg_ac (g, me), tside, tslot, t,
                    (sg_card_kind (t) == SG_KIND_BANG ? SHOT_BANG : 0)
                      | (t == SG_CARD_DERRINGER ? SHOT_ANY_CARD : 0));
      break;
    }
}

/* P-JACK-RANSOME.1: whether only his reach makes the target legal.  Asked
 * before the play counts its BANG! (E-10): the limit is not his business,
 * and every mask is worked out again without him (a shot's as well as the
 * table's: it used to keep the shots' masks made with his reach, and the
 * BANG! just counted made every BANG! card look like his doing). */
static bool
needs_reach (const SgGame *g, int me, SgCardType t, int target)
{
  if (!sg_ab_reach_any (g, me))
    return false;
  PlayCtx cx;
  play_ctx_init (&cx, g, me);
  cx.reach = false;
  fill_table_aims (&cx);
  fill_state_aims (g, &cx, me);
  return check_type (g, &cx, me, t, target).code != SG_OK;
}

/* C-SCOPE.1: whether the Scope on the player's AC is what lets this shot
 * reach the opponent's BC.  A Winchester needs none (C-WINCHESTER.1, which
 * its play cites); with Jack Ransome as well, the Scope is told and his
 * reach is not (needs_reach: the play is legal without it). */
static bool
needs_scope (const SgGame *g, int me, SgCardType t, int target)
{
  int opp = sg_other (me);
  return is_aimed_shot (t) && t != SG_CARD_WINCHESTER && target <= 3 && SG_CODE_SIDE (target) == opp
         && !sg_is_ac (g, opp, SG_CODE_SLOT (target)) && has_scope (g, me);
}

/* The Scope that lets the play just told reach the opponent's BC. */
static void
emit_scope (SgGame *g, int me, int target)
{
  int ac = sg_ac (g, me), tside = SG_CODE_SIDE (target);
  uint8_t scope = g->side[me].equip[ac].c[sg_find_equip (g, me, ac, SG_CARD_SCOPE)];
  sg_emit_event (g, SG_EV_EQUIP_REACH, me, g->side[me].ch[ac], scope, tside,
                 g->side[tside].ch[SG_CODE_SLOT (target)], 0, "C-SCOPE.1");
}

/* The play event: its target and rule are worked out only for an observer
 * (self-play and the bots have none). */
static void
emit_play (SgGame *g, const SgAction *a, SgCardType t)
{
  int me = a->side;
  int tch = sg_takes_character (t) && a->target <= 3
              ? g->side[SG_CODE_SIDE (a->target)].ch[SG_CODE_SLOT (a->target)]
              : SG_NONE;
  int tside = a->target == SG_NONE ? SG_NONE : (t == SG_CARD_CANTEEN ? a->target : SG_CODE_SIDE (a->target));
  sg_emit_event (g, SG_EV_PLAY, me, g->side[me].ch[sg_ac (g, me)], a->card, tside, tch, a->as == SG_NONE ? 0 : 1,
                 a->as == SG_NONE ? sg_card_rule_clause (t)
                 : g->side[me].ch[sg_ac (g, me)] == SG_CHAR_ANNIE_OAKEY ? "P-ANNIE-OAKEY.2"
                                                                      : "P-TOCO-RAMIREZ.1");
}

static void
act_card_play (SgGame *g, const SgAction *a)
{
  int me = a->side;
  SgCardType t = a->as != SG_NONE ? (SgCardType) a->as : sg_type (g, a->card);
  bool reach = sg_observed (g) && needs_reach (g, me, t, a->target); /* only told */
  bool scope = sg_observed (g) && needs_scope (g, me, t, a->target);
  sg_hand_remove (g, me, a->card);
  if (sg_observed (g))
    emit_play (g, a, t);
  if (sg_card_kind (t) == SG_KIND_BANG)
    sg_count_bang (g, me);
  if (reach)
    sg_emit (g, SG_EV_ABILITY, me, SG_CHAR_JACK_RANSOME, SG_NONE, SG_NONE, SG_NONE, 0, "P-JACK-RANSOME.1");
  if (scope)
    emit_scope (g, me, a->target);
  if (sg_card_kind (t) == SG_KIND_EQUIPMENT)
    {
      sg_equip_put (g, SG_CODE_SIDE (a->target), SG_CODE_SLOT (a->target), a->card,
                    t == SG_CARD_DYNAMITE ? "C-DYNAMITE.1" : "D4.3.1");
      return;
    }
  /* D4.4: a BANG! card goes to the discard pile like an Action card. */
  sg_discard (g, a->card, sg_card_kind (t) == SG_KIND_BANG ? "D4.4" : "D4.2");
  sg_push_card_effect (g, me, t, a->target);
}

static void
act_reload (SgGame *g, const SgAction *a)
{
  int me = a->side, s, slot;
  if (sg_find_in_play (g, a->card, &s, &slot))
    sg_equip_remove (g, s, slot, a->card);
  else
    sg_hand_remove (g, me, a->card);
  sg_emit (g, SG_EV_RELOAD, me, SG_NONE, a->card, SG_NONE, SG_NONE, 0, "D7.1");
  sg_discard (g, a->card, "D7.1");
  g->top_reloaded = 1;
  sg_draw (g, me, "D7.1");
}

/* D2.2.2.  The stack is empty in the play phase, so a trigger the move
 * queues (Pocket Watch, the token hooks) gets depth 0 with or without an
 * F_RESOLVE boundary below it: the boundary is pushed only when a trigger
 * waits, which spares run() a frame that would just go. */
static void
act_switch (SgGame *g, int me)
{
  g->switched = 1;
  sg_move_token (g, me, "D2.2.2");
  if (g->n_triggers > 0)
    sg_push (g, F_RESOLVE);
}

void
sg_act_play (SgGame *g, const SgAction *a)
{
  int me = a->side;
  switch ((SgActionKind) a->kind)
    {
    case SG_ACT_PLAY:
      act_card_play (g, a);
      break;
    case SG_ACT_SWITCH:
      act_switch (g, me);
      break;
    case SG_ACT_RELOAD:
      act_reload (g, a);
      break;
    case SG_ACT_ABILITY:
      sg_ab_activate (g, me, SG_CODE_SLOT (a->target));
      break;
    case SG_ACT_END:
      sg_start_discard_phase (g, me);
      break;
    default:
      break;
    }
}
