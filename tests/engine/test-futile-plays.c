/* test-futile-plays.c: sg_game_play_futile says a legal play would change
 * nothing exactly when doing it changes no life and fires no shot, or for
 * equipment, leaves every character carrying what it did (a card of the
 * same name only replaced, D4.3.4).  Every play of a Fanning, Whisky, Beer
 * or equipment card met in random games with every character is done on
 * a copy of the game and watched. */
#include <glib.h>
#include <string.h>

#include "sg-game.h"
#include "sg-scenario.h"
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
  guint came_back;            /* Stagecoach, General Store, reload: D13.6 */
} Counts;

static const char *const futile_rules[4] = { "E-13", "C-WHISKY.2", "C-BEER.2", "D4.3.4" };

/* Whether the hand holds the same cards and every deck and the discard
 * pile are empty, as before a play whose card came back. */
static gboolean
came_back (const SgGame *g, const SgGame *copy, int side)
{
  if (copy->hand[side].n != g->hand[side].n || copy->discard.n != 0 || copy->common.n != 0
      || copy->deck[0].n != 0 || copy->deck[1].n != 0)
    return FALSE;
  for (int i = 0; i < g->hand[side].n; i++)
    {
      gboolean found = FALSE;

      for (int j = 0; j < copy->hand[side].n; j++)
        found |= copy->hand[side].c[j] == g->hand[side].c[i];
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* A Stagecoach, a General Store or a reload from the hand with every pile
 * empty (D13.6): done on a copy with the player's own answers that follow,
 * the card is back and nothing else moved; otherwise something did. */
static gboolean
check_comes_back (const SgGame *g, SgGame *copy, const SgAction *a)
{
  const char *rule = sg_game_play_futile (g, a);

  memcpy (copy, g, sizeof *copy);
  sg_game_set_observer (copy, NULL, NULL);
  sg_game_apply_legal (copy, a);
  while (!sg_game_over (copy) && sg_game_decision (copy) != SG_DEC_PLAY && sg_game_decider (copy) == a->side)
    {
      SgAction first[SG_MAX_ACTIONS];

      g_assert_cmpint (sg_game_legal_actions (copy, first), >, 0);
      sg_game_apply_legal (copy, &first[0]);
    }
  if (rule != NULL)
    {
      g_assert_cmpstr (rule, ==, "D13.6");
      g_assert_true (came_back (g, copy, a->side));
      return TRUE;
    }
  g_assert_false (came_back (g, copy, a->side));
  return FALSE;
}

/* Does a on a copy of g and checks the prediction against what happened. */
static void
check_play (const SgGame *g, SgGame *copy, const SgAction *a, Counts *counts)
{
  /* Pearl Hat's answer is predicted as the play of the card she copies
   * (E-15c, sg_game_copy_as_play), and done as itself. */
  SgAction copied;
  const SgAction *p = sg_game_copy_as_play (g, a, &copied) ? &copied : a;
  SgCardType t = p->kind == SG_ACT_PLAY ? played_type (g, p) : SG_N_CARD_TYPES; /* card: SG_NONE */
  int k = t == SG_CARD_FANNING ? 0 : t == SG_CARD_WHISKY ? 1 : t == SG_CARD_BEER ? 2 : -1;
  Watched w = { 0 };
  const char *rule;

  if (k < 0 && t < SG_N_CARD_TYPES && sg_card_kind (t) == SG_KIND_EQUIPMENT)
    k = 3;
  if (t == SG_CARD_STAGECOACH || t == SG_CARD_GENERAL_STORE
      || (a->kind == SG_ACT_RELOAD && sg_game_play_futile (g, a) != NULL))
    {
      counts->came_back += check_comes_back (g, copy, a);
      return;
    }
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

/* The card that comes back, in a position made for it: every pile empty
 * (the Outlaws with one character, so that the Canteen may be reloaded,
 * D7.2).  One card anywhere to draw, and the play does something. */
static void
test_card_comes_back (void)
{
  static const char *const hands[] = { "Stagecoach", "\"General Store\"", "Canteen" };
  SgGame *g = g_new0 (SgGame, 1), *copy = g_new0 (SgGame, 1);

  for (guint i = 0; i < G_N_ELEMENTS (hands); i++)
    for (int piles = 0; piles < 2; piles++)
      {
        g_autofree char *scn = g_strdup_printf ("seed 1\nstart law\nlaw active Jango\nlaw backup \"Pat Garret\"\n"
                                                "law hand %s\nlaw deck %s\noutlaw active \"Babe Leroy\"\n"
                                                "outlaw deck empty\ncommon empty\n",
                                                hands[i], piles ? "Beer" : "empty");
        SgAction acts[SG_MAX_ACTIONS];
        int n, tried = 0;

        char err[256];

        g_assert_true (sg_scenario_load (scn, strlen (scn), "comes-back", g, NULL, NULL, err, sizeof err));
        n = sg_game_legal_actions (g, acts);
        for (int j = 0; j < n; j++)
          if (acts[j].kind == SG_ACT_RELOAD || (acts[j].kind == SG_ACT_PLAY && i < 2))
            {
              g_assert_true (check_comes_back (g, copy, &acts[j]) == !piles);
              tried++;
            }
        g_assert_cmpint (tried, >, 0);
      }
  g_free (g);
  g_free (copy);
}

static void
test_futile_plays (void)
{
  Check check = { .copy = g_new0 (SgGame, 1) };
  Counts counts;

  sg_test_each_option (1, 300, check_option, &check);
  counts = check.counts;
  g_test_message ("futile/useful: Fanning %u/%u, Whisky %u/%u, Beer %u/%u, equipment %u/%u; came back %u",
                  counts.futile[0], counts.useful[0], counts.futile[1], counts.useful[1], counts.futile[2],
                  counts.useful[2], counts.futile[3], counts.useful[3], counts.came_back);
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
  g_test_add_func ("/engine/card-comes-back", test_card_comes_back);
  return g_test_run ();
}
