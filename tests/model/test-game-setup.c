/* test-game-setup.c: SgGameSetup: defaults, every validation error, the
 * warnings, the engine setup it gives (the game has the picked characters),
 * its text round trip, and what it says of a text it cannot read. */
#include <string.h>

#include "sg-deck-file-text.h"
#include "sg-game-setup.h"

static void
assert_error (SgGameSetup *setup, SgGameSetupError code, const char *part)
{
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) errors = NULL;
  SgSetup engine;

  g_assert_false (sg_game_setup_validate (setup, &error));
  g_assert_error (error, SG_GAME_SETUP_ERROR, (int) code);
  if (part != NULL && strstr (error->message, part) == NULL)
    g_error ("“%s” does not say “%s”", error->message, part);
  errors = sg_game_setup_get_errors (setup, SG_SETUP_AREA_ALL);
  g_assert_cmpuint (g_strv_length (errors), >=, 1);
  g_assert_cmpstr (errors[0], ==, error->message);
  /* An invalid setup never reaches the engine. */
  g_assert_false (sg_game_setup_to_engine (setup, 1, &engine, NULL));
}

static void
test_defaults (void)
{
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  g_auto (GStrv) warnings = NULL;
  g_auto (GStrv) errors = NULL;
  SgSetup engine, rulebook;

  g_assert_cmpint (sg_game_setup_get_characters (setup, SG_LAW), ==, 4);
  g_assert_cmpint (sg_game_setup_get_characters (setup, SG_OUTLAW), ==, 4);
  g_assert_cmpuint (sg_game_setup_get_deck_size (setup, SG_LAW), ==, 40);
  g_assert_cmpuint (sg_game_setup_get_deck_size (setup, SG_OUTLAW), ==, 40);
  g_assert_cmpint (sg_game_setup_get_first_ac (setup), ==, SG_FIRST_AC_CHOOSE);
  g_assert_cmpint (sg_game_setup_get_bot_level (setup), ==, SG_PLAYER_MEDIUM);
  g_assert_true (sg_game_setup_is_rulebook (setup));
  g_assert_true (sg_game_setup_validate (setup, NULL));
  warnings = sg_game_setup_get_warnings (setup, SG_SETUP_AREA_ALL);
  errors = sg_game_setup_get_errors (setup, SG_SETUP_AREA_ALL);
  g_assert_cmpuint (g_strv_length (warnings), ==, 0);
  g_assert_cmpuint (g_strv_length (errors), ==, 0);

  /* The rulebook's setup is the engine's default. */
  g_assert_true (sg_game_setup_to_engine (setup, 99, &engine, NULL));
  sg_setup_default (&rulebook, 99);
  g_assert_true (memcmp (&engine, &rulebook, sizeof engine) == 0);
}

static void
test_same_count (void)
{
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();

  /* E-44: one count for both sides, unless the house rule says otherwise. */
  sg_game_setup_set_characters (setup, SG_OUTLAW, 7);
  g_assert_cmpint (sg_game_setup_get_characters (setup, SG_LAW), ==, 7);
  sg_game_setup_set_different_counts (setup, TRUE);
  sg_game_setup_set_characters (setup, SG_OUTLAW, 3);
  g_assert_cmpint (sg_game_setup_get_characters (setup, SG_LAW), ==, 7);
  g_assert_cmpint (sg_game_setup_get_characters (setup, SG_OUTLAW), ==, 3);
  g_assert_true (sg_game_setup_validate (setup, NULL));
  sg_game_setup_set_different_counts (setup, FALSE);
  g_assert_cmpint (sg_game_setup_get_characters (setup, SG_OUTLAW), ==, 7);
  g_assert_false (sg_game_setup_is_rulebook (setup));
}

static void
test_error_characters (void)
{
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();

  sg_game_setup_set_characters (setup, SG_LAW, 0);
  assert_error (setup, SG_GAME_SETUP_ERROR_CHARACTERS, "0");
  sg_game_setup_set_characters (setup, SG_LAW, 13);
  assert_error (setup, SG_GAME_SETUP_ERROR_CHARACTERS, "13");
  sg_game_setup_set_characters (setup, SG_LAW, 12);
  g_assert_true (sg_game_setup_validate (setup, NULL));
  sg_game_setup_set_characters (setup, SG_LAW, 1);
  g_assert_true (sg_game_setup_validate (setup, NULL));
}

static void
test_error_unequal (void)
{
  g_autoptr (SgGameSetup) setup = NULL;
  g_autoptr (GError) error = NULL;
  const char *text =
    "[Sixgun Setup]\n"
    "characters-law=5\n"
    "characters-outlaw=6\n"
    "decks=law Colt 3\\noutlaw Colt 3\\n\n";

  /* Only stored text can hold unequal counts without the house rule. */
  setup = sg_game_setup_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  assert_error (setup, SG_GAME_SETUP_ERROR_UNEQUAL, "E-44");
  sg_game_setup_set_different_counts (setup, TRUE);
  g_assert_true (sg_game_setup_validate (setup, NULL));
}

static void
test_error_picks (void)
{
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  guint8 wrong_side[] = { SG_CHAR_WILD_BILL, SG_CHAR_TOM_THORN };
  guint8 twice[] = { SG_CHAR_JANGO, SG_CHAR_WILD_BILL, SG_CHAR_JANGO };
  guint8 unknown[] = { SG_CHAR_JANGO, 40 };
  guint8 five[] = { SG_CHAR_JANGO, SG_CHAR_WILD_BILL, SG_CHAR_WYATT_EAR, SG_CHAR_TEX_KILLER,
                    SG_CHAR_PAT_GARRET };

  sg_game_setup_set_picks (setup, SG_LAW, wrong_side, G_N_ELEMENTS (wrong_side));
  assert_error (setup, SG_GAME_SETUP_ERROR_PICK_SIDE, "Tom Thorn");
  sg_game_setup_set_picks (setup, SG_LAW, twice, G_N_ELEMENTS (twice));
  assert_error (setup, SG_GAME_SETUP_ERROR_PICK_TWICE, "Jango");
  sg_game_setup_set_picks (setup, SG_LAW, unknown, G_N_ELEMENTS (unknown));
  assert_error (setup, SG_GAME_SETUP_ERROR_PICK_UNKNOWN, "2");
  sg_game_setup_set_picks (setup, SG_LAW, five, G_N_ELEMENTS (five));
  assert_error (setup, SG_GAME_SETUP_ERROR_TOO_MANY_PICKS, "5");
  sg_game_setup_set_characters (setup, SG_LAW, 5);
  g_assert_true (sg_game_setup_validate (setup, NULL));

  /* An Outlaw picking a Lawman is refused as well. */
  sg_game_setup_add_pick (setup, SG_OUTLAW, SG_CHAR_JANGO);
  assert_error (setup, SG_GAME_SETUP_ERROR_PICK_SIDE, "Jango");
  sg_game_setup_remove_pick (setup, SG_OUTLAW, SG_CHAR_JANGO);
  g_assert_true (sg_game_setup_validate (setup, NULL));

  /* add_pick ignores a character already there. */
  sg_game_setup_add_pick (setup, SG_OUTLAW, SG_CHAR_SID_CURRY);
  sg_game_setup_add_pick (setup, SG_OUTLAW, SG_CHAR_SID_CURRY);
  g_assert_true (sg_game_setup_has_pick (setup, SG_OUTLAW, SG_CHAR_SID_CURRY));
  g_assert_true (sg_game_setup_validate (setup, NULL));
}

static void
test_error_decks (void)
{
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  g_auto (GStrv) law = NULL;
  g_auto (GStrv) outlaw = NULL;
  g_auto (GStrv) characters = NULL;

  sg_game_setup_set_count (setup, SG_OUTLAW, SG_CARD_COLT, -2);
  assert_error (setup, SG_GAME_SETUP_ERROR_NEGATIVE_COUNT, "-2");
  sg_game_setup_set_count (setup, SG_OUTLAW, SG_CARD_COLT, 0);
  g_assert_true (sg_game_setup_validate (setup, NULL));

  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    sg_game_setup_set_count (setup, SG_LAW, (SgCardType) t, 0);
  assert_error (setup, SG_GAME_SETUP_ERROR_EMPTY_DECK, "Lawmen");
  /* The error is filed under the Lawmen's deck only. */
  law = sg_game_setup_get_errors (setup, SG_SETUP_AREA_DECK_LAW);
  outlaw = sg_game_setup_get_errors (setup, SG_SETUP_AREA_DECK_OUTLAW);
  characters = sg_game_setup_get_errors (setup, SG_SETUP_AREA_CHARACTERS);
  g_assert_cmpuint (g_strv_length (law), ==, 1);
  g_assert_cmpuint (g_strv_length (outlaw), ==, 0);
  g_assert_cmpuint (g_strv_length (characters), ==, 0);

  sg_game_setup_reset_deck (setup, SG_LAW);
  g_assert_cmpuint (sg_game_setup_get_deck_size (setup, SG_LAW), ==, 40);
  g_assert_true (sg_game_setup_validate (setup, NULL));

  /* 40 + 121 is one over the engine's table. */
  sg_game_setup_reset_deck (setup, SG_OUTLAW);
  sg_game_setup_set_count (setup, SG_OUTLAW, SG_CARD_BEER,
                           sg_game_setup_get_count (setup, SG_OUTLAW, SG_CARD_BEER) + 81);
  assert_error (setup, SG_GAME_SETUP_ERROR_TOO_MANY_CARDS, "161");
  sg_game_setup_set_count (setup, SG_OUTLAW, SG_CARD_BEER,
                           sg_game_setup_get_count (setup, SG_OUTLAW, SG_CARD_BEER) - 1);
  g_assert_true (sg_game_setup_validate (setup, NULL));
}

static void
test_warnings (void)
{
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  g_auto (GStrv) warnings = NULL;
  g_auto (GStrv) law = NULL;

  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    sg_game_setup_set_count (setup, SG_LAW, (SgCardType) t, 0);
  sg_game_setup_set_count (setup, SG_LAW, SG_CARD_BEER, 5);
  g_assert_true (sg_game_setup_validate (setup, NULL));
  warnings = sg_game_setup_get_warnings (setup, SG_SETUP_AREA_ALL);
  /* Under 20 cards, no dodge card, no shot card. */
  g_assert_cmpuint (g_strv_length (warnings), ==, 3);
  g_assert_nonnull (strstr (warnings[0], "5 cards"));
  g_assert_nonnull (strstr (warnings[1], "dodge"));
  g_assert_nonnull (strstr (warnings[2], "shot"));
  law = sg_game_setup_get_warnings (setup, SG_SETUP_AREA_DECK_OUTLAW);
  g_assert_cmpuint (g_strv_length (law), ==, 0);

  sg_game_setup_set_count (setup, SG_LAW, SG_CARD_MISSED, 10);
  sg_game_setup_set_count (setup, SG_LAW, SG_CARD_COLT, 10);
  g_strfreev (warnings);
  warnings = sg_game_setup_get_warnings (setup, SG_SETUP_AREA_ALL);
  g_assert_cmpuint (g_strv_length (warnings), ==, 0);
}

static void
test_to_engine (void)
{
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  g_autoptr (GError) error = NULL;
  SgGame *game = g_new0 (SgGame, 1);
  SgSetup engine;

  sg_game_setup_set_characters (setup, SG_LAW, 8);
  sg_game_setup_add_pick (setup, SG_LAW, SG_CHAR_WYATT_EAR);
  sg_game_setup_add_pick (setup, SG_LAW, SG_CHAR_JANGO);
  sg_game_setup_add_pick (setup, SG_OUTLAW, SG_CHAR_SID_CURRY);
  sg_game_setup_set_fixed_order (setup, SG_LAW, TRUE);
  sg_game_setup_set_count (setup, SG_OUTLAW, SG_CARD_GATLING, 4);
  g_assert_true (sg_game_setup_to_engine (setup, 5, &engine, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (engine.seed, ==, 5);
  g_assert_cmpuint (engine.characters[SG_LAW], ==, 8);
  g_assert_cmpuint (engine.characters[SG_OUTLAW], ==, 8);
  g_assert_cmpuint (engine.picks[SG_LAW][0], ==, SG_CHAR_WYATT_EAR);
  g_assert_cmpuint (engine.picks[SG_LAW][1], ==, SG_CHAR_JANGO);
  g_assert_cmpuint (engine.picks[SG_LAW][2], ==, SG_NONE);
  g_assert_cmpuint (engine.picks[SG_OUTLAW][0], ==, SG_CHAR_SID_CURRY);
  g_assert_cmpuint (engine.fixed_order[SG_LAW], ==, 1);
  g_assert_cmpuint (engine.fixed_order[SG_OUTLAW], ==, 0);
  g_assert_cmpuint (engine.decks.count[SG_OUTLAW][SG_CARD_GATLING], ==, 4);

  /* The game dealt from it: 8 characters a side; fixed order puts the
   * first two picks in play (D1.4: the top two). */
  sg_game_new (game, &engine);
  for (int s = 0; s < 2; s++)
    g_assert_cmpint (game->side[s].n_reserve + sg_game_in_play (game, (SgSide) s), ==, 8);
  g_assert_true ((game->side[SG_LAW].ch[0] == SG_CHAR_WYATT_EAR && game->side[SG_LAW].ch[1] == SG_CHAR_JANGO)
                 || (game->side[SG_LAW].ch[1] == SG_CHAR_WYATT_EAR && game->side[SG_LAW].ch[0] == SG_CHAR_JANGO));
  {
    gboolean found = FALSE;
    const SgSideState *o = &game->side[SG_OUTLAW];

    for (int i = 0; i < 2; i++)
      found = found || o->ch[i] == SG_CHAR_SID_CURRY;
    for (int i = 0; i < o->n_reserve; i++)
      found = found || o->reserve[i] == SG_CHAR_SID_CURRY;
    g_assert_true (found);
  }
  g_free (game);

  /* And back. */
  {
    g_autoptr (SgGameSetup) back = sg_game_setup_new ();

    sg_game_setup_set_from_engine (back, &engine);
    g_assert_true (sg_game_setup_equal (back, setup));
  }
}

static void
test_text_round_trip (void)
{
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  g_autoptr (SgGameSetup) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  sg_game_setup_set_different_counts (setup, TRUE);
  sg_game_setup_set_characters (setup, SG_LAW, 6);
  sg_game_setup_set_characters (setup, SG_OUTLAW, 9);
  sg_game_setup_add_pick (setup, SG_OUTLAW, SG_CHAR_CATTLE_KATIE);
  sg_game_setup_add_pick (setup, SG_OUTLAW, SG_CHAR_BABE_LEROY);
  sg_game_setup_set_fixed_order (setup, SG_OUTLAW, TRUE);
  sg_game_setup_set_first_ac (setup, SG_FIRST_AC_RANDOM);
  sg_game_setup_set_bot_level (setup, SG_PLAYER_HARD);
  sg_game_setup_set_count (setup, SG_LAW, SG_CARD_GENERAL_STORE, 7);
  sg_game_setup_set_count (setup, SG_OUTLAW, SG_CARD_COLT, 0);

  text = sg_game_setup_to_data (setup);
  back = sg_game_setup_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (sg_game_setup_equal (back, setup));
  g_assert_false (sg_game_setup_is_rulebook (back));
}

static void
test_bad_text (void)
{
  static const struct { const char *text; const char *part; } cases[] = {
    { "not a key file", "not a Sixgun setup" },
    { "[Other]\nx=1\n", "Sixgun Setup" },
    { "[Sixgun Setup]\ncharacters-law=x\n", "characters-law" },
    { "[Sixgun Setup]\ncharacters-law=4\ncharacters-outlaw=4\npicks-law=Bazooka Joe;\n", "Bazooka Joe" },
    { "[Sixgun Setup]\ncharacters-law=4\ncharacters-outlaw=4\nfirst-ac=sometimes\ndecks=law Colt 1\\noutlaw Colt 1\n", "first-ac" },
    { "[Sixgun Setup]\ncharacters-law=4\ncharacters-outlaw=4\n", "decks" },
    { "[Sixgun Setup]\ncharacters-law=4\ncharacters-outlaw=4\ndecks=law Colt 1\\noutlaw Bazooka 1\n",
      "in “decks”, the entry “outlaw Bazooka 1”: there is no card called “Bazooka”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (SgGameSetup) setup = sg_game_setup_new_from_data (cases[i].text, -1, &error);

      g_assert_null (setup);
      g_assert_error (error, SG_GAME_SETUP_ERROR, SG_GAME_SETUP_ERROR_SYNTAX);
      if (strstr (error->message, cases[i].part) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i].part);
    }
}

/* A required key left out is said to be missing, not to be malformed
 * (found by a play-test: a preset without "characters-law" was said to
 * need a whole number there). */
static void
test_missing_or_malformed (void)
{
  static const struct { const char *text; const char *message; } cases[] = {
    { "[Sixgun Setup]\ncharacters-outlaw=4\ndecks=law Colt 1\\noutlaw Colt 1\n",
      "“characters-law” is missing" },
    { "[Sixgun Setup]\ncharacters-law=\ncharacters-outlaw=4\ndecks=law Colt 1\\noutlaw Colt 1\n",
      "“characters-law” must be a number from 1 to 12" },
    /* A whole number, too large for one: the range is what it missed
     * (a play-test was told it "must be a whole number"). */
    { "[Sixgun Setup]\ncharacters-law=99999999999\ncharacters-outlaw=4\ndecks=law Colt 1\\noutlaw Colt 1\n",
      "“characters-law” must be a number from 1 to 12" },
    { "[Sixgun Setup]\ncharacters-law=4\ndecks=law Colt 1\\noutlaw Colt 1\n",
      "“characters-outlaw” is missing" },
    { "[Sixgun Setup]\ncharacters-law=4\ncharacters-outlaw=four\ndecks=law Colt 1\\noutlaw Colt 1\n",
      "“characters-outlaw” must be a number from 1 to 12" },
    { "[Sixgun Setup]\ncharacters-law=4\ncharacters-outlaw=4\n",
      "“decks” is missing" },
    { "[Sixgun Setup]\ncharacters-law=4\ncharacters-outlaw=4\ndecks=law Colt 1\n",
      "in “decks”: the Outlaws’ deck is empty: it needs at least one card" },
    { "[Sixgun Setup]\ncharacters-law=4\ncharacters-outlaw=4\ndecks=law Colt 1\\noutlaw Colt \xff\n",
      "“decks” must be UTF-8 text" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (SgGameSetup) setup = sg_game_setup_new_from_data (cases[i].text, -1, &error);

      g_assert_null (setup);
      g_assert_error (error, SG_GAME_SETUP_ERROR, SG_GAME_SETUP_ERROR_SYNTAX);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* Every way a deck list can be wrong, in the app's words: the entry of
 * the key quoted, curly quotes, no advice to run the command line (found
 * by a play-test: "decks:2: unknown card 'Colte' (sixgun-cli cards lists
 * them)").  Not "line 3": the entries are one line of the file, whose
 * third entry a player cannot find by number (a play-test).  Straight
 * double quotes appear only as the file's own syntax. */
static void
test_deck_errors_worded (void)
{
  static const struct { const char *decks; const char *message; } cases[] = {
    { "law Colt 1\\nlaw Colte 2", "in “decks”, the entry “law Colte 2”: there is no card called “Colte”" },
    { "law Colt 1\\nsheriff Colt 2",
      "in “decks”, the entry “sheriff Colt 2”: “sheriff” is not a side: a line starts with law or outlaw" },
    { "law Colt", "in “decks”, the entry “law Colt”: a line needs a side, a card and a count, such as law Colt 3" },
    { "law General Store 1",
      "in “decks”, the entry “law General Store 1”: more words follow “General Store”: a card name with blanks is written in double quotes, such as \"General Store\"" },
    { "law Colt many", "in “decks”, the entry “law Colt many”: “many” is not a count: it is a whole number from 0 to 160" },
    { "law Colt 1\\n# again\\n  LAW colt 2 ",
      "in “decks”, the entry “LAW colt 2”: “law Colt” was already given by an earlier entry" },
    { "law Colt 100\\noutlaw Colt 61",
      "in “decks”, the entry “outlaw Colt 61”: the two decks would hold 161 cards; a game has room for at most 160" },
    { "outlaw Colt 1", "in “decks”: the Lawmen’s deck is empty: it needs at least one card" },
    { "law \"Gun Belt 1", "in “decks”, the entry “law \"Gun Belt 1”: a double quote is not closed" },
    { "law Bazooka-Bazooka-Bazooka-Bazooka-Bazooka-Bazooka 1",
      "in “decks”, the entry “law Bazooka-Bazooka-Bazooka-Bazooka-Bazooka-Bazooka 1”: there is no card called “Bazooka-Bazooka-Bazooka-Bazooka-Bazooka-…”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("[Sixgun Setup]\ncharacters-law=4\ncharacters-outlaw=4\ndecks=%s\n",
                                               cases[i].decks);
      g_autoptr (GError) error = NULL;
      g_autoptr (SgGameSetup) setup = sg_game_setup_new_from_data (text, -1, &error);

      g_assert_null (setup);
      g_assert_error (error, SG_GAME_SETUP_ERROR, SG_GAME_SETUP_ERROR_SYNTAX);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_null (strstr (error->message, "sixgun-cli"));
      g_assert_null (strchr (error->message, '\''));
    }
}

/* A line too long and a NUL byte, which no key file text holds as such:
 * worded from the parser's code directly. */
static void
test_deck_errors_odd (void)
{
  SgDeckFileError e;
  SgDeckList l;
  g_autofree char *long_line = g_strnfill (SG_DECK_FILE_MAX_LINE + 1, 'x');
  g_autofree char *text = NULL;
  static const char nul[] = "law Colt 1\nlaw C\0olt 2\n";

  g_assert_false (sg_deck_file_read (long_line, strlen (long_line), &l, &e));
  text = sg_deck_file_text_describe (&e, "decks");
  g_assert_cmpstr (text, ==, "in “decks”, line 1: the line is longer than 512 characters");
  g_clear_pointer (&text, g_free);
  g_assert_false (sg_deck_file_read (nul, sizeof nul - 1, &l, &e));
  text = sg_deck_file_text_describe (&e, "decks");
  g_assert_cmpstr (text, ==, "in “decks”, line 2: the line holds a NUL byte");
}

/* A .deck file is a file of lines: its errors keep the line's number. */
static void
test_deck_file_keeps_lines (void)
{
  static const char list[] = "law Colt 1\nlaw Colte 2\noutlaw Colt 1\n";
  SgDeckFileError e;
  SgDeckList l;
  g_autofree char *text = NULL;

  g_assert_false (sg_deck_file_read (list, sizeof list - 1, &l, &e));
  text = sg_deck_file_text_describe (&e, "long.deck");
  g_assert_cmpstr (text, ==, "in “long.deck”, line 2: there is no card called “Colte”");
}

/* An entry of 600 characters is quoted short, and one of binary bytes
 * readable. */
static void
test_deck_entry_shortened (void)
{
  g_autofree char *x = g_strnfill (600, 'x');
  g_autofree char *text = g_strdup_printf ("[Sixgun Setup]\ncharacters-law=4\ncharacters-outlaw=4\n"
                                           "decks=law Colt 1\\noutlaw %s 1\n", x);
  static const char binary[] = "[Sixgun Setup]\ncharacters-law=4\ncharacters-outlaw=4\n"
                               "decks=law Colt 1\\noutlaw \x01\x02\xe2\x80\xae Colt 1\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (SgGameSetup) setup = sg_game_setup_new_from_data (text, -1, &error);

  g_assert_null (setup);
  g_assert_true (g_str_has_prefix (error->message, "in “decks”, the entry “outlaw xxx"));
  g_assert_cmpint (g_utf8_strlen (error->message, -1), <, 200);
  g_clear_error (&error);
  setup = sg_game_setup_new_from_data (binary, -1, &error);
  g_assert_null (setup);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_null (strchr (error->message, '\x01'));
  g_assert_null (strstr (error->message, "\xe2\x80\xae"));
}

/* The stored setup (GSettings) is read as the files are: a leading byte
 * order mark skipped, a line of 20 KB or of binary bytes told in a short
 * and valid text (such a reason froze the app in a label). */
static void
test_unreadable_text_short (void)
{
  g_autofree char *good = NULL;
  g_autofree char *with_bom = NULL;
  g_autofree char *long_line = NULL;
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  g_autoptr (SgGameSetup) back = NULL;
  g_autoptr (GError) error = NULL;
  GString *big = g_string_new ("[Sixgun Setup]\n");
  static const char binary[] = "\xe1\x32\x8f\x45\xff\xfe\x01\x02\x03\n\x90\x91=\x92\n";

  sg_game_setup_set_characters (setup, SG_LAW, 6);
  good = sg_game_setup_to_data (setup);
  with_bom = g_strconcat ("\xEF\xBB\xBF", good, NULL);
  back = sg_game_setup_new_from_data (with_bom, -1, &error);
  g_assert_no_error (error);
  g_assert_true (sg_game_setup_equal (back, setup));

  for (int i = 0; i < 20480; i++)
    g_string_append_c (big, 'x');
  long_line = g_string_free (big, FALSE);
  g_clear_object (&back);
  back = sg_game_setup_new_from_data (long_line, -1, &error);
  g_assert_null (back);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpint (g_utf8_strlen (error->message, -1), <=, 300);
  g_clear_error (&error);
  back = sg_game_setup_new_from_data (binary, sizeof binary - 1, &error);
  g_assert_null (back);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_null (strstr (error->message, "\xef\xbf\xbd"));
  g_assert_null (strchr (error->message, '\x01'));
  g_assert_cmpint (g_utf8_strlen (error->message, -1), <=, 300);
}

static void
count_changed (SgGameSetup *setup, guint *n)
{
  (*n)++;
}

static void
test_signals (void)
{
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  g_autoptr (SgGameSetup) other = sg_game_setup_new ();
  guint n = 0;

  g_signal_connect (setup, "changed", G_CALLBACK (count_changed), &n);
  sg_game_setup_set_characters (setup, SG_LAW, 6);
  sg_game_setup_set_characters (setup, SG_LAW, 6);  /* no change, no signal */
  sg_game_setup_add_pick (setup, SG_LAW, SG_CHAR_JANGO);
  sg_game_setup_set_count (setup, SG_LAW, SG_CARD_COLT, 2);
  g_assert_cmpuint (n, ==, 3);
  sg_game_setup_assign (setup, other);
  g_assert_cmpuint (n, ==, 4);
  g_assert_true (sg_game_setup_equal (setup, other));
  g_assert_finalize_object (g_steal_pointer (&setup));
}

/* Whether text has a number followed by a plain space, where a line
 * may break and leave the number alone at the end of a line. */
static gboolean
number_then_space (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isdigit (*p) && p[1] == ' ')
      return TRUE;
  return FALSE;
}

/* The summary shown in narrow rows keeps each number with the word after
 * it: a no-break space, not a space ("3 Lawmen against 5 Outlaws"). */
static void
test_describe_keeps_numbers (void)
{
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  char *text;

  text = sg_game_setup_describe (setup);
  g_assert_false (number_then_space (text));
  g_assert_nonnull (strstr (text, "4\u00a0characters per side"));
  g_assert_nonnull (strstr (text, "40\u00a0and 40\u00a0cards"));
  g_free (text);

  sg_game_setup_set_different_counts (setup, TRUE);
  sg_game_setup_set_characters (setup, SG_LAW, 3);
  sg_game_setup_set_characters (setup, SG_OUTLAW, 5);
  sg_game_setup_add_pick (setup, SG_LAW, 0);
  sg_game_setup_set_first_ac (setup, SG_FIRST_AC_RANDOM);
  text = sg_game_setup_describe (setup);
  g_assert_false (number_then_space (text));
  g_assert_nonnull (strstr (text, "3\u00a0Lawmen against 5\u00a0Outlaws"));
  g_assert_nonnull (strstr (text, "characters picked: 1\u00a0for the Lawmen"));
  g_assert_null (strstr (text, "Outlaws,"));
  g_free (text);

  /* Each side's count, not their sum. */
  sg_game_setup_add_pick (setup, SG_OUTLAW, SG_N_CHARACTERS - 1);
  sg_game_setup_add_pick (setup, SG_OUTLAW, SG_N_CHARACTERS - 2);
  text = sg_game_setup_describe (setup);
  g_assert_nonnull (strstr (text, "characters picked: 1\u00a0for the Lawmen, 2\u00a0for the Outlaws"));
  /* The separators between the parts still break. */
  g_assert_nonnull (strstr (text, " · "));
  g_free (text);

  /* The same for a fixed sentence (the New Game dialog's rulebook row). */
  text = sg_game_setup_keep_numbers ("As the rulebook deals: 4 characters per side, decks of 40 cards");
  g_assert_cmpstr (text, ==, "As the rulebook deals: 4\u00a0characters per side, decks of 40\u00a0cards");
  g_free (text);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-setup/defaults", test_defaults);
  g_test_add_func ("/game-setup/same-count", test_same_count);
  g_test_add_func ("/game-setup/error/characters", test_error_characters);
  g_test_add_func ("/game-setup/error/unequal", test_error_unequal);
  g_test_add_func ("/game-setup/error/picks", test_error_picks);
  g_test_add_func ("/game-setup/error/decks", test_error_decks);
  g_test_add_func ("/game-setup/warnings", test_warnings);
  g_test_add_func ("/game-setup/to-engine", test_to_engine);
  g_test_add_func ("/game-setup/text-round-trip", test_text_round_trip);
  g_test_add_func ("/game-setup/bad-text", test_bad_text);
  g_test_add_func ("/game-setup/missing-or-malformed", test_missing_or_malformed);
  g_test_add_func ("/game-setup/deck-errors-worded", test_deck_errors_worded);
  g_test_add_func ("/game-setup/deck-errors-odd", test_deck_errors_odd);
  g_test_add_func ("/game-setup/deck-file-keeps-lines", test_deck_file_keeps_lines);
  g_test_add_func ("/game-setup/deck-entry-shortened", test_deck_entry_shortened);
  g_test_add_func ("/game-setup/unreadable-text-short", test_unreadable_text_short);
  g_test_add_func ("/game-setup/signals", test_signals);
  g_test_add_func ("/game-setup/describe-keeps-numbers", test_describe_keeps_numbers);
  return g_test_run ();
}
