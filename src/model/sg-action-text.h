/* sg-action-text.h: the options of a decision and the decision itself in
 * plain, translated words, for the prompt bar and the action buttons.  Never
 * names a card the viewer has not seen.  The warnings about legal plays
 * (futile, helping the opponent, harming oneself, hitting one's back-up,
 * out of reach) are written in sg-warning-text.c.
 */
#pragma once

#include <glib.h>

#include "sg-game.h"

G_BEGIN_DECLS

/* e.g. "Dodge with Missed!", "Take the hit"; transfer full. */
char *sg_action_text_describe (const SgGame *g, const SgAction *a, SgSide viewer);
/* Whether a card turned up (General Store, Soundance Kid...) has a copy
 * beside it that only its back tells apart: the same card with the same
 * symbol from the other deck.  Only then do its option and its face name
 * the deck.  Cards viewer has not seen are not compared. */
gboolean sg_action_text_back_tells_apart (const SgGame *g, guint8 card, SgSide viewer);
/* The question the current decision asks of its decider; transfer full. */
char *sg_action_text_decision (const SgGame *g);
/* Cards the decider must still discard now (D2.3); 0 outside that phase. */
guint sg_action_text_discards_needed (const SgGame *g);
/* Why a legal play would change nothing (sg_game_play_futile), with its
 * rule ID, e.g. "Babe Leroy has no equipment: Fanning would fire no shots,
 * and it still counts as your BANG! card this turn (E-13)."; NULL when it
 * does something.  Transfer full. */
char *sg_action_text_futile (const SgGame *g, const SgAction *a);
/* Why a legal play would help the opponent (sg_game_play_helps_opponent),
 * with its rule ID, e.g. "A Gun Belt on Cattle Katie would help the
 * opponent: its holder may play any number of BANG! cards (C-GUN-BELT.1).";
 * NULL for any other play.  Transfer full. */
char *sg_action_text_helps_opponent (const SgGame *g, const SgAction *a);
/* In a Steal's or a Schoolmarm's choice, when the opponent's back-up
 * carries cards out of reach (the engine's E-40 refusal), one sentence
 * saying so with the card's rule ID; NULL otherwise.  Transfer full. */
char *sg_action_text_out_of_reach (const SgGame *g);
/* Why a legal play can only hurt its player (sg_game_play_harms_self),
 * with its rule ID, e.g. "A Rattlesnake on Wyatt Ear would hurt your own
 * character: at the start of each of your turns you reveal a card, and a
 * snake costs Wyatt Ear 1 life point (C-RATTLESNAKE.1)."; NULL for any
 * other play.  Transfer full. */
char *sg_action_text_harms_self (const SgGame *g, const SgAction *a);
/* A Gatling's or an Indians!' effect on the player's own back-up
 * (sg_game_play_hits_own_backup), e.g. "Gatling also shoots your own
 * back-up, Wyatt Ear (C-GATLING.1)."; NULL for any other play.  Transfer
 * full. */
char *sg_action_text_hits_own_backup (const SgGame *g, const SgAction *a);
/* The question that confirms a play without a target, for viewer: "Play
 * Gatling now? (" and the card's effect, or, for a play with a single
 * answer to come (sg_game_play_choices), that answer: "Play Schoolmarm
 * now? (Take Barrel from Wyatt Ear, the only choice)".  Transfer full. */
char *sg_action_text_confirm_play (const SgGame *g, const SgAction *a, SgSide viewer);

G_END_DECLS
