/* sg-ismcts.c: the SO-ISMCTS search (see the header). */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime (CLOCK_MONOTONIC) under -std=c17 */
#include "sg-ismcts.h"

#include "sg-bot-heuristic.h"
#include "sg-determinize.h"
#include "sg-eval.h"
#include "sg-rng.h"

#include <math.h>
#include <stdlib.h>
#include <time.h>

#define NODE_CAP_TIMED (1u << 18)   /* nodes when only a time budget is given */
#define NODE_CAP_MAX (1u << 22)
#define MAX_DEPTH 256               /* tree path length, far beyond any real one */
#define MAX_PLAYOUT_STEPS 4000
#define NO_NODE 0xFFFFFFFFu

typedef struct {
  uint64_t key;          /* what the action leading here shows */
  uint32_t first_child;
  uint32_t next_sibling;
  uint32_t visits;
  uint32_t avail;        /* iterations in which this action was legal */
  float reward;          /* summed, from the view of the side that acted */
  uint8_t actor;
} Node;

typedef struct {
  Node *nodes;
  uint32_t n_nodes, cap;
  SgSide me;
  SgRng rng;
  double c;
  int playout_turns;
  double epsilon;
  SgEvalHand hand_eval;
  double heuristic_margin;
  uint64_t playout_decisions;
} Search;

static double
now_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

/* A character code for a card in play, 4 elsewhere: identical copies in
 * different places are different choices (as in sg_action_equivalent). */
static unsigned
card_place (const SgGame *g, uint8_t id)
{
  for (int s = 0; s < 2; s++)
    for (int k = 0; k < 2; k++)
      {
        const SgEquip *e = &g->side[s].equip[k];
        for (int i = 0; i < e->n; i++)
          if (e->c[i] == id)
            return (unsigned) SG_CHAR_CODE (s, k);
      }
  return 4;
}

/* What an action shows to both players: never an instance id, so the same
 * choice has the same key in every determinization. */
static uint64_t
action_key (const SgGame *g, const SgAction *a)
{
  uint64_t k = (uint64_t) a->kind | (uint64_t) a->side << 5 | (uint64_t) a->target << 8
               | (uint64_t) a->as << 16;
  if (a->card != SG_NONE && a->card < g->n_cards)
    {
      const SgCardInfo *c = &g->card[a->card];
      unsigned place = a->kind == SG_ACT_CHOOSE_CARD || a->kind == SG_ACT_RELOAD ? card_place (g, a->card) : 4;
      k |= (uint64_t) (c->type + 1u) << 24 | (uint64_t) c->symbol << 32 | (uint64_t) c->back << 36
           | (uint64_t) place << 40;
    }
  return k;
}

static uint32_t
find_child (const Search *s, uint32_t parent, uint64_t key)
{
  for (uint32_t c = s->nodes[parent].first_child; c != NO_NODE; c = s->nodes[c].next_sibling)
    if (s->nodes[c].key == key)
      return c;
  return NO_NODE;
}

static uint32_t
add_child (Search *s, uint32_t parent, uint64_t key, uint8_t actor)
{
  uint32_t id = s->n_nodes++;
  Node *n = &s->nodes[id];
  n->key = key;
  n->first_child = NO_NODE;
  n->next_sibling = s->nodes[parent].first_child;
  n->visits = 0;
  n->avail = 1;
  n->reward = 0.0f;
  n->actor = actor;
  s->nodes[parent].first_child = id;
  return id;
}

/* Plays on with the heuristic for a few turns; the result for s->me. */
static double
playout (Search *s, SgGame *d)
{
  SgAction acts[SG_MAX_ACTIONS];
  unsigned stop_turn = (unsigned) d->turn_number + (unsigned) s->playout_turns;
  for (int step = 0; step < MAX_PLAYOUT_STEPS && !sg_game_over (d); step++)
    {
      if (d->turn_number >= stop_turn)
        break;
      int n = sg_game_legal_actions (d, acts);
      if (n <= 0)
        break;
      int i = n == 1 ? 0 : sg_heuristic_pick_noisy (d, acts, n, &s->rng, s->epsilon);
      sg_game_apply_legal (d, &acts[i]);
      s->playout_decisions++;
    }
  return sg_eval_position (d, s->me, s->hand_eval);
}

static uint32_t
select_ucb (const Search *s, const uint32_t *cands, int n)
{
  uint32_t best = cands[0];
  double best_v = -1e300;
  for (int i = 0; i < n; i++)
    {
      const Node *nd = &s->nodes[cands[i]];
      double mean = nd->visits ? nd->reward / nd->visits : 0.5;
      double v = mean + s->c * sqrt (log ((double) nd->avail) / (nd->visits + 1e-9));
      if (nd->visits == 0)
        v = 1e100;
      if (v > best_v)
        {
          best_v = v;
          best = cands[i];
        }
    }
  return best;
}

static void
iterate (Search *s, const SgGame *root)
{
  SgGame d = *root;
  SgAction acts[SG_MAX_ACTIONS];
  uint32_t cands[SG_MAX_ACTIONS];
  int untried[SG_MAX_ACTIONS];
  uint32_t path[MAX_DEPTH];
  int depth = 0;
  uint32_t node = 0;

  d.observer = NULL;
  d.observer_data = NULL;
  sg_determinize (&d, s->me, &s->rng);

  while (!sg_game_over (&d) && depth < MAX_DEPTH)
    {
      int n = sg_game_legal_actions (&d, acts);
      if (n <= 0)
        break;
      int nc = 0, nu = 0;
      uint32_t child[SG_MAX_ACTIONS];
      for (int i = 0; i < n; i++)
        {
          child[i] = find_child (s, node, action_key (&d, &acts[i]));
          if (child[i] == NO_NODE)
            untried[nu++] = i;
          else
            {
              s->nodes[child[i]].avail++;
              cands[nc++] = child[i];
            }
        }
      if (nu > 0)
        {
          if (s->n_nodes >= s->cap)
            break;   /* storage full: no more growth, just play out */
          int pick = untried[sg_rng_uniform (&s->rng, (uint32_t) nu)];
          uint32_t ch = add_child (s, node, action_key (&d, &acts[pick]), (uint8_t) sg_game_decider (&d));
          sg_game_apply_legal (&d, &acts[pick]);
          path[depth++] = ch;
          break;
        }
      uint32_t ch = select_ucb (s, cands, nc);
      int which = 0;
      while (child[which] != ch)
        which++;
      sg_game_apply_legal (&d, &acts[which]);
      path[depth++] = ch;
      node = ch;
    }

  double r = playout (s, &d);
  for (int i = 0; i < depth; i++)
    {
      Node *nd = &s->nodes[path[i]];
      nd->visits++;
      nd->reward += (float) (nd->actor == (uint8_t) s->me ? r : 1.0 - r);
    }
  s->nodes[0].visits++;
}

/* The root's child for acts[i], or NULL when the search never tried it. */
static const Node *
root_child (const Search *s, const SgGame *g, const SgAction *a)
{
  uint32_t ch = find_child (s, 0, action_key (g, a));
  return ch == NO_NODE || s->nodes[ch].visits == 0 ? NULL : &s->nodes[ch];
}

/* The most visited root action that is legal in the real game.  With a
 * heuristic margin, the heuristic's own choice is taken instead when its
 * mean is within the margin of that action's: choices the playouts cannot
 * tell apart (which card to give up to a Derringer) are then decided by
 * what the cards are worth, not by the noise in the visit counts. */
static bool
best_root_action (const Search *s, const SgGame *g, SgAction *out)
{
  SgAction acts[SG_MAX_ACTIONS];
  int n = sg_game_legal_actions (g, acts);
  int best = -1;
  uint32_t best_visits = 0;
  double best_mean = -1.0;
  for (int i = 0; i < n; i++)
    {
      const Node *nd = root_child (s, g, &acts[i]);
      if (nd == NULL)
        continue;
      double mean = nd->reward / nd->visits;
      if (nd->visits > best_visits || (nd->visits == best_visits && mean > best_mean))
        {
          best = i;
          best_visits = nd->visits;
          best_mean = mean;
        }
    }
  if (best < 0)
    return false;
  if (s->heuristic_margin > 0.0)
    {
      int h = sg_heuristic_pick (g, acts, n);
      const Node *nd = root_child (s, g, &acts[h]);
      if (nd != NULL && nd->reward / nd->visits >= best_mean - s->heuristic_margin)
        best = h;
    }
  *out = acts[best];
  return true;
}

bool
sg_ismcts_choose (const SgGame *g, const SgIsmctsConfig *config, SgAction *out, SgIsmctsStats *stats)
{
  SgAction acts[SG_MAX_ACTIONS];
  SgIsmctsStats st = { 0 };
  double start = now_seconds ();
  int n = sg_game_legal_actions (g, acts);
  if (stats)
    *stats = st;
  if (n <= 0)
    return false;
  if (n == 1)
    {
      *out = acts[0];
      return true;
    }

  uint32_t iterations = config->iterations;
  double seconds = config->seconds;
  if (iterations == 0 && seconds <= 0.0)
    iterations = SG_ISMCTS_DEFAULT_ITERATIONS;

  Search s = { 0 };
  s.me = sg_game_decider (g);
  s.c = config->exploration > 0.0 ? config->exploration : 0.7;
  s.playout_turns = config->playout_turns > 0 ? config->playout_turns : SG_ISMCTS_DEFAULT_PLAYOUT_TURNS;
  s.epsilon = config->playout_epsilon < 0.0 ? 0.0 : config->playout_epsilon > 0.0 ? config->playout_epsilon : 0.05;
  s.hand_eval = config->hand_eval;
  s.heuristic_margin = config->heuristic_margin < 0.0 ? 0.0
                       : config->heuristic_margin > 0.0 ? config->heuristic_margin
                       : SG_ISMCTS_DEFAULT_HEURISTIC_MARGIN;
  sg_rng_init (&s.rng, config->seed ^ 0x15C7A5EEDull);
  s.cap = iterations > 0 ? (iterations + 1 < NODE_CAP_MAX ? iterations + 1 : NODE_CAP_MAX) : NODE_CAP_TIMED;
  s.nodes = malloc (sizeof (Node) * s.cap);
  if (s.nodes == NULL)
    return false;   /* the caller falls back */
  s.nodes[0] = (Node) { .key = 0, .first_child = NO_NODE, .next_sibling = NO_NODE, .avail = 1, .actor = SG_NONE };
  s.n_nodes = 1;

  uint32_t it = 0;
  for (;;)
    {
      if (iterations > 0 && it >= iterations)
        break;
      if (config->cancel != NULL && *config->cancel)
        {
          st.cancelled = true;
          break;
        }
      if (seconds > 0.0 && (it & 7) == 0 && now_seconds () - start >= seconds)
        break;
      iterate (&s, g);
      it++;
    }

  bool ok = best_root_action (&s, g, out);
  if (!ok)
    *out = acts[sg_heuristic_pick (g, acts, n)];
  st.iterations = it;
  st.nodes = s.n_nodes;
  st.playout_decisions = s.playout_decisions;
  st.seconds = now_seconds () - start;
  if (stats)
    *stats = st;
  free (s.nodes);
  return true;
}
