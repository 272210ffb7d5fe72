/* sg-stats.c: statistics of the games played (see the header). */
#include <glib/gi18n.h>
#include <string.h>

#include "sg-file-text.h"
#include "sg-stats.h"
#include "sg-save.h"

#define N_LEVELS 3

typedef struct {
  guint games;
  guint wins[2];
  guint against[N_LEVELS];
  guint won_against[N_LEVELS];
  guint hot_seat;
  guint longest;
  guint taken_back;  /* games against the computer with a move taken back */
} Counts;

struct _SgStats
{
  GObject parent_instance;

  char *path;
  Counts counts;
  gboolean blocked;  /* the file could be neither read nor kept aside */
};

G_DEFINE_FINAL_TYPE (SgStats, sg_stats, G_TYPE_OBJECT)

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static const char *const level_keys[N_LEVELS] = { "easy", "medium", "hard" };

static void
sg_stats_finalize (GObject *object)
{
  g_free (SG_STATS (object)->path);
  G_OBJECT_CLASS (sg_stats_parent_class)->finalize (object);
}

static void
sg_stats_class_init (SgStatsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sg_stats_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sg_stats_init (SgStats *self)
{
}

SgStats *
sg_stats_new (const char *path)
{
  SgStats *self = g_object_new (SG_TYPE_STATS, NULL);

  self->path = path != NULL ? g_strdup (path)
                            : g_build_filename (g_get_user_data_dir (), "sixgun", "statistics", NULL);
  return self;
}

const char *
sg_stats_get_path (SgStats *self)
{
  g_return_val_if_fail (SG_IS_STATS (self), NULL);
  return self->path;
}

/* --- the file ------------------------------------------------------------ */

static gboolean
read_count (GKeyFile *kf, const char *key, guint *out, GError **error)
{
  g_autoptr (GError) local = NULL;
  gint64 v = g_key_file_get_int64 (kf, SG_STATS_GROUP, key, &local);

  if (g_error_matches (local, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND)
      || g_error_matches (local, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_GROUP_NOT_FOUND))
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND, _("“%s” is missing"), key);
      return FALSE;
    }
  if (local != NULL || v < 0 || v > G_MAXUINT)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   _("“%s” must be a whole number from 0"), key);
      return FALSE;
    }
  *out = (guint) v;
  return TRUE;
}

static gboolean
parse (const char *data, gsize length, Counts *out, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  Counts c;
  guint version = 0;

  memset (&c, 0, sizeof c);
  if (length == 0)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE, _("the file is empty"));
      return FALSE;
    }
  if (!sg_file_text_load_key_file (kf, data, length, error))
    return FALSE;
  if (!read_count (kf, "version", &version, error))
    return FALSE;
  if (version > SG_STATS_VERSION)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   _("written by a newer Sixgun (version %u)"), version);
      return FALSE;
    }
  if (!read_count (kf, "games", &c.games, error)
      || !read_count (kf, "wins-law", &c.wins[SG_LAW], error)
      || !read_count (kf, "wins-outlaw", &c.wins[SG_OUTLAW], error)
      || !read_count (kf, "hot-seat", &c.hot_seat, error)
      || !read_count (kf, "longest", &c.longest, error))
    return FALSE;
  for (int i = 0; i < N_LEVELS; i++)
    {
      g_autofree char *games = g_strdup_printf ("games-%s", level_keys[i]);
      g_autofree char *won = g_strdup_printf ("won-%s", level_keys[i]);

      if (!read_count (kf, games, &c.against[i], error) || !read_count (kf, won, &c.won_against[i], error))
        return FALSE;
    }
  /* Added after version 1 had been written: optional, none when absent. */
  if (g_key_file_has_key (kf, SG_STATS_GROUP, "taken-back", NULL)
      && !read_count (kf, "taken-back", &c.taken_back, error))
    return FALSE;
  *out = c;
  return TRUE;
}

/* The file at self->path could not be read: moved aside so that counting
 * starts again without writing over it, or, when it cannot be moved,
 * left alone and never written over (self->blocked). */
static void
keep_unreadable (SgStats *self, const char *reason, GError **error)
{
  g_autoptr (GError) move_error = NULL;
  g_autofree char *kept_path = sg_save_keep_aside_path (self->path, &move_error);
  g_autofree char *why = sg_file_text_readable (reason, SG_FILE_TEXT_DETAIL);

  self->blocked = kept_path == NULL;
  if (kept_path != NULL)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                 _("The statistics in %s could not be read (%s). They were kept as %s and counting starts again."),
                 self->path, why, kept_path);
  else
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                 _("The statistics in %s could not be read (%s), nor kept aside (%s)."),
                 self->path, why, move_error->message);
}

gboolean
sg_stats_load (SgStats *self, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (SG_IS_STATS (self), FALSE);

  memset (&self->counts, 0, sizeof self->counts);
  self->blocked = FALSE;
  if (g_file_get_contents (self->path, &data, &length, &local)
      && parse (data, length, &self->counts, &local))
    {
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
      return TRUE;
    }
  memset (&self->counts, 0, sizeof self->counts);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return TRUE;
  /* Unreadable (no permission, say) or not statistics: either way it is
   * the player's file, not to be written over. */
  keep_unreadable (self, local->message, error);
  return FALSE;
}

gboolean
sg_stats_save (SgStats *self, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *dir = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (SG_IS_STATS (self), FALSE);

  if (self->blocked)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                   _("The statistics were not saved: %s could not be read, and it is left as it was."),
                   self->path);
      return FALSE;
    }
  g_key_file_set_integer (kf, SG_STATS_GROUP, "version", SG_STATS_VERSION);
  g_key_file_set_uint64 (kf, SG_STATS_GROUP, "games", self->counts.games);
  g_key_file_set_uint64 (kf, SG_STATS_GROUP, "wins-law", self->counts.wins[SG_LAW]);
  g_key_file_set_uint64 (kf, SG_STATS_GROUP, "wins-outlaw", self->counts.wins[SG_OUTLAW]);
  for (int i = 0; i < N_LEVELS; i++)
    {
      g_autofree char *games = g_strdup_printf ("games-%s", level_keys[i]);
      g_autofree char *won = g_strdup_printf ("won-%s", level_keys[i]);

      g_key_file_set_uint64 (kf, SG_STATS_GROUP, games, self->counts.against[i]);
      g_key_file_set_uint64 (kf, SG_STATS_GROUP, won, self->counts.won_against[i]);
    }
  g_key_file_set_uint64 (kf, SG_STATS_GROUP, "hot-seat", self->counts.hot_seat);
  g_key_file_set_uint64 (kf, SG_STATS_GROUP, "longest", self->counts.longest);
  g_key_file_set_uint64 (kf, SG_STATS_GROUP, "taken-back", self->counts.taken_back);
  data = g_key_file_to_data (kf, &length, NULL);

  dir = g_path_get_dirname (self->path);
  g_mkdir_with_parents (dir, 0700);
  return g_file_set_contents (self->path, data, (gssize) length, error);
}

/* --- counting ------------------------------------------------------------ */

/* One finished game with a person playing, into the counts. */
static void
count_game (Counts *c, guint winner, guint turns, SgPlayerKind law, SgPlayerKind outlaw)
{
  c->games++;
  if (winner == SG_WINNER_LAW || winner == SG_WINNER_OUTLAW)
    c->wins[winner]++;
  if (law == SG_PLAYER_PERSON && outlaw == SG_PLAYER_PERSON)
    c->hot_seat++;
  else
    {
      SgSide person = law == SG_PLAYER_PERSON ? SG_LAW : SG_OUTLAW;
      SgPlayerKind bot = person == SG_LAW ? outlaw : law;
      int level = CLAMP ((int) bot - SG_PLAYER_EASY, 0, N_LEVELS - 1);

      c->against[level]++;
      if (winner == (guint) person)
        c->won_against[level]++;
    }
  c->longest = MAX (c->longest, turns);
}

gboolean
sg_stats_record_game (SgStats *self, guint winner, guint turns,
                      SgPlayerKind law, SgPlayerKind outlaw, guint take_backs, GError **error)
{
  Counts *c;

  g_return_val_if_fail (SG_IS_STATS (self), FALSE);

  if (law != SG_PLAYER_PERSON && outlaw != SG_PLAYER_PERSON)
    return FALSE;
  c = &self->counts;
  /* A game against the computer with a move taken back: the person saw
   * what the computer answered and the cards to come, so it says nothing
   * of how they play; it is counted on its own. */
  if (take_backs > 0 && (law != SG_PLAYER_PERSON || outlaw != SG_PLAYER_PERSON))
    c->taken_back++;
  else
    count_game (c, winner, turns, law, outlaw);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return sg_stats_save (self, error);
}

gboolean
sg_stats_reset (SgStats *self, GError **error)
{
  g_return_val_if_fail (SG_IS_STATS (self), FALSE);

  memset (&self->counts, 0, sizeof self->counts);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return sg_stats_save (self, error);
}

guint
sg_stats_get_games (SgStats *self)
{
  g_return_val_if_fail (SG_IS_STATS (self), 0);
  return self->counts.games;
}

guint
sg_stats_get_wins (SgStats *self, SgSide side)
{
  g_return_val_if_fail (SG_IS_STATS (self), 0);
  return self->counts.wins[side == SG_OUTLAW];
}

static int
level_index (SgPlayerKind level)
{
  return CLAMP ((int) level - SG_PLAYER_EASY, 0, N_LEVELS - 1);
}

guint
sg_stats_get_games_against (SgStats *self, SgPlayerKind level)
{
  g_return_val_if_fail (SG_IS_STATS (self), 0);
  return self->counts.against[level_index (level)];
}

guint
sg_stats_get_won_against (SgStats *self, SgPlayerKind level)
{
  g_return_val_if_fail (SG_IS_STATS (self), 0);
  return self->counts.won_against[level_index (level)];
}

guint
sg_stats_get_hot_seat_games (SgStats *self)
{
  g_return_val_if_fail (SG_IS_STATS (self), 0);
  return self->counts.hot_seat;
}

guint
sg_stats_get_longest (SgStats *self)
{
  g_return_val_if_fail (SG_IS_STATS (self), 0);
  return self->counts.longest;
}

guint
sg_stats_get_taken_back_games (SgStats *self)
{
  g_return_val_if_fail (SG_IS_STATS (self), 0);
  return self->counts.taken_back;
}
