/* sg-cli-scenario.h: `sixgun-cli scenario [--options] FILE`. */
#pragma once

#include <stdbool.h>

/* Reads FILE and runs it with the engine's scenario runner.  Returns the exit
 * status: 0 every expect held, 1 one failed, 2 malformed or unreadable. */
int sg_cli_scenario (const char *path, bool print_options);
