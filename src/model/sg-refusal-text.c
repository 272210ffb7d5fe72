/* sg-refusal-text.c: why a move was refused, in translated words.
 *
 * Keyed by the refusal code; where the engine uses one code for several
 * situations, the rule ID it cites picks the sentence. */
#include <glib/gi18n-lib.h>

#include "sg-refusal-text.h"

#include "sg-card-text.h"
#include "sg-name-text.h"

static const char *const reasons[SG_N_ERRORS] = {
  [SG_OK] = N_("This move is allowed"),
  [SG_ERR_GAME_OVER] = N_("The game is already over"),
  [SG_ERR_NOT_DECIDER] = N_("It is the other player’s decision now"),
  [SG_ERR_WRONG_DECISION] = N_("Something else has to be answered first"),
  [SG_ERR_NOT_IN_HAND] = N_("That card is not in your hand"),
  [SG_ERR_BANG_LIMIT] = N_("You have already played a BANG! card this turn"),
  [SG_ERR_BANG_TARGET] = N_("A BANG! card can only be aimed at the opponent’s active character"),
  [SG_ERR_SHOT_TARGET] = N_("Shots are aimed at the opponent’s characters"),
  [SG_ERR_OPPONENT_BACKUP] = N_("The opponent’s back-up is out of reach: only a Winchester, a shot "
                                "with a Scope on your active character, or Jack Ransome’s ability can "
                                "aim a card at it"),
  [SG_ERR_ACTION_TARGET] = N_("This card cannot be played on that character"),
  [SG_ERR_EQUIP_TARGET] = N_("Equipment goes on your own back-up or on the opponent’s active character"),
  [SG_ERR_DYNAMITE_TARGET] = N_("Dynamite can only be placed on your own back-up"),
  [SG_ERR_CANTEEN_TARGET] = N_("Canteen cannot swap a side that has only one character"),
  [SG_ERR_NEEDS_TARGET] = N_("Choose a character for this card"),
  [SG_ERR_NO_TARGET_TAKEN] = N_("This card is played without a target"),
  [SG_ERR_NOTHING_TO_TAKE] = N_("There is nothing this card could take"),
  [SG_ERR_DODGE_ONLY] = N_("A dodge card is only played to answer a shot"),
  [SG_ERR_NOT_A_DODGE] = N_("Only a dodge card, such as Missed! or Return Fire, answers this shot"),
  [SG_ERR_NOT_A_SHOT_CARD] = N_("Only a card with the shot icon can be discarded here"),
  [SG_ERR_CANNOT_SUCCEED] = N_("This move could not have any effect now"),
  [SG_ERR_SWITCH_USED] = N_("You have already used your free swap this turn"),
  [SG_ERR_SWITCH_ALONE] = N_("A character left on its own cannot swap places"),
  [SG_ERR_RELOAD_CONDITION] = N_("Reloading only becomes possible once a player is down to one character"),
  [SG_ERR_NOT_RELOADABLE] = N_("Only cards with the reload icon can be reloaded"),
  [SG_ERR_RELOAD_BACKUP] = N_("Equipment on your back-up cannot be reloaded"),
  [SG_ERR_NO_ABILITY] = N_("No ability of that character can be used now"),
  [SG_ERR_CANNOT_PLAY_AS] = N_("Only Annie Oakey and Toco Ramirez can turn a card into a Colt"),
  [SG_ERR_MUST_DISCARD] = N_("First discard down to your hand limit"),
  [SG_ERR_NOT_AN_OPTION] = N_("That is not one of the choices right now"),
  [SG_ERR_ABILITY_NOT_NOW] = N_("That ability cannot be used now: what it needs is missing"),
  [SG_ERR_NOT_ON_CARD] = N_("This card is not played on a card in play"),
};

static gboolean
rule_is (const SgRefusal *r, const char *id)
{
  return r->rule != NULL && g_str_equal (r->rule, id);
}

/* A card in play out of reach, in the words of the card that would take
 * it (the engine's via): the player chose Steal or Schoolmarm, not both. */
static const char *
reach_reason (const SgRefusal *r)
{
  if (r->via == SG_VIA_STEAL)
    return _("Cards on the opponent’s back-up are out of Steal’s reach");
  if (r->via == SG_VIA_SCHOOLMARM)
    return _("Cards on the opponent’s back-up are out of Schoolmarm’s reach");
  return _("Cards on the opponent’s back-up are out of reach of Steal and Schoolmarm");
}

/* A better sentence for the few codes the engine shares between rules. */
static const char *
special_reason (const SgRefusal *r)
{
  switch (r->code)
    {
    case SG_ERR_WRONG_DECISION:
      /* A reaction asked for in the play phase (a card in play clicked
       * with no card chosen): nothing waits for an answer. */
      if (rule_is (r, "D2.2.1"))
        return _("Nothing has to be answered now: it is your play phase");
      break;
    case SG_ERR_NOT_IN_HAND:
      if (rule_is (r, "D7.3"))
        return _("Reload a card from your hand or from your active character");
      break;
    case SG_ERR_NO_ABILITY:
      if (rule_is (r, "E-33"))
        return _("That ability has already been used this turn");
      if (rule_is (r, "D3.3"))
        return _("Only the active character’s ability can be used, apart from always-active ones");
      break;
    case SG_ERR_NOT_A_SHOT_CARD:
      if (rule_is (r, "C-DUEL.3"))
        return _("In a Duel only cards with the shot icon can be discarded");
      if (rule_is (r, "C-INDIANS.2"))
        return _("Against Indians! only a card with the shot icon can be discarded");
      break;
    case SG_ERR_NOT_AN_OPTION:
      if (rule_is (r, "C-SCHOOLMARM.2"))
        return _("Schoolmarm takes only a card in play");
      if (rule_is (r, "C-STEAL.1"))
        return _("Steal discards a card in play or takes a card from the opponent’s hand");
      if (rule_is (r, "P-TEX-KILLER.1"))
        return _("Against Tex Killer you must also discard one more card from your "
                 "hand, or take the shot");
      if (rule_is (r, "D5.5"))
        return _("That is not a way to dodge this shot");
      if (rule_is (r, "C-CARBINE.1"))
        return _("Carbine discards equipment from an active character only");
      break;
    case SG_ERR_ACTION_TARGET:
      if (rule_is (r, "E-24"))
        return _("A Duel is fought against the opponent’s active character");
      break;
    case SG_ERR_OPPONENT_BACKUP:
      if (rule_is (r, "C-WHISKY.1"))
        return _("Whisky cannot be given to the opponent’s back-up");
      if (rule_is (r, "E-40"))
        return reach_reason (r);
      break;
    case SG_ERR_NEEDS_TARGET:
      if (rule_is (r, "D11.1"))
        return _("There is no character in that place");
      break;
    case SG_ERR_NOTHING_TO_TAKE:
      if (rule_is (r, "C-SCHOOLMARM.2"))
        return _("There is no card in play to take");
      if (rule_is (r, "E-40"))
        return _("The opponent has no card in hand and no card in play can be taken");
      break;
    case SG_ERR_SHOT_TARGET:
      if (rule_is (r, "D4.4"))
        return _("A BANG! card is aimed at the opponent’s side, never at your own characters");
      break;
    case SG_ERR_CANTEEN_TARGET:
      if (rule_is (r, "C-CANTEEN.1"))
        return _("Canteen is played on a side: yours or the opponent’s");
      break;
    default:
      break;
    }
  return NULL;
}

/* An ability refused with its character's own clause names the
 * character: "That character" beside the Ability button told nothing of
 * which one the button asked about. */
static char *
ability_reason (const SgRefusal *r)
{
  int ch = r->rule != NULL && g_str_has_prefix (r->rule, "P-") ? sg_char_by_rule (r->rule) : SG_NONE;
  char *text = NULL;

  if (ch < 0 || ch >= SG_N_CHARACTERS)
    return NULL;
  if (r->code == SG_ERR_NO_ABILITY)
    /* Translators: "Pat Garret’s ability is not used by choice: it acts on its own when its moment comes" */
    text = g_strdup_printf (_("%s’s ability is not used by choice: it acts on its own when its moment comes"),
                            sg_character_text_in_sentence ((SgCharId) ch));
  else if (r->code == SG_ERR_ABILITY_NOT_NOW)
    /* Translators: "Babe Leroy’s ability cannot be used now: what it needs is missing" */
    text = g_strdup_printf (_("%s’s ability cannot be used now: what it needs is missing"),
                            sg_character_text_in_sentence ((SgCharId) ch));
  return text != NULL ? sg_name_text_finish (text, &ch, 1) : NULL;
}

/* The reason alone, without its rule. */
static char *
bare_reason (const SgRefusal *r)
{
  const char *reason;
  char *ability = ability_reason (r);

  if (ability != NULL)
    return ability;
  reason = special_reason (r);
  if (reason == NULL && (guint) r->code < SG_N_ERRORS && reasons[r->code] != NULL)
    reason = _(reasons[r->code]);
  if (reason == NULL)
    reason = _("That move is not allowed");
  return g_strdup (reason);
}

static char *
with_rule (const char *reason, const char *rule)
{
  if (rule != NULL && *rule != '\0')
    /* Translators: a refused move: the reason, then the rule ID in
     * parentheses, and a full stop: a sentence of its own, in the prompt,
     * a tooltip and the log (two play-testers missed the stop), e.g. "You
     * have already played a BANG! card this turn (D4.4)." */
    return g_strdup_printf (_("%s (%s)."), reason, rule);
  /* Translators: a refused move whose reason cites no rule, as a sentence. */
  return g_strdup_printf (_("%s."), reason);
}

char *
sg_refusal_text_describe (const SgRefusal *r)
{
  g_autofree char *reason = NULL;

  g_return_val_if_fail (r != NULL, NULL);
  reason = bare_reason (r);
  return with_rule (reason, r->rule);
}

/* A card refused as a Colt: the character whose ability plays it so, and
 * the Colt's reason (a player who saw it played as a Colt before is not
 * told that a dodge card only answers a shot). */
static char *
as_colt_reason (const SgRefusal *r, int ch)
{
  const char *name = sg_character_text_in_sentence ((SgCharId) ch);
  g_autofree char *bare = NULL;
  char *text;

  if (r->code == SG_ERR_BANG_LIMIT)
    /* Translators: %s is Annie Oakey or Toco Ramirez; a rule ID follows
     * in brackets: "Annie Oakey could play it as a Colt, but you have
     * already played a BANG! card this turn (D4.4)" */
    text = g_strdup_printf (_("%s could play it as a Colt, but you have already played a BANG! card this turn"),
                            name);
  else
    {
      bare = bare_reason (r);
      /* Translators: a character, then the reason the Colt is refused: "Annie
       * Oakey could play it only as a Colt. A BANG! card is aimed at the
       * opponent’s side, never at your own characters (D4.4)" */
      text = g_strdup_printf (_("%s could play it only as a Colt. %s"), name, bare);
    }
  return sg_name_text_finish (text, &ch, 1);
}

char *
sg_refusal_text_describe_move (const SgRefusal *r, const SgGame *g, SgSide side)
{
  g_autofree char *reason = NULL;
  guint8 ch;

  g_return_val_if_fail (r != NULL && g != NULL, NULL);
  ch = side <= SG_OUTLAW ? g->side[side].ch[g->side[side].ac] : SG_NONE;
  if (r->via != SG_VIA_AS_COLT || ch >= SG_N_CHARACTERS)
    return sg_refusal_text_describe (r);
  reason = as_colt_reason (r, ch);
  return with_rule (reason, r->rule);
}
