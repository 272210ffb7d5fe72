/* sg-rng.c: xoshiro256**, so that the same seed and the same actions give
 * the same game, bit for bit. */
#include "sg-rng.h"

#include "sg-engine-private.h"

static uint64_t
splitmix64 (uint64_t *x)
{
  uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static inline uint64_t
rotl (uint64_t x, int k)
{
  return (x << k) | (x >> (64 - k));
}

void
sg_rng_init (SgRng *rng, uint64_t seed)
{
  /* splitmix64 never gives four zero words, so any seed (0 too) works. */
  for (int i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&seed);
}

uint64_t
sg_rng_next (SgRng *rng)
{
  uint64_t *s = rng->s;
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
sg_rng_uniform (SgRng *rng, uint32_t n)
{
  return (uint32_t) (((sg_rng_next (rng) >> 32) * (uint64_t) n) >> 32);
}

void
sg_rng_seed (SgGame *g, uint64_t seed)
{
  sg_rng_init (&g->rng, seed);
}

uint32_t
sg_rng_below (SgGame *g, uint32_t n)
{
  return sg_rng_uniform (&g->rng, n);
}
