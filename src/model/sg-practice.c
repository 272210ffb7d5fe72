/* sg-practice.c: hints in games against the computer or a friend. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "sg-action-text.h"
#include "sg-bot.h"
#include "sg-card-text.h"
#include "sg-ismcts.h"
#include "sg-name-text.h"
#include "sg-practice.h"

G_DEFINE_QUARK (sg-practice-error-quark, sg_practice_error)
#define SG_PRACTICE_ERROR (sg_practice_error_quark ())

static int
person_side (SgGameModel *model)
{
  gboolean law = sg_game_model_get_player (model, SG_LAW) == SG_PLAYER_PERSON;
  gboolean outlaw = sg_game_model_get_player (model, SG_OUTLAW) == SG_PLAYER_PERSON;

  if (law == outlaw)
    return -1;
  return law ? SG_LAW : SG_OUTLAW;
}

static gboolean
is_bot (SgPlayerKind kind)
{
  return kind == SG_PLAYER_EASY || kind == SG_PLAYER_MEDIUM || kind == SG_PLAYER_HARD;
}

gboolean
sg_practice_is_practice (SgGameModel *model)
{
  int person;

  g_return_val_if_fail (SG_IS_GAME_MODEL (model), FALSE);
  person = person_side (model);
  return sg_game_model_has_game (model) && person >= 0
         && is_bot (sg_game_model_get_player (model, (SgSide) !person));
}

/* --- the reason of a move ---------------------------------------------------- */

static SgCardType
card_type (const SgGame *g, const SgAction *a)
{
  if (a->as != SG_NONE)
    return (SgCardType) a->as;
  return (SgCardType) g->card[a->card].type;
}

/* Inside a sentence ("Shoot the Stranger with the Colt"): the capital
 * comes back where a translation starts with it (sg_practice_describe). */
static const char *
char_name (const SgGame *g, guint8 code)
{
  return sg_character_text_in_sentence ((SgCharId) g->side[SG_CODE_SIDE (code)].ch[SG_CODE_SLOT (code)]);
}

static int
char_life (const SgGame *g, guint8 code)
{
  return g->side[SG_CODE_SIDE (code)].life[SG_CODE_SLOT (code)];
}

/* A card's short effect as the end of a sentence (without its own stop). */
static char *
effect_of (SgCardType type)
{
  char *text = g_strdup (sg_card_text_effect (type));
  gsize len = strlen (text);

  if (len > 0 && text[len - 1] == '.')
    text[len - 1] = '\0';
  return text;
}

static char *
describe_play (const SgGame *g, const SgAction *a)
{
  SgCardType type = card_type (g, a);
  const char *card = sg_card_text_name (type);
  gboolean at_char = a->target <= 3 && type != SG_CARD_CANTEEN;
  g_autofree char *effect = effect_of (type);

  if (sg_card_is_shot (type) && at_char && SG_CODE_SIDE (a->target) != a->side)
    {
      const char *who = char_name (g, a->target);
      int life = char_life (g, a->target);

      if (life <= 1)
        /* Translators: a suggested move: "Shoot Babe Leroy with the Colt,
         * since one hit eliminates Babe Leroy."  No colon: the window puts
         * "Suggestion: " before every reason. */
        return g_strdup_printf (_("Shoot %s with the %s, since one hit eliminates %s."), who, card, who);
      /* Translators: a suggested move: "Shoot Babe Leroy with the Colt, since
       * every hit counts and Babe Leroy has 3 life points left." */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Shoot %s with the %s, since every hit counts and %s has %d life point left.",
                                           "Shoot %s with the %s, since every hit counts and %s has %d life points left.",
                                           (gulong) life),
                              who, card, who, life);
    }
  /* The card's short effect is quoted as its own words: glued after a
   * colon, its imperative ("Discard it from play…") read as an order, and
   * the window's "Suggestion: " made it the line's second colon. */
  if (sg_card_kind (type) == SG_KIND_EQUIPMENT && at_char)
    /* Translators: a suggested move, then the card's short effect quoted
     * in its own words: "Put the Hat on Tex Killer (the card says “Discard
     * it from play to dodge one shot”)."  Keep it one sentence without a
     * colon: the window puts "Suggestion: " before it. */
    return g_strdup_printf (_("Put the %s on %s (the card says “%s”)."), card, char_name (g, a->target), effect);
  if (at_char)
    /* Translators: a suggested move and the card's short effect: "Play the
     * Whisky on Wild Bill (the card says “A character’s life becomes
     * exactly 3”)."  No colon: "Suggestion: " comes before it. */
    return g_strdup_printf (_("Play the %s on %s (the card says “%s”)."), card, char_name (g, a->target), effect);
  /* Translators: a suggested move and the card's short effect: "Play the
   * Gatling (the card says “Shoot every character except your own AC”)."
   * No colon: "Suggestion: " comes before it. */
  return g_strdup_printf (_("Play the %s (the card says “%s”)."), card, effect);
}

static char *
describe_move (const SgGame *g, const SgAction *a)
{
  switch (a->kind)
    {
    case SG_ACT_PLAY:
      return describe_play (g, a);
    case SG_ACT_SWITCH:
      {
        guint8 ac = sg_game_slot (g, (SgSide) a->side, false);
        guint8 bc = sg_game_slot (g, (SgSide) a->side, true);
        /* Translators: a suggested move: "Swap, so that Jango comes forward
         * and Wild Bill steps back." */
        return g_strdup_printf (_("Swap, so that %s comes forward and %s steps back."),
                                char_name (g, SG_CHAR_CODE (a->side, bc)),
                                char_name (g, SG_CHAR_CODE (a->side, ac)));
      }
    case SG_ACT_RELOAD:
      return g_strdup_printf (_("Reload the %s to trade it for a fresh card."),
                              sg_card_text_name (card_type (g, a)));
    case SG_ACT_END:
      return g_strdup (_("End the turn, since nothing else is worth playing now."));
    case SG_ACT_DISCARD:
      return g_strdup_printf (_("Discard the %s, the card you need least."),
                              sg_card_text_name (card_type (g, a)));
    case SG_ACT_DODGE_CARD:
      return g_strdup_printf (_("Answer with the %s and keep the life point."),
                              sg_card_text_name (card_type (g, a)));
    case SG_ACT_DODGE_BARREL:
      return g_strdup (_("Try the Barrel first, since a barrel symbol dodges and a failed reveal still lets you answer."));
    case SG_ACT_DODGE_HAT:
      return g_strdup (_("Give up the Hat to dodge the shot."));
    case SG_ACT_TAKE:
      return g_strdup (_("Take the hit, since your cards are worth more than this life point."));
    default:
      {
        g_autofree char *move = sg_action_text_describe (g, a, (SgSide) a->side);

        if (sg_game_decision (g) == SG_DEC_SETUP_AC)
          /* Translators: a suggested move at the start; %s is the choice as
           * its button says it (a character's name). */
          return g_strdup_printf (_("%s as your first active character, as the strongest computer player would."),
                                  move);
        /* Translators: a suggested move with no special reason; %s is the
         * move, e.g. "Choose Colt". */
        return g_strdup_printf (_("%s, as the strongest computer player would."), move);
      }
    }
}

char *
sg_practice_describe (const SgGame *g, const SgAction *a)
{
  g_return_val_if_fail (g != NULL && a != NULL, NULL);
  return sg_name_text_finish_in_play (describe_move (g, a), g);
}

/* --- suggest a move ------------------------------------------------------------ */

typedef struct {
  SgGame game;
  guint64 seed;
  SgAction choice;
  volatile int cancel;
} Hint;

/* The hint's search: the Hard bot's default budget in iterations, so that
 * the same position gives the same hint, with a time limit only for a
 * slow machine. */
#define HINT_SECONDS_MAX 1.5

static void
hint_cancelled (GCancellable *cancellable, gpointer data)
{
  ((Hint *) data)->cancel = 1;
}

static void
hint_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Hint *hint = data;
  SgBotBudget budget = { .seed = hint->seed, .iterations = SG_ISMCTS_DEFAULT_ITERATIONS,
                         .seconds = HINT_SECONDS_MAX, .cancel = &hint->cancel };
  gulong handler = 0;
  gboolean ok;

  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (hint_cancelled), hint, NULL);
  ok = sg_bot_choose (SG_BOT_HARD, &hint->game, &budget, &hint->choice);
  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);
  if (g_task_return_error_if_cancelled (task))
    return;
  if (!ok)
    g_task_return_new_error (task, SG_PRACTICE_ERROR, 0, "%s", _("There is nothing to decide."));
  else
    g_task_return_boolean (task, TRUE);
}

void
sg_practice_suggest_async (SgGameModel *model, GCancellable *cancellable,
                           GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  Hint *hint;

  g_return_if_fail (SG_IS_GAME_MODEL (model));

  task = g_task_new (model, cancellable, callback, user_data);
  if (!sg_game_model_person_decides (model))
    {
      g_task_return_new_error (task, SG_PRACTICE_ERROR, 0, "%s",
                               _("A hint is for your own decisions."));
      return;
    }
  hint = g_new0 (Hint, 1);
  memcpy (&hint->game, sg_game_model_get_game (model), sizeof hint->game);
  sg_game_set_observer (&hint->game, NULL, NULL);
  hint->seed = sg_game_model_get_position_seed (model);
  g_task_set_task_data (task, hint, g_free);
  g_task_run_in_thread (task, hint_thread);
}

gboolean
sg_practice_suggest_finish (SgGameModel *model, GAsyncResult *result,
                            SgAction *action, char **text, GError **error)
{
  Hint *hint;

  g_return_val_if_fail (g_task_is_valid (result, model), FALSE);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  hint = g_task_get_task_data (G_TASK (result));
  if (action != NULL)
    *action = hint->choice;
  if (text != NULL)
    *text = sg_practice_describe (&hint->game, &hint->choice);
  return TRUE;
}
