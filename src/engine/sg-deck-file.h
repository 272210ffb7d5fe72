/* sg-deck-file.h: deck list files (docs/deck-list-format.md).
 *
 * A deck list file gives, one line per entry, `SIDE CARD COUNT`:
 *
 *     # a long game
 *     law    Colt              3
 *     outlaw "General Store"   2
 *
 * Cards not listed count 0: a file is the whole list of both decks, and each
 * deck needs at least one card.  Pure C17, libc only; any bytes are safe to
 * feed the parser (bounded buffers, no recursion; fuzzed by fuzz/).
 *
 * Users: `sixgun-cli selfplay --deck FILE` (src/cli), and the same way
 * `tournament --deck FILE` (bots helper): read the whole file, call
 * sg_deck_file_parse with the file name, and on failure print `err` (it is
 * already `FILE:LINE: message`) to stderr and exit 2.  Presets (issue 6)
 * export a list with sg_deck_file_write and import it with the parser.
 *
 * The app words errors itself, translated and in its own typography:
 * sg_deck_file_read gives what went wrong as an SgDeckFileError (a code,
 * the line and the offending words), and sg_deck_file_parse is that plus
 * the English message of the command line (sg_deck_file_error_message).
 */
#pragma once

#include "sg-cards.h"

#include <stdbool.h>
#include <stddef.h>

/* The longest line the parser reads (without its newline). */
#define SG_DECK_FILE_MAX_LINE 512

/* What stopped a parse (docs/deck-list-format.md, Errors). */
typedef enum {
  SG_DECK_FILE_ERROR_NONE,
  SG_DECK_FILE_ERROR_LINE_TOO_LONG,      /* longer than SG_DECK_FILE_MAX_LINE */
  SG_DECK_FILE_ERROR_NUL,                /* a NUL byte outside a comment */
  SG_DECK_FILE_ERROR_UNTERMINATED_QUOTE,
  SG_DECK_FILE_ERROR_UNKNOWN_SIDE,       /* word[0]: the side given */
  SG_DECK_FILE_ERROR_MISSING_WORDS,      /* fewer than SIDE CARD COUNT */
  SG_DECK_FILE_ERROR_EXTRA_WORDS,        /* word[0], word[1]: the two after the side */
  SG_DECK_FILE_ERROR_UNKNOWN_CARD,       /* word[0]: the card given */
  SG_DECK_FILE_ERROR_BAD_COUNT,          /* word[0]: the count given */
  SG_DECK_FILE_ERROR_DUPLICATE,          /* side, card; number: the line first giving it */
  SG_DECK_FILE_ERROR_TOO_MANY_CARDS,     /* number: the total the two decks would hold */
  SG_DECK_FILE_ERROR_EMPTY_DECK,         /* side; line: the file's last line */
} SgDeckFileErrorCode;

typedef struct {
  SgDeckFileErrorCode code;
  unsigned line;        /* 1-based line of the file */
  SgSide side;
  SgCardType card;
  unsigned number;
  /* Whole words as read (quotes removed), NUL-terminated; a word is never
   * cut, so it is valid UTF-8 whenever the file is. */
  char word[2][SG_DECK_FILE_MAX_LINE + 1];
} SgDeckFileError;

/* Parses a deck list file of len bytes (need not be NUL-terminated).  On
 * success fills *out and returns true; on failure leaves *out untouched
 * and fills *error (when not NULL). */
bool sg_deck_file_read (const char *text, size_t len, SgDeckList *out, SgDeckFileError *error);

/* The command line's message for error: `FILE:LINE: message` (English, no
 * newline; filename NULL gives "deck list"), like snprintf into buf. */
void sg_deck_file_error_message (const SgDeckFileError *error, const char *filename,
                                 char *buf, size_t size);

/* Parses a deck list file of len bytes (need not be NUL-terminated).
 * filename only prefixes messages (NULL gives "deck list").  On success
 * fills *out and returns true; on failure leaves *out untouched and writes
 * `FILE:LINE: message` (no newline) into err. */
bool sg_deck_file_parse (const char *text, size_t len, const char *filename,
                         SgDeckList *out, char *err, size_t err_size);

/* Writes the list in the file format: a comment line, then one line per card
 * with a non-zero count, Lawmen first, in card table order, names quoted
 * when they contain blanks.  Like snprintf: returns the length of the whole
 * text (without the NUL), writes at most size bytes (NUL-terminated when
 * size > 0).  What it writes parses back to the same list. */
size_t sg_deck_file_write (const SgDeckList *list, char *buf, size_t size);

/* Total cards of one side's deck, and of both. */
unsigned sg_deck_list_size (const SgDeckList *list, SgSide side);
unsigned sg_deck_list_total (const SgDeckList *list);
