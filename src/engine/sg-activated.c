/* sg-activated.c: abilities a player uses in his own play phase, once per
 * turn (E-33): Babe Leroy, Cattle Katie, Pearl Hat, Soundance Kid. */
#include "sg-engine-private.h"

static bool
used (const SgGame *g, SgCharId ch)
{
  return (g->used >> ch) & 1u;
}

/* P-CATTLE-KATIE.1-.2: equipment on her without the always-active icon. */
static bool
katie_can_discard (const SgGame *g, uint8_t id)
{
  return !sg_card_is_always (sg_type (g, id));
}

/* P-PEARL-HAT.1-.2, E-15a: the top of the discard pile, read before the
 * cost is paid; Action cards only, never Missed! or Return Fire. */
static int
pearl_copy_type (const SgGame *g)
{
  if (g->discard.n == 0)
    return -1;
  SgCardType t = sg_type (g, g->discard.c[g->discard.n - 1]);
  if (sg_card_kind (t) != SG_KIND_ACTION || sg_card_is_dodge (t))
    return -1;
  return t;
}

/* The ways Pearl Hat's player may use a copy of t (E-15c, E-15e): one per
 * side, character or kind, so none repeats another (no search). */
static int
list_copy_uses (const SgGame *g, int me, SgCardType t, uint8_t copied, bool copied_was_reloaded, SgAction *out,
                int n)
{
  unsigned m = sg_play_targets (g, me, t); /* every target asked at once */
  if (t == SG_CARD_CANTEEN)
    {
      for (int s = 0; s < 2; s++)
        if (m >> s & 1u)
          n = sg_push_action (out, n, SG_ACT_CHOOSE_SIDE, me, SG_NONE, s, SG_NONE);
    }
  else if (sg_takes_character (t))
    {
      for (int s = 0; s < 2; s++)
        for (int slot = 0; slot < 2; slot++)
          if (sg_alive (g, s, slot) && (m >> SG_CHAR_CODE (s, slot) & 1u))
            n = sg_push_action (out, n, SG_ACT_CHOOSE_CHAR, me, SG_NONE, SG_CHAR_CODE (s, slot), SG_NONE);
    }
  else if (m & SG_PLAY_NO_TARGET)
    n = sg_push_action (out, n, SG_ACT_CHOOSE_YES, me, SG_NONE, SG_NONE, SG_NONE);
  /* Reloaded again only when it was reloaded (P-PEARL-HAT.3, E-15e): the
   * top card is read before the cost, so it is its reload that counts. */
  if (sg_card_is_reload (t) && sg_reload_possible (g) && copied != SG_NONE && copied_was_reloaded)
    n = sg_push_action (out, n, SG_ACT_RELOAD, me, copied, SG_NONE, SG_NONE);
  return n;
}

/* A living character whose ability was not used this turn (D3.2, E-33). */
static bool
ready (const SgGame *g, int side, int slot)
{
  return sg_alive (g, side, slot) && !used (g, (SgCharId) g->side[side].ch[slot]);
}

static bool
katie_can_activate (const SgGame *g, int side, int slot)
{
  const SgEquip *e = &g->side[side].equip[slot];
  for (int i = 0; sg_is_ac (g, side, slot) && i < e->n; i++)
    if (katie_can_discard (g, e->c[i]))
      return true;
  return false;
}

/* Whether list_copy_uses would list a use of t, without the list: every
 * bit of sg_play_targets is one (its character bits are living
 * characters'), and so is the reload of a copied card that was reloaded. */
static bool
copy_has_use (const SgGame *g, int me, SgCardType t)
{
  return sg_play_targets (g, me, t) != 0 || (sg_card_is_reload (t) && sg_reload_possible (g) && g->top_reloaded);
}

static bool
pearl_can_activate (const SgGame *g, int side, int slot)
{
  int t = pearl_copy_type (g);
  return sg_is_ac (g, side, slot) && g->hand[side].n > 0 && t >= 0 && copy_has_use (g, side, (SgCardType) t);
}

/* The listing asks this for both characters of every play decision, and
 * most characters have no activated ability: the switch on the character
 * comes first, so that they cost one test. */
static bool
can_activate (const SgGame *g, int side, int slot)
{
  switch (g->side[side].ch[slot])
    {
    case SG_CHAR_BABE_LEROY: /* P-BABE-LEROY.1, E-33 */
      return ready (g, side, slot) && sg_is_ac (g, side, slot) && g->hand[side].n == 0;
    case SG_CHAR_CATTLE_KATIE:
      return ready (g, side, slot) && katie_can_activate (g, side, slot);
    case SG_CHAR_PEARL_HAT:
      return ready (g, side, slot) && pearl_can_activate (g, side, slot);
    case SG_CHAR_SOUNDANCE_KID: /* always active (L-12) */
      return ready (g, side, slot) && g->hand[side].n > 0;
    default:
      return false;
    }
}

/* The characters with an ability used in the play phase, bit per SgCharId:
 * a side without one costs the listing one test. */
#define ACTIVATED_CHARS                                                                                      \
  (1u << SG_CHAR_BABE_LEROY | 1u << SG_CHAR_CATTLE_KATIE | 1u << SG_CHAR_PEARL_HAT | 1u << SG_CHAR_SOUNDANCE_KID)

/* The bit of ch among 64: SG_NONE lands on bit 63, past every character,
 * so an empty slot has no bit without a test. */
static inline uint64_t
char_bit (uint8_t ch)
{
  _Static_assert (SG_N_CHARACTERS < 63 && (SG_NONE & 63) == 63, "SG_NONE's bit is no character's");
  return (uint64_t) 1 << (ch & 63u);
}

/* Kept out of line, so that sg_ab_list_activated stays small enough to be
 * inlined into the listing: a side without such a character then costs no
 * call either. */
static __attribute__ ((noinline)) int
list_activated (const SgGame *g, int side, SgAction *out, int n)
{
  for (int slot = 0; slot < 2; slot++)
    if (n < SG_MAX_ACTIONS && can_activate (g, side, slot)) /* one per character: no duplicates */
      out[n++] = (SgAction) { SG_ACT_ABILITY, (uint8_t) side, SG_NONE, SG_CHAR_CODE (side, slot), SG_NONE };
  return n;
}

bool
sg_ab_has_activated (uint8_t ch)
{
  return (char_bit (ch) & ACTIVATED_CHARS) != 0;
}

int
sg_ab_list_activated (const SgGame *g, int side, SgAction *out, int n)
{
  const SgSideState *s = &g->side[side];
  if (!((char_bit (s->ch[0]) | char_bit (s->ch[1])) & ACTIVATED_CHARS))
    return n;
  return list_activated (g, side, out, n);
}

void
sg_ab_activate (SgGame *g, int side, int slot)
{
  SgCharId ch = (SgCharId) g->side[side].ch[slot];
  g->used |= 1u << ch;
  sg_emit (g, SG_EV_ABILITY, side, ch, SG_NONE, SG_NONE, SG_NONE, 0, sg_char_rule_clause (ch));
  sg_push (g, F_RESOLVE);
  SgFrame *f = sg_push (g, F_ABILITY);
  f->side = (uint8_t) side;
  f->tside = (uint8_t) side;
  f->tslot = (uint8_t) slot;
  f->src = (uint8_t) ch;
  f->a = f->b = SG_NONE;
  if (ch == SG_CHAR_PEARL_HAT)
    {
      f->a = (uint8_t) pearl_copy_type (g);     /* E-15a: read before the cost */
      f->b = g->discard.c[g->discard.n - 1];  /* the copied card itself */
      f->flags = g->top_reloaded;             /* how it came there (P-PEARL-HAT.3) */
    }
}

/* --- the steps --------------------------------------------------------- */

static void
soundance_draw (SgGame *g, SgFrame *f)
{
  /* P-SOUNDANCE-KID.1-.2, E-31: one from each player's current source. */
  int me = f->side;
  for (int k = 0; k < 2; k++)
    {
      int id = sg_take_top (g, k == 0 ? me : sg_other (me));
      if (id >= 0)
        {
          g->staging.c[g->staging.n++] = (uint8_t) id;
          g->seen[id] |= (uint8_t) (1u << me);
        }
    }
  f->n = g->staging.n;
  if (g->staging.n <= 1)
    {
      sg_staging_keep (g, me, "P-SOUNDANCE-KID.1"); /* E-01: a single card is kept */
      sg_pop (g);
      return;
    }
  f->step = 2;
  sg_await (f, SG_DEC_GIVE_UP, (SgSide) me);
}

void
sg_step_ability (SgGame *g, SgFrame *f)
{
  int me = f->side;
  switch (f->src)
    {
    case SG_CHAR_BABE_LEROY:
      sg_pop (g);
      sg_draw_n (g, me, 2, "P-BABE-LEROY.1");
      return;
    case SG_CHAR_PEARL_HAT:
      if (f->step == 1)
        {
          sg_await (f, SG_DEC_COPY, (SgSide) me);
          return;
        }
      break;
    default:
      break;
    }
  sg_await (f, SG_DEC_ABILITY, (SgSide) me);
}

/* Out of line: sg_legal_for then dispatches without saving registers. */
__attribute__ ((noinline)) int
sg_legal_ability (const SgGame *g, const SgFrame *f, SgAction *out)
{
  int me = f->side, n = 0;
  if (f->await == SG_DEC_COPY)
    return list_copy_uses (g, me, (SgCardType) f->a, f->b, f->flags != 0, out, 0);
  if (f->await == SG_DEC_GIVE_UP)
    {
      for (int i = g->staging.n - f->n; i < g->staging.n; i++)
        n = sg_add_action (g, out, n, SG_ACT_CHOOSE_CARD, me, g->staging.c[i], SG_NONE, SG_NONE);
      return n;
    }
  if (f->src == SG_CHAR_CATTLE_KATIE)
    {
      const SgEquip *e = &g->side[me].equip[f->tslot];
      for (int i = 0; i < e->n; i++)
        if (katie_can_discard (g, e->c[i]))
          n = sg_add_action (g, out, n, SG_ACT_CHOOSE_CARD, me, e->c[i], SG_NONE, SG_NONE);
      return n;
    }
  return sg_add_hand_actions (g, out, 0, SG_ACT_CHOOSE_CARD, me, SG_ALL_TYPES);
}

static void
act_copy (SgGame *g, SgFrame *f, const SgAction *a)
{
  int me = f->side;
  SgCardType t = (SgCardType) f->a;
  uint8_t copied = f->b;
  sg_pop (g);
  if (a->kind == SG_ACT_RELOAD)
    {
      /* E-15e: the copied reload card is reloaded again: draw one. */
      sg_emit (g, SG_EV_RELOAD, me, SG_CHAR_PEARL_HAT, a->card, SG_NONE, SG_NONE, 0, "P-PEARL-HAT.3");
      sg_draw (g, me, "D7.1");
      return;
    }
  int target = a->kind == SG_ACT_CHOOSE_YES ? SG_NONE : a->target;
  sg_emit (g, SG_EV_PLAY, me, SG_CHAR_PEARL_HAT, copied, SG_NONE, SG_NONE, 2, "P-PEARL-HAT.1");
  sg_push_card_effect (g, me, t, target); /* as if played (E-15c), inside the ability's resolution */
}

void
sg_act_ability (SgGame *g, SgFrame *f, const SgAction *a)
{
  int me = f->side;
  if (f->step == 1 && f->src == SG_CHAR_PEARL_HAT)
    {
      act_copy (g, f, a);
      return;
    }
  if (f->step == 2)
    {
      /* Soundance Kid gives up one of the two cards drawn. */
      sg_staging_remove (g, a->card);
      sg_discard (g, a->card, "P-SOUNDANCE-KID.1");
      sg_staging_keep (g, me, "P-SOUNDANCE-KID.1");
      sg_pop (g);
      return;
    }
  if (f->src == SG_CHAR_CATTLE_KATIE)
    {
      sg_equip_remove (g, me, f->tslot, a->card);
      sg_discard (g, a->card, "P-CATTLE-KATIE.1");
      sg_pop (g);
      sg_draw_n (g, me, 2, "P-CATTLE-KATIE.1");
      return;
    }
  /* Pearl Hat and Soundance Kid pay with a card from hand. */
  sg_hand_remove (g, me, a->card);
  sg_discard (g, a->card, sg_char_rule_clause ((SgCharId) f->src));
  if (f->src == SG_CHAR_SOUNDANCE_KID)
    soundance_draw (g, f);
  else
    f->step = 1;
}
