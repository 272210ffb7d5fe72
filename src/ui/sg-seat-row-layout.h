/* sg-seat-row-layout.h: the layout of a row of characters on the table:
 * three children, left to right: the first character's equipment, the
 * characters, the second character's equipment.  The characters stay in
 * the middle of the row whatever equipment comes or goes, as long as the
 * equipment has room at its natural size beside them; only then are they
 * pushed aside, and only when nothing fits does anything shrink.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SG_TYPE_SEAT_ROW_LAYOUT (sg_seat_row_layout_get_type ())
G_DECLARE_FINAL_TYPE (SgSeatRowLayout, sg_seat_row_layout, SG, SEAT_ROW_LAYOUT, GtkLayoutManager)

GtkLayoutManager *sg_seat_row_layout_new (void);

G_END_DECLS
