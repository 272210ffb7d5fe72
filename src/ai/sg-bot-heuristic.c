/* sg-bot-heuristic.c: one score per legal action, by decision kind.
 *
 * Scores are in the units of sg-eval.c (a card ~5, a life point 8-30).  A
 * play is worth its effect minus what spending the card costs, so a dodge
 * card is kept for the opponent's turn and equipment is played; ending the
 * play phase scores 0, so only plays that gain something are made.
 * Everything read here is public or the decider's own: the opponent's hand
 * is only counted, never looked at.
 */
#include "sg-bot-heuristic.h"

#include "sg-eval.h"

typedef struct {
  const SgGame *g;
  SgDecisionAbout about; /* what the decision is about (sg_game_decision_about) */
  int me, opp;
  int hand_n;         /* cards in my hand */
  int limit;          /* my hand limit if the turn ended now */
  int my_shots;       /* shot cards in my hand */
  int my_bangs;       /* BANG! cards in my hand */
  int my_dodges;      /* dodge cards in my hand */
  bool bang_ok;       /* one more BANG! may be played this turn (E-10) */
  bool can_shoot;     /* a shot card I could still play this turn */
  int opp_hand;       /* cards in the opponent's hand (their backs only) */
} Ctx;

/* The side and slot of the character the decision is about; SG_NONE (which
 * hit_cost and alive read as nobody) when there is none. */
static int
about_side (const Ctx *c)
{
  return c->about.target == SG_NONE ? SG_NONE : SG_CODE_SIDE (c->about.target);
}

static int
about_slot (const Ctx *c)
{
  return c->about.target == SG_NONE ? SG_NONE : SG_CODE_SLOT (c->about.target);
}

/* --- the table --------------------------------------------------------- */

static bool
alive (const SgGame *g, int side, int slot)
{
  return slot < 2 && g->side[side].ch[slot] != SG_NONE && !g->side[side].dying[slot];
}

static int
ac_slot (const SgGame *g, int side)
{
  return g->side[side].ac;
}

/* The other character of a side, or -1 when it has only one. */
static int
bc_slot (const SgGame *g, int side)
{
  int other = 1 - g->side[side].ac;
  return alive (g, side, other) ? other : -1;
}

static int
life_of (const SgGame *g, int side, int slot)
{
  return g->side[side].life[slot];
}

static int
max_life (const SgGame *g, int side, int slot)
{
  return sg_char_data ((SgCharId) g->side[side].ch[slot])->life;
}

static SgCardType
type_of (const SgGame *g, uint8_t id)
{
  return (SgCardType) g->card[id].type;
}

static bool
has_equip (const SgGame *g, int side, int slot, SgCardType t)
{
  const SgEquip *e = &g->side[side].equip[slot];
  for (int i = 0; i < e->n; i++)
    if (g->card[e->c[i]].type == t)
      return true;
  return false;
}

static bool
in_hand (const SgGame *g, int side, uint8_t id)
{
  const SgPile *h = &g->hand[side];
  for (int i = 0; i < h->n; i++)
    if (h->c[i] == id)
      return true;
  return false;
}

/* Whether the AC of side is ch with its ability working. */
static bool
ac_is (const SgGame *g, int side, SgCharId ch)
{
  int a = ac_slot (g, side);
  return alive (g, side, a) && g->side[side].ch[a] == ch;
}

static bool
any_wounded (const SgGame *g, int side)
{
  for (int k = 0; k < 2; k++)
    if (alive (g, side, k) && life_of (g, side, k) < max_life (g, side, k))
      return true;
  return false;
}

static int
limit_for (int life)
{
  return life == 1 ? 2 : life;
}

/* Whether side may play one more BANG! this turn (E-10): the first always;
 * any number with a Gun Belt on the AC or West Harding as the AC
 * (C-GUN-BELT.1, P-WEST-HARDING.1); a second with The Stranger in play,
 * back-up or not (P-THE-STRANGER.1, D3.4). */
static bool
bang_allowed (const SgGame *g, int side)
{
  int a = ac_slot (g, side);
  if (g->bangs == 0 || has_equip (g, side, a, SG_CARD_GUN_BELT) || ac_is (g, side, SG_CHAR_WEST_HARDING))
    return true;
  for (int k = 0; k < 2; k++)
    if (alive (g, side, k) && g->side[side].ch[k] == SG_CHAR_THE_STRANGER)
      return g->bangs < 2;
  return false;
}

static void
ctx_init (Ctx *c, const SgGame *g)
{
  c->g = g;
  sg_game_decision_about (g, &c->about);
  c->me = sg_game_decider (g);
  c->opp = c->me ^ 1;
  c->hand_n = g->hand[c->me].n;
  c->opp_hand = g->hand[c->opp].n;
  int a = ac_slot (g, c->me);
  c->limit = alive (g, c->me, a) ? limit_for (life_of (g, c->me, a)) : 0;
  c->my_shots = c->my_bangs = c->my_dodges = 0;
  c->bang_ok = bang_allowed (g, c->me);
  c->can_shoot = false;
  for (int i = 0; i < c->hand_n; i++)
    {
      SgCardType t = type_of (g, g->hand[c->me].c[i]);
      bool bang = sg_card_kind (t) == SG_KIND_BANG;
      c->my_shots += sg_card_is_shot (t);
      c->my_bangs += bang;
      c->my_dodges += sg_card_is_dodge (t);
      c->can_shoot = c->can_shoot || (sg_card_is_shot (t) && (!bang || c->bang_ok));
    }
}

/* The life of the opponent's active character, 0 when there is none. */
static int
opp_ac_life (const Ctx *c)
{
  int a = ac_slot (c->g, c->opp);
  return alive (c->g, c->opp, a) ? life_of (c->g, c->opp, a) : 0;
}

/* A card in my hand: its keep value, less for the third Colt. */
static double
hand_keep (const Ctx *c, uint8_t id)
{
  SgCardType t = type_of (c->g, id);
  double v = sg_eval_keep_value (t);
  int same = 0;
  for (int i = 0; i < c->hand_n; i++)
    same += type_of (c->g, c->g->hand[c->me].c[i]) == t;
  if (same > 1)
    v -= 0.8 * (same - 1);
  if (t == SG_CARD_BEER && any_wounded (c->g, c->me))
    v += 2.0;
  if (sg_card_is_dodge (t) && c->opp_hand >= 3)
    v += 0.5;
  /* My last shot card while the opponent's active character has one life
   * point left: next turn it may win the game. */
  if (sg_card_is_shot (t) && c->my_shots == 1 && opp_ac_life (c) == 1)
    v += 5.0;
  return v;
}

/* --- what an effect gains ----------------------------------------------- */

static double
shot_effect (const Ctx *c, int code, SgCardType t)
{
  const SgGame *g = c->g;
  if (code > 3)
    return -5.0;
  int side = SG_CODE_SIDE (code), slot = SG_CODE_SLOT (code);
  if (side == c->me)
    return -25.0;
  if (!alive (g, side, slot))
    return -5.0;
  int life = life_of (g, side, slot);
  double v = 7.0 + 0.6 * sg_eval_char_power ((SgCharId) g->side[side].ch[slot]);
  if (life <= 1)
    v += 14.0;
  else if (life == 2)
    v += 4.0;
  else if (life == 3)
    v += 1.5;
  if (has_equip (g, side, slot, SG_CARD_BARREL))
    v -= 2.0;
  if (has_equip (g, side, slot, SG_CARD_HAT))
    v -= 2.5;
  if (c->opp_hand == 0)
    v += 3.0;
  else
    v -= 0.5 * (c->opp_hand < 4 ? c->opp_hand : 4);
  if (sg_card_kind (t) == SG_KIND_BANG && ac_is (g, c->me, SG_CHAR_TEX_KILLER))
    v += 1.0;
  switch (t)
    {
    case SG_CARD_WINCHESTER: case SG_CARD_CARBINE: case SG_CARD_PEACEMAKER:
    case SG_CARD_REMINGTON: case SG_CARD_SCHOFIELD: case SG_CARD_SHOTGUN:
      v += 0.5;
      break;
    case SG_CARD_DERRINGER:
      if (c->opp_hand > 0)
        v -= 2.5;
      break;
    default:
      break;
    }
  return v;
}

/* What my own back-up pays when my Gatling or Indians! hits it: when I hold
 * an answer (a dodge card, a shot card against Indians!, or its Hat), the
 * card's small price; otherwise the life point, which on a last life point
 * is the character. */
static double
own_backup_hit (const Ctx *c, bool answered, double card_price)
{
  int b = bc_slot (c->g, c->me);
  if (b < 0)
    return 0.0;
  if (answered || has_equip (c->g, c->me, b, SG_CARD_HAT))
    return card_price;
  return 0.9 * sg_eval_life_cost (life_of (c->g, c->me, b));
}

/* Babe Leroy's 2 cards (P-BABE-LEROY.1), as an ability or as a swap. */
#define BABE_LEROY_DRAW 9.0

/* Whether the character at my slot is a Babe Leroy whose ability would
 * work once she is the AC: my hand is empty and she has not used it this
 * turn (P-BABE-LEROY.2, E-33). */
static bool
babe_leroy_waits (const Ctx *c, int slot)
{
  return c->g->side[c->me].ch[slot] == SG_CHAR_BABE_LEROY && c->hand_n == 0
         && !((c->g->used >> SG_CHAR_BABE_LEROY) & 1u);
}

/* What a side gains with a character of life `front` in the line of fire
 * and one of life `back` behind it: a 1-life or 2-life character kept out
 * of reach of shots (D5.1). */
static double
cover_value (int front, int back)
{
  if (back == 1 && front >= 2)
    return 10.0 + front;
  if (back == 2 && front >= 4)
    return 6.0;
  return 0.0;
}

/* Moving my own AC token: worth it to protect a wounded AC, and never to
 * put a wounded BC in front (whatever Tom Thorn's shot would gain). */
static double
switch_value (const Ctx *c)
{
  const SgGame *g = c->g;
  int a = ac_slot (g, c->me), b = bc_slot (g, c->me);
  if (b < 0 || !alive (g, c->me, a))
    return -5.0;
  int la = life_of (g, c->me, a), lb = life_of (g, c->me, b);
  double v = -1.0 + cover_value (lb, la) - cover_value (la, lb);
  int hand_a = c->hand_n > limit_for (la) ? c->hand_n - limit_for (la) : 0;
  int hand_b = c->hand_n > limit_for (lb) ? c->hand_n - limit_for (lb) : 0;
  v += 1.2 * (hand_a - hand_b);
  if (g->side[c->me].ch[b] == SG_CHAR_TOM_THORN && bc_slot (g, c->opp) >= 0)
    v += 3.0;
  if (babe_leroy_waits (c, b))
    v += BABE_LEROY_DRAW;
  /* A Gun Belt or West Harding brought forward frees the BANG! cards that
   * the limit holds back (C-GUN-BELT.2, P-WEST-HARDING.1). */
  if (!c->bang_ok && c->my_bangs > 0
      && (has_equip (g, c->me, b, SG_CARD_GUN_BELT) || g->side[c->me].ch[b] == SG_CHAR_WEST_HARDING))
    v += 6.0;
  if (ac_is (g, c->opp, SG_CHAR_JANGO) || has_equip (g, c->opp, ac_slot (g, c->opp), SG_CARD_POCKET_WATCH))
    v -= 2.0;
  return v;
}

/* Moving the opponent's AC token: brings a weak BC within reach. */
static double
opp_swap_value (const Ctx *c)
{
  const SgGame *g = c->g;
  int a = ac_slot (g, c->opp), b = bc_slot (g, c->opp);
  if (b < 0 || !alive (g, c->opp, a))
    return -5.0;
  int la = life_of (g, c->opp, a), lb = life_of (g, c->opp, b);
  /* Without a shot to follow, they swap back for free in their turn: the
   * move gains nothing but a Jango or Pocket Watch card. */
  double v = c->can_shoot ? 1.5 * (la - lb) - 1.0 + (lb == 1 ? 5.0 : 0.0) : -1.0;
  if (ac_is (g, c->me, SG_CHAR_JANGO) || has_equip (g, c->me, ac_slot (g, c->me), SG_CARD_POCKET_WATCH))
    v += 2.0;
  return v;
}

/* What a Rattlesnake costs my character at slot: a point one turn in four
 * (a snake is 1 card in 4, D6.3), turn after turn until it is removed
 * (C-RATTLESNAKE.2); counted over three turns, so the lower its life, the
 * more it costs. */
static double
rattlesnake_cost (const Ctx *c, int slot)
{
  return 0.75 * sg_eval_life_cost (life_of (c->g, c->me, slot));
}

/* Discarding (or taking) a card in play, by who carries it. */
static double
remove_value (const Ctx *c, uint8_t id, bool take)
{
  int side, slot;
  if (!sg_game_find_in_play (c->g, id, &side, &slot))
    return take ? sg_eval_keep_value (type_of (c->g, id)) : 0.0;
  SgCardType t = type_of (c->g, id);
  double ben = sg_eval_equip_benefit (t);
  double v = side == c->opp ? ben + 1.0 : -ben;
  if (side == c->me && t == SG_CARD_RATTLESNAKE)
    v = rattlesnake_cost (c, slot);
  if (take)
    v += 0.3 * sg_eval_keep_value (t);
  return v;
}

static double
best_in_reach (const Ctx *c, bool take)
{
  const SgGame *g = c->g;
  double best = -100.0;
  for (int s = 0; s < 2; s++)
    for (int k = 0; k < 2; k++)
      {
        if (s == c->opp && k != ac_slot (g, c->opp) && !ac_is (g, c->me, SG_CHAR_JACK_RANSOME))
          continue;
        const SgEquip *e = &g->side[s].equip[k];
        for (int i = 0; i < e->n; i++)
          {
            double v = remove_value (c, e->c[i], take);
            if (v > best)
              best = v;
          }
      }
  return best;
}

/* A Stampede swaps the opponent's characters at each of their turns: it
 * hurts them only while it brings the weaker one forward (otherwise it
 * takes a wounded active character out of reach). */
static double
stampede_on_opponent (const Ctx *c)
{
  int a = ac_slot (c->g, c->opp), b = bc_slot (c->g, c->opp);
  if (b < 0 || !alive (c->g, c->opp, a))
    return -5.0;
  int diff = life_of (c->g, c->opp, a) - life_of (c->g, c->opp, b);
  return diff > 0 ? 1.5 + diff : -5.0;
}

static double
equip_effect (const Ctx *c, SgCardType t, int code)
{
  const SgGame *g = c->g;
  if (code > 3)
    return -5.0;
  int side = SG_CODE_SIDE (code), slot = SG_CODE_SLOT (code);
  if (!alive (g, side, slot))
    return -5.0;
  double ben = sg_eval_equip_benefit (t);
  if (t == SG_CARD_DYNAMITE)
    {
      if (side == c->opp)
        return 3.0;
      return life_of (g, side, slot) > 3 ? 0.5 : -4.0;
    }
  if (side == c->opp && t == SG_CARD_STAMPEDE)
    return stampede_on_opponent (c);
  if (side == c->opp)
    return ben > 0 ? -50.0 : -ben;   /* never help the opponent */
  if (ben < 0)
    return ben * 2.0;
  if (has_equip (g, side, slot, t))
    return -8.0;                     /* it would only replace the same card */
  double v = ben;
  bool works_as_bc = t == SG_CARD_BARREL || t == SG_CARD_HAT;
  if (!works_as_bc && slot != ac_slot (g, side))
    v *= 0.6;
  if (t == SG_CARD_GUN_BELT && c->my_bangs >= 2)
    v += 2.0;
  return v;
}

/* What each point that my card takes from the opponent's character at
 * (side, slot) gives back: Alan Pinkertoon shoots my active character,
 * Dalon Ranger draws a card, Slim Poet discards one of mine at random
 * (E-12b, E-08, P-ALAN-PINKERTOON.1, P-DALON-RANGER.1, P-SLIM-POET.1). */
static double
loss_reaction (const Ctx *c, int side, int slot)
{
  switch ((SgCharId) c->g->side[side].ch[slot])
    {
    case SG_CHAR_ALAN_PINKERTOON:
      return 0.75 * sg_eval_life_cost (life_of (c->g, c->me, ac_slot (c->g, c->me)));
    case SG_CHAR_DALON_RANGER:
      return 5.0;
    case SG_CHAR_SLIM_POET:
      return c->hand_n > 1 ? 5.0 : 0.0;
    default:
      return 0.0;
    }
}

/* The gain of an effect of type t at target (as played, copied or as a
 * Colt), not counting the card spent. */
static double
effect_value (const Ctx *c, SgCardType t, int target)
{
  const SgGame *g = c->g;
  switch (t)
    {
    case SG_CARD_FANNING:
      {
        if (target > 3)
          return -5.0;
        int n = g->side[SG_CODE_SIDE (target)].equip[SG_CODE_SLOT (target)].n;
        return n == 0 ? -10.0 : shot_effect (c, target, t) * (0.5 + 0.5 * n);
      }
    case SG_CARD_GATLING:
      {
        double v = 0.0;
        for (int k = 0; k < 2; k++)
          if (alive (g, c->opp, k))
            v += 0.85 * shot_effect (c, SG_CHAR_CODE (c->opp, k), t);
        return v - own_backup_hit (c, c->my_dodges > 0, 3.5);
      }
    case SG_CARD_BEER:
      {
        double v = 0.0;
        for (int k = 0; k < 2; k++)
          if (alive (g, c->me, k) && life_of (g, c->me, k) < max_life (g, c->me, k))
            v += life_of (g, c->me, k) <= 1 ? 12.0 : 6.0;
        return v;
      }
    case SG_CARD_WHISKY:
      {
        if (target > 3)
          return -5.0;
        int side = SG_CODE_SIDE (target), slot = SG_CODE_SLOT (target);
        if (!alive (g, side, slot))
          return -5.0;
        int life = life_of (g, side, slot);
        if (side == c->me)
          return life < 3 ? (3 - life) * 6.0 + (life == 1 ? 6.0 : 0.0) : -(life - 3) * 7.0 - 1.0;
        return life > 3 ? (life - 3) * (6.0 - loss_reaction (c, side, slot)) : -(3 - life) * 7.0 - 1.0;
      }
    case SG_CARD_CANTEEN:
      if (target == c->me)
        return switch_value (c);
      if (target == c->opp)
        return opp_swap_value (c);
      return -5.0;
    case SG_CARD_DUEL:
      {
        if (target > 3 || SG_CODE_SIDE (target) == c->me)
          return -25.0;
        int life = life_of (g, SG_CODE_SIDE (target), SG_CODE_SLOT (target));
        return 2.0 + 2.5 * (c->my_shots - 0.35 * c->opp_hand) + (life <= 1 ? 8.0 : 0.0);
      }
    case SG_CARD_INDIANS:
      {
        double v = 0.0;
        for (int k = 0; k < 2; k++)
          if (alive (g, c->opp, k))
            {
              v += c->opp_hand == 0 ? 7.0 : 3.5 - 0.3 * c->opp_hand;
              if (life_of (g, c->opp, k) <= 1)
                v += 4.0;
            }
        return v - own_backup_hit (c, c->my_shots > 0, 2.5);
      }
    case SG_CARD_GENERAL_STORE:
      return 5.0;
    case SG_CARD_STAGECOACH:
      return 8.0;
    case SG_CARD_STEAL:
      {
        double v = best_in_reach (c, false);
        double hand = c->opp_hand > 0 ? 6.5 : -100.0;
        return v > hand ? v : hand;
      }
    case SG_CARD_SCHOOLMARM:
      return best_in_reach (c, true);
    case SG_CARD_MISSED:
    case SG_CARD_RETURN_FIRE:
      return 0.0;
    default:
      break;
    }
  if (sg_card_kind (t) == SG_KIND_EQUIPMENT)
    return equip_effect (c, t, target);
  if (sg_card_is_shot (t))
    return shot_effect (c, target, t);
  return 0.0;
}

/* --- the play phase ----------------------------------------------------- */

/* What equipment on my active character is worth now, against a reload or
 * Cattle Katie's draw: against a lone opponent a Scope reaches nobody new
 * and a Pocket Watch draws nothing (E-11, C-POCKET-WATCH.2); a Scope that
 * reaches a back-up at 1 or 2 life is worth more than a card (C-SCOPE.1). */
static double
equip_worth (const Ctx *c, SgCardType t)
{
  if (t != SG_CARD_SCOPE && t != SG_CARD_POCKET_WATCH)
    return sg_eval_equip_benefit (t);
  int b = bc_slot (c->g, c->opp);
  if (b < 0)
    return 0.0;
  if (t == SG_CARD_SCOPE && life_of (c->g, c->opp, b) <= 2)
    return 6.0;
  return sg_eval_equip_benefit (t);
}

static double
ability_value (const Ctx *c, int code)
{
  const SgGame *g = c->g;
  if (code > 3)
    return 0.0;
  SgCharId ch = (SgCharId) g->side[SG_CODE_SIDE (code)].ch[SG_CODE_SLOT (code)];
  double cheapest = 100.0;
  for (int i = 0; i < c->hand_n; i++)
    {
      double v = hand_keep (c, g->hand[c->me].c[i]);
      if (v < cheapest)
        cheapest = v;
    }
  switch (ch)
    {
    case SG_CHAR_BABE_LEROY:
      return BABE_LEROY_DRAW;
    case SG_CHAR_CATTLE_KATIE:
      return 2.0;
    case SG_CHAR_SOUNDANCE_KID:
      return cheapest < 4.0 ? 1.5 : -1.0;
    case SG_CHAR_PEARL_HAT:
      {
        if (g->discard.n == 0)
          return -1.0;
        SgCardType t = type_of (g, g->discard.c[g->discard.n - 1]);
        double best = effect_value (c, t, SG_NONE);
        for (int target = 0; target < 4; target++)
          {
            double v = effect_value (c, t, target);
            if (v > best)
              best = v;
          }
        return best - cheapest - 0.5;
      }
    default:
      return 0.5;
    }
}

/* Below any move that does something, the end of the turn included: a
 * card that comes straight back (a Stagecoach with every pile empty,
 * sg_game_card_comes_back) would be played again for ever. */
#define COMES_BACK_SCORE (-1000.0)

static double
play_score (const Ctx *c, const SgAction *a)
{
  const SgGame *g = c->g;
  bool over = c->hand_n > c->limit;
  if (sg_game_card_comes_back (g, a))
    return COMES_BACK_SCORE;
  switch ((SgActionKind) a->kind)
    {
    case SG_ACT_PLAY:
      {
        SgCardType t = type_of (g, a->card);
        SgCardType as = a->as != SG_NONE ? (SgCardType) a->as : t;
        double cost = sg_eval_spend_cost (t);
        if (as != t)
          cost = cost > 0.8 * sg_eval_keep_value (t) ? cost : 0.8 * sg_eval_keep_value (t);
        if (over)
          cost *= 0.4;
        return effect_value (c, as, a->target) - cost;
      }
    case SG_ACT_SWITCH:
      return switch_value (c);
    case SG_ACT_ABILITY:
      return ability_value (c, a->target);
    case SG_ACT_RELOAD:
      {
        SgCardType t = type_of (g, a->card);
        if (in_hand (g, c->me, a->card))
          return 4.0 - hand_keep (c, a->card) + (over ? 2.0 : 0.0);
        return 4.0 - equip_worth (c, t);
      }
    default:
      return 0.0;
    }
}

/* --- answers out of the play phase -------------------------------------- */

/* Life cost for the character a shot, Indians! or Duel round hits. */
static double
hit_cost (const Ctx *c, int side, int slot)
{
  if (side > 1 || !alive (c->g, side, slot))
    return 0.0;
  return sg_eval_life_cost (life_of (c->g, side, slot));
}

static double
answer_shot (const Ctx *c, const SgAction *a)
{
  const SgGame *g = c->g;
  switch ((SgActionKind) a->kind)
    {
    case SG_ACT_DODGE_BARREL:
      return 100.0;
    case SG_ACT_DODGE_ABILITY:
      /* Sid Curry's reveal (the only dodge ability) before the Barrel: it
       * dodges as often, its success also shoots back, and the Barrel is
       * still there if it fails (P-SID-CURRY.2, P-SID-CURRY.4, E-50). */
      return 110.0;
    case SG_ACT_DODGE_HAT:
      return 20.0;
    case SG_ACT_DODGE_CARD:
      {
        double v = 15.0 - hand_keep (c, a->card);
        if (type_of (g, a->card) == SG_CARD_RETURN_FIRE && alive (g, c->opp, ac_slot (g, c->opp)))
          v += 4.0;
        return v;
      }
    case SG_ACT_TAKE:
      return 15.0 - hit_cost (c, about_side (c), about_slot (c));
    default:
      return 0.0;
    }
}

/* What the opponent loses when they stop first in a Duel aimed at
 * (tside, tslot): that character when it is theirs (a Jack Ransome Duel
 * may aim at the back-up, E-24), otherwise their active character. */
static double
duel_loser_cost (const Ctx *c, int tside, int tslot)
{
  if (tside == c->opp && alive (c->g, tside, tslot))
    return hit_cost (c, tside, tslot);
  return hit_cost (c, c->opp, ac_slot (c->g, c->opp));
}

static double
answer_duel (const Ctx *c, const SgAction *a)
{
  const SgGame *g = c->g;
  int tside = about_side (c), tslot = about_slot (c);
  int slot = (c->me == tside && alive (g, tside, tslot)) ? tslot : ac_slot (g, c->me);
  if (a->kind == SG_ACT_TAKE)
    return 15.0 - hit_cost (c, c->me, slot);
  double v = 15.0 - hand_keep (c, a->card) - 2.0;
  if (c->opp_hand > 2 * c->my_shots)
    v -= 2.0;
  /* An opponent without a card cannot answer: the discard wins the Duel
   * and the point it costs them (C-DUEL.1, C-DUEL.2). */
  if (c->opp_hand == 0)
    v += duel_loser_cost (c, tside, tslot);
  return v;
}

static double
answer_indians (const Ctx *c, const SgAction *a)
{
  if (a->kind == SG_ACT_TAKE)
    return 15.0 - hit_cost (c, about_side (c), about_slot (c));
  return 15.0 - hand_keep (c, a->card);
}

/* Which revealed card counts (Bart Masterson): a barrel is good for the
 * one revealing for a Barrel or Sid Curry; a snake or dynamite is bad. */
static double
answer_reveal (const Ctx *c, const SgAction *a)
{
  const SgGame *g = c->g;
  if (a->card == SG_NONE || a->card >= g->n_cards)
    return 0.0;
  bool match = g->card[a->card].symbol == c->about.symbol;
  bool good_for_revealer = c->about.symbol == SG_SYM_BARREL ? match : !match;
  return (c->about.owner == c->me) == good_for_revealer ? 1.0 : 0.0;
}

/* Buffalo Bell taking the point in place of the other character. */
static double
answer_yes_no (const Ctx *c, const SgAction *a)
{
  const SgGame *g = c->g;
  if (c->about.target == SG_NONE)
    return a->kind == SG_ACT_CHOOSE_YES ? 1.0 : 0.0;
  int side = about_side (c), slot = about_slot (c), bell = 1 - slot;
  bool yes_better = alive (g, side, bell)
                    && (life_of (g, side, slot) <= 1 || life_of (g, side, bell) > life_of (g, side, slot) + 1);
  return (a->kind == SG_ACT_CHOOSE_YES) == yes_better ? 1.0 : 0.0;
}

static double
answer_copy (const Ctx *c, const SgAction *a)
{
  SgCardType t = (SgCardType) c->about.card_type;
  if ((unsigned) t >= SG_N_CARD_TYPES)
    return 0.0;
  switch ((SgActionKind) a->kind)
    {
    case SG_ACT_CHOOSE_SIDE:
    case SG_ACT_CHOOSE_CHAR:
      return effect_value (c, t, a->target);
    case SG_ACT_CHOOSE_YES:
      return effect_value (c, t, SG_NONE);
    case SG_ACT_RELOAD:
      return 4.0;
    default:
      return 0.0;
    }
}

static double
answer_setup (const Ctx *c, const SgAction *a)
{
  const SgGame *g = c->g;
  if (a->target > 3)
    return 0.0;
  SgCharId ch = (SgCharId) g->side[SG_CODE_SIDE (a->target)].ch[SG_CODE_SLOT (a->target)];
  if (ch == SG_NONE)
    return 0.0;
  const SgCharData *d = sg_char_data (ch);
  /* The AC takes the shots and is the only one whose ability works
   * (unless it is always active): a sturdy character with an ability. */
  return 2.0 * d->life + sg_eval_char_power (ch) - (d->always_active ? 2.0 : 0.0);
}

static double
score_with (const Ctx *cx, const SgAction *a)
{
  const Ctx c = *cx;
  const SgGame *gg = c.g;
  int side, slot;
  switch ((SgDecision) sg_game_decision (gg))
    {
    case SG_DEC_PLAY:
      return play_score (&c, a);
    case SG_DEC_SETUP_AC:
      return answer_setup (&c, a);
    case SG_DEC_DISCARD:
    case SG_DEC_PEACEMAKER:
    case SG_DEC_GIVE_UP:
      return a->card < gg->n_cards ? -hand_keep (&c, a->card) : 0.0;
    case SG_DEC_SHOT:
      return answer_shot (&c, a);
    case SG_DEC_EXTRA_CARD:
      if (a->kind == SG_ACT_TAKE)
        return 15.0 - hit_cost (&c, about_side (&c), about_slot (&c));
      return 15.0 - hand_keep (&c, a->card);
    case SG_DEC_DUEL:
      return answer_duel (&c, a);
    case SG_DEC_INDIANS:
      return answer_indians (&c, a);
    case SG_DEC_PICK:
    case SG_DEC_LOOT:
      if (a->kind == SG_ACT_CHOOSE_CARD && a->card < gg->n_cards)
        return 1.0 + (sg_game_find_in_play (gg, a->card, &side, &slot)
                        ? sg_eval_keep_value (type_of (gg, a->card))
                        : hand_keep (&c, a->card));
      return a->kind == SG_ACT_CHOOSE_HAND ? 5.0 : 0.0;
    case SG_DEC_STEAL:
      if (a->kind == SG_ACT_CHOOSE_HAND)
        return c.opp_hand > 0 ? 6.5 : -100.0;
      return remove_value (&c, a->card, false);
    case SG_DEC_SCHOOLMARM:
      return remove_value (&c, a->card, true);
    case SG_DEC_CARBINE:
      if (a->kind == SG_ACT_CHOOSE_NO)
        return 0.0;
      return remove_value (&c, a->card, false);
    case SG_DEC_SHOTGUN:
      if (a->kind == SG_ACT_CHOOSE_NO)
        return 0.0;
      return a->target == c.me ? switch_value (&c) : opp_swap_value (&c);
    case SG_DEC_BACK:
      {
        int n = 0;
        for (int i = 0; i < gg->hand[c.opp].n; i++)
          n += gg->card[gg->hand[c.opp].c[i]].back == a->target;
        return n;
      }
    case SG_DEC_REVEAL:
      return answer_reveal (&c, a);
    case SG_DEC_YES_NO:
      return answer_yes_no (&c, a);
    case SG_DEC_ABILITY:
      if (a->card >= gg->n_cards)
        return 0.0;
      if (in_hand (gg, c.me, a->card))
        return -hand_keep (&c, a->card);
      return -equip_worth (&c, type_of (gg, a->card));
    case SG_DEC_COPY:
      return answer_copy (&c, a);
    default:
      return 0.0;
    }
}

double
sg_heuristic_score (const SgGame *g, const SgAction *a)
{
  Ctx c;
  ctx_init (&c, g);
  return score_with (&c, a);
}

int
sg_heuristic_pick (const SgGame *g, const SgAction *actions, int n)
{
  Ctx c;
  ctx_init (&c, g);
  int best = 0;
  double best_v = -1e300;
  for (int i = 0; i < n; i++)
    {
      double v = score_with (&c, &actions[i]);
      if (v > best_v)
        {
          best_v = v;
          best = i;
        }
    }
  return best;
}

int
sg_heuristic_pick_noisy (const SgGame *g, const SgAction *actions, int n,
                         SgRng *rng, double epsilon)
{
  if (epsilon > 0.0 && n > 1)
    {
      double u = (double) (sg_rng_next (rng) >> 11) * (1.0 / 9007199254740992.0);
      if (u < epsilon)
        return (int) sg_rng_uniform (rng, (uint32_t) n);
    }
  return sg_heuristic_pick (g, actions, n);
}
