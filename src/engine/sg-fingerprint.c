/* sg-fingerprint.c: a hash of what a game is, not of how the engine holds
 * it.  Saves check it after their replay, so it must not move when the
 * engine's structures change between versions (a new cached field, bytes
 * left past the end of a pile, a reworked pending-effect stack): only the
 * state the rules speak of is hashed, and the pending effects through the
 * question they ask (the decision, its decider and its options). */
#include "sg-engine-private.h"

#define FNV_OFFSET 0xcbf29ce484222325ull
#define FNV_PRIME 0x100000001b3ull

static uint64_t
mix (uint64_t h, uint64_t v)
{
  for (int i = 0; i < 8; i++, v >>= 8)
    h = (h ^ (v & 0xFFu)) * FNV_PRIME;
  return h;
}

static uint64_t
mix_bytes (uint64_t h, const uint8_t *p, int n)
{
  h = mix (h, (uint64_t) n);
  for (int i = 0; i < n; i++)
    h = (h ^ p[i]) * FNV_PRIME;
  return h;
}

static uint64_t
mix_cards (uint64_t h, const SgGame *g)
{
  h = mix (h, g->n_cards);
  for (int i = 0; i < g->n_cards; i++)
    {
      h = mix (h, (uint64_t) g->card[i].type | (uint64_t) g->card[i].symbol << 8 | (uint64_t) g->card[i].back << 16);
      h = mix (h, g->seen[i]);
    }
  return h;
}

static uint64_t
mix_piles (uint64_t h, const SgGame *g)
{
  for (int s = 0; s < 2; s++)
    {
      h = mix_bytes (h, g->deck[s].c, g->deck[s].n);
      h = mix_bytes (h, g->hand[s].c, g->hand[s].n);
    }
  h = mix (h, g->common_exists);
  h = mix_bytes (h, g->common.c, g->common.n);
  h = mix_bytes (h, g->discard.c, g->discard.n);
  return mix_bytes (h, g->staging.c, g->staging.n);
}

static uint64_t
mix_side (uint64_t h, const SgSideState *s)
{
  for (int slot = 0; slot < 2; slot++)
    {
      h = mix (h, (uint64_t) s->ch[slot] | (uint64_t) (uint8_t) s->life[slot] << 8 | (uint64_t) s->dying[slot] << 16);
      h = mix_bytes (h, s->equip[slot].c, s->equip[slot].n);
    }
  h = mix (h, s->ac);
  return mix_bytes (h, s->reserve, s->n_reserve);
}

static uint64_t
mix_turn (uint64_t h, const SgGame *g)
{
  h = mix (h, (uint64_t) g->eliminated | (uint64_t) g->used << 32);
  h = mix (h, (uint64_t) g->turn | (uint64_t) g->phase << 8 | (uint64_t) g->winner << 16 | (uint64_t) g->bangs << 24
                | (uint64_t) g->switched << 32 | (uint64_t) g->setup_pending << 40);
  h = mix (h, g->turn_number);
  h = mix (h, (uint64_t) g->options.return_fire_own_gatling | (uint64_t) g->options.toco_discard_as_colt << 8
                | (uint64_t) g->options.turn_cap << 16);
  for (int i = 0; i < 4; i++)
    h = mix (h, g->rng.s[i]);
  return h;
}

/* The question the game asks now, and every answer it allows. */
static uint64_t
mix_decision (uint64_t h, const SgGame *g)
{
  SgAction options[SG_MAX_ACTIONS];
  int n = sg_game_legal_actions (g, options);
  h = mix (h, (uint64_t) sg_game_decision (g) | (uint64_t) sg_game_decider (g) << 8);
  h = mix (h, (uint64_t) n);
  for (int i = 0; i < n; i++)
    h = mix (h, (uint64_t) options[i].kind | (uint64_t) options[i].side << 8 | (uint64_t) options[i].card << 16
                  | (uint64_t) options[i].target << 24 | (uint64_t) options[i].as << 32);
  return h;
}

uint64_t
sg_game_fingerprint (const SgGame *g)
{
  uint64_t h = FNV_OFFSET;
  h = mix_cards (h, g);
  h = mix_piles (h, g);
  for (int s = 0; s < 2; s++)
    h = mix_side (h, &g->side[s]);
  h = mix_turn (h, g);
  return mix_decision (h, g);
}
