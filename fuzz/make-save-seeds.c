/* make-save-seeds.c: writes the seed corpus of fuzz-save-load (saves of
 * random games at several points, every reserve size, custom decks, both
 * kinds of players) into the directory given as argument.  Built and run by
 * tools/fuzz.sh, so the seeds always follow the current save format. */
#include "sg-save.h"

#include <stdio.h>
#include <string.h>

int
main (int argc, char **argv)
{
  static const char *players[] = { "person", "easy", "medium", "hard", "heuristic", "random" };
  int written = 0;

  if (argc != 2)
    {
      fprintf (stderr, "usage: make-save-seeds DIR\n");
      return 2;
    }
  for (int game = 0; game < 12; game++)
    {
      SgSetup setup;
      SgGame g;
      SgRng rng;
      SgAction acts[SG_MAX_ACTIONS];
      SgSave *save;
      unsigned stop[] = { 0, 3, 25, 120, 100000 };

      sg_setup_default (&setup, 500 + (uint64_t) game);
      setup.characters[0] = (uint8_t) (1 + game);
      setup.characters[1] = (uint8_t) (12 - game);
      setup.fixed_order[0] = (uint8_t) (game & 1);
      setup.picks[SG_OUTLAW][0] = (uint8_t) (12 + game);
      if (game % 3 == 2)
        {
          memset (&setup.decks, 0, sizeof setup.decks);
          setup.decks.count[SG_LAW][SG_CARD_COLT] = 3;
          setup.decks.count[SG_LAW][SG_CARD_GENERAL_STORE] = 1;
          setup.decks.count[SG_OUTLAW][SG_CARD_MISSED] = 2;
          setup.decks.count[SG_OUTLAW][SG_CARD_POCKET_WATCH] = 1;
        }
      memset (&g, 0, sizeof g);
      sg_game_new (&g, &setup);
      save = sg_save_new (&setup);
      sg_save_set_player (save, SG_LAW, players[game % 6]);
      sg_save_set_player (save, SG_OUTLAW, players[(game + 3) % 6]);
      sg_rng_init (&rng, (uint64_t) game);
      for (unsigned k = 0, done = 0; k < sizeof stop / sizeof stop[0]; k++)
        {
          char path[4096];
          gsize len;
          char *text;
          FILE *f;

          for (; done < stop[k] && !sg_game_over (&g); done++)
            {
              int n = sg_game_legal_actions (&g, acts);
              SgAction a = acts[sg_rng_uniform (&rng, (uint32_t) n)];
              if (!sg_save_record (save, &g, &a, NULL))
                return 1;
              sg_game_apply_legal (&g, &a);
            }
          text = sg_save_to_data (save, &g, &len);
          snprintf (path, sizeof path, "%s/game%02d-%u.save", argv[1], game, done);
          f = fopen (path, "wb");
          if (f == NULL || fwrite (text, 1, len, f) != len || fclose (f) != 0)
            return 1;
          g_free (text);
          written++;
        }
      sg_save_free (save);
    }
  printf ("%d seed saves\n", written);
  return 0;
}
