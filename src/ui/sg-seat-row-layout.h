/* sg-seat-row-layout.h: the layout of a row of characters on the table:
 * three children, left to right: the first character's equipment, the
 * characters, the second character's equipment.  Room is kept on each
 * side for the widest equipment (a column of name strips), whatever the
 * sides hold, so that the characters stay in the middle of the row at
 * one size while equipment comes and goes; equipment short of room is
 * drawn smaller, and only when it cannot be are the characters pushed
 * aside, and only when nothing fits do they shrink below their size.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SG_TYPE_SEAT_ROW_LAYOUT (sg_seat_row_layout_get_type ())
G_DECLARE_FINAL_TYPE (SgSeatRowLayout, sg_seat_row_layout, SG, SEAT_ROW_LAYOUT, GtkLayoutManager)

GtkLayoutManager *sg_seat_row_layout_new (void);

G_END_DECLS
