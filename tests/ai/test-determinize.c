/* test-determinize.c: the determinizer keeps everything the viewer knows
 * and makes a legal game; and the bots never read hidden cards: changing
 * what the viewer cannot know (the opponent's hidden hand, the decks, the
 * opponent's reserve, the order of the common deck, the game's PRNG) gives
 * the very same determinization and the very same decision. */
#include <glib.h>
#include <string.h>

#include "sg-ai-test-util.h"
#include "sg-bot.h"
#include "sg-determinize.h"

static PositionPool pool;

static bool
seen_by (const SgGame *g, SgSide viewer, uint8_t id)
{
  return (g->seen[id] & (1u << viewer)) != 0;
}

static void
sorted_copy (const SgPile *p, uint8_t *out)
{
  memcpy (out, p->c, p->n);
  for (int i = 1; i < p->n; i++)
    for (int j = i; j > 0 && out[j - 1] > out[j]; j--)
      {
        uint8_t t = out[j];
        out[j] = out[j - 1];
        out[j - 1] = t;
      }
}

/* Counts of each (type, symbol, back) over all cards. */
static void
face_counts (const SgGame *g, unsigned counts[SG_N_CARD_TYPES][SG_N_SYMBOLS][2])
{
  memset (counts, 0, sizeof (unsigned) * SG_N_CARD_TYPES * SG_N_SYMBOLS * 2);
  for (int id = 0; id < g->n_cards; id++)
    counts[g->card[id].type][g->card[id].symbol][g->card[id].back & 1]++;
}

static void
assert_keeps_knowledge (const SgGame *g, const SgGame *d, SgSide viewer)
{
  SgSide opp = (SgSide) (viewer ^ 1);
  char msg[256];
  if (!sg_game_check_invariants (d, msg, sizeof msg))
    g_error ("a determinization breaks an invariant: %s", msg);
  g_assert_cmpint (d->n_cards, ==, g->n_cards);
  for (int id = 0; id < g->n_cards; id++)
    {
      g_assert_cmpint (d->card[id].back, ==, g->card[id].back);
      g_assert_cmpint (d->seen[id], ==, g->seen[id]);
      if (seen_by (g, viewer, (uint8_t) id))
        {
          g_assert_cmpint (d->card[id].type, ==, g->card[id].type);
          g_assert_cmpint (d->card[id].symbol, ==, g->card[id].symbol);
        }
    }
  /* Own hand, the opponent's hand (positions and backs), the table. */
  g_assert_cmpmem (d->hand[viewer].c, d->hand[viewer].n, g->hand[viewer].c, g->hand[viewer].n);
  g_assert_cmpmem (d->hand[opp].c, d->hand[opp].n, g->hand[opp].c, g->hand[opp].n);
  g_assert_cmpmem (d->discard.c, d->discard.n, g->discard.c, g->discard.n);
  g_assert_cmpmem (&d->staging, sizeof d->staging, &g->staging, sizeof g->staging);
  for (int s = 0; s < 2; s++)
    {
      g_assert_cmpint (d->deck[s].n, ==, g->deck[s].n);
      const SgSideState *a = &g->side[s], *b = &d->side[s];
      g_assert_cmpmem (a->ch, sizeof a->ch, b->ch, sizeof b->ch);
      g_assert_cmpmem (a->life, sizeof a->life, b->life, sizeof b->life);
      g_assert_cmpint (a->ac, ==, b->ac);
      g_assert_cmpint (a->n_reserve, ==, b->n_reserve);
      g_assert_cmpmem (a->equip, sizeof a->equip, b->equip, sizeof b->equip);
    }
  /* The viewer's own reserve: the same characters. */
  uint8_t ra[SG_MAX_RESERVE], rb[SG_MAX_RESERVE];
  SgPile pa = { 0 }, pb = { 0 };
  pa.n = g->side[viewer].n_reserve;
  memcpy (pa.c, g->side[viewer].reserve, pa.n);
  pb.n = d->side[viewer].n_reserve;
  memcpy (pb.c, d->side[viewer].reserve, pb.n);
  sorted_copy (&pa, ra);
  sorted_copy (&pb, rb);
  g_assert_cmpmem (ra, pa.n, rb, pb.n);
  /* The common deck: the same cards, the same back on top. */
  g_assert_cmpint (d->common.n, ==, g->common.n);
  if (g->common.n > 0)
    {
      uint8_t ca[SG_MAX_CARDS], cb[SG_MAX_CARDS];
      sorted_copy (&g->common, ca);
      sorted_copy (&d->common, cb);
      g_assert_cmpmem (ca, g->common.n, cb, d->common.n);
      g_assert_cmpint (d->card[d->common.c[d->common.n - 1]].back, ==,
                       g->card[g->common.c[g->common.n - 1]].back);
    }
  /* The same cards exist, face for face. */
  static unsigned fa[SG_N_CARD_TYPES][SG_N_SYMBOLS][2], fb[SG_N_CARD_TYPES][SG_N_SYMBOLS][2];
  face_counts (g, fa);
  face_counts (d, fb);
  g_assert_cmpmem (fa, sizeof fa, fb, sizeof fb);
  /* The views of the viewer agree. */
  SgView va, vb;
  sg_game_view (g, viewer, &va);
  sg_game_view (d, viewer, &vb);
  g_assert_cmpmem (&va, sizeof va, &vb, sizeof vb);
  /* Whose decision it is does not change. */
  g_assert_cmpint (sg_game_decision (d), ==, sg_game_decision (g));
  g_assert_cmpint (sg_game_decider (d), ==, sg_game_decider (g));
}

static void
test_keeps_knowledge (void)
{
  SgGame *d = g_new0 (SgGame, 1);
  unsigned checked = 0, redealt = 0;
  for (int dec = 1; dec < SG_N_DECISIONS; dec++)
    for (int i = 0; i < pool.n[dec]; i++)
      for (int viewer = 0; viewer < 2; viewer++)
        for (uint64_t seed = 1; seed <= 4; seed++)
          {
            const SgGame *g = pool.games[dec][i];
            SgRng rng;
            sg_rng_init (&rng, seed);
            *d = *g;
            sg_determinize (d, (SgSide) viewer, &rng);
            assert_keeps_knowledge (g, d, (SgSide) viewer);
            checked++;
            /* Something hidden really was re-dealt. */
            const SgPile *h = &g->hand[viewer ^ 1];
            for (int k = 0; k < h->n; k++)
              if (d->card[h->c[k]].type != g->card[h->c[k]].type)
                {
                  redealt++;
                  break;
                }
          }
  g_assert_cmpuint (checked, >=, 19 * 2 * 4);
  g_assert_cmpuint (redealt, >, checked / 4);
  g_free (d);
}

/* --- hidden information -------------------------------------------------- */

/* Unseen card of the viewer in pile p, from the bottom, whose face differs
 * from `face` (or any when face is NULL) and that is not in used[]. */
static int
unseen_in (const SgGame *g, SgSide viewer, const SgPile *p, uint8_t back, const SgCardInfo *face,
           const bool *used)
{
  for (int i = 0; i < p->n; i++)
    {
      uint8_t id = p->c[i];
      const SgCardInfo *c = &g->card[id];
      if (seen_by (g, viewer, id) || c->back != back || used[id])
        continue;
      if (face == NULL || c->type != face->type || c->symbol != face->symbol)
        return id;
    }
  return -1;
}

static void
swap_faces (SgGame *g, int a, int b)
{
  SgCardInfo t = g->card[a];
  g->card[a].type = g->card[b].type;
  g->card[a].symbol = g->card[b].symbol;
  g->card[b].type = t.type;
  g->card[b].symbol = t.symbol;
}

/* One unseen card of the opponent's hand trades faces with an unseen card
 * of the same back in a deck; false when the position has none. */
static bool
change_one_card (SgGame *g, SgSide viewer)
{
  bool used[SG_MAX_CARDS] = { false };
  const SgPile *h = &g->hand[viewer ^ 1];
  for (int i = 0; i < h->n; i++)
    {
      uint8_t id = h->c[i];
      if (seen_by (g, viewer, id))
        continue;
      for (int s = 0; s < 2; s++)
        {
          int other = unseen_in (g, viewer, &g->deck[s], g->card[id].back, &g->card[id], used);
          if (other >= 0)
            {
              swap_faces (g, id, other);
              return true;
            }
        }
    }
  return false;
}

/* Every unseen card of the opponent's hand is replaced by a different
 * unseen card of the same back (faces traded with the decks). */
static int
replace_hidden_hand (SgGame *g, SgSide viewer)
{
  bool used[SG_MAX_CARDS] = { false };
  int changed = 0;
  const SgPile *h = &g->hand[viewer ^ 1];
  for (int i = 0; i < h->n; i++)
    {
      uint8_t id = h->c[i];
      if (seen_by (g, viewer, id))
        continue;
      for (int s = 0; s < 2; s++)
        {
          int other = unseen_in (g, viewer, &g->deck[s], g->card[id].back, &g->card[id], used);
          if (other >= 0)
            {
              used[other] = true;
              swap_faces (g, id, other);
              changed++;
              break;
            }
        }
    }
  return changed;
}

/* The unseen cards of the decks are shuffled among themselves. */
static void
shuffle_hidden_decks (SgGame *g, SgSide viewer, uint64_t seed)
{
  SgRng rng;
  sg_rng_init (&rng, seed);
  for (int s = 0; s < 2; s++)
    {
      const SgPile *p = &g->deck[s];
      for (int i = p->n - 1; i > 0; i--)
        {
          int j = (int) sg_rng_uniform (&rng, (uint32_t) i + 1);
          uint8_t a = p->c[i], b = p->c[j];
          if (!seen_by (g, viewer, a) && !seen_by (g, viewer, b) && g->card[a].back == g->card[b].back)
            swap_faces (g, a, b);
        }
    }
}

/* The opponent's reserve holds other characters it could hold. */
static bool
change_opponent_reserve (SgGame *g, SgSide viewer)
{
  int opp = viewer ^ 1;
  SgSideState *s = &g->side[opp];
  if (s->n_reserve == 0)
    return false;
  for (int ch = 0; ch < SG_N_CHARACTERS; ch++)
    {
      if ((int) sg_char_data ((SgCharId) ch)->side != opp || s->ch[0] == ch || s->ch[1] == ch
          || (g->eliminated & (1u << ch)))
        continue;
      bool in_reserve = false;
      for (int i = 0; i < s->n_reserve; i++)
        in_reserve |= s->reserve[i] == ch;
      if (!in_reserve)
        {
          s->reserve[0] = (uint8_t) ch;
          return true;
        }
    }
  /* All candidates are there: change their order instead. */
  if (s->n_reserve < 2)
    return false;
  uint8_t t = s->reserve[0];
  s->reserve[0] = s->reserve[s->n_reserve - 1];
  s->reserve[s->n_reserve - 1] = t;
  return true;
}

static bool
same_game (const SgGame *a, const SgGame *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

/* The Hard bot's decision (and the heuristic's) and the determinization
 * are the same for the real game and for the changed one. */
static void
assert_blind (const SgGame *real, const SgGame *changed, SgSide viewer, const char *what)
{
  g_assert_false (same_game (real, changed));   /* the change is real */
  SgGame *da = g_new (SgGame, 1), *db = g_new (SgGame, 1);
  for (uint64_t seed = 1; seed <= 3; seed++)
    {
      SgRng ra, rb;
      sg_rng_init (&ra, seed);
      sg_rng_init (&rb, seed);
      *da = *real;
      *db = *changed;
      sg_determinize (da, viewer, &ra);
      sg_determinize (db, viewer, &rb);
      if (!same_game (da, db))
        {
          const uint8_t *x = (const uint8_t *) da, *y = (const uint8_t *) db;
          size_t at = 0;
          while (x[at] == y[at])
            at++;
          g_error ("%s: the determinization depends on something the viewer cannot know "
                   "(first difference at byte %zu of SgGame)", what, at);
        }
    }
  g_free (da);
  g_free (db);

  for (int kind = SG_BOT_HEURISTIC; kind < SG_N_BOT_KINDS; kind++)
    {
      SgBotBudget b = { .seed = 77, .iterations = kind == SG_BOT_HARD ? 400 : 0 };
      SgAction x, y;
      g_assert_true (sg_bot_choose ((SgBotKind) kind, real, &b, &x));
      g_assert_true (sg_bot_choose ((SgBotKind) kind, changed, &b, &y));
      if (memcmp (&x, &y, sizeof x) != 0)
        g_error ("%s: the %s bot decided differently", what, sg_bot_kind_name ((SgBotKind) kind));
    }
}

static void
test_hard_never_reads_hidden_cards (void)
{
  SgGame *g = g_new0 (SgGame, 1), *c = g_new0 (SgGame, 1);
  unsigned one = 0, hands = 0, decks = 0, reserves = 0, rngs = 0, commons = 0;
  SgAction acts[SG_MAX_ACTIONS];
  for (uint64_t seed = 1; seed <= 40 && hands < 6; seed++)
    {
      heuristic_midgame (g, 1000 + seed, (uint8_t) (2 + seed % 6), 15 + (unsigned) (seed * 37) % 400);
      if (sg_game_over (g) || g->phase == SG_PHASE_SETUP || sg_game_legal_actions (g, acts) < 2)
        continue;
      SgSide viewer = sg_game_decider (g);

      *c = *g;
      if (change_one_card (c, viewer))
        {
          assert_blind (g, c, viewer, "one hidden card traded");
          one++;
        }
      *c = *g;
      if (replace_hidden_hand (c, viewer) > 0)
        {
          assert_blind (g, c, viewer, "the hidden hand replaced");
          hands++;
        }
      *c = *g;
      shuffle_hidden_decks (c, viewer, seed);
      if (!same_game (g, c))
        {
          assert_blind (g, c, viewer, "the decks shuffled");
          decks++;
        }
      *c = *g;
      if (change_opponent_reserve (c, viewer))
        {
          assert_blind (g, c, viewer, "the opponent's reserve changed");
          reserves++;
        }
      *c = *g;
      sg_rng_init (&c->rng, seed * 99991);
      assert_blind (g, c, viewer, "the game's PRNG reseeded");
      rngs++;
      if (g->common.n >= 3)
        {
          /* The top card trades places with another of the same back (its
           * back is what the viewer sees), or two cards below it do. */
          *c = *g;
          int top = c->common.n - 1, other = 0;
          for (int j = 0; j < top; j++)
            if (c->card[c->common.c[j]].back == c->card[c->common.c[top]].back)
              other = j;
          if (c->card[c->common.c[other]].back != c->card[c->common.c[top]].back)
            top = 1;
          uint8_t t = c->common.c[other];
          c->common.c[other] = c->common.c[top];
          c->common.c[top] = t;
          if (!same_game (g, c))
            {
              assert_blind (g, c, viewer, "the common deck reordered");
              commons++;
            }
        }
    }
  g_test_message ("positions: one card %u, hands %u, decks %u, reserves %u, rng %u, common %u",
                  one, hands, decks, reserves, rngs, commons);
  g_assert_cmpuint (hands, >=, 6);
  g_assert_cmpuint (one, >=, 6);
  g_assert_cmpuint (decks, >=, 6);
  g_assert_cmpuint (reserves, >=, 3);
  g_assert_cmpuint (commons, >=, 3);
  g_free (g);
  g_free (c);
}

/* The other side of the coin: the real hidden cards differ between the two
 * games above, and a player that did read them (the same search on the
 * true game, no determinization) could tell: so the test above is not
 * passing because nothing changed.  Here: the faces of the opponent's hand
 * differ, while the viewer's views are equal. */
static void
test_changes_are_invisible_but_real (void)
{
  SgGame *g = g_new0 (SgGame, 1), *c = g_new0 (SgGame, 1);
  SgSide viewer = SG_LAW;
  int replaced = 0;
  /* The first of a few middle games where the opponent holds cards the
   * viewer has not seen (the bots' play decides which games those are). */
  for (uint64_t seed = 4242; seed < 4262 && replaced == 0; seed++)
    {
      heuristic_midgame (g, seed, 4, 40);
      if (sg_game_over (g) || g->phase == SG_PHASE_SETUP)
        continue;
      viewer = sg_game_decider (g);
      *c = *g;
      replaced = replace_hidden_hand (c, viewer);
    }
  g_assert_cmpint (replaced, >, 0);
  SgView va, vb;
  sg_game_view (g, viewer, &va);
  sg_game_view (c, viewer, &vb);
  g_assert_cmpmem (&va, sizeof va, &vb, sizeof vb);
  bool differs = false;
  for (int i = 0; i < g->hand[viewer ^ 1].n; i++)
    {
      uint8_t id = g->hand[viewer ^ 1].c[i];
      differs |= g->card[id].type != c->card[id].type || g->card[id].symbol != c->card[id].symbol;
    }
  g_assert_true (differs);
  g_free (g);
  g_free (c);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  position_pool_fill (&pool, 2, 4000);
  g_test_add_func ("/determinize/keeps-knowledge", test_keeps_knowledge);
  g_test_add_func ("/determinize/changes-are-invisible-but-real", test_changes_are_invisible_but_real);
  g_test_add_func ("/determinize/hard-never-reads-hidden-cards", test_hard_never_reads_hidden_cards);
  int rc = g_test_run ();
  position_pool_free (&pool);
  return rc;
}
