/* sg-test-hand.c: see the header. */
#include "sg-test-hand.h"

guint8
sg_test_hand_card (SgGameModel *model, SgSide side, SgCardType type)
{
  guint8 hand[SG_MAX_CARDS];
  guint n = sg_game_model_get_hand (model, side, hand);

  for (guint i = 0; i < n; i++)
    {
      SgCardType t;

      sg_game_model_get_card (model, hand[i], &t, NULL, NULL);
      if (t == type)
        return hand[i];
    }
  g_error ("no card of type %d in side %d's hand", (int) type, (int) side);
  return SG_NONE;
}
