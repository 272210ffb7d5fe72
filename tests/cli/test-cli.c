/* test-cli.c: the sixgun-cli commands, run as a user runs them (the
 * executable's path comes in SIXGUN_CLI): output, errors and exit codes. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sg-cli-run.h"

static char *tmp_dir;


static void
test_cards (void)
{
  SgCliRun r = SG_CLI_RUN (NULL, "cards");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  char **lines = g_strsplit (g_strchomp (r.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 31);
  for (int i = 0; lines[i]; i++)
    {
      char **f = g_strsplit (lines[i], "\t", -1);
      g_assert_cmpuint (g_strv_length (f), ==, 5);
      g_assert_true (g_strv_contains ((const char *const[]) { "bang", "action", "equipment", NULL }, f[1]));
      g_strfreev (f);
    }
  g_assert_true (g_strv_contains ((const char *const *) lines, "Colt\tbang\t1\t5\tshot"));
  g_assert_true (g_strv_contains ((const char *const *) lines, "Missed!\taction\t5\t7\tdodge"));
  g_assert_true (g_strv_contains ((const char *const *) lines, "Stampede\tequipment\t1\t0\talways,reload"));
  g_assert_true (g_strv_contains ((const char *const *) lines, "Bank\tequipment\t1\t0\t-"));
  g_strfreev (lines);
  sg_cli_run_clear (&r);
}

static void
test_characters (void)
{
  SgCliRun r = SG_CLI_RUN (NULL, "characters");
  g_assert_cmpint (r.status, ==, 0);
  char **lines = g_strsplit (g_strchomp (r.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 24);
  g_assert_true (g_strv_contains ((const char *const *) lines, "Bart Masterson\tlaw\t4\talways"));
  g_assert_true (g_strv_contains ((const char *const *) lines, "Dalton Bros\toutlaw\t3\t-"));
  g_strfreev (lines);
  sg_cli_run_clear (&r);
}

static void
test_usage_errors (void)
{
  const char *const *cases[] = {
    (const char *const[]) { "frobnicate", NULL },
    (const char *const[]) { "cards", "--verbose", NULL },
    (const char *const[]) { "selfplay", "--games", NULL },
    (const char *const[]) { "selfplay", "--games", "ten", NULL },
    (const char *const[]) { "selfplay", "--characters", "13", NULL },
    (const char *const[]) { "selfplay", "--fast", NULL },
    (const char *const[]) { "play", "--side", "sheriff", NULL },
    (const char *const[]) { "scenario", NULL },
    (const char *const[]) { "scenario", "--bogus", "x.scn", NULL },
  };
  SgCliRun r = sg_cli_run (NULL, (const char *const[]) { NULL });
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "Usage:"));
  sg_cli_run_clear (&r);
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      r = sg_cli_run (NULL, cases[i]);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_nonnull (strstr (r.err, "Usage:"));
      sg_cli_run_clear (&r);
    }
  r = SG_CLI_RUN (NULL, "help");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "--no-check"));
  sg_cli_run_clear (&r);
}

static void
test_selfplay (void)
{
  SgCliRun r = SG_CLI_RUN (NULL, "selfplay", "--games", "40", "--seed", "2", "--characters", "2");
  g_assert_cmpint (r.status, ==, 0);
  const char *keys[] = { "games: 40\n", "law_wins: ", "outlaw_wins: ", "unfinished: ",
                         "invariant_violations: 0\n", "average_turns: ", "games_per_second: " };
  const char *at = r.out;
  for (size_t i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      const char *found = strstr (at, keys[i]);
      g_assert_nonnull (found);
      g_assert_true (found == r.out || found[-1] == '\n');
      at = found;
    }
  /* --deep-check plays the same games and finds nothing more: the same
   * lines up to the speed. */
  {
    SgCliRun deep = SG_CLI_RUN (NULL, "selfplay", "--games", "40", "--seed", "2", "--characters", "2",
                                "--deep-check");
    size_t head = (size_t) (strstr (r.out, "games_per_second: ") - r.out);
    g_assert_cmpint (deep.status, ==, 0);
    g_assert_cmpint (strncmp (deep.out, r.out, head), ==, 0);
    sg_cli_run_clear (&deep);
  }
  sg_cli_run_clear (&r);
}

static void
test_scenario (void)
{
  const char *setup =
    "seed 1\nstart law\n"
    "law active \"Dalon Ranger\"\nlaw hand Colt\n"
    "outlaw active \"Babe Leroy\"\n";
  char *text = g_strconcat (setup, "expect law hand 1\nexpect decider law\n", NULL);
  char *ok = sg_cli_write_temp (tmp_dir, "ok.scn", text);
  g_free (text);
  text = g_strconcat (setup, "expect law hand 2\n", NULL);
  char *bad = sg_cli_write_temp (tmp_dir, "fail.scn", text);
  g_free (text);
  char *broken = sg_cli_write_temp (tmp_dir, "broken.scn", "law active Nobody\n");

  SgCliRun r = SG_CLI_RUN (NULL, "scenario", ok);
  g_assert_cmpint (r.status, ==, 0);
  sg_cli_run_clear (&r);
  r = SG_CLI_RUN (NULL, "scenario", "--options", ok);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "decider law\n"));
  g_assert_nonnull (strstr (r.out, "end\n"));
  sg_cli_run_clear (&r);
  r = SG_CLI_RUN (NULL, "scenario", bad);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.err, "fail.scn:6: expected"));
  sg_cli_run_clear (&r);
  r = SG_CLI_RUN (NULL, "scenario", broken);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "broken.scn:1:"));
  sg_cli_run_clear (&r);
  r = SG_CLI_RUN (NULL, "scenario", "/nonexistent/x.scn");
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "x.scn"));
  sg_cli_run_clear (&r);
  g_free (ok);
  g_free (bad);
  g_free (broken);
}

/* Points of scenario-format.md that outside checks rely on. */
static void
test_scenario_contract (void)
{
  const char *two_sides =
    "law active \"Annie Oakey\"\nlaw backup \"Wild Bill\"\n"
    "outlaw active \"Cattle Katie\"\noutlaw backup \"Babe Leroy\"\n";
  /* Only equipment stays in play: a Gatling on a character is malformed. */
  char *text = g_strconcat (two_sides, "law equip \"Wild Bill\" Barrel Gatling\n", NULL);
  char *path = sg_cli_write_temp (tmp_dir, "equip.scn", text);
  SgCliRun r = SG_CLI_RUN (NULL, "scenario", path);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "equip.scn:5: Gatling is not an Equipment card"));
  sg_cli_run_clear (&r);
  g_free (path);
  g_free (text);

  /* A count of BANG! plays no game can reach (E-10). */
  text = g_strconcat (two_sides, "law bangs 3\n", NULL);
  path = sg_cli_write_temp (tmp_dir, "bangs.scn", text);
  r = SG_CLI_RUN (NULL, "scenario", path);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "bangs.scn:5: bangs \"3\""));
  sg_cli_run_clear (&r);
  g_free (path);
  g_free (text);

  /* A byte order mark before line 1; the contract's `play Missed! as Colt`
   * without a target when the Colt has one. */
  text = g_strconcat ("\xEF\xBB\xBF", two_sides, "law hand Missed!\n"
                      "law play Missed! as Colt\nexpect outlaw.active life 3\n", NULL);
  path = sg_cli_write_temp (tmp_dir, "bom.scn", text);
  r = SG_CLI_RUN (NULL, "scenario", path);
  g_assert_cmpint (r.status, ==, 0);
  sg_cli_run_clear (&r);
  g_free (path);
  g_free (text);

  /* The shortest label that picks each option: the symbol alone, the back
   * alone, or both when neither alone tells the copies apart. */
  text = g_strconcat (two_sides, "law hand Colt\n"
                      "outlaw hand Missed!:barrel@law Missed!:snake@law Missed!:snake@outlaw\n"
                      "law play Colt at outlaw.active\n", NULL);
  path = sg_cli_write_temp (tmp_dir, "labels.scn", text);
  r = SG_CLI_RUN (NULL, "scenario", "--options", path);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "decider outlaw\ndodge Missed!:barrel\ndodge Missed!:snake@law\n"
                              "dodge Missed!@outlaw\ntake\n");
  sg_cli_run_clear (&r);
  g_free (path);
  g_free (text);
}

static void
test_play (void)
{
  /* EOF at the first question: a clean exit. */
  SgCliRun r = SG_CLI_RUN (NULL, "play", "--seed", "3");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "==== Setup ===="));
  g_assert_nonnull (strstr (r.out, "No more input"));
  sg_cli_run_clear (&r);

  /* Bad answers are explained and asked again; the Outlaw side works too. */
  r = SG_CLI_RUN ("x\n0\n99\n1\n", "play", "--seed", "4", "--side", "outlaw");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"x\" is not a number"));
  g_assert_nonnull (strstr (r.out, "There is no option 0"));
  g_assert_nonnull (strstr (r.out, "There is no option 99"));
  g_assert_nonnull (strstr (r.out, "OUTLAWS (you)"));
  g_assert_nonnull (strstr (r.out, "==== Turn 1:"));
  sg_cli_run_clear (&r);

  /* Always the first option, to the end of a whole game. */
  GString *ones = g_string_new (NULL);
  for (int i = 0; i < 3000; i++)
    g_string_append (ones, "1\n");
  r = SG_CLI_RUN (ones->str, "play", "--seed", "3");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Game over"));
  g_assert_nonnull (strstr (r.out, "[D5.7]"));
  g_string_free (ones, TRUE);
  sg_cli_run_clear (&r);
}

/* Our extension `phase setup` (docs/scenario-format.md): a table before the
 * first AC choices holds no hand, equipment, discard or turn in progress,
 * and each refusal names the statement's line. */
static void
test_scenario_phase_setup (void)
{
  const char *two_sides =
    "phase setup\n"
    "law active \"Annie Oakey\"\nlaw backup \"Wild Bill\"\n"
    "outlaw active \"Cattle Katie\"\noutlaw backup \"Babe Leroy\"\n";
  static const struct {
    const char *line;
    const char *message;
  } refused[] = {
    { "law hand Colt\n", ":6: phase setup (line 1) cannot have a hand" },
    { "law equip \"Wild Bill\" Barrel\n", ":6: phase setup (line 1) cannot have equipment in play" },
    { "start outlaw\n", ":6: phase setup (line 1) cannot have the Outlaws' turn" },
    { "discard Colt\n", ":6: phase setup (line 1) cannot have a discard pile" },
    { "outlaw used \"Babe Leroy\"\n", ":6: phase setup (line 1) cannot have an ability used" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *text = g_strconcat (two_sides, refused[i].line, "expect phase setup\n", NULL);
      g_autofree char *path = sg_cli_write_temp (tmp_dir, "setup.scn", text);
      SgCliRun r = SG_CLI_RUN (NULL, "scenario", path);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_nonnull (strstr (r.err, refused[i].message));
      sg_cli_run_clear (&r);
    }

  /* A lowered life is refused on its own line; a full table is accepted and
   * asks the Lawmen first, by name. */
  g_autofree char *text = g_strconcat (two_sides, "expect phase setup\n", NULL);
  g_autofree char *path = sg_cli_write_temp (tmp_dir, "setup.scn", text);
  SgCliRun r = SG_CLI_RUN (NULL, "scenario", "--options", path);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "decider law\nchoose \"Annie Oakey\"\nchoose \"Wild Bill\"\n");
  sg_cli_run_clear (&r);
  g_autofree char *low = g_strconcat ("phase setup\nlaw active \"Annie Oakey\" 2\n", strchr (two_sides + 12, '\n') + 1,
                                      "expect phase setup\n", NULL);
  g_autofree char *low_path = sg_cli_write_temp (tmp_dir, "setup-life.scn", low);
  r = SG_CLI_RUN (NULL, "scenario", low_path);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "setup-life.scn:2: phase setup (line 1) cannot have a life other"));
  sg_cli_run_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("sixgun-cli-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/cli/cards", test_cards);
  g_test_add_func ("/cli/characters", test_characters);
  g_test_add_func ("/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/selfplay", test_selfplay);
  g_test_add_func ("/cli/scenario", test_scenario);
  g_test_add_func ("/cli/scenario-contract", test_scenario_contract);
  g_test_add_func ("/cli/play", test_play);
  g_test_add_func ("/cli/scenario-phase-setup", test_scenario_phase_setup);
  int status = g_test_run ();
  const char *names[] = { "stdin.txt", "ok.scn", "fail.scn", "broken.scn" };
  for (size_t i = 0; i < G_N_ELEMENTS (names); i++)
    {
      char *p = g_build_filename (tmp_dir, names[i], NULL);
      g_remove (p);
      g_free (p);
    }
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
