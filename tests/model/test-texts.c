/* test-texts.c: the rule book, card, event and refusal texts.
 *
 * Runs in the C locale, so the texts are the English msgids.  The engine
 * sources are scanned at run time (SG_ENGINE_SRCDIR, set by meson) so that
 * a rule ID newly cited by the engine without an entry fails this test.
 */
#include <glib.h>
#include <string.h>

#include "sg-card-text.h"
#include "sg-event-text.h"
#include "sg-scenario.h"
#include "sg-refusal-text.h"
#include "sg-rule-book.h"
#include "sg-rule-xref.h"

/* --- the rule book ----------------------------------------------------- */

/* Every "D…", "C-…", "P-…", "E-…" or "L-…" string literal in the engine sources. */
static GPtrArray *
engine_cited_ids (void)
{
  const char *dir_path = g_getenv ("SG_ENGINE_SRCDIR");
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GRegex) re = NULL;
  g_autoptr (GHashTable) set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir_path);
  dir = g_dir_open (dir_path, 0, &error);
  g_assert_no_error (error);
  re = g_regex_new ("\"(D[0-9]+(?:\\.[0-9]+)*|[CP]-[A-Z][A-Z-]*(?:\\.[0-9]+)*|[EL]-[0-9]+)\"", 0, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;
      g_autoptr (GMatchInfo) match = NULL;

      if (!g_str_has_suffix (name, ".c") && !g_str_has_suffix (name, ".h"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      g_file_get_contents (path, &text, NULL, &error);
      g_assert_no_error (error);
      g_regex_match (re, text, 0, &match);
      while (g_match_info_matches (match))
        {
          char *id = g_match_info_fetch (match, 1);

          if (!g_hash_table_contains (set, id))
            {
              g_hash_table_add (set, g_strdup (id));
              g_ptr_array_add (ids, id);
            }
          else
            g_free (id);
          g_match_info_next (match, NULL);
        }
    }
  return ids;
}

static void
test_engine_ids_have_entries (void)
{
  SgRuleBook *book = sg_rule_book_get_default ();
  g_autoptr (GPtrArray) ids = engine_cited_ids ();

  /* The scan must find the engine's citations, or this test proves nothing. */
  g_assert_cmpuint (ids->len, >, 100);
  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      const char *title, *explanation;

      if (!sg_rule_book_has_entry (book, id))
        g_error ("the engine cites %s, which has no entry in the rule book", id);
      title = sg_rule_book_get_title (book, id);
      explanation = sg_rule_book_get_explanation (book, id);
      g_assert_nonnull (title);
      g_assert_nonnull (explanation);
      g_assert_cmpuint (strlen (title), >, 2);
      g_assert_cmpuint (strlen (explanation), >, 10);
    }
}

/* Every D, C, P, E and L ID of duel-rules.md (version 1.0), in its order.
 * Kept here because the CI clone has no ../shared; when the rules document
 * gains an ID, add it here and an entry to the book. */
static const char *const document_ids[] = {
  "D0", "D0.1", "D0.2", "D0.3", "D0.4", "D0.5", "D0.6", "D0.7", "D0.8", "D1", "D1.1", "D1.2",
  "D1.3", "D1.4", "D1.5", "D1.6", "D1.7", "D1.8", "D2", "D2.0.1", "D2.0.2", "D2.0.3", "D2.1",
  "D2.1.1", "D2.1.2", "D2.2", "D2.2.1", "D2.2.2", "D2.2.3", "D2.2.4", "D2.3", "D2.3.1",
  "D2.3.2", "D2.3.3", "D2.3.4", "D2.3.5", "D3", "D3.1", "D3.2", "D3.3", "D3.4", "D3.5", "D3.6",
  "D3.7", "D3.8", "D3.9", "D4", "D4.1", "D4.2", "D4.3", "D4.3.1", "D4.3.2", "D4.3.3", "D4.3.4",
  "D4.3.5", "D4.3.6", "D4.4", "D4.5", "D4.6", "D5", "D5.1", "D5.2", "D5.3", "D5.4", "D5.5",
  "D5.6", "D5.7", "D5.8", "D5.9", "D5.10", "D6", "D6.1", "D6.2", "D6.3", "D6.4", "D6.5", "D7",
  "D7.1", "D7.2", "D7.3", "D7.4", "D8", "D8.1", "D8.2", "D8.3", "D9", "D9.1", "D9.2", "D10",
  "D10.1", "D10.2", "D10.3", "D10.4", "D10.5", "D11", "D11.1", "D11.2", "D11.3", "D11.4",
  "D11.5", "D12", "D12.1", "D12.2", "D13", "D13.1", "D13.2", "D13.3", "D13.4", "D13.5",
  "D13.6", "D13.7", "D13.8", "D13.9", "C-BANK", "C-BANK.1", "C-BANK.2", "C-BANK.3", "C-BARREL",
  "C-BARREL.1", "C-BARREL.2", "C-BARREL.3", "C-BARREL.4", "C-BARREL.5", "C-BARREL.6", "C-BEER",
  "C-BEER.1", "C-BEER.2", "C-BEER.3", "C-BEER.4", "C-STAMPEDE", "C-STAMPEDE.1", "C-STAMPEDE.2",
  "C-STAMPEDE.3", "C-STAMPEDE.4", "C-STAMPEDE.5", "C-CANTEEN", "C-CANTEEN.1", "C-CANTEEN.2",
  "C-CANTEEN.3", "C-CANTEEN.4", "C-CARBINE", "C-CARBINE.1", "C-CARBINE.2", "C-COLT",
  "C-COLT.1", "C-COLT.2", "C-DERRINGER", "C-DERRINGER.1", "C-DERRINGER.2", "C-DERRINGER.3",
  "C-DERRINGER.4", "C-DUEL", "C-DUEL.1", "C-DUEL.2", "C-DUEL.3", "C-DUEL.4", "C-DUEL.5",
  "C-DUEL.6", "C-DUEL.7", "C-DYNAMITE", "C-DYNAMITE.1", "C-DYNAMITE.2", "C-DYNAMITE.3",
  "C-DYNAMITE.4", "C-DYNAMITE.5", "C-FANNING", "C-FANNING.1", "C-FANNING.2", "C-FANNING.3",
  "C-FANNING.4", "C-FANNING.5", "C-FANNING.6", "C-GATLING", "C-GATLING.1", "C-GATLING.2",
  "C-GATLING.3", "C-GATLING.4", "C-GATLING.5", "C-GATLING.6", "C-GENERAL-STORE",
  "C-GENERAL-STORE.1", "C-GENERAL-STORE.2", "C-GENERAL-STORE.3", "C-GENERAL-STORE.4",
  "C-GUN-BELT", "C-GUN-BELT.1", "C-GUN-BELT.2", "C-HAT", "C-HAT.1", "C-HAT.2", "C-HAT.3",
  "C-INDIANS", "C-INDIANS.1", "C-INDIANS.2", "C-INDIANS.3", "C-INDIANS.4", "C-KNIFE",
  "C-KNIFE.1", "C-KNIFE.2", "C-MISSED", "C-MISSED.1", "C-MISSED.2", "C-PEACEMAKER",
  "C-PEACEMAKER.1", "C-POCKET-WATCH", "C-POCKET-WATCH.1", "C-POCKET-WATCH.2",
  "C-POCKET-WATCH.3", "C-RATTLESNAKE", "C-RATTLESNAKE.1", "C-RATTLESNAKE.2", "C-RATTLESNAKE.3",
  "C-REMINGTON", "C-REMINGTON.1", "C-REMINGTON.2", "C-RETURN-FIRE", "C-RETURN-FIRE.1",
  "C-RETURN-FIRE.2", "C-RETURN-FIRE.3", "C-RETURN-FIRE.4", "C-RETURN-FIRE.5", "C-SCHOFIELD",
  "C-SCHOFIELD.1", "C-SCHOFIELD.2", "C-SCHOOLMARM", "C-SCHOOLMARM.1", "C-SCHOOLMARM.2",
  "C-SCHOOLMARM.3", "C-SCOPE", "C-SCOPE.1", "C-SCOPE.2", "C-SCOPE.3", "C-SHOTGUN",
  "C-SHOTGUN.1", "C-STAGECOACH", "C-STAGECOACH.1", "C-STEAL", "C-STEAL.1", "C-STEAL.2",
  "C-STEAL.3", "C-WHISKY", "C-WHISKY.1", "C-WHISKY.2", "C-WHISKY.3", "C-WINCHESTER",
  "C-WINCHESTER.1", "C-WINCHESTER.2", "P-ALAN-PINKERTOON", "P-ALAN-PINKERTOON.1",
  "P-ALAN-PINKERTOON.2", "P-ALAN-PINKERTOON.3", "P-ANNIE-OAKEY", "P-ANNIE-OAKEY.1",
  "P-ANNIE-OAKEY.2", "P-ANNIE-OAKEY.3", "P-BART-MASTERSON", "P-BART-MASTERSON.1",
  "P-BART-MASTERSON.2", "P-BILL-TIGHTMAN", "P-BILL-TIGHTMAN.1", "P-BILL-TIGHTMAN.2",
  "P-BILL-TIGHTMAN.3", "P-BUFFALO-BELL", "P-BUFFALO-BELL.1", "P-BUFFALO-BELL.2",
  "P-BUFFALO-BELL.3", "P-DALON-RANGER", "P-DALON-RANGER.1", "P-DALON-RANGER.2",
  "P-DALON-RANGER.3", "P-JANGO", "P-JANGO.1", "P-JANGO.2", "P-PAT-GARRET", "P-PAT-GARRET.1",
  "P-PAT-GARRET.2", "P-TEX-KILLER", "P-TEX-KILLER.1", "P-TEX-KILLER.2", "P-TEX-KILLER.3",
  "P-THE-STRANGER", "P-THE-STRANGER.1", "P-WILD-BILL", "P-WILD-BILL.1", "P-WYATT-EAR",
  "P-WYATT-EAR.1", "P-WYATT-EAR.2", "P-WYATT-EAR.3", "P-BABE-LEROY", "P-BABE-LEROY.1",
  "P-BABE-LEROY.2", "P-BABE-LEROY.3", "P-BULL-ANDERSON", "P-BULL-ANDERSON.1",
  "P-BULL-ANDERSON.2", "P-BULL-ANDERSON.3", "P-BULL-ANDERSON.4", "P-CATTLE-KATIE",
  "P-CATTLE-KATIE.1", "P-CATTLE-KATIE.2", "P-DALTON-BROS", "P-DALTON-BROS.1",
  "P-DALTON-BROS.2", "P-JACK-RANSOME", "P-JACK-RANSOME.1", "P-JACK-RANSOME.2",
  "P-JACK-RANSOME.3", "P-PEARL-HAT", "P-PEARL-HAT.1", "P-PEARL-HAT.2", "P-PEARL-HAT.3",
  "P-SID-CURRY", "P-SID-CURRY.1", "P-SID-CURRY.2", "P-SID-CURRY.3", "P-SID-CURRY.4",
  "P-SLIM-POET", "P-SLIM-POET.1", "P-SLIM-POET.2", "P-SOUNDANCE-KID", "P-SOUNDANCE-KID.1",
  "P-SOUNDANCE-KID.2", "P-TOCO-RAMIREZ", "P-TOCO-RAMIREZ.1", "P-TOCO-RAMIREZ.2", "P-TOM-THORN",
  "P-TOM-THORN.1", "P-TOM-THORN.2", "P-TOM-THORN.3", "P-WEST-HARDING", "P-WEST-HARDING.1",
  "E-01", "E-02", "E-03", "E-47", "E-30", "E-31", "E-32", "E-51", "E-04", "E-05", "E-06",
  "E-07", "E-08", "E-14", "E-18", "E-46", "E-19", "E-52", "E-50", "E-38", "E-26", "E-27",
  "E-34", "E-35", "E-25", "E-24", "E-13", "E-12", "E-42", "E-11", "E-16", "E-17", "E-29",
  "E-39", "E-36", "E-37", "E-10", "E-09", "E-33", "E-28", "E-15", "E-49", "E-48", "E-21",
  "E-45", "E-22", "E-23", "E-40", "E-53", "E-41", "E-43", "E-20", "E-44", "L-01", "L-02",
  "L-03", "L-04", "L-05", "L-06", "L-07", "L-08", "L-09", "L-10", "L-11", "L-12", "L-13",
  "L-14", "L-15", "L-16", "L-17", "L-18", "L-19", "L-20", "L-21", "L-22", "L-23", "L-24",
  "L-25", "L-26", "L-27", "L-28", "L-29", "L-30",
};

static void
test_document_ids (void)
{
  SgRuleBook *book = sg_rule_book_get_default ();

  g_assert_cmpuint (G_N_ELEMENTS (document_ids), ==, 384 + 30);
  for (guint i = 0; i < G_N_ELEMENTS (document_ids); i++)
    if (!sg_rule_book_has_entry (book, document_ids[i]))
      g_error ("%s of duel-rules.md has no entry in the rule book", document_ids[i]);
}

static void
test_book_structure (void)
{
  SgRuleBook *book = sg_rule_book_get_default ();
  guint n = sg_rule_book_get_n_rules (book);
  guint rulings = 0;

  /* duel-rules.md has 384 D, C, P and E IDs and 30 L IDs; the book covers
   * all of them. */
  g_assert_cmpuint (n, >=, 384 + 30);
  for (guint i = 0; i < n; i++)
    {
      const char *id = sg_rule_book_get_id (book, i);
      const char *dot = strrchr (id, '.');

      g_assert_true (sg_rule_book_has_entry (book, id));
      g_assert_nonnull (sg_rule_book_get_group (book, id));
      g_assert_cmpstr (sg_rule_book_get_group (book, id), !=, "Other rules");
      g_assert_cmpuint (strlen (sg_rule_book_get_title (book, id)), >, 2);
      g_assert_cmpuint (strlen (sg_rule_book_get_explanation (book, id)), >, 10);
      if (sg_rule_book_is_ruling (book, id))
        {
          rulings++;
          g_assert_cmpstr (sg_rule_book_get_group (book, id), ==, "Our rulings");
        }
      /* Every sub-clause sits under an entry of one of its ancestors
       * (D2.0.1 under D2: duel-rules.md has no D2.0 heading). */
      if (dot != NULL)
        {
          g_autofree char *parent = g_strndup (id, (gsize) (dot - id));

          if (sg_rule_book_get_title (book, parent) == NULL)
            g_error ("%s has no ancestor entry", id);
        }
    }
  g_assert_cmpuint (rulings, ==, 53);
  g_assert_true (sg_rule_book_has_entry (book, "L-03"));
  g_assert_true (sg_rule_book_has_entry (book, "L-30"));
  g_assert_false (sg_rule_book_is_ruling (book, "L-03"));
  g_assert_cmpstr (sg_rule_book_get_group (book, "L-03"), ==, "Rulebook differences");
  g_assert_true (sg_rule_book_has_entry (book, "E-01"));
  g_assert_true (sg_rule_book_has_entry (book, "E-53"));
  g_assert_false (sg_rule_book_is_ruling (book, "D5.5"));
  g_assert_cmpstr (sg_rule_book_get_group (book, "D5.5"), ==, "Shots and dodges");
  g_assert_cmpstr (sg_rule_book_get_group (book, "C-BARREL.2"), ==, "Cards");
  g_assert_cmpstr (sg_rule_book_get_group (book, "P-JANGO"), ==, "Characters");
  g_assert_cmpstr (sg_rule_book_get_group (book, "D13.4"), ==, "Decks");
}

static void
test_fallback (void)
{
  SgRuleBook *book = sg_rule_book_get_default ();

  g_assert_false (sg_rule_book_has_entry (book, "D5.5.2"));
  g_assert_cmpstr (sg_rule_book_get_title (book, "D5.5.2"), ==, sg_rule_book_get_title (book, "D5.5"));
  g_assert_cmpstr (sg_rule_book_get_explanation (book, "D5.5.2.7"), ==,
                   sg_rule_book_get_explanation (book, "D5.5"));
  g_assert_cmpstr (sg_rule_book_get_title (book, "D5.77"), ==, sg_rule_book_get_title (book, "D5"));
  g_assert_cmpstr (sg_rule_book_get_title (book, "C-COLT.9"), ==, sg_rule_book_get_title (book, "C-COLT"));
  g_assert_cmpstr (sg_rule_book_get_title (book, "C-COLT"), ==, "Colt");
  g_assert_cmpstr (sg_rule_book_get_group (book, "P-JANGO.1.3"), ==, "Characters");
  g_assert_null (sg_rule_book_get_title (book, "D99"));
  g_assert_null (sg_rule_book_get_title (book, "X-1"));
  g_assert_null (sg_rule_book_get_explanation (book, ""));
  g_assert_null (sg_rule_book_get_title (book, NULL));
  g_assert_true (sg_rule_book_is_ruling (book, "E-19"));
}

static gboolean
ids_contain (GPtrArray *ids, const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), id))
      return TRUE;
  return FALSE;
}

static void
test_search (void)
{
  SgRuleBook *book = sg_rule_book_get_default ();
  g_autoptr (GPtrArray) found = sg_rule_book_search (book, "Barrel");
  g_autoptr (GPtrArray) lower = sg_rule_book_search (book, "bArReL");
  g_autoptr (GPtrArray) by_id = sg_rule_book_search (book, "e-19");
  g_autoptr (GPtrArray) none = sg_rule_book_search (book, "zzzqqq");

  g_assert_true (ids_contain (found, "C-BARREL"));
  g_assert_true (ids_contain (found, "C-BARREL.2"));
  g_assert_true (ids_contain (found, "E-50"));
  g_assert_false (ids_contain (found, "C-COLT.1"));
  g_assert_cmpuint (lower->len, ==, found->len);
  g_assert_true (ids_contain (by_id, "E-19"));
  g_assert_cmpuint (none->len, ==, 0);
}

static void
test_cross_references (void)
{
  SgRuleBook *book = sg_rule_book_get_default ();

  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      g_autoptr (GPtrArray) ids = sg_rule_book_rules_for_card (book, (SgCardType) t);
      const char *const *xref = sg_rule_xref_card ((SgCardType) t);

      g_assert_true (ids_contain (ids, sg_card_data ((SgCardType) t)->rule));
      g_assert_true (ids_contain (ids, sg_card_rule_clause ((SgCardType) t)));
      g_assert_nonnull (xref);
      g_assert_nonnull (xref[0]);
      for (; *xref != NULL; xref++)
        {
          if (!sg_rule_book_has_entry (book, *xref))
            g_error ("cross-reference %s of card %d has no entry", *xref, t);
          g_assert_true (ids_contain (ids, *xref));
        }
      for (guint i = 0; i < ids->len; i++)
        g_assert_true (sg_rule_book_has_entry (book, g_ptr_array_index (ids, i)));
    }
  for (int c = 0; c < SG_N_CHARACTERS; c++)
    {
      g_autoptr (GPtrArray) ids = sg_rule_book_rules_for_character (book, (SgCharId) c);
      const char *const *xref = sg_rule_xref_character ((SgCharId) c);

      g_assert_true (ids_contain (ids, sg_char_data ((SgCharId) c)->rule));
      g_assert_true (ids_contain (ids, sg_char_rule_clause ((SgCharId) c)));
      g_assert_nonnull (xref);
      g_assert_nonnull (xref[0]);
      for (; *xref != NULL; xref++)
        {
          if (!sg_rule_book_has_entry (book, *xref))
            g_error ("cross-reference %s of character %d has no entry", *xref, c);
          g_assert_true (ids_contain (ids, *xref));
        }
    }
  {
    g_autoptr (GPtrArray) barrel = sg_rule_book_rules_for_card (book, SG_CARD_BARREL);

    g_assert_true (ids_contain (barrel, "C-BARREL.6"));
    g_assert_true (ids_contain (barrel, "D5.5"));
    g_assert_false (ids_contain (barrel, "C-COLT"));
  }
}

/* --- cards and characters ---------------------------------------------- */

static void
test_card_texts (void)
{
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      SgCardType type = (SgCardType) t;

      /* The msgids repeat the engine's canonical names exactly. */
      g_assert_cmpstr (sg_card_text_name (type), ==, sg_card_data (type)->name);
      g_assert_cmpuint (strlen (sg_card_text_effect (type)), >, 5);
      g_assert_cmpuint (g_utf8_strlen (sg_card_text_effect (type), -1), <=, 60);
      g_assert_cmpuint (strlen (sg_card_text_description (type)), >,
                        strlen (sg_card_text_effect (type)));
      g_assert_cmpuint (strlen (sg_card_text_kind (type)), >, 3);
    }
  g_assert_cmpstr (sg_card_text_kind (SG_CARD_COLT), ==, "BANG! card");
  g_assert_cmpstr (sg_card_text_kind (SG_CARD_BEER), ==, "Action");
  g_assert_cmpstr (sg_card_text_kind (SG_CARD_BARREL), ==, "Equipment");
  for (int c = 0; c < SG_N_CHARACTERS; c++)
    {
      g_assert_cmpstr (sg_character_text_name ((SgCharId) c), ==, sg_char_data ((SgCharId) c)->name);
      g_assert_cmpuint (strlen (sg_character_text_ability ((SgCharId) c)), >, 20);
    }
  for (int s = 0; s < SG_N_SYMBOLS; s++)
    g_assert_cmpstr (sg_symbol_text_name ((SgSymbol) s), ==, sg_symbol_name ((SgSymbol) s));
}

/* The abilities as the card faces show them speak to the player as
 * "you", as the cards' texts do, and name the character "this character":
 * "She may use shot cards as dodges" beside "You may play one more BANG!
 * card" read as two people doing it. */
static void
test_character_texts_person (void)
{
  g_autoptr (GRegex) third = g_regex_new ("\\b(he|she|him|her|his|hers)\\b", G_REGEX_CASELESS, 0, NULL);

  for (int c = 0; c < SG_N_CHARACTERS; c++)
    {
      const char *text = sg_character_text_ability ((SgCharId) c);

      if (g_regex_match (third, text, 0, NULL))
        g_error ("%s: \"%s\" speaks of the character in the third person",
                 sg_character_text_name ((SgCharId) c), text);
    }
}

/* --- refusals ---------------------------------------------------------- */

static void
test_refusal_texts (void)
{
  for (int code = 1; code < SG_N_ERRORS; code++)
    {
      SgRefusal r = { (SgError) code, "D4.4", "engine text" };
      SgRefusal bare = { (SgError) code, NULL, NULL };
      g_autofree char *text = sg_refusal_text_describe (&r);
      g_autofree char *plain = sg_refusal_text_describe (&bare);

      g_assert_true (g_str_has_suffix (text, "(D4.4)."));
      g_assert_cmpuint (strlen (plain), >, 10);
      g_assert_null (strstr (plain, "("));
      g_assert_true (g_str_has_suffix (plain, ".")); /* a sentence, rule or not */
      g_assert_null (strstr (text, "engine text"));
    }
  {
    SgRefusal r = { SG_ERR_BANG_LIMIT, "D4.4", NULL };
    g_autofree char *text = sg_refusal_text_describe (&r);

    g_assert_cmpstr (text, ==, "You have already played a BANG! card this turn (D4.4).");
  }
  /* An ability refused with its character's clause names the character. */
  {
    SgRefusal passive = { SG_ERR_NO_ABILITY, "P-PAT-GARRET.1", NULL };
    SgRefusal not_now = { SG_ERR_ABILITY_NOT_NOW, "P-BABE-LEROY.1", NULL };
    SgRefusal asleep = { SG_ERR_NO_ABILITY, "D3.3", NULL };
    g_autofree char *a = sg_refusal_text_describe (&passive);
    g_autofree char *b = sg_refusal_text_describe (&not_now);
    g_autofree char *c = sg_refusal_text_describe (&asleep);

    g_assert_cmpstr (a, ==, "Pat Garret’s ability is not used by choice: it acts on its own when its moment comes "
                            "(P-PAT-GARRET.1).");
    g_assert_cmpstr (b, ==, "Babe Leroy’s ability cannot be used now: what it needs is missing (P-BABE-LEROY.1).");
    g_assert_cmpstr (c, ==, "Only the active character’s ability can be used, apart from always-active ones (D3.3).");
  }
  {
    SgRefusal reach = { SG_ERR_OPPONENT_BACKUP, "E-40", NULL };
    g_autofree char *text = sg_refusal_text_describe (&reach);

    g_assert_cmpstr (text, ==, "Cards on the opponent’s back-up are out of reach of Steal and Schoolmarm (E-40).");
  }
  /* The card that would take it is named when the engine says which. */
  {
    SgRefusal steal = { SG_ERR_OPPONENT_BACKUP, "E-40", NULL, SG_VIA_STEAL };
    SgRefusal marm = { SG_ERR_OPPONENT_BACKUP, "E-40", NULL, SG_VIA_SCHOOLMARM };
    g_autofree char *a = sg_refusal_text_describe (&steal);
    g_autofree char *b = sg_refusal_text_describe (&marm);

    g_assert_cmpstr (a, ==, "Cards on the opponent’s back-up are out of Steal’s reach (E-40).");
    g_assert_cmpstr (b, ==, "Cards on the opponent’s back-up are out of Schoolmarm’s reach (E-40).");
  }
}

/* A real refusal from the engine gets a text naming its rule. */
static void
test_engine_refusal (void)
{
  SgGame *g = g_new0 (SgGame, 1);
  SgSetup setup;
  SgAction a = { SG_ACT_END, SG_OUTLAW, SG_NONE, SG_NONE, SG_NONE };
  SgRefusal r;
  g_autofree char *text = NULL;

  sg_setup_default (&setup, 7);
  sg_game_new (g, &setup);
  a.side = (uint8_t) (1 - sg_game_decider (g));
  r = sg_game_check (g, &a);
  g_assert_cmpint (r.code, !=, SG_OK);
  text = sg_refusal_text_describe (&r);
  g_assert_nonnull (strstr (text, r.rule));
  g_free (g);
}

/* --- events ------------------------------------------------------------ */

static void
test_every_event_kind (void)
{
  SgGame *g = g_new0 (SgGame, 1);
  SgSetup setup;

  sg_setup_default (&setup, 3);
  sg_game_new (g, &setup);
  for (int kind = 0; kind < SG_N_EVENTS; kind++)
    for (int variant = 0; variant < 2; variant++)
      for (int viewer = 0; viewer < 3; viewer++)
        {
          /* variant 0: every field unknown; variant 1: plausible fields. */
          SgEvent ev = { (uint8_t) kind, SG_NONE, SG_NONE, SG_NONE, SG_NONE, SG_NONE,
                         SG_NONE, SG_NONE, 0, -1, NULL };
          g_autofree char *text = NULL;

          if (variant == 1)
            {
              ev.side = SG_LAW;
              ev.ch = SG_CHAR_JANGO;
              ev.card = 0;
              ev.card_type = g->card[0].type;
              ev.target_side = SG_OUTLAW;
              ev.target_ch = SG_CHAR_CATTLE_KATIE;
              ev.value = 1;
              ev.target_life = 3;
              ev.rule = "C-COLT.1";
            }
          text = sg_event_text_describe (g, &ev, viewer < 2 ? (SgSide) viewer : (SgSide) SG_NONE);
          g_assert_nonnull (text);
          g_assert_cmpuint (strlen (text), >, 5);
          if (g_str_equal (text, "Something happens."))
            g_error ("event kind %d has no sentence of its own", kind);
        }
  g_free (g);
}

static void
test_rule_line (void)
{
  SgEvent ev = { SG_EV_SHOT, SG_LAW, SG_NONE, SG_NONE, SG_NONE, SG_NONE, SG_NONE, SG_NONE, 0, -1, "D5.5" };
  g_autofree char *line = sg_event_text_rule_line (&ev);
  g_autofree char *unknown = NULL;
  g_autofree char *none = NULL;

  g_assert_cmpstr (line, ==, "D5.5 · Answering a shot");
  ev.rule = "Z9";
  unknown = sg_event_text_rule_line (&ev);
  g_assert_cmpstr (unknown, ==, "Z9");
  ev.rule = NULL;
  none = sg_event_text_rule_line (&ev);
  g_assert_null (none);
}

/* Whether word occurs in text as a whole word (not inside another word). */
static gboolean
contains_word (const char *text, const char *word)
{
  gsize n = strlen (word);

  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    {
      gboolean start_ok = p == text || !g_ascii_isalnum (p[-1]);
      gboolean end_ok = !g_ascii_isalnum (p[n]);

      if (start_ok && end_ok)
        return TRUE;
    }
  return FALSE;
}

/* The text with every character name blanked out ("Pearl Hat" holds the
 * card name "Hat"). */
static char *
without_character_names (const char *text)
{
  GString *s = g_string_new (text);

  for (int c = 0; c < SG_N_CHARACTERS; c++)
    g_string_replace (s, sg_character_text_name ((SgCharId) c), "#", 0);
  return g_string_free (s, FALSE);
}

/* Card names a sentence may carry for reasons other than the event's card:
 * the rule that caused the event, or a fixed part of the template. */
static gboolean
name_explained (const SgEvent *ev, int type)
{
  const char *rule = ev->rule;
  const char *card_rule = sg_card_data ((SgCardType) type)->rule;
  gsize n = strlen (card_rule);

  if (rule != NULL && strncmp (rule, card_rule, n) == 0 && (rule[n] == '.' || rule[n] == '\0'))
    return TRUE;
  switch (ev->kind)
    {
    case SG_EV_DUEL_ROUND: return type == SG_CARD_DUEL;
    case SG_EV_INDIANS: return type == SG_CARD_INDIANS;
    case SG_EV_TURNED_UP: return type == SG_CARD_GENERAL_STORE;
    case SG_EV_DYNAMITE_PASS: return type == SG_CARD_DYNAMITE;
    case SG_EV_AUTO: return type == SG_CARD_BARREL || type == SG_CARD_HAT;
    default: return FALSE;
    }
}

/* Events whose card is face up for both as it happens (sg-event-text.c
 * names it even if the engine marks it seen only a moment later). */
static gboolean
shown_by_event (const SgEvent *ev)
{
  switch (ev->kind)
    {
    case SG_EV_PLAY: case SG_EV_DODGE: case SG_EV_DUEL_ROUND: case SG_EV_INDIANS:
    case SG_EV_RELOAD: case SG_EV_EQUIP: case SG_EV_DISCARD: case SG_EV_REVEAL:
    case SG_EV_TURNED_UP:
      return TRUE;
    default:
      return FALSE;
    }
}

typedef struct {
  SgGame *g;
  guint events;
  guint hidden;   /* events about a card one viewer did not know */
  guint named;    /* events naming the card for a viewer who knew it */
  GArray *shown;  /* cards named as shown_by_event before being seen */
} Watch;

/* The discard pile just became the common deck: the cards shown earlier in
 * the move that went into it are face down again, in an unknown order, so
 * nobody need see them any more (they may even be drawn in the same move). */
static void
forget_reshuffled (Watch *w)
{
  const SgPile *common = &w->g->common;

  for (guint i = w->shown->len; i-- > 0;)
    for (int k = 0; k < common->n; k++)
      if (common->c[k] == g_array_index (w->shown, uint8_t, i))
        {
          g_array_remove_index (w->shown, i);
          break;
        }
}

static void
check_event (const SgEvent *ev, void *data)
{
  Watch *w = data;

  w->events++;
  if (ev->kind == SG_EV_COMMON_FORMED)
    forget_reshuffled (w);
  for (int viewer = SG_LAW; viewer <= SG_OUTLAW; viewer++)
    {
      g_autofree char *text = sg_event_text_describe (w->g, ev, (SgSide) viewer);
      g_autofree char *stripped = without_character_names (text);
      gboolean known;
      int type;

      g_assert_cmpuint (strlen (text), >, 5);
      if (ev->card == SG_NONE || ev->card >= w->g->n_cards)
        continue;
      type = w->g->card[ev->card].type;
      known = (w->g->seen[ev->card] & (1u << viewer)) != 0;
      /* The other player's draws are never named, seen or not: a card seen
       * once may have been shuffled back into the common deck since.  (The
       * reason in brackets names the card that made the draw: "The
       * opponent draws a card (Stagecoach’s effect).") */
      if (ev->kind == SG_EV_DRAW && ev->side != viewer && g_str_has_suffix (stripped, ")."))
        {
          char *bracket = g_strrstr (stripped, " (");
          if (bracket != NULL)
            *bracket = '\0';
        }
      if (ev->kind == SG_EV_DRAW && ev->side != viewer
          && contains_word (stripped, sg_card_text_name ((SgCardType) type)))
        g_error ("viewer %d reads the name of the opponent's draw: %s", viewer, text);
      if (known)
        {
          if (contains_word (stripped, sg_card_text_name ((SgCardType) type)))
            w->named++;
          continue;
        }
      if (shown_by_event (ev))
        {
          /* Named now; the engine must agree that both players see it once
           * the move is over (checked after each action). */
          g_array_append_val (w->shown, ev->card);
          continue;
        }
      w->hidden++;
      if (!name_explained (ev, type) && contains_word (stripped, sg_card_text_name ((SgCardType) type)))
        g_error ("viewer %d does not know card %d (%s) but reads: %s",
                 viewer, ev->card, sg_card_text_name ((SgCardType) type), text);
    }
}

static void
test_events_keep_secrets (void)
{
  SgGame *g = g_new0 (SgGame, 1);
  Watch w = { g, 0, 0, 0, g_array_new (FALSE, FALSE, sizeof (uint8_t)) };
  g_autoptr (GRand) rand = g_rand_new_with_seed (2026);
  SgAction *acts = g_new (SgAction, SG_MAX_ACTIONS);

  for (guint game = 0; game < 12; game++)
    {
      SgSetup setup;
      guint steps = 0;

      memset (g, 0, sizeof *g);
      sg_game_set_observer (g, check_event, &w);
      sg_setup_default (&setup, 1000 + game);
      setup.options.turn_cap = 200;
      sg_game_new (g, &setup);
      while (!sg_game_over (g) && steps++ < 4000)
        {
          int n = sg_game_legal_actions (g, acts);

          g_assert_cmpint (n, >, 0);
          sg_game_apply_legal (g, &acts[g_rand_int_range (rand, 0, n)]);
          for (guint i = 0; i < w.shown->len; i++)
            {
              uint8_t id = g_array_index (w.shown, uint8_t, i);

              if (g->seen[id] != SG_SEEN_BOTH)
                g_error ("card %d was named as shown to both, but is not seen by both", id);
            }
          g_array_set_size (w.shown, 0);
        }
    }
  /* Not vacuous: hidden cards did occur, and known ones were named. */
  g_assert_cmpuint (w.events, >, 1000);
  g_assert_cmpuint (w.hidden, >, 50);
  g_assert_cmpuint (w.named, >, 50);
  g_array_unref (w.shown);
  g_free (acts);
  g_free (g);
}

/* The opponent's draws are told as "a card", one's own by name. */
static void
test_draw_wording (void)
{
  SgGame *g = g_new0 (SgGame, 1);
  SgSetup setup;
  int card;
  SgEvent ev = { SG_EV_DRAW, SG_LAW, SG_NONE, 0, 0, SG_NONE, SG_NONE, SG_NONE, 1, -1, "D13.4" };
  g_autofree char *mine = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *expected = NULL;

  sg_setup_default (&setup, 11);
  sg_game_new (g, &setup);
  card = g->deck[SG_LAW].c[0];
  g->seen[card] = 1u << SG_LAW;
  ev.card = (uint8_t) card;
  ev.card_type = g->card[card].type;
  mine = sg_event_text_describe (g, &ev, SG_LAW);
  theirs = sg_event_text_describe (g, &ev, SG_OUTLAW);
  expected = g_strdup_printf ("You draw %s from the common deck.", sg_card_text_name (g->card[card].type));
  g_assert_cmpstr (mine, ==, expected);
  g_assert_cmpstr (theirs, ==, "The opponent draws a card from the common deck.");
  g_free (g);
}

/* A card played as a Colt (Annie Oakey's Missed!) says "as Colt": the
 * event cites the character's clause, not the Colt's. */
static void
test_play_as_colt_wording (void)
{
  SgGame *g = g_new0 (SgGame, 1);
  SgSetup setup;
  int card = -1;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;

  sg_setup_default (&setup, 11);
  sg_game_new (g, &setup);
  for (int i = 0; i < g->n_cards && card < 0; i++)
    if (g->card[i].type == SG_CARD_MISSED)
      card = i;
  g_assert_cmpint (card, >=, 0);
  g->seen[card] = SG_SEEN_BOTH;
  SgEvent ev = { SG_EV_PLAY, SG_LAW, SG_CHAR_ANNIE_OAKEY, (uint8_t) card, SG_CARD_MISSED, SG_OUTLAW,
                 SG_CHAR_BABE_LEROY, SG_NONE, 1, -1, "P-ANNIE-OAKEY.2" };
  text = sg_event_text_describe (g, &ev, SG_LAW);
  expected = g_strdup_printf ("You play %s as %s on %s.", sg_card_text_name (SG_CARD_MISSED),
                              sg_card_text_name (SG_CARD_COLT), sg_char_data (SG_CHAR_BABE_LEROY)->name);
  g_assert_cmpstr (text, ==, expected);
  g_free (g);
}

static void
collect_rule (const SgEvent *ev, void *data)
{
  g_ptr_array_add (data, (gpointer) ev->rule);
}

/* A choice with one option taken for a character's ability (Cattle Katie
 * with one equipment card) cites that character's clause, not D0.2's
 * definitions: the sidebar links each event to the rule behind it. */
static void
test_ability_choice_rule (void)
{
  const char *setup = "start outlaw\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
                      "outlaw active \"Cattle Katie\"\noutlaw backup \"Bull Anderson\"\n"
                      "outlaw equip \"Cattle Katie\" Barrel\noutlaw deck Colt Colt Colt\n";
  g_autoptr (GPtrArray) rules = g_ptr_array_new ();
  SgGame *g = g_new0 (SgGame, 1);
  SgAction a;
  char err[256];
  gboolean katie = FALSE;

  g_assert_true (sg_scenario_load (setup, strlen (setup), "katie", g, NULL, NULL, err, sizeof err));
  g_assert_true (sg_scenario_find_action (g, "outlaw ability", &a, err, sizeof err));
  sg_game_set_observer (g, collect_rule, rules);
  sg_game_apply_legal (g, &a);
  for (guint i = 0; i < rules->len; i++)
    {
      const char *rule = g_ptr_array_index (rules, i);
      g_assert_cmpstr (rule, !=, "D0.2");
      katie |= g_str_has_prefix (rule, "P-CATTLE-KATIE");
    }
  g_assert_true (katie);
  g_free (g);
}

/* A rule ID keeps its hyphens unbreakable where a label wraps; the rest of
 * the line keeps its own. */
static void
test_keep_id_whole (void)
{
  g_autofree char *line = sg_rule_book_keep_id_whole ("C-STEAL.1 · Steal: two-way choice");
  g_autofree char *plain = sg_rule_book_keep_id_whole ("D5.7 · Hit");
  g_autofree char *none = sg_rule_book_keep_id_whole (NULL);

  g_assert_cmpstr (line, ==, "C\u2011STEAL.1 · Steal: two-way choice");
  g_assert_cmpstr (plain, ==, "D5.7 · Hit");
  g_assert_cmpstr (none, ==, "");
}

/* Every rule ID inside prose stays on one line: hyphens unbreakable, a
 * word joiner after a dot inside it; other words are left alone. */
static void
test_keep_ids_whole (void)
{
  g_autofree char *prose = sg_rule_book_keep_ids_whole ("Keep the Beer (C-BEER.2), see D4.4 and "
                                                        "P-BART-MASTERSON.1. A T-shirt, E-25.");
  g_autofree char *none = sg_rule_book_keep_ids_whole (NULL);

  g_assert_cmpstr (prose, ==, "Keep the Beer (C\u2011BEER.\u20602), see D4.\u20604 and "
                              "P\u2011BART\u2011MASTERSON.\u20601. A T-shirt, E\u201125.");
  g_assert_cmpstr (none, ==, "");
}

/* The card names a log line holds, as whole words: the longest name at a
 * place, none inside another word or in lower case. */
static void
test_find_card_names (void)
{
  const char *line = "You draw Gun Belt and Missed! Beers, a Colt-like steal: Duel.";
  guint starts[8], ends[8];
  guint n = sg_card_text_find_names (line, starts, ends, G_N_ELEMENTS (starts));
  const char *want[] = { "Gun Belt", "Missed!", "Colt", "Duel" };

  g_assert_cmpuint (n, ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *found = g_strndup (line + starts[i], ends[i] - starts[i]);

      g_assert_cmpstr (found, ==, want[i]);
    }
  /* No more than asked for. */
  g_assert_cmpuint (sg_card_text_find_names (line, starts, ends, 1), ==, 1);
  g_assert_cmpuint (sg_card_text_find_names ("Nothing here. BANG!", starts, ends, 8), ==, 0);
  /* Inside a character's name, a card's is not one: Pearl Hat's "Hat". */
  g_assert_cmpuint (sg_card_text_find_names ("Pearl Hat dodges with her Hat.", starts, ends, 8), ==, 1);
  g_assert_cmpuint (starts[0], ==, strlen ("Pearl Hat dodges with her "));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/texts/keep-ids-whole", test_keep_ids_whole);
  g_test_add_func ("/texts/find-card-names", test_find_card_names);
  g_test_add_func ("/texts/events/ability-choice-rule", test_ability_choice_rule);
  g_test_add_func ("/texts/events/play-as-colt", test_play_as_colt_wording);
  g_test_add_func ("/texts/rule-book/engine-ids", test_engine_ids_have_entries);
  g_test_add_func ("/texts/rule-book/document-ids", test_document_ids);
  g_test_add_func ("/texts/rule-book/structure", test_book_structure);
  g_test_add_func ("/texts/rule-book/fallback", test_fallback);
  g_test_add_func ("/texts/rule-book/search", test_search);
  g_test_add_func ("/texts/rule-book/cross-references", test_cross_references);
  g_test_add_func ("/texts/cards", test_card_texts);
  g_test_add_func ("/texts/character-person", test_character_texts_person);
  g_test_add_func ("/texts/refusals", test_refusal_texts);
  g_test_add_func ("/texts/keep-id-whole", test_keep_id_whole);
  g_test_add_func ("/texts/refusals/engine", test_engine_refusal);
  g_test_add_func ("/texts/events/every-kind", test_every_event_kind);
  g_test_add_func ("/texts/events/rule-line", test_rule_line);
  g_test_add_func ("/texts/events/draw-wording", test_draw_wording);
  g_test_add_func ("/texts/events/keep-secrets", test_events_keep_secrets);
  return g_test_run ();
}
