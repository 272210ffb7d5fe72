/* sg-determinize.c: re-dealing what the viewer has not seen (see the
 * header for what is known and why nothing hidden can leak through). */
#include "sg-determinize.h"

#include <string.h>

typedef struct {
  uint8_t type, symbol;
} Face;

static bool
unseen (const SgGame *g, SgSide viewer, uint8_t id)
{
  return (g->seen[id] & (1u << viewer)) == 0;
}

/* Collects the unseen instances of a pile, in pile order. */
static int
collect (const SgGame *g, SgSide viewer, const SgPile *p, uint8_t *out, int n)
{
  for (int i = 0; i < p->n; i++)
    if (unseen (g, viewer, p->c[i]))
      out[n++] = p->c[i];
  return n;
}

static int
face_cmp (Face a, Face b)
{
  return a.type != b.type ? a.type - b.type : a.symbol - b.symbol;
}

/* Insertion sort: at most a few dozen faces per back. */
static void
sort_faces (Face *f, int n)
{
  for (int i = 1; i < n; i++)
    {
      Face x = f[i];
      int j = i - 1;
      while (j >= 0 && face_cmp (f[j], x) > 0)
        {
          f[j + 1] = f[j];
          j--;
        }
      f[j + 1] = x;
    }
}

static void
shuffle_bytes (uint8_t *c, int n, SgRng *rng)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = (int) sg_rng_uniform (rng, (uint32_t) i + 1);
      uint8_t t = c[i];
      c[i] = c[j];
      c[j] = t;
    }
}

static void
shuffle_faces (Face *f, int n, SgRng *rng)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = (int) sg_rng_uniform (rng, (uint32_t) i + 1);
      Face t = f[i];
      f[i] = f[j];
      f[j] = t;
    }
}

static void
sort_bytes (uint8_t *c, int n)
{
  for (int i = 1; i < n; i++)
    {
      uint8_t x = c[i];
      int j = i - 1;
      while (j >= 0 && c[j] > x)
        {
          c[j + 1] = c[j];
          j--;
        }
      c[j + 1] = x;
    }
}

/* The faces of the unseen cards: the places are visited in a fixed order
 * (opponent's hand, Lawmen deck, Outlaws deck, own hand, common deck), the
 * faces of each back are sorted then shuffled, and handed out in that
 * order: which unseen card really sat where cannot matter.  The common
 * deck must already be in its canonical order (shuffle_common). */
static void
redeal_faces (SgGame *g, SgSide viewer, SgRng *rng)
{
  uint8_t ids[SG_MAX_CARDS];
  int n = 0;
  n = collect (g, viewer, &g->hand[viewer ^ 1], ids, n);
  n = collect (g, viewer, &g->deck[SG_LAW], ids, n);
  n = collect (g, viewer, &g->deck[SG_OUTLAW], ids, n);
  n = collect (g, viewer, &g->hand[viewer], ids, n);
  n = collect (g, viewer, &g->common, ids, n);

  Face faces[2][SG_MAX_CARDS];
  int nf[2] = { 0, 0 };
  for (int i = 0; i < n; i++)
    {
      const SgCardInfo *c = &g->card[ids[i]];
      int b = c->back & 1;
      faces[b][nf[b]++] = (Face) { c->type, c->symbol };
    }
  for (int b = 0; b < 2; b++)
    {
      sort_faces (faces[b], nf[b]);
      shuffle_faces (faces[b], nf[b], rng);
    }
  int next[2] = { 0, 0 };
  for (int i = 0; i < n; i++)
    {
      SgCardInfo *c = &g->card[ids[i]];
      int b = c->back & 1;
      Face f = faces[b][next[b]++];
      c->type = f.type;
      c->symbol = f.symbol;
    }
}

/* The common deck is a shuffled pile: its order is unknown except the back
 * of the top card.  (The engine forgets its faces when it forms it, so they
 * are re-dealt with the other unseen cards.) */
static void
shuffle_common (SgGame *g, SgRng *rng)
{
  SgPile *p = &g->common;
  if (p->n < 2)
    return;
  uint8_t top_back = g->card[p->c[p->n - 1]].back;
  sort_bytes (p->c, p->n);
  shuffle_bytes (p->c, p->n, rng);
  for (int i = p->n - 1; i >= 0; i--)
    if (g->card[p->c[i]].back == top_back)
      {
        uint8_t t = p->c[i];
        p->c[i] = p->c[p->n - 1];
        p->c[p->n - 1] = t;
        break;
      }
}

static bool
char_known_elsewhere (const SgGame *g, int side, uint8_t ch)
{
  const SgSideState *s = &g->side[side];
  return s->ch[0] == ch || s->ch[1] == ch || (g->eliminated & (1u << ch)) != 0;
}

/* The opponent's reserve: any of its side's characters not in play and
 * not eliminated (the undrawn ones went back to the box unseen). */
static void
redeal_reserves (SgGame *g, SgSide viewer, SgRng *rng)
{
  SgSideState *own = &g->side[viewer];
  sort_bytes (own->reserve, own->n_reserve);
  shuffle_bytes (own->reserve, own->n_reserve, rng);

  int opp = viewer ^ 1;
  SgSideState *s = &g->side[opp];
  uint8_t pool[SG_N_CHARACTERS];
  int n = 0;
  for (int ch = 0; ch < SG_N_CHARACTERS; ch++)
    if ((int) sg_char_data ((SgCharId) ch)->side == opp && !char_known_elsewhere (g, opp, (uint8_t) ch))
      pool[n++] = (uint8_t) ch;
  if (n < s->n_reserve)
    return; /* a custom position: keep it as it is */
  shuffle_bytes (pool, n, rng);
  memcpy (s->reserve, pool, s->n_reserve);
}

void
sg_determinize (SgGame *g, SgSide viewer, SgRng *rng)
{
  /* The common deck's order first: the faces are then handed out by
   * position, and no position may depend on the real order. */
  shuffle_common (g, rng);
  redeal_faces (g, viewer, rng);
  if (g->phase != SG_PHASE_SETUP)
    redeal_reserves (g, viewer, rng);
  sg_rng_init (&g->rng, sg_rng_next (rng));
}
