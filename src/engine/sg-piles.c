/* sg-piles.c: moving cards between decks, hands, the table and the discard
 * pile, and where a player's cards come from (D13). */
#include "sg-engine-private.h"

void
sg_pile_push (SgPile *p, uint8_t id)
{
  p->c[p->n++] = id;
}

/* Removes c[index] from the n cards of c, the cards above it moving down
 * one place.  Piles, hands and equipment hold a few cards: a plain loop
 * costs less than a call to memmove.  Each card is carried down from the
 * top: a loop that only copied would be turned into memmove by gcc. */
static void
remove_at (uint8_t *c, int n, int index)
{
  uint8_t next = c[n - 1];
  for (int i = n - 2; i >= index; i--)
    {
      uint8_t here = c[i];
      c[i] = next;
      next = here;
    }
}

void
sg_pile_remove_at (SgPile *p, int index)
{
  remove_at (p->c, p->n--, index);
}

int
sg_pile_find (const SgPile *p, uint8_t id)
{
  for (int i = 0; i < p->n; i++)
    if (p->c[i] == id)
      return i;
  return -1;
}

void
sg_shuffle (SgGame *g, uint8_t *c, int n)
{
  /* The generator is copied out for the loop: the byte stores to c may
   * alias g, which would make the compiler reload and store its state
   * around every swap. */
  SgRng rng = g->rng;
  for (int i = n - 1; i > 0; i--)
    {
      int j = (int) sg_rng_uniform (&rng, (uint32_t) i + 1);
      uint8_t t = c[i];
      c[i] = c[j];
      c[j] = t;
    }
  g->rng = rng;
}

/* D13.4, D13.6: the discard pile is shuffled into a (new) common deck at the
 * moment a card is needed and none is left (lazy formation, E-03).  Out of
 * line: inlined, its calls made every draw from the common deck save and
 * restore registers, for a formation about once a game. */
static void __attribute__ ((noinline, cold))
form_common (SgGame *g)
{
  const char *rule = g->common_exists ? "D13.6" : "D13.4";
  /* Shuffled face down: nobody knows which card is where any more, so a
   * card drawn from it is known to its drawer only (D9).  Forgotten as the
   * cards are copied: one pass instead of a copy and a second loop. */
  int n = g->discard.n;
  for (int i = 0; i < n; i++)
    {
      uint8_t id = g->discard.c[i];
      g->common.c[i] = id;
      g->seen[id] = 0;
    }
  g->common.n = (uint8_t) n;
  g->discard.n = 0;
  sg_shuffle (g, g->common.c, g->common.n);
  g->common_exists = 1;
  sg_emit (g, SG_EV_COMMON_FORMED, SG_NONE, SG_NONE, SG_NONE, SG_NONE, SG_NONE, g->common.n, rule);
}

/* The common deck's top card, formed first if needed; -1 when no card
 * exists anywhere (E-01). */
static int
take_common (SgGame *g)
{
  if (g->common.n == 0)
    {
      if (g->discard.n == 0)
        return -1;
      form_common (g);
    }
  return g->common.c[--g->common.n];
}

/* The top card of side's current source: own deck until exhausted, then the
 * common deck (D13.3-D13.7); -1 when no card exists anywhere (E-01). */
int
sg_take_top (SgGame *g, int side)
{
  SgPile *own = &g->deck[side];
  if (own->n > 0)
    return own->c[--own->n];
  return take_common (g);
}

void
sg_to_hand (SgGame *g, int side, uint8_t id, uint8_t seen_by)
{
  sg_pile_push (&g->hand[side], id);
  g->seen[id] |= seen_by;
}

static int
to_hand_drawn (SgGame *g, int side, int id, bool from_common, const char *rule)
{
  sg_to_hand (g, side, (uint8_t) id, (uint8_t) (1u << side));
  sg_emit (g, SG_EV_DRAW, side, SG_NONE, id, SG_NONE, SG_NONE, from_common, rule);
  return id;
}

/* A draw when the common deck is empty: formed first, or no card at all. */
static int __attribute__ ((noinline))
draw_forming_common (SgGame *g, int side, const char *rule)
{
  int id = take_common (g);
  if (id < 0)
    {
      sg_emit (g, SG_EV_NO_EFFECT, side, SG_NONE, SG_NONE, SG_NONE, SG_NONE, 0, "E-01");
      return -1;
    }
  return to_hand_drawn (g, side, id, true, rule);
}

/* Two paths again, so that a draw from a formed common deck calls nothing
 * and needs no registers saved. */
static int
draw_from_common (SgGame *g, int side, const char *rule)
{
  if (g->common.n == 0)
    return draw_forming_common (g, side, rule);
  return to_hand_drawn (g, side, g->common.c[--g->common.n], true, rule);
}

int
sg_draw (SgGame *g, int side, const char *rule)
{
  /* Two paths, so that a draw from the own deck (most of them, D13.3)
   * calls nothing and needs no registers saved. */
  SgPile *own = &g->deck[side];
  if (own->n == 0)
    return draw_from_common (g, side, rule);
  return to_hand_drawn (g, side, own->c[--own->n], false, rule);
}

void
sg_draw_n (SgGame *g, int side, int n, const char *rule)
{
  for (int i = 0; i < n; i++)
    if (sg_draw (g, side, rule) < 0)
      break;
}

void
sg_discard (SgGame *g, uint8_t id, const char *rule)
{
  sg_pile_push (&g->discard, id);
  g->top_reloaded = 0; /* act_reload sets it after its own discard */
  g->seen[id] = SG_SEEN_BOTH;
  sg_emit (g, SG_EV_DISCARD, SG_NONE, SG_NONE, id, SG_NONE, SG_NONE, 0, rule);
}

/* Shifts the cards of p below index n up one place, c[0] becoming first:
 * undoes a pass of sg_hand_remove that did not meet its card.  Kept out of
 * line: inlined, its call to memmove made every removal save registers. */
static void __attribute__ ((noinline, cold))
put_back (SgPile *p, int n, uint8_t first)
{
  for (int i = n - 1; i > 0; i--)
    p->c[i] = p->c[i - 1];
  p->c[0] = first;
}

/* One pass from the top instead of a search and then a shift: each card
 * above id moves down one place as it is passed, and the pass stops at id,
 * so the cards below it are never read.  The order of the rest is kept
 * (listings follow it). */
void
sg_hand_remove (SgGame *g, int side, uint8_t id)
{
  SgPile *h = &g->hand[side];
  int n = h->n;
  if (n == 0)
    return;
  /* A pointer, not an index: with an index gcc spent more on setting the
   * loop up than on the loop, which mostly stops at the first card. */
  uint8_t *at = &h->c[n - 1];
  uint8_t carried = *at;
  while (carried != id)
    {
      if (at == h->c)
        {
          put_back (h, n, carried); /* not in the hand: nothing moves */
          return;
        }
      uint8_t here = *--at;
      *at = carried;
      carried = here;
    }
  h->n = (uint8_t) (n - 1);
}

/* The types on a character are asked far more often than they change:
 * every change of e's cards ends here, and the invariants compare the
 * bits with the cards (sg-invariants.c). */
void
sg_equip_retype (SgGame *g, int side, int slot)
{
  g->equip_types[side][slot] = sg_equip_types_of (g, &g->side[side].equip[slot]);
}

int
sg_find_equip (const SgGame *g, int side, int slot, SgCardType type)
{
  const SgEquip *e = &g->side[side].equip[slot];
  if (!sg_has_equip (g, side, slot, type))
    return -1; /* the usual answer, without a look at the cards */
  for (int i = 0; i < e->n; i++)
    if (g->card[e->c[i]].type == type)
      return i;
  return -1;
}

void
sg_equip_remove (SgGame *g, int side, int slot, uint8_t id)
{
  SgEquip *e = &g->side[side].equip[slot];
  for (int i = 0; i < e->n; i++)
    if (e->c[i] == id)
      {
        remove_at (e->c, e->n--, i);
        sg_equip_retype (g, side, slot);
        return;
      }
}

/* D4.3.4: a card of the same name on that character is replaced.  Out of
 * line and rare: the usual placing then saves no registers for its calls. */
static void __attribute__ ((noinline, cold))
replace_equip (SgGame *g, int side, int slot, SgCardType type)
{
  uint8_t old_id = g->side[side].equip[slot].c[sg_find_equip (g, side, slot, type)];
  sg_equip_remove (g, side, slot, old_id);
  sg_emit (g, SG_EV_REPLACED, side, g->side[side].ch[slot], old_id, side,
           g->side[side].ch[slot], 0, "D4.3.4");
  sg_discard (g, old_id, "D4.3.4");
}

void
sg_equip_put (SgGame *g, int side, int slot, uint8_t id, const char *rule)
{
  SgEquip *e = &g->side[side].equip[slot];
  SgCardType type = sg_type (g, id);
  if (sg_has_equip (g, side, slot, type))
    replace_equip (g, side, slot, type);
  e->c[e->n++] = id;
  g->equip_types[side][slot] |= 1u << type;
  g->seen[id] = SG_SEEN_BOTH;
  sg_emit (g, SG_EV_EQUIP, side, SG_NONE, id, side, g->side[side].ch[slot], 0, rule);
}

bool
sg_game_find_in_play (const SgGame *g, uint8_t id, int *side, int *slot)
{
  return sg_find_in_play (g, id, side, slot);
}

bool
sg_find_in_play (const SgGame *g, uint8_t id, int *side, int *slot)
{
  for (int s = 0; s < 2; s++)
    for (int k = 0; k < 2; k++)
      {
        const SgEquip *e = &g->side[s].equip[k];
        for (int i = 0; i < e->n; i++)
          if (e->c[i] == id)
            {
              *side = s;
              *slot = k;
              return true;
            }
      }
  return false;
}

int
sg_hand_count_back (const SgGame *g, int side, int back)
{
  int n = 0;
  for (int i = 0; i < g->hand[side].n; i++)
    n += g->card[g->hand[side].c[i]].back == back;
  return n;
}

void
sg_staging_remove (SgGame *g, uint8_t id)
{
  for (int i = 0; i < g->staging.n; i++)
    if (g->staging.c[i] == id)
      {
        remove_at (g->staging.c, g->staging.n--, i);
        return;
      }
}

void
sg_staging_keep (SgGame *g, int side, const char *rule)
{
  while (g->staging.n > 0)
    {
      uint8_t id = g->staging.c[--g->staging.n];
      sg_to_hand (g, side, id, (uint8_t) (1u << side));
      sg_emit (g, SG_EV_DRAW, side, SG_NONE, id, SG_NONE, SG_NONE, 0, rule);
    }
}
