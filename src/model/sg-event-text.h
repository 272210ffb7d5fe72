/* sg-event-text.h: a game event told in plain words from one player's
 * point of view, never naming a card that player does not know.
 */
#pragma once

#include <glib.h>

#include "sg-game.h"

G_BEGIN_DECLS

/* g is the game right after the event (the observer runs during apply).
 * A translated sentence; transfer full (g_free). */
char *sg_event_text_describe (const SgGame *g, const SgEvent *ev, SgSide viewer);
/* The same told inside a row that already says why (sg-log-fold.h): a
 * discard without the card or character that caused it.  Transfer full. */
char *sg_event_text_describe_in_row (const SgGame *g, const SgEvent *ev, SgSide viewer);

/* n cards drawn one after the other by first->side for first's reason
 * (events alike but for the card, first the first of them), told as one
 * sentence: "You draw Missed!, Duel and Colt." / "The opponent draws 3
 * cards."  Transfer full. */
char *sg_event_text_draws (const SgGame *g, const SgEvent *first, const guint8 *cards, guint n,
                           SgSide viewer);

/* A sentence saying what was done, said to be the only choice there was:
 * "You take Colt into your hand (the only choice)."  Transfer full. */
char *sg_event_text_only_choice (const char *sentence);
/* Whether side's hand holds a card viewer has not seen (FALSE for a
 * spectator, or for side's own viewer): then a question side could only
 * answer one way is told to viewer as if answered by choice. */
gboolean sg_event_text_hand_hidden (const SgGame *g, SgSide side, SgSide viewer);

/* The n pieces of equipment a character just eliminated leaves, as one
 * sentence: "Their equipment goes to the discard pile: Bank and Barrel."
 * Transfer full. */
char *sg_event_text_left_behind (const SgGame *g, const guint8 *cards, guint n);
/* The cards side played in its last turn (SG_EV_PLAY events, n of them,
 * maybe 0), for viewer: "Last turn, the opponent played Colt on Wild
 * Bill and Beer."  Transfer full. */
char *sg_event_text_turn_plays (const SgGame *g, const SgEvent *plays, guint n, SgSide side, SgSide viewer);

/* n cards a General Store turned up (everybody sees them), as one
 * sentence: "General Store turns up Missed!, Colt and Colt.", or "It turns
 * up ..." after_play, the sentence saying it was played.  Transfer full. */
char *sg_event_text_turned_up (const SgGame *g, const guint8 *cards, guint n, gboolean after_play);

/* How many shots the Fanning whose first shot is shot fires, one per
 * equipment card of its target (E-13), told on the game right after that
 * shot: the count was made just before it, on the equipment still there.
 * "Fanning fires 2 shots at Cattle Katie, one per equipment card."
 * Transfer full. */
char *sg_event_text_fanning_shots (const SgGame *g, const SgEvent *shot);

/* Whether ev brings in a character that viewer's side sees face down: the
 * opponent's first characters, until both sides have chosen (D1.4-D1.5). */
gboolean sg_event_text_face_down (const SgGame *g, const SgEvent *ev, SgSide viewer);

/* n of the opponent's characters put on the table face down, told as one
 * sentence.  Transfer full. */
char *sg_event_text_face_down_entries (guint n);

/* e.g. "D5.5 · Answering a shot"; NULL when the event cites no rule.
 * Transfer full. */
char *sg_event_text_rule_line (const SgEvent *ev);

G_END_DECLS
