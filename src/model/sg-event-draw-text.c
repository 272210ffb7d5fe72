/* sg-event-draw-text.c: cards drawn, in words: one card or a row of them
 * ("You draw Missed!, Duel and Colt.", "The opponent draws 5 cards."),
 * with the card or character that made the draw ("(Jango’s ability)"),
 * and the rows of cards a General Store turns up or a fallen character
 * leaves behind.  Kept out of
 * sg-event-text.c, the other events' words. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "sg-card-text.h"
#include "sg-event-text-private.h"
#include "sg-name-text.h"

/* Why a card is drawn beyond the draw phase, when a card or a character
 * makes it (Jango, Pocket Watch, Stagecoach...): said after the sentence,
 * since an extra card appeared out of nowhere.  NULL for the rules' own
 * draws (D1.8, D2.1.1, D11.2...). */
static char *
draw_reason (const SgEvent *e)
{
  int ch = sg_char_by_rule (e->rule);
  int card = sg_card_by_rule (e->rule);

  if (ch >= 0 && ch < SG_N_CHARACTERS)
    /* Translators: why a card is drawn: "You draw Colt (Jango’s ability)." */
    return g_strdup_printf (_("%s’s ability"), sg_character_text_in_sentence ((SgCharId) ch));
  if (card >= 0 && card < SG_N_CARD_TYPES)
    /* Translators: why a card is drawn or discarded: "The opponent draws a
     * card (Remington’s effect)."  The card's name alone read as the card drawn. */
    return g_strdup_printf (_("%s’s effect"), sg_card_text_name ((SgCardType) card));
  return NULL;
}

char *
sg_event_text_with_reason (char *sentence, const SgEvent *e)
{
  g_autofree char *reason = draw_reason (e);
  char *out;

  if (reason == NULL)
    return sentence;
  if (g_str_has_suffix (sentence, "."))
    sentence[strlen (sentence) - 1] = '\0';
  /* Translators: a sentence (its full stop taken off) and why: "You draw Colt (Jango’s ability)." */
  out = g_strdup_printf (_("%s (%s)."), sentence, reason);
  g_free (sentence);
  return sg_event_text_names (out, NULL, e);
}

static char *
text_draw (const Ctx *c)
{
  const SgEvent *e = c->ev;
  gboolean common = e->value == 1;
  /* A card the other player draws stays unnamed even if the viewer saw it
   * before: it may have been shuffled into the common deck since, and
   * nobody can tell which card came off the top.  (Pat Garret's shown card
   * is named by its own ability event.) */
  const char *name = sg_event_text_mine (c, e->side) || !sg_event_text_is_player (c->viewer) ? sg_event_text_card_name (c, e->card) : NULL;

  if (sg_event_text_mine (c, e->side))
    {
      if (name != NULL)
        return common ? g_strdup_printf (_("You draw %s from the common deck."), name)
                      : g_strdup_printf (_("You draw %s."), name);
      return common ? g_strdup (_("You draw a card from the common deck."))
                    : g_strdup (_("You draw a card."));
    }
  if (name != NULL)
    return common ? g_strdup_printf (_("%s draws %s from the common deck."), sg_event_text_subject (c, e->side), name)
                  : g_strdup_printf (_("%s draws %s."), sg_event_text_subject (c, e->side), name);
  return common ? g_strdup_printf (_("%s draws a card from the common deck."), sg_event_text_subject (c, e->side))
                : g_strdup_printf (_("%s draws a card."), sg_event_text_subject (c, e->side));
}

/* "Missed!, Duel and Colt": the names of a row of draws. */
static char *
card_list (const char *const *names, guint n)
{
  GString *s = g_string_new (names[0]);

  for (guint i = 1; i < n; i++)
    {
      /* Translators: between the names of drawn cards, "Missed!, Duel and Colt". */
      g_string_append (s, i + 1 < n ? C_("list of cards", ", ")
                                    /* Translators: before the last name of drawn cards. */
                                    : C_("list of cards", " and "));
      g_string_append (s, names[i]);
    }
  return g_string_free (s, FALSE);
}

/* The names the viewer may read, one per card, or FALSE when one of them
 * stays unnamed (as text_draw decides for a single card). */
static gboolean
draw_names (const SgGame *g, const SgEvent *first, const guint8 *cards, guint n,
            SgSide viewer, const char **names)
{
  for (guint i = 0; i < n; i++)
    {
      SgEvent ev = *first;
      Ctx c = { g, &ev, viewer };

      ev.card = cards[i];
      ev.card_type = g->card[cards[i]].type;
      names[i] = sg_event_text_mine (&c, first->side) || !sg_event_text_is_player (viewer) ? sg_event_text_card_name (&c, cards[i]) : NULL;
      if (names[i] == NULL)
        return FALSE;
    }
  return TRUE;
}

static char *
draws_sentence (const SgGame *g, const SgEvent *first, const guint8 *cards, guint n,
                     SgSide viewer)
{
  Ctx c = { g, first, viewer };
  gboolean common = first->value == 1;
  g_autofree const char **names = g_new0 (const char *, n + 1);
  g_autofree char *list = NULL;

  g_return_val_if_fail (g != NULL && first != NULL && n > 0, NULL);
  if (n == 1)
    return text_draw (&c);
  if (draw_names (g, first, cards, n, viewer, names))
    {
      list = card_list (names, n);
      if (sg_event_text_mine (&c, first->side))
        return common ? g_strdup_printf (_("You draw %s from the common deck."), list)
                      : sg_event_text_end_sentence (g_strdup_printf (_("You draw %s."), list));
      return common ? g_strdup_printf (_("%s draws %s from the common deck."), sg_event_text_subject (&c, first->side), list)
                    : sg_event_text_end_sentence (g_strdup_printf (_("%s draws %s."), sg_event_text_subject (&c, first->side), list));
    }
  if (sg_event_text_mine (&c, first->side))
    return common ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You draw %u card from the common deck.",
                                                  "You draw %u cards from the common deck.", n), n)
                  : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You draw %u card.", "You draw %u cards.", n), n);
  return common ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s draws %u card from the common deck.",
                                                "%s draws %u cards from the common deck.", n),
                                   sg_event_text_subject (&c, first->side), n)
                : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s draws %u card.", "%s draws %u cards.", n),
                                   sg_event_text_subject (&c, first->side), n);
}

char *
sg_event_text_draws (const SgGame *g, const SgEvent *first, const guint8 *cards, guint n,
                     SgSide viewer)
{
  g_return_val_if_fail (g != NULL && first != NULL && n > 0, NULL);
  return sg_event_text_with_reason (sg_event_text_end_sentence (draws_sentence (g, first, cards, n, viewer)), first);
}

char *
sg_event_text_draw (const Ctx *c)
{
  return sg_event_text_with_reason (sg_event_text_end_sentence (text_draw (c)), c->ev);
}

/* "Missed!, Colt and Colt": the names of cards everybody sees. */
static char *
public_card_list (const SgGame *g, const guint8 *cards, guint n)
{
  g_autofree const char **names = g_new0 (const char *, n + 1);

  for (guint i = 0; i < n; i++)
    names[i] = cards[i] < g->n_cards ? sg_card_text_name ((SgCardType) g->card[cards[i]].type) : "?";
  return card_list (names, n);
}

char *
sg_event_text_turned_up (const SgGame *g, const guint8 *cards, guint n, gboolean after_play)
{
  g_autofree char *list = NULL;

  g_return_val_if_fail (g != NULL && cards != NULL && n > 0, NULL);
  list = public_card_list (g, cards, n);
  if (after_play)
    /* Translators: after "You play General Store.": "It turns up Missed!, Colt and Colt." */
    return sg_event_text_end_sentence (g_strdup_printf (_("It turns up %s."), list));
  /* Translators: "General Store turns up Missed!, Colt and Colt." (the first %s is the card's name) */
  return sg_event_text_end_sentence (g_strdup_printf (_("%s turns up %s."),
                                                      sg_card_text_name (SG_CARD_GENERAL_STORE), list));
}

char *
sg_event_text_left_behind (const SgGame *g, const guint8 *cards, guint n)
{
  g_autofree char *list = NULL;

  g_return_val_if_fail (g != NULL && cards != NULL && n > 0, NULL);
  list = public_card_list (g, cards, n);
  /* Translators: after "Tex Killer is eliminated.": "Their equipment goes to the discard pile: Bank and Barrel." */
  return sg_event_text_end_sentence (g_strdup_printf (_("Their equipment goes to the discard pile: %s."), list));
}

char *
sg_event_text_turn_plays (const SgGame *g, const SgEvent *plays, guint n, SgSide side, SgSide viewer)
{
  Ctx c = { g, plays, viewer };
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  const char *subject;

  g_return_val_if_fail (g != NULL && (plays != NULL || n == 0), NULL);
  subject = sg_event_text_subject_mid (&c, side);
  if (n == 0)
    /* Translators: under the prompt at the start of a turn: "Last turn, the opponent played no card." */
    return g_strdup_printf (_("Last turn, %s played no card."), subject);
  for (guint i = 0; i < n; i++)
    {
      const char *card = sg_card_text_name ((SgCardType) plays[i].card_type);
      const char *target = sg_event_text_char_name (plays[i].target_ch);

      /* Translators: one card of "Last turn, the opponent played Colt on Wild Bill, Beer and Dynamite." */
      g_ptr_array_add (items, target != NULL && plays[i].target_ch != plays[i].ch
                                ? g_strdup_printf (C_("turn summary", "%s on %s"), card, target)
                                : g_strdup (card));
    }
  g_ptr_array_add (items, NULL);
  list = card_list ((const char *const *) items->pdata, n);
  /* Translators: under the prompt at the start of a turn: "Last turn, the opponent played Colt on Wild Bill and Beer." */
  return sg_event_text_end_sentence (sg_name_text_finish_in_play (g_strdup_printf (_("Last turn, %s played %s."),
                                                                                   subject, list), g));
}
