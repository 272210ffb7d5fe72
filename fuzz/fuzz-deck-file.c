/* fuzz-deck-file.c: libFuzzer harness for the deck list parser
 * (src/engine/sg-deck-file.h).  A bad file gives `FILE:LINE: message`; a
 * good one writes back to text that parses to the same list. */
#include "sg-deck-file.h"
#include "sg-game.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static char text[8192];
  SgDeckList list, back;
  char err[256];
  size_t n;

  memset (&list, 0, sizeof list);
  if (!sg_deck_file_parse ((const char *) data, size, "fuzz.deck", &list, err, sizeof err))
    {
      if (strncmp (err, "fuzz.deck:", 10) != 0 || memchr (err, '\0', sizeof err) == NULL)
        abort ();
      return 0;
    }
  if (sg_deck_list_total (&list) > SG_MAX_CARDS
      || sg_deck_list_size (&list, SG_LAW) == 0 || sg_deck_list_size (&list, SG_OUTLAW) == 0)
    abort ();
  n = sg_deck_file_write (&list, text, sizeof text);
  if (n >= sizeof text || strlen (text) != n)
    abort ();
  if (!sg_deck_file_parse (text, n, "again", &back, err, sizeof err)
      || memcmp (&back, &list, sizeof list) != 0)
    abort ();
  return 0;
}
