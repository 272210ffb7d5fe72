/* sg-determinize.h: one possible world consistent with what a player
 * knows, for the Hard bot's search.
 *
 * What `viewer` knows: its own hand, every card whose seen[] bit it has
 * (the table, the discard pile, cards shown), the backs of all cards (so
 * of the opponent's hand), pile sizes, the back of the common deck's top
 * card, the characters in play, and which characters its own reserve
 * holds.  Everything else is re-dealt:
 *  - the order of the common deck (its top keeps its visible back), first;
 *  - the faces of unseen cards (opponent's hand, both own decks, the common
 *    deck, whose faces the engine forgets when it shuffles it): their
 *    (type, symbol) are gathered per back, sorted, shuffled with rng and
 *    written back over the unseen instances in a fixed order of places, so
 *    the result does not depend on which unseen card really was where;
 *  - the opponent's reserve (drawn from that side's characters neither in
 *    play nor eliminated) and the order of the viewer's own reserve;
 *  - the game's own PRNG, reseeded from rng, so future shuffles and random
 *    picks are unknown too.
 * The result is a legal game (sg_game_check_invariants holds) that depends
 * only on the viewer's knowledge and on rng.
 */
#pragma once

#include "sg-game.h"
#include "sg-rng.h"

void sg_determinize (SgGame *g, SgSide viewer, SgRng *rng);
