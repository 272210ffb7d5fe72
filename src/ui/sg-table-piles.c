/* sg-table-piles.c: what lies and is said around the characters: the
 * decks and the discard pile, each side's line (who plays it, its reserve,
 * its hand), and the turn's heading with the card the other side played
 * last, whose target is outlined on the table. */
#include <glib/gi18n.h>

#include "sg-card-text.h"
#include "sg-character-widget.h"
#include "sg-table-view-private.h"

/* Where an empty pile's cards would lie: its outline keeps the place (and
 * the layout) and says that the pile is there, only empty.  An invisible
 * compact card inside gives it a card's size, which scales down with the
 * other cards in a window short of height: an outline of fixed size made
 * the rows below jump when the first card came onto the pile. */
static GtkWidget *
empty_pile (void)
{
  GtkWidget *w = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_add_css_class (w, "sg-empty-pile");
  gtk_widget_set_halign (w, GTK_ALIGN_CENTER);
  sg_table_keep_row_height (GTK_BOX (w), SG_LAW, TRUE);
  return w;
}

/* A pile with its name and size under it, in the next place of the grid. */
static void
attach_pile (SgTableView *self, GtkWidget *pile, const char *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (text);

  gtk_box_append (GTK_BOX (box), pile);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* As wide as a pile's name at the least: a pile short of height (cards
   * scale down) would narrow its column and wrap "Lawmen deck"; and no
   * wider, or "Pioche des hommes de loi" took the table's heading room. */
  gtk_label_set_width_chars (GTK_LABEL (label), 12);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
  gtk_widget_add_css_class (label, "sg-pile-label");
  gtk_widget_set_valign (box, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), label);
  gtk_grid_attach (self->piles_box, box, self->n_piles % 2, self->n_piles / 2, 1, 1);
  self->n_piles++;
}

static void
add_pile (SgTableView *self, const char *text, guint8 top, gboolean face_up)
{
  GtkWidget *pile;

  if (top != SG_NONE && face_up)
    pile = sg_table_card_widget (self, top, FALSE, TRUE);
  else if (top != SG_NONE)
    {
      SgSide back = SG_LAW;
      sg_game_model_get_card (self->model, top, NULL, NULL, &back);
      pile = sg_table_card_back (back);
    }
  else
    pile = empty_pile ();
  attach_pile (self, pile, text);
}

/* The two decks, the discard pile and the common deck (D13), in two columns. */
void
sg_table_build_piles (SgTableView *self)
{
  int common = sg_game_model_get_common_size (self->model);
  guint discard = sg_game_model_get_discard_size (self->model);
  g_autofree char *law = NULL, *outlaw = NULL, *common_text = NULL, *discard_text = NULL;

  sg_table_clear_grid (self->piles_box);
  self->n_piles = 0;
  for (int s = 0; s < 2; s++)
    {
      guint n = sg_game_model_get_deck_size (self->model, (SgSide) s);
      char *text = g_strdup_printf (s == SG_LAW
                                    ? g_dngettext (GETTEXT_PACKAGE, "Lawmen deck\n%u card", "Lawmen deck\n%u cards", n)
                                    : g_dngettext (GETTEXT_PACKAGE, "Outlaws deck\n%u card", "Outlaws deck\n%u cards", n),
                                    n);
      if (n > 0)
        attach_pile (self, sg_table_card_back ((SgSide) s), text);
      else
        add_pile (self, text, SG_NONE, FALSE);
      g_free (text);
    }
  /* The discard pile keeps its place under the Lawmen's deck when the
   * common deck (D13) comes beside it. */
  discard_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Discard pile\n%u card",
                                               "Discard pile\n%u cards", discard), discard);
  add_pile (self, discard_text, sg_game_model_get_discard_top (self->model), TRUE);
  if (common >= 0)
    {
      common_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Common deck\n%d card",
                                                  "Common deck\n%d cards", common), common);
      add_pile (self, common_text, sg_game_model_get_common_top (self->model), FALSE);
    }
}

static void
build_side_label (SgTableView *self, GtkLabel *label, SgSide side, gboolean you)
{
  guint8 backs[SG_MAX_CARDS];
  guint hand = sg_game_model_get_hand_backs (self->model, side, backs);
  guint reserve = sg_game_model_get_reserve (self->model, side);
  SgPlayerKind player = sg_game_model_get_player (self->model, side);
  const char *who;
  g_autofree char *text = NULL;

  if (you)
    who = _("you");
  else if (player == SG_PLAYER_PERSON)
    who = _("your friend");
  else if (player == SG_PLAYER_EASY)
    who = _("computer, easy");
  else if (player == SG_PLAYER_HARD)
    who = _("computer, hard");
  else if (player == SG_PLAYER_SCRIPT)
    /* Translators: after a side's name, "Outlaws (played by the lesson)":
     * both sides' names take it, so a wording without agreement is best. */
    who = _("played by the lesson");
  else
    who = _("computer, medium");

  /* Translators: "Outlaws (computer, medium) · 2 in reserve · 5 cards in hand".
     Keep the " · " between the parts: beside the player's own hand each
     part gets a line of its own. */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s (%s) · %u in reserve · %u card in hand",
                                       "%s (%s) · %u in reserve · %u cards in hand", hand),
                          sg_side_text_name (side), who, reserve, hand);
  {
    /* Never wrapped in the middle of a part: beside the player's own hand
     * (a narrow column) one part a line; the opponent's line wraps only
     * between parts (it broke "7 / Handkarten" in German), before a
     * separator that a no-break space glues to the part after it (a line
     * ended "0 in riserva ·" in Italian). */
    g_auto (GStrv) parts = g_strsplit (text, " · ", -1);

    g_free (text);
    if (!you)
      for (guint i = 0; parts[i] != NULL; i++)
        {
          g_auto (GStrv) words = g_strsplit (parts[i], " ", -1);

          g_free (parts[i]);
          parts[i] = g_strjoinv ("\u00a0", words);
        }
    text = g_strjoinv (you ? "\n" : " ·\u00a0", parts);
  }
  gtk_label_set_text (label, text);
}

/* Each side's line, beside its hand. */
void
sg_table_build_side_labels (SgTableView *self, SgSide viewer)
{
  build_side_label (self, self->opp_label, !viewer, FALSE);
  build_side_label (self, self->own_label, viewer, TRUE);
}

/* A card's name in the colour of its kind, as on its name band (a card
 * widget in a row of labels measured its height inconsistently).  A card
 * that counted as another ("Scope as Colt") takes that one's colour and
 * description: it is what acted. */
static GtkWidget *
played_card_label (SgCardType type, guint8 as)
{
  SgCardType acted = as != SG_NONE ? (SgCardType) as : type;
  g_autofree char *text = as != SG_NONE ? sg_card_text_played_as (sg_card_text_name (type), acted)
                                        : g_strdup (sg_card_text_name (type));
  GtkWidget *label = gtk_label_new (text);
  static const char *const kinds[] = {
    [SG_KIND_BANG] = "bang", [SG_KIND_ACTION] = "action", [SG_KIND_EQUIPMENT] = "equipment",
  };

  gtk_widget_add_css_class (label, "sg-played-card");
  gtk_widget_add_css_class (label, kinds[sg_card_kind (acted)]);
  gtk_widget_set_tooltip_text (label, sg_card_text_description (acted));
  return label;
}

/* The character what is shown beside the heading was aimed at is
 * outlined on the table, and says so (note) to the tooltip and screen
 * readers, while the heading shows it (the seats are rebuilt with it). */
static void
outline_target (SgTableView *self, guint8 target, const char *note)
{
  for (int code = 0; code < 4; code++)
    if (self->seat[code] != NULL
        && sg_character_widget_get_character (SG_CHARACTER_WIDGET (self->seat[code])) == target)
      sg_character_widget_set_last_target (SG_CHARACTER_WIDGET (self->seat[code]), note);
}

/* The target of the card shown beside the heading. */
static void
mark_last_target (SgTableView *self, SgSide side, SgCardType acted, guint8 target)
{
  g_autofree char *note = NULL;

  note = g_strdup_printf (side == SG_LAW
                          /* Translators: on the character the Lawmen's card was just aimed at: "Target of the Lawmen’s Colt" */
                          ? _("Target of the Lawmen’s %s")
                          /* Translators: on the character the Outlaws' card was just aimed at: "Target of the Outlaws’ Colt" */
                          : _("Target of the Outlaws’ %s"),
                          sg_card_text_name (acted));
  outline_target (self, target, note);
}

/* "→ Wild Bill" after the card or ability shown beside the heading. */
static void
append_target (SgTableView *self, guint8 target)
{
  /* Translators: after the card the other side just played: "→ Wild Bill" */
  g_autofree char *at = g_strdup_printf (_("→ %s"), sg_character_text_name ((SgCharId) target));
  GtkWidget *label = gtk_label_new (at);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (self->last_play_box, label);
}

/* An ability that acted without a card (Tom Thorn's shot, Alan
 * Pinkertoon's answer, Slim Poet's discard...): the card played before it
 * is no longer what happens, so the ability takes its place, its target
 * outlined as a card's would be. */
static gboolean
build_last_ability (SgTableView *self)
{
  guint8 ch = SG_NONE, target = SG_NONE;
  g_autofree char *text = NULL;
  GtkWidget *label;

  if (!sg_game_model_get_last_ability (self->model, NULL, &ch, &target))
    return FALSE;
  /* Translators: beside the turn's heading, on a chip of its own, what
   * acted last, as a card's name would: "Tom Thorn’s ability" (starts a
   * line: capitalized where your language does) */
  text = g_strdup_printf (C_("last play", "%s’s ability"), sg_character_text_name ((SgCharId) ch));
  label = gtk_label_new (text);
  gtk_widget_add_css_class (label, "sg-played-card");
  gtk_widget_add_css_class (label, "ability");
  gtk_box_append (self->last_play_box, label);
  if (target < SG_N_CHARACTERS)
    {
      g_autofree char *note = NULL;

      /* Translators: on the character an ability just aimed at: "Target of Tom Thorn’s ability" */
      note = g_strdup_printf (_("Target of %s’s ability"), sg_character_text_name ((SgCharId) ch));
      outline_target (self, target, note);
      append_target (self, target);
    }
  return TRUE;
}

/* Beside the turn's heading, during the other side's turn: the card it
 * played last and at whom, who is outlined on the table, or the ability
 * that acted since.  The computer's moves came too fast to follow on the
 * table. */
static void
build_last_play (SgTableView *self, SgSide viewer)
{
  SgSide side = sg_game_model_get_turn_side (self->model);
  guint8 card = SG_NONE, as = SG_NONE, target = SG_NONE;
  SgCardType type = SG_CARD_COLT;

  sg_table_clear_box (self->last_play_box);
  /* Paused (a lesson complete), nothing more is played: the last card's
   * target stayed outlined at "Lesson complete" as if a shot were still
   * on its way. */
  if (side == viewer || self->pause_text != NULL || sg_game_model_get_winner (self->model) != SG_WINNER_NONE
      || build_last_ability (self)
      || !sg_game_model_get_last_play (self->model, side, &card, &as, &target))
    return;
  sg_game_model_get_card (self->model, card, &type, NULL, NULL);
  gtk_box_append (self->last_play_box, played_card_label (type, as));
  if (target < SG_N_CHARACTERS)
    {
      mark_last_target (self, side, as != SG_NONE ? (SgCardType) as : type, target);
      append_target (self, target);
    }
}

/* The turn's heading ("Turn 3 · the Lawmen play", or the game's end), and
 * beside it the other side's last card. */
void
sg_table_build_heading (SgTableView *self, SgSide viewer)
{
  g_autofree char *turn = NULL;

  if (sg_game_model_get_phase (self->model) == SG_PHASE_SETUP)
    turn = g_strdup (_("Setting up: each side chooses its first active character"));
  else if (sg_game_model_get_winner (self->model) == SG_WINNER_LAW
           || sg_game_model_get_winner (self->model) == SG_WINNER_OUTLAW)
    /* Translators: the table's heading once the game is won, "Game over · the Lawmen win" */
    turn = g_strdup_printf (_("Game over · the %s win"),
                            sg_side_text_in_sentence ((SgSide) sg_game_model_get_winner (self->model)));
  else if (sg_game_model_get_winner (self->model) != SG_WINNER_NONE)
    turn = g_strdup (_("Game over · nobody wins"));
  else
    /* Translators: "Turn 3 · the Lawmen play" */
    turn = g_strdup_printf (_("Turn %u · the %s play"), sg_game_model_get_turn_number (self->model),
                            sg_side_text_in_sentence (sg_game_model_get_turn_side (self->model)));
  gtk_label_set_text (self->turn_label, turn);
  build_last_play (self, viewer);
}
