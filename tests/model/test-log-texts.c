/* test-log-texts.c: the wording of the game log and of the prompts, line by
 * line, for the cases a new player found confusing (review of the log
 * texts): the sentences must say what happened and why, in plain words,
 * while each row keeps citing the rule the engine gave it.
 *
 * Runs in the C locale, so the texts are the English msgids.  Events are
 * either written by hand or played from a scenario, whose observer turns
 * each one into text on the state right after it, as the game model does.
 */
#include <glib.h>
#include <string.h>

#include "sg-action-text.h"
#include "sg-card-text.h"
#include "sg-event-text.h"
#include "sg-scenario.h"

/* --- helpers ------------------------------------------------------------ */

/* A game dealt from the standard decks, for events written by hand. */
static SgGame *
new_game (void)
{
  SgGame *g = g_new0 (SgGame, 1);
  SgSetup setup;

  sg_setup_default (&setup, 5);
  sg_game_new (g, &setup);
  return g;
}

/* The first card instance of a type, shown to both players. */
static int
shown_card (SgGame *g, SgCardType type)
{
  for (int i = 0; i < g->n_cards; i++)
    if (g->card[i].type == type)
      {
        g->seen[i] = SG_SEEN_BOTH;
        return i;
      }
  g_assert_not_reached ();
}

static SgEvent
event (SgEventKind kind, int side, const char *rule)
{
  SgEvent ev = { (uint8_t) kind, (uint8_t) side, SG_NONE, SG_NONE, SG_NONE, SG_NONE,
                 SG_NONE, SG_NONE, 0, -1, rule };
  return ev;
}

/* The event told to viewer (SG_NONE: a spectator). */
static char *
tell (const SgGame *g, const SgEvent *ev, int viewer)
{
  return sg_event_text_describe (g, ev, (SgSide) viewer);
}

#define assert_tells(g, ev, viewer, expected)                \
  G_STMT_START {                                             \
    g_autofree char *text_ = tell ((g), (ev), (viewer));     \
    g_assert_cmpstr (text_, ==, (expected));                 \
  } G_STMT_END

/* Every row of a scenario played to its end, as each side reads it. */
typedef struct {
  SgGame *g;
  GPtrArray *rules;   /* const char *, one per event */
  GPtrArray *kinds;   /* GINT_TO_POINTER (SgEventKind) */
  GPtrArray *text[2]; /* char *, per viewer */
} Log;

static void
record (const SgEvent *ev, void *data)
{
  Log *log = data;

  g_ptr_array_add (log->rules, (gpointer) ev->rule);
  g_ptr_array_add (log->kinds, GINT_TO_POINTER (ev->kind));
  for (int v = 0; v < 2; v++)
    g_ptr_array_add (log->text[v], tell (log->g, ev, v));
}

/* Sets up the scenario (its setup lines, then one action per line) and
 * records every event. */
static Log *
play (const char *setup, const char *const *actions)
{
  Log *log = g_new0 (Log, 1);
  char err[256];

  log->g = g_new0 (SgGame, 1);
  log->rules = g_ptr_array_new ();
  log->kinds = g_ptr_array_new ();
  for (int v = 0; v < 2; v++)
    log->text[v] = g_ptr_array_new_with_free_func (g_free);
  if (!sg_scenario_load (setup, strlen (setup), "test", log->g, record, log, err, sizeof err))
    g_error ("scenario: %s", err);
  for (; actions != NULL && *actions != NULL; actions++)
    {
      SgAction a;

      if (!sg_scenario_find_action (log->g, *actions, &a, err, sizeof err))
        g_error ("%s: %s", *actions, err);
      sg_game_apply_legal (log->g, &a);
    }
  for (guint i = 0; i < log->rules->len; i++)
    g_test_message ("%-20s %s", (const char *) g_ptr_array_index (log->rules, i),
                    (const char *) g_ptr_array_index (log->text[SG_LAW], i));
  return log;
}

static void
log_free (Log *log)
{
  g_ptr_array_unref (log->rules);
  g_ptr_array_unref (log->kinds);
  for (int v = 0; v < 2; v++)
    g_ptr_array_unref (log->text[v]);
  g_free (log->g);
  g_free (log);
}

/* The row of the given kind citing rule, as viewer reads it; fails the test
 * when there is none. */
static const char *
row (const Log *log, SgEventKind kind, const char *rule, int viewer)
{
  for (guint i = 0; i < log->rules->len; i++)
    if (GPOINTER_TO_INT (g_ptr_array_index (log->kinds, i)) == (int) kind
        && g_strcmp0 (g_ptr_array_index (log->rules, i), rule) == 0)
      return g_ptr_array_index (log->text[viewer], i);
  g_error ("no event of kind %d cites %s", kind, rule);
}

/* How many times word occurs in text. */
static guint
count_word (const char *text, const char *word)
{
  guint n = 0;

  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    n++;
  return n;
}

/* A row of the given kind citing rule reads expected for viewer. */
static void
assert_row (const Log *log, SgEventKind kind, const char *rule, int viewer, const char *expected)
{
  for (guint i = 0; i < log->rules->len; i++)
    if (GPOINTER_TO_INT (g_ptr_array_index (log->kinds, i)) == (int) kind
        && g_strcmp0 (g_ptr_array_index (log->rules, i), rule) == 0
        && g_str_equal (g_ptr_array_index (log->text[viewer], i), expected))
      return;
  g_error ("no row of kind %d citing %s reads \"%s\" (first: \"%s\")", kind, rule, expected,
           row (log, kind, rule, viewer));
}

/* --- 1. the subject inside a sentence ------------------------------------ */

/* "Duel: the opponent discards Colt.": the subject after a colon is not
 * capitalised, for a player and for a spectator. */
static void
test_subject_mid_sentence (void)
{
  SgGame *g = new_game ();
  SgEvent ev = event (SG_EV_DUEL_ROUND, SG_OUTLAW, "C-DUEL.1");

  ev.card = (uint8_t) shown_card (g, SG_CARD_COLT);
  assert_tells (g, &ev, SG_LAW, "Duel: the opponent discards Colt.");
  assert_tells (g, &ev, SG_NONE, "Duel: the Outlaws player discards Colt.");
  assert_tells (g, &ev, SG_OUTLAW, "Duel: you discard Colt.");
  /* Toco Ramirez's Scope thrown as a Colt (E-25) says so. */
  ev.card = (uint8_t) shown_card (g, SG_CARD_SCOPE);
  ev.value = 1;
  assert_tells (g, &ev, SG_LAW, "Duel: the opponent discards Scope as Colt.");
  ev.kind = SG_EV_INDIANS;
  ev.target_ch = SG_CHAR_TOCO_RAMIREZ;
  assert_tells (g, &ev, SG_OUTLAW, "Indians!: you discard Scope as Colt to spare Toco Ramirez.");

  ev = event (SG_EV_INDIANS, SG_LAW, "C-INDIANS.2");
  ev.card = (uint8_t) shown_card (g, SG_CARD_KNIFE);
  ev.target_ch = SG_CHAR_JANGO;
  assert_tells (g, &ev, SG_OUTLAW, "Indians!: the opponent discards Knife to spare Jango.");
  assert_tells (g, &ev, SG_NONE, "Indians!: the Lawmen player discards Knife to spare Jango.");
  ev.target_ch = SG_NONE;
  assert_tells (g, &ev, SG_OUTLAW, "Indians!: the opponent discards Knife.");
  ev.side = SG_NONE;
  assert_tells (g, &ev, SG_OUTLAW, "Indians!: someone discards Knife.");

  /* At the start of a sentence it stays capitalised. */
  ev = event (SG_EV_DRAW, SG_OUTLAW, "D2.1.1");
  assert_tells (g, &ev, SG_LAW, "The opponent draws a card.");
  assert_tells (g, &ev, SG_NONE, "The Outlaws player draws a card.");
  g_free (g);
}

/* --- 2. a decision with one option --------------------------------------- */

/* Pearl Hat copies a Knife that can aim at one character only: the row
 * names that character, once with "only"; the shot then finds nothing to
 * dodge with (D5.5). */
static void
test_only_choice_names_character (void)
{
  const char *setup = "start outlaw\nlaw active \"Wild Bill\"\n"
                      "outlaw active \"Pearl Hat\"\noutlaw backup \"Cattle Katie\"\n"
                      "outlaw hand Colt\ndiscard Knife\nlaw deck Colt Colt\noutlaw deck Colt Colt\n";
  const char *const actions[] = { "outlaw ability", NULL };
  Log *log = play (setup, actions);

  assert_row (log, SG_EV_AUTO, "P-PEARL-HAT.1", SG_OUTLAW, "You have only one choice: Wild Bill.");
  assert_row (log, SG_EV_AUTO, "P-PEARL-HAT.1", SG_LAW, "The opponent has only one choice: Wild Bill.");
  assert_row (log, SG_EV_AUTO, "D5.5", SG_LAW, "You have nothing left to dodge with.");
  assert_row (log, SG_EV_AUTO, "D5.5", SG_OUTLAW, "The opponent has nothing left to dodge with.");
  log_free (log);
}

/* The note of a lone option goes inside a sentence's closing brackets
 * rather than into a second pair: "(Steal’s effect) (the only choice)"
 * read as two asides. */
static void
test_only_choice_brackets (void)
{
  g_autofree char *plain = sg_event_text_only_choice ("You take Colt into your hand.");
  g_autofree char *bracketed = sg_event_text_only_choice ("Bank goes to the discard pile (Steal’s effect).");

  g_assert_cmpstr (plain, ==, "You take Colt into your hand (the only choice).");
  g_assert_cmpstr (bracketed, ==, "Bank goes to the discard pile (Steal’s effect, the only choice).");
}

/* A copied card with no target leaves nothing to decide: said as such,
 * not as "only one choice: yes". */
static void
test_only_choice_yes (void)
{
  const char *setup = "start outlaw\nlaw active \"Wild Bill\"\n"
                      "outlaw active \"Pearl Hat\" 2\noutlaw backup \"Cattle Katie\" 2\n"
                      "outlaw hand Colt\ndiscard Beer\nlaw deck Colt Colt\noutlaw deck Colt Colt\n";
  const char *const actions[] = { "outlaw ability", NULL };
  Log *log = play (setup, actions);

  assert_row (log, SG_EV_AUTO, "P-PEARL-HAT.1", SG_OUTLAW, "You have nothing to choose: the effect goes ahead.");
  assert_row (log, SG_EV_AUTO, "P-PEARL-HAT.1", SG_LAW,
              "The opponent has nothing to choose: the effect goes ahead.");
  log_free (log);
}

/* Whatever the lone option, no row says "only" twice ("only one choice:
 * the only possible move"). */
static void
test_only_choice_no_double_only (void)
{
  SgGame *g = new_game ();
  int colt = shown_card (g, SG_CARD_COLT);

  for (int kind = 0; kind <= SG_ACT_CHOOSE_NO; kind++)
    for (int known = 0; known < 2; known++)
      for (int viewer = SG_LAW; viewer <= SG_OUTLAW; viewer++)
        {
          SgEvent ev = event (SG_EV_AUTO, SG_LAW, "D0.2");
          g_autofree char *text = NULL;

          ev.value = (int8_t) kind;
          ev.card = known ? (uint8_t) colt : SG_NONE;
          text = tell (g, &ev, viewer);
          if (count_word (text, "only") > 1)
            g_error ("option kind %d reads: %s", kind, text);
        }
  g_free (g);
}

/* --- 3. what each activated ability does --------------------------------- */

static void
test_ability_lines (void)
{
  static const struct {
    SgCharId ch;
    const char *expected;
  } cases[] = {
    { SG_CHAR_BABE_LEROY, "Babe Leroy uses her ability: her hand is empty, so she draws two cards." },
    { SG_CHAR_CATTLE_KATIE,
      "Cattle Katie uses her ability: she discards one of her equipment cards to draw two cards." },
    { SG_CHAR_SOUNDANCE_KID,
      "Soundance Kid uses his ability: he discards a card to draw one from each deck and keep one of the two." },
    { SG_CHAR_PEARL_HAT,
      "Pearl Hat uses her ability: she discards a card to copy the Action card on top of the discard pile." },
  };
  SgGame *g = new_game ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      SgEvent ev = event (SG_EV_ABILITY, SG_OUTLAW, sg_char_rule_clause (cases[i].ch));

      ev.ch = (uint8_t) cases[i].ch;
      for (int viewer = SG_LAW; viewer <= SG_OUTLAW; viewer++)
        assert_tells (g, &ev, viewer, cases[i].expected);
    }
  /* Another character's ability, or another rule, keeps the plain line. */
  {
    SgEvent ev = event (SG_EV_ABILITY, SG_LAW, "P-JANGO.1");

    ev.ch = SG_CHAR_JANGO;
    assert_tells (g, &ev, SG_LAW, "Jango’s ability takes effect.");
  }
  g_free (g);
}

/* A card discarded by another card's or a character's doing says whose;
 * a card discarded by its own rule, or by a rule of the game, does not. */
static void
test_discard_reasons (void)
{
  SgGame *g = new_game ();
  SgEvent ev = event (SG_EV_DISCARD, SG_LAW, "C-STAGECOACH.1");

  ev.card = (uint8_t) shown_card (g, SG_CARD_DUEL);
  assert_tells (g, &ev, SG_LAW, "Duel goes to the discard pile (Stagecoach’s effect).");
  ev.rule = "P-TEX-KILLER.1";
  assert_tells (g, &ev, SG_OUTLAW, "Duel goes to the discard pile (Tex Killer’s ability).");
  ev.rule = "C-DUEL.3";
  assert_tells (g, &ev, SG_LAW, "Duel goes to the discard pile.");
  ev.rule = "D2.3.1";
  assert_tells (g, &ev, SG_LAW, "Duel goes to the discard pile.");
  /* A draw a card made: its name alone read as the card drawn. */
  ev = event (SG_EV_DRAW, SG_OUTLAW, "C-REMINGTON.1");
  assert_tells (g, &ev, SG_LAW, "The opponent draws a card (Remington’s effect).");
  g_free (g);
}

static gboolean
log_cites (const Log *log, const char *rule)
{
  for (guint i = 0; i < log->rules->len; i++)
    if (g_strcmp0 (g_ptr_array_index (log->rules, i), rule) == 0)
      return TRUE;
  return FALSE;
}

/* Jack Ransome's reach is cited when it is what makes a play legal, and
 * only then: a BANG! card at the opponent's active character is ordinary
 * (D4.4), even once the BANG! is counted (E-10); at the back-up it is his,
 * unless a Scope lets it reach there. */
static void
test_jack_ransome_reach (void)
{
  const char *setup = "start outlaw\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
                      "outlaw active \"Jack Ransome\"\noutlaw hand Colt Knife\n"
                      "law deck Colt Colt Beer\noutlaw deck Colt Colt\n";
  const char *const at_ac[] = { "outlaw play Colt at law.active", NULL };
  const char *const knife_at_ac[] = { "outlaw play Knife at law.active", NULL };
  const char *const at_bc[] = { "outlaw play Colt at law.backup", NULL };
  const char *const knife_at_bc[] = { "outlaw play Knife at law.backup", NULL };
  g_autofree char *with_scope = g_strconcat (setup, "outlaw equip \"Jack Ransome\" Scope\n", NULL);
  Log *log;

  log = play (setup, at_ac);
  g_assert_false (log_cites (log, "P-JACK-RANSOME.1"));
  log_free (log);
  log = play (setup, knife_at_ac);
  g_assert_false (log_cites (log, "P-JACK-RANSOME.1"));
  log_free (log);
  log = play (setup, at_bc);
  g_assert_true (log_cites (log, "P-JACK-RANSOME.1"));
  log_free (log);
  /* A Scope on his AC lets any shot card reach the back-up (C-SCOPE.1), a
   * Knife as well: the play is legal without his reach, the Scope is told. */
  log = play (with_scope, knife_at_bc);
  assert_row (log, SG_EV_EQUIP_REACH, "C-SCOPE.1", SG_LAW, "The Scope on Jack Ransome lets this card reach Wyatt Ear.");
  g_assert_false (log_cites (log, "P-JACK-RANSOME.1"));
  log_free (log);
}

/* The four abilities played: the row comes first and cites the clause. */
static void
test_ability_line_played (void)
{
  const char *setup = "start outlaw\nlaw active \"Wild Bill\"\n"
                      "outlaw active \"Babe Leroy\"\noutlaw backup \"Cattle Katie\"\n"
                      "law deck Colt Colt\noutlaw deck Colt Colt\n";
  const char *const actions[] = { "outlaw ability", NULL };
  Log *log = play (setup, actions);

  assert_row (log, SG_EV_ABILITY, "P-BABE-LEROY.1", SG_LAW,
              "Babe Leroy uses her ability: her hand is empty, so she draws two cards.");
  log_free (log);
}

/* --- 4. BANG! cards played this turn ------------------------------------- */

static void
test_bang_count (void)
{
  SgGame *g = new_game ();
  SgEvent ev = event (SG_EV_BANG_COUNT, SG_LAW, "E-10");

  ev.value = 1;
  assert_tells (g, &ev, SG_LAW, "You have played 1 BANG! card this turn.");
  assert_tells (g, &ev, SG_OUTLAW, "The opponent has played 1 BANG! card this turn.");
  ev.value = 2;
  assert_tells (g, &ev, SG_LAW, "You have played 2 BANG! cards this turn.");
  assert_tells (g, &ev, SG_OUTLAW, "The opponent has played 2 BANG! cards this turn.");
  g_free (g);
}

/* --- 5. no way to answer, per rule --------------------------------------- */

static void
test_no_answer (void)
{
  static const struct {
    const char *rule, *mine, *theirs;
  } cases[] = {
    { "D5.5", "You have nothing left to dodge with.", "The opponent has nothing left to dodge with." },
    { "C-DUEL.1", "You have no shot card to discard and lose the Duel.",
      "The opponent has no shot card to discard and loses the Duel." },
    { "C-INDIANS.2", "You have no shot card to discard against the Indians!",
      "The opponent has no shot card to discard against the Indians!" },
    { "P-TEX-KILLER.1", "You have no way to answer.", "The opponent has no way to answer." },
  };
  SgGame *g = new_game ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      SgEvent ev = event (SG_EV_AUTO, SG_OUTLAW, cases[i].rule);

      ev.value = SG_ACT_TAKE;
      assert_tells (g, &ev, SG_OUTLAW, cases[i].mine);
      assert_tells (g, &ev, SG_LAW, cases[i].theirs);
    }
  g_free (g);
}

/* A Duel against a hand without shot cards is lost at once (C-DUEL.1).
 * The loser reads why; the winner, who cannot see that hand, reads a
 * Duel given up, as if the loser had chosen to. */
static void
test_no_answer_duel_played (void)
{
  const char *setup = "law active \"Wild Bill\"\nlaw hand Duel\n"
                      "outlaw active \"Babe Leroy\"\noutlaw hand Missed!\n"
                      "law deck Colt Colt\noutlaw deck Colt Colt\n";
  const char *const actions[] = { "law play Duel at outlaw.active", NULL };
  Log *log = play (setup, actions);

  assert_row (log, SG_EV_AUTO, "C-DUEL.1", SG_OUTLAW, "You have no shot card to discard and lose the Duel.");
  assert_row (log, SG_EV_AUTO, "C-DUEL.1", SG_LAW, "The opponent gives up the Duel.");
  log_free (log);
}

/* With an empty hand, that nothing could answer is public: both read it. */
static void
test_no_answer_empty_hand (void)
{
  const char *setup = "law active \"Wild Bill\"\nlaw hand Duel\n"
                      "outlaw active \"Babe Leroy\"\n"
                      "law deck Colt Colt\noutlaw deck Colt Colt\n";
  const char *const actions[] = { "law play Duel at outlaw.active", NULL };
  Log *log = play (setup, actions);

  assert_row (log, SG_EV_AUTO, "C-DUEL.1", SG_LAW, "The opponent has no shot card to discard and loses the Duel.");
  log_free (log);
}

/* A take chosen is told by what it gives up, under the question's rule. */
static void
test_no_answer_chosen (void)
{
  const char *setup = "law active \"Wild Bill\"\nlaw hand Colt\n"
                      "outlaw active \"Babe Leroy\"\noutlaw hand Missed!\n"
                      "law deck Colt Colt\noutlaw deck Colt Colt\n";
  const char *const actions[] = { "law play Colt at outlaw.active", "outlaw take", NULL };
  Log *log = play (setup, actions);

  assert_row (log, SG_EV_NO_ANSWER, "D5.5", SG_OUTLAW, "You take the hit.");
  assert_row (log, SG_EV_NO_ANSWER, "D5.5", SG_LAW, "The opponent takes the hit.");
  log_free (log);
}

/* --- 6. a failed reveal names the symbol it needed ------------------------ */

static void
test_reveal_failures (void)
{
  static const struct {
    const char *rule, *source, *outcome;
  } cases[] = {
    { "C-BARREL.3", "Barrel", "not a barrel, so no dodge" },
    { "C-DYNAMITE.3", "Dynamite", "not a dynamite, so it does not explode" },
    { "C-RATTLESNAKE.1", "Rattlesnake", "not a snake, so no bite" },
    { "P-SID-CURRY.1", "Sid Curry", "not a barrel, so no dodge" },
  };
  SgGame *g = new_game ();
  int card = shown_card (g, SG_CARD_COLT);
  const char *symbol = sg_symbol_text_name ((SgSymbol) g->card[card].symbol);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      SgEvent ev = event (SG_EV_REVEAL, SG_LAW, cases[i].rule);
      g_autofree char *expected = NULL;

      ev.card = (uint8_t) card;
      ev.symbol = g->card[card].symbol;
      expected = g_strdup_printf ("%s: revealed Colt with a %s — %s.", cases[i].source, symbol, cases[i].outcome);
      assert_tells (g, &ev, SG_LAW, expected);
    }
  /* Successes and an empty deck are told as before. */
  {
    SgEvent ev = event (SG_EV_REVEAL, SG_LAW, "C-BARREL.3");

    assert_tells (g, &ev, SG_LAW, "Barrel: nothing could be revealed — no dodge.");
    ev.rule = "C-BARREL.2";
    ev.value = 1;
    ev.card = (uint8_t) card;
    ev.symbol = g->card[card].symbol;
    {
      g_autofree char *expected = g_strdup_printf ("Barrel: revealed Colt with a %s — the shot is dodged.", symbol);
      assert_tells (g, &ev, SG_LAW, expected);
    }
  }
  g_free (g);
}

/* --- 7. the opponent's hidden characters at set-up ------------------------ */

static void
collect (const SgEvent *ev, void *data)
{
  g_array_append_val (data, *ev);
}

/* The opponent's characters come into play face down: the row says why
 * (the secret choice, D1.4-D1.5) and still cites D1.6. */
static void
test_hidden_characters (void)
{
  SgGame *g = g_new0 (SgGame, 1);
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (SgEvent));
  SgSetup setup;
  guint hidden = 0;

  sg_game_set_observer (g, collect, events);
  sg_setup_default (&setup, 9);
  sg_game_new (g, &setup);
  for (guint i = 0; i < events->len; i++)
    {
      const SgEvent *ev = &g_array_index (events, SgEvent, i);
      g_autofree char *text = NULL;

      if (ev->kind != SG_EV_ENTERS_PLAY || ev->side != SG_OUTLAW)
        continue;
      text = tell (g, ev, SG_LAW);
      g_assert_cmpstr (text, ==, "The opponent puts a character on the table, face down until both "
                                 "sides have chosen their first active character.");
      g_assert_cmpstr (ev->rule, ==, "D1.4");
      hidden++;
    }
  g_assert_cmpuint (hidden, ==, 2);
  g_free (g);
}

/* --- 8. who goes first is cited on the first turn only -------------------- */

typedef struct {
  SgGame *g;
  GPtrArray *rules;  /* the rule of each turn start, from turn 1 */
} TurnStarts;

static void
note_turn_start (const SgEvent *ev, void *data)
{
  TurnStarts *t = data;

  if (ev->kind == SG_EV_TURN_START)
    {
      g_assert_cmpuint (t->g->turn_number, ==, t->rules->len + 1);
      g_ptr_array_add (t->rules, (gpointer) ev->rule);
    }
}

static void
test_turn_start_rule (void)
{
  SgGame *g = g_new0 (SgGame, 1);
  TurnStarts t = { g, g_ptr_array_new () };
  SgAction *acts = g_new (SgAction, SG_MAX_ACTIONS);
  SgSetup setup;

  sg_game_set_observer (g, note_turn_start, &t);
  sg_setup_default (&setup, 4);
  sg_game_new (g, &setup);
  /* Choose the first option, and end each turn as soon as possible. */
  while (t.rules->len < 4 && !sg_game_over (g))
    {
      int n = sg_game_legal_actions (g, acts);
      int pick = 0;

      for (int i = 0; i < n; i++)
        if (acts[i].kind == SG_ACT_END)
          pick = i;
      sg_game_apply_legal (g, &acts[pick]);
    }
  g_assert_cmpuint (t.rules->len, ==, 4);
  g_assert_cmpstr (g_ptr_array_index (t.rules, 0), ==, "D2.0.1");
  for (guint i = 1; i < t.rules->len; i++)
    g_assert_cmpstr (g_ptr_array_index (t.rules, i), ==, "D2.0.2");
  g_ptr_array_unref (t.rules);
  g_free (acts);
  g_free (g);
}

/* --- 9. choosing which drawn card to discard ------------------------------ */

/* The question and the answers of the current decision, as its decider
 * reads them; every answer is checked against label_prefix. */
static void
assert_give_up (const SgGame *g, const char *question)
{
  SgAction *acts = g_new (SgAction, SG_MAX_ACTIONS);
  int n = sg_game_legal_actions (g, acts);
  g_autofree char *asked = sg_action_text_decision (g);

  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_GIVE_UP);
  g_assert_cmpstr (asked, ==, question);
  g_assert_cmpint (n, >=, 2);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *label = sg_action_text_describe (g, &acts[i], sg_game_decider (g));
      g_autofree char *expected = g_strdup_printf ("Discard %s", sg_card_text_name (g->card[acts[i].card].type));

      g_assert_cmpstr (label, ==, expected);
    }
  g_free (acts);
}

/* Toco Ramirez in a Duel: the card he may throw as a Colt says so on its
 * button (E-25), beside a real shot card that needs no such words. */
static void
test_duel_as_colt_labels (void)
{
  const char *setup = "start law\noutlaw active \"Toco Ramirez\"\noutlaw hand Scope Colt\n"
                      "law active \"Wild Bill\"\nlaw hand Duel\n";
  const char *const actions[] = { "law play Duel at outlaw.active", NULL };
  Log *log = play (setup, actions);
  SgAction *acts = g_new (SgAction, SG_MAX_ACTIONS);
  int n = sg_game_legal_actions (log->g, acts);
  guint as_colt = 0, plain = 0;

  g_assert_cmpint (sg_game_decision (log->g), ==, SG_DEC_DUEL);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *label = sg_action_text_describe (log->g, &acts[i], SG_OUTLAW);

      if (acts[i].kind != SG_ACT_DODGE_CARD)
        continue;
      if (acts[i].as == SG_CARD_COLT)
        {
          g_assert_cmpstr (label, ==, "Discard Scope as Colt");
          as_colt++;
        }
      else
        {
          g_assert_cmpstr (label, ==, "Discard Colt");
          plain++;
        }
    }
  g_assert_cmpuint (as_colt, ==, 1);
  g_assert_cmpuint (plain, ==, 1);
  g_free (acts);
  log_free (log);
}

static void
test_give_up_texts (void)
{
  const char *coach = "law active \"Wild Bill\"\nlaw hand Stagecoach\n"
                      "outlaw active \"Babe Leroy\"\n"
                      "law deck Colt Missed! Barrel Colt\noutlaw deck Colt Colt\n";
  const char *const coach_actions[] = { "law play Stagecoach", NULL };
  const char *kid = "start outlaw\nlaw active \"Wild Bill\"\n"
                    "outlaw active \"Soundance Kid\"\noutlaw hand Colt\n"
                    "law deck Missed! Colt\noutlaw deck Barrel Colt\n";
  const char *const kid_actions[] = { "outlaw ability", NULL };
  Log *log = play (coach, coach_actions);

  assert_give_up (log->g, "Stagecoach: choose the card to discard; you keep the other two.");
  log_free (log);
  log = play (kid, kid_actions);
  assert_give_up (log->g, "Soundance Kid: choose the card to discard; you keep the other one.");
  log_free (log);
}

/* Giving up a Duel keeps its words: there it means surrender. */
static void
test_give_up_duel (void)
{
  const char *setup = "law active \"Wild Bill\"\nlaw hand Duel\n"
                      "outlaw active \"Babe Leroy\"\noutlaw hand Colt\n"
                      "law deck Colt Colt\noutlaw deck Colt Colt\n";
  const char *const actions[] = { "law play Duel at outlaw.active", NULL };
  Log *log = play (setup, actions);
  SgAction *acts = g_new (SgAction, SG_MAX_ACTIONS);
  int n = sg_game_legal_actions (log->g, acts);
  gboolean surrender = FALSE;

  g_assert_cmpint (sg_game_decision (log->g), ==, SG_DEC_DUEL);
  for (int i = 0; i < n; i++)
    if (acts[i].kind == SG_ACT_TAKE)
      {
        g_autofree char *label = sg_action_text_describe (log->g, &acts[i], SG_OUTLAW);

        g_assert_cmpstr (label, ==, "Give up the Duel and lose a life point");
        surrender = TRUE;
      }
  g_assert_true (surrender);
  g_free (acts);
  log_free (log);
}

/* Bart Masterson's choice says what the reveal decides and which symbol
 * decides it, and each answer shows its card's symbol (P-BART-MASTERSON.1,
 * D6.5): two bare card names told the player nothing. */
static void
assert_reveal_choice (const SgGame *g, const char *question, const char *const answers[2])
{
  SgAction *acts = g_new (SgAction, SG_MAX_ACTIONS);
  int n = sg_game_legal_actions (g, acts);
  g_autofree char *asked = sg_action_text_decision (g);

  g_assert_cmpint (sg_game_decision (g), ==, SG_DEC_REVEAL);
  g_assert_cmpstr (asked, ==, question);
  g_assert_cmpint (n, ==, 2);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *label = sg_action_text_describe (g, &acts[i], sg_game_decider (g));

      g_assert_cmpstr (label, ==, answers[i]);
    }
  g_free (acts);
}

static void
test_reveal_choice (void)
{
  const char *barrel = "start outlaw\nlaw active \"Pat Garret\"\nlaw backup \"Bart Masterson\"\n"
                       "law equip \"Pat Garret\" Barrel\nlaw deck Colt:dynamite Missed!:barrel Hat\n"
                       "outlaw active \"Cattle Katie\"\noutlaw hand Colt\n";
  const char *const barrel_actions[] = { "outlaw play Colt at law.active", "law dodge barrel", NULL };
  const char *const barrel_answers[] = { "Keep Colt (dynamite)", "Keep Missed! (barrel)" };
  /* The opponent's Dynamite: Bart's owner chooses for the other side. */
  const char *dynamite = "law active \"Bart Masterson\"\n"
                         "outlaw active \"Cattle Katie\"\noutlaw backup \"Babe Leroy\"\n"
                         "outlaw equip \"Babe Leroy\" Dynamite\noutlaw deck Beer:barrel Colt:dynamite Hat Hat Hat\n"
                         "law deck Colt Colt Colt\n";
  const char *const dynamite_actions[] = { "law end", NULL };
  const char *const dynamite_answers[] = { "Keep Beer (barrel)", "Keep Colt (dynamite)" };
  const char *their_barrel = "start law\nlaw active \"Bart Masterson\"\nlaw hand Colt\n"
                             "outlaw active \"Cattle Katie\"\noutlaw equip \"Cattle Katie\" Barrel\n"
                             "outlaw deck Colt:dynamite Missed!:barrel Hat\noutlaw hand Beer\n";
  const char *const their_barrel_actions[] = { "law play Colt at outlaw.active", "outlaw dodge barrel", NULL };
  const char *const their_barrel_answers[] = { "Keep Colt (dynamite)", "Keep Missed! (barrel)" };
  Log *log = play (barrel, barrel_actions);

  assert_reveal_choice (log->g,
                        "Bart Masterson: the Barrel turned up two cards. Keep the one that counts: "
                        "a barrel dodges the shot.",
                        barrel_answers);
  log_free (log);
  log = play (dynamite, dynamite_actions);
  g_assert_cmpint (sg_game_decider (log->g), ==, SG_LAW);
  assert_reveal_choice (log->g,
                        "Bart Masterson: the opponent’s Dynamite turned up two cards. You choose the one that "
                        "counts: a dynamite makes it explode on their character.",
                        dynamite_answers);
  log_free (log);
  /* The opponent's Barrel against Bart's own shot: whose, and for whom
   * the barrel works (a play-tester could not tell which to keep). */
  log = play (their_barrel, their_barrel_actions);
  g_assert_cmpint (sg_game_decider (log->g), ==, SG_LAW);
  assert_reveal_choice (log->g,
                        "Bart Masterson: the opponent’s Barrel turned up two cards. You choose the one that "
                        "counts: a barrel dodges your shot.",
                        their_barrel_answers);
  log_free (log);
}

/* The rule each BANG! count cites: the first is counted (E-10); a second,
 * allowed by The Stranger, cites his rule (an Italian play-tester saw only
 * the one-per-turn rule and could not tell why it was allowed). */
static void
test_second_bang_cites_stranger (void)
{
  const char *setup = "start law\nlaw active \"The Stranger\"\nlaw hand Colt Colt\n"
                      "outlaw active \"Cattle Katie\"\noutlaw hand Beer\n";
  const char *const actions[] = { "law play Colt at outlaw.active", "law play Colt at outlaw.active", NULL };
  Log *log = play (setup, actions);
  GPtrArray *counted = g_ptr_array_new ();

  for (guint i = 0; i < log->kinds->len; i++)
    if (GPOINTER_TO_INT (g_ptr_array_index (log->kinds, i)) == SG_EV_BANG_COUNT)
      g_ptr_array_add (counted, g_ptr_array_index (log->rules, i));
  g_assert_cmpuint (counted->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (counted, 0), ==, "E-10");
  g_assert_cmpstr (g_ptr_array_index (counted, 1), ==, "P-THE-STRANGER.1");
  g_ptr_array_unref (counted);
  log_free (log);
}

/* --- 10. effects that change nothing say why ------------------------------ */

static void
test_no_effect_reasons (void)
{
  SgGame *g = new_game ();
  SgEvent ev = event (SG_EV_NO_EFFECT, SG_LAW, "E-13");

  ev.target_side = SG_OUTLAW;
  ev.target_ch = SG_CHAR_BABE_LEROY;
  assert_tells (g, &ev, SG_LAW, "Babe Leroy has no equipment, so the Fanning fires no shots.");
  ev.rule = "C-WHISKY.2";
  ev.target_side = SG_LAW;
  ev.target_ch = SG_CHAR_JANGO;
  ev.target_life = 3;
  assert_tells (g, &ev, SG_LAW, "Jango already has exactly 3 life points: Whisky changes nothing.");
  g_free (g);
}

/* A Fanning's shots, counted from its target's equipment as its first
 * shot is fired (E-13): one, or several. */
static void
test_fanning_shots (void)
{
  g_autofree SgGame *g = new_game ();
  SgEvent shot = event (SG_EV_SHOT, SG_LAW, "C-FANNING.1");
  SgEquip *equip = &g->side[SG_OUTLAW].equip[0];

  g->side[SG_OUTLAW].ch[0] = SG_CHAR_BABE_LEROY;
  shot.target_side = SG_OUTLAW;
  shot.target_ch = SG_CHAR_BABE_LEROY;
  equip->n = 1;
  equip->c[0] = (uint8_t) shown_card (g, SG_CARD_HAT);
  {
    g_autofree char *text = sg_event_text_fanning_shots (g, &shot);
    g_assert_cmpstr (text, ==, "Fanning fires 1 shot at Babe Leroy, one per equipment card.");
  }
  equip->n = 3;
  {
    g_autofree char *text = sg_event_text_fanning_shots (g, &shot);
    g_assert_cmpstr (text, ==, "Fanning fires 3 shots at Babe Leroy, one per equipment card.");
  }
}

/* Both cases played: a Fanning at a character without equipment, and a
 * Whisky on a character at 3 life points. */
static void
test_no_effect_played (void)
{
  const char *fanning = "law active \"Wild Bill\"\nlaw hand Fanning\n"
                        "outlaw active \"Babe Leroy\"\nlaw deck Colt Colt\noutlaw deck Colt Colt\n";
  const char *const fanning_actions[] = { "law play Fanning at outlaw.active", NULL };
  const char *whisky = "law active Jango\nlaw hand Whisky\n"
                       "outlaw active \"Babe Leroy\"\nlaw deck Colt Colt\noutlaw deck Colt Colt\n";
  const char *const whisky_actions[] = { "law play Whisky at law.active", NULL };
  Log *log = play (fanning, fanning_actions);

  assert_row (log, SG_EV_NO_EFFECT, "E-13", SG_LAW, "Babe Leroy has no equipment, so the Fanning fires no shots.");
  log_free (log);
  log = play (whisky, whisky_actions);
  assert_row (log, SG_EV_NO_EFFECT, "C-WHISKY.2", SG_OUTLAW,
              "Jango already has exactly 3 life points: Whisky changes nothing.");
  log_free (log);
}

/* --- 11. a card played as another, on a character ------------------------- */

static void
test_play_as_on (void)
{
  SgGame *g = new_game ();
  SgEvent ev = event (SG_EV_PLAY, SG_LAW, "P-ANNIE-OAKEY.2");

  ev.ch = SG_CHAR_ANNIE_OAKEY;
  ev.card = (uint8_t) shown_card (g, SG_CARD_MISSED);
  ev.target_side = SG_OUTLAW;
  ev.target_ch = SG_CHAR_BABE_LEROY;
  ev.value = 1;
  assert_tells (g, &ev, SG_LAW, "You play Missed! as Colt on Babe Leroy.");
  assert_tells (g, &ev, SG_OUTLAW, "The opponent plays Missed! as Colt on Babe Leroy.");
  g_free (g);
}

/* A name inside a sentence is written as a sentence writes it: "the
 * Stranger", not "The Stranger" (a French play-tester's report: «de Les
 * Dalton»); at the start of a sentence it keeps its capital. */
static void
test_names_mid_sentence (void)
{
  g_autofree SgGame *g = new_game ();
  SgEvent play = event (SG_EV_PLAY, SG_LAW, "D4.1");
  SgEvent shot = event (SG_EV_SHOT, SG_OUTLAW, NULL);
  SgEvent setup = event (SG_EV_SETUP, SG_LAW, "D1.5");
  SgAction a = { SG_ACT_PLAY, SG_LAW, SG_NONE, SG_CHAR_CODE (SG_OUTLAW, 0), SG_NONE };
  g_autofree char *option = NULL;

  g->side[SG_LAW].ch[0] = SG_CHAR_THE_STRANGER;
  g->side[SG_LAW].ch[1] = SG_CHAR_DALTON_BROS;
  g->side[SG_OUTLAW].ch[0] = SG_CHAR_THE_STRANGER;
  play.card = (uint8_t) shown_card (g, SG_CARD_COLT);
  play.target_side = SG_OUTLAW;
  play.target_ch = SG_CHAR_THE_STRANGER;
  assert_tells (g, &play, SG_LAW, "You play Colt on the Stranger.");
  play.target_ch = SG_CHAR_DALTON_BROS;
  assert_tells (g, &play, SG_OUTLAW, "The opponent plays Colt on Dalton Bros.");
  shot.ch = SG_CHAR_THE_STRANGER;
  shot.target_side = SG_LAW;
  shot.target_ch = SG_CHAR_DALTON_BROS;
  assert_tells (g, &shot, SG_LAW, "The Stranger shoots at Dalton Bros.");
  setup.ch = SG_CHAR_THE_STRANGER;
  assert_tells (g, &setup, SG_LAW, "You reveal the Stranger as your active character and Dalton Bros as your back-up.");
  /* A prompt's option, too. */
  a.card = (uint8_t) play.card;
  option = sg_action_text_describe (g, &a, SG_LAW);
  g_assert_cmpstr (option, ==, "Play Colt on the Stranger");
}

/* The discard prompt gives the limit and its reason in brackets, not as a
 * list ("Your hand limit is 3, Wild Bill’s life points: ..." read as if the
 * limit were the points); at 1 life point it says why the limit is 2. */
static void
test_hand_limit_prompt (void)
{
  static const char *const end[] = { "law end", NULL };
  Log *log = play ("seed 203\nstart law\n"
                   "law active \"Wild Bill\" 3\nlaw backup \"Wyatt Ear\"\n"
                   "law hand Missed! Missed! Missed! Missed!\nlaw deck Colt Colt\n"
                   "outlaw active \"Cattle Katie\" 4\noutlaw backup \"Babe Leroy\"\n"
                   "outlaw deck Knife Missed! Colt\n", end);
  g_autofree char *three = sg_action_text_decision (log->g);

  g_assert_cmpstr (three, ==, "Your hand limit is 3 (Wild Bill’s life points): discard 1 card. Choose it in your hand.");
  log_free (log);
  log = play ("seed 203\nstart law\n"
              "law active \"Wild Bill\" 1\nlaw backup \"Wyatt Ear\"\n"
              "law hand Missed! Missed! Missed! Missed!\nlaw deck Colt Colt\n"
              "outlaw active \"Cattle Katie\" 4\noutlaw backup \"Babe Leroy\"\n"
              "outlaw deck Knife Missed! Colt\n", end);
  g_autofree char *two = sg_action_text_decision (log->g);
  g_assert_cmpstr (two, ==, "Your hand limit is 2 (Wild Bill has 1 life point, and the limit is never below 2): "
                            "discard 2 cards. Choose them in your hand, one at a time.");
  log_free (log);
}

/* A character's own shot and own dodge do not say its name twice ("Sid
 * Curry's ability: Sid Curry dodges the shot."). */
static void
test_own_ability_wording (void)
{
  g_autofree SgGame *g = new_game ();
  SgEvent shot = event (SG_EV_SHOT, SG_LAW, "P-WILD-BILL.1");
  SgEvent dodge = event (SG_EV_DODGE, SG_OUTLAW, "P-SID-CURRY.1");

  shot.ch = SG_CHAR_WILD_BILL;
  shot.target_side = SG_OUTLAW;
  shot.target_ch = SG_CHAR_CATTLE_KATIE;
  assert_tells (g, &shot, SG_LAW, "Wild Bill’s ability fires a shot at Cattle Katie.");
  dodge.target_side = SG_OUTLAW;
  dodge.target_ch = SG_CHAR_SID_CURRY;
  assert_tells (g, &dodge, SG_LAW, "Sid Curry dodges the shot by an ability.");
}

/* A lone "no" says what there was nothing for (review 1.23). */
static void
test_nothing_to_choose (void)
{
  g_autofree SgGame *g = new_game ();
  SgEvent carbine = event (SG_EV_AUTO, SG_LAW, "C-CARBINE.1");
  SgEvent bull = event (SG_EV_AUTO, SG_OUTLAW, "P-BULL-ANDERSON.1");

  carbine.value = SG_ACT_CHOOSE_NO;
  bull.value = SG_ACT_CHOOSE_NO;
  assert_tells (g, &carbine, SG_LAW, "Carbine: no equipment on either active character to discard.");
  assert_tells (g, &bull, SG_LAW, "Bull Anderson finds nothing to take.");
}

/* --- plays that help the opponent, cards out of reach --------------------- */

/* The text text_of gives for move in the position setup leads to. */
static void
assert_play_text (char *(*text_of) (const SgGame *, const SgAction *), const char *setup, const char *move,
                  const char *expected)
{
  Log *log = play (setup, NULL);
  SgAction a;
  char err[256];
  g_autofree char *text = NULL;

  if (!sg_scenario_find_action (log->g, move, &a, err, sizeof err))
    g_error ("%s: %s", move, err);
  text = text_of (log->g, &a);
  g_assert_cmpstr (text, ==, expected);
  log_free (log);
}

/* The warning for move in the position setup leads to (NULL: none). */
static void
assert_helps (const char *setup, const char *move, const char *expected)
{
  assert_play_text (sg_action_text_helps_opponent, setup, move, expected);
}

/* Equipment that works for its holder, put on the opponent, says what it
 * would do for them with the card's rule (a play-test: a Gun Belt went on
 * Cattle Katie without a word); on one's own back-up, or a card meant for
 * the opponent, nothing. */
static void
test_helps_opponent (void)
{
  const char *law = "law active \"Wild Bill\"\nlaw backup Jango\nlaw hand Bank Barrel Hat \"Gun Belt\" Scope\n"
                    "outlaw active \"Cattle Katie\"\noutlaw backup \"Babe Leroy\"\n";
  const char *outlaw = "start outlaw\noutlaw active \"Jack Ransome\"\noutlaw backup \"Babe Leroy\"\n"
                       "outlaw hand \"Pocket Watch\" Rattlesnake Dynamite\n"
                       "law active \"Wild Bill\"\nlaw backup Jango\n";

  assert_helps (law, "law play Bank at outlaw.active",
                "A Bank on Cattle Katie would help the opponent: they draw one more card in each draw phase "
                "while that character is active (C-BANK.1).");
  assert_helps (law, "law play Barrel at outlaw.active",
                "A Barrel on Cattle Katie would help the opponent: its holder may reveal a card to dodge each "
                "shot (C-BARREL.1).");
  assert_helps (law, "law play Hat at outlaw.active",
                "A Hat on Cattle Katie would help the opponent: its holder may give it up to dodge a shot (C-HAT.1).");
  assert_helps (law, "law play \"Gun Belt\" at outlaw.active",
                "A Gun Belt on Cattle Katie would help the opponent: its holder may play any number of BANG! "
                "cards (C-GUN-BELT.1).");
  assert_helps (law, "law play Scope at outlaw.active",
                "A Scope on Cattle Katie would help the opponent: its holder’s shots may hit your back-up "
                "(C-SCOPE.1).");
  assert_helps (law, "law play \"Gun Belt\" at law.backup", NULL);
  /* Jack Ransome reaches the opponent's back-up too (P-JACK-RANSOME.2). */
  assert_helps (outlaw, "outlaw play \"Pocket Watch\" at law.backup",
                "A Pocket Watch on Jango would help the opponent: they draw a card each time your active "
                "character changes (C-POCKET-WATCH.1).");
  assert_helps (outlaw, "outlaw play Rattlesnake at law.active", NULL);
  /* A Whisky that would heal the opponent (C-WHISKY.1). */
  assert_helps ("law active \"Wyatt Ear\"\nlaw hand Whisky\noutlaw active \"West Harding\" 2\n",
                "law play Whisky at outlaw.active",
                "A Whisky on West Harding would help the opponent: it would heal that character up to 3 life "
                "points (C-WHISKY.1).");
  assert_helps (outlaw, "outlaw play Dynamite at law.active", NULL);
}

/* Equipment of a name the character already carries only replaces it
 * (D4.3.4): told as a play that changes nothing, not as one that helps
 * the opponent (the warning said a second Barrel on Cattle Katie would
 * help the opponent); another card still helps. */
static void
test_same_name_replaced (void)
{
  const char *setup = "law active \"Wild Bill\"\nlaw backup Jango\nlaw hand Barrel Hat \"Gun Belt\"\n"
                      "law equip Jango \"Gun Belt\"\n"
                      "outlaw active \"Cattle Katie\"\noutlaw backup \"Babe Leroy\"\n"
                      "outlaw equip \"Cattle Katie\" Barrel\n";
  const char *const moves[] = {
    "law play Barrel at outlaw.active", "law play \"Gun Belt\" at law.backup", "law play Hat at outlaw.active",
  };
  const char *const futile[] = {
    "The Barrel already on Cattle Katie would only be replaced by this one: it changes nothing (D4.3.4).",
    "The Gun Belt already on Jango would only be replaced by this one: it changes nothing (D4.3.4).",
    NULL,
  };
  Log *log = play (setup, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      SgAction a;
      char err[256];
      g_autofree char *text = NULL;
      g_autofree char *helps = NULL;

      if (!sg_scenario_find_action (log->g, moves[i], &a, err, sizeof err))
        g_error ("%s: %s", moves[i], err);
      text = sg_action_text_futile (log->g, &a);
      helps = sg_action_text_helps_opponent (log->g, &a);
      g_assert_cmpstr (text, ==, futile[i]);
      if (i == 2)
        g_assert_cmpstr (helps, ==, "A Hat on Cattle Katie would help the opponent: its holder may give it up to "
                                    "dodge a shot (C-HAT.1).");
      else
        g_assert_null (helps);
    }
  log_free (log);
}

/* A Stagecoach, a General Store or a reload whose card would only come
 * back, every pile being empty (D13.6), says so; with a card to draw,
 * nothing is said. */
static void
test_card_comes_back_told (void)
{
  const char *empty = "law active Jango\nlaw hand Stagecoach Canteen\nlaw deck empty\n"
                      "outlaw active \"Babe Leroy\"\noutlaw deck empty\ncommon empty\n";
  const char *beer = "law active Jango\nlaw hand Stagecoach Canteen\nlaw deck Beer\n"
                     "outlaw active \"Babe Leroy\"\noutlaw deck empty\ncommon empty\n";
  const char *told = "Every deck and the discard pile are empty: this card would only come back to your hand (D13.6).";

  assert_play_text (sg_action_text_futile, empty, "law play Stagecoach", told);
  assert_play_text (sg_action_text_futile, empty, "law reload Canteen", told);
  assert_play_text (sg_action_text_futile, beer, "law play Stagecoach", NULL);
  assert_play_text (sg_action_text_futile, beer, "law reload Canteen", NULL);
}

/* Plays that can only hurt their player say so with their rule (a
 * play-test: a Rattlesnake went on the player's own back-up, a Schoolmarm
 * took back the player's own Barrel): the one own card named when it is
 * the only answer, in general words when there are several; nothing when
 * the opponent has a card to lose. */
static void
test_harms_self (void)
{
  const char *snake = "law active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\nlaw hand Rattlesnake\n"
                      "outlaw active \"Cattle Katie\"\n";
  const char *one = "law active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\nlaw hand Schoolmarm Steal\n"
                    "law equip \"Wyatt Ear\" Barrel\noutlaw active \"Cattle Katie\"\n";
  g_autofree char *two = g_strconcat (one, "law equip \"Wild Bill\" Scope\n", NULL);
  g_autofree char *theirs = g_strconcat (one, "outlaw equip \"Cattle Katie\" Hat\n", NULL);

  assert_play_text (sg_action_text_harms_self, snake, "law play Rattlesnake at law.backup",
                    "A Rattlesnake on Wyatt Ear would hurt your own character: at the start of each of your turns "
                    "you reveal a card, and a snake costs Wyatt Ear 1 life point (C-RATTLESNAKE.1).");
  assert_play_text (sg_action_text_harms_self, snake, "law play Rattlesnake at outlaw.active", NULL);
  assert_play_text (sg_action_text_harms_self, one, "law play Schoolmarm",
                    "Schoolmarm could only take back your own Barrel from Wyatt Ear: no card of the opponent’s is "
                    "in reach (E-40).");
  assert_play_text (sg_action_text_harms_self, one, "law play Steal",
                    "Steal could only discard your own Barrel from Wyatt Ear: the opponent has no card in hand and "
                    "none in play in reach (E-40).");
  assert_play_text (sg_action_text_harms_self, two, "law play Schoolmarm",
                    "Schoolmarm could only take back one of your own cards in play: no card of the opponent’s is in "
                    "reach (E-40).");
  assert_play_text (sg_action_text_harms_self, two, "law play Steal",
                    "Steal could only discard one of your own cards in play: the opponent has no card in hand and "
                    "none in play in reach (E-40).");
  assert_play_text (sg_action_text_harms_self, theirs, "law play Schoolmarm", NULL);
  assert_play_text (sg_action_text_harms_self, theirs, "law play Steal", NULL);
}

/* A Whisky lowering one's own character (C-WHISKY.1: a keyboard
 * play-test saw 5 become 3 without a word) and a Canteen's swap that
 * costs its player (C-POCKET-WATCH.1, P-JANGO.1, P-TOM-THORN.1) say so
 * with their rule; a Whisky healing one's own character, or a swap that
 * sets off nothing, says nothing. */
static void
test_costly_swaps_and_whisky (void)
{
  const char *whisky = "law active \"Wild Bill\" 5\nlaw backup \"Wyatt Ear\" 4\nlaw hand Whisky\n"
                       "outlaw active \"Cattle Katie\"\n";
  const char *watch = "law active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\nlaw hand Canteen\n"
                      "outlaw active \"Cattle Katie\"\noutlaw backup \"Tom Thorn\"\n"
                      "outlaw equip \"Cattle Katie\" \"Pocket Watch\"\n";
  const char *jango = "start outlaw\noutlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\n"
                      "outlaw hand Canteen\nlaw active Jango\nlaw backup \"Wyatt Ear\"\n";

  assert_play_text (sg_action_text_harms_self, whisky, "law play Whisky at law.active",
                    "Whisky would cost your own character Wild Bill 2 life points: it sets life to exactly 3, down "
                    "as well as up (C-WHISKY.1).");
  assert_play_text (sg_action_text_harms_self, whisky, "law play Whisky at law.backup",
                    "Whisky would cost your own character Wyatt Ear 1 life point: it sets life to exactly 3, down "
                    "as well as up (C-WHISKY.1).");
  assert_play_text (sg_action_text_harms_self, whisky, "law play Whisky at outlaw.active", NULL);
  assert_play_text (sg_action_text_helps_opponent, watch, "law play Canteen at law",
                    "Swapping your own characters would help the opponent: their Pocket Watch draws them a card "
                    "each time your active character changes (C-POCKET-WATCH.1).");
  assert_play_text (sg_action_text_harms_self, watch, "law play Canteen at outlaw",
                    "Swapping the opponent’s characters would make Tom Thorn active, which fires a shot at your "
                    "back-up (P-TOM-THORN.1).");
  assert_play_text (sg_action_text_helps_opponent, jango, "outlaw play Canteen at outlaw",
                    "Swapping your own characters would help the opponent: Jango may draw a card each time your "
                    "active character changes (P-JANGO.1).");
  assert_play_text (sg_action_text_harms_self, jango, "outlaw play Canteen at law", NULL);
  assert_play_text (sg_action_text_helps_opponent, jango, "outlaw play Canteen at law", NULL);
}

/* Pearl Hat's copy is warned about in the words of the copied card's
 * play (E-15c): a copied Canteen swapping her own side while the
 * opponent's Pocket Watch draws, a copied Whisky lowering her own
 * back-up.  A play-test found the copied Canteen given no cost check. */
static void
test_pearl_hat_copy_texts (void)
{
  static const char *const pay[] = { "outlaw ability", "outlaw choose Knife", NULL };
  const char *canteen = "start outlaw\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
                        "law equip \"Wild Bill\" \"Pocket Watch\"\noutlaw active \"Pearl Hat\"\n"
                        "outlaw backup \"Babe Leroy\"\noutlaw hand Knife Colt\ndiscard Canteen\n";
  const char *whisky = "start outlaw\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
                       "outlaw active \"Pearl Hat\"\noutlaw backup \"Bull Anderson\" 5\n"
                       "outlaw hand Knife Colt\ndiscard Whisky\n";
  struct {
    const char *setup, *answer, *expected;
    char *(*text_of) (const SgGame *, const SgAction *);
  } cases[] = {
    { canteen, "outlaw choose outlaw",
      "Swapping your own characters would help the opponent: their Pocket Watch draws them a card each time "
      "your active character changes (C-POCKET-WATCH.1).", sg_action_text_helps_opponent },
    { canteen, "outlaw choose law", NULL, sg_action_text_helps_opponent },
    { whisky, "outlaw choose outlaw.backup",
      "Whisky would cost your own character Bull Anderson 2 life points: it sets life to exactly 3, down as "
      "well as up (C-WHISKY.1).", sg_action_text_harms_self },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Log *log = play (cases[i].setup, pay);
      SgAction a;
      char err[256];
      g_autofree char *text = NULL;

      g_assert_cmpint (sg_game_decision (log->g), ==, SG_DEC_COPY);
      if (!sg_scenario_find_action (log->g, cases[i].answer, &a, err, sizeof err))
        g_error ("%s: %s", cases[i].answer, err);
      text = cases[i].text_of (log->g, &a);
      g_assert_cmpstr (text, ==, cases[i].expected);
      log_free (log);
    }
  /* The copied Canteen's answers say what they do, as a Shotgun's swap. */
  {
    Log *log = play (canteen, pay);
    SgAction a;
    char err[256];
    g_autofree char *label = NULL;

    if (!sg_scenario_find_action (log->g, "outlaw choose law", &a, err, sizeof err))
      g_error ("%s", err);
    label = sg_action_text_describe (log->g, &a, SG_OUTLAW);
    g_assert_cmpstr (label, ==, "Swap the Lawmen’s Characters");
    log_free (log);
  }
  /* Her question names the card copied and what is chosen. */
  for (int w = 0; w < 2; w++)
    {
      Log *log = play (w ? whisky : canteen, pay);
      g_autofree char *question = sg_action_text_decision (log->g);

      g_assert_cmpstr (question, ==, w ? "Pearl Hat copies Whisky: choose its target."
                                       : "Pearl Hat copies Canteen: choose the side whose characters swap.");
      log_free (log);
    }
}

/* Gatling and Indians! hit one's own back-up too: a note names it with
 * the card's rule; a lone character is not hit as a back-up (D10.3). */
static void
test_hits_own_backup (void)
{
  const char *pair = "law active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\nlaw hand Gatling Indians! Colt\n"
                     "outlaw active \"Cattle Katie\"\n";
  const char *lone = "law active \"Wild Bill\"\nlaw hand Gatling Indians!\n"
                     "outlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\n";

  assert_play_text (sg_action_text_hits_own_backup, pair, "law play Gatling",
                    "Gatling also shoots your own back-up, Wyatt Ear (C-GATLING.1).");
  assert_play_text (sg_action_text_hits_own_backup, pair, "law play Indians!",
                    "Indians! also hits your own back-up, Wyatt Ear: you discard a shot card or it loses 1 life "
                    "point (C-INDIANS.3).");
  assert_play_text (sg_action_text_hits_own_backup, pair, "law play Colt at outlaw.active", NULL);
  assert_play_text (sg_action_text_hits_own_backup, lone, "law play Gatling", NULL);
  assert_play_text (sg_action_text_hits_own_backup, lone, "law play Indians!", NULL);
}

/* The question that confirms a play for the Lawmen. */
static char *
confirm_law (const SgGame *g, const SgAction *a)
{
  return sg_action_text_confirm_play (g, a, SG_LAW);
}

/* A Steal or a Schoolmarm with a single answer to come names it in the
 * question that confirms it (the game takes it on its own: the player
 * saw the Barrel go without having chosen it); with several, the card's
 * effect, as for any other card. */
static void
test_only_choice_play (void)
{
  const char *one = "law active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\nlaw hand Schoolmarm Steal Gatling\n"
                    "outlaw active \"Cattle Katie\"\noutlaw equip \"Cattle Katie\" Barrel\n";
  g_autofree char *hand = g_strconcat (one, "outlaw hand Missed!\n", NULL);
  const char *none_in_play = "law active \"Wild Bill\"\nlaw hand Steal\noutlaw active \"Cattle Katie\"\n"
                             "outlaw hand Missed!\n";
  g_autofree char *gatling = g_strdup_printf ("Play Gatling now? (%s)", sg_card_text_effect (SG_CARD_GATLING));
  g_autofree char *steal = g_strdup_printf ("Play Steal now? (%s)", sg_card_text_effect (SG_CARD_STEAL));

  assert_play_text (confirm_law, one, "law play Schoolmarm",
                    "Play Schoolmarm now? (Take Barrel from Cattle Katie, the only choice)");
  assert_play_text (confirm_law, one, "law play Steal",
                    "Play Steal now? (Discard Barrel from Cattle Katie, the only choice)");
  assert_play_text (confirm_law, none_in_play, "law play Steal",
                    "Play Steal now? (A random card from the hand, the only choice)");
  assert_play_text (confirm_law, hand, "law play Steal", steal);
  assert_play_text (confirm_law, one, "law play Gatling", gatling);
}

/* The out-of-reach sentence of the position setup and actions lead to. */
static void
assert_out_of_reach (const char *setup, const char *const *actions, SgDecision decision, const char *expected)
{
  Log *log = play (setup, actions);
  g_autofree char *text = sg_action_text_out_of_reach (log->g);

  g_assert_cmpint (sg_game_decision (log->g), ==, decision);
  g_assert_cmpstr (text, ==, expected);
  log_free (log);
}

/* Steal's and Schoolmarm's choices say that the opponent's back-up's cards
 * are out of reach, when it carries some (a play-test: Sid Curry's Hat was
 * missing from Schoolmarm's list without a word); not when there are none,
 * nor for Jack Ransome, who reaches them. */
static void
test_out_of_reach (void)
{
  const char *const schoolmarm[] = { "law play Schoolmarm", NULL };
  const char *const steal[] = { "outlaw play Steal", NULL };
  const char *school_setup = "law active \"Wild Bill\"\nlaw hand Schoolmarm\nlaw equip \"Wild Bill\" Barrel\n"
                             "outlaw active \"Cattle Katie\"\noutlaw backup \"Sid Curry\"\n"
                             "outlaw equip \"Cattle Katie\" Scope\n";
  g_autofree char *school_bc = g_strconcat (school_setup, "outlaw equip \"Sid Curry\" Hat\n", NULL);
  const char *steal_setup = "start outlaw\nlaw active \"Wild Bill\"\nlaw backup Jango\nlaw hand Colt\n"
                            "law equip \"Wild Bill\" Hat\nlaw equip Jango Barrel\noutlaw hand Steal\n";
  g_autofree char *steal_katie = g_strconcat (steal_setup, "outlaw active \"Cattle Katie\"\n", NULL);
  g_autofree char *steal_jack = g_strconcat (steal_setup, "outlaw active \"Jack Ransome\"\n", NULL);

  assert_out_of_reach (school_bc, schoolmarm, SG_DEC_SCHOOLMARM,
                       "Cards on Sid Curry, the opponent’s back-up, are out of Schoolmarm’s reach (C-SCHOOLMARM.1).");
  assert_out_of_reach (school_setup, schoolmarm, SG_DEC_SCHOOLMARM, NULL);
  assert_out_of_reach (steal_katie, steal, SG_DEC_STEAL,
                       "Cards on Jango, the opponent’s back-up, are out of Steal’s reach (C-STEAL.1).");
  assert_out_of_reach (steal_jack, steal, SG_DEC_STEAL, NULL);
  /* Another question says nothing of it. */
  assert_out_of_reach (steal_katie, NULL, SG_DEC_PLAY, NULL);
}

/* The question of a shot the decider is asked after one action, from a
 * scenario whose law side shoots. */
static char *
shot_question_after (const char *law, const char *outlaw, const char *shot)
{
  g_autofree char *setup = g_strdup_printf ("%s\n%s\nlaw deck Colt Colt\noutlaw deck Colt Colt\n", law, outlaw);
  const char *const actions[] = { shot, NULL };
  Log *log = play (setup, actions);
  char *asked;

  g_assert_cmpint (sg_game_decision (log->g), ==, SG_DEC_SHOT);
  asked = sg_action_text_decision (log->g);
  log_free (log);
  return asked;
}

/* The shot question says what a dodge would set off (the guns' "if it is
 * dodged" effects, Wyatt Ear's draw), and only where it would do
 * something: a Schofield's shooter at full life gains nothing. */
static void
test_shot_question_dodge_effect (void)
{
  static const struct {
    const char *law, *shot, *effect;
  } cases[] = {
    { "law active \"Wild Bill\"\nlaw hand Peacemaker", "law play Peacemaker at outlaw.active",
      "If you dodge, you must then discard a card of your choice from your hand." },
    { "law active \"Wild Bill\" 3\nlaw hand Schofield", "law play Schofield at outlaw.active",
      "If you dodge, Wild Bill regains 1 life point." },
    { "law active \"Wild Bill\"\nlaw hand Schofield", "law play Schofield at outlaw.active", NULL },
    { "law active \"Wild Bill\"\nlaw hand Remington", "law play Remington at outlaw.active",
      "If you dodge, the opponent may draw a card." },
    { "law active \"Wyatt Ear\"\nlaw hand Remington", "law play Remington at outlaw.active",
      "If you dodge, the opponent may draw 2 cards (Remington and Wyatt Ear)." },
    { "law active \"Wyatt Ear\"\nlaw hand Colt", "law play Colt at outlaw.active",
      "If you dodge, Wyatt Ear lets the opponent draw a card." },
    { "law active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\nlaw hand Shotgun", "law play Shotgun at outlaw.active",
      "If you dodge, the opponent may move an AC token." },
    { "law active \"Wild Bill\"\nlaw hand Shotgun", "law play Shotgun at outlaw.active", NULL },
    { "law active \"Wild Bill\"\nlaw hand Carbine\nlaw equip \"Wild Bill\" Scope", "law play Carbine at outlaw.active",
      "If you dodge, the opponent may discard an equipment card from either active character." },
    { "law active \"Wild Bill\"\nlaw hand Carbine", "law play Carbine at outlaw.active", NULL },
    { "law active \"Wild Bill\"\nlaw hand Colt", "law play Colt at outlaw.active", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *asked = shot_question_after (cases[i].law, "outlaw active \"Babe Leroy\"\noutlaw hand Missed! Beer",
                                                    cases[i].shot);

      g_test_message ("%s", asked);
      if (cases[i].effect != NULL)
        g_assert_true (g_str_has_suffix (asked, cases[i].effect));
      else
        g_assert_null (strstr (asked, "If you dodge"));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/log-texts/subject-mid-sentence", test_subject_mid_sentence);
  g_test_add_func ("/log-texts/only-choice/character", test_only_choice_names_character);
  g_test_add_func ("/log-texts/only-choice/yes", test_only_choice_yes);
  g_test_add_func ("/log-texts/only-choice/brackets", test_only_choice_brackets);
  g_test_add_func ("/log-texts/only-choice/no-double-only", test_only_choice_no_double_only);
  g_test_add_func ("/log-texts/only-choice/play", test_only_choice_play);
  g_test_add_func ("/log-texts/harms-self", test_harms_self);
  g_test_add_func ("/log-texts/costly-swaps-and-whisky", test_costly_swaps_and_whisky);
  g_test_add_func ("/log-texts/hits-own-backup", test_hits_own_backup);
  g_test_add_func ("/log-texts/ability/lines", test_ability_lines);
  g_test_add_func ("/log-texts/ability/played", test_ability_line_played);
  g_test_add_func ("/log-texts/discard-reasons", test_discard_reasons);
  g_test_add_func ("/log-texts/jack-ransome-reach", test_jack_ransome_reach);
  g_test_add_func ("/log-texts/bang-count", test_bang_count);
  g_test_add_func ("/log-texts/no-answer", test_no_answer);
  g_test_add_func ("/log-texts/no-answer/duel-played", test_no_answer_duel_played);
  g_test_add_func ("/log-texts/reveal-failures", test_reveal_failures);
  g_test_add_func ("/log-texts/hidden-characters", test_hidden_characters);
  g_test_add_func ("/log-texts/turn-start-rule", test_turn_start_rule);
  g_test_add_func ("/log-texts/no-answer/empty-hand", test_no_answer_empty_hand);
  g_test_add_func ("/log-texts/no-answer/chosen", test_no_answer_chosen);
  g_test_add_func ("/log-texts/shot-question/dodge-effect", test_shot_question_dodge_effect);
  g_test_add_func ("/log-texts/give-up/drawn-cards", test_give_up_texts);
  g_test_add_func ("/log-texts/duel-as-colt-labels", test_duel_as_colt_labels);
  g_test_add_func ("/log-texts/give-up/duel", test_give_up_duel);
  g_test_add_func ("/log-texts/second-bang-cites-stranger", test_second_bang_cites_stranger);
  g_test_add_func ("/log-texts/reveal-choice", test_reveal_choice);
  g_test_add_func ("/log-texts/no-effect", test_no_effect_reasons);
  g_test_add_func ("/log-texts/no-effect/played", test_no_effect_played);
  g_test_add_func ("/log-texts/fanning-shots", test_fanning_shots);
  g_test_add_func ("/log-texts/play-as-on", test_play_as_on);
  g_test_add_func ("/log-texts/names-mid-sentence", test_names_mid_sentence);
  g_test_add_func ("/log-texts/hand-limit-prompt", test_hand_limit_prompt);
  g_test_add_func ("/log-texts/own-ability", test_own_ability_wording);
  g_test_add_func ("/log-texts/nothing-to-choose", test_nothing_to_choose);
  g_test_add_func ("/log-texts/helps-opponent", test_helps_opponent);
  g_test_add_func ("/log-texts/same-name-replaced", test_same_name_replaced);
  g_test_add_func ("/log-texts/card-comes-back", test_card_comes_back_told);
  g_test_add_func ("/log-texts/out-of-reach", test_out_of_reach);
  g_test_add_func ("/log-texts/pearl-hat-copy", test_pearl_hat_copy_texts);
  return g_test_run ();
}
