/* test-heuristic-positions.c: the Heuristic bot's choice in positions where
 * one move is clearly right, each written as a scenario's setup and the
 * moves that lead to the decision.  Found by an audit of the bot's play
 * (2026-11-25); each case failed before the fix it names. */
#include <glib.h>
#include <string.h>

#include "sg-bot-heuristic.h"
#include "sg-label.h"
#include "sg-scenario.h"

typedef struct {
  const char *name;
  const char *setup;    /* scenario setup statements */
  const char *moves;    /* statements played before the decision, or NULL */
  const char *expected; /* the label of the right choice */
} Position;

static const Position positions[] = {
  /* Own back-up at 1 life and no dodge card: the Gatling would eliminate
   * it (C-GATLING.1); the Colt is the play. */
  { "gatling-spares-own-backup",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Dalon Ranger\" 1\nlaw hand Gatling Colt\n"
    "law deck Colt Colt Colt Colt\noutlaw active \"Babe Leroy\" 4\noutlaw backup \"Dalton Bros\" 3\n"
    "outlaw hand Colt Knife\noutlaw deck Colt Colt Colt Colt\n",
    NULL, "play Colt at outlaw.active" },
  /* The same with Indians! and no shot card to answer it (C-INDIANS.1). */
  { "indians-spares-own-backup",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Dalon Ranger\" 1\nlaw hand Indians! Missed!\n"
    "law deck Colt Colt Colt Colt\noutlaw active \"Babe Leroy\" 4\noutlaw backup \"Dalton Bros\" 3\n"
    "outlaw deck Colt Colt Colt Colt\n",
    NULL, "end" },
  /* A Stampede on a 1-life active character would swap it out of reach at
   * the start of the opponent's turn (C-STAMPEDE). */
  { "no-stampede-rescuing-the-opponent",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Bill Tightman\" 5\nlaw hand Stampede Missed!\n"
    "law deck Colt Colt Colt Colt\noutlaw active \"Bull Anderson\" 1\noutlaw backup \"Dalton Bros\" 3\n"
    "outlaw hand Colt\noutlaw deck Colt Colt Colt Colt\n",
    NULL, "end" },
  /* Against Indians!, the last Colt that can finish a 1-life lone
   * opponent next turn is worth more than one of five life points. */
  { "keeps-the-winning-colt",
    "start outlaw\nlaw active \"Pat Garret\" 5\nlaw hand Colt\nlaw deck Colt Colt Colt Colt\n"
    "outlaw active \"Babe Leroy\" 1\noutlaw hand Indians!\noutlaw deck Colt Colt Colt Colt\n",
    "outlaw play Indians!\n", "take" },
  /* A Canteen bringing a 1-life back-up forward is wasted without a shot
   * to follow: the BANG! is used and they swap back for free. */
  { "no-canteen-without-a-shot",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Bill Tightman\" 5\nlaw bangs 1\n"
    "law hand Canteen Missed! Colt\nlaw deck Colt Colt Colt Colt\noutlaw active \"Bull Anderson\" 5\n"
    "outlaw backup \"Dalton Bros\" 1\noutlaw hand Missed!\noutlaw deck Colt Colt Colt Colt\n",
    NULL, "end" },
  /* ... but with the Colt still to play, it is the move. */
  { "canteen-then-shot",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Bill Tightman\" 5\n"
    "law hand Canteen Colt Missed!\nlaw deck Colt Colt Colt Colt\noutlaw active \"Bull Anderson\" 5\n"
    "outlaw backup \"Dalton Bros\" 1\noutlaw hand Missed!\noutlaw deck Colt Colt Colt Colt\n",
    NULL, "play Canteen at outlaw" },
};

/* The position after the moves; fails the test on any error. */
static SgGame *
position_game (const Position *p)
{
  SgGame *g = g_new0 (SgGame, 1);
  char err[256];

  g_assert_true (sg_scenario_load (p->setup, strlen (p->setup), p->name, g, NULL, NULL, err, sizeof err));
  if (p->moves != NULL)
    {
      g_auto (GStrv) lines = g_strsplit (p->moves, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          SgAction a;
          char why[256];

          if (lines[i][0] == '\0')
            continue;
          if (!sg_scenario_find_action (g, lines[i], &a, why, sizeof why))
            g_error ("%s: %s: %s", p->name, lines[i], why);
          sg_game_apply_legal (g, &a);
        }
    }
  return g;
}

static void
test_position (gconstpointer data)
{
  const Position *p = data;
  g_autofree SgGame *g = position_game (p);
  SgAction acts[SG_MAX_ACTIONS];
  int n = sg_game_legal_actions (g, acts);
  char label[128];

  g_assert_cmpint (n, >, 1);
  sg_action_label (g, acts, n, sg_heuristic_pick (g, acts, n), label, sizeof label);
  g_assert_cmpstr (label, ==, p->expected);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autofree char *path = g_strdup_printf ("/heuristic/%s", positions[i].name);
      g_test_add_data_func (path, &positions[i], test_position);
    }
  return g_test_run ();
}
