/* sg-game.c: the decision-point loop, the pending-effect stack and the
 * public entry points of the engine. */
#include "sg-engine-private.h"

/* --- events ---------------------------------------------------------- */

/* The event as the observer gets it: the card's type and symbol, and the
 * target's life, read from the game now. */
static SgEvent
make_event (const SgGame *g, SgEventKind kind, int side, int ch, int card, int target_side, int target_ch,
            int value, const char *rule)
{
  SgEvent e = {
    .kind = (uint8_t) kind,
    .side = (uint8_t) side,
    .ch = (uint8_t) ch,
    .card = (uint8_t) card,
    .card_type = card == SG_NONE ? SG_NONE : g->card[card].type,
    .target_side = (uint8_t) target_side,
    .target_ch = (uint8_t) target_ch,
    .symbol = card == SG_NONE ? SG_NONE : g->card[card].symbol,
    .value = (int8_t) value,
    .target_life = -1,
    .rule = rule,
  };
  if (target_side != SG_NONE && target_ch != SG_NONE)
    for (int k = 0; k < 2; k++)
      if (g->side[target_side].ch[k] == target_ch)
        e.target_life = g->side[target_side].life[k];
  return e;
}

void
sg_emit_event (SgGame *g, SgEventKind kind, int side, int ch, int card, int target_side, int target_ch,
               int value, const char *rule)
{
  SgEvent e = make_event (g, kind, side, ch, card, target_side, target_ch, value, rule);

  g->observer (&e, g->observer_data);
}

void
sg_game_set_observer (SgGame *g, SgEventFn fn, void *data)
{
  g->observer = fn;
  g->observer_data = data;
}

SgRefusal
sg_refuse (SgError code, const char *rule, const char *message)
{
  return (SgRefusal) { code, rule, message, SG_VIA_NONE };
}

SgRefusal
sg_refuse_via (SgError code, const char *rule, const char *message, SgVia via)
{
  return (SgRefusal) { code, rule, message, (uint8_t) via };
}

/* --- the stack --------------------------------------------------------- */

SgFrame *
sg_push (SgGame *g, SgFrameKind kind)
{
  /* The stack depth is bounded by the rules (a card, its shots, a reveal, a
   * loss, an elimination); running out means an engine bug, so stop the
   * game rather than write past the array. */
  if (g->n_frames >= SG_MAX_FRAMES)
    {
      g->phase = SG_PHASE_OVER;
      g->winner = SG_WINNER_DRAW;
      return &g->frame[SG_MAX_FRAMES - 1];
    }
  /* A frame starts as one copy of a blank: fewer stores than clearing it
   * and then setting the fields that start at SG_NONE one by one. */
  static const SgFrame blank = {
    .card = SG_NONE, .aside = SG_NONE, .aslot = SG_NONE, .tside = SG_NONE, .tslot = SG_NONE,
  };
  SgFrame *f = &g->frame[g->n_frames++];
  *f = blank;
  f->kind = (uint8_t) kind;
  return f;
}

SgFrame *
sg_push_resolved (SgGame *g, SgFrameKind kind)
{
  sg_push (g, F_RESOLVE);
  return sg_push (g, kind);
}

void
sg_pop (SgGame *g)
{
  if (g->n_frames > 0)
    g->n_frames--;
}

void
sg_await (SgFrame *f, SgDecision d, SgSide decider)
{
  f->await = (uint8_t) d;
  f->decider = (uint8_t) decider;
}

/* D10.2: turn player's AC, opponent's AC, turn player's BC, opponent's BC. */
int
sg_order_of (const SgGame *g, int side, int slot)
{
  int mine = side == g->turn ? 0 : 1;
  return sg_is_ac (g, side, slot) ? mine : 2 + mine;
}

void
sg_queue_trigger (SgGame *g, SgTriggerKind kind, int side, int slot, int arg)
{
  if (g->n_triggers >= SG_MAX_TRIGGERS)
    return;
  int depth = 0;
  for (int i = g->n_frames - 1; i >= 0; i--)
    if (g->frame[i].kind == F_RESOLVE)
      {
        depth = i;
        break;
      }
  SgTrigger *t = &g->trigger[g->n_triggers++];
  *t = (SgTrigger) {
    .kind = (uint8_t) kind,
    .side = (uint8_t) side,
    .slot = (uint8_t) slot,
    .aside = SG_NONE,
    .aslot = SG_NONE,
    .depth = (uint8_t) depth,
    .order = (uint8_t) (slot == SG_NONE ? 0 : sg_order_of (g, side, slot)),
    .arg = (uint8_t) arg,
  };
}

void
sg_step_frame (SgGame *g, SgFrame *f)
{
  switch ((SgFrameKind) f->kind)
    {
    case F_RESOLVE:
      sg_step_resolve (g, f);
      break;
    case F_SETUP:
    case F_TURN_START:
    case F_DISCARD_PHASE:
    case F_DYNAMITE:
    case F_RATTLESNAKE:
    case F_STAMPEDE:
      sg_step_turn (g, f);
      break;
    case F_SHOT:
    case F_BONUS:
      sg_step_shot (g, f);
      break;
    case F_LOSE_LIFE:
    case F_ELIMINATE:
    case F_TRIGGER:
      sg_step_life (g, f);
      break;
    case F_ABILITY:
      sg_step_ability (g, f);
      break;
    default:
      sg_step_effect (g, f);
      break;
    }
}

int
sg_legal_for (const SgGame *g, const SgFrame *f, SgAction *out)
{
  switch ((SgFrameKind) f->kind)
    {
    case F_SETUP:
    case F_DISCARD_PHASE:
      return sg_legal_turn (g, f, out);
    case F_SHOT:
    case F_BONUS:
      return sg_legal_shot (g, f, out);
    case F_LOSE_LIFE:
    case F_ELIMINATE:
      return sg_legal_life (g, f, out);
    case F_ABILITY:
      return sg_legal_ability (g, f, out);
    default:
      return sg_legal_effect (g, f, out);
    }
}

void
sg_act_for (SgGame *g, SgFrame *f, const SgAction *a)
{
  f->await = 0;
  switch ((SgFrameKind) f->kind)
    {
    case F_SETUP:
    case F_DISCARD_PHASE:
      sg_act_turn (g, f, a);
      break;
    case F_SHOT:
    case F_BONUS:
      sg_act_shot (g, f, a);
      break;
    case F_LOSE_LIFE:
    case F_ELIMINATE:
      sg_act_life (g, f, a);
      break;
    case F_ABILITY:
      sg_act_ability (g, f, a);
      break;
    default:
      sg_act_effect (g, f, a);
      break;
    }
}

/* --- the loop ---------------------------------------------------------- */

/* Decisions always asked, even with one option (scenario-format.md). */
static bool
always_asked (SgDecision d)
{
  return d == SG_DEC_PLAY || d == SG_DEC_DISCARD;
}

/* The rule that asks the question f awaits: cited when its only option is
 * taken for the decider ("the opponent has no way to answer" belongs to
 * the rule of answering a shot, not to a definition). */
static const char *
decision_rule (const SgFrame *f)
{
  switch ((SgDecision) f->await)
    {
    case SG_DEC_SETUP_AC: return "D1.4";
    case SG_DEC_SHOT: return "D5.5";
    case SG_DEC_EXTRA_CARD: return "P-TEX-KILLER.1";
    case SG_DEC_DUEL: return "C-DUEL.1";
    case SG_DEC_INDIANS: return "C-INDIANS.2";
    case SG_DEC_PICK: return "C-GENERAL-STORE.2";
    case SG_DEC_GIVE_UP: return f->kind == F_ABILITY ? "P-SOUNDANCE-KID.1" : "C-STAGECOACH.1";
    case SG_DEC_STEAL: return "C-STEAL.1";
    case SG_DEC_SCHOOLMARM: return "C-SCHOOLMARM.1";
    case SG_DEC_CARBINE: return "C-CARBINE.1";
    /* Offered with one option only when neither side has two characters:
     * E-29(c) skips the bonus. */
    case SG_DEC_SHOTGUN: return "E-29";
    case SG_DEC_PEACEMAKER: return "C-PEACEMAKER.1";
    case SG_DEC_BACK: return "E-47";
    case SG_DEC_REVEAL: return "P-BART-MASTERSON.1";
    case SG_DEC_LOOT: return "P-BULL-ANDERSON.1";
    case SG_DEC_COPY: return "P-PEARL-HAT.1";
    default:
      /* A character's own choice (Cattle Katie's equipment, Soundance Kid's
       * or Pearl Hat's cost): that character's clause. */
      return f->kind == F_ABILITY ? sg_char_rule_clause ((SgCharId) f->src) : "D0.2";
    }
}

static void
do_action (SgGame *g, const SgAction *a)
{
  SgFrame *f = sg_top (g);
  if (f == NULL)
    sg_act_play (g, a);
  else
    sg_act_for (g, f, a);
}

/* A lone answer ask_lone keeps for its decider: a question answered from
 * the hand (a dodge, a Duel's or Indians!'s shot card, a card to give up
 * or to discard) while that hand holds a card the other has not seen. */
static bool
lone_held (const SgGame *g, const SgFrame *f)
{
  if (!(g->ask_lone >> f->decider & 1))
    return false;
  switch ((SgDecision) f->await)
    {
    case SG_DEC_SHOT:
    case SG_DEC_EXTRA_CARD:
    case SG_DEC_DUEL:
    case SG_DEC_INDIANS:
    case SG_DEC_GIVE_UP:
    case SG_DEC_PEACEMAKER:
    case SG_DEC_ABILITY:
      break;
    default:
      return false;
    }
  return sg_game_hand_hides (g, (SgSide) f->decider, (SgSide) sg_other (f->decider));
}

bool
sg_game_hand_hides (const SgGame *g, SgSide side, SgSide viewer)
{
  const SgPile *hand = &g->hand[side];
  uint8_t bit = (uint8_t) (1u << viewer);
  for (int i = 0; i < hand->n; i++)
    if (!(g->seen[hand->c[i]] & bit))
      return true;
  return false;
}

/* Does action a (none: NULL), then runs effects until a player has a real
 * choice or the game is over.  The action is done here rather than by the
 * callers so that doing it has one call site, inlined: each action then
 * goes through one big function instead of two, each saving and restoring
 * its registers.  Returns the number of legal actions when it listed them
 * into acts: to take a lone option, or for every decision when list is
 * set (the caller wants them, and run() knows which decision it is without
 * asking again); -1 when it did not list. */
static int
run (SgGame *g, const SgAction *a, SgAction *acts, bool list)
{
  /* A take chosen, not forced, is an event too: the other player's log
   * must read the same whether the decider could have answered or not. */
  if (a != NULL && a->kind == SG_ACT_TAKE && sg_top (g) != NULL)
    sg_emit (g, SG_EV_NO_ANSWER, a->side, SG_NONE, SG_NONE, SG_NONE, SG_NONE, SG_ACT_TAKE,
             decision_rule (sg_top (g)));
  for (;;)
    {
      if (a != NULL)
        do_action (g, a);
      a = NULL;
      if (g->phase == SG_PHASE_OVER)
        {
          g->decision = SG_DEC_NONE;
          g->n_frames = 0;
          return 0;
        }
      SgFrame *f = sg_top (g);
      if (f == NULL)
        {
          g->decision = SG_DEC_PLAY;
          g->decider = g->turn;
          return list ? sg_legal_play (g, acts) : -1;
        }
      if (!f->await)
        {
          sg_step_frame (g, f);
          continue;
        }
      g->decision = f->await;
      g->decider = f->decider;
      if (always_asked ((SgDecision) g->decision))
        return list ? sg_legal_for (g, f, acts) : -1;
      int n = sg_legal_for (g, f, acts);
      if (n != 1 || lone_held (g, f))
        return n;
      sg_emit (g, SG_EV_AUTO, g->decider, SG_NONE, acts[0].card, SG_NONE, SG_NONE, acts[0].kind,
               decision_rule (f));
      a = &acts[0];
    }
}

/* --- setup ------------------------------------------------------------- */

void
sg_game_init_empty (SgGame *g, uint64_t seed)
{
  memset (g, 0, sizeof *g);
  sg_rng_seed (g, seed);
  g->options.return_fire_own_gatling = 1;
  g->options.toco_discard_as_colt = 1;
  g->winner = SG_WINNER_NONE;
  g->decision = SG_DEC_NONE;
  for (int s = 0; s < 2; s++)
    {
      g->side[s].ch[0] = g->side[s].ch[1] = SG_NONE;
      g->side[s].ac = 0;
    }
}

int
sg_game_add_card (SgGame *g, SgCardType type, SgSymbol symbol, SgSide back)
{
  if (g->n_cards >= SG_MAX_CARDS)
    return -1;
  g->card[g->n_cards] = (SgCardInfo) { (uint8_t) type, (uint8_t) symbol, (uint8_t) back };
  return g->n_cards++;
}

void
sg_setup_default (SgSetup *setup, uint64_t seed)
{
  memset (setup, 0, sizeof *setup);
  setup->seed = seed;
  setup->characters[0] = setup->characters[1] = 4;
  memset (setup->picks, SG_NONE, sizeof setup->picks);
  sg_deck_list_standard (&setup->decks);
  setup->options.return_fire_own_gatling = 1;
  setup->options.toco_discard_as_colt = 1;
}

static void
build_deck (SgGame *g, const SgSetup *setup, int side)
{
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    for (unsigned k = 0; k < setup->decks.count[side][t]; k++)
      {
        int id = sg_game_add_card (g, (SgCardType) t, sg_standard_symbol ((SgSide) side, (SgCardType) t, k),
                                   (SgSide) side);
        if (id >= 0)
          sg_pile_push (&g->deck[side], (uint8_t) id);
      }
  sg_shuffle (g, g->deck[side].c, g->deck[side].n); /* D1.7 */
}

/* D1.2-D1.3: the picked characters, then random ones, make the reserve. */
static void
build_reserve (SgGame *g, const SgSetup *setup, int side)
{
  uint8_t pool[SG_MAX_RESERVE];
  int n_pool = 0, n = 0;
  int want = setup->characters[side] ? setup->characters[side] : 4;
  if (want > SG_MAX_RESERVE)
    want = SG_MAX_RESERVE;
  uint8_t chosen[SG_MAX_RESERVE];
  uint32_t taken = 0;
  for (int i = 0; i < SG_MAX_RESERVE && n < want && setup->picks[side][i] != SG_NONE; i++)
    {
      uint8_t c = setup->picks[side][i];
      if (c >= SG_N_CHARACTERS || (int) sg_char_data ((SgCharId) c)->side != side || (taken & (1u << c)))
        continue;
      chosen[n++] = c;
      taken |= 1u << c;
    }
  int first = side == SG_LAW ? 0 : 12;
  for (int c = first; c < first + 12; c++)
    if (!(taken & (1u << c)))
      pool[n_pool++] = (uint8_t) c;
  sg_shuffle (g, pool, n_pool);
  for (int i = 0; n < want && i < n_pool; i++)
    chosen[n++] = pool[i];
  if (!setup->fixed_order[side])
    sg_shuffle (g, chosen, n);
  /* chosen[] is top first; the reserve keeps its top at the end. */
  SgSideState *s = &g->side[side];
  s->n_reserve = (uint8_t) n;
  for (int i = 0; i < n; i++)
    s->reserve[n - 1 - i] = chosen[i];
}

void
sg_enter_from_reserve (SgGame *g, int side, int slot, const char *rule)
{
  SgSideState *s = &g->side[side];
  uint8_t c = s->reserve[--s->n_reserve];
  s->ch[slot] = c;
  s->life[slot] = (int8_t) sg_char_data ((SgCharId) c)->life;
  s->dying[slot] = 0;
  sg_emit (g, SG_EV_ENTERS_PLAY, side, c, SG_NONE, side, c, s->life[slot], rule);
}

void
sg_game_new (SgGame *g, const SgSetup *setup)
{
  SgEventFn obs = g->observer;
  void *obs_data = g->observer_data;
  sg_game_init_empty (g, setup->seed);
  g->observer = obs;
  g->observer_data = obs_data;
  g->options = setup->options;
  for (int side = 0; side < 2; side++)
    {
      build_deck (g, setup, side);
      build_reserve (g, setup, side);
      for (int slot = 0; slot < 2 && g->side[side].n_reserve > 0; slot++)
        /* D1.4 draws the top two; the row that tells it says so (their
         * lives, D1.6, are in its sentence). */
        sg_enter_from_reserve (g, side, slot, "D1.4");
    }
  g->turn = SG_LAW;
  g->phase = SG_PHASE_SETUP;
  g->setup_pending = 3;
  sg_push (g, F_SETUP);
  SgAction acts[SG_MAX_ACTIONS];
  run (g, NULL, acts, false);
}

void
sg_game_begin (SgGame *g, SgSide turn, SgPhase phase)
{
  g->turn = (uint8_t) turn;
  g->winner = SG_WINNER_NONE;
  g->n_frames = 0;
  g->n_triggers = 0;
  if (g->turn_number == 0)
    g->turn_number = 1;
  if (phase == SG_PHASE_SETUP)
    {
      /* As sg_game_new leaves a dealt game: the choice of the first ACs
       * comes next, then the hands and turn 1 (D1.4-D1.8). */
      g->turn_number = 0;
      g->phase = SG_PHASE_SETUP;
      g->setup_pending = 3;
      sg_push (g, F_SETUP);
    }
  else if (phase == SG_PHASE_START)
    {
      g->phase = SG_PHASE_START;
      sg_push (g, F_TURN_START);
    }
  else
    g->phase = SG_PHASE_PLAY;
  SgAction acts[SG_MAX_ACTIONS];
  run (g, NULL, acts, false);
}

/* --- reading ----------------------------------------------------------- */

SgDecision
sg_game_decision (const SgGame *g)
{
  return (SgDecision) g->decision;
}

SgSide
sg_game_decider (const SgGame *g)
{
  return (SgSide) g->decider;
}

bool
sg_game_over (const SgGame *g)
{
  return g->phase == SG_PHASE_OVER;
}

/* A reveal: the symbol it looks for, and the card or character that makes
 * it (Bart Masterson's owner chooses knowing what the reveal decides). */
static void
about_reveal (const SgFrame *f, SgDecisionAbout *about)
{
  static const uint8_t card_of[] = {
    [REVEAL_BARREL] = SG_CARD_BARREL,
    [REVEAL_DYNAMITE] = SG_CARD_DYNAMITE,
    [REVEAL_RATTLESNAKE] = SG_CARD_RATTLESNAKE,
    [REVEAL_SID_CURRY] = SG_NONE,
  };
  about->symbol = f->b; /* the wanted symbol (sg_push_reveal) */
  about->card_type = card_of[f->src];
  if (f->src == REVEAL_SID_CURRY)
    about->user = SG_CHAR_SID_CURRY;
}

void
sg_game_decision_about (const SgGame *g, SgDecisionAbout *about)
{
  *about = (SgDecisionAbout) { SG_NONE, SG_NONE, SG_NONE, SG_NONE, SG_NONE };
  const SgFrame *f = g->n_frames ? &g->frame[g->n_frames - 1] : NULL;
  if (f == NULL || g->phase == SG_PHASE_OVER || !f->await)
    return;
  about->owner = f->side;
  if (f->kind == F_ABILITY)
    {
      /* tside/tslot hold the character using the ability, not a target. */
      about->card_type = f->a; /* Pearl Hat's copy, read before the cost (E-15a) */
      about->user = f->src;
      return;
    }
  if (f->tside < 2 && f->tslot < 2)
    about->target = SG_CHAR_CODE (f->tside, f->tslot);
  if (f->kind == F_SHOT)
    {
      /* Who shoots, and with which card (none for an ability's shot). */
      about->user = f->n;
      about->card_type = f->src < SG_N_CARD_TYPES ? f->src
                         : f->src == SRC_RETURN_FIRE ? SG_CARD_RETURN_FIRE : SG_NONE;
    }
  if (f->kind == F_REVEAL)
    about_reveal (f, about);
}

int
sg_game_hand_limit (const SgGame *g, SgSide side)
{
  uint8_t ac = sg_ac (g, side);
  if (g->side[side].ch[ac] == SG_NONE)
    return 0;
  int life = g->side[side].life[ac];
  return life == 1 ? 2 : life; /* D2.3.1, D2.3.2 */
}

/* --- legal actions ----------------------------------------------------- */

int
sg_add_action (const SgGame *g, SgAction *out, int n, SgActionKind kind, int side, int card,
               int target, int as)
{
  if (n >= SG_MAX_ACTIONS)
    return n;
  SgAction a = { (uint8_t) kind, (uint8_t) side, (uint8_t) card, (uint8_t) target, (uint8_t) as };
  for (int i = 0; i < n; i++)
    if (sg_action_equivalent (g, &out[i], &a))
      return n;
  out[n] = a;
  return n + 1;
}


/* A character code for a card in play, 4 for a card anywhere else. */
static int
card_place (const SgGame *g, uint8_t id)
{
  int side, slot;
  return sg_find_in_play (g, id, &side, &slot) ? SG_CHAR_CODE (side, slot) : 4;
}

bool
sg_action_equivalent (const SgGame *g, const SgAction *a, const SgAction *b)
{
  if (a->kind != b->kind || a->side != b->side || a->target != b->target || a->as != b->as)
    return false;
  if (a->card == b->card)
    return true;
  if (a->card == SG_NONE || b->card == SG_NONE || a->card >= g->n_cards || b->card >= g->n_cards)
    return false;
  if (!sg_same_card (g, a->card, b->card))
    return false;
  /* Identical copies on different characters lead to different outcomes
   * (E-40): only copies in the same place are one option. */
  return card_place (g, a->card) == card_place (g, b->card);
}

int
sg_game_legal_actions (const SgGame *g, SgAction *out)
{
  if (g->phase == SG_PHASE_OVER)
    return 0;
  const SgFrame *f = g->n_frames ? &g->frame[g->n_frames - 1] : NULL;
  if (f == NULL)
    return sg_legal_play (g, out);
  return sg_legal_for (g, f, out);
}

/* --- check and apply --------------------------------------------------- */

/* The card that would take a card in play in this decision (SgVia). */
static SgVia
taker_of (SgDecision decision)
{
  return decision == SG_DEC_STEAL ? SG_VIA_STEAL : decision == SG_DEC_SCHOOLMARM ? SG_VIA_SCHOOLMARM : SG_VIA_NONE;
}

/* A card in play, on side's slot, chosen for Steal, Schoolmarm or Carbine
 * that none of them may take: where it lies says why, and which card
 * could not reach it. */
static SgRefusal
explain_card_in_play (const SgGame *g, int side, int slot)
{
  int opp = sg_other (g->decider);
  if (g->decision == SG_DEC_CARBINE)
    return sg_refuse (SG_ERR_NOT_AN_OPTION, "C-CARBINE.1", "only equipment on an active character can be discarded");
  if (side == opp && sg_count_in_play (g, opp) == 2 && slot == sg_bc (g, opp))
    return sg_refuse_out_of_reach (taker_of ((SgDecision) g->decision));
  return sg_refuse (SG_ERR_NOT_AN_OPTION, "D0.2", "that is not one of the options now");
}

/* A card on the opponent's BC chosen for Steal or Schoolmarm (E-40). */
SgRefusal
sg_refuse_out_of_reach (SgVia via)
{
  return sg_refuse_via (SG_ERR_OPPONENT_BACKUP, "E-40", "cards on the opponent's back-up are out of reach", via);
}

/* A card chosen for Steal or Schoolmarm that is not in play (a card of a
 * hand): what the card takes, in its own clause. */
SgRefusal
sg_refuse_not_in_play (SgVia via)
{
  if (via == SG_VIA_STEAL)
    return sg_refuse_via (SG_ERR_NOT_AN_OPTION, "C-STEAL.1",
                          "Steal discards a card in play or takes a card from the opponent's hand", via);
  return sg_refuse_via (SG_ERR_NOT_AN_OPTION, "C-SCHOOLMARM.2", "Schoolmarm takes only a card in play", via);
}

static SgRefusal
explain_reaction (const SgGame *g, const SgAction *a)
{
  switch ((SgDecision) g->decision)
    {
    case SG_DEC_STEAL:
    case SG_DEC_SCHOOLMARM:
    case SG_DEC_CARBINE:
      {
        int side, slot;
        if (a->kind == SG_ACT_CHOOSE_CARD && a->card < g->n_cards && sg_game_find_in_play (g, a->card, &side, &slot))
          return explain_card_in_play (g, side, slot);
        if (a->kind == SG_ACT_CHOOSE_CARD && a->card < g->n_cards && g->decision != SG_DEC_CARBINE)
          return sg_refuse_not_in_play (taker_of ((SgDecision) g->decision));
      }
      return sg_refuse (SG_ERR_NOT_AN_OPTION, "D0.2", "that is not one of the options now");
    case SG_DEC_SHOT:
      if (a->kind == SG_ACT_DODGE_CARD)
        return sg_refuse (SG_ERR_NOT_A_DODGE, "D5.5",
                          "only a dodge card (Missed!, Return Fire) can answer this shot");
      return sg_refuse (SG_ERR_NOT_AN_OPTION, "D5.5", "that is not a way to dodge this shot");
    case SG_DEC_EXTRA_CARD:
      return sg_refuse (SG_ERR_NOT_AN_OPTION, "P-TEX-KILLER.1",
                        "one more card from hand must be discarded, or the shot taken");
    case SG_DEC_DUEL:
      return sg_refuse (SG_ERR_NOT_A_SHOT_CARD, "C-DUEL.3", "only shot cards can be discarded in a Duel");
    case SG_DEC_INDIANS:
      return sg_refuse (SG_ERR_NOT_A_SHOT_CARD, "C-INDIANS.2",
                        "only a shot card can be discarded against Indians!");
    case SG_DEC_DISCARD:
      return sg_refuse (SG_ERR_MUST_DISCARD, "D2.3.1", "discard cards from hand down to the hand limit");
    default:
      return sg_refuse (SG_ERR_NOT_AN_OPTION, "D0.2", "that is not one of the options now");
    }
}

SgRefusal
sg_game_check (const SgGame *g, const SgAction *a)
{
  if (g->phase == SG_PHASE_OVER)
    return sg_refuse (SG_ERR_GAME_OVER, "D12.1", "the game is over");
  if (a->side != g->decider)
    return sg_refuse (SG_ERR_NOT_DECIDER, g->decision == SG_DEC_PLAY ? "D2.0.1" : "D0.2",
                      "the other player decides now");
  SgAction acts[SG_MAX_ACTIONS];
  int n = sg_game_legal_actions (g, acts);
  for (int i = 0; i < n; i++)
    if (sg_action_equivalent (g, &acts[i], a))
      return sg_ok ();
  if (g->decision == SG_DEC_PLAY)
    {
      SgRefusal r = sg_check_play (g, a);
      if (r.code != SG_OK)
        return r;
      return sg_refuse (SG_ERR_NOT_AN_OPTION, "D2.2.1", "that move is not possible now");
    }
  if (a->kind == SG_ACT_PLAY || a->kind == SG_ACT_SWITCH || a->kind == SG_ACT_RELOAD
      || a->kind == SG_ACT_END)
    return sg_refuse (SG_ERR_WRONG_DECISION, "E-38", "this must be answered first");
  return explain_reaction (g, a);
}

SgRefusal
sg_game_apply (SgGame *g, const SgAction *a)
{
  SgAction acts[SG_MAX_ACTIONS];
  if (g->phase != SG_PHASE_OVER && a->side == g->decider)
    {
      int n = sg_game_legal_actions (g, acts);
      for (int i = 0; i < n; i++)
        if (sg_action_equivalent (g, &acts[i], a))
          {
            sg_game_apply_legal (g, &acts[i]);
            return sg_ok ();
          }
    }
  return sg_game_check (g, a);
}

bool
sg_game_lone_asked (const SgGame *g)
{
  SgAction acts[SG_MAX_ACTIONS];
  const SgFrame *f = sg_top ((SgGame *) g);

  /* lone_held names only questions that are not always asked. */
  return g->phase != SG_PHASE_OVER && f != NULL && lone_held (g, f) && sg_legal_for (g, f, acts) == 1;
}

bool
sg_game_lone_event (const SgGame *g, SgEvent *out)
{
  SgAction acts[SG_MAX_ACTIONS];
  const SgFrame *f = sg_top ((SgGame *) g);

  if (!sg_game_lone_asked (g))
    return false;
  sg_legal_for (g, f, acts);
  /* As run() emits it when it takes the answer itself. */
  *out = make_event (g, SG_EV_AUTO, g->decider, SG_NONE, acts[0].card, SG_NONE, SG_NONE, acts[0].kind,
                     decision_rule (f));
  return true;
}

void
sg_game_settle (SgGame *g)
{
  SgAction acts[SG_MAX_ACTIONS];
  bool held = sg_game_lone_asked (g);

  g->observer = NULL;
  g->observer_data = NULL;
  g->ask_lone = 0;
  if (held && sg_legal_for (g, sg_top (g), acts) == 1)
    run (g, &acts[0], acts, false);
}

void
sg_game_apply_legal (SgGame *g, const SgAction *a)
{
  SgAction acts[SG_MAX_ACTIONS];
  run (g, a, acts, false);
}

int
sg_game_apply_legal_list (SgGame *g, const SgAction *a, SgAction *out)
{
  /* a may point into out: copy it before the listing overwrites it. */
  SgAction copy = *a;
  return run (g, &copy, out, true);
}
