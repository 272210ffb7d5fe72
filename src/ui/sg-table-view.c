/* sg-table-view.c: the table, rebuilt from the model after every change:
 * the hands and the table's actions here, the characters in
 * sg-table-seats.c, the piles and the headings in sg-table-piles.c. */
#include <glib/gi18n.h>
#include <adwaita.h>

#include "sg-application.h"
#include "sg-card-drawing.h"
#include "sg-card-text.h"
#include "sg-card-widget.h"
#include "sg-table-view-private.h"

G_DEFINE_FINAL_TYPE (SgTableView, sg_table_view, GTK_TYPE_WIDGET)

static void rebuild (SgTableView *self);

/* --- helpers ------------------------------------------------------------- */

gboolean
sg_table_mine (SgTableView *self)
{
  return self->model != NULL && sg_game_model_person_decides (self->model)
         && !sg_game_model_handover_pending (self->model);
}

const SgAction *
sg_table_option (SgTableView *self, guint i)
{
  guint n;
  const SgAction *opts = sg_game_model_get_options (self->model, &n);

  return i < n ? &opts[i] : NULL;
}

static SgCardType
played_type (SgTableView *self, const SgAction *a)
{
  SgCardType type = SG_CARD_COLT;

  if (a->as != SG_NONE)
    return (SgCardType) a->as;
  if (a->card != SG_NONE)
    sg_game_model_get_card (self->model, a->card, &type, NULL, NULL);
  return type;
}

/* A play whose target is a character (Canteen names a side instead). */
gboolean
sg_table_targets_character (SgTableView *self, const SgAction *a)
{
  return a->kind == SG_ACT_PLAY && a->target <= 3
         && played_type (self, a) != SG_CARD_CANTEEN;
}

/* A play aimed by clicking the character of the given code: at that
 * character, or, for a Canteen, at its side (C-CANTEEN.1): a click on
 * a character is how a player names a side on the table. */
static gboolean
aims_at (SgTableView *self, const SgAction *a, guint8 code)
{
  if (a->kind != SG_ACT_PLAY)
    return FALSE;
  if (played_type (self, a) == SG_CARD_CANTEEN)
    return a->target == SG_CODE_SIDE (code);
  return a->target == code;
}

static gboolean
in_hand (SgTableView *self, SgSide side, guint8 card)
{
  guint8 hand[SG_MAX_CARDS];
  guint n = sg_game_model_get_hand (self->model, side, hand);

  for (guint i = 0; i < n; i++)
    if (hand[i] == card)
      return TRUE;
  return FALSE;
}

void
sg_table_clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

void
sg_table_clear_grid (GtkGrid *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);
}

static void
clear_subset (SgTableView *self)
{
  g_array_set_size (self->subset, 0);
  g_clear_pointer (&self->subset_title, g_free);
}

static void
apply (SgTableView *self, const SgAction *action)
{
  SgAction copy = *action;   /* the options change under us */

  self->selected = SG_NONE;
  clear_subset (self);
  g_clear_pointer (&self->refusal, g_free);
  sg_game_model_apply (self->model, &copy, NULL);
}

/* One option: take it.  Several: offer them in the prompt bar. */
static void
offer (SgTableView *self, const guint *indices, guint n, const char *title)
{
  if (n == 1)
    {
      apply (self, sg_table_option (self, indices[0]));
      return;
    }
  if (n == 0)
    return;
  clear_subset (self);
  g_array_append_vals (self->subset, indices, n);
  self->subset_title = g_strdup (title);
  rebuild (self);
}

/* --- widgets of the table ------------------------------------------------ */

static void
card_activated (GtkWidget *widget, SgTableView *self)
{
  guint card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "card")) - 1;

  gtk_widget_activate_action (GTK_WIDGET (self), "table.card", "y", (guchar) card);
}

/* A card instance as a widget, not yet wired to any action. */
GtkWidget *
sg_table_card_face (SgTableView *self, guint8 card, gboolean face_down, gboolean compact)
{
  GtkWidget *w = sg_card_widget_new ();
  SgCardType type = SG_CARD_COLT;
  SgSymbol symbol = SG_SYM_BARREL;
  SgSide back = SG_LAW;

  sg_game_model_get_card (self->model, card, &type, &symbol, &back);
  /* A hidden card carries no face at all, not even for assistive tools. */
  if (face_down)
    sg_card_widget_set_card (SG_CARD_WIDGET (w), SG_CARD_COLT, SG_SYM_BARREL, back);
  else
    sg_card_widget_set_card (SG_CARD_WIDGET (w), type, symbol, back);
  sg_card_widget_set_face_down (SG_CARD_WIDGET (w), face_down);
  sg_card_widget_set_compact (SG_CARD_WIDGET (w), compact);
  return w;
}

GtkWidget *
sg_table_card_widget (SgTableView *self, guint8 card, gboolean face_down, gboolean compact)
{
  GtkWidget *w = sg_table_card_face (self, card, face_down, compact);

  if (!face_down)
    {
      g_object_set_data (G_OBJECT (w), "card", GUINT_TO_POINTER ((guint) card + 1));
      g_signal_connect (w, "activated", G_CALLBACK (card_activated), self);
    }
  return w;
}

GtkWidget *
sg_table_card_back (SgSide back)
{
  GtkWidget *w = sg_card_widget_new_back ();

  /* Nothing to do with a card back: no Tab stop on the way to the hand (its
   * count is in the side's label and the pile's). */
  gtk_widget_set_focusable (w, FALSE);

  sg_card_widget_set_card (SG_CARD_WIDGET (w), SG_CARD_COLT, SG_SYM_BARREL, back);
  sg_card_widget_set_face_down (SG_CARD_WIDGET (w), TRUE);
  sg_card_widget_set_compact (SG_CARD_WIDGET (w), TRUE);
  return w;
}

/* --- the whole table ----------------------------------------------------- */

/* Whether any card of the hand is an answer to the question asked: when
 * none is (a General Store pick, a card to steal), the hand is left as it
 * is rather than dimmed, so that it does not read as disabled. */
static gboolean
hand_answers (SgTableView *self, const guint8 *cards, guint n)
{
  guint idx[SG_MAX_ACTIONS];
  for (guint i = 0; i < n; i++)
    if (sg_game_model_options_for_card (self->model, cards[i], idx) > 0)
      return TRUE;
  return FALSE;
}

/* In the play phase: the selected card, and the unplayable ones dimmed with
 * the reason as tooltip.  Answering with hand cards: the answers stand out,
 * the other cards are dimmed. */
static void
highlight_hand_card (SgTableView *self, SgCardWidget *w, guint8 card, gboolean play, gboolean answering)
{
  guint idx[SG_MAX_ACTIONS];
  guint k = (play || answering) ? sg_game_model_options_for_card (self->model, card, idx) : 0;

  if (play && card == self->selected)
    sg_card_widget_set_highlight (w, SG_CARD_HIGHLIGHT_SELECTED);
  else if ((play || answering) && k == 0)
    {
      g_autofree char *why = play ? sg_game_model_why_unplayable (self->model, card) : NULL;
      sg_card_widget_set_highlight (w, SG_CARD_HIGHLIGHT_DIMMED);
      sg_card_widget_set_reason (w, why);
    }
  else if (answering)
    sg_card_widget_set_highlight (w, SG_CARD_HIGHLIGHT_TARGET);
}

/* An empty hand keeps its row's height with an invisible card: the table
 * does not jump under the pointer when the last card of a hand is played
 * (the hand's count is in the side's label). */
void
sg_table_keep_row_height (GtkBox *box, SgSide back, gboolean compact)
{
  GtkWidget *keep = sg_table_card_back (back);

  sg_card_widget_set_compact (SG_CARD_WIDGET (keep), compact);
  gtk_widget_set_opacity (keep, 0.0);
  gtk_accessible_update_state (GTK_ACCESSIBLE (keep), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_can_target (keep, FALSE);
  gtk_box_append (box, keep);
}

/* The opponent's cards are only counted: smaller backs leave the height
 * to the characters, whose texts matter. */
#define OPPONENT_BACK_ZOOM 0.7f
/* The least share of their natural size the hand's cards shrink to. */
#define HAND_LEAST 0.8f

static GtkWidget *
opponent_back (SgSide back)
{
  GtkWidget *w = sg_table_card_back (back);

  sg_card_set_zoom (w, OPPONENT_BACK_ZOOM);
  return w;
}

static void
build_hands (SgTableView *self, SgSide viewer, gboolean hide)
{
  guint8 cards[SG_MAX_CARDS];
  guint n;
  gboolean play = sg_table_mine (self) && sg_game_model_get_decision (self->model) == SG_DEC_PLAY;
  gboolean answering = sg_table_mine (self) && !play;

  sg_table_clear_box (self->opp_hand_box);
  if (sg_game_model_get_winner (self->model) != SG_WINNER_NONE)
    {
      /* The game over, the other hand is turned up, as players do to see
       * what the opponent held. */
      n = sg_game_model_get_hand (self->model, !viewer, cards);
      for (guint i = 0; i < n; i++)
        gtk_box_append (self->opp_hand_box, sg_table_card_face (self, cards[i], FALSE, TRUE));
    }
  else
    {
      n = sg_game_model_get_hand_backs (self->model, !viewer, cards);
      for (guint i = 0; i < n; i++)
        gtk_box_append (self->opp_hand_box, opponent_back ((SgSide) cards[i]));
    }
  if (n == 0)
    {
      sg_table_keep_row_height (self->opp_hand_box, (SgSide) !viewer, TRUE);
      sg_card_set_zoom (gtk_widget_get_last_child (GTK_WIDGET (self->opp_hand_box)), OPPONENT_BACK_ZOOM);
    }

  sg_table_clear_box (self->hand_box);
  if (hide)
    {
      sg_table_hand_forget (self);
      n = sg_game_model_get_hand_backs (self->model, viewer, cards);
      for (guint i = 0; i < n; i++)
        gtk_box_append (self->hand_box, sg_table_card_back ((SgSide) cards[i]));
      if (n == 0)
        sg_table_keep_row_height (self->hand_box, viewer, TRUE);
      return;
    }
  n = sg_game_model_get_hand (self->model, viewer, cards);
  if (n == 0)
    sg_table_keep_row_height (self->hand_box, viewer, FALSE);
  answering = answering && hand_answers (self, cards, n);
  n = sg_table_hand_layout (self, cards, n);
  for (guint i = 0; i < n; i++)
    {
      guint8 card = self->hand_shown[i];
      GtkWidget *w;

      if (card == SG_NONE)
        {
          sg_table_keep_row_height (self->hand_box, viewer, FALSE); /* a gap, as wide as a card */
          continue;
        }
      w = sg_table_card_widget (self, card, FALSE, FALSE);
      sg_table_drag_from_hand (self, w);
      highlight_hand_card (self, SG_CARD_WIDGET (w), card, play, answering);
      gtk_box_append (self->hand_box, w);
    }
}

static void
rebuild (SgTableView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  /* Keep the keyboard in the table: when the focused card went away with
   * the move (focus is then nowhere), focus the next sensible widget. */
  gboolean had_focus = root != NULL && gtk_widget_get_mapped (GTK_WIDGET (self))
                       && (focus == NULL || gtk_widget_is_ancestor (focus, GTK_WIDGET (self)));
  guint8 focused_card = SG_NONE, focused_seat = SG_NONE;
  SgSide viewer;
  gboolean hide;

  int focused_index = had_focus && focus != NULL ? sg_table_focus_hand_index (self, focus) : -1;
  /* Rebuilding destroys the focused widget; a keyboard user keeps the ring. */
  gboolean ring = GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root));
  guint key = sg_table_focus_key (self);
  gboolean new_decision = key != self->decision_key;

  self->decision_key = key;
  sg_table_focus_watch_ring (self);
  if (had_focus && focus != NULL && g_object_get_data (G_OBJECT (focus), "card") != NULL)
    focused_card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (focus), "card")) - 1;
  /* A character (a refused target, say) keeps the focus too. */
  if (had_focus && focus != NULL && g_object_get_data (G_OBJECT (focus), "code") != NULL)
    focused_seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (focus), "code")) - 1;

  for (int i = 0; i < 4; i++)
    self->seat[i] = NULL;
  sg_table_clear_box (self->opp_seats_box);
  sg_table_clear_box (self->own_seats_box);
  sg_table_clear_box (self->opp_hand_box);
  sg_table_clear_box (self->hand_box);
  sg_table_clear_grid (self->piles_box);

  if (self->model == NULL || !sg_game_model_has_game (self->model))
    {
      gtk_label_set_text (self->opp_label, "");
      gtk_label_set_text (self->own_label, "");
      gtk_label_set_text (self->turn_label, "");
      sg_table_clear_box (self->last_play_box);
      if (self->model != NULL)
        sg_table_build_prompt (self);
      sg_table_update_actions (self);
      return;
    }

  viewer = sg_game_model_get_viewer (self->model);
  hide = sg_game_model_handover_pending (self->model);
  if (self->selected != SG_NONE && !in_hand (self, viewer, self->selected))
    self->selected = SG_NONE;

  sg_table_build_side_labels (self, viewer);
  sg_table_build_seats (self, viewer);
  sg_table_build_piles (self);
  build_hands (self, viewer, hide);
  sg_table_build_heading (self, viewer);
  sg_table_mark_at_stake (self);

  if (sg_table_mine (self))
    sg_table_highlight_targets (self);
  sg_table_build_prompt (self);
  sg_table_update_actions (self);
  gboolean new_question = new_decision && sg_table_mine (self)
                          && sg_game_model_get_decision (self->model) != SG_DEC_PLAY;
  /* A question waiting for the person's answer takes the keyboard from
   * the header's buttons too (F10, Escape, then a discard: Return opened
   * the menu), not from the log being read or a text being typed. */
  if (had_focus || (new_question && root != NULL && gtk_widget_get_mapped (GTK_WIDGET (self))
                    && sg_table_focus_may_take (self, focus)))
    {
      sg_table_focus_after_rebuild (self, focused_card, focused_seat, focused_index, new_question);
      /* A question that comes on its own (a shot to answer in the
       * opponent's turn) has its default answer focused: the ring shows what
       * Return would do, for a player who last used the mouse too. */
      GtkWidget *answer = sg_prompt_bar_get_default_option (self->prompt_bar);

      if (ring || (new_question && answer != NULL && GTK_IS_WINDOW (root)
                   && gtk_window_get_focus (GTK_WINDOW (root)) == answer))
        gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
    }
}

void
sg_table_rebuild (SgTableView *self)
{
  rebuild (self);
}

/* --- actions ------------------------------------------------------------- */

/* Whether the prompt warns against a play (it would change nothing, help
 * the opponent or only hurt the player). */
static gboolean
warned_against (SgTableView *self, const SgAction *a)
{
  const SgGame *g = sg_game_model_get_game (self->model);

  return sg_game_play_futile (g, a) != NULL || sg_game_play_helps_opponent (g, a) != NULL
         || sg_game_play_harms_self (g, a) != NULL;
}

/* A card selected with the keyboard: the focus goes on to where it can be
 * played (Return then plays it, Escape cancels), so that a target is not
 * many Tab presses away: the suggested target when the card was suggested
 * (Ctrl+H), else the opponent's characters first; a target the prompt
 * warns against only when there is no other (a Scope went to the
 * opponent's active character, and a second Return helped the opponent). */
static void
focus_selection_target (SgTableView *self)
{
  guint idx[SG_MAX_ACTIONS], n = sg_game_model_options_for_card (self->model, self->selected, idx);
  SgSide me = sg_game_model_get_decider (self->model);
  const guint8 order[4] = { SG_CHAR_CODE (!me, 0), SG_CHAR_CODE (!me, 1), SG_CHAR_CODE (me, 0),
                            SG_CHAR_CODE (me, 1) };

  if (n == 0)
    return; /* unusable now: the focus stays on the card, the prompt says why */
  if (sg_table_focus_suggested_target (self))
    return;
  for (guint pass = 0; pass < 2; pass++)
    for (guint o = 0; o < 4; o++)
      for (guint i = 0; i < n; i++)
        {
          const SgAction *a = sg_table_option (self, idx[i]);
          /* Slot order and seat order differ: match the code, not the place. */
          if (sg_table_targets_character (self, a) && a->target == order[o] && self->seat[order[o]] != NULL
              && (pass == 1 || !warned_against (self, a)))
            {
              gtk_widget_grab_focus (self->seat[order[o]]);
              return;
            }
        }
  /* No character to aim at (Beer, Canteen...): the prompt's way to play it. */
  GtkWidget *first = sg_prompt_bar_get_default_option (self->prompt_bar);
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

/* Why a card cannot answer the question: the engine's reason when it has
 * one of its own (a card on the opponent's back-up is out of Steal's
 * reach, E-40; nothing is asked in the play phase, D2.2.1), rather than a
 * bare "no use". */
static char *
card_refusal (SgTableView *self, guint8 card)
{
  SgAction choose = { SG_ACT_CHOOSE_CARD, (uint8_t) sg_game_model_get_decider (self->model), card, SG_NONE,
                      SG_NONE };
  const char *rule = NULL;
  char *why = sg_game_model_check (self->model, &choose, &rule);

  if (why != NULL && g_strcmp0 (rule, "D0.2") != 0)
    return why;
  g_free (why);
  return g_strdup (_("This card has no use in the current decision."));
}

/* The answer a piece of equipment gives to the shot question, when it is
 * the Barrel or the Hat on the character shot at: the engine's option
 * names no card (SG_ACT_DODGE_BARREL), so clicking the Barrel the
 * question offers was refused with "That is not a way to dodge this
 * shot" (an English play-test, lesson 7: "use the Barrel").  -1 when
 * there is none. */
static int
equipment_answer (SgTableView *self, guint8 card)
{
  const SgGame *g = sg_game_model_get_game (self->model);
  SgDecisionAbout about;
  SgActionKind kind;
  int side, slot;
  guint n;
  const SgAction *opts;

  if (card >= g->n_cards || !sg_game_find_in_play (g, card, &side, &slot))
    return -1;
  sg_game_decision_about (g, &about);
  if (about.target != SG_CHAR_CODE (side, slot))
    return -1;
  if (g->card[card].type == SG_CARD_BARREL)
    kind = SG_ACT_DODGE_BARREL;
  else if (g->card[card].type == SG_CARD_HAT)
    kind = SG_ACT_DODGE_HAT;
  else
    return -1;
  opts = sg_game_model_get_options (self->model, &n);
  for (guint i = 0; i < n; i++)
    if (opts[i].kind == kind && opts[i].side == side)
      return (int) i;
  return -1;
}

/* The card's own answers to the question (a reload, a choice, the
 * Barrel's reveal), not its plays: returns how many, their indices in
 * idx. */
static guint
card_answers (SgTableView *self, guint8 card, guint *idx)
{
  guint n = sg_game_model_options_for_card (self->model, card, idx), k = 0;
  int equipment = equipment_answer (self, card);

  for (guint i = 0; i < n; i++)
    if (sg_table_option (self, idx[i])->kind != SG_ACT_PLAY)
      idx[k++] = idx[i];
  if (k == 0 && equipment >= 0)
    idx[k++] = (guint) equipment;
  return k;
}

/* A card in play clicked while a hand card waits for its target: a Steal
 * or a Schoolmarm takes it when it may.  Otherwise the card's own answer
 * (a reload, D7.3; has_answer) is kept; with none, the engine's reason is
 * told in the prompt and the log, and the waiting card stays chosen.
 * Returns FALSE when no card waits. */
static gboolean
take_with_selected (SgTableView *self, guint8 card, gboolean has_answer)
{
  guint8 with = self->selected;
  gboolean may;

  if (with == SG_NONE)
    return FALSE;
  may = sg_game_model_can_take (self->model, with, card);
  if (!may && has_answer)
    return FALSE;
  if (may)
    {
      self->selected = SG_NONE;
      clear_subset (self);
    }
  /* Refused, the model says why ("refused": the prompt, and the log). */
  sg_game_model_play_take (self->model, with, card, NULL);
  return TRUE;
}

static void
card_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgTableView *self = SG_TABLE_VIEW (widget);
  guint8 card = g_variant_get_byte (param);
  guint idx[SG_MAX_ACTIONS], k;
  SgDecision decision;

  if (!sg_table_mine (self))
    return;
  decision = sg_game_model_get_decision (self->model);
  g_clear_pointer (&self->refusal, g_free);

  if (decision == SG_DEC_PLAY && in_hand (self, sg_game_model_get_decider (self->model), card))
    {
      self->selected = self->selected == card ? SG_NONE : card;
      clear_subset (self);
      rebuild (self);
      if (self->selected != SG_NONE)
        focus_selection_target (self);
      return;
    }

  k = card_answers (self, card, idx);
  if (decision == SG_DEC_PLAY && take_with_selected (self, card, k > 0))
    return;
  if (k == 0)
    {
      self->refusal = card_refusal (self, card);
      rebuild (self);
      return;
    }
  offer (self, idx, k, _("Choose what to do with this card."));
}

static void
target_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgTableView *self = SG_TABLE_VIEW (widget);
  guint8 code = g_variant_get_byte (param);
  guint idx[SG_MAX_ACTIONS], n, k = 0;
  const SgAction *opts;

  if (!sg_table_mine (self) || code > 3)
    return;

  if (sg_game_model_get_decision (self->model) == SG_DEC_PLAY && self->selected != SG_NONE)
    {
      n = sg_game_model_options_for_card (self->model, self->selected, idx);
      for (guint i = 0; i < n; i++)
        {
          const SgAction *a = sg_table_option (self, idx[i]);
          if (aims_at (self, a, code))
            idx[k++] = idx[i];
        }
      if (k == 0)
        {
          /* Not a legal target: let the engine say why (shown in the
           * prompt bar through "refused", and in the sidebar). */
          SgAction a = { SG_ACT_PLAY, sg_game_model_get_decider (self->model), self->selected, code,
                         SG_NONE };

          if (played_type (self, &a) == SG_CARD_CANTEEN)
            a.target = SG_CODE_SIDE (code);
          sg_game_model_apply (self->model, &a, NULL);
          return;
        }
      offer (self, idx, k, _("Play it how?"));
      return;
    }

  opts = sg_game_model_get_options (self->model, &n);
  for (guint i = 0; i < n; i++)
    if ((opts[i].kind == SG_ACT_CHOOSE_CHAR || opts[i].kind == SG_ACT_ABILITY) && opts[i].target == code)
      idx[k++] = i;
  if (k == 0)
    {
      g_free (self->refusal);
      self->refusal = g_strdup (sg_game_model_get_decision (self->model) == SG_DEC_PLAY
                                ? _("Choose a card in your hand first, then its target.")
                                : _("This character is not one of the options."));
      rebuild (self);
      return;
    }
  offer (self, idx, k, _("Choose one."));
}

static void
option_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgTableView *self = SG_TABLE_VIEW (widget);
  const SgAction *a;

  if (!sg_table_mine (self))
    return;
  a = sg_table_option (self, g_variant_get_uint32 (param));
  if (a != NULL)
    apply (self, a);
}

static void
offer_kind (SgTableView *self, SgActionKind kind, const char *title)
{
  guint idx[SG_MAX_ACTIONS], n, k = 0;
  const SgAction *opts;

  if (!sg_table_mine (self))
    return;
  opts = sg_game_model_get_options (self->model, &n);
  for (guint i = 0; i < n; i++)
    if (opts[i].kind == kind)
      idx[k++] = i;
  if (k == 0)
    {
      /* Ask the engine why, with the plainest form of the move. */
      SgAction a = { (guint8) kind, sg_game_model_get_decider (self->model), SG_NONE, SG_NONE, SG_NONE };
      sg_game_model_apply (self->model, &a, NULL);
      return;
    }
  offer (self, idx, k, title);
}

static void
switch_action (GtkWidget *widget, const char *name, GVariant *param)
{
  offer_kind (SG_TABLE_VIEW (widget), SG_ACT_SWITCH, _("Swap"));
}

static void
reload_action (GtkWidget *widget, const char *name, GVariant *param)
{
  offer_kind (SG_TABLE_VIEW (widget), SG_ACT_RELOAD, _("Reload with which card?"));
}

static void
ability_action (GtkWidget *widget, const char *name, GVariant *param)
{
  offer_kind (SG_TABLE_VIEW (widget), SG_ACT_ABILITY, _("Use whose ability?"));
}

static void
end_confirmed (AdwMessageDialog *dialog, const char *response, SgTableView *self)
{
  if (g_strcmp0 (response, "end") == 0)
    offer_kind (self, SG_ACT_END, NULL);
}

/* The names of the cards that could still be played, each once, in the
 * order of the options ("Beer, Colt"); NULL when none could. */
static char *
playable_card_names (SgTableView *self)
{
  guint n;
  const SgAction *opts = sg_game_model_get_options (self->model, &n);
  gboolean seen[SG_N_CARD_TYPES] = { FALSE };
  GString *names = NULL;

  for (guint i = 0; i < n; i++)
    {
      SgCardType type;

      if (opts[i].kind != SG_ACT_PLAY)
        continue;
      sg_game_model_get_card (self->model, opts[i].card, &type, NULL, NULL);
      if (seen[type])
        continue;
      seen[type] = TRUE;
      if (names == NULL)
        names = g_string_new (sg_card_text_name (type));
      else
        /* Translators: between two card names in a list ("Beer, Colt"). */
        g_string_append_printf (names, C_("list of names", ", %s"), sg_card_text_name (type));
    }
  return names != NULL ? g_string_free (names, FALSE) : NULL;
}

static void
end_turn_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgTableView *self = SG_TABLE_VIEW (widget);
  GSettings *settings = sg_settings_get_default ();
  g_autofree char *playable = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (!sg_table_mine (self))
    return;
  if (settings == NULL || !g_settings_get_boolean (settings, "confirm-end-turn")
      || (playable = playable_card_names (self)) == NULL)
    {
      offer_kind (self, SG_ACT_END, NULL);
      return;
    }
  /* Translators: %s is a list of card names, "Beer, Colt". */
  body = g_strdup_printf (_("You could still play %s."), playable);
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _("End the Turn?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep Playing"),
                                    "end", _("_End the Turn"),
                                    NULL);
  /* The player asked to be asked (the preference is off by default):
   * Return, pressed once more out of habit, keeps the turn going. */
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (end_confirmed), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
cancel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgTableView *self = SG_TABLE_VIEW (widget);
  guint8 was = self->selected;
  GtkWidget *card;

  /* Nothing to cancel: leave the table (and the focus, which may be in the
   * sidebar, win.cancel) as it is. */
  if (was == SG_NONE && self->subset->len == 0 && self->refusal == NULL)
    return;
  self->selected = SG_NONE;
  clear_subset (self);
  g_clear_pointer (&self->refusal, g_free);
  rebuild (self);
  /* Back to the card that was selected, wherever the focus went meanwhile. */
  if (was != SG_NONE && (card = sg_table_view_get_hand_widget (self, was)) != NULL)
    gtk_widget_grab_focus (card);
}

/* --- the model ----------------------------------------------------------- */

static void
state_changed (SgGameModel *model, SgTableView *self)
{
  self->has_suggestion = FALSE; /* it was for the move just made, or another one */
  clear_subset (self);
  rebuild (self);
}

static void
refused (SgGameModel *model, const char *text, const char *rule, SgTableView *self)
{
  g_free (self->refusal);
  self->refusal = g_strdup (text);
  rebuild (self);
}

/* --- the object ---------------------------------------------------------- */

static void
sg_table_view_dispose (GObject *object)
{
  SgTableView *self = SG_TABLE_VIEW (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  sg_table_focus_dispose (self);
  sg_table_zoom_dispose (self);
  sg_table_hand_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (object), SG_TYPE_TABLE_VIEW);
  /* The template's top box has no field; unparent it ourselves. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (sg_table_view_parent_class)->dispose (object);
}

static void
sg_table_view_finalize (GObject *object)
{
  SgTableView *self = SG_TABLE_VIEW (object);

  g_array_unref (self->subset);
  g_free (self->subset_title);
  g_free (self->refusal);
  g_free (self->pause_text);
  G_OBJECT_CLASS (sg_table_view_parent_class)->finalize (object);
}

/* The table's one child, the scrolled template, takes all of it; the
 * size it is given sets the cards' zoom (sg-table-zoom.c), which a layout
 * manager would not tell. */
static void
sg_table_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child != NULL)
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
sg_table_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL)
    gtk_widget_allocate (child, width, height, baseline, NULL);
  sg_table_zoom_allocated (SG_TABLE_VIEW (widget), width, height);
}

static void
sg_table_view_class_init (SgTableViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sg_table_view_dispose;
  object_class->finalize = sg_table_view_finalize;

  sg_ui_resources_ensure ();
  g_type_ensure (SG_TYPE_PROMPT_BAR);
  g_type_ensure (SG_TYPE_TABLE_NOTICE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sixgun/Sixgun/sg-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SgTableView, opp_label);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, notice);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, opp_hand_box);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, opp_seats_box);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, piles_box);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, last_play_box);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, own_seats_box);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, own_label);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, prompt_bar);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, hand_box);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, switch_button);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, end_button);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, ability_button);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, reload_button);
  gtk_widget_class_bind_template_child (widget_class, SgTableView, play_buttons);

  gtk_widget_class_install_action (widget_class, "table.card", "y", card_action);
  gtk_widget_class_install_action (widget_class, "table.target", "y", target_action);
  gtk_widget_class_install_action (widget_class, "table.option", "u", option_action);
  gtk_widget_class_install_action (widget_class, "table.switch", NULL, switch_action);
  gtk_widget_class_install_action (widget_class, "table.reload", NULL, reload_action);
  gtk_widget_class_install_action (widget_class, "table.ability", NULL, ability_action);
  gtk_widget_class_install_action (widget_class, "table.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "table.cancel", NULL, cancel_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "table.cancel", NULL);

  widget_class->measure = sg_table_view_measure;
  widget_class->size_allocate = sg_table_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "sgtableview");
}

static void
sg_table_view_init (SgTableView *self)
{
  self->subset = g_array_new (FALSE, FALSE, sizeof (guint));
  self->selected = SG_NONE;
  self->zoom = 1;
  gtk_widget_init_template (GTK_WIDGET (self));
  g_object_bind_property (self->notice, "visible", self->opp_label, "visible",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  /* The hand scrolls: its cards keep legible names and effects, where
   * twelve of them at 60 % were a row of unreadable faces. */
  sg_card_set_least (GTK_WIDGET (self->hand_box), HAND_LEAST);
  sg_table_hand_track_pointer (self);
  sg_table_hand_track_keys (self);
  sg_table_focus_track_clicks (self);
  sg_table_focus_track_arrows (self);
  sg_table_drop_on_table (self);
  sg_table_update_actions (self);
}

GtkWidget *
sg_table_view_new (void)
{
  return g_object_new (SG_TYPE_TABLE_VIEW, NULL);
}

SgTableNotice *
sg_table_view_get_notice (SgTableView *self)
{
  g_return_val_if_fail (SG_IS_TABLE_VIEW (self), NULL);
  return self->notice;
}

void
sg_table_view_set_model (SgTableView *self, SgGameModel *model)
{
  g_return_if_fail (SG_IS_TABLE_VIEW (self));
  g_return_if_fail (SG_IS_GAME_MODEL (model));

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  g_signal_connect (model, "state-changed", G_CALLBACK (state_changed), self);
  g_signal_connect (model, "refused", G_CALLBACK (refused), self);
  self->selected = SG_NONE;
  rebuild (self);
}

guint8
sg_table_view_get_selected (SgTableView *self)
{
  g_return_val_if_fail (SG_IS_TABLE_VIEW (self), SG_NONE);
  return self->selected;
}

SgPromptBar *
sg_table_view_get_prompt_bar (SgTableView *self)
{
  g_return_val_if_fail (SG_IS_TABLE_VIEW (self), NULL);
  return self->prompt_bar;
}

GtkWidget *
sg_table_view_get_seat_widget (SgTableView *self, guint8 code)
{
  g_return_val_if_fail (SG_IS_TABLE_VIEW (self), NULL);
  return code < 4 ? self->seat[code] : NULL;
}

GtkWidget *
sg_table_view_get_hand_widget (SgTableView *self, guint8 card)
{
  g_return_val_if_fail (SG_IS_TABLE_VIEW (self), NULL);

  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box)); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (w), "card")) == (guint) card + 1)
      return w;
  return NULL;
}

char *
sg_table_view_get_seat_tooltip (SgTableView *self, guint8 code)
{
  g_return_val_if_fail (SG_IS_TABLE_VIEW (self), NULL);
  if (code >= 4 || self->seat[code] == NULL)
    return NULL;
  return gtk_widget_get_tooltip_text (self->seat[code]) != NULL
         ? g_strdup (gtk_widget_get_tooltip_text (self->seat[code])) : NULL;
}

void
sg_table_view_set_pause_text (SgTableView *self, const char *text)
{
  g_return_if_fail (SG_IS_TABLE_VIEW (self));
  if (g_strcmp0 (self->pause_text, text) == 0)
    return;
  g_free (self->pause_text);
  self->pause_text = g_strdup (text);
  rebuild (self);
}

void
sg_table_view_clear_choice (SgTableView *self)
{
  guint idx[SG_MAX_ACTIONS];
  gboolean playable;

  g_return_if_fail (SG_IS_TABLE_VIEW (self));
  /* A card that can still be played stays chosen: the Dynamite tried on
   * the opponent's back-up is the next step's card, its one target lit. */
  playable = self->selected != SG_NONE && self->model != NULL
             && sg_game_model_options_for_card (self->model, self->selected, idx) > 0;
  if ((self->selected == SG_NONE || playable) && self->subset->len == 0 && self->refusal == NULL)
    return;
  if (!playable)
    self->selected = SG_NONE;
  clear_subset (self);
  g_clear_pointer (&self->refusal, g_free);
  rebuild (self);
}

void
sg_table_view_set_offers_new_game (SgTableView *self, gboolean offers)
{
  g_return_if_fail (SG_IS_TABLE_VIEW (self));
  self->no_new_game = !offers;
  rebuild (self);
}
