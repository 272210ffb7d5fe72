/* sg-shot.c: one shot at one character and every way to answer it (D5.5):
 * dodge cards, Barrel, Hat, abilities, Tex Killer's extra card, and the
 * "if dodged" bonuses of the guns (E-52). */
#include "sg-engine-private.h"

static const char *
shot_rule (const SgGame *g, const SgFrame *f)
{
  if (f->src == SRC_RETURN_FIRE)
    return "C-RETURN-FIRE.1";
  if (f->src == SRC_ABILITY)
    return f->n == SG_NONE ? "D5.3" : sg_char_rule_clause ((SgCharId) f->n);
  return sg_card_rule_clause ((SgCardType) f->src);
}

SgFrame *
sg_push_shot (SgGame *g, int shooter, int aslot, int tside, int tslot, int src, int flags)
{
  SgFrame *f = sg_push (g, F_SHOT);
  f->side = (uint8_t) shooter;
  f->aside = (uint8_t) shooter;
  f->aslot = (uint8_t) aslot;
  f->tside = (uint8_t) tside;
  f->tslot = (uint8_t) tslot;
  f->src = (uint8_t) src;
  f->flags = (uint8_t) flags;
  f->a = (uint8_t) sg_ab_extra_dodge_cost (g, shooter, src, flags); /* P-TEX-KILLER.1 */
  /* Who fired: kept by identity, since a queued ability shot may fire after
   * its character has left play (E-35a). */
  f->n = aslot == SG_NONE ? SG_NONE : g->side[shooter].ch[aslot];
  return f;
}

/* --- answering --------------------------------------------------------- */

/* The types of the cards in hand that may answer the shot (D5.5,
 * C-DERRINGER.1, P-ANNIE-OAKEY.1). */
static uint32_t
dodge_types (const SgGame *g, const SgFrame *f)
{
  int side = f->tside;
  if (g->hand[side].n - 1 < f->a)
    return 0; /* the extra card could not be paid: no success possible */
  if (f->flags & SHOT_ANY_CARD)
    return SG_ALL_TYPES;
  return SG_DODGE_TYPES | sg_ab_dodge_types (g, side, f->tslot);
}

static int
legal_answer (const SgGame *g, const SgFrame *f, SgAction *out)
{
  int side = f->tside, slot = f->tslot, n;
  int cards = g->hand[side].n;
  if (f->flags & SHOT_DODGED)
    n = sg_add_hand_actions (g, out, 0, SG_ACT_DODGE_CARD, side, SG_ALL_TYPES);
  else
    {
      n = sg_add_hand_actions (g, out, 0, SG_ACT_DODGE_CARD, side, dodge_types (g, f));
      /* D3.5: a targeted character's own equipment answers, even on the BC. */
      if (!(f->flags & SHOT_BARREL_TRIED) && sg_has_equip (g, side, slot, SG_CARD_BARREL) && cards >= f->a)
        n = sg_push_action (out, n, SG_ACT_DODGE_BARREL, side, SG_NONE, SG_NONE, SG_NONE);
      if (sg_has_equip (g, side, slot, SG_CARD_HAT) && cards >= f->a)
        n = sg_push_action (out, n, SG_ACT_DODGE_HAT, side, SG_NONE, SG_NONE, SG_NONE);
      if (!(f->flags & SHOT_ABILITY_TRIED) && sg_ab_has_dodge_ability (g, side, slot) && cards >= f->a)
        n = sg_push_action (out, n, SG_ACT_DODGE_ABILITY, side, SG_NONE, SG_NONE, SG_NONE);
    }
  return sg_push_action (out, n, SG_ACT_TAKE, side, SG_NONE, SG_NONE, SG_NONE);
}

/* E-52: the shooter's bonus resolves before any counter-shot. */
static void
push_bonus (SgGame *g, int shooter, int src, int tside)
{
  switch (src)
    {
    case SG_CARD_REMINGTON:
      sg_draw (g, shooter, "C-REMINGTON.1");
      break;
    case SG_CARD_SCHOFIELD:
      sg_heal (g, shooter, sg_ac (g, shooter), 1, "C-SCHOFIELD.1");
      break;
    case SG_CARD_CARBINE:
    case SG_CARD_SHOTGUN:
    case SG_CARD_PEACEMAKER:
      {
        if (src == SG_CARD_PEACEMAKER && g->hand[tside].n == 0)
          return; /* C-PEACEMAKER.1: nothing to discard */
        SgFrame *b = sg_push (g, F_BONUS);
        b->side = (uint8_t) shooter;
        b->tside = (uint8_t) tside;
        b->src = (uint8_t) src;
        if (src == SG_CARD_CARBINE)
          sg_await (b, SG_DEC_CARBINE, (SgSide) shooter);
        else if (src == SG_CARD_SHOTGUN)
          sg_await (b, SG_DEC_SHOTGUN, (SgSide) shooter);
        else
          sg_await (b, SG_DEC_PEACEMAKER, (SgSide) tside);
      }
      break;
    default:
      break;
    }
}

static void queue_counter_shot (SgGame *g, const SgFrame *f);

/* The shot is avoided: only now, with Tex Killer's extra card paid, do the
 * counter-shots of Sid Curry and Return Fire come (E-07). */
static void
shot_dodged (SgGame *g, SgFrame *f)
{
  int shooter = f->side, src = f->src, tside = f->tside, tslot = f->tslot;
  bool return_fire = f->flags & SHOT_RETURN_FIRE;
  if (f->flags & SHOT_SID_CURRY)
    queue_counter_shot (g, f);
  sg_pop (g);
  if (shooter != tside)
    sg_ab_on_shot_dodged (g, shooter, tside);
  push_bonus (g, shooter, src, tside);
  /* C-RETURN-FIRE.1: the counter-shot waits for the card to resolve (D10.5);
   * against one's own Gatling it is allowed unless the option says no (E-19). */
  if (return_fire && (shooter != tside || g->options.return_fire_own_gatling))
    sg_queue_trigger (g, TRIG_COUNTER_SHOT, tside, tslot, 0);
}

/* A dodge was made; Tex Killer may still want one more card (E-07). */
static void
dodge_made (SgGame *g, SgFrame *f)
{
  if (f->a > 0)
    {
      f->flags |= SHOT_DODGED;
      sg_await (f, SG_DEC_EXTRA_CARD, (SgSide) f->tside);
      return;
    }
  shot_dodged (g, f);
}

static const char *
dodge_card_rule (const SgGame *g, const SgFrame *f, SgCardType t)
{
  if (t == SG_CARD_MISSED || t == SG_CARD_RETURN_FIRE)
    return sg_card_rule_clause (t);
  if (f->flags & SHOT_ANY_CARD)
    return "C-DERRINGER.1";
  return "P-ANNIE-OAKEY.1";
}

static void
answer_with_card (SgGame *g, SgFrame *f, uint8_t card)
{
  int side = f->tside;
  SgCardType t = sg_type (g, card);
  sg_hand_remove (g, side, card);
  if (f->flags & SHOT_DODGED)
    {
      sg_discard (g, card, "P-TEX-KILLER.1");
      shot_dodged (g, f);
      return;
    }
  if (t == SG_CARD_RETURN_FIRE)
    f->flags |= SHOT_RETURN_FIRE;
  const char *rule = dodge_card_rule (g, f, t);
  sg_emit (g, SG_EV_DODGE, side, SG_NONE, card, side, g->side[side].ch[f->tslot], 0, rule);
  sg_discard (g, card, rule);
  dodge_made (g, f);
}

static void
take_hit (SgGame *g, SgFrame *f)
{
  int shooter = f->side, tside = f->tside, tslot = f->tslot;
  sg_emit (g, SG_EV_HIT, tside, SG_NONE, SG_NONE, tside, g->side[tside].ch[tslot], 0, "D5.7");
  sg_pop (g);
  sg_push_loss (g, tside, tslot, 1, LOSS_SHOT, shooter);
}

/* P-SID-CURRY.2, E-18: the attacker is shot at once this card resolves;
 * queued once the shot is avoided (shot_dodged), not at the reveal. */
static void
queue_counter_shot (SgGame *g, const SgFrame *f)
{
  if (f->aslot == SG_NONE || f->n == SG_NONE)
    return;
  sg_queue_trigger (g, TRIG_ATTACKER_SHOT, f->tside, f->tslot, f->n);
  SgTrigger *t = &g->trigger[g->n_triggers - 1];
  t->aside = f->aside;
  t->aslot = f->aslot;
}

void
sg_step_shot (SgGame *g, SgFrame *f)
{
  if (f->kind == F_BONUS)
    return; /* bonus frames only wait for their decision */
  if (f->step == 0)
    {
      if (!sg_alive (g, f->tside, f->tslot))
        {
          sg_pop (g); /* E-14: no further effect on a character at 0 life */
          return;
        }
      sg_emit (g, SG_EV_SHOT, f->side, f->n, SG_NONE,
               f->tside, g->side[f->tside].ch[f->tslot], 0, shot_rule (g, f));
      f->step = 1;
    }
  if (f->step == 2)
    {
      /* back from a Barrel or ability reveal */
      f->step = 1;
      if (g->ret)
        {
          bool sid = (f->flags & SHOT_ABILITY_TRIED) && f->b;
          sg_emit (g, SG_EV_DODGE, f->tside, SG_NONE, SG_NONE, f->tside, g->side[f->tside].ch[f->tslot], 1,
                   sid ? "P-SID-CURRY.2" : "C-BARREL.2");
          if (sid)
            f->flags |= SHOT_SID_CURRY;
          dodge_made (g, f);
          return;
        }
    }
  sg_await (f, (f->flags & SHOT_DODGED) ? SG_DEC_EXTRA_CARD : SG_DEC_SHOT, (SgSide) f->tside);
}

/* --- bonus choices ----------------------------------------------------- */

/* Out of line: the bonus choices are rare, and inlined into sg_legal_shot
 * their loops made the answers' common path save registers it never uses. */
static __attribute__ ((noinline)) int
legal_bonus (const SgGame *g, const SgFrame *f, SgAction *out)
{
  int n = 0, me = f->side;
  if (f->src == SG_CARD_PEACEMAKER)
    return sg_add_hand_actions (g, out, 0, SG_ACT_CHOOSE_CARD, f->tside, SG_ALL_TYPES);
  if (f->src == SG_CARD_CARBINE)
    {
      for (int s = 0; s < 2; s++)
        {
          const SgEquip *e = &g->side[s].equip[sg_ac (g, s)];
          for (int i = 0; i < e->n; i++)
            n = sg_add_action (g, out, n, SG_ACT_CHOOSE_CARD, me, e->c[i], SG_NONE, SG_NONE);
        }
    }
  else /* one per side, and the refusal once: no duplicates */
    for (int s = 0; s < 2; s++)
      if (sg_count_in_play (g, s) == 2)
        n = sg_push_action (out, n, SG_ACT_CHOOSE_SIDE, me, SG_NONE, s, SG_NONE);
  return sg_push_action (out, n, SG_ACT_CHOOSE_NO, me, SG_NONE, SG_NONE, SG_NONE);
}

static void
act_bonus (SgGame *g, SgFrame *f, const SgAction *a)
{
  int src = f->src, me = f->side;
  sg_pop (g);
  if (a->kind == SG_ACT_CHOOSE_NO)
    return;
  if (src == SG_CARD_SHOTGUN)
    {
      sg_move_token (g, a->target, "C-SHOTGUN.1");
      return;
    }
  if (src == SG_CARD_PEACEMAKER)
    {
      sg_hand_remove (g, a->side, a->card);
      sg_discard (g, a->card, "C-PEACEMAKER.1");
      return;
    }
  int s, slot;
  if (sg_find_in_play (g, a->card, &s, &slot))
    {
      sg_equip_remove (g, s, slot, a->card);
      sg_discard (g, a->card, "C-CARBINE.1");
      sg_ab_on_cards_taken (g, s, slot, me);
    }
}

/* --- dispatch ---------------------------------------------------------- */

/* Out of line: sg_legal_for then dispatches without saving registers. */
__attribute__ ((noinline)) int
sg_legal_shot (const SgGame *g, const SgFrame *f, SgAction *out)
{
  return f->kind == F_BONUS ? legal_bonus (g, f, out) : legal_answer (g, f, out);
}

void
sg_act_shot (SgGame *g, SgFrame *f, const SgAction *a)
{
  if (f->kind == F_BONUS)
    {
      act_bonus (g, f, a);
      return;
    }
  switch ((SgActionKind) a->kind)
    {
    case SG_ACT_DODGE_CARD:
      answer_with_card (g, f, a->card);
      break;
    case SG_ACT_DODGE_BARREL:
      f->flags |= SHOT_BARREL_TRIED;
      f->b = 0;
      f->step = 2;
      sg_push_reveal (g, f->tside, f->tside, REVEAL_BARREL, SG_SYM_BARREL);
      break;
    case SG_ACT_DODGE_HAT:
      {
        int at = sg_find_equip (g, f->tside, f->tslot, SG_CARD_HAT);
        uint8_t hat = g->side[f->tside].equip[f->tslot].c[at];
        sg_equip_remove (g, f->tside, f->tslot, hat);
        sg_emit (g, SG_EV_DODGE, f->tside, SG_NONE, hat, f->tside, g->side[f->tside].ch[f->tslot], 0, "C-HAT.1");
        sg_discard (g, hat, "C-HAT.1");
        dodge_made (g, f);
      }
      break;
    case SG_ACT_DODGE_ABILITY:
      /* P-SID-CURRY.1: reveal from the opponent's source; a barrel dodges. */
      f->flags |= SHOT_ABILITY_TRIED;
      f->b = 1;
      f->step = 2;
      sg_push_reveal (g, f->tside, sg_other (f->tside), REVEAL_SID_CURRY, SG_SYM_BARREL);
      break;
    default:
      take_hit (g, f);
      break;
    }
}
