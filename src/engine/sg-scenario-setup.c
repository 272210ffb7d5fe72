/* sg-scenario-setup.c: the setup statements of a scenario, and the game
 * built from them (docs/scenario-format.md, "Setup statements").
 *
 * Statements only fill an SgScnSetup; the game is built once, when the first
 * action or expectation (or the end of the file) shows the setup is over, so
 * the statements may come in any order.  A setup the rules cannot reach (a
 * character on the wrong side or twice, a life out of range) is refused.
 */
#include "sg-scenario-private.h"

#include <string.h>

static const char *const side_words[] = {
  "active", "backup", "reserve", "hand", "equip", "deck", "bangs", "switched", "used",
};

bool
sg_scn_is_setup (const char *const *w, int n)
{
  static const char *const top_words[] = { "seed", "start", "phase", "common", "discard", "option" };

  for (size_t i = 0; i < sizeof top_words / sizeof top_words[0]; i++)
    if (sg_scn_word_is (w[0], top_words[i]))
      return true;
  if (n < 2 || sg_side_by_name (w[0]) < 0)
    return false;
  for (size_t i = 0; i < sizeof side_words / sizeof side_words[0]; i++)
    if (sg_scn_word_is (w[1], side_words[i]))
      return true;
  return false;
}

/* --- reading ----------------------------------------------------------- */

static bool
malformed (SgScnRunner *r, const char *msg, const char *arg)
{
  sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, msg, arg);
  return false;
}

/* Each statement sets its part of the table once. */
static bool
once (SgScnRunner *r, int *line, const char *what)
{
  if (*line != 0)
    {
      sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line,
                   "%s given twice (first at line %d)", what, *line);
      return false;
    }
  *line = r->line;
  return true;
}

static bool
arity (SgScnRunner *r, int n, int min, int max, const char *usage)
{
  if (n >= min && n <= max)
    return true;
  return malformed (r, "expected `%s`", usage);
}

static bool
parse_card (SgScnRunner *r, const char *token, SgSide default_back, SgScnCard *out)
{
  SgCardPattern p;
  SgLabelWhy why;

  if (!sg_card_pattern_parse (token, &p, &why))
    return malformed (r, "%s", why.text);
  out->type = (uint8_t) p.type;
  out->back = (uint8_t) (p.back >= 0 ? p.back : (int) default_back);
  /* The first copy's symbol in that back's deck list (scenario-format.md). */
  out->symbol = (uint8_t) (p.symbol >= 0
                           ? p.symbol
                           : (int) sg_standard_symbol ((SgSide) out->back,
                                                       (SgCardType) p.type, 0));
  return true;
}

static bool
count_card (SgScnRunner *r)
{
  if (r->setup.n_cards < SG_MAX_CARDS)
    {
      r->setup.n_cards++;
      return true;
    }
  sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line,
               "too many cards: a game holds at most %d", SG_MAX_CARDS);
  return false;
}

/* Cards of a pile or hand; `empty` alone names none. */
static void
read_cards (SgScnRunner *r, SgScnCards *list, const char *what,
            const char *const *w, int n, SgSide default_back)
{
  if (!once (r, &list->line, what))
    return;
  list->given = true;
  if (n == 1 && sg_scn_word_is (w[0], "empty"))
    return;
  for (int i = 0; i < n; i++)
    {
      if (!count_card (r) || !parse_card (r, w[i], default_back, &list->c[list->n]))
        return;
      list->n++;
    }
}

static int
read_char (SgScnRunner *r, const char *name)
{
  int ch = sg_char_by_name (name);

  if (ch < 0)
    malformed (r, "unknown character \"%.60s\"", name);
  return ch;
}

/* A character placed on a side: its own side's, and only once. */
static bool
place_char (SgScnRunner *r, SgSide side, int ch)
{
  const SgCharData *d = sg_char_data ((SgCharId) ch);

  if (d->side != side)
    {
      sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line,
                   "%s belongs to the %s side, not %s", d->name,
                   sg_side_name (d->side), sg_side_name (side));
      return false;
    }
  if (r->setup.char_line[ch] != 0)
    {
      sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line,
                   "%s is already placed (line %d)", d->name, r->setup.char_line[ch]);
      return false;
    }
  r->setup.char_line[ch] = r->line;
  return true;
}

static void
read_position (SgScnRunner *r, SgSide side, int slot, const char *const *w, int n)
{
  SgScnChar *c = &r->setup.side[side].pos[slot];
  const char *what = slot == 0 ? "active character" : "back-up character";
  int ch, max, life = -1;

  if (!arity (r, n, 1, 2, slot == 0 ? "SIDE active NAME [LIFE]" : "SIDE backup NAME [LIFE]")
      || (ch = read_char (r, w[0])) < 0 || !place_char (r, side, ch)
      || !once (r, &c->line, what))
    return;
  max = sg_char_data ((SgCharId) ch)->life;
  if (n == 2 && (!sg_scn_parse_count (w[1], 99, &life) || life < 1 || life > max))
    {
      sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line,
                   "life \"%.20s\" of %s: a whole number from 1 to its maximum %d",
                   w[1], sg_char_data ((SgCharId) ch)->name, max);
      return;
    }
  c->ch = (uint8_t) ch;
  c->life = (int8_t) life;
}

static void
read_reserve (SgScnRunner *r, SgSide side, const char *const *w, int n)
{
  SgScnSide *s = &r->setup.side[side];

  if (!once (r, &s->reserve_line, "reserve"))
    return;
  if (n == 1 && sg_scn_word_is (w[0], "empty"))
    return;
  for (int i = 0; i < n; i++)
    {
      int ch;
      if (s->n_reserve >= SG_MAX_RESERVE)
        {
          sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line,
                       "a reserve holds at most %d characters", SG_MAX_RESERVE);
          return;
        }
      if ((ch = read_char (r, w[i])) < 0 || !place_char (r, side, ch))
        return;
      s->reserve[s->n_reserve++] = (uint8_t) ch;
    }
}

static void
read_equip (SgScnRunner *r, SgSide side, const char *const *w, int n)
{
  SgScnEquip *e;
  int ch;

  if (!arity (r, n, 1, SG_SCENARIO_MAX_WORDS, "SIDE equip NAME CARD...")
      || (ch = read_char (r, w[0])) < 0)
    return;
  e = &r->setup.equip[ch];
  if (!once (r, &e->line, "equipment of that character"))
    return;
  e->side = (uint8_t) side;
  for (int i = 1; i < n; i++)
    {
      if (e->n >= SG_MAX_EQUIP)
        {
          sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line,
                       "a character carries at most %d equipment cards", SG_MAX_EQUIP);
          return;
        }
      if (!count_card (r) || !parse_card (r, w[i], side, &e->c[e->n]))
        return;
      if (sg_card_kind ((SgCardType) e->c[e->n].type) != SG_KIND_EQUIPMENT)
        {
          /* D4.3.1: only Equipment cards stay in play; the others are
           * discarded once played (D4.2). */
          malformed (r, "%s is not an Equipment card: only equipment stays in play (D4.3.1)",
                     sg_card_data ((SgCardType) e->c[e->n].type)->name);
          return;
        }
      for (int j = 0; j < e->n; j++)
        if (e->c[j].type == e->c[e->n].type)
          {
            /* D4.3.4: a second copy would have replaced the first. */
            malformed (r, "two %s on one character (D4.3.4)",
                       sg_card_data ((SgCardType) e->c[j].type)->name);
            return;
          }
      e->n++;
    }
}

static void
read_used (SgScnRunner *r, const char *const *w, int n)
{
  if (!arity (r, n, 1, SG_SCENARIO_MAX_WORDS, "SIDE used NAME..."))
    return;
  for (int i = 0; i < n; i++)
    {
      int ch = read_char (r, w[i]);
      if (ch < 0)
        return;
      r->setup.used_line[ch] = r->line;
    }
}

static void
read_side_statement (SgScnRunner *r, SgSide side, const char *const *w, int n)
{
  SgScnSide *s = &r->setup.side[side];
  const char *verb = w[0];
  int v;

  w++, n--;
  if (sg_scn_word_is (verb, "active") || sg_scn_word_is (verb, "backup"))
    read_position (r, side, sg_scn_word_is (verb, "backup"), w, n);
  else if (sg_scn_word_is (verb, "reserve"))
    read_reserve (r, side, w, n);
  else if (sg_scn_word_is (verb, "hand"))
    read_cards (r, &s->hand, "hand", w, n, side);
  else if (sg_scn_word_is (verb, "deck"))
    read_cards (r, &s->deck, "deck", w, n, side);
  else if (sg_scn_word_is (verb, "equip"))
    read_equip (r, side, w, n);
  else if (sg_scn_word_is (verb, "used"))
    read_used (r, w, n);
  else if (sg_scn_word_is (verb, "switched"))
    {
      if (arity (r, n, 0, 0, "SIDE switched"))
        once (r, &s->switched_line, "switched");
    }
  else if (arity (r, n, 1, 1, "SIDE bangs N"))
    {
      /* E-10: exempt plays are not counted, and a count stops at 1, or 2
       * with The Stranger: more cannot happen in a game. */
      if (!sg_scn_parse_count (w[0], 2, &v))
        malformed (r, "bangs \"%.20s\": 0, 1 or 2 (BANG! plays counted this turn, E-10)", w[0]);
      else if (once (r, &s->bangs_line, "bangs"))
        s->bangs = (uint8_t) v;
    }
}

static bool
parse_seed (const char *word, uint64_t *out)
{
  uint64_t v = 0;

  if (*word == '\0')
    return false;
  for (const char *s = word; *s; s++)
    {
      uint64_t d = (uint64_t) (*s - '0');
      if (*s < '0' || *s > '9' || v > (UINT64_MAX - d) / 10)
        return false;
      v = v * 10 + d;
    }
  *out = v;
  return true;
}

/* `option NAME on|off`: the engine options behind rulings that the
 * rulebooks leave open (docs/scenario-format.md). */
static void
read_option (SgScnRunner *r, const char *const *w, int n)
{
  static const char *const names[2] = { "return-fire-own-gatling", "toco-discard-as-colt" };
  SgScnSetup *s = &r->setup;
  if (!arity (r, n, 3, 3, "option NAME on|off"))
    return;
  int which = sg_scn_word_is (w[1], names[0]) ? 0 : sg_scn_word_is (w[1], names[1]) ? 1 : -1;
  bool on = sg_scn_word_is (w[2], "on");
  if (which < 0)
    malformed (r, "option \"%.30s\": return-fire-own-gatling or toco-discard-as-colt", w[1]);
  else if (!on && !sg_scn_word_is (w[2], "off"))
    malformed (r, "option value \"%.30s\": on or off", w[2]);
  else if (once (r, &s->option_lines[which], names[which]))
    *(which == 0 ? &s->return_fire_own_gatling : &s->toco_discard_as_colt) = on ? 2 : 1;
}

static void
read_top_statement (SgScnRunner *r, const char *const *w, int n)
{
  SgScnSetup *s = &r->setup;
  int v = 0;

  if (sg_scn_word_is (w[0], "common"))
    read_cards (r, &s->common, "common", w + 1, n - 1, SG_LAW);
  else if (sg_scn_word_is (w[0], "discard"))
    read_cards (r, &s->discard, "discard", w + 1, n - 1, SG_LAW);
  else if (sg_scn_word_is (w[0], "seed"))
    {
      if (arity (r, n, 2, 2, "seed N") && !parse_seed (w[1], &s->seed))
        malformed (r, "seed \"%.30s\": a whole number below 2^64", w[1]);
      else if (!r->stop)
        once (r, &s->seed_line, "seed");
    }
  else if (sg_scn_word_is (w[0], "start"))
    {
      if (arity (r, n, 2, 2, "start law|outlaw") && (v = sg_side_by_name (w[1])) < 0)
        malformed (r, "start \"%.30s\": law or outlaw", w[1]);
      else if (!r->stop && once (r, &s->start_line, "start"))
        s->turn = (uint8_t) v;
    }
  else if (sg_scn_word_is (w[0], "option"))
    read_option (r, w, n);
  else if (arity (r, n, 2, 2, "phase setup|start|play"))
    {
      if (!sg_scn_word_is (w[1], "setup") && !sg_scn_word_is (w[1], "start") && !sg_scn_word_is (w[1], "play"))
        malformed (r, "phase \"%.30s\": a scenario starts in phase setup, start or play", w[1]);
      else if (once (r, &s->phase_line, "phase"))
        s->phase = sg_scn_word_is (w[1], "setup")   ? SG_PHASE_SETUP
                   : sg_scn_word_is (w[1], "start") ? SG_PHASE_START
                                                    : SG_PHASE_PLAY;
    }
}

void
sg_scn_setup_statement (SgScnRunner *r, const char *const *w, int n)
{
  int side = sg_side_by_name (w[0]);

  if (side >= 0)
    read_side_statement (r, (SgSide) side, w + 1, n - 1);
  else
    read_top_statement (r, w, n);
}

/* --- checking the whole setup ----------------------------------------- */

/* Where a character sits: slot 0 or 1 of its side, or -1. */
static int
slot_of (const SgScnSetup *s, SgSide side, int ch)
{
  for (int slot = 0; slot < 2; slot++)
    if (s->side[side].pos[slot].line != 0 && s->side[side].pos[slot].ch == ch)
      return slot;
  return -1;
}

/* The first line of a statement that phase setup cannot have: before the
 * first AC is chosen nobody holds a card, nothing is in play or discarded,
 * nobody has played and every character has its printed life (D1.4-D1.8);
 * 0 when there is none.  *what names the statement. */
static int
not_at_setup (const SgScnSetup *s, const char **what)
{
  for (int side = 0; side < 2; side++)
    {
      const SgScnSide *ss = &s->side[side];
      for (int slot = 0; slot < 2; slot++)
        if (ss->pos[slot].line && ss->pos[slot].life > 0
            && ss->pos[slot].life != sg_char_data ((SgCharId) ss->pos[slot].ch)->life)
          return *what = "a life other than the character's printed one (D1.6)", ss->pos[slot].line;
      if (ss->hand.line && ss->hand.n > 0)
        return *what = "a hand (the hands are dealt after the choice, D1.8)", ss->hand.line;
      if (ss->bangs_line || ss->switched_line)
        return *what = "a turn in progress", ss->bangs_line ? ss->bangs_line : ss->switched_line;
    }
  for (int ch = 0; ch < SG_N_CHARACTERS; ch++)
    {
      if (s->equip[ch].line)
        return *what = "equipment in play", s->equip[ch].line;
      if (s->used_line[ch])
        return *what = "an ability used", s->used_line[ch];
    }
  if (s->discard.line && s->discard.n > 0)
    return *what = "a discard pile", s->discard.line;
  if (s->common.line)
    return *what = "a common deck (it is formed later, D13)", s->common.line;
  if (s->start_line && s->turn != SG_LAW)
    return *what = "the Outlaws' turn (the Lawmen play first, D2.0.1)", s->start_line;
  return 0;
}

static bool
validate (SgScnRunner *r)
{
  SgScnSetup *s = &r->setup;
  const char *what;
  int line;

  if (s->phase == SG_PHASE_SETUP && (line = not_at_setup (s, &what)) != 0)
    {
      sg_scn_fail (r, SG_SCENARIO_MALFORMED, line, "phase setup (line %d) cannot have %s", s->phase_line, what);
      return false;
    }

  for (int side = 0; side < 2; side++)
    {
      const SgScnSide *ss = &s->side[side];
      const char *name = sg_side_name ((SgSide) side);
      if (ss->pos[0].line == 0)
        {
          sg_scn_fail (r, SG_SCENARIO_MALFORMED, ss->pos[1].line ? ss->pos[1].line : r->line,
                       "%s has no active character (write `%s active NAME`)", name, name);
          return false;
        }
      /* bangs and switched describe the turn in progress (E-10, D2.2.2). */
      if (side != s->turn && ((ss->bangs_line && ss->bangs > 0) || ss->switched_line))
        {
          sg_scn_fail (r, SG_SCENARIO_MALFORMED, ss->bangs_line ? ss->bangs_line : ss->switched_line,
                       "%s cannot have played this turn: it is %s's turn", name,
                       sg_side_name ((SgSide) s->turn));
          return false;
        }
    }
  for (int ch = 0; ch < SG_N_CHARACTERS; ch++)
    if (s->equip[ch].line != 0 && slot_of (s, (SgSide) s->equip[ch].side, ch) < 0)
      {
        sg_scn_fail (r, SG_SCENARIO_MALFORMED, s->equip[ch].line,
                     "%s is not %s's active or back-up character: equipment needs one",
                     sg_char_data ((SgCharId) ch)->name,
                     sg_side_name ((SgSide) s->equip[ch].side));
        return false;
      }
  return true;
}

/* --- building the game ------------------------------------------------- */

static int
add_card (SgGame *g, const SgScnCard *c, uint8_t seen)
{
  int id = sg_game_add_card (g, (SgCardType) c->type, (SgSymbol) c->symbol, (SgSide) c->back);

  if (id >= 0)
    g->seen[id] = seen;
  return id;
}

/* Piles keep their top last; the file lists decks top first. */
static void
fill_pile (SgGame *g, SgPile *pile, const SgScnCards *list, bool top_first, uint8_t seen)
{
  uint8_t ids[SG_MAX_CARDS];
  int n = 0;

  for (int i = 0; i < list->n; i++)
    {
      int id = add_card (g, &list->c[i], seen);
      if (id >= 0)
        ids[n++] = (uint8_t) id;
    }
  pile->n = (uint8_t) n;
  for (int i = 0; i < n; i++)
    pile->c[i] = top_first ? ids[n - 1 - i] : ids[i];
}

static void
build_side (SgGame *g, const SgScnSetup *s, SgSide side)
{
  const SgScnSide *ss = &s->side[side];
  SgSideState *st = &g->side[side];

  st->ac = 0;
  for (int slot = 0; slot < 2; slot++)
    {
      const SgScnChar *c = &ss->pos[slot];
      if (c->line == 0)
        continue;
      st->ch[slot] = c->ch;
      st->life[slot] = c->life > 0 ? c->life : (int8_t) sg_char_data ((SgCharId) c->ch)->life;
    }
  st->n_reserve = (uint8_t) ss->n_reserve;
  for (int i = 0; i < ss->n_reserve; i++)
    st->reserve[ss->n_reserve - 1 - i] = ss->reserve[i];
  fill_pile (g, &g->hand[side], &ss->hand, false, (uint8_t) (1u << side));
  fill_pile (g, &g->deck[side], &ss->deck, true, 0);
}

static void
build_equipment (SgGame *g, const SgScnSetup *s)
{
  for (int ch = 0; ch < SG_N_CHARACTERS; ch++)
    {
      const SgScnEquip *e = &s->equip[ch];
      if (e->line == 0)
        continue;
      int slot = slot_of (s, (SgSide) e->side, ch);
      SgEquip *eq = &g->side[e->side].equip[slot];
      for (int i = 0; i < e->n; i++)
        {
          int id = add_card (g, &e->c[i], SG_SEEN_BOTH);
          if (id >= 0)
            eq->c[eq->n++] = (uint8_t) id;
        }
      sg_equip_retype (g, e->side, slot);
    }
}

static void
build (SgScnRunner *r)
{
  const SgScnSetup *s = &r->setup;
  SgGame *g = &r->game;

  sg_game_init_empty (g, s->seed);
  for (int side = 0; side < 2; side++)
    build_side (g, s, (SgSide) side);
  build_equipment (g, s);
  fill_pile (g, &g->common, &s->common, true, 0);
  g->common_exists = s->common.given;
  fill_pile (g, &g->discard, &s->discard, false, SG_SEEN_BOTH);
  g->bangs = s->side[s->turn].bangs;
  g->switched = s->side[s->turn].switched_line != 0;
  for (int ch = 0; ch < SG_N_CHARACTERS; ch++)
    if (s->used_line[ch] != 0)
      g->used |= 1u << ch;
}

void
sg_scn_start (SgScnRunner *r)
{
  char msg[SG_SCN_TEXT];

  r->started = true;
  if (!validate (r))
    return;
  build (r);
  /* Options left unset keep the engine's defaults (the rulings). */
  if (r->setup.return_fire_own_gatling)
    r->game.options.return_fire_own_gatling = r->setup.return_fire_own_gatling == 2;
  if (r->setup.toco_discard_as_colt)
    r->game.options.toco_discard_as_colt = r->setup.toco_discard_as_colt == 2;
  sg_scn_install_observer (r);
  sg_game_begin (&r->game, (SgSide) r->setup.turn, (SgPhase) r->setup.phase);
  if (!sg_game_check_invariants (&r->game, msg, sizeof msg))
    sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line,
                 "the position breaks a rule of the game: %s", msg);
}
