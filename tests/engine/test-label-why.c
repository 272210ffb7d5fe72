/* test-label-why.c: the reader's reasons for a written move it cannot read,
 * or that names nothing where it looks, come with a code (SgLabelWhy) and
 * what the app needs to word them itself, beside the English message of
 * the command line, which stays as it was. */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-label.h"
#include "sg-scenario.h"

static const char setup[] =
  "law active \"Wild Bill\"\n"
  "law hand Colt\n"
  "outlaw active \"Slim Poet\"\n";

typedef struct {
  const char *statement;
  SgScenarioMiss miss;
  SgLabelWhyCode code;
  const char *word0;  /* NULL: not checked */
  const char *text;   /* the command line's English */
} Case;

static const Case cases[] = {
  { "law play \"Colt", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_UNTERMINATED_QUOTE, NULL,
    "unterminated double quote" },
  { "sheriff end", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_NO_SIDE, "sheriff",
    "an action starts with law or outlaw" },
  { "law", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_MISSING_ACTION, NULL, "missing action" },
  { "law shoot", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_UNKNOWN_ACTION, "shoot",
    "unknown action \"shoot\"" },
  { "law end now", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_UNEXPECTED_WORD, "now",
    "unexpected \"now\" after end" },
  { "law play Colt at", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_WORD_NEEDED_AFTER, "at",
    "at needs a word after it" },
  { "law play Bazooka", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_UNKNOWN_CARD, "Bazooka",
    "unknown card \"Bazooka\"" },
  { "law play Colt as Bazooka", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_UNKNOWN_AS_CARD, "Bazooka",
    "unknown card \"Bazooka\" after as" },
  { "law play Colt:moon", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_BAD_SYMBOL, "moon",
    "bad symbol \"moon\" in card \"Colt:moon\" (barrel, snake, dynamite or horseshoe)" },
  { "law play Colt@", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_BAD_BACK, "",
    "bad back in card \"Colt@\"" },
  { "law play Colt at mars", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_UNKNOWN_TARGET, "mars",
    "unknown target \"mars\" (a position, a side or a character)" },
  { "law choose maybe", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_UNKNOWN_CHOICE, "maybe",
    "unknown choice \"maybe\" (yes, no, hand, a side, a position, a character or a card)" },
  { "law play", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_PLAY_NEEDS_CARD, NULL, "play needs a card" },
  { "law dodge", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_DODGE_NEEDS_WORD, NULL,
    "dodge needs barrel, hat, ability or a card" },
  { "law choose Colt on law.active", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_CHOOSE_AT_FORM, NULL,
    "expected `choose CARD at POSITION`" },
  { "law choose yes no", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_CHOOSE_ONE, NULL,
    "choose takes one label" },
  { "law ability a b", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_ABILITY_FORM, NULL,
    "ability takes at most a character name" },
  { "law reload", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_RELOAD_FORM, NULL,
    "reload takes a card, or equip and a card" },
  { "law discard", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_DISCARD_FORM, NULL,
    "discard takes one card per action" },
  { "law play Missed!", SG_SCENARIO_MISS_NOTHING_NAMED, SG_LABEL_WHY_NOT_IN_HAND, NULL,
    "law has no Missed! in hand" },
  { "law reload equip Canteen", SG_SCENARIO_MISS_NOTHING_NAMED, SG_LABEL_WHY_NOT_IN_PLAY, NULL,
    "law has no Canteen in play" },
  { "law choose Beer", SG_SCENARIO_MISS_NOTHING_NAMED, SG_LABEL_WHY_NOT_ON_OFFER, NULL,
    "there is no Beer on offer" },
  { "law play Colt at \"Tom Thorn\"", SG_SCENARIO_MISS_NOTHING_NAMED, SG_LABEL_WHY_CHARACTER_OUT,
    NULL, "Tom Thorn is not in play" },
};

static SgGame *
load (void)
{
  SgGame *g = g_new0 (SgGame, 1);
  char err[640];

  if (!sg_scenario_load (setup, strlen (setup), "why", g, NULL, NULL, err, sizeof err))
    g_error ("%s", err);
  return g;
}

static void
test_codes (void)
{
  g_autofree SgGame *g = load ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      SgScenarioMiss miss;
      SgRefusal r;
      SgLabelWhy why;
      SgAction a;
      char text[256];

      g_test_message ("%s", c->statement);
      g_assert_false (sg_scenario_find_action_miss (g, c->statement, &a, &miss, &r, &why));
      g_assert_cmpint (miss, ==, c->miss);
      g_assert_cmpint (why.code, ==, c->code);
      if (c->word0 != NULL)
        g_assert_cmpstr (why.word[0], ==, c->word0);
      g_assert_cmpstr (why.text, ==, c->text);
      /* sg_scenario_find_action gives the same English. */
      g_assert_false (sg_scenario_find_action (g, c->statement, &a, text, sizeof text));
      g_assert_cmpstr (text, ==, c->text);
    }
}

/* What the words of the reasons about a place need: the side, the card,
 * the character. */
static void
test_names (void)
{
  g_autofree SgGame *g = load ();
  SgScenarioMiss miss;
  SgRefusal r;
  SgLabelWhy why;
  SgAction a;

  g_assert_false (sg_scenario_find_action_miss (g, "law play Missed!", &a, &miss, &r, &why));
  g_assert_cmpint (why.side, ==, SG_LAW);
  g_assert_cmpint (why.card, ==, SG_CARD_MISSED);
  g_assert_false (sg_scenario_find_action_miss (g, "law play Colt at \"Tom Thorn\"", &a, &miss, &r, &why));
  g_assert_cmpint (why.character, ==, SG_CHAR_TOM_THORN);
  g_assert_false (sg_scenario_find_action_miss (g, "law play Colt:moon", &a, &miss, &r, &why));
  g_assert_cmpstr (why.word[1], ==, "Colt:moon");
}

/* A refusal and a move that matches nothing have no reader's code. */
static void
test_no_code (void)
{
  g_autofree SgGame *g = load ();
  SgScenarioMiss miss;
  SgRefusal r;
  SgLabelWhy why;
  SgAction a;

  g_assert_false (sg_scenario_find_action_miss (g, "outlaw end", &a, &miss, &r, &why));
  g_assert_cmpint (miss, ==, SG_SCENARIO_MISS_REFUSED);
  g_assert_cmpint (why.code, ==, SG_LABEL_WHY_NONE);
  g_assert_cmpstr (why.text, !=, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/label-why/codes", test_codes);
  g_test_add_func ("/label-why/names", test_names);
  g_test_add_func ("/label-why/no-code", test_no_code);
  return g_test_run ();
}
