/* test-deck-file.c: the deck list file parser and writer
 * (src/engine/sg-deck-file.h, docs/deck-list-format.md). */
#include <glib.h>
#include <string.h>

#include "sg-deck-file.h"
#include "sg-game.h"

static bool
parse (const char *text, SgDeckList *out, char *err, size_t err_size)
{
  return sg_deck_file_parse (text, strlen (text), "t.deck", out, err, err_size);
}

static void
assert_parses (const char *text, SgDeckList *out)
{
  char err[256];
  gboolean ok = parse (text, out, err, sizeof err);
  if (!ok)
    g_test_message ("unexpected error: %s", err);
  g_assert_true (ok);
  g_assert_cmpstr (err, ==, "");
}

static void
test_deck_file_good_lines (void)
{
  SgDeckList l;

  /* Comments, blank lines, CRLF, tabs, case-insensitive names, quotes,
   * a trailing comment and a last line without newline. */
  assert_parses ("# header\n"
                 "\n"
                 "   \t\n"
                 "law Colt 3\r\n"
                 "LAW \"General Store\" 2   # two of them\n"
                 "Outlaw\tmissed!\t7\n"
                 "outlaw \"Gun Belt\" 0\n"
                 "outlaw Knife 010", &l);
  g_assert_cmpint (l.count[SG_LAW][SG_CARD_COLT], ==, 3);
  g_assert_cmpint (l.count[SG_LAW][SG_CARD_GENERAL_STORE], ==, 2);
  g_assert_cmpint (l.count[SG_OUTLAW][SG_CARD_MISSED], ==, 7);
  g_assert_cmpint (l.count[SG_OUTLAW][SG_CARD_GUN_BELT], ==, 0);
  g_assert_cmpint (l.count[SG_OUTLAW][SG_CARD_KNIFE], ==, 10);
  /* Cards not listed count 0: a file is the whole list. */
  g_assert_cmpint (sg_deck_list_size (&l, SG_LAW), ==, 5);
  g_assert_cmpint (sg_deck_list_size (&l, SG_OUTLAW), ==, 17);
  g_assert_cmpint (sg_deck_list_total (&l), ==, 22);

  /* Exactly SG_MAX_CARDS is allowed. */
  assert_parses ("law Colt 100\noutlaw Colt 60\n", &l);
  g_assert_cmpint (sg_deck_list_total (&l), ==, SG_MAX_CARDS);
}

typedef struct {
  const char *text;
  const char *error;
} BadCase;

/* Every error, with the line it names. */
static const BadCase bad_cases[] = {
  { "law Colt 1\nsheriff Colt 2\noutlaw Colt 1\n",
    "t.deck:2: unknown side 'sheriff' (law or outlaw)" },
  { "law Bazooka 1\noutlaw Colt 1\n",
    "t.deck:1: unknown card 'Bazooka' (sixgun-cli cards lists them)" },
  { "law Colt 1\n\noutlaw Colt -1\n",
    "t.deck:3: bad count '-1' (a whole number from 0 to 160)" },
  { "law Colt +1\noutlaw Colt 1\n",
    "t.deck:1: bad count '+1' (a whole number from 0 to 160)" },
  { "law Colt 161\noutlaw Colt 1\n",
    "t.deck:1: bad count '161' (a whole number from 0 to 160)" },
  { "law Colt 1000\noutlaw Colt 1\n",
    "t.deck:1: bad count '1000' (a whole number from 0 to 160)" },
  { "law Colt three\noutlaw Colt 1\n",
    "t.deck:1: bad count 'three' (a whole number from 0 to 160)" },
  { "law Colt 1.5\noutlaw Colt 1\n",
    "t.deck:1: bad count '1.5' (a whole number from 0 to 160)" },
  { "law Colt \"\"\noutlaw Colt 1\n",
    "t.deck:1: bad count '' (a whole number from 0 to 160)" },
  { "law Colt 1\n# again\nLAW colt 2\noutlaw Colt 1\n",
    "t.deck:3: duplicate entry: law Colt was given on line 1" },
  { "law General Store 1\noutlaw Colt 1\n",
    "t.deck:1: extra words after 'General Store' (quote card names with blanks, "
    "e.g. \"General Store\")" },
  { "law Colt 1 2\noutlaw Colt 1\n",
    "t.deck:1: extra words after 'Colt 1' (quote card names with blanks, "
    "e.g. \"General Store\")" },
  { "law Colt\noutlaw Colt 1\n",
    "t.deck:1: expected SIDE CARD COUNT, e.g. law Colt 3" },
  { "outlaw\n",
    "t.deck:1: expected SIDE CARD COUNT, e.g. law Colt 3" },
  { "law Colt 1\noutlaw \"Gun Belt 1\n",
    "t.deck:2: unterminated double quote" },
  { "law Colt 100\noutlaw Colt 60\noutlaw Knife 1\n",
    "t.deck:3: too many cards: the two decks would hold 161, at most 160" },
  { "# only the Lawmen\nlaw Colt 3\n",
    "t.deck:2: the outlaw deck is empty (give it at least one card)" },
  { "law Colt 0\noutlaw Colt 2\n",
    "t.deck:2: the law deck is empty (give it at least one card)" },
  { "",
    "t.deck:1: the law deck is empty (give it at least one card)" },
  { "# nothing\n\n",
    "t.deck:2: the law deck is empty (give it at least one card)" },
};

static void
test_deck_file_bad_lines (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      SgDeckList l;
      char err[256];

      memset (&l, 0x5A, sizeof l);
      g_test_message ("case %zu: %s", i, bad_cases[i].text);
      g_assert_false (parse (bad_cases[i].text, &l, err, sizeof err));
      g_assert_cmpstr (err, ==, bad_cases[i].error);
      /* A failed parse leaves the output alone. */
      for (size_t b = 0; b < sizeof l; b++)
        g_assert_cmpint (((unsigned char *) &l)[b], ==, 0x5A);
    }
}

/* What the app words itself: the code, the line and the whole words (a
 * word longer than the CLI's 40 characters is not cut, so never in the
 * middle of a UTF-8 character). */
static void
test_deck_file_error_codes (void)
{
  static const char nul[] = "law Colt 1 # a \0 in a comment\nlaw Kn\0ife 2\n";
  g_autofree char *long_name = g_strnfill (60, 'e');
  g_autofree char *long_card = g_strdup_printf ("law Colt 1\noutlaw \"Caf\xc3\xa9 %s\xc3\xa9\" 1\n", long_name);
  SgDeckFileError e;
  SgDeckList l;

  g_assert_false (sg_deck_file_read ("law Colt 1\nlaw Colte 2\n", 22, &l, &e));
  g_assert_cmpint (e.code, ==, SG_DECK_FILE_ERROR_UNKNOWN_CARD);
  g_assert_cmpuint (e.line, ==, 2);
  g_assert_cmpstr (e.word[0], ==, "Colte");

  g_assert_false (sg_deck_file_read (long_card, strlen (long_card), &l, &e));
  g_assert_cmpint (e.code, ==, SG_DECK_FILE_ERROR_UNKNOWN_CARD);
  g_assert_cmpuint (strlen (e.word[0]), ==, 3 + 2 + 1 + 60 + 2);
  g_assert_true (g_utf8_validate (e.word[0], -1, NULL));

  g_assert_false (sg_deck_file_read ("law Colt 1\nsheriff Colt 2\n", 26, &l, &e));
  g_assert_cmpint (e.code, ==, SG_DECK_FILE_ERROR_UNKNOWN_SIDE);
  g_assert_cmpstr (e.word[0], ==, "sheriff");

  g_assert_false (sg_deck_file_read ("law General Store 1\n", 20, &l, &e));
  g_assert_cmpint (e.code, ==, SG_DECK_FILE_ERROR_EXTRA_WORDS);
  g_assert_cmpstr (e.word[0], ==, "General");
  g_assert_cmpstr (e.word[1], ==, "Store");

  g_assert_false (sg_deck_file_read ("law Colt x\n", 11, &l, &e));
  g_assert_cmpint (e.code, ==, SG_DECK_FILE_ERROR_BAD_COUNT);
  g_assert_cmpstr (e.word[0], ==, "x");

  g_assert_false (sg_deck_file_read ("law Colt 1\n\nLAW colt 2\n", 24, &l, &e));
  g_assert_cmpint (e.code, ==, SG_DECK_FILE_ERROR_DUPLICATE);
  g_assert_cmpuint (e.line, ==, 3);
  g_assert_cmpuint (e.number, ==, 1);
  g_assert_cmpint (e.side, ==, SG_LAW);
  g_assert_cmpint (e.card, ==, SG_CARD_COLT);

  g_assert_false (sg_deck_file_read ("law Colt 100\noutlaw Colt 61\n", 28, &l, &e));
  g_assert_cmpint (e.code, ==, SG_DECK_FILE_ERROR_TOO_MANY_CARDS);
  g_assert_cmpuint (e.number, ==, 161);

  g_assert_false (sg_deck_file_read ("law Colt 1\n# end\n", 17, &l, &e));
  g_assert_cmpint (e.code, ==, SG_DECK_FILE_ERROR_EMPTY_DECK);
  g_assert_cmpint (e.side, ==, SG_OUTLAW);
  g_assert_cmpuint (e.line, ==, 2);

  g_assert_false (sg_deck_file_read ("law \"Colt 1\n", 12, &l, &e));
  g_assert_cmpint (e.code, ==, SG_DECK_FILE_ERROR_UNTERMINATED_QUOTE);
  g_assert_false (sg_deck_file_read ("law Colt\n", 9, &l, &e));
  g_assert_cmpint (e.code, ==, SG_DECK_FILE_ERROR_MISSING_WORDS);
  /* A NUL in a comment is read past; one in an entry is the error. */
  g_assert_false (sg_deck_file_read (nul, sizeof nul - 1, &l, &e));
  g_assert_cmpint (e.code, ==, SG_DECK_FILE_ERROR_NUL);
  g_assert_cmpuint (e.line, ==, 2);

  /* No error asked for is fine; a good list clears the code. */
  g_assert_false (sg_deck_file_read ("law Colt 1\n", 11, &l, NULL));
  g_assert_true (sg_deck_file_read ("law Colt 1\noutlaw Colt 1\n", 25, &l, &e));
}

/* Bytes a text editor would not produce: NUL, an over-long line, a small
 * or missing error buffer, no file name. */
static void
test_deck_file_odd_input (void)
{
  static const char nul[] = "law Colt 1\nlaw Kn\0ife 2\noutlaw Colt 1\n";
  SgDeckList l;
  char err[256], tiny[8];
  GString *long_line = g_string_new ("law Colt 1\noutlaw Colt 1\n# ");

  g_assert_false (sg_deck_file_parse (nul, sizeof nul - 1, "n.deck", &l, err, sizeof err));
  g_assert_cmpstr (err, ==, "n.deck:2: NUL byte in the line");

  for (int i = 0; i < SG_DECK_FILE_MAX_LINE; i++)
    g_string_append_c (long_line, 'x');
  g_assert_false (sg_deck_file_parse (long_line->str, long_line->len, NULL, &l, err, sizeof err));
  g_assert_cmpstr (err, ==, "deck list:3: line too long (at most 512 characters)");
  g_string_free (long_line, TRUE);

  g_assert_false (parse ("law Bazooka 1\n", &l, tiny, sizeof tiny));
  g_assert_cmpstr (tiny, ==, "t.deck:");
  g_assert_false (parse ("law Bazooka 1\n", &l, NULL, 0));
  g_assert_true (parse ("law Colt 1\noutlaw Colt 1", &l, NULL, 0));

  /* The length is honoured: what follows it is not read. */
  g_assert_true (sg_deck_file_parse ("law Colt 1\noutlaw Colt 1\nxyz", 24, "x", &l, err, sizeof err));
}

static void
assert_round_trip (const SgDeckList *list)
{
  char text[8192], err[256];
  size_t n = sg_deck_file_write (list, text, sizeof text);
  SgDeckList back;

  g_assert_cmpuint (n, ==, strlen (text));
  g_assert_true (sg_deck_file_parse (text, n, "round", &back, err, sizeof err));
  g_assert_cmpmem (&back, sizeof back, list, sizeof *list);
}

static void
test_deck_file_round_trip (void)
{
  SgDeckList l;
  GRand *rand = g_rand_new_with_seed (9);
  char small[16];

  sg_deck_list_standard (&l);
  assert_round_trip (&l);

  /* Random lists of every size, with names that need quotes. */
  for (int i = 0; i < 500; i++)
    {
      unsigned budget = (unsigned) g_rand_int_range (rand, 2, SG_MAX_CARDS + 1);
      memset (&l, 0, sizeof l);
      l.count[SG_LAW][g_rand_int_range (rand, 0, SG_N_CARD_TYPES)] = 1;
      l.count[SG_OUTLAW][g_rand_int_range (rand, 0, SG_N_CARD_TYPES)]++;
      for (unsigned k = 2; k < budget; k++)
        l.count[g_rand_int_range (rand, 0, 2)][g_rand_int_range (rand, 0, SG_N_CARD_TYPES)]++;
      assert_round_trip (&l);
    }
  g_rand_free (rand);

  /* Like snprintf: the full length even when the buffer is too small. */
  sg_deck_list_standard (&l);
  {
    char full[8192];
    size_t n = sg_deck_file_write (&l, full, sizeof full);
    g_assert_cmpuint (sg_deck_file_write (&l, small, sizeof small), ==, n);
    g_assert_cmpuint (strlen (small), ==, sizeof small - 1);
    g_assert_true (strncmp (small, full, sizeof small - 1) == 0);
    g_assert_cmpuint (sg_deck_file_write (&l, NULL, 0), ==, n);
    g_assert_nonnull (strstr (full, "\nlaw    \"General Store\" 1\n"));
    g_assert_nonnull (strstr (full, "\noutlaw Missed! 7\n"));
  }
}

/* The files under tests/engine/decks: the rulebook list equals the
 * built-in one; the bad ones fail on the line they should. */
static void
test_deck_file_files (void)
{
  struct { const char *name; const char *error; } files[] = {
    { "rulebook.deck", NULL },
    { "tiny.deck", NULL },
    { "shootout.deck", NULL },
    { "bad-quote.deck", "bad-quote.deck:2: unterminated double quote" },
    { "bad-side.deck", "bad-side.deck:3: unknown side 'sheriff' (law or outlaw)" },
  };

  for (size_t i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "decks", files[i].name, NULL);
      g_autofree char *text = NULL;
      gsize len;
      SgDeckList l;
      char err[256];
      bool ok;

      g_assert_true (g_file_get_contents (path, &text, &len, NULL));
      ok = sg_deck_file_parse (text, len, files[i].name, &l, err, sizeof err);
      if (files[i].error == NULL)
        {
          g_assert_cmpstr (err, ==, "");
          g_assert_true (ok);
        }
      else
        {
          g_assert_false (ok);
          g_assert_cmpstr (err, ==, files[i].error);
        }
      if (i == 0)
        {
          SgDeckList standard;
          sg_deck_list_standard (&standard);
          g_assert_cmpmem (&l, sizeof l, &standard, sizeof standard);
        }
    }
}

/* A parsed custom list deals a game that runs (the engine needs no change
 * for custom decks). */
static void
test_deck_file_game (void)
{
  SgSetup setup;
  SgGame g;
  char err[256], msg[256];

  sg_setup_default (&setup, 77);
  g_assert_true (parse ("law Colt 2\nlaw Missed! 1\noutlaw Knife 1\n", &setup.decks, err, sizeof err));
  memset (&g, 0, sizeof g);
  sg_game_new (&g, &setup);
  g_assert_cmpint (g.n_cards, ==, 4);
  g_assert_true (sg_game_check_invariants (&g, msg, sizeof msg));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/deck-file/good-lines", test_deck_file_good_lines);
  g_test_add_func ("/deck-file/bad-lines", test_deck_file_bad_lines);
  g_test_add_func ("/deck-file/error-codes", test_deck_file_error_codes);
  g_test_add_func ("/deck-file/odd-input", test_deck_file_odd_input);
  g_test_add_func ("/deck-file/round-trip", test_deck_file_round_trip);
  g_test_add_func ("/deck-file/files", test_deck_file_files);
  g_test_add_func ("/deck-file/game", test_deck_file_game);
  return g_test_run ();
}
