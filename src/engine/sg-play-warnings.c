/* sg-play-warnings.c: legal plays that the UI warns about and the bots
 * avoid: plays that change nothing (a card that comes straight back, a
 * Beer at full life...), plays that help the opponent (equipment that
 * works for its carrier, put on an opposing character; a Whisky that
 * heals one; a Canteen's swap that makes the opponent draw), plays and
 * answers that cost their player (a Whisky lowering one's own character,
 * Tom Thorn brought forward by a Canteen or a Shotgun's swap), and
 * Gatling or Indians! hitting one's own back-up.  Pearl Hat's answer is
 * read as the play of the card she copies (sg_game_copy_as_play), so her
 * copies are told as their plays are.  Apart from sg-play.c, which says
 * what is legal and does it: none of these changes what is legal. */
#include "sg-engine-private.h"

/* --- Pearl Hat's copies ------------------------------------------------- */

bool
sg_game_copy_as_play (const SgGame *g, const SgAction *a, SgAction *play)
{
  const SgFrame *f = g->n_frames ? &g->frame[g->n_frames - 1] : NULL;
  if (g->phase == SG_PHASE_OVER || f == NULL || f->await != SG_DEC_COPY || a->side != f->side
      || f->b >= g->n_cards)
    return false;
  int target;
  switch (a->kind)
    {
    case SG_ACT_CHOOSE_SIDE: /* a Canteen's side (C-CANTEEN.1) */
    case SG_ACT_CHOOSE_CHAR:
      target = a->target;
      break;
    case SG_ACT_CHOOSE_YES: /* a card without target */
      target = SG_NONE;
      break;
    default: /* a reload of the copied card (P-PEARL-HAT.3) plays nothing */
      return false;
    }
  /* The copied card itself, whose type is the one copied (read before
   * the cost, E-15a): it stays in the discard pile. */
  *play = (SgAction) { SG_ACT_PLAY, (uint8_t) a->side, f->b, (uint8_t) target, SG_NONE };
  return true;
}

/* The play an action stands for: a, or the play Pearl Hat's answer
 * copies, written into buf. */
static const SgAction *
as_play (const SgGame *g, const SgAction *a, SgAction *buf)
{
  return sg_game_copy_as_play (g, a, buf) ? buf : a;
}

/* --- plays that change nothing ---------------------------------------- */

/* Whether Beer would heal no one (C-BEER.1-.2): every character of the
 * side in play is at its maximum. */
static bool
beer_futile (const SgGame *g, int me)
{
  for (int slot = 0; slot < 2; slot++)
    if (g->side[me].ch[slot] != SG_NONE && !g->side[me].dying[slot]
        && g->side[me].life[slot] < sg_max_life (g, me, slot))
      return false;
  return true;
}

/* D4.3.4: equipment played on a character that already carries a card of
 * that name replaces it, and the old one is discarded, so the character
 * carries what it did (no equipment card keeps a state of its own, and
 * the replacement triggers nothing: not in E-20's list for Wild Bill). */
static bool
replaces_same_name (const SgGame *g, SgCardType t, int tside, int tslot)
{
  return sg_card_kind (t) == SG_KIND_EQUIPMENT && sg_has_equip (g, tside, tslot, t);
}

/* Whether the card about to go to the discard pile is all a draw could
 * bring back: the player's own deck (and the other's, for a General
 * Store), the common deck and the discard pile all empty.  The discard
 * pile, that card alone, becomes the new common deck (D13.6) and the card
 * comes back to the hand: nothing changes, and a bot that kept playing it
 * never ended its turn. */
static bool
only_itself_comes_back (const SgGame *g, int me, bool both_decks)
{
  return g->deck[me].n == 0 && (!both_decks || g->deck[!me].n == 0) && g->common.n == 0 && g->discard.n == 0;
}

bool
sg_game_card_comes_back (const SgGame *g, const SgAction *a)
{
  if (a->side > 1 || a->card >= g->n_cards)
    return false;
  /* D7.1: discard it, draw one.  A card reloaded from the equipment of the
   * active character leaves play: that changes something. */
  if (a->kind == SG_ACT_RELOAD)
    return sg_pile_find (&g->hand[a->side], a->card) >= 0 && only_itself_comes_back (g, a->side, false);
  if (a->kind != SG_ACT_PLAY || a->as != SG_NONE)
    return false;
  switch (sg_type (g, a->card))
    {
    case SG_CARD_STAGECOACH:
      return only_itself_comes_back (g, a->side, false);
    case SG_CARD_GENERAL_STORE:
      return only_itself_comes_back (g, a->side, true);
    default:
      return false;
    }
}

const char *
sg_game_play_futile (const SgGame *g, const SgAction *a)
{
  SgAction copy;
  a = as_play (g, a, &copy);
  if (sg_game_card_comes_back (g, a))
    return "D13.6";
  if (a->kind != SG_ACT_PLAY || a->card >= g->n_cards || a->side > 1)
    return NULL;
  SgCardType t = a->as != SG_NONE ? (SgCardType) a->as : sg_type (g, a->card);
  bool aimed = a->target <= 3 && g->side[SG_CODE_SIDE (a->target)].ch[SG_CODE_SLOT (a->target)] != SG_NONE;
  int tside = SG_CODE_SIDE (a->target), tslot = SG_CODE_SLOT (a->target);
  switch (t)
    {
    case SG_CARD_FANNING: /* one shot per equipment card, counted at once */
      return aimed && g->side[tside].equip[tslot].n == 0 ? "E-13" : NULL;
    case SG_CARD_WHISKY:
      return aimed && g->side[tside].life[tslot] == sg_whisky_life (g, tside, tslot) ? "C-WHISKY.2" : NULL;
    case SG_CARD_BEER:
      return beer_futile (g, a->side) ? "C-BEER.2" : NULL;
    default:
      return aimed && replaces_same_name (g, t, tside, tslot) ? "D4.3.4" : NULL;
    }
}

/* --- token moves that cost their player ------------------------------- */

/* The rule by which moving side's AC token (a Canteen, a dodged Shotgun's
 * swap) costs player me by the rules alone: me's own token moved makes
 * the opponent draw, by a Pocket Watch on their active character
 * (C-POCKET-WATCH.1) or by Jango active (P-JANGO.1, E-16); the opponent's
 * token moved onto Tom Thorn fires his shot at me's back-up
 * (P-TOM-THORN.1, E-17).  NULL otherwise: which swap helps more (the
 * weaker character brought forward...) is the player's judgement. */
static const char *
token_move_costs (const SgGame *g, int me, int side)
{
  int opp = sg_other (me);
  if (side > 1 || sg_count_in_play (g, side) < 2)
    return NULL;
  if (side == me)
    {
      int ac = sg_ac (g, opp);
      if (!sg_alive (g, opp, ac))
        return NULL;
      if (sg_has_equip (g, opp, ac, SG_CARD_POCKET_WATCH))
        return "C-POCKET-WATCH.1";
      return g->side[opp].ch[ac] == SG_CHAR_JANGO ? "P-JANGO.1" : NULL;
    }
  int bc = 1 - sg_ac (g, side);
  return sg_alive (g, side, bc) && g->side[side].ch[bc] == SG_CHAR_TOM_THORN ? "P-TOM-THORN.1" : NULL;
}

/* A Canteen's play (its target names a side, C-CANTEEN.1). */
static bool
is_canteen (const SgGame *g, const SgAction *a)
{
  return a->kind == SG_ACT_PLAY && a->card < g->n_cards && a->side <= 1
         && (a->as != SG_NONE ? (SgCardType) a->as : sg_type (g, a->card)) == SG_CARD_CANTEEN;
}

/* --- plays that help the opponent ------------------------------------- */

/* The rule that makes an equipment card work for the character carrying
 * it (D4.3.3, D4.3.6): its carrier's owner draws more, dodges, shoots
 * more or further.  NULL for the ones meant for the opponent (Dynamite,
 * Rattlesnake) or that help nobody in particular (Stampede). */
static const char *
helps_holder_rule (SgCardType t)
{
  switch (t)
    {
    case SG_CARD_BANK: return "C-BANK.1";
    case SG_CARD_BARREL: return "C-BARREL.1";
    case SG_CARD_HAT: return "C-HAT.1";
    case SG_CARD_GUN_BELT: return "C-GUN-BELT.1";
    case SG_CARD_SCOPE: return "C-SCOPE.1";
    case SG_CARD_POCKET_WATCH: return "C-POCKET-WATCH.1";
    default: return NULL;
    }
}

const char *
sg_game_play_helps_opponent (const SgGame *g, const SgAction *a)
{
  SgAction copy;
  a = as_play (g, a, &copy);
  /* One's own characters swapped by a Canteen: the opponent draws. */
  if (is_canteen (g, a))
    return a->target == a->side ? token_move_costs (g, a->side, a->target) : NULL;
  if (a->kind != SG_ACT_PLAY || a->card >= g->n_cards || a->side > 1 || a->target > 3)
    return NULL;
  SgCardType t = a->as != SG_NONE ? (SgCardType) a->as : sg_type (g, a->card);
  int tside = SG_CODE_SIDE (a->target);
  int tslot = SG_CODE_SLOT (a->target);
  if (tside == a->side || g->side[tside].ch[tslot] == SG_NONE)
    return NULL;
  /* Whisky may go on the opponent's AC (C-WHISKY.1, L-08): below 3 life
   * it heals him (a play-test: a second Return healed West Harding from 2
   * to 3); above, it is a good play (E-12b). */
  if (t == SG_CARD_WHISKY)
    return g->side[tside].life[tslot] < sg_whisky_life (g, tside, tslot) ? "C-WHISKY.1" : NULL;
  if (sg_card_kind (t) != SG_KIND_EQUIPMENT)
    return NULL;
  /* A card of that name already there is only replaced (D4.3.4): the
   * opponent gains nothing, and the play is one that changes nothing
   * (sg_game_play_futile). */
  if (replaces_same_name (g, t, tside, tslot))
    return NULL;
  /* A side down to one character for good (its reserve is empty) has no
   * back-up for a Scope to reach, and no AC token to move for a Pocket
   * Watch (C-POCKET-WATCH.2). */
  if ((t == SG_CARD_SCOPE || t == SG_CARD_POCKET_WATCH) && sg_count_in_play (g, a->side) < 2)
    return NULL;
  return helps_holder_rule (t);
}

/* --- plays that only hurt their player, or hit one's own back-up ------ */

/* The card type a play plays: the Colt it is played as, or its own. */
static SgCardType
played_type (const SgGame *g, const SgAction *a)
{
  return a->as != SG_NONE ? (SgCardType) a->as : sg_type (g, a->card);
}

/* A play of a card from side's hand, or not a play at all. */
static bool
is_card_play (const SgGame *g, const SgAction *a)
{
  return a->kind == SG_ACT_PLAY && a->card < g->n_cards && a->side <= 1;
}

int
sg_game_play_choices (const SgGame *g, const SgAction *a, SgAction *out)
{
  if (!is_card_play (g, a))
    return 0;
  SgCardType t = played_type (g, a);
  if (t != SG_CARD_STEAL && t != SG_CARD_SCHOOLMARM)
    return 0;
  /* Played, the card leaves the hand and nothing else moves before its
   * question (C-STEAL.1, C-SCHOOLMARM.1): its answers are those now. */
  return sg_legal_take (g, a->side, t == SG_CARD_STEAL, out);
}

/* Equipment that works against its carrier (Dynamite C-DYNAMITE.2,
 * Rattlesnake C-RATTLESNAKE.1, Stampede C-STAMPEDE.1): taking it off one's
 * own character is what E-40(a) allows Steal for. */
static bool
meant_for_opponent (SgCardType t)
{
  return t == SG_CARD_DYNAMITE || t == SG_CARD_RATTLESNAKE || t == SG_CARD_STAMPEDE;
}

/* E-40: every answer of the Steal or Schoolmarm is a card of the player's
 * own in play, and none that is better gone. */
static bool
takes_only_own (const SgGame *g, const SgAction *a)
{
  SgAction choices[SG_MAX_ACTIONS];
  int n = sg_game_play_choices (g, a, choices);
  for (int i = 0; i < n; i++)
    {
      int s, slot;
      if (choices[i].kind != SG_ACT_CHOOSE_CARD || !sg_game_find_in_play (g, choices[i].card, &s, &slot)
          || s != a->side || meant_for_opponent (sg_type (g, choices[i].card)))
        return false;
    }
  return n > 0;
}

/* C-WHISKY.1: the target's life becomes exactly 3, down as well as up
 * (E-12b: 5 -> 3 is a loss).  On one's own character above that, a loss
 * and nothing else, but for Alan Pinkertoon, whose every point lost fires
 * a shot at the opponent's active character (P-ALAN-PINKERTOON.1). */
static bool
whisky_lowers_own (const SgGame *g, const SgAction *a)
{
  if (a->target > 3 || SG_CODE_SIDE (a->target) != a->side)
    return false;
  int tslot = SG_CODE_SLOT (a->target);
  uint8_t ch = g->side[a->side].ch[tslot];
  return ch != SG_NONE && ch != SG_CHAR_ALAN_PINKERTOON
         && g->side[a->side].life[tslot] > sg_whisky_life (g, a->side, tslot);
}

const char *
sg_game_play_harms_self (const SgGame *g, const SgAction *a)
{
  SgAction copy;
  a = as_play (g, a, &copy);
  if (!is_card_play (g, a))
    return NULL;
  SgCardType t = played_type (g, a);
  if (t == SG_CARD_CANTEEN) /* the opponent's Tom Thorn brought forward */
    return a->target != a->side ? token_move_costs (g, a->side, a->target) : NULL;
  if (t == SG_CARD_WHISKY)
    return whisky_lowers_own (g, a) ? "C-WHISKY.1" : NULL;
  if (t == SG_CARD_RATTLESNAKE)
    return a->target <= 3 && SG_CODE_SIDE (a->target) == a->side ? "C-RATTLESNAKE.1" : NULL;
  if (t == SG_CARD_STEAL || t == SG_CARD_SCHOOLMARM)
    return takes_only_own (g, a) ? "E-40" : NULL;
  return NULL;
}

const char *
sg_game_answer_harms_self (const SgGame *g, const SgAction *a)
{
  int s, slot;
  /* A dodged Shotgun's swap (C-SHOTGUN.1): the same costs as a Canteen's. */
  if (a->kind == SG_ACT_CHOOSE_SIDE && g->decision == SG_DEC_SHOTGUN && a->side <= 1 && a->side == g->decider)
    return token_move_costs (g, a->side, a->target);
  if (a->kind != SG_ACT_CHOOSE_CARD || a->side > 1 || a->card >= g->n_cards || a->side != g->decider
      || (g->decision != SG_DEC_CARBINE && g->decision != SG_DEC_STEAL && g->decision != SG_DEC_SCHOOLMARM))
    return NULL;
  if (!sg_game_find_in_play (g, a->card, &s, &slot) || s != a->side || meant_for_opponent (sg_type (g, a->card)))
    return NULL;
  return g->decision == SG_DEC_CARBINE ? "C-CARBINE.1" : "E-40";
}

const char *
sg_game_play_hits_own_backup (const SgGame *g, const SgAction *a)
{
  SgAction copy;
  a = as_play (g, a, &copy);
  if (!is_card_play (g, a) || sg_count_in_play (g, a->side) < 2)
    return NULL; /* a lone character is hit once, as the AC it is (D10.3) */
  switch (played_type (g, a))
    {
    case SG_CARD_GATLING: return "C-GATLING.1";
    case SG_CARD_INDIANS: return "C-INDIANS.3";
    default: return NULL;
    }
}
