/* sg-combo-row-focus.h: a combo row whose list, popped up, has the
 * keyboard on the choice the row shows rather than on its first item (a
 * keyboard play-tester found New Game's list on Easy with Hard chosen;
 * AdwComboRow 1.2 focuses the first item).
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Done once, at the row's creation. */
void sg_combo_row_open_on_selected (AdwComboRow *row);

G_END_DECLS
