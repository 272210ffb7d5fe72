/* sg-test-util.c: state checks and helpers shared by the engine tests. */
#include "sg-test-util.h"

#include <stdlib.h>
#include <string.h>

static const char *const action_names[SG_N_ACTION_KINDS] = {
  "PLAY", "SWITCH", "ABILITY", "RELOAD", "END", "DISCARD", "DODGE_CARD",
  "DODGE_BARREL", "DODGE_HAT", "DODGE_ABILITY", "TAKE", "CHOOSE_CARD",
  "CHOOSE_CHAR", "CHOOSE_SIDE", "CHOOSE_HAND", "CHOOSE_YES", "CHOOSE_NO",
};

void
sg_test_new_game_from (SgGame *g, const SgSetup *setup)
{
  /* Zeroed first so that padding bytes compare equal in memcmp tests. */
  memset (g, 0, sizeof *g);
  sg_game_new (g, setup);
  sg_game_set_observer (g, NULL, NULL);
}

void
sg_test_new_game (SgGame *g, uint64_t seed)
{
  SgSetup setup;

  sg_setup_default (&setup, seed);
  sg_test_new_game_from (g, &setup);
}

void
sg_test_choose_first_acs (SgGame *g, int pick)
{
  SgAction actions[SG_MAX_ACTIONS];

  while (sg_game_decision (g) == SG_DEC_SETUP_AC)
    {
      int n = sg_game_legal_actions (g, actions);
      SgRefusal r;

      g_assert_cmpint (n, >, 0);
      r = sg_game_apply (g, &actions[pick % n]);
      g_assert_cmpint (r.code, ==, SG_OK);
    }
}

static const char *
card_name (const SgGame *g, unsigned id)
{
  if (id >= g->n_cards || g->card[id].type >= SG_N_CARD_TYPES)
    return "?";
  return sg_card_data ((SgCardType) g->card[id].type)->name;
}

typedef struct {
  const SgGame *g;
  GString *err;
  guint8 count[256];
  const char *where[256];
  gboolean ok;
} Places;

static void
places_add (Places *p, const char *where, const uint8_t *ids, unsigned n, unsigned capacity)
{
  if (n > capacity)
    {
      g_string_append_printf (p->err, "%s holds %u cards, capacity %u\n", where, n, capacity);
      p->ok = FALSE;
      n = capacity;
    }
  for (unsigned i = 0; i < n; i++)
    {
      unsigned id = ids[i];

      if (id >= p->g->n_cards)
        {
          g_string_append_printf (p->err, "%s holds card id %u, beyond n_cards %u\n",
                                  where, id, p->g->n_cards);
          p->ok = FALSE;
          continue;
        }
      if (p->count[id]++ > 0)
        {
          g_string_append_printf (p->err, "card #%u (%s) is both in %s and in %s\n",
                                  id, card_name (p->g, id), p->where[id], where);
          p->ok = FALSE;
        }
      p->where[id] = where;
    }
}

static void
places_collect (Places *p)
{
  static const char *const equip_names[2][2] = {
    { "law slot 0 equipment", "law slot 1 equipment" },
    { "outlaw slot 0 equipment", "outlaw slot 1 equipment" },
  };
  const SgGame *g = p->g;

  places_add (p, "law deck", g->deck[SG_LAW].c, g->deck[SG_LAW].n, SG_MAX_CARDS);
  places_add (p, "outlaw deck", g->deck[SG_OUTLAW].c, g->deck[SG_OUTLAW].n, SG_MAX_CARDS);
  places_add (p, "common deck", g->common.c, g->common.n, SG_MAX_CARDS);
  places_add (p, "discard pile", g->discard.c, g->discard.n, SG_MAX_CARDS);
  places_add (p, "law hand", g->hand[SG_LAW].c, g->hand[SG_LAW].n, SG_MAX_CARDS);
  places_add (p, "outlaw hand", g->hand[SG_OUTLAW].c, g->hand[SG_OUTLAW].n, SG_MAX_CARDS);
  for (int s = 0; s < 2; s++)
    for (int slot = 0; slot < 2; slot++)
      places_add (p, equip_names[s][slot], g->side[s].equip[slot].c,
                  g->side[s].equip[slot].n, SG_MAX_EQUIP);
  places_add (p, "staging", g->staging.c, g->staging.n, SG_MAX_STAGING);
}

gboolean
sg_test_check_places (const SgGame *g, GString *err)
{
  Places p = { .g = g, .err = err, .ok = TRUE };

  if (g->n_cards > SG_MAX_CARDS)
    {
      g_string_append_printf (err, "n_cards %u beyond SG_MAX_CARDS\n", g->n_cards);
      return FALSE;
    }
  places_collect (&p);
  for (unsigned id = 0; id < g->n_cards; id++)
    if (p.count[id] == 0)
      {
        g_string_append_printf (err, "card #%u (%s) is nowhere\n", id, card_name (g, id));
        p.ok = FALSE;
      }
  return p.ok;
}

int
sg_test_cards_placed (const SgGame *g)
{
  int n = g->deck[0].n + g->deck[1].n + g->common.n + g->discard.n
          + g->hand[0].n + g->hand[1].n + g->staging.n;

  for (int s = 0; s < 2; s++)
    n += g->side[s].equip[0].n + g->side[s].equip[1].n;
  return n;
}

static guint32
side_mask (SgSide side)
{
  guint32 mask = 0;

  for (int ch = 0; ch < SG_N_CHARACTERS; ch++)
    if (sg_char_data ((SgCharId) ch)->side == side)
      mask |= 1u << ch;
  return mask;
}

static int
popcount (guint32 bits)
{
  int n = 0;

  for (; bits; bits &= bits - 1)
    n++;
  return n;
}

/* One character in play: right side, alive, life within range (D3.1). */
static gboolean
check_in_play (const SgGame *g, SgSide side, int slot, guint32 *present, GString *err)
{
  const SgSideState *st = &g->side[side];
  unsigned ch = st->ch[slot];
  const SgCharData *data;
  gboolean ok = TRUE;

  if (ch >= SG_N_CHARACTERS)
    {
      g_string_append_printf (err, "%s slot %d holds character id %u\n", sg_side_name (side), slot, ch);
      return FALSE;
    }
  data = sg_char_data ((SgCharId) ch);
  if (data->side != side)
    {
      g_string_append_printf (err, "%s is in play for the %s\n", data->name, sg_side_name (side));
      ok = FALSE;
    }
  if (*present & (1u << ch))
    {
      g_string_append_printf (err, "%s appears twice\n", data->name);
      ok = FALSE;
    }
  *present |= 1u << ch;
  if (g->eliminated & (1u << ch))
    {
      g_string_append_printf (err, "%s is in play and eliminated\n", data->name);
      ok = FALSE;
    }
  if (st->life[slot] < 0 || st->life[slot] > data->life)
    {
      g_string_append_printf (err, "%s has %d life, range 0..%u\n", data->name, st->life[slot], data->life);
      ok = FALSE;
    }
  if (st->dying[slot] && st->life[slot] != 0)
    {
      g_string_append_printf (err, "%s is dying with %d life\n", data->name, st->life[slot]);
      ok = FALSE;
    }
  if (!st->dying[slot] && st->life[slot] == 0 && !sg_game_over (g) && g->phase != SG_PHASE_SETUP)
    {
      g_string_append_printf (err, "%s is at 0 life and not marked dying (D10.4)\n", data->name);
      ok = FALSE;
    }
  return ok;
}

static gboolean
check_side_characters (const SgGame *g, SgSide side, int expected, GString *err)
{
  const SgSideState *st = &g->side[side];
  guint32 present = 0;
  gboolean ok = TRUE;
  int in_play = 0;

  if (st->ac > 1)
    {
      g_string_append_printf (err, "%s AC token on slot %u\n", sg_side_name (side), st->ac);
      return FALSE;
    }
  for (int slot = 0; slot < 2; slot++)
    {
      if (st->ch[slot] == SG_NONE)
        {
          if (st->equip[slot].n > 0)
            {
              g_string_append_printf (err, "%s empty slot %d carries equipment\n", sg_side_name (side), slot);
              ok = FALSE;
            }
          continue;
        }
      in_play++;
      ok &= check_in_play (g, side, slot, &present, err);
    }
  if (in_play == 1 && st->ch[st->ac] == SG_NONE && g->phase != SG_PHASE_SETUP)
    {
      g_string_append_printf (err, "%s lone character is not on the AC slot (D3.8)\n", sg_side_name (side));
      ok = FALSE;
    }
  if (in_play == 0 && !sg_game_over (g))
    {
      g_string_append_printf (err, "%s has no character in play and the game goes on\n", sg_side_name (side));
      ok = FALSE;
    }
  if (st->n_reserve > SG_MAX_RESERVE)
    {
      g_string_append_printf (err, "%s reserve holds %u\n", sg_side_name (side), st->n_reserve);
      return FALSE;
    }
  for (int i = 0; i < st->n_reserve; i++)
    {
      unsigned ch = st->reserve[i];

      if (ch >= SG_N_CHARACTERS || sg_char_data ((SgCharId) ch)->side != side
          || (present & (1u << ch)) || (g->eliminated & (1u << ch)))
        {
          g_string_append_printf (err, "%s reserve entry %d (id %u) is wrong side, twice or eliminated\n",
                                  sg_side_name (side), i, ch);
          ok = FALSE;
          continue;
        }
      present |= 1u << ch;
    }
  if (expected >= 0)
    {
      int total = in_play + st->n_reserve + popcount (g->eliminated & side_mask (side));
      if (total != expected)
        {
          g_string_append_printf (err, "%s accounts for %d characters, started with %d\n",
                                  sg_side_name (side), total, expected);
          ok = FALSE;
        }
    }
  return ok;
}

gboolean
sg_test_check_characters (const SgGame *g, const int expected[2], GString *err)
{
  gboolean ok = TRUE;

  if (g->eliminated >> SG_N_CHARACTERS)
    {
      g_string_append_printf (err, "eliminated bits beyond the 24 characters: %08x\n", g->eliminated);
      ok = FALSE;
    }
  for (int s = 0; s < 2; s++)
    ok &= check_side_characters (g, (SgSide) s, expected ? expected[s] : -1, err);
  return ok;
}

int
sg_test_characters_left (const SgGame *g, SgSide side)
{
  const SgSideState *st = &g->side[side];
  int n = st->n_reserve;

  for (int slot = 0; slot < 2; slot++)
    n += st->ch[slot] != SG_NONE;
  return n;
}

/* The shape of each decision: who may decide it and in which phase. */
static gboolean
offered (const SgGame *g, const SgAction *actions, int n, SgActionKind kind, uint8_t card)
{
  for (int i = 0; i < n; i++)
    {
      SgAction a = actions[i];

      if (a.kind != kind)
        continue;
      if (card == SG_NONE)
        return TRUE;
      a.card = card;
      if (sg_action_equivalent (g, &a, &actions[i]))
        return TRUE;
    }
  return FALSE;
}

/* Options the rules always give, whatever the cards: ending the play phase
 * (D2.2.1: any number of cards, none included), discarding any card of the
 * hand (D2.3.1: cards of his choice), taking the hit instead of answering
 * (D5.5, C-DUEL.1, C-INDIANS.1: answering is optional). */
static gboolean
check_options_offered (const SgGame *g, SgDecision dec, SgSide decider, const SgAction *actions,
                       int n, GString *err)
{
  gboolean ok = TRUE;

  if (dec == SG_DEC_PLAY && !offered (g, actions, n, SG_ACT_END, SG_NONE))
    {
      g_string_append (err, "play decision without END\n");
      ok = FALSE;
    }
  if (dec == SG_DEC_DISCARD)
    for (int i = 0; i < g->hand[decider].n; i++)
      if (!offered (g, actions, n, SG_ACT_DISCARD, g->hand[decider].c[i]))
        {
          g_string_append_printf (err, "discard decision without card #%u (%s)\n",
                                  g->hand[decider].c[i], card_name (g, g->hand[decider].c[i]));
          ok = FALSE;
        }
  if ((dec == SG_DEC_SHOT || dec == SG_DEC_DUEL || dec == SG_DEC_INDIANS || dec == SG_DEC_EXTRA_CARD)
      && !offered (g, actions, n, SG_ACT_TAKE, SG_NONE))
    {
      g_string_append_printf (err, "decision %d without TAKE\n", dec);
      ok = FALSE;
    }
  return ok;
}

static gboolean
check_decision_shape (const SgGame *g, SgDecision dec, SgSide decider, const SgAction *actions,
                      int n, GString *err)
{
  gboolean ok = TRUE;

  if ((dec == SG_DEC_PLAY || dec == SG_DEC_DISCARD) && decider != g->turn)
    {
      g_string_append_printf (err, "decision %d decided by %s during %s's turn\n",
                              dec, sg_side_name (decider), sg_side_name ((SgSide) g->turn));
      ok = FALSE;
    }
  if (dec == SG_DEC_PLAY && g->phase != SG_PHASE_PLAY)
    {
      g_string_append_printf (err, "play decision in phase %u\n", g->phase);
      ok = FALSE;
    }
  if (dec == SG_DEC_DISCARD && g->hand[decider].n <= sg_game_hand_limit (g, decider))
    {
      g_string_append_printf (err, "discard decision with %u cards, limit %d (D2.3)\n",
                              g->hand[decider].n, sg_game_hand_limit (g, decider));
      ok = FALSE;
    }
  if ((dec == SG_DEC_SETUP_AC) != (g->phase == SG_PHASE_SETUP))
    {
      g_string_append_printf (err, "decision %d in phase %u\n", dec, g->phase);
      ok = FALSE;
    }
  ok &= check_options_offered (g, dec, decider, actions, n, err);
  /* scenario-format.md: a choice with one option is taken on its own,
   * except ending the play phase and discarding down to the limit. */
  if (n == 1 && dec != SG_DEC_PLAY && dec != SG_DEC_DISCARD && dec != SG_DEC_SETUP_AC)
    {
      g_string_append_printf (err, "decision %d asked with a single option\n", dec);
      ok = FALSE;
    }
  return ok;
}

gboolean
sg_test_check_decision (const SgGame *g, GString *err)
{
  SgAction actions[SG_MAX_ACTIONS];
  SgDecision dec = sg_game_decision (g);
  int n = sg_game_legal_actions (g, actions);
  SgSide decider;
  gboolean ok = TRUE;

  if (sg_game_over (g))
    {
      if (dec != SG_DEC_NONE || n != 0 || g->phase != SG_PHASE_OVER)
        {
          g_string_append_printf (err, "game over with decision %d, %d legal actions, phase %u\n",
                                  dec, n, g->phase);
          return FALSE;
        }
      return TRUE;
    }
  if (dec == SG_DEC_NONE || dec >= SG_N_DECISIONS || n < 1 || n > SG_MAX_ACTIONS)
    {
      g_string_append_printf (err, "game on with decision %d and %d legal actions\n", dec, n);
      return FALSE;
    }
  decider = sg_game_decider (g);
  if (decider != SG_LAW && decider != SG_OUTLAW)
    {
      g_string_append_printf (err, "decider %d\n", decider);
      return FALSE;
    }
  for (int i = 0; i < n; i++)
    {
      SgRefusal r = sg_game_check (g, &actions[i]);

      if (actions[i].side != decider || actions[i].kind >= SG_N_ACTION_KINDS || r.code != SG_OK)
        {
          g_string_append (err, "legal action ");
          sg_test_describe_action (g, &actions[i], err);
          g_string_append_printf (err, " is refused by sg_game_check: %d %s %s\n",
                                  r.code, r.rule ? r.rule : "(no rule)", r.message ? r.message : "");
          ok = FALSE;
        }
    }
  return ok && check_decision_shape (g, dec, decider, actions, n, err);
}

static gint
cmp_u8 (gconstpointer a, gconstpointer b)
{
  return (int) *(const uint8_t *) a - (int) *(const uint8_t *) b;
}

static gboolean
same_multiset (const uint8_t *a, const uint8_t *b, unsigned n)
{
  uint8_t x[SG_MAX_CARDS], y[SG_MAX_CARDS];

  memcpy (x, a, n);
  memcpy (y, b, n);
  qsort (x, n, 1, cmp_u8);
  qsort (y, n, 1, cmp_u8);
  return memcmp (x, y, n) == 0;
}

static gboolean
check_opponent_view (const SgGame *g, const SgView *v, GString *err)
{
  SgSide opp = (SgSide) !v->viewer;
  const SgPile *hand = &g->hand[opp];
  uint8_t backs[SG_MAX_CARDS];
  gboolean ok = TRUE;

  if (v->n_opp_hand != hand->n)
    {
      g_string_append_printf (err, "view of %s: opponent hand %u, state %u\n",
                              sg_side_name (v->viewer), v->n_opp_hand, hand->n);
      return FALSE;
    }
  for (unsigned i = 0; i < hand->n; i++)
    backs[i] = g->card[hand->c[i]].back;
  if (!same_multiset (backs, v->opp_backs, hand->n))
    {
      g_string_append_printf (err, "view of %s: opponent card backs differ\n", sg_side_name (v->viewer));
      ok = FALSE;
    }
  for (unsigned i = 0; i < hand->n; i++)
    {
      unsigned id = v->opp_known[i];

      if (id == SG_NONE)
        continue;
      if (memchr (hand->c, (int) id, hand->n) == NULL || !(g->seen[id] & (1u << v->viewer))
          || g->card[id].back != v->opp_backs[i])
        {
          g_string_append_printf (err, "view of %s: known card #%u (%s) not a seen card of that hand\n",
                                  sg_side_name (v->viewer), id, card_name (g, id));
          ok = FALSE;
        }
    }
  return ok;
}

gboolean
sg_test_check_views (const SgGame *g, GString *err)
{
  gboolean ok = TRUE;

  for (int s = 0; s < 2; s++)
    {
      SgView v;
      uint8_t top_back = g->common.n ? g->card[g->common.c[g->common.n - 1]].back : SG_NONE;

      sg_game_view (g, (SgSide) s, &v);
      if (v.viewer != (SgSide) s || v.n_own_hand != g->hand[s].n
          || !same_multiset (v.own_hand, g->hand[s].c, g->hand[s].n))
        {
          g_string_append_printf (err, "view of %s: own hand differs from the state\n", sg_side_name ((SgSide) s));
          ok = FALSE;
        }
      if (v.deck_size[0] != g->deck[0].n || v.deck_size[1] != g->deck[1].n
          || v.common_size != g->common.n || v.common_exists != g->common_exists
          || v.common_top_back != top_back)
        {
          g_string_append_printf (err, "view of %s: deck sizes differ from the state\n", sg_side_name ((SgSide) s));
          ok = FALSE;
        }
      ok &= check_opponent_view (g, &v, err);
    }
  return ok;
}

gboolean
sg_test_check_all (const SgGame *g, const int expected[2], GString *err)
{
  char msg[512] = "";
  gboolean ok = TRUE;

  if (!sg_game_check_invariants (g, msg, sizeof msg))
    {
      g_string_append_printf (err, "sg_game_check_invariants: %s\n", msg);
      ok = FALSE;
    }
  ok &= sg_test_check_places (g, err);
  ok &= sg_test_check_characters (g, expected, err);
  ok &= sg_test_check_decision (g, err);
  ok &= sg_test_check_views (g, err);
  return ok;
}

static void
describe_card (const SgGame *g, unsigned id, GString *out)
{
  if (id == SG_NONE)
    {
      g_string_append (out, "-");
      return;
    }
  if (id >= g->n_cards)
    {
      g_string_append_printf (out, "#%u?", id);
      return;
    }
  g_string_append_printf (out, "%s:%s@%s#%u", card_name (g, id),
                          sg_symbol_name ((SgSymbol) g->card[id].symbol),
                          sg_side_name ((SgSide) g->card[id].back), id);
}

void
sg_test_describe_action (const SgGame *g, const SgAction *a, GString *out)
{
  g_string_append_printf (out, "%s %s card=", a->side < 2 ? sg_side_name ((SgSide) a->side) : "side?",
                          a->kind < SG_N_ACTION_KINDS ? action_names[a->kind] : "KIND?");
  describe_card (g, a->card, out);
  if (a->target == SG_NONE)
    g_string_append (out, " target=-");
  else
    g_string_append_printf (out, " target=%u", a->target);
  if (a->as == SG_NONE)
    g_string_append (out, " as=-");
  else if (a->as < SG_N_CARD_TYPES)
    g_string_append_printf (out, " as=%s", sg_card_data ((SgCardType) a->as)->name);
  else
    g_string_append_printf (out, " as=%u?", a->as);
}

void
sg_test_event_check (const SgEvent *event, void *data)
{
  SgTestEventLog *log = data;
  const char *rule = event->rule;

  log->n_events++;
  if (event->kind < SG_N_EVENTS && rule != NULL && rule[0] != '\0' && strchr ("DCPEL", rule[0]) != NULL)
    return;
  if (log->n_bad++ == 0 && log->first_bad != NULL)
    g_string_printf (log->first_bad, "event kind %u side %u card %u with rule %s",
                     event->kind, event->side, event->card, rule ? rule : "(NULL)");
}

int
sg_test_game_cmp (const SgGame *a, const SgGame *b)
{
  SgGame x, y;

  memcpy (&x, a, sizeof x);
  memcpy (&y, b, sizeof y);
  x.observer = y.observer = NULL;
  x.observer_data = y.observer_data = NULL;
  return memcmp (&x, &y, sizeof x);
}

void
sg_test_each_option (guint64 first, guint64 last, SgTestEachOption each, gpointer data)
{
  SgGame *g = g_new0 (SgGame, 1);
  SgAction acts[SG_MAX_ACTIONS];

  for (guint64 seed = first; seed <= last; seed++)
    {
      SgSetup setup;
      SgRng rng;

      sg_setup_default (&setup, seed);
      setup.characters[0] = setup.characters[1] = 12;
      memset (g, 0, sizeof *g);
      sg_game_new (g, &setup);
      sg_rng_init (&rng, seed);
      while (!sg_game_over (g) && g->turn_number < 300)
        {
          int n = sg_game_legal_actions (g, acts);

          for (int i = 0; i < n; i++)
            each (g, &acts[i], data);
          sg_game_apply_legal (g, &acts[sg_rng_uniform (&rng, (uint32_t) n)]);
        }
    }
  g_free (g);
}
