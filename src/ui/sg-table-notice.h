/* sg-table-notice.h: a notice on the table for a few seconds, for
 * what happened that a player must not miss (an elimination and the
 * character that comes in).
 *
 * libadwaita 1.2 puts toasts at the bottom of the window, over the hand:
 * a toast told the elimination a player's own shot caused right over the
 * cards they went on to play.  Laid over the top of the table, the notice
 * hid the opponent's characters; standing above the table, it pushed the
 * table down and squeezed the characters of a small window.  It takes the
 * place of the opponent's line instead (sg-table-view.ui: that line is
 * hidden while the notice is visible), beside the opponent's hand, so
 * nothing else moves.  It is the `app-notification` style of the theme,
 * with a button to close it.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SG_TYPE_TABLE_NOTICE (sg_table_notice_get_type ())
G_DECLARE_FINAL_TYPE (SgTableNotice, sg_table_notice, SG, TABLE_NOTICE, GtkWidget)

GtkWidget *sg_table_notice_new (void);

/* Shows text (plain), or replaces the text shown, for seconds more. */
void sg_table_notice_show (SgTableNotice *self, const char *text, guint seconds);
void sg_table_notice_dismiss (SgTableNotice *self);
/* Whether the notice is showing (or fading in).  The widget stays
 * visible until it has faded out. */
gboolean sg_table_notice_is_shown (SgTableNotice *self);
const char *sg_table_notice_get_text (SgTableNotice *self);

G_END_DECLS
