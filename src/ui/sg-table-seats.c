/* sg-table-seats.c: the table's characters, each with its equipment
 * beside it, built again with the rest of the table (sg_table_rebuild).  A
 * character activates table.target; a card in play, table.card, as a hand
 * card does. */
#include <glib/gi18n.h>

#include "sg-card-widget.h"
#include "sg-character-widget.h"
#include "sg-seat-row-layout.h"
#include "sg-table-view-private.h"

static void
seat_activated (GtkWidget *widget, SgTableView *self)
{
  guint code = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "code")) - 1;

  gtk_widget_activate_action (GTK_WIDGET (self), "table.target", "y", (guchar) code);
}

/* Whether a card in play answers the person's question (Cattle Katie's,
 * a Carbine's, Schoolmarm's or Bull Anderson's choice...), or is one that
 * the Steal or Schoolmarm chosen in the hand may take: it then lights up
 * as a hand card would, and a click chooses it (table.card). */
static gboolean
card_in_play_answers (SgTableView *self, guint8 card)
{
  guint idx[SG_MAX_ACTIONS], n;

  if (!sg_table_mine (self))
    return FALSE;
  if (sg_game_model_get_decision (self->model) == SG_DEC_PLAY)
    return self->selected != SG_NONE && sg_game_model_can_take (self->model, self->selected, card);
  n = sg_game_model_options_for_card (self->model, card, idx);
  for (guint i = 0; i < n; i++)
    if (sg_table_option (self, idx[i])->kind != SG_ACT_PLAY)
      return TRUE;
  return FALSE;
}

/* Whether a card in play on the seat's character works now: the engine
 * says so (D3.3: the back-up's cards sleep, D3.4: but not always-active
 * ones). */
static gboolean
equipment_works (SgTableView *self, const SgSeat *seat, guint8 card)
{
  SgCardType type = SG_CARD_COLT;

  sg_game_model_get_card (self->model, card, &type, NULL, NULL);
  return sg_game_has_equipment (sg_game_model_get_game (self->model), (SgSide) SG_CODE_SIDE (seat->code),
                                SG_CODE_SLOT (seat->code), type);
}

/* A row of seats: the two characters in the middle, each one's equipment
 * on its outer side (left of the first character, right of the second).
 * The row's layout (sg-seat-row-layout.h) keeps the characters in the
 * middle whatever equipment comes or goes, while there is room, so they
 * do not move sideways under the pointer (a play-test's misclicks), and
 * the two rows stay one above the other. */
typedef struct {
  GtkBox *seats;     /* the characters' seat boxes */
  GtkBox *outer[2];  /* the equipment boxes: left, right */
} Row;

/* The equipment's box on one side of the row.  GTK orders Tab stops by
 * their centres: a column centred beside a character could be half a
 * pixel higher and come before it.  The box fills the row's height, so
 * that its centre is the character's and Tab reads from left to right;
 * the cards are centred in it, on the character's side. */
static GtkBox *
outer_box (gboolean left)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

  gtk_widget_set_valign (box, GTK_ALIGN_FILL);
  gtk_widget_set_halign (box, left ? GTK_ALIGN_END : GTK_ALIGN_START);
  return GTK_BOX (box);
}

static Row
row_new (GtkBox *parent)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  Row row;

  gtk_widget_set_layout_manager (line, sg_seat_row_layout_new ());
  gtk_widget_add_css_class (line, "sg-seat-row");
  row.seats = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12));
  row.outer[0] = outer_box (TRUE);
  row.outer[1] = outer_box (FALSE);
  gtk_widget_set_margin_end (GTK_WIDGET (row.outer[0]), 4);
  gtk_widget_set_margin_start (GTK_WIDGET (row.outer[1]), 4);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (row.outer[0]));
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (row.seats));
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (row.outer[1]));
  gtk_box_append (parent, line);
  return row;
}

/* The box the equipment's cards go in: a column of name strips, or a row
 * of small faces. */
static GtkWidget *
equipment_box (GtkBox *outer, gboolean strips)
{
  GtkWidget *column;

  if (!strips)
    return GTK_WIDGET (outer);
  column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (column, GTK_ALIGN_CENTER);
  gtk_box_append (outer, column);
  return column;
}

static void
add_seat (SgTableView *self, const Row *row, SgSide side, gboolean backup)
{
  SgSeat seat;
  gboolean strips;
  GtkWidget *box, *equip, *ch;

  if (!sg_game_model_get_seat (self->model, side, backup, &seat))
    return;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_add_css_class (box, "sg-seat");
  /* Not on a face-down card: the mark read as a hint of the secret choice. */
  if (seat.is_ac && !seat.hidden && sg_game_model_get_turn_side (self->model) == side)
    gtk_widget_add_css_class (box, "turn");

  if (seat.hidden)
    {
      /* The secret setup (D1.4): a face-down card, nothing to activate. */
      ch = sg_table_card_back (side);
      sg_card_widget_set_compact (SG_CARD_WIDGET (ch), FALSE);
      gtk_widget_set_tooltip_text (ch, _("A character, face down until both sides have chosen their first active character"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (ch), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("A face-down character"), -1);
      gtk_box_append (GTK_BOX (box), ch);
      gtk_box_append (row->seats, box);
      return;
    }
  ch = sg_character_widget_new ();
  sg_character_widget_set_character (SG_CHARACTER_WIDGET (ch), seat.id, seat.life,
                                     seat.max_life, seat.is_ac, seat.is_bc);
  g_object_set_data (G_OBJECT (ch), "code", GUINT_TO_POINTER ((guint) seat.code + 1));
  g_signal_connect (ch, "activated", G_CALLBACK (seat_activated), self);
  sg_table_drop_on_seat (self, ch);
  self->seat[seat.code] = ch;
  gtk_box_append (GTK_BOX (box), ch);
  gtk_box_append (row->seats, box);

  /* Equipment beside its character: one piece as a small face with its
   * effect, several as a column of name strips.  The room beside the
   * centred characters holds a face or a column at any time (the row's
   * layout keeps the characters where they are), where two faces side by
   * side pushed the characters over at 1100 x 720 (a play-test), or
   * shrank the whole row until no text was legible. */
  strips = seat.n_equip > 1;
  equip = equipment_box (row->outer[backup ? 1 : 0], strips);
  for (guint i = 0; i < seat.n_equip; i++)
    {
      GtkWidget *card = sg_table_card_widget (self, seat.equip[i], FALSE, TRUE);

      sg_table_drop_on_card (self, card);
      sg_card_widget_set_strip (SG_CARD_WIDGET (card), strips);
      gtk_widget_set_valign (card, GTK_ALIGN_CENTER);
      if (card_in_play_answers (self, seat.equip[i]))
        sg_card_widget_set_highlight (SG_CARD_WIDGET (card), SG_CARD_HIGHLIGHT_TARGET);
      else if (!equipment_works (self, &seat, seat.equip[i]))
        {
          /* Equipment asleep on the back-up looked as if it worked. */
          sg_card_widget_set_highlight (SG_CARD_WIDGET (card), SG_CARD_HIGHLIGHT_DIMMED);
          /* and when it wakes: a play-tester saw a dimmed Barrel dodge a
           * Gatling and thought the game cheated. */
          sg_card_widget_set_reason (SG_CARD_WIDGET (card), _("Asleep on the back-up: equipment works only on the active character, "
                                                                 "unless it has the always-active icon (D3.3, D3.4). It wakes "
                                                                 "up while a card or an ability targets this back-up, to answer "
                                                                 "it (D3.5)."));
        }
      gtk_box_append (GTK_BOX (equip), card);
    }
}

/* The opponent's row above, the player's below; each character goes into
 * self->seat by its code, for the prompt's targets and the keyboard. */
void
sg_table_build_seats (SgTableView *self, SgSide viewer)
{
  Row opp = row_new (self->opp_seats_box), own = row_new (self->own_seats_box);

  add_seat (self, &opp, !viewer, FALSE);
  add_seat (self, &opp, !viewer, TRUE);
  add_seat (self, &own, viewer, FALSE);
  add_seat (self, &own, viewer, TRUE);
}

/* The character a question of the person's is about (a Gatling's shot at
 * the back-up, Indians! asking about it, Buffalo Bell's offer) is outlined
 * as the target of the last card is: with no card aimed at it, nothing on
 * the table said which of the two characters was asked about. */
void
sg_table_mark_at_stake (SgTableView *self)
{
  const SgGame *g = sg_game_model_get_game (self->model);
  SgDecisionAbout about;
  GtkWidget *seat;

  if (!sg_table_mine (self) || sg_game_model_get_decision (self->model) == SG_DEC_PLAY)
    return;
  sg_game_decision_about (g, &about);
  if (about.target > 3 || SG_CODE_SIDE (about.target) != sg_game_model_get_decider (self->model))
    return;
  seat = self->seat[about.target];
  if (seat != NULL && sg_character_widget_get_last_target (SG_CHARACTER_WIDGET (seat)) == NULL)
    sg_character_widget_set_last_target (SG_CHARACTER_WIDGET (seat), _("The question is about this character"));
}
