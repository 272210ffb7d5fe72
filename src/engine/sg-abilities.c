/* sg-abilities.c: the trigger points where characters' abilities plug into
 * the rules (P- entries).  Each hook is called by the engine at the moment
 * the rules name; with no ability involved it returns the plain rule.
 *
 * Which ability is active follows D3.3-D3.6: the AC's, any always-active
 * one (sg_char_data()->always_active), and a targeted BC's while it reacts.
 * The abilities themselves are the characters issue; until they land, the
 * hooks give every character the plain rules, as the engine issue allows
 * ("characters as names and life points only"). */
#include "sg-engine-private.h"

/* D3.3, D3.4: is the ability of the character in that slot switched on? */
bool
sg_ability_active (const SgGame *g, int side, int slot)
{
  if (!sg_alive (g, side, slot))
    return false; /* D3.2 */
  return sg_is_ac (g, side, slot) || sg_char_data ((SgCharId) g->side[side].ch[slot])->always_active;
}

/* D2.1.1: cards drawn in the draw phase before Bank (Dalton Bros hook). */
int
sg_ab_draw_count (const SgGame *g, int side)
{
  (void) g;
  (void) side;
  return 2;
}

/* E-10: extra counted BANG! plays allowed this turn (The Stranger hook). */
int
sg_ab_extra_bang_plays (const SgGame *g, int side)
{
  (void) g;
  (void) side;
  return 0;
}

/* E-10: BANG! plays exempt from the limit (West Harding hook). */
bool
sg_ab_unlimited_bangs (const SgGame *g, int side)
{
  (void) g;
  (void) side;
  return false;
}

/* P-TEX-KILLER.1: extra cards owed to complete a dodge. */
int
sg_ab_extra_dodge_cost (const SgGame *g, int shooter, int src, int flags)
{
  (void) g;
  (void) shooter;
  (void) src;
  (void) flags;
  return 0;
}

/* D5.5c: cards other than dodge cards that this character may dodge with
 * (Annie Oakey's shot cards, E-27). */
bool
sg_ab_can_dodge_with (const SgGame *g, int side, int slot, SgCardType type)
{
  (void) g;
  (void) side;
  (void) slot;
  (void) type;
  return false;
}

/* C-COLT.2: cards that may be played or discarded as a Colt. */
bool
sg_ab_can_play_as_colt (const SgGame *g, int side, SgCardType type)
{
  (void) g;
  (void) side;
  (void) type;
  return false;
}

/* D4.5: may this side's cards reach any character (Jack Ransome hook)? */
bool
sg_ab_reach_any (const SgGame *g, int side)
{
  (void) g;
  (void) side;
  return false;
}

/* D6.1: how many cards a reveal turns up and who picks the one that counts
 * (Bart Masterson hook, E-32). */
int
sg_ab_reveal_count (const SgGame *g, int *chooser)
{
  (void) g;
  (void) chooser;
  return 1;
}

/* D5.5c: the targeted character's own dodge ability (Sid Curry hook). */
bool
sg_ab_has_dodge_ability (const SgGame *g, int side, int slot)
{
  (void) g;
  (void) side;
  (void) slot;
  return false;
}

/* E-16, E-17: side's AC token has just moved (Jango, Tom Thorn hooks). */
void
sg_ab_on_token_moved (SgGame *g, int side)
{
  (void) g;
  (void) side;
}

/* E-08, E-35: one life lost, not the last (Alan Pinkertoon, Dalon Ranger,
 * Slim Poet hooks). */
void
sg_ab_on_life_lost (SgGame *g, int side, int slot, SgLossCause cause, int by)
{
  (void) g;
  (void) side;
  (void) slot;
  (void) cause;
  (void) by;
}

/* P-WYATT-EAR.1: the opponent dodged one of shooter's shots. */
void
sg_ab_on_shot_dodged (SgGame *g, int shooter, int dodger)
{
  (void) g;
  (void) shooter;
  (void) dodger;
}

/* E-45 step 5: a character was eliminated and replaced (Bill Tightman). */
void
sg_ab_on_eliminated (SgGame *g, int side, int slot)
{
  (void) g;
  (void) side;
  (void) slot;
}

/* E-20: the taker took or discarded count of the victim's cards (Wild Bill). */
void
sg_ab_on_cards_taken (SgGame *g, int victim, int taker, int count)
{
  (void) g;
  (void) victim;
  (void) taker;
  (void) count;
}
