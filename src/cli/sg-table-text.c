/* sg-table-text.c: rendering the table for the terminal game. */
#include "sg-table-text.h"

#include "sg-describe.h"

static const char *
phase_word (uint8_t phase)
{
  switch (phase)
    {
    case SG_PHASE_START: return "start of turn";
    case SG_PHASE_DRAW: return "draw phase";
    case SG_PHASE_PLAY: return "play phase";
    case SG_PHASE_DISCARD: return "discard phase";
    case SG_PHASE_SETUP: return "setup";
    case SG_PHASE_OVER: return "game over";
    default: return "?";
    }
}

const char *
sg_decision_text (SgDecision decision)
{
  switch (decision)
    {
    case SG_DEC_NONE: return "Nothing: the game is over";
    case SG_DEC_SETUP_AC: return "Choose your first active character";
    case SG_DEC_PLAY: return "Play cards, move the AC token, or end the play phase";
    case SG_DEC_DISCARD: return "Discard down to your hand limit";
    case SG_DEC_SHOT: return "Answer the shot: dodge it or take the hit";
    case SG_DEC_EXTRA_CARD: return "Discard one more card to complete the dodge (Tex Killer)";
    case SG_DEC_DUEL: return "Duel: discard a shot card or give up";
    case SG_DEC_INDIANS: return "Indians!: discard a shot card or lose 1 life";
    case SG_DEC_PICK: return "General Store: take one of the cards turned up";
    case SG_DEC_GIVE_UP: return "Choose the card you discard (you keep the others)";
    case SG_DEC_STEAL: return "Steal: a random card from the hand, or a card in play";
    case SG_DEC_SCHOOLMARM: return "Schoolmarm: the card in play to take";
    case SG_DEC_CARBINE: return "Carbine: discard an equipment card, or not";
    case SG_DEC_SHOTGUN: return "Shotgun: swap the characters of a side, or not";
    case SG_DEC_PEACEMAKER: return "Peacemaker: discard a card from your hand";
    case SG_DEC_BACK: return "Pick the back of the card to take at random";
    case SG_DEC_REVEAL: return "Choose which revealed card counts";
    case SG_DEC_YES_NO: return "Use the optional ability, yes or no";
    case SG_DEC_LOOT: return "Bull Anderson: choose what to take";
    default: return "Decide";
    }
}

void
sg_card_text (GString *out, const SgGame *g, uint8_t card, uint8_t owner)
{
  if (card >= g->n_cards)
    {
      g_string_append (out, "?");
      return;
    }
  const SgCardInfo *info = &g->card[card];
  g_string_append_printf (out, "%s (%s)", sg_card_data ((SgCardType) info->type)->name,
                          sg_symbol_name ((SgSymbol) info->symbol));
  if (owner <= SG_OUTLAW && info->back != owner)
    g_string_append_printf (out, " [%s back]", sg_side_name ((SgSide) info->back));
}

static void
append_bullets (GString *out, int life, int max)
{
  int shown = 0;
  for (int i = 0; i < life; i++, shown++)
    g_string_append (out, "●");
  for (int i = life; i < max; i++, shown++)
    g_string_append (out, "○");
  for (; shown < 5; shown++)
    g_string_append_c (out, ' ');
  g_string_append_printf (out, " %d/%d", life, max);
}

static void
append_equipment (GString *out, const SgGame *g, SgSide side, uint8_t slot)
{
  const SgEquip *eq = &g->side[side].equip[slot];
  if (eq->n == 0)
    return;
  g_string_append (out, "   ");
  for (int i = 0; i < eq->n; i++)
    {
      SgCardType type = (SgCardType) g->card[eq->c[i]].type;
      g_string_append_printf (out, "%s%s", i ? ", " : "", sg_card_data (type)->name);
      /* D3.3: equipment on the back-up sleeps unless always active. */
      if (!sg_game_has_equipment (g, side, slot, type))
        g_string_append (out, " (inactive)");
    }
}

static void
append_character (GString *out, const SgGame *g, SgSide side, uint8_t slot, const char *pos)
{
  const SgSideState *st = &g->side[side];
  uint8_t ch = st->ch[slot];
  if (ch == SG_NONE)
    return;
  const SgCharData *d = sg_char_data ((SgCharId) ch);
  g_string_append_printf (out, "  %s %-6s %-16s ", slot == st->ac ? "▶" : " ", pos, d->name);
  append_bullets (out, st->life[slot], d->life);
  if (d->always_active)
    g_string_append (out, "  (always active)");
  append_equipment (out, g, side, slot);
  g_string_append_c (out, '\n');
}

static void
append_opponent_hand (GString *out, const SgGame *g, const SgView *v)
{
  int backs[2] = { 0, 0 };
  for (int i = 0; i < v->n_opp_hand; i++)
    backs[v->opp_backs[i] & 1]++;
  g_string_append_printf (out, "  hand: %d card%s", v->n_opp_hand, v->n_opp_hand == 1 ? "" : "s");
  /* D9: the backs show which deck each card came from. */
  const char *sep = " (";
  for (int s = 0; s < 2; s++)
    if (backs[s] > 0)
      {
        g_string_append_printf (out, "%s%d %s back%s", sep, backs[s], sg_side_name ((SgSide) s),
                                backs[s] == 1 ? "" : "s");
        sep = ", ";
      }
  if (v->n_opp_hand > 0)
    g_string_append_c (out, ')');
  sep = "; known: ";
  for (int i = 0; i < v->n_opp_hand; i++)
    if (v->opp_known[i] != SG_NONE)
      {
        g_string_append_printf (out, "%s%s", sep,
                                sg_card_data ((SgCardType) g->card[v->opp_known[i]].type)->name);
        sep = ", ";
      }
  g_string_append_c (out, '\n');
}

/* D1.4/D1.5: the first characters stay face down until both have chosen. */
static void
append_setup (GString *out, const SgGame *g, SgSide side, bool own)
{
  const SgSideState *st = &g->side[side];
  if (!own)
    {
      g_string_append (out, "  two characters, face down until both sides have chosen\n");
      return;
    }
  for (uint8_t slot = 0; slot < 2; slot++)
    if (st->ch[slot] != SG_NONE)
      {
        const SgCharData *d = sg_char_data ((SgCharId) st->ch[slot]);
        g_string_append_printf (out, "         %-16s %d life%s - %s\n", d->name, d->life,
                                d->always_active ? ", always active" : "", d->text);
      }
}

static void
append_side (GString *out, const SgGame *g, const SgView *v, SgSide side)
{
  bool own = side == v->viewer;
  const SgSideState *st = &g->side[side];
  g_string_append_printf (out, "%s%s   deck %d   reserve %d\n",
                          side == SG_LAW ? "LAWMEN" : "OUTLAWS", own ? " (you)" : "",
                          v->deck_size[side], st->n_reserve);
  uint8_t ac = sg_game_slot (g, side, false);
  uint8_t bc = sg_game_slot (g, side, true);
  if (g->phase == SG_PHASE_SETUP)
    append_setup (out, g, side, own);
  else if (ac == SG_NONE)
    g_string_append (out, "  no character left\n");
  else if (ac == bc)
    append_character (out, g, side, ac, "AC+BC");
  else
    {
      append_character (out, g, side, ac, "AC");
      if (bc != SG_NONE)
        append_character (out, g, side, bc, "BC");
    }
  if (!own)
    append_opponent_hand (out, g, v);
}

static void
append_own_hand (GString *out, const SgGame *g, const SgView *v)
{
  g_string_append_printf (out, "Your hand (%d", v->n_own_hand);
  if (!sg_game_over (g) && g->phase != SG_PHASE_SETUP)
    g_string_append_printf (out, ", limit now %d", sg_game_hand_limit (g, v->viewer));
  g_string_append (out, "):\n");
  if (v->n_own_hand == 0)
    g_string_append (out, "  (empty)\n");
  for (int i = 0; i < v->n_own_hand; i++)
    {
      uint8_t card = v->own_hand[i];
      g_string_append_printf (out, "  %2d. ", i + 1);
      sg_card_text (out, g, card, v->viewer);
      g_string_append_printf (out, " - %s\n",
                              sg_card_data ((SgCardType) g->card[card].type)->text);
    }
}

static void
append_piles (GString *out, const SgGame *g, const SgView *v)
{
  if (v->common_exists)
    g_string_append_printf (out, "Common deck: %d", v->common_size);
  else
    g_string_append (out, "Common deck: not formed yet");
  g_string_append_printf (out, "   Discard pile: %d", g->discard.n);
  if (g->discard.n > 0)
    {
      g_string_append (out, ", top ");
      sg_card_text (out, g, g->discard.c[g->discard.n - 1], SG_NONE);
    }
  g_string_append_c (out, '\n');
  if (g->staging.n > 0)
    {
      g_string_append (out, "Set aside by the card being resolved:");
      for (int i = 0; i < g->staging.n; i++)
        {
          uint8_t c = g->staging.c[i];
          g_string_append (out, i ? ", " : " ");
          /* Stagecoach draws stay private; General Store's are shown to both. */
          if (g->seen[c] & (1u << v->viewer))
            sg_card_text (out, g, c, SG_NONE);
          else
            g_string_append_printf (out, "a card with a %s back", sg_side_name ((SgSide) g->card[c].back));
        }
      g_string_append_c (out, '\n');
    }
}

void
sg_table_text (GString *out, const SgGame *g, SgSide viewer)
{
  SgView v;
  sg_game_view (g, viewer, &v);
  if (g->phase == SG_PHASE_SETUP)
    g_string_append (out, "==== Setup ====\n");
  else
    g_string_append_printf (out, "==== Turn %u: %s, %s ====\n", g->turn_number,
                            sg_describe_side ((SgSide) g->turn), phase_word (g->phase));
  append_side (out, g, &v, (SgSide) !viewer);
  g_string_append_c (out, '\n');
  append_side (out, g, &v, viewer);
  append_own_hand (out, g, &v);
  append_piles (out, g, &v);
}
