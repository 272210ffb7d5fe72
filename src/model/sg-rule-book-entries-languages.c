/* sg-rule-book-entries-languages.c: the L entries, places where the
 * French, German and Italian rulebooks disagree, and the reading Sixgun
 * follows.  The engine cites some of them (e.g. L-03). */
#include <glib/gi18n-lib.h>

#include "sg-rule-book-private.h"

const SgRuleEntry sg_rule_entries_languages[] = {
  { "L-01", N_("How many Canteens"),
    N_("One rulebook lists one Canteen too many, which would make a 41-card deck. "
       "We follow the others: four Canteens in the Lawmen deck, one in the "
       "Outlaws deck.") },
  { "L-02", N_("When the second own deck runs out"),
    N_("One rulebook is worded confusingly here. We follow the clear ones: the "
       "second player simply joins the common deck that already exists.") },
  { "L-03", N_("A fallen character’s equipment"),
    N_("One rulebook says the equipment leaves the game, but its own example "
       "discards it. We discard it, so the cards come back in later shuffles.") },
  { "L-04", N_("Whose active character comes first"),
    N_("When effects happen together, the order starts with the active character "
       "of the player whose turn it is, as one rulebook states plainly.") },
  { "L-05", N_("Gatling is not a BANG! card"),
    N_("Two rulebooks say so outright and the third does not disagree.") },
  { "L-06", N_("Duel discards and the BANG! limit"),
    N_("Only one rulebook mentions it: BANG! cards thrown in a Duel are discarded, "
       "not played, so they do not count.") },
  { "L-07", N_("What can be thrown against Indians!"),
    N_("The rulebooks list different examples. Any card showing the shot "
       "icon counts, Fanning too.") },
  { "L-08", N_("Who Whisky may target"),
    N_("The rulebooks word it differently but mean the same set: either active "
       "character or your own back-up.") },
  { "L-09", N_("What Schoolmarm may not take"),
    N_("One rulebook says your back-up, the others the opponent’s. We follow the "
       "majority: cards on the opponent’s back-up are out of reach.") },
  { "L-10", N_("Annie Oakey’s wording"),
    N_("One rulebook garbles her first clause. We read it as: shot cards may "
       "be used as dodges, and a Missed! may be played as a Colt, which is "
       "her BANG! for the turn.") },
  { "L-11", N_("Hat against Annie Oakey"),
    N_("A Hat can stop a shot that Annie Oakey fires through her ability.") },
  { "L-12", N_("Soundance Kid is always active"),
    N_("Two of three rulebooks show the always-active icon on him, so his ability "
       "works from the back-up too.") },
  { "L-13", N_("Bill Tightman’s trigger"),
    N_("Another character’s elimination, and drawing is optional; his own "
       "elimination could not trigger it anyway.") },
  { "L-14", N_("How much Bull Anderson takes"),
    N_("Up to two cards, since exactly two may not always be available.") },
  { "L-15", N_("Buffalo Bell’s last life point"),
    N_("He may never give up his own last point for his partner.") },
  { "L-16", N_("Alan Pinkertoon’s last life point"),
    N_("Losing his last point does not fire his shot; he is already gone.") },
  { "L-17", N_("What sets off Wild Bill"),
    N_("We follow the wider reading: taking or discarding, from your hand or from "
       "Wild Bill’s equipment.") },
  { "L-18", N_("Wyatt Ear and every shot"),
    N_("His ability works for all shot cards, not only BANG! cards.") },
  { "L-19", N_("When Tom Thorn fires"),
    N_("Any move that puts the AC token on him fires it, but not entering "
       "play or becoming the last character; a lone opponent counts as a "
       "back-up.") },
  { "L-20", N_("Pocket Watch and Jango: any token move"),
    N_("Every rulebook counts a Stampede, which the opponent does not choose, so "
       "what matters is that the token moves, not who moved it.") },
  { "L-21", N_("Tex Killer’s extra card comes from the hand"),
    N_("Two rulebooks say the extra card must come from the hand.") },
  { "L-22", N_("Once per turn means your own turn"),
    N_("Abilities usable once per turn are used in your own turn only.") },
  { "L-23", N_("May or must"),
    N_("Where the rulebooks differ, we take the majority: the Remington and "
       "Shotgun bonuses are optional, the Schofield heal and Pocket Watch draw "
       "happen always.") },
  { "L-24", N_("Dynamite details"),
    N_("An exploded Dynamite is discarded, and it is checked as the turn "
       "begins.") },
  { "L-25", N_("Jack Ransome’s examples"),
    N_("His ability says any character in every rulebook; the lists of examples "
       "differ but do not limit it.") },
  { "L-26", N_("Gun Belt both ways"),
    N_("It works whether you swap to the belted character or away from it.") },
  { "L-27", N_("When reloading starts"),
    N_("From the moment at least one player is down to one character.") },
  { "L-28", N_("Whom Sid Curry shoots back at"),
    N_("The character that fired the shot; the rulebooks only word it "
       "differently.") },
  { "L-29", N_("Pat Garret’s and Sid Curry’s symbols"),
    N_("The printed symbols are unreadable in the rulebooks. We use a horseshoe "
       "for Pat Garret and a barrel for Sid Curry.") },
  { "L-30", N_("The first choice is secret"),
    N_("Both players choose their first active character in secret and show them "
       "together.") },
};
const guint sg_rule_n_entries_languages = G_N_ELEMENTS (sg_rule_entries_languages);
