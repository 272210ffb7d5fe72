/* sg-test-deals.h: counts the games dealt from a seed (sg_game_new) by the
 * code under test, for the tests that check how often a save is replayed.
 * A test program that uses it links with test_deals_dep, whose
 * -Wl,--wrap=sg_game_new sends every call through the counter. */
#pragma once

#include <glib.h>

/* Forgets the deals counted so far. */
void sg_test_deals_reset (void);

/* The deals since the last reset. */
guint sg_test_deals_count (void);
