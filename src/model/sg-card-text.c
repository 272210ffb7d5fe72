/* sg-card-text.c: translated card, character and symbol texts.
 *
 * The English names repeat the engine's canonical names (sg-cards.c) so
 * that xgettext sees them; a test checks that both stay equal. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "sg-card-text.h"

typedef struct {
  const char *name;
  const char *effect;       /* short, to draw on the card */
  const char *description;  /* fuller, for accessibility and the browser */
} SgCardText;

/* Translators: card names.  Use the official name printed in the BANG! The
 * Duel rulebook of your language (e.g. French "Planque" for Barrel). */
static const SgCardText card_texts[SG_N_CARD_TYPES] = {
  [SG_CARD_COLT] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Colt"),
    N_("Shoot the opponent’s active character"),
    N_("A BANG! card that fires one shot at the opponent’s active character. "
       "Nothing more, nothing less.") },
  [SG_CARD_FANNING] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Fanning"),
    N_("One shot per equipment card on the target"),
    N_("A BANG! card aimed at one opposing character: it fires one shot for every "
       "equipment card lying on that character, and each shot needs its own dodge.") },
  [SG_CARD_CARBINE] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Carbine"),
    N_("Shoot; if dodged, discard an equipment on an AC"),
    N_("A BANG! card with one shot. If the shot is dodged, you may still discard "
       "one equipment card lying on your active character or the opponent’s.") },
  [SG_CARD_PEACEMAKER] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Peacemaker"),
    N_("Shoot; if dodged, the opponent discards a card"),
    N_("A BANG! card with one shot. If the shot is dodged, the opponent must "
       "throw away one card of their choice from their hand.") },
  [SG_CARD_REMINGTON] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Remington"),
    N_("Shoot; if dodged, you may draw a card"),
    N_("A BANG! card with one shot. If the shot is dodged, you may draw one card "
       "from your deck as a consolation.") },
  [SG_CARD_SCHOFIELD] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Schofield"),
    N_("Shoot; if dodged, your AC regains 1 life"),
    N_("A BANG! card with one shot. If the shot is dodged, your active character "
       "gets one life point back, never above its maximum.") },
  [SG_CARD_SHOTGUN] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Shotgun"),
    N_("Shoot; if dodged, you may swap one side’s characters"),
    N_("A BANG! card with one shot. If the shot is dodged, you may move the AC "
       "token of either side, swapping its active and back-up characters.") },
  [SG_CARD_WINCHESTER] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Winchester"),
    N_("Shoot an opposing character, even the back-up"),
    N_("A BANG! card with one shot that may be aimed at the opponent’s back-up "
       "character as well as the active one, no Scope needed.") },
  [SG_CARD_BEER] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Beer"),
    N_("Both your characters regain 1 life"),
    N_("An Action card: each of your characters in play gets one life point back, "
       "up to its maximum. Only in your own turn.") },
  [SG_CARD_WHISKY] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Whisky"),
    N_("A character’s life becomes exactly 3"),
    N_("An Action card: pick any character except the opponent’s back-up; its "
       "life is set to 3, which heals a wounded one and weakens a healthy one.") },
  [SG_CARD_CANTEEN] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Canteen"),
    N_("Swap the active and back-up of one side"),
    N_("An Action card that moves the AC token of your side or of the opponent’s "
       "side, as long as that side still has two characters. It can be reloaded.") },
  [SG_CARD_DERRINGER] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Derringer"),
    N_("Shoot; any card from hand dodges it"),
    N_("An Action card with one shot, not a BANG! card. It is easy to avoid: the "
       "opponent may answer with any card from hand.") },
  [SG_CARD_DUEL] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Duel"),
    N_("Take turns discarding shot cards; who stops loses 1 life"),
    N_("An Action card: starting with the opponent, both players take turns "
       "discarding shot cards. The first one who stops has their active "
       "character lose one life point.") },
  [SG_CARD_GATLING] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Gatling"),
    N_("Shoot every character except your own AC"),
    N_("An Action card, not a BANG! card: one shot at each character in play "
       "except your own active character, your own back-up included.") },
  [SG_CARD_GENERAL_STORE] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("General Store"),
    N_("Turn up 4 cards; players pick them in turn"),
    N_("An Action card: four cards are turned face up, then you and the opponent "
       "take them one at a time into your hands, you first.") },
  [SG_CARD_INDIANS] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Indians!"),
    N_("All but your AC: discard a shot card or lose 1 life"),
    N_("An Action card: for each character except your own active one, its owner "
       "either discards a shot card or lets it lose one life point. Dodges do not "
       "help.") },
  [SG_CARD_KNIFE] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Knife"),
    N_("Shoot; not a BANG! card"),
    N_("An Action card with one shot. It is not a BANG! card, so it does not use "
       "up your one BANG! of the turn.") },
  [SG_CARD_MISSED] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Missed!"),
    N_("Dodge one shot"),
    N_("The basic dodge: when one of your characters is shot at, play it from "
       "hand and the shot misses.") },
  [SG_CARD_RETURN_FIRE] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Return Fire"),
    N_("Dodge one shot, then shoot the opponent’s AC"),
    N_("A dodge card that bites back: the shot at you misses and the opponent’s "
       "active character becomes the target of a shot.") },
  [SG_CARD_SCHOOLMARM] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Schoolmarm"),
    N_("Take a card in play into your hand"),
    N_("An Action card: move any card from the table into your hand, unless it "
       "lies on the opponent’s back-up character.") },
  [SG_CARD_STAGECOACH] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Stagecoach"),
    N_("Draw 3 cards, keep 2"),
    N_("An Action card: draw three cards from your deck, keep the two you like "
       "and discard the third.") },
  [SG_CARD_STEAL] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Steal"),
    N_("Take a random card from hand, or discard one in play"),
    N_("An Action card: either pull a random card out of the opponent’s hand, or "
       "discard a card on the table that is not on the opponent’s back-up.") },
  [SG_CARD_BANK] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Bank"),
    N_("Draw 1 more card in your draw phase"),
    N_("Equipment: while its character is active, its owner draws one extra card "
       "in every draw phase.") },
  [SG_CARD_BARREL] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Barrel"),
    N_("When shot at, reveal: a barrel dodges"),
    N_("Equipment: each time its character is shot at, its owner may reveal the "
       "top card of their deck; a barrel symbol dodges the shot.") },
  [SG_CARD_HAT] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Hat"),
    N_("Discard it from play to dodge one shot"),
    N_("Equipment: when its character is shot at, its owner may discard the Hat "
       "from the table to make that shot miss.") },
  [SG_CARD_GUN_BELT] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Gun Belt"),
    N_("Play any number of BANG! cards"),
    N_("Equipment: while its character is active, the BANG! cards its owner plays "
       "are not counted against the one-per-turn limit.") },
  [SG_CARD_SCOPE] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Scope"),
    N_("Your shot cards may hit the opponent’s back-up"),
    N_("Equipment: while its character is active, its owner may aim any shot card "
       "at the opponent’s back-up character. It can be reloaded.") },
  [SG_CARD_POCKET_WATCH] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Pocket Watch"),
    N_("Draw a card each time the opponent’s AC token moves"),
    N_("Equipment: while its character is active, its owner draws a card every "
       "time the opponent’s AC token moves. It can be reloaded.") },
  [SG_CARD_DYNAMITE] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Dynamite"),
    N_("Start of turn: reveal; a dynamite costs 3 life"),
    N_("Always-active equipment played on your own back-up. At the start of its "
       "owner’s turn a card is revealed: a dynamite symbol makes it explode for 3 "
       "life, otherwise it moves on to the opponent’s back-up.") },
  [SG_CARD_RATTLESNAKE] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Rattlesnake"),
    N_("Start of turn: reveal; a snake costs 1 life"),
    N_("Always-active equipment, usually given to the opponent’s active "
       "character. At the start of its owner’s turn a card is revealed: a snake "
       "symbol costs one life point, and the snake stays.") },
  [SG_CARD_STAMPEDE] = {
    /* Translators: a card name: the official one of your rulebook. */
    N_("Stampede"),
    N_("Start of turn: its character swaps places"),
    N_("Always-active equipment: at the start of its owner’s turn, its character "
       "swaps places with the other one of that side. It can be reloaded.") },
};

typedef struct {
  const char *name;
  const char *ability;
  /* The name inside a sentence (context "character name, mid-sentence"). */
  const char *in_sentence;
} SgCharText;

/* The abilities speak to the player as "you", as the cards' texts do, and
 * name the character itself "this character" (never "he" or "she" beside
 * "you": two people seemed to act); short enough for the faces
 * (tests/ui/test-card-faces.c). */
/* Translators: character names.  Keep the names used by the official
 * rulebook of your language (e.g. French "L’homme sans nom" for The
 * Stranger, "Les Dalton" for Dalton Bros); most names stay unchanged.
 * Each name comes twice: as a title and at the start of a sentence
 * ("The Stranger"), and, with the context "character name, mid-sentence",
 * inside a sentence ("You play Colt on the Stranger."): write the article
 * there as your language writes it mid-sentence (French "l’homme sans
 * nom", "les Dalton"); a name without an article stays the same.  After a
 * preposition, the article may merge with it ("de les Dalton" → "des
 * Dalton"): see the message with the context "contractions before a
 * character name". */
static const SgCharText char_texts[SG_N_CHARACTERS] = {
  [SG_CHAR_ALAN_PINKERTOON] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Alan Pinkertoon"),
    N_("Each time this character loses a life point and survives, the "
       "opponent’s active character becomes the target of a shot."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Alan Pinkertoon") },
  [SG_CHAR_ANNIE_OAKEY] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Annie Oakey"),
    N_("You may use shot cards as dodges, and play Missed! cards as Colts."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Annie Oakey") },
  [SG_CHAR_BART_MASTERSON] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Bart Masterson"),
    N_("Always active. Whenever anyone reveals, two cards are turned up and "
       "you pick the one that counts."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Bart Masterson") },
  [SG_CHAR_BILL_TIGHTMAN] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Bill Tightman"),
    N_("Each time another character is eliminated, you may draw two cards."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Bill Tightman") },
  [SG_CHAR_BUFFALO_BELL] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Buffalo Bell"),
    N_("Always active. You may let this character lose life points in place of "
       "your other one, one at a time, but never its own last point."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Buffalo Bell") },
  [SG_CHAR_DALON_RANGER] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Dalon Ranger"),
    N_("Each time the opponent makes this character lose a life point and it "
       "survives, you may draw a card."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Dalon Ranger") },
  [SG_CHAR_JANGO] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Jango"),
    N_("Each time the opponent’s AC token moves, you may draw a card."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Jango") },
  [SG_CHAR_PAT_GARRET] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Pat Garret"),
    N_("Your second draw of the draw phase is shown; a horseshoe earns one more "
       "card from the opponent’s deck."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Pat Garret") },
  [SG_CHAR_TEX_KILLER] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Tex Killer"),
    N_("Your BANG! cards cost the opponent a dodge plus one extra card from hand "
       "to avoid."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Tex Killer") },
  [SG_CHAR_THE_STRANGER] = {
    /* Translators: a character name, as in your rulebook. */
    N_("The Stranger"),
    N_("Always active. You may play one more BANG! card each turn."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "the Stranger") },
  [SG_CHAR_WILD_BILL] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Wild Bill"),
    N_("If the opponent takes or discards a card from your hand or from Wild Bill’s equipment, "
       "their active character becomes the target of a shot."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Wild Bill") },
  [SG_CHAR_WYATT_EAR] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Wyatt Ear"),
    N_("Each time the opponent dodges one of your shots, you may draw a card."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Wyatt Ear") },
  [SG_CHAR_BABE_LEROY] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Babe Leroy"),
    N_("Once in your turn, with an empty hand, you may draw two cards."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Babe Leroy") },
  [SG_CHAR_BULL_ANDERSON] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Bull Anderson"),
    N_("Whenever any character falls, you may grab up to two cards from its "
       "equipment or at random from its owner’s hand."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Bull Anderson") },
  [SG_CHAR_CATTLE_KATIE] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Cattle Katie"),
    N_("Once in your turn, discard one equipment card on this character (not an "
       "always-active one) to draw two cards."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Cattle Katie") },
  [SG_CHAR_DALTON_BROS] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Dalton Bros"),
    N_("You draw three cards instead of two in your draw phase."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Dalton Bros") },
  [SG_CHAR_JACK_RANSOME] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Jack Ransome"),
    N_("You may play your cards on any character in play, back-ups included."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Jack Ransome") },
  [SG_CHAR_PEARL_HAT] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Pearl Hat"),
    N_("Once in your turn, pay a card from hand to reuse the Action card lying on "
       "the discard pile (dodge cards excepted)."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Pearl Hat") },
  [SG_CHAR_SID_CURRY] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Sid Curry"),
    N_("When shot at, you may reveal from the opponent’s deck: a barrel dodges "
       "and shoots back at the attacker."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Sid Curry") },
  [SG_CHAR_SLIM_POET] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Slim Poet"),
    N_("Each time the opponent makes this character lose a life point and it "
       "survives, you may discard a random card from their hand."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Slim Poet") },
  [SG_CHAR_SOUNDANCE_KID] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Soundance Kid"),
    N_("Always active. Once in your turn, discard a card to draw one from each "
       "deck, and keep just one of them."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Soundance Kid") },
  [SG_CHAR_TOCO_RAMIREZ] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Toco Ramirez"),
    N_("Every card in your hand can be played as a Colt."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Toco Ramirez") },
  [SG_CHAR_TOM_THORN] = {
    /* Translators: a character name, as in your rulebook. */
    N_("Tom Thorn"),
    N_("Each time this character becomes your active one, the opponent’s "
       "back-up becomes the target of a shot."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "Tom Thorn") },
  [SG_CHAR_WEST_HARDING] = {
    /* Translators: a character name, as in your rulebook. */
    N_("West Harding"),
    N_("While this character is active, there is no limit to the BANG! cards "
       "you play."),
    /* Translators: the same name inside a sentence ("You play Colt on the Stranger."), with a small
     * article where your language writes one there (French "les Dalton"); else the same name. */
    NC_("character name, mid-sentence", "West Harding") },
};

/* Translators: the reveal symbols printed in a card's corner. */
static const char *const symbol_texts[SG_N_SYMBOLS] = {
  /* Translators: a reveal symbol, as in "revealed a %s". */
  [SG_SYM_BARREL] = N_("barrel"),
  /* Translators: a reveal symbol, as in "revealed a %s". */
  [SG_SYM_SNAKE] = N_("snake"),
  /* Translators: a reveal symbol, as in "revealed a %s". */
  [SG_SYM_DYNAMITE] = N_("dynamite"),
  /* Translators: a reveal symbol, as in "revealed a %s". */
  [SG_SYM_HORSESHOE] = N_("horseshoe"),
};

const char *
sg_card_text_name (SgCardType type)
{
  g_return_val_if_fail ((guint) type < SG_N_CARD_TYPES, "");
  return _(card_texts[type].name);
}

/* Whether the character before text + at (none at 0), or the one at
 * text + at (none at the end), is a letter or a digit. */
static gboolean
alnum_before (const char *text, gsize at)
{
  return at > 0 && g_unichar_isalnum (g_utf8_get_char (g_utf8_find_prev_char (text, text + at)));
}

static gboolean
alnum_at (const char *text, gsize at)
{
  return text[at] != '\0' && g_unichar_isalnum (g_utf8_get_char (text + at));
}

/* The length of the longest card name at text + at as a whole word; 0
 * when none is. */
static gsize
name_at (const char *text, gsize at)
{
  gsize best = 0;

  for (guint t = 0; t < SG_N_CARD_TYPES; t++)
    {
      const char *name = sg_card_text_name ((SgCardType) t);
      gsize len = strlen (name);

      if (len > best && strncmp (text + at, name, len) == 0 && !alnum_at (text, at + len))
        best = len;
    }
  return best;
}

/* The length of the character name at text + at as a whole word (either
 * form: "The Stranger", "the Stranger"); 0 when none is. */
static gsize
character_at (const char *text, gsize at)
{
  gsize best = 0;

  for (guint c = 0; c < SG_N_CHARACTERS; c++)
    {
      const char *forms[] = { sg_character_text_name ((SgCharId) c),
                              sg_character_text_in_sentence ((SgCharId) c) };

      for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
        {
          gsize len = strlen (forms[f]);

          if (len > best && strncmp (text + at, forms[f], len) == 0 && !alnum_at (text, at + len))
            best = len;
        }
    }
  return best;
}

guint
sg_card_text_find_names (const char *text, guint *starts, guint *ends, guint max)
{
  guint n = 0;
  gsize at = 0;

  while (text[at] != '\0' && n < max)
    {
      gsize len = 0, person = 0;

      if (!alnum_before (text, at))
        {
          /* A character's name is passed over whole: "Hat" in "Pearl
           * Hat" is not the card (the sidebar bolded half of her). */
          person = character_at (text, at);
          len = person > 0 ? 0 : name_at (text, at);
        }
      if (person > 0)
        at += person;
      else if (len > 0)
        {
          starts[n] = (guint) at;
          ends[n++] = (guint) (at + len);
          at += len;
        }
      else
        at = (gsize) (g_utf8_next_char (text + at) - text);
    }
  return n;
}

const char *
sg_card_text_effect (SgCardType type)
{
  g_return_val_if_fail ((guint) type < SG_N_CARD_TYPES, "");
  return _(card_texts[type].effect);
}

const char *
sg_card_text_description (SgCardType type)
{
  g_return_val_if_fail ((guint) type < SG_N_CARD_TYPES, "");
  return _(card_texts[type].description);
}

char *
sg_card_text_played_as (const char *name, SgCardType as)
{
  g_return_val_if_fail (name != NULL, NULL);
  /* Translators: a card used as another one, "Scope as Colt"; it goes
   * into sentences such as "Duel: you discard %s." */
  return g_strdup_printf (C_("card played as another", "%s as %s"), name, sg_card_text_name (as));
}

const char *
sg_card_text_kind (SgCardType type)
{
  g_return_val_if_fail ((guint) type < SG_N_CARD_TYPES, "");
  switch (sg_card_kind (type))
    {
    case SG_KIND_BANG:
      /* Translators: the kind of a red-bordered card. */
      return _("BANG! card");
    case SG_KIND_ACTION:
      /* Translators: the kind of a brown-bordered card. */
      return _("Action");
    case SG_KIND_EQUIPMENT:
    default:
      /* Translators: the kind of a blue-bordered card. */
      return _("Equipment");
    }
}

const char *
sg_card_text_kind_compact (SgCardType type)
{
  g_return_val_if_fail ((guint) type < SG_N_CARD_TYPES, "");
  if (sg_card_kind (type) == SG_KIND_EQUIPMENT)
    /* Translators: the kind of a blue-bordered card at the foot of a small
     * card in play, about ten letters wide: shorten it when the word is
     * longer in your language ("Equipagg."); words are never cut there. */
    return C_("small card", "Equipment");
  return sg_card_text_kind (type);
}

const char *
sg_character_text_name (SgCharId id)
{
  g_return_val_if_fail ((guint) id < SG_N_CHARACTERS, "");
  return _(char_texts[id].name);
}

const char *
sg_character_text_in_sentence (SgCharId id)
{
  g_return_val_if_fail ((guint) id < SG_N_CHARACTERS, "");
  return g_dpgettext2 (GETTEXT_PACKAGE, "character name, mid-sentence", char_texts[id].in_sentence);
}

const char *
sg_character_text_ability (SgCharId id)
{
  g_return_val_if_fail ((guint) id < SG_N_CHARACTERS, "");
  return _(char_texts[id].ability);
}

const char *
sg_symbol_text_name (SgSymbol s)
{
  g_return_val_if_fail ((guint) s < SG_N_SYMBOLS, "");
  return _(symbol_texts[s]);
}

const char *
sg_side_text_name (SgSide side)
{
  return side == SG_LAW ? _("Lawmen") : _("Outlaws");
}

const char *
sg_side_text_in_sentence (SgSide side)
{
  return side == SG_LAW ? C_("side in a sentence", "Lawmen") : C_("side in a sentence", "Outlaws");
}
