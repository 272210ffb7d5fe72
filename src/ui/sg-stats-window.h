/* sg-stats-window.h: a small window with the statistics of the games
 * played (sg-stats.h), and Reset with a confirmation. */
#pragma once

#include <adwaita.h>

#include "sg-stats.h"

G_BEGIN_DECLS

#define SG_TYPE_STATS_WINDOW (sg_stats_window_get_type ())
G_DECLARE_FINAL_TYPE (SgStatsWindow, sg_stats_window, SG, STATS_WINDOW, AdwWindow)

SgStatsWindow *sg_stats_window_new (GtkWindow *parent, SgStats *stats);
/* The value shown in a row ("games", "wins-law", "wins-outlaw", "longest",
 * "hot-seat", "easy", "medium", "hard"); for tests. */
const char *sg_stats_window_get_value (SgStatsWindow *self, const char *key);
/* Asks for confirmation; the "reset" response resets (tests answer it
 * with adw_message_dialog_response).  Returns the dialog. */
AdwMessageDialog *sg_stats_window_ask_reset (SgStatsWindow *self);

G_END_DECLS
