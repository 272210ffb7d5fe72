/* sg-test-util.h: helpers shared by the engine tests.
 *
 * The checks here are written against the public struct only, without the
 * engine's own sg_game_check_invariants, so that a bug in the engine's
 * bookkeeping cannot hide a bug in its checker.
 */
#pragma once

#include <glib.h>

#include "sg-game.h"

/* A default game (D1) on zeroed memory, with no observer. */
void sg_test_new_game (SgGame *g, uint64_t seed);
void sg_test_new_game_from (SgGame *g, const SgSetup *setup);

/* Answers the first-AC decisions (D1.4) with option `pick` (modulo the
 * number of options) until the game leaves SG_DEC_SETUP_AC. */
void sg_test_choose_first_acs (SgGame *g, int pick);

/* Every card id in exactly one place among decks, common deck, discard pile,
 * hands, equipment and staging.  Appends the problems to err. */
gboolean sg_test_check_places (const SgGame *g, GString *err);

/* Characters in play and in reserve: right side, distinct, not eliminated,
 * lives within 0..printed life, 0 only while dying (D10.4), the AC token on
 * an occupied slot (D3.8).  expected[side] is the number of characters that
 * side started with (in play + reserve + eliminated), or -1 not to check. */
gboolean sg_test_check_characters (const SgGame *g, const int expected[2], GString *err);

/* Decision and legal actions agree: a decider with at least one legal action
 * while the game is on, every legal action by the decider and accepted by
 * sg_game_check, none while it is over. */
gboolean sg_test_check_decision (const SgGame *g, GString *err);

/* Each player's SgView matches the state (D9). */
gboolean sg_test_check_views (const SgGame *g, GString *err);

/* All of the above plus sg_game_check_invariants. */
gboolean sg_test_check_all (const SgGame *g, const int expected[2], GString *err);

/* Characters a side holds in play and in reserve now. */
int sg_test_characters_left (const SgGame *g, SgSide side);

/* Human-readable action, for failure reports. */
void sg_test_describe_action (const SgGame *g, const SgAction *a, GString *out);

/* An observer that checks every event carries a known kind and a rule ID.
 * data points to an SgTestEventLog. */
typedef struct {
  guint n_events;
  guint n_bad;
  GString *first_bad;
} SgTestEventLog;

void sg_test_event_check (const SgEvent *event, void *data);

/* memcmp of two games, ignoring the observer fields (not game state). */
int sg_test_game_cmp (const SgGame *a, const SgGame *b);

/* Random games from seeds first..last with every character in each reserve
 * (12), up to turn 300: each is called with every legal option of every
 * position met, before one of them is played at random. */
typedef void (*SgTestEachOption) (const SgGame *g, const SgAction *a, gpointer data);
void sg_test_each_option (guint64 first, guint64 last, SgTestEachOption each, gpointer data);

/* Number of cards in every place the state can hold one. */
int sg_test_cards_placed (const SgGame *g);
