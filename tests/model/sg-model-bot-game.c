/* sg-model-bot-game.c: whole bot-against-bot games through the game model,
 * with no display (tools/valgrind.sh model runs it under memcheck).
 *
 *   sg-model-bot-game [--games N] [--seed S] [--law LEVEL] [--outlaw LEVEL] [--log]
 *
 * --log prints each game's log as the Lawmen read it, a row a line with its
 * rule IDs (for reading the log's words over a whole game).
 * LEVEL is easy, medium (default) or hard.  Each game is dealt by
 * sg_game_model_new_game and played by the model's bots on their worker
 * thread, with the main loop running as in the app; the log keeps every
 * event's text.  At the end of each game its save goes through the
 * autosave's path (sg_game_model_write_save, sg_save_read_file) and must be the
 * same game.  Exit status 0 when every game ended with a winner. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "sg-game-model.h"
#include "sg-log-entry.h"

static gboolean print_log;

/* No game of the duel lasts this long between bots: a stuck game fails. */
#define GAME_SECONDS 1800

typedef struct {
  GMainLoop *loop;
  guint events;
  gboolean over;
  gboolean person_asked;
  gboolean timed_out;
} Run;

static void
on_event (SgGameModel *model, SgLogEntry *entry, Run *run)
{
  run->events++;
}

static void
on_decision (SgGameModel *model, int side, Run *run)
{
  run->person_asked = TRUE;  /* no person here: a bug */
  g_main_loop_quit (run->loop);
}

static void
on_over (SgGameModel *model, int winner, Run *run)
{
  run->over = TRUE;
  g_main_loop_quit (run->loop);
}

static gboolean
on_timeout (gpointer data)
{
  Run *run = data;

  run->timed_out = TRUE;
  g_main_loop_quit (run->loop);
  return G_SOURCE_REMOVE;
}

static gboolean
level_from_name (const char *name, SgPlayerKind *out)
{
  if (g_strcmp0 (name, "easy") == 0)
    *out = SG_PLAYER_EASY;
  else if (g_strcmp0 (name, "medium") == 0)
    *out = SG_PLAYER_MEDIUM;
  else if (g_strcmp0 (name, "hard") == 0)
    *out = SG_PLAYER_HARD;
  else
    return FALSE;
  return TRUE;
}

/* The save of the finished game, written and read back as the autosave is. */
static gboolean
save_round_trip (SgGameModel *model, GError **error)
{
  g_autofree char *dir = g_dir_make_tmp ("sixgun-bot-game-XXXXXX", error);
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (SgSave) back = NULL;
  g_autofree SgGame *game = g_new0 (SgGame, 1);
  gboolean same;

  if (dir == NULL)
    return FALSE;
  path = g_build_filename (dir, "autosave.sixgun", NULL);
  file = g_file_new_for_path (path);
  if (!sg_game_model_write_save (model, file, error)
      || (back = sg_save_read_file (file, game, NULL, error)) == NULL)
    {
      g_unlink (path);
      g_rmdir (dir);
      return FALSE;
    }
  same = sg_save_fingerprint (game) == sg_save_fingerprint (sg_game_model_get_game (model));
  g_unlink (path);
  g_rmdir (dir);
  if (!same)
    g_set_error_literal (error, SG_SAVE_ERROR, SG_SAVE_ERROR_DIVERGED, "the saved game is another game");
  return same;
}

static void
dump_log (SgGameModel *model)
{
  GListModel *log = sg_game_model_get_log (model);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr (SgLogEntry) row = g_list_model_get_item (log, i);

      printf ("  %s [", sg_log_entry_get_text (row, SG_LAW));
      for (guint r = 0; r < sg_log_entry_get_n_rules (row); r++)
        printf ("%s%s", r ? " " : "", sg_log_entry_get_nth_rule (row, r));
      printf ("]\n");
    }
}

static gboolean
play_one (guint64 seed, SgPlayerKind law, SgPlayerKind outlaw)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GError) error = NULL;
  Run run = { .loop = loop };
  guint timeout;
  SgSetup setup;
  guint winner;
  gboolean ok;

  g_signal_connect (model, "event", G_CALLBACK (on_event), &run);
  g_signal_connect (model, "decision-needed", G_CALLBACK (on_decision), &run);
  g_signal_connect (model, "game-over", G_CALLBACK (on_over), &run);
  sg_game_model_set_bot_delay (model, 0);
  sg_setup_default (&setup, seed);
  sg_game_model_new_game (model, &setup, law, outlaw);
  timeout = g_timeout_add_seconds (GAME_SECONDS, on_timeout, &run);
  if (!run.over)
    g_main_loop_run (loop);
  if (!run.timed_out)
    g_source_remove (timeout);

  winner = sg_game_model_get_winner (model);
  ok = run.over && !run.person_asked && (winner == SG_WINNER_LAW || winner == SG_WINNER_OUTLAW)
       && g_list_model_get_n_items (sg_game_model_get_log (model)) == run.events;
  printf ("seed %" G_GUINT64_FORMAT ": %u turns, %u actions, %u events, winner %s%s\n", seed,
          sg_game_model_get_turn_number (model), sg_save_get_n_actions (sg_game_model_get_save (model)),
          run.events, winner == SG_WINNER_LAW ? "law" : winner == SG_WINNER_OUTLAW ? "outlaw" : "none",
          run.timed_out ? " (timed out)" : run.person_asked ? " (asked a person)" : "");
  if (ok && !save_round_trip (model, &error))
    {
      printf ("seed %" G_GUINT64_FORMAT ": the save failed: %s\n", seed, error->message);
      ok = FALSE;
    }
  if (print_log)
    dump_log (model);
  g_signal_handlers_disconnect_by_data (model, &run);
  return ok;
}

/* Bots cancelled or done leave their worker's results to the main loop. */
static void
wait_for_bot_jobs (void)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (sg_game_model_get_bot_jobs () > 0 && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

int
main (int argc, char **argv)
{
  int games = 1;
  gint64 seed = 1;
  g_autofree char *law_name = NULL;
  g_autofree char *outlaw_name = NULL;
  SgPlayerKind law = SG_PLAYER_MEDIUM, outlaw = SG_PLAYER_MEDIUM;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games to play (1)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the first game (1)", "S" },
    { "law", 0, 0, G_OPTION_ARG_STRING, &law_name, "The Lawmen's bot (medium)", "LEVEL" },
    { "outlaw", 0, 0, G_OPTION_ARG_STRING, &outlaw_name, "The Outlaws' bot (medium)", "LEVEL" },
    { "log", 0, 0, G_OPTION_ARG_NONE, &print_log, "Print each game's log, as the Lawmen read it", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- bot games through the game model");
  g_autoptr (GError) error = NULL;
  int failed = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error)
      || (law_name != NULL && !level_from_name (law_name, &law))
      || (outlaw_name != NULL && !level_from_name (outlaw_name, &outlaw)) || games < 1)
    {
      fprintf (stderr, "%s: %s\n", g_get_prgname (),
               error != NULL ? error->message : "LEVEL is easy, medium or hard; N at least 1");
      return 2;
    }
  for (int i = 0; i < games; i++)
    failed += !play_one ((guint64) seed + (guint64) i, law, outlaw);
  wait_for_bot_jobs ();
  if (sg_game_model_get_bot_jobs () > 0)
    {
      printf ("%u bot jobs still alive\n", sg_game_model_get_bot_jobs ());
      failed++;
    }
  return failed > 0 ? 1 : 0;
}
