/* sg-test-deals.c: see the header. */
#include "sg-test-deals.h"

#include "sg-game.h"

static guint deals;

void __real_sg_game_new (SgGame *g, const SgSetup *setup);
void __wrap_sg_game_new (SgGame *g, const SgSetup *setup);

/* Every replay of a save starts with a deal: count it, then deal. */
void
__wrap_sg_game_new (SgGame *g, const SgSetup *setup)
{
  deals++;
  __real_sg_game_new (g, setup);
}

void
sg_test_deals_reset (void)
{
  deals = 0;
}

guint
sg_test_deals_count (void)
{
  return deals;
}
