/* sg-seat-row-layout.c: see sg-seat-row-layout.h.  GtkCenterBox keeps its
 * middle child centred by squeezing the sides first, which shrank a
 * character's equipment to unreadable faces while the other side of the
 * row stood empty; here the sides keep their natural widths and the middle
 * moves over instead. */
#include "sg-seat-row-layout.h"

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
       * wider one. */
      *minimum = sizes[LEFT].minimum_size + sizes[MIDDLE].minimum_size + sizes[RIGHT].minimum_size;
      *natural = sizes[MIDDLE].natural_size + 2 * MAX (sizes[LEFT].natural_size, sizes[RIGHT].natural_size);
    }
  else
    {
      *minimum = MAX (sizes[LEFT].minimum_size, MAX (sizes[MIDDLE].minimum_size, sizes[RIGHT].minimum_size));
      *natural = MAX (sizes[LEFT].natural_size, MAX (sizes[MIDDLE].natural_size, sizes[RIGHT].natural_size));
    }
  *minimum_baseline = *natural_baseline = -1;
}

static void
sg_seat_row_layout_allocate (GtkLayoutManager *layout, GtkWidget *row, int width, int height, int baseline)
{
  GtkWidget *parts[N_PARTS];
  GtkRequestedSize sizes[N_PARTS];
  int w[N_PARTS], x[N_PARTS];
  int total = 0;

  get_parts (row, parts);
  measure_parts (parts, GTK_ORIENTATION_HORIZONTAL, -1, sizes);
  for (int i = 0; i < N_PARTS; i++)
    total += sizes[i].natural_size;
  if (total <= width)
    {
      for (int i = 0; i < N_PARTS; i++)
        w[i] = sizes[i].natural_size;
      /* Centred, unless a side needs the room: then pushed over. */
      x[MIDDLE] = CLAMP ((width - w[MIDDLE]) / 2, w[LEFT], width - w[RIGHT] - w[MIDDLE]);
    }
  else
    {
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
