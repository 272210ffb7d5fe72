/* sg-test-practice.c: games of a person against the computer (sg-test-practice.h). */
#include "sg-test-practice.h"

void
sg_test_wait_for_person (SgGameModel *model)
{
  for (guint guard = 0; guard < 100000 && !sg_game_model_person_decides (model)
       && sg_game_model_get_winner (model) == SG_WINNER_NONE; guard++)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sg_game_model_person_decides (model)
                 || sg_game_model_get_winner (model) != SG_WINNER_NONE);
}

SgGameModel *
sg_test_practice_game (guint64 seed)
{
  SgGameModel *model = sg_game_model_new ();
  SgSetup setup;

  sg_setup_default (&setup, seed);
  sg_game_model_set_bot_delay (model, 0);
  sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_EASY);
  sg_test_wait_for_person (model);
  return model;
}

SgAction
sg_test_some_move (SgGameModel *model)
{
  guint n;
  const SgAction *opts = sg_game_model_get_options (model, &n);

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    if (opts[i].kind != SG_ACT_END)
      return opts[i];
  return opts[0];
}
