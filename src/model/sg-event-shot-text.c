/* sg-event-shot-text.c: shots and what answers them, in words: a shot
 * and by whom, its dodge, a reveal and what it decided, lives lost and
 * regained, and the cards discarded in a Duel or against Indians!.  Kept
 * out of sg-event-text.c, the other events' words. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "sg-card-text.h"
#include "sg-event-text-private.h"

char *
sg_event_text_shot (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *by = sg_event_text_char_name (e->ch);
  const char *card = sg_event_text_type_name (sg_card_by_rule (e->rule));
  const char *ability = sg_event_text_char_name (sg_char_by_rule (e->rule));
  const char *target = sg_event_text_target_name (c);

  if (card != NULL && by != NULL)
    /* Translators: "Colt: Jango shoots at Cattle Katie." */
    return g_strdup_printf (_("%s: %s shoots at %s."), card, by, target);
  if (card != NULL)
    return g_strdup_printf (_("%s: %s is the target of a shot."), card, target);
  if (ability != NULL && by != NULL && g_strcmp0 (ability, by) == 0)
    /* Translators: a character's own shot, "Wild Bill’s ability: he fires at Cattle Katie." in plain words */
    return g_strdup_printf (_("%s’s ability fires a shot at %s."), ability, target);
  if (ability != NULL)
    /* Translators: "Sid Curry’s ability: Jango is the target of a shot." */
    return g_strdup_printf (_("%s’s ability: %s is the target of a shot."), ability, target);
  if (by != NULL)
    return g_strdup_printf (_("%s shoots at %s."), by, target);
  return g_strdup_printf (_("%s is the target of a shot."), target);
}

char *
sg_event_text_dodge (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *target = sg_event_text_target_name (c);
  const char *source = NULL;

  /* A card that is no dodge card (any card answers a Derringer,
   * C-DERRINGER.1; Annie Oakey's shot cards, P-ANNIE-OAKEY.1) is said to be
   * discarded: "Shotgun: ... dodges" read as if a Shotgun had been fired.
   * card_name is NULL for a card out of range or unknown to the viewer. */
  if (e->card != SG_NONE && (source = sg_event_text_card_name (c, e->card)) != NULL
      && !sg_card_is_dodge ((SgCardType) c->g->card[e->card].type))
    /* Translators: "Cattle Katie discards Shotgun to dodge the shot." */
    return g_strdup_printf (_("%s discards %s to dodge the shot."), target, source);
  if (e->card == SG_NONE)
    source = sg_event_text_type_name (sg_card_by_rule (e->rule));
  if (source != NULL)
    /* Translators: "Missed!: Cattle Katie dodges the shot." */
    return g_strdup_printf (_("%s: %s dodges the shot."), source, target);
  if (sg_event_text_char_name (sg_char_by_rule (e->rule)) != NULL
      && g_strcmp0 (sg_event_text_char_name (sg_char_by_rule (e->rule)), target) == 0)
    /* Translators: "Sid Curry dodges the shot with his ability." (gender-free in the original: "by an ability") */
    return g_strdup_printf (_("%s dodges the shot by an ability."), target);
  if (sg_event_text_char_name (sg_char_by_rule (e->rule)) != NULL)
    return g_strdup_printf (_("%s’s ability: %s dodges the shot."), sg_event_text_char_name (sg_char_by_rule (e->rule)), target);
  return g_strdup_printf (_("%s dodges the shot."), target);
}

/* What a reveal's success or failure means for the effect that revealed.
 * A card revealed in vain is told with the symbol it lacked ("not a barrel,
 * so no dodge"): the row already names the symbol it showed, and the player
 * needs both to see why it failed.  With nothing revealed, no symbol. */
static const char *
reveal_outcome (int card, int ch, gboolean success, gboolean revealed)
{
  gboolean lacked = !success && revealed;

  switch (card)
    {
    case SG_CARD_BARREL:
      /* Translators: "not a barrel" names the reveal symbol, as translated elsewhere. */
      return success ? _("the shot is dodged") : lacked ? _("not a barrel, so no dodge") : _("no dodge");
    case SG_CARD_DYNAMITE:
      return success ? _("it explodes")
                     : lacked ? _("not a dynamite, so it does not explode") : _("it does not explode");
    case SG_CARD_RATTLESNAKE:
      return success ? _("it bites") : lacked ? _("not a snake, so no bite") : _("no bite");
    default:
      break;
    }
  if (ch == SG_CHAR_SID_CURRY) /* a barrel, like the Barrel (L-29) */
    return success ? _("he dodges and shoots back") : lacked ? _("not a barrel, so no dodge") : _("no dodge");
  return success ? _("it works") : _("nothing happens");
}

char *
sg_event_text_reveal (const Ctx *c)
{
  const SgEvent *e = c->ev;
  int card = sg_card_by_rule (e->rule);
  int ch = sg_char_by_rule (e->rule);
  const char *source = card != SG_NONE ? sg_event_text_type_name (card) : sg_event_text_char_name (ch);
  gboolean revealed = e->card != SG_NONE && e->card < c->g->n_cards;
  const char *outcome = reveal_outcome (card, ch, e->value != 0, revealed);
  const char *name = sg_event_text_card_name (c, e->card);
  int sym = e->symbol < SG_N_SYMBOLS ? e->symbol : SG_NONE;

  if (source == NULL)
    /* Translators: the effect that made the reveal. */
    source = _("Reveal");
  if (!revealed)
    /* Translators: "Barrel: nothing could be revealed — no dodge." */
    return g_strdup_printf (_("%s: nothing could be revealed — %s."), source, outcome);
  if (sym == SG_NONE && sg_event_text_knows (c, e->card))
    sym = c->g->card[e->card].symbol;
  if (name != NULL && sym != SG_NONE)
    /* Translators: "Barrel: revealed Colt with a snake — no dodge."; the
     * third %s is a reveal symbol (barrel, snake, dynamite, horseshoe). */
    return g_strdup_printf (_("%s: revealed %s with a %s — %s."), source, name,
                            sg_symbol_text_name ((SgSymbol) sym), outcome);
  if (sym != SG_NONE)
    /* Translators: "Barrel: revealed a snake — no dodge." */
    return g_strdup_printf (_("%s: revealed a %s — %s."), source,
                            sg_symbol_text_name ((SgSymbol) sym), outcome);
  return g_strdup_printf (_("%s: revealed a card — %s."), source, outcome);
}

char *
sg_event_text_life (const Ctx *c)
{
  const SgEvent *e = c->ev;
  int n = e->value < 0 ? -e->value : e->value;
  int left = e->target_life;
  const char *target = sg_event_text_target_name (c);

  if (e->kind == SG_EV_LIFE_LOST)
    {
      if (e->ch == SG_CHAR_BUFFALO_BELL)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: the first %s is Buffalo Bell. */
                                             "%s takes the loss for his partner: "
                                             "he loses %d life point (%d left).",
                                             "%s takes the loss for his partner: "
                                             "he loses %d life points (%d left).", n),
                                target, n, left);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s loses %d life point (%d left).",
                                           "%s loses %d life points (%d left).", n),
                              target, n, left);
    }
  if (n == 0)
    return g_strdup_printf (_("%s is already at full life (%d)."), target, left);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s regains %d life point (%d now).",
                                       "%s regains %d life points (%d now).", n),
                          target, n, left);
}

char *
sg_event_text_answers (const Ctx *c)
{
  const SgEvent *e = c->ev;
  const char *name = sg_event_text_card_name (c, e->card);
  gboolean me = sg_event_text_mine (c, e->side);
  const char *subj = sg_event_text_subject_mid (c, e->side); /* after "Duel: " */
  const char *spared = sg_event_text_char_name (e->target_ch);

  g_autofree char *as_colt = NULL;

  if (name == NULL)
    name = _("a card");
  if (e->value == 1) /* discarded as a Colt (C-DUEL.4, E-25) */
    name = as_colt = sg_card_text_played_as (name, SG_CARD_COLT);
  if (e->kind == SG_EV_DUEL_ROUND)
    /* Translators: "Duel: you discard Colt." (first %s: the card Duel). */
    return me ? g_strdup_printf (_("%s: you discard %s."), sg_event_text_type_name (SG_CARD_DUEL), name)
              /* Translators: "Duel: the opponent discards Colt." */
              : g_strdup_printf (_("%s: %s discards %s."), sg_event_text_type_name (SG_CARD_DUEL), subj, name);
  if (spared != NULL)
    /* Translators: "Indians!: you discard Knife to spare Jango." */
    return me ? g_strdup_printf (_("%s: you discard %s to spare %s."), sg_event_text_type_name (SG_CARD_INDIANS), name, spared)
              : g_strdup_printf (_("%s: %s discards %s to spare %s."), sg_event_text_type_name (SG_CARD_INDIANS), subj,
                                 name, spared);
  return me ? g_strdup_printf (_("%s: you discard %s."), sg_event_text_type_name (SG_CARD_INDIANS), name)
            : g_strdup_printf (_("%s: %s discards %s."), sg_event_text_type_name (SG_CARD_INDIANS), subj, name);
}
