/* sg-rule-book-entries-d.c: the D rules (the duel's general rules), in our
 * own words for a new player.  Order: the order of duel-rules.md. */
#include <glib/gi18n-lib.h>

#include "sg-rule-book-private.h"

const SgRuleEntry sg_rule_entries_d[] = {
  /* D0 */
  { "D0", N_("Basics"),
    N_("The words and pieces the rest of the rules rely on: who plays, what the "
       "positions are called, and what is on the table.") },
  { "D0.1", N_("What the game is"),
    N_("Two players face off, the Lawmen against the Outlaws. Each keeps two "
       "characters on the table at a time, one in front and one behind, and "
       "the duel is won by putting the right character in front and timing "
       "their abilities well.") },
  { "D0.2", N_("Words used in the rules"),
    N_("AC means your active character, the one in front; BC means your "
       "back-up character behind it. Life points are counted with bullets. "
       "Your reserve is the face-down pile of characters still waiting to "
       "play, and the discard pile is shared by both players. You will meet "
       "these words all over the sidebar.") },
  { "D0.3", N_("Icons on the cards"),
    N_("A white disc in the middle of a card shows what it can do: shoot, dodge, "
       "stay active from the back-up, or be reloaded. The small symbol in the top "
       "corner (barrel, snake, dynamite or horseshoe) only matters when the card is "
       "revealed.") },
  { "D0.4", N_("What is in the box"),
    N_("Two decks of 40 cards, one for the Lawmen and one for the Outlaws, 24 "
       "characters split evenly between the sides, an AC token for each side and "
       "bullet tokens for life points.") },
  { "D0.5", N_("Reading a character card"),
    N_("A character card shows its side, its name, its life points and its ability. "
       "The life points printed there are where the character starts and the most "
       "it can ever have.") },
  { "D0.6", N_("Table habits"),
    N_("Some rules only keep the physical table tidy, such as where to lay "
       "equipment or that the cards do not move when characters swap: only the AC "
       "token moves. Sixgun does all of this for you.") },
  { "D0.7", N_("The card has the last word"),
    N_("When a card’s own text disagrees with a general rule, follow the card. "
       "General rules describe the usual case; cards are the exceptions.") },
  { "D0.8", N_("Card counts"),
    N_("Card lists give two numbers: how many copies are in the Lawmen deck and how "
       "many in the Outlaws deck. Some cards exist in only one of the two decks.") },

  /* D1 */
  { "D1", N_("Setting up"),
    N_("How a game begins: characters are drawn, the first active characters are "
       "chosen in secret, and both players get their opening hands.") },
  { "D1.1", N_("Pick a side"),
    N_("One player leads the Lawmen, the other the Outlaws. The two sides have "
       "different characters and different decks.") },
  { "D1.2", N_("Drawing characters"),
    N_("Each player draws four of the twelve characters of their side at random. "
       "Players may agree to draw more for a longer game; the rest stay out of "
       "this game.") },
  { "D1.3", N_("Your reserve"),
    N_("After looking at the characters you drew, shuffle them face down into a "
       "pile. This reserve decides the order in which your characters come into "
       "play.") },
  { "D1.4", N_("Choosing the first active character"),
    N_("Take the two top characters of your reserve and decide, without showing "
       "your opponent, which of the two will stand in front. Only that "
       "character’s ability will work for now, apart from always-active "
       "abilities.") },
  { "D1.5", N_("Revealing the characters"),
    N_("When both players have chosen, the active characters are shown at "
       "the same moment and get their AC tokens; the back-ups are then shown "
       "beside them. Because the choice is secret, neither player can react "
       "to the other’s pick.") },
  { "D1.6", N_("Starting life"),
    N_("Every character in play starts with as many life points as its card "
       "shows. Characters with more life can stay in front longer; those "
       "with less are often better kept in the back.") },
  { "D1.7", N_("Your deck"),
    N_("Each player shuffles their own 40-card deck and keeps it face down in front "
       "of them. You draw from your own deck until it runs out.") },
  { "D1.8", N_("Opening hands"),
    N_("The Lawmen start with four cards in hand and the Outlaws with five; "
       "in return, the Lawmen play first. A bigger opening hand means more "
       "answers ready for the first shots.") },

  /* D2 */
  { "D2", N_("A turn"),
    N_("How a turn runs: draw, play, then discard down to your hand limit.") },
  { "D2.0.1", N_("Who goes first"),
    N_("The Lawmen player takes the first turn, then the players take turns "
       "one after the other. Everything you do happens in your own turn, "
       "except answering what the opponent does to you.") },
  { "D2.0.2", N_("The three phases"),
    N_("Every turn has the same three steps in the same order: draw cards, play "
       "cards (and maybe swap your characters), then discard down to your hand "
       "limit.") },
  { "D2.0.3", N_("Before the draw"),
    N_("Anything that happens at the start of your turn, such as a Dynamite or a "
       "Rattlesnake, is settled before you draw.") },
  { "D2.1", N_("Draw phase"),
    N_("The first step of your turn: you take new cards.") },
  { "D2.1.1", N_("Drawing two cards"),
    N_("At the beginning of your turn you draw the two top cards of your "
       "deck. This is your steady supply of cards, so plan on two new cards "
       "a turn.") },
  { "D2.1.2", N_("More cards, or another deck"),
    N_("A Bank, the Dalton Bros or Pat Garret can give you extra cards, and once "
       "your own deck is gone you draw from the common deck instead.") },
  { "D2.2", N_("Play phase"),
    N_("The middle of your turn: play cards and, once, swap your characters.") },
  { "D2.2.1", N_("Playing cards"),
    N_("Now you may play as many cards as you like, or none, to hurt the "
       "opponent’s characters or help your own. Each kind of card has its "
       "own limits on where it can go, and BANG! cards are limited to one a "
       "turn. Keeping a dodge card for the opponent’s turn is often wise.") },
  { "D2.2.2", N_("Swapping your characters"),
    N_("Once during your play phase you may move your AC token to your other "
       "character: the back-up steps forward and the active one steps back. "
       "It costs nothing, but only once a turn, so choose the moment: a "
       "wounded character can hide behind, and a fresh one can take the "
       "hits.") },
  { "D2.2.3", N_("Staying put is fine"),
    N_("You never have to swap. A character may stay in front for as many turns "
       "as you like.") },
  { "D2.2.4", N_("Why the position matters"),
    N_("Only the character in front uses its ability and its equipment, so pick "
       "your active character with care before you play your cards.") },
  { "D2.3", N_("Discard phase"),
    N_("The end of your turn: cut your hand down to the limit.") },
  { "D2.3.1", N_("The hand limit"),
    N_("When you end your play phase, you may keep as many cards as your "
       "active character has life points. Discard the extra cards of your "
       "choice. A badly wounded character in front means a small hand, so "
       "think about who stands in front before you end your turn.") },
  { "D2.3.2", N_("The limit at one life point"),
    N_("If your active character is down to one life point, you may still "
       "keep two cards, so a wounded character is not left empty-handed.") },
  { "D2.3.3", N_("Within the limit"),
    N_("If your hand is already within the limit, you discard nothing.") },
  { "D2.3.4", N_("Where discards go"),
    N_("Every card that is discarded, at any time, goes face up onto the one "
       "discard pile both players share.") },
  { "D2.3.5", N_("End of the turn"),
    N_("After the discard phase your turn is over and your opponent’s begins.") },

  /* D3 */
  { "D3", N_("Characters in play"),
    N_("How characters live, stand in front or behind, and when the one "
       "behind may act.") },
  { "D3.1", N_("Life points and their maximum"),
    N_("A character comes into play with the life points on its card, and that "
       "number is also its ceiling: healing never takes it higher.") },
  { "D3.2", N_("Only the living use abilities"),
    N_("A character must be in play and alive to use its ability. When it loses "
       "its last life point it is gone at once, so an ability that reacts to "
       "losing life does not fire for that last point.") },
  { "D3.3", N_("Only the active character counts"),
    N_("Normally only your active character’s ability and the equipment "
       "lying on it work. Your back-up and its equipment sleep, with two "
       "exceptions: the always-active icon, and a back-up that is being "
       "targeted. This is why equipment is often laid on your back-up first "
       "and swapped forward later.") },
  { "D3.4", N_("Always-active icon"),
    N_("An ability or equipment with the always-active icon works even from the "
       "back-up position. Bart Masterson, Buffalo Bell, The Stranger and Soundance "
       "Kid have such abilities, and Dynamite, Rattlesnake and Stampede are such "
       "equipment.") },
  { "D3.5", N_("A targeted back-up wakes up"),
    N_("When something aims at your back-up, such as a Winchester or a Gatling, "
       "that character and its equipment wake up just long enough to react, for "
       "example with its own Barrel. Afterwards it goes back to sleep.") },
  { "D3.6", N_("Meanwhile the front sleeps"),
    N_("While your back-up is reacting, your active character’s ability and "
       "equipment are switched off. They come back once that event is over.") },
  { "D3.7", N_("The opponent’s back-up is hard to reach"),
    N_("The character behind the opponent’s front line is normally out of "
       "reach. Only a few cards and abilities, like the Winchester or a "
       "Scope, can touch it. That makes the back-up a safe place to heal or "
       "to prepare equipment.") },
  { "D3.8", N_("A lone character"),
    N_("When you have just one character left, it is both your active "
       "character and your back-up. It keeps the AC token and can no longer "
       "swap. Cards that aim at back-ups can now reach it too.") },
  { "D3.9", N_("Equipment stays put"),
    N_("When your characters swap places, each keeps its own equipment.") },

  /* D4 */
  { "D4", N_("Kinds of cards"),
    N_("The three kinds of cards, and which characters each kind may be played on.") },
  { "D4.1", N_("Three borders"),
    N_("The border colour tells the kind: brown for Action cards, blue for "
       "Equipment, red for BANG! cards.") },
  { "D4.2", N_("Action cards"),
    N_("An Action card does its effect at once and goes to the discard pile. "
       "It can be aimed at any character except the opponent’s back-up, so "
       "your own back-up is a fair target for helpful Actions.") },
  { "D4.3", N_("Equipment cards"),
    N_("Equipment stays on the table next to a character and keeps working while "
       "it is there.") },
  { "D4.3.1", N_("Putting equipment into play"),
    N_("Lay an Equipment card face up beside a character. It stays there and "
       "its effect keeps going until something removes it, so one good piece "
       "of equipment can pay off for many turns.") },
  { "D4.3.2", N_("Where equipment may go"),
    N_("Equipment goes either on your own back-up, to get it ready, or on "
       "the opponent’s active character, which is how harmful equipment such "
       "as a Rattlesnake reaches them. Dynamite and Jack Ransome are the "
       "exceptions.") },
  { "D4.3.3", N_("Equipment helps its carrier"),
    N_("A piece of equipment only affects the character it lies on.") },
  { "D4.3.4", N_("No two of the same on one character"),
    N_("If a character gets equipment with the same name as one it already "
       "carries, the new one replaces the old one, which is discarded. Two "
       "different characters may each carry a copy, so spreading copies over "
       "your characters works, stacking them does not.") },
  { "D4.3.5", N_("Losing equipment"),
    N_("Equipment can be taken away: Steal, Schoolmarm, Carbine, some abilities, "
       "reloading, or the elimination of its character.") },
  { "D4.3.6", N_("Whose equipment it is"),
    N_("When equipment says you or your turn, it means whoever owns the "
       "character it lies on. A Bank you give the opponent helps the "
       "opponent.") },
  { "D4.4", N_("BANG! cards"),
    N_("A BANG! card goes to the discard pile like an Action, but only one "
       "may be played per turn, and it aims only at the opponent’s active "
       "character unless a card or ability says otherwise. Gun Belt, The "
       "Stranger and West Harding loosen the limit.") },
  { "D4.5", N_("Exceptions to targeting"),
    N_("A short list of what can break the targeting rules: the Winchester, a "
       "Scope, Jack Ransome, Gatling and Indians!, Tom Thorn, Dynamite, Whisky, "
       "Steal, Schoolmarm, Canteen and Fanning each have their own reach.") },
  { "D4.6", N_("Where to find each card"),
    N_("The kind, icons and number of copies of every card are listed with the "
       "cards themselves.") },

  /* D5 */
  { "D5", N_("Shots and dodges"),
    N_("How characters get shot, how they avoid it, and what it costs when they "
       "cannot.") },
  { "D5.1", N_("Shot cards"),
    N_("A card with the shot icon in its middle is a shot card, the main way "
       "to take life points away. Normally it can only be aimed at the "
       "opponent’s active character, so the character in front is the one "
       "that takes the fire.") },
  { "D5.2", N_("One shot each"),
    N_("A shot card fires a single shot unless its text says more, as Fanning and "
       "Gatling do.") },
  { "D5.3", N_("Other sources of shots"),
    N_("Shots also come from some cards that are not shot cards, like Return "
       "Fire, and from abilities such as those of Alan Pinkertoon, Sid "
       "Curry, Tom Thorn and Wild Bill. Keep a dodge in hand: shots can "
       "arrive even when the opponent plays no shot card.") },
  { "D5.4", N_("Automatic shots"),
    N_("When an effect says a character becomes the target of a shot, no card is "
       "needed for it: the shot simply happens, and it can be dodged like any "
       "other.") },
  { "D5.5", N_("Answering a shot"),
    N_("Each shot can be avoided in one of three ways: play a dodge card "
       "from your hand even outside your turn, use a dodge equipment such as "
       "a Hat or Barrel on the character being shot, or use that character’s "
       "own ability if it has one for this. If none of these is used, the "
       "shot hits.") },
  { "D5.6", N_("One dodge per shot"),
    N_("Each shot needs one dodge. Several shots need several dodges, and Tex "
       "Killer makes his shots cost one extra card to avoid.") },
  { "D5.7", N_("Hit"),
    N_("A shot that is not dodged costs the character one life point. If "
       "that was its last one, the character is eliminated and the next one "
       "from the reserve comes in.") },
  { "D5.8", N_("Losing life cannot be dodged"),
    N_("When a card makes a character lose life rather than shooting at it, no "
       "dodge helps. Dynamite, Rattlesnake, Indians!, a lost Duel and Whisky work "
       "this way.") },
  { "D5.9", N_("BANG! cards and shot cards are not the same"),
    N_("A red border makes a BANG! card; the shot icon makes a shot card. "
       "The two overlap but are not the same: Derringer, Knife and Gatling "
       "shoot without being BANG! cards, so they can join your one BANG! in "
       "the same turn.") },
  { "D5.10", N_("Icons inside the text"),
    N_("Shot and dodge symbols written inside a card’s text only describe an "
       "effect; they do not make the card a shot or a dodge. You cannot shoot with "
       "a Scope or dodge with a Carbine.") },

  /* D6 */
  { "D6", N_("Reveals"),
    N_("Turning up the top card of a deck and checking its corner symbol.") },
  { "D6.1", N_("How to reveal"),
    N_("Turn over the top card of the deck the effect uses (your current deck, "
       "except for Sid Curry, who uses the opponent’s) onto the discard pile and "
       "check the little symbol in its corner. The card itself is lost to the "
       "discard pile whatever happens.") },
  { "D6.2", N_("Success or failure"),
    N_("If the symbol is the one the effect asks for, the effect happens. If not, "
       "nothing happens.") },
  { "D6.3", N_("How likely each symbol is"),
    N_("A quarter of the cards show a barrel and a quarter a snake, one card in "
       "eight shows a dynamite, and the rest, three in eight, show a horseshoe.") },
  { "D6.4", N_("A reveal example"),
    N_("The Barrel card explains a reveal step by step: a Colt is answered by a "
       "reveal, and only a barrel in the corner stops the shot.") },
  { "D6.5", N_("What counts as a reveal"),
    N_("Barrel, Dynamite, Rattlesnake and Sid Curry reveal, and Bart Masterson "
       "changes every reveal. Pat Garret’s shown card and the cards turned up by "
       "General Store are not reveals.") },

  /* D7 */
  { "D7", N_("Reloading"),
    N_("Trading a card with the reload icon for a fresh one, late in the game.") },
  { "D7.1", N_("What reloading is"),
    N_("A card with the reload icon may be thrown away instead of being "
       "used; you then draw a new card. It turns a card you do not need into "
       "a fresh try at something better.") },
  { "D7.2", N_("When you may reload"),
    N_("Reloading only opens up once either player is down to one character "
       "in play. It is a late-game tool for getting the card you need.") },
  { "D7.3", N_("Which cards you may reload"),
    N_("You may reload a card from your hand, or one already lying on your "
       "active character, but never one on your back-up. Reloading a harmful "
       "card the opponent gave you is a way to get rid of it.") },
  { "D7.4", N_("Cards that can be reloaded"),
    N_("Canteen, Pocket Watch, Scope and Stampede carry the reload icon. The game "
       "takes this from each card’s data.") },

  /* D8 */
  { "D8", N_("Start of the turn"),
    N_("Cards that act at the very beginning of a turn, and their order.") },
  { "D8.1", N_("Before you draw"),
    N_("Cards that act at the start of your turn do so before your draw phase.") },
  { "D8.2", N_("Start-of-turn order"),
    N_("When several such cards are in play, Dynamite goes first, then "
       "Rattlesnake, then Stampede. The order matters: a Dynamite explosion "
       "can change who stands where before the Stampede moves anyone.") },
  { "D8.3", N_("Whose turn it is"),
    N_("A start-of-turn card acts in the turn of the player who owns the "
       "character carrying it, not the player who put it there.") },

  /* D9 */
  { "D9", N_("Random draws"),
    N_("Picking a card at random from a hand.") },
  { "D9.1", N_("Looking at the backs"),
    N_("Picking a card at random from a hand is not blind: the backs show "
       "which deck each card comes from, Lawmen or Outlaws.") },
  { "D9.2", N_("Backs are public"),
    N_("So the deck each face-down card came from is no secret: both players can "
       "see it for cards in hands and for the top of the common deck.") },

  /* D10 */
  { "D10", N_("Order of effects"),
    N_("What happens first when a card hits several characters or several things "
       "happen at once.") },
  { "D10.1", N_("When the order matters"),
    N_("The order below is used when one card affects several characters, like "
       "Gatling or Indians!, and when several effects are set off at the same "
       "moment.") },
  { "D10.2", N_("The order"),
    N_("Go through the characters in this order: the active character of the "
       "player whose turn it is, then the opponent’s active character, then the "
       "turn player’s back-up, then the opponent’s back-up.") },
  { "D10.3", N_("A lone character is hit once"),
    N_("A character standing alone is both active and back-up, but a card that "
       "goes around the table still affects it only once.") },
  { "D10.4", N_("Eliminations wait"),
    N_("If a card knocks out several characters, finish that card on everyone it "
       "affects first, then remove the eliminated characters.") },
  { "D10.5", N_("After a card is resolved"),
    N_("Things set off in the middle of a card, like a counter-shot from Sid "
       "Curry in the middle of a Gatling, wait for the card to finish. Then "
       "eliminations are carried out, and then the waiting effects, so cards "
       "drawn meanwhile can already be used.") },

  /* D11 */
  { "D11", N_("Elimination"),
    N_("What happens when a character loses its last life point.") },
  { "D11.1", N_("Eliminated"),
    N_("A character that loses its last life point leaves the game, and "
       "another character from the same side takes its place. The duel goes "
       "on until one side has no characters left at all.") },
  { "D11.2", N_("Replacing a character"),
    N_("Its owner removes it, discards its equipment, draws two cards once "
       "the card that did it has finished, and brings in the next character "
       "of the reserve at full life. The AC token does not move, so a fallen "
       "active character is replaced by a new active one. The two cards "
       "soften the blow of losing a character.") },
  { "D11.3", N_("Empty reserve"),
    N_("With no characters left in the reserve, you carry on with your last "
       "character, which is now both active and back-up.") },
  { "D11.4", N_("Losing your last character"),
    N_("If the eliminated character was your last one, you lose the game.") },
  { "D11.5", N_("Abilities around an elimination"),
    N_("The eliminated character’s own ability stays silent. Bull Anderson takes "
       "his cards before the owner’s two replacement draws, and Bill Tightman’s "
       "cards come on top of those draws.") },

  /* D12 */
  { "D12", N_("Winning"),
    N_("How the duel ends.") },
  { "D12.1", N_("How to win"),
    N_("You win when every one of the opponent’s characters is gone, both "
       "those in play and those waiting in the reserve. Knocking out one "
       "character is only a step: a fresh one always takes its place until "
       "the reserve is empty.") },
  { "D12.2", N_("How to lose"),
    N_("The moment your last character is eliminated, you have lost.") },

  /* D13 */
  { "D13", N_("Decks"),
    N_("Your own deck, the shared discard pile, and the common deck made from it.") },
  { "D13.1", N_("Two different decks"),
    N_("Each player starts with the deck of their own side, and the two decks "
       "hold different cards.") },
  { "D13.2", N_("One discard pile"),
    N_("Both players discard onto the same pile, so later in the game the cards "
       "of both sides get mixed, and you may end up using the opponent’s "
       "cards.") },
  { "D13.3", N_("Your own deck first"),
    N_("As long as your own deck has cards, everything you draw or reveal comes "
       "from it.") },
  { "D13.4", N_("The common deck"),
    N_("When your own deck is empty, the discard pile is shuffled into a "
       "common deck, and from then on you draw from it. From that moment you "
       "may draw cards that came from the opponent’s deck.") },
  { "D13.5", N_("The second player joins in"),
    N_("When the second player’s deck also runs dry, the discard pile is "
       "left alone: they just start drawing from the existing common deck "
       "too.") },
  { "D13.6", N_("Refilling the common deck"),
    N_("Whenever the common deck runs out, the discard pile is shuffled into "
       "a new one, so the game never runs out of cards for long.") },
  { "D13.7", N_("A deck for both"),
    N_("When only the common deck is left, it counts as the deck of both players. "
       "Your deck and the opponent’s deck then mean the same pile.") },
  { "D13.8", N_("The opponent’s deck"),
    N_("Effects that use the opponent’s deck, like those of Soundance Kid, "
       "Sid Curry and Pat Garret, use the common deck once the opponent has "
       "no deck of their own.") },
  { "D13.9", N_("No refill for your own deck"),
    N_("Once your own deck is empty it stays empty; you draw from the common "
       "deck until the game ends.") },
};
const guint sg_rule_n_entries_d = G_N_ELEMENTS (sg_rule_entries_d);
