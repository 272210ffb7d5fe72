/* sg-rng.c: the PRNG that lives inside the state (xoshiro256**), so that the
 * same seed and the same actions give the same game, bit for bit. */
#include "sg-engine-private.h"

static uint64_t
splitmix64 (uint64_t *x)
{
  uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

void
sg_rng_seed (SgGame *g, uint64_t seed)
{
  for (int i = 0; i < 4; i++)
    g->rng[i] = splitmix64 (&seed);
}

static inline uint64_t
rotl (uint64_t x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static uint64_t
next (SgGame *g)
{
  uint64_t *s = g->rng;
  uint64_t result = rotl (s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

uint32_t
sg_rng_below (SgGame *g, uint32_t n)
{
  /* Multiply-shift: the bias for n <= 160 is far below anything observable. */
  return (uint32_t) (((next (g) >> 32) * (uint64_t) n) >> 32);
}
