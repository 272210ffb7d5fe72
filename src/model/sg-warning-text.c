/* sg-warning-text.c: what is said under the question about a legal play
 * the player may not want (it changes nothing, helps the opponent, hurts
 * its own player or back-up) and about targets out of reach; the rules
 * are the engine's (sg-play-warnings.c), the words are these. */
#include <glib/gi18n.h>

#include "sg-action-text-private.h"
#include "sg-card-text.h"
#include "sg-name-text.h"

/* The player may still want such a play (a Fanning to spend the turn's
 * BANG!, a Whisky to empty the hand): a warning, not a refusal. */
static char *
futile_text (const SgGame *g, const SgAction *a)
{
  const char *rule;
  const char *target = NULL;

  g_return_val_if_fail (g != NULL && a != NULL, NULL);
  rule = sg_game_play_futile (g, a);
  if (rule == NULL)
    return NULL;
  if (a->target <= 3)
    target = sg_action_text_char_name_at (g, a->target);
  if (g_str_equal (rule, "E-13"))
    /* Translators: "Babe Leroy has no equipment: Fanning would fire no shots, and it still counts as your BANG! card this turn (E-13)." */
    return g_strdup_printf (_("%s has no equipment: Fanning would fire no shots, and it still counts as your BANG! card this turn (%s)."),
                            target, rule);
  if (g_str_equal (rule, "D4.3.4"))
    {
      SgCardType type = sg_action_text_played_type (g, a);

      /* Translators: a card and a character, then a rule ID: "The Barrel already on Cattle Katie would only be replaced by this one: it changes nothing (D4.3.4)." */
      return g_strdup_printf (_("The %s already on %s would only be replaced by this one: it changes nothing (%s)."),
                              sg_card_text_name (type), target, rule);
    }
  if (g_str_equal (rule, "C-WHISKY.2"))
    {
      int life = g->side[SG_CODE_SIDE (a->target)].life[SG_CODE_SLOT (a->target)];

      /* Translators: "Whisky would leave Jango at 3 life points: it changes nothing (C-WHISKY.2)." */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Whisky would leave %s at %d life point: it changes nothing (%s).",
                                           "Whisky would leave %s at %d life points: it changes nothing (%s).",
                                           (gulong) life),
                              target, life, rule);
    }
  if (g_str_equal (rule, "D13.6"))
    /* Translators: %s is a rule ID (D13.6): the card goes to the discard
     * pile, which becomes the new common deck, and the draw brings it back */
    return g_strdup_printf (_("Every deck and the discard pile are empty: this card would only come back to your hand (%s)."),
                            rule);
  /* Translators: %s is a rule ID (C-BEER.2) */
  return g_strdup_printf (_("Your characters have all their life points: Beer would change nothing (%s)."), rule);
}

/* A Canteen swapping one's own characters while the opponent draws for
 * each move of that token (E-16): who draws, by which rule. */
static char *
own_swap_text (const SgGame *g, const SgAction *a, const char *rule)
{
  SgSide opp = (SgSide) !a->side;

  if (g_str_equal (rule, "C-POCKET-WATCH.1"))
    /* Translators: %s is a rule ID (C-POCKET-WATCH.1) */
    return g_strdup_printf (_("Swapping your own characters would help the opponent: their Pocket Watch draws them a card each time your active character changes (%s)."),
                            rule);
  /* Translators: a character, then a rule ID: "Swapping your own characters would help the opponent: Jango may draw a card each time your active character changes (P-JANGO.1)." */
  return g_strdup_printf (_("Swapping your own characters would help the opponent: %s may draw a card each time your active character changes (%s)."),
                          sg_action_text_char_name_at (g, SG_CHAR_CODE (opp, g->side[opp].ac)), rule);
}

/* Legal (D4.3.2), and a new player may not see that equipment works for
 * whoever carries it (D4.3.3): a warning, not a refusal. */
static char *
helps_opponent_text (const SgGame *g, const SgAction *a)
{
  const char *rule;
  const char *target;
  SgCardType type;

  g_return_val_if_fail (g != NULL && a != NULL, NULL);
  rule = sg_game_play_helps_opponent (g, a);
  if (rule == NULL)
    return NULL;
  if (sg_action_text_played_type (g, a) == SG_CARD_CANTEEN) /* its target is a side */
    return own_swap_text (g, a, rule);
  target = sg_action_text_char_name_at (g, a->target);
  type = sg_action_text_played_type (g, a);
  switch (type)
    {
    case SG_CARD_BANK:
      /* Translators: %s are a character and a rule ID: "A Bank on Cattle Katie would help the opponent: they draw one more card in each draw phase while that character is active (C-BANK.1)." */
      return g_strdup_printf (_("A Bank on %s would help the opponent: they draw one more card in each draw phase while that character is active (%s)."),
                              target, rule);
    case SG_CARD_BARREL:
      /* Translators: "A Barrel on Cattle Katie would help the opponent: its holder may reveal a card to dodge each shot (C-BARREL.1)." */
      return g_strdup_printf (_("A Barrel on %s would help the opponent: its holder may reveal a card to dodge each shot (%s)."),
                              target, rule);
    case SG_CARD_HAT:
      /* Translators: "A Hat on Cattle Katie would help the opponent: its holder may give it up to dodge a shot (C-HAT.1)." */
      return g_strdup_printf (_("A Hat on %s would help the opponent: its holder may give it up to dodge a shot (%s)."),
                              target, rule);
    case SG_CARD_GUN_BELT:
      /* Translators: "A Gun Belt on Cattle Katie would help the opponent: its holder may play any number of BANG! cards (C-GUN-BELT.1)." */
      return g_strdup_printf (_("A Gun Belt on %s would help the opponent: its holder may play any number of BANG! cards (%s)."),
                              target, rule);
    case SG_CARD_SCOPE:
      /* Translators: "A Scope on Cattle Katie would help the opponent: its holder’s shots may hit your back-up (C-SCOPE.1)." */
      return g_strdup_printf (_("A Scope on %s would help the opponent: its holder’s shots may hit your back-up (%s)."),
                              target, rule);
    case SG_CARD_POCKET_WATCH:
      /* Translators: "A Pocket Watch on Cattle Katie would help the opponent: they draw a card each time your active character changes (C-POCKET-WATCH.1)." */
      return g_strdup_printf (_("A Pocket Watch on %s would help the opponent: they draw a card each time your active character changes (%s)."),
                              target, rule);
    case SG_CARD_WHISKY:
      /* Translators: "A Whisky on West Harding would help the opponent: it would heal that character up to 3 life points (C-WHISKY.1)." */
      {
        /* C-WHISKY.1: to exactly 3, never above the printed maximum (E-42). */
        int max = sg_char_data ((SgCharId) g->side[SG_CODE_SIDE (a->target)].ch[SG_CODE_SLOT (a->target)])->life;

        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "A Whisky on %s would help the opponent: it would heal that character up to %d life point (%s).",
                                             "A Whisky on %s would help the opponent: it would heal that character up to %d life points (%s).",
                                             (gulong) MIN (max, 3)),
                                target, MIN (max, 3), rule);
      }
    default: /* the engine names no other card */
      return NULL;
    }
}

/* The opponent's back-up carrying cards that Steal or Schoolmarm cannot
 * reach: their list would otherwise leave them out without a word.  The
 * engine says which are out of reach (its E-40 refusal); the sentence
 * cites the card's own rule. */
static char *
out_of_reach_text (const SgGame *g)
{
  SgDecision decision;
  SgSide me;

  g_return_val_if_fail (g != NULL, NULL);
  decision = sg_game_decision (g);
  if (decision != SG_DEC_STEAL && decision != SG_DEC_SCHOOLMARM)
    return NULL;
  me = sg_game_decider (g);
  for (guint8 code = 0; code < 4; code++)
    {
      const SgEquip *e = &g->side[SG_CODE_SIDE (code)].equip[SG_CODE_SLOT (code)];

      for (int i = 0; i < e->n; i++)
        {
          SgAction choose = { SG_ACT_CHOOSE_CARD, (uint8_t) me, e->c[i], SG_NONE, SG_NONE };
          SgRefusal r = sg_game_check (g, &choose);

          if (r.code == SG_OK || g_strcmp0 (r.rule, "E-40") != 0)
            continue;
          if (decision == SG_DEC_STEAL)
            /* Translators: "Cards on Sid Curry, the opponent’s back-up, are out of Steal’s reach (C-STEAL.1)." */
            return g_strdup_printf (_("Cards on %s, the opponent’s back-up, are out of Steal’s reach (%s)."),
                                    sg_action_text_char_name_at (g, code), "C-STEAL.1");
          /* Translators: "Cards on Sid Curry, the opponent’s back-up, are out of Schoolmarm’s reach (C-SCHOOLMARM.1)." */
          return g_strdup_printf (_("Cards on %s, the opponent’s back-up, are out of Schoolmarm’s reach (%s)."),
                                  sg_action_text_char_name_at (g, code), "C-SCHOOLMARM.1");
        }
    }
  return NULL;
}

/* E-40: the player's own card that a Steal or a Schoolmarm could only
 * take, named when it is the one answer, else in general words. */
static char *
takes_own_text (const SgGame *g, const SgAction *a, const char *rule)
{
  SgAction choices[SG_MAX_ACTIONS];
  int n = sg_game_play_choices (g, a, choices);
  gboolean steal = sg_action_text_played_type (g, a) == SG_CARD_STEAL;

  if (n == 1 && choices[0].kind == SG_ACT_CHOOSE_CARD)
    {
      const char *card = sg_card_text_name ((SgCardType) g->card[choices[0].card].type);
      const char *carrier = sg_action_text_carrier_of (g, choices[0].card);

      if (steal)
        /* Translators: a card, a character, then a rule ID: "Steal could only discard your own Barrel from Wyatt Ear: the opponent has no card in hand and none in play in reach (E-40)." */
        return g_strdup_printf (_("Steal could only discard your own %s from %s: the opponent has no card in hand and none in play in reach (%s)."),
                                card, carrier, rule);
      /* Translators: "Schoolmarm could only take back your own Barrel from Wyatt Ear: no card of the opponent’s is in reach (E-40)." */
      return g_strdup_printf (_("Schoolmarm could only take back your own %s from %s: no card of the opponent’s is in reach (%s)."),
                              card, carrier, rule);
    }
  if (steal)
    /* Translators: %s is a rule ID (E-40) */
    return g_strdup_printf (_("Steal could only discard one of your own cards in play: the opponent has no card in hand and none in play in reach (%s)."),
                            rule);
  /* Translators: %s is a rule ID (E-40) */
  return g_strdup_printf (_("Schoolmarm could only take back one of your own cards in play: no card of the opponent’s is in reach (%s)."),
                          rule);
}

/* C-WHISKY.1: a Whisky sets its target to 3 life points, down too: on
 * one's own character above 3, a loss. */
static char *
lowers_own_text (const SgGame *g, const SgAction *a, const char *rule)
{
  int side = SG_CODE_SIDE (a->target), slot = SG_CODE_SLOT (a->target);
  int life = g->side[side].life[slot], loss = life - MIN (life, 3);

  /* Translators: a character, a number, then a rule ID: "Whisky would cost your own character Wyatt Ear 2 life points: it sets life to exactly 3, down as well as up (C-WHISKY.1)." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Whisky would cost your own character %s %d life point: it sets life to exactly 3, down as well as up (%s).",
                                       "Whisky would cost your own character %s %d life points: it sets life to exactly 3, down as well as up (%s).",
                                       (gulong) loss),
                          sg_action_text_char_name_at (g, a->target), loss, rule);
}

/* P-TOM-THORN.1, E-17: a Canteen that makes the opponent's Tom Thorn
 * active sets off his shot at the player's back-up. */
static char *
brings_tom_text (const SgGame *g, const SgAction *a, const char *rule)
{
  int side = a->target;

  /* Translators: a character, then a rule ID: "Swapping the opponent’s characters would make Tom Thorn active, which fires a shot at your back-up (P-TOM-THORN.1)." */
  return g_strdup_printf (_("Swapping the opponent’s characters would make %s active, which fires a shot at your back-up (%s)."),
                          sg_action_text_char_name_at (g, SG_CHAR_CODE (side, 1 - g->side[side].ac)), rule);
}

/* Legal, and it only costs the player (a Rattlesnake on one's own
 * character, a Schoolmarm that can only take back one's own card): a
 * warning, not a refusal. */
static char *
harms_self_text (const SgGame *g, const SgAction *a)
{
  const char *rule;
  const char *target;

  g_return_val_if_fail (g != NULL && a != NULL, NULL);
  rule = sg_game_play_harms_self (g, a);
  if (rule == NULL)
    return NULL;
  if (g_str_equal (rule, "C-WHISKY.1"))
    return lowers_own_text (g, a, rule);
  if (g_str_equal (rule, "P-TOM-THORN.1"))
    return brings_tom_text (g, a, rule);
  if (!g_str_equal (rule, "C-RATTLESNAKE.1"))
    return takes_own_text (g, a, rule);
  target = sg_action_text_char_name_at (g, a->target);
  /* Translators: a character twice, then a rule ID: "A Rattlesnake on Wyatt Ear would hurt your own character: at the start of each of your turns you reveal a card, and a snake costs Wyatt Ear 1 life point (C-RATTLESNAKE.1)." */
  return g_strdup_printf (_("A Rattlesnake on %s would hurt your own character: at the start of each of your turns you reveal a card, and a snake costs %s 1 life point (%s)."),
                          target, target, rule);
}

/* The player's back-up (the character without the AC token). */
static const char *
own_backup_name (const SgGame *g, SgSide side)
{
  return sg_action_text_char_name_at (g, SG_CHAR_CODE (side, 1 - g->side[side].ac));
}

/* Legal and often worth it: the player may not know that the card spares
 * only the active character.  A note. */
static char *
hits_own_backup_text (const SgGame *g, const SgAction *a)
{
  const char *rule;
  const char *backup;

  g_return_val_if_fail (g != NULL && a != NULL, NULL);
  rule = sg_game_play_hits_own_backup (g, a);
  if (rule == NULL)
    return NULL;
  backup = own_backup_name (g, (SgSide) a->side);
  if (sg_action_text_played_type (g, a) == SG_CARD_GATLING)
    /* Translators: a character, then a rule ID: "Gatling also shoots your own back-up, Wyatt Ear (C-GATLING.1)." */
    return g_strdup_printf (_("Gatling also shoots your own back-up, %s (%s)."), backup, rule);
  /* Translators: "Indians! also hits your own back-up, Wyatt Ear: you discard a shot card or it loses 1 life point (C-INDIANS.3)." */
  return g_strdup_printf (_("Indians! also hits your own back-up, %s: you discard a shot card or it loses 1 life point (%s)."),
                          backup, rule);
}

/* --- the names in the texts ---------------------------------------------- */

/* Pearl Hat's answer read as the play it copies (E-15c): warned about in
 * the same words as that play (sg_game_copy_as_play). */
static const SgAction *
as_play (const SgGame *g, const SgAction *a, SgAction *copy)
{
  return sg_game_copy_as_play (g, a, copy) ? copy : a;
}

char *
sg_action_text_futile (const SgGame *g, const SgAction *a)
{
  SgAction copy;

  g_return_val_if_fail (g != NULL && a != NULL, NULL);
  return sg_name_text_finish_in_play (futile_text (g, as_play (g, a, &copy)), g);
}

char *
sg_action_text_helps_opponent (const SgGame *g, const SgAction *a)
{
  SgAction copy;

  g_return_val_if_fail (g != NULL && a != NULL, NULL);
  return sg_name_text_finish_in_play (helps_opponent_text (g, as_play (g, a, &copy)), g);
}

char *
sg_action_text_out_of_reach (const SgGame *g)
{
  g_return_val_if_fail (g != NULL, NULL);
  return sg_name_text_finish_in_play (out_of_reach_text (g), g);
}

char *
sg_action_text_harms_self (const SgGame *g, const SgAction *a)
{
  SgAction copy;

  g_return_val_if_fail (g != NULL && a != NULL, NULL);
  return sg_name_text_finish_in_play (harms_self_text (g, as_play (g, a, &copy)), g);
}

char *
sg_action_text_hits_own_backup (const SgGame *g, const SgAction *a)
{
  SgAction copy;

  g_return_val_if_fail (g != NULL && a != NULL, NULL);
  return sg_name_text_finish_in_play (hits_own_backup_text (g, as_play (g, a, &copy)), g);
}
