/* fuzz-save-load.c: libFuzzer harness for the saved-game loader
 * (sg_save_from_data, src/model/sg-save.h) on arbitrary bytes.
 *
 * A bad save is refused with a GError that names it; none crashes, hangs
 * or leaks.  A save that loads writes back to text that loads again to the
 * same game (the replay is exact). */
#include "sg-save.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static SgGame game, again;
  GError *error = NULL;
  SgSave *save, *back;
  char *text;
  gsize len = 0;

  memset (&game, 0, sizeof game);
  save = sg_save_from_data ((const char *) data, size, "fuzz.save", &game, &error);
  if (save == NULL)
    {
      if (error == NULL || strncmp (error->message, "fuzz.save", 9) != 0)
        {
          fprintf (stderr, "refused without a clear error: %s\n", error ? error->message : "(none)");
          abort ();
        }
      g_error_free (error);
      return 0;
    }
  if (error != NULL)
    abort ();

  text = sg_save_to_data (save, &game, &len);
  memset (&again, 0, sizeof again);
  back = sg_save_from_data (text, len, "again", &again, &error);
  if (back == NULL || memcmp (&game, &again, offsetof (SgGame, observer)) != 0
      || sg_save_get_n_actions (back) != sg_save_get_n_actions (save))
    {
      fprintf (stderr, "a loaded save does not round-trip: %s\n", error ? error->message : "other game");
      abort ();
    }
  g_free (text);
  sg_save_free (back);
  sg_save_free (save);
  return 0;
}
