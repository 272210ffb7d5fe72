/* test-save.c: saved games (src/model/sg-save.c): exact round trips at many
 * points of random games, and every way a save can be bad. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sg-refusal-text.h"
#include "sg-label-text.h"
#include "sg-scenario.h"
#include "sg-save.h"

/* Plays n random legal actions, recording each in save. */
static void
play_random (SgGame *g, SgSave *save, SgRng *rng, guint n)
{
  SgAction acts[SG_MAX_ACTIONS];
  for (guint i = 0; i < n && !sg_game_over (g); i++)
    {
      int k = sg_game_legal_actions (g, acts);
      g_assert_cmpint (k, >, 0);
      SgAction a = acts[sg_rng_uniform (rng, (uint32_t) k)];
      g_assert_true (sg_save_record (save, g, &a, NULL));
      g_assert_cmpint (sg_game_apply (g, &a).code, ==, SG_OK);
    }
}

static gboolean
same_state (const SgGame *a, const SgGame *b)
{
  return memcmp (a, b, offsetof (SgGame, observer)) == 0;
}

static SgSave *
new_game (SgGame *g, guint64 seed, int characters)
{
  SgSetup setup;
  sg_setup_default (&setup, seed);
  setup.characters[0] = setup.characters[1] = (uint8_t) characters;
  memset (g, 0, sizeof *g);
  sg_game_new (g, &setup);
  return sg_save_new (&setup);
}

/* Saved and loaded at many points, the game is the same and goes on the
 * same way. */
static void
test_round_trip (void)
{
  for (guint game = 0; game < 40; game++)
    {
      SgGame g, loaded;
      g_autoptr (SgSave) save = new_game (&g, 1000 + game, 1 + game % 12);
      g_assert_true (sg_save_set_player (save, SG_OUTLAW, game % 2 ? "hard" : "easy"));
      SgRng rng;
      sg_rng_init (&rng, game);
      while (!sg_game_over (&g))
        {
          gsize len = 0;
          g_autofree char *text = sg_save_to_data (save, &g, &len);
          g_autoptr (GError) error = NULL;
          g_autoptr (SgSave) back = sg_save_from_data (text, len, "mem", &loaded, &error);
          g_assert_no_error (error);
          g_assert_true (same_state (&g, &loaded));
          g_assert_cmpuint (sg_save_get_n_actions (back), ==, sg_save_get_n_actions (save));
          g_assert_cmpstr (sg_save_get_player (back, SG_OUTLAW), ==, game % 2 ? "hard" : "easy");
          g_assert_cmpstr (sg_save_get_player (back, SG_LAW), ==, "person");
          /* The loaded game continues exactly as the original. */
          SgRng r1 = rng, r2 = rng;
          SgGame g2 = g;
          g_autoptr (SgSave) s2 = sg_save_copy (save);
          play_random (&g2, s2, &r1, 7);
          play_random (&loaded, back, &r2, 7);
          g_assert_true (same_state (&g2, &loaded));
          play_random (&g, save, &rng, 1 + game % 17);
        }
    }
}

static void
test_replay_prefix_is_undo (void)
{
  SgGame g, earlier, replayed;
  g_autoptr (SgSave) save = new_game (&g, 77, 4);
  SgRng rng;
  sg_rng_init (&rng, 5);
  play_random (&g, save, &rng, 30);
  earlier = g;
  guint n = sg_save_get_n_actions (save);
  play_random (&g, save, &rng, 12);
  g_assert_true (sg_save_replay (save, n, &replayed, NULL));
  g_assert_true (same_state (&earlier, &replayed));
  sg_save_truncate (save, n);
  g_assert_cmpuint (sg_save_get_n_actions (save), ==, n);
}

/* A save text with one key changed (or removed when value is NULL). */
static char *
edited (const char *text, const char *key, const char *value)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_assert_true (g_key_file_load_from_data (kf, text, strlen (text), G_KEY_FILE_NONE, NULL));
  if (value == NULL)
    g_key_file_remove_key (kf, "Sixgun Save", key, NULL);
  else
    g_key_file_set_value (kf, "Sixgun Save", key, value);
  return g_key_file_to_data (kf, NULL, NULL);
}

static char *
sample_save (void)
{
  SgGame g;
  g_autoptr (SgSave) save = new_game (&g, 9, 4);
  SgRng rng;
  sg_rng_init (&rng, 9);
  play_random (&g, save, &rng, 25);
  return sg_save_to_data (save, &g, NULL);
}

static void expect_error (const char *text, gsize len, SgSaveError code, const char *fragment);

/* The count of take-backs travels with the save and its copies; a save
 * without the key (older, or none taken back) has none; a bad count is an
 * error naming the key. */
static void
test_take_backs (void)
{
  SgGame g, loaded;
  g_autoptr (SgSave) save = new_game (&g, 31, 4);
  SgRng rng;
  sg_rng_init (&rng, 31);
  play_random (&g, save, &rng, 20);
  g_assert_cmpuint (sg_save_get_take_backs (save), ==, 0);
  g_autofree char *none = sg_save_to_data (save, &g, NULL);
  g_assert_null (strstr (none, "take-backs"));

  sg_save_count_take_back (save);
  sg_save_count_take_back (save);
  g_autoptr (SgSave) copy = sg_save_copy (save);
  g_assert_cmpuint (sg_save_get_take_backs (copy), ==, 2);
  gsize len = 0;
  g_autofree char *text = sg_save_to_data (copy, &g, &len);
  g_autoptr (GError) error = NULL;
  g_autoptr (SgSave) back = sg_save_from_data (text, len, "mem", &loaded, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sg_save_get_take_backs (back), ==, 2);

  g_autofree char *older = edited (text, "take-backs", NULL);
  g_autoptr (SgSave) old = sg_save_from_data (older, strlen (older), "mem", &loaded, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sg_save_get_take_backs (old), ==, 0);

  g_autofree char *bad = edited (text, "take-backs", "many");
  expect_error (bad, strlen (bad), SG_SAVE_ERROR_SYNTAX, "“take-backs” must be a number");
}

static void
expect_error (const char *text, gsize len, SgSaveError code, const char *fragment)
{
  SgGame g;
  g_autoptr (GError) error = NULL;
  g_autoptr (SgSave) save = sg_save_from_data (text, len, "my.sixgun", &g, &error);
  g_assert_null (save);
  g_assert_error (error, SG_SAVE_ERROR, (gint) code);
  g_assert_true (g_str_has_prefix (error->message, "my.sixgun: "));
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, fragment);
}

static void
test_bad_saves (void)
{
  g_autofree char *good = sample_save ();
  expect_error ("this is not a save", 18, SG_SAVE_ERROR_SYNTAX, "not a Sixgun save");
  expect_error ("[Other]\na=1\n", 12, SG_SAVE_ERROR_SYNTAX, "not a Sixgun save");
  /* Truncated anywhere (the fingerprint is written last): always an error
   * that names the file, never a crash or a different game. */
  for (gsize cut = 0; cut + 1 < strlen (good); cut += 7)
    {
      SgGame g;
      g_autoptr (GError) error = NULL;
      g_autoptr (SgSave) save = sg_save_from_data (good, cut, "cut.sixgun", &g, &error);
      g_assert_null (save);
      g_assert_true (error != NULL && error->domain == SG_SAVE_ERROR);
      g_assert_true (g_str_has_prefix (error->message, "cut.sixgun: "));
    }
  struct { const char *key, *value; SgSaveError code; const char *fragment; } cases[] = {
    { "version", "99", SG_SAVE_ERROR_VERSION, "newer Sixgun" },
    { "version", "x", SG_SAVE_ERROR_SYNTAX, "“version”" },
    { "seed", "-pi", SG_SAVE_ERROR_SYNTAX, "“seed”" },
    { "player-law", "wizard", SG_SAVE_ERROR_SYNTAX, "“player-law”" },
    { "characters-outlaw", "13", SG_SAVE_ERROR_SYNTAX, "“characters-outlaw”" },
    { "characters-law", NULL, SG_SAVE_ERROR_SYNTAX, "“characters-law”" },
    { "picks-law", "Nobody", SG_SAVE_ERROR_SETUP, "Nobody" },
    { "fixed-order-law", "perhaps", SG_SAVE_ERROR_SYNTAX, "“fixed-order-law”" },
    { "decks", "law Colt 0\\n", SG_SAVE_ERROR_SETUP, "in “decks”: the Lawmen’s deck is empty" },
    { "decks", NULL, SG_SAVE_ERROR_SETUP, "“decks” is missing" },
    { "turn-cap", "70000", SG_SAVE_ERROR_SYNTAX, "“turn-cap”" },
    { "actions", "law fly to the moon;", SG_SAVE_ERROR_ACTION, "action 1" },
    { "fingerprint", "0000000000000000", SG_SAVE_ERROR_DIVERGED, "does not match" },
    { "fingerprint", NULL, SG_SAVE_ERROR_DIVERGED, "missing" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bad = edited (good, cases[i].key, cases[i].value);
      expect_error (bad, strlen (bad), cases[i].code, cases[i].fragment);
    }
}

/* A version 1 save carried a hash of the engine's memory, which another
 * build cannot reproduce: it loads when every action replays, and is the
 * same game as the current save of the same moves. */
static void
test_version_1_fingerprint_not_checked (void)
{
  g_autofree char *good = sample_save ();
  g_autofree char *old = edited (good, "version", "1");
  g_autofree char *old_fp = edited (old, "fingerprint", "0123456789abcdef");
  SgGame a, b;
  g_autoptr (GError) error = NULL;
  g_autoptr (SgSave) now = sg_save_from_data (good, strlen (good), "now", &a, &error);
  g_assert_no_error (error);
  g_autoptr (SgSave) then = sg_save_from_data (old_fp, strlen (old_fp), "then", &b, &error);
  g_assert_no_error (error);
  g_assert_nonnull (then);
  g_assert_cmpuint (sg_save_fingerprint (&a), ==, sg_save_fingerprint (&b));
  g_assert_cmpuint (sg_save_get_n_actions (then), ==, sg_save_get_n_actions (now));
  /* The version does not excuse an action the engine refuses. */
  g_autofree char *old_bad = edited (old, "actions", "law fly to the moon;");
  expect_error (old_bad, strlen (old_bad), SG_SAVE_ERROR_ACTION, "action 1");
}

/* An action that was legal once but not at its place in the list is
 * refused with its number and the rules' reason in the app's words, which
 * are translated (sg-refusal-text.h), not the engine's English ("... (rule
 * D1.4)"), which stayed English in a translated sentence. */
static void
test_refused_action_named (void)
{
  g_autofree char *good = sample_save ();
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_assert_true (g_key_file_load_from_data (kf, good, strlen (good), G_KEY_FILE_NONE, NULL));
  gsize n = 0;
  g_auto (GStrv) acts = g_key_file_get_string_list (kf, "Sixgun Save", "actions", &n, NULL);
  g_assert_cmpuint (n, >, 5);
  /* Ending a turn while the first active characters are being chosen. */
  g_free (acts[0]);
  acts[0] = g_strdup ("law end");
  g_key_file_set_string_list (kf, "Sixgun Save", "actions", (const char *const *) acts, n);
  g_autofree char *bad = g_key_file_to_data (kf, NULL, NULL);
  SgGame g;
  g_autoptr (GError) error = NULL;
  g_autoptr (SgSave) save = sg_save_from_data (bad, strlen (bad), "x", &g, &error);
  g_assert_null (save);
  g_assert_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_ACTION);
  g_assert_nonnull (strstr (error->message, "action 1 ("));
  {
    g_autoptr (SgSave) sample = sg_save_from_data (good, strlen (good), "x", &g, NULL);
    SgAction end = { SG_ACT_END, SG_LAW, SG_NONE, SG_NONE, SG_NONE };
    SgRefusal r;
    g_autofree char *ours = NULL;

    g_assert_true (sg_save_replay (sample, 0, &g, NULL));
    r = sg_game_check (&g, &end);
    g_assert_cmpint (r.code, !=, SG_OK);
    ours = sg_refusal_text_describe (&r);
    g_assert_true (g_str_has_suffix (error->message, ours));
    g_assert_null (strstr (error->message, "(rule "));
  }
}

/* A deck list error in a save is worded as a preset's (found by a
 * play-test: "decks:2: unknown card 'Colte' (sixgun-cli cards lists
 * them)", the command line's text), the entry quoted. */
static void
test_deck_errors_worded (void)
{
  g_autofree char *good = sample_save ();
  g_autofree char *bad = edited (good, "decks", "law Colt 1\\nlaw Colte 2\\noutlaw Colt 1");
  SgGame g;
  g_autoptr (GError) error = NULL;
  g_autoptr (SgSave) save = sg_save_from_data (bad, strlen (bad), "my.sixgun", &g, &error);

  g_assert_null (save);
  g_assert_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==, "my.sixgun: in “decks”, the entry “law Colte 2”: there is no card called “Colte”");
}

/* The engine's reason, in straight quotes, is put in curly ones like the
 * sentence around it (found by a play-test: `action 2 (“outlaw play
 * Bazooka”) cannot be replayed: unknown card "Bazooka"`). */
static void
test_quotes_curly (void)
{
  g_autofree char *good = sample_save ();
  g_autofree char *bad = edited (good, "actions", "outlaw play Bazooka;");
  SgGame g;
  g_autoptr (GError) error = NULL;
  g_autoptr (SgSave) save = sg_save_from_data (bad, strlen (bad), "my.sixgun", &g, &error);

  g_assert_null (save);
  g_assert_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_ACTION);
  g_assert_nonnull (strstr (error->message, "action 1 (“outlaw play Bazooka”) cannot be replayed: "));
  /* The reader's reason in our words, after our lead. */
  g_assert_true (g_str_has_suffix (error->message, "it is not written as Sixgun writes moves: there is no card called “Bazooka”"));
  g_assert_null (strchr (error->message, '"'));
}

/* The message of a save whose action 1 is statement. */
static char *
replay_message (const char *statement)
{
  g_autofree char *good = sample_save ();
  g_autofree char *value = g_strconcat (statement, ";", NULL);
  g_autofree char *bad = edited (good, "actions", value);
  SgGame g;
  g_autoptr (GError) error = NULL;
  g_autoptr (SgSave) save = sg_save_from_data (bad, strlen (bad), "my.sixgun", &g, &error);

  g_assert_null (save);
  g_assert_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_ACTION);
  return g_strdup (error->message);
}

/* The reader's reasons for a move it cannot read, or that names nothing
 * there, come as codes that the app words (sg-label-text.h), not as the
 * command line's English: a move naming an unknown card, one whose first
 * word is no side, one naming a card the side does not hold. */
static void
test_unreadable_move_coded (void)
{
  static const struct {
    const char *statement;
    SgScenarioMiss miss;
    SgLabelWhyCode code;
  } cases[] = {
    { "outlaw play Bazooka", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_UNKNOWN_CARD },
    { "sheriff end", SG_SCENARIO_MISS_WORDS, SG_LABEL_WHY_NO_SIDE },
    { "law choose \"General Store\"", SG_SCENARIO_MISS_NOTHING_NAMED, SG_LABEL_WHY_NOT_ON_OFFER },
  };
  g_autofree char *good = sample_save ();
  g_autoptr (SgSave) sample = NULL;
  SgGame g;

  sample = sg_save_from_data (good, strlen (good), "x", &g, NULL);
  g_assert_true (sg_save_replay (sample, 0, &g, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = replay_message (cases[i].statement);
      g_autofree char *ours = NULL;
      SgScenarioMiss miss;
      SgRefusal r;
      SgLabelWhy why;
      SgAction a;

      g_test_message ("%s", cases[i].statement);
      g_assert_false (sg_scenario_find_action_miss (&g, cases[i].statement, &a, &miss, &r, &why));
      g_assert_cmpint (miss, ==, cases[i].miss);
      g_assert_cmpint (why.code, ==, cases[i].code);
      ours = sg_label_text_describe (&why);
      g_assert_true (g_str_has_suffix (message, ours));
      /* Not the engine's English. */
      g_assert_null (strstr (message, why.text));
    }
}

/* Every code of the reader has its own words (none falls to the
 * catch-all), with no straight quote of the file format's English. */
static void
test_move_reasons_worded (void)
{
  SgLabelWhy none;
  g_autofree char *fallback = NULL;

  sg_label_why_clear (&none);
  fallback = sg_label_text_describe (&none);
  for (int code = SG_LABEL_WHY_NONE + 1; code <= SG_LABEL_WHY_NOT_ON_OFFER; code++)
    {
      SgLabelWhy why;
      g_autofree char *text = NULL;

      sg_label_why_clear (&why);
      why.code = (SgLabelWhyCode) code;
      why.side = SG_OUTLAW;
      why.card = SG_CARD_COLT;
      why.character = SG_CHAR_TOM_THORN;
      g_strlcpy (why.word[0], "Bazooka", sizeof why.word[0]);
      g_strlcpy (why.word[1], "Colt:moon", sizeof why.word[1]);
      text = sg_label_text_describe (&why);
      g_test_message ("%d: %s", code, text);
      g_assert_cmpstr (text, !=, fallback);
      g_assert_null (strchr (text, '"'));
    }
}

/* A save with one line of 20 KB, or of binary bytes, or an action of
 * 20 KB: the reason is short, valid text (GLib's quotes the whole line,
 * which froze the app in a label).  A save written by Windows Notepad,
 * with a byte order mark, opens. */
static void
test_unreadable_short (void)
{
  g_autofree char *good = sample_save ();
  g_autofree char *x = g_strnfill (20480, 'x');
  g_autofree char *long_line = g_strconcat ("[Sixgun Save]\nversion=2\n", x, "\n", NULL);
  g_autofree char *long_action = NULL;
  g_autofree char *with_bom = g_strconcat ("\xEF\xBB\xBF", good, NULL);
  g_autofree char *action = g_strconcat ("law play ", x, ";", NULL);
  static const char binary[] = "\xe1\x32\x8f\x45\xff\xfe\x01\x02\x03 \x90\x91\x92\n\x93=\x94\n";
  const char *texts[3];
  gsize lengths[3];
  SgGame g;

  long_action = edited (good, "actions", action);
  texts[0] = long_line, lengths[0] = strlen (long_line);
  texts[1] = binary, lengths[1] = sizeof binary - 1;
  texts[2] = long_action, lengths[2] = strlen (long_action);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (SgSave) save = sg_save_from_data (texts[i], lengths[i], "my.sixgun", &g, &error);

      g_assert_null (save);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_cmpint (g_utf8_strlen (error->message, -1), <=, 300);
      g_assert_null (strstr (error->message, "\xef\xbf\xbd"));
      g_assert_null (strchr (error->message, '\x01'));
    }
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (SgSave) save = sg_save_from_data (with_bom, strlen (with_bom), "my.sixgun", &g, &error);

    g_assert_no_error (error);
    g_assert_nonnull (save);
  }
}

static void
test_files_atomic_and_kept_aside (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sixgun-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "autosave.sixgun", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  SgGame g, back;
  g_autoptr (SgSave) save = new_game (&g, 3, 4);
  SgRng rng;
  sg_rng_init (&rng, 3);
  play_random (&g, save, &rng, 10);
  g_assert_true (sg_save_write_file (save, &g, file, NULL, NULL));
  play_random (&g, save, &rng, 10);
  g_assert_true (sg_save_write_file (save, &g, file, NULL, NULL));
  g_autoptr (SgSave) loaded = sg_save_read_file (file, &back, NULL, NULL);
  g_assert_nonnull (loaded);
  g_assert_true (same_state (&g, &back));

  /* A save that cannot be read is moved aside, byte for byte, never lost. */
  g_assert_true (g_file_set_contents (path, "garbage\n", -1, NULL));
  g_autoptr (GError) error = NULL;
  g_assert_null (sg_save_read_file (file, &back, NULL, &error));
  g_assert_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "autosave.sixgun"));
  g_autoptr (GFile) aside = sg_save_keep_aside (file, NULL);
  g_assert_nonnull (aside);
  g_autofree char *aside_path = g_file_get_path (aside);
  g_assert_true (g_str_has_suffix (aside_path, "autosave.sixgun.bad"));
  g_assert_false (g_file_query_exists (file, NULL));
  g_autofree char *kept = NULL;
  g_assert_true (g_file_get_contents (aside_path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "garbage\n");
  /* A second bad save does not overwrite the first one kept aside. */
  g_assert_true (g_file_set_contents (path, "more garbage\n", -1, NULL));
  g_autoptr (GFile) aside2 = sg_save_keep_aside (file, NULL);
  g_autofree char *aside2_path = g_file_get_path (aside2);
  g_assert_true (g_str_has_suffix (aside2_path, "autosave.sixgun.bad.1"));
  g_autofree char *still = NULL;
  g_assert_true (g_file_get_contents (aside_path, &still, NULL, NULL));
  g_assert_cmpstr (still, ==, "garbage\n");

  g_unlink (aside_path);
  g_unlink (aside2_path);
  g_autofree char *sub = g_build_filename (dir, "sub", NULL);
  g_rmdir (sub);
  g_rmdir (dir);
}

static void
test_record_refuses_illegal (void)
{
  SgGame g;
  g_autoptr (SgSave) save = new_game (&g, 4, 4);
  SgAction bogus = { SG_ACT_END, (uint8_t) sg_game_decider (&g), SG_NONE, SG_NONE, SG_NONE };
  g_autoptr (GError) error = NULL;
  g_assert_false (sg_save_record (save, &g, &bogus, &error)); /* setup: no END */
  g_assert_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_ACTION);
  g_assert_cmpuint (sg_save_get_n_actions (save), ==, 0);
  g_assert_false (sg_save_set_player (save, SG_LAW, "wizard"));
  g_assert_cmpstr (sg_save_get_player (save, SG_LAW), ==, "person");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save/round-trip", test_round_trip);
  g_test_add_func ("/save/take-backs", test_take_backs);
  g_test_add_func ("/save/replay-prefix", test_replay_prefix_is_undo);
  g_test_add_func ("/save/bad-saves", test_bad_saves);
  g_test_add_func ("/save/version-1", test_version_1_fingerprint_not_checked);
  g_test_add_func ("/save/refused-action", test_refused_action_named);
  g_test_add_func ("/save/deck-errors-worded", test_deck_errors_worded);
  g_test_add_func ("/save/quotes-curly", test_quotes_curly);
  g_test_add_func ("/save/unreadable-move-coded", test_unreadable_move_coded);
  g_test_add_func ("/save/move-reasons-worded", test_move_reasons_worded);
  g_test_add_func ("/save/unreadable-short", test_unreadable_short);
  g_test_add_func ("/save/files", test_files_atomic_and_kept_aside);
  g_test_add_func ("/save/record-refuses-illegal", test_record_refuses_illegal);
  return g_test_run ();
}
