/* test-game-model.c: SgGameModel driven through its API, no display. */
#include <string.h>

#include "sg-action-text.h"
#include "sg-card-text.h"
#include "sg-game-model.h"
#include "sg-scenario.h"
#include "sg-test-hand.h"

/* --- recording signals --------------------------------------------------- */

typedef struct {
  GString *trace;       /* one letter per signal: E S D O R */
  guint events;
  guint refusals;
  gboolean over;
  int winner;
  char *refusal_text;
  char *refusal_rule;
} Recorder;

static void
on_event (SgGameModel *model, SgLogEntry *entry, Recorder *r)
{
  g_assert_true (SG_IS_LOG_ENTRY (entry));
  g_assert_nonnull (sg_log_entry_get_text (entry, SG_LAW));
  g_assert_nonnull (sg_log_entry_get_text (entry, SG_OUTLAW));
  g_string_append_c (r->trace, 'E');
  r->events++;
}

static void
on_state (SgGameModel *model, Recorder *r)
{
  g_string_append_c (r->trace, 'S');
}

static void
on_decision (SgGameModel *model, int side, Recorder *r)
{
  g_assert_true (sg_game_model_person_decides (model));
  g_assert_cmpint (side, ==, sg_game_model_get_decider (model));
  g_string_append_c (r->trace, 'D');
}

static void
on_over (SgGameModel *model, int winner, Recorder *r)
{
  g_assert_false (r->over);
  r->over = TRUE;
  r->winner = winner;
  g_string_append_c (r->trace, 'O');
}

static void
on_refused (SgGameModel *model, const char *text, const char *rule, Recorder *r)
{
  g_string_append_c (r->trace, 'R');
  r->refusals++;
  g_free (r->refusal_text);
  g_free (r->refusal_rule);
  r->refusal_text = g_strdup (text);
  r->refusal_rule = g_strdup (rule);
}

static void
recorder_init (Recorder *r, SgGameModel *model)
{
  memset (r, 0, sizeof *r);
  r->trace = g_string_new (NULL);
  g_signal_connect (model, "event", G_CALLBACK (on_event), r);
  g_signal_connect (model, "state-changed", G_CALLBACK (on_state), r);
  g_signal_connect (model, "decision-needed", G_CALLBACK (on_decision), r);
  g_signal_connect (model, "game-over", G_CALLBACK (on_over), r);
  g_signal_connect (model, "refused", G_CALLBACK (on_refused), r);
}

static void
recorder_clear (Recorder *r, SgGameModel *model)
{
  g_signal_handlers_disconnect_by_data (model, r);
  g_string_free (r->trace, TRUE);
  g_free (r->refusal_text);
  g_free (r->refusal_rule);
}

/* The documented order: events, then state-changed, then at most one of
 * decision-needed / game-over; game-over last of all. */
static void
assert_trace_order (const char *trace)
{
  gsize len = strlen (trace);

  for (gsize i = 0; i < len; i++)
    {
      if (trace[i] == 'D' || trace[i] == 'O')
        g_assert_cmpint (i > 0 ? trace[i - 1] : '?', ==, 'S');
      if (trace[i] == 'O')
        g_assert_cmpuint (i, ==, len - 1);
    }
}

static gboolean
timeout_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until cond holds or seconds pass. */
static gboolean
wait_for (gboolean (*cond) (gpointer), gpointer data, guint seconds)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (seconds, timeout_flag, &timed_out);

  while (!cond (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return cond (data);
}

static gboolean
person_or_over (gpointer data)
{
  SgGameModel *model = data;
  return sg_game_model_person_decides (model) || sg_game_model_get_winner (model) != SG_WINNER_NONE;
}

/* Over, won or stopped at the turn cap (no decision left). */
static gboolean
game_ended (gpointer data)
{
  return sg_game_model_get_decision (SG_GAME_MODEL (data)) == SG_DEC_NONE;
}

static gboolean
no_bot_jobs (gpointer data)
{
  return sg_game_model_get_bot_jobs () == 0;
}

/* --- a whole game -------------------------------------------------------- */

/* A person who prefers shooting to ending the turn, so games end. */
static guint
person_choice (SgGameModel *model, GRand *rand)
{
  guint n;
  const SgAction *opts = sg_game_model_get_options (model, &n);
  guint plays[SG_MAX_ACTIONS], n_plays = 0;

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    if (opts[i].kind == SG_ACT_PLAY || opts[i].kind == SG_ACT_CHOOSE_CHAR)
      plays[n_plays++] = i;
  if (n_plays > 0 && g_rand_int_range (rand, 0, 4) != 0)
    return plays[g_rand_int_range (rand, 0, (int) n_plays)];
  return (guint) g_rand_int_range (rand, 0, (int) n);
}

static void
play_whole_game (guint64 seed, SgPlayerKind bot)
{
  SgGameModel *model = sg_game_model_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) seed);
  Recorder r;
  SgSetup setup;
  guint moves = 0;

  recorder_init (&r, model);
  sg_game_model_set_bot_delay (model, 0);
  sg_setup_default (&setup, seed);
  setup.options.turn_cap = 400;
  sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, bot);
  g_assert_true (sg_game_model_has_game (model));
  g_assert_cmpint (sg_game_model_get_viewer (model), ==, SG_LAW);
  g_assert_false (sg_game_model_is_hot_seat (model));

  while (sg_game_model_get_winner (model) == SG_WINNER_NONE && moves < 5000)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *question = NULL;
      g_autofree char *label = NULL;
      guint choice;
      SgAction action;

      g_assert_true (wait_for (person_or_over, model, 30));
      if (sg_game_model_get_winner (model) != SG_WINNER_NONE)
        break;
      g_assert_cmpint (sg_game_model_get_decider (model), ==, SG_LAW);
      question = sg_game_model_describe_decision (model);
      g_assert_nonnull (question);
      choice = person_choice (model, rand);
      label = sg_game_model_describe_option (model, choice);
      g_assert_nonnull (label);
      g_assert_cmpstr (label, !=, "?");
      action = sg_game_model_get_options (model, NULL)[choice];
      g_assert_true (sg_game_model_apply (model, &action, &error));
      g_assert_no_error (error);
      moves++;
    }

  g_assert_true (r.over);
  g_assert_cmpuint (sg_game_model_get_winner (model), ==, (guint) r.winner);
  g_assert_cmpuint (r.refusals, ==, 0);
  g_assert_cmpuint (r.events, >, 10);
  /* Every event landed in the log, in order. */
  g_assert_cmpuint (g_list_model_get_n_items (sg_game_model_get_log (model)), ==, r.events);
  assert_trace_order (r.trace->str);
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_NONE);

  recorder_clear (&r, model);
  g_assert_finalize_object (model);
  g_assert_true (wait_for (no_bot_jobs, NULL, 10));
}

static void
test_whole_game (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    play_whole_game (seed, SG_PLAYER_MEDIUM);
  play_whole_game (7, SG_PLAYER_EASY);
}

/* Two bots play a game through the model, to its end or to the turn cap;
 * returns its moves. */
static GPtrArray *
bot_game_moves_of (guint64 seed, SgPlayerKind law, SgPlayerKind outlaw, guint16 turn_cap)
{
  SgGameModel *model = sg_game_model_new ();
  GPtrArray *moves = g_ptr_array_new_with_free_func (g_free);
  SgSetup setup;

  sg_game_model_set_bot_delay (model, 0);
  sg_setup_default (&setup, seed);
  setup.options.turn_cap = turn_cap;
  sg_game_model_new_game (model, &setup, law, outlaw);
  g_assert_true (wait_for (game_ended, model, 60));
  /* A game to its end has a winner; one stopped at the turn cap none. */
  if (turn_cap >= 400)
    g_assert_cmpuint (sg_game_model_get_winner (model), !=, SG_WINNER_NONE);
  const SgSave *save = sg_game_model_get_save (model);
  for (guint i = 0; i < sg_save_get_n_actions (save); i++)
    g_ptr_array_add (moves, g_strdup (sg_save_get_action (save, i)));
  g_assert_finalize_object (model);
  g_assert_true (wait_for (no_bot_jobs, NULL, 10));
  return moves;
}

static GPtrArray *
bot_game_moves (guint64 seed)
{
  return bot_game_moves_of (seed, SG_PLAYER_EASY, SG_PLAYER_EASY, 400);
}

/* The Easy bot's random moves come from the game's seed: the same game
 * gets the same moves (a save replays as it was played), another seed
 * gets another game. */
static void
test_bot_reproducible (void)
{
  g_autoptr (GPtrArray) a = bot_game_moves (41);
  g_autoptr (GPtrArray) b = bot_game_moves (41);
  g_autoptr (GPtrArray) c = bot_game_moves (42);

  g_assert_cmpuint (a->len, >, 20);
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpstr (g_ptr_array_index (a, i), ==, g_ptr_array_index (b, i));
  gboolean differ = a->len != c->len;
  for (guint i = 0; !differ && i < a->len; i++)
    differ = g_strcmp0 (g_ptr_array_index (a, i), g_ptr_array_index (c, i)) != 0;
  g_assert_true (differ);
}

/* The Hard bot in the app searches a fixed number of iterations (the time
 * limit only guards slow machines): the same game gets the same answers
 * from it too. */
static void
test_hard_reproducible (void)
{
  g_autoptr (GPtrArray) a = bot_game_moves_of (43, SG_PLAYER_HARD, SG_PLAYER_EASY, 4);
  g_autoptr (GPtrArray) b = bot_game_moves_of (43, SG_PLAYER_HARD, SG_PLAYER_EASY, 4);

  g_assert_cmpuint (a->len, >, 10);
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpstr (g_ptr_array_index (a, i), ==, g_ptr_array_index (b, i));
}

/* --- refusals and the table getters ------------------------------------- */

static const char colt_scenario[] =
  "seed 2011\n"
  "start law\n"
  "law active \"Wild Bill\"\n"
  "law backup \"Wyatt Ear\"\n"
  "law hand Colt Beer\n"
  "outlaw active \"Cattle Katie\"\n"
  "outlaw backup \"Babe Leroy\"\n"
  "outlaw hand Missed!\n";

static void
test_refusal (void)
{
  SgGameModel *model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  Recorder r;
  SgSeat seat;
  SgAction action;
  guint n_log;
  const char *rule = NULL;
  g_autofree char *why = NULL;
  SgLogEntry *last;

  recorder_init (&r, model);
  sg_game_model_set_bot_delay (model, 0);
  g_assert_true (sg_game_model_load_scenario (model, colt_scenario, SG_PLAYER_PERSON,
                                              SG_PLAYER_MEDIUM, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_PLAY);
  g_assert_true (sg_game_model_person_decides (model));
  g_assert_true (g_str_has_suffix (r.trace->str, "SD"));

  /* The table as the getters show it. */
  g_assert_true (sg_game_model_get_seat (model, SG_OUTLAW, TRUE, &seat));
  g_assert_cmpint (seat.id, ==, SG_CHAR_BABE_LEROY);
  g_assert_false (seat.is_ac);
  g_assert_true (seat.is_bc);
  g_assert_true (sg_game_model_get_seat (model, SG_OUTLAW, FALSE, &seat));
  g_assert_cmpint (seat.id, ==, SG_CHAR_CATTLE_KATIE);
  g_assert_cmpint (seat.life, ==, 4);
  g_assert_true (seat.is_ac);
  g_assert_cmpuint (sg_game_model_get_hand (model, SG_LAW, (guint8[SG_MAX_CARDS]) { 0 }), ==, 2);
  {
    guint8 backs[SG_MAX_CARDS];
    g_assert_cmpuint (sg_game_model_get_hand_backs (model, SG_OUTLAW, backs), ==, 1);
  }

  /* A Colt at the opponent's back-up is refused, with the rule. */
  action = (SgAction) { SG_ACT_PLAY, SG_LAW, sg_test_hand_card (model, SG_LAW, SG_CARD_COLT),
                        SG_CHAR_CODE (SG_OUTLAW, 1 - sg_game_model_get_game (model)->side[SG_OUTLAW].ac),
                        SG_NONE };
  why = sg_game_model_check (model, &action, &rule);
  g_assert_nonnull (why);
  g_assert_nonnull (rule);
  n_log = g_list_model_get_n_items (sg_game_model_get_log (model));
  g_string_truncate (r.trace, 0);
  g_assert_false (sg_game_model_apply (model, &action, &error));
  g_assert_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_REFUSED);
  g_assert_cmpstr (r.trace->str, ==, "R");
  g_assert_cmpstr (r.refusal_rule, ==, rule);
  g_assert_cmpstr (r.refusal_text, ==, why);
  g_assert_nonnull (strstr (r.refusal_text, rule));
  /* The refusal is in the log too, marked as such. */
  g_assert_cmpuint (g_list_model_get_n_items (sg_game_model_get_log (model)), ==, n_log + 1);
  last = g_list_model_get_item (sg_game_model_get_log (model), n_log);
  g_assert_true (sg_log_entry_is_refusal (last));
  g_assert_cmpstr (sg_log_entry_get_rule (last), ==, rule);
  g_object_unref (last);
  /* Nothing changed on the table. */
  g_assert_true (sg_game_model_get_seat (model, SG_OUTLAW, TRUE, &seat));
  g_assert_cmpint (seat.life, ==, 4);
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_PLAY);

  /* The Colt at the active character is legal and lowers its life. */
  g_clear_error (&error);
  action.target = SG_CHAR_CODE (SG_OUTLAW, sg_game_model_get_game (model)->side[SG_OUTLAW].ac);
  g_assert_null (sg_game_model_check (model, &action, NULL));
  g_assert_cmpint (sg_game_model_find_option (model, &action), >=, 0);
  g_string_truncate (r.trace, 0);
  g_assert_true (sg_game_model_apply (model, &action, &error));
  g_assert_no_error (error);
  /* The bot answers the shot on its thread, then it is our turn again. */
  g_assert_true (wait_for (person_or_over, model, 30));
  assert_trace_order (r.trace->str);
  g_assert_true (strchr (r.trace->str, 'E') != NULL);

  recorder_clear (&r, model);
  g_assert_finalize_object (model);
  g_assert_true (wait_for (no_bot_jobs, NULL, 10));
}

/* A Missed! that only Annie Oakey's ability plays (as a Colt) says why
 * the Colt cannot be played, with her name and the BANG! limit's rule
 * (D4.4), in the hand's tooltip, in a check and in a refused move: "a
 * dodge card only answers a shot" hid that she had already used her
 * BANG!.  Toco Ramirez's too; before the BANG!, her Missed! is playable
 * (no reason), and aimed at her own back-up it is the Colt's target that
 * is wrong. */
static void
test_why_unplayable_as_colt (void)
{
  static const char annie[] =
    "seed 5\nstart law\nlaw active \"Annie Oakey\"\nlaw backup \"Wild Bill\"\nlaw hand Missed! Colt\n"
    "outlaw active \"Cattle Katie\"\n";
  static const char limit[] =
    "Annie Oakey could play it as a Colt, but you have already played a BANG! card this turn (D4.4).";
  SgGameModel *model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *scenario = g_strconcat (annie, "law bangs 1\n", NULL);
  g_autofree char *why = NULL, *checked = NULL, *own = NULL, *toco = NULL;
  SgAction a;
  guint8 missed;
  const SgGame *g;

  sg_game_model_set_bot_delay (model, 0);
  g_assert_true (sg_game_model_load_scenario (model, annie, SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  g_assert_no_error (error);
  missed = sg_test_hand_card (model, SG_LAW, SG_CARD_MISSED);
  g = sg_game_model_get_game (model);
  g_assert_null (sg_game_model_why_unplayable (model, missed));
  a = (SgAction) { SG_ACT_PLAY, SG_LAW, missed, SG_CHAR_CODE (SG_LAW, 1 - g->side[SG_LAW].ac), SG_NONE };
  own = sg_game_model_check (model, &a, NULL);
  g_assert_cmpstr (own, ==, "Annie Oakey could play it only as a Colt. A BANG! card is aimed at the opponent’s "
                            "side, never at your own characters (D4.4).");

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  g_assert_no_error (error);
  missed = sg_test_hand_card (model, SG_LAW, SG_CARD_MISSED);
  g = sg_game_model_get_game (model);
  why = sg_game_model_why_unplayable (model, missed);
  g_assert_cmpstr (why, ==, limit);
  a = (SgAction) { SG_ACT_PLAY, SG_LAW, missed, SG_CHAR_CODE (SG_OUTLAW, g->side[SG_OUTLAW].ac), SG_CARD_COLT };
  checked = sg_game_model_check (model, &a, NULL);
  g_assert_cmpstr (checked, ==, limit);
  g_assert_false (sg_game_model_apply (model, &a, &error));
  g_assert_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_REFUSED);
  g_assert_cmpstr (error->message, ==, limit);
  g_clear_error (&error);

  g_assert_true (sg_game_model_load_scenario (model,
                                              "seed 5\nstart outlaw\noutlaw active \"Toco Ramirez\"\n"
                                              "outlaw hand Missed!\noutlaw bangs 1\nlaw active \"Wild Bill\"\n",
                                              SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  g_assert_no_error (error);
  toco = sg_game_model_why_unplayable (model, sg_test_hand_card (model, SG_OUTLAW, SG_CARD_MISSED));
  g_assert_cmpstr (toco, ==,
                   "Toco Ramirez could play it as a Colt, but you have already played a BANG! card this turn (D4.4).");
  g_assert_finalize_object (model);
}

/* A malformed scenario is an error, not a crash. */
static void
test_bad_scenario (void)
{
  SgGameModel *model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;

  g_assert_false (sg_game_model_load_scenario (model, "law hand Bazooka\n", SG_PLAYER_PERSON,
                                               SG_PLAYER_MEDIUM, &error));
  g_assert_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_SCENARIO);
  g_assert_false (sg_game_model_has_game (model));
  g_assert_finalize_object (model);
}

/* Where a scenario went wrong is data on the error: the line and the
 * parser's reason alone, whatever the name (one that looks like
 * "NAME:LINE:" too), for the setup and for the actions after it; the
 * message stays the command line's `NAME:LINE: reason`. */
static void
test_bad_scenario_line (void)
{
  SgGameModel *model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) copy = NULL;
  g_autoptr (GError) other = g_error_new_literal (G_FILE_ERROR, G_FILE_ERROR_NOENT, "gone");
  g_autofree char *expected = NULL;

  g_assert_false (sg_game_model_load_scenario_named (model, "seed 5\n\nlaw hand Bazooka\n", "4:x:9.scn",
                                                     SG_PLAYER_PERSON, SG_PLAYER_MEDIUM, &error));
  g_assert_error (error, SG_GAME_MODEL_ERROR, SG_GAME_MODEL_ERROR_SCENARIO);
  g_assert_cmpuint (sg_game_model_error_get_scenario_line (error), ==, 3);
  g_assert_cmpstr (sg_game_model_error_get_scenario_reason (error), ==, "unknown card \"Bazooka\"");
  g_assert_cmpstr (error->message, ==, "4:x:9.scn:3: unknown card \"Bazooka\"");
  /* A copy keeps them. */
  copy = g_error_copy (error);
  g_assert_cmpuint (sg_game_model_error_get_scenario_line (copy), ==, 3);
  g_assert_cmpstr (sg_game_model_error_get_scenario_reason (copy), ==, "unknown card \"Bazooka\"");
  g_clear_error (&error);

  /* An action after the setup that cannot be played, on line 4. */
  g_assert_false (sg_game_model_load_scenario_named (model,
                                                     "law active \"Wild Bill\"\noutlaw active \"Slim Poet\"\n"
                                                     "law hand Colt\nlaw play Missed!\n",
                                                     "a.scn", SG_PLAYER_PERSON, SG_PLAYER_MEDIUM, &error));
  g_assert_cmpuint (sg_game_model_error_get_scenario_line (error), ==, 4);
  expected = g_strconcat ("a.scn:4: ", sg_game_model_error_get_scenario_reason (error), NULL);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  /* An empty scenario has no line at fault. */
  g_assert_false (sg_game_model_load_scenario_named (model, "", "empty.scn", SG_PLAYER_PERSON,
                                                     SG_PLAYER_MEDIUM, &error));
  g_assert_cmpuint (sg_game_model_error_get_scenario_line (error), ==, 0);
  g_assert_nonnull (sg_game_model_error_get_scenario_reason (error));

  g_clear_error (&error);

  /* A reason quoting bytes of the file that are no text, or a long line,
   * is made readable for the dialog (sg-file-text.h). */
  {
    g_autofree char *long_name = g_strnfill (5000, 'x');
    g_autofree char *bad = g_strdup_printf ("law hand \"Ba\xff\xfezooka\"\nlaw hand %s\n", long_name);
    const char *reason;

    g_assert_false (sg_game_model_load_scenario_named (model, bad, "b.scn", SG_PLAYER_PERSON, SG_PLAYER_MEDIUM,
                                                       &error));
    reason = sg_game_model_error_get_scenario_reason (error);
    g_assert_cmpuint (sg_game_model_error_get_scenario_line (error), ==, 1);
    g_assert_true (g_utf8_validate (reason, -1, NULL));
    g_assert_nonnull (strstr (reason, "zooka"));
    g_clear_error (&error);
    g_assert_false (sg_game_model_load_scenario_named (model, bad + strlen ("law hand \"Ba\xff\xfezooka\"\n"),
                                                       "c.scn", SG_PLAYER_PERSON, SG_PLAYER_MEDIUM, &error));
    g_assert_cmpint (g_utf8_strlen (sg_game_model_error_get_scenario_reason (error), -1), <=, 200);
  }

  /* Other errors have neither. */
  g_assert_cmpuint (sg_game_model_error_get_scenario_line (other), ==, 0);
  g_assert_null (sg_game_model_error_get_scenario_reason (other));
  g_assert_finalize_object (model);
}

/* --- bots on threads ----------------------------------------------------- */

static void
test_dispose_cancels_bot (void)
{
  SgGameModel *model = sg_game_model_new ();
  SgSetup setup;

  /* Two Hard bots without delay: a search starts at once. */
  sg_game_model_set_bot_delay (model, 0);
  sg_setup_default (&setup, 99);
  sg_game_model_new_game (model, &setup, SG_PLAYER_HARD, SG_PLAYER_HARD);
  g_assert_true (sg_game_model_is_bot_busy (model));
  g_assert_cmpuint (sg_game_model_get_bot_jobs (), ==, 1);
  /* Disposing cancels the search; nothing keeps the model alive. */
  g_assert_finalize_object (model);
  /* The worker stops early and its result is dropped. */
  g_assert_true (wait_for (no_bot_jobs, NULL, 10));
}

static void
test_new_game_cancels_bot (void)
{
  SgGameModel *model = sg_game_model_new ();
  Recorder r;
  SgSetup setup;

  recorder_init (&r, model);
  sg_game_model_set_bot_delay (model, 50);
  sg_setup_default (&setup, 5);
  sg_game_model_new_game (model, &setup, SG_PLAYER_HARD, SG_PLAYER_HARD);
  g_assert_true (sg_game_model_is_bot_busy (model));
  /* A new game with a person: the old bot's answer must never land. */
  sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_HARD);
  g_assert_true (sg_game_model_person_decides (model));
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_SETUP_AC);
  g_assert_true (wait_for (no_bot_jobs, NULL, 10));
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_SETUP_AC);
  g_assert_true (sg_game_model_person_decides (model));

  recorder_clear (&r, model);
  g_assert_finalize_object (model);
}

/* The Outlaws' Colt at Wild Bill, on his last life: the Lawmen (a person)
 * may dodge with the Missed! or take the hit, then the Outlaws (a bot) play
 * on. */
static const char last_life_scenario[] =
  "seed 31\n"
  "start outlaw\n"
  "law active \"Wild Bill\" 1\n"
  "law backup \"Wyatt Ear\"\n"
  "law reserve \"Annie Oakey\"\n"
  "law hand Missed!\n"
  "law deck Colt Beer Colt\n"
  "outlaw active \"Cattle Katie\" 2\n"
  "outlaw backup \"Babe Leroy\"\n"
  "outlaw hand Colt Beer Missed!\n"
  "outlaw deck Colt Missed!\n"
  "outlaw play Colt at law.active\n";

/* The bot's pause before its next move, once the person answered the shot
 * with an action of `kind`. */
static guint
pause_after_answer (guint delay, SgActionKind kind)
{
  SgGameModel *model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  const SgAction *opts;
  guint n, pause;
  int chosen = -1;

  sg_game_model_set_bot_delay (model, delay);
  g_assert_true (sg_game_model_load_scenario (model, last_life_scenario, SG_PLAYER_PERSON,
                                              SG_PLAYER_MEDIUM, &error));
  g_assert_no_error (error);
  g_assert_true (sg_game_model_person_decides (model));
  opts = sg_game_model_get_options (model, &n);
  for (guint i = 0; i < n; i++)
    if (opts[i].kind == kind)
      chosen = (int) i;
  g_assert_cmpint (chosen, >=, 0);
  g_assert_true (sg_game_model_apply (model, &opts[chosen], NULL));
  /* The Outlaws play on: their bot waits before its move. */
  g_assert_false (sg_game_model_person_decides (model));
  g_assert_true (sg_game_model_is_bot_busy (model));
  pause = sg_game_model_get_next_bot_delay (model);
  /* Disposing cancels the waiting move: no clock is read. */
  g_assert_finalize_object (model);
  g_assert_true (wait_for (no_bot_jobs, NULL, 10));
  return pause;
}

/* After an elimination the computer waits longer before its next move, so
 * that the person sees the character leave and the next one come in; a
 * shot dodged is the usual pause, and no delay stays none. */
static void
test_elimination_pause (void)
{
  guint eliminated = pause_after_answer (200, SG_ACT_TAKE);

  g_assert_cmpuint (eliminated, >=, 2 * 200);
  g_assert_cmpuint (eliminated, <=, 3 * 200);
  g_assert_cmpuint (pause_after_answer (200, SG_ACT_DODGE_CARD), ==, 200);
  g_assert_cmpuint (pause_after_answer (0, SG_ACT_TAKE), ==, 0);
}

static gboolean
some_bot_job (gpointer data)
{
  return sg_game_model_get_bot_jobs () > 0;
}

/* The bot searches during its pause, and its answer is held until the
 * pause is over: it then shows after the same pause whether the bot had
 * a real choice to think over (Hard: ~0.1 s) or a lone answer (none),
 * which told the person what the computer's hand held.  Seen here as a
 * search finished while the game still waits for its answer. */
static void
test_answer_held_for_pause (void)
{
  SgGameModel *model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  const SgGame *game = sg_game_model_get_game (model);
  guint64 before;

  sg_game_model_set_bot_delay (model, 1000);
  g_assert_true (sg_game_model_load_scenario (model, last_life_scenario, SG_PLAYER_MEDIUM, SG_PLAYER_PERSON,
                                              &error));
  g_assert_no_error (error);
  /* The Lawmen's computer answers the Outlaws' Colt. */
  g_assert_false (sg_game_model_person_decides (model));
  before = sg_game_fingerprint (game);
  g_assert_true (wait_for (some_bot_job, NULL, 10));
  g_assert_true (wait_for (no_bot_jobs, NULL, 10));
  g_assert_cmpuint (sg_game_fingerprint (game), ==, before);
  g_assert_true (sg_game_model_is_bot_busy (model));
  g_assert_cmpuint (sg_game_model_get_next_bot_delay (model), ==, 1000);
  g_assert_true (wait_for (person_or_over, model, 10));
  g_assert_cmpuint (sg_game_fingerprint (game), !=, before);
  g_assert_finalize_object (model);
}

/* --- hot-seat ------------------------------------------------------------ */

static void
test_hot_seat (void)
{
  SgGameModel *model = sg_game_model_new ();
  SgSetup setup;
  guint handovers = 0;

  sg_setup_default (&setup, 11);
  sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_PERSON);
  g_assert_true (sg_game_model_is_hot_seat (model));
  g_assert_false (sg_game_model_is_bot_busy (model));
  /* Both choose their first AC; the second one after a hand-over. */
  for (int step = 0; step < 40 && sg_game_model_get_winner (model) == SG_WINNER_NONE; step++)
    {
      SgAction action;

      if (sg_game_model_handover_pending (model))
        {
          g_assert_cmpint (sg_game_model_get_viewer (model), !=, sg_game_model_get_decider (model));
          sg_game_model_set_viewer (model, sg_game_model_get_decider (model));
          handovers++;
        }
      g_assert_false (sg_game_model_handover_pending (model));
      g_assert_cmpint (sg_game_model_get_viewer (model), ==, sg_game_model_get_decider (model));
      action = sg_game_model_get_options (model, NULL)[0];
      g_assert_true (sg_game_model_apply (model, &action, NULL));
    }
  g_assert_cmpuint (handovers, >=, 2);
  g_assert_finalize_object (model);
}

/* Shot at with no dodge in a hand the shooter has not seen, the friend
 * still gets the hand-over and answers: a shot with no hand-over told the
 * shooter that the friend's hand held no Missed! (a play-tester). */
static void
test_hot_seat_lone_answer (void)
{
  static const char scenario[] =
    "seed 2042\nstart law\nlaw active \"Wild Bill\"\nlaw hand Colt\n"
    "outlaw active \"Babe Leroy\"\noutlaw hand Beer Beer\n"
    "law deck Colt Colt\noutlaw deck Colt Colt\n";
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  const SgGame *game = sg_game_model_get_game (model);
  SgAction colt;
  char why[256];
  guint n;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  g_assert_true (sg_scenario_find_action (game, "law play Colt at outlaw.active", &colt, why, sizeof why));
  g_assert_true (sg_game_model_apply (model, &colt, &error));
  g_assert_cmpint (sg_game_model_get_decider (model), ==, SG_OUTLAW);
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_SHOT);
  g_assert_true (sg_game_model_handover_pending (model));
  g_assert_cmpint (game->side[SG_OUTLAW].life[0], ==, 4);
  sg_game_model_set_viewer (model, SG_OUTLAW);
  g_assert_cmpint (sg_game_model_get_options (model, &n)[0].kind, ==, SG_ACT_TAKE);
  g_assert_cmpuint (n, ==, 1);
  g_assert_true (sg_game_model_apply (model, &sg_game_model_get_options (model, NULL)[0], &error));
  g_assert_no_error (error);
  g_assert_cmpint (game->side[SG_OUTLAW].life[0], ==, 3);
  g_assert_cmpint (sg_game_model_get_decider (model), ==, SG_LAW);
  g_assert_true (sg_game_model_handover_pending (model));
}

/* --- the words of every decision and option ----------------------------- */

/* Random games straight on the engine: every decision has a question, and
 * every option a plain label ("?" means a kind without words). */
/* Whether text names the character: by its name at the start of a
 * sentence ("The Stranger shoots...") or inside one ("...at the Stranger"). */
static gboolean
names_character (const char *text, guint8 ch)
{
  return strstr (text, sg_character_text_name ((SgCharId) ch)) != NULL
         || strstr (text, sg_character_text_in_sentence ((SgCharId) ch)) != NULL;
}

static void
test_action_texts (void)
{
  guint seen_decisions[SG_N_DECISIONS] = { 0 };
  guint seen_kinds[SG_N_ACTION_KINDS] = { 0 };
  guint seen_duel = 0;
  guint seen_bonus = 0;
  guint seen_bell = 0;
  guint seen_ability = 0;
  guint seen_extra = 0, seen_steal = 0, seen_peacemaker = 0, seen_empty = 0;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      SgGame *g = g_new0 (SgGame, 1);
      SgSetup setup;

      sg_setup_default (&setup, seed);
      setup.options.turn_cap = 200;
      sg_game_new (g, &setup);
      for (guint step = 0; step < 4000 && !sg_game_over (g); step++)
        {
          SgAction opts[SG_MAX_ACTIONS], choice;
          int n = sg_game_legal_actions (g, opts);
          g_autofree char *question = sg_action_text_decision (g);
          SgBotBudget budget = { .seed = seed * 7919 + step };

          g_assert_nonnull (question);
          g_assert_cmpstr (question, !=, "");
          seen_decisions[sg_game_decision (g)]++;
          /* The play phase says what ending the turn would cost (D2.3.1). */
          if (sg_game_decision (g) == SG_DEC_PLAY)
            {
              SgSide side = sg_game_decider (g);
              int over = g->hand[side].n - sg_game_hand_limit (g, side);
              g_autofree char *discard = g_strdup_printf ("discard %d card", over);

              if (over > 0)
                g_assert_nonnull (strstr (question, discard));
              else
                g_assert_null (strstr (question, "discard"));
              /* With nothing in hand it does not ask for a card. */
              g_assert_true ((g->hand[side].n == 0) == (strstr (question, "hand is empty") != NULL));
              seen_empty += g->hand[side].n == 0;
            }
          if (sg_game_decision (g) == SG_DEC_DISCARD)
            {
              /* The question says the limit (D2.3.1-.2). */
              g_autofree char *limit = g_strdup_printf ("hand limit is %d", sg_game_hand_limit (g, sg_game_decider (g)));
              g_assert_cmpuint (sg_action_text_discards_needed (g), >, 0);
              g_assert_nonnull (strstr (question, limit));
            }
          if (sg_game_decision (g) == SG_DEC_SHOT || sg_game_decision (g) == SG_DEC_INDIANS)
            {
              /* The question names the character at stake. */
              SgDecisionAbout about;
              sg_game_decision_about (g, &about);
              g_assert_cmpuint (about.target, <, 4);
              guint8 ch = g->side[SG_CODE_SIDE (about.target)].ch[SG_CODE_SLOT (about.target)];
              g_assert_true (names_character (question, ch));
              /* A shot says who fires it, and with which card if any. */
              if (sg_game_decision (g) == SG_DEC_SHOT)
                {
                  g_assert_cmpuint (about.user, <, SG_N_CHARACTERS);
                  g_assert_true (names_character (question, about.user));
                  if (about.card_type < SG_N_CARD_TYPES)
                    g_assert_nonnull (strstr (question, sg_card_text_name ((SgCardType) about.card_type)));
                }
            }
          /* The bonuses of a dodged Carbine and Shotgun ask what their
           * cards offer: an equipment card, a swap (C-CARBINE.1,
           * C-SHOTGUN.1). */
          if (sg_game_decision (g) == SG_DEC_CARBINE)
            {
              g_assert_nonnull (strstr (question, "equipment"));
              g_assert_null (strstr (question, "hit"));
              seen_bonus++;
            }
          if (sg_game_decision (g) == SG_DEC_SHOTGUN)
            {
              g_assert_nonnull (strstr (question, "swap"));
              g_assert_null (strstr (question, "discard"));
              /* Its answers say what they do: swap a side, or not. */
              for (int i = 0; i < n; i++)
                {
                  g_autofree char *answer = sg_action_text_describe (g, &opts[i], sg_game_decider (g));
                  g_assert_nonnull (strstr (answer, "Swap"));
                }
              seen_bonus++;
            }
          /* Buffalo Bell's offer names him and the character he would
           * spare (P-BUFFALO-BELL.1), and so do its two answers. */
          if (sg_game_decision (g) == SG_DEC_YES_NO)
            {
              SgDecisionAbout about;
              sg_game_decision_about (g, &about);
              guint8 ch = g->side[SG_CODE_SIDE (about.target)].ch[SG_CODE_SLOT (about.target)];
              g_assert_nonnull (strstr (question, "Buffalo Bell"));
              g_assert_true (names_character (question, ch));
              for (int i = 0; i < n; i++)
                {
                  g_autofree char *answer = sg_action_text_describe (g, &opts[i], sg_game_decider (g));
                  g_assert_nonnull (strstr (answer, "Loses It"));
                }
              seen_bell++;
            }
          /* An ability that asks for a card names its character, and
           * each answer says the card is discarded (P-CATTLE-KATIE.1,
           * P-PEARL-HAT.1, P-SOUNDANCE-KID.1). */
          if (sg_game_decision (g) == SG_DEC_ABILITY)
            {
              SgDecisionAbout about;
              sg_game_decision_about (g, &about);
              g_assert_cmpuint (about.user, <, SG_N_CHARACTERS);
              g_assert_true (names_character (question, about.user));
              for (int i = 0; i < n; i++)
                {
                  g_autofree char *answer = sg_action_text_describe (g, &opts[i], sg_game_decider (g));
                  g_assert_true (g_str_has_prefix (answer, "Discard "));
                }
              seen_ability++;
            }
          /* Tex Killer asks for any card (P-TEX-KILLER.1), and Steal
           * discards a card in play (C-STEAL.1b): neither says otherwise. */
          if (sg_game_decision (g) == SG_DEC_EXTRA_CARD)
            {
              g_assert_nonnull (strstr (question, "any card"));
              g_assert_null (strstr (question, "dodge"));
              seen_extra++;
            }
          /* A dodged Peacemaker costs a card of the hand, discarded
           * (C-PEACEMAKER.1). */
          if (sg_game_decision (g) == SG_DEC_PEACEMAKER)
            {
              g_assert_nonnull (strstr (question, "discard"));
              for (int i = 0; i < n; i++)
                {
                  g_autofree char *answer = sg_action_text_describe (g, &opts[i], sg_game_decider (g));
                  g_assert_true (g_str_has_prefix (answer, "Discard "));
                }
              seen_peacemaker++;
            }
          if (sg_game_decision (g) == SG_DEC_STEAL)
            {
              g_assert_nonnull (strstr (question, "discard a card in play"));
              for (int i = 0; i < n; i++)
                if (opts[i].kind == SG_ACT_CHOOSE_CARD)
                  {
                    g_autofree char *answer = sg_action_text_describe (g, &opts[i], sg_game_decider (g));
                    g_assert_true (g_str_has_prefix (answer, "Discard "));
                    /* Whose card: two Barrels in play would read alike. */
                    g_assert_nonnull (strstr (answer, " from "));
                    seen_steal++;
                  }
            }
          if (sg_game_decision (g) == SG_DEC_DUEL)
            {
              /* It names the AC of the side answering, which loses the
               * life point if it gives up (C-DUEL.2). */
              const SgSideState *st = &g->side[sg_game_decider (g)];
              g_assert_true (names_character (question, st->ch[st->ac]));
              seen_duel++;
            }
          for (int i = 0; i < n; i++)
            {
              g_autofree char *label = sg_action_text_describe (g, &opts[i], sg_game_decider (g));
              g_assert_nonnull (label);
              g_assert_cmpstr (label, !=, "?");
              g_assert_null (strchr (label, '?'));
              seen_kinds[opts[i].kind]++;
            }
          g_assert_true (sg_bot_choose (SG_BOT_RANDOM, g, &budget, &choice));
          sg_game_apply_legal (g, &choice);
        }
      g_free (g);
    }
  /* The common decisions and kinds were met. */
  g_assert_cmpuint (seen_decisions[SG_DEC_SETUP_AC], >, 0);
  g_assert_cmpuint (seen_decisions[SG_DEC_PLAY], >, 0);
  g_assert_cmpuint (seen_decisions[SG_DEC_SHOT], >, 0);
  g_assert_cmpuint (seen_duel, >, 0);
  g_assert_cmpuint (seen_bonus, >, 0);
  g_assert_cmpuint (seen_bell, >, 0);
  g_assert_cmpuint (seen_ability, >, 0);
  g_assert_cmpuint (seen_extra, >, 0);
  g_assert_cmpuint (seen_steal, >, 0);
  g_assert_cmpuint (seen_peacemaker, >, 0);
  g_assert_cmpuint (seen_empty, >, 0);
  g_assert_cmpuint (seen_kinds[SG_ACT_PLAY], >, 0);
  g_assert_cmpuint (seen_kinds[SG_ACT_TAKE], >, 0);
  g_assert_cmpuint (seen_kinds[SG_ACT_DODGE_CARD], >, 0);
}

/* While a side chooses its first AC (D1.4) its characters are marked
 * neither AC nor BC, and the other side's are face down; the choice made,
 * the chosen one is the AC. */
static void
test_setup_seats (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  SgSeat seat;
  const char *scenario =
    "phase setup\n"
    "law active \"The Stranger\"\nlaw backup \"Wild Bill\"\nlaw deck Colt Colt Colt Colt Colt Colt\n"
    "outlaw active \"Dalton Bros\"\noutlaw backup \"Sid Curry\"\noutlaw deck Colt Colt Colt Colt Colt\n";

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_SETUP_AC);
  for (int backup = 0; backup < 2; backup++)
    {
      g_assert_true (sg_game_model_get_seat (model, SG_LAW, backup, &seat));
      g_assert_false (seat.hidden);
      g_assert_false (seat.is_ac);
      g_assert_false (seat.is_bc);
      g_assert_true (sg_game_model_get_seat (model, SG_OUTLAW, backup, &seat));
      g_assert_true (seat.hidden);
    }

  SgAction choose = { SG_ACT_CHOOSE_CHAR, SG_LAW, SG_NONE, SG_CHAR_CODE (SG_LAW, 1), SG_NONE };
  g_assert_true (sg_game_model_apply (model, &choose, &error));
  g_assert_no_error (error);
  g_assert_true (sg_game_model_get_seat (model, SG_LAW, FALSE, &seat));
  g_assert_cmpint (seat.id, ==, SG_CHAR_WILD_BILL);
  g_assert_true (seat.is_ac);
  g_assert_true (sg_game_model_get_seat (model, SG_LAW, TRUE, &seat));
  g_assert_cmpint (seat.id, ==, SG_CHAR_THE_STRANGER);
  g_assert_true (seat.is_bc);
}

/* A card in the hand is no General Store pick, even when a card turned up
 * is its identical copy: only the cards turned up answer. */
static void
test_options_by_place (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  const char *scenario =
    "seed 5\nstart law\n"
    "law active \"Wild Bill\"\nlaw hand \"General Store\" Colt\nlaw deck Colt Missed!\n"
    "outlaw active \"Cattle Katie\"\noutlaw deck Colt Beer\n"
    "law play \"General Store\"\n";
  const SgGame *g;
  guint idx[SG_MAX_ACTIONS];
  guint8 hand_colt = SG_NONE, staged_colt = SG_NONE;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_PICK);
  g = sg_game_model_get_game (model);
  for (int i = 0; i < g->hand[SG_LAW].n; i++)
    if (g->card[g->hand[SG_LAW].c[i]].type == SG_CARD_COLT)
      hand_colt = g->hand[SG_LAW].c[i];
  for (int i = 0; i < g->staging.n; i++)
    if (g->card[g->staging.c[i]].type == SG_CARD_COLT && g->card[g->staging.c[i]].back == SG_LAW)
      staged_colt = g->staging.c[i];
  g_assert_cmpuint (hand_colt, !=, SG_NONE);
  g_assert_cmpuint (staged_colt, !=, SG_NONE);
  /* The same card (type, symbol, back), in two places. */
  g_assert_cmpuint (g->card[hand_colt].symbol, ==, g->card[staged_colt].symbol);
  g_assert_cmpuint (sg_game_model_options_for_card (model, staged_colt, idx), ==, 1);
  g_assert_cmpuint (sg_game_model_options_for_card (model, hand_colt, idx), ==, 0);
}

/* The label of the option that takes the staged card of this type,
 * symbol and back (transfer full). */
static char *
staged_label (SgGameModel *model, SgCardType type, SgSymbol symbol, SgSide back)
{
  const SgGame *g = sg_game_model_get_game (model);
  guint idx[SG_MAX_ACTIONS];

  for (int i = 0; i < g->staging.n; i++)
    {
      const SgCardInfo *c = &g->card[g->staging.c[i]];

      if (c->type == type && c->symbol == symbol && c->back == back)
        {
          g_assert_cmpuint (sg_game_model_options_for_card (model, g->staging.c[i], idx), ==, 1);
          return sg_game_model_describe_option (model, idx[0]);
        }
    }
  g_assert_not_reached ();
}

/* A General Store turns up a Colt from each deck with the same symbol:
 * two choices (a card's back stays public in the hand, E-47) that read
 * alike.  Their labels name the deck; a Colt with another symbol, whose
 * face differs, and a card without a copy read as before. */
static void
test_options_name_deck (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  const char *scenario =
    "seed 5\nstart law\n"
    "law active \"Wild Bill\"\nlaw hand \"General Store\"\nlaw deck Colt:barrel Missed!:snake\n"
    "outlaw active \"Cattle Katie\"\noutlaw deck Colt:barrel Colt:snake\n"
    "law play \"General Store\"\n";
  g_autofree char *law_colt = NULL, *outlaw_colt = NULL, *snake_colt = NULL, *missed = NULL;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_PICK);
  law_colt = staged_label (model, SG_CARD_COLT, SG_SYM_BARREL, SG_LAW);
  outlaw_colt = staged_label (model, SG_CARD_COLT, SG_SYM_BARREL, SG_OUTLAW);
  snake_colt = staged_label (model, SG_CARD_COLT, SG_SYM_SNAKE, SG_OUTLAW);
  missed = staged_label (model, SG_CARD_MISSED, SG_SYM_SNAKE, SG_LAW);
  g_assert_cmpstr (law_colt, ==, "Take Colt (Lawmen deck)");
  g_assert_cmpstr (outlaw_colt, ==, "Take Colt (Outlaws deck)");
  g_assert_cmpstr (snake_colt, ==, "Take Colt");
  g_assert_cmpstr (missed, ==, "Take Missed!");
}

/* A Colt that hits used to be seven rows; folded, it is two, and every
 * rule of the seven events is still cited (sg-log-fold.h).  Draws of one
 * reason make one row. */
static SgLogEntry *
log_row (SgGameModel *model, guint i)
{
  SgLogEntry *entry = g_list_model_get_item (sg_game_model_get_log (model), i);

  g_object_unref (entry); /* the log keeps it */
  return entry;
}

static void
test_log_folds (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  const char *scenario =
    "seed 2017\nstart law\n"
    "law active \"Wild Bill\"\nlaw hand Colt Beer\n"
    "outlaw active \"Cattle Katie\"\noutlaw backup \"Babe Leroy\"\n";
  SgAction colt;
  SgLogEntry *play, *hit;
  guint n_log;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_SCRIPT, SG_PLAYER_SCRIPT, &error));
  n_log = g_list_model_get_n_items (sg_game_model_get_log (model));
  colt = (SgAction) { SG_ACT_PLAY, SG_LAW, sg_test_hand_card (model, SG_LAW, SG_CARD_COLT),
                      SG_CHAR_CODE (SG_OUTLAW, sg_game_model_get_game (model)->side[SG_OUTLAW].ac), SG_NONE };
  g_assert_true (sg_game_model_apply (model, &colt, &error));
  g_assert_cmpuint (g_list_model_get_n_items (sg_game_model_get_log (model)), ==, n_log + 2);

  play = log_row (model, n_log);
  g_assert_cmpstr (sg_log_entry_get_rule (play), ==, "C-COLT.1");
  g_assert_true (sg_log_entry_cites (play, "E-10"));  /* the BANG! count */
  g_assert_true (sg_log_entry_cites (play, "D4.4"));  /* the card to the discard pile */
  g_assert_cmpuint (sg_log_entry_get_n_rules (play), ==, 3);
  g_assert_nonnull (strstr (sg_log_entry_get_text (play, SG_LAW), "You play Colt on Cattle Katie."));
  g_assert_nonnull (strstr (sg_log_entry_get_text (play, SG_LAW), "BANG! card"));
  g_assert_null (strstr (sg_log_entry_get_text (play, SG_LAW), "discard pile"));
  for (guint i = 0; i < sg_log_entry_get_n_rules (play); i++)
    {
      g_assert_nonnull (sg_log_entry_get_nth_rule_line (play, i));
      g_assert_true (sg_log_entry_get_nth_first_time (play, i));
    }

  hit = log_row (model, n_log + 1);
  g_assert_cmpstr (sg_log_entry_get_rule (hit), ==, "D5.5");
  g_assert_true (sg_log_entry_cites (hit, "D5.7"));
  g_assert_nonnull (strstr (sg_log_entry_get_text (hit, SG_OUTLAW), "hits Cattle Katie"));
  g_assert_nonnull (strstr (sg_log_entry_get_text (hit, SG_OUTLAW), "loses 1 life point"));
}

static void
test_log_draws (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  SgSetup setup;
  guint law_rows = 0, outlaw_rows = 0;
  GListModel *log = sg_game_model_get_log (model);

  sg_setup_default (&setup, 2018);
  sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_PERSON);
  for (guint i = 0; i < 2; i++)
    {
      SgAction choose = sg_game_model_get_options (model, NULL)[0];
      g_assert_true (sg_game_model_apply (model, &choose, NULL));
    }
  /* The opening hands (D1.8): one row a side, 4 cards named to the
   * Lawmen, 5 counted for them. */
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      SgLogEntry *row = log_row (model, i);
      const char *text = sg_log_entry_get_text (row, SG_LAW);

      if (g_strcmp0 (sg_log_entry_get_rule (row), "D1.8") != 0)
        continue;
      if (g_str_has_prefix (text, "You draw "))
        {
          law_rows++;
          g_assert_nonnull (strstr (text, " and "));
          g_assert_nonnull (strstr (text, ", "));  /* four names */
        }
      else
        {
          outlaw_rows++;
          g_assert_cmpstr (text, ==, "The opponent draws 5 cards.");
          /* The Outlaws read their own cards. */
          g_assert_true (g_str_has_prefix (sg_log_entry_get_text (row, SG_OUTLAW), "You draw "));
        }
    }
  g_assert_cmpuint (law_rows, ==, 1);
  g_assert_cmpuint (outlaw_rows, ==, 1);
}

/* A side's first characters come in as one row: named for their owner,
 * counted for the other side, which sees them face down (D1.4-D1.6). */
static void
test_log_setup_entries (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  SgSetup setup;
  guint rows = 0;
  GListModel *log = sg_game_model_get_log (model);

  sg_setup_default (&setup, 2019);
  sg_game_model_new_game (model, &setup, SG_PLAYER_PERSON, SG_PLAYER_PERSON);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      SgLogEntry *row = log_row (model, i);
      const char *law = sg_log_entry_get_text (row, SG_LAW);
      const char *outlaw = sg_log_entry_get_text (row, SG_OUTLAW);

      if (sg_log_entry_get_kind (row) != SG_EV_ENTERS_PLAY)
        continue;
      rows++;
      g_assert_cmpstr (sg_log_entry_get_rule (row), ==, "D1.4");
      if (g_str_has_prefix (law, "The opponent"))
        {
          g_assert_cmpstr (law, ==, "The opponent puts 2 characters on the table, face down until both "
                                    "sides have chosen their first active character.");
          /* Two sentences, one a character, each with its life. */
          g_assert_nonnull (strstr (outlaw, " enters play for you with "));
          g_assert_nonnull (strstr (strstr (outlaw, " enters play for you with ") + 1, " enters play for you with "));
        }
      else
        {
          g_assert_cmpstr (outlaw, ==, "The opponent puts 2 characters on the table, face down until both "
                                       "sides have chosen their first active character.");
          g_assert_nonnull (strstr (strstr (law, " enters play for you with ") + 1, " enters play for you with "));
        }
    }
  g_assert_cmpuint (rows, ==, 2);
}

/* A General Store's cards turned up are told in the row that played it. */
static void
test_log_general_store (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  const char *scenario =
    "seed 2029\nstart law\n"
    "law active \"Wild Bill\"\nlaw hand \"General Store\"\nlaw deck Missed! Colt Beer\n"
    "outlaw active \"Cattle Katie\"\noutlaw deck Duel Colt Beer\n";
  SgAction store;
  SgLogEntry *row;
  guint n_log;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_SCRIPT, SG_PLAYER_SCRIPT, &error));
  n_log = g_list_model_get_n_items (sg_game_model_get_log (model));
  store = (SgAction) { SG_ACT_PLAY, SG_LAW, sg_test_hand_card (model, SG_LAW, SG_CARD_GENERAL_STORE), SG_NONE, SG_NONE };
  g_assert_true (sg_game_model_apply (model, &store, &error));
  row = log_row (model, n_log);
  g_assert_cmpstr (sg_log_entry_get_rule (row), ==, "C-GENERAL-STORE.1");
  g_assert_true (g_str_has_prefix (sg_log_entry_get_text (row, SG_LAW), "You play General Store. It turns up "));
  /* Four cards named, the same for both players. */
  g_assert_nonnull (strstr (sg_log_entry_get_text (row, SG_LAW), " and "));
  g_assert_true (g_str_has_suffix (sg_log_entry_get_text (row, SG_OUTLAW),
                                   strstr (sg_log_entry_get_text (row, SG_LAW), "turns up ")));
  for (guint i = n_log + 1; i < g_list_model_get_n_items (sg_game_model_get_log (model)); i++)
    g_assert_cmpint (sg_log_entry_get_kind (log_row (model, i)), !=, SG_EV_TURNED_UP);

  /* The picks: the last card is the only choice, told with
   * the pick in one row rather than "You have only one choice: Colt."
   * and then the pick. */
  while (sg_game_model_get_decision (model) == SG_DEC_PICK)
    {
      SgAction pick = sg_game_model_get_options (model, NULL)[0];

      g_assert_true (sg_game_model_apply (model, &pick, &error));
    }
  {
    guint only = 0;

    for (guint i = n_log + 1; i < g_list_model_get_n_items (sg_game_model_get_log (model)); i++)
      {
        const char *text = sg_log_entry_get_text (log_row (model, i), SG_LAW);

        g_assert_null (strstr (text, "only one choice"));
        if (g_str_has_suffix (text, " (the only choice)."))
          {
            only++;
            g_assert_true (sg_log_entry_cites (log_row (model, i), "C-GENERAL-STORE.2"));
          }
      }
    g_assert_cmpuint (only, >=, 1);
  }
}

/* A fallen character's equipment is told in the row of its elimination
 * (D11.2, L-03), not a row per card. */
static void
test_log_left_behind (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  const char *scenario =
    "seed 2030\nstart law\n"
    "law active \"Wild Bill\"\nlaw hand Colt\n"
    "outlaw active \"Cattle Katie\" 1\noutlaw backup \"Babe Leroy\"\noutlaw reserve \"Bull Anderson\"\n"
    "outlaw equip \"Cattle Katie\" Scope \"Gun Belt\"\noutlaw deck Colt Beer Duel\n";
  SgAction colt;
  gboolean found = FALSE;
  GListModel *log = sg_game_model_get_log (model);

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  colt = (SgAction) { SG_ACT_PLAY, SG_LAW, sg_test_hand_card (model, SG_LAW, SG_CARD_COLT),
                      SG_CHAR_CODE (SG_OUTLAW, sg_game_model_get_game (model)->side[SG_OUTLAW].ac), SG_NONE };
  g_assert_true (sg_game_model_apply (model, &colt, &error));
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      SgLogEntry *row = log_row (model, i);
      const char *text = sg_log_entry_get_text (row, SG_LAW);

      g_assert_false (g_str_has_prefix (text, "Scope goes") || g_str_has_prefix (text, "Gun Belt goes"));
      if (g_str_has_prefix (text, "Cattle Katie is eliminated. "))
        {
          g_assert_true (g_str_has_suffix (text, " Their equipment goes to the discard pile: Gun Belt and Scope.")
                         || g_str_has_suffix (text, " Their equipment goes to the discard pile: Scope and Gun Belt."));
          g_assert_true (sg_log_entry_cites (row, "L-03"));
          found = TRUE;
        }
    }
  g_assert_true (found);
}

/* A row of draws ending on "Missed!" takes no full stop after the "!". */
static void
test_log_draws_end (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  const char *scenario =
    "seed 2021\nstart outlaw\n"
    "law active \"Wild Bill\"\nlaw deck Colt Missed!\n"
    "outlaw active \"Cattle Katie\"\noutlaw hand Beer\n";
  SgAction end = { SG_ACT_END, SG_OUTLAW, SG_NONE, SG_NONE, SG_NONE };
  GListModel *log = sg_game_model_get_log (model);
  gboolean found = FALSE;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  g_assert_true (sg_game_model_apply (model, &end, &error));
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      const char *text = sg_log_entry_get_text (log_row (model, i), SG_LAW);

      g_assert_null (strstr (text, "!."));
      found |= strstr (text, "You draw Colt and Missed!") != NULL;
    }
  g_assert_true (found);
}

/* A scenario that starts at the start of a turn (lesson 2, the Dynamite
 * tests) is told from the game as it is: the cards drawn and revealed are
 * named (the texts read an empty table while the scenario loaded), and the
 * Dynamite's start of turn is one row. */
static void
test_log_scenario_start (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  const char *scenario =
    "seed 2025\nstart law\nphase start\n"
    "law active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\nlaw equip \"Wyatt Ear\" Dynamite\n"
    "law deck Missed! Colt Beer\n"
    "outlaw active \"Cattle Katie\"\noutlaw backup \"Bull Anderson\"\n";
  GListModel *log = sg_game_model_get_log (model);
  gboolean dynamite = FALSE, draws = FALSE;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      SgLogEntry *row = log_row (model, i);
      const char *text = sg_log_entry_get_text (row, SG_LAW);

      g_assert_null (strstr (text, "nothing could be revealed"));
      g_assert_null (strstr (text, "opponent draws"));
      if (sg_log_entry_cites (row, "C-DYNAMITE.2"))
        {
          g_assert_nonnull (strstr (text, "revealed Missed!"));
          g_assert_nonnull (strstr (text, "moves on to Bull Anderson"));
          g_assert_true (sg_log_entry_cites (row, "C-DYNAMITE.3"));
          g_assert_true (sg_log_entry_cites (row, "D6.1"));
          dynamite = TRUE;
        }
      draws |= strstr (text, "You draw Colt and Beer") != NULL;
    }
  g_assert_true (dynamite);
  g_assert_true (draws);
}

/* The row of the one play of a scenario: law plays its card of that type
 * at target (a scenario's active character is in slot 0). */
static SgLogEntry *
log_play_row (SgGameModel *model, const char *scenario, SgCardType type, int target)
{
  g_autoptr (GError) error = NULL;
  SgAction play;
  guint n_log;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_SCRIPT, SG_PLAYER_SCRIPT, &error));
  n_log = g_list_model_get_n_items (sg_game_model_get_log (model));
  play = (SgAction) { SG_ACT_PLAY, SG_LAW, sg_test_hand_card (model, SG_LAW, type), (guint8) target, SG_NONE };
  g_assert_true (sg_game_model_apply (model, &play, &error));
  return log_row (model, n_log);
}

/* The rows of one kind in the log of a scenario, once loaded (borrowed
 * from the log). */
static GPtrArray *
log_rows_of_kind (SgGameModel *model, const char *scenario, SgEventKind kind)
{
  GPtrArray *rows = g_ptr_array_new ();
  GListModel *log = sg_game_model_get_log (model);

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_PERSON, NULL));
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    if (sg_log_entry_get_kind (log_row (model, i)) == (int) kind)
      g_ptr_array_add (rows, log_row (model, i));
  return rows;
}

/* A Dynamite's explosion costs 3 life points, lost one by one (E-05d):
 * one row tells them, with the total and the rule of the loss. */
static void
test_log_loss_total (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GPtrArray) losses =
    log_rows_of_kind (model,
                      "seed 2031\nstart law\nphase start\n"
                      "law active \"Wild Bill\"\nlaw backup \"Alan Pinkertoon\" 3\n"
                      "law equip \"Alan Pinkertoon\" Dynamite\nlaw deck Missed!:dynamite Colt Beer\n"
                      "outlaw active \"Cattle Katie\"\noutlaw backup \"Bull Anderson\"\n",
                      SG_EV_LIFE_LOST);
  SgLogEntry *row;

  g_assert_cmpuint (losses->len, ==, 1);
  row = g_ptr_array_index (losses, 0);
  g_assert_cmpstr (sg_log_entry_get_text (row, SG_LAW), ==, "Alan Pinkertoon loses 3 life points (0 left).");
  g_assert_cmpstr (sg_log_entry_get_rule (row), ==, "C-DYNAMITE.2");
  g_assert_cmpuint (sg_log_entry_get_n_rules (row), ==, 1);
}

/* A Barrel that dodges is one row: the reveal says the shot is dodged,
 * and cites the rules of the reveal, its discard and the dodge. */
static void
test_log_barrel_dodge (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  SgAction barrel = { SG_ACT_DODGE_BARREL, SG_OUTLAW, SG_NONE, SG_NONE, SG_NONE };
  guint n_log;
  SgLogEntry *row;

  log_play_row (model,
                "seed 2032\nstart law\nlaw active \"Wild Bill\"\nlaw hand Colt\n"
                "outlaw active \"West Harding\"\noutlaw equip \"West Harding\" Barrel\n"
                "outlaw deck Canteen:barrel Colt\n",
                SG_CARD_COLT, SG_CHAR_CODE (SG_OUTLAW, 0));
  n_log = g_list_model_get_n_items (sg_game_model_get_log (model));
  g_assert_true (sg_game_model_apply (model, &barrel, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (sg_game_model_get_log (model)), ==, n_log + 1);
  row = log_row (model, n_log);
  g_assert_cmpint (sg_log_entry_get_kind (row), ==, SG_EV_REVEAL);
  g_assert_cmpstr (sg_log_entry_get_text (row, SG_LAW), ==,
                   "Barrel: revealed Canteen with a barrel — the shot is dodged.");
  g_assert_cmpstr (sg_log_entry_get_rule (row), ==, "C-BARREL.2");
  g_assert_true (sg_log_entry_cites (row, "D6.1"));
}

/* A Fanning's row says how many shots it fires: one per equipment card
 * of its target, counted once as it resolves (E-13), which it cites.  At
 * the opponent's back-up, which only a Scope let it reach, the row cites
 * the Scope too (C-SCOPE.1), as it does Jack Ransome's reach; a Winchester,
 * which reaches the back-up anyway (C-WINCHESTER.1), or a shot at the
 * active character does not. */
static void
test_log_fanning_reach (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  const char *table =
    "seed 2034\nstart law\n"
    "law active \"Wild Bill\"\nlaw equip \"Wild Bill\" Scope\n"
    "outlaw active \"Bull Anderson\"\noutlaw backup \"Cattle Katie\"\n"
    "outlaw equip \"Cattle Katie\" Barrel Hat\noutlaw deck Colt Colt\n";
  g_autofree char *fanning = g_strconcat (table, "law hand Fanning\n", NULL);
  g_autofree char *winchester = g_strconcat (table, "law hand Winchester\n", NULL);
  g_autofree char *colt = g_strconcat (table, "law hand Colt\n", NULL);
  guint8 backup = SG_CHAR_CODE (SG_OUTLAW, 1), active = SG_CHAR_CODE (SG_OUTLAW, 0);
  SgLogEntry *row;

  row = log_play_row (model, fanning, SG_CARD_FANNING, backup);
  g_assert_cmpstr (sg_log_entry_get_rule (row), ==, "C-FANNING.1");
  g_assert_true (sg_log_entry_cites (row, "C-SCOPE.1"));
  g_assert_true (sg_log_entry_cites (row, "E-13"));
  g_assert_true (g_str_has_suffix (sg_log_entry_get_text (row, SG_OUTLAW),
                                   " The Scope on Wild Bill lets this card reach Cattle Katie."
                                   " Fanning fires 2 shots at Cattle Katie, one per equipment card."));
  row = log_play_row (model, winchester, SG_CARD_WINCHESTER, backup);
  g_assert_cmpstr (sg_log_entry_get_rule (row), ==, "C-WINCHESTER.1");
  g_assert_false (sg_log_entry_cites (row, "C-SCOPE.1"));
  row = log_play_row (model, colt, SG_CARD_COLT, active);
  g_assert_false (sg_log_entry_cites (row, "C-SCOPE.1"));
  g_assert_null (strstr (sg_log_entry_get_text (row, SG_LAW), "Scope"));
}

/* A card drawn by a character's ability says so: it appeared out of
 * nowhere (P-JANGO.1: the opponent moved their AC token). */
static void
test_log_draw_reason (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  const char *scenario =
    "seed 2026\nstart outlaw\n"
    "law active \"Jango\"\nlaw deck Colt Beer\n"
    "outlaw active \"Cattle Katie\"\noutlaw backup \"Babe Leroy\"\n";
  SgAction swap = { SG_ACT_SWITCH, SG_OUTLAW, SG_NONE, SG_NONE, SG_NONE };
  GListModel *log = sg_game_model_get_log (model);
  gboolean found = FALSE;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  g_assert_true (sg_game_model_apply (model, &swap, &error));
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      SgLogEntry *row = log_row (model, i);

      if (sg_log_entry_cites (row, "P-JANGO.1") && sg_log_entry_get_kind (row) == SG_EV_DRAW)
        {
          g_assert_cmpstr (sg_log_entry_get_text (row, SG_LAW), ==, "You draw Colt (Jango’s ability).");
          found = TRUE;
        }
    }
  g_assert_true (found);
}

/* A scenario where a Colt is fired at Pat Garret, whose Barrel makes
 * Bart Masterson turn up the two cards of deck (P-BART-MASTERSON.1). */
static SgGameModel *
bart_reveal (const char *deck)
{
  g_autofree char *text = g_strdup_printf ("seed 4020\nstart outlaw\n"
                                           "law active \"Pat Garret\"\nlaw backup \"Bart Masterson\"\n"
                                           "law equip \"Pat Garret\" Barrel\nlaw deck %s Hat\n"
                                           "outlaw active \"Cattle Katie\"\noutlaw hand Colt\n"
                                           "outlaw play Colt at law.active\n", deck);
  SgGameModel *model = sg_game_model_new ();
  SgAction barrel;
  char why[256];

  sg_game_model_set_bot_delay (model, 0);
  g_assert_true (sg_game_model_load_scenario (model, text, SG_PLAYER_PERSON, SG_PLAYER_MEDIUM, NULL));
  g_assert_true (sg_scenario_find_action (sg_game_model_get_game (model), "law dodge barrel", &barrel, why, sizeof why));
  g_assert_true (sg_game_model_apply (model, &barrel, NULL));
  return model;
}

static gboolean
log_cites (SgGameModel *model, const char *rule)
{
  GListModel *log = sg_game_model_get_log (model);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr (SgLogEntry) entry = g_list_model_get_item (log, i);
      for (guint k = 0; k < sg_log_entry_get_n_rules (entry); k++)
        if (g_strcmp0 (sg_log_entry_get_nth_rule (entry, k), rule) == 0)
          return TRUE;
    }
  return FALSE;
}

/* Bart Masterson's question is asked only when the card kept can change
 * the outcome; two cards that both miss the barrel are not a choice (found
 * by a play-test: "Keep the one that counts" between two misses). */
static void
test_needless_reveal_choice (void)
{
  SgGameModel *asked = bart_reveal ("Colt:dynamite Missed!:barrel");
  SgGameModel *skipped = bart_reveal ("Colt:dynamite Knife:snake");

  g_assert_cmpint (sg_game_model_get_decision (asked), ==, SG_DEC_REVEAL);
  g_assert_true (sg_game_choice_matters (sg_game_model_get_game (asked)));
  /* Both miss: answered for the person, the barrel fails and the shot
   * goes on (here it hits: no card to dodge with); the log tells which
   * card counted. */
  g_assert_cmpint (sg_game_model_get_decision (skipped), !=, SG_DEC_REVEAL);
  {
    /* The engine's own answer, at the question the model did not ask. */
    const char *text = "start outlaw\nlaw active \"Pat Garret\"\nlaw backup \"Bart Masterson\"\n"
                       "law equip \"Pat Garret\" Barrel\nlaw deck Colt:dynamite Knife:snake Hat\n"
                       "outlaw active \"Cattle Katie\"\noutlaw hand Colt\n";
    SgGame *g = g_new0 (SgGame, 1);
    SgAction a;
    char why[256];

    g_assert_true (sg_scenario_load (text, strlen (text), "test", g, NULL, NULL, why, sizeof why));
    g_assert_true (sg_scenario_find_action (g, "outlaw play Colt at law.active", &a, why, sizeof why));
    sg_game_apply_legal (g, &a);
    g_assert_true (sg_scenario_find_action (g, "law dodge barrel", &a, why, sizeof why));
    sg_game_apply_legal (g, &a);
    g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_REVEAL);
    g_assert_false (sg_game_choice_matters (g));
    g_free (g);
  }
  g_assert_true (log_cites (skipped, "P-BART-MASTERSON.1"));
  g_assert_true (log_cites (skipped, "C-BARREL.3"));
  g_object_unref (asked);
  g_object_unref (skipped);
}

/* The rows the given moves add to the log of a scenario, as viewer reads
 * them, each followed by the rules it cites: "text [D5.7 D5.8]", one a
 * line.  Played as a lesson's script plays, for both sides: the engine
 * takes a lone answer at once, as in a replay (hot-seat asks it behind a
 * hand-over: ask_lone). */
static char *
rows_after_moves (const char *scenario, const char *const *moves, SgSide viewer)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  GString *rows = g_string_new (NULL);
  char why[256];
  guint n_log;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_SCRIPT, SG_PLAYER_SCRIPT, &error));
  n_log = g_list_model_get_n_items (sg_game_model_get_log (model));
  for (; *moves != NULL; moves++)
    {
      SgAction a;

      if (!sg_scenario_find_action (sg_game_model_get_game (model), *moves, &a, why, sizeof why))
        g_error ("%s: %s", *moves, why);
      g_assert_true (sg_game_model_apply (model, &a, &error));
    }
  for (guint i = n_log; i < g_list_model_get_n_items (sg_game_model_get_log (model)); i++)
    {
      SgLogEntry *row = log_row (model, i);

      g_string_append_printf (rows, "%s [", sg_log_entry_get_text (row, viewer));
      for (guint r = 0; r < sg_log_entry_get_n_rules (row); r++)
        g_string_append_printf (rows, r > 0 ? " %s" : "%s", sg_log_entry_get_nth_rule (row, r));
      g_string_append (rows, "]\n");
    }
  g_test_message ("%s", rows->str);
  return g_string_free (rows, FALSE);
}

/* A scenario where law plays against Babe Leroy, whose hand is given. */
static char *
hidden_hand_scenario (const char *law_hand, const char *outlaw_hand)
{
  return g_strdup_printf ("seed 2040\nstart law\nlaw active \"Wild Bill\"\nlaw hand %s\n"
                          "outlaw active \"Babe Leroy\"\noutlaw hand %s\n"
                          "law deck Colt Colt Colt\noutlaw deck Colt Colt Colt\n",
                          law_hand, outlaw_hand);
}

/* An answer the engine takes because it is the only one left must not
 * tell the other player more than the same answer chosen would: that the
 * opponent held no Missed!, no shot card for the Duel, or two copies of
 * one card is hidden while their hand holds cards the player has not
 * seen.  Law's rows are the same, word for word and rule for rule, when
 * the outlaw chose and when the engine answered; the outlaw still reads
 * why nothing was asked. */
static void
test_log_only_answer_hidden (void)
{
  static const struct {
    const char *law_hand, *chosen_hand, *forced_hand, *play, *answer, *forced_answer, *own_text;
  } cases[] = {
    { "Colt", "Missed! Beer", "Beer Beer", "law play Colt at outlaw.active", "outlaw take", NULL,
      "You have nothing left to dodge with." },
    { "Duel", "Colt Beer", "Beer Beer", "law play Duel at outlaw.active", "outlaw take", NULL,
      "You have no shot card to discard and lose the Duel." },
    { "Indians!", "Colt Beer", "Beer Beer", "law play Indians!", "outlaw take", NULL,
      "You have no shot card to discard against the Indians!" },
    { "Peacemaker", "Missed! Beer Colt", "Missed! Beer Beer", "law play Peacemaker at outlaw.active",
      "outlaw dodge Missed!", "outlaw choose Beer", "the only choice)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *chosen = hidden_hand_scenario (cases[i].law_hand, cases[i].chosen_hand);
      g_autofree char *forced = hidden_hand_scenario (cases[i].law_hand, cases[i].forced_hand);
      const char *chosen_moves[] = { cases[i].play, cases[i].answer, cases[i].forced_answer, NULL };
      const char *forced_moves[] = { cases[i].play, cases[i].forced_answer != NULL ? cases[i].answer : NULL,
                                     NULL };
      g_autofree char *law_chosen = rows_after_moves (chosen, chosen_moves, SG_LAW);
      g_autofree char *law_forced = rows_after_moves (forced, forced_moves, SG_LAW);
      g_autofree char *own_forced = rows_after_moves (forced, forced_moves, SG_OUTLAW);

      g_assert_cmpstr (law_forced, ==, law_chosen);
      g_assert_nonnull (strstr (own_forced, cases[i].own_text));
    }
}

/* With nothing in hand, that nothing could answer is no secret: the row
 * says so to both players. */
static void
test_log_only_answer_public (void)
{
  g_autofree char *empty_hand = hidden_hand_scenario ("Colt", "");
  const char *law_shoots[] = { "law play Colt at outlaw.active", NULL };
  g_autofree char *rows = rows_after_moves (empty_hand, law_shoots, SG_LAW);

  g_assert_nonnull (strstr (rows, "The opponent has nothing left to dodge with."));
  g_assert_nonnull (strstr (rows, "[D5.5 D5.7]"));
}

/* Applies a scenario move through the model. */
static void
apply_move (SgGameModel *model, const char *move)
{
  g_autoptr (GError) error = NULL;
  SgAction a;
  char why[256];

  if (!sg_scenario_find_action (sg_game_model_get_game (model), move, &a, why, sizeof why))
    g_error ("%s: %s", move, why);
  g_assert_true (sg_game_model_apply (model, &a, &error));
}

/* At the start of a turn, the cards the other side played in its own
 * stand under the prompt, until the player plays a card. */
static void
test_last_turn_summary (void)
{
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *summary = NULL;

  g_assert_true (sg_game_model_load_scenario (model,
                                              "seed 2050\nstart outlaw\nlaw active \"Wild Bill\"\nlaw hand Missed! Colt\n"
                                              "outlaw active \"Babe Leroy\" 3\noutlaw hand Colt Beer\n"
                                              "law deck Colt Colt Colt\noutlaw deck Colt Colt Colt\n",
                                              SG_PLAYER_PERSON, SG_PLAYER_PERSON, &error));
  apply_move (model, "outlaw play Colt at law.active");
  apply_move (model, "law take");
  apply_move (model, "outlaw play Beer");
  sg_game_model_set_viewer (model, SG_LAW);
  g_assert_null (sg_game_model_dup_last_turn_summary (model)); /* not law's turn yet */
  apply_move (model, "outlaw end");
  sg_game_model_set_viewer (model, SG_LAW);
  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_PLAY);
  summary = sg_game_model_dup_last_turn_summary (model);
  g_assert_cmpstr (summary, ==, "Last turn, the opponent played Colt on Wild Bill and Beer.");
  apply_move (model, "law play Colt at outlaw.active");
  sg_game_model_set_viewer (model, SG_LAW);
  g_assert_null (sg_game_model_dup_last_turn_summary (model));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/whole-game", test_whole_game);
  g_test_add_func ("/model/bot-reproducible", test_bot_reproducible);
  g_test_add_func ("/model/hard-reproducible", test_hard_reproducible);
  g_test_add_func ("/model/refusal", test_refusal);
  g_test_add_func ("/model/why-unplayable-as-colt", test_why_unplayable_as_colt);
  g_test_add_func ("/model/setup-seats", test_setup_seats);
  g_test_add_func ("/model/options-by-place", test_options_by_place);
  g_test_add_func ("/model/bad-scenario", test_bad_scenario);
  g_test_add_func ("/model/bad-scenario-line", test_bad_scenario_line);
  g_test_add_func ("/model/dispose-cancels-bot", test_dispose_cancels_bot);
  g_test_add_func ("/model/new-game-cancels-bot", test_new_game_cancels_bot);
  g_test_add_func ("/model/elimination-pause", test_elimination_pause);
  g_test_add_func ("/model/answer-held-for-pause", test_answer_held_for_pause);
  g_test_add_func ("/model/hot-seat", test_hot_seat);
  g_test_add_func ("/model/hot-seat-lone-answer", test_hot_seat_lone_answer);
  g_test_add_func ("/model/action-texts", test_action_texts);
  g_test_add_func ("/model/log-folds", test_log_folds);
  g_test_add_func ("/model/log-draws", test_log_draws);
  g_test_add_func ("/model/log-draws-end", test_log_draws_end);
  g_test_add_func ("/model/log-setup-entries", test_log_setup_entries);
  g_test_add_func ("/model/log-general-store", test_log_general_store);
  g_test_add_func ("/model/log-left-behind", test_log_left_behind);
  g_test_add_func ("/model/log-scenario-start", test_log_scenario_start);
  g_test_add_func ("/model/log-draw-reason", test_log_draw_reason);
  g_test_add_func ("/model/log-loss-total", test_log_loss_total);
  g_test_add_func ("/model/log-barrel-dodge", test_log_barrel_dodge);
  g_test_add_func ("/model/log-fanning-reach", test_log_fanning_reach);
  g_test_add_func ("/model/log-only-answer/hidden", test_log_only_answer_hidden);
  g_test_add_func ("/model/log-only-answer/public", test_log_only_answer_public);
  g_test_add_func ("/model/last-turn-summary", test_last_turn_summary);
  g_test_add_func ("/model/needless-reveal-choice", test_needless_reveal_choice);
  g_test_add_func ("/model/options-name-deck", test_options_name_deck);
  return g_test_run ();
}
