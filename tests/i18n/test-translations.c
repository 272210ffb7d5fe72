/* test-translations.c: the app follows LANGUAGE, and the card and
 * character names are the official names of each language's rulebook;
 * what a save that cannot be read says is translated too.
 * Run once per language (meson sets LANGUAGE and LC_ALL=C.UTF-8, as a
 * user would); uses the .mo files built in the build directory.
 */
#include <glib.h>
#include <glib/gi18n-lib.h>
#include <locale.h>

#include <string.h>

#include "sg-card-text.h"
#include "sg-save.h"

typedef struct {
  const char *lang;
  const char *barrel, *schoolmarm, *stampede, *missed, *stranger, *equipment;
} Names;

/* ../shared/rules/cards.md, table A and section C; "xx" has no
 * translation and must fall back to English. */
static const Names names[] = {
  { "fr", "Planque", "Coup de foudre", "Charge de bisons", "Manqué\u00a0!", "L’homme sans nom", "Équipement" },
  { "de", "Fass", "Lehrerin", "Büffelherde", "Fehlschuss!", "The Stranger", "Ausrüstung" },
  { "it", "Barile", "Maestrina", "Mandria di bisonti", "Mancato!", "The Stranger", "Equipaggiamento" },
  { "xx", "Barrel", "Schoolmarm", "Stampede", "Missed!", "The Stranger", "Equipment" },
};

static void
test_official_names (gconstpointer data)
{
  const Names *n = data;

  g_assert_cmpstr (sg_card_text_name (SG_CARD_BARREL), ==, n->barrel);
  g_assert_cmpstr (sg_card_text_name (SG_CARD_SCHOOLMARM), ==, n->schoolmarm);
  g_assert_cmpstr (sg_card_text_name (SG_CARD_STAMPEDE), ==, n->stampede);
  g_assert_cmpstr (sg_card_text_name (SG_CARD_MISSED), ==, n->missed);
  g_assert_cmpstr (sg_character_text_name (SG_CHAR_THE_STRANGER), ==, n->stranger);
  /* Not only names: the UI words come through too. */
  g_assert_cmpstr (sg_card_text_kind (SG_CARD_BARREL), ==, n->equipment);
}

/* The reasons a save cannot be opened are shown in the app ("Details:"):
 * ours, translated (a play-test found "“decks” is missing" in English in
 * a French app). */
static void
test_save_texts (gconstpointer data)
{
  const Names *n = data;
  static const char text[] = "[Sixgun Save]\nversion=2\nseed=1\n"
                              "player-law=person\ncharacters-law=4\nfixed-order-law=false\n"
                              "player-outlaw=person\ncharacters-outlaw=4\nfixed-order-outlaw=false\n";
  const char *english = "“%s” is missing";
  g_autofree char *expected = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, english), "decks");
  g_autoptr (GError) error = NULL;
  g_autoptr (SgSave) save = NULL;
  SgGame game;

  save = sg_save_from_data (text, sizeof text - 1, "x.sixgun", &game, &error);
  g_assert_null (save);
  g_assert_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_SETUP);
  g_assert_true (g_str_has_suffix (error->message, expected));
  /* Only "xx", which has no catalogue, stays in English. */
  g_assert_true ((strcmp (n->lang, "xx") == 0) == (strcmp (g_dgettext (GETTEXT_PACKAGE, english), english) == 0));
}

int
main (int argc, char **argv)
{
  const char *lang = g_getenv ("LANGUAGE");

  g_assert_nonnull (setlocale (LC_ALL, ""));
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (bindtextdomain (GETTEXT_PACKAGE, SG_TEST_LOCALEDIR));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  /* As main () does: the model's texts use the default domain (gi18n.h). */
  textdomain (GETTEXT_PACKAGE);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (lang, names[i].lang) == 0)
      {
        g_autofree char *path = g_strdup_printf ("/i18n/official-names/%s", lang);
        g_autofree char *save_path = g_strdup_printf ("/i18n/save-texts/%s", lang);

        g_test_add_data_func (path, &names[i], test_official_names);
        g_test_add_data_func (save_path, &names[i], test_save_texts);
        return g_test_run ();
      }
  g_printerr ("LANGUAGE=%s: not one of fr, de, it, xx\n", lang ? lang : "(unset)");
  return 1;
}
