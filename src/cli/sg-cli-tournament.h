/* sg-cli-tournament.h: `sixgun-cli tournament BOT_A BOT_B`, games between
 * two bots with sides swapped in each pair of games, and the win rates and
 * decision times they give. */
#pragma once

#include <stdio.h>

/* Runs the command; argv[0] is the program, argv[1] "tournament".  Prints
 * the results to stdout; on a bad command line prints why and the usage
 * text to stderr and returns 2; a bad deck list file returns 2 after
 * `FILE:LINE: message`. */
int sg_cli_tournament (int argc, char **argv, const char *usage);
