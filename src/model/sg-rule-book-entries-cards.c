/* sg-rule-book-entries-cards.c: the C rules, one block per card, in the
 * order of duel-rules.md.  Our own words for a new player. */
#include <glib/gi18n-lib.h>

#include "sg-rule-book-private.h"

const SgRuleEntry sg_rule_entries_cards[] = {
  /* Bank */
  { "C-BANK", N_("Bank"),
    N_("Equipment that gives its carrier’s owner one more card in every draw phase, "
       "as long as the carrier is the active character.") },
  { "C-BANK.1", N_("Bank: one more card"),
    N_("While the Bank lies on your active character, you draw an extra card in "
       "each draw phase. It is not optional.") },
  { "C-BANK.2", N_("Bank with the Dalton Bros"),
    N_("The Dalton Bros already draw three cards; with a Bank they draw four.") },
  { "C-BANK.3", N_("Bank on the back-up"),
    N_("The Bank sleeps on a back-up, so the usual plan is to lay it on your own "
       "back-up and swap that character forward. Laid on the opponent’s active "
       "character, it would help the opponent.") },

  /* Barrel */
  { "C-BARREL", N_("Barrel"),
    N_("Equipment that gives its character a chance to avoid each shot by "
       "revealing a card: a barrel symbol in the corner means the shot misses.") },
  { "C-BARREL.1", N_("Barrel: try your luck"),
    N_("Every time the character with the Barrel is shot at, its owner may "
       "reveal a card, whatever fired the shot. It works even while that character "
       "is the back-up, because being shot at wakes it up.") },
  { "C-BARREL.2", N_("Barrel: a barrel dodges"),
    N_("If the revealed card shows a barrel, the Barrel counts as a dodge and the "
       "shot is avoided.") },
  { "C-BARREL.3", N_("Barrel: no luck"),
    N_("Any other symbol leaves the shot standing, but a dodge card or a Hat "
       "on the same character can still stop it.") },
  { "C-BARREL.4", N_("Barrel against Tex Killer"),
    N_("Against a BANG! card from Tex Killer, a successful Barrel is only the "
       "dodge; one more card from your hand is still needed.") },
  { "C-BARREL.5", N_("Barrel and other cards"),
    N_("One reveal for each Fanning shot; Sid Curry’s owner picks who tries "
       "first, the ability or the Barrel; Buffalo Bell cannot use his Barrel "
       "for his partner; against a Derringer or a Winchester it works as "
       "usual.") },
  { "C-BARREL.6", N_("Barrel: an example"),
    N_("Your active character has a Barrel and is hit by a Colt. You reveal: the "
       "card shows a horseshoe, so the Barrel fails, but you may still answer with "
       "a Missed! card. Had it shown a barrel, the shot would have missed.") },

  /* Beer */
  { "C-BEER", N_("Beer"),
    N_("An Action card that heals both of your characters by one life point.") },
  { "C-BEER.1", N_("Beer: a round for both"),
    N_("Your active character and your back-up each get one life point back.") },
  { "C-BEER.2", N_("Beer and the maximum"),
    N_("No character goes above the life on its card. If you have only one "
       "character left, only that one drinks.") },
  { "C-BEER.3", N_("Beer only in your own turn"),
    N_("Beer is played during your own turn only; you cannot drink it to survive "
       "a shot in the opponent’s turn.") },
  { "C-BEER.4", N_("No target for Beer"),
    N_("You do not aim a Beer: it always heals your own characters.") },

  /* Stampede */
  { "C-STAMPEDE", N_("Stampede"),
    N_("Always-active equipment that forces its character to swap places at the "
       "start of its owner’s turn.") },
  { "C-STAMPEDE.1", N_("Stampede: all change"),
    N_("At the start of its owner’s turn, the character carrying the Stampede "
       "swaps with the other character of that side: the AC token moves.") },
  { "C-STAMPEDE.2", N_("Stampede on a lone character"),
    N_("If the carrier is the last character of its side, there is nobody to swap "
       "with, and the Stampede does nothing.") },
  { "C-STAMPEDE.3", N_("Stampede from the back"),
    N_("Being always active, the Stampede works on a back-up too. Among "
       "start-of-turn cards it comes last, after Dynamite and Rattlesnake.") },
  { "C-STAMPEDE.4", N_("Stampede and token triggers"),
    N_("The AC token move it causes counts as a move for the opponent’s Pocket "
       "Watch and Jango, and it can bring Tom Thorn to the front.") },
  { "C-STAMPEDE.5", N_("Getting rid of a Stampede"),
    N_("Cattle Katie cannot discard it, and Fanning counts it like any equipment. "
       "Once a side is down to one character, that side may reload it from its "
       "active character.") },

  /* Canteen */
  { "C-CANTEEN", N_("Canteen"),
    N_("An Action card that swaps the active and back-up characters of one side, "
       "yours or the opponent’s. It carries the reload icon.") },
  { "C-CANTEEN.1", N_("Canteen: swap a side"),
    N_("Choose your side or the opponent’s and move that side’s AC token to its "
       "other character.") },
  { "C-CANTEEN.2", N_("Canteen needs two characters"),
    N_("It cannot swap the opponent’s side while they are down to a single "
       "character.") },
  { "C-CANTEEN.3", N_("Canteen and Babe Leroy"),
    N_("If a Canteen is the last card you hold and it sends Babe Leroy to "
       "the back, her empty-hand ability does not fire.") },
  { "C-CANTEEN.4", N_("Canteen: related rulings"),
    N_("Our rulings explain using it on your own side, how it sits with your free "
       "swap, and the token triggers it sets off.") },

  /* Carbine */
  { "C-CARBINE", N_("Carbine"),
    N_("A BANG! card with one shot; if the shot is dodged, you may knock an "
       "equipment card off an active character.") },
  { "C-CARBINE.1", N_("Carbine: if dodged"),
    N_("If the shot is avoided, you may discard one equipment card of your choice "
       "from your own active character or the opponent’s.") },
  { "C-CARBINE.2", N_("Carbine is not a dodge"),
    N_("The dodge symbol in its text only describes when the bonus happens; you "
       "cannot use a Carbine to dodge.") },

  /* Colt */
  { "C-COLT", N_("Colt"),
    N_("The plain BANG! card: one shot at the opponent’s active character.") },
  { "C-COLT.1", N_("Colt: one shot"),
    N_("One shot and no extra effect.") },
  { "C-COLT.2", N_("Cards played as a Colt"),
    N_("Annie Oakey may play a Missed! as a Colt, and Toco Ramirez any card. Such "
       "a Colt is a BANG! card and counts toward the limit.") },

  /* Derringer */
  { "C-DERRINGER", N_("Derringer"),
    N_("A small shot card that is not a BANG! card, but is easy to avoid: any card "
       "from hand dodges it.") },
  { "C-DERRINGER.1", N_("Derringer: any card dodges"),
    N_("One shot. The opponent may answer it with any card from their hand, not "
       "only a dodge card.") },
  { "C-DERRINGER.2", N_("Derringer and the BANG! limit"),
    N_("It does not use up your BANG! for the turn, and Tex Killer’s "
       "extra-card rule does not apply to it.") },
  { "C-DERRINGER.3", N_("Derringer and dodges"),
    N_("Barrel, Annie Oakey’s ability and Return Fire all work against it as "
       "usual.") },
  { "C-DERRINGER.4", N_("Derringer as a discard"),
    N_("It counts as a shot card for a Duel or against Indians!. Played "
       "through Toco Ramirez it becomes a plain Colt.") },

  /* Duel */
  { "C-DUEL", N_("Duel"),
    N_("An Action card: both players take turns throwing away shot cards, and the "
       "one who stops first loses a life point.") },
  { "C-DUEL.1", N_("Duel: back and forth"),
    N_("The opponent throws away a shot card or not; if they did, it is your "
       "turn to throw one, and so on back and forth. Nobody is forced to "
       "throw.") },
  { "C-DUEL.2", N_("Duel: who loses"),
    N_("Whoever fails to throw first has their active character lose one "
       "life point. This is a loss rather than a shot: no dodge can help.") },
  { "C-DUEL.3", N_("Duel: shot cards only"),
    N_("Only cards with the shot icon can be thrown in a Duel; a Return Fire or a "
       "Missed! will not do.") },
  { "C-DUEL.4", N_("Duel: what may be thrown"),
    N_("Any shot card counts, Gatling, Derringer, Knife and Fanning included, and "
       "Annie Oakey may throw a Missed! as a Colt.") },
  { "C-DUEL.5", N_("Duel: no side effects"),
    N_("A card thrown in a Duel only counts as a shot; its own effect is ignored. "
       "A Gatling thrown there fires nothing.") },
  { "C-DUEL.6", N_("Duel and the BANG! limit"),
    N_("BANG! cards thrown during a Duel do not count as your BANG! of the turn.") },
  { "C-DUEL.7", N_("Duel and other cards"),
    N_("A Scope does not help a Duel and Tex Killer gains nothing from it, "
       "but Jack Ransome may challenge the opponent’s back-up.") },

  /* Dynamite */
  { "C-DYNAMITE", N_("Dynamite"),
    N_("Always-active equipment that travels between the back-ups, turn after "
       "turn, until it explodes for three life points.") },
  { "C-DYNAMITE.1", N_("Dynamite goes on your back-up"),
    N_("You may only place it on your own back-up, unless Jack Ransome places it.") },
  { "C-DYNAMITE.2", N_("Dynamite: does it explode?"),
    N_("At the start of its owner’s turn a card is revealed. A dynamite symbol "
       "makes it explode: its character loses three life points and the Dynamite "
       "is discarded.") },
  { "C-DYNAMITE.3", N_("Dynamite moves on"),
    N_("If it does not explode, it moves to the opponent’s back-up, who checks it "
       "the same way at the start of their turn, until it goes off or is removed.") },
  { "C-DYNAMITE.4", N_("Dynamite: order and positions"),
    N_("It is the first start-of-turn card, it works on a back-up, it keeps "
       "working if its carrier moves to the front, and it acts in the carrier’s "
       "owner’s turn.") },
  { "C-DYNAMITE.5", N_("Dynamite damage"),
    N_("The three points are a loss of life, not shots: they cannot be dodged and "
       "do not set off Slim Poet, but Buffalo Bell may take some of them.") },

  /* Fanning */
  { "C-FANNING", N_("Fanning"),
    N_("A BANG! card that fires one shot for each equipment card on its target.") },
  { "C-FANNING.1", N_("Fanning: count the equipment"),
    N_("Pick one opposing character: it is shot at as many times as it has "
       "equipment cards.") },
  { "C-FANNING.2", N_("Fanning: one dodge per shot"),
    N_("Each shot must be avoided on its own, so the defender needs as many dodges "
       "as there are shots.") },
  { "C-FANNING.3", N_("Fanning and the Barrel"),
    N_("A Barrel may be tried once for each shot.") },
  { "C-FANNING.4", N_("Fanning from Tex Killer"),
    N_("From Tex Killer, every one of the shots costs a dodge and an extra "
       "card.") },
  { "C-FANNING.5", N_("Fanning and the back-up"),
    N_("It can only reach the opponent’s back-up with Jack Ransome or a Scope.") },
  { "C-FANNING.6", N_("Fanning as a discard"),
    N_("It counts as a shot card for a Duel and against Indians!.") },

  /* Gatling */
  { "C-GATLING", N_("Gatling"),
    N_("A shot card, not a BANG! card, that fires at every character except your "
       "own active one.") },
  { "C-GATLING.1", N_("Gatling: all but your active character"),
    N_("One shot each at the opponent’s active character, your own back-up and "
       "the opponent’s back-up.") },
  { "C-GATLING.2", N_("Gatling: each target answers"),
    N_("For each character hit, its owner either dodges or lets it lose a life "
       "point. The characters are handled in the usual order.") },
  { "C-GATLING.3", N_("Gatling and equipment dodges"),
    N_("Barrels and Hats work against it.") },
  { "C-GATLING.4", N_("Gatling and abilities"),
    N_("Abilities that react to shots or lost life, like those of Alan "
       "Pinkertoon, Annie Oakey and Dalon Ranger, work against it.") },
  { "C-GATLING.5", N_("Gatling and the BANG! limit"),
    N_("So it does not use up your BANG!, Tex Killer gains nothing, and it "
       "reaches the back-ups without a Scope. When thrown away for a Duel or "
       "Indians!, it is only a shot card.") },
  { "C-GATLING.6", N_("Gatling: a worked example"),
    N_("A Gatling can dodge, eliminate and set off counter-shots all at once. Sid "
       "Curry’s counter-shot waits until the Gatling is over; a back-up knocked "
       "out is replaced and its owner draws two cards first; those cards may then "
       "dodge the counter-shot.") },

  /* General Store */
  { "C-GENERAL-STORE", N_("General Store"),
    N_("An Action card that turns up four cards for both players to share.") },
  { "C-GENERAL-STORE.1", N_("General Store: four cards"),
    N_("Two cards are turned up from each player’s deck, or four from the common "
       "deck when that is the only one.") },
  { "C-GENERAL-STORE.2", N_("General Store: picking"),
    N_("Starting with you, the players take turns picking one of the cards "
       "until all four are gone.") },
  { "C-GENERAL-STORE.3", N_("General Store: always four"),
    N_("Four cards are turned up however many characters are still in play.") },
  { "C-GENERAL-STORE.4", N_("General Store is not a reveal"),
    N_("The cards go to hands, their symbols do not matter, and Bart Masterson "
       "plays no part.") },

  /* Gun Belt */
  { "C-GUN-BELT", N_("Gun Belt"),
    N_("Equipment that lifts the one-BANG!-per-turn limit while its character is "
       "active.") },
  { "C-GUN-BELT.1", N_("Gun Belt: as many BANG! as you like"),
    N_("While the Gun Belt lies on your active character, the BANG! cards you play "
       "do not count toward the limit.") },
  { "C-GUN-BELT.2", N_("Gun Belt and swapping"),
    N_("BANG! cards played with the belt never count, so after swapping your new "
       "active character still has its one BANG!. It also works the other way "
       "round: play your one BANG!, swap to the belted character and go on.") },

  /* Hat */
  { "C-HAT", N_("Hat"),
    N_("Equipment that can be given up to make one shot miss.") },
  { "C-HAT.1", N_("Hat: lose the hat, not the life"),
    N_("When its character is shot at, even as a back-up, you may discard the Hat "
       "from the table to dodge that shot.") },
  { "C-HAT.2", N_("Hat against Annie Oakey"),
    N_("It also dodges a shot that Annie Oakey fires with her ability.") },
  { "C-HAT.3", N_("Hat with other dodges"),
    N_("Against Tex Killer it is one dodge, and it is still there to use after a "
       "Barrel reveal fails.") },

  /* Indians! */
  { "C-INDIANS", N_("Indians!"),
    N_("An Action card that makes every other character throw a shot card or "
       "lose a life point.") },
  { "C-INDIANS.1", N_("Indians!: discard or bleed"),
    N_("For each character except your own active one, its owner chooses: "
       "discard a shot card, or that character loses one life point.") },
  { "C-INDIANS.2", N_("Indians!: which cards"),
    N_("Any card with the shot icon will do, Derringer, Knife, Gatling and "
       "Fanning included; a card without it, like Return Fire, will not.") },
  { "C-INDIANS.3", N_("Indians! hits your back-up too"),
    N_("Your own back-up is affected as well as both opposing characters, in the "
       "usual order. Alan Pinkertoon reacts to the life he loses.") },
  { "C-INDIANS.4", N_("No dodging Indians!"),
    N_("Dodges do not help against it; only a discarded shot card does.") },

  /* Knife */
  { "C-KNIFE", N_("Knife"),
    N_("A shot card that is not a BANG! card.") },
  { "C-KNIFE.1", N_("Knife: one shot"),
    N_("One shot, and because it is not a BANG! card it can be played in the same "
       "turn as your BANG!.") },
  { "C-KNIFE.2", N_("Knife: reach and answers"),
    N_("It aims at the opponent’s active character, or the back-up with Jack "
       "Ransome or a Scope. A Barrel works against it, and it may be thrown "
       "away for a Duel or for Indians!.") },

  /* Missed! */
  { "C-MISSED", N_("Missed!"),
    N_("The basic dodge card.") },
  { "C-MISSED.1", N_("Missed!: dodge"),
    N_("When one of your characters is shot at, play a Missed! from your hand, "
       "even in the opponent’s turn, and that shot misses.") },
  { "C-MISSED.2", N_("Missed! and other cards"),
    N_("Annie Oakey can turn it into a Colt. Pearl Hat cannot copy it, and "
       "it is no use in a Duel or against Indians!, unless Annie throws it "
       "as a Colt.") },

  /* Peacemaker */
  { "C-PEACEMAKER", N_("Peacemaker"),
    N_("A BANG! card with one shot; a dodge still costs the opponent a card.") },
  { "C-PEACEMAKER.1", N_("Peacemaker: if dodged"),
    N_("If the shot is avoided, the opponent must discard a card of their choice "
       "from their hand, if they have any.") },

  /* Pocket Watch */
  { "C-POCKET-WATCH", N_("Pocket Watch"),
    N_("Equipment that draws you a card whenever the opponent’s AC token moves.") },
  { "C-POCKET-WATCH.1", N_("Pocket Watch: a card per move"),
    N_("Each time the opponent’s AC token moves, for whatever reason, you draw a "
       "card. A Stampede counts too.") },
  { "C-POCKET-WATCH.2", N_("Pocket Watch against a lone character"),
    N_("It does nothing while the opponent has only one character.") },
  { "C-POCKET-WATCH.3", N_("Pocket Watch: active only in front"),
    N_("It works only on your active character. If it fires together with another "
       "effect, the usual order decides which comes first.") },

  /* Rattlesnake */
  { "C-RATTLESNAKE", N_("Rattlesnake"),
    N_("Always-active equipment that may bite its character at the start of each "
       "of its owner’s turns.") },
  { "C-RATTLESNAKE.1", N_("Rattlesnake: the bite"),
    N_("At the start of its owner’s turn a card is revealed; a snake symbol costs "
       "the character carrying it one life point.") },
  { "C-RATTLESNAKE.2", N_("Rattlesnake stays"),
    N_("Unlike Dynamite, it is not discarded after biting. It keeps threatening "
       "every turn until someone removes it.") },
  { "C-RATTLESNAKE.3", N_("Rattlesnake: more details"),
    N_("It comes second among start-of-turn cards. Its bite is a loss that "
       "no dodge stops and that Slim Poet ignores; Buffalo Bell may take it "
       "instead. Cattle Katie cannot get rid of it. It is usually given to "
       "the opponent’s active character.") },

  /* Remington */
  { "C-REMINGTON", N_("Remington"),
    N_("A BANG! card whose dodged shot still earns you a card.") },
  { "C-REMINGTON.1", N_("Remington: if dodged"),
    N_("If the shot is avoided, you may draw a card from your deck.") },
  { "C-REMINGTON.2", N_("Remington with Wyatt Ear"),
    N_("Wyatt Ear adds his own card, so a dodged Remington gives two.") },

  /* Return Fire */
  { "C-RETURN-FIRE", N_("Return Fire"),
    N_("A dodge card that also shoots back at the opponent’s active character.") },
  { "C-RETURN-FIRE.1", N_("Return Fire: dodge and shoot"),
    N_("When the shot is avoided with it, the opponent’s active character becomes "
       "the target of a shot.") },
  { "C-RETURN-FIRE.2", N_("Return Fire against Tex Killer"),
    N_("Against Tex Killer’s BANG! you also need one more card to avoid the shot, "
       "and only then does the counter-shot happen.") },
  { "C-RETURN-FIRE.3", N_("Return Fire played by Tex Killer’s side"),
    N_("Its counter-shot is not a BANG! card, so one dodge is enough against it.") },
  { "C-RETURN-FIRE.4", N_("Return Fire and Schofield"),
    N_("If it answers a Schofield, the Schofield’s healing comes first, then the "
       "counter-shot.") },
  { "C-RETURN-FIRE.5", N_("Return Fire: what it is not"),
    N_("It cannot be played to shoot, thrown in a Duel or against Indians!, or "
       "copied by Pearl Hat. It works against a Derringer.") },

  /* Schofield */
  { "C-SCHOFIELD", N_("Schofield"),
    N_("A BANG! card whose dodged shot still heals your active character.") },
  { "C-SCHOFIELD.1", N_("Schofield: if dodged"),
    N_("If the shot is avoided, your active character gets one life point back, "
       "never above its maximum.") },
  { "C-SCHOFIELD.2", N_("Schofield against Return Fire"),
    N_("If it was dodged with a Return Fire, you heal first, before the "
       "counter-shot comes at you.") },

  /* Schoolmarm */
  { "C-SCHOOLMARM", N_("Schoolmarm"),
    N_("An Action card that takes a card from the table into your hand.") },
  { "C-SCHOOLMARM.1", N_("Schoolmarm: take a card in play"),
    N_("Pick any card lying on the table and put it in your hand, as long as "
       "it is not on the opponent’s back-up.") },
  { "C-SCHOOLMARM.2", N_("Schoolmarm: only from the table"),
    N_("It never takes a card from the opponent’s hand.") },
  { "C-SCHOOLMARM.3", N_("Schoolmarm with Jack Ransome"),
    N_("Jack Ransome can use it on the opponent’s back-up as well.") },

  /* Scope */
  { "C-SCOPE", N_("Scope"),
    N_("Equipment that lets your shots reach the opponent’s back-up.") },
  { "C-SCOPE.1", N_("Scope: aim behind the line"),
    N_("While the Scope is on your active character, any shot card you play, "
       "BANG! cards included, may target the opponent’s back-up.") },
  { "C-SCOPE.2", N_("Scope: shots only"),
    N_("It does not extend other cards such as Steal or Duel.") },
  { "C-SCOPE.3", N_("Scope does not shoot"),
    N_("The shot symbol in its text describes its effect; the Scope itself is not "
       "a shot card.") },

  /* Shotgun */
  { "C-SHOTGUN", N_("Shotgun"),
    N_("A BANG! card whose dodged shot still lets you swap one side’s "
       "characters.") },
  { "C-SHOTGUN.1", N_("Shotgun: if dodged"),
    N_("If the shot is avoided, you may move the AC token of your side or of the "
       "opponent’s side.") },

  /* Stagecoach */
  { "C-STAGECOACH", N_("Stagecoach"),
    N_("An Action card: draw three, keep two.") },
  { "C-STAGECOACH.1", N_("Stagecoach: choose two of three"),
    N_("Draw three cards from your deck, keep the two you prefer and discard the "
       "other one.") },

  /* Steal */
  { "C-STEAL", N_("Steal"),
    N_("An Action card that either takes a random card from the opponent’s hand "
       "or gets rid of a card in play.") },
  { "C-STEAL.1", N_("Steal: two choices"),
    N_("Either pull a card at random out of the opponent’s hand, or discard "
       "a card on the table that is not on the opponent’s back-up.") },
  { "C-STEAL.2", N_("Steal: use it at once"),
    N_("The stolen card is yours now and can be played at once.") },
  { "C-STEAL.3", N_("Steal with Jack Ransome"),
    N_("Jack Ransome can also discard a card lying on the opponent’s back-up.") },

  /* Whisky */
  { "C-WHISKY", N_("Whisky"),
    N_("An Action card that sets a character’s life to exactly three.") },
  { "C-WHISKY.1", N_("Whisky: exactly three"),
    N_("Pick an active character or your own back-up: its life becomes three, "
       "whatever it was.") },
  { "C-WHISKY.2", N_("Whisky: examples"),
    N_("A character at five drops to three, one at one or two rises to three, and "
       "one already at three stays as it is.") },
  { "C-WHISKY.3", N_("Whisky and the tokens"),
    N_("The bullets gained or lost simply come from or go back to the supply.") },

  /* Winchester */
  { "C-WINCHESTER", N_("Winchester"),
    N_("A BANG! card that can shoot the opponent’s back-up.") },
  { "C-WINCHESTER.1", N_("Winchester: long reach"),
    N_("One shot, which may target the opponent’s back-up even without a Scope.") },
  { "C-WINCHESTER.2", N_("Winchester against a back-up"),
    N_("The back-up it targets wakes up and may react, for instance with its own "
       "Barrel.") },
};
const guint sg_rule_n_entries_cards = G_N_ELEMENTS (sg_rule_entries_cards);
