/* sg-autosave-loop.c: autosaves games as fast as it can, until killed
 * (tests/model/test-autosave-kill.c kills it with SIGKILL).
 *
 *   sg-autosave-loop FILE SEED
 *
 * Resumes the game in FILE (as the app resumes its autosave) or deals a new
 * one, then forever: one random move in hot seat, and the save written to
 * FILE the way the app's window writes its autosave (sg_window_saves_save_to:
 * sg_game_model_write_save).  A game that ends
 * removes FILE, as the window does at game over, and a new game is dealt,
 * whose first save creates FILE again.
 *
 * On stdout, one line each, flushed before going on:
 *   ready ID        the game resumed (or "ready none" without FILE)
 *   begin ID        about to write the save ID ("none": to remove FILE)
 *   done ID         the save ID is written (FILE is removed)
 * where ID is "SEED:ACTIONS:FINGERPRINT" of the game written.  Exit status
 * 3 when FILE cannot be read (it is left as it is, for the test to see). */
#include <stdio.h>
#include <stdlib.h>

#include "sg-game-model.h"
#include "sg-save-id.h"

/* Games end soon (a turn cap, and more shots than turn ends), so that many
 * first saves of a game, which create FILE, are killed too. */
#define TURN_CAP 24

static void
say (const char *what, SgGameModel *model)
{
  const SgSave *save = sg_game_model_get_save (model);
  /* The game written: a lone answer waiting behind a hand-over is taken
   * (sg_game_model_write_save). */
  g_autofree SgGame *settled = g_memdup2 (sg_game_model_get_game (model), sizeof (SgGame));
  g_autofree char *id = NULL;

  sg_game_settle (settled);
  id = save != NULL ? sg_save_id (save, settled) : g_strdup ("none");

  printf ("%s %s\n", what, id);
  fflush (stdout);
}

static void
deal (SgGameModel *model, GRand *rng)
{
  SgSetup setup;

  sg_setup_default (&setup, g_rand_int (rng));
  setup.options.turn_cap = TURN_CAP;
  sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_PERSON);
}

static void
move (SgGameModel *model, GRand *rng)
{
  guint n = 0;
  const SgAction *options = sg_game_model_get_options (model, &n);
  guint plays[SG_MAX_ACTIONS], n_plays = 0;
  SgAction a;

  g_assert (n > 0);
  for (guint i = 0; i < n; i++)
    if (options[i].kind == SG_ACT_PLAY || options[i].kind == SG_ACT_CHOOSE_CHAR)
      plays[n_plays++] = i;
  a = n_plays > 0 && g_rand_int_range (rng, 0, 4) != 0
    ? options[plays[g_rand_int_range (rng, 0, (gint32) n_plays)]]
    : options[g_rand_int_range (rng, 0, (gint32) n)];
  if (!sg_game_model_apply (model, &a, NULL))
    g_error ("a legal option was refused");
}

int
main (int argc, char **argv)
{
  g_autoptr (SgGameModel) model = NULL;
  g_autoptr (GRand) rng = NULL;
  g_autoptr (GFile) file = NULL;

  if (argc != 3)
    {
      fprintf (stderr, "usage: %s FILE SEED\n", argv[0]);
      return 2;
    }
  file = g_file_new_for_commandline_arg (argv[1]);
  rng = g_rand_new_with_seed ((guint32) strtoul (argv[2], NULL, 10));
  model = sg_game_model_new ();

  if (g_file_query_exists (file, NULL))
    {
      g_autoptr (GError) error = NULL;
      g_autofree SgGame *game = g_new0 (SgGame, 1);
      g_autoptr (SgSave) save = sg_save_read_file (file, game, NULL, &error);

      if (save == NULL || !sg_game_model_load_save (model, save, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 3;
        }
    }
  say ("ready", model);

  for (;;)
    {
      g_autoptr (GError) error = NULL;

      if (sg_game_model_has_game (model) && sg_game_over (sg_game_model_get_game (model)))
        {
          /* Game over: the window removes the autosave (sg-window-saves.c). */
          printf ("begin none\n");
          fflush (stdout);
          g_file_delete (file, NULL, NULL);
          printf ("done none\n");
          fflush (stdout);
          deal (model, rng);
        }
      else if (!sg_game_model_has_game (model))
        deal (model, rng);
      else
        move (model, rng);
      say ("begin", model);
      if (!sg_game_model_write_save (model, file, &error))
        g_error ("the save was not written: %s", error->message);
      say ("done", model);
    }
}
