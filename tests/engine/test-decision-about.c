/* test-decision-about.c: sg_game_decision_about tells players, bots and
 * texts what a decision is about without reading the engine's stack.  Over
 * random games with every character, each answer is checked against what
 * the events of the game said just before. */
#include <glib.h>

#include "sg-game.h"
#include "sg-test-util.h"

typedef struct {
  int shot_side, shot_target_ch;  /* the last SG_EV_SHOT, or -1 */
  int shot_ch;                    /* its shooter */
  int ability_ch;                 /* the last SG_EV_ABILITY's character, or -1 */
} LastEvents;

static void
note_event (const SgEvent *ev, void *data)
{
  LastEvents *last = data;
  if (ev->kind == SG_EV_SHOT)
    {
      last->shot_side = ev->side;
      last->shot_target_ch = ev->target_ch;
      last->shot_ch = ev->ch;
    }
  else if (ev->kind == SG_EV_ABILITY)
    last->ability_ch = ev->ch;
}

typedef struct {
  guint play, shot, reveal, yes_no, copy, ability;
  guint reveal_by[4]; /* Barrel, Dynamite, Rattlesnake, Sid Curry */
} Seen;

static uint8_t
char_at (const SgGame *g, uint8_t code)
{
  return g->side[SG_CODE_SIDE (code)].ch[SG_CODE_SLOT (code)];
}

static void
check_about (const SgGame *g, const LastEvents *last, Seen *seen)
{
  SgDecisionAbout about;
  sg_game_decision_about (g, &about);
  switch (sg_game_decision (g))
    {
    case SG_DEC_PLAY:
    case SG_DEC_NONE:
      g_assert_cmpuint (about.target, ==, SG_NONE);
      g_assert_cmpuint (about.owner, ==, SG_NONE);
      g_assert_cmpuint (about.symbol, ==, SG_NONE);
      g_assert_cmpuint (about.card_type, ==, SG_NONE);
      g_assert_cmpuint (about.user, ==, SG_NONE);
      seen->play++;
      break;
    case SG_DEC_SHOT:
      /* The shot announced last, at the character who must answer. */
      g_assert_cmpuint (about.target, <, 4);
      g_assert_cmpint (char_at (g, about.target), ==, last->shot_target_ch);
      g_assert_cmpint (SG_CODE_SIDE (about.target), ==, sg_game_decider (g));
      g_assert_cmpint (about.owner, ==, last->shot_side);
      g_assert_cmpuint (about.symbol, ==, SG_NONE);
      /* Who shoots, as the shot's event said, and with a card or not. */
      g_assert_cmpint (about.user, ==, last->shot_ch);
      g_assert_true (about.card_type == SG_NONE || about.card_type < SG_N_CARD_TYPES);
      seen->shot++;
      break;
    case SG_DEC_REVEAL:
      /* Bart Masterson's choice: which symbol the reveal is looking for. */
      g_assert_cmpuint (about.symbol, <, SG_N_SYMBOLS);
      g_assert_cmpuint (about.owner, <, 2);
      /* ...and what makes it, which decides the symbol looked for. */
      switch (about.card_type)
        {
        case SG_CARD_BARREL:
          g_assert_cmpuint (about.symbol, ==, SG_SYM_BARREL);
          break;
        case SG_CARD_DYNAMITE:
          g_assert_cmpuint (about.symbol, ==, SG_SYM_DYNAMITE);
          break;
        case SG_CARD_RATTLESNAKE:
          g_assert_cmpuint (about.symbol, ==, SG_SYM_SNAKE);
          break;
        default:
          g_assert_cmpuint (about.card_type, ==, SG_NONE);
          g_assert_cmpuint (about.user, ==, SG_CHAR_SID_CURRY);
          g_assert_cmpuint (about.symbol, ==, SG_SYM_BARREL);
          break;
        }
      if (about.card_type != SG_NONE)
        g_assert_cmpuint (about.user, ==, SG_NONE);
      seen->reveal_by[about.card_type == SG_NONE ? 3 : about.card_type == SG_CARD_BARREL ? 0
                      : about.card_type == SG_CARD_DYNAMITE ? 1 : 2]++;
      seen->reveal++;
      break;
    case SG_DEC_YES_NO:
      /* Buffalo Bell may take the point of the character losing it. */
      g_assert_cmpuint (about.target, <, 4);
      g_assert_cmpint (SG_CODE_SIDE (about.target), ==, sg_game_decider (g));
      g_assert_cmpint (char_at (g, about.target ^ 1u), ==, SG_CHAR_BUFFALO_BELL);
      seen->yes_no++;
      break;
    case SG_DEC_COPY:
      /* Pearl Hat copies an Action card that is not a dodge card. */
      g_assert_cmpuint (about.card_type, <, SG_N_CARD_TYPES);
      g_assert_cmpint (sg_card_kind ((SgCardType) about.card_type), ==, SG_KIND_ACTION);
      g_assert_false (sg_card_is_dodge ((SgCardType) about.card_type));
      g_assert_cmpuint (about.target, ==, SG_NONE);
      g_assert_cmpint (about.owner, ==, sg_game_decider (g));
      g_assert_cmpuint (about.user, ==, SG_CHAR_PEARL_HAT);
      seen->copy++;
      break;
    case SG_DEC_ABILITY:
      /* The character whose ability asks for a card, as the ability's
       * event named it: the question names it too. */
      g_assert_true (about.user == SG_CHAR_CATTLE_KATIE || about.user == SG_CHAR_PEARL_HAT
                     || about.user == SG_CHAR_SOUNDANCE_KID);
      g_assert_cmpint (about.user, ==, last->ability_ch);
      g_assert_cmpuint (about.target, ==, SG_NONE);
      seen->ability++;
      break;
    default:
      break;
    }
}

static void
test_decision_about (void)
{
  Seen seen = { 0 };
  for (guint64 seed = 1; seed <= 400; seed++)
    {
      SgSetup setup;
      SgGame g = { 0 };
      LastEvents last = { -1, -1, -1, -1 };
      sg_setup_default (&setup, seed);
      setup.characters[0] = setup.characters[1] = 12; /* every character */
      sg_game_set_observer (&g, note_event, &last);
      sg_game_new (&g, &setup);
      SgRng rng;
      sg_rng_init (&rng, seed);
      SgAction acts[SG_MAX_ACTIONS];
      while (!sg_game_over (&g) && g.turn_number < 300)
        {
          check_about (&g, &last, &seen);
          int n = sg_game_legal_actions (&g, acts);
          g_assert_cmpint (n, >, 0);
          sg_game_apply_legal (&g, &acts[sg_rng_uniform (&rng, (uint32_t) n)]);
        }
      check_about (&g, &last, &seen);
    }
  g_test_message ("play %u, shot %u, reveal %u, yes/no %u, copy %u, ability %u", seen.play, seen.shot,
                  seen.reveal, seen.yes_no, seen.copy, seen.ability);
  /* Each kind is met often enough for its checks to mean something. */
  g_assert_cmpuint (seen.shot, >=, 1000);
  g_assert_cmpuint (seen.reveal, >=, 20);
  g_test_message ("reveals by Barrel %u, Dynamite %u, Rattlesnake %u, Sid Curry %u", seen.reveal_by[0],
                  seen.reveal_by[1], seen.reveal_by[2], seen.reveal_by[3]);
  for (int k = 0; k < 4; k++)
    g_assert_cmpuint (seen.reveal_by[k], >=, 2);
  g_assert_cmpuint (seen.yes_no, >=, 20);
  g_assert_cmpuint (seen.copy, >=, 20);
  g_assert_cmpuint (seen.ability, >=, 20);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/decision-about", test_decision_about);
  return g_test_run ();
}
