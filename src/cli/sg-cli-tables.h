/* sg-cli-tables.h: `sixgun-cli cards` and `sixgun-cli characters`. */
#pragma once

#include <stdio.h>

/* One tab-separated line per card: name, kind, Lawmen count, Outlaws count,
 * icons (comma list, or "-"). */
void sg_cli_print_cards (FILE *out);

/* One tab-separated line per character: name, side, life, "always" or "-". */
void sg_cli_print_characters (FILE *out);
