/* sg-describe.c: events in plain English (our words; the rule ID is the
 * caller's business).  Every field of an event may be SG_NONE, so each
 * sentence falls back to a vaguer wording instead of printing garbage. */
#include "sg-describe.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* A bounded string builder: writes what fits, always terminates. */
typedef struct {
  char *buf;
  size_t size;
  size_t len;
} Out;

static void
put (Out *o, const char *fmt, ...)
{
  if (o->size == 0 || o->len >= o->size - 1)
    return;
  va_list ap;
  va_start (ap, fmt);
  int n = vsnprintf (o->buf + o->len, o->size - o->len, fmt, ap);
  va_end (ap);
  if (n > 0)
    o->len += (size_t) n < o->size - o->len ? (size_t) n : o->size - o->len - 1;
}

/* Ends the sentence, unless a name such as "Missed!" already did. */
static void
finish (Out *o)
{
  if (o->len > 0 && (o->buf[o->len - 1] == '!' || o->buf[o->len - 1] == '.'))
    return;
  put (o, ".");
}

const char *
sg_describe_side (SgSide side)
{
  if (side == SG_LAW)
    return "Lawmen";
  if (side == SG_OUTLAW)
    return "Outlaws";
  return "Nobody";
}

/* A side as the subject that starts a sentence: the team, as the table
 * and the rules name it, with a verb in the plural ("The Lawmen draw"). */
static const char *
side_word (uint8_t side)
{
  return side == SG_LAW ? "The Lawmen" : side == SG_OUTLAW ? "The Outlaws" : "Nobody";
}

static const char *
team_word (uint8_t side)
{
  return side == SG_LAW ? "the Lawmen" : side == SG_OUTLAW ? "the Outlaws" : "nobody";
}

/* The team's possessive, inside a sentence: "the Lawmen's", "the
 * Outlaws'"; capitalised to start one. */
static const char *
team_possessive (uint8_t side, bool capital)
{
  if (side == SG_LAW)
    return capital ? "The Lawmen's" : "the Lawmen's";
  if (side == SG_OUTLAW)
    return capital ? "The Outlaws'" : "the Outlaws'";
  return capital ? "Nobody's" : "nobody's";
}

static const char *
char_name (uint8_t ch)
{
  return ch < SG_N_CHARACTERS ? sg_char_data ((SgCharId) ch)->name : NULL;
}

static const char *
type_name (uint8_t type)
{
  return type < SG_N_CARD_TYPES ? sg_card_data ((SgCardType) type)->name : NULL;
}

static int
card_type_of (const SgGame *g, uint8_t card)
{
  return card < g->n_cards ? g->card[card].type : SG_NONE;
}

static const char *
card_name (const SgGame *g, uint8_t card)
{
  const char *name = type_name ((uint8_t) card_type_of (g, card));
  return name ? name : "a card";
}

/* The character an event is about, or the side when no character is named. */
static const char *
target_word (const SgEvent *e)
{
  const char *name = char_name (e->target_ch);
  return name ? name : team_word (e->target_side);
}

static bool
viewer_knows (const SgGame *g, uint8_t card, SgSide viewer)
{
  if (viewer != SG_LAW && viewer != SG_OUTLAW)
    return true;
  return card < g->n_cards && (g->seen[card] & (1u << viewer)) != 0;
}

static void
describe_setup (const SgGame *g, const SgEvent *e, Out *o)
{
  const char *name = char_name (e->ch);
  /* Emitted once both have chosen (D1.5), so nothing is secret any more. */
  if (name == NULL || e->side > SG_OUTLAW)
    {
      put (o, "The characters are drawn and the opening hands dealt");
      return;
    }
  put (o, "%s reveal %s as first active character", side_word (e->side), name);
  const SgSideState *st = &g->side[e->side];
  for (int slot = 0; slot < 2; slot++)
    if (st->ch[slot] != SG_NONE && st->ch[slot] != e->ch)
      put (o, " and %s as back-up", char_name (st->ch[slot]));
}

static void
describe_phase (const SgEvent *e, Out *o)
{
  static const char *const names[] = {
    [SG_PHASE_START] = "start of turn",
    [SG_PHASE_DRAW] = "draw phase",
    [SG_PHASE_PLAY] = "play phase",
    [SG_PHASE_DISCARD] = "discard phase",
  };
  if (e->value == SG_PHASE_SETUP)
    put (o, "Setup: both players choose their first active character");
  else if (e->value == SG_PHASE_OVER)
    put (o, "The game is over");
  else if (e->value >= 0 && e->value <= SG_PHASE_DISCARD && e->side <= SG_OUTLAW)
    put (o, "%s %s", team_possessive (e->side, true), names[e->value]);
  else if (e->value >= 0 && e->value <= SG_PHASE_DISCARD)
    put (o, "The %s begins", names[e->value]);
  else
    put (o, "A new phase begins");
}

static void
describe_draw (const SgGame *g, const SgEvent *e, SgSide viewer, Out *o)
{
  bool shown = viewer == SG_NONE || viewer == e->side;
  if (shown && card_type_of (g, e->card) != SG_NONE)
    put (o, "%s draw %s", side_word (e->side), card_name (g, e->card));
  else
    put (o, "%s draw a card", side_word (e->side));
  if (e->value == 1)
    put (o, " from the common deck");
}

static void
describe_play (const SgGame *g, const SgEvent *e, Out *o)
{
  put (o, "%s play %s", side_word (e->side), card_name (g, e->card));
  /* value 1: played as another card, named by the rule (C-COLT.2). */
  if (e->value == 1)
    {
      const char *as = type_name ((uint8_t) sg_card_by_rule (e->rule));
      put (o, " as %s", as ? as : "another card");
    }
  if (e->target_ch < SG_N_CHARACTERS)
    put (o, " at %s", char_name (e->target_ch));
  else if (e->target_side <= SG_OUTLAW)
    put (o, " on %s", team_word (e->target_side));
}

static void
describe_shot (const SgEvent *e, Out *o)
{
  const char *by = char_name (e->ch);
  if (by)
    put (o, "%s shoots at %s", by, target_word (e));
  else
    put (o, "%s is shot at", target_word (e));
  const char *card = type_name ((uint8_t) sg_card_by_rule (e->rule));
  const char *ability = char_name ((uint8_t) sg_char_by_rule (e->rule));
  if (card)
    put (o, " (%s)", card);
  else if (ability)
    put (o, " (%s's ability)", ability);
}

static void
describe_dodge (const SgGame *g, const SgEvent *e, Out *o)
{
  put (o, "%s dodges the shot", target_word (e));
  int type = card_type_of (g, e->card);
  if (type == SG_NONE)   /* a reveal did it: the Barrel or an ability */
    type = sg_card_by_rule (e->rule);
  if (type != SG_NONE && e->card == SG_NONE)
    put (o, " with the %s", type_name ((uint8_t) type));
  else if (type != SG_NONE && sg_card_kind ((SgCardType) type) == SG_KIND_EQUIPMENT)
    put (o, " with the %s in play", type_name ((uint8_t) type));
  else if (type != SG_NONE)
    put (o, " with %s", type_name ((uint8_t) type));
  else if (char_name ((uint8_t) sg_char_by_rule (e->rule)))
    put (o, " thanks to %s's ability", char_name ((uint8_t) sg_char_by_rule (e->rule)));
}

/* What a success or a failure means for the effect that revealed. */
static const char *
reveal_outcome (int card, int ch, bool success)
{
  switch (card)
    {
    case SG_CARD_BARREL:
      return success ? "the shot is dodged" : "no dodge";
    case SG_CARD_DYNAMITE:
      return success ? "it explodes" : "it does not explode";
    case SG_CARD_RATTLESNAKE:
      return success ? "it bites" : "no bite";
    default:
      break;
    }
  if (ch == SG_CHAR_SID_CURRY)
    return success ? "he dodges and shoots back" : "no dodge";
  return success ? "it works" : "nothing happens";
}

static void
describe_reveal (const SgGame *g, const SgEvent *e, Out *o)
{
  int card = sg_card_by_rule (e->rule);
  int ch = sg_char_by_rule (e->rule);
  const char *source = card != SG_NONE ? type_name ((uint8_t) card) : char_name ((uint8_t) ch);
  const char *verb = "Revealed";
  if (source)
    {
      put (o, "%s: ", source);
      verb = "revealed";
    }
  if (card_type_of (g, e->card) == SG_NONE)
    {
      put (o, "%s nothing, %s", verb, reveal_outcome (card, ch, false));
      return;
    }
  put (o, "%s %s", verb, card_name (g, e->card));
  uint8_t sym = e->symbol < SG_N_SYMBOLS ? e->symbol : g->card[e->card].symbol;
  if (sym < SG_N_SYMBOLS)
    put (o, " (%s)", sg_symbol_name ((SgSymbol) sym));
  put (o, ", %s", reveal_outcome (card, ch, e->value != 0));
}

static void
describe_life (const SgEvent *e, Out *o)
{
  int n = e->value < 0 ? -e->value : e->value;
  if (e->kind == SG_EV_LIFE_LOST)
    put (o, "%s loses %d life (%d left)", target_word (e), n, e->target_life);
  else if (n == 0)
    put (o, "%s is already at full life (%d)", target_word (e), e->target_life);
  else
    put (o, "%s regains %d life (%d now)", target_word (e), n, e->target_life);
}

static void
describe_take (const SgGame *g, const SgEvent *e, SgSide viewer, Out *o)
{
  if (viewer_knows (g, e->card, viewer) || viewer == e->side)
    put (o, "%s take %s", side_word (e->side), card_name (g, e->card));
  else
    put (o, "%s take a card", side_word (e->side));
  if (e->target_ch < SG_N_CHARACTERS)
    put (o, " from %s", char_name (e->target_ch));
  else if (e->target_side <= SG_OUTLAW && e->value == 1)
    put (o, " at random from %s hand", team_possessive (e->target_side, false));
}

static void
describe_discard (const SgGame *g, const SgEvent *e, Out *o)
{
  if (e->side <= SG_OUTLAW)
    put (o, "%s discard %s", side_word (e->side), card_name (g, e->card));
  else
    put (o, "%s goes to the discard pile", card_name (g, e->card));
}

static void
describe_cards_in_play (const SgGame *g, const SgEvent *e, Out *o)
{
  switch (e->kind)
    {
    case SG_EV_EQUIP:
      put (o, "%s goes into play on %s", card_name (g, e->card), target_word (e));
      break;
    case SG_EV_REPLACED:
      put (o, "The %s already on %s is discarded for the new one",
           card_name (g, e->card), target_word (e));
      break;
    case SG_EV_RELOAD:
      put (o, "%s reload %s", side_word (e->side), card_name (g, e->card));
      break;
    case SG_EV_TURNED_UP:
      put (o, "%s is turned up", card_name (g, e->card));
      break;
    case SG_EV_START_CARD:
      put (o, "Start of turn: the %s on %s acts", card_name (g, e->card), target_word (e));
      break;
    case SG_EV_EQUIP_REACH:
      put (o, "The %s", card_name (g, e->card));
      if (char_name (e->ch))
        put (o, " on %s", char_name (e->ch));
      put (o, " lets the card reach %s", target_word (e));
      break;
    case SG_EV_DYNAMITE_PASS:
      if (e->target_ch < SG_N_CHARACTERS)
        put (o, "The Dynamite moves on to %s", char_name (e->target_ch));
      else
        put (o, "The Dynamite moves on");
      break;
    default:
      break;
    }
}

static void
describe_answers (const SgGame *g, const SgEvent *e, Out *o)
{
  if (e->kind == SG_EV_DUEL_ROUND)
    {
      put (o, "%s discard %s in the Duel", side_word (e->side), card_name (g, e->card));
      return;
    }
  put (o, "%s discard %s against Indians!", side_word (e->side), card_name (g, e->card));
  if (e->target_ch < SG_N_CHARACTERS)
    put (o, " to spare %s", char_name (e->target_ch));
}

static void
describe_ability (const SgGame *g, const SgEvent *e, Out *o)
{
  const char *who = char_name (e->ch);
  if (who)
    put (o, "%s's ability takes effect", who);
  else
    put (o, "%s use an ability", side_word (e->side));
  if (e->target_ch < SG_N_CHARACTERS && e->target_ch != e->ch)
    put (o, " on %s", char_name (e->target_ch));
  (void) g;
}

/* A decision with one legal option was taken for the decider; value holds
 * the SgActionKind of that option. */
static void
describe_auto (const SgGame *g, const SgEvent *e, Out *o)
{
  const char *card = card_type_of (g, e->card) != SG_NONE ? card_name (g, e->card) : NULL;
  if (e->value == SG_ACT_TAKE)
    {
      put (o, "%s have no way to answer", side_word (e->side));
      return;
    }
  put (o, "%s have a single option: ", side_word (e->side));
  switch (e->value)
    {
    case SG_ACT_DODGE_CARD: put (o, "answer with %s", card ? card : "a card"); break;
    case SG_ACT_DODGE_BARREL: put (o, "try the Barrel"); break;
    case SG_ACT_DODGE_HAT: put (o, "use the Hat"); break;
    case SG_ACT_DODGE_ABILITY: put (o, "use the character's ability"); break;
    case SG_ACT_CHOOSE_CARD: put (o, "%s", card ? card : "the only card"); break;
    case SG_ACT_CHOOSE_HAND: put (o, "a random card from the hand"); break;
    case SG_ACT_CHOOSE_YES: put (o, "yes"); break;
    case SG_ACT_CHOOSE_NO: put (o, "no"); break;
    default: put (o, "it is taken"); break;
    }
}

static void
describe_no_effect (const SgEvent *e, Out *o)
{
  const char *source = type_name (e->card_type);
  if (source == NULL)
    source = type_name ((uint8_t) sg_card_by_rule (e->rule));
  if (sg_rule_within (e->rule, "E-01"))   /* ruling E-01: an empty deck and discard pile */
    put (o, "%s have nothing left to draw", side_word (e->side));
  else if (source && e->target_ch < SG_N_CHARACTERS)
    put (o, "%s has no effect on %s", source, char_name (e->target_ch));
  else if (source)
    put (o, "%s has no effect", source);
  else if (e->target_ch < SG_N_CHARACTERS)
    put (o, "No effect on %s", char_name (e->target_ch));
  else
    put (o, "Nothing happens");
}

static void
describe_misc (const SgGame *g, const SgEvent *e, Out *o)
{
  switch (e->kind)
    {
    case SG_EV_TURN_START:
      /* The event's value is too narrow for long games; the state is read
       * when the event is described as it happens. */
      if (g->turn == e->side && g->turn_number > 0)
        put (o, "Turn %u: %s turn begins", g->turn_number, team_possessive (e->side, false));
      else
        put (o, "%s turn begins", team_possessive (e->side, true));
      break;
    case SG_EV_COMMON_FORMED:
      put (o, "The discard pile is shuffled into a new common deck");
      break;
    case SG_EV_SWITCH:
      /* The token moves, whoever moved it: the other player's Canteen or
       * Shotgun, or a Stampede, moves it too (L-20, E-16). */
      if (char_name (e->ch))
        put (o, "%s AC token moves: %s is now active", team_possessive (e->side, true), char_name (e->ch));
      else
        put (o, "%s AC token moves", team_possessive (e->side, true));
      break;
    case SG_EV_HIT:
      put (o, "The shot hits %s", target_word (e));
      break;
    case SG_EV_ELIMINATED:
      put (o, "%s is eliminated", target_word (e));
      break;
    case SG_EV_BANG_COUNT:
      put (o, "%s have played %d BANG! card%s this turn", side_word (e->side),
           e->value, e->value == 1 ? "" : "s");
      break;
    case SG_EV_AUTO:
      describe_auto (g, e, o);
      break;
    case SG_EV_NO_ANSWER:
      put (o, "%s do not answer", side_word (e->side));
      break;
    case SG_EV_NO_EFFECT:
      describe_no_effect (e, o);
      break;
    case SG_EV_GAME_OVER:
      if (e->value == SG_WINNER_LAW || e->value == SG_WINNER_OUTLAW)
        put (o, "%s win the game", e->value == SG_WINNER_LAW ? "The Lawmen" : "The Outlaws");
      else
        put (o, "The game ends with no winner (a rules bug)");
      break;
    default:
      put (o, "Something happened (event %d)", e->kind);
      break;
    }
}

static void
describe_characters (const SgGame *g, const SgEvent *e, SgSide viewer, Out *o)
{
  const char *name = char_name (e->ch);
  if (name == NULL)
    name = char_name (e->target_ch);
  uint8_t side = e->side <= SG_OUTLAW ? e->side : e->target_side;
  /* D1.4-D1.5: the characters drawn before the first turn stay face down
   * for the opponent until the SETUP event reveals them. */
  if (g->turn_number == 0 && (viewer == SG_LAW || viewer == SG_OUTLAW) && viewer != side)
    {
      put (o, "A character enters play face down for %s", team_word (side));
      return;
    }
  put (o, "%s enters play for %s", name ? name : "A character", team_word (side));
  if (e->target_life > 0)
    put (o, " with %d life", e->target_life);
}

void
sg_event_describe (const SgGame *g, const SgEvent *e, SgSide viewer,
                   char *buf, size_t size)
{
  Out o = { buf, size, 0 };
  if (size == 0)
    return;
  buf[0] = '\0';
  switch (e->kind)
    {
    case SG_EV_SETUP: describe_setup (g, e, &o); break;
    case SG_EV_ENTERS_PLAY: describe_characters (g, e, viewer, &o); break;
    case SG_EV_PHASE: describe_phase (e, &o); break;
    case SG_EV_DRAW: describe_draw (g, e, viewer, &o); break;
    case SG_EV_PLAY: describe_play (g, e, &o); break;
    case SG_EV_SHOT: describe_shot (e, &o); break;
    case SG_EV_DODGE: describe_dodge (g, e, &o); break;
    case SG_EV_REVEAL: describe_reveal (g, e, &o); break;
    case SG_EV_LIFE_LOST:
    case SG_EV_LIFE_GAINED: describe_life (e, &o); break;
    case SG_EV_DISCARD: describe_discard (g, e, &o); break;
    case SG_EV_TAKE: describe_take (g, e, viewer, &o); break;
    case SG_EV_EQUIP:
    case SG_EV_REPLACED:
    case SG_EV_RELOAD:
    case SG_EV_TURNED_UP:
    case SG_EV_START_CARD:
    case SG_EV_EQUIP_REACH:
    case SG_EV_DYNAMITE_PASS: describe_cards_in_play (g, e, &o); break;
    case SG_EV_DUEL_ROUND:
    case SG_EV_INDIANS: describe_answers (g, e, &o); break;
    case SG_EV_ABILITY: describe_ability (g, e, &o); break;
    default: describe_misc (g, e, &o); break;
    }
  finish (&o);
}
