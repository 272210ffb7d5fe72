/* sg-invariants.c: what must hold at every decision point.  The property
 * tests and self-play check it after every action. */
#include "sg-engine-private.h"

#include <stdio.h>

static void
count_pile (const uint8_t *c, int n, uint8_t *seen)
{
  for (int i = 0; i < n; i++)
    if (seen[c[i]] < 255)
      seen[c[i]]++;
}

/* Marks a pile's cards in seen: stores only, no loads of seen, so that
 * self-play can afford this after every action. */
static void
mark_pile (const uint8_t *c, int n, uint8_t *seen)
{
  for (int i = 0; i < n; i++)
    seen[c[i]] = 1;
}

/* The slow path, only once something is wrong: counts every card's places
 * to say which card is where it should not be.  Always false. */
static bool
explain_card_places (const SgGame *g, char *msg, size_t size)
{
  uint8_t seen[256] = { 0 };
  for (int s = 0; s < 2; s++)
    {
      count_pile (g->deck[s].c, g->deck[s].n, seen);
      count_pile (g->hand[s].c, g->hand[s].n, seen);
      for (int k = 0; k < 2; k++)
        count_pile (g->side[s].equip[k].c, g->side[s].equip[k].n, seen);
    }
  count_pile (g->common.c, g->common.n, seen);
  count_pile (g->discard.c, g->discard.n, seen);
  count_pile (g->staging.c, g->staging.n, seen);
  for (int id = 0; id < 256; id++)
    {
      int want = id < g->n_cards ? 1 : 0;
      if (seen[id] != want)
        {
          snprintf (msg, size, "card %d is in %d places", id, seen[id]);
          return false;
        }
    }
  snprintf (msg, size, "the piles do not hold the game's %d cards once each", g->n_cards);
  return false;
}

/* Every card of the game in exactly one place: the piles hold n_cards
 * cards in all, and n_cards distinct ids below n_cards are among them.
 * Then those are all the cards there are, each once, and no other id. */
static bool
cards_in_one_place (const SgGame *g, char *msg, size_t size)
{
  uint8_t seen[256] = { 0 };
  int total = 0, present = 0;

  for (int s = 0; s < 2; s++)
    {
      mark_pile (g->deck[s].c, g->deck[s].n, seen);
      mark_pile (g->hand[s].c, g->hand[s].n, seen);
      total += g->deck[s].n + g->hand[s].n;
      for (int k = 0; k < 2; k++)
        {
          mark_pile (g->side[s].equip[k].c, g->side[s].equip[k].n, seen);
          total += g->side[s].equip[k].n;
        }
    }
  mark_pile (g->common.c, g->common.n, seen);
  mark_pile (g->discard.c, g->discard.n, seen);
  mark_pile (g->staging.c, g->staging.n, seen);
  total += g->common.n + g->discard.n + g->staging.n;
  for (int id = 0; id < g->n_cards; id++)
    present += seen[id];
  if (total == g->n_cards && present == g->n_cards)
    return true;
  return explain_card_places (g, msg, size);
}

/* The types kept with each character's equipment are those of its cards. */
static bool
equip_types_sound (const SgGame *g, int s, int k, char *msg, size_t size)
{
  if (sg_equip_types_of (g, &g->side[s].equip[k]) == g->equip_types[s][k])
    return true;
  snprintf (msg, size, "the equipment types of %s slot %d are stale", sg_side_name ((SgSide) s), k);
  return false;
}

static bool
characters_sound (const SgGame *g, char *msg, size_t size)
{
  for (int s = 0; s < 2; s++)
    {
      const SgSideState *st = &g->side[s];
      for (int k = 0; k < 2; k++)
        if (!equip_types_sound (g, s, k, msg, size))
          return false;
      if (g->phase != SG_PHASE_OVER && sg_count_in_play (g, s) > 0 && st->ch[st->ac] == SG_NONE)
        {
          snprintf (msg, size, "%s has no character under its AC token", sg_side_name ((SgSide) s));
          return false;
        }
      for (int k = 0; k < 2; k++)
        {
          if (st->ch[k] == SG_NONE)
            continue;
          int max = sg_max_life (g, s, k);
          if (st->life[k] < 0 || st->life[k] > max || (st->life[k] == 0 && !st->dying[k]))
            {
              snprintf (msg, size, "%s has %d life (maximum %d)", sg_char_data ((SgCharId) st->ch[k])->name,
                        st->life[k], max);
              return false;
            }
          if (g->eliminated & (1u << st->ch[k]))
            {
              snprintf (msg, size, "%s is in play and eliminated", sg_char_data ((SgCharId) st->ch[k])->name);
              return false;
            }
        }
    }
  return true;
}

/* No option is listed twice (identical copies are one option): the
 * listings append without searching where their construction rules it out
 * (sg_push_action), and this keeps them honest. */
static bool
options_distinct (const SgGame *g, const SgAction *acts, int n, char *msg, size_t size)
{
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (sg_action_equivalent (g, &acts[i], &acts[j]))
        {
          snprintf (msg, size, "decision %d lists options %d and %d that are the same", g->decision, i, j);
          return false;
        }
  return true;
}

/* Where every card is, and who is in play with how much life: checked
 * before anything is listed, since a broken table may not list safely. */
static bool
table_sound (const SgGame *g, char *msg, size_t msg_size)
{
  return cards_in_one_place (g, msg, msg_size) && characters_sound (g, msg, msg_size);
}

/* While the game is on, the decider has something to do (n_legal options). */
static bool
decider_can_act (const SgGame *g, int n_legal, char *msg, size_t msg_size)
{
  if (g->phase == SG_PHASE_OVER || n_legal >= 1)
    return true;
  snprintf (msg, msg_size, "decision %d has no legal action", g->decision);
  return false;
}

bool
sg_game_check_core_invariants (const SgGame *g, int n_legal, char *msg, size_t msg_size)
{
  if (!table_sound (g, msg, msg_size))
    return false;
  if (n_legal < 0 && g->phase != SG_PHASE_OVER)
    {
      SgAction acts[SG_MAX_ACTIONS];
      n_legal = sg_game_legal_actions (g, acts);
    }
  return decider_can_act (g, n_legal, msg, msg_size);
}

bool
sg_game_check_invariants (const SgGame *g, char *msg, size_t msg_size)
{
  SgAction acts[SG_MAX_ACTIONS];
  int n = 0;

  if (!table_sound (g, msg, msg_size))
    return false;
  if (g->phase != SG_PHASE_OVER)
    n = sg_game_legal_actions (g, acts);
  if (!decider_can_act (g, n, msg, msg_size))
    return false;
  if (g->phase == SG_PHASE_OVER)
    return true;
  return options_distinct (g, acts, n, msg, msg_size)
         && (g->decision != SG_DEC_PLAY || sg_play_rules_agree (g, msg, msg_size));
}
