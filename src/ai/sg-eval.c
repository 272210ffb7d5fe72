/* sg-eval.c: card, character and position values.  The numbers are hand
 * tuned against self-play (sixgun-cli tournament); they are a scale from 0
 * to about 10 where one card is worth roughly 5 and one life point 6 to 12. */
#include "sg-eval.h"

#include <math.h>

/* Value kept in hand, per SgCardType (sg-cards.h order). */
static const double keep_value[SG_N_CARD_TYPES] = {
  [SG_CARD_COLT] = 6.0,          [SG_CARD_FANNING] = 5.0,
  [SG_CARD_CARBINE] = 6.2,       [SG_CARD_PEACEMAKER] = 6.3,
  [SG_CARD_REMINGTON] = 6.3,     [SG_CARD_SCHOFIELD] = 6.3,
  [SG_CARD_SHOTGUN] = 6.2,       [SG_CARD_WINCHESTER] = 6.8,
  [SG_CARD_BEER] = 5.5,          [SG_CARD_WHISKY] = 5.0,
  [SG_CARD_CANTEEN] = 2.5,       [SG_CARD_DERRINGER] = 4.5,
  [SG_CARD_DUEL] = 5.0,          [SG_CARD_GATLING] = 6.5,
  [SG_CARD_GENERAL_STORE] = 4.5, [SG_CARD_INDIANS] = 5.5,
  [SG_CARD_KNIFE] = 5.5,         [SG_CARD_MISSED] = 8.0,
  [SG_CARD_RETURN_FIRE] = 9.0,   [SG_CARD_SCHOOLMARM] = 5.0,
  [SG_CARD_STAGECOACH] = 6.5,    [SG_CARD_STEAL] = 5.5,
  [SG_CARD_BANK] = 5.0,          [SG_CARD_BARREL] = 7.0,
  [SG_CARD_HAT] = 6.5,           [SG_CARD_GUN_BELT] = 3.0,
  [SG_CARD_SCOPE] = 3.0,         [SG_CARD_POCKET_WATCH] = 3.5,
  [SG_CARD_DYNAMITE] = 2.0,      [SG_CARD_RATTLESNAKE] = 4.5,
  [SG_CARD_STAMPEDE] = 1.5,
};

/* Lost by spending the card now: a shot card may still win a Duel or stop
 * Indians!, a dodge card saves a life point in the opponent's turn. */
static const double spend_cost[SG_N_CARD_TYPES] = {
  [SG_CARD_COLT] = 2.5,          [SG_CARD_FANNING] = 2.5,
  [SG_CARD_CARBINE] = 2.5,       [SG_CARD_PEACEMAKER] = 2.5,
  [SG_CARD_REMINGTON] = 2.5,     [SG_CARD_SCHOFIELD] = 2.5,
  [SG_CARD_SHOTGUN] = 2.5,       [SG_CARD_WINCHESTER] = 2.5,
  [SG_CARD_BEER] = 1.5,          [SG_CARD_WHISKY] = 1.5,
  [SG_CARD_CANTEEN] = 0.8,       [SG_CARD_DERRINGER] = 2.0,
  [SG_CARD_DUEL] = 1.0,          [SG_CARD_GATLING] = 2.0,
  [SG_CARD_GENERAL_STORE] = 0.5, [SG_CARD_INDIANS] = 1.0,
  [SG_CARD_KNIFE] = 2.5,         [SG_CARD_MISSED] = 8.0,
  [SG_CARD_RETURN_FIRE] = 9.0,   [SG_CARD_SCHOOLMARM] = 0.8,
  [SG_CARD_STAGECOACH] = 0.5,    [SG_CARD_STEAL] = 0.8,
  [SG_CARD_BANK] = 0.3,          [SG_CARD_BARREL] = 0.3,
  [SG_CARD_HAT] = 0.3,           [SG_CARD_GUN_BELT] = 0.3,
  [SG_CARD_SCOPE] = 0.3,         [SG_CARD_POCKET_WATCH] = 0.3,
  [SG_CARD_DYNAMITE] = 0.3,      [SG_CARD_RATTLESNAKE] = 0.3,
  [SG_CARD_STAMPEDE] = 0.3,
};

static const double char_power[SG_N_CHARACTERS] = {
  [SG_CHAR_ALAN_PINKERTOON] = 1.5, [SG_CHAR_ANNIE_OAKEY] = 1.5,
  [SG_CHAR_BART_MASTERSON] = 1.0,  [SG_CHAR_BILL_TIGHTMAN] = 1.0,
  [SG_CHAR_BUFFALO_BELL] = 1.0,    [SG_CHAR_DALON_RANGER] = 1.0,
  [SG_CHAR_JANGO] = 1.0,           [SG_CHAR_PAT_GARRET] = 1.0,
  [SG_CHAR_TEX_KILLER] = 2.0,      [SG_CHAR_THE_STRANGER] = 2.0,
  [SG_CHAR_WILD_BILL] = 1.5,       [SG_CHAR_WYATT_EAR] = 1.5,
  [SG_CHAR_BABE_LEROY] = 1.5,      [SG_CHAR_BULL_ANDERSON] = 1.0,
  [SG_CHAR_CATTLE_KATIE] = 1.0,    [SG_CHAR_DALTON_BROS] = 2.0,
  [SG_CHAR_JACK_RANSOME] = 2.0,    [SG_CHAR_PEARL_HAT] = 1.0,
  [SG_CHAR_SID_CURRY] = 1.5,       [SG_CHAR_SLIM_POET] = 1.0,
  [SG_CHAR_SOUNDANCE_KID] = 1.5,   [SG_CHAR_TOCO_RAMIREZ] = 2.5,
  [SG_CHAR_TOM_THORN] = 1.0,       [SG_CHAR_WEST_HARDING] = 2.5,
};

double
sg_eval_keep_value (SgCardType t)
{
  return (unsigned) t < SG_N_CARD_TYPES ? keep_value[t] : 0.0;
}

double
sg_eval_spend_cost (SgCardType t)
{
  return (unsigned) t < SG_N_CARD_TYPES ? spend_cost[t] : 0.0;
}

double
sg_eval_equip_benefit (SgCardType t)
{
  switch (t)
    {
    case SG_CARD_BANK: return 5.0;
    case SG_CARD_BARREL: return 7.0;
    case SG_CARD_HAT: return 6.0;
    case SG_CARD_GUN_BELT: return 2.5;
    case SG_CARD_SCOPE: return 2.5;
    case SG_CARD_POCKET_WATCH: return 3.0;
    case SG_CARD_STAMPEDE: return -1.5;
    case SG_CARD_RATTLESNAKE: return -5.0;
    case SG_CARD_DYNAMITE: return -3.0;
    default: return 0.0;
    }
}

double
sg_eval_char_power (SgCharId ch)
{
  return (unsigned) ch < SG_N_CHARACTERS ? char_power[ch] : 0.0;
}

double
sg_eval_life_cost (int life)
{
  if (life <= 1)
    return 30.0;   /* the character is eliminated */
  if (life == 2)
    return 13.0;
  if (life == 3)
    return 10.0;
  return 8.0;
}

/* The mean of sg_eval_keep_value over the 80 cards of the standard decks,
 * so that a hand valued card by card weighs, on average, what it weighs
 * counted by its size. */
#define MEAN_KEEP_VALUE 5.6

/* A hand of n cards counts up to seven of them: more is no more use before
 * the discard (D4.4).  By value, the seven best count. */
static double
hand_strength (const SgGame *g, int side, SgEvalHand how)
{
  const SgPile *h = &g->hand[side];
  int n = h->n;
  if (how == SG_EVAL_HAND_BY_SIZE || n == 0)
    return 0.9 * (n < 7 ? n : 7);
  double v[SG_MAX_CARDS];
  for (int i = 0; i < n; i++)
    v[i] = sg_eval_keep_value ((SgCardType) g->card[h->c[i]].type);
  double sum = 0.0;
  for (int k = 0; k < n && k < 7; k++)
    {
      int best = k;
      for (int i = k + 1; i < n; i++)
        if (v[i] > v[best])
          best = i;
      double t = v[k]; v[k] = v[best]; v[best] = t;
      sum += v[k];
    }
  return 0.9 * sum / MEAN_KEEP_VALUE;
}

/* A side's material: life in play (a character close to death is worth
 * less than its points), the reserve, equipment and the hand. */
static double
strength (const SgGame *g, int side, SgEvalHand how)
{
  const SgSideState *s = &g->side[side];
  double v = 0.0;
  int in_play = 0;
  for (int slot = 0; slot < 2; slot++)
    {
      if (s->ch[slot] == SG_NONE || s->dying[slot])
        continue;
      int life = s->life[slot];
      in_play++;
      v += 2.0 + 1.2 * life + (life >= 2 ? 1.0 : 0.0);
      if (slot == s->ac)
        v += 0.3 * sg_eval_char_power ((SgCharId) s->ch[slot]);
      const SgEquip *e = &s->equip[slot];
      for (int i = 0; i < e->n; i++)
        v += 0.25 * sg_eval_equip_benefit ((SgCardType) g->card[e->c[i]].type);
    }
  for (int i = 0; i < s->n_reserve; i++)
    v += 2.0 + 1.2 * sg_char_data ((SgCharId) s->reserve[i])->life + 1.0;
  v += hand_strength (g, side, how);
  if (in_play == 0)
    v -= 50.0;
  return v;
}

double
sg_eval_position (const SgGame *g, SgSide me, SgEvalHand hand)
{
  if (g->phase == SG_PHASE_OVER)
    {
      if (g->winner == (uint8_t) me)
        return 1.0;
      if (g->winner == (uint8_t) (me ^ 1))
        return 0.0;
      return 0.5;
    }
  double d = strength (g, me, hand) - strength (g, me ^ 1, hand);
  return 1.0 / (1.0 + exp (-0.22 * d));
}
