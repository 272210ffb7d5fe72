/* test-describe.c: sg_event_describe, the English text of engine events.
 *
 * Exact sentences for hand-made events, then every event of many random
 * games described for each viewer: a sentence for every kind, and a drawn
 * card named only to its owner (or to nobody-in-particular, SG_NONE).
 */
#include <glib.h>
#include <string.h>

#include "sg-describe.h"
#include "sg-selfplay.h"

static SgEvent
blank_event (SgEventKind kind)
{
  SgEvent e = {
    .kind = (uint8_t) kind, .side = SG_NONE, .ch = SG_NONE, .card = SG_NONE,
    .card_type = SG_NONE, .target_side = SG_NONE, .target_ch = SG_NONE,
    .symbol = SG_NONE, .value = 0, .target_life = -1, .rule = "D0.1",
  };
  return e;
}

static void
new_table (SgGame *g)
{
  memset (g, 0, sizeof *g);
  sg_game_init_empty (g, 1);
}

static void
assert_text (const SgGame *g, const SgEvent *e, SgSide viewer, const char *expected)
{
  char buf[256];
  sg_event_describe (g, e, viewer, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, expected);
}

static void
test_sentences (void)
{
  SgGame g;
  new_table (&g);
  int missed = sg_game_add_card (&g, SG_CARD_MISSED, SG_SYM_SNAKE, SG_LAW);
  int colt = sg_game_add_card (&g, SG_CARD_COLT, SG_SYM_DYNAMITE, SG_OUTLAW);
  g_assert_cmpint (missed, >=, 0);
  g_assert_cmpint (colt, >=, 0);

  SgEvent e = blank_event (SG_EV_PLAY);
  e.side = SG_LAW;
  e.card = (uint8_t) colt;
  e.target_side = SG_OUTLAW;
  e.target_ch = SG_CHAR_SID_CURRY;
  e.rule = "C-COLT.1";
  assert_text (&g, &e, SG_NONE, "The Lawmen play Colt at Sid Curry.");
  /* The Scope that let it reach a back-up (C-SCOPE.1), told after it. */
  e.kind = SG_EV_EQUIP_REACH;
  e.ch = SG_CHAR_WILD_BILL;
  e.card = (uint8_t) sg_game_add_card (&g, SG_CARD_SCOPE, SG_SYM_HORSESHOE, SG_LAW);
  e.rule = "C-SCOPE.1";
  assert_text (&g, &e, SG_NONE, "The Scope on Wild Bill lets the card reach Sid Curry.");

  e = blank_event (SG_EV_PLAY);
  e.side = SG_LAW;
  e.card = (uint8_t) missed;
  e.target_side = SG_OUTLAW;
  e.target_ch = SG_CHAR_SID_CURRY;
  e.value = 1;
  e.rule = "C-COLT.2";
  assert_text (&g, &e, SG_NONE, "The Lawmen play Missed! as Colt at Sid Curry.");

  e = blank_event (SG_EV_REVEAL);
  e.card = (uint8_t) missed;
  e.symbol = SG_SYM_SNAKE;
  e.rule = "C-BARREL.3";
  assert_text (&g, &e, SG_NONE, "Barrel: revealed Missed! (snake), no dodge.");
  e.rule = "C-RATTLESNAKE.1";
  e.value = 1;
  assert_text (&g, &e, SG_NONE, "Rattlesnake: revealed Missed! (snake), it bites.");

  e = blank_event (SG_EV_LIFE_LOST);
  e.target_side = SG_LAW;
  e.target_ch = SG_CHAR_DALON_RANGER;
  e.value = 1;
  e.target_life = 3;
  assert_text (&g, &e, SG_LAW, "Dalon Ranger loses 1 life (3 left).");

  /* Before the first turn the opponent's characters are face down (D1.5). */
  e = blank_event (SG_EV_ENTERS_PLAY);
  e.side = e.target_side = SG_OUTLAW;
  e.ch = e.target_ch = SG_CHAR_SID_CURRY;
  e.target_life = 4;
  g_assert_cmpuint (g.turn_number, ==, 0);
  assert_text (&g, &e, SG_OUTLAW, "Sid Curry enters play for the Outlaws with 4 life.");
  assert_text (&g, &e, SG_LAW, "A character enters play face down for the Outlaws.");
  g.turn_number = 3;
  assert_text (&g, &e, SG_LAW, "Sid Curry enters play for the Outlaws with 4 life.");

  e = blank_event (SG_EV_GAME_OVER);
  e.value = SG_WINNER_OUTLAW;
  assert_text (&g, &e, SG_LAW, "The Outlaws win the game.");
}

static void
test_draw_hidden (void)
{
  SgGame g;
  new_table (&g);
  int colt = sg_game_add_card (&g, SG_CARD_COLT, SG_SYM_DYNAMITE, SG_OUTLAW);
  SgEvent e = blank_event (SG_EV_DRAW);
  e.side = SG_OUTLAW;
  e.card = (uint8_t) colt;
  assert_text (&g, &e, SG_OUTLAW, "The Outlaws draw Colt.");
  assert_text (&g, &e, SG_NONE, "The Outlaws draw Colt.");
  assert_text (&g, &e, SG_LAW, "The Outlaws draw a card.");
  e.value = 1;
  assert_text (&g, &e, SG_LAW, "The Outlaws draw a card from the common deck.");
}

static void
test_truncation (void)
{
  SgGame g;
  new_table (&g);
  SgEvent e = blank_event (SG_EV_LIFE_LOST);
  e.target_side = SG_LAW;
  e.target_ch = SG_CHAR_DALON_RANGER;
  e.value = 1;
  e.target_life = 3;
  char buf[8];
  memset (buf, 'x', sizeof buf);
  sg_event_describe (&g, &e, SG_NONE, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, "Dalon R");
  sg_event_describe (&g, &e, SG_NONE, buf, 0);   /* must not write */
  g_assert_cmpint (buf[0], ==, 'D');
}

/* --- every event of random games ---------------------------------------- */

typedef struct {
  SgGame g;
  guint seen[SG_N_EVENTS];
  guint checked;
} Watch;

static void
check_event (const SgEvent *e, void *data)
{
  Watch *w = data;
  const SgSide viewers[3] = { SG_LAW, SG_OUTLAW, (SgSide) SG_NONE };
  g_assert_cmpint (e->kind, <, SG_N_EVENTS);
  w->seen[e->kind]++;
  for (int v = 0; v < 3; v++)
    {
      char buf[256];
      sg_event_describe (&w->g, e, viewers[v], buf, sizeof buf);
      size_t len = strlen (buf);
      g_assert_cmpuint (len, >, 1);
      g_assert_true (buf[len - 1] == '.' || buf[len - 1] == '!');
      g_assert_null (strstr (buf, "Something happened"));
      g_assert_null (strstr (buf, "(null)"));
      /* The sides are the teams, as the table names them, with plural
       * verbs and their own possessives (the play command said "Law's
       * turn" under a LAWMEN heading). */
      g_assert_false (g_str_has_prefix (buf, "Law ") || g_str_has_prefix (buf, "Outlaw "));
      g_assert_null (strstr (buf, "Law's"));
      g_assert_null (strstr (buf, "Outlaw's"));
      g_assert_null (strstr (buf, "Lawmen' "));
      g_assert_null (strstr (buf, "Outlaws's"));
      if (e->kind == SG_EV_DRAW)
        {
          bool shown = viewers[v] == (SgSide) SG_NONE || viewers[v] == e->side;
          char *hidden = g_strdup_printf ("The %s draw a card", sg_describe_side ((SgSide) e->side));
          g_assert_true (shown != g_str_has_prefix (buf, hidden));
          g_free (hidden);
        }
      w->checked++;
    }
}

static void
test_random_games (void)
{
  Watch *w = g_new0 (Watch, 1);
  SgAction scratch[SG_MAX_ACTIONS], a;
  SgRng rng;
  sg_rng_init (&rng, 42);
  for (int game = 0; game < 60; game++)
    {
      SgSetup setup;
      sg_setup_default (&setup, (uint64_t) game + 1);
      setup.options.turn_cap = 400;
      if (game % 3 == 2)
        setup.characters[0] = setup.characters[1] = 12;
      sg_game_set_observer (&w->g, check_event, w);
      sg_game_new (&w->g, &setup);
      for (int steps = 0; !sg_game_over (&w->g) && steps < 60000; steps++)
        {
          g_assert_cmpint (sg_random_action (&w->g, &rng, scratch, &a), >, 0);
          sg_game_apply_legal (&w->g, &a);
        }
    }
  /* The kinds every long game produces must have been described. */
  const SgEventKind common[] = { SG_EV_DRAW, SG_EV_PLAY, SG_EV_SHOT, SG_EV_LIFE_LOST,
                                 SG_EV_DISCARD, SG_EV_TURN_START, SG_EV_GAME_OVER };
  for (size_t i = 0; i < G_N_ELEMENTS (common); i++)
    g_assert_cmpuint (w->seen[common[i]], >, 0);
  g_test_message ("%u descriptions checked", w->checked);
  g_free (w);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/describe/sentences", test_sentences);
  g_test_add_func ("/describe/draw-hidden", test_draw_hidden);
  g_test_add_func ("/describe/truncation", test_truncation);
  g_test_add_func ("/describe/random-games", test_random_games);
  return g_test_run ();
}
