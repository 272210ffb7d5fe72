/* fuzz-scenario-run.c: libFuzzer harness for the whole scenario runner
 * (sg_scenario_run on arbitrary bytes).  A malformed file must end with
 * status 2 and a `FILE:LINE: message`, never a crash, a hang or a leak. */
#include "sg-scenario.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static char messages[4096];
static char options[16384];

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  SgOutput out = { 0 };
  int status;

  out.message_buf = messages;
  out.message_size = sizeof messages;
  out.option_buf = options;
  out.option_size = sizeof options;
  messages[0] = options[0] = '\0';

  /* The last byte's low bit picks --options, so both paths are covered. */
  status = sg_scenario_run ((const char *) data, size, "fuzz.scn",
                            size > 0 && (data[size - 1] & 1), &out);
  if (status != SG_SCENARIO_OK && status != SG_SCENARIO_FAILED
      && status != SG_SCENARIO_MALFORMED)
    abort ();
  /* Buffers stay NUL-terminated; a failure or a malformed file says why. */
  if (memchr (messages, '\0', sizeof messages) == NULL
      || memchr (options, '\0', sizeof options) == NULL)
    abort ();
  if (status != SG_SCENARIO_OK && messages[0] == '\0')
    abort ();
  return 0;
}
