/* sg-abilities.c: the characters' passive abilities, called by the engine at
 * the trigger points the rules name (P- entries).
 *
 * Which ability is on follows D3.3-D3.6: the AC's; an always-active one
 * anywhere (D3.4); and a character's own reaction to what is aimed at it,
 * even as BC (D3.5, E-36).  No ability acts for a character at 0 life
 * (D3.2): every check below asks for a living character. */
#include "sg-engine-private.h"

/* ch, alive, in slot (0 or 1).  The character asked first: it settles
 * nearly every call in one test (a slot holding ch is not empty). */
static bool
holds (const SgGame *g, int side, int slot, SgCharId ch)
{
  return g->side[side].ch[slot] == ch && !g->side[side].dying[slot];
}

static bool
is (const SgGame *g, int side, int slot, SgCharId ch)
{
  return slot != SG_NONE && holds (g, side, slot, ch);
}

static bool
ac_is (const SgGame *g, int side, SgCharId ch)
{
  return holds (g, side, sg_ac (g, side), ch); /* the token is always on slot 0 or 1 */
}

static int
slot_of (const SgGame *g, int side, SgCharId ch)
{
  for (int slot = 0; slot < 2; slot++)
    if (holds (g, side, slot, ch))
      return slot;
  return -1;
}

/* --- draw phase -------------------------------------------------------- */

/* P-DALTON-BROS.1: three cards instead of two. */
int
sg_ab_extra_draws (const SgGame *g, int side)
{
  return ac_is (g, side, SG_CHAR_DALTON_BROS) ? 1 : 0;
}

/* P-PAT-GARRET.1, E-48: the second card drawn is shown; on a horseshoe one
 * more card comes from the opponent's source.  Not a reveal (no Bart). */
void
sg_ab_second_draw (SgGame *g, int side, int card)
{
  if (card < 0 || !ac_is (g, side, SG_CHAR_PAT_GARRET))
    return;
  g->seen[card] = SG_SEEN_BOTH;
  int hit = g->card[card].symbol == SG_SYM_HORSESHOE;
  sg_emit (g, SG_EV_ABILITY, side, SG_CHAR_PAT_GARRET, card, SG_NONE, SG_NONE, hit, "P-PAT-GARRET.1");
  if (!hit)
    return;
  int from_common = g->deck[sg_other (side)].n == 0;
  int id = sg_take_top (g, sg_other (side));
  if (id < 0)
    return;
  sg_to_hand (g, side, (uint8_t) id, (uint8_t) (1u << side));
  sg_emit (g, SG_EV_DRAW, side, SG_CHAR_PAT_GARRET, id, SG_NONE, SG_NONE, from_common, "P-PAT-GARRET.1");
}

/* --- the BANG! limit (E-10) -------------------------------------------- */

int
sg_ab_extra_bang_plays (const SgGame *g, int side)
{
  return slot_of (g, side, SG_CHAR_THE_STRANGER) >= 0 ? 1 : 0; /* always active */
}

bool
sg_ab_unlimited_bangs (const SgGame *g, int side)
{
  return ac_is (g, side, SG_CHAR_WEST_HARDING);
}

/* --- shots and dodges -------------------------------------------------- */

/* P-TEX-KILLER.1, E-07: only BANG! plays made while Tex is the AC. */
int
sg_ab_extra_dodge_cost (const SgGame *g, int shooter, int src, int flags)
{
  (void) src;
  return (flags & SHOT_BANG) && ac_is (g, shooter, SG_CHAR_TEX_KILLER) ? 1 : 0;
}

/* P-ANNIE-OAKEY.1, E-27b: shot cards dodge shots aimed at Annie herself. */
uint32_t
sg_ab_dodge_types (const SgGame *g, int side, int slot)
{
  return is (g, side, slot, SG_CHAR_ANNIE_OAKEY) ? SG_SHOT_TYPES : 0;
}

/* P-ANNIE-OAKEY.2 and P-TOCO-RAMIREZ.1 in the play phase: the types side
 * may play as a Colt, bit per SgCardType. */
uint32_t
sg_ab_colt_types (const SgGame *g, int side)
{
  if (ac_is (g, side, SG_CHAR_ANNIE_OAKEY))
    return SG_TYPE_BIT (SG_CARD_MISSED);
  return ac_is (g, side, SG_CHAR_TOCO_RAMIREZ) ? SG_ALL_TYPES & ~SG_TYPE_BIT (SG_CARD_COLT) : 0;
}

bool
sg_ab_can_play_as_colt (const SgGame *g, int side, SgCardType type)
{
  return (sg_ab_colt_types (g, side) >> type & 1u) != 0;
}

/* C-DUEL.4, E-25: discarding as a Colt for the character answering. */
bool
sg_ab_can_discard_as_colt (const SgGame *g, int side, int slot, SgCardType type)
{
  if (sg_card_is_shot (type))
    return false;
  if (is (g, side, slot, SG_CHAR_ANNIE_OAKEY))
    return type == SG_CARD_MISSED;
  return is (g, side, slot, SG_CHAR_TOCO_RAMIREZ) && g->options.toco_discard_as_colt;
}

bool
sg_ab_reach_any (const SgGame *g, int side)
{
  return ac_is (g, side, SG_CHAR_JACK_RANSOME); /* P-JACK-RANSOME.1 */
}

/* P-BART-MASTERSON.1, E-32: always active, every reveal by either player. */
int
sg_ab_reveal_count (const SgGame *g, int *chooser)
{
  for (int side = 0; side < 2; side++)
    if (slot_of (g, side, SG_CHAR_BART_MASTERSON) >= 0)
      {
        *chooser = side;
        return 2;
      }
  return 1;
}

/* P-SID-CURRY.1: his own reaction, so it works as a targeted BC (D3.5). */
bool
sg_ab_has_dodge_ability (const SgGame *g, int side, int slot)
{
  return is (g, side, slot, SG_CHAR_SID_CURRY);
}

/* P-WYATT-EAR.1: one of his player's shots dodged by the opponent. */
void
sg_ab_on_shot_dodged (SgGame *g, int shooter, int dodger)
{
  if (shooter != dodger && ac_is (g, shooter, SG_CHAR_WYATT_EAR))
    sg_queue_trigger (g, TRIG_DRAW, shooter, sg_ac (g, shooter), TRIG_CHAR + SG_CHAR_WYATT_EAR);
}

/* --- token moves (E-16, E-17) ------------------------------------------ */

void
sg_ab_on_token_moved (SgGame *g, int side)
{
  int opp = sg_other (side);
  if (ac_is (g, opp, SG_CHAR_JANGO))
    sg_queue_trigger (g, TRIG_DRAW, opp, sg_ac (g, opp), TRIG_CHAR + SG_CHAR_JANGO);
  if (sg_count_in_play (g, side) == 2 && ac_is (g, side, SG_CHAR_TOM_THORN))
    sg_queue_trigger (g, TRIG_ABILITY, side, sg_ac (g, side), SG_CHAR_TOM_THORN);
}

/* --- life ---------------------------------------------------------------- */

/* One point lost, not the last.  The loss is aimed at this character, so
 * its reaction works even as BC (E-35c).  E-08: Dalon Ranger and Slim Poet
 * count only what the opponent caused; Dynamite and Rattlesnake never. */
void
sg_ab_on_life_lost (SgGame *g, int side, int slot, SgLossCause cause, int by)
{
  bool by_opponent = by == sg_other (side) && cause != LOSS_DYNAMITE && cause != LOSS_RATTLESNAKE;
  switch (g->side[side].ch[slot])
    {
    case SG_CHAR_ALAN_PINKERTOON:
      sg_queue_trigger (g, TRIG_ABILITY, side, slot, SG_CHAR_ALAN_PINKERTOON);
      break;
    case SG_CHAR_DALON_RANGER:
      if (by_opponent)
        sg_queue_trigger (g, TRIG_DRAW, side, slot, TRIG_CHAR + SG_CHAR_DALON_RANGER);
      break;
    case SG_CHAR_SLIM_POET:
      if (by_opponent)
        sg_queue_trigger (g, TRIG_ABILITY, side, slot, SG_CHAR_SLIM_POET);
      break;
    default:
      break;
    }
}

/* P-BUFFALO-BELL.1, E-34: Bell (always active) may lose the point in his
 * partner's place, never his own last life, never for Whisky. */
bool
sg_ab_bell_can_absorb (const SgGame *g, int side, int slot, SgLossCause cause)
{
  int other = 1 - slot;
  if (cause == LOSS_WHISKY || sg_count_in_play (g, side) < 2)
    return false;
  return is (g, side, other, SG_CHAR_BUFFALO_BELL) && g->side[side].life[other] > 1;
}

/* --- eliminations (E-21, E-45) ----------------------------------------- */

/* The side whose Bull Anderson (as AC) may loot the character about to be
 * eliminated, or -1. */
int
sg_ab_looter (const SgGame *g, int side, int slot)
{
  for (int s = 0; s < 2; s++)
    {
      uint8_t ac = sg_ac (g, s);
      if ((s != side || ac != slot) && ac_is (g, s, SG_CHAR_BULL_ANDERSON))
        return s;
    }
  return -1;
}

/* P-BILL-TIGHTMAN.1, .3: a bit per side whose AC is a living Bill Tightman
 * when a character is eliminated.  Asked before the replacement enters or
 * the token moves to a lone survivor (D11.3): a Bill who only then becomes
 * the AC was not active at the elimination (D3.2, D3.3). */
unsigned
sg_ab_elimination_witnesses (const SgGame *g)
{
  unsigned sides = 0;
  for (int s = 0; s < 2; s++)
    if (ac_is (g, s, SG_CHAR_BILL_TIGHTMAN))
      sides |= 1u << s;
  return sides;
}

/* Their 2 cards each, once the elimination is done (E-45 step 5). */
void
sg_ab_on_eliminated (SgGame *g, unsigned witnesses)
{
  for (int s = 0; s < 2; s++)
    if (witnesses >> s & 1u)
      sg_draw_n (g, s, 2, "P-BILL-TIGHTMAN.1");
}

/* E-20: the taker took or discarded a card of the victim's hand
 * (victim_slot SG_NONE) or one in play on the character in victim_slot. */
void
sg_ab_on_cards_taken (SgGame *g, int victim, int victim_slot, int taker)
{
  if (victim == taker)
    return;
  if (victim_slot == SG_NONE)
    {
      if (ac_is (g, victim, SG_CHAR_WILD_BILL))
        sg_queue_trigger (g, TRIG_ABILITY, victim, sg_ac (g, victim), SG_CHAR_WILD_BILL);
      return;
    }
  /* On a BC only when reached through Jack Ransome, which wakes it (E-36). */
  if (is (g, victim, victim_slot, SG_CHAR_WILD_BILL) && (sg_is_ac (g, victim, victim_slot) || sg_ab_reach_any (g, taker)))
    sg_queue_trigger (g, TRIG_ABILITY, victim, victim_slot, SG_CHAR_WILD_BILL);
}

/* --- triggered abilities firing after the card (D10.5) ------------------ */

void
sg_ab_fire (SgGame *g, int ch, int side, int slot)
{
  int opp = sg_other (side);
  switch (ch)
    {
    case SG_CHAR_ALAN_PINKERTOON: /* E-35d: the opponent's AC now */
    case SG_CHAR_WILD_BILL:
      if (sg_alive (g, opp, sg_ac (g, opp)))
        sg_push_shot (g, side, slot, opp, sg_ac (g, opp), SRC_ABILITY, 0)->n = (uint8_t) ch;
      break;
    case SG_CHAR_TOM_THORN: /* E-17: the opponent's BC, a lone one too */
      if (sg_alive (g, opp, sg_bc (g, opp)))
        sg_push_shot (g, side, slot, opp, sg_bc (g, opp), SRC_ABILITY, 0)->n = (uint8_t) ch;
      break;
    case SG_CHAR_SLIM_POET:
      if (g->hand[opp].n > 0)
        {
          sg_emit (g, SG_EV_ABILITY, side, SG_CHAR_SLIM_POET, SG_NONE, opp, SG_NONE, 0, "P-SLIM-POET.1");
          SgFrame *p = sg_push (g, F_RANDOM_PICK);
          p->side = (uint8_t) side;
          p->tside = (uint8_t) opp;
          p->src = PICK_DISCARD;
        }
      break;
    default:
      break;
    }
}
