/* sg-focus-tip.h: a tooltip's text shown to the keyboard.
 *
 * GTK 4 shows tooltips to the pointer only: a text that lived in a
 * tooltip alone (an equipment strip's effect) could not be read by a
 * player on the keyboard.  A focus tip is a small popover beside its
 * owner, shown while the owner has the focus with its ring shown (the
 * keyboard's focus), and hidden otherwise.  It never takes the focus, and
 * is hidden from assistive tools: the owner's accessible description says
 * the same.
 *
 * The owner keeps the tip in a field: sg_focus_tip_update from its
 * state_flags_changed, sg_focus_tip_present from its size_allocate,
 * sg_focus_tip_clear from its dispose.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shows text (NULL: none), under title in bold (NULL: none), in *tip
 * beside owner while owner has the keyboard's focus, creating the tip the
 * first time; hides it otherwise. */
void sg_focus_tip_update (GtkWidget *owner, GtkWidget **tip, const char *title, const char *text);
/* Places the tip, when there is one (from owner's size_allocate). */
void sg_focus_tip_present (GtkWidget *tip);
/* Unparents and forgets the tip. */
void sg_focus_tip_clear (GtkWidget **tip);
/* The text the tip shows, or NULL when it is not shown (tests). */
const char *sg_focus_tip_get_shown_text (GtkWidget *tip);

G_END_DECLS
