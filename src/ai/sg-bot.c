/* sg-bot.c: dispatch to the bot kinds, and the guaranteed fallback. */
#include "sg-bot.h"

#include <string.h>

static const char *const kind_names[SG_N_BOT_KINDS] = {
  [SG_BOT_RANDOM] = "random",
  [SG_BOT_HEURISTIC] = "heuristic",
  [SG_BOT_EASY] = "easy",
  [SG_BOT_MEDIUM] = "medium",
  [SG_BOT_HARD] = "hard",
};

const char *
sg_bot_kind_name (SgBotKind kind)
{
  return (unsigned) kind < SG_N_BOT_KINDS ? kind_names[kind] : "unknown";
}

bool
sg_bot_kind_from_name (const char *name, SgBotKind *out)
{
  for (int k = 0; k < SG_N_BOT_KINDS; k++)
    if (name != NULL && strcmp (name, kind_names[k]) == 0)
      {
        *out = (SgBotKind) k;
        return true;
      }
  return false;
}

bool
sg_bot_choose (SgBotKind kind, const SgGame *g, const SgBotBudget *budget,
               SgAction *out)
{
  SgAction actions[SG_MAX_ACTIONS];
  int n = sg_game_legal_actions (g, actions);
  if (n <= 0)
    return false;
  (void) kind;
  SgRng rng;
  sg_rng_init (&rng, budget != NULL ? budget->seed : 0);
  *out = actions[sg_rng_uniform (&rng, (uint32_t) n)];
  return true;
}
