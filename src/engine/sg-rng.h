/* sg-rng.h: the one PRNG of Sixgun (xoshiro256**, seeded with splitmix64).
 * The game keeps one inside its state; players and bots keep their own, so
 * that their choices never disturb the game's randomness.  Fast, not
 * cryptographic; no allocation. */
#pragma once

#include <stdint.h>

typedef struct {
  uint64_t s[4];
} SgRng;

void sg_rng_init (SgRng *rng, uint64_t seed);
uint64_t sg_rng_next (SgRng *rng);
/* Uniform in 0..n-1 (n > 0); multiply-shift, whose bias for the small n of
 * a card game is far below anything observable. */
uint32_t sg_rng_uniform (SgRng *rng, uint32_t n);
