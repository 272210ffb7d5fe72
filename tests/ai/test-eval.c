/* test-eval.c: sg_eval_position, the Hard bot's score of a playout's end:
 * its two ways of counting a hand. */
#include <glib.h>
#include <string.h>

#include "sg-eval.h"
#include "sg-scenario.h"

/* The same table with different hands for the Lawmen. */
static SgGame *
with_law_hand (const char *hand)
{
  g_autofree char *setup = g_strdup_printf (
    "start law\nlaw active \"Pat Garret\" 4\nlaw backup \"Wild Bill\" 5\nlaw hand %s\n"
    "outlaw active \"Bull Anderson\" 4\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Colt Beer\n", hand);
  SgGame *g = g_new0 (SgGame, 1);
  char err[256];
  if (!sg_scenario_load (setup, strlen (setup), "eval", g, NULL, NULL, err, sizeof err))
    g_error ("%s", err);
  return g;
}

static double
score (const char *hand, SgSide side, SgEvalHand how)
{
  g_autofree SgGame *g = with_law_hand (hand);
  return sg_eval_position (g, side, how);
}

/* By size, two cards are two cards; by value, two Missed! are worth more
 * than two Canteens, to one side exactly what they cost the other. */
static void
test_hand_by_value (void)
{
  g_assert_cmpfloat (score ("Missed! Missed!", SG_LAW, SG_EVAL_HAND_BY_SIZE), ==,
                     score ("Canteen Canteen", SG_LAW, SG_EVAL_HAND_BY_SIZE));
  double missed = score ("Missed! Missed!", SG_LAW, SG_EVAL_HAND_BY_VALUE);
  double canteen = score ("Canteen Canteen", SG_LAW, SG_EVAL_HAND_BY_VALUE);
  g_assert_cmpfloat (missed, >, canteen + 0.01);
  g_assert_cmpfloat_with_epsilon (score ("Missed! Missed!", SG_OUTLAW, SG_EVAL_HAND_BY_VALUE),
                                  1.0 - missed, 1e-12);
  /* An ordinary hand weighs about the same either way. */
  g_assert_cmpfloat_with_epsilon (score ("Colt Beer", SG_LAW, SG_EVAL_HAND_BY_VALUE),
                                  score ("Colt Beer", SG_LAW, SG_EVAL_HAND_BY_SIZE), 0.02);
}

/* Past seven cards a hand gains nothing by size; by value the seven best
 * count, so an eighth card counts only when it is better than one of them. */
static void
test_seven_cards_count (void)
{
  const char *seven = "Canteen Canteen Canteen Canteen Canteen Canteen Canteen";
  g_autofree char *eight_worse = g_strdup_printf ("%s Stampede", seven);
  g_autofree char *eight_better = g_strdup_printf ("%s Missed!", seven);
  g_assert_cmpfloat (score (eight_worse, SG_LAW, SG_EVAL_HAND_BY_SIZE), ==,
                     score (seven, SG_LAW, SG_EVAL_HAND_BY_SIZE));
  g_assert_cmpfloat (score (eight_worse, SG_LAW, SG_EVAL_HAND_BY_VALUE), ==,
                     score (seven, SG_LAW, SG_EVAL_HAND_BY_VALUE));
  g_assert_cmpfloat (score (eight_better, SG_LAW, SG_EVAL_HAND_BY_VALUE), >,
                     score (seven, SG_LAW, SG_EVAL_HAND_BY_VALUE));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eval/hand-by-value", test_hand_by_value);
  g_test_add_func ("/eval/seven-cards-count", test_seven_cards_count);
  return g_test_run ();
}
