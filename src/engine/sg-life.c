/* sg-life.c: losing life, deferred eliminations (D10.4), replacement (D11),
 * victory (D12), and the triggers that wait for a card to resolve (D10.5). */
#include "sg-engine-private.h"

static const char *
loss_rule (SgLossCause cause)
{
  switch (cause)
    {
    case LOSS_INDIANS:
      return "C-INDIANS.1";
    case LOSS_DUEL:
      return "C-DUEL.2";
    case LOSS_DYNAMITE:
      return "C-DYNAMITE.2";
    case LOSS_RATTLESNAKE:
      return "C-RATTLESNAKE.1";
    case LOSS_WHISKY:
      return "C-WHISKY.1";
    default:
      return "D5.7";
    }
}

void
sg_push_loss (SgGame *g, int side, int slot, int n, SgLossCause cause, int by)
{
  SgFrame *f = sg_push (g, F_LOSE_LIFE);
  f->side = (uint8_t) side;
  f->tside = (uint8_t) side;
  f->tslot = (uint8_t) slot;
  f->n = (uint8_t) n;
  f->src = (uint8_t) cause;
  f->aside = (uint8_t) by;
}

/* One point at a time (E-05d): each point may trigger abilities, and the
 * point that reaches 0 makes the character wait for elimination (E-14). */
static void
step_loss (SgGame *g, SgFrame *f)
{
  int side = f->tside, slot = f->tslot;
  SgSideState *s = &g->side[side];
  while (f->n > 0)
    {
      if (!sg_alive (g, side, slot))
        break;
      if (f->step == 0 && sg_ab_bell_can_absorb (g, side, slot, (SgLossCause) f->src))
        {
          sg_await (f, SG_DEC_YES_NO, (SgSide) side); /* per point (P-BUFFALO-BELL.2) */
          return;
        }
      bool absorbed = f->step == 2;
      f->step = 0;
      f->n--;
      if (absorbed)
        {
          /* E-34e: Bell's own loss; the partner's reactions do not fire. */
          int bell = 1 - slot;
          s->life[bell]--;
          sg_emit (g, SG_EV_LIFE_LOST, f->aside, SG_CHAR_BUFFALO_BELL, SG_NONE, side, s->ch[bell], 1,
                   "P-BUFFALO-BELL.1");
          continue;
        }
      s->life[slot]--;
      sg_emit (g, SG_EV_LIFE_LOST, f->aside, SG_NONE, SG_NONE, side, s->ch[slot], 1,
               loss_rule ((SgLossCause) f->src));
      if (s->life[slot] <= 0)
        {
          s->life[slot] = 0;
          s->dying[slot] = 1; /* D10.4: eliminated once the card has resolved */
          break;
        }
      sg_ab_on_life_lost (g, side, slot, (SgLossCause) f->src, f->aside);
    }
  sg_pop (g);
}

/* --- elimination ------------------------------------------------------- */

static void
game_over (SgGame *g, int winner)
{
  g->phase = SG_PHASE_OVER;
  g->winner = (uint8_t) winner;
  g->n_triggers = 0; /* E-22: nothing more is processed */
  sg_emit (g, SG_EV_GAME_OVER, winner == SG_WINNER_DRAW ? SG_NONE : winner, SG_NONE, SG_NONE, SG_NONE, SG_NONE,
           winner, winner == SG_WINNER_DRAW ? "E-23" : "D12.1");
}

/* E-45 for one character: Bull Anderson (hook), equipment, the two cards,
 * the replacement with the AC token unmoved, then other triggers. */
/* Bull Anderson's choices (E-21): equipment of the eliminated character,
 * a random card of its owner's hand (the opponent's only), or stop. */
static int
legal_loot (const SgGame *g, const SgFrame *f, SgAction *out)
{
  int looter = f->b, side = f->tside, n = 0;
  const SgEquip *e = &g->side[side].equip[f->tslot];
  for (int i = 0; i < e->n; i++)
    n = sg_add_action (g, out, n, SG_ACT_CHOOSE_CARD, looter, e->c[i], SG_NONE, SG_NONE);
  /* Kinds listed once: no duplicates. */
  if (side != looter && g->hand[side].n > 0)
    n = sg_push_action (out, n, SG_ACT_CHOOSE_HAND, looter, SG_NONE, SG_NONE, SG_NONE);
  return sg_push_action (out, n, SG_ACT_CHOOSE_NO, looter, SG_NONE, SG_NONE, SG_NONE);
}

static void
act_loot (SgGame *g, SgFrame *f, const SgAction *a)
{
  int looter = f->b;
  if (a->kind == SG_ACT_CHOOSE_NO || --f->n == 0)
    f->step = 1;
  if (a->kind == SG_ACT_CHOOSE_CARD)
    {
      sg_equip_remove (g, f->tside, f->tslot, a->card);
      sg_to_hand (g, looter, a->card, SG_SEEN_BOTH);
      sg_emit (g, SG_EV_TAKE, looter, SG_CHAR_BULL_ANDERSON, a->card, f->tside, g->side[f->tside].ch[f->tslot], 0,
               "P-BULL-ANDERSON.1");
    }
  else if (a->kind == SG_ACT_CHOOSE_HAND)
    {
      SgFrame *p = sg_push (g, F_RANDOM_PICK);
      p->side = (uint8_t) looter;
      p->tside = f->tside;
      p->src = PICK_TAKE;
      p->a = 1;
    }
}

static void
step_eliminate (SgGame *g, SgFrame *f)
{
  int side = f->tside, slot = f->tslot;
  SgSideState *s = &g->side[side];
  uint8_t ch = s->ch[slot];
  if (f->step == 0)
    {
      if (!f->i)
        {
          f->i = 1;
          f->n = 2; /* up to two cards (L-14) */
          /* E-22: the last character's elimination ends the game at once,
           * before Bull Anderson's take (nothing is left to play for). */
          bool last = sg_count_in_play (g, side) == 1 && s->n_reserve == 0;
          int looter = last ? -1 : sg_ab_looter (g, side, slot);
          if (looter < 0)
            f->step = 1;
          f->b = (uint8_t) looter;
        }
      if (f->step == 0)
        {
          sg_await (f, SG_DEC_LOOT, (SgSide) f->b); /* before the equipment goes (P-BULL-ANDERSON.4) */
          return;
        }
    }
  sg_pop (g);
  /* Cited for what follows: a replacement (D11.2), none so the survivor
   * goes on alone (D11.3), or the end of the game (D11.4). */
  sg_emit (g, SG_EV_ELIMINATED, side, ch, SG_NONE, side, ch, 0,
           s->n_reserve > 0 ? "D11.2" : sg_count_in_play (g, side) > 1 ? "D11.3" : "D11.4");
  unsigned witnesses = sg_ab_elimination_witnesses (g);
  while (s->equip[slot].n > 0)
    {
      uint8_t id = s->equip[slot].c[s->equip[slot].n - 1];
      s->equip[slot].n--;
      sg_discard (g, id, "L-03");
    }
  sg_equip_retype (g, side, slot);
  s->ch[slot] = SG_NONE;
  s->life[slot] = 0;
  s->dying[slot] = 0;
  g->eliminated |= 1u << ch;
  if (sg_count_in_play (g, side) == 0 && s->n_reserve == 0)
    {
      game_over (g, sg_other (side)); /* D11.4, D12.1 */
      return;
    }
  sg_draw_n (g, side, 2, "D11.2");
  if (s->n_reserve > 0)
    sg_enter_from_reserve (g, side, slot, "D11.2");
  else if (s->ac == slot)
    s->ac = (uint8_t) (1 - slot); /* D11.3: the survivor is AC and BC */
  sg_ab_on_eliminated (g, witnesses);
}

/* E-23: both sides wiped out by the same resolution is a draw. */
static bool
both_wiped (const SgGame *g)
{
  for (int side = 0; side < 2; side++)
    {
      const SgSideState *s = &g->side[side];
      int left = s->n_reserve;
      for (int k = 0; k < 2; k++)
        left += s->ch[k] != SG_NONE && !s->dying[k];
      if (left > 0)
        return false;
    }
  return true;
}

static bool
anyone_dying (const SgGame *g)
{
  return g->side[0].dying[0] | g->side[0].dying[1] | g->side[1].dying[0] | g->side[1].dying[1];
}

static void
push_eliminations (SgGame *g)
{
  /* Pushed in reverse D10.2 order so that they run in order. */
  for (int order = 3; order >= 0; order--)
    for (int side = 0; side < 2; side++)
      for (int slot = 0; slot < 2; slot++)
        if (g->side[side].ch[slot] != SG_NONE && g->side[side].dying[slot] && sg_order_of (g, side, slot) == order)
          {
            SgFrame *e = sg_push (g, F_ELIMINATE);
            e->tside = (uint8_t) side;
            e->tslot = (uint8_t) slot;
          }
}

/* Pushes the triggers waiting for the resolution at depth; returns how
 * many it pushed. */
static int
push_triggers (SgGame *g, int depth)
{
  SgTrigger mine[SG_MAX_TRIGGERS];
  int n = 0, kept = 0;
  for (int i = 0; i < g->n_triggers; i++)
    {
      if (g->trigger[i].depth == depth)
        mine[n++] = g->trigger[i];
      else
        g->trigger[kept++] = g->trigger[i];
    }
  g->n_triggers = (uint8_t) kept;
  /* Stable sort by D10.2 order, then push in reverse. */
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && mine[j - 1].order > mine[j].order; j--)
      {
        SgTrigger t = mine[j];
        mine[j] = mine[j - 1];
        mine[j - 1] = t;
      }
  for (int i = n - 1; i >= 0; i--)
    {
      SgFrame *f = sg_push_resolved (g, F_TRIGGER);
      f->src = mine[i].kind;
      f->side = mine[i].side;
      f->tside = mine[i].side;
      f->tslot = mine[i].slot;
      f->aside = mine[i].aside;
      f->aslot = mine[i].aslot;
      f->a = mine[i].arg;
    }
  return n;
}

/* The boundary of a card's resolution (D10.4-D10.5, E-45): eliminations,
 * then triggers, then the frame goes.  A step that pushes nothing goes
 * straight on to the next one: run() would only step this frame again, so
 * falling through saves trips around the loop without changing anything. */
static void __attribute__ ((noinline))
resolve_boundary (SgGame *g, SgFrame *f)
{
  int depth = (int) (f - g->frame);
  if (f->step == 0)
    {
      f->step = 1;
      if (anyone_dying (g))
        {
          if (both_wiped (g))
            game_over (g, SG_WINNER_DRAW);
          else
            push_eliminations (g);
          return;
        }
    }
  if (f->step == 1)
    {
      f->step = 2;
      if (g->n_triggers > 0 && push_triggers (g, depth) > 0)
        return;
    }
  sg_pop (g);
}

void
sg_step_resolve (SgGame *g, SgFrame *f)
{
  /* Most resolutions end with nobody dying and no trigger waiting: then
   * the frame just goes, a test small enough to be inlined into run()
   * when the rest of the boundary is kept out of line. */
  if (f->step == 0 && g->n_triggers == 0 && !anyone_dying (g))
    sg_pop (g);
  else
    resolve_boundary (g, f);
}

/* --- queued triggers --------------------------------------------------- */

static void
step_trigger (SgGame *g, SgFrame *f)
{
  int side = f->tside, slot = f->tslot, kind = f->src, arg = f->a;
  int f_aside = f->aside, f_aslot = f->aslot;
  sg_pop (g);
  if (kind == TRIG_DRAW)
    {
      /* The card is the player's, earned when the trigger was queued: it is
       * drawn even if the character has been eliminated since by the same
       * card (E-08: once per point, never on the last; so E-35a for Alan). */
      sg_draw (g, side, arg >= TRIG_CHAR ? sg_char_rule_clause ((SgCharId) (arg - TRIG_CHAR))
                                         : sg_card_rule_clause ((SgCardType) arg));
      return;
    }
  if (kind == TRIG_ABILITY)
    {
      sg_ab_fire (g, arg, side, slot);
      return;
    }
  if (kind == TRIG_ATTACKER_SHOT)
    {
      /* E-18: the attacker itself, if it is still that character in play. */
      if (sg_alive (g, f_aside, f_aslot) && g->side[f_aside].ch[f_aslot] == arg)
        sg_push_shot (g, side, slot, f_aside, f_aslot, SRC_ABILITY, 0)->n = SG_CHAR_SID_CURRY;
      return;
    }
  if (kind == TRIG_COUNTER_SHOT)
    {
      /* E-46: the opponent's AC at the moment the counter-shot is fired. */
      int opp = sg_other (side);
      uint8_t target = sg_ac (g, opp);
      if (sg_alive (g, opp, target))
        sg_push_shot (g, side, slot, opp, target, SRC_RETURN_FIRE, 0);
    }
}

void
sg_step_life (SgGame *g, SgFrame *f)
{
  switch (f->kind)
    {
    case F_LOSE_LIFE:
      step_loss (g, f);
      break;
    case F_ELIMINATE:
      step_eliminate (g, f);
      break;
    default:
      step_trigger (g, f);
      break;
    }
}

/* Out of line: sg_legal_for then dispatches without saving registers. */
__attribute__ ((noinline)) int
sg_legal_life (const SgGame *g, const SgFrame *f, SgAction *out)
{
  if (f->kind == F_ELIMINATE)
    return legal_loot (g, f, out);
  int n = sg_push_action (out, 0, SG_ACT_CHOOSE_YES, f->decider, SG_NONE, SG_NONE, SG_NONE);
  return sg_push_action (out, n, SG_ACT_CHOOSE_NO, f->decider, SG_NONE, SG_NONE, SG_NONE);
}

void
sg_act_life (SgGame *g, SgFrame *f, const SgAction *a)
{
  if (f->kind == F_ELIMINATE)
    act_loot (g, f, a);
  else
    f->step = a->kind == SG_ACT_CHOOSE_YES ? 2 : 3; /* Buffalo Bell's answer */
}
