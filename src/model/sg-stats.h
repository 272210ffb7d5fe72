/* sg-stats.h: statistics of the games played.
 *
 * Counts finished games with at least one person playing: games, wins of
 * each side, for each computer level the games against it and how many
 * the person won, games between two people, and the longest game in turns.
 * A game against the computer in which the person took back a move
 * (sg-practice.h) is counted only as such: a take-back shows what the
 * computer answered and the cards to come, so it is left out of the rest.
 * Kept as a key file (by default g_get_user_data_dir()/sixgun/statistics),
 * written atomically after every change.  A file that cannot be read is
 * moved aside to NAME.bad (never overwritten) and counting starts again.
 */
#pragma once

#include <gio/gio.h>

#include "sg-game-model.h"

G_BEGIN_DECLS

#define SG_STATS_GROUP "Sixgun Statistics"
#define SG_STATS_VERSION 1

#define SG_TYPE_STATS (sg_stats_get_type ())
G_DECLARE_FINAL_TYPE (SgStats, sg_stats, SG, STATS, GObject)

/* path NULL: the default file.  Nothing is read until sg_stats_load. */
SgStats *sg_stats_new (const char *path);
const char *sg_stats_get_path (SgStats *self);

/* Reads the file; a missing file is no games yet (TRUE).  A file that
 * cannot be read is moved aside and the counts start from zero: FALSE with
 * the reason and the name it was kept under. */
gboolean sg_stats_load (SgStats *self, GError **error);
gboolean sg_stats_save (SgStats *self, GError **error);

/* Counts one finished game (winner: SgWinner) and saves; take_backs is
 * how many moves the person took back (sg_save_get_take_backs).  Games
 * between two computers are not counted (FALSE, nothing changes). */
gboolean sg_stats_record_game (SgStats *self, guint winner, guint turns,
                               SgPlayerKind law, SgPlayerKind outlaw, guint take_backs, GError **error);
/* Back to zero, and saves. */
gboolean sg_stats_reset (SgStats *self, GError **error);

guint sg_stats_get_games (SgStats *self);
guint sg_stats_get_wins (SgStats *self, SgSide side);
/* level: SG_PLAYER_EASY, _MEDIUM or _HARD; won = the person won. */
guint sg_stats_get_games_against (SgStats *self, SgPlayerKind level);
guint sg_stats_get_won_against (SgStats *self, SgPlayerKind level);
guint sg_stats_get_hot_seat_games (SgStats *self);
guint sg_stats_get_longest (SgStats *self);
/* Games against the computer with a move taken back (not in the counts above). */
guint sg_stats_get_taken_back_games (SgStats *self);

G_END_DECLS
