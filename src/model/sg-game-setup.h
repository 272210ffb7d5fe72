/* sg-game-setup.h: the setup of a new game, as the player configures it.
 *
 * Named SgGameSetup because the engine's plain struct is already called
 * SgSetup (sg-game.h): this GObject is what the setup editor edits, what
 * presets store and what is validated with GError; sg_game_setup_to_engine
 * turns a valid one into an SgSetup for a seed.
 *
 *  - characters per side, 1 to 12 (default 4).  E-44: both sides have the
 *    same count; the "different-counts" house rule allows unequal ones.
 *    Without it, setting one side's count sets both.
 *  - for each side, the reserve picks: characters dealt for sure (the rest
 *    drawn at random), in random order or in the order picked (fixed).
 *  - who chooses the first active character of a person's side (D1.4): the
 *    person, or chance.
 *  - the deck list of each side: a count per card, the rulebook's 40 + 40 by
 *    default.  Counts are plain ints here so that a bad count can be held
 *    and reported; the engine takes 0..SG_MAX_CARDS.
 *  - the computer's level.
 *
 * Emits "changed" after every change (and notify for the properties).
 */
#pragma once

#include <gio/gio.h>

#include "sg-game.h"
#include "sg-game-model.h"

G_BEGIN_DECLS

#define SG_GAME_SETUP_ERROR (sg_game_setup_error_quark ())
GQuark sg_game_setup_error_quark (void);

typedef enum {
  SG_GAME_SETUP_ERROR_CHARACTERS,     /* characters per side not in 1..12 */
  SG_GAME_SETUP_ERROR_UNEQUAL,        /* different counts without the house rule (E-44) */
  SG_GAME_SETUP_ERROR_PICK_UNKNOWN,   /* a pick that is no character */
  SG_GAME_SETUP_ERROR_PICK_SIDE,      /* a pick from the other side */
  SG_GAME_SETUP_ERROR_PICK_TWICE,     /* the same character picked twice */
  SG_GAME_SETUP_ERROR_TOO_MANY_PICKS, /* more picks than characters */
  SG_GAME_SETUP_ERROR_NEGATIVE_COUNT, /* a card count below 0 */
  SG_GAME_SETUP_ERROR_EMPTY_DECK,     /* a deck without cards */
  SG_GAME_SETUP_ERROR_TOO_MANY_CARDS, /* more than SG_MAX_CARDS in both decks */
  SG_GAME_SETUP_ERROR_SYNTAX,         /* stored text that is not a setup */
} SgGameSetupError;

typedef enum {
  SG_FIRST_AC_CHOOSE,   /* the person chooses (D1.4) */
  SG_FIRST_AC_RANDOM,   /* chance chooses for a person's side */
} SgFirstAc;

/* Below this many cards a deck gets a warning. */
#define SG_GAME_SETUP_SMALL_DECK 20

#define SG_TYPE_GAME_SETUP (sg_game_setup_get_type ())
G_DECLARE_FINAL_TYPE (SgGameSetup, sg_game_setup, SG, GAME_SETUP, GObject)

/* The rulebook's setup: 4 + 4 characters, random reserves and order, the
 * person chooses the first AC, 40 + 40 cards, Medium. */
SgGameSetup *sg_game_setup_new (void);
SgGameSetup *sg_game_setup_copy (SgGameSetup *self);
/* Makes self equal to other (one "changed"). */
void sg_game_setup_assign (SgGameSetup *self, SgGameSetup *other);
gboolean sg_game_setup_equal (SgGameSetup *a, SgGameSetup *b);
/* Back to the rulebook's setup. */
void sg_game_setup_reset (SgGameSetup *self);
/* TRUE when equal to the rulebook's setup (the bot level aside). */
gboolean sg_game_setup_is_rulebook (SgGameSetup *self);

/* --- characters ---------------------------------------------------------- */

int sg_game_setup_get_characters (SgGameSetup *self, SgSide side);
/* Without the house rule, sets both sides. */
void sg_game_setup_set_characters (SgGameSetup *self, SgSide side, int count);
gboolean sg_game_setup_get_different_counts (SgGameSetup *self);
/* Turning the house rule off gives the Outlaws the Lawmen's count. */
void sg_game_setup_set_different_counts (SgGameSetup *self, gboolean allowed);

/* The picks of a side, in order (top of the reserve first when the order
 * is fixed); transfer none, valid until the next change. */
const guint8 *sg_game_setup_get_picks (SgGameSetup *self, SgSide side, guint *n_picks);
/* Replaces the picks (at most SG_N_CHARACTERS are kept; anything is held,
 * validation says what is wrong). */
void sg_game_setup_set_picks (SgGameSetup *self, SgSide side, const guint8 *picks, guint n_picks);
gboolean sg_game_setup_has_pick (SgGameSetup *self, SgSide side, guint8 ch);
/* Adds ch at the end (nothing when already there) / removes it. */
void sg_game_setup_add_pick (SgGameSetup *self, SgSide side, guint8 ch);
void sg_game_setup_remove_pick (SgGameSetup *self, SgSide side, guint8 ch);

gboolean sg_game_setup_get_fixed_order (SgGameSetup *self, SgSide side);
void sg_game_setup_set_fixed_order (SgGameSetup *self, SgSide side, gboolean fixed);

SgFirstAc sg_game_setup_get_first_ac (SgGameSetup *self);
void sg_game_setup_set_first_ac (SgGameSetup *self, SgFirstAc first_ac);

/* SG_PLAYER_EASY, _MEDIUM or _HARD. */
SgPlayerKind sg_game_setup_get_bot_level (SgGameSetup *self);
void sg_game_setup_set_bot_level (SgGameSetup *self, SgPlayerKind level);

/* --- decks --------------------------------------------------------------- */

int sg_game_setup_get_count (SgGameSetup *self, SgSide side, SgCardType type);
void sg_game_setup_set_count (SgGameSetup *self, SgSide side, SgCardType type, int count);
/* Cards in a side's deck (negative counts count 0). */
guint sg_game_setup_get_deck_size (SgGameSetup *self, SgSide side);
/* The deck list (counts clamped to 0..SG_MAX_CARDS). */
void sg_game_setup_get_deck_list (SgGameSetup *self, SgDeckList *out);
void sg_game_setup_set_deck_list (SgGameSetup *self, const SgDeckList *list);
/* One side's deck back to the rulebook's list. */
void sg_game_setup_reset_deck (SgGameSetup *self, SgSide side);

/* --- checking and using --------------------------------------------------- */

/* Where a problem is, for the editor's pages. */
typedef enum {
  SG_SETUP_AREA_ALL,
  SG_SETUP_AREA_CHARACTERS,   /* counts and reserve picks */
  SG_SETUP_AREA_DECK_LAW,
  SG_SETUP_AREA_DECK_OUTLAW,
} SgSetupArea;

/* FALSE with the first error (SG_GAME_SETUP_ERROR, translated message) when
 * the setup cannot be played. */
gboolean sg_game_setup_validate (SgGameSetup *self, GError **error);
/* Every error in area, translated; NULL-terminated, empty when none.  The
 * error about both decks' size is in both deck areas. */
char **sg_game_setup_get_errors (SgGameSetup *self, SgSetupArea area);
/* Odd but playable lists: a deck under 20 cards, a deck without a dodge
 * card or without a shot card.  Translated texts, as above. */
char **sg_game_setup_get_warnings (SgGameSetup *self, SgSetupArea area);

/* Fills *out for a game dealt from seed.  FALSE (and *out the rulebook's
 * setup for that seed) when the setup is not valid. */
gboolean sg_game_setup_to_engine (SgGameSetup *self, guint64 seed, SgSetup *out, GError **error);
/* Takes the reserves and decks of an engine setup (options aside). */
void sg_game_setup_set_from_engine (SgGameSetup *self, const SgSetup *setup);

/* A one-line summary, e.g. "4 characters per side · decks of 40 and 40
 * cards", with a no-break space after each number. */
char *sg_game_setup_describe (SgGameSetup *self);
/* text with a no-break space (U+00A0) for each space after a digit, so
 * that a wrapped summary never ends a line on a number. */
char *sg_game_setup_keep_numbers (const char *text);

/* --- text ---------------------------------------------------------------- */

/* Writes the setup's keys into group of key_file (the deck lists as deck
 * list text, docs/deck-list-format.md). */
void sg_game_setup_to_key_file (SgGameSetup *self, GKeyFile *key_file, const char *group);
/* Reads them back into self; on error self is unchanged and the message
 * names the key (prefixed with name when given, e.g. a file name). */
gboolean sg_game_setup_from_key_file (SgGameSetup *self, GKeyFile *key_file, const char *group,
                                      const char *name, GError **error);
/* The setup alone as key file text (group "Sixgun Setup"), and back. */
char *sg_game_setup_to_data (SgGameSetup *self);
SgGameSetup *sg_game_setup_new_from_data (const char *data, gssize length, GError **error);

G_END_DECLS
