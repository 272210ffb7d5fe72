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

/* Why a written action cannot be read, or names nothing where its kind
 * looks: a code, for a caller that words the reason itself (the app
 * translates it), with what its words need, beside the English message of
 * the file format (the command line's, unchanged). */
typedef enum {
  SG_LABEL_WHY_NONE,               /* no failure (or not one of the reader's) */
  /* The statement's words (sg-scenario.c reads them). */
  SG_LABEL_WHY_UNTERMINATED_QUOTE,
  SG_LABEL_WHY_NUL_BYTE,
  SG_LABEL_WHY_TOO_MANY_WORDS,
  SG_LABEL_WHY_NO_SIDE,            /* word[0]: the first word, not law or outlaw */
  SG_LABEL_WHY_NO_MEMORY,
  /* The action after the side. */
  SG_LABEL_WHY_MISSING_ACTION,     /* nothing after the side */
  SG_LABEL_WHY_UNKNOWN_ACTION,     /* word[0]: the action word */
  SG_LABEL_WHY_UNEXPECTED_WORD,    /* word[0]: the word that does not belong;
                                      word[1]: the action word */
  SG_LABEL_WHY_WORD_NEEDED_AFTER,  /* word[0]: `as` or `at`, written last */
  SG_LABEL_WHY_UNKNOWN_CARD,       /* word[0]: the card's name as written */
  SG_LABEL_WHY_UNKNOWN_AS_CARD,    /* word[0]: the name after `as` */
  SG_LABEL_WHY_BAD_SYMBOL,         /* word[0]: the symbol (may be empty);
                                      word[1]: the whole card token */
  SG_LABEL_WHY_BAD_BACK,           /* the same for `@back` */
  SG_LABEL_WHY_UNKNOWN_TARGET,     /* word[0]: the word after `at` */
  SG_LABEL_WHY_UNKNOWN_CHOICE,     /* word[0]: the word after `choose` */
  SG_LABEL_WHY_PLAY_NEEDS_CARD,
  SG_LABEL_WHY_DODGE_NEEDS_WORD,   /* barrel, hat, ability or a card */
  SG_LABEL_WHY_CHOOSE_AT_FORM,     /* not `choose CARD at POSITION` */
  SG_LABEL_WHY_CHOOSE_ONE,         /* choose takes one label */
  SG_LABEL_WHY_ABILITY_FORM,       /* ability takes at most a name */
  SG_LABEL_WHY_RELOAD_FORM,        /* reload takes a card, or equip and a card */
  SG_LABEL_WHY_DISCARD_FORM,       /* discard takes one card per action */
  /* Nothing named where the kind looks (sg_action_from_pattern). */
  SG_LABEL_WHY_NO_CHARACTER,       /* side: has no character in play */
  SG_LABEL_WHY_CHARACTER_OUT,      /* character: is not in play */
  SG_LABEL_WHY_NOT_IN_HAND,        /* side, card: no such card in hand */
  SG_LABEL_WHY_NOT_IN_PLAY,        /* side, card: no such equipment (reload) */
  SG_LABEL_WHY_NOT_ON_OFFER,       /* card: none to choose */
} SgLabelWhyCode;

#define SG_LABEL_WORD 64         /* a quoted word, cut to fit */
#define SG_LABEL_WHY_TEXT 512

typedef struct {
  SgLabelWhyCode code;
  uint8_t side;                  /* the side the reason names, or SG_NONE */
  int8_t card;                   /* SgCardType looked for, or -1 */
  uint8_t character;             /* SgCharId, or SG_NONE */
  char word[2][SG_LABEL_WORD];   /* written words, NUL-terminated, "" if none */
  char text[SG_LABEL_WHY_TEXT];  /* the English message (the command line's) */
} SgLabelWhy;

/* Empties why: code SG_LABEL_WHY_NONE, no words, no text. */
void sg_label_why_clear (SgLabelWhy *why);

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

/* Parses a card token.  On failure fills why (may be NULL) and returns
 * false. */
bool sg_card_pattern_parse (const char *token, SgCardPattern *out, SgLabelWhy *why);

/* Whether card instance `card_id` is what the pattern names. */
bool sg_card_pattern_matches (const SgGame *g, uint8_t card_id,
                              const SgCardPattern *p);

/* Parses the words of one action after its side (`play`, `Colt`, `at`,
 * `outlaw.active`).  The side of the result is SG_NONE; set it when known.
 * On failure fills why (may be NULL) and returns false. */
bool sg_action_pattern_parse (const char *const *words, int n_words,
                              SgActionPattern *out, SgLabelWhy *why);

/* Index of the first option of opts[0..n) that the pattern names, or -1. */
int sg_action_match (const SgGame *g, const SgAction *opts, int n,
                     const SgActionPattern *p);

/* Builds the action the pattern describes even when it is not legal, so that
 * sg_game_check can say why it is refused.  The card is looked up where the
 * kind takes it from (hand, the AC's equipment, cards in play or turned up).
 * When there is no such card or character, fills why (may be NULL) and
 * returns false. */
bool sg_action_from_pattern (const SgGame *g, SgSide side,
                             const SgActionPattern *p, SgAction *out,
                             SgLabelWhy *why);
