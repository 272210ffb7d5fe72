/* sg-event-text.c: events in plain, translated words for one viewer.
 *
 * Every sentence is a whole translatable template (no glued fragments
 * where it can be helped), with a "you" form for the viewer's own side and
 * a third-person form for the other side.  A card is named only when the
 * viewer knows its face (g->seen); otherwise it is "a card".  Every field
 * of an event may be SG_NONE, so each sentence falls back to a vaguer one.
 */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "sg-card-text.h"
#include "sg-event-text-private.h"
#include "sg-name-text.h"
#include "sg-rule-book.h"

gboolean
sg_event_text_is_player (int side)
{
  return side == SG_LAW || side == SG_OUTLAW;
}

/* TRUE when the sentence is about the viewer's own side. */
gboolean
sg_event_text_mine (const Ctx *c, int side)
{
  return sg_event_text_is_player (c->viewer) && side == (int) c->viewer;
}

/* The third-person subject for a side other than the viewer's. */
const char *
sg_event_text_subject (const Ctx *c, int side)
{
  if (sg_event_text_is_player (c->viewer) && sg_event_text_is_player (side))
    /* Translators: the subject of a sentence such as "%s draws a card". */
    return _("The opponent");
  if (side == SG_LAW)
    /* Translators: the subject of a sentence such as "%s draws a card",
     * for someone watching rather than playing. */
    return _("The Lawmen player");
  if (side == SG_OUTLAW)
    return _("The Outlaws player");
  return _("Someone");
}

/* The same subject inside a sentence, after "Duel: " for instance: its own
 * msgids, as only the translator knows how the capital comes off. */
const char *
sg_event_text_subject_mid (const Ctx *c, int side)
{
  if (sg_event_text_is_player (c->viewer) && sg_event_text_is_player (side))
    /* Translators: "%s" in "Duel: %s discards Colt.", after a colon: lower
     * case in English; write it as your language writes a subject there. */
    return C_("subject mid-sentence", "the opponent");
  if (side == SG_LAW)
    return C_("subject mid-sentence", "the Lawmen player");
  if (side == SG_OUTLAW)
    return C_("subject mid-sentence", "the Outlaws player");
  return C_("subject mid-sentence", "someone");
}

/* Always the mid-sentence form: where the translation puts it first,
 * sg_event_text_names() gives it its capital back. */
const char *
sg_event_text_char_name (int ch)
{
  return ch >= 0 && ch < SG_N_CHARACTERS ? sg_character_text_in_sentence ((SgCharId) ch) : NULL;
}

char *
sg_event_text_names (char *text, const SgGame *g, const SgEvent *e)
{
  /* Every character an event's sentence may name: its own, the rule's, and
   * those in play (a side's other character, a lone choice). */
  int chars[7] = { e->ch, e->target_ch, sg_char_by_rule (e->rule), SG_NONE, SG_NONE, SG_NONE, SG_NONE };

  for (int i = 0; i < 4 && g != NULL; i++)
    chars[3 + i] = g->side[i / 2].ch[i % 2];
  return sg_name_text_finish (text, chars, G_N_ELEMENTS (chars));
}

const char *
sg_event_text_type_name (int type)
{
  return type >= 0 && type < SG_N_CARD_TYPES ? sg_card_text_name ((SgCardType) type) : NULL;
}

/* Whether the viewer knows the face of a card instance.  A spectator
 * (viewer neither side) is told only what both players know. */
gboolean
sg_event_text_knows (const Ctx *c, int card)
{
  if (card < 0 || card >= c->g->n_cards)
    return FALSE;
  if (!sg_event_text_is_player (c->viewer))
    return c->g->seen[card] == SG_SEEN_BOTH;
  return sg_game_card_known (c->g, (SgSide) c->viewer, (uint8_t) card);
}

/* Events in which the card is shown to both players as it happens: played
 * cards, cards answering a shot, a Duel or Indians!, reloads, equipment
 * put into play, discards, reveals and General Store cards are all face
 * up.  The engine may mark such a card as seen only a moment later (when
 * it reaches the discard pile), so these events name it right away. */
static gboolean
shown_by_event (const SgEvent *e)
{
  switch (e->kind)
    {
    case SG_EV_PLAY:
    case SG_EV_DODGE:
    case SG_EV_DUEL_ROUND:
    case SG_EV_INDIANS:
    case SG_EV_RELOAD:
    case SG_EV_EQUIP:
    case SG_EV_DISCARD:
    case SG_EV_REVEAL:
    case SG_EV_TURNED_UP:
      return TRUE;
    default:
      return FALSE;
    }
}

/* The translated name of a card instance the viewer knows, else NULL. */
const char *
sg_event_text_card_name (const Ctx *c, int card)
{
  if (card < 0 || card >= c->g->n_cards)
    return NULL;
  if (card == c->ev->card && shown_by_event (c->ev))
    return sg_event_text_type_name (c->g->card[card].type);
  return sg_event_text_knows (c, card) ? sg_event_text_type_name (c->g->card[card].type) : NULL;
}

/* The character an event is about. */
const char *
sg_event_text_target_name (const Ctx *c)
{
  const char *name = sg_event_text_char_name (c->ev->target_ch);

  /* Translators: stands for a character whose name is not known. */
  return name != NULL ? name : _("a character");
}

/* --- one function per group of events ---------------------------------- */

static char *
text_setup (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *ac = sg_event_text_char_name (e->ch);
  const char *bc = NULL;

  if (ac == NULL || !sg_event_text_is_player (e->side))
    return g_strdup (_("The characters are drawn and the opening hands are dealt."));
  for (int slot = 0; slot < 2; slot++)
    {
      int ch = c->g->side[e->side].ch[slot];

      if (ch != SG_NONE && ch != e->ch)
        bc = sg_event_text_char_name (ch);
    }
  if (sg_event_text_mine (c, e->side))
    return bc != NULL
      ? g_strdup_printf (_("You reveal %s as your active character and %s as your back-up."), ac, bc)
      : g_strdup_printf (_("You reveal %s as your active character."), ac);
  return bc != NULL
    ? g_strdup_printf (_("%s reveals %s as active character and %s as back-up."),
                       sg_event_text_subject (c, e->side), ac, bc)
    : g_strdup_printf (_("%s reveals %s as active character."), sg_event_text_subject (c, e->side), ac);
}

/* The side a character enters play for. */
static int
entering_side (const SgEvent *e)
{
  return sg_event_text_is_player (e->side) ? e->side : e->target_side;
}

gboolean
sg_event_text_face_down (const SgGame *g, const SgEvent *ev, SgSide viewer)
{
  g_return_val_if_fail (g != NULL && ev != NULL, FALSE);
  /* D1.4-D1.5: before the first turn the opponent's characters stay face
   * down until both players have chosen. */
  return ev->kind == SG_EV_ENTERS_PLAY && g->turn_number == 0 && sg_event_text_is_player (viewer)
         && entering_side (ev) != (int) viewer;
}

char *
sg_event_text_face_down_entries (guint n)
{
  /* The row says why the characters are hidden. */
  if (n <= 1)
    return g_strdup (_("The opponent puts a character on the table, face down until both sides "
                       "have chosen their first active character."));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The opponent puts %u character on the table, face down until "
                                       "both sides have chosen their first active character.",
                                       "The opponent puts %u characters on the table, face down until "
                                       "both sides have chosen their first active character.", n),
                          n);
}

static char *
text_enters_play (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *name = sg_event_text_char_name (e->ch) ? sg_event_text_char_name (e->ch) : sg_event_text_char_name (e->target_ch);
  int side = entering_side (e);
  int life = e->target_life;

  if (sg_event_text_face_down (c->g, e, c->viewer))
    return sg_event_text_face_down_entries (1);
  if (name == NULL)
    return sg_event_text_mine (c, side)
      ? g_strdup (_("A new character enters play for you."))
      : g_strdup (_("A new character enters play for the opponent."));
  if (life <= 0)
    return sg_event_text_mine (c, side)
      ? g_strdup_printf (_("%s enters play for you."), name)
      : g_strdup_printf (_("%s enters play for the opponent."), name);
  if (sg_event_text_mine (c, side))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s enters play for you with %d life point.",
                                         "%s enters play for you with %d life points.", life),
                            name, life);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s enters play for the opponent with %d life point.",
                                       "%s enters play for the opponent with %d life points.", life),
                          name, life);
}

/* Whether side is the viewer's opponent, whose possessive sentences have
 * their own msgids: put into "%s’s", "The opponent" made German read "Der
 * AC-Marker von Der Gegner" and "Der Gegner: Ziehphase" (a play-test). */
static gboolean
opponents (const Ctx *c, int side)
{
  return sg_event_text_is_player (c->viewer) && sg_event_text_is_player (side) && !sg_event_text_mine (c, side);
}

static char *
text_turn_start (const Ctx *c)
{
  const SgEvent *e = c->ev;
  guint n = c->g->turn_number;

  /* The event's value is too narrow for long games; read the state. */
  if (sg_event_text_mine (c, e->side))
    return n > 0 ? g_strdup_printf (_("Your turn begins (turn %u)."), n)
                 : g_strdup (_("Your turn begins."));
  if (opponents (c, e->side))
    return n > 0 ? g_strdup_printf (_("The opponent’s turn begins (turn %u)."), n)
                 : g_strdup (_("The opponent’s turn begins."));
  /* Translators: "The Lawmen player’s turn begins (turn 4)." */
  return n > 0 ? g_strdup_printf (_("%s’s turn begins (turn %u)."), sg_event_text_subject (c, e->side), n)
               : g_strdup_printf (_("%s’s turn begins."), sg_event_text_subject (c, e->side));
}

static char *
text_phase (const Ctx *c)
{
  const SgEvent *e = c->ev;
  gboolean me = sg_event_text_mine (c, e->side);
  gboolean opp = opponents (c, e->side);

  switch (e->value)
    {
    case SG_PHASE_SETUP:
      return g_strdup (_("Setup: both players secretly choose their first active character."));
    case SG_PHASE_OVER:
      return g_strdup (_("The game is over."));
    case SG_PHASE_START:
      return me    ? g_strdup (_("Your turn starts: cards that act at the start of the turn go first."))
             : opp ? g_strdup (_("The opponent’s turn starts: cards that act at the start of the turn go first."))
                   : g_strdup_printf (_("%s’s turn starts: cards that act at the start of the turn go first."),
                                      sg_event_text_subject (c, e->side));
    case SG_PHASE_DRAW:
      return me    ? g_strdup (_("Your draw phase."))
             : opp ? g_strdup (_("The opponent’s draw phase."))
                   : g_strdup_printf (_("%s’s draw phase."), sg_event_text_subject (c, e->side));
    case SG_PHASE_PLAY:
      return me    ? g_strdup (_("Your play phase: play cards, swap once, or end the turn."))
             : opp ? g_strdup (_("The opponent’s play phase."))
                   : g_strdup_printf (_("%s’s play phase."), sg_event_text_subject (c, e->side));
    case SG_PHASE_DISCARD:
      return me    ? g_strdup (_("Your discard phase: keep no more cards than the hand limit."))
             : opp ? g_strdup (_("The opponent’s discard phase."))
                   : g_strdup_printf (_("%s’s discard phase."), sg_event_text_subject (c, e->side));
    default:
      return g_strdup (_("A new phase begins."));
    }
}

static char *
text_play (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *name = sg_event_text_card_name (c, e->card);
  const char *target = sg_event_text_char_name (e->target_ch);
  gboolean me = sg_event_text_mine (c, e->side);
  const char *subj = sg_event_text_subject (c, e->side);

  if (name == NULL)
    return me ? g_strdup (_("You play a card.")) : g_strdup_printf (_("%s plays a card."), subj);

  if (e->value == 2 && e->ch == SG_CHAR_PEARL_HAT)
    /* Translators: "Pearl Hat copies the Steal that was on top of the discard pile." (before her cost went there) */
    return g_strdup_printf (_("%s copies the %s that was on top of the discard pile."),
                            sg_event_text_char_name (SG_CHAR_PEARL_HAT), name);

  if (e->value == 1)
    {
      /* Played as another card: always a Colt, by Annie Oakey or Toco
       * Ramirez (C-COLT.2), whose clause the event cites. */
      const char *as = sg_event_text_type_name (SG_CARD_COLT);
      if (target != NULL)
        return me ? g_strdup_printf (_("You play %s as %s on %s."), name, as, target)
                  : g_strdup_printf (_("%s plays %s as %s on %s."), subj, name, as, target);
      return me ? g_strdup_printf (_("You play %s as %s."), name, as)
                : g_strdup_printf (_("%s plays %s as %s."), subj, name, as);
    }

  if (target != NULL)
    return me ? g_strdup_printf (_("You play %s on %s."), name, target)
              : g_strdup_printf (_("%s plays %s on %s."), subj, name, target);
  if (sg_event_text_is_player (e->target_side))
    {
      if (sg_event_text_mine (c, e->target_side))
        return me ? g_strdup_printf (_("You play %s on your own side."), name)
                  : g_strdup_printf (_("%s plays %s on your side."), subj, name);
      return me ? g_strdup_printf (_("You play %s on the opponent’s side."), name)
                : g_strdup_printf (_("%s plays %s on their own side."), subj, name);
    }
  return me ? g_strdup_printf (_("You play %s."), name)
            : g_strdup_printf (_("%s plays %s."), subj, name);
}

static char *
text_in_play (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *name = sg_event_text_card_name (c, e->card);

  switch (e->kind)
    {
    case SG_EV_EQUIP:
      return name != NULL ? g_strdup_printf (_("%s goes into play on %s."), name, sg_event_text_target_name (c))
                          : g_strdup_printf (_("A card goes into play on %s."), sg_event_text_target_name (c));
    case SG_EV_REPLACED:
      return name != NULL
        ? g_strdup_printf (_("The %s already on %s is discarded to make room for the new one."),
                           name, sg_event_text_target_name (c))
        : g_strdup_printf (_("A card already on %s is discarded to make room for the new one."),
                           sg_event_text_target_name (c));
    case SG_EV_START_CARD:
      return name != NULL ? g_strdup_printf (_("Start of turn: the %s on %s takes effect."), name, sg_event_text_target_name (c))
                          : g_strdup_printf (_("Start of turn: a card on %s acts."), sg_event_text_target_name (c));
    case SG_EV_EQUIP_REACH:
      /* Told after the play it made legal (one row). */
      return name != NULL && sg_event_text_char_name (e->ch) != NULL
        /* Translators: "The Scope on Wild Bill lets this card reach Babe Leroy.": a card in play on
         * the character who plays, and the character (a back-up) it lets the card reach. */
        ? g_strdup_printf (_("The %s on %s lets this card reach %s."), name, sg_event_text_char_name (e->ch), sg_event_text_target_name (c))
        : g_strdup_printf (_("A card in play lets this card reach %s."), sg_event_text_target_name (c));
    case SG_EV_DYNAMITE_PASS:
      /* Translators: Dynamite is the card name, as translated elsewhere. */
      return sg_event_text_char_name (e->target_ch) != NULL
        /* Told after the reveal that kept it from exploding (one row). */
        ? g_strdup_printf (_("The Dynamite moves on to %s."), sg_event_text_char_name (e->target_ch))
        : g_strdup (_("The Dynamite moves on."));
    case SG_EV_TURNED_UP:
      /* Translators: "General Store: Colt is turned face up." */
      return name != NULL
        ? g_strdup_printf (_("%s: %s is turned face up."), sg_event_text_type_name (SG_CARD_GENERAL_STORE), name)
        : g_strdup_printf (_("%s: a card is turned face up."), sg_event_text_type_name (SG_CARD_GENERAL_STORE));
    case SG_EV_RELOAD:
      if (sg_event_text_mine (c, e->side))
        return name != NULL ? g_strdup_printf (_("You reload %s and draw a new card."), name)
                            : g_strdup (_("You reload a card and draw a new one."));
      return name != NULL
        ? g_strdup_printf (_("%s reloads %s and draws a new card."), sg_event_text_subject (c, e->side), name)
        : g_strdup_printf (_("%s reloads a card and draws a new one."), sg_event_text_subject (c, e->side));
    case SG_EV_DISCARD:
      return name != NULL ? g_strdup_printf (_("%s goes to the discard pile."), name)
                          : g_strdup (_("A card goes to the discard pile."));
    default:
      return NULL;
    }
}

static char *
text_switch (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *name = sg_event_text_char_name (e->ch);

  if (sg_event_text_mine (c, e->side))
    return name != NULL ? g_strdup_printf (_("Your AC token moves: %s is now your active character."), name)
                        : g_strdup (_("Your AC token moves."));
  if (opponents (c, e->side))
    return name != NULL ? g_strdup_printf (_("The opponent’s AC token moves: %s is now their active character."), name)
                        : g_strdup (_("The opponent’s AC token moves."));
  return name != NULL
    ? g_strdup_printf (_("%s’s AC token moves: %s is now their active character."), sg_event_text_subject (c, e->side), name)
    : g_strdup_printf (_("%s’s AC token moves."), sg_event_text_subject (c, e->side));
}

static char *
text_take (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *name = sg_event_text_card_name (c, e->card);
  const char *from = sg_event_text_char_name (e->target_ch);
  gboolean me = sg_event_text_mine (c, e->side);
  const char *subj = sg_event_text_subject (c, e->side);

  if (from != NULL)
    {
      if (name != NULL)
        return me ? g_strdup_printf (_("You take %s from %s."), name, from)
                  : g_strdup_printf (_("%s takes %s from %s."), subj, name, from);
      return me ? g_strdup_printf (_("You take a card from %s."), from)
                : g_strdup_printf (_("%s takes a card from %s."), subj, from);
    }
  if (e->value == 1 && sg_event_text_is_player (e->target_side))
    {
      /* At random from a hand (Steal, Bull Anderson). */
      if (me)
        return name != NULL
          ? g_strdup_printf (_("You take %s at random from the opponent’s hand."), name)
          : g_strdup (_("You take a card at random from the opponent’s hand."));
      if (sg_event_text_mine (c, e->target_side))
        return name != NULL
          ? g_strdup_printf (_("%s takes %s at random from your hand."), subj, name)
          : g_strdup_printf (_("%s takes a card at random from your hand."), subj);
      return name != NULL
        ? g_strdup_printf (_("%s takes %s at random from a hand."), subj, name)
        : g_strdup_printf (_("%s takes a card at random from a hand."), subj);
    }
  if (name != NULL)
    return me ? g_strdup_printf (_("You take %s into your hand."), name)
              : g_strdup_printf (_("%s takes %s into their hand."), subj, name);
  return me ? g_strdup (_("You take a card into your hand."))
            : g_strdup_printf (_("%s takes a card into their hand."), subj);
}

static char *
text_bang_count (const Ctx *c)
{
  const SgEvent *e = c->ev;
  int n = e->value;

  if (sg_event_text_mine (c, e->side))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "You have played %d BANG! card this turn.",
                                         "You have played %d BANG! cards this turn.", n),
                            n);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s has played %d BANG! card this turn.",
                                       "%s has played %d BANG! cards this turn.", n),
                          sg_event_text_subject (c, e->side), n);
}

/* What an ability used in the play phase does, told with its own clause
 * (P-...-.1): the rows after it (a card chosen, a discard, draws) make
 * sense only once the player knows what was paid and for what.  NULL for
 * any other character or rule. */
static char *
text_activated (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *who = sg_event_text_char_name (e->ch);

  if (who == NULL || sg_char_by_rule (e->rule) != e->ch)
    return NULL;
  switch (e->ch)
    {
    case SG_CHAR_BABE_LEROY:
      /* Translators: %s is Babe Leroy. */
      return g_strdup_printf (_("%s uses her ability: her hand is empty, so she draws two cards."), who);
    case SG_CHAR_CATTLE_KATIE:
      /* Translators: %s is Cattle Katie. */
      return g_strdup_printf (_("%s uses her ability: she discards one of her equipment cards "
                                "to draw two cards."), who);
    case SG_CHAR_SOUNDANCE_KID:
      /* Translators: %s is Soundance Kid; "each deck": his own and the opponent's. */
      return g_strdup_printf (_("%s uses his ability: he discards a card to draw one from each deck "
                                "and keep one of the two."), who);
    case SG_CHAR_PEARL_HAT:
      /* Translators: %s is Pearl Hat. */
      return g_strdup_printf (_("%s uses her ability: she discards a card to copy the Action card "
                                "on top of the discard pile."), who);
    default:
      return NULL;
    }
}

static char *
text_ability (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *who = sg_event_text_char_name (e->ch);
  const char *name = sg_event_text_card_name (c, e->card);
  char *text;

  switch (e->ch)
    {
    case SG_CHAR_PAT_GARRET:
      if (name != NULL)
        /* Translators: "Pat Garret shows Colt: a horseshoe, ..." */
        return e->value
          ? g_strdup_printf (_("%s shows %s: a horseshoe, one more card from the opponent’s deck."),
                             who, name)
          : g_strdup_printf (_("%s shows %s: no horseshoe, no extra card."), who, name);
      break;
    case SG_CHAR_BART_MASTERSON:
      if (name != NULL)
        /* Translators: "Bart Masterson: of the two revealed cards, Colt is ..." */
        return g_strdup_printf (_("%s: of the two revealed cards, %s is the one that counts."), who, name);
      break;
    case SG_CHAR_JACK_RANSOME:
      /* Translators: %s is Jack Ransome. */
      return g_strdup_printf (_("%s’s ability lets this card reach any character."), who);
    case SG_CHAR_SLIM_POET:
      /* Translators: %s is Slim Poet. */
      return sg_event_text_mine (c, e->side)
        ? g_strdup_printf (_("%s’s ability: a random card from the opponent’s hand is discarded."), who)
        : g_strdup_printf (_("%s’s ability: a random card from your hand is discarded."), who);
    default:
      break;
    }
  if ((text = text_activated (c)) != NULL)
    return text;
  if (who != NULL && sg_event_text_char_name (e->target_ch) != NULL && e->target_ch != e->ch)
    return g_strdup_printf (_("%s’s ability takes effect on %s."), who, sg_event_text_char_name (e->target_ch));
  if (who != NULL)
    return g_strdup_printf (_("%s’s ability takes effect."), who);
  return sg_event_text_mine (c, e->side) ? g_strdup (_("You use an ability."))
                           : g_strdup_printf (_("%s uses an ability."), sg_event_text_subject (c, e->side));
}

gboolean
sg_event_text_hand_hidden (const SgGame *g, SgSide side, SgSide viewer)
{
  return sg_event_text_is_player (side) && sg_event_text_is_player (viewer) && side != viewer
         && sg_game_hand_hides (g, side, viewer);
}

/* A take chosen rather than forced (SG_EV_NO_ANSWER), said by what was
 * given up; the rule is the question's (decision_rule in sg-game.c). */
static char *
text_no_answer (const Ctx *c)
{
  const SgEvent *e = c->ev;
  gboolean me = sg_event_text_mine (c, e->side);
  const char *subj = sg_event_text_subject (c, e->side);

  if (sg_rule_within (e->rule, "D5.5"))
    return me ? g_strdup (_("You take the hit.")) : g_strdup_printf (_("%s takes the hit."), subj);
  if (sg_rule_within (e->rule, "C-DUEL.1"))
    /* Translators: Duel is the card name, as translated elsewhere. */
    return me ? g_strdup (_("You give up the Duel.")) : g_strdup_printf (_("%s gives up the Duel."), subj);
  if (sg_rule_within (e->rule, "C-INDIANS.2"))
    /* Translators: Indians! is the card name, as translated elsewhere. */
    return me ? g_strdup (_("You discard no shot card against the Indians!"))
              : g_strdup_printf (_("%s discards no shot card against the Indians!"), subj);
  if (sg_rule_within (e->rule, "P-TEX-KILLER.1"))
    /* Translators: against Tex Killer's BANG!, a dodge costs one more card from the hand. */
    return me ? g_strdup (_("You do not pay the extra card, and take the hit."))
              : g_strdup_printf (_("%s does not pay the extra card, and takes the hit."), subj);
  return me ? g_strdup (_("You do not answer.")) : g_strdup_printf (_("%s does not answer."), subj);
}

/* A lone "take": what was missing depends on the question, which the rule
 * the engine cites for it tells (decision_rule in sg-game.c).  Whoever
 * cannot see the decider's hand reads a chosen take: that nothing in it
 * could answer is the decider's secret. */
static char *
auto_take (const Ctx *c)
{
  const SgEvent *e = c->ev;
  gboolean me = sg_event_text_mine (c, e->side);
  const char *subj = sg_event_text_subject (c, e->side);

  if (sg_event_text_hand_hidden (c->g, (SgSide) e->side, c->viewer))
    return text_no_answer (c);
  if (sg_rule_within (e->rule, "D5.5"))
    return me ? g_strdup (_("You have nothing left to dodge with."))
              : g_strdup_printf (_("%s has nothing left to dodge with."), subj);
  if (sg_rule_within (e->rule, "C-DUEL.1"))
    /* Translators: Duel is the card name, as translated elsewhere. */
    return me ? g_strdup (_("You have no shot card to discard and lose the Duel."))
              : g_strdup_printf (_("%s has no shot card to discard and loses the Duel."), subj);
  if (sg_rule_within (e->rule, "C-INDIANS.2"))
    /* Translators: Indians! is the card name, as translated elsewhere. */
    return me ? g_strdup (_("You have no shot card to discard against the Indians!"))
              : g_strdup_printf (_("%s has no shot card to discard against the Indians!"), subj);
  return me ? g_strdup (_("You have no way to answer."))
            : g_strdup_printf (_("%s has no way to answer."), subj);
}

/* The character a lone "choose a character" option names (Pearl Hat's
 * copy with one possible target).  The event does not carry it, but the
 * question is still open on the state the event is told on, so its one
 * option is read from there; NULL when that state says otherwise (an
 * event written by hand). */
static const char *
lone_character (const Ctx *c)
{
  SgAction acts[SG_MAX_ACTIONS];
  int n = sg_game_legal_actions (c->g, acts);
  guint8 code = n == 1 && acts[0].kind == SG_ACT_CHOOSE_CHAR ? acts[0].target : SG_NONE;

  if (code > 3)
    return NULL;
  return sg_event_text_char_name (c->g->side[SG_CODE_SIDE (code)].ch[SG_CODE_SLOT (code)]);
}

/* The words for a lone option, or NULL when nothing better than "one
 * possible move" can be said.  *owned keeps a built string alive. */
static const char *
lone_option (const Ctx *c, char **owned)
{
  const char *name = sg_event_text_card_name (c, c->ev->card);

  switch (c->ev->value)
    {
    case SG_ACT_DODGE_CARD:
      /* Translators: an option, e.g. "answer with Missed!". */
      return name != NULL ? (*owned = g_strdup_printf (_("answer with %s"), name))
                          : _("answer with a card");
    case SG_ACT_DODGE_BARREL:
      /* Translators: Barrel is the card name, as translated elsewhere. */
      return _("try the Barrel");
    case SG_ACT_DODGE_HAT:
      /* Translators: Hat is the card name, as translated elsewhere. */
      return _("use the Hat");
    case SG_ACT_DODGE_ABILITY:
      return _("use the character’s ability");
    case SG_ACT_CHOOSE_CARD:
      return name;
    case SG_ACT_CHOOSE_CHAR:
      return lone_character (c);
    case SG_ACT_CHOOSE_HAND:
      return _("a random card from the hand");
    default:
      return NULL;
    }
}

char *
sg_event_text_only_choice (const char *sentence)
{
  g_autofree char *bare = g_strdup (sentence);

  g_return_val_if_fail (sentence != NULL, NULL);
  if (g_str_has_suffix (bare, "."))
    bare[strlen (bare) - 1] = '\0';
  /* A sentence that already ends in brackets gets the note inside them,
   * not a second pair: "(Steal’s effect, the only choice)". */
  if (g_str_has_suffix (bare, ")"))
    {
      bare[strlen (bare) - 1] = '\0';
      /* Translators: a sentence ending in brackets, the closing one taken off, that a decision with
         one option took: "Bank goes to the discard pile (Steal’s effect, the only choice)." */
      return g_strdup_printf (_("%s, the only choice)."), bare);
    }
  /* Translators: a sentence (its full stop taken off) that a decision with one option took:
     "You take Colt into your hand (the only choice)." */
  return g_strdup_printf (_("%s (the only choice)."), bare);
}

/* A decision with one legal option was taken for the decider; value holds
 * the SgActionKind of that option. */
static char *
text_auto (const Ctx *c)
{
  const SgEvent *e = c->ev;
  gboolean me = sg_event_text_mine (c, e->side);
  const char *subj = sg_event_text_subject (c, e->side);
  g_autofree char *owned = NULL;
  const char *option;

  if (e->value == SG_ACT_TAKE)
    return auto_take (c);
  /* A lone "no" is a bonus or a take with nothing to act on (E-29c, an
   * empty Carbine, Bull Anderson with nothing to take): said as such, not
   * as "only one choice: no". */
  if (e->value == SG_ACT_CHOOSE_NO && g_strcmp0 (e->rule, "C-CARBINE.1") == 0)
    return g_strdup (_("Carbine: no equipment on either active character to discard."));
  if (e->value == SG_ACT_CHOOSE_NO && g_strcmp0 (e->rule, "P-BULL-ANDERSON.1") == 0)
    return g_strdup (_("Bull Anderson finds nothing to take."));
  if (e->value == SG_ACT_CHOOSE_NO)
    return me ? g_strdup (_("You have nothing to choose here."))
              : g_strdup_printf (_("%s has nothing to choose here."), subj);
  /* A lone "yes" is a copy with no target to choose (Pearl Hat). */
  if (e->value == SG_ACT_CHOOSE_YES)
    return me ? g_strdup (_("You have nothing to choose: the effect goes ahead."))
              : g_strdup_printf (_("%s has nothing to choose: the effect goes ahead."), subj);
  if (e->value == SG_ACT_CHOOSE_CARD && sg_event_text_card_name (c, e->card) == NULL)
    return me ? g_strdup (_("You have only one card to choose."))
              : g_strdup_printf (_("%s has only one card to choose."), subj);
  option = lone_option (c, &owned);
  if (option == NULL)
    return me ? g_strdup (_("You have only one possible move."))
              : g_strdup_printf (_("%s has only one possible move."), subj);
  /* Translators: %s is the option, e.g. "try the Barrel", a card or a character. */
  return me ? g_strdup_printf (_("You have only one choice: %s."), option)
            : g_strdup_printf (_("%s has only one choice: %s."), subj, option);
}

static char *
text_no_effect (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *source = NULL;
  const char *target = sg_event_text_char_name (e->target_ch);

  if (sg_rule_within (e->rule, "E-01"))
    return sg_event_text_mine (c, e->side) ? g_strdup (_("You have nothing left to draw."))
                             : g_strdup_printf (_("%s has nothing left to draw."), sg_event_text_subject (c, e->side));
  if (e->card != SG_NONE)
    source = sg_event_text_card_name (c, e->card);
  else
    source = sg_event_text_type_name (e->card_type);
  if (source == NULL)
    source = sg_event_text_type_name (sg_card_by_rule (e->rule));
  /* E-13: a Fanning fires one shot per equipment card of its target. */
  if (sg_rule_within (e->rule, "E-13") && target != NULL)
    /* Translators: Fanning is the card name, as translated elsewhere. */
    return g_strdup_printf (_("%s has no equipment, so the Fanning fires no shots."), target);
  /* C-WHISKY.2: Whisky sets the life points to 3, so at 3 nothing moves. */
  if (sg_rule_within (e->rule, "C-WHISKY.2") && target != NULL && e->target_life == 3)
    /* Translators: Whisky is the card name, as translated elsewhere. */
    return g_strdup_printf (_("%s already has exactly 3 life points: Whisky changes nothing."), target);
  if (source != NULL && target != NULL)
    return g_strdup_printf (_("%s has no effect on %s."), source, target);
  if (source != NULL)
    return g_strdup_printf (_("%s has no effect."), source);
  if (target != NULL)
    return g_strdup_printf (_("No effect on %s."), target);
  return g_strdup (_("Nothing happens."));
}

/* The equipment cards of the character an event is about, or 0. */
static int
target_equipment (const SgGame *g, const SgEvent *e)
{
  if (!sg_event_text_is_player (e->target_side) || e->target_ch == SG_NONE)
    return 0;
  for (int slot = 0; slot < 2; slot++)
    if (g->side[e->target_side].ch[slot] == e->target_ch)
      return g->side[e->target_side].equip[slot].n;
  return 0;
}

char *
sg_event_text_fanning_shots (const SgGame *g, const SgEvent *shot)
{
  Ctx c = { g, shot, SG_NONE };
  const char *format;
  int n;

  g_return_val_if_fail (g != NULL && shot != NULL, NULL);
  n = target_equipment (g, shot);
  /* Translators: Fanning is the card name, as translated elsewhere; the
   * shots are one per equipment card of the character (%s) they aim at. */
  format = g_dngettext (GETTEXT_PACKAGE, "Fanning fires %d shot at %s, one per equipment card.",
                        "Fanning fires %d shots at %s, one per equipment card.", n);
  return sg_event_text_names (g_strdup_printf (format, n, sg_event_text_target_name (&c)), g, shot);
}

static char *
text_game_over (const Ctx *c)
{
  int w = c->ev->value;

  if (w != SG_WINNER_LAW && w != SG_WINNER_OUTLAW)
    return g_strdup (_("The game ends with no winner."));
  if (sg_event_text_is_player (c->viewer))
    return w == (int) c->viewer ? g_strdup (_("You win the game!"))
                                : g_strdup (_("The opponent wins the game."));
  return w == SG_WINNER_LAW ? g_strdup (_("The Lawmen win the game."))
                            : g_strdup (_("The Outlaws win the game."));
}

/* A name such as "Missed!" may end the sentence: no full stop after it. */
char *
sg_event_text_end_sentence (char *text)
{
  if (g_str_has_suffix (text, "!."))
    text[strlen (text) - 1] = '\0';
  return text;
}

/* The sentence of one event, without the reason a row of its own adds. */
static char *
describe (const SgGame *g, const SgEvent *ev, SgSide viewer)
{
  Ctx c = { g, ev, viewer };
  char *text = NULL;

  g_return_val_if_fail (g != NULL && ev != NULL, NULL);
  switch (ev->kind)
    {
    case SG_EV_SETUP: text = text_setup (&c); break;
    case SG_EV_ENTERS_PLAY: text = text_enters_play (&c); break;
    case SG_EV_TURN_START: text = text_turn_start (&c); break;
    case SG_EV_PHASE: text = text_phase (&c); break;
    case SG_EV_DRAW: text = sg_event_text_draw (&c); break;
    case SG_EV_COMMON_FORMED:
      text = g_strdup (_("The discard pile is shuffled into a new common deck."));
      break;
    case SG_EV_PLAY: text = text_play (&c); break;
    case SG_EV_EQUIP:
    case SG_EV_REPLACED:
    case SG_EV_START_CARD:
    case SG_EV_DYNAMITE_PASS:
    case SG_EV_EQUIP_REACH:
    case SG_EV_TURNED_UP:
    case SG_EV_RELOAD:
    case SG_EV_DISCARD:
      text = text_in_play (&c);
      break;
    case SG_EV_SWITCH: text = text_switch (&c); break;
    case SG_EV_SHOT: text = sg_event_text_shot (&c); break;
    case SG_EV_DODGE: text = sg_event_text_dodge (&c); break;
    case SG_EV_REVEAL: text = sg_event_text_reveal (&c); break;
    case SG_EV_HIT:
      text = g_strdup_printf (_("The shot hits %s."), sg_event_text_target_name (&c));
      break;
    case SG_EV_LIFE_LOST:
    case SG_EV_LIFE_GAINED:
      text = sg_event_text_life (&c);
      break;
    case SG_EV_ELIMINATED:
      text = g_strdup_printf (_("%s is eliminated."), sg_event_text_target_name (&c));
      break;
    case SG_EV_TAKE: text = text_take (&c); break;
    case SG_EV_BANG_COUNT: text = text_bang_count (&c); break;
    case SG_EV_DUEL_ROUND:
    case SG_EV_INDIANS:
      text = sg_event_text_answers (&c);
      break;
    case SG_EV_ABILITY: text = text_ability (&c); break;
    case SG_EV_AUTO: text = text_auto (&c); break;
    case SG_EV_NO_ANSWER: text = text_no_answer (&c); break;
    case SG_EV_NO_EFFECT: text = text_no_effect (&c); break;
    case SG_EV_GAME_OVER: text = text_game_over (&c); break;
    default:
      break;
    }
  if (text == NULL)
    text = g_strdup (_("Something happens."));
  return sg_event_text_end_sentence (sg_event_text_names (text, g, ev));
}

char *
sg_event_text_describe (const SgGame *g, const SgEvent *ev, SgSide viewer)
{
  char *text = describe (g, ev, viewer);

  /* A card discarded by a card's or a character's doing says whose
   * ("Duel goes to the discard pile (Stagecoach)."): on a row of its own
   * it came out of nowhere. */
  if (ev->kind == SG_EV_DISCARD && !(ev->card < g->n_cards && sg_card_by_rule (ev->rule) == g->card[ev->card].type))
    return sg_event_text_with_reason (text, ev); /* a card is not its own reason */
  return text;
}

char *
sg_event_text_describe_in_row (const SgGame *g, const SgEvent *ev, SgSide viewer)
{
  g_return_val_if_fail (g != NULL && ev != NULL, NULL);
  return describe (g, ev, viewer);
}

char *
sg_event_text_rule_line (const SgEvent *ev)
{
  const char *title;

  g_return_val_if_fail (ev != NULL, NULL);
  if (ev->rule == NULL || *ev->rule == '\0')
    return NULL;
  title = sg_rule_book_get_title (sg_rule_book_get_default (), ev->rule);
  if (title == NULL)
    return g_strdup (ev->rule);
  /* Translators: a rule ID and its title, e.g. "D5.5 · Answering a shot". */
  return g_strdup_printf (_("%s · %s"), ev->rule, title);
}

