/* sg-action-text.c: decisions and their options in plain words (the
 * warnings about legal plays are in sg-warning-text.c). */
#include <glib/gi18n.h>

#include "sg-action-text-private.h"
#include "sg-card-text.h"
#include "sg-name-text.h"

static const char *
card_name (const SgGame *g, guint8 card, SgSide viewer)
{
  if (!sg_game_card_known (g, viewer, card))
    return _("a hidden card");
  return sg_card_text_name ((SgCardType) g->card[card].type);
}

const char *
sg_action_text_char_name_at (const SgGame *g, guint8 code)
{
  guint8 ch;

  if (code > 3)
    return "?";
  ch = g->side[SG_CODE_SIDE (code)].ch[SG_CODE_SLOT (code)];
  if (ch >= SG_N_CHARACTERS)
    return "?";
  return sg_character_text_in_sentence ((SgCharId) ch);
}

/* The name alone, as an option's label ("The Stranger"). */
static const char *
char_title_at (const SgGame *g, guint8 code)
{
  guint8 ch = code <= 3 ? g->side[SG_CODE_SIDE (code)].ch[SG_CODE_SLOT (code)] : SG_NONE;

  return ch < SG_N_CHARACTERS ? sg_character_text_name ((SgCharId) ch) : "?";
}


static const char *
side_words (guint8 side)
{
  return side == SG_LAW ? _("the Lawmen") : _("the Outlaws");
}

static guint8 character_at_stake (const SgGame *g);

static char *
describe_play (const SgGame *g, const SgAction *a, SgSide viewer)
{
  const char *name = card_name (g, a->card, viewer);
  g_autofree char *what = NULL;
  guint8 played;

  if (a->as != SG_NONE && a->as < SG_N_CARD_TYPES)
    what = sg_card_text_played_as (name, (SgCardType) a->as);
  else
    what = g_strdup (name);

  played = a->as != SG_NONE ? a->as : (a->card < g->n_cards ? g->card[a->card].type : SG_NONE);
  /* Canteen names a side (C-CANTEEN.1); other cards name a character. */
  if (played == SG_CARD_CANTEEN && a->target <= 1)
    /* Whole sentences per side: some languages join "on" and "the". */
    return g_strdup_printf (a->target == SG_LAW ? _("Play %s on the Lawmen") : _("Play %s on the Outlaws"), what);
  if (a->target <= 3)
    return g_strdup_printf (_("Play %s on %s"), what, sg_action_text_char_name_at (g, a->target));
  return g_strdup_printf (_("Play %s"), what);
}

static char *
describe_card_answer (const SgGame *g, const SgAction *a, SgSide viewer)
{
  const char *name = card_name (g, a->card, viewer);

  switch (g->decision)
    {
    case SG_DEC_DUEL:
    case SG_DEC_INDIANS:
      if (a->as != SG_NONE && a->as < SG_N_CARD_TYPES)
        {
          /* Toco Ramirez's card thrown as a Colt (E-25) */
          g_autofree char *what = sg_card_text_played_as (name, (SgCardType) a->as);
          return g_strdup_printf (_("Discard %s"), what);
        }
      return g_strdup_printf (_("Discard %s"), name);
    case SG_DEC_EXTRA_CARD: /* P-TEX-KILLER.1: any card, discarded */
      return g_strdup_printf (_("Discard %s"), name);
    default:
      if (a->as != SG_NONE && a->as < SG_N_CARD_TYPES)
        return g_strdup_printf (_("Dodge with %s as %s"), name,
                                sg_card_text_name ((SgCardType) a->as));
      return g_strdup_printf (_("Dodge with %s"), name);
    }
}

static char *
describe_take (const SgGame *g)
{
  switch (g->decision)
    {
    case SG_DEC_DUEL:
      return g_strdup (_("Give up the Duel and lose a life point"));
    case SG_DEC_INDIANS:
      return g_strdup (_("Lose a life point"));
    case SG_DEC_EXTRA_CARD:
      return g_strdup (_("Give no more and take the hit"));
    default:
      return g_strdup (_("Take the hit"));
    }
}

SgCardType
sg_action_text_played_type (const SgGame *g, const SgAction *a)
{
  return a->as != SG_NONE ? (SgCardType) a->as : (SgCardType) g->card[a->card].type;
}

const char *
sg_action_text_carrier_of (const SgGame *g, guint8 card)
{
  for (int side = 0; side < 2; side++)
    for (int slot = 0; slot < 2; slot++)
      {
        const SgEquip *e = &g->side[side].equip[slot];

        for (int i = 0; i < e->n; i++)
          if (e->c[i] == card)
            return sg_action_text_char_name_at (g, SG_CHAR_CODE (side, slot));
      }
  return NULL;
}

static char *
describe_choose_card (const SgGame *g, const SgAction *a, SgSide viewer)
{
  const char *name = card_name (g, a->card, viewer);
  /* Two Barrels in play, one on each side, read alike without it. */
  const char *carrier = sg_action_text_carrier_of (g, a->card);
  gboolean discard = FALSE;

  switch (g->decision)
    {
    case SG_DEC_PEACEMAKER: /* C-PEACEMAKER.1: a card of the hand, discarded */
    case SG_DEC_GIVE_UP: /* the drawn card chosen goes to the discard pile */
    case SG_DEC_CARBINE:
    case SG_DEC_STEAL:   /* a card in play is discarded, not taken (C-STEAL.1b) */
    case SG_DEC_ABILITY: /* every ability that asks for a card discards it */
      discard = TRUE;
      break;
    case SG_DEC_REVEAL:
      if (a->card >= g->n_cards)
        return g_strdup_printf (_("Keep %s"), name);
      /* The symbol is what the choice is about; both cards are face up. */
      /* Translators: "Keep Missed! (barrel)": a card and its reveal
       * symbol (barrel, snake, dynamite, horseshoe). */
      return g_strdup_printf (_("Keep %s (%s)"), name,
                              sg_symbol_text_name ((SgSymbol) g->card[a->card].symbol));
    default:
      break;
    }
  if (carrier != NULL)
    /* Translators: "Discard Barrel from Annie Oakey" / "Take Barrel from Annie Oakey" */
    return g_strdup_printf (discard ? _("Discard %s from %s") : _("Take %s from %s"), name, carrier);
  return g_strdup_printf (discard ? _("Discard %s") : _("Take %s"), name);
}

gboolean
sg_action_text_back_tells_apart (const SgGame *g, guint8 card, SgSide viewer)
{
  const SgCardInfo *c;
  gboolean staged = FALSE;

  g_return_val_if_fail (g != NULL, FALSE);
  if (card >= g->n_cards || !sg_game_card_known (g, viewer, card))
    return FALSE;
  c = &g->card[card];
  for (int i = 0; i < g->staging.n; i++)
    staged = staged || g->staging.c[i] == card;
  for (int i = 0; staged && i < g->staging.n; i++)
    {
      const SgCardInfo *other = &g->card[g->staging.c[i]];

      /* A copy the viewer has not seen is not compared: a deck named
       * would tell what it is. */
      if (other->type == c->type && other->symbol == c->symbol && other->back != c->back
          && sg_game_card_known (g, viewer, g->staging.c[i]))
        return TRUE;
    }
  return FALSE;
}

/* A General Store may turn up a Colt from each deck with the same symbol:
 * two "Take Colt" that are not the same choice, since a card's back stays
 * public in the hand (E-47).  The deck is named then, and only then:
 * elsewhere it would be noise. */
static char *
with_deck (const SgGame *g, guint8 card, SgSide viewer, char *label)
{
  char *named;

  if (!sg_action_text_back_tells_apart (g, card, viewer))
    return label;
  if (g->card[card].back == SG_LAW)
    /* Translators: an option and the deck its card comes from, said only
     * when two cards turned up differ by nothing else: "Take Colt (Lawmen deck)" */
    named = g_strdup_printf (_("%s (Lawmen deck)"), label);
  else
    /* Translators: as "Take Colt (Lawmen deck)", for the other deck */
    named = g_strdup_printf (_("%s (Outlaws deck)"), label);
  g_free (label);
  return named;
}

static guint8 character_at_stake (const SgGame *g);

static char *
describe_text (const SgGame *g, const SgAction *a, SgSide viewer)
{
  g_return_val_if_fail (g != NULL && a != NULL, NULL);

  switch (a->kind)
    {
    case SG_ACT_PLAY:
      return describe_play (g, a, viewer);
    case SG_ACT_SWITCH:
      return g_strdup (_("Swap the active and back-up characters"));
    case SG_ACT_ABILITY:
      return g_strdup_printf (_("Use %s’s ability"), sg_action_text_char_name_at (g, a->target));
    case SG_ACT_RELOAD:
      return g_strdup_printf (_("Reload with %s"), card_name (g, a->card, viewer));
    case SG_ACT_END:
      return g_strdup (_("End the turn"));
    case SG_ACT_DISCARD:
      return g_strdup_printf (_("Discard %s"), card_name (g, a->card, viewer));
    case SG_ACT_DODGE_CARD:
      return describe_card_answer (g, a, viewer);
    case SG_ACT_DODGE_BARREL:
      return g_strdup (_("Try the Barrel"));
    case SG_ACT_DODGE_HAT:
      return g_strdup (_("Discard the Hat to dodge"));
    case SG_ACT_DODGE_ABILITY:
      /* The shot's target, whose ability it is (Sid Curry's reveal,
       * P-SID-CURRY.1): "the character’s ability" left a new player to
       * guess which one, and what it does. */
      if (character_at_stake (g) < SG_N_CHARACTERS)
        /* Translators: an answer to a shot, beside "Try the Barrel":
         * "Try Sid Curry’s Ability" */
        return g_strdup_printf (_("Try %s’s ability"), sg_character_text_name ((SgCharId) character_at_stake (g)));
      return g_strdup (_("Dodge with the character’s ability"));
    case SG_ACT_TAKE:
      return describe_take (g);
    case SG_ACT_CHOOSE_CARD:
      return with_deck (g, a->card, viewer, describe_choose_card (g, a, viewer));
    case SG_ACT_CHOOSE_CHAR:
      return g_strdup (char_title_at (g, a->target));
    case SG_ACT_CHOOSE_SIDE:
      if (g->decision == SG_DEC_BACK)
        return g_strdup (a->target == SG_LAW ? _("A card with a Lawmen back")
                                             : _("A card with an Outlaws back"));
      /* A dodged Shotgun's swap, or the Canteen Pearl Hat copies (the one
       * copied card that names a side, C-CANTEEN.1). */
      if (g->decision == SG_DEC_SHOTGUN || g->decision == SG_DEC_COPY)
        return g_strdup (a->target == SG_LAW ? _("Swap the Lawmen’s Characters") : _("Swap the Outlaws’ Characters"));
      return g_strdup_printf (_("Choose %s"), side_words (a->target));
    case SG_ACT_CHOOSE_HAND:
      return g_strdup (_("A random card from the hand"));
    case SG_ACT_CHOOSE_YES:
      if (g->decision == SG_DEC_YES_NO)
        /* Translators: Buffalo Bell's answer, "Buffalo Bell Loses It". */
        return g_strdup_printf (_("%s Loses It"), sg_character_text_name (SG_CHAR_BUFFALO_BELL));
      return g_strdup (_("Yes"));
    case SG_ACT_CHOOSE_NO:
      if (g->decision == SG_DEC_YES_NO && character_at_stake (g) < SG_N_CHARACTERS)
        return g_strdup_printf (_("%s Loses It"), sg_character_text_name ((SgCharId) character_at_stake (g)));
      /* The bonuses' and Bull Anderson's "no" says what is given up. */
      if (g->decision == SG_DEC_SHOTGUN)
        return g_strdup (_("Don’t Swap"));
      if (g->decision == SG_DEC_CARBINE)
        return g_strdup (_("Discard Nothing"));
      if (g->decision == SG_DEC_LOOT)
        return g_strdup (_("Take Nothing"));
      return g_strdup (_("No"));
    default:
      return g_strdup ("?");
    }
}

/* The cards side holds beyond its hand limit (the engine's, D2.3.1-.2). */
static guint
cards_over_limit (const SgGame *g, SgSide side)
{
  int limit = sg_game_hand_limit (g, side);

  return g->hand[side].n > limit ? (guint) (g->hand[side].n - limit) : 0;
}

guint
sg_action_text_discards_needed (const SgGame *g)
{
  g_return_val_if_fail (g != NULL, 0);
  if (g->decision != SG_DEC_DISCARD || g->decider > 1)
    return 0;
  return cards_over_limit (g, (SgSide) g->decider);
}

/* The character the current decision puts at risk (a shot's target, the
 * character Indians! is asking about), or SG_NONE. */
static guint8
character_at_stake (const SgGame *g)
{
  SgDecisionAbout about;

  sg_game_decision_about (g, &about);
  if (about.target == SG_NONE)
    return SG_NONE;
  return g->side[SG_CODE_SIDE (about.target)].ch[SG_CODE_SLOT (about.target)];
}

/* The card an ability asks for is always discarded: say whose ability,
 * what is paid and what it brings. */
static char *
ability_question (const SgGame *g)
{
  SgDecisionAbout about;

  sg_game_decision_about (g, &about);
  switch (about.user)
    {
    case SG_CHAR_CATTLE_KATIE: /* P-CATTLE-KATIE.1 */
      return g_strdup (_("Cattle Katie: choose the equipment card she discards to draw two cards."));
    case SG_CHAR_SOUNDANCE_KID: /* P-SOUNDANCE-KID.1 */
      return g_strdup (_("Soundance Kid: choose the card you discard to draw two cards, one from each deck, and keep one of them."));
    case SG_CHAR_PEARL_HAT: /* P-PEARL-HAT.1 */
      if (about.card_type < SG_N_CARD_TYPES)
        /* Translators: "Pearl Hat: choose the card you discard to copy the Beer on top of the discard pile." */
        return g_strdup_printf (_("Pearl Hat: choose the card you discard to copy the %s on top of the discard pile."),
                                sg_card_text_name ((SgCardType) about.card_type));
      break;
    default:
      break;
    }
  return g_strdup (_("Choose the card the ability uses."));
}

/* Whether the copy is aimed at a character: its answers name one. */
static gboolean
copy_is_aimed (const SgGame *g)
{
  SgAction options[SG_MAX_ACTIONS];
  int n = sg_game_legal_actions (g, options);

  for (int i = 0; i < n; i++)
    if (options[i].kind == SG_ACT_CHOOSE_CHAR)
      return TRUE;
  return FALSE;
}

/* Pearl Hat's second question names the card she copies (read before
 * her cost, E-15a) and what is chosen: a side for a Canteen
 * (C-CANTEEN.1) or a character for a card aimed at one (Whisky,
 * Knife...); either may be reloaded again instead (P-PEARL-HAT.3). */
static char *
copy_question (const SgGame *g)
{
  SgDecisionAbout about;
  SgCardType type;

  sg_game_decision_about (g, &about);
  if (about.card_type >= SG_N_CARD_TYPES)
    return g_strdup (_("Pearl Hat: choose the target of the copied card."));
  type = (SgCardType) about.card_type;
  if (type == SG_CARD_CANTEEN)
    /* Translators: "Pearl Hat copies Canteen: choose the side whose characters swap." */
    return g_strdup_printf (_("Pearl Hat copies %s: choose the side whose characters swap."), sg_card_text_name (type));
  if (copy_is_aimed (g))
    /* Translators: "Pearl Hat copies Whisky: choose its target." */
    return g_strdup_printf (_("Pearl Hat copies %s: choose its target."), sg_card_text_name (type));
  /* Unaimed copies have one answer (the copy used), taken at once: the
   * Canteen is the one Action card with the reload icon. */
  return g_strdup (_("Pearl Hat: choose the target of the copied card."));
}

/* Which of the drawn cards to discard: Stagecoach draws three and keeps
 * two (C-STAGECOACH.1), Soundance Kid draws two and keeps one
 * (P-SOUNDANCE-KID.1); only his ability asks as a character. */
static char *
give_up_question (const SgGame *g)
{
  SgDecisionAbout about;

  sg_game_decision_about (g, &about);
  if (about.user == SG_CHAR_SOUNDANCE_KID)
    return g_strdup (_("Soundance Kid: choose the card to discard; you keep the other one."));
  /* Translators: Stagecoach is the card name, as translated elsewhere. */
  return g_strdup (_("Stagecoach: choose the card to discard; you keep the other two."));
}

/* Bart Masterson's choice (P-BART-MASTERSON.1): the two cards mean
 * nothing unless the question says what the reveal decides and which
 * symbol decides it (D6.5). */
static char *
reveal_question (const SgGame *g)
{
  SgDecisionAbout about;
  gboolean theirs;

  sg_game_decision_about (g, &about);
  /* Bart Masterson chooses for the opponent's reveals too: say whose, and
   * what the symbol would do for whom (a play-tester could not tell which
   * card to keep against the opponent's Barrel). */
  theirs = about.owner <= 1 && about.owner != sg_game_decider (g);
  switch (about.card_type)
    {
    case SG_CARD_BARREL: /* C-BARREL.2 */
      return g_strdup (theirs ? _("Bart Masterson: the opponent’s Barrel turned up two cards. You choose the one that "
                                  "counts: a barrel dodges your shot.")
                              : _("Bart Masterson: the Barrel turned up two cards. Keep the one that counts: a barrel dodges the shot."));
    case SG_CARD_DYNAMITE: /* C-DYNAMITE.2 */
      return g_strdup (theirs ? _("Bart Masterson: the opponent’s Dynamite turned up two cards. You choose the one that "
                                  "counts: a dynamite makes it explode on their character.")
                              : _("Bart Masterson: the Dynamite turned up two cards. Keep the one that counts: a dynamite makes it explode."));
    case SG_CARD_RATTLESNAKE: /* C-RATTLESNAKE.1 */
      return g_strdup (theirs ? _("Bart Masterson: the Rattlesnake on the opponent’s character turned up two cards. You "
                                  "choose the one that counts: a snake makes it bite.")
                              : _("Bart Masterson: the Rattlesnake turned up two cards. Keep the one that counts: a snake makes it bite."));
    default:
      break;
    }
  if (about.user == SG_CHAR_SID_CURRY) /* P-SID-CURRY.2 */
    return g_strdup (theirs ? _("Bart Masterson: the opponent’s Sid Curry turned up two cards. You choose the one that "
                                "counts: a barrel dodges your shot and fires back.")
                            : _("Bart Masterson: Sid Curry’s ability turned up two cards. Keep the one that counts: a barrel dodges the shot and fires back."));
  return g_strdup (_("Bart Masterson: choose which revealed card counts."));
}

/* The play phase: and what ending the turn now would cost, since the
 * discard that follows (D2.3.1) surprised new players; a swap or a card
 * played first may spare it. */
static char *
play_question (const SgGame *g)
{
  SgSide side = (SgSide) (sg_game_decider (g) & 1);
  guint over = cards_over_limit (g, side);

  if (g->hand[side].n == 0)
    return g_strdup (_("Your turn: your hand is empty. End the turn when you are done."));
  if (over > 0)
    /* Translators: "Your turn: play a card, or end the turn and discard 2 cards (hand limit 3)." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Your turn: play a card, or end the turn and discard %d card (hand limit %d).",
                                         "Your turn: play a card, or end the turn and discard %d cards (hand limit %d).",
                                         over),
                            (int) over, sg_game_hand_limit (g, side));
  return g_strdup (_("Your turn: choose a card to play, or end the turn."));
}

/* Whether either side has two characters in play, so that a Shotgun's
 * swap has something to move (E-29). */
static gboolean
some_side_has_two (const SgGame *g)
{
  return sg_game_in_play (g, SG_LAW) == 2 || sg_game_in_play (g, SG_OUTLAW) == 2;
}

/* Whether an active character carries equipment a Carbine could discard. */
static gboolean
some_ac_equipped (const SgGame *g)
{
  for (int s = 0; s < 2; s++)
    if (g->side[s].equip[g->side[s].ac].n > 0)
      return TRUE;
  return FALSE;
}

/* What dodging this shot would give the shooter or cost the decider: the
 * guns' "if it is dodged" effects (C-CARBINE.1, C-PEACEMAKER.1,
 * C-REMINGTON.1, C-SCHOFIELD.1, C-SHOTGUN.1) and Wyatt Ear's draw
 * (P-WYATT-EAR.1), said only where they would do something: taking the
 * hit may be worth it.  NULL for a shot with no such effect. */
static char *
dodge_effect (const SgGame *g, const SgDecisionAbout *about)
{
  gboolean wyatt = about->user == SG_CHAR_WYATT_EAR && about->card_type < SG_N_CARD_TYPES;
  const SgSideState *shooter = about->owner < 2 ? &g->side[about->owner] : NULL;
  guint8 shooter_ac = shooter != NULL ? shooter->ch[shooter->ac] : SG_NONE;

  switch (about->card_type)
    {
    case SG_CARD_PEACEMAKER:
      return g_strdup (_("If you dodge, you must then discard a card of your choice from your hand."));
    case SG_CARD_REMINGTON:
      return wyatt ? /* Translators: "(Remington and Wyatt Ear)": the card, then the character. */
                     g_strdup_printf (_("If you dodge, the opponent may draw 2 cards (%s and %s)."),
                                      sg_card_text_name (SG_CARD_REMINGTON),
                                      sg_character_text_in_sentence (SG_CHAR_WYATT_EAR))
                   : g_strdup (_("If you dodge, the opponent may draw a card."));
    case SG_CARD_SCHOFIELD:
      if (shooter_ac < SG_N_CHARACTERS && shooter->life[shooter->ac] < sg_char_data ((SgCharId) shooter_ac)->life)
        /* Translators: "If you dodge, Wild Bill regains 1 life point." (the shooter's active character) */
        return g_strdup_printf (_("If you dodge, %s regains 1 life point."),
                                sg_character_text_in_sentence ((SgCharId) shooter_ac));
      break;
    case SG_CARD_CARBINE:
      if (some_ac_equipped (g))
        return g_strdup (_("If you dodge, the opponent may discard an equipment card from either active character."));
      break;
    case SG_CARD_SHOTGUN:
      if (some_side_has_two (g))
        return g_strdup (_("If you dodge, the opponent may move an AC token."));
      break;
    default:
      break;
    }
  if (wyatt)
    /* Translators: %s is Wyatt Ear. */
    return g_strdup_printf (_("If you dodge, %s lets the opponent draw a card."),
                            sg_character_text_in_sentence (SG_CHAR_WYATT_EAR));
  return NULL;
}

/* Who shoots at whom, and with what: two shots in a row (a Remington,
 * then a Knife) must not read alike, since the cards cost a dodge
 * differently. */
static char *
shot_question_only (const SgGame *g, const SgDecisionAbout *about)
{
  guint8 ch = character_at_stake (g);
  const char *target = ch < SG_N_CHARACTERS ? sg_character_text_in_sentence ((SgCharId) ch) : NULL;
  const char *shooter;

  shooter = about->user < SG_N_CHARACTERS ? sg_character_text_in_sentence ((SgCharId) about->user) : NULL;
  if (target != NULL && shooter != NULL && about->card_type < SG_N_CARD_TYPES)
    /* Translators: "Sid Curry shoots at Wild Bill with a Remington. Dodge, or take the hit?" */
    return g_strdup_printf (_("%s shoots at %s with %s. Dodge, or take the hit?"), shooter, target,
                            sg_card_text_name ((SgCardType) about->card_type));
  if (target != NULL && shooter != NULL)
    /* Translators: a character's own shot: "Wild Bill’s ability shoots at Sid Curry. Dodge, or take the hit?" */
    return g_strdup_printf (_("%s’s ability shoots at %s. Dodge, or take the hit?"), shooter, target);
  if (target != NULL)
    /* Translators: "Wild Bill is shot. Dodge, or take the hit?" */
    return g_strdup_printf (_("%s is shot. Dodge, or take the hit?"), target);
  return g_strdup (_("You are shot. Dodge, or take the hit?"));
}

/* The shot question, and what a dodge would set off. */
static char *
shot_question (const SgGame *g)
{
  SgDecisionAbout about;
  g_autofree char *question = NULL;
  g_autofree char *effect = NULL;

  sg_game_decision_about (g, &about);
  question = shot_question_only (g, &about);
  effect = dodge_effect (g, &about);
  return effect != NULL ? g_strjoin (" ", question, effect, NULL) : g_steal_pointer (&question);
}

/* The discard at the end of the turn: how many, and the limit with where
 * it comes from (D2.3.1, D2.3.2): the active character's life, 2 at 1
 * life point. */
static char *
discard_question (const SgGame *g)
{
  SgSide side = (SgSide) (sg_game_decider (g) & 1);
  const SgSideState *st = &g->side[side];
  guint8 ac = st->ch[st->ac];
  const char *who = ac < SG_N_CHARACTERS ? sg_character_text_in_sentence ((SgCharId) ac) : "?";
  int limit = sg_game_hand_limit (g, side);
  guint n = sg_action_text_discards_needed (g);

  /* The engine's limit; above the life points only by D2.3.2. */
  if (limit > st->life[st->ac])
    /* Translators: "Your hand limit is 2 (Wild Bill has 1 life point, and the limit is never below 2): discard 1 card. ..." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Your hand limit is 2 (%s has 1 life point, and the limit is never below 2): discard %u card. Choose it in your hand.",
                                         "Your hand limit is 2 (%s has 1 life point, and the limit is never below 2): discard %u cards. Choose them in your hand, one at a time.",
                                         n), who, n);
  /* Translators: the limit and, in brackets, where it comes from (the
   * active character's life points): "Your hand limit is 3 (Wild
   * Bill’s life points): discard 1 card. ..." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Your hand limit is %d (%s’s life points): discard %u card. Choose it in your hand.",
                                       "Your hand limit is %d (%s’s life points): discard %u cards. Choose them in your hand, one at a time.",
                                       n), limit, who, n);
}

/* A Duel's round: the deciding side's AC is the one that loses the life
 * point (C-DUEL.2), so it is named. */
static char *
duel_question (const SgGame *g)
{
  const SgSideState *st = &g->side[sg_game_decider (g)];
  guint8 ch = st->ch[st->ac];

  if (ch < SG_N_CHARACTERS)
    /* Translators: "Duel: discard a shot card to go on, or give up and Wild Bill loses a life point." */
    return g_strdup_printf (_("Duel: discard a shot card to go on, or give up and %s loses a life point."),
                            sg_character_text_in_sentence ((SgCharId) ch));
  return g_strdup (_("Duel: discard a shot card to go on, or give up and lose a life point."));
}

/* Indians! asks for each character in turn (D10.2): say which. */
static char *
indians_question (const SgGame *g)
{
  guint8 ch = character_at_stake (g);

  if (ch < SG_N_CHARACTERS)
    /* Translators: "Indians! Discard a shot card, or Wild Bill loses a life point." */
    return g_strdup_printf (_("Indians! Discard a shot card, or %s loses a life point."),
                            sg_character_text_in_sentence ((SgCharId) ch));
  return g_strdup (_("Indians! Discard a shot card, or lose a life point."));
}

/* Only Buffalo Bell asks yes or no (P-BUFFALO-BELL.1-.2): both
 * characters named. */
static char *
yes_no_question (const SgGame *g)
{
  guint8 ch = character_at_stake (g);

  if (ch < SG_N_CHARACTERS)
    /* Translators: "Buffalo Bell: lose this life point instead of Annie Oakey?" */
    return g_strdup_printf (_("%s: lose this life point instead of %s?"),
                            sg_character_text_in_sentence (SG_CHAR_BUFFALO_BELL),
                            sg_character_text_in_sentence ((SgCharId) ch));
  return g_strdup (_("Use the optional ability now?"));
}

static char *
decision_text (const SgGame *g)
{
  g_return_val_if_fail (g != NULL, NULL);
  switch (g->decision)
    {
    case SG_DEC_NONE:
      return g_strdup (_("The game is over."));
    case SG_DEC_SETUP_AC:
      return g_strdup (_("Choose your first active character. The other side will not see it until both have chosen."));
    case SG_DEC_PLAY:
      return play_question (g);
    case SG_DEC_DISCARD:
      return discard_question (g);
    case SG_DEC_SHOT:
      return shot_question (g);
    case SG_DEC_EXTRA_CARD:
      /* P-TEX-KILLER.1: any card of the hand, not only a dodge card. */
      return g_strdup (_("Tex Killer: discard one more card, any card, or the shot hits."));
    case SG_DEC_DUEL:
      return duel_question (g);
    case SG_DEC_INDIANS:
      return indians_question (g);
    case SG_DEC_PICK:
      return g_strdup (_("General Store: take one of the cards turned up."));
    case SG_DEC_GIVE_UP:
      return give_up_question (g);
    case SG_DEC_STEAL:
      /* C-STEAL.1: (a) takes a random card of the hand, (b) discards a
       * card in play; the two answers say which. */
      return g_strdup (_("Steal: take a random card from the opponent’s hand, or discard a card in play."));
    case SG_DEC_SCHOOLMARM:
      return g_strdup (_("Schoolmarm: choose the card in play to take."));
    case SG_DEC_CARBINE:
      /* C-CARBINE.1: the shot was dodged; any equipment on either AC. */
      return g_strdup (_("Carbine: discard an equipment card from an active character?"));
    case SG_DEC_SHOTGUN:
      /* C-SHOTGUN.1: the shot was dodged; one side's AC token moves. */
      return g_strdup (_("Shotgun: swap the characters of one side?"));
    case SG_DEC_PEACEMAKER:
      return g_strdup (_("Peacemaker: the shot was dodged; choose a card from your hand to discard."));
    case SG_DEC_BACK:
      return g_strdup (_("Choose which back to take a random card from."));
    case SG_DEC_REVEAL:
      return reveal_question (g);
    case SG_DEC_YES_NO:
      return yes_no_question (g);
    case SG_DEC_LOOT:
      return g_strdup (_("Bull Anderson: choose what to take."));
    case SG_DEC_ABILITY:
      return ability_question (g);
    case SG_DEC_COPY:
      return copy_question (g);
    default:
      return g_strdup (_("Choose one option."));
    }
}

/* The one answer a Steal or a Schoolmarm will have, as its button would
 * read once asked ("Take Barrel from Wyatt Ear"). */
static char *
describe_take_choice (const SgGame *g, SgCardType played, const SgAction *choice, SgSide viewer)
{
  const char *name;
  const char *carrier;

  if (choice->kind == SG_ACT_CHOOSE_HAND)
    return g_strdup (_("A random card from the hand"));
  name = card_name (g, choice->card, viewer);
  carrier = sg_action_text_carrier_of (g, choice->card);
  if (played == SG_CARD_STEAL) /* a card in play is discarded (C-STEAL.1b) */
    return g_strdup_printf (_("Discard %s from %s"), name, carrier);
  return g_strdup_printf (_("Take %s from %s"), name, carrier);
}

static char *
confirm_play_text (const SgGame *g, const SgAction *a, SgSide viewer)
{
  SgAction choices[SG_MAX_ACTIONS];
  SgCardType type;
  const char *name;

  g_return_val_if_fail (g != NULL && a != NULL && a->card < g->n_cards, NULL);
  type = (SgCardType) g->card[a->card].type;
  name = sg_card_text_name (type);
  if (sg_game_play_choices (g, a, choices) == 1)
    {
      g_autofree char *only = describe_take_choice (g, sg_action_text_played_type (g, a), &choices[0], viewer);

      /* Translators: a card, then the one answer it will have, which the
       * game then takes: "Play Schoolmarm now? (Take Barrel from Wyatt Ear, the only choice)" */
      return g_strdup_printf (_("Play %s now? (%s, the only choice)"), name, only);
    }
  /* Translators: "Play Gatling now? (Shoot every character except your own AC)": the card's effect in brackets */
  return g_strdup_printf (_("Play %s now? (%s)"), name, sg_card_text_effect (type));
}

/* --- the names in the texts ---------------------------------------------- */

char *
sg_action_text_describe (const SgGame *g, const SgAction *a, SgSide viewer)
{
  g_return_val_if_fail (g != NULL && a != NULL, NULL);
  return sg_name_text_finish_in_play (describe_text (g, a, viewer), g);
}

char *
sg_action_text_decision (const SgGame *g)
{
  g_return_val_if_fail (g != NULL, NULL);
  return sg_name_text_finish_in_play (decision_text (g), g);
}





char *
sg_action_text_confirm_play (const SgGame *g, const SgAction *a, SgSide viewer)
{
  g_return_val_if_fail (g != NULL && a != NULL && a->card < g->n_cards, NULL);
  return sg_name_text_finish_in_play (confirm_play_text (g, a, viewer), g);
}
