/* sg-bot.c: dispatch to the bot kinds, and the guaranteed fallback. */
#include "sg-bot.h"

#include "sg-bot-heuristic.h"
#include "sg-ismcts.h"

#include <string.h>

/* Easy plays a random legal action this often, the heuristic otherwise. */
#define EASY_EPSILON 0.3

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

/* The kind's own choice; false when it had none (the fallback answers). */
static bool
choose_by_kind (SgBotKind kind, const SgGame *g, const SgBotBudget *budget,
                const SgAction *actions, int n, SgAction *out, SgBotStats *stats)
{
  SgRng rng;
  sg_rng_init (&rng, budget != NULL ? budget->seed : 0);
  switch (kind)
    {
    case SG_BOT_RANDOM:
      *out = actions[sg_rng_uniform (&rng, (uint32_t) n)];
      return true;
    case SG_BOT_HEURISTIC:
    case SG_BOT_MEDIUM:
      *out = actions[sg_heuristic_pick (g, actions, n)];
      return true;
    case SG_BOT_EASY:
      *out = actions[sg_heuristic_pick_noisy (g, actions, n, &rng, EASY_EPSILON)];
      return true;
    case SG_BOT_HARD:
      {
        /* The secret first AC choice is made before anything is known
         * that a search could use: the heuristic answers it. */
        if (sg_game_decision (g) == SG_DEC_SETUP_AC)
          {
            *out = actions[sg_heuristic_pick (g, actions, n)];
            return true;
          }
        SgIsmctsConfig c = { 0 };
        if (budget != NULL && budget->hard_tuning != NULL)
          c = *budget->hard_tuning;
        if (budget != NULL)
          {
            c.iterations = budget->iterations;
            c.seconds = budget->seconds;
            c.seed = budget->seed;
            c.cancel = budget->cancel;
          }
        SgIsmctsStats st;
        bool ok = sg_ismcts_choose (g, &c, out, &st);
        stats->playouts = st.iterations;
        stats->playout_decisions = st.playout_decisions;
        return ok;
      }
    default:
      return false;
    }
}

/* A card that comes straight back when played (sg_game_card_comes_back)
 * would be played again and again, and no bot may stall a game: a search
 * may rank it with the end of the turn (Hard's playouts see the same
 * position either way), so the heuristic's choice then, which never makes
 * such a play while it has another move. */
static SgAction
not_looping (const SgGame *g, const SgAction *a, const SgAction *actions, int n)
{
  if (!sg_game_card_comes_back (g, a))
    return *a;
  return actions[sg_heuristic_pick (g, actions, n)];
}

bool
sg_bot_choose_with_stats (SgBotKind kind, const SgGame *g, const SgBotBudget *budget,
                          SgAction *out, SgBotStats *stats)
{
  SgAction actions[SG_MAX_ACTIONS];
  SgBotStats st = { 0 };
  int n = sg_game_legal_actions (g, actions);
  if (stats != NULL)
    *stats = st;
  if (n <= 0)
    return false;
  SgAction a;
  /* The fallback: whatever a bot answers, only a legal action leaves. */
  if (choose_by_kind (kind, g, budget, actions, n, &a, &st) && sg_game_check (g, &a).code == SG_OK)
    *out = kind == SG_BOT_RANDOM ? a : not_looping (g, &a, actions, n);
  else
    {
      *out = actions[0];
      st.fallback = true;
    }
  if (stats != NULL)
    *stats = st;
  return true;
}

bool
sg_bot_choose (SgBotKind kind, const SgGame *g, const SgBotBudget *budget,
               SgAction *out)
{
  return sg_bot_choose_with_stats (kind, g, budget, out, NULL);
}
