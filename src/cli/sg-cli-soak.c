/* sg-cli-soak.c: `sixgun-cli soak`, volume play that hunts rules bugs.
 *
 * Every game draws its own configuration from its seed, so game N of a run
 * is the same game whatever the other games were (`--first N --games 1`
 * replays it):
 *  - reserve sizes 1..12 per side, usually equal, sometimes not (house rule);
 *  - one character per side picked so that game i has character i % 24
 *    (and another of the other side), on top or shuffled in: all 24 play;
 *  - the deck lists: the rulebook's (half the games), a random list built
 *    and round-tripped through the deck list file writer and parser, or one
 *    of the --deck files;
 *  - each side played by a bot kind of --bots (sg_bot_choose), default
 *    random, heuristic, easy and medium; Hard (ISMCTS) with a small budget
 *    when asked for;
 *  - the E-19 / E-25 rule options on or off.
 * After every action: the bot's choice must be legal (sg_game_check), apply
 * must accept it, and sg_game_check_invariants must hold.  Every 64th game
 * is replayed from its seed and actions and must end bit for bit the same.
 */
#include "sg-cli-soak.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "sg-bot.h"
#include "sg-cli-args.h"
#include "sg-deck-file.h"
#include "sg-game.h"
#include "sg-selfplay.h"

#define MAX_DECK_FILES 8
#define MAX_ACTIONS_PER_GAME 100000
#define REPLAY_EVERY 64

typedef struct {
  unsigned games;
  unsigned first;
  uint64_t seed;
  uint16_t turn_cap;
  uint32_t hard_iterations;
  SgDeckList files[MAX_DECK_FILES];
  int n_files;
  SgBotKind kinds[SG_N_BOT_KINDS];
  int n_kinds;
} SoakConfig;

enum { DECK_RULEBOOK, DECK_RANDOM, DECK_FILE, N_DECK_MODES };

typedef struct {
  uint64_t games, law_wins, outlaw_wins, unfinished, draws, violations;
  uint64_t actions, turns, replays;
  uint64_t by_deck[N_DECK_MODES];
  uint64_t by_kind[SG_N_BOT_KINDS];   /* sides played by each kind */
  uint64_t played[SG_N_CHARACTERS];   /* games in which it entered play */
  uint64_t by_size[SG_MAX_RESERVE + 1];
  long first_bad_game;                /* -1 when none */
  char first_bad[512];
} SoakResult;

/* Recorded actions of the game being played, for the replay check. */
static SgAction record[MAX_ACTIONS_PER_GAME];

static void
violation (SoakResult *r, unsigned index, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

static void
violation (SoakResult *r, unsigned index, const char *fmt, ...)
{
  va_list ap;

  r->violations++;
  if (r->first_bad_game >= 0)
    return;
  r->first_bad_game = index;
  va_start (ap, fmt);
  vsnprintf (r->first_bad, sizeof r->first_bad, fmt, ap);
  va_end (ap);
}

/* A random deck list: 1..80 cards a side of a few or all card types, sent
 * through the file writer and parser as a preset export/import would. */
static bool
random_decks (SgRng *rng, SgDeckList *out)
{
  SgDeckList l;
  char text[4096], err[256];
  size_t len;

  memset (&l, 0, sizeof l);
  for (int s = 0; s < 2; s++)
    {
      unsigned size = 1 + sg_rng_uniform (rng, 80);
      unsigned types = 1 + sg_rng_uniform (rng, SG_N_CARD_TYPES);
      uint8_t pool[SG_N_CARD_TYPES];

      for (int t = 0; t < SG_N_CARD_TYPES; t++)
        pool[t] = (uint8_t) t;
      for (unsigned t = 0; t < types; t++)
        {
          unsigned j = t + sg_rng_uniform (rng, SG_N_CARD_TYPES - t);
          uint8_t tmp = pool[t];
          pool[t] = pool[j];
          pool[j] = tmp;
        }
      for (unsigned k = 0; k < size; k++)
        l.count[s][pool[sg_rng_uniform (rng, types)]]++;
    }
  len = sg_deck_file_write (&l, text, sizeof text);
  if (len >= sizeof text || !sg_deck_file_parse (text, len, "soak", out, err, sizeof err))
    return false;
  return memcmp (out, &l, sizeof l) == 0;
}

/* Draws game `index`'s configuration from its seed into *setup, the kinds
 * of both sides into kinds[]. */
static int
configure (const SoakConfig *c, unsigned index, SgSetup *setup, SgBotKind kinds[2],
           SoakResult *r)
{
  uint64_t seed = sg_selfplay_game_seed (c->seed, index);
  SgRng rng;
  int deck_mode;
  unsigned pick = index % SG_N_CHARACTERS;
  unsigned other;

  sg_rng_init (&rng, seed ^ 0x50AC50AC50AC50ACull);
  sg_setup_default (setup, seed);
  setup->characters[0] = (uint8_t) (1 + sg_rng_uniform (&rng, SG_MAX_RESERVE));
  setup->characters[1] = sg_rng_uniform (&rng, 4) == 0
                           ? (uint8_t) (1 + sg_rng_uniform (&rng, SG_MAX_RESERVE))
                           : setup->characters[0];
  other = sg_rng_uniform (&rng, 12);
  setup->picks[pick / 12][0] = (uint8_t) pick;
  setup->picks[!(pick / 12)][0] = (uint8_t) ((pick < 12 ? 12 : 0) + other);
  setup->fixed_order[0] = (uint8_t) sg_rng_uniform (&rng, 2);
  setup->fixed_order[1] = (uint8_t) sg_rng_uniform (&rng, 2);
  setup->options.turn_cap = c->turn_cap;
  setup->options.return_fire_own_gatling = (uint8_t) (sg_rng_uniform (&rng, 4) != 0);
  setup->options.toco_discard_as_colt = (uint8_t) (sg_rng_uniform (&rng, 4) != 0);

  deck_mode = sg_rng_uniform (&rng, 2) == 0 ? DECK_RULEBOOK
              : c->n_files > 0 && sg_rng_uniform (&rng, 2) == 0 ? DECK_FILE : DECK_RANDOM;
  if (deck_mode == DECK_FILE)
    setup->decks = c->files[sg_rng_uniform (&rng, (uint32_t) c->n_files)];
  else if (deck_mode == DECK_RANDOM && !random_decks (&rng, &setup->decks))
    violation (r, index, "game %u: a random deck list did not survive the file round trip", index);
  for (int s = 0; s < 2; s++)
    kinds[s] = c->kinds[sg_rng_uniform (&rng, (uint32_t) c->n_kinds)];
  return deck_mode;
}

static void
replay_check (const SgSetup *setup, const SgGame *played, uint64_t n, unsigned index,
              SoakResult *r)
{
  static SgGame g;

  memset (&g, 0, sizeof g);
  sg_game_new (&g, setup);
  for (uint64_t k = 0; k < n; k++)
    sg_game_apply_legal (&g, &record[k]);
  r->replays++;
  if (memcmp (&g, played, sizeof g) != 0)
    violation (r, index, "game %u: its replay (same seed, same %" G_GUINT64_FORMAT
               " actions) ended in another state", index, n);
}

/* Plays game `index` to its end; every check failure is a violation. */
static void
play_one (const SoakConfig *c, unsigned index, SoakResult *r)
{
  static SgGame g;
  SgSetup setup;
  SgBotKind kinds[2];
  SgRng rng;
  char msg[256];
  uint64_t n = 0;
  bool clean = true;
  uint32_t seen = 0;
  int deck_mode = configure (c, index, &setup, kinds, r);

  memset (&g, 0, sizeof g);
  sg_game_new (&g, &setup);
  sg_rng_init (&rng, setup.seed ^ 0xB07B07B07B07B07Bull);
  r->by_deck[deck_mode]++;
  r->by_kind[kinds[0]]++;
  r->by_kind[kinds[1]]++;
  r->by_size[setup.characters[0]]++;
  r->by_size[setup.characters[1]]++;

  if (!sg_game_check_invariants (&g, msg, sizeof msg))
    {
      violation (r, index, "game %u: after the deal: %s", index, msg);
      clean = false;
    }
  while (clean && !sg_game_over (&g) && n < MAX_ACTIONS_PER_GAME)
    {
      SgSide side = sg_game_decider (&g);
      SgBotBudget budget = { .seed = sg_rng_next (&rng) };
      SgAction a;
      SgRefusal why;

      if (kinds[side] == SG_BOT_HARD)
        budget.iterations = c->hard_iterations;
      if (!sg_bot_choose (kinds[side], &g, &budget, &a))
        {
          violation (r, index, "game %u, action %" G_GUINT64_FORMAT ": the %s bot had no "
                     "action while the game is on", index, n, sg_bot_kind_name (kinds[side]));
          clean = false;
          break;
        }
      why = sg_game_check (&g, &a);
      if (why.code == SG_OK)
        why = sg_game_apply (&g, &a);
      if (why.code != SG_OK)
        {
          violation (r, index, "game %u, action %" G_GUINT64_FORMAT ": the %s bot's choice "
                     "(kind %u, card %u, target %u) was refused: %s (%s)", index, n,
                     sg_bot_kind_name (kinds[side]), a.kind, a.card, a.target,
                     why.message ? why.message : "?", why.rule ? why.rule : "?");
          clean = false;
          break;
        }
      record[n++] = a;
      for (int s = 0; s < 2; s++)
        for (int slot = 0; slot < 2; slot++)
          if (g.side[s].ch[slot] != SG_NONE)
            seen |= 1u << g.side[s].ch[slot];
      if (!sg_game_check_invariants (&g, msg, sizeof msg))
        {
          violation (r, index, "game %u, after action %" G_GUINT64_FORMAT ": %s", index, n, msg);
          clean = false;
        }
    }

  r->games++;
  r->actions += n;
  r->turns += g.turn_number;
  for (int ch = 0; ch < SG_N_CHARACTERS; ch++)
    if (seen & (1u << ch))
      r->played[ch]++;
  if (clean && sg_game_over (&g) && g.winner == SG_WINNER_LAW)
    r->law_wins++;
  else if (clean && sg_game_over (&g) && g.winner == SG_WINNER_OUTLAW)
    r->outlaw_wins++;
  else
    {
      r->unfinished++;
      if (clean && g.winner == SG_WINNER_DRAW)
        {
          r->draws++;
          violation (r, index, "game %u: ended in a draw (E-23: a rules bug)", index);
        }
    }
  if (clean && index % REPLAY_EVERY == 0)
    replay_check (&setup, &g, n, index, r);
}

static void
print_result (const SoakConfig *c, const SoakResult *r, double seconds)
{
  printf ("games: %" G_GUINT64_FORMAT "\nlaw_wins: %" G_GUINT64_FORMAT
          "\noutlaw_wins: %" G_GUINT64_FORMAT "\nunfinished: %" G_GUINT64_FORMAT
          "\ndraws: %" G_GUINT64_FORMAT "\nviolations: %" G_GUINT64_FORMAT
          "\nactions: %" G_GUINT64_FORMAT "\naverage_turns: %.1f\nreplays_checked: %" G_GUINT64_FORMAT
          "\nseconds: %.1f\ngames_per_second: %.0f\n",
          r->games, r->law_wins, r->outlaw_wins, r->unfinished, r->draws, r->violations,
          r->actions, r->games ? (double) r->turns / r->games : 0.0, r->replays, seconds,
          seconds > 0 ? r->games / seconds : 0.0);
  printf ("decks: rulebook %" G_GUINT64_FORMAT ", random %" G_GUINT64_FORMAT
          ", files %" G_GUINT64_FORMAT "\n", r->by_deck[DECK_RULEBOOK],
          r->by_deck[DECK_RANDOM], r->by_deck[DECK_FILE]);
  printf ("sides played by:");
  for (int k = 0; k < SG_N_BOT_KINDS; k++)
    if (r->by_kind[k])
      printf (" %s %" G_GUINT64_FORMAT, sg_bot_kind_name ((SgBotKind) k), r->by_kind[k]);
  printf ("\nreserve sizes (sides):");
  for (int s = 1; s <= SG_MAX_RESERVE; s++)
    printf (" %d:%" G_GUINT64_FORMAT, s, r->by_size[s]);
  printf ("\ncharacters never in play:");
  {
    int none = 1;
    for (int ch = 0; ch < SG_N_CHARACTERS; ch++)
      if (r->played[ch] == 0)
        {
          printf (" %s;", sg_char_data ((SgCharId) ch)->name);
          none = 0;
        }
    printf ("%s\n", none ? " none" : "");
  }
  if (r->first_bad_game >= 0)
    fprintf (stderr, "first violation (replay: sixgun-cli soak --seed %" G_GUINT64_FORMAT
             " --first %ld --games 1 ...): %s\n", c->seed, r->first_bad_game, r->first_bad);
}

static const char soak_usage[] =
  "Usage: sixgun-cli soak [--games N] [--first I] [--seed S] [--turn-cap T]\n"
  "                       [--bots KIND,...] [--hard-iterations N] [--deck FILE]...\n"
  "Plays N games (default 1000) from game index I (default 0), each with its\n"
  "own reserve sizes, characters, deck lists and bots drawn from the seed, and\n"
  "checks legality and the invariants after every action.  Bots: random,\n"
  "heuristic, easy, medium, hard (default random,heuristic,easy,medium; Hard\n"
  "searches --hard-iterations, default 50).  --deck adds a deck list file to\n"
  "the mix (up to 8).  Exit status 1 on any violation, 2 on a bad command.\n";

static int
soak_usage_error (const char *what, const char *arg)
{
  fprintf (stderr, "sixgun-cli soak: %s%s%s\n\n%s", what, arg ? " " : "", arg ? arg : "", soak_usage);
  return 2;
}

static bool
number (const char *s, guint64 max, guint64 *out)
{
  return s != NULL && g_ascii_string_to_unsigned (s, 10, 0, max, out, NULL);
}

static bool
parse_kinds (const char *list, SoakConfig *c)
{
  g_auto (GStrv) names = g_strsplit (list, ",", -1);

  c->n_kinds = 0;
  for (int i = 0; names[i]; i++)
    {
      SgBotKind k;
      if (!sg_bot_kind_from_name (names[i], &k) || c->n_kinds >= SG_N_BOT_KINDS)
        return false;
      c->kinds[c->n_kinds++] = k;
    }
  return c->n_kinds > 0;
}

int
sg_cli_soak (int argc, char **argv)
{
  static SoakConfig c;
  static SoakResult r;
  gint64 start;

  memset (&c, 0, sizeof c);
  c.games = 1000;
  c.seed = 1;
  c.turn_cap = 400;
  c.hard_iterations = 50;
  parse_kinds ("random,heuristic,easy,medium", &c);
  for (int i = 2; i < argc; i++)
    {
      const char *a = argv[i];
      const char *v = i + 1 < argc ? argv[i + 1] : NULL;
      guint64 n;

      if (strcmp (a, "--games") == 0 && number (v, G_MAXUINT32, &n))
        c.games = (unsigned) n;
      else if (strcmp (a, "--first") == 0 && number (v, G_MAXUINT32, &n))
        c.first = (unsigned) n;
      else if (strcmp (a, "--seed") == 0 && number (v, G_MAXUINT64, &n))
        c.seed = n;
      else if (strcmp (a, "--turn-cap") == 0 && number (v, G_MAXUINT16, &n))
        c.turn_cap = (uint16_t) n;
      else if (strcmp (a, "--hard-iterations") == 0 && number (v, 100000, &n) && n > 0)
        c.hard_iterations = (uint32_t) n;
      else if (strcmp (a, "--bots") == 0 && v != NULL)
        {
          if (!parse_kinds (v, &c))
            return soak_usage_error ("--bots needs kinds among random, heuristic, easy, "
                                     "medium, hard, not", v);
        }
      else if (strcmp (a, "--deck") == 0 && v != NULL)
        {
          if (c.n_files >= MAX_DECK_FILES)
            return soak_usage_error ("at most 8 --deck files", NULL);
          if (!sg_cli_load_deck (v, &c.files[c.n_files++]))
            return 2;
        }
      else
        return soak_usage_error ("bad option or value:", a);
      i++;
    }

  memset (&r, 0, sizeof r);
  r.first_bad_game = -1;
  start = g_get_monotonic_time ();
  for (unsigned k = 0; k < c.games; k++)
    play_one (&c, c.first + k, &r);
  print_result (&c, &r, (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
  return r.violations > 0 ? 1 : 0;
}
