/* sg-cli-play.c: the text-mode game.  The person's decisions are read from
 * a stream as numbers; the bot answers through sg_bot_choose, at the level
 * asked for (random by default).
 * Events are described as they happen (so the text matches the state of
 * that moment) and shown before the person's next decision. */
#include "sg-cli-play.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "sg-describe.h"
#include "sg-label.h"
#include "sg-selfplay.h"
#include "sg-table-text.h"

typedef struct {
  SgGame g;
  SgSide person;
  SgBotKind kind;
  SgRng bot;        /* seeds of the bot's choices */
  GString *log;     /* what happened since the person's last decision */
  FILE *in;
  FILE *out;
} Play;

typedef enum { INPUT_CHOICE, INPUT_QUIT } InputResult;

static void
on_event (const SgEvent *e, void *data)
{
  Play *p = data;
  char text[256];
  sg_event_describe (&p->g, e, p->person, text, sizeof text);
  g_string_append_printf (p->log, "  %s [%s]\n", text, e->rule ? e->rule : "-");
}

/* What declining means in each decision that offers `take`. */
static const char *
take_meaning (SgDecision d)
{
  switch (d)
    {
    case SG_DEC_DUEL: return "give up the Duel and lose 1 life";
    case SG_DEC_INDIANS: return "lose 1 life";
    default: return "take the hit";
    }
}

/* For a card in play, the character carrying it: "(on Sid Curry)". */
static void
append_card_place (const SgGame *g, uint8_t card, GString *out)
{
  for (int s = 0; s < 2; s++)
    for (int slot = 0; slot < 2; slot++)
      {
        const SgEquip *eq = &g->side[s].equip[slot];
        for (int i = 0; i < eq->n; i++)
          if (eq->c[i] == card && g->side[s].ch[slot] != SG_NONE)
            g_string_append_printf (out, "  (on %s)",
                                    sg_char_data ((SgCharId) g->side[s].ch[slot])->name);
      }
}

/* The label of option i, plus the name of the character a position means. */
static void
option_text (const SgGame *g, const SgAction *opts, int n, int i, GString *out)
{
  char label[160];
  sg_action_label (g, opts, n, i, label, sizeof label);
  g_string_append (out, label);
  const SgAction *a = &opts[i];
  uint8_t t = a->target;
  bool swap = (a->kind == SG_ACT_PLAY && a->card < g->n_cards
               && g->card[a->card].type == SG_CARD_CANTEEN && a->as == SG_NONE)
              || (a->kind == SG_ACT_CHOOSE_SIDE && sg_game_decision (g) == SG_DEC_SHOTGUN);
  if (t < 4 && (strstr (label, ".active") || strstr (label, ".backup")))
    {
      uint8_t ch = g->side[SG_CODE_SIDE (t)].ch[SG_CODE_SLOT (t)];
      if (ch != SG_NONE)
        g_string_append_printf (out, "  (%s)", sg_char_data ((SgCharId) ch)->name);
    }
  else if (swap && t <= SG_OUTLAW)
    g_string_append_printf (out, "  (swap the %s active and back-up)",
                            t == SG_LAW ? "Lawmen's" : "Outlaws'");
  else if (a->kind == SG_ACT_CHOOSE_SIDE && sg_game_decision (g) == SG_DEC_BACK && t <= SG_OUTLAW)
    g_string_append_printf (out, "  (a random card among the %s backs)", sg_side_name ((SgSide) t));
  else if (a->kind == SG_ACT_TAKE)
    g_string_append_printf (out, "  (%s)", take_meaning (sg_game_decision (g)));
  else if (a->kind == SG_ACT_CHOOSE_CARD)
    append_card_place (g, a->card, out);
}

static void
print_abilities (Play *p)
{
  fputs ("Characters in play:\n", p->out);
  for (int s = 0; s < 2; s++)
    for (int slot = 0; slot < 2; slot++)
      {
        uint8_t ch = p->g.side[s].ch[slot];
        /* The opponent's picks stay secret during setup (D1.5). */
        if (ch == SG_NONE || (p->g.phase == SG_PHASE_SETUP && s != (int) p->person))
          continue;
        const SgCharData *d = sg_char_data ((SgCharId) ch);
        fprintf (p->out, "  %s (%s): %s [%s]\n", d->name, sg_describe_side (d->side), d->text, d->rule);
      }
}

static void
show_decision (Play *p, const SgAction *opts, int n)
{
  GString *s = g_string_new ("\n");
  sg_table_text (s, &p->g, p->person);
  if (p->log->len > 0)
    {
      g_string_append_printf (s, "\nSince your last move:\n%s", p->log->str);
      g_string_truncate (p->log, 0);
    }
  g_string_append_printf (s, "\nYour move (%s). %s.\n", sg_describe_side (p->person),
                          sg_decision_text (sg_game_decision (&p->g)));
  for (int i = 0; i < n; i++)
    {
      g_string_append_printf (s, "  %2d) ", i + 1);
      option_text (&p->g, opts, n, i, s);
      g_string_append_c (s, '\n');
    }
  fputs (s->str, p->out);
  g_string_free (s, TRUE);
}

/* Reads lines until one is a valid choice; *choice is 0-based. */
static InputResult
read_choice (Play *p, int n, int *choice)
{
  char line[128];
  for (;;)
    {
      if (n == 1)
        fputs ("Your choice (1, ? for abilities, q to quit): ", p->out);
      else
        fprintf (p->out, "Your choice (1-%d, ? for abilities, q to quit): ", n);
      fflush (p->out);
      if (fgets (line, sizeof line, p->in) == NULL)
        {
          fputs ("\nNo more input: leaving the game.\n", p->out);
          return INPUT_QUIT;
        }
      g_strstrip (line);
      if (line[0] == '\0')
        continue;
      if (strcmp (line, "q") == 0 || strcmp (line, "quit") == 0)
        {
          fputs ("You left the game.\n", p->out);
          return INPUT_QUIT;
        }
      if (strcmp (line, "?") == 0)
        {
          print_abilities (p);
          continue;
        }
      char *end;
      long v = strtol (line, &end, 10);
      if (*end != '\0')
        fprintf (p->out, "\"%s\" is not a number; type the number of an option.\n", line);
      else if (v < 1 || v > n)
        fprintf (p->out, "There is no option %ld; choose between 1 and %d.\n", v, n);
      else
        {
          *choice = (int) v - 1;
          return INPUT_CHOICE;
        }
    }
}

static bool
person_turn (Play *p, SgAction *opts, int n)
{
  int choice;
  show_decision (p, opts, n);
  if (read_choice (p, n, &choice) == INPUT_QUIT)
    return false;
  SgRefusal r = sg_game_apply (&p->g, &opts[choice]);
  if (r.code != SG_OK)   /* cannot happen for a listed option; say so loudly */
    fprintf (p->out, "The engine refused that: %s [%s]\n", r.message, r.rule ? r.rule : "-");
  return true;
}

/* The bot's option among opts: sg_bot_choose works on a copy without the
 * observer (a search must not report its imagined games). */
static int
bot_option (Play *p, const SgAction *opts, int n)
{
  SgGame *copy = g_new (SgGame, 1);
  *copy = p->g;
  sg_game_set_observer (copy, NULL, NULL);
  SgBotBudget budget = { .seed = sg_rng_next (&p->bot) };
  SgAction a;
  int i = 0;
  if (sg_bot_choose (p->kind, copy, &budget, &a))
    for (int k = 0; k < n; k++)
      if (sg_action_equivalent (&p->g, &a, &opts[k]))
        {
          i = k;
          break;
        }
  g_free (copy);
  return i;
}

static void
bot_turn (Play *p, SgAction *opts, int n)
{
  int i = bot_option (p, opts, n);
  SgSide bot = sg_game_decider (&p->g);
  if (sg_game_decision (&p->g) == SG_DEC_SETUP_AC)
    g_string_append_printf (p->log, "» The %s (bot) choose their first active character in secret.\n",
                            sg_describe_side (bot));
  else
    {
      g_string_append_printf (p->log, "» %s (bot): ", sg_describe_side (bot));
      option_text (&p->g, opts, n, i, p->log);
      g_string_append_c (p->log, '\n');
    }
  sg_game_apply_legal (&p->g, &opts[i]);
}

static void
show_result (Play *p)
{
  GString *s = g_string_new ("\n");
  sg_table_text (s, &p->g, p->person);
  if (p->log->len > 0)
    g_string_append_printf (s, "\nSince your last move:\n%s", p->log->str);
  if (p->g.winner == SG_WINNER_LAW || p->g.winner == SG_WINNER_OUTLAW)
    g_string_append_printf (s, "\nGame over after %u turns: %s. %s\n", p->g.turn_number,
                            p->g.winner == SG_WINNER_LAW ? "the Lawmen win" : "the Outlaws win",
                            p->g.winner == p->person ? "You win!" : "The bot wins.");
  else
    g_string_append (s, "\nGame over without a winner.\n");
  fputs (s->str, p->out);
  g_string_free (s, TRUE);
}

int
sg_cli_play (uint64_t seed, SgSide person, SgBotKind bot, FILE *in, FILE *out)
{
  Play *p = g_new0 (Play, 1);
  SgSetup setup;
  SgAction opts[SG_MAX_ACTIONS];

  p->person = person;
  p->kind = bot;
  p->log = g_string_new (NULL);
  p->in = in;
  p->out = out;
  sg_rng_init (&p->bot, seed ^ 0xB07B07B07B07B07Bull);
  sg_setup_default (&setup, seed);
  setup.options.turn_cap = 0;
  fprintf (out, "Sixgun: you play the %s against the %s bot (seed %" G_GUINT64_FORMAT ").\n",
           person == SG_LAW ? "Lawmen" : "Outlaws", sg_bot_kind_name (bot), seed);
  /* Installed first: sg_game_new keeps it, so the deal is reported too. */
  sg_game_set_observer (&p->g, on_event, p);
  sg_game_new (&p->g, &setup);

  bool quit = false, stuck = false;
  while (!quit && !stuck && !sg_game_over (&p->g))
    {
      int n = sg_game_legal_actions (&p->g, opts);
      if (n == 0)
        {
          fprintf (stderr, "sixgun-cli: the engine offers no legal action (seed %" G_GUINT64_FORMAT
                   "); this is a bug.\n", seed);
          stuck = true;
        }
      else if (sg_game_decider (&p->g) == person)
        quit = !person_turn (p, opts, n);
      else
        bot_turn (p, opts, n);
    }
  if (!quit && !stuck)
    show_result (p);
  g_string_free (p->log, TRUE);
  g_free (p);
  return stuck ? 1 : 0;
}
