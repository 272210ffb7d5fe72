/* test-ask-lone.c: ask_lone, the app's way of letting a bot's lone answer
 * wait for the bot's pause (sg-game.h), changes when the answer is taken,
 * never what the game becomes: a game that asks them and one that takes
 * them on the spot, given the same real choices, stay the same game, and
 * sg_game_settle turns the first into the second.  Only answers from a
 * hand the other player cannot see are held, and sg_game_lone_event says
 * of each what the engine says when it takes one itself. */
#include <glib.h>

#include "sg-game.h"
#include "sg-test-util.h"

/* Whether side's hand holds a card the other player has not seen. */
static gboolean
hides_a_card (const SgGame *g, SgSide side)
{
  for (int i = 0; i < g->hand[side].n; i++)
    if (!(g->seen[g->hand[side].c[i]] & (1u << (1 - side))))
      return TRUE;
  return FALSE;
}

/* The lone answers the game that takes them told (SG_EV_AUTO), since its
 * last real choice. */
typedef struct {
  SgEvent ev[64];
  guint n, next;
} Autos;

static void
keep_auto (const SgEvent *e, void *data)
{
  Autos *autos = data;

  if (e->kind == SG_EV_AUTO && autos->n < G_N_ELEMENTS (autos->ev))
    autos->ev[autos->n++] = *e;
}

static gboolean
same_event (const SgEvent *a, const SgEvent *b)
{
  return a->kind == b->kind && a->side == b->side && a->ch == b->ch && a->card == b->card
         && a->card_type == b->card_type && a->target_side == b->target_side && a->target_ch == b->target_ch
         && a->symbol == b->symbol && a->value == b->value && a->target_life == b->target_life
         && g_strcmp0 (a->rule, b->rule) == 0;
}

/* The held answer's event is one the other game told, in the same order
 * (it told more: the lone answers nobody needed to hold). */
static void
assert_told_alike (const SgGame *asked, Autos *autos)
{
  SgEvent lone;

  g_assert_true (sg_game_lone_event (asked, &lone));
  g_assert_cmpint (lone.kind, ==, SG_EV_AUTO);
  while (autos->next < autos->n && !same_event (&autos->ev[autos->next], &lone))
    autos->next++;
  g_assert_cmpuint (autos->next, <, autos->n);
  autos->next++;
}

/* One random game played twice side by side; returns the lone answers
 * held. */
static guint
play_twin_games (guint64 seed)
{
  g_autofree SgGame *asked = g_new0 (SgGame, 1);
  g_autofree SgGame *taken = g_new0 (SgGame, 1);
  g_autoptr (GRand) r = g_rand_new_with_seed ((guint32) seed);
  SgAction acts[SG_MAX_ACTIONS];
  Autos autos = { .n = 0 };
  SgEvent none;
  guint held = 0;

  sg_test_new_game (asked, seed);
  sg_test_choose_first_acs (asked, 0);
  *taken = *asked;
  sg_game_set_observer (taken, keep_auto, &autos);
  asked->ask_lone = 3;
  for (int step = 0; step < 2000 && !sg_game_over (asked); step++)
    {
      int n = sg_game_legal_actions (asked, acts);

      g_assert_cmpint (n, >, 0);
      if (sg_game_lone_asked (asked))
        {
          g_autofree SgGame *settled = g_memdup2 (asked, sizeof *asked);

          held++;
          g_assert_cmpint (n, ==, 1);
          g_assert_true (hides_a_card (asked, sg_game_decider (asked)));
          sg_game_settle (settled);
          g_assert_cmpuint (sg_game_fingerprint (settled), ==, sg_game_fingerprint (taken));
          assert_told_alike (asked, &autos);
          sg_game_apply_legal (asked, &acts[0]);
          continue;
        }
      g_assert_false (sg_game_lone_event (asked, &none));
      g_assert_cmpuint (sg_game_fingerprint (asked), ==, sg_game_fingerprint (taken));
      SgAction a = acts[g_rand_int_range (r, 0, n)];
      sg_game_apply_legal (asked, &a);
      autos.n = autos.next = 0;
      sg_game_apply_legal (taken, &a);
    }
  g_assert_cmpuint (sg_game_fingerprint (asked), ==, sg_game_fingerprint (taken));
  return held;
}

static void
test_same_game (void)
{
  guint held = 0;

  for (guint64 seed = 1; seed <= 200; seed++)
    held += play_twin_games (seed);
  g_test_message ("%u lone answers held", held);
  g_assert_cmpuint (held, >, 100);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ask-lone/same-game", test_same_game);
  return g_test_run ();
}
