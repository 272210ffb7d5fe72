/* test-futile-plays.c: sg_game_play_futile says a legal play would change
 * nothing exactly when doing it changes no life and fires no shot, or for
 * equipment, leaves every character carrying what it did (a card of the
 * same name only replaced, D4.3.4).  Every play of a Fanning, Whisky, Beer
 * or equipment card met in random games with every character is done on
 * a copy of the game and watched. */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-test-util.h"

typedef struct {
  guint shots, life_events;
} Watched;

static void
watch (const SgEvent *ev, void *data)
{
  Watched *w = data;
  w->shots += ev->kind == SG_EV_SHOT;
  w->life_events += ev->kind == SG_EV_LIFE_LOST || ev->kind == SG_EV_LIFE_GAINED;
}

static SgCardType
played_type (const SgGame *g, const SgAction *a)
{
  return a->as != SG_NONE ? (SgCardType) a->as : (SgCardType) g->card[a->card].type;
}

static gboolean
same_lives (const SgGame *a, const SgGame *b)
{
  for (int s = 0; s < 2; s++)
    for (int k = 0; k < 2; k++)
      if (a->side[s].life[k] != b->side[s].life[k] || a->side[s].ch[k] != b->side[s].ch[k])
        return FALSE;
  return TRUE;
}

/* The names of the cards each character carries, by their types. */
static gboolean
same_equipment (const SgGame *a, const SgGame *b)
{
  for (int s = 0; s < 2; s++)
    for (int k = 0; k < 2; k++)
      {
        guint64 ta = 0, tb = 0;

        for (int i = 0; i < a->side[s].equip[k].n; i++)
          ta |= G_GUINT64_CONSTANT (1) << a->card[a->side[s].equip[k].c[i]].type;
        for (int i = 0; i < b->side[s].equip[k].n; i++)
          tb |= G_GUINT64_CONSTANT (1) << b->card[b->side[s].equip[k].c[i]].type;
        if (ta != tb || a->side[s].ch[k] != b->side[s].ch[k])
          return FALSE;
      }
  return TRUE;
}

typedef struct {
  guint futile[4], useful[4]; /* Fanning, Whisky, Beer, equipment */
} Counts;

static const char *const futile_rules[4] = { "E-13", "C-WHISKY.2", "C-BEER.2", "D4.3.4" };

/* Does a on a copy of g and checks the prediction against what happened. */
static void
check_play (const SgGame *g, SgGame *copy, const SgAction *a, Counts *counts)
{
  SgCardType t = a->kind == SG_ACT_PLAY ? played_type (g, a) : SG_N_CARD_TYPES; /* card: SG_NONE */
  int k = t == SG_CARD_FANNING ? 0 : t == SG_CARD_WHISKY ? 1 : t == SG_CARD_BEER ? 2 : -1;
  Watched w = { 0 };
  const char *rule;

  if (k < 0 && t < SG_N_CARD_TYPES && sg_card_kind (t) == SG_KIND_EQUIPMENT)
    k = 3;
  if (k < 0)
    {
      g_assert_null (sg_game_play_futile (g, a));
      return;
    }
  rule = sg_game_play_futile (g, a);
  memcpy (copy, g, sizeof *copy);
  sg_game_set_observer (copy, watch, &w);
  sg_game_apply_legal (copy, a);
  if (rule != NULL)
    {
      g_assert_cmpstr (rule, ==, futile_rules[k]);
      g_assert_cmpuint (w.shots, ==, 0);
      g_assert_true (same_lives (g, copy));
      if (k == 3)
        {
          int opp = !a->side;

          /* The old card went to the discard pile; the opponent's hand
           * and every character's equipment are as they were. */
          g_assert_true (same_equipment (g, copy));
          g_assert_cmpuint (copy->hand[opp].n, ==, g->hand[opp].n);
          g_assert_cmpuint (w.life_events, ==, 0);
        }
      counts->futile[k]++;
    }
  else if (k == 3)
    {
      g_assert_false (same_equipment (g, copy));
      counts->useful[k]++;
    }
  else
    {
      g_assert_true (w.shots > 0 || w.life_events > 0);
      counts->useful[k]++;
    }
}

/* check_play's scratch game and counts, for sg_test_each_option. */
typedef struct {
  SgGame *copy;
  Counts counts;
} Check;

static void
check_option (const SgGame *g, const SgAction *a, gpointer data)
{
  Check *c = data;

  check_play (g, c->copy, a, &c->counts);
}

static void
test_futile_plays (void)
{
  Check check = { .copy = g_new0 (SgGame, 1) };
  Counts counts;

  sg_test_each_option (1, 300, check_option, &check);
  counts = check.counts;
  g_test_message ("futile/useful: Fanning %u/%u, Whisky %u/%u, Beer %u/%u, equipment %u/%u", counts.futile[0],
                  counts.useful[0], counts.futile[1], counts.useful[1], counts.futile[2], counts.useful[2],
                  counts.futile[3], counts.useful[3]);
  /* Both answers are met for each card, often enough to mean something. */
  for (int k = 0; k < 4; k++)
    {
      g_assert_cmpuint (counts.futile[k], >=, 20);
      g_assert_cmpuint (counts.useful[k], >=, 20);
    }
  g_free (check.copy);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/futile-plays", test_futile_plays);
  return g_test_run ();
}
