/* sg-table.c: the characters on the table: positions, life, the AC token
 * and the BANG! limit. */
#include "sg-engine-private.h"

int
sg_game_in_play (const SgGame *g, SgSide side)
{
  return sg_count_in_play (g, side);
}

/* D3.8: a lone character is both AC and BC. */
uint8_t
sg_bc (const SgGame *g, int side)
{
  uint8_t other = (uint8_t) (1 - g->side[side].ac);
  return g->side[side].ch[other] != SG_NONE ? other : g->side[side].ac;
}

uint8_t
sg_game_slot (const SgGame *g, SgSide side, bool backup)
{
  if (sg_count_in_play (g, side) == 0)
    return SG_NONE;
  return backup ? sg_bc (g, side) : sg_ac (g, side);
}

bool
sg_is_bc (const SgGame *g, int side, int slot)
{
  return sg_bc (g, side) == slot;
}

/* D3.3, D3.4: equipment works on the AC, or anywhere when always-active. */
bool
sg_equip_active (const SgGame *g, int side, int slot, SgCardType type)
{
  if (!sg_has_equip (g, side, slot, type))
    return false;
  return sg_is_ac (g, side, slot) || sg_card_is_always (type);
}

bool
sg_game_has_equipment (const SgGame *g, SgSide side, uint8_t slot, SgCardType type)
{
  return slot < 2 && sg_equip_active (g, side, slot, type);
}

int
sg_max_life (const SgGame *g, int side, int slot)
{
  return sg_char_data ((SgCharId) g->side[side].ch[slot])->life;
}

/* D3.1, E-42: never above the printed maximum; tokens from the central pile. */
void
sg_heal (SgGame *g, int side, int slot, int n, const char *rule)
{
  SgSideState *s = &g->side[side];
  if (!sg_alive (g, side, slot))
    return;
  int max = sg_max_life (g, side, slot);
  int gain = s->life[slot] + n > max ? max - s->life[slot] : n;
  s->life[slot] = (int8_t) (s->life[slot] + gain);
  sg_emit (g, SG_EV_LIFE_GAINED, side, s->ch[slot], SG_NONE, side, s->ch[slot], gain, rule);
}

/* Moves side's AC token to its other character.  The move itself triggers the
 * opponent's Pocket Watch and the characters' token hooks (C-POCKET-WATCH.1,
 * E-16); those wait for the current resolution to finish (D10.5). */
void
sg_move_token (SgGame *g, int side, const char *rule)
{
  SgSideState *s = &g->side[side];
  if (sg_count_in_play (g, side) < 2)
    return;
  s->ac = (uint8_t) (1 - s->ac);
  sg_emit (g, SG_EV_SWITCH, side, s->ch[s->ac], SG_NONE, side, s->ch[s->ac], 0, rule);
  int opp = sg_other (side);
  uint8_t opp_ac = sg_ac (g, opp);
  if (sg_alive (g, opp, opp_ac) && sg_has_equip (g, opp, opp_ac, SG_CARD_POCKET_WATCH))
    sg_queue_trigger (g, TRIG_DRAW, opp, opp_ac, SG_CARD_POCKET_WATCH);
  sg_ab_on_token_moved (g, side);
}

/* E-10: a BANG! play is exempt while the AC has an active Gun Belt
 * (C-GUN-BELT.1) or is West Harding; exempt plays never count. */
static bool
bang_exempt (const SgGame *g, int side)
{
  return sg_equip_active (g, side, sg_ac (g, side), SG_CARD_GUN_BELT) || sg_ab_unlimited_bangs (g, side);
}

bool
sg_bang_allowed (const SgGame *g, int side)
{
  /* The first BANG! of a turn is always allowed: that test, asked first,
   * settles most calls without looking at equipment and abilities. */
  return g->bangs == 0 || bang_exempt (g, side) || g->bangs < 1 + sg_ab_extra_bang_plays (g, side);
}

void
sg_count_bang (SgGame *g, int side)
{
  if (bang_exempt (g, side))
    return;
  g->bangs++;
  /* A second BANG! counted is The Stranger's to allow (P-THE-STRANGER.1):
   * the log cites his rule, which says why it was allowed (an Italian
   * play-tester saw only the one-per-turn rule cited). */
  sg_emit (g, SG_EV_BANG_COUNT, side, SG_NONE, SG_NONE, SG_NONE, SG_NONE, g->bangs,
           g->bangs > 1 && sg_ab_extra_bang_plays (g, side) > 0 ? "P-THE-STRANGER.1" : "E-10");
}

/* D7.2: reloading starts once either player is down to one character. */
bool
sg_reload_possible (const SgGame *g)
{
  return sg_count_in_play (g, SG_LAW) == 1 || sg_count_in_play (g, SG_OUTLAW) == 1;
}
