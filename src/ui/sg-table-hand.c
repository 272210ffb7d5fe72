/* sg-table-hand.c: the order of the player's hand on screen.  The hand is
 * centred, so a card played moved every other card by half a card's width,
 * and a quick second click landed beside the card aimed at.  While the
 * pointer is over the hand, a card that leaves it leaves a gap instead, and
 * cards that arrive go at the end; the hand closes up once the pointer has
 * left it, and at each new turn: a pointer resting on the hand through the
 * opponent's turn kept the gaps of cards taken from it, and the cards drawn
 * next went beyond the hand's right edge, out of sight (a play-test). */
#include <string.h>

#include "sg-table-view-private.h"

static gboolean
shown_has (SgTableView *self, guint8 card)
{
  return sg_table_cards_have (self->hand_shown, self->n_hand_shown, card);
}

gboolean
sg_table_cards_have (const guint8 *cards, guint n, guint8 card)
{
  for (guint i = 0; i < n; i++)
    if (cards[i] == card)
      return TRUE;
  return FALSE;
}

/* The cards kept in their places, in the order of the hand?  Otherwise
 * (a hand sorted anew, say) gaps would only confuse. */
static gboolean
same_order (SgTableView *self, const guint8 *cards, guint n)
{
  guint next = 0;

  for (guint i = 0; i < self->n_hand_shown; i++)
    {
      guint8 c = self->hand_shown[i];

      if (c == SG_NONE || !sg_table_cards_have (cards, n, c))
        continue;
      while (next < n && !shown_has (self, cards[next]))
        next++; /* a new card, which goes at the end */
      if (next >= n || cards[next] != c)
        return FALSE;
      next++;
    }
  return TRUE;
}

/* The hand with gaps where cards left and the new cards at the end, in
 * self->hand_shown; FALSE when it cannot be (too long, reordered). */
static gboolean
with_gaps (SgTableView *self, const guint8 *cards, guint n)
{
  guint8 out[G_N_ELEMENTS (self->hand_shown)];
  guint k = 0, cards_left = 0, kept = 0;

  if (!same_order (self, cards, n))
    return FALSE;
  for (guint i = 0; i < self->n_hand_shown; i++)
    {
      guint8 c = self->hand_shown[i];
      gboolean stays = c != SG_NONE && sg_table_cards_have (cards, n, c);

      out[k++] = stays ? c : SG_NONE;
      cards_left += stays;
      kept += stays;
    }
  for (guint i = 0; i < n; i++)
    if (!shown_has (self, cards[i]))
      {
        if (k >= G_N_ELEMENTS (out))
          return FALSE;
        out[k++] = cards[i];
        cards_left++;
      }
  /* Nothing left to aim at, or another hand altogether (the other player's
   * at a shared screen): no places worth keeping. */
  if (cards_left == 0 || kept == 0)
    return FALSE;
  memcpy (self->hand_shown, out, k);
  self->n_hand_shown = k;
  return TRUE;
}

guint
sg_table_hand_layout (SgTableView *self, const guint8 *cards, guint n)
{
  g_return_val_if_fail (n <= SG_MAX_CARDS, 0);
  guint turn = self->model != NULL ? sg_game_model_get_turn_number (self->model) : 0;

  if (self->pointer_in_hand && self->n_hand_shown > 0 && turn == self->hand_turn && with_gaps (self, cards, n))
    return self->n_hand_shown;
  memcpy (self->hand_shown, cards, n);
  self->n_hand_shown = n;
  self->hand_turn = turn;
  return n;
}

gboolean
sg_table_hand_has_gaps (SgTableView *self)
{
  return shown_has (self, SG_NONE);
}

void
sg_table_hand_forget (SgTableView *self)
{
  self->n_hand_shown = 0;
}

/* The pointer over the hand keeps the cards' places; once it has left,
 * the hand closes up. */
static void
pointer_enters_hand (GtkEventControllerMotion *motion, double x, double y, SgTableView *self)
{
  self->pointer_in_hand = TRUE;
}

static gboolean
close_up_hand (gpointer data)
{
  SgTableView *self = data;

  self->hand_idle = 0;
  if (!self->pointer_in_hand && sg_table_hand_has_gaps (self))
    sg_table_rebuild (self);
  return G_SOURCE_REMOVE;
}

static void
pointer_leaves_hand (GtkEventControllerMotion *motion, SgTableView *self)
{
  self->pointer_in_hand = FALSE;
  /* Not while the pointer's leaving is being told: GTK still holds the
   * cards it is leaving, which a rebuild would destroy. */
  if (sg_table_hand_has_gaps (self) && self->hand_idle == 0)
    self->hand_idle = g_idle_add (close_up_hand, self);
}

void
sg_table_hand_track_pointer (SgTableView *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();

  g_signal_connect (motion, "enter", G_CALLBACK (pointer_enters_hand), self);
  g_signal_connect (motion, "leave", G_CALLBACK (pointer_leaves_hand), self);
  gtk_widget_add_controller (gtk_widget_get_ancestor (GTK_WIDGET (self->hand_box), GTK_TYPE_SCROLLED_WINDOW),
                             motion);
}

/* The first (or last) card of the hand that takes the focus. */
static GtkWidget *
end_card (SgTableView *self, gboolean last)
{
  GtkWidget *c = last ? gtk_widget_get_last_child (GTK_WIDGET (self->hand_box))
                      : gtk_widget_get_first_child (GTK_WIDGET (self->hand_box));

  for (; c != NULL; c = last ? gtk_widget_get_prev_sibling (c) : gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_focusable (c) && gtk_widget_get_visible (c))
      return c;
  return NULL;
}

/* Home and End go to the hand's first and last card, as in any row. */
static gboolean
hand_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                  SgTableView *self)
{
  gboolean home = keyval == GDK_KEY_Home || keyval == GDK_KEY_KP_Home;
  gboolean end = keyval == GDK_KEY_End || keyval == GDK_KEY_KP_End;
  GtkWidget *card;

  if ((!home && !end) || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  card = end_card (self, end);
  return card != NULL && gtk_widget_grab_focus (card);
}

void
sg_table_hand_track_keys (SgTableView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (keys, "key-pressed", G_CALLBACK (hand_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->hand_box), keys);
}

void
sg_table_hand_dispose (SgTableView *self)
{
  g_clear_handle_id (&self->hand_idle, g_source_remove);
}
