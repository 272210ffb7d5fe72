/* sg-test-practice.h: games of a person against the computer, for the
 * tests of practice help and take-backs. */
#pragma once

#include "sg-game-model.h"

/* Runs the main loop until a person decides (the bot works on a thread)
 * or the game is over. */
void sg_test_wait_for_person (SgGameModel *model);
/* A new game of the rulebook from seed: the person plays the Lawmen, Easy
 * the Outlaws, without pauses; returned when the person decides. */
SgGameModel *sg_test_practice_game (guint64 seed);
/* The person's first option that is not ending the play phase (a move
 * that changes something), else the first option. */
SgAction sg_test_some_move (SgGameModel *model);
