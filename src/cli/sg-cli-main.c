/* sg-cli-main.c: sixgun-cli, the command-line face of the engine.
 * Dispatches to one command; results go to stdout, errors to stderr; a
 * command line we do not understand prints the usage and exits 2. */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-bot.h"
#include "sg-cli-bench.h"
#include "sg-cli-play.h"
#include "sg-cli-scenario.h"
#include "sg-cli-soak.h"
#include "sg-cli-tables.h"
#include "sg-cli-tournament.h"
#include "sg-cli-args.h"
#include "sg-deck-file.h"
#include "sg-selfplay.h"

#define EXIT_USAGE 2

static const char usage_text[] =
  "Usage: sixgun-cli COMMAND [OPTIONS]\n"
  "\n"
  "Commands:\n"
  "  cards                 list the playing cards, tab-separated:\n"
  "                        name, kind, Lawmen count, Outlaws count, icons\n"
  "  characters            list the characters, tab-separated:\n"
  "                        name, side, life, always-active (always or -)\n"
  "  scenario [--options] FILE\n"
  "                        run a scenario file; --options also prints who decides\n"
  "                        at the end and the label of every legal option.\n"
  "                        Exit status: 0 all expectations held, 1 one failed,\n"
  "                        2 malformed file or illegal action\n"
  "  selfplay [--games N] [--seed S] [--characters K] [--turn-cap T] [--no-check]\n"
  "           [--deep-check] [--deck FILE]\n"
  "                        random legal play on both sides (default 100 games,\n"
  "                        seed 1, 4 characters a side, turn cap 400, the\n"
  "                        rulebook's decks or those of a deck list FILE,\n"
  "                        docs/deck-list-format.md).  The invariants (every\n"
  "                        card in one place, lives, a legal action) are\n"
  "                        checked after every action unless --no-check is\n"
  "                        given (for measuring raw speed); --deep-check also\n"
  "                        checks that the legal-action listings agree with\n"
  "                        the play rules (slower).\n"
  "                        Exit status 1 when an invariant was broken, 2 for\n"
  "                        a bad deck list (FILE:LINE: message)\n"
  "  soak [--games N] [--seed S] [--bots KIND,...] [--deck FILE]...\n"
  "                        random and bot self-play over all characters, reserve\n"
  "                        sizes and deck lists, checking every action\n"
  "                        (sixgun-cli soak --help for the options)\n"
  "  play [--seed S] [--side law|outlaw] [--bot BOT]\n"
  "                        play a game in the terminal against a bot: random,\n"
  "                        heuristic, easy, medium or hard (default: a seed from\n"
  "                        the clock, the Lawmen side, the random bot)\n"
  "  tournament BOT_A BOT_B [--games N] [--seed S] [--characters K]\n"
  "           [--turn-cap T] [--iterations N] [--seconds X] [--deck FILE]\n"
  "           [--verbose] [--progress] [--cpu-time]\n"
  "           [--a-set KEY=VALUE]... [--b-set KEY=VALUE]...\n"
  "                        bot against bot (default 100 games, seed 1), sides\n"
  "                        swapped in each pair of games dealt alike; prints\n"
  "                        win rates, the Wilson 95 %% interval of BOT_A's and\n"
  "                        milliseconds per decision (median, 99th percentile).\n"
  "                        Keys are named after the bots; the same bot twice\n"
  "                        gives NAME_a and NAME_b.  --iterations and --seconds\n"
  "                        set the Hard bot's budget per decision; --verbose\n"
  "                        adds unfinished games, fallbacks and playouts per\n"
  "                        decision, --progress a line per game on stderr,\n"
  "                        --cpu-time times decisions in CPU time, not wall time;\n"
  "                        --a-set and --b-set give BOT_A's or BOT_B's Hard search\n"
  "                        other settings: exploration=X, playout-turns=N,\n"
  "                        playout-epsilon=X, hand=size|value\n"
  "  bench [--seconds X] [--seed S]\n"
  "                        speed on one core: random self-play games, ISMCTS\n"
  "                        playouts and heuristic decisions per second (each\n"
  "                        measured for X seconds of CPU time, default 1)\n"
  "  help                  show this text\n";

static int
usage_error (const char *fmt, const char *arg)
{
  if (fmt)
    {
      fputs ("sixgun-cli: ", stderr);
      fprintf (stderr, fmt, arg);
      fputs ("\n\n", stderr);
    }
  fputs (usage_text, stderr);
  return EXIT_USAGE;
}

static int
cmd_selfplay (int argc, char **argv)
{
  SgDeckList decks;
  SgSelfplayConfig c = { .games = 100, .seed = 1, .characters = 0, .turn_cap = 400, .check = true };
  for (int i = 2; i < argc; i++)
    {
      bool missing = false;
      const char *v;
      guint64 n;
      if (strcmp (argv[i], "--no-check") == 0)
        c.check = c.deep_check = false;
      else if (strcmp (argv[i], "--deep-check") == 0)
        c.check = c.deep_check = true;
      else if ((v = sg_cli_option_value (argc, argv, &i, "--games", &missing)))
        {
          if (!sg_cli_parse_number (v, G_MAXUINT32, &n))
            return usage_error ("--games needs a number, not '%s'", v);
          c.games = (unsigned) n;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--seed", &missing)))
        {
          if (!sg_cli_parse_number (v, G_MAXUINT64, &n))
            return usage_error ("--seed needs a number, not '%s'", v);
          c.seed = n;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--characters", &missing)))
        {
          if (!sg_cli_parse_number (v, 12, &n) || n == 0)
            return usage_error ("--characters needs a number from 1 to 12, not '%s'", v);
          c.characters = (uint8_t) n;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--turn-cap", &missing)))
        {
          if (!sg_cli_parse_number (v, G_MAXUINT16, &n))
            return usage_error ("--turn-cap needs a number up to 65535, not '%s'", v);
          c.turn_cap = (uint16_t) n;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--deck", &missing)))
        {
          if (!sg_cli_load_deck (v, &decks))
            return EXIT_USAGE;
          c.decks = &decks;
        }
      else
        return usage_error (missing ? "option %s needs a value" : "unknown option '%s'", argv[i]);
    }
  SgSelfplayResult r;
  gint64 start = g_get_monotonic_time ();
  sg_selfplay_run (&c, &r);
  double seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;

  printf ("games: %u\nlaw_wins: %u\noutlaw_wins: %u\nunfinished: %u\n"
          "invariant_violations: %u\naverage_turns: %.1f\naverage_actions: %.1f\n"
          "games_per_second: %.0f\n",
          r.games, r.law_wins, r.outlaw_wins, r.unfinished, r.invariant_violations,
          r.games ? (double) r.total_turns / r.games : 0.0,
          r.games ? (double) r.total_actions / r.games : 0.0,
          seconds > 0 ? r.games / seconds : 0.0);
  if (r.draws > 0)
    printf ("draws: %u\n", r.draws);
  if (r.first_bad_game >= 0)
    fprintf (stderr, "first violation: game %d (setup seed %" G_GUINT64_FORMAT
             "), after action %" G_GUINT64_FORMAT ": %s\n", r.first_bad_game,
             r.first_bad_seed, r.first_bad_action, r.first_bad_message);
  return r.invariant_violations > 0 ? 1 : 0;
}

static int
cmd_play (int argc, char **argv)
{
  guint64 seed = (guint64) g_get_real_time ();
  SgSide side = SG_LAW;
  SgBotKind bot = SG_BOT_RANDOM;
  for (int i = 2; i < argc; i++)
    {
      bool missing = false;
      const char *v;
      if ((v = sg_cli_option_value (argc, argv, &i, "--seed", &missing)))
        {
          if (!sg_cli_parse_number (v, G_MAXUINT64, &seed))
            return usage_error ("--seed needs a number, not '%s'", v);
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--side", &missing)))
        {
          int s = sg_side_by_name (v);
          if (s < 0)
            return usage_error ("--side must be law or outlaw, not '%s'", v);
          side = (SgSide) s;
        }
      else if ((v = sg_cli_option_value (argc, argv, &i, "--bot", &missing)))
        {
          if (!sg_bot_kind_from_name (v, &bot))
            return usage_error ("--bot must be random, heuristic, easy, medium or hard, not '%s'", v);
        }
      else
        return usage_error (missing ? "option %s needs a value" : "unknown option '%s'", argv[i]);
    }
  return sg_cli_play (seed, side, bot, stdin, stdout);
}

static int
cmd_scenario (int argc, char **argv)
{
  bool options = false;
  const char *file = NULL;
  for (int i = 2; i < argc; i++)
    {
      if (strcmp (argv[i], "--options") == 0)
        options = true;
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        return usage_error ("unknown option '%s'", argv[i]);
      else if (file == NULL)
        file = argv[i];
      else
        return usage_error ("one scenario file at a time ('%s' is extra)", argv[i]);
    }
  if (file == NULL)
    return usage_error ("%s", "scenario needs a FILE");
  return sg_cli_scenario (file, options);
}

static int
cmd_no_options (int argc, char **argv, void (*print) (FILE *))
{
  if (argc > 2)
    return usage_error ("unexpected argument '%s'", argv[2]);
  print (stdout);
  return 0;
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    return usage_error (NULL, NULL);
  const char *cmd = argv[1];
  if (strcmp (cmd, "cards") == 0)
    return cmd_no_options (argc, argv, sg_cli_print_cards);
  if (strcmp (cmd, "characters") == 0)
    return cmd_no_options (argc, argv, sg_cli_print_characters);
  if (strcmp (cmd, "scenario") == 0)
    return cmd_scenario (argc, argv);
  if (strcmp (cmd, "selfplay") == 0)
    return cmd_selfplay (argc, argv);
  if (strcmp (cmd, "soak") == 0)
    return sg_cli_soak (argc, argv);
  if (strcmp (cmd, "play") == 0)
    return cmd_play (argc, argv);
  if (strcmp (cmd, "tournament") == 0)
    return sg_cli_tournament (argc, argv, usage_text);
  if (strcmp (cmd, "bench") == 0)
    return sg_cli_bench (argc, argv, usage_text);
  if (strcmp (cmd, "help") == 0 || strcmp (cmd, "--help") == 0 || strcmp (cmd, "-h") == 0)
    {
      fputs (usage_text, stdout);
      return 0;
    }
  return usage_error ("unknown command '%s'", cmd);
}
