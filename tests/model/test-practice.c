/* test-practice.c: hints in games against the computer or a friend. */
#include <string.h>

#include "sg-practice.h"
#include "sg-scenario.h"
#include "sg-test-dirs.h"
#include "sg-test-practice.h"

static void
suggested (GObject *source, GAsyncResult *result, gpointer data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

static void
test_suggest (void)
{
  g_autoptr (SgGameModel) model = sg_test_practice_game (12);
  g_autoptr (GAsyncResult) result = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  SgAction action;

  for (guint i = 0; i < 2; i++)
    {
      SgAction move = sg_test_some_move (model);
      sg_game_model_apply (model, &move, NULL);
      sg_test_wait_for_person (model);
    }
  sg_practice_suggest_async (model, NULL, suggested, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sg_practice_suggest_finish (model, result, &action, &text, &error));
  g_assert_no_error (error);
  /* A legal option of the decision, with a sentence. */
  g_assert_cmpint (sg_game_model_find_option (model, &action), >=, 0);
  g_assert_nonnull (text);
  g_assert_cmpuint (strlen (text), >, 10);
  g_test_message ("hint: %s", text);

  /* Asked again at the same position: the same hint (its search draws on
   * the position's seed and a fixed number of iterations). */
  {
    g_autoptr (GAsyncResult) again = NULL;
    g_autofree char *text2 = NULL;
    SgAction action2;

    sg_practice_suggest_async (model, NULL, suggested, &again);
    while (again == NULL)
      g_main_context_iteration (NULL, TRUE);
    g_assert_true (sg_practice_suggest_finish (model, again, &action2, &text2, &error));
    g_assert_true (memcmp (&action, &action2, sizeof action) == 0);
    g_assert_cmpstr (text, ==, text2);
  }
}

/* The position's seed: the same for the same game and moves (asked twice,
 * or in another model playing the same), another after a move or in
 * another game. */
static void
test_position_seed (void)
{
  g_autoptr (SgGameModel) a = sg_test_practice_game (12);
  g_autoptr (SgGameModel) b = sg_test_practice_game (12);
  g_autoptr (SgGameModel) c = sg_test_practice_game (13);
  guint64 before = sg_game_model_get_position_seed (a);
  SgAction move;

  g_assert_cmpuint (sg_game_model_get_position_seed (a), ==, before);
  g_assert_cmpuint (sg_game_model_get_position_seed (b), ==, before);
  g_assert_cmpuint (sg_game_model_get_position_seed (c), !=, before);
  move = sg_test_some_move (a);
  g_assert_true (sg_game_model_apply (a, &move, NULL));
  g_assert_cmpuint (sg_game_model_get_position_seed (a), !=, before);
  g_assert_true (sg_game_model_apply (b, &move, NULL));
  g_assert_cmpuint (sg_game_model_get_position_seed (b), ==, sg_game_model_get_position_seed (a));
}

static void
test_suggest_not_yours (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GAsyncResult) result = NULL;
  g_autoptr (GError) error = NULL;

  /* Nothing to decide: no game. */
  sg_practice_suggest_async (model, NULL, suggested, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (sg_practice_suggest_finish (model, result, NULL, NULL, &error));
  g_assert_nonnull (error);
}

static guint colons_outside_quotes (const char *text);

/* The reasons, from fixed positions. */
static void
test_describe (void)
{
  static const struct { const char *scn; const char *move; const char *words; } cases[] = {
    { "law active \"Wild Bill\"\nlaw hand Colt\noutlaw active \"Babe Leroy\" 1\n",
      "law play Colt at outlaw.active", "one hit eliminates Babe Leroy" },
    { "law active \"Wild Bill\"\nlaw hand Colt\noutlaw active \"Babe Leroy\" 3\n",
      "law play Colt at outlaw.active", "3 life points left" },
    { "law active \"Wild Bill\"\nlaw backup Jango\nlaw hand Winchester\noutlaw active \"Babe Leroy\"\n"
      "outlaw backup \"Cattle Katie\" 1\n",
      "law play Winchester at outlaw.backup", "eliminates Cattle Katie" },
    { "law active \"Wild Bill\"\nlaw backup Jango\nlaw hand Barrel\noutlaw active \"Babe Leroy\"\n",
      "law play Barrel at law.backup", "Put the Barrel on Jango" },
    { "law active \"Wild Bill\"\nlaw backup Jango\noutlaw active \"Babe Leroy\"\n",
      "law switch", "Jango comes forward and Wild Bill steps back" },
    { "law active \"Wild Bill\"\nlaw hand Colt\noutlaw active \"Babe Leroy\"\n",
      "law end", "End the turn" },
    { "start outlaw\nlaw active \"Wild Bill\"\nlaw hand Missed!\noutlaw active \"Babe Leroy\"\n"
      "outlaw hand Colt\noutlaw play Colt at law.active\n",
      "law dodge Missed!", "Answer with the Missed!" },
    { "start outlaw\nlaw active \"Wild Bill\"\nlaw hand Missed!\noutlaw active \"Babe Leroy\"\n"
      "outlaw hand Colt\noutlaw play Colt at law.active\n",
      "law take", "Take the hit" },
    { "law active \"Wild Bill\" 2\nlaw hand Colt Beer Missed! Duel Knife\noutlaw active \"Babe Leroy\"\n"
      "law end\n",
      "law discard Knife", "Discard the Knife" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      SgGame *g = g_new0 (SgGame, 1);
      SgAction a;
      char err[256] = "";
      g_auto (GStrv) lines = g_strsplit (cases[i].scn, "\n", -1);
      g_autofree char *text = NULL;

      g_assert_true (sg_scenario_load (cases[i].scn, strlen (cases[i].scn), "t", g, NULL, NULL,
                                       err, sizeof err));
      /* Actions written after the setup lead to the position. */
      for (guint l = 0; lines[l] != NULL; l++)
        if ((strstr (lines[l], " play ") != NULL && !g_str_has_prefix (lines[l], "law hand"))
            || g_str_equal (lines[l], "law end"))
          {
            g_assert_true (sg_scenario_find_action (g, lines[l], &a, err, sizeof err));
            sg_game_apply (g, &a);
          }
      g_assert_true (sg_scenario_find_action (g, cases[i].move, &a, err, sizeof err));
      text = sg_practice_describe (g, &a);
      if (strstr (text, cases[i].words) == NULL)
        g_error ("case %u: '%s' lacks '%s'", i, text, cases[i].words);
      /* Shown after "Suggestion: ", a reason of its own with a colon read
       * as a list of two things (a play-test). */
      if (colons_outside_quotes (text) != 0)
        g_error ("case %u: '%s' has a colon", i, text);
      g_free (g);
    }
}

/* The number of colons outside the quoted card text (“…”). */
static guint
colons_outside_quotes (const char *text)
{
  guint n = 0;
  gboolean quoted = FALSE;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == 0x201C)
        quoted = TRUE;
      else if (c == 0x201D)
        quoted = FALSE;
      else if (c == ':' && !quoted)
        n++;
    }
  return n;
}

/* A card played for its effect: the effect is quoted as the card's words,
 * not glued after a second colon where its imperative read as an order
 * ("Suggestion: Put the Hat on Tex Killer: Discard it from play…"). */
static void
test_describe_card_effect (void)
{
  static const struct { const char *scn; const char *move; const char *text; } cases[] = {
    { "law active \"Wild Bill\"\nlaw backup \"Tex Killer\"\nlaw hand Hat\noutlaw active \"Babe Leroy\"\n",
      "law play Hat at law.backup",
      "Put the Hat on Tex Killer (the card says “Discard it from play to dodge one shot”)." },
    { "law active \"Wild Bill\"\nlaw backup Jango\nlaw hand Barrel\noutlaw active \"Babe Leroy\"\n",
      "law play Barrel at law.backup",
      "Put the Barrel on Jango (the card says “When shot at, reveal: a barrel dodges”)." },
    { "law active \"Wild Bill\" 1\nlaw hand Whisky\noutlaw active \"Babe Leroy\"\n",
      "law play Whisky at law.active",
      "Play the Whisky on Wild Bill (the card says “A character’s life becomes exactly 3”)." },
    { "law active \"Wild Bill\"\nlaw backup Jango\nlaw hand Gatling\noutlaw active \"Babe Leroy\"\n",
      "law play Gatling",
      "Play the Gatling (the card says “Shoot every character except your own AC”)." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      SgGame *g = g_new0 (SgGame, 1);
      SgAction a;
      char err[256] = "";
      g_autofree char *text = NULL, *shown = NULL;

      g_assert_true (sg_scenario_load (cases[i].scn, strlen (cases[i].scn), "t", g, NULL, NULL,
                                       err, sizeof err));
      g_assert_true (sg_scenario_find_action (g, cases[i].move, &a, err, sizeof err));
      text = sg_practice_describe (g, &a);
      g_assert_cmpstr (text, ==, cases[i].text);
      /* As the window shows it (hint_done in sg-tutorial-actions.c): the
       * prefix's colon is the line's only one outside the card's words. */
      shown = g_strdup_printf ("Suggestion: %s", text);
      g_assert_cmpuint (colons_outside_quotes (shown), ==, 1);
      g_free (g);
    }
}

int
main (int argc, char *argv[])
{
  /* Whatever the model keeps goes to temporary XDG directories. */
  g_autofree char *dirs = sg_test_isolate_dirs ("test-practice");
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/practice/suggest", test_suggest);
  g_test_add_func ("/practice/suggest-not-yours", test_suggest_not_yours);
  g_test_add_func ("/practice/position-seed", test_position_seed);
  g_test_add_func ("/practice/describe", test_describe);
  g_test_add_func ("/practice/describe/card-effect", test_describe_card_effect);
  status = g_test_run ();
  sg_test_remove_tree (dirs);
  return status;
}
