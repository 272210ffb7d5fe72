/* sg-cli-bench.h: `sixgun-cli bench`, the speed figures of issue 4:
 * random self-play games, ISMCTS playouts and heuristic decisions per
 * second, each on one core. */
#pragma once

/* Runs the command; argv[1] is "bench".  Returns the exit status (2 for a
 * bad command line, after the usage text on stderr). */
int sg_cli_bench (int argc, char **argv, const char *usage);
