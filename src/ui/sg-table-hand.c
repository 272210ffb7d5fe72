/* sg-table-hand.c: the order of the player's hand on screen.  The hand is
 * centred, so a card played moved every other card by half a card's width,
 * and a quick second click landed beside the card aimed at.  While the
 * pointer is over the hand, a card that leaves it leaves a gap instead, and
 * cards that arrive go at the end; the hand closes up once the pointer has
 * left it. */
#include <string.h>

#include "sg-table-view-private.h"

static gboolean
shown_has (SgTableView *self, guint8 card)
{
  for (guint i = 0; i < self->n_hand_shown; i++)
    if (self->hand_shown[i] == card)
      return TRUE;
  return FALSE;
}

static gboolean
in_cards (const guint8 *cards, guint n, guint8 card)
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

      if (c == SG_NONE || !in_cards (cards, n, c))
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
      gboolean stays = c != SG_NONE && in_cards (cards, n, c);

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
  if (self->pointer_in_hand && self->n_hand_shown > 0 && with_gaps (self, cards, n))
    return self->n_hand_shown;
  memcpy (self->hand_shown, cards, n);
  self->n_hand_shown = n;
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
