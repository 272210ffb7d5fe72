/* sg-rule-xref.c: the general rules and rulings each card and character
 * touches, for their pages in the rules browser.  Hand-written; a test
 * checks that every ID listed here has an entry in the rule book. */
#include <glib.h>

#include "sg-rule-xref.h"

#define LIST(...) (const char *const[]) { __VA_ARGS__, NULL }

static const char *const *const card_xref[SG_N_CARD_TYPES] = {
  [SG_CARD_COLT] = LIST ("D4.4", "D5.1", "D5.5", "D5.7"),
  [SG_CARD_FANNING] = LIST ("D4.4", "D5.1", "D5.2", "D5.6", "D5.7", "D4.5", "E-13"),
  [SG_CARD_CARBINE] = LIST ("D4.4", "D5.1", "D5.7", "D5.10", "E-52", "E-53"),
  [SG_CARD_PEACEMAKER] = LIST ("D4.4", "D5.1", "D5.7", "E-52"),
  [SG_CARD_REMINGTON] = LIST ("D4.4", "D5.1", "D5.7", "E-52"),
  [SG_CARD_SCHOFIELD] = LIST ("D4.4", "D5.1", "D5.7", "D3.1", "E-52", "E-42"),
  [SG_CARD_SHOTGUN] = LIST ("D4.4", "D5.1", "D5.7", "D2.2.2", "E-29", "E-16", "E-17"),
  [SG_CARD_WINCHESTER] = LIST ("D4.4", "D5.1", "D5.7", "D3.5", "D3.7", "D4.5"),
  [SG_CARD_BEER] = LIST ("D4.2", "D3.1", "E-42"),
  [SG_CARD_WHISKY] = LIST ("D4.2", "D4.5", "D5.8", "E-12"),
  [SG_CARD_CANTEEN] = LIST ("D4.2", "D2.2.2", "D7.1", "D7.2", "E-29"),
  [SG_CARD_DERRINGER] = LIST ("D4.2", "D5.1", "D5.7", "D5.9", "E-26"),
  [SG_CARD_DUEL] = LIST ("D4.2", "D5.8", "E-24", "E-25"),
  [SG_CARD_GATLING] = LIST ("D4.2", "D5.1", "D5.2", "D5.7", "D5.9", "D4.5", "D10.2", "D10.3", "D10.4", "D10.5"),
  [SG_CARD_GENERAL_STORE] = LIST ("D4.2", "D6.5", "E-30"),
  [SG_CARD_INDIANS] = LIST ("D4.2", "D4.5", "D5.8", "D10.2", "E-25"),
  [SG_CARD_KNIFE] = LIST ("D4.2", "D5.1", "D5.7", "D5.9"),
  [SG_CARD_MISSED] = LIST ("D5.5", "D5.6"),
  [SG_CARD_RETURN_FIRE] = LIST ("D5.4", "D5.5", "E-19", "E-46"),
  [SG_CARD_SCHOOLMARM] = LIST ("D4.2", "D4.3.5", "D4.5", "E-40"),
  [SG_CARD_STAGECOACH] = LIST ("D4.2", "E-01"),
  [SG_CARD_STEAL] = LIST ("D4.2", "D4.3.5", "D4.5", "D9.1", "E-40", "E-47"),
  [SG_CARD_BANK] = LIST ("D4.3.2", "D3.3", "D2.1.2", "E-43"),
  [SG_CARD_BARREL] = LIST ("D4.3.2", "D5.5", "D6.1", "D6.2", "D3.5", "E-50"),
  [SG_CARD_HAT] = LIST ("D4.3.2", "D5.5", "D3.5"),
  [SG_CARD_GUN_BELT] = LIST ("D4.3.2", "D4.4", "E-10"),
  [SG_CARD_SCOPE] = LIST ("D4.3.2", "D3.7", "D4.5", "D7.3"),
  [SG_CARD_POCKET_WATCH] = LIST ("D4.3.2", "D10.1", "E-16"),
  [SG_CARD_DYNAMITE] = LIST ("D3.4", "D4.5", "D8.2", "D6.1", "D5.8", "E-04", "E-05"),
  [SG_CARD_RATTLESNAKE] = LIST ("D3.4", "D8.2", "D6.1", "D5.8", "E-51"),
  [SG_CARD_STAMPEDE] = LIST ("D3.4", "D8.2", "D7.3", "E-06"),
};

static const char *const *const char_xref[SG_N_CHARACTERS] = {
  [SG_CHAR_ALAN_PINKERTOON] = LIST ("D5.3", "D5.4", "D3.2", "E-35"),
  [SG_CHAR_ANNIE_OAKEY] = LIST ("D5.5", "D4.4", "E-27", "E-10"),
  [SG_CHAR_BART_MASTERSON] = LIST ("D3.4", "D6.1", "E-32"),
  [SG_CHAR_BILL_TIGHTMAN] = LIST ("D11.2", "D11.5", "E-45"),
  [SG_CHAR_BUFFALO_BELL] = LIST ("D3.4", "D5.8", "E-34"),
  [SG_CHAR_DALON_RANGER] = LIST ("D3.2", "E-08"),
  [SG_CHAR_JANGO] = LIST ("D2.2.2", "E-16"),
  [SG_CHAR_PAT_GARRET] = LIST ("D2.1.2", "D6.5", "D13.8", "E-48"),
  [SG_CHAR_TEX_KILLER] = LIST ("D4.4", "D5.6", "E-07"),
  [SG_CHAR_THE_STRANGER] = LIST ("D3.4", "D4.4", "E-10"),
  [SG_CHAR_WILD_BILL] = LIST ("D5.4", "D9.1", "E-20"),
  [SG_CHAR_WYATT_EAR] = LIST ("D5.5", "E-52"),
  [SG_CHAR_BABE_LEROY] = LIST ("D3.3", "E-33"),
  [SG_CHAR_BULL_ANDERSON] = LIST ("D11.5", "D9.1", "E-21", "E-45"),
  [SG_CHAR_CATTLE_KATIE] = LIST ("D3.4", "E-33", "E-49"),
  [SG_CHAR_DALTON_BROS] = LIST ("D2.1.1", "D2.1.2"),
  [SG_CHAR_JACK_RANSOME] = LIST ("D3.7", "D4.5", "D4.3.2", "E-41", "E-36"),
  [SG_CHAR_PEARL_HAT] = LIST ("D4.2", "E-15", "E-33"),
  [SG_CHAR_SID_CURRY] = LIST ("D6.1", "D5.5", "D10.5", "E-18"),
  [SG_CHAR_SLIM_POET] = LIST ("D9.1", "E-08"),
  [SG_CHAR_SOUNDANCE_KID] = LIST ("D3.4", "D13.8", "E-31", "E-33"),
  [SG_CHAR_TOCO_RAMIREZ] = LIST ("D4.4", "E-10", "E-25"),
  [SG_CHAR_TOM_THORN] = LIST ("D3.7", "D4.5", "D3.8", "D5.4", "E-17"),
  [SG_CHAR_WEST_HARDING] = LIST ("D4.4", "E-10"),
};

const char *const *
sg_rule_xref_card (SgCardType type)
{
  g_return_val_if_fail ((guint) type < SG_N_CARD_TYPES, NULL);
  return card_xref[type];
}

const char *const *
sg_rule_xref_character (SgCharId id)
{
  g_return_val_if_fail ((guint) id < SG_N_CHARACTERS, NULL);
  return char_xref[id];
}
