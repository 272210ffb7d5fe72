/* sg-seat-row-layout.c: see sg-seat-row-layout.h.  GtkCenterBox keeps its
 * middle child centred by squeezing the sides first, which shrank a
 * character's equipment to unreadable faces while the other side of the
 * row stood empty; here the sides keep their natural widths and the middle
 * moves over instead. */
#include "sg-card-widget.h"
#include "sg-seat-row-layout.h"

/* The share of a name strip's natural width that each side of the row is
 * kept whatever it holds: the characters give up a few pixels of a small
 * window for it (nine tenths of their width and more at 1100 x 720), the
 * strips are drawn a little smaller, and neither has to move or shrink
 * when equipment comes. */
#define RESERVE_SHARE 0.85f

struct _SgSeatRowLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (SgSeatRowLayout, sg_seat_row_layout, GTK_TYPE_LAYOUT_MANAGER)

enum { LEFT, MIDDLE, RIGHT, N_PARTS };

/* The row's three children, left to right (NULL where one is missing). */
static void
get_parts (GtkWidget *row, GtkWidget *parts[N_PARTS])
{
  GtkWidget *child = gtk_widget_get_first_child (row);

  for (int i = 0; i < N_PARTS; i++)
    {
      parts[i] = child;
      if (child != NULL)
        child = gtk_widget_get_next_sibling (child);
    }
}

static void
measure_parts (GtkWidget *parts[N_PARTS], GtkOrientation orientation, int for_size, GtkRequestedSize sizes[N_PARTS])
{
  for (int i = 0; i < N_PARTS; i++)
    {
      sizes[i].data = parts[i];
      sizes[i].minimum_size = sizes[i].natural_size = 0;
      if (parts[i] != NULL && gtk_widget_should_layout (parts[i]))
        gtk_widget_measure (parts[i], orientation, for_size, &sizes[i].minimum_size, &sizes[i].natural_size,
                            NULL, NULL);
    }
}

/* The room kept beside the characters on one side: most of a column of
 * name strips, the widest equipment gets (sg-table-seats.c), with the
 * side box's margin. */
static int
side_reserve (GtkWidget *row, GtkWidget *side)
{
  int margin = side != NULL ? gtk_widget_get_margin_start (side) + gtk_widget_get_margin_end (side) : 0;

  return (int) (sg_card_widget_strip_width (row) * RESERVE_SHARE) + margin;
}

static void
sg_seat_row_layout_measure (GtkLayoutManager *layout, GtkWidget *row, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *parts[N_PARTS];
  GtkRequestedSize sizes[N_PARTS];

  get_parts (row, parts);
  measure_parts (parts, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size, sizes);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Natural: the middle centred between two sides as wide as the
       * wider one, or as the room kept for equipment: so the row asks for
       * the same width whatever equipment comes. */
      int side = MAX (sizes[LEFT].natural_size, sizes[RIGHT].natural_size);

      side = MAX (side, side_reserve (row, parts[LEFT]));
      *minimum = sizes[LEFT].minimum_size + sizes[MIDDLE].minimum_size + sizes[RIGHT].minimum_size;
      *natural = sizes[MIDDLE].natural_size + 2 * side;
    }
  else
    {
      /* As tall as the characters: a column of five strips or more,
       * taller than a character, is drawn smaller rather than make the
       * row taller (it squeezed every card of the table). */
      *minimum = MAX (sizes[LEFT].minimum_size, MAX (sizes[MIDDLE].minimum_size, sizes[RIGHT].minimum_size));
      *natural = MAX (*minimum, sizes[MIDDLE].natural_size);
    }
  *minimum_baseline = *natural_baseline = -1;
}

/* The sides' widths and the middle's place.  The characters take their
 * natural width less the room kept for equipment on each side (never
 * less than their least), whatever equipment there is, so that they stay
 * in the middle at one size; each side is given what it needs up to half
 * the room they leave, and a side short of room shrinks (its cards drawn
 * smaller) down to its least width.  Only a side that cannot shrink so
 * far pushes the characters over.  FALSE when even that does not fit. */
static gboolean
place_centred (const GtkRequestedSize sizes[N_PARTS], int width, int reserve, int w[N_PARTS], int *x_middle)
{
  int room, half[2];
  const int sides[2] = { LEFT, RIGHT };

  w[MIDDLE] = CLAMP (width - 2 * reserve, sizes[MIDDLE].minimum_size, sizes[MIDDLE].natural_size);
  room = width - w[MIDDLE];
  half[0] = room / 2;
  half[1] = room - half[0];
  if (sizes[LEFT].minimum_size + sizes[RIGHT].minimum_size > room)
    return FALSE;
  for (int i = 0; i < 2; i++)
    w[sides[i]] = MAX (MIN (sizes[sides[i]].natural_size, half[i]), sizes[sides[i]].minimum_size);
  *x_middle = CLAMP (half[0], w[LEFT], width - w[RIGHT] - w[MIDDLE]);
  return TRUE;
}

static void
sg_seat_row_layout_allocate (GtkLayoutManager *layout, GtkWidget *row, int width, int height, int baseline)
{
  GtkWidget *parts[N_PARTS];
  GtkRequestedSize sizes[N_PARTS];
  int w[N_PARTS], x[N_PARTS];

  get_parts (row, parts);
  measure_parts (parts, GTK_ORIENTATION_HORIZONTAL, -1, sizes);
  if (!place_centred (sizes, width, side_reserve (row, parts[LEFT]), w, &x[MIDDLE]))
    {
      /* Too narrow for the characters at their least width beside the
       * equipment: everything shares what there is, from left to right. */
      int extra = width - (sizes[LEFT].minimum_size + sizes[MIDDLE].minimum_size + sizes[RIGHT].minimum_size);

      gtk_distribute_natural_allocation (MAX (extra, 0), N_PARTS, sizes);
      for (int i = 0; i < N_PARTS; i++)
        w[i] = sizes[i].minimum_size;
      x[MIDDLE] = w[LEFT];
    }
  x[LEFT] = x[MIDDLE] - w[LEFT];
  x[RIGHT] = x[MIDDLE] + w[MIDDLE];
  for (int i = 0; i < N_PARTS; i++)
    if (parts[i] != NULL && gtk_widget_should_layout (parts[i]))
      gtk_widget_size_allocate (parts[i], &(GtkAllocation) { x[i], 0, w[i], height }, -1);
}

static void
sg_seat_row_layout_class_init (SgSeatRowLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->measure = sg_seat_row_layout_measure;
  layout_class->allocate = sg_seat_row_layout_allocate;
}

static void
sg_seat_row_layout_init (SgSeatRowLayout *self)
{
}

GtkLayoutManager *
sg_seat_row_layout_new (void)
{
  return g_object_new (SG_TYPE_SEAT_ROW_LAYOUT, NULL);
}
