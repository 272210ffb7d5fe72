/* sg-scenario.h: scenario files (.scn, docs/scenario-format.md).
 *
 * A scenario sets up a position, plays actions from it and checks the state.
 * It serves the engine's tests, the tutorial's lessons and bug reports.
 * Pure C17, libc only; any input is safe to feed it (no recursion, bounded
 * buffers).
 */
#pragma once

#include "sg-game.h"
#include "sg-label.h"

#include <stdbool.h>
#include <stddef.h>

/* Exit statuses of a run (scenario-format.md). */
typedef enum {
  SG_SCENARIO_OK = 0,         /* every expectation held */
  SG_SCENARIO_FAILED = 1,     /* an expectation failed */
  SG_SCENARIO_MALFORMED = 2,  /* bad file, or an action refused without `expect illegal` */
} SgScenarioStatus;

/* Receives one line of output, without its newline. */
typedef void (*SgLineFn) (const char *line, void *data);

/* Where a run writes.  Messages are the `FILE:LINE: ...` lines (the CLI's
 * stderr); options are the --options lines (the CLI's stdout).  For each
 * stream a callback wins; without one, lines are appended to the buffer,
 * each followed by a newline, truncated to fit and NUL-terminated; without
 * either the stream is dropped. */
typedef struct {
  SgLineFn message;
  SgLineFn option;
  void *data;
  char *message_buf;
  size_t message_size;
  char *option_buf;
  size_t option_size;
} SgOutput;

#define SG_SCENARIO_MAX_WORDS 256

/* Splits one line into words: blanks separate them, double quotes keep
 * blanks inside a word, `#` outside quotes starts a comment.  buf receives
 * the words' text and needs len + 1 bytes.  Returns the number of words, or
 * -1 with why (unterminated quote, NUL byte, too many words). */
int sg_scenario_split (const char *line, size_t len, char *buf, size_t buf_size,
                       const char **words, int max_words, char *why, size_t why_size);

/* Runs a whole scenario.  filename only prefixes messages (NULL is fine).
 * With print_options, a run that reaches the end writes `decider law`
 * (`outlaw`, or `none` once the game is over) and then the label of every
 * legal option, one a line.  Returns an SgScenarioStatus. */
int sg_scenario_run (const char *text, size_t len, const char *filename,
                     bool print_options, SgOutput *out);

/* Reads the setup statements only, up to the first action or expectation,
 * and starts the game in *g.  The observer, when given, is installed before
 * the game starts, so it hears the events that lead to the first decision.
 * On a malformed setup returns false with `FILE:LINE: message` in err. */
bool sg_scenario_load (const char *text, size_t len, const char *filename,
                       SgGame *g, SgEventFn observer, void *observer_data,
                       char *err, size_t err_size);

#define SG_SCENARIO_REASON_SIZE 512

/* Why sg_scenario_load_failure did not load, for a caller that words it
 * itself (the app names the line in its own, translated words) rather than
 * reading the numbers back out of the message. */
typedef struct {
  int line;  /* the line at fault, from 1; 0 when no line is (an empty
                file, out of memory), where the message says line 1 */
  char reason[SG_SCENARIO_REASON_SIZE];  /* the message after `FILE:LINE: `
                                            (English, the file format's) */
  char text[SG_SCENARIO_REASON_SIZE + 128];  /* the whole `FILE:LINE: message`,
                                                as the command line prints it */
} SgScenarioFailure;

/* sg_scenario_load that tells what failed in *failure (line 0 and empty
 * texts on success). */
bool sg_scenario_load_failure (const char *text, size_t len, const char *filename,
                               SgGame *g, SgEventFn observer, void *observer_data,
                               SgScenarioFailure *failure);

/* Finds the legal option that one action statement names, e.g.
 * `outlaw dodge Missed!` (side first; `discard` takes one card here).
 * On failure returns false with the parse error or the refusal in why. */
bool sg_scenario_find_action (const SgGame *g, const char *statement,
                              SgAction *out, char *why, size_t why_size);

/* Why sg_scenario_find_action found no option, for a caller that words
 * the reason itself (the app translates it; the English stays the
 * command line's). */
typedef enum {
  SG_SCENARIO_MISS_WORDS,         /* the statement cannot be read: why->code says how */
  SG_SCENARIO_MISS_NOTHING_NAMED, /* no such card or character where it looks: why->code */
  SG_SCENARIO_MISS_REFUSED,       /* the rules refuse it: *refusal says why */
  SG_SCENARIO_MISS_NO_MATCH,      /* allowed, yet none of the options is it */
} SgScenarioMiss;

/* sg_scenario_find_action that also gives the kind of failure, the
 * refusal for SG_SCENARIO_MISS_REFUSED (code SG_OK otherwise), and in *why
 * the reader's reason (a code for SG_SCENARIO_MISS_WORDS and
 * SG_SCENARIO_MISS_NOTHING_NAMED, SG_LABEL_WHY_NONE otherwise) with the
 * English text sg_scenario_find_action gives in every case. */
bool sg_scenario_find_action_miss (const SgGame *g, const char *statement, SgAction *out,
                                   SgScenarioMiss *miss, SgRefusal *refusal, SgLabelWhy *why);
