/* sg-scenario-private.h: what the scenario files share (sg-scenario.c runs,
 * sg-scenario-setup.c builds the position, sg-scenario-expect.c checks). */
#pragma once

#include "sg-scenario.h"

#include <stdint.h>

#define SG_SCN_MAX_RULES 512
#define SG_SCN_RULE_LEN 32
#define SG_SCN_TEXT SG_SCENARIO_REASON_SIZE   /* one message or one label */

/* A card as the file writes it, with its defaults filled in. */
typedef struct {
  uint8_t type;
  uint8_t symbol;
  uint8_t back;
} SgScnCard;

typedef struct {
  int line;        /* where the statement was; 0 when absent */
  bool given;      /* `common` may be given empty */
  int n;
  SgScnCard c[SG_MAX_CARDS];
} SgScnCards;

typedef struct {
  int line;
  uint8_t ch;
  int8_t life;     /* -1: the character's maximum */
} SgScnChar;

typedef struct {
  int line;
  uint8_t side;
  int n;
  SgScnCard c[SG_MAX_EQUIP];
} SgScnEquip;

typedef struct {
  SgScnChar pos[2];        /* active, backup */
  int reserve_line;
  int n_reserve;
  uint8_t reserve[SG_MAX_RESERVE];  /* top first, as written */
  SgScnCards hand;
  SgScnCards deck;         /* top first, as written */
  int bangs_line;
  uint8_t bangs;
  int switched_line;
} SgScnSide;

typedef struct {
  int seed_line;
  uint64_t seed;
  int start_line;
  uint8_t turn;
  int phase_line;
  uint8_t return_fire_own_gatling; /* option statements (E-19, E-25): 0 unset, 1 off, 2 on */
  uint8_t toco_discard_as_colt;
  int option_lines[2];
  uint8_t phase;
  SgScnSide side[2];
  SgScnCards common;       /* top first, as written */
  SgScnCards discard;      /* bottom first, as written */
  SgScnEquip equip[SG_N_CHARACTERS];
  int char_line[SG_N_CHARACTERS];  /* where each character was placed */
  int used_line[SG_N_CHARACTERS];
  int n_cards;
} SgScnSetup;

typedef struct {
  const char *filename;
  SgOutput *out;
  int line;                /* the line being run */
  int status;              /* SgScenarioStatus */
  bool stop;
  bool started;            /* the setup is over and the game begun */
  int action_line;         /* the first action's line, 0 before it */
  bool load_only;          /* sg_scenario_load: stop at the first non-setup line */
  SgEventFn user_observer;
  void *user_data;
  SgGame *user_game;       /* sg_scenario_load's game, kept in step for the observer */
  SgScenarioFailure *failure; /* sg_scenario_load_failure's: the first failure */
  SgScnSetup setup;
  SgGame game;
  int n_rules;             /* rule IDs of the events since the last action */
  char rules[SG_SCN_MAX_RULES][SG_SCN_RULE_LEN];
  SgAction opts[SG_MAX_ACTIONS];
} SgScnRunner;

/* Reports `FILE:LINE: message`, sets the status and stops the run. */
void sg_scn_fail (SgScnRunner *r, int status, int line, const char *fmt, ...)
  __attribute__ ((format (printf, 4, 5)));

bool sg_scn_word_is (const char *word, const char *keyword);
/* Words back into one statement, quoting those with blanks. */
void sg_scn_join (const char *const *w, int n, char *buf, size_t size);
/* A count 0..max written in decimal digits only. */
bool sg_scn_parse_count (const char *word, int max, int *out);

/* sg-scenario-setup.c */
bool sg_scn_is_setup (const char *const *w, int n);
void sg_scn_setup_statement (SgScnRunner *r, const char *const *w, int n);
void sg_scn_start (SgScnRunner *r);

/* sg-scenario.c: the observer installed before the game begins. */
void sg_scn_install_observer (SgScnRunner *r);

/* sg-scenario-expect.c */
void sg_scn_expect (SgScnRunner *r, const char *const *w, int n);

/* sg-scenario.c: parse the actions of a statement after its side; `discard`
 * gives one pattern per card.  Returns how many, or -1 after a failure. */
int sg_scn_parse_actions (SgScnRunner *r, SgSide side, const char *const *w, int n,
                          SgActionPattern *out, int max);
