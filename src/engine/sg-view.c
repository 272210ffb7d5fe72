/* sg-view.c: what one player may know (D9, E-47): own hand, the backs of
 * the opponent's hand (and faces that were shown), sizes of decks. */
#include "sg-engine-private.h"

bool
sg_game_card_known (const SgGame *g, SgSide viewer, uint8_t card)
{
  return card < g->n_cards && viewer < 2 && (g->seen[card] & (1u << viewer)) != 0;
}

void
sg_game_view (const SgGame *g, SgSide viewer, SgView *out)
{
  int opp = sg_other (viewer);
  memset (out, 0, sizeof *out);
  out->viewer = viewer;
  out->n_own_hand = g->hand[viewer].n;
  memcpy (out->own_hand, g->hand[viewer].c, g->hand[viewer].n);
  out->n_opp_hand = g->hand[opp].n;
  for (int i = 0; i < g->hand[opp].n; i++)
    {
      uint8_t id = g->hand[opp].c[i];
      out->opp_backs[i] = g->card[id].back;
      out->opp_known[i] = sg_game_card_known (g, viewer, id) ? id : SG_NONE;
    }
  out->deck_size[0] = g->deck[0].n;
  out->deck_size[1] = g->deck[1].n;
  out->common_size = g->common.n;
  out->common_exists = g->common_exists;
  out->common_top_back = g->common.n ? g->card[g->common.c[g->common.n - 1]].back : SG_NONE;
}
