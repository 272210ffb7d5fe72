/* sg-table-zoom.c: the cards grow with the table.  The table's rows are
 * laid out for a table of REF_WIDTH x REF_HEIGHT pixels (about what the
 * default window leaves beside the sidebar); a larger table grows every card
 * and character by the smaller of its two ratios, up to MAX_ZOOM, so that a
 * maximised window shows big cards with readable text rather than a small
 * table in an empty window.  Labels and buttons keep the desktop's sizes.
 * Only the table's own size decides: what is on it (a longer question, more
 * cards in hand) never changes the zoom, so nothing jumps during play. */
#include <math.h>

#include "sg-card-drawing.h"
#include "sg-table-view-private.h"

#define REF_WIDTH 780.0f
#define REF_HEIGHT 640.0f
#define MAX_ZOOM 2.2f
/* Below this the cards keep their size: a window a little larger than the
 * default one looks the same at any moment, whatever size it had before. */
#define MIN_ZOOM 1.05f
/* Smaller changes are not worth measuring every card again for. */
#define MIN_CHANGE 0.02f

float
sg_table_zoom_for (int width, int height, float text_scale)
{
  float zoom = MIN (width / (REF_WIDTH * text_scale), height / (REF_HEIGHT * text_scale));

  return zoom < MIN_ZOOM ? 1.0f : MIN (zoom, MAX_ZOOM);
}

static gboolean
apply_zoom (gpointer data)
{
  SgTableView *self = data;

  self->zoom_idle = 0;
  sg_card_set_zoom (GTK_WIDGET (self), self->zoom);
  sg_card_queue_resize_all (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

void
sg_table_zoom_allocated (SgTableView *self, int width, int height)
{
  float zoom = sg_table_zoom_for (width, height, sg_card_text_scale (GTK_WIDGET (self)));

  if (fabsf (zoom - self->zoom) < MIN_CHANGE)
    return;
  self->zoom = zoom;
  /* New sizes cannot be asked for while this one is being given out. */
  if (self->zoom_idle == 0)
    self->zoom_idle = g_idle_add (apply_zoom, self);
}

float
sg_table_view_get_zoom (SgTableView *self)
{
  g_return_val_if_fail (SG_IS_TABLE_VIEW (self), 1);
  return sg_card_get_zoom (GTK_WIDGET (self));
}

void
sg_table_zoom_dispose (SgTableView *self)
{
  g_clear_handle_id (&self->zoom_idle, g_source_remove);
}
