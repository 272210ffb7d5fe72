/* test-cards.c: the static card and character tables against cards.md. */
#include <glib.h>
#include <string.h>

#include "sg-cards.h"

/* cards.md, appendix: deck, card, symbol of each copy in order (80 rows). */
static const char *const appendix =
  "L;Colt;D O;Colt;D O;Colt;D O;Colt;D O;Colt;D O;Colt;D "
  "L;Fanning;B L;Fanning;H L;Carbine;H L;Carbine;H O;Carbine;B "
  "L;Peacemaker;H L;Peacemaker;H O;Remington;S O;Remington;B "
  "O;Schofield;B O;Schofield;B L;Shotgun;D L;Shotgun;D O;Shotgun;H O;Shotgun;H "
  "L;Winchester;H L;Winchester;H O;Beer;B L;Whisky;B "
  "L;Canteen;B L;Canteen;S L;Canteen;S L;Canteen;S O;Canteen;B "
  "L;Derringer;H L;Derringer;H L;Derringer;H L;Derringer;S "
  "L;Duel;D O;Duel;H L;Gatling;B L;General_Store;S O;General_Store;H "
  "L;Indians!;H O;Indians!;H O;Knife;H O;Knife;H O;Knife;S "
  "L;Missed!;B L;Missed!;S L;Missed!;S L;Missed!;S L;Missed!;S "
  "O;Missed!;H O;Missed!;B O;Missed!;S O;Missed!;S O;Missed!;S O;Missed!;S O;Missed!;S "
  "L;Return_Fire;H L;Schoolmarm;H L;Schoolmarm;B "
  "L;Stagecoach;B L;Stagecoach;B O;Stagecoach;B "
  "O;Steal;B O;Steal;H O;Steal;H O;Steal;H "
  "L;Bank;B L;Barrel;S O;Barrel;S L;Hat;H O;Hat;H L;Gun_Belt;D O;Gun_Belt;S "
  "L;Scope;H O;Scope;H O;Pocket_Watch;H O;Pocket_Watch;H "
  "O;Dynamite;B O;Rattlesnake;S L;Stampede;B";

static const char *const canonical_cards[SG_N_CARD_TYPES] = {
  "Colt", "Fanning", "Carbine", "Peacemaker", "Remington", "Schofield", "Shotgun",
  "Winchester", "Beer", "Whisky", "Canteen", "Derringer", "Duel", "Gatling",
  "General Store", "Indians!", "Knife", "Missed!", "Return Fire", "Schoolmarm",
  "Stagecoach", "Steal", "Bank", "Barrel", "Hat", "Gun Belt", "Scope",
  "Pocket Watch", "Dynamite", "Rattlesnake", "Stampede",
};

static const char *const canonical_characters[SG_N_CHARACTERS] = {
  "Alan Pinkertoon", "Annie Oakey", "Bart Masterson", "Bill Tightman", "Buffalo Bell",
  "Dalon Ranger", "Jango", "Pat Garret", "Tex Killer", "The Stranger", "Wild Bill",
  "Wyatt Ear", "Babe Leroy", "Bull Anderson", "Cattle Katie", "Dalton Bros",
  "Jack Ransome", "Pearl Hat", "Sid Curry", "Slim Poet", "Soundance Kid",
  "Toco Ramirez", "Tom Thorn", "West Harding",
};

static int
deck_size (SgSide side)
{
  int n = 0;

  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    n += sg_card_data ((SgCardType) t)->count[side];
  return n;
}

static void
test_cards_table (void)
{
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      const SgCardData *d = sg_card_data ((SgCardType) t);

      g_assert_cmpstr (d->name, ==, canonical_cards[t]);
      g_assert_nonnull (d->text);
      g_assert_true (g_str_has_prefix (d->rule, "C-"));
      g_assert_cmpint (d->count[SG_LAW] + d->count[SG_OUTLAW], >, 0);
    }
  g_assert_cmpint (SG_N_CARD_TYPES, ==, 31);
}

/* cards.md A: 40 cards a deck, 11/23/6 and 12/20/8 by kind; 8/14/9 types. */
static void
test_cards_deck_sizes (void)
{
  int per_kind[2][3] = { { 0 } };
  int types[3] = { 0 };
  SgDeckList list;

  g_assert_cmpint (deck_size (SG_LAW), ==, 40);
  g_assert_cmpint (deck_size (SG_OUTLAW), ==, 40);
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      const SgCardData *d = sg_card_data ((SgCardType) t);

      types[d->kind]++;
      for (int s = 0; s < 2; s++)
        per_kind[s][d->kind] += d->count[s];
    }
  g_assert_cmpint (types[SG_KIND_BANG], ==, 8);
  g_assert_cmpint (types[SG_KIND_ACTION], ==, 14);
  g_assert_cmpint (types[SG_KIND_EQUIPMENT], ==, 9);
  g_assert_cmpint (per_kind[SG_LAW][SG_KIND_BANG], ==, 11);
  g_assert_cmpint (per_kind[SG_LAW][SG_KIND_ACTION], ==, 23);
  g_assert_cmpint (per_kind[SG_LAW][SG_KIND_EQUIPMENT], ==, 6);
  g_assert_cmpint (per_kind[SG_OUTLAW][SG_KIND_BANG], ==, 12);
  g_assert_cmpint (per_kind[SG_OUTLAW][SG_KIND_ACTION], ==, 20);
  g_assert_cmpint (per_kind[SG_OUTLAW][SG_KIND_EQUIPMENT], ==, 8);

  /* L-01: Canteen is 4/1. */
  g_assert_cmpint (sg_card_data (SG_CARD_CANTEEN)->count[SG_LAW], ==, 4);
  g_assert_cmpint (sg_card_data (SG_CARD_CANTEEN)->count[SG_OUTLAW], ==, 1);

  sg_deck_list_standard (&list);
  for (int s = 0; s < 2; s++)
    for (int t = 0; t < SG_N_CARD_TYPES; t++)
      g_assert_cmpint (list.count[s][t], ==, sg_card_data ((SgCardType) t)->count[s]);
}

/* cards.md E-2: each deck reveals 10 barrel, 10 snake, 5 dynamite, 15 horseshoe. */
static void
test_cards_symbol_balance (void)
{
  for (int s = 0; s < 2; s++)
    {
      int n[SG_N_SYMBOLS] = { 0 };

      for (int t = 0; t < SG_N_CARD_TYPES; t++)
        for (unsigned c = 0; c < sg_card_data ((SgCardType) t)->count[s]; c++)
          {
            SgSymbol sym = sg_standard_symbol ((SgSide) s, (SgCardType) t, c);

            g_assert_cmpint (sym, <, SG_N_SYMBOLS);
            n[sym]++;
          }
      g_test_message ("%s deck: %d barrel, %d snake, %d dynamite, %d horseshoe",
                      sg_side_name ((SgSide) s), n[0], n[1], n[2], n[3]);
      g_assert_cmpint (n[SG_SYM_BARREL], ==, 10);
      g_assert_cmpint (n[SG_SYM_SNAKE], ==, 10);
      g_assert_cmpint (n[SG_SYM_DYNAMITE], ==, 5);
      g_assert_cmpint (n[SG_SYM_HORSESHOE], ==, 15);
    }
}

static SgSymbol
symbol_of_letter (char c)
{
  switch (c)
    {
    case 'B': return SG_SYM_BARREL;
    case 'S': return SG_SYM_SNAKE;
    case 'D': return SG_SYM_DYNAMITE;
    default: return SG_SYM_HORSESHOE;
    }
}

/* Every copy's symbol equals the appendix of cards.md, row by row. */
static void
test_cards_symbol_table (void)
{
  g_auto (GStrv) rows = g_strsplit (appendix, " ", -1);
  unsigned copy[2][SG_N_CARD_TYPES] = { { 0 } };
  int n_rows = 0;

  for (int i = 0; rows[i] != NULL; i++, n_rows++)
    {
      g_auto (GStrv) f = g_strsplit (rows[i], ";", 3);
      g_autofree char *name = g_strdelimit (g_strdup (f[1]), "_", ' ');
      SgSide side = f[0][0] == 'L' ? SG_LAW : SG_OUTLAW;
      int type = sg_card_by_name (name);

      g_assert_cmpint (type, >=, 0);
      g_assert_cmpint (sg_standard_symbol (side, (SgCardType) type, copy[side][type]), ==,
                       symbol_of_letter (f[2][0]));
      copy[side][type]++;
    }
  g_assert_cmpint (n_rows, ==, 80);
  for (int s = 0; s < 2; s++)
    for (int t = 0; t < SG_N_CARD_TYPES; t++)
      g_assert_cmpuint (copy[s][t], ==, sg_card_data ((SgCardType) t)->count[s]);

  /* B2: symbols are data, not derived from the card's name. */
  g_assert_cmpint (sg_standard_symbol (SG_OUTLAW, SG_CARD_DYNAMITE, 0), ==, SG_SYM_BARREL);
  g_assert_cmpint (sg_standard_symbol (SG_LAW, SG_CARD_BARREL, 0), ==, SG_SYM_SNAKE);
  /* Copies beyond the standard count cycle; a card absent from a deck
   * borrows the other deck's symbols (scenario-format.md). */
  g_assert_cmpint (sg_standard_symbol (SG_LAW, SG_CARD_FANNING, 2), ==, SG_SYM_BARREL);
  g_assert_cmpint (sg_standard_symbol (SG_LAW, SG_CARD_REMINGTON, 0), ==, SG_SYM_SNAKE);
  g_assert_cmpint (sg_standard_symbol (SG_OUTLAW, SG_CARD_FANNING, 1), ==, SG_SYM_HORSESHOE);
}

/* The set of card types for which pred holds, as a bit mask. */
static guint32
type_set (gboolean (*pred) (SgCardType))
{
  guint32 set = 0;

  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    if (pred ((SgCardType) t))
      set |= 1u << t;
  return set;
}

static gboolean is_shot (SgCardType t) { return sg_card_is_shot (t); }
static gboolean is_dodge (SgCardType t) { return sg_card_is_dodge (t); }
static gboolean is_always (SgCardType t) { return sg_card_is_always (t); }
static gboolean is_reload (SgCardType t) { return sg_card_is_reload (t); }

#define BIT(t) (1u << (SG_CARD_##t))

/* cards.md A, "Shot and dodge sets", always-active and reload lists. */
static void
test_cards_icon_sets (void)
{
  g_assert_cmphex (type_set (is_shot), ==,
                   BIT (COLT) | BIT (FANNING) | BIT (CARBINE) | BIT (PEACEMAKER) | BIT (REMINGTON)
                   | BIT (SCHOFIELD) | BIT (SHOTGUN) | BIT (WINCHESTER) | BIT (DERRINGER)
                   | BIT (GATLING) | BIT (KNIFE));
  g_assert_cmphex (type_set (is_dodge), ==, BIT (MISSED) | BIT (RETURN_FIRE));
  /* The engine's own sets, used by its listings, say the same. */
  g_assert_cmphex (type_set (is_shot), ==, SG_SHOT_TYPES);
  g_assert_cmphex (type_set (is_dodge), ==, SG_DODGE_TYPES);
  g_assert_cmphex (SG_ALL_TYPES >> (SG_N_CARD_TYPES - 1), ==, 1);
  g_assert_cmphex (type_set (is_always), ==, BIT (DYNAMITE) | BIT (RATTLESNAKE) | BIT (STAMPEDE));
  g_assert_cmphex (type_set (is_reload), ==,
                   BIT (CANTEEN) | BIT (POCKET_WATCH) | BIT (SCOPE) | BIT (STAMPEDE));
  /* E-12: Barrel and Hat dodge from play, they are not dodge cards. */
  g_assert_false (sg_card_is_dodge (SG_CARD_BARREL));
  g_assert_false (sg_card_is_dodge (SG_CARD_HAT));
  /* Every BANG! card is a shot card. */
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    if (sg_card_kind ((SgCardType) t) == SG_KIND_BANG)
      g_assert_true (sg_card_is_shot ((SgCardType) t));
}

static void
test_cards_names (void)
{
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      g_autofree char *up = g_ascii_strup (canonical_cards[t], -1);
      g_autofree char *down = g_ascii_strdown (canonical_cards[t], -1);

      g_assert_cmpint (sg_card_by_name (canonical_cards[t]), ==, t);
      g_assert_cmpint (sg_card_by_name (up), ==, t);
      g_assert_cmpint (sg_card_by_name (down), ==, t);
    }
  g_assert_cmpint (sg_card_by_name ("Missed"), ==, -1);
  g_assert_cmpint (sg_card_by_name ("Colts"), ==, -1);
  g_assert_cmpint (sg_card_by_name (""), ==, -1);
  g_assert_cmpint (sg_card_by_name ("Gourde"), ==, -1);  /* no translated names */

  for (int s = 0; s < SG_N_SYMBOLS; s++)
    g_assert_cmpint (sg_symbol_by_name (sg_symbol_name ((SgSymbol) s)), ==, s);
  g_assert_cmpint (sg_symbol_by_name ("Horseshoe"), ==, SG_SYM_HORSESHOE);
  g_assert_cmpint (sg_symbol_by_name ("BARREL"), ==, SG_SYM_BARREL);
  g_assert_cmpint (sg_symbol_by_name ("bullet"), ==, -1);
  g_assert_cmpstr (sg_side_name (SG_LAW), ==, "law");
  g_assert_cmpstr (sg_side_name (SG_OUTLAW), ==, "outlaw");
  g_assert_cmpint (sg_side_by_name ("Outlaw"), ==, SG_OUTLAW);
  g_assert_cmpint (sg_side_by_name ("LAW"), ==, SG_LAW);
  g_assert_cmpint (sg_side_by_name ("sheriff"), ==, -1);
}

/* cards.md C: 12 a side, 51 and 47 life points in all. */
static void
test_characters_table (void)
{
  int count[2] = { 0 }, life[2] = { 0 };

  g_assert_cmpint (SG_N_CHARACTERS, ==, 24);
  for (int c = 0; c < SG_N_CHARACTERS; c++)
    {
      const SgCharData *d = sg_char_data ((SgCharId) c);

      g_assert_cmpstr (d->name, ==, canonical_characters[c]);
      g_assert_true (g_str_has_prefix (d->rule, "P-"));
      g_assert_nonnull (d->text);
      g_assert_cmpint (d->side, ==, c < 12 ? SG_LAW : SG_OUTLAW);
      g_assert_cmpint (d->life, >=, 3);
      g_assert_cmpint (d->life, <=, 5);
      count[d->side]++;
      life[d->side] += d->life;
    }
  g_assert_cmpint (count[SG_LAW], ==, 12);
  g_assert_cmpint (count[SG_OUTLAW], ==, 12);
  g_assert_cmpint (life[SG_LAW], ==, 51);
  g_assert_cmpint (life[SG_OUTLAW], ==, 47);
  g_assert_cmpint (sg_char_data (SG_CHAR_JANGO)->life, ==, 3);
  g_assert_cmpint (sg_char_data (SG_CHAR_BULL_ANDERSON)->life, ==, 5);
}

/* The ability texts speak to the player as "you", as the cards' texts
 * do, and name the character "this character": "She may..." beside "You
 * may..." read as two people, and "he" next to "you" left it unclear who
 * was meant. */
static void
test_characters_texts_person (void)
{
  g_autoptr (GRegex) third = g_regex_new ("\\b(he|she|him|her|his|hers)\\b", G_REGEX_CASELESS, 0, NULL);

  for (int c = 0; c < SG_N_CHARACTERS; c++)
    {
      const char *text = sg_char_data ((SgCharId) c)->text;

      if (g_regex_match (third, text, 0, NULL))
        g_error ("%s: \"%s\" speaks of the character in the third person", sg_char_data ((SgCharId) c)->name, text);
    }
}

/* D3.4 and L-12: exactly four always-active abilities. */
static void
test_characters_always_active (void)
{
  guint32 set = 0;

  for (int c = 0; c < SG_N_CHARACTERS; c++)
    if (sg_char_data ((SgCharId) c)->always_active)
      set |= 1u << c;
  g_assert_cmphex (set, ==,
                   (1u << SG_CHAR_BART_MASTERSON) | (1u << SG_CHAR_BUFFALO_BELL)
                   | (1u << SG_CHAR_THE_STRANGER) | (1u << SG_CHAR_SOUNDANCE_KID));
}

/* cards.md E-9: parody spellings are canonical, the real names are aliases. */
static void
test_characters_names (void)
{
  for (int c = 0; c < SG_N_CHARACTERS; c++)
    {
      g_autofree char *up = g_ascii_strup (canonical_characters[c], -1);

      g_assert_cmpint (sg_char_by_name (canonical_characters[c]), ==, c);
      g_assert_cmpint (sg_char_by_name (up), ==, c);
    }
  g_assert_cmpint (sg_char_by_name ("Alan Pinkerton"), ==, SG_CHAR_ALAN_PINKERTOON);
  g_assert_cmpint (sg_char_by_name ("annie oakley"), ==, SG_CHAR_ANNIE_OAKEY);
  g_assert_cmpint (sg_char_by_name ("WYATT EARP"), ==, SG_CHAR_WYATT_EAR);
  g_assert_cmpint (sg_char_by_name ("the stranger"), ==, SG_CHAR_THE_STRANGER);
  g_assert_cmpint (sg_char_by_name ("Jango "), ==, -1);
  g_assert_cmpint (sg_char_by_name ("L'homme sans nom"), ==, -1);
  g_assert_cmpint (sg_char_by_name ("Colt"), ==, -1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cards/table", test_cards_table);
  g_test_add_func ("/cards/deck-sizes", test_cards_deck_sizes);
  g_test_add_func ("/cards/symbol-balance", test_cards_symbol_balance);
  g_test_add_func ("/cards/symbol-table", test_cards_symbol_table);
  g_test_add_func ("/cards/icon-sets", test_cards_icon_sets);
  g_test_add_func ("/cards/names", test_cards_names);
  g_test_add_func ("/characters/table", test_characters_table);
  g_test_add_func ("/characters/always-active", test_characters_always_active);
  g_test_add_func ("/characters/names", test_characters_names);
  g_test_add_func ("/characters/texts-person", test_characters_texts_person);
  return g_test_run ();
}
