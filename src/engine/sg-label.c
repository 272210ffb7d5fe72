/* sg-label.c: labels of legal options, and written actions matched to them.
 *
 * The label of an option is its scenario text without the side.  Card tokens
 * carry `:symbol` or `@back` only when another option of the same shape names
 * a card of the same name that differs by it, so that labels stay short and
 * a label written today still picks the same option tomorrow.
 */
#include "sg-label.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* --- bounded text output ----------------------------------------------- */

/* Appends to a caller buffer, always NUL-terminated, counting what it would
 * have needed so that callers can report truncation. */
typedef struct {
  char *buf;
  size_t size;
  size_t len;
} Buf;

static void
buf_init (Buf *b, char *buf, size_t size)
{
  b->buf = buf;
  b->size = buf != NULL ? size : 0;
  b->len = 0;
  if (b->size > 0)
    buf[0] = '\0';
}

static void
buf_add (Buf *b, const char *s)
{
  size_t n = strlen (s);

  if (b->len < b->size)
    {
      size_t room = b->size - b->len - 1;
      size_t k = n < room ? n : room;
      memcpy (b->buf + b->len, s, k);
      b->buf[b->len + k] = '\0';
    }
  b->len += n;
}

/* A name as a token: quoted when it holds a blank. */
static void
buf_add_name (Buf *b, const char *name)
{
  bool quote = strchr (name, ' ') != NULL;

  if (quote)
    buf_add (b, "\"");
  buf_add (b, name);
  if (quote)
    buf_add (b, "\"");
}

void
sg_label_why_clear (SgLabelWhy *why)
{
  memset (why, 0, sizeof *why);
  why->code = SG_LABEL_WHY_NONE;
  why->side = SG_NONE;
  why->card = -1;
  why->character = SG_NONE;
}

/* Fills why (when given): the code, the written words it quotes (NULL:
 * none) and the English message; the side, card and character are set
 * apart by why_names. */
static void
set_why (SgLabelWhy *why, SgLabelWhyCode code, const char *w0, const char *w1,
         const char *fmt, ...)
  __attribute__ ((format (printf, 5, 6)));

static void
set_why (SgLabelWhy *why, SgLabelWhyCode code, const char *w0, const char *w1,
         const char *fmt, ...)
{
  va_list ap;

  if (why == NULL)
    return;
  sg_label_why_clear (why);
  why->code = code;
  snprintf (why->word[0], sizeof why->word[0], "%s", w0 != NULL ? w0 : "");
  snprintf (why->word[1], sizeof why->word[1], "%s", w1 != NULL ? w1 : "");
  va_start (ap, fmt);
  vsnprintf (why->text, sizeof why->text, fmt, ap);
  va_end (ap);
}

static void
why_names (SgLabelWhy *why, uint8_t side, int8_t card, uint8_t character)
{
  if (why == NULL)
    return;
  why->side = side;
  why->card = card;
  why->character = character;
}

static bool
word_is (const char *word, const char *keyword)
{
  for (; *word && *keyword; word++, keyword++)
    if (tolower ((unsigned char) *word) != *keyword)
      return false;
  return *word == *keyword;
}

/* --- reading options --------------------------------------------------- */

static bool
card_valid (const SgGame *g, uint8_t card)
{
  return card < g->n_cards && g->card[card].type < SG_N_CARD_TYPES;
}

static bool
code_valid (uint8_t code)
{
  return code < 4;
}

static uint8_t
effective_type (const SgGame *g, const SgAction *a)
{
  if (a->as < SG_N_CARD_TYPES)
    return a->as;
  return card_valid (g, a->card) ? g->card[a->card].type : SG_NONE;
}

/* Canteen picks a side; every other target of a play is a character. */
static bool
target_is_side (const SgGame *g, const SgAction *a)
{
  if (a->kind == SG_ACT_CHOOSE_SIDE)
    return true;
  if (a->kind != SG_ACT_PLAY || a->target == SG_NONE)
    return false;
  return effective_type (g, a) == SG_CARD_CANTEEN;
}

/* The character code a card is in play on, or SG_NONE (hand, pile,
 * turned up). */
static uint8_t
card_place (const SgGame *g, uint8_t card)
{
  for (uint8_t code = 0; code < 4; code++)
    {
      const SgEquip *e = &g->side[SG_CODE_SIDE (code)].equip[SG_CODE_SLOT (code)];
      for (int i = 0; i < e->n && i < SG_MAX_EQUIP; i++)
        if (e->c[i] == card)
          return code;
    }
  return SG_NONE;
}

static bool
card_in_play (const SgGame *g, uint8_t card)
{
  return card_place (g, card) != SG_NONE;
}

/* `as` written only when it says something: the card's own type is none. */
static bool
has_as (const SgGame *g, const SgAction *a)
{
  return a->as < SG_N_CARD_TYPES
         && !(card_valid (g, a->card) && g->card[a->card].type == a->as);
}

static bool
kind_has_token (uint8_t kind)
{
  switch (kind)
    {
    case SG_ACT_PLAY:
    case SG_ACT_RELOAD:
    case SG_ACT_DISCARD:
    case SG_ACT_DODGE_CARD:
    case SG_ACT_CHOOSE_CARD:
      return true;
    default:
      return false;
    }
}

/* --- labels ------------------------------------------------------------ */

size_t
sg_card_token (const SgGame *g, uint8_t card_id, bool with_symbol,
               bool with_back, char *buf, size_t size)
{
  Buf b;
  const SgCardInfo *info;
  const char *name;
  bool quote;

  buf_init (&b, buf, size);
  if (g == NULL || !card_valid (g, card_id))
    {
      buf_add (&b, "?");
      return b.len;
    }
  info = &g->card[card_id];
  name = sg_card_data ((SgCardType) info->type)->name;
  quote = strchr (name, ' ') != NULL;
  if (quote)
    buf_add (&b, "\"");
  buf_add (&b, name);
  if (with_symbol)
    {
      buf_add (&b, ":");
      buf_add (&b, sg_symbol_name ((SgSymbol) info->symbol));
    }
  if (with_back)
    {
      buf_add (&b, "@");
      buf_add (&b, sg_side_name ((SgSide) info->back));
    }
  if (quote)
    buf_add (&b, "\"");
  return b.len;
}

size_t
sg_position_label (const SgGame *g, uint8_t code, char *buf, size_t size)
{
  Buf b;
  SgSide side;
  uint8_t ac;

  buf_init (&b, buf, size);
  if (g == NULL || !code_valid (code))
    {
      buf_add (&b, "?");
      return b.len;
    }
  side = (SgSide) SG_CODE_SIDE (code);
  ac = sg_game_slot (g, side, false);
  if (ac == SG_NONE)
    ac = g->side[side].ac;
  buf_add (&b, sg_side_name (side));
  buf_add (&b, SG_CODE_SLOT (code) == ac ? ".active" : ".backup");
  return b.len;
}

static void
add_token (Buf *b, const SgGame *g, uint8_t card, bool sym, bool back)
{
  char tok[96];

  sg_card_token (g, card, sym, back, tok, sizeof tok);
  buf_add (b, tok);
}

static void
add_position (Buf *b, const SgGame *g, uint8_t code)
{
  char pos[32];

  sg_position_label (g, code, pos, sizeof pos);
  buf_add (b, pos);
}

static void
add_as (Buf *b, const SgGame *g, const SgAction *a)
{
  if (!has_as (g, a))
    return;
  buf_add (b, " as ");
  buf_add_name (b, sg_card_data ((SgCardType) a->as)->name);
}

static void
add_play_target (Buf *b, const SgGame *g, const SgAction *a)
{
  if (a->target == SG_NONE)
    return;
  buf_add (b, " at ");
  if (target_is_side (g, a))
    buf_add (b, sg_side_name ((SgSide) a->target));
  else
    add_position (b, g, a->target);
}

static void
add_ability (Buf *b, const SgGame *g, const SgAction *a)
{
  uint8_t code = a->target, ch;

  buf_add (b, "ability");
  if (!code_valid (code))
    return;
  if (SG_CODE_SIDE (code) == a->side
      && SG_CODE_SLOT (code) == sg_game_slot (g, (SgSide) a->side, false))
    return;
  ch = g->side[SG_CODE_SIDE (code)].ch[SG_CODE_SLOT (code)];
  buf_add (b, " ");
  if (ch < SG_N_CHARACTERS)
    buf_add_name (b, sg_char_data ((SgCharId) ch)->name);
  else
    add_position (b, g, code);
}

/* The first AC is chosen among characters that are not yet positions, so
 * that decision names them (scenario-format.md, setup-AC labels). */
static void
add_choose_char (Buf *b, const SgGame *g, const SgAction *a)
{
  uint8_t ch = SG_NONE;

  buf_add (b, "choose ");
  if (code_valid (a->target))
    ch = g->side[SG_CODE_SIDE (a->target)].ch[SG_CODE_SLOT (a->target)];
  if (g->decision == SG_DEC_SETUP_AC && ch < SG_N_CHARACTERS)
    buf_add_name (b, sg_char_data ((SgCharId) ch)->name);
  else
    add_position (b, g, a->target);
}

static void
format_action (Buf *b, const SgGame *g, const SgAction *a, bool sym, bool back,
               bool place)
{
  switch (a->kind)
    {
    case SG_ACT_PLAY:
      buf_add (b, "play ");
      add_token (b, g, a->card, sym, back);
      add_as (b, g, a);
      add_play_target (b, g, a);
      break;
    case SG_ACT_SWITCH:
      buf_add (b, "switch");
      break;
    case SG_ACT_ABILITY:
      add_ability (b, g, a);
      break;
    case SG_ACT_RELOAD:
      buf_add (b, card_in_play (g, a->card) ? "reload equip " : "reload ");
      add_token (b, g, a->card, sym, back);
      break;
    case SG_ACT_END:
      buf_add (b, "end");
      break;
    case SG_ACT_DISCARD:
      buf_add (b, "discard ");
      add_token (b, g, a->card, sym, back);
      break;
    case SG_ACT_DODGE_CARD:
      buf_add (b, "dodge ");
      add_token (b, g, a->card, sym, back);
      add_as (b, g, a);
      break;
    case SG_ACT_DODGE_BARREL:
      buf_add (b, "dodge barrel");
      break;
    case SG_ACT_DODGE_HAT:
      buf_add (b, "dodge hat");
      break;
    case SG_ACT_DODGE_ABILITY:
      buf_add (b, "dodge ability");
      break;
    case SG_ACT_TAKE:
      buf_add (b, "take");
      break;
    case SG_ACT_CHOOSE_CARD:
      buf_add (b, "choose ");
      add_token (b, g, a->card, sym, back);
      if (place && card_in_play (g, a->card))
        {
          buf_add (b, " at ");
          add_position (b, g, card_place (g, a->card));
        }
      break;
    case SG_ACT_CHOOSE_CHAR:
      add_choose_char (b, g, a);
      break;
    case SG_ACT_CHOOSE_SIDE:
      buf_add (b, "choose ");
      buf_add (b, a->target < 2 ? sg_side_name ((SgSide) a->target) : "?");
      break;
    case SG_ACT_CHOOSE_HAND:
      buf_add (b, "choose hand");
      break;
    case SG_ACT_CHOOSE_YES:
      buf_add (b, "choose yes");
      break;
    case SG_ACT_CHOOSE_NO:
      buf_add (b, "choose no");
      break;
    default:
      buf_add (b, "?");
      break;
    }
}

/* Two options whose labels differ only inside the card token. */
static bool
same_but_token (const SgGame *g, const SgAction *a, const SgAction *o)
{
  if (a->kind != o->kind || a->target != o->target || a->as != o->as)
    return false;
  if (!card_valid (g, a->card) || !card_valid (g, o->card))
    return false;
  if (g->card[a->card].type != g->card[o->card].type)
    return false;
  return a->kind != SG_ACT_RELOAD
         || card_in_play (g, a->card) == card_in_play (g, o->card);
}

/* `dodge Barrel` would read as the Barrel in play: a Barrel or Hat card from
 * hand shows its symbol when the keyword option is on offer too. */
static bool
keyword_clash (const SgGame *g, const SgAction *opts, int n, const SgAction *a)
{
  uint8_t type, keyword;

  if (a->kind != SG_ACT_DODGE_CARD || has_as (g, a) || !card_valid (g, a->card))
    return false;
  type = g->card[a->card].type;
  if (type == SG_CARD_BARREL)
    keyword = SG_ACT_DODGE_BARREL;
  else if (type == SG_CARD_HAT)
    keyword = SG_ACT_DODGE_HAT;
  else
    return false;
  for (int j = 0; j < n; j++)
    if (opts[j].kind == keyword)
      return true;
  return false;
}

size_t
sg_action_label (const SgGame *g, const SgAction *opts, int n_opts,
                 int index, char *buf, size_t size)
{
  Buf b;
  const SgAction *a;
  bool sym = false, back = false, place = false;

  buf_init (&b, buf, size);
  if (g == NULL || opts == NULL || index < 0 || index >= n_opts)
    {
      buf_add (&b, "?");
      return b.len;
    }
  a = &opts[index];
  if (kind_has_token (a->kind) && card_valid (g, a->card))
    {
      const SgCardInfo *mine = &g->card[a->card];
      /* Whether every other option of the same shape differs by the symbol,
       * or every one by the back: then that one suffices (the shortest
       * label, scenario-format.md). */
      bool all_sym = true, all_back = true;
      for (int j = 0; j < n_opts; j++)
        {
          if (j == index || !same_but_token (g, a, &opts[j]))
            continue;
          const SgCardInfo *other = &g->card[opts[j].card];
          sym = sym || other->symbol != mine->symbol;
          back = back || other->back != mine->back;
          all_sym = all_sym && other->symbol != mine->symbol;
          all_back = all_back && other->back != mine->back;
          /* E-40: identical copies on different characters are different
           * options; the one in play says where it is. */
          place = place || (other->symbol == mine->symbol && other->back == mine->back
                            && card_place (g, opts[j].card) != card_place (g, a->card));
        }
      if (sym && back && (all_sym || all_back))
        {
          back = !all_sym;
          sym = all_sym;
        }
      sym = sym || keyword_clash (g, opts, n_opts, a);
    }
  format_action (&b, g, a, sym, back, place);
  return b.len;
}

/* --- parsing ----------------------------------------------------------- */

static void
pattern_init (SgActionPattern *p, SgActionKind kind)
{
  memset (p, 0, sizeof *p);
  p->kind = (uint8_t) kind;
  p->side = SG_NONE;
  p->card.type = -1;
  p->card.symbol = -1;
  p->card.back = -1;
  p->as = -1;
  p->target = SG_PAT_TARGET_NONE;
  p->target_char = SG_NONE;
}

bool
sg_card_pattern_parse (const char *token, SgCardPattern *out,
                       SgLabelWhy *why)
{
  char name[64];
  size_t n = strcspn (token, ":@");
  const char *s = token + n;
  int type;

  out->type = out->symbol = out->back = -1;
  if (n >= sizeof name)
    {
      set_why (why, SG_LABEL_WHY_UNKNOWN_CARD, token, NULL, "unknown card \"%.40s...\"", token);
      return false;
    }
  memcpy (name, token, n);
  name[n] = '\0';
  type = sg_card_by_name (name);
  if (type < 0)
    {
      set_why (why, SG_LABEL_WHY_UNKNOWN_CARD, name, NULL, "unknown card \"%s\"", name);
      return false;
    }
  out->type = (int8_t) type;

  /* Then `:symbol` and `@back`, each at most once, in either order. */
  while (*s)
    {
      char mark = *s++, word[16];
      size_t k = strcspn (s, ":@");
      int value;

      if (k == 0 || k >= sizeof word)
        {
          set_why (why, mark == ':' ? SG_LABEL_WHY_BAD_SYMBOL : SG_LABEL_WHY_BAD_BACK, "", token,
                   "bad %s in card \"%.60s\"",
                   mark == ':' ? "symbol" : "back", token);
          return false;
        }
      memcpy (word, s, k);
      word[k] = '\0';
      s += k;
      value = mark == ':' ? sg_symbol_by_name (word) : sg_side_by_name (word);
      if (value < 0 || (mark == ':' ? out->symbol : out->back) >= 0)
        {
          set_why (why, mark == ':' ? SG_LABEL_WHY_BAD_SYMBOL : SG_LABEL_WHY_BAD_BACK, word, token,
                   "bad %s \"%s\" in card \"%.60s\" (%s)",
                   mark == ':' ? "symbol" : "back", word, token,
                   mark == ':' ? "barrel, snake, dynamite or horseshoe"
                               : "law or outlaw");
          return false;
        }
      if (mark == ':')
        out->symbol = (int8_t) value;
      else
        out->back = (int8_t) value;
    }
  return true;
}

bool
sg_card_pattern_matches (const SgGame *g, uint8_t card_id, const SgCardPattern *p)
{
  const SgCardInfo *info;

  if (!card_valid (g, card_id) || p->type < 0)
    return false;
  info = &g->card[card_id];
  return info->type == (uint8_t) p->type
         && (p->symbol < 0 || info->symbol == (uint8_t) p->symbol)
         && (p->back < 0 || info->back == (uint8_t) p->back);
}

static bool
parse_position (const char *word, uint8_t *side, uint8_t *backup)
{
  static const char *const names[4] = {
    "law.active", "law.backup", "outlaw.active", "outlaw.backup",
  };

  for (int i = 0; i < 4; i++)
    if (word_is (word, names[i]))
      {
        *side = (uint8_t) (i / 2);
        *backup = (uint8_t) (i % 2);
        return true;
      }
  return false;
}

/* A target after `at` (or `ability`, `choose`): position, side or name. */
static bool
parse_target (const char *word, SgActionPattern *p, bool sides)
{
  int v;

  if (parse_position (word, &p->target_side, &p->target_backup))
    {
      p->target = SG_PAT_TARGET_POS;
      return true;
    }
  if (sides && (v = sg_side_by_name (word)) >= 0)
    {
      p->target = SG_PAT_TARGET_SIDE;
      p->target_side = (uint8_t) v;
      return true;
    }
  if ((v = sg_char_by_name (word)) >= 0)
    {
      p->target = SG_PAT_TARGET_CHAR;
      p->target_char = (uint8_t) v;
      return true;
    }
  return false;
}

static bool
parse_as (const char *word, SgActionPattern *p, SgLabelWhy *why)
{
  int type = sg_card_by_name (word);

  if (type < 0)
    {
      set_why (why, SG_LABEL_WHY_UNKNOWN_AS_CARD, word, NULL, "unknown card \"%.60s\" after as", word);
      return false;
    }
  p->as = (int8_t) type;
  return true;
}

/* `play CARD [as CARD] [at TARGET]`, the two tails in either order. */
static bool
parse_play (const char *const *w, int n, SgActionPattern *p, SgLabelWhy *why)
{
  bool seen_as = false, seen_at = false;

  if (n < 2)
    {
      set_why (why, SG_LABEL_WHY_PLAY_NEEDS_CARD, NULL, NULL, "play needs a card");
      return false;
    }
  if (!sg_card_pattern_parse (w[1], &p->card, why))
    return false;
  for (int i = 2; i < n; i += 2)
    {
      bool is_as = word_is (w[i], "as"), is_at = word_is (w[i], "at");

      if ((!is_as && !is_at) || (is_as && seen_as) || (is_at && seen_at))
        {
          set_why (why, SG_LABEL_WHY_UNEXPECTED_WORD, w[i], w[0], "unexpected \"%.60s\" in play", w[i]);
          return false;
        }
      if (i + 1 >= n)
        {
          set_why (why, SG_LABEL_WHY_WORD_NEEDED_AFTER, is_as ? "as" : "at", NULL,
                   "%s needs a word after it", is_as ? "as" : "at");
          return false;
        }
      if (is_as && !parse_as (w[i + 1], p, why))
        return false;
      if (is_at && !parse_target (w[i + 1], p, true))
        {
          set_why (why, SG_LABEL_WHY_UNKNOWN_TARGET, w[i + 1], NULL, "unknown target \"%.60s\" (a position, a side "
                   "or a character)", w[i + 1]);
          return false;
        }
      seen_as = seen_as || is_as;
      seen_at = seen_at || is_at;
    }
  return true;
}

static bool
parse_dodge (const char *const *w, int n, SgActionPattern *p, SgLabelWhy *why)
{
  if (n < 2)
    {
      set_why (why, SG_LABEL_WHY_DODGE_NEEDS_WORD, NULL, NULL,
               "dodge needs barrel, hat, ability or a card");
      return false;
    }
  if (n == 2 && word_is (w[1], "ability"))
    {
      p->kind = SG_ACT_DODGE_ABILITY;
      return true;
    }
  if (n == 2 && (word_is (w[1], "barrel") || word_is (w[1], "hat")))
    {
      bool barrel = word_is (w[1], "barrel");
      p->kind = barrel ? SG_ACT_DODGE_BARREL : SG_ACT_DODGE_HAT;
      p->card.type = barrel ? SG_CARD_BARREL : SG_CARD_HAT;
      p->keyword_card = true;
      return true;
    }
  if (!sg_card_pattern_parse (w[1], &p->card, why))
    return false;
  if (n == 2)
    return true;
  if (n == 4 && word_is (w[2], "as"))
    return parse_as (w[3], p, why);
  set_why (why, SG_LABEL_WHY_UNEXPECTED_WORD, w[2], w[0], "unexpected \"%.60s\" in dodge", w[2]);
  return false;
}

/* `choose CARD at POSITION`: the copy in play on that character. */
static bool
parse_choose_place (const char *const *w, int n, SgActionPattern *p, SgLabelWhy *why)
{
  p->kind = SG_ACT_CHOOSE_CARD;
  if (!sg_card_pattern_parse (w[1], &p->card, why))
    return false;
  if (word_is (w[2], "at") && parse_target (w[3], p, false))
    return true;
  set_why (why, SG_LABEL_WHY_CHOOSE_AT_FORM, NULL, NULL, "expected `choose CARD at POSITION`");
  return false;
}

static bool
parse_choose (const char *const *w, int n, SgActionPattern *p, SgLabelWhy *why)
{
  if (n == 4)
    return parse_choose_place (w, n, p, why);
  if (n != 2)
    {
      set_why (why, SG_LABEL_WHY_CHOOSE_ONE, NULL, NULL, "choose takes one label");
      return false;
    }
  if (word_is (w[1], "yes") || word_is (w[1], "no") || word_is (w[1], "hand"))
    {
      p->kind = word_is (w[1], "yes") ? SG_ACT_CHOOSE_YES
                : word_is (w[1], "no") ? SG_ACT_CHOOSE_NO : SG_ACT_CHOOSE_HAND;
      return true;
    }
  if (sg_side_by_name (w[1]) >= 0)
    {
      p->kind = SG_ACT_CHOOSE_SIDE;
      p->target = SG_PAT_TARGET_SIDE;
      p->target_side = (uint8_t) sg_side_by_name (w[1]);
      return true;
    }
  if (parse_target (w[1], p, false))
    {
      p->kind = SG_ACT_CHOOSE_CHAR;
      return true;
    }
  p->kind = SG_ACT_CHOOSE_CARD;
  if (sg_card_pattern_parse (w[1], &p->card, why))
    return true;
  set_why (why, SG_LABEL_WHY_UNKNOWN_CHOICE, w[1], NULL, "unknown choice \"%.60s\" (yes, no, hand, a side, "
           "a position, a character or a card)", w[1]);
  return false;
}

/* Actions that are one bare word. */
static bool
parse_bare (const char *const *w, int n, SgActionPattern *p, SgLabelWhy *why)
{
  static const struct { const char *word; SgActionKind kind; } bare[] = {
    { "switch", SG_ACT_SWITCH },
    { "end", SG_ACT_END },
    { "take", SG_ACT_TAKE },
  };

  for (size_t i = 0; i < sizeof bare / sizeof bare[0]; i++)
    if (word_is (w[0], bare[i].word))
      {
        p->kind = (uint8_t) bare[i].kind;
        if (n == 1)
          return true;
        set_why (why, SG_LABEL_WHY_UNEXPECTED_WORD, w[1], w[0],
                 "unexpected \"%.60s\" after %s", w[1], bare[i].word);
        return false;
      }
  set_why (why, SG_LABEL_WHY_UNKNOWN_ACTION, w[0], NULL, "unknown action \"%.60s\"", w[0]);
  return false;
}

bool
sg_action_pattern_parse (const char *const *w, int n,
                         SgActionPattern *p, SgLabelWhy *why)
{
  pattern_init (p, SG_ACT_END);
  if (n < 1)
    {
      set_why (why, SG_LABEL_WHY_MISSING_ACTION, NULL, NULL, "missing action");
      return false;
    }
  if (word_is (w[0], "play"))
    {
      p->kind = SG_ACT_PLAY;
      return parse_play (w, n, p, why);
    }
  if (word_is (w[0], "dodge"))
    {
      p->kind = SG_ACT_DODGE_CARD;
      return parse_dodge (w, n, p, why);
    }
  if (word_is (w[0], "choose"))
    return parse_choose (w, n, p, why);
  if (word_is (w[0], "ability"))
    {
      p->kind = SG_ACT_ABILITY;
      if (n == 1)
        return true;
      if (n == 2 && parse_target (w[1], p, false))
        return true;
      set_why (why, SG_LABEL_WHY_ABILITY_FORM, NULL, NULL, "ability takes at most a character name");
      return false;
    }
  if (word_is (w[0], "reload"))
    {
      p->kind = SG_ACT_RELOAD;
      p->equip = n == 3 && word_is (w[1], "equip");
      if (n == 2 || p->equip)
        return sg_card_pattern_parse (w[n - 1], &p->card, why);
      set_why (why, SG_LABEL_WHY_RELOAD_FORM, NULL, NULL, "reload takes a card, or equip and a card");
      return false;
    }
  if (word_is (w[0], "discard"))
    {
      p->kind = SG_ACT_DISCARD;
      if (n == 2)
        return sg_card_pattern_parse (w[1], &p->card, why);
      set_why (why, SG_LABEL_WHY_DISCARD_FORM, NULL, NULL, "discard takes one card per action");
      return false;
    }
  return parse_bare (w, n, p, why);
}

/* --- matching ---------------------------------------------------------- */

static bool
as_matches (const SgGame *g, const SgAction *o, const SgActionPattern *p)
{
  if (p->as < 0)
    return !has_as (g, o);
  if (o->as == (uint8_t) p->as)
    return true;
  /* `play Colt as Colt` is a plain Colt. */
  return !has_as (g, o) && card_valid (g, o->card)
         && g->card[o->card].type == (uint8_t) p->as;
}

static uint8_t
ac_code (const SgGame *g, SgSide side)
{
  uint8_t slot = sg_game_slot (g, side, false);
  return slot == SG_NONE ? SG_NONE : SG_CHAR_CODE (side, slot);
}

static bool
target_matches (const SgGame *g, const SgAction *o, const SgActionPattern *p)
{
  bool side_target = target_is_side (g, o);
  uint8_t slot;

  switch (p->target)
    {
    case SG_PAT_TARGET_NONE:
      return o->target == SG_NONE;
    case SG_PAT_TARGET_SIDE:
      return side_target && o->target == p->target_side;
    case SG_PAT_TARGET_POS:
      if (side_target || !code_valid (o->target))
        return false;
      slot = sg_game_slot (g, (SgSide) p->target_side, p->target_backup);
      return slot != SG_NONE && o->target == SG_CHAR_CODE (p->target_side, slot);
    case SG_PAT_TARGET_CHAR:
      if (side_target || !code_valid (o->target))
        return false;
      return g->side[SG_CODE_SIDE (o->target)].ch[SG_CODE_SLOT (o->target)]
             == p->target_char;
    default:
      return false;
    }
}

/* How strictly an option is compared with a pattern (sg_action_match). */
typedef enum {
  MATCH_EXACT,        /* a card without `at` must not be in play */
  MATCH_ANY_PLACE,    /* a card without `at` may be anywhere */
  MATCH_KEYWORD_CARD, /* `dodge barrel` read as a Barrel card from hand */
  MATCH_ANY_TARGET,   /* `play CARD as TYPE` without `at`: any target */
} MatchMode;

/* Where a chosen card is: `at` names its character; without it, a copy out
 * of play is preferred to one in play (labels add `at` only to the latter). */
static bool
place_matches (const SgGame *g, const SgAction *o, const SgActionPattern *p, MatchMode mode)
{
  uint8_t code = card_place (g, o->card), slot;

  switch (p->target)
    {
    case SG_PAT_TARGET_POS:
      slot = sg_game_slot (g, (SgSide) p->target_side, p->target_backup);
      return slot != SG_NONE && code == SG_CHAR_CODE (p->target_side, slot);
    case SG_PAT_TARGET_CHAR:
      return code != SG_NONE
             && g->side[SG_CODE_SIDE (code)].ch[SG_CODE_SLOT (code)] == p->target_char;
    default:
      return mode != MATCH_EXACT || code == SG_NONE;
    }
}

static bool
option_matches (const SgGame *g, const SgAction *o, const SgActionPattern *p,
                MatchMode mode)
{
  uint8_t kind = mode == MATCH_KEYWORD_CARD ? SG_ACT_DODGE_CARD : p->kind;

  if (o->kind != kind || (p->side != SG_NONE && o->side != p->side))
    return false;
  switch (kind)
    {
    case SG_ACT_PLAY:
      return sg_card_pattern_matches (g, o->card, &p->card) && as_matches (g, o, p)
             && (mode == MATCH_ANY_TARGET || target_matches (g, o, p));
    case SG_ACT_RELOAD:
      return sg_card_pattern_matches (g, o->card, &p->card)
             && card_in_play (g, o->card) == p->equip;
    case SG_ACT_DODGE_CARD:
      return sg_card_pattern_matches (g, o->card, &p->card) && as_matches (g, o, p);
    case SG_ACT_DISCARD:
      return sg_card_pattern_matches (g, o->card, &p->card);
    case SG_ACT_CHOOSE_CARD:
      return sg_card_pattern_matches (g, o->card, &p->card)
             && place_matches (g, o, p, mode);
    case SG_ACT_ABILITY:
      if (p->target == SG_PAT_TARGET_NONE)
        return o->target == SG_NONE || o->target == ac_code (g, (SgSide) o->side);
      return target_matches (g, o, p);
    case SG_ACT_CHOOSE_CHAR:
    case SG_ACT_CHOOSE_SIDE:
      return target_matches (g, o, p);
    default:
      return true;
    }
}

static int
first_match (const SgGame *g, const SgAction *opts, int n, const SgActionPattern *p,
             MatchMode mode)
{
  for (int i = 0; i < n; i++)
    if (option_matches (g, &opts[i], p, mode))
      return i;
  return -1;
}

/* The one option matching p, or -1 when none or several do. */
static int
only_match (const SgGame *g, const SgAction *opts, int n, const SgActionPattern *p,
            MatchMode mode)
{
  int found = -1;

  for (int i = 0; i < n; i++)
    if (option_matches (g, &opts[i], p, mode))
      {
        if (found >= 0)
          return -1;
        found = i;
      }
  return found;
}

int
sg_action_match (const SgGame *g, const SgAction *opts, int n,
                 const SgActionPattern *p)
{
  int i = first_match (g, opts, n, p, MATCH_EXACT);

  if (i < 0 && p->kind == SG_ACT_CHOOSE_CARD && p->target == SG_PAT_TARGET_NONE)
    i = first_match (g, opts, n, p, MATCH_ANY_PLACE);
  /* `dodge barrel` means the Barrel in play first, a Barrel card second. */
  if (i < 0 && p->keyword_card)
    i = first_match (g, opts, n, p, MATCH_KEYWORD_CARD);
  /* The contract writes `law play Missed! as Colt` without a target: read
   * so when the card played as another has one target only. */
  if (i < 0 && p->kind == SG_ACT_PLAY && p->as >= 0 && p->target == SG_PAT_TARGET_NONE)
    i = only_match (g, opts, n, p, MATCH_ANY_TARGET);
  return i;
}

/* --- building actions that may be refused ------------------------------ */

static void
card_pattern_text (const SgCardPattern *p, char *buf, size_t size)
{
  Buf b;

  buf_init (&b, buf, size);
  if (p->type < 0 || p->type >= SG_N_CARD_TYPES)
    {
      buf_add (&b, "?");
      return;
    }
  buf_add (&b, sg_card_data ((SgCardType) p->type)->name);
  if (p->symbol >= 0)
    {
      buf_add (&b, ":");
      buf_add (&b, sg_symbol_name ((SgSymbol) p->symbol));
    }
  if (p->back >= 0)
    {
      buf_add (&b, "@");
      buf_add (&b, sg_side_name ((SgSide) p->back));
    }
}

static uint8_t
find_in (const SgGame *g, const uint8_t *c, int n, int max, const SgCardPattern *p)
{
  for (int i = n - 1; i >= 0; i--)
    if (i < max && sg_card_pattern_matches (g, c[i], p))
      return c[i];
  return SG_NONE;
}

static uint8_t
find_in_hand (const SgGame *g, SgSide side, const SgCardPattern *p)
{
  return find_in (g, g->hand[side].c, g->hand[side].n, SG_MAX_CARDS, p);
}

static uint8_t
find_on (const SgGame *g, SgSide side, uint8_t slot, const SgCardPattern *p)
{
  const SgEquip *e;

  if (slot > 1)
    return SG_NONE;
  e = &g->side[side].equip[slot];
  return find_in (g, e->c, e->n, SG_MAX_EQUIP, p);
}

/* Reload takes the AC's equipment; a back-up's is found too, so that the
 * engine can say why reloading it is refused. */
static uint8_t
find_equip (const SgGame *g, SgSide side, const SgCardPattern *p)
{
  uint8_t ac = g->side[side].ac & 1;
  uint8_t card = find_on (g, side, ac, p);

  return card != SG_NONE ? card : find_on (g, side, (uint8_t) !ac, p);
}

/* A card to choose: turned up, in play, or in a hand, in that order. */
static uint8_t
find_choice (const SgGame *g, SgSide side, const SgCardPattern *p)
{
  uint8_t card = find_in (g, g->staging.c, g->staging.n, SG_MAX_STAGING, p);

  for (int s = 0; s < 2 && card == SG_NONE; s++)
    for (uint8_t slot = 0; slot < 2 && card == SG_NONE; slot++)
      card = find_on (g, (SgSide) s, slot, p);
  if (card == SG_NONE)
    card = find_in_hand (g, side, p);
  if (card == SG_NONE)
    card = find_in_hand (g, (SgSide) !side, p);
  return card;
}

static bool
resolve_target (const SgGame *g, const SgActionPattern *p, uint8_t *target,
                SgLabelWhy *why)
{
  uint8_t slot;

  switch (p->target)
    {
    case SG_PAT_TARGET_SIDE:
      *target = p->target_side;
      return true;
    case SG_PAT_TARGET_POS:
      slot = sg_game_slot (g, (SgSide) p->target_side, p->target_backup);
      if (slot == SG_NONE)
        {
          set_why (why, SG_LABEL_WHY_NO_CHARACTER, NULL, NULL, "%s has no character in play",
                   sg_side_name ((SgSide) p->target_side));
          why_names (why, p->target_side, -1, SG_NONE);
          return false;
        }
      *target = SG_CHAR_CODE (p->target_side, slot);
      return true;
    case SG_PAT_TARGET_CHAR:
      for (uint8_t code = 0; code < 4; code++)
        if (g->side[SG_CODE_SIDE (code)].ch[SG_CODE_SLOT (code)] == p->target_char)
          {
            *target = code;
            return true;
          }
      set_why (why, SG_LABEL_WHY_CHARACTER_OUT, NULL, NULL, "%s is not in play",
               p->target_char < SG_N_CHARACTERS
               ? sg_char_data ((SgCharId) p->target_char)->name : "?");
      why_names (why, SG_NONE, -1, p->target_char);
      return false;
    default:
      *target = SG_NONE;
      return true;
    }
}

static bool
lookup_card (const SgGame *g, SgSide side, const SgActionPattern *p,
             SgAction *out, SgLabelWhy *why)
{
  char name[64];
  bool in_play = false;   /* `reload equip`: the card is looked for in play */

  switch (p->kind)
    {
    case SG_ACT_RELOAD:
      out->card = p->equip ? find_equip (g, side, &p->card) : find_in_hand (g, side, &p->card);
      in_play = p->equip;
      break;
    case SG_ACT_CHOOSE_CARD:
      if (p->target != SG_PAT_TARGET_NONE)
        {
          uint8_t code;
          if (!resolve_target (g, p, &code, why))
            return false;
          out->card = find_on (g, (SgSide) SG_CODE_SIDE (code), SG_CODE_SLOT (code), &p->card);
        }
      else
        out->card = find_choice (g, side, &p->card);
      break;
    default:
      out->card = find_in_hand (g, side, &p->card);
      break;
    }
  if (out->card != SG_NONE)
    return true;
  card_pattern_text (&p->card, name, sizeof name);
  if (p->kind == SG_ACT_CHOOSE_CARD)
    set_why (why, SG_LABEL_WHY_NOT_ON_OFFER, NULL, NULL, "there is no %s on offer", name);
  else
    set_why (why, in_play ? SG_LABEL_WHY_NOT_IN_PLAY : SG_LABEL_WHY_NOT_IN_HAND, NULL, NULL,
             "%s has no %s %s", sg_side_name (side), name, in_play ? "in play" : "in hand");
  why_names (why, (uint8_t) side, p->card.type, SG_NONE);
  return false;
}

bool
sg_action_from_pattern (const SgGame *g, SgSide side, const SgActionPattern *p,
                        SgAction *out, SgLabelWhy *why)
{
  out->kind = p->kind;
  out->side = (uint8_t) side;
  out->card = SG_NONE;
  out->target = SG_NONE;
  out->as = p->as >= 0 ? (uint8_t) p->as : SG_NONE;

  if (kind_has_token (p->kind) && !lookup_card (g, side, p, out, why))
    return false;
  if (p->kind == SG_ACT_CHOOSE_CARD)
    return true;   /* its `at` placed the card; the option has no target */
  if (p->kind == SG_ACT_ABILITY && p->target == SG_PAT_TARGET_NONE)
    {
      out->target = ac_code (g, side);
      if (out->target != SG_NONE)
        return true;
      set_why (why, SG_LABEL_WHY_NO_CHARACTER, NULL, NULL, "%s has no character in play",
               sg_side_name (side));
      why_names (why, (uint8_t) side, -1, SG_NONE);
      return false;
    }
  return resolve_target (g, p, &out->target, why);
}
