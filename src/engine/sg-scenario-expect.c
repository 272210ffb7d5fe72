/* sg-scenario-expect.c: the `expect` statements of a scenario
 * (docs/scenario-format.md, "Expectations").
 *
 * An expectation that does not hold stops the run with status 1 and
 * `FILE:LINE: expected WHAT, got VALUE`; one that cannot be read is a
 * malformed file (status 2).
 */
#include "sg-scenario-private.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define MAX_COUNT 9999

static const char *const phase_names[] = {
  [SG_PHASE_START] = "start",
  [SG_PHASE_DRAW] = "draw",
  [SG_PHASE_PLAY] = "play",
  [SG_PHASE_DISCARD] = "discard",
  [SG_PHASE_SETUP] = "setup",
  [SG_PHASE_OVER] = "over",
};

/* --- reporting --------------------------------------------------------- */

static void
failed (SgScnRunner *r, const char *const *w, int n, const char *got)
{
  char what[SG_SCN_TEXT];

  sg_scn_join (w + 1, n - 1, what, sizeof what);
  sg_scn_fail (r, SG_SCENARIO_FAILED, r->line, "expected %s, got %s", what, got);
}

static void
failed_count (SgScnRunner *r, const char *const *w, int n, int got)
{
  char text[16];

  snprintf (text, sizeof text, "%d", got);
  failed (r, w, n, text);
}

static void
malformed (SgScnRunner *r, const char *const *w, int n, const char *usage)
{
  char what[SG_SCN_TEXT];

  sg_scn_join (w, n, what, sizeof what);
  sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "cannot read `%s`: expected `%s`",
               what, usage);
}

/* Appends a word to a space-separated list, keeping it NUL-terminated. */
static void
list_add (char *buf, size_t size, const char *word)
{
  size_t used = strlen (buf);

  if (used + 1 >= size)
    return;
  snprintf (buf + used, size - used, "%s%s", used ? " " : "", word);
}

static void
cards_text (const SgGame *g, const uint8_t *c, int n, const SgCardPattern *p,
            const char *none, char *buf, size_t size)
{
  char tok[96];

  buf[0] = '\0';
  for (int i = 0; i < n; i++)
    {
      sg_card_token (g, c[i], p->symbol >= 0, p->back >= 0, tok, sizeof tok);
      list_add (buf, size, tok);
    }
  if (n == 0)
    snprintf (buf, size, "%s", none);
}

/* --- reading ----------------------------------------------------------- */

static bool
read_count (SgScnRunner *r, const char *const *w, int n, int at, const char *usage, int *out)
{
  if (n == at + 1 && sg_scn_parse_count (w[at], MAX_COUNT, out))
    return true;
  malformed (r, w, n, usage);
  return false;
}

static bool
read_card (SgScnRunner *r, const char *token, SgCardPattern *p)
{
  SgLabelWhy why;

  if (sg_card_pattern_parse (token, p, &why))
    return true;
  sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "%s", why.text);
  return false;
}

static bool
find_card (const SgGame *g, const uint8_t *c, int n, const SgCardPattern *p)
{
  for (int i = 0; i < n; i++)
    if (sg_card_pattern_matches (g, c[i], p))
      return true;
  return false;
}

static bool
parse_position (const char *word, SgSide *side, bool *backup)
{
  const char *dot = strchr (word, '.');
  char name[8];
  int s;

  if (dot == NULL || (size_t) (dot - word) >= sizeof name)
    return false;
  memcpy (name, word, (size_t) (dot - word));
  name[dot - word] = '\0';
  if ((s = sg_side_by_name (name)) < 0)
    return false;
  *side = (SgSide) s;
  *backup = sg_scn_word_is (dot + 1, "backup");
  return *backup || sg_scn_word_is (dot + 1, "active");
}

static const char *
char_name (int ch)
{
  return ch >= 0 && ch < SG_N_CHARACTERS ? sg_char_data ((SgCharId) ch)->name : "?";
}

static void
quoted_name (int ch, char *buf, size_t size)
{
  const char *name = char_name (ch);

  snprintf (buf, size, strchr (name, ' ') ? "\"%s\"" : "%s", name);
}

/* --- a character: is, life, has, lacks -------------------------------- */

static void
expect_equipment (SgScnRunner *r, const char *const *w, int n, const SgEquip *e)
{
  SgCardPattern p;
  char got[SG_SCN_TEXT];
  bool has = sg_scn_word_is (w[2], "has"), found;

  if (n != 4)
    {
      malformed (r, w, n, has ? "expect POSITION has CARD" : "expect POSITION lacks CARD");
      return;
    }
  if (!read_card (r, w[3], &p))
    return;
  found = find_card (&r->game, e->c, e->n, &p);
  if (found == has)
    return;
  cards_text (&r->game, e->c, e->n, &p, "no equipment", got, sizeof got);
  failed (r, w, n, got);
}

static void
expect_position (SgScnRunner *r, const char *const *w, int n, SgSide side, bool backup)
{
  const SgGame *g = &r->game;
  uint8_t slot = sg_game_slot (g, side, backup);
  char got[64];
  int v;

  if (n < 3)
    {
      malformed (r, w, n, "expect POSITION is|life|has|lacks ...");
      return;
    }
  if (sg_scn_word_is (w[2], "is"))
    {
      int ch = n == 4 ? sg_char_by_name (w[3]) : -1;
      if (ch < 0 && n == 4)
        sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "unknown character \"%.60s\"", w[3]);
      else if (ch < 0)
        malformed (r, w, n, "expect POSITION is CHARACTER");
      else if (slot == SG_NONE)
        failed (r, w, n, "no character");
      else if (g->side[side].ch[slot] != ch)
        {
          quoted_name (g->side[side].ch[slot], got, sizeof got);
          failed (r, w, n, got);
        }
    }
  else if (sg_scn_word_is (w[2], "life"))
    {
      if (!read_count (r, w, n, 3, "expect POSITION life N", &v))
        return;
      if (slot == SG_NONE)
        failed (r, w, n, "no character");
      else if (g->side[side].life[slot] != v)
        failed_count (r, w, n, g->side[side].life[slot]);
    }
  else if (sg_scn_word_is (w[2], "has") || sg_scn_word_is (w[2], "lacks"))
    {
      static const SgEquip none = { 0 };
      expect_equipment (r, w, n, slot == SG_NONE ? &none : &g->side[side].equip[slot]);
    }
  else
    malformed (r, w, n, "expect POSITION is|life|has|lacks ...");
}

/* --- a side: hand, reserve, deck --------------------------------------- */

static void
expect_hand (SgScnRunner *r, const char *const *w, int n, SgSide side)
{
  const SgPile *h = &r->game.hand[side];
  SgCardPattern p;
  char got[SG_SCN_TEXT];
  int v;

  if (n == 4)
    {
      if (read_count (r, w, n, 3, "expect SIDE hand N", &v) && h->n != v)
        failed_count (r, w, n, h->n);
      return;
    }
  if (n != 5 || (!sg_scn_word_is (w[3], "has") && !sg_scn_word_is (w[3], "lacks")))
    {
      malformed (r, w, n, "expect SIDE hand N|has CARD|lacks CARD");
      return;
    }
  if (!read_card (r, w[4], &p))
    return;
  if (find_card (&r->game, h->c, h->n, &p) == sg_scn_word_is (w[3], "has"))
    return;
  cards_text (&r->game, h->c, h->n, &p, "an empty hand", got, sizeof got);
  failed (r, w, n, got);
}

static void
expect_side (SgScnRunner *r, const char *const *w, int n, SgSide side)
{
  const SgGame *g = &r->game;
  int v;

  if (n >= 3 && sg_scn_word_is (w[2], "hand"))
    expect_hand (r, w, n, side);
  else if (n >= 3 && sg_scn_word_is (w[2], "reserve"))
    {
      if (read_count (r, w, n, 3, "expect SIDE reserve N", &v) && g->side[side].n_reserve != v)
        failed_count (r, w, n, g->side[side].n_reserve);
    }
  else if (n >= 3 && sg_scn_word_is (w[2], "deck"))
    {
      if (read_count (r, w, n, 3, "expect SIDE deck N", &v) && g->deck[side].n != v)
        failed_count (r, w, n, g->deck[side].n);
    }
  else
    malformed (r, w, n, "expect SIDE hand|reserve|deck ...");
}

/* --- shared piles ------------------------------------------------------ */

static void
expect_common (SgScnRunner *r, const char *const *w, int n)
{
  const SgGame *g = &r->game;
  char got[16];
  int v;

  if (n == 3 && sg_scn_word_is (w[2], "none"))
    {
      if (g->common_exists)
        failed_count (r, w, n, g->common.n);
      return;
    }
  if (!read_count (r, w, n, 2, "expect common N|none", &v))
    return;
  if (!g->common_exists)
    failed (r, w, n, "none");
  else if (g->common.n != v)
    {
      snprintf (got, sizeof got, "%d", g->common.n);
      failed (r, w, n, got);
    }
}

static void
expect_discard (SgScnRunner *r, const char *const *w, int n)
{
  const SgPile *d = &r->game.discard;
  SgCardPattern p;
  char got[96];
  int v;

  if (n == 4 && sg_scn_word_is (w[2], "top"))
    {
      if (!read_card (r, w[3], &p))
        return;
      if (d->n > 0 && sg_card_pattern_matches (&r->game, d->c[d->n - 1], &p))
        return;
      if (d->n == 0)
        snprintf (got, sizeof got, "an empty discard pile");
      else
        sg_card_token (&r->game, d->c[d->n - 1], p.symbol >= 0, p.back >= 0, got, sizeof got);
      failed (r, w, n, got);
      return;
    }
  if (read_count (r, w, n, 2, "expect discard N|top CARD", &v) && d->n != v)
    failed_count (r, w, n, d->n);
}

/* --- the game: eliminated, winner, decider, turn, phase ---------------- */

static void
expect_eliminated (SgScnRunner *r, const char *const *w, int n)
{
  int ch = n == 3 ? sg_char_by_name (w[2]) : -1;

  if (ch < 0 && n == 3)
    sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "unknown character \"%.60s\"", w[2]);
  else if (ch < 0)
    malformed (r, w, n, "expect eliminated CHARACTER");
  else if (!(r->game.eliminated & (1u << ch)))
    failed (r, w, n, "not eliminated");
}

static const char *
winner_name (uint8_t winner)
{
  switch (winner)
    {
    case SG_WINNER_LAW:
      return "law";
    case SG_WINNER_OUTLAW:
      return "outlaw";
    case SG_WINNER_DRAW:
      return "draw";
    default:
      return "none";
    }
}

/* `expect winner|decider|turn WORD`: one of a few names. */
static void
expect_name (SgScnRunner *r, const char *const *w, int n, const char *usage,
             const char *const *names, int n_names, const char *actual)
{
  bool known = false;

  for (int i = 0; i < n_names && n == 3; i++)
    known = known || sg_scn_word_is (w[2], names[i]);
  if (!known)
    malformed (r, w, n, usage);
  else if (!sg_scn_word_is (w[2], actual))
    failed (r, w, n, actual);
}

static void
expect_state (SgScnRunner *r, const char *const *w, int n)
{
  static const char *const winners[] = { "law", "outlaw", "none", "draw" };
  static const char *const sides[] = { "law", "outlaw", "none" };
  const SgGame *g = &r->game;

  if (sg_scn_word_is (w[1], "winner"))
    expect_name (r, w, n, "expect winner law|outlaw|none", winners, 4,
                 winner_name (sg_game_over (g) ? g->winner : SG_WINNER_NONE));
  else if (sg_scn_word_is (w[1], "decider"))
    expect_name (r, w, n, "expect decider law|outlaw|none", sides, 3,
                 sg_game_over (g) ? "none" : sg_side_name (sg_game_decider (g)));
  else if (sg_scn_word_is (w[1], "turn"))
    expect_name (r, w, n, "expect turn law|outlaw", sides, 2, sg_side_name ((SgSide) g->turn));
  else
    expect_name (r, w, n, "expect phase start|draw|play|discard", phase_names, 6,
                 g->phase < 6 ? phase_names[g->phase] : "?");
}

/* --- events and refusals ----------------------------------------------- */

/* ID names a rule or one of its parts: D5 matches D5 and D5.3, not D53. */
static bool
rule_matches (const char *rule, const char *id)
{
  size_t i = 0;

  for (; id[i]; i++)
    if (tolower ((unsigned char) rule[i]) != tolower ((unsigned char) id[i]))
      return false;
  return rule[i] == '\0' || rule[i] == '.';
}

static void
expect_rule (SgScnRunner *r, const char *const *w, int n)
{
  char got[SG_SCN_TEXT] = "";

  if (n != 3 || w[2][0] == '\0')
    {
      malformed (r, w, n, "expect rule ID");
      return;
    }
  for (int i = 0; i < r->n_rules; i++)
    if (rule_matches (r->rules[i], w[2]))
      return;
  for (int i = 0; i < r->n_rules; i++)
    {
      bool dup = false;
      for (int j = 0; j < i && !dup; j++)
        dup = strcmp (r->rules[i], r->rules[j]) == 0;
      if (!dup)
        list_add (got, sizeof got - 4, r->rules[i]);
    }
  failed (r, w, n, r->n_rules ? got : "no event since the last action");
}

/* Holds when some action of the statement matches no legal option; it is
 * tried on a copy, so the game stays as it was. */
static void
expect_illegal (SgScnRunner *r, const char *const *w, int n)
{
  SgActionPattern pats[SG_SCENARIO_MAX_WORDS];
  SgGame copy;
  char label[SG_SCN_TEXT] = "", got[SG_SCN_TEXT + 32];
  int side = n >= 4 ? sg_side_by_name (w[2]) : -1, k;

  if (side < 0)
    {
      malformed (r, w, n, "expect illegal SIDE ACTION");
      return;
    }
  k = sg_scn_parse_actions (r, (SgSide) side, w + 3, n - 3, pats, SG_SCENARIO_MAX_WORDS);
  if (k < 0)
    return;
  memcpy (&copy, &r->game, sizeof copy);
  sg_game_set_observer (&copy, NULL, NULL);
  for (int i = 0; i < k; i++)
    {
      int n_opts = sg_game_legal_actions (&copy, r->opts);
      int m = sg_action_match (&copy, r->opts, n_opts, &pats[i]);
      if (m < 0)
        return;
      sg_action_label (&copy, r->opts, n_opts, m, label, sizeof label);
      sg_game_apply_legal (&copy, &r->opts[m]);
    }
  snprintf (got, sizeof got, "a legal option (%s)", label);
  failed (r, w, n, got);
}

/* --- dispatch ---------------------------------------------------------- */

void
sg_scn_expect (SgScnRunner *r, const char *const *w, int n)
{
  SgSide side;
  bool backup;
  int s;

  if (n < 2)
    malformed (r, w, n, "expect WHAT ...");
  else if (parse_position (w[1], &side, &backup))
    expect_position (r, w, n, side, backup);
  else if ((s = sg_side_by_name (w[1])) >= 0)
    expect_side (r, w, n, (SgSide) s);
  else if (sg_scn_word_is (w[1], "common"))
    expect_common (r, w, n);
  else if (sg_scn_word_is (w[1], "discard"))
    expect_discard (r, w, n);
  else if (sg_scn_word_is (w[1], "eliminated"))
    expect_eliminated (r, w, n);
  else if (sg_scn_word_is (w[1], "rule"))
    expect_rule (r, w, n);
  else if (sg_scn_word_is (w[1], "illegal"))
    expect_illegal (r, w, n);
  else if (sg_scn_word_is (w[1], "winner") || sg_scn_word_is (w[1], "decider")
           || sg_scn_word_is (w[1], "turn") || sg_scn_word_is (w[1], "phase"))
    expect_state (r, w, n);
  else
    sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "unknown expectation \"%.60s\"", w[1]);
}
