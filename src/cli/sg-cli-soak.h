/* sg-cli-soak.h: `sixgun-cli soak`, the invariant soak of random and bot
 * self-play over every character, reserve size and custom deck lists. */
#pragma once

/* Runs the command; argv[0] is the program, argv[1] "soak".  Returns the
 * exit status: 0 clean, 1 a violation, 2 a bad command line or deck file. */
int sg_cli_soak (int argc, char **argv);
