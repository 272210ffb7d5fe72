/* test-scenario-load.c: what sg_scenario_load_failure tells of a scenario
 * it cannot load: the line at fault as a number and the reason alone, so
 * that the app names the line in its own words without reading them back
 * out of the command line's `FILE:LINE: message`, which stays as it was. */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-scenario.h"

static gboolean
load (const char *text, const char *name, SgScenarioFailure *failure)
{
  g_autofree SgGame *g = g_new0 (SgGame, 1);

  return sg_scenario_load_failure (text, strlen (text), name, g, NULL, NULL, failure);
}

/* A statement that cannot be read on line 3: line 3, the reason without
 * the name and line, and the message of old.  The name holds what looks
 * like a line ("7:") and must not be read as one. */
static void
test_malformed_line (void)
{
  static const char text[] = "seed 7\nlaw active \"Wild Bill\"\nlaw hand Bazooka\n";
  SgScenarioFailure failure;
  char err[640];
  g_autofree SgGame *g = g_new0 (SgGame, 1);

  g_assert_false (load (text, "bad:7: x.scn", &failure));
  g_assert_cmpint (failure.line, ==, 3);
  g_assert_cmpstr (failure.reason, ==, "unknown card \"Bazooka\"");
  g_assert_cmpstr (failure.text, ==, "bad:7: x.scn:3: unknown card \"Bazooka\"");
  /* sg_scenario_load's err is the same line, as the command line prints. */
  g_assert_false (sg_scenario_load (text, strlen (text), "bad:7: x.scn", g, NULL, NULL,
                                    err, sizeof err));
  g_assert_cmpstr (err, ==, failure.text);
}

/* A position at fault is told at the statement that made it so: the
 * equipment of a character that is not in play, written on line 2. */
static void
test_position_line (void)
{
  static const char text[] = "law active \"Wild Bill\"\nlaw equip \"Jesse Jones\" Barrel\n"
                             "outlaw active \"Slim Poet\"\n# a comment\n";
  SgScenarioFailure failure;

  g_assert_false (load (text, "equip.scn", &failure));
  g_assert_cmpint (failure.line, ==, 2);
  g_assert_true (g_str_has_prefix (failure.text, "equip.scn:2: "));
  g_assert_cmpstr (failure.text + strlen ("equip.scn:2: "), ==, failure.reason);
}

/* An empty file has no line at fault: 0, where the message says line 1. */
static void
test_no_line (void)
{
  SgScenarioFailure failure;

  g_assert_false (load ("", "empty.scn", &failure));
  g_assert_cmpint (failure.line, ==, 0);
  g_assert_true (g_str_has_prefix (failure.text, "empty.scn:1: "));
  g_assert_cmpstr (failure.reason, !=, "");
}

/* A good scenario leaves the failure empty. */
static void
test_loaded (void)
{
  SgScenarioFailure failure = { .line = 9, .reason = "stale", .text = "stale" };

  g_assert_true (load ("law active \"Wild Bill\"\noutlaw active \"Slim Poet\"\n", "ok.scn",
                       &failure));
  g_assert_cmpint (failure.line, ==, 0);
  g_assert_cmpstr (failure.reason, ==, "");
  g_assert_cmpstr (failure.text, ==, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scenario-load/malformed-line", test_malformed_line);
  g_test_add_func ("/scenario-load/position-line", test_position_line);
  g_test_add_func ("/scenario-load/no-line", test_no_line);
  g_test_add_func ("/scenario-load/loaded", test_loaded);
  return g_test_run ();
}
