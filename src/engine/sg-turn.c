/* sg-turn.c: the shape of a turn: setup (D1), start-of-turn cards (D8),
 * the draw phase (D2.1), the discard phase and the end of the turn (D2.3). */
#include "sg-engine-private.h"

/* --- setup: the secret choice of the first AC, then hands (D1.4-D1.8) --- */

static void
finish_setup (SgGame *g, SgFrame *f)
{
  sg_pop (g);
  for (int side = 0; side < 2; side++)
    {
      uint8_t ac = g->side[side].ac;
      sg_emit (g, SG_EV_SETUP, side, g->side[side].ch[ac], SG_NONE, side, g->side[side].ch[ac], 0,
               "D1.5");
    }
  sg_draw_n (g, SG_LAW, 4, "D1.8");
  sg_draw_n (g, SG_OUTLAW, 5, "D1.8");
  g->setup_pending = 0;
  g->turn = SG_LAW; /* D2.0.1 */
  g->turn_number = 1;
  sg_push (g, F_TURN_START);
}

static void
step_setup (SgGame *g, SgFrame *f)
{
  while (f->i < 2)
    {
      int side = f->i;
      if (sg_count_in_play (g, side) == 2)
        {
          sg_await (f, SG_DEC_SETUP_AC, (SgSide) side);
          return;
        }
      g->side[side].ac = g->side[side].ch[0] != SG_NONE ? 0 : 1;
      g->setup_pending &= (uint8_t) ~(1u << side);
      f->i++;
    }
  finish_setup (g, f);
}

/* --- start of turn: Dynamite > Rattlesnake > Stampede (D8.2) ----------- */

static const SgCardType start_cards[3] = { SG_CARD_DYNAMITE, SG_CARD_RATTLESNAKE, SG_CARD_STAMPEDE };
static const SgFrameKind start_frames[3] = { F_DYNAMITE, F_RATTLESNAKE, F_STAMPEDE };
/* The card's own clause for its start-of-turn effect; D8.2 when several
 * kinds act this turn (it orders them). */
static const char *const start_rules[3] = { "C-DYNAMITE.2", "C-RATTLESNAKE.1", "C-STAMPEDE.1" };

static uint32_t start_types (const SgGame *g, int side);

/* Entry i of the start-of-turn sequence: card start_cards[i / 2] on the AC
 * (even i) or the BC (odd i).  Returns true when it pushed an effect. */
static bool
start_entry (SgGame *g, SgFrame *f, int i)
{
  int side = g->turn;
  int lone = sg_count_in_play (g, side) == 1;
  uint8_t slot = i % 2 == 0 ? sg_ac (g, side) : sg_bc (g, side);
  SgCardType type = start_cards[i / 2];
  int at;
  if (type == SG_CARD_STAMPEDE)
    {
      /* Each Stampede fixed before the first swap acts once, wherever the
       * swap has moved it (C-STAMPEDE.1). */
      uint8_t id = i == 4 ? f->a : f->b;
      int s;
      int k;
      if (id == SG_NONE || !sg_find_in_play (g, id, &s, &k) || s != side)
        return false;
      slot = (uint8_t) k;
      at = sg_find_equip (g, side, slot, type);
    }
  else
    {
      if (i % 2 == 1 && lone)
        return false;
      at = sg_find_equip (g, side, slot, type);
    }
  if (at < 0)
    return false;
  if (type == SG_CARD_STAMPEDE && lone)
    {
      sg_emit (g, SG_EV_NO_EFFECT, side, g->side[side].ch[slot], g->side[side].equip[slot].c[at],
               SG_NONE, SG_NONE, 0, "C-STAMPEDE.2");
      return false;
    }
  /* D8.1-D8.2: before the draw, Dynamite, then Rattlesnake, then Stampede. */
  sg_emit (g, SG_EV_START_CARD, side, g->side[side].ch[slot], g->side[side].equip[slot].c[at], side,
           g->side[side].ch[slot], 0,
           __builtin_popcount (start_types (g, side)) > 1 ? "D8.2" : start_rules[i / 2]);
  SgFrame *e = sg_push_resolved (g, start_frames[i / 2]);
  e->side = e->tside = (uint8_t) side;
  e->tslot = slot;
  e->card = g->side[side].equip[slot].c[at];
  return true;
}

static void
note_stampedes (const SgGame *g, SgFrame *f)
{
  int side = g->turn;
  f->a = f->b = SG_NONE;
  for (int k = 0; k < 2; k++)
    {
      uint8_t slot = k == 0 ? sg_ac (g, side) : sg_bc (g, side);
      int at = sg_find_equip (g, side, slot, SG_CARD_STAMPEDE);
      if (at >= 0 && (k == 0 || slot != sg_ac (g, side)))
        {
          if (f->a == SG_NONE)
            f->a = g->side[side].equip[slot].c[at];
          else
            f->b = g->side[side].equip[slot].c[at];
        }
    }
}

/* The start-of-turn card types in side's equipment, bit per SgCardType:
 * read from the types kept per character (equip_types), which every change
 * of the equipment keeps up to date. */
static uint32_t
start_types (const SgGame *g, int side)
{
  const uint32_t start = SG_TYPE_BIT (SG_CARD_DYNAMITE) | SG_TYPE_BIT (SG_CARD_RATTLESNAKE)
                         | SG_TYPE_BIT (SG_CARD_STAMPEDE);
  return (g->equip_types[side][0] | g->equip_types[side][1]) & start;
}

static bool draw_phase (SgGame *g);

static void
step_turn_start (SgGame *g, SgFrame *f)
{
  if (f->step == 0)
    {
      g->phase = SG_PHASE_START;
      /* Who goes first (D2.0.1) only on the first turn; every later turn
       * begins as D2.0.2 says, with its three phases. */
      sg_emit (g, SG_EV_TURN_START, g->turn, SG_NONE, SG_NONE, SG_NONE, SG_NONE, g->turn_number,
               g->turn_number <= 1 ? "D2.0.1" : "D2.0.2");
      f->step = 1;
    }
  if (f->step == 1)
    {
      /* The equipment stays as it is until an entry pushes an effect, so
       * the entries of types it does not hold can be passed over. */
      uint32_t present = start_types (g, g->turn);
      if (f->i == 0 && !present)
        f->i = 6;
      while (f->i < 6)
        {
          int i = f->i++;
          if (i == 4)
            note_stampedes (g, f);
          if ((present >> start_cards[i / 2] & 1u) && start_entry (g, f, i))
            return;
        }
      g->phase = SG_PHASE_DRAW;
      sg_emit (g, SG_EV_PHASE, g->turn, SG_NONE, SG_NONE, SG_NONE, SG_NONE, SG_PHASE_DRAW, "D2.1.1");
      f->step = 2;
      if (!draw_phase (g))
        return;
    }
  g->phase = SG_PHASE_PLAY;
  sg_emit (g, SG_EV_PHASE, g->turn, SG_NONE, SG_NONE, SG_NONE, SG_NONE, SG_PHASE_PLAY, "D2.2.1");
  sg_pop (g);
}

/* C-DYNAMITE.2-.3 and C-RATTLESNAKE.1: a reveal, then its consequence. */
static void
step_start_card (SgGame *g, SgFrame *f)
{
  bool dynamite = f->kind == F_DYNAMITE;
  if (f->step == 0)
    {
      f->step = 1;
      sg_push_reveal (g, f->side, f->side, dynamite ? REVEAL_DYNAMITE : REVEAL_RATTLESNAKE,
                      dynamite ? SG_SYM_DYNAMITE : SG_SYM_SNAKE);
      return;
    }
  int side = f->tside, slot = f->tslot;
  uint8_t card = f->card;
  bool hit = g->ret;
  sg_pop (g);
  if (sg_find_equip (g, side, slot, sg_type (g, card)) < 0)
    return;
  if (!dynamite)
    {
      if (hit)
        sg_push_loss (g, side, slot, 1, LOSS_RATTLESNAKE, SG_NONE);
      return;
    }
  sg_equip_remove (g, side, slot, card);
  if (hit)
    {
      sg_discard (g, card, "C-DYNAMITE.2");
      sg_push_loss (g, side, slot, 3, LOSS_DYNAMITE, SG_NONE);
      return;
    }
  int opp = sg_other (side);
  sg_emit (g, SG_EV_DYNAMITE_PASS, side, g->side[side].ch[slot], card, opp,
           g->side[opp].ch[sg_bc (g, opp)], 0, "C-DYNAMITE.3");
  sg_equip_put (g, opp, sg_bc (g, opp), card, "C-DYNAMITE.3");
}

static void
step_stampede (SgGame *g, SgFrame *f)
{
  sg_pop (g);
  sg_move_token (g, f->side, "C-STAMPEDE.1");
}

/* --- draw phase (D2.1, C-BANK.1) --------------------------------------- */

/* The draw phase is one resolution with its boundary (D10.4-D10.5), done
 * within the turn's start frame: no decision can come up inside it, so a
 * frame of its own would only be pushed, stepped once and popped.  Returns
 * true when the boundary had nothing to do and is gone, false when it left
 * eliminations or triggers for run() to resolve first. */
static bool
draw_phase (SgGame *g)
{
  int side = g->turn;
  SgFrame *boundary = sg_push (g, F_RESOLVE);
  int depth = g->n_frames;
  sg_draw (g, side, "D2.1.1");
  int second = sg_draw (g, side, "D2.1.1");
  sg_draw_n (g, side, sg_ab_extra_draws (g, side), "P-DALTON-BROS.1");
  if (sg_equip_active (g, side, sg_ac (g, side), SG_CARD_BANK))
    sg_draw_n (g, side, 1, "C-BANK.1");
  sg_ab_second_draw (g, side, second); /* E-48a: the second card, even with a Bank */
  sg_step_resolve (g, boundary);
  return g->n_frames < depth;
}

/* --- discard phase and the end of the turn (D2.3, E-09) ---------------- */

static void
end_turn (SgGame *g)
{
  int side = g->turn;
  g->turn = (uint8_t) sg_other (side);
  g->turn_number++;
  g->bangs = 0;
  g->switched = 0;
  g->used = 0;
  if (g->options.turn_cap && g->turn_number > g->options.turn_cap)
    {
      g->phase = SG_PHASE_OVER; /* unfinished: the caller reports it, winner stays none */
      return;
    }
  /* Stepped at once: run() would do nothing else before stepping it. */
  step_turn_start (g, sg_push (g, F_TURN_START));
}

/* The END action (D2.3.1), taken with nothing pending.  A hand within the
 * limit ends the turn at once: a discard frame would only be pushed,
 * stepped once and popped (about half the turns). */
void
sg_start_discard_phase (SgGame *g, int side)
{
  g->phase = SG_PHASE_DISCARD;
  sg_emit (g, SG_EV_PHASE, side, SG_NONE, SG_NONE, SG_NONE, SG_NONE, SG_PHASE_DISCARD, "D2.3.1");
  /* E-09: the limit is fixed once, from the AC at the start of the phase. */
  int limit = sg_game_hand_limit (g, (SgSide) side);
  if (g->hand[side].n <= limit)
    {
      end_turn (g);
      return;
    }
  SgFrame *f = sg_push (g, F_DISCARD_PHASE);
  f->side = (uint8_t) side;
  f->n = (uint8_t) limit;
  sg_await (f, SG_DEC_DISCARD, (SgSide) side);
}

static void
step_discard_phase (SgGame *g, SgFrame *f)
{
  int side = f->side;
  if (g->hand[side].n > f->n)
    {
      sg_await (f, SG_DEC_DISCARD, (SgSide) side);
      return;
    }
  sg_pop (g);
  end_turn (g);
}

void
sg_step_turn (SgGame *g, SgFrame *f)
{
  switch (f->kind)
    {
    case F_SETUP:
      step_setup (g, f);
      break;
    case F_TURN_START:
      step_turn_start (g, f);
      break;
    case F_DYNAMITE:
    case F_RATTLESNAKE:
      step_start_card (g, f);
      break;
    case F_STAMPEDE:
      step_stampede (g, f);
      break;
    default:
      step_discard_phase (g, f);
      break;
    }
}

/* Out of line: sg_legal_for then dispatches without saving registers. */
__attribute__ ((noinline)) int
sg_legal_turn (const SgGame *g, const SgFrame *f, SgAction *out)
{
  int n = 0;
  if (f->kind == F_SETUP)
    {
      int side = f->decider;
      for (int slot = 0; slot < 2; slot++) /* one per character: no duplicates */
        if (g->side[side].ch[slot] != SG_NONE)
          n = sg_push_action (out, n, SG_ACT_CHOOSE_CHAR, side, SG_NONE, SG_CHAR_CODE (side, slot), SG_NONE);
      return n;
    }
  return sg_add_hand_actions (g, out, 0, SG_ACT_DISCARD, f->decider, SG_ALL_TYPES);
}

void
sg_act_turn (SgGame *g, SgFrame *f, const SgAction *a)
{
  if (f->kind == F_SETUP)
    {
      int side = f->decider;
      g->side[side].ac = SG_CODE_SLOT (a->target);
      g->setup_pending &= (uint8_t) ~(1u << side);
      f->i++;
      return;
    }
  sg_hand_remove (g, a->side, a->card);
  sg_discard (g, a->card, f->n == 2 && g->side[a->side].life[sg_ac (g, a->side)] == 1 ? "D2.3.2" : "D2.3.1");
}
