/* test-heuristic-positions.c: the Heuristic bot's choice in positions where
 * one move is clearly right, each written as a scenario's setup and the
 * moves that lead to the decision.  The first six come from an audit of
 * the bot's play (2026-11-25) and each failed before the fix it names.  The
 * rest come from a second audit (2026-11-26) of the characters' abilities
 * and the less common cards: the cases that failed before a fix say so,
 * the others were right already and guard against a change for the worse. */
#include <glib.h>
#include <string.h>

#include "sg-bot-heuristic.h"
#include "sg-label.h"
#include "sg-scenario.h"

typedef struct {
  const char *name;
  const char *setup;    /* scenario setup statements */
  const char *moves;    /* statements played before the decision, or NULL */
  const char *expected; /* the label of the right choice */
} Position;

/* Own decks for positions that draw or reveal but where the cards drawn
 * do not matter. */
#define DECKS "law deck Colt Missed! Colt Missed! Colt Missed!\n" \
              "outlaw deck Colt Missed! Colt Missed! Colt Missed!\n"

static const Position positions[] = {
  /* Own back-up at 1 life and no dodge card: the Gatling would eliminate
   * it (C-GATLING.1); the Colt is the play. */
  { "gatling-spares-own-backup",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Dalon Ranger\" 1\nlaw hand Gatling Colt\n"
    "law deck Colt Colt Colt Colt\noutlaw active \"Babe Leroy\" 4\noutlaw backup \"Dalton Bros\" 3\n"
    "outlaw hand Colt Knife\noutlaw deck Colt Colt Colt Colt\n",
    NULL, "play Colt at outlaw.active" },
  /* The same with Indians! and no shot card to answer it (C-INDIANS.1). */
  { "indians-spares-own-backup",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Dalon Ranger\" 1\nlaw hand Indians! Missed!\n"
    "law deck Colt Colt Colt Colt\noutlaw active \"Babe Leroy\" 4\noutlaw backup \"Dalton Bros\" 3\n"
    "outlaw deck Colt Colt Colt Colt\n",
    NULL, "end" },
  /* A Stampede on a 1-life active character would swap it out of reach at
   * the start of the opponent's turn (C-STAMPEDE). */
  { "no-stampede-rescuing-the-opponent",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Bill Tightman\" 5\nlaw hand Stampede Missed!\n"
    "law deck Colt Colt Colt Colt\noutlaw active \"Bull Anderson\" 1\noutlaw backup \"Dalton Bros\" 3\n"
    "outlaw hand Colt\noutlaw deck Colt Colt Colt Colt\n",
    NULL, "end" },
  /* Against Indians!, the last Colt that can finish a 1-life lone
   * opponent next turn is worth more than one of five life points. */
  { "keeps-the-winning-colt",
    "start outlaw\nlaw active \"Pat Garret\" 5\nlaw hand Colt\nlaw deck Colt Colt Colt Colt\n"
    "outlaw active \"Babe Leroy\" 1\noutlaw hand Indians!\noutlaw deck Colt Colt Colt Colt\n",
    "outlaw play Indians!\n", "take" },
  /* A Canteen bringing a 1-life back-up forward is wasted without a shot
   * to follow: the BANG! is used and they swap back for free. */
  { "no-canteen-without-a-shot",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Bill Tightman\" 5\nlaw bangs 1\n"
    "law hand Canteen Missed! Colt\nlaw deck Colt Colt Colt Colt\noutlaw active \"Bull Anderson\" 5\n"
    "outlaw backup \"Dalton Bros\" 1\noutlaw hand Missed!\noutlaw deck Colt Colt Colt Colt\n",
    NULL, "end" },
  /* ... but with the Colt still to play, it is the move. */
  { "canteen-then-shot",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Bill Tightman\" 5\n"
    "law hand Canteen Colt Missed!\nlaw deck Colt Colt Colt Colt\noutlaw active \"Bull Anderson\" 5\n"
    "outlaw backup \"Dalton Bros\" 1\noutlaw hand Missed!\noutlaw deck Colt Colt Colt Colt\n",
    NULL, "play Canteen at outlaw" },

  /* --- the second audit (2026-11-26) --- */

  /* A Pocket Watch does nothing against a lone opponent (C-POCKET-WATCH.2):
   * Cattle Katie's ability gives it up, not the Barrel (P-CATTLE-KATIE.1, E-49). */
  { "cattle-katie-gives-up-the-watch-not-the-barrel",
    "start outlaw\noutlaw active \"Cattle Katie\" 4\noutlaw backup \"Dalton Bros\" 3\noutlaw equip \"Cattle Katie\" \"Pocket Watch\" Barrel\n"
    "outlaw hand Missed!\nlaw active \"Pat Garret\" 5\nlaw hand Missed!\n" DECKS,
    "outlaw ability\n", "choose \"Pocket Watch\"" },
  /* Soundance Kid draws a Missed! and a Stampede and gives up the Stampede
   * (P-SOUNDANCE-KID.1; the label names the card given up). */
  { "soundance-kid-keeps-the-missed",
    "start outlaw\noutlaw active \"Soundance Kid\" 4\noutlaw backup \"Dalton Bros\" 3\n"
    "outlaw hand Missed! Scope\nlaw active \"Pat Garret\" 5\nlaw hand Missed!\n"
    "outlaw deck Missed! Colt\nlaw deck Stampede Colt\n",
    "outlaw ability\noutlaw choose Scope\n", "choose Stampede" },
  /* Pearl Hat at 1 life copies the Beer on the discard pile (P-PEARL-HAT.1,
   * C-BEER.1); a swap first would put her ability to sleep (D3.3). */
  { "pearl-hat-copies-the-beer",
    "start outlaw\noutlaw active \"Pearl Hat\" 1\noutlaw backup \"Dalton Bros\" 2\n"
    "outlaw hand Missed! Canteen\ndiscard Colt Beer\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Missed!\n" DECKS,
    NULL, "ability" },
  /* A Missed! played as a Colt finishes a 1-life character that has no
   * card to answer (P-ANNIE-OAKEY.2). */
  { "annie-oakey-missed-as-colt-finishes",
    "start law\nlaw active \"Annie Oakey\" 4\nlaw backup \"Wild Bill\" 5\nlaw hand Missed! Missed!\n"
    "outlaw active \"Bull Anderson\" 1\noutlaw backup \"Dalton Bros\" 3\n" DECKS,
    NULL, "play Missed! as Colt at outlaw.active" },
  /* Toco Ramirez shoots with the card worth least and keeps the Missed!
   * (P-TOCO-RAMIREZ.1). */
  { "toco-ramirez-shoots-with-the-junk",
    "start outlaw\noutlaw active \"Toco Ramirez\" 4\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Missed! Dynamite\n"
    "law active \"Pat Garret\" 1\nlaw backup \"Wild Bill\" 5\n" DECKS,
    NULL, "play Dynamite as Colt at law.active" },
  /* Buffalo Bell takes the point that would eliminate his partner
   * (P-BUFFALO-BELL.1). */
  { "buffalo-bell-saves-the-last-point",
    "start outlaw\nlaw active \"Pat Garret\" 1\nlaw backup \"Buffalo Bell\" 4\noutlaw active \"Bull Anderson\" 5\n"
    "outlaw backup \"Dalton Bros\" 3\noutlaw hand Colt\n" DECKS,
    "outlaw play Colt at law.active\n", "choose yes" },
  /* Jack Ransome's Colt reaches the 1-life back-up (P-JACK-RANSOME.1). */
  { "jack-ransome-shoots-the-backup",
    "start outlaw\noutlaw active \"Jack Ransome\" 4\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Colt Missed!\n"
    "law active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 1\n" DECKS,
    NULL, "play Colt at law.backup" },
  /* Against Tex Killer's BANG! a 1-life character pays the extra card after
   * its Missed! (P-TEX-KILLER.1, E-07). */
  { "tex-killer-pays-both-cards-at-one-life",
    "start law\nlaw active \"Tex Killer\" 4\nlaw backup \"Wild Bill\" 5\nlaw hand Colt\n"
    "outlaw active \"Bull Anderson\" 1\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Missed! Knife\n" DECKS,
    "law play Colt at outlaw.active\noutlaw dodge Missed!\n", "dodge Knife" },
  /* The Stranger, on the back-up too, allows a second BANG! (P-THE-STRANGER.1,
   * D3.4, E-10). */
  { "the-stranger-second-bang",
    "start law\nlaw active \"Pat Garret\" 4\nlaw backup \"The Stranger\" 4\nlaw bangs 1\nlaw hand Colt Missed!\n"
    "outlaw active \"Bull Anderson\" 1\noutlaw backup \"Dalton Bros\" 3\n" DECKS,
    NULL, "play Colt at outlaw.active" },
  /* Bart Masterson counts the barrel for his own Barrel (P-BART-MASTERSON.1,
   * C-BARREL.2) ... */
  { "bart-masterson-keeps-his-barrel",
    "start outlaw\nlaw active \"Bart Masterson\" 4\nlaw backup \"Wild Bill\" 5\nlaw equip \"Bart Masterson\" Barrel\n"
    "law deck Colt:dynamite Missed!:barrel Colt\noutlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Colt\n"
    "outlaw deck Colt Colt\n",
    "outlaw play Colt at law.active\nlaw dodge barrel\n", "choose Missed!" },
  /* ... and the card without one for the opponent's Barrel (E-32). */
  { "bart-masterson-spoils-their-barrel",
    "start law\nlaw active \"Bart Masterson\" 4\nlaw backup \"Wild Bill\" 5\nlaw hand Colt\nlaw deck Colt Colt\n"
    "outlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw equip \"Bull Anderson\" Barrel\n"
    "outlaw deck Colt:dynamite Missed!:barrel Colt\n",
    "law play Colt at outlaw.active\noutlaw dodge barrel\n", "choose Colt" },
  /* Bull Anderson takes the eliminated character's Barrel (P-BULL-ANDERSON.1). */
  { "bull-anderson-loots-the-barrel",
    "start outlaw\noutlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Colt\n"
    "law active \"Pat Garret\" 1\nlaw backup \"Wild Bill\" 5\nlaw equip \"Pat Garret\" Barrel\n" DECKS,
    "outlaw play Colt at law.active\nlaw dodge barrel\n", "choose Barrel" },
  /* A Dynamite explosion would eliminate the 3-life back-up, and we reveal
   * first (C-DYNAMITE.1, C-DYNAMITE.2). */
  { "no-dynamite-on-a-three-life-backup",
    "start outlaw\noutlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Dynamite Missed!\n"
    "law active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\n" DECKS,
    NULL, "end" },
  /* A Stampede on our active character would bring the 1-life back-up forward
   * at each of our turns: reload it away (D7.2, D7.3, E-28b). */
  { "reload-the-stampede-on-own-ac",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 1\nlaw equip \"Pat Garret\" Stampede\nlaw hand Missed!\n"
    "outlaw active \"Bull Anderson\" 5\n" DECKS,
    NULL, "reload equip Stampede" },
  /* Both sides alone: a Canteen has no effect (E-29c), a reload draws a card
   * (D7.1). */
  { "reload-the-dead-canteen",
    "start law\nlaw active \"Pat Garret\" 5\nlaw hand Canteen Missed!\n"
    "outlaw active \"Bull Anderson\" 5\n" DECKS,
    NULL, "reload Canteen" },
  /* With a Scope the Colt reaches the 1-life back-up (C-SCOPE.1). */
  { "scope-reaches-the-dying-backup",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw equip \"Pat Garret\" Scope\nlaw hand Colt Missed!\n"
    "outlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 1\n" DECKS,
    NULL, "play Colt at outlaw.backup" },
  /* The Barrel first: it costs nothing, and a Missed! still answers if it
   * fails (C-BARREL.3). */
  { "barrel-before-missed",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Colt\n"
    "outlaw active \"Bull Anderson\" 2\noutlaw backup \"Dalton Bros\" 3\noutlaw equip \"Bull Anderson\" Barrel\noutlaw hand Missed!\n" DECKS,
    "law play Colt at outlaw.active\n", "dodge barrel" },
  /* Return Fire's shot back finishes the 1-life shooter with an empty hand
   * (C-RETURN-FIRE.1). */
  { "return-fire-finishes-the-shooter",
    "start outlaw\noutlaw active \"Bull Anderson\" 1\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Colt\n"
    "law active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Missed! \"Return Fire\"\n" DECKS,
    "outlaw play Colt at law.active\n", "dodge \"Return Fire\"" },
  /* The 1-life target has no card: Steal its Barrel and the Colt cannot miss
   * (C-STEAL.1). */
  { "steal-the-barrel-from-an-empty-hand",
    "start outlaw\noutlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Steal Colt\n"
    "law active \"Pat Garret\" 1\nlaw backup \"Wild Bill\" 5\nlaw equip \"Pat Garret\" Barrel Bank\n" DECKS,
    "outlaw play Steal\n", "choose Barrel" },
  /* Schoolmarm takes the opponent's Barrel, not our own Hat (C-SCHOOLMARM.1). */
  { "schoolmarm-takes-their-barrel",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw equip \"Wild Bill\" Hat\nlaw hand Schoolmarm\n"
    "outlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw equip \"Bull Anderson\" Barrel\n" DECKS,
    "law play Schoolmarm\n", "choose Barrel" },
  /* Whisky brings our 1-life active character to 3 (C-WHISKY.1). */
  { "whisky-saves-own-last-point",
    "start law\nlaw active \"Pat Garret\" 1\nlaw backup \"Wild Bill\" 2\nlaw hand Whisky\n"
    "outlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\n" DECKS,
    NULL, "play Whisky at law.active" },
  /* A Beer heals nobody at full life (C-BEER.2, E-42): keep it. */
  { "no-beer-at-full-life",
    "start outlaw\noutlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Beer Missed!\n"
    "law active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\n" DECKS,
    NULL, "end" },
  /* A dodged Carbine discards the opponent's Barrel, not our Gun Belt
   * (C-CARBINE.1). */
  { "carbine-breaks-their-barrel",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw equip \"Pat Garret\" \"Gun Belt\"\nlaw hand Carbine\n"
    "outlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw equip \"Bull Anderson\" Barrel\noutlaw hand Missed!\n" DECKS,
    "law play Carbine at outlaw.active\noutlaw dodge Missed!\n", "choose Barrel" },
  /* A dodged Peacemaker: discard the Canteen, not a Missed! or the Colt
   * (C-PEACEMAKER.1). */
  { "peacemaker-costs-the-least",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Peacemaker\n"
    "outlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Missed! Missed! Colt Canteen\n" DECKS,
    "law play Peacemaker at outlaw.active\noutlaw dodge Missed!\n", "choose Canteen" },
  /* Free swap used: a dodged Shotgun takes our 1-life active character out of
   * reach (C-SHOTGUN.1, E-29a). */
  { "shotgun-swaps-own-wounded-ac",
    "start law\nlaw active \"Pat Garret\" 1\nlaw backup \"Wild Bill\" 5\nlaw switched\nlaw hand Shotgun\n"
    "outlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Missed!\n" DECKS,
    "law play Shotgun at outlaw.active\noutlaw dodge Missed!\n", "choose law" },
  /* Stagecoach: keep the Missed! and the Colt (C-STAGECOACH.1). */
  { "stagecoach-gives-up-the-stampede",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Stagecoach\n"
    "law deck Missed! Stampede Colt Colt\noutlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\n",
    "law play Stagecoach\n", "choose Stampede" },
  /* Down to two cards, the Canteen goes first (D2.3.1). */
  { "discard-keeps-the-missed",
    "start law\nlaw active \"Pat Garret\" 2\nlaw backup \"Wild Bill\" 2\nlaw hand Missed! Colt Colt Canteen\n"
    "outlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Missed! Missed!\n" DECKS,
    "law end\n", "discard Canteen" },
  /* The opponent's Pocket Watch draws a card when we swap (C-POCKET-WATCH.1),
   * but a 1-life active character goes back all the same (D2.2.2). */
  { "switch-the-wounded-ac-despite-the-watch",
    "start law\nlaw active \"Pat Garret\" 1\nlaw backup \"Wild Bill\" 5\nlaw hand Missed!\n"
    "outlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 3\noutlaw equip \"Bull Anderson\" \"Pocket Watch\"\n" DECKS,
    NULL, "switch" },
  /* Indians! copied by Pearl Hat would eliminate our own 1-life back-up, with no
   * shot card to answer (C-INDIANS.1, P-PEARL-HAT.1). */
  { "pearl-hat-no-indians-over-own-backup",
    "start outlaw\noutlaw active \"Pearl Hat\" 3\noutlaw backup \"Dalton Bros\" 1\n"
    "outlaw hand Missed! Canteen\ndiscard Colt Indians!\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Missed! Colt\n" DECKS,
    NULL, "end" },
  /* Soundance Kid's ability works from the back-up (P-SOUNDANCE-KID.1, L-12):
   * the Stampede, useless here, buys two draws. */
  { "soundance-kid-from-the-backup",
    "start outlaw\noutlaw active \"Bull Anderson\" 5\noutlaw backup \"Soundance Kid\" 4\n"
    "outlaw hand Missed! Missed! Stampede\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Missed!\n" DECKS,
    NULL, "ability \"Soundance Kid\"" },
  /* In a Duel a 1-life character discards its shot card rather than lose its
   * last point (C-DUEL.2). */
  { "duel-at-one-life-discards",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Duel Colt\n"
    "outlaw active \"Bull Anderson\" 1\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Knife Missed!\n" DECKS,
    "law play Duel at outlaw.active\n", "dodge Knife" },
  /* Sid Curry's reveal before the Barrel: it dodges as often, its success
   * also shoots back, and the Barrel still answers if it fails (P-SID-CURRY.2,
   * P-SID-CURRY.4, E-50).
   * Failed before the fix: the Barrel came first. */
  { "sid-curry-before-barrel",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Colt\n"
    "outlaw active \"Sid Curry\" 4\noutlaw backup \"Dalton Bros\" 3\noutlaw equip \"Sid Curry\" Barrel\n"
    "outlaw hand Missed!\n" DECKS,
    "law play Colt at outlaw.active\n", "dodge ability" },
  /* The opponent's 1-life character has no card left in the Duel: our Colt
   * wins it (C-DUEL.1, C-DUEL.2).
   * Failed before the fix: the bot gave up the Duel (take) to keep its Colt. */
  { "duel-press-the-empty-hand",
    "start law\nlaw active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Duel Colt\n"
    "outlaw active \"Babe Leroy\" 1\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Knife\n" DECKS,
    "law play Duel at outlaw.active\noutlaw dodge Knife\n", "dodge Colt" },
  /* West Harding has shot once and may shoot again (P-WEST-HARDING.1, E-10):
   * the Canteen brings the 1-life back-up forward for the Colt (C-CANTEEN.1).
   * Failed before the fix: after one BANG! the bot counted no more shots, so it shot the 5-life active character. */
  { "west-harding-canteen-then-second-shot",
    "start outlaw\noutlaw active \"West Harding\" 4\noutlaw backup \"Dalton Bros\" 3\noutlaw bangs 1\n"
    "outlaw hand Canteen Colt Missed!\n"
    "law active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 1\n" DECKS,
    NULL, "play Canteen at law" },
  /* Tom Thorn's shot (P-TOM-THORN.1) is not worth putting him, at 1 life and
   * with no card, in front of two Colts (D5.1).
   * Failed before the fix: the swap was worth Tom Thorn's shot, however weak he was. */
  { "tom-thorn-stays-back-at-one-life",
    "start outlaw\noutlaw active \"Bull Anderson\" 5\noutlaw backup \"Tom Thorn\" 1\n"
    "law active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 3\nlaw hand Colt Colt\n" DECKS,
    NULL, "end" },
  /* BANG! used, two Colts left: swapping the Gun Belt forward lets both be
   * played (C-GUN-BELT.1, C-GUN-BELT.2).
   * Failed before the fix: the swap was worth nothing to the bot, which ended its turn with two Colts. */
  { "gun-belt-swapped-forward",
    "start law\nlaw active \"Pat Garret\" 4\nlaw backup \"Wild Bill\" 5\nlaw equip \"Wild Bill\" \"Gun Belt\"\nlaw bangs 1\n"
    "law hand Colt Colt Missed!\n"
    "outlaw active \"Bull Anderson\" 2\noutlaw backup \"Dalton Bros\" 3\n" DECKS,
    NULL, "switch" },
  /* Empty hand: swap Babe Leroy forward and draw 2 (P-BABE-LEROY.1,
   * P-BABE-LEROY.2); Cattle Katie has no equipment to use.
   * Failed before the fix: the swap was worth nothing to the bot. */
  { "babe-leroy-swaps-forward-to-draw",
    "start outlaw\noutlaw active \"Cattle Katie\" 4\noutlaw backup \"Babe Leroy\" 4\n"
    "law active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Missed!\n" DECKS,
    NULL, "switch" },
  /* A Rattlesnake on a 2-life character costs a point one turn in four, every
   * turn (C-RATTLESNAKE.1, C-RATTLESNAKE.2): Steal it, not a random card
   * (C-STEAL.1, E-40).
   * Failed before the fix: the Rattlesnake was worth a flat 5, whatever its carrier's life, and the bot drew a random card. */
  { "steal-the-rattlesnake-off-a-wounded-ac",
    "start outlaw\noutlaw active \"Slim Poet\" 2\noutlaw backup \"Dalton Bros\" 3\noutlaw equip \"Slim Poet\" Rattlesnake\n"
    "outlaw hand Steal Missed!\n"
    "law active \"Pat Garret\" 5\nlaw backup \"Wild Bill\" 5\nlaw hand Missed! Colt Colt\n" DECKS,
    "outlaw play Steal\n", "choose Rattlesnake" },
  /* Alone with a Scope that reaches the opponent's 1-life back-up
   * (C-SCOPE.1): keep it rather than reload it for a card (D7.3).
   * Failed before the fix: the Scope was worth 2.5 wherever it reached, and the bot reloaded it for a card. */
  { "keeps-the-scope-that-reaches",
    "start law\nlaw active \"Pat Garret\" 5\nlaw equip \"Pat Garret\" Scope\nlaw hand Missed!\n"
    "outlaw active \"Bull Anderson\" 5\noutlaw backup \"Dalton Bros\" 1\noutlaw hand Missed!\n" DECKS,
    NULL, "end" },
  /* Whisky on Alan Pinkertoon (4 -> 3) makes him shoot back at our 3-life
   * active character (E-12b, P-ALAN-PINKERTOON.1): no gain.
   * Failed before the fix: the bot counted 6 for the point and nothing for his shot back. */
  { "whisky-not-on-alan-pinkertoon",
    "start outlaw\noutlaw active \"Bull Anderson\" 3\noutlaw backup \"Dalton Bros\" 3\noutlaw hand Whisky\n"
    "law active \"Alan Pinkertoon\" 4\nlaw backup \"Wild Bill\" 5\nlaw hand Missed!\n" DECKS,
    NULL, "end" },
};

/* The position after the moves; fails the test on any error. */
static SgGame *
position_game (const Position *p)
{
  SgGame *g = g_new0 (SgGame, 1);
  char err[256];

  g_assert_true (sg_scenario_load (p->setup, strlen (p->setup), p->name, g, NULL, NULL, err, sizeof err));
  if (p->moves != NULL)
    {
      g_auto (GStrv) lines = g_strsplit (p->moves, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          SgAction a;
          char why[256];

          if (lines[i][0] == '\0')
            continue;
          if (!sg_scenario_find_action (g, lines[i], &a, why, sizeof why))
            g_error ("%s: %s: %s", p->name, lines[i], why);
          sg_game_apply_legal (g, &a);
        }
    }
  return g;
}

static void
test_position (gconstpointer data)
{
  const Position *p = data;
  g_autofree SgGame *g = position_game (p);
  SgAction acts[SG_MAX_ACTIONS];
  int n = sg_game_legal_actions (g, acts);
  char label[128];

  g_assert_cmpint (n, >, 1);
  sg_action_label (g, acts, n, sg_heuristic_pick (g, acts, n), label, sizeof label);
  g_assert_cmpstr (label, ==, p->expected);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autofree char *path = g_strdup_printf ("/heuristic/%s", positions[i].name);
      g_test_add_data_func (path, &positions[i], test_position);
    }
  return g_test_run ();
}
