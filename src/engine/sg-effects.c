/* sg-effects.c: the cards whose effect takes several steps or asks players
 * in turn: reveals (D6), Fanning, Gatling, Indians!, Duel, General Store,
 * Stagecoach, Steal, Schoolmarm, and random picks from a hand (E-47). */
#include "sg-engine-private.h"

/* --- reveal (D6, E-02, Bart Masterson's two cards) --------------------- */

static const char *const reveal_rules[2][4] = {
  { "C-BARREL.3", "C-DYNAMITE.3", "C-RATTLESNAKE.1", "P-SID-CURRY.1" }, /* no match */
  { "C-BARREL.2", "C-DYNAMITE.2", "C-RATTLESNAKE.1", "P-SID-CURRY.2" }, /* match */
};

void
sg_push_reveal (SgGame *g, int revealer, int source_side, SgRevealPurpose purpose, SgSymbol want)
{
  SgFrame *f = sg_push (g, F_REVEAL);
  f->side = (uint8_t) revealer;
  f->a = (uint8_t) source_side;
  f->src = (uint8_t) purpose;
  f->b = (uint8_t) want;
}

static void
finish_reveal (SgGame *g, SgFrame *f, uint8_t counted)
{
  bool match = counted != SG_NONE && g->card[counted].symbol == f->b;
  if (f->n == 2) /* P-BART-MASTERSON.1: his owner picked the card that counts */
    sg_emit (g, SG_EV_ABILITY, f->decider, SG_CHAR_BART_MASTERSON, counted, f->side, SG_NONE, 2,
             "P-BART-MASTERSON.1");
  sg_emit (g, SG_EV_REVEAL, f->side, SG_NONE, counted, SG_NONE, SG_NONE, match, reveal_rules[match][f->src]);
  for (int i = 0; i < f->n; i++)
    sg_discard (g, g->staging.c[--g->staging.n], "D6.1");
  g->ret = match;
  sg_pop (g);
}

static void
step_reveal (SgGame *g, SgFrame *f)
{
  int chooser = f->side;
  int want = sg_ab_reveal_count (g, &chooser);
  /* E-02: take every card before discarding any. */
  for (f->n = 0; f->n < want; f->n++)
    {
      int id = sg_take_top (g, f->a);
      if (id < 0)
        break;
      g->staging.c[g->staging.n++] = (uint8_t) id;
      g->seen[id] = SG_SEEN_BOTH;
    }
  if (f->n == 0)
    {
      finish_reveal (g, f, SG_NONE);
      return;
    }
  if (f->n == 1)
    {
      finish_reveal (g, f, g->staging.c[g->staging.n - 1]);
      return;
    }
  sg_await (f, SG_DEC_REVEAL, (SgSide) chooser);
}

bool
sg_game_choice_matters (const SgGame *g)
{
  const SgFrame *f = g->n_frames ? &g->frame[g->n_frames - 1] : NULL;
  if (f == NULL || g->phase == SG_PHASE_OVER || f->await != SG_DEC_REVEAL)
    return true;
  /* P-BART-MASTERSON.1: only whether the kept card shows the symbol
   * counts, and the cards go to the discard pile in the same order
   * whichever is kept (finish_reveal). */
  const uint8_t *shown = &g->staging.c[g->staging.n - f->n];
  for (int i = 1; i < f->n; i++)
    if ((g->card[shown[i]].symbol == f->b) != (g->card[shown[0]].symbol == f->b))
      return true;
  return false;
}

/* --- characters hit one after another (D10.2) -------------------------- */

/* The i-th character hit by Gatling or Indians!: every character but the
 * player's own AC, in D10.2 order, a lone character once (D10.3). */
static bool
multi_target (const SgGame *g, int me, int i, int *side, int *slot)
{
  int opp = sg_other (me);
  switch (i)
    {
    case 0:
      *side = opp;
      *slot = sg_ac (g, opp);
      return true;
    case 1:
      *side = me;
      *slot = sg_bc (g, me);
      return sg_count_in_play (g, me) == 2;
    case 2:
      *side = opp;
      *slot = sg_bc (g, opp);
      return sg_count_in_play (g, opp) == 2;
    default:
      return false;
    }
}

static bool
next_target (SgGame *g, SgFrame *f)
{
  int side, slot;
  for (; f->i < 3; f->i++)
    if (multi_target (g, f->side, f->i, &side, &slot) && sg_alive (g, side, slot))
      {
        f->tside = (uint8_t) side;
        f->tslot = (uint8_t) slot;
        return true;
      }
  return false;
}

static void
step_gatling (SgGame *g, SgFrame *f)
{
  if (!next_target (g, f))
    {
      sg_pop (g);
      return;
    }
  f->i++;
  sg_push_shot (g, f->side, sg_ac (g, f->side), f->tside, f->tslot, SG_CARD_GATLING, 0);
}

static void
step_indians (SgGame *g, SgFrame *f)
{
  if (!next_target (g, f))
    {
      sg_pop (g);
      return;
    }
  sg_await (f, SG_DEC_INDIANS, (SgSide) f->tside);
}

/* E-13: the number of shots is the equipment count when Fanning resolves. */
static void
step_fanning (SgGame *g, SgFrame *f)
{
  if (f->step == 0)
    {
      f->step = 1;
      f->n = g->side[f->tside].equip[f->tslot].n;
      if (f->n == 0)
        sg_emit (g, SG_EV_NO_EFFECT, f->side, SG_NONE, SG_NONE, f->tside, g->side[f->tside].ch[f->tslot], 0,
                 "E-13");
    }
  if (f->i >= f->n || !sg_alive (g, f->tside, f->tslot))
    {
      sg_pop (g);
      return;
    }
  f->i++;
  sg_push_shot (g, f->side, f->aslot, f->tside, f->tslot, SG_CARD_FANNING, SHOT_BANG);
}

/* C-DUEL.1: the target's owner answers first, then turns alternate. */
static void
step_duel (SgGame *g, SgFrame *f)
{
  if (f->step == 0)
    {
      f->step = 1;
      f->b = f->tside;
    }
  sg_await (f, SG_DEC_DUEL, (SgSide) f->b);
}

/* Duel and Indians! take shot cards, or a card turned into a Colt (E-25). */
static int
legal_shot_discards (const SgGame *g, int side, int slot, SgAction *out)
{
  int n = 0;
  const SgPile *h = &g->hand[side];
  SgCopies met = { 0 };
  for (int i = 0; i < h->n; i++)
    {
      if (!sg_first_copy (&met, g, h, i))
        continue; /* identical copies are one option */
      SgCardType t = sg_type (g, h->c[i]);
      if (sg_card_is_shot (t))
        n = sg_push_action (out, n, SG_ACT_DODGE_CARD, side, h->c[i], SG_NONE, SG_NONE);
      else if (sg_ab_can_discard_as_colt (g, side, slot, t))
        n = sg_push_action (out, n, SG_ACT_DODGE_CARD, side, h->c[i], SG_NONE, SG_CARD_COLT);
    }
  return sg_push_action (out, n, SG_ACT_TAKE, side, SG_NONE, SG_NONE, SG_NONE);
}

static void
act_duel (SgGame *g, SgFrame *f, const SgAction *a)
{
  int me = f->side;
  if (a->kind == SG_ACT_DODGE_CARD)
    {
      sg_hand_remove (g, a->side, a->card);
      /* A Colt from Annie Oakey's Missed! (C-DUEL.4), or from any card of
       * Toco Ramirez's (ruling E-25). */
      sg_emit (g, SG_EV_DUEL_ROUND, a->side, SG_NONE, a->card, SG_NONE, SG_NONE, a->as != SG_NONE,
               a->as == SG_NONE ? "C-DUEL.1" : sg_type (g, a->card) == SG_CARD_MISSED ? "C-DUEL.4" : "E-25");
      sg_discard (g, a->card, "C-DUEL.5");
      f->b = (uint8_t) sg_other (f->b);
      return;
    }
  /* C-DUEL.2, E-24a: the AC of the one who stops loses, or the targeted BC. */
  int loser = f->b, slot;
  if (loser == f->tside && sg_alive (g, f->tside, f->tslot))
    slot = f->tslot;
  else
    slot = sg_ac (g, loser);
  sg_pop (g);
  sg_push_loss (g, loser, slot, 1, LOSS_DUEL, me);
}

static void
act_indians (SgGame *g, SgFrame *f, const SgAction *a)
{
  int side = f->tside, slot = f->tslot, me = f->side;
  f->i++;
  if (a->kind == SG_ACT_DODGE_CARD)
    {
      sg_hand_remove (g, side, a->card);
      sg_emit (g, SG_EV_INDIANS, side, SG_NONE, a->card, side, g->side[side].ch[slot], a->as != SG_NONE,
               a->as == SG_NONE ? "C-INDIANS.1" : "E-25");
      sg_discard (g, a->card, a->as == SG_NONE ? "C-INDIANS.2" : "E-25");
      return;
    }
  sg_push_loss (g, side, slot, 1, LOSS_INDIANS, me);
}

/* --- cards turned up and shared out ------------------------------------ */

static void
stage (SgGame *g, int source_side, uint8_t seen)
{
  int id = sg_take_top (g, source_side);
  if (id < 0)
    return;
  g->staging.c[g->staging.n++] = (uint8_t) id;
  g->seen[id] |= seen;
}

/* C-GENERAL-STORE.1, E-30: two from each player's current source. */
static void
step_general_store (SgGame *g, SgFrame *f)
{
  if (f->step == 0)
    {
      f->step = 1;
      for (int k = 0; k < 2; k++)
        {
          int s = k == 0 ? f->side : sg_other (f->side);
          for (int j = 0; j < 2; j++)
            stage (g, s, SG_SEEN_BOTH);
        }
      for (int i = 0; i < g->staging.n; i++)
        sg_emit (g, SG_EV_TURNED_UP, f->side, SG_NONE, g->staging.c[i], SG_NONE, SG_NONE, 0, "C-GENERAL-STORE.1");
      f->b = f->side;
    }
  if (g->staging.n == 0)
    {
      sg_pop (g);
      return;
    }
  sg_await (f, SG_DEC_PICK, (SgSide) f->b);
}

static void
step_stagecoach (SgGame *g, SgFrame *f)
{
  for (int j = 0; j < 3; j++)
    stage (g, f->side, (uint8_t) (1u << f->side));
  if (g->staging.n == 0)
    sg_emit (g, SG_EV_NO_EFFECT, f->side, SG_NONE, SG_NONE, SG_NONE, SG_NONE, 0, "E-01");
  if (g->staging.n <= 2)
    {
      sg_staging_keep (g, f->side, "C-STAGECOACH.1"); /* E-01: keep what was drawn, up to two */
      sg_pop (g);
      return;
    }
  sg_await (f, SG_DEC_GIVE_UP, (SgSide) f->side);
}

static void
act_pick (SgGame *g, SgFrame *f, const SgAction *a)
{
  sg_staging_remove (g, a->card);
  sg_to_hand (g, a->side, a->card, SG_SEEN_BOTH);
  sg_emit (g, SG_EV_TAKE, a->side, SG_NONE, a->card, SG_NONE, SG_NONE, 0, "C-GENERAL-STORE.2");
  f->b = (uint8_t) sg_other (f->b);
}

static void
act_give_up (SgGame *g, SgFrame *f, const SgAction *a)
{
  sg_staging_remove (g, a->card);
  sg_discard (g, a->card, "C-STAGECOACH.1");
  sg_staging_keep (g, f->side, "C-STAGECOACH.1");
  sg_pop (g);
}

/* --- taking cards: Steal, Schoolmarm, random picks (E-40, E-47) --------- */

/* Appends a choice of each card of c[0..k) unless an identical copy in the
 * same place is already an option (sg_add_action's rule: for staged cards,
 * all in one place, any identical copy).  Such a copy has the same type: a
 * card whose type was not met before is appended without searching. */
static int
add_card_choices (const SgGame *g, SgAction *out, int n, int side, const uint8_t *c, int k)
{
  uint32_t met = 0;
  for (int i = 0; i < k; i++)
    {
      uint32_t bit = 1u << g->card[c[i]].type;
      if (met & bit)
        n = sg_add_action (g, out, n, SG_ACT_CHOOSE_CARD, side, c[i], SG_NONE, SG_NONE);
      else
        n = sg_push_action (out, n, SG_ACT_CHOOSE_CARD, side, c[i], SG_NONE, SG_NONE);
      met |= bit;
    }
  return n;
}

int
sg_legal_take (const SgGame *g, int me, bool hand, SgAction *out)
{
  uint8_t cards[4 * SG_MAX_EQUIP];
  int n = 0;
  if (hand && g->hand[sg_other (me)].n > 0)
    n = sg_push_action (out, n, SG_ACT_CHOOSE_HAND, me, SG_NONE, SG_NONE, SG_NONE);
  return add_card_choices (g, out, n, me, cards, sg_cards_in_reach (g, me, cards));
}

static void
act_take_in_play (SgGame *g, SgFrame *f, const SgAction *a)
{
  int me = f->side, s, slot;
  bool steal = f->kind == F_STEAL;
  sg_pop (g);
  if (a->kind == SG_ACT_CHOOSE_HAND)
    {
      SgFrame *p = sg_push (g, F_RANDOM_PICK);
      p->side = (uint8_t) me;
      p->tside = (uint8_t) sg_other (me);
      p->src = PICK_TAKE;
      p->a = SG_NONE;
      return;
    }
  if (!sg_find_in_play (g, a->card, &s, &slot))
    return;
  sg_equip_remove (g, s, slot, a->card);
  if (steal)
    sg_discard (g, a->card, "C-STEAL.1");
  else
    {
      sg_to_hand (g, me, a->card, SG_SEEN_BOTH);
      sg_emit (g, SG_EV_TAKE, me, SG_NONE, a->card, s, g->side[s].ch[slot], 0, "C-SCHOOLMARM.1");
    }
  sg_ab_on_cards_taken (g, s, slot, me);
}

static void
pick_random (SgGame *g, SgFrame *f, int back)
{
  int me = f->side, victim = f->tside;
  SgPile *h = &g->hand[victim];
  uint32_t k = sg_rng_below (g, (uint32_t) sg_hand_count_back (g, victim, back));
  for (int i = 0; i < h->n; i++)
    if (g->card[h->c[i]].back == back && k-- == 0)
      {
        uint8_t id = h->c[i];
        sg_pile_remove_at (h, i);
        if (f->src == PICK_DISCARD)
          sg_discard (g, id, "P-SLIM-POET.1");
        else
          {
            sg_to_hand (g, me, id, (uint8_t) (1u << me));
            sg_emit (g, SG_EV_TAKE, me, SG_NONE, id, victim, SG_NONE, 1, f->a == SG_NONE ? "C-STEAL.1" : "P-BULL-ANDERSON.1");
          }
        break;
      }
  sg_pop (g);
  sg_ab_on_cards_taken (g, victim, SG_NONE, me);
}

static void
step_random_pick (SgGame *g, SgFrame *f)
{
  int victim = f->tside;
  int law = sg_hand_count_back (g, victim, SG_LAW), outlaw = g->hand[victim].n - law;
  if (law + outlaw == 0)
    {
      sg_pop (g);
      return;
    }
  if (law > 0 && outlaw > 0)
    {
      sg_await (f, SG_DEC_BACK, (SgSide) f->side); /* E-47: pick a back first */
      return;
    }
  pick_random (g, f, law > 0 ? SG_LAW : SG_OUTLAW);
}

/* --- dispatch ---------------------------------------------------------- */

void
sg_step_effect (SgGame *g, SgFrame *f)
{
  switch (f->kind)
    {
    case F_REVEAL:
      step_reveal (g, f);
      break;
    case F_FANNING:
      step_fanning (g, f);
      break;
    case F_GATLING:
      step_gatling (g, f);
      break;
    case F_INDIANS:
      step_indians (g, f);
      break;
    case F_DUEL:
      step_duel (g, f);
      break;
    case F_GENERAL_STORE:
      step_general_store (g, f);
      break;
    case F_STAGECOACH:
      step_stagecoach (g, f);
      break;
    case F_STEAL:
      sg_await (f, SG_DEC_STEAL, (SgSide) f->side);
      break;
    case F_SCHOOLMARM:
      sg_await (f, SG_DEC_SCHOOLMARM, (SgSide) f->side);
      break;
    case F_RANDOM_PICK:
      step_random_pick (g, f);
      break;
    default:
      sg_pop (g);
      break;
    }
}

/* Out of line: sg_legal_for then dispatches without saving registers. */
__attribute__ ((noinline)) int
sg_legal_effect (const SgGame *g, const SgFrame *f, SgAction *out)
{
  switch (f->await)
    {
    case SG_DEC_REVEAL:
      return add_card_choices (g, out, 0, f->decider, &g->staging.c[g->staging.n - f->n], f->n);
    case SG_DEC_DUEL:
      /* The dueling character answers: the target, or the player's AC. */
      return legal_shot_discards (g, f->decider, f->decider == f->tside ? f->tslot : sg_ac (g, f->decider), out);
    case SG_DEC_INDIANS:
      return legal_shot_discards (g, f->decider, f->tslot, out);
    case SG_DEC_PICK:
    case SG_DEC_GIVE_UP:
      return add_card_choices (g, out, 0, f->decider, g->staging.c, g->staging.n);
    case SG_DEC_STEAL:
      return sg_legal_take (g, f->side, true, out);
    case SG_DEC_SCHOOLMARM:
      return sg_legal_take (g, f->side, false, out);
    case SG_DEC_BACK:
      {
        int n = sg_push_action (out, 0, SG_ACT_CHOOSE_SIDE, f->side, SG_NONE, SG_LAW, SG_NONE);
        return sg_push_action (out, n, SG_ACT_CHOOSE_SIDE, f->side, SG_NONE, SG_OUTLAW, SG_NONE);
      }
    default:
      return 0;
    }
}

void
sg_act_effect (SgGame *g, SgFrame *f, const SgAction *a)
{
  switch (f->kind)
    {
    case F_REVEAL:
      finish_reveal (g, f, a->card);
      break;
    case F_DUEL:
      act_duel (g, f, a);
      break;
    case F_INDIANS:
      act_indians (g, f, a);
      break;
    case F_GENERAL_STORE:
      act_pick (g, f, a);
      break;
    case F_STAGECOACH:
      act_give_up (g, f, a);
      break;
    case F_STEAL:
    case F_SCHOOLMARM:
      act_take_in_play (g, f, a);
      break;
    case F_RANDOM_PICK:
      pick_random (g, f, a->target);
      break;
    default:
      break;
    }
}
