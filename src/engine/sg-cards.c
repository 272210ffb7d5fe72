/* sg-cards.c: the card and character tables (../shared/rules/cards.md). */
#include "sg-cards.h"

#include <ctype.h>
#include <stddef.h>
#include <string.h>

#define SHOT SG_ICON_SHOT
#define DODGE SG_ICON_DODGE
#define ALWAYS SG_ICON_ALWAYS
#define RELOAD SG_ICON_RELOAD

/* Counts are Lawmen / Outlaws (cards.md A; Canteen 4/1 per L-01). */
const SgCardData sg_card_table[SG_N_CARD_TYPES] = {
  [SG_CARD_COLT] = { "Colt", "C-COLT", SG_KIND_BANG, { 1, 5 }, SHOT,
    "One shot at the opponent's active character." },
  [SG_CARD_FANNING] = { "Fanning", "C-FANNING", SG_KIND_BANG, { 2, 0 }, SHOT,
    "One shot per equipment card the target carries; each is dodged on its own." },
  [SG_CARD_CARBINE] = { "Carbine", "C-CARBINE", SG_KIND_BANG, { 2, 1 }, SHOT,
    "One shot. If dodged, you may discard one equipment from either active character." },
  [SG_CARD_PEACEMAKER] = { "Peacemaker", "C-PEACEMAKER", SG_KIND_BANG, { 2, 0 }, SHOT,
    "One shot. If dodged, the opponent discards a card of their choice from hand." },
  [SG_CARD_REMINGTON] = { "Remington", "C-REMINGTON", SG_KIND_BANG, { 0, 2 }, SHOT,
    "One shot. If dodged, you draw a card." },
  [SG_CARD_SCHOFIELD] = { "Schofield", "C-SCHOFIELD", SG_KIND_BANG, { 0, 2 }, SHOT,
    "One shot. If dodged, your active character regains 1 life." },
  [SG_CARD_SHOTGUN] = { "Shotgun", "C-SHOTGUN", SG_KIND_BANG, { 2, 2 }, SHOT,
    "One shot. If dodged, you may swap the active and back-up of either side." },
  [SG_CARD_WINCHESTER] = { "Winchester", "C-WINCHESTER", SG_KIND_BANG, { 2, 0 }, SHOT,
    "One shot, which may also hit the opponent's back-up." },
  [SG_CARD_BEER] = { "Beer", "C-BEER", SG_KIND_ACTION, { 0, 1 }, 0,
    "Both your characters regain 1 life. Only in your own turn." },
  [SG_CARD_WHISKY] = { "Whisky", "C-WHISKY", SG_KIND_ACTION, { 1, 0 }, 0,
    "A character (not the opponent's back-up) is set to exactly 3 life." },
  [SG_CARD_CANTEEN] = { "Canteen", "C-CANTEEN", SG_KIND_ACTION, { 4, 1 }, RELOAD,
    "Swap the active and back-up of either side (not a side with one character)." },
  [SG_CARD_DERRINGER] = { "Derringer", "C-DERRINGER", SG_KIND_ACTION, { 4, 0 }, SHOT,
    "One shot, not a BANG!. Any card from hand dodges it." },
  [SG_CARD_DUEL] = { "Duel", "C-DUEL", SG_KIND_ACTION, { 1, 1 }, 0,
    "Both players discard shot cards in turn, the opponent first; whoever stops loses 1 life." },
  [SG_CARD_GATLING] = { "Gatling", "C-GATLING", SG_KIND_ACTION, { 1, 0 }, SHOT,
    "One shot at every character but your own active one. Not a BANG!." },
  [SG_CARD_GENERAL_STORE] = { "General Store", "C-GENERAL-STORE", SG_KIND_ACTION, { 1, 1 }, 0,
    "Turn up 4 cards; starting with you, both players take them one at a time." },
  [SG_CARD_INDIANS] = { "Indians!", "C-INDIANS", SG_KIND_ACTION, { 1, 1 }, 0,
    "Every character but your active one: its owner discards a shot card or it loses 1 life." },
  [SG_CARD_KNIFE] = { "Knife", "C-KNIFE", SG_KIND_ACTION, { 0, 3 }, SHOT,
    "One shot, not a BANG!." },
  [SG_CARD_MISSED] = { "Missed!", "C-MISSED", SG_KIND_ACTION, { 5, 7 }, DODGE,
    "Dodges one shot at one of your characters." },
  [SG_CARD_RETURN_FIRE] = { "Return Fire", "C-RETURN-FIRE", SG_KIND_ACTION, { 1, 0 }, DODGE,
    "Dodges one shot, then the opponent's active character is shot at." },
  [SG_CARD_SCHOOLMARM] = { "Schoolmarm", "C-SCHOOLMARM", SG_KIND_ACTION, { 2, 0 }, 0,
    "Take any card in play into your hand, except from the opponent's back-up." },
  [SG_CARD_STAGECOACH] = { "Stagecoach", "C-STAGECOACH", SG_KIND_ACTION, { 2, 1 }, 0,
    "Draw 3 cards, keep 2 and discard 1." },
  [SG_CARD_STEAL] = { "Steal", "C-STEAL", SG_KIND_ACTION, { 0, 4 }, 0,
    "Take a random card from the opponent's hand, or discard a card in play (not from the opponent's back-up)." },
  [SG_CARD_BANK] = { "Bank", "C-BANK", SG_KIND_EQUIPMENT, { 1, 0 }, 0,
    "On your active character: draw one more card in your draw phase." },
  [SG_CARD_BARREL] = { "Barrel", "C-BARREL", SG_KIND_EQUIPMENT, { 1, 1 }, 0,
    "When this character is shot at, reveal a card: a barrel dodges the shot." },
  [SG_CARD_HAT] = { "Hat", "C-HAT", SG_KIND_EQUIPMENT, { 1, 1 }, 0,
    "Discard it from play to dodge a shot at this character." },
  [SG_CARD_GUN_BELT] = { "Gun Belt", "C-GUN-BELT", SG_KIND_EQUIPMENT, { 1, 1 }, 0,
    "On your active character: BANG! cards you play do not count towards the limit." },
  [SG_CARD_SCOPE] = { "Scope", "C-SCOPE", SG_KIND_EQUIPMENT, { 1, 1 }, RELOAD,
    "On your active character: your shot cards may hit the opponent's back-up." },
  [SG_CARD_POCKET_WATCH] = { "Pocket Watch", "C-POCKET-WATCH", SG_KIND_EQUIPMENT, { 0, 2 }, RELOAD,
    "On your active character: draw a card whenever the opponent's active token moves." },
  [SG_CARD_DYNAMITE] = { "Dynamite", "C-DYNAMITE", SG_KIND_EQUIPMENT, { 0, 1 }, ALWAYS,
    "Only on your own back-up. At its owner's turn start reveal: a dynamite costs 3 life, otherwise it moves on." },
  [SG_CARD_RATTLESNAKE] = { "Rattlesnake", "C-RATTLESNAKE", SG_KIND_EQUIPMENT, { 0, 1 }, ALWAYS,
    "At its owner's turn start reveal: a snake costs this character 1 life." },
  [SG_CARD_STAMPEDE] = { "Stampede", "C-STAMPEDE", SG_KIND_EQUIPMENT, { 1, 0 }, ALWAYS | RELOAD,
    "At its owner's turn start this character swaps places with its partner." },
};

/* Abilities in the cards' voice: the player is "you", the character "this
 * character" (tests/engine/test-cards.c, /characters/texts-person). */
static const SgCharData characters[SG_N_CHARACTERS] = {
  [SG_CHAR_ALAN_PINKERTOON] = { "Alan Pinkertoon", "Alan Pinkerton", "P-ALAN-PINKERTOON", SG_LAW, 4, false,
    "Each life this character loses (not its last) becomes a shot at the opponent's active character." },
  [SG_CHAR_ANNIE_OAKEY] = { "Annie Oakey", "Annie Oakley", "P-ANNIE-OAKEY", SG_LAW, 4, false,
    "You may dodge with shot cards, and play Missed! as a Colt." },
  [SG_CHAR_BART_MASTERSON] = { "Bart Masterson", NULL, "P-BART-MASTERSON", SG_LAW, 4, true,
    "Every reveal turns up two cards, and you pick the one that counts." },
  [SG_CHAR_BILL_TIGHTMAN] = { "Bill Tightman", NULL, "P-BILL-TIGHTMAN", SG_LAW, 5, false,
    "You draw 2 cards whenever another character is eliminated." },
  [SG_CHAR_BUFFALO_BELL] = { "Buffalo Bell", NULL, "P-BUFFALO-BELL", SG_LAW, 4, true,
    "You may let this character take your other one's life losses, never its own last life." },
  [SG_CHAR_DALON_RANGER] = { "Dalon Ranger", NULL, "P-DALON-RANGER", SG_LAW, 5, false,
    "You draw a card for each life the opponent makes this character lose (not its last)." },
  [SG_CHAR_JANGO] = { "Jango", NULL, "P-JANGO", SG_LAW, 3, false,
    "You draw a card whenever the opponent's active token moves." },
  [SG_CHAR_PAT_GARRET] = { "Pat Garret", NULL, "P-PAT-GARRET", SG_LAW, 5, false,
    "Your second draw is shown; on a horseshoe you draw one more from the opponent's deck." },
  [SG_CHAR_TEX_KILLER] = { "Tex Killer", NULL, "P-TEX-KILLER", SG_LAW, 4, false,
    "Dodging your BANG! cards costs the opponent one extra card from hand." },
  [SG_CHAR_THE_STRANGER] = { "The Stranger", NULL, "P-THE-STRANGER", SG_LAW, 4, true,
    "You may play one more BANG! card each turn." },
  [SG_CHAR_WILD_BILL] = { "Wild Bill", NULL, "P-WILD-BILL", SG_LAW, 5, false,
    "When the opponent takes or discards your cards, their active character is shot at." },
  [SG_CHAR_WYATT_EAR] = { "Wyatt Ear", "Wyatt Earp", "P-WYATT-EAR", SG_LAW, 4, false,
    "You draw a card whenever the opponent dodges one of your shots." },
  [SG_CHAR_BABE_LEROY] = { "Babe Leroy", NULL, "P-BABE-LEROY", SG_OUTLAW, 4, false,
    "Once per turn, with an empty hand, you may draw 2 cards." },
  [SG_CHAR_BULL_ANDERSON] = { "Bull Anderson", NULL, "P-BULL-ANDERSON", SG_OUTLAW, 5, false,
    "When a character is eliminated, you may take up to 2 of its equipment or its owner's hand cards." },
  [SG_CHAR_CATTLE_KATIE] = { "Cattle Katie", NULL, "P-CATTLE-KATIE", SG_OUTLAW, 4, false,
    "Once per turn, you may discard an equipment of this character (not always-active) to draw 2 cards." },
  [SG_CHAR_DALTON_BROS] = { "Dalton Bros", NULL, "P-DALTON-BROS", SG_OUTLAW, 3, false,
    "You draw 3 cards instead of 2 in your draw phase." },
  [SG_CHAR_JACK_RANSOME] = { "Jack Ransome", NULL, "P-JACK-RANSOME", SG_OUTLAW, 4, false,
    "You may play cards on any character in play." },
  [SG_CHAR_PEARL_HAT] = { "Pearl Hat", NULL, "P-PEARL-HAT", SG_OUTLAW, 3, false,
    "Once per turn, you may discard a card to copy the Action card on top of the discard pile." },
  [SG_CHAR_SID_CURRY] = { "Sid Curry", NULL, "P-SID-CURRY", SG_OUTLAW, 4, false,
    "When this character is shot at, you may reveal from the opponent's deck: a barrel dodges and shoots back." },
  [SG_CHAR_SLIM_POET] = { "Slim Poet", NULL, "P-SLIM-POET", SG_OUTLAW, 4, false,
    "For each life the opponent makes this character lose (not its last), you may discard a random card of theirs." },
  [SG_CHAR_SOUNDANCE_KID] = { "Soundance Kid", NULL, "P-SOUNDANCE-KID", SG_OUTLAW, 4, true,
    "Once per turn, you may discard a card to draw one from each deck and keep one of them." },
  [SG_CHAR_TOCO_RAMIREZ] = { "Toco Ramirez", NULL, "P-TOCO-RAMIREZ", SG_OUTLAW, 4, false,
    "You may play any card from hand as a Colt." },
  [SG_CHAR_TOM_THORN] = { "Tom Thorn", NULL, "P-TOM-THORN", SG_OUTLAW, 4, false,
    "Whenever this character becomes your active one, the opponent's back-up is shot at." },
  [SG_CHAR_WEST_HARDING] = { "West Harding", NULL, "P-WEST-HARDING", SG_OUTLAW, 4, false,
    "While this character is active, you may play any number of BANG! cards in a turn." },
};

#define B SG_SYM_BARREL
#define S SG_SYM_SNAKE
#define D SG_SYM_DYNAMITE
#define H SG_SYM_HORSESHOE

/* Reveal symbol of every copy (cards.md appendix; B1 fix for Canteen #2-4 and
 * Schoolmarm #2).  Unused entries of a card's row are never read. */
static const uint8_t symbols[2][SG_N_CARD_TYPES][7] = {
  [SG_LAW] = {
    [SG_CARD_COLT] = { D },
    [SG_CARD_FANNING] = { B, H },
    [SG_CARD_CARBINE] = { H, H },
    [SG_CARD_PEACEMAKER] = { H, H },
    [SG_CARD_SHOTGUN] = { D, D },
    [SG_CARD_WINCHESTER] = { H, H },
    [SG_CARD_WHISKY] = { B },
    [SG_CARD_CANTEEN] = { B, S, S, S },
    [SG_CARD_DERRINGER] = { H, H, H, S },
    [SG_CARD_DUEL] = { D },
    [SG_CARD_GATLING] = { B },
    [SG_CARD_GENERAL_STORE] = { S },
    [SG_CARD_INDIANS] = { H },
    [SG_CARD_MISSED] = { B, S, S, S, S },
    [SG_CARD_RETURN_FIRE] = { H },
    [SG_CARD_SCHOOLMARM] = { H, B },
    [SG_CARD_STAGECOACH] = { B, B },
    [SG_CARD_BANK] = { B },
    [SG_CARD_BARREL] = { S },
    [SG_CARD_HAT] = { H },
    [SG_CARD_GUN_BELT] = { D },
    [SG_CARD_SCOPE] = { H },
    [SG_CARD_STAMPEDE] = { B },
  },
  [SG_OUTLAW] = {
    [SG_CARD_COLT] = { D, D, D, D, D },
    [SG_CARD_CARBINE] = { B },
    [SG_CARD_REMINGTON] = { S, B },
    [SG_CARD_SCHOFIELD] = { B, B },
    [SG_CARD_SHOTGUN] = { H, H },
    [SG_CARD_BEER] = { B },
    [SG_CARD_CANTEEN] = { B },
    [SG_CARD_DUEL] = { H },
    [SG_CARD_GENERAL_STORE] = { H },
    [SG_CARD_INDIANS] = { H },
    [SG_CARD_KNIFE] = { H, H, S },
    [SG_CARD_MISSED] = { H, B, S, S, S, S, S },
    [SG_CARD_STAGECOACH] = { B },
    [SG_CARD_STEAL] = { B, H, H, H },
    [SG_CARD_BARREL] = { S },
    [SG_CARD_HAT] = { H },
    [SG_CARD_GUN_BELT] = { S },
    [SG_CARD_SCOPE] = { H },
    [SG_CARD_POCKET_WATCH] = { H, H },
    [SG_CARD_DYNAMITE] = { B },
    [SG_CARD_RATTLESNAKE] = { S },
  },
};

static const char *const symbol_names[SG_N_SYMBOLS] = { "barrel", "snake", "dynamite", "horseshoe" };
static const char *const side_names[2] = { "law", "outlaw" };

static const char *const clauses[SG_N_CARD_TYPES] = {
  "C-COLT.1", "C-FANNING.1", "C-CARBINE.1", "C-PEACEMAKER.1", "C-REMINGTON.1", "C-SCHOFIELD.1",
  "C-SHOTGUN.1", "C-WINCHESTER.1", "C-BEER.1", "C-WHISKY.1", "C-CANTEEN.1", "C-DERRINGER.1",
  "C-DUEL.1", "C-GATLING.1", "C-GENERAL-STORE.1", "C-INDIANS.1", "C-KNIFE.1", "C-MISSED.1",
  "C-RETURN-FIRE.1", "C-SCHOOLMARM.1", "C-STAGECOACH.1", "C-STEAL.1", "C-BANK.1", "C-BARREL.1",
  "C-HAT.1", "C-GUN-BELT.1", "C-SCOPE.1", "C-POCKET-WATCH.1", "C-DYNAMITE.1", "C-RATTLESNAKE.1",
  "C-STAMPEDE.1",
};

const char *
sg_card_rule_clause (SgCardType type)
{
  return clauses[type];
}

static const char *const char_clauses[SG_N_CHARACTERS] = {
  "P-ALAN-PINKERTOON.1", "P-ANNIE-OAKEY.1", "P-BART-MASTERSON.1", "P-BILL-TIGHTMAN.1",
  "P-BUFFALO-BELL.1", "P-DALON-RANGER.1", "P-JANGO.1", "P-PAT-GARRET.1", "P-TEX-KILLER.1",
  "P-THE-STRANGER.1", "P-WILD-BILL.1", "P-WYATT-EAR.1", "P-BABE-LEROY.1", "P-BULL-ANDERSON.1",
  "P-CATTLE-KATIE.1", "P-DALTON-BROS.1", "P-JACK-RANSOME.1", "P-PEARL-HAT.1", "P-SID-CURRY.2",
  "P-SLIM-POET.1", "P-SOUNDANCE-KID.1", "P-TOCO-RAMIREZ.1", "P-TOM-THORN.1", "P-WEST-HARDING.1",
};

const char *
sg_char_rule_clause (SgCharId ch)
{
  return char_clauses[ch];
}

const SgCharData *
sg_char_data (SgCharId ch)
{
  return &characters[ch];
}

static bool
name_equal (const char *a, const char *b)
{
  if (a == NULL || b == NULL)
    return false;
  for (; *a && *b; a++, b++)
    if (tolower ((unsigned char) *a) != tolower ((unsigned char) *b))
      return false;
  return *a == *b;
}

int
sg_card_by_name (const char *name)
{
  for (int i = 0; i < SG_N_CARD_TYPES; i++)
    if (name_equal (sg_card_table[i].name, name))
      return i;
  return -1;
}

int
sg_char_by_name (const char *name)
{
  for (int i = 0; i < SG_N_CHARACTERS; i++)
    if (name_equal (characters[i].name, name) || name_equal (characters[i].alias, name))
      return i;
  return -1;
}

bool
sg_rule_within (const char *rule, const char *id)
{
  size_t n = strlen (id);
  return rule != NULL && strncmp (rule, id, n) == 0 && (rule[n] == '.' || rule[n] == '\0');
}

int
sg_card_by_rule (const char *rule)
{
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    if (sg_rule_within (rule, sg_card_table[t].rule))
      return t;
  return SG_NONE;
}

int
sg_char_by_rule (const char *rule)
{
  for (int c = 0; c < SG_N_CHARACTERS; c++)
    if (sg_rule_within (rule, characters[c].rule))
      return c;
  return SG_NONE;
}

int
sg_symbol_by_name (const char *name)
{
  for (int i = 0; i < SG_N_SYMBOLS; i++)
    if (name_equal (symbol_names[i], name))
      return i;
  return -1;
}

const char *
sg_symbol_name (SgSymbol s)
{
  return s < SG_N_SYMBOLS ? symbol_names[s] : "none";
}

const char *
sg_side_name (SgSide s)
{
  return side_names[s & 1];
}

int
sg_side_by_name (const char *name)
{
  for (int i = 0; i < 2; i++)
    if (name_equal (side_names[i], name))
      return i;
  return -1;
}

void
sg_deck_list_standard (SgDeckList *out)
{
  for (int s = 0; s < 2; s++)
    for (int t = 0; t < SG_N_CARD_TYPES; t++)
      out->count[s][t] = sg_card_table[t].count[s];
}

SgSymbol
sg_standard_symbol (SgSide side, SgCardType type, unsigned copy)
{
  unsigned n = sg_card_table[type].count[side];
  if (n == 0)
    {
      side = (SgSide) !side;
      n = sg_card_table[type].count[side];
    }
  return (SgSymbol) symbols[side][type][copy % n];
}
