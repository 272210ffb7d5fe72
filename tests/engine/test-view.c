/* test-view.c: what each player may know (D9).  A card drawn from the
 * common deck is known to its drawer only, even when it was seen face up
 * in the discard pile before the pile was shuffled into the common deck. */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-test-util.h"

typedef struct {
  int n;
  uint8_t side[64], card[64];
} Draws;

static void
note_draw (const SgEvent *ev, void *data)
{
  Draws *d = data;
  if (ev->kind == SG_EV_DRAW && ev->value == 1 && d->n < 64)
    {
      d->side[d->n] = ev->side;
      d->card[d->n] = ev->card;
      d->n++;
    }
}

static gboolean
opponent_knows (const SgGame *g, SgSide drawer, uint8_t card)
{
  SgView v;
  sg_game_view (g, (SgSide) (1 - drawer), &v);
  for (int i = 0; i < v.n_opp_hand; i++)
    if (v.opp_known[i] == card)
      return TRUE;
  return FALSE;
}

static void
test_common_draws_stay_hidden (void)
{
  int checked = 0;
  for (guint64 seed = 1; seed <= 300 && checked < 200; seed++)
    {
      SgGame g;
      Draws d = { 0 };
      sg_test_new_game (&g, seed);
      sg_game_set_observer (&g, note_draw, &d);
      SgRng rng;
      sg_rng_init (&rng, seed);
      SgAction acts[SG_MAX_ACTIONS];
      while (!sg_game_over (&g) && g.turn_number < 200)
        {
          int n = sg_game_legal_actions (&g, acts);
          d.n = 0;
          sg_game_apply_legal (&g, &acts[sg_rng_uniform (&rng, (uint32_t) n)]);
          for (int i = 0; i < d.n; i++)
            {
              /* Still in the drawer's hand right after the action? */
              SgView own;
              sg_game_view (&g, (SgSide) d.side[i], &own);
              if (memchr (own.own_hand, d.card[i], own.n_own_hand) == NULL)
                continue;
              if (g.decision != SG_DEC_PLAY)
                continue; /* a shot or effect may show it before the check */
              g_assert_false (opponent_knows (&g, (SgSide) d.side[i], d.card[i]));
              checked++;
            }
        }
    }
  /* Random games reach the common deck often enough to test it. */
  g_assert_cmpint (checked, >=, 50);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/view/common-draws-stay-hidden", test_common_draws_stay_hidden);
  return g_test_run ();
}
