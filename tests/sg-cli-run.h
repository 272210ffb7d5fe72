/* sg-cli-run.h: runs sixgun-cli as a user does (its path comes in the
 * SIXGUN_CLI environment variable), for the tests of its commands. */
#pragma once

#include <glib.h>

typedef struct {
  int status;     /* exit code, or -1 when killed by a signal */
  char *out;
  char *err;
} SgCliRun;

/* Runs the CLI with the words of args (NULL-terminated), feeding input
 * (may be NULL) on its standard input. */
SgCliRun sg_cli_run (const char *input, const char *const *args);
void sg_cli_run_clear (SgCliRun *r);

/* Writes text to dir/name and returns the path (g_free it). */
char *sg_cli_write_temp (const char *dir, const char *name, const char *text);

#define SG_CLI_RUN(input, ...) sg_cli_run (input, (const char *const[]) { __VA_ARGS__, NULL })
