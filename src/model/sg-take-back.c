/* sg-take-back.c: taking back a person's last move (sg-take-back.h). */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "sg-practice.h"
#include "sg-save.h"
#include "sg-take-back.h"

G_DEFINE_QUARK (sg-take-back-error-quark, sg_take_back_error)
#define SG_TAKE_BACK_ERROR (sg_take_back_error_quark ())

/* Why a move cannot be taken back: the messages tell the person what
 * would make it possible. */
typedef enum {
  CAN_TAKE_BACK,
  NOT_OFFERED,       /* a lesson, a game of bots, no game */
  NOT_DEALT,         /* a game set up by a scenario: no save to replay */
  NO_OWN_MOVE,       /* nothing of the person's recorded yet */
  FRIEND_TO_DECIDE,  /* hot-seat: the other person decides, or decided since */
  SHOWED_HIDDEN,     /* hot-seat: the move drew, revealed or picked at random */
  GAME_DECIDED,      /* hot-seat: the game is over */
} Verdict;

static const char *
statement_prefix (SgSide side)
{
  return side == SG_LAW ? "law " : "outlaw ";
}

static gboolean
statement_by (const SgSave *save, guint i, SgSide side)
{
  return g_str_has_prefix (sg_save_get_action (save, i), statement_prefix (side));
}

/* --- against the computer ------------------------------------------------ */

static SgSide
person_side (SgGameModel *model)
{
  return sg_game_model_get_player (model, SG_LAW) == SG_PLAYER_PERSON ? SG_LAW : SG_OUTLAW;
}

/* The index of the person's last recorded statement, or -1. */
static int
last_own_statement (const SgSave *save, SgSide person)
{
  for (guint i = sg_save_get_n_actions (save); i > 0; i--)
    if (statement_by (save, i - 1, person))
      return (int) i - 1;
  return -1;
}

/* --- against a friend ---------------------------------------------------- */

/* What a replay saw of one statement. */
typedef struct {
  SgGame *game;
  SgGame *before;      /* the game just before the statement */
  guint steps;         /* statements replayed so far */
  guint last;          /* the index of the statement watched */
  gboolean hidden;     /* an event showed a hidden card */
} Watch;

/* The events that show a card nobody had seen, or a new deck order
 * (D13.4). */
static gboolean
shows_hidden (SgEventKind kind)
{
  return kind == SG_EV_DRAW || kind == SG_EV_REVEAL || kind == SG_EV_TURNED_UP
         || kind == SG_EV_COMMON_FORMED;
}

static void
watch_event (const SgEvent *e, void *data)
{
  Watch *w = data;

  if (w->steps == w->last && shows_hidden ((SgEventKind) e->kind))
    w->hidden = TRUE;
}

static void
watch_step (void *data)
{
  Watch *w = data;

  if (++w->steps == w->last)
    *w->before = *w->game;
}

/* Whether the person taking back learnt a card's face (sg_game.h's seen
 * bits), or a card left a deck (drawn, turned up: known to someone, or at
 * least no longer where it was).  A card only the friend's bit now marks
 * (one's own Barrel put in play) counts for nothing: the friend has not
 * seen the screen since (hot_seat_verdict), and the take-back makes it
 * unseen again. */
static gboolean
cards_came_to_light (const SgGame *before, const SgGame *after, SgSide taker)
{
  guint8 bit = (guint8) (1u << taker);

  for (int i = 0; i < after->n_cards; i++)
    if (after->seen[i] & ~before->seen[i] & bit)
      return TRUE;
  return after->deck[0].n != before->deck[0].n || after->deck[1].n != before->deck[1].n
         || after->common.n != before->common.n;
}

/* TRUE when statement last of the save (with what the engine did after
 * it on its own) showed taker a hidden card or drew on the game's
 * randomness (a random card from a hand, E-47's back): taken back, it
 * could be tried again by someone who knows its outcome.  The opening
 * deal counts as shown. */
static gboolean
showed_hidden (const SgSave *save, guint last, SgSide taker)
{
  g_autofree SgGame *game = g_new0 (SgGame, 1);
  g_autofree SgGame *before = g_new0 (SgGame, 1);
  Watch w = { .game = game, .before = before, .last = last };

  if (last == 0)
    return TRUE;
  sg_game_set_observer (game, watch_event, &w);
  if (!sg_save_replay_heard (save, last + 1, game, watch_step, &w, NULL))
    return TRUE;
  return w.hidden || cards_came_to_light (before, game, taker)
         || memcmp (&before->rng, &game->rng, sizeof game->rng) != 0;
}

/* Hot-seat: the last statement, when it is the deciding person's own and
 * fair to take back. */
static Verdict
hot_seat_verdict (SgGameModel *model, const SgSave *save, int *index)
{
  guint n = sg_save_get_n_actions (save);
  SgSide decider = sg_game_model_get_decider (model);

  if (n == 0)
    return NO_OWN_MOVE;
  if (sg_game_model_get_winner (model) != SG_WINNER_NONE)
    return GAME_DECIDED;
  /* The friend decides now (the hand-over screen), or the last move was
   * the friend's, or the friend has had the screen since the last move (a
   * lone answer, which the save does not record): taking back would undo
   * the friend's move or answer, or what the friend has seen. */
  if (!sg_game_model_person_decides (model) || sg_game_model_handover_pending (model)
      || !statement_by (save, n - 1, decider) || sg_game_model_get_handed_over_at (model) >= n)
    return last_own_statement (save, decider) < 0 ? NO_OWN_MOVE : FRIEND_TO_DECIDE;
  if (showed_hidden (save, n - 1, decider))
    return SHOWED_HIDDEN;
  *index = (int) n - 1;
  return CAN_TAKE_BACK;
}

/* --- both ------------------------------------------------------------------- */

gboolean
sg_take_back_offered (SgGameModel *model)
{
  g_return_val_if_fail (SG_IS_GAME_MODEL (model), FALSE);
  return sg_practice_is_practice (model)
         || (sg_game_model_has_game (model) && sg_game_model_is_hot_seat (model));
}

/* Whether a move can be taken back, and from which statement on. */
static Verdict
verdict (SgGameModel *model, int *index)
{
  const SgSave *save = sg_game_model_get_save (model);

  *index = -1;
  if (!sg_take_back_offered (model))
    return NOT_OFFERED;
  /* A scenario's game against the computer or a friend is offered Take
   * Back, but has no save to replay (sg_game_model_get_save): it was
   * refused as if it were neither (a hot-seat play-test). */
  if (save == NULL)
    return NOT_DEALT;
  if (sg_game_model_is_hot_seat (model))
    return hot_seat_verdict (model, save, index);
  *index = last_own_statement (save, person_side (model));
  return *index < 0 ? NO_OWN_MOVE : CAN_TAKE_BACK;
}

gboolean
sg_take_back_possible (SgGameModel *model)
{
  int index;

  g_return_val_if_fail (SG_IS_GAME_MODEL (model), FALSE);
  return verdict (model, &index) == CAN_TAKE_BACK;
}

static const char *
refusal_text (Verdict v)
{
  switch (v)
    {
    case NO_OWN_MOVE:
      return _("There is no move of yours to take back yet.");
    case FRIEND_TO_DECIDE:
      return _("Against a friend, a move can be taken back only until the other player "
               "has had something to decide.");
    case SHOWED_HIDDEN:
      return _("That move cannot be taken back: it showed a card that was hidden or "
               "left something to chance.");
    case GAME_DECIDED:
      return _("The game is over: its moves can no longer be taken back.");
    case NOT_DEALT:
      return _("Moves cannot be taken back in a game started from a scenario: taking back "
               "replays the game from its deal, and a scenario has none.");
    default:
      return _("Moves can be taken back only in games against the computer or a friend.");
    }
}

gboolean
sg_take_back (SgGameModel *model, GError **error)
{
  g_autoptr (SgSave) shorter = NULL;
  int index;
  Verdict v;

  g_return_val_if_fail (SG_IS_GAME_MODEL (model), FALSE);

  v = verdict (model, &index);
  if (v != CAN_TAKE_BACK)
    {
      g_set_error (error, SG_TAKE_BACK_ERROR, (int) v, "%s", refusal_text (v));
      return FALSE;
    }
  shorter = sg_save_copy (sg_game_model_get_save (model));
  sg_save_truncate (shorter, (guint) index);
  sg_save_count_take_back (shorter);
  /* Told again, the game stays with the person at the screen, who took
   * the move back and decides again: no hand-over. */
  return sg_game_model_retell_save (model, shorter, error);
}
