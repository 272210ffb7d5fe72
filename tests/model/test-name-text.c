/* test-name-text.c: character names inside sentences (sg-name-text.c)
 * with a made-up contraction table, so that no translation is needed:
 * the article of a name merges with the preposition right before it, and
 * with nothing else. */
#include <glib.h>

#include "sg-name-text.h"

#define TABLE "de les|des;à les|aux;de le|du;à le|au"

static void
check (const char *text, const char *name, const char *name_start, const char *table, const char *want)
{
  g_autofree char *got = sg_name_text_fix (text, name, name_start, table);

  g_assert_cmpstr (got, ==, want);
}

static void
test_after_preposition (void)
{
  check ("La carte de les Dalton.", "les Dalton", "Les Dalton", TABLE, "La carte des Dalton.");
  check ("Vous jouez Colt à les Dalton.", "les Dalton", "Les Dalton", TABLE, "Vous jouez Colt aux Dalton.");
  check ("Le tour de le Kid.", "le Kid", "Le Kid", TABLE, "Le tour du Kid.");
  /* A capital preposition keeps its capital. */
  check ("De les Dalton, rien.", "les Dalton", "Les Dalton", TABLE, "Des Dalton, rien.");
}

/* A name without an article may elide the preposition ("de Annie" →
 * "d’Annie"): the pair takes the name's first word, capital included. */
static void
test_elision (void)
{
  static const char elide[] = TABLE ";de Annie|d’Annie";

  check ("La compétence de Annie Oakey.", "Annie Oakey", "Annie Oakey", elide, "La compétence d’Annie Oakey.");
  check ("De Annie Oakey, rien.", "Annie Oakey", "Annie Oakey", elide, "D’Annie Oakey, rien.");
  /* Another name starting with the same letters is another name. */
  check ("La carte de Anniette.", "Anniette", "Anniette", elide, "La carte de Anniette.");
}

static void
test_elsewhere_unchanged (void)
{
  /* Words of the sentence that stand before no name never change. */
  check ("Choisissez de les défausser sur les Dalton.", "les Dalton", "Les Dalton", TABLE,
         "Choisissez de les défausser sur les Dalton.");
  /* "de le" does not take the beginning of "les Dalton". */
  check ("La carte de les Dalton.", "les Dalton", "Les Dalton", "de le|du", "La carte de les Dalton.");
  /* A name without an article: nothing to merge. */
  check ("Le tour de Jango.", "Jango", "Jango", TABLE, "Le tour de Jango.");
}

static void
test_inside_words (void)
{
  /* "monde" ends in "de", but is no "de". */
  check ("Le monde les Dalton.", "les Dalton", "Les Dalton", "de les|des", "Le monde les Dalton.");
  /* The name's own text inside a longer word is not the name. */
  check ("La carte de gles Dalton.", "les Dalton", "Les Dalton", TABLE, "La carte de gles Dalton.");
}

static void
test_several_names (void)
{
  check ("Le tir de les Dalton à les Dalton.", "les Dalton", "Les Dalton", TABLE,
         "Le tir des Dalton aux Dalton.");
  g_autofree char *once = sg_name_text_fix ("Colt de les Dalton à le Kid.", "les Dalton", "Les Dalton", TABLE);
  check (once, "le Kid", "Le Kid", TABLE, "Colt des Dalton au Kid.");
}

static void
test_empty_table (void)
{
  check ("La carte de les Dalton.", "les Dalton", "Les Dalton", "", "La carte de les Dalton.");
  check ("La carte de les Dalton.", "les Dalton", "Les Dalton", "-", "La carte de les Dalton.");
  check ("La carte de les Dalton.", "les Dalton", "Les Dalton", NULL, "La carte de les Dalton.");
  /* Malformed pairs are skipped, the good ones still apply. */
  check ("La carte de les Dalton.", "les Dalton", "Les Dalton", "oops;|x;de les|des", "La carte des Dalton.");
}

static void
test_sentence_start (void)
{
  check ("the Stranger shoots at Jango.", "the Stranger", "The Stranger", "", "The Stranger shoots at Jango.");
  check ("Colt: the Stranger shoots.", "the Stranger", "The Stranger", "", "Colt: the Stranger shoots.");
  check ("Indians! the Stranger loses.", "the Stranger", "The Stranger", "", "Indians! The Stranger loses.");
  check ("Why.\nthe Stranger: no.", "the Stranger", "The Stranger", "", "Why.\nThe Stranger: no.");
  check ("les Dalton tirent sur les Dalton.", "les Dalton", "Les Dalton", TABLE,
         "Les Dalton tirent sur les Dalton.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/name-text/after-preposition", test_after_preposition);
  g_test_add_func ("/name-text/elision", test_elision);
  g_test_add_func ("/name-text/elsewhere-unchanged", test_elsewhere_unchanged);
  g_test_add_func ("/name-text/inside-words", test_inside_words);
  g_test_add_func ("/name-text/several-names", test_several_names);
  g_test_add_func ("/name-text/empty-table", test_empty_table);
  g_test_add_func ("/name-text/sentence-start", test_sentence_start);
  return g_test_run ();
}
