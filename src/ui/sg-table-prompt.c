/* sg-table-prompt.c: the table's question of the moment (the prompt bar:
 * its text, its option buttons, the cards turned up), the targets that
 * light up, and the play phase's buttons with the reason they are greyed
 * out.  Kept out of sg-table-view.c, which builds the table around them. */
#include <glib/gi18n.h>
#include <string.h>

#include "sg-action-text.h"
#include "sg-card-text.h"
#include "sg-card-widget.h"
#include "sg-event-text.h"
#include "sg-character-widget.h"
#include "sg-name-text.h"
#include "sg-table-view-private.h"

static void
set_seat_highlight (SgTableView *self, guint8 code, SgCardHighlight h, const char *tip)
{
  if (self->seat[code] == NULL)
    return;
  sg_character_widget_set_highlight (SG_CHARACTER_WIDGET (self->seat[code]), h);
  if (tip != NULL)
    sg_character_widget_set_reason (SG_CHARACTER_WIDGET (self->seat[code]), tip);
}

void
sg_table_highlight_targets (SgTableView *self)
{
  guint idx[SG_MAX_ACTIONS];
  guint n;
  SgDecision decision = sg_game_model_get_decision (self->model);

  if (decision == SG_DEC_PLAY && self->selected != SG_NONE)
    {
      n = sg_game_model_options_for_card (self->model, self->selected, idx);
      for (guint8 code = 0; code < 4; code++)
        {
          gboolean lit = FALSE;
          for (guint i = 0; i < n && !lit; i++)
            {
              const SgAction *a = sg_table_option (self, idx[i]);
              lit = sg_table_targets_character (self, a) && a->target == code;
            }
          if (lit)
            set_seat_highlight (self, code, SG_CARD_HIGHLIGHT_TARGET, _("A legal target: activate to play the card here"));
          else if (self->seat[code] != NULL)
            {
              SgAction a = { SG_ACT_PLAY, sg_game_model_get_decider (self->model),
                             self->selected, code, SG_NONE };
              g_autofree char *why = sg_game_model_check (self->model, &a, NULL);
              set_seat_highlight (self, code, SG_CARD_HIGHLIGHT_DIMMED, why);
            }
        }
      return;
    }

  /* Decisions that name a character (first AC, Pearl Hat's copy...). */
  {
    const SgAction *opts = sg_game_model_get_options (self->model, &n);
    for (guint i = 0; i < n; i++)
      if ((opts[i].kind == SG_ACT_CHOOSE_CHAR || (opts[i].kind == SG_ACT_ABILITY && decision != SG_DEC_PLAY))
          && opts[i].target <= 3)
        set_seat_highlight (self, opts[i].target, SG_CARD_HIGHLIGHT_TARGET, NULL);
  }
}

/* The option that takes (or gives up) this staged card, or -1: only a
 * CHOOSE_CARD option of the engine, identical copies being one option. */
static int
staged_option (SgTableView *self, guint8 card)
{
  guint idx[SG_MAX_ACTIONS];
  guint n = sg_game_model_options_for_card (self->model, card, idx);

  for (guint i = 0; i < n; i++)
    if (sg_table_option (self, idx[i])->kind == SG_ACT_CHOOSE_CARD)
      return (int) idx[i];
  return -1;
}

static void
staged_card_activated (GtkWidget *widget, SgTableView *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "option")) - 1;

  gtk_widget_activate_action (GTK_WIDGET (self), "table.option", "u", i);
}

/* The places of the cards turned up, into self->staged_shown: a card taken
 * leaves a gap, so that the others stay where the pointer found them
 * until the last is taken (they packed together after each pick of a
 * General Store, a play-test's misclicks).  Cards that were not there
 * (another Stagecoach, a new store) start afresh.  Returns the places. */
static guint
staging_layout (SgTableView *self, const guint8 *cards, guint n)
{
  guint kept = 0;

  for (guint i = 0; i < n; i++)
    if (!sg_table_cards_have (self->staged_shown, self->n_staged_shown, cards[i]))
      {
        memcpy (self->staged_shown, cards, n);
        self->n_staged_shown = n;
        return n;
      }
  for (guint i = 0; i < self->n_staged_shown; i++)
    {
      if (!sg_table_cards_have (cards, n, self->staged_shown[i]))
        self->staged_shown[i] = SG_NONE;
      kept += self->staged_shown[i] != SG_NONE;
    }
  if (kept == 0)
    self->n_staged_shown = 0;
  return self->n_staged_shown;
}

/* The cards turned face up and not yet placed, as cards in the prompt, so
 * that a player reads what is on offer: compact, so that the bar keeps its
 * height when they come (their tooltips have the whole card).  When the
 * person decides, those the engine offers light up and choose their
 * option; otherwise (a bot or the other player picking) they are only
 * shown, and the row follows each pick.
 * as_card (SG_MAX_ACTIONS entries, or NULL) marks the options the row
 * stands for, which need no button.  Returns whether a face shows its
 * deck. */
static gboolean
build_staging (SgTableView *self, gboolean choosing, gboolean *as_card)
{
  guint8 cards[SG_MAX_STAGING];
  gboolean known[SG_MAX_STAGING];
  guint n = sg_game_model_get_staging (self->model, cards, known);
  guint places = staging_layout (self, cards, n);
  gboolean any_back = FALSE;

  for (guint p = 0, k = 0; p < places; p++)
    {
      int i;
      GtkWidget *w;

      if (self->staged_shown[p] == SG_NONE)
        {
          /* A gap as wide as a card: the back of the store's first card. */
          GtkWidget *gap = sg_table_card_back (SG_LAW);

          gtk_widget_set_opacity (gap, 0.0);
          gtk_widget_set_can_target (gap, FALSE);
          gtk_accessible_update_state (GTK_ACCESSIBLE (gap), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
          sg_prompt_bar_add_gap (self->prompt_bar, gap);
          continue;
        }
      for (k = 0; k < n && cards[k] != self->staged_shown[p]; k++)
        ;
      i = choosing && known[k] ? staged_option (self, cards[k]) : -1;
      w = sg_table_card_face (self, cards[k], !known[k], TRUE);

      /* Two Colts alike but for their backs: each face shows its deck,
       * as the option's label names it, or the two would look the same. */
      if (known[k] && sg_action_text_back_tells_apart (sg_game_model_get_game (self->model), cards[k],
                                                       sg_game_model_get_viewer (self->model)))
        {
          sg_card_widget_set_show_back (SG_CARD_WIDGET (w), TRUE);
          any_back = TRUE;
        }
      if (i < 0)
        {
          gtk_widget_set_focusable (w, FALSE);
          if (choosing)
            sg_card_widget_set_highlight (SG_CARD_WIDGET (w), SG_CARD_HIGHLIGHT_DIMMED);
        }
      else
        {
          g_autofree char *label = sg_game_model_describe_option (self->model, (guint) i);
          SgCardType type = SG_CARD_COLT;
          g_autofree char *name = NULL, *text = NULL, *tip = NULL;

          sg_game_model_get_card (self->model, cards[k], &type, NULL, NULL);
          name = g_markup_escape_text (label, -1);
          text = g_markup_escape_text (sg_card_text_description (type), -1);
          tip = g_strdup_printf ("<b>%s</b>\n%s", name, text);
          sg_card_widget_set_highlight (SG_CARD_WIDGET (w), SG_CARD_HIGHLIGHT_TARGET);
          gtk_widget_set_tooltip_markup (w, tip);
          /* Named by what activating it does ("Take Winchester"); the card
           * widget's description still reads the whole card. */
          gtk_accessible_update_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          label, -1);
          g_object_set_data (G_OBJECT (w), "option", GUINT_TO_POINTER ((guint) i + 1));
          if (as_card != NULL)
            as_card[i] = TRUE;
          g_signal_connect (w, "activated", G_CALLBACK (staged_card_activated), self);
        }
      sg_prompt_bar_add_card (self->prompt_bar, w);
    }
  return any_back;
}

/* An answer that gives something up: the hit taken, a Duel given up, a
 * bonus or an ability refused, the turn ended.  The keyboard does not start
 * on it (sg_prompt_bar_get_default_option); it keeps its place among the
 * answers, the engine's order. */
static gboolean
option_declines (const SgAction *a)
{
  return a->kind == SG_ACT_TAKE || a->kind == SG_ACT_CHOOSE_NO || a->kind == SG_ACT_END;
}

/* An answer or a play the engine warns about: it costs its player (their
 * own equipment discarded), helps the opponent, or changes nothing.  The
 * keyboard does not start on it: with "Schoolmarm could only take back
 * your own Scope" said above it, Play Schoolmarm was the default (an
 * Italian play-test). */
static gboolean
option_costs (const SgGame *g, const SgAction *a)
{
  return sg_game_answer_harms_self (g, a) != NULL || sg_game_play_harms_self (g, a) != NULL
         || sg_game_play_helps_opponent (g, a) != NULL || sg_game_play_futile (g, a) != NULL;
}

/* The button of option i, labelled label. */
static void
add_answer (SgTableView *self, guint i, const char *label, gboolean suggested)
{
  const SgAction *a = sg_table_option (self, i);

  if (option_declines (a))
    sg_prompt_bar_add_decline (self->prompt_bar, label, "table.option", g_variant_new_uint32 (i));
  else if (option_costs (sg_game_model_get_game (self->model), a))
    sg_prompt_bar_add_risky (self->prompt_bar, label, "table.option", g_variant_new_uint32 (i));
  else
    sg_prompt_bar_add_option (self->prompt_bar, label, "table.option", g_variant_new_uint32 (i), suggested);
}

static void
add_option_button (SgTableView *self, guint i, gboolean suggested)
{
  g_autofree char *label = sg_game_model_describe_option (self->model, i);

  add_answer (self, i, label, suggested);
}

/* Whether a side's swap (a Canteen's play, a dodged Shotgun's answer)
 * acts on the opponent's side: what the cards are mostly played for
 * (their own side the player may swap for free, D2.2.2), so its button
 * comes first and has the keyboard, as the keyboard's first target is an
 * opposing character; an answer the engine says costs its player
 * (option_costs) still does not. */
static gboolean
swaps_opponent (SgTableView *self, const SgAction *a)
{
  const SgGame *g = sg_game_model_get_game (self->model);
  SgSide me = sg_game_model_get_decider (self->model);

  /* A side chosen for a dodged Shotgun, or for the Canteen Pearl Hat
   * copies (P-PEARL-HAT.1). */
  if (a->kind == SG_ACT_CHOOSE_SIDE)
    {
      SgDecision decision = sg_game_model_get_decision (self->model);

      return (decision == SG_DEC_SHOTGUN || decision == SG_DEC_COPY) && a->target == !me;
    }
  /* As what it is played (a->as: a card played as another). */
  return a->kind == SG_ACT_PLAY && a->card < g->n_cards && a->target == !me
         && (a->as != SG_NONE ? a->as : g->card[a->card].type) == SG_CARD_CANTEEN;
}

/* Whether option i is tried before the others: a Barrel's reveal costs
 * no card, and a dodge card can still answer after it fails (C-BARREL.3;
 * the tutorial's advice), so its button comes first and has the keyboard
 * (sg_prompt_bar_get_default_option takes the first answer); a swap of
 * the opponent's side before one's own (swaps_opponent). */
static gboolean
option_first (SgTableView *self, guint i)
{
  const SgAction *a = sg_table_option (self, i);

  return a->kind == SG_ACT_DODGE_BARREL || swaps_opponent (self, a);
}

/* A button per option the staged cards do not stand for, the Barrel's
 * first, then the engine's order.  Copies of a card that differ only by
 * their reveal symbol are two options alike to read ("Dodge with Missed!"
 * twice): one button is enough, the cards themselves stay there to pick
 * a copy. */
static void
add_option_buttons (SgTableView *self, const gboolean *as_card)
{
  g_autoptr (GHashTable) shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n;

  sg_game_model_get_options (self->model, &n);
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n; i++)
      {
        char *label;

        if (as_card[i] || option_first (self, i) != (pass == 0))
          continue;
        label = sg_game_model_describe_option (self->model, i);
        if (!g_hash_table_add (shown, label))
          continue; /* a button reads so already */
        add_answer (self, i, label, FALSE);
      }
}

static const char *
card_name_of (SgTableView *self, guint8 card)
{
  SgCardType type = SG_CARD_COLT;

  sg_game_model_get_card (self->model, card, &type, NULL, NULL);
  return sg_card_text_name (type);
}

/* The character a play is aimed at, by its name inside a sentence ("Colt
 * has one possible target: the Stranger."). */
static const char *
target_name (SgTableView *self, const SgAction *a)
{
  const SgGame *g = sg_game_model_get_game (self->model);
  guint8 ch = g->side[SG_CODE_SIDE (a->target)].ch[SG_CODE_SLOT (a->target)];

  return ch < SG_N_CHARACTERS ? sg_character_text_in_sentence ((SgCharId) ch) : "?";
}

/* What the engine says of one play before it is made: that it would
 * change nothing (a Fanning at a character without equipment), would help
 * the opponent (a Gun Belt on the opponent's active character) or only
 * hurt the player (a Rattlesnake on one's own back-up, a Schoolmarm that
 * can only take back one's own card); else that it also hits one's own
 * back-up (Gatling, Indians!), a note.  NULL when nothing is to be said. */
static char *
play_warning (const SgGame *g, const SgAction *a)
{
  char *why = sg_action_text_futile (g, a);

  if (why == NULL)
    why = sg_action_text_helps_opponent (g, a);
  if (why == NULL)
    why = sg_action_text_harms_self (g, a);
  if (why == NULL)
    why = sg_action_text_hits_own_backup (g, a);
  return why;
}

/* Under the question, the warnings and notes of these plays: legal, so
 * said before, never refused. */
static void
show_play_warnings (SgTableView *self, const guint *idx, guint n)
{
  const SgGame *g = sg_game_model_get_game (self->model);
  g_autoptr (GString) detail = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *why = play_warning (g, sg_table_option (self, idx[i]));

      if (why == NULL)
        continue;
      if (detail->len > 0)
        g_string_append_c (detail, ' ');
      g_string_append (detail, why);
    }
  if (detail->len > 0)
    sg_prompt_bar_set_detail (self->prompt_bar, detail->str);
}

static void
build_play_prompt (SgTableView *self)
{
  guint idx[SG_MAX_ACTIONS];
  guint n = sg_game_model_options_for_card (self->model, self->selected, idx);
  gboolean any_target = FALSE, only_as_colt = TRUE;
  guint n_aimed = 0, aimed = 0;
  g_autofree char *text = NULL;

  for (guint i = 0; i < n; i++)
    {
      const SgAction *a = sg_table_option (self, idx[i]);
      if (sg_table_targets_character (self, a))
        {
          any_target = TRUE;
          only_as_colt = only_as_colt && a->as == SG_CARD_COLT;
          aimed = idx[i];
          n_aimed++;
        }
    }
  /* The other ways to play it, a Canteen's swap of the opponent's side
   * first (option_first). */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n; i++)
      if (!sg_table_targets_character (self, sg_table_option (self, idx[i]))
          && option_first (self, idx[i]) == (pass == 0))
        add_option_button (self, idx[i], TRUE);
  /* A card with one possible target: it can be played from here too (a
   * click, or Return), rather than only by finding the lit character. */
  if (n_aimed == 1 && n == 1)
    add_option_button (self, aimed, TRUE);

  if (n == 0)
    {
      g_autofree char *why = sg_game_model_why_unplayable (self->model, self->selected);
      text = g_strdup_printf (_("%s cannot be used now."), card_name_of (self, self->selected));
      sg_prompt_bar_set_text (self->prompt_bar, text, TRUE);
      if (self->refusal == NULL)
        sg_prompt_bar_set_detail (self->prompt_bar, why);
    }
  else if (any_target && only_as_colt)
    {
      /* A Missed! aiming at someone surprises: say it is played as a Colt,
       * and by whose ability (C-COLT.2). */
      const SgGame *g = sg_game_model_get_game (self->model);
      SgSide me = sg_game_model_get_decider (self->model);
      guint8 ac = g->side[me].ch[g->side[me].ac];
      /* Translators: "Missed! as a Colt (Annie Oakey's ability): choose a highlighted character as the target." */
      text = g_strdup_printf (_("%s as a Colt (%s’s ability): choose a highlighted character as the target."),
                              card_name_of (self, self->selected),
                              ac < SG_N_CHARACTERS ? sg_character_text_in_sentence ((SgCharId) ac) : "?");
      text = sg_name_text_finish_in_play (text, g);
      sg_prompt_bar_set_text (self->prompt_bar, text, FALSE);
    }
  else if (any_target && n == 1)
    {
      /* Translators: "Colt has one possible target: Babe Leroy." (the button below plays it) */
      text = g_strdup_printf (_("%s has one possible target: %s."), card_name_of (self, self->selected),
                              target_name (self, sg_table_option (self, aimed)));
      text = sg_name_text_finish_in_play (text, sg_game_model_get_game (self->model));
      sg_prompt_bar_set_text (self->prompt_bar, text, FALSE);
    }
  else if (any_target)
    {
      text = g_strdup_printf (_("%s: choose a highlighted character as the target."),
                              card_name_of (self, self->selected));
      sg_prompt_bar_set_text (self->prompt_bar, text, FALSE);
    }
  else if (n == 1)
    {
      /* One way to use it: nothing to choose, only to confirm, with what it
       * does, or with the one answer it will have (a Schoolmarm with one
       * card in reach), which the game then takes on its own. */
      text = sg_action_text_confirm_play (sg_game_model_get_game (self->model), sg_table_option (self, idx[0]),
                                          sg_game_model_get_viewer (self->model));
      sg_prompt_bar_set_text (self->prompt_bar, text, FALSE);
    }
  else
    {
      text = g_strdup_printf (_("%s: choose how to use it."), card_name_of (self, self->selected));
      sg_prompt_bar_set_text (self->prompt_bar, text, FALSE);
    }
  if (self->refusal == NULL) /* a refused move's reason comes first */
    show_play_warnings (self, idx, n);
  sg_prompt_bar_add_option (self->prompt_bar, _("Cancel"), "table.cancel", NULL, FALSE);
}

/* While the computer plays, what it did last stands under the prompt
 * (the newest row of the log, as this player reads it): its moves came
 * faster than a new player could follow them on the table. */
static void
show_last_move (SgTableView *self)
{
  GListModel *log = sg_game_model_get_log (self->model);
  guint n = g_list_model_get_n_items (log);

  for (guint i = n; i > 0; i--)
    {
      g_autoptr (SgLogEntry) row = g_list_model_get_item (log, i - 1);

      if (sg_log_entry_is_refusal (row))
        continue;
      sg_prompt_bar_set_detail (self->prompt_bar,
                                sg_log_entry_get_text (row, sg_game_model_get_viewer (self->model)));
      return;
    }
}

/* A question with one answer is put to a person only behind a hand-over
 * (sg-game-model.h): the one button left ("Take the hit") reads like a
 * choice withheld, so say why it is the only one, as the log would have
 * had the game taken it ("You have nothing left to dodge with."). */
static void
show_why_lone (SgTableView *self)
{
  const SgGame *g = sg_game_model_get_game (self->model);
  SgEvent lone;
  g_autofree char *why = NULL;

  if (!sg_game_lone_event (g, &lone))
    return;
  why = sg_event_text_describe (g, &lone, sg_game_model_get_decider (self->model));
  sg_prompt_bar_set_detail (self->prompt_bar, why);
}

/* The game is over: who won, and another game offered. */
static void
build_game_over_prompt (SgTableView *self)
{
  guint winner = sg_game_model_get_winner (self->model);
  guint turns = sg_game_model_get_turn_number (self->model);
  g_autofree char *text = NULL;

  if (winner == SG_WINNER_LAW || winner == SG_WINNER_OUTLAW)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Game over: the %s win after %u turn.",
                                         "Game over: the %s win after %u turns.", turns),
                            sg_side_text_in_sentence ((SgSide) winner), turns);
  else
    text = g_strdup (_("Game over: nobody wins."));
  sg_prompt_bar_set_text (self->prompt_bar, text, FALSE);
  if (!self->no_new_game)
    sg_prompt_bar_add_option (self->prompt_bar, _("Play Again"), "win.new-game", NULL, TRUE);
}

/* What stands under a question (not a card's play): one note, the last
 * of these that has something to say; a refused move's reason stands
 * there instead of any. */
static void
show_question_notes (SgTableView *self, SgDecision decision, gboolean new_emblems)
{
  if (self->refusal != NULL)
    return;
  /* The emblems of cards told apart by their backs alone are new to a
   * player: said once they are there. */
  if (new_emblems)
    {
      /* Translators: the star and the mask are the emblems of the two
       * decks, drawn as on the card backs under a card's reveal symbol */
      const char *emblems = _("The star (Lawmen) or the mask (Outlaws) under a symbol tells apart cards "
                              "that differ only by their backs.");

      sg_prompt_bar_set_detail (self->prompt_bar, emblems);
    }
  /* Steal's and Schoolmarm's lists leave out the opponent's back-up's
   * cards: say why, rather than let them seem forgotten. */
  {
    g_autofree char *reach = sg_action_text_out_of_reach (sg_game_model_get_game (self->model));

    if (reach != NULL)
      sg_prompt_bar_set_detail (self->prompt_bar, reach);
  }
  if (decision == SG_DEC_PLAY)
    {
      /* The other side's whole turn went by in a few seconds: what it
       * played stands under the prompt until this player plays a card. */
      g_autofree char *summary = sg_game_model_dup_last_turn_summary (self->model);

      if (summary != NULL)
        sg_prompt_bar_set_detail (self->prompt_bar, summary);
    }
  show_why_lone (self);
}

/* Pearl Hat's copy works as the copied card's play (E-15c): the engine
 * reads her answers so (sg_game_copy_as_play), and what it says of that
 * play stands under her question (a copied Whisky that would heal the
 * opponent). */
static void
show_copy_warnings (SgTableView *self)
{
  guint idx[SG_MAX_ACTIONS];
  guint n;

  sg_game_model_get_options (self->model, &n);
  n = MIN (n, (guint) SG_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    idx[i] = i;
  show_play_warnings (self, idx, n);
}

/* The person's question, other than a card being played. */
static void
build_question_prompt (SgTableView *self, SgDecision decision)
{
  g_autofree char *text = sg_game_model_describe_decision (self->model);
  gboolean as_card[SG_MAX_ACTIONS] = { FALSE };
  gboolean new_emblems;

  sg_prompt_bar_set_text (self->prompt_bar, text, self->refusal != NULL);
  new_emblems = build_staging (self, decision != SG_DEC_PLAY, as_card);
  show_question_notes (self, decision, new_emblems);
  if (decision == SG_DEC_COPY && self->refusal == NULL)
    show_copy_warnings (self);
  if (decision != SG_DEC_PLAY && decision != SG_DEC_DISCARD)
    add_option_buttons (self, as_card);
}

void
sg_table_build_prompt (SgTableView *self)
{
  SgDecision decision = sg_game_model_get_decision (self->model);
  SgSide decider = sg_game_model_get_decider (self->model);
  g_autofree char *text = NULL;

  sg_prompt_bar_clear_options (self->prompt_bar);
  sg_prompt_bar_set_detail (self->prompt_bar, self->refusal);

  if (!sg_game_model_has_game (self->model))
    {
      sg_prompt_bar_set_text (self->prompt_bar, _("Start a new game to play."), FALSE);
      sg_prompt_bar_add_option (self->prompt_bar, _("New Game"), "win.new-game", NULL, TRUE);
    }
  else if (self->pause_text != NULL)
    sg_prompt_bar_set_text (self->prompt_bar, self->pause_text, FALSE);
  else if (sg_game_model_get_winner (self->model) != SG_WINNER_NONE)
    build_game_over_prompt (self);
  else if (sg_game_model_handover_pending (self->model))
    {
      text = g_strdup_printf (_("The %s player decides now."), sg_side_text_in_sentence (decider));
      sg_prompt_bar_set_text (self->prompt_bar, text, FALSE);
    }
  else if (!sg_game_model_person_decides (self->model))
    {
      text = g_strdup_printf (_("The %s are thinking…"), sg_side_text_in_sentence (decider));
      sg_prompt_bar_set_text (self->prompt_bar, text, FALSE);
      show_last_move (self);
      build_staging (self, FALSE, NULL);
    }
  else if (self->subset->len > 0)
    {
      sg_prompt_bar_set_text (self->prompt_bar, self->subset_title, FALSE);
      for (guint i = 0; i < self->subset->len; i++)
        add_option_button (self, g_array_index (self->subset, guint, i), FALSE);
      sg_prompt_bar_add_option (self->prompt_bar, _("Cancel"), "table.cancel", NULL, FALSE);
    }
  else if (decision == SG_DEC_PLAY && self->selected != SG_NONE)
    build_play_prompt (self);
  else
    build_question_prompt (self, decision);
}

/* The Ability button asks about the active character; a back-up whose
 * ability sleeps there (D3.3) is the other half of the answer: a lesson
 * said "greyed because Babe Leroy is the back-up" while the tooltip spoke
 * only of the active character. */
static char *
add_backup_ability (SgTableView *self, SgSide me, char *why)
{
  const SgGame *g = sg_game_model_get_game (self->model);
  guint8 bc = (guint8) (1 - g->side[me].ac);
  SgAction a = { SG_ACT_ABILITY, (uint8_t) me, SG_NONE, SG_CHAR_CODE (me, bc), SG_NONE };
  const char *rule = NULL;
  g_autofree char *backup = NULL;
  char *both;

  if (g->side[me].ch[bc] >= SG_N_CHARACTERS)
    return why;
  backup = sg_game_model_check (self->model, &a, &rule);
  if (backup == NULL || g_strcmp0 (rule, "D3.3") != 0)
    return why;
  /* Translators: the Ability button's tooltip, a second line about the
   * back-up: "Babe Leroy: Only the active character’s ability can be used, ... (D3.3)" */
  both = g_strdup_printf (_("%s\n%s: %s"), why, sg_character_text_name ((SgCharId) g->side[me].ch[bc]), backup);
  g_free (why);
  return both;
}

/* A greyed-out button of the play phase says why, in the engine's words
 * with its rule (the same reason a refused move gives), instead of what it
 * would do. */
static void
explain_button (SgTableView *self, GtkWidget *button, gboolean refused, SgActionKind kind, const char *does)
{
  g_autofree char *why = NULL;

  if (refused)
    {
      SgSide me = sg_game_model_get_decider (self->model);
      const SgGame *g = sg_game_model_get_game (self->model);
      SgAction a = { (uint8_t) kind, (uint8_t) me, SG_NONE, SG_NONE, SG_NONE };
      guint8 hand[SG_MAX_CARDS];

      if (kind == SG_ACT_ABILITY)
        a.target = SG_CHAR_CODE (me, g->side[me].ac);
      /* Reloading asks about a card: a card with the icon when there is
       * one, so that the reason is the turn's (D7.2), not the card's. */
      if (kind == SG_ACT_RELOAD)
        for (guint i = 0, n = sg_game_model_get_hand (self->model, me, hand); i < n; i++)
          if (a.card == SG_NONE || sg_card_is_reload ((SgCardType) g->card[hand[i]].type))
            a.card = hand[i];
      if (kind != SG_ACT_RELOAD || a.card != SG_NONE)
        why = sg_game_model_check (self->model, &a, NULL);
      if (kind == SG_ACT_ABILITY && why != NULL)
        why = add_backup_ability (self, me, why);
    }
  gtk_widget_set_tooltip_text (button, why != NULL ? why : does);
}

void
sg_table_update_actions (SgTableView *self)
{
  guint n = 0;
  const SgAction *opts = self->model != NULL ? sg_game_model_get_options (self->model, &n) : NULL;
  gboolean can[SG_N_ACTION_KINDS] = { FALSE };
  gboolean ok = self->model != NULL && sg_table_mine (self)
                && sg_game_model_get_decision (self->model) == SG_DEC_PLAY;

  for (guint i = 0; ok && i < n; i++)
    can[opts[i].kind] = TRUE;
  /* Only the play phase has these moves: any other question (a dodge, a
   * discard, a choice) takes the whole row for its answers, whose height
   * the prompt keeps (sg-prompt-bar.c) whatever its width. */
  gtk_widget_set_visible (self->play_buttons, ok);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.switch", ok && can[SG_ACT_SWITCH]);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.end-turn", ok && can[SG_ACT_END]);
  /* Blue only when it can be pressed: a pale blue button read as "important
   * but broken" during the set-up and the opponent's turn. */
  if (ok && can[SG_ACT_END])
    gtk_widget_add_css_class (self->end_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->end_button, "suggested-action");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.reload", ok && can[SG_ACT_RELOAD]);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.ability", ok && can[SG_ACT_ABILITY]);
  explain_button (self, self->switch_button, ok && !can[SG_ACT_SWITCH], SG_ACT_SWITCH,
                  _("Swap your active and back-up characters (once a turn)"));
  explain_button (self, self->ability_button, ok && !can[SG_ACT_ABILITY], SG_ACT_ABILITY,
                  _("Use a character’s ability"));
  explain_button (self, self->reload_button, ok && !can[SG_ACT_RELOAD], SG_ACT_RELOAD,
                  _("Discard a card with the reload icon to draw"));
}

