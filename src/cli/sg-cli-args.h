/* sg-cli-args.h: command-line pieces shared by the sixgun-cli commands. */
#pragma once

#include <glib.h>
#include <stdbool.h>

#include "sg-cards.h"

/* Takes the value of option `name` at argv[*i] (`--name V` or `--name=V`)
 * and moves *i past it; returns NULL when argv[*i] is not that option, or
 * sets *missing when it is but has no value. */
const char *sg_cli_option_value (int argc, char **argv, int *i, const char *name, bool *missing);

/* Parses a whole unsigned decimal number no larger than max. */
bool sg_cli_parse_number (const char *s, guint64 max, guint64 *out);

/* Reads and parses a deck list file; on failure prints why to stderr (the
 * parser's `FILE:LINE: message`) and returns false. */
bool sg_cli_load_deck (const char *path, SgDeckList *out);
