/* test-selfplay-property.c: thousands of random games, every state checked.
 *
 * Each game answers every decision with a uniformly random legal action and
 * checks the whole state after every action: the engine's own invariants,
 * and independently of them where every card is, the characters and their
 * lives, the decision and its legal actions, and both players' views.
 *
 * Environment (optional): SG_PROPERTY_GAMES (default 2000),
 * SG_PROPERTY_SEED (first seed, default 1), SG_PROPERTY_ONLY (run one seed
 * and print every action).
 */
#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-test-util.h"

#define TURN_CAP 400
#define MAX_STEPS 60000     /* a game longer than this is stuck, not capped */
#define MAX_REPORTED 5

typedef struct {
  guint games, law_wins, outlaw_wins, unfinished, failed;
  guint64 steps, max_steps, events, turns;
  GString *failures;
  GString *unfinished_seeds;
} Stats;

/* One game's setup: the default one, or (every fourth game) random
 * character counts and rule options, for coverage of E-19, E-25, E-44. */
static void
game_setup (SgSetup *s, uint64_t seed, GRand *r)
{
  sg_setup_default (s, seed);
  if (seed % 4 == 3)
    {
      s->characters[SG_LAW] = (uint8_t) g_rand_int_range (r, 1, 13);
      s->characters[SG_OUTLAW] = (uint8_t) g_rand_int_range (r, 1, 13);
      s->options.return_fire_own_gatling = (uint8_t) g_rand_int_range (r, 0, 2);
      s->options.toco_discard_as_colt = (uint8_t) g_rand_int_range (r, 0, 2);
    }
  s->options.turn_cap = TURN_CAP;
}

/* Replays a failing game and writes its actions, so that the failure can be
 * reproduced from the seed and this list alone. */
static void
describe_trace (const SgSetup *s, const GArray *trace, GString *out)
{
  SgGame g;
  guint first = trace->len > 60 ? trace->len - 60 : 0;

  sg_test_new_game_from (&g, s);
  g_string_append_printf (out, "  %u actions; the last ones:\n", trace->len);
  for (guint i = 0; i < trace->len; i++)
    {
      const SgAction *a = &g_array_index (trace, SgAction, i);

      if (i >= first)
        {
          g_string_append_printf (out, "  [%u] dec=%d turn=%u ", i, sg_game_decision (&g), g.turn_number);
          sg_test_describe_action (&g, a, out);
          g_string_append_c (out, '\n');
        }
      sg_game_apply (&g, a);
    }
}

static void
record_failure (Stats *st, uint64_t seed, const SgSetup *s, const GArray *trace, const char *why)
{
  st->failed++;
  if (st->failed > MAX_REPORTED)
    return;
  g_string_append_printf (st->failures, "seed %" G_GUINT64_FORMAT " (characters %u/%u), after action %u:\n%s",
                          seed, s->characters[0], s->characters[1], trace->len, why);
  describe_trace (s, trace, st->failures);
}

/* The end of a game: the winner eliminated every character of the loser
 * (D12.1), and never both at once (E-23). */
static gboolean
check_end (const SgGame *g, GString *err)
{
  SgSide loser;

  if (g->winner != SG_WINNER_LAW && g->winner != SG_WINNER_OUTLAW)
    {
      g_string_append_printf (err, "game over with winner %u (E-23)\n", g->winner);
      return FALSE;
    }
  loser = (SgSide) !g->winner;
  if (sg_test_characters_left (g, loser) != 0 || sg_test_characters_left (g, (SgSide) g->winner) == 0)
    {
      g_string_append_printf (err, "%s won with %d characters left to the loser\n",
                              sg_side_name ((SgSide) g->winner), sg_test_characters_left (g, loser));
      return FALSE;
    }
  return TRUE;
}

static int
starting_characters (const SgGame *g, SgSide side)
{
  return sg_test_characters_left (g, side);
}

/* Plays one game; returns FALSE on the first broken property. */
static gboolean
play_one (uint64_t seed, Stats *st, gboolean verbose)
{
  g_autoptr (GRand) r = g_rand_new_with_seed ((guint32) (seed * 2654435761u + 17));
  g_autoptr (GArray) trace = g_array_new (FALSE, FALSE, sizeof (SgAction));
  g_autoptr (GString) err = g_string_new (NULL);
  g_autoptr (GString) bad_event = g_string_new (NULL);
  SgTestEventLog log = { .first_bad = bad_event };
  SgAction actions[SG_MAX_ACTIONS];
  SgSetup s;
  SgGame g;
  int expected[2];

  game_setup (&s, seed, r);
  sg_test_new_game_from (&g, &s);
  sg_game_set_observer (&g, sg_test_event_check, &log);
  expected[SG_LAW] = starting_characters (&g, SG_LAW);
  expected[SG_OUTLAW] = starting_characters (&g, SG_OUTLAW);
  st->games++;

  while (sg_test_check_all (&g, expected, err) && log.n_bad == 0)
    {
      int n;
      SgRefusal ref;

      if (sg_game_over (&g))
        {
          if (g.winner == SG_WINNER_NONE && g.turn_number >= TURN_CAP)
            {
              if (st->unfinished++ < 20)
                g_string_append_printf (st->unfinished_seeds, " %" G_GUINT64_FORMAT, seed);
            }
          else if (!check_end (&g, err))
            break;
          else if (g.winner == SG_WINNER_LAW)
            st->law_wins++;
          else
            st->outlaw_wins++;
          st->steps += trace->len;
          st->max_steps = MAX (st->max_steps, trace->len);
          st->events += log.n_events;
          st->turns += g.turn_number;
          return TRUE;
        }
      if (trace->len >= MAX_STEPS || g.turn_number > TURN_CAP + 1)
        {
          g_string_append_printf (err, "no end after %u actions, turn %u, turn cap %u not applied\n",
                                  trace->len, g.turn_number, TURN_CAP);
          break;
        }
      n = sg_game_legal_actions (&g, actions);
      g_array_append_val (trace, actions[g_rand_int_range (r, 0, n)]);
      if (verbose)
        {
          g_autoptr (GString) line = g_string_new (NULL);

          sg_test_describe_action (&g, &g_array_index (trace, SgAction, trace->len - 1), line);
          g_test_message ("[%u] %s", trace->len - 1, line->str);
        }
      ref = sg_game_apply (&g, &g_array_index (trace, SgAction, trace->len - 1));
      if (ref.code != SG_OK)
        {
          g_string_append_printf (err, "a legal action was refused: %d %s %s\n",
                                  ref.code, ref.rule ? ref.rule : "", ref.message ? ref.message : "");
          break;
        }
    }
  if (log.n_bad)
    g_string_append_printf (err, "bad event: %s\n", bad_event->str);
  record_failure (st, seed, &s, trace, err->str);
  return FALSE;
}

static guint64
env_number (const char *name, guint64 fallback)
{
  const char *v = g_getenv (name);

  return v && *v ? g_ascii_strtoull (v, NULL, 10) : fallback;
}

static void
test_selfplay_random_games (void)
{
  guint64 n_games = env_number ("SG_PROPERTY_GAMES", 2000);
  guint64 first = env_number ("SG_PROPERTY_SEED", 1);
  Stats st = { .failures = g_string_new (NULL), .unfinished_seeds = g_string_new (NULL) };
  gint64 start = g_get_monotonic_time ();
  double seconds;

  if (g_getenv ("SG_PROPERTY_ONLY"))
    {
      first = env_number ("SG_PROPERTY_ONLY", 1);
      n_games = 1;
    }
  for (guint64 seed = first; seed < first + n_games; seed++)
    play_one (seed, &st, n_games == 1);
  seconds = (g_get_monotonic_time () - start) / 1e6;

  g_test_message ("%u games from seed %" G_GUINT64_FORMAT " in %.2f s: law %u, outlaw %u, "
                  "unfinished (turn cap %d) %u, failed %u",
                  st.games, first, seconds, st.law_wins, st.outlaw_wins, TURN_CAP,
                  st.unfinished, st.failed);
  g_test_message ("%" G_GUINT64_FORMAT " actions (%.0f a game, longest %" G_GUINT64_FORMAT
                  ", %.0f actions/s), %.1f turns a game, %" G_GUINT64_FORMAT " events",
                  st.steps, st.games ? (double) st.steps / st.games : 0.0, st.max_steps,
                  seconds > 0 ? st.steps / seconds : 0.0,
                  st.games ? (double) st.turns / st.games : 0.0, st.events);
  if (st.unfinished)
    g_test_message ("unfinished games, seeds:%s%s", st.unfinished_seeds->str,
                    st.unfinished > 20 ? " ..." : "");
  if (st.failed)
    {
      g_test_message ("%u games broke a property; the first ones:\n%s", st.failed, st.failures->str);
      g_test_fail_printf ("%u of %u games broke a property", st.failed, st.games);
    }
  /* Random play ends almost every game: a high share of capped games means
   * the game cannot progress (e.g. nobody can ever be eliminated). */
  g_assert_cmpuint (st.unfinished * 100, <, st.games);
  g_string_free (st.failures, TRUE);
  g_string_free (st.unfinished_seeds, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/selfplay/random-games", test_selfplay_random_games);
  return g_test_run ();
}
