/* sg-label.h: the text form of actions (docs/scenario-format.md).
 *
 * An action is written as the scenario syntax without the leading side:
 * `play Colt at outlaw.active`, `dodge barrel`, `choose hand`...  This file
 * turns legal options into the shortest labels that tell them apart, parses
 * written actions into patterns, and finds the legal option a pattern names.
 * Pure C17, libc only.
 */
#pragma once

#include "sg-game.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What a written card token asks for: `Name[:symbol][@back]`. */
typedef struct {
  int8_t type;     /* SgCardType, or -1 when no card is named */
  int8_t symbol;   /* SgSymbol, or -1: any */
  int8_t back;     /* SgSide, or -1: any */
} SgCardPattern;

/* How a written action names its target. */
typedef enum {
  SG_PAT_TARGET_NONE,   /* no target written */
  SG_PAT_TARGET_POS,    /* law.active ... outlaw.backup */
  SG_PAT_TARGET_SIDE,   /* law, outlaw */
  SG_PAT_TARGET_CHAR,   /* a character by name */
} SgPatternTarget;

typedef struct {
  uint8_t kind;           /* SgActionKind */
  uint8_t side;           /* who acts, or SG_NONE: whoever decides */
  SgCardPattern card;     /* the card acted with or chosen */
  int8_t as;              /* SgCardType played as, or -1 */
  uint8_t target;         /* SgPatternTarget */
  uint8_t target_side;    /* SgSide, for POS and SIDE */
  uint8_t target_backup;  /* for POS: the back-up rather than the active */
  uint8_t target_char;    /* SgCharId, for CHAR */
  bool equip;             /* `reload equip CARD` */
  bool keyword_card;      /* `dodge barrel` / `dodge hat` may also name that
                             card from hand (e.g. against a Derringer) */
} SgActionPattern;

/* Writes the token of a card instance: its canonical name, then `:symbol`
 * and `@back` when asked; quoted as a whole when the name has a blank.
 * Always NUL-terminates when size > 0; returns the length it needed. */
size_t sg_card_token (const SgGame *g, uint8_t card_id, bool with_symbol,
                      bool with_back, char *buf, size_t size);

/* Writes a position such as `law.backup` for a character code. */
size_t sg_position_label (const SgGame *g, uint8_t code, char *buf, size_t size);

/* Writes the shortest label that tells option `index` apart from the other
 * legal options `opts` (the action text without the side). */
size_t sg_action_label (const SgGame *g, const SgAction *opts, int n_opts,
                        int index, char *buf, size_t size);

/* Parses a card token.  On failure writes why and returns false. */
bool sg_card_pattern_parse (const char *token, SgCardPattern *out,
                            char *why, size_t why_size);

/* Whether card instance `card_id` is what the pattern names. */
bool sg_card_pattern_matches (const SgGame *g, uint8_t card_id,
                              const SgCardPattern *p);

/* Parses the words of one action after its side (`play`, `Colt`, `at`,
 * `outlaw.active`).  The side of the result is SG_NONE; set it when known.
 * On failure writes why and returns false. */
bool sg_action_pattern_parse (const char *const *words, int n_words,
                              SgActionPattern *out, char *why, size_t why_size);

/* Index of the first option of opts[0..n) that the pattern names, or -1. */
int sg_action_match (const SgGame *g, const SgAction *opts, int n,
                     const SgActionPattern *p);

/* Builds the action the pattern describes even when it is not legal, so that
 * sg_game_check can say why it is refused.  The card is looked up where the
 * kind takes it from (hand, the AC's equipment, cards in play or turned up).
 * When there is no such card or character, writes why and returns false. */
bool sg_action_from_pattern (const SgGame *g, SgSide side,
                             const SgActionPattern *p, SgAction *out,
                             char *why, size_t why_size);
