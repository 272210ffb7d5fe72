/* sg-rule-book-entries-characters.c: the P rules, one block per character,
 * in the order of duel-rules.md.  Our own words for a new player. */
#include <glib/gi18n-lib.h>

#include "sg-rule-book-private.h"

const SgRuleEntry sg_rule_entries_characters[] = {
  /* Lawmen */
  { "P-ALAN-PINKERTOON", N_("Alan Pinkertoon"),
    N_("A Lawman who shoots back every time he is hurt.") },
  { "P-ALAN-PINKERTOON.1", N_("Alan Pinkertoon: hurt and angry"),
    N_("Each time he loses a life point and survives, the opponent’s active "
       "character becomes the target of a shot, which can be dodged.") },
  { "P-ALAN-PINKERTOON.2", N_("Alan Pinkertoon from the back"),
    N_("It works even when he is your back-up and the life was lost to your own "
       "Gatling or Indians!.") },
  { "P-ALAN-PINKERTOON.3", N_("Alan Pinkertoon: answering his shot"),
    N_("The opponent may use a Barrel against his shot. He is one of the "
       "characters whose ability reacts during a Gatling.") },

  { "P-ANNIE-OAKEY", N_("Annie Oakey"),
    N_("A Lawman who turns shot cards into dodges and dodges into Colts.") },
  { "P-ANNIE-OAKEY.1", N_("Annie Oakey: shots as dodges"),
    N_("She may answer a shot with a shot card from your hand, as if it were a "
       "dodge card.") },
  { "P-ANNIE-OAKEY.2", N_("Annie Oakey: Missed! as a Colt"),
    N_("She may play a Missed! as a Colt. That Colt is a BANG! card and counts "
       "toward the limit.") },
  { "P-ANNIE-OAKEY.3", N_("Annie Oakey and other cards"),
    N_("Her Colt trick works in a Duel, a Hat can stop a shot she fires, her "
       "dodge works against a Derringer, and she reacts during a Gatling.") },

  { "P-BART-MASTERSON", N_("Bart Masterson"),
    N_("An always-active Lawman who controls every reveal.") },
  { "P-BART-MASTERSON.1", N_("Bart Masterson: pick the card"),
    N_("Whenever anyone reveals, two cards are turned up instead of one and Bart’s "
       "owner chooses which one counts; both are discarded.") },
  { "P-BART-MASTERSON.2", N_("Bart Masterson and Pat Garret"),
    N_("Bart has no effect on the card Pat Garret shows, since showing a "
       "card is not revealing it.") },

  { "P-BILL-TIGHTMAN", N_("Bill Tightman"),
    N_("A Lawman who profits from every elimination.") },
  { "P-BILL-TIGHTMAN.1", N_("Bill Tightman: two cards per fall"),
    N_("Each time another character is eliminated, you may draw two cards.") },
  { "P-BILL-TIGHTMAN.2", N_("Bill Tightman and your own losses"),
    N_("If your own back-up falls, you get his two cards on top of the usual two "
       "for the elimination: four in all.") },
  { "P-BILL-TIGHTMAN.3", N_("Bill Tightman: any side"),
    N_("Any character’s elimination counts, yours or the opponent’s, while Bill "
       "is your active character.") },

  { "P-BUFFALO-BELL", N_("Buffalo Bell"),
    N_("An always-active Lawman who takes wounds for his partner.") },
  { "P-BUFFALO-BELL.1", N_("Buffalo Bell: the shield"),
    N_("Whenever your other character would lose life, from shots, Indians!, a "
       "Rattlesnake or anything else, Bell may lose it instead, but never his own "
       "last point.") },
  { "P-BUFFALO-BELL.2", N_("Buffalo Bell: point by point"),
    N_("You decide for each life point separately whether Bell takes it.") },
  { "P-BUFFALO-BELL.3", N_("Buffalo Bell cannot dodge for others"),
    N_("He only takes the loss; he cannot use his own Barrel or dodge on behalf of "
       "his partner.") },

  { "P-DALON-RANGER", N_("Dalon Ranger"),
    N_("A Lawman who draws a card each time the opponent wounds him.") },
  { "P-DALON-RANGER.1", N_("Dalon Ranger: pain pays"),
    N_("Each time the opponent makes him lose a life point and he survives, you "
       "may draw a card.") },
  { "P-DALON-RANGER.2", N_("Dalon Ranger: not for the last point"),
    N_("When he loses his last life point he is already gone, so there is no card "
       "for that one.") },
  { "P-DALON-RANGER.3", N_("Dalon Ranger and Gatling"),
    N_("It works against a Gatling, even when he is hit as your back-up.") },

  { "P-JANGO", N_("Jango"),
    N_("A Lawman who draws whenever the opponent’s AC token moves.") },
  { "P-JANGO.1", N_("Jango: watch them move"),
    N_("Each time the opponent’s AC token moves, for whatever reason, you may draw "
       "a card.") },
  { "P-JANGO.2", N_("Jango against a lone character"),
    N_("It does nothing once the opponent has only one character left.") },

  { "P-PAT-GARRET", N_("Pat Garret"),
    N_("A Lawman who may draw an extra card from the opponent’s deck.") },
  { "P-PAT-GARRET.1", N_("Pat Garret: show and steal"),
    N_("During your draw phase the second card you draw is shown to the "
       "opponent. When it carries a horseshoe you may take an extra card off "
       "the top of the opponent’s deck, or of the common deck if they have "
       "none left.") },
  { "P-PAT-GARRET.2", N_("Pat Garret does not reveal"),
    N_("Showing is not revealing: the card simply stays in your hand, and "
       "Bart Masterson has no say.") },

  { "P-TEX-KILLER", N_("Tex Killer"),
    N_("A Lawman whose BANG! cards are harder to avoid.") },
  { "P-TEX-KILLER.1", N_("Tex Killer: pay to dodge"),
    N_("Dodging one of your BANG! cards is not enough for the opponent: they "
       "must also throw away one more card from their hand.") },
  { "P-TEX-KILLER.2", N_("Tex Killer: BANG! cards only"),
    N_("Only BANG! cards are concerned: a Gatling, a Derringer or a Duel is "
       "answered as usual.") },
  { "P-TEX-KILLER.3", N_("Tex Killer and other cards"),
    N_("A Barrel is one dodge only, each Fanning shot needs its extra card, and "
       "Return Fire has its own notes.") },

  { "P-THE-STRANGER", N_("The Stranger"),
    N_("An always-active Lawman who allows a second BANG! each turn.") },
  { "P-THE-STRANGER.1", N_("The Stranger: one more BANG!"),
    N_("Each turn, one extra BANG! card is allowed on top of the usual one, "
       "even while he waits in the back.") },

  { "P-WILD-BILL", N_("Wild Bill"),
    N_("A Lawman who punishes anyone who touches his cards.") },
  { "P-WILD-BILL.1", N_("Wild Bill: hands off"),
    N_("If the opponent takes a card from your hand or discards one from it, or "
       "takes or discards a card lying on Wild Bill, their active character "
       "becomes the target of a shot. Cards you discard yourself, to a "
       "Peacemaker, a Duel or Indians!, do not count.") },

  { "P-WYATT-EAR", N_("Wyatt Ear"),
    N_("A Lawman who gets something back when his shots are dodged.") },
  { "P-WYATT-EAR.1", N_("Wyatt Ear: a card for a miss"),
    N_("Each time the opponent dodges one of your shots, you may draw a card.") },
  { "P-WYATT-EAR.2", N_("Wyatt Ear: any shot"),
    N_("It works for every shot card, not only BANG! cards: Derringer, Fanning and "
       "so on.") },
  { "P-WYATT-EAR.3", N_("Wyatt Ear with a Remington"),
    N_("A dodged Remington gives one card for him and one for the Remington.") },

  /* Outlaws */
  { "P-BABE-LEROY", N_("Babe Leroy"),
    N_("An Outlaw who refills an empty hand.") },
  { "P-BABE-LEROY.1", N_("Babe Leroy: empty hand, two cards"),
    N_("Once in your turn, if your hand is empty, you may draw two cards.") },
  { "P-BABE-LEROY.2", N_("Babe Leroy: empty it first"),
    N_("You may play out your hand with your other character, then swap Babe to "
       "the front and use her ability.") },
  { "P-BABE-LEROY.3", N_("Babe Leroy and the Canteen"),
    N_("If a Canteen is the last card you hold and it sends her to the back, "
       "she is no longer active and her ability does not work.") },

  { "P-BULL-ANDERSON", N_("Bull Anderson"),
    N_("An Outlaw who loots eliminated characters.") },
  { "P-BULL-ANDERSON.1", N_("Bull Anderson: loot"),
    N_("Whenever any character falls, you may help yourself to as many as "
       "two cards: its equipment, random cards from its owner’s hand, or "
       "both.") },
  { "P-BULL-ANDERSON.2", N_("Bull Anderson: mix and match"),
    N_("Two pieces of equipment, two cards from the hand, or one of each.") },
  { "P-BULL-ANDERSON.3", N_("Bull Anderson and your own fallen"),
    N_("It works when your own character falls too, though taking from your own "
       "hand changes nothing.") },
  { "P-BULL-ANDERSON.4", N_("Bull Anderson goes first"),
    N_("He takes his cards before the owner of the fallen character draws their "
       "two replacement cards.") },

  { "P-CATTLE-KATIE", N_("Cattle Katie"),
    N_("An Outlaw who trades her equipment for cards.") },
  { "P-CATTLE-KATIE.1", N_("Cattle Katie: sell the gear"),
    N_("Once in your turn, you may discard one equipment card lying on her, if it "
       "is not always active, and draw two cards.") },
  { "P-CATTLE-KATIE.2", N_("Cattle Katie: not the dangerous ones"),
    N_("So she cannot get rid of a Rattlesnake, Dynamite or Stampede this way.") },

  { "P-DALTON-BROS", N_("Dalton Bros"),
    N_("Outlaws who draw more cards.") },
  { "P-DALTON-BROS.1", N_("Dalton Bros: three cards"),
    N_("In your draw phase you draw three cards instead of two.") },
  { "P-DALTON-BROS.2", N_("Dalton Bros with a Bank"),
    N_("With a Bank they draw four.") },

  { "P-JACK-RANSOME", N_("Jack Ransome"),
    N_("An Outlaw who ignores the targeting rules.") },
  { "P-JACK-RANSOME.1", N_("Jack Ransome: any character"),
    N_("You may play your cards on any character in play.") },
  { "P-JACK-RANSOME.2", N_("Jack Ransome: what that allows"),
    N_("Equipment on Jack himself, Steal, Schoolmarm, Duel, Knife or BANG! "
       "cards aimed at a back-up, and even Dynamite on any character at all.") },
  { "P-JACK-RANSOME.3", N_("Jack Ransome and other cards"),
    N_("See also Fanning and Steal against a back-up.") },

  { "P-PEARL-HAT", N_("Pearl Hat"),
    N_("An Outlaw who copies the Action card on top of the discard pile.") },
  { "P-PEARL-HAT.1", N_("Pearl Hat: copycat"),
    N_("Once in your turn, pay any card from your hand to repeat the effect of "
       "the card on top of the discard pile, if it is an Action card.") },
  { "P-PEARL-HAT.2", N_("Pearl Hat: Actions only"),
    N_("Copying works only for brown Action cards, and the two dodge cards, "
       "Missed! and Return Fire, are excluded.") },
  { "P-PEARL-HAT.3", N_("Pearl Hat and reloaded cards"),
    N_("If the top card was reloaded, she may still copy it, then either "
       "apply it or reload the copy herself.") },

  { "P-SID-CURRY", N_("Sid Curry"),
    N_("An Outlaw who dodges with the opponent’s luck and shoots back.") },
  { "P-SID-CURRY.1", N_("Sid Curry: reveal from their deck"),
    N_("Each time he is shot at, you may turn up the opponent’s top card as "
       "a reveal, or the common deck’s top card if they have no deck left.") },
  { "P-SID-CURRY.2", N_("Sid Curry: dodge and return fire"),
    N_("A barrel means the shot is dodged, and the character who fired becomes the "
       "target of a shot.") },
  { "P-SID-CURRY.3", N_("Sid Curry during a Gatling"),
    N_("During a card that hits several characters, his return shot is held "
       "back until that card is over.") },
  { "P-SID-CURRY.4", N_("Sid Curry with a Barrel"),
    N_("If he also has a Barrel, you choose which to try first.") },

  { "P-SLIM-POET", N_("Slim Poet"),
    N_("An Outlaw who makes the opponent drop cards when he is hurt.") },
  { "P-SLIM-POET.1", N_("Slim Poet: a card for a wound"),
    N_("Each time the opponent wounds him and he survives, you may send a "
       "random card of the opponent’s hand to the discard pile.") },
  { "P-SLIM-POET.2", N_("Slim Poet and start-of-turn cards"),
    N_("Rattlesnake and Dynamite do not set it off.") },

  { "P-SOUNDANCE-KID", N_("Soundance Kid"),
    N_("An always-active Outlaw who swaps a card for a better one.") },
  { "P-SOUNDANCE-KID.1", N_("Soundance Kid: trade a card"),
    N_("Once in your turn, discard a card from your hand to draw one card from "
       "your deck and one from the opponent’s, then discard one of those two.") },
  { "P-SOUNDANCE-KID.2", N_("Soundance Kid with one deck"),
    N_("When only the common deck is left, both cards come from it.") },

  { "P-TOCO-RAMIREZ", N_("Toco Ramirez"),
    N_("An Outlaw for whom any card is a gun.") },
  { "P-TOCO-RAMIREZ.1", N_("Toco Ramirez: anything is a Colt"),
    N_("Any card in your hand can be played as a Colt, and it then counts as "
       "your BANG! card.") },
  { "P-TOCO-RAMIREZ.2", N_("Toco Ramirez: just a Colt"),
    N_("The card’s own text is ignored: a Derringer played this way is simply a "
       "Colt.") },

  { "P-TOM-THORN", N_("Tom Thorn"),
    N_("An Outlaw who fires at the back-up when he steps forward.") },
  { "P-TOM-THORN.1", N_("Tom Thorn: stepping forward"),
    N_("Whenever the AC token lands on him, a shot is aimed at the "
       "opponent’s back-up.") },
  { "P-TOM-THORN.2", N_("Tom Thorn: not on arrival"),
    N_("It does not happen when he enters play, nor when he is your last "
       "character.") },
  { "P-TOM-THORN.3", N_("Tom Thorn against a lone character"),
    N_("If the opponent has one character, that character is also their back-up, "
       "so it is the one shot at.") },

  { "P-WEST-HARDING", N_("West Harding"),
    N_("An Outlaw with no BANG! limit.") },
  { "P-WEST-HARDING.1", N_("West Harding: fire at will"),
    N_("While he is in front, the one-BANG! limit does not apply: play as "
       "many as you like.") },
};
const guint sg_rule_n_entries_characters = G_N_ELEMENTS (sg_rule_entries_characters);
