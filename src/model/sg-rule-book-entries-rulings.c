/* sg-rule-book-entries-rulings.c: the E entries, our rulings on questions
 * the rulebooks leave open.  Each says the question, then the reading
 * Sixgun uses.  Numeric order. */
#include <glib/gi18n-lib.h>

#include "sg-rule-book-private.h"

const SgRuleEntry sg_rule_entries_rulings[] = {
  { "E-01", N_("Nothing left to draw"),
    N_("The rulebooks never say what happens when every deck and the discard pile "
       "are empty. We draw what exists, maybe nothing, with no penalty, and "
       "effects like Stagecoach work with what was actually drawn.") },
  { "E-02", N_("Revealing from an empty deck"),
    N_("If there is no card where the reveal should come from, we use the "
       "next source (the common deck, then a reshuffle). If there is truly "
       "nothing, the reveal shows no symbol and simply fails.") },
  { "E-03", N_("When the common deck is made"),
    N_("The rules do not pin down the exact moment. We shuffle the discard pile "
       "into the common deck the moment a card is needed from an empty deck, even "
       "in the middle of a draw.") },
  { "E-04", N_("Dynamite and a lone opponent"),
    N_("Where does the Dynamite go if the opponent has one character? To that "
       "character, which counts as their back-up; it is checked at their next "
       "turn.") },
  { "E-05", N_("Dynamite in other places"),
    N_("Dynamite keeps working if its carrier moves to the front, passes on "
       "normally after Jack Ransome places it, is discarded with a fallen carrier, "
       "and its three points are lost one at a time.") },
  { "E-06", N_("Stampede on a lone character"),
    N_("A Stampede on the last character of a side does nothing but stays in play, "
       "where it can be reloaded or removed. It works again once a second "
       "character stands beside it, and never uses up the free swap.") },
  { "E-07", N_("Tex Killer against every kind of dodge"),
    N_("Which dodges need Tex Killer’s extra card? All of them: a card, a Hat, a "
       "lucky Barrel or Sid Curry reveal, Annie’s trick. Without the extra card "
       "the shot hits. His other shots and counter-shots are answered as usual.") },
  { "E-08", N_("When the opponent made you lose life"),
    N_("Dalon Ranger and Slim Poet react only to losses the opponent caused: their "
       "cards, their characters’ shots, their Return Fire, or a Duel they started "
       "and won. Dynamite, Rattlesnake and your own cards do not count.") },
  { "E-09", N_("When the hand limit is checked"),
    N_("We check the hand limit once, when your discard phase starts, using your "
       "active character at that moment. There is no limit at other times.") },
  { "E-10", N_("Counting BANG! cards"),
    N_("What counts against the limit? Any red card played for its effect, "
       "and any card turned into a Colt. Each such play is counted, unless "
       "at that moment your active character wears a Gun Belt or is West "
       "Harding, which makes it free. One counted play is allowed per turn, "
       "two with The Stranger on your side, and swapping never resets the "
       "count.") },
  { "E-11", N_("A lone character and back-up rules"),
    N_("A lone character is both front and back, so cards that spare the "
       "opponent’s back-up may still target it as an active character, and effects "
       "aimed at the back-up land on it too.") },
  { "E-12", N_("Whisky in detail"),
    N_("Whisky never goes above a character’s maximum, lowers life one point at a "
       "time as an undodgeable loss, cannot be absorbed by Buffalo Bell, and can "
       "never eliminate anyone.") },
  { "E-13", N_("Fanning in detail"),
    N_("The shots are counted once, before the first one, so losing a Hat on the "
       "way does not reduce them. With no equipment there are no shots, but the "
       "card still counts as your BANG!.") },
  { "E-14", N_("A character at zero life"),
    N_("While its elimination waits for the card to finish, a character at zero "
       "is skipped: no more losses, no healing, no ability.") },
  { "E-15", N_("Pearl Hat in detail"),
    N_("She looks at the top of the pile before discarding her cost card, the copy "
       "follows the copied card’s own aiming rules, and a copied shot is never a "
       "BANG!. Once per turn.") },
  { "E-16", N_("What sets off Pocket Watch and Jango"),
    N_("Every move of the opponent’s AC token counts: their own swap, a "
       "Stampede, a Canteen or Shotgun played by anyone. A replacement after "
       "an elimination is not a move.") },
  { "E-17", N_("What sets off Tom Thorn"),
    N_("Any move of his side’s AC token onto him counts, whoever caused it, but "
       "not entering play or becoming the last character.") },
  { "E-18", N_("Sid Curry’s counter-shot"),
    N_("It goes to whoever fired: the active character that played the card, the "
       "character whose ability shot, or, against a Return Fire counter-shot, the "
       "character that dodged with the Return Fire. It can be dodged, and inside "
       "a Gatling or Fanning it waits for the card to finish.") },
  { "E-19", N_("Return Fire against your own Gatling"),
    N_("If your own Gatling hits your back-up and you dodge with Return Fire, the "
       "counter-shot still goes to the opponent’s active character, as the card "
       "says. Wyatt Ear does not draw for it. This can be switched off as an "
       "option.") },
  { "E-20", N_("What sets off Wild Bill"),
    N_("One shot at the opponent’s active character for each card they take or "
       "make you lose from your hand or from Wild Bill, by their own action. "
       "Discards you choose yourself do not count.") },
  { "E-21", N_("Bull Anderson in detail"),
    N_("He loots before the fallen character’s equipment is discarded and before "
       "the two replacement cards are drawn, takes what exists up to two, and must "
       "be the active character.") },
  { "E-22", N_("The game ends at once"),
    N_("When a player’s last character falls, the game stops right there; nothing "
       "still waiting is carried out.") },
  { "E-23", N_("Could both sides lose at once?"),
    N_("Under our order of effects it cannot happen. If it ever did, the game "
       "would be a draw and we would treat it as a bug to fix.") },
  { "E-24", N_("Duel in detail"),
    N_("The Duel targets the opponent’s front character (or, through Jack "
       "Ransome, the back-up); each player may give up whenever they like; "
       "and the life lost cannot be dodged, although Buffalo Bell may take "
       "it.") },
  { "E-25", N_("Indians!, and cards thrown as a Colt"),
    N_("Indians! is not a shot, so dodges do not help; only a shot card thrown "
       "away does, and it never counts as a BANG!. Annie Oakey may throw a Missed! "
       "as a Colt and we let Toco Ramirez throw any card as a Colt, here and in a "
       "Duel; that can be switched off.") },
  { "E-26", N_("Derringer’s any-card dodge"),
    N_("The any card must come from your hand; it is discarded and its effect is "
       "ignored, except that a Return Fire still shoots back.") },
  { "E-27", N_("Annie Oakey in detail"),
    N_("A shot card she uses as a dodge is just a dodge. Her trick protects only "
       "herself, not her partner, and her Missed! as a Colt is a normal BANG! "
       "play in your own turn.") },
  { "E-28", N_("Reloading in detail"),
    N_("Reload only in your own play phase, from your hand or from your active "
       "character, even a card the opponent put there. The new card comes from "
       "the deck you currently draw from.") },
  { "E-29", N_("Canteen and Shotgun on one side"),
    N_("Moving a token with these cards does not use up your free swap, and "
       "a side with a single character cannot be swapped by them.") },
  { "E-30", N_("Where General Store takes its cards"),
    N_("Each player gives two cards from the deck they draw from: their own, or "
       "the common deck once theirs is gone. You pick first.") },
  { "E-31", N_("Soundance Kid with one deck gone"),
    N_("He draws one card from each player’s current source, so from the common "
       "deck for a player who has no deck left.") },
  { "E-32", N_("Bart Masterson in detail"),
    N_("He changes every reveal by either player, even from the back-up, and his "
       "owner picks the card that counts. Pat Garret and General Store are not "
       "reveals.") },
  { "E-33", N_("Once-per-turn abilities"),
    N_("Soundance Kid, Pearl Hat, Cattle Katie and Babe Leroy may act once "
       "in your own play phase while active. Swapping away and back does not "
       "give a second use.") },
  { "E-34", N_("Buffalo Bell in detail"),
    N_("He absorbs one point at a time, any loss but Whisky’s, after every dodge "
       "was tried, and never his own last point. A point he takes is his own loss, "
       "not his partner’s.") },
  { "E-35", N_("Alan Pinkertoon in detail"),
    N_("One shot for each life point he loses and survives, whatever caused the "
       "loss, aimed at the opponent’s active character at that moment.") },
  { "E-36", N_("When a back-up counts as targeted"),
    N_("A back-up wakes up when something singles it out: a shot at it, "
       "Indians!, a card Jack Ransome plays on it, or its own start-of-turn "
       "equipment.") },
  { "E-37", N_("Always-active abilities during a back-up’s reaction"),
    N_("The front character’s always-active abilities and equipment keep working "
       "while the back-up reacts: Buffalo Bell may still shield, Bart Masterson "
       "still picks.") },
  { "E-38", N_("What you may do outside your turn"),
    N_("Outside your own play phase you only answer: dodge, pay Tex Killer’s extra "
       "card, discard for a Duel or Indians!, shield with Buffalo Bell, or accept "
       "an optional trigger. Dodging works in your own turn too.") },
  { "E-39", N_("When you may swap"),
    N_("Your free swap may be made between two plays in your play phase, never in "
       "the middle of a card, and only once, however often other effects moved "
       "the token.") },
  { "E-40", N_("Steal and Schoolmarm in detail"),
    N_("Steal may discard equipment from any character but the opponent’s "
       "back-up, your own included, and cannot draw from an empty hand. "
       "Schoolmarm may take back cards from your own back-up.") },
  { "E-41", N_("Jack Ransome shooting his own side"),
    N_("Any character means any, so Jack may even shoot his own characters. The "
       "BANG! limit still applies.") },
  { "E-42", N_("Healing at full life"),
    N_("Beer, Schofield and Whisky never go above the maximum, and healing a "
       "character already at full life is allowed; it just does nothing.") },
  { "E-43", N_("Whose equipment helps whom"),
    N_("Equipment works for whoever owns the character it lies on. Giving "
       "the opponent a Bank or Gun Belt is legal, just usually a poor idea.") },
  { "E-44", N_("Bigger reserves"),
    N_("When players agree on more characters, each side gets the same "
       "number, twelve at most.") },
  { "E-45", N_("The order of one elimination"),
    N_("Bull Anderson loots, the rest of the equipment is discarded, the owner "
       "draws two, the next character comes in, and then other triggers like Bill "
       "Tightman’s.") },
  { "E-46", N_("Whom Return Fire hits"),
    N_("Always the other player’s active character at the moment of the "
       "counter-shot, whoever fired the first shot.") },
  { "E-47", N_("What card backs tell"),
    N_("Both players always see which deck each face-down card comes from. A "
       "random pick first chooses a back, then a card with that back.") },
  { "E-48", N_("Pat Garret in detail"),
    N_("The card shown is the second one drawn in the draw phase, even if a "
       "Bank brings a third. Once shown, the opponent knows it. The extra "
       "card comes from the opponent’s deck, or the common deck, and Pat "
       "must be active.") },
  { "E-49", N_("Cattle Katie in detail"),
    N_("She must be active, and any equipment on her without the always-active "
       "icon may go, whoever put it there.") },
  { "E-50", N_("Barrel in detail"),
    N_("One Barrel reveal per shot, one Barrel per character, tried in the order "
       "you like with Sid Curry, and the Hat stays available after a miss.") },
  { "E-51", N_("Who reveals for start-of-turn cards"),
    N_("Whoever owns the character wearing the card reveals, from their own "
       "source, once for each such card.") },
  { "E-52", N_("If dodged bonuses"),
    N_("The bonuses of Shotgun, Schofield, Remington, Peacemaker and Carbine "
       "come however the shot was avoided, and before any Return Fire "
       "counter-shot.") },
  { "E-53", N_("Removing always-active equipment"),
    N_("Carbine, Steal and Schoolmarm can remove Dynamite, Rattlesnake or "
       "Stampede; only Cattle Katie’s ability is blocked by the icon.") },
};
const guint sg_rule_n_entries_rulings = G_N_ELEMENTS (sg_rule_entries_rulings);
