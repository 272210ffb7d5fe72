/* sg-test-hand.h: a card of a given type in a side's hand, for the tests
 * that play it through the model or the table. */
#pragma once

#include "sg-game-model.h"

G_BEGIN_DECLS

/* The first card of that type in side's hand; the test fails without one. */
guint8 sg_test_hand_card (SgGameModel *model, SgSide side, SgCardType type);

G_END_DECLS
