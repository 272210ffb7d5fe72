/* sg-log-fold.c: the rules of sg-log-fold.h, one per kind of event. */
#include "sg-log-fold.h"

#include <string.h>

static bool
same_rule (const SgEvent *a, const SgEvent *b)
{
  return a->rule != NULL && b->rule != NULL && strcmp (a->rule, b->rule) == 0;
}

/* A card that the row has just used (played, dodged with, discarded in a
 * Duel, reloaded, revealed) goes to the discard pile as a matter of
 * course (D4.2, D4.4, D6.1...). */
static bool
used_by_row (const SgEvent *head, const SgEvent *last, const SgEvent *discard)
{
  /* The card a reveal just turned up, whatever the row is about (a
   * Dynamite at the start of a turn, D6.1). */
  if (last->kind == SG_EV_REVEAL && discard->card != SG_NONE && last->card == discard->card)
    return true;
  switch (head->kind)
    {
    case SG_EV_PLAY:
    case SG_EV_DODGE:
    case SG_EV_DUEL_ROUND:
    case SG_EV_INDIANS:
    case SG_EV_RELOAD:
    case SG_EV_REVEAL:
      return discard->card != SG_NONE
             && (head->card == discard->card || last->card == discard->card);
    default:
      return false;
    }
}

/* The shot of a card played at one character says nothing new: the play
 * row named the card and the target (same rule, C-COLT.1...).  Gatling and
 * Fanning, aimed at nobody, keep a row per shot. */
static bool
shot_of_play (const SgEvent *head, const SgEvent *shot)
{
  return head->kind == SG_EV_PLAY && head->target_ch != SG_NONE
         && head->target_ch == shot->target_ch && head->target_side == shot->target_side
         && same_rule (head, shot);
}

/* A reveal that dodges says so ("Barrel: revealed Canteen with a barrel —
 * the shot is dodged."): the dodge it makes (same side, same rule:
 * C-BARREL.2, P-SID-CURRY.2) comes right after it and the revealed
 * cards' discards, which are all the row holds. */
static bool
dodged_by_reveal (const SgEvent *head, const SgEvent *last, const SgEvent *dodge)
{
  return head->kind == SG_EV_REVEAL && head->value != 0 && head->side == dodge->side
         && (last->kind == SG_EV_REVEAL || last->kind == SG_EV_DISCARD) && same_rule (head, dodge);
}

/* Cards drawn one after the other by one side, for one reason, from the
 * same deck: "You draw Missed!, Duel and Colt." */
static bool
more_of_draws (const SgEvent *head, const SgEvent *last, const SgEvent *draw)
{
  return head->kind == SG_EV_DRAW && last->kind == SG_EV_DRAW && head->side == draw->side
         && head->ch == draw->ch && head->value == draw->value && same_rule (head, draw);
}

/* The points of one loss, lost one at a time (E-05d: each may trigger an
 * ability), are told as one: "Alan Pinkertoon loses 3 life points (0
 * left)."  Only while the row tells nothing but them: a card drawn for
 * the point before (Dalon Ranger) keeps its row and its place. */
static bool
more_of_loss (const SgEvent *head, const SgEvent *last, const SgEvent *loss)
{
  return head->kind == SG_EV_LIFE_LOST && last->kind == SG_EV_LIFE_LOST && last->ch == loss->ch
         && last->target_side == loss->target_side && last->target_ch == loss->target_ch
         && same_rule (last, loss);
}

/* A side's first characters come into play together (D1.4, D1.6): one
 * row, in which the opponent's, still face down, are counted rather than
 * told one by one. */
static bool
more_of_entries (const SgEvent *head, const SgEvent *entry)
{
  return head->kind == SG_EV_ENTERS_PLAY && head->side == entry->side && same_rule (head, entry)
         && strcmp (entry->rule, "D1.4") == 0;
}

/* The start of a turn in two rows: "Your turn begins (turn 3). Your draw
 * phase." and "You draw Colt and Beer. Your play phase: ..." (D2.0-D2.2).
 * A start-of-turn card (D8) between them keeps its rows. */
static SgLogFold
fold_phase (const SgEvent *head, const SgEvent *last, const SgEvent *phase)
{
  if (phase->value == SG_PHASE_DRAW && head->kind == SG_EV_TURN_START && last->kind == SG_EV_TURN_START)
    return SG_LOG_FOLD_APPEND;
  if (phase->value == SG_PHASE_PLAY && head->kind == SG_EV_DRAW && last->kind == SG_EV_DRAW
      && head->side == phase->side)
    return SG_LOG_FOLD_APPEND;
  return SG_LOG_FOLD_NONE;
}

/* A card at the start of a turn (D8) and what it does, in one row: the
 * Dynamite's reveal, and where it passes to (C-DYNAMITE.2-.3). */
static SgLogFold
fold_start_card (const SgEvent *head, const SgEvent *last, const SgEvent *ev)
{
  if (head->kind != SG_EV_START_CARD)
    return SG_LOG_FOLD_NONE;
  if (ev->kind == SG_EV_REVEAL || ev->kind == SG_EV_DYNAMITE_PASS)
    return SG_LOG_FOLD_APPEND;
  /* The passing Dynamite goes on its new carrier (the pass row says so). */
  if (ev->kind == SG_EV_EQUIP && last->kind == SG_EV_DYNAMITE_PASS && last->card == ev->card)
    return SG_LOG_FOLD_ABSORB;
  return SG_LOG_FOLD_NONE;
}

/* "You have only one choice: Colt." and then "You take Colt into your
 * hand.": one row, what was done, said to be the only choice.  The lone
 * option named a card, and the event is about that card under the same
 * rule (a take with nothing to answer, card-less, folds as a hit). */
static bool
result_of_only_choice (const SgEvent *head, const SgEvent *last, const SgEvent *ev)
{
  return head->kind == SG_EV_AUTO && last->kind == SG_EV_AUTO && head->card != SG_NONE
         && ev->card == head->card && same_rule (head, ev);
}

SgLogFold
sg_log_fold (const SgEvent *head, const SgEvent *last, const SgEvent *ev)
{
  SgLogFold start = fold_start_card (head, last, ev);

  if (start != SG_LOG_FOLD_NONE)
    return start;
  if (result_of_only_choice (head, last, ev))
    return SG_LOG_FOLD_ONLY_CHOICE;
  switch (ev->kind)
    {
    case SG_EV_DISCARD:
      if (used_by_row (head, last, ev))
        return SG_LOG_FOLD_ABSORB;
      /* The equipment of a character just eliminated (D11.2): "Tex Killer
       * is eliminated. Their equipment goes to the discard pile: Bank and
       * Barrel." */
      if (head->kind == SG_EV_ELIMINATED
          && (last->kind == SG_EV_ELIMINATED || (last->kind == SG_EV_DISCARD && same_rule (last, ev))))
        return SG_LOG_FOLD_LEFT_BEHIND;
      /* The card an ability just had discarded (Slim Poet, Cattle Katie):
       * "... a random card from your hand is discarded. Winchester goes to
       * the discard pile." */
      return head->kind == SG_EV_ABILITY && last->kind == SG_EV_ABILITY && same_rule (head, ev)
               ? SG_LOG_FOLD_APPEND : SG_LOG_FOLD_NONE;
    case SG_EV_BANG_COUNT:
      /* E-10: how many BANG! cards this turn, right after the one played. */
      return head->kind == SG_EV_PLAY ? SG_LOG_FOLD_APPEND : SG_LOG_FOLD_NONE;
    case SG_EV_EQUIP:
      /* The equipment just played goes on its character (D4.3.1). */
      return head->kind == SG_EV_PLAY && head->card == ev->card ? SG_LOG_FOLD_ABSORB : SG_LOG_FOLD_NONE;
    case SG_EV_DODGE:
      return dodged_by_reveal (head, last, ev) ? SG_LOG_FOLD_ABSORB : SG_LOG_FOLD_NONE;
    case SG_EV_SHOT:
      if (!shot_of_play (head, ev))
        return SG_LOG_FOLD_NONE;
      /* A Fanning counts its shots as it resolves (E-13), just before the
       * first: the play row did not know how many. */
      return strcmp (ev->rule, "C-FANNING.1") == 0 ? SG_LOG_FOLD_SHOT_COUNT : SG_LOG_FOLD_ABSORB;
    case SG_EV_HIT:
      /* Nothing to answer with (D5.5), or no answer chosen, so the shot
       * hits (D5.7). */
      return (last->kind == SG_EV_AUTO && last->value == SG_ACT_TAKE) || last->kind == SG_EV_NO_ANSWER
               ? SG_LOG_FOLD_APPEND : SG_LOG_FOLD_NONE;
    case SG_EV_LIFE_LOST:
      if (more_of_loss (head, last, ev))
        return SG_LOG_FOLD_LOSS;
      /* The hit and what it costs. */
      return last->kind == SG_EV_HIT && last->target_ch == ev->target_ch ? SG_LOG_FOLD_APPEND
                                                                         : SG_LOG_FOLD_NONE;
    case SG_EV_DRAW:
      return more_of_draws (head, last, ev) ? SG_LOG_FOLD_DRAW : SG_LOG_FOLD_NONE;
    case SG_EV_PHASE:
      return fold_phase (head, last, ev);
    case SG_EV_ENTERS_PLAY:
      return more_of_entries (head, ev) ? SG_LOG_FOLD_ENTRY : SG_LOG_FOLD_NONE;
    case SG_EV_ABILITY:
      /* Jack Ransome's reach, which made the play just told legal. */
      return head->kind == SG_EV_PLAY && ev->rule != NULL && strcmp (ev->rule, "P-JACK-RANSOME.1") == 0
               ? SG_LOG_FOLD_APPEND : SG_LOG_FOLD_NONE;
    case SG_EV_EQUIP_REACH:
      /* The Scope that made it legal (C-SCOPE.1). */
      return head->kind == SG_EV_PLAY ? SG_LOG_FOLD_APPEND : SG_LOG_FOLD_NONE;
    case SG_EV_TURNED_UP:
      /* The cards a General Store turns up, in the row that played it
       * (C-GENERAL-STORE.1): "... It turns up Missed!, Colt and Colt." */
      return (head->kind == SG_EV_PLAY || head->kind == SG_EV_TURNED_UP) && same_rule (head, ev)
               ? SG_LOG_FOLD_TURNED_UP : SG_LOG_FOLD_NONE;
    default:
      return SG_LOG_FOLD_NONE;
    }
}
