/* sg-game-setup.c: the setup of a new game (see the header). */
#include <glib/gi18n.h>
#include <string.h>

#include "sg-game-setup.h"
#include "sg-card-text.h"
#include "sg-deck-file.h"
#include "sg-deck-file-text.h"
#include "sg-file-text.h"

struct _SgGameSetup
{
  GObject parent_instance;

  int characters[2];
  gboolean different_counts;
  guint8 picks[2][SG_N_CHARACTERS];
  guint n_picks[2];
  gboolean fixed_order[2];
  SgFirstAc first_ac;
  SgPlayerKind bot_level;
  int count[2][SG_N_CARD_TYPES];
};

G_DEFINE_FINAL_TYPE (SgGameSetup, sg_game_setup, G_TYPE_OBJECT)
G_DEFINE_QUARK (sg-game-setup-error-quark, sg_game_setup_error)

enum {
  PROP_0,
  PROP_CHARACTERS_LAW,
  PROP_CHARACTERS_OUTLAW,
  PROP_DIFFERENT_COUNTS,
  PROP_FIRST_AC,
  N_PROPS
};

enum { SIGNAL_CHANGED, N_SIGNALS };

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
changed (SgGameSetup *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* --- the object ---------------------------------------------------------- */

static void
sg_game_setup_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SgGameSetup *self = SG_GAME_SETUP (object);

  switch (prop_id)
    {
    case PROP_CHARACTERS_LAW:
      g_value_set_int (value, self->characters[SG_LAW]);
      break;
    case PROP_CHARACTERS_OUTLAW:
      g_value_set_int (value, self->characters[SG_OUTLAW]);
      break;
    case PROP_DIFFERENT_COUNTS:
      g_value_set_boolean (value, self->different_counts);
      break;
    case PROP_FIRST_AC:
      g_value_set_int (value, self->first_ac);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sg_game_setup_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SgGameSetup *self = SG_GAME_SETUP (object);

  switch (prop_id)
    {
    case PROP_CHARACTERS_LAW:
      sg_game_setup_set_characters (self, SG_LAW, g_value_get_int (value));
      break;
    case PROP_CHARACTERS_OUTLAW:
      sg_game_setup_set_characters (self, SG_OUTLAW, g_value_get_int (value));
      break;
    case PROP_DIFFERENT_COUNTS:
      sg_game_setup_set_different_counts (self, g_value_get_boolean (value));
      break;
    case PROP_FIRST_AC:
      sg_game_setup_set_first_ac (self, (SgFirstAc) g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sg_game_setup_class_init (SgGameSetupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sg_game_setup_get_property;
  object_class->set_property = sg_game_setup_set_property;

  /* The counts are ints without a range so that a bad value read from a
   * file can be held and reported by validation. */
  properties[PROP_CHARACTERS_LAW] =
    g_param_spec_int ("characters-law", NULL, NULL, G_MININT, G_MAXINT, 4,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHARACTERS_OUTLAW] =
    g_param_spec_int ("characters-outlaw", NULL, NULL, G_MININT, G_MAXINT, 4,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIFFERENT_COUNTS] =
    g_param_spec_boolean ("different-counts", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIRST_AC] =
    g_param_spec_int ("first-ac", NULL, NULL, SG_FIRST_AC_CHOOSE, SG_FIRST_AC_RANDOM, SG_FIRST_AC_CHOOSE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
set_rulebook (SgGameSetup *self)
{
  SgDeckList list;

  sg_deck_list_standard (&list);
  for (int s = 0; s < 2; s++)
    {
      self->characters[s] = 4;
      self->n_picks[s] = 0;
      self->fixed_order[s] = FALSE;
      for (int t = 0; t < SG_N_CARD_TYPES; t++)
        self->count[s][t] = list.count[s][t];
    }
  self->different_counts = FALSE;
  self->first_ac = SG_FIRST_AC_CHOOSE;
}

static void
sg_game_setup_init (SgGameSetup *self)
{
  set_rulebook (self);
  self->bot_level = SG_PLAYER_MEDIUM;
}

SgGameSetup *
sg_game_setup_new (void)
{
  return g_object_new (SG_TYPE_GAME_SETUP, NULL);
}

static void
copy_fields (SgGameSetup *to, SgGameSetup *from)
{
  /* Everything after the parent instance is plain data. */
  memcpy ((char *) to + sizeof (GObject), (char *) from + sizeof (GObject),
          sizeof (SgGameSetup) - sizeof (GObject));
}

SgGameSetup *
sg_game_setup_copy (SgGameSetup *self)
{
  SgGameSetup *copy;

  g_return_val_if_fail (SG_IS_GAME_SETUP (self), NULL);
  copy = sg_game_setup_new ();
  copy_fields (copy, self);
  return copy;
}

static void
notify_all (SgGameSetup *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  for (int p = 1; p < N_PROPS; p++)
    g_object_notify_by_pspec (G_OBJECT (self), properties[p]);
  g_object_thaw_notify (G_OBJECT (self));
  changed (self);
}

void
sg_game_setup_assign (SgGameSetup *self, SgGameSetup *other)
{
  g_return_if_fail (SG_IS_GAME_SETUP (self));
  g_return_if_fail (SG_IS_GAME_SETUP (other));

  if (self == other)
    return;
  copy_fields (self, other);
  notify_all (self);
}

static gboolean
same_reserves_and_decks (SgGameSetup *a, SgGameSetup *b)
{
  if (a->different_counts != b->different_counts || a->first_ac != b->first_ac)
    return FALSE;
  for (int s = 0; s < 2; s++)
    if (a->characters[s] != b->characters[s] || a->n_picks[s] != b->n_picks[s]
        || a->fixed_order[s] != b->fixed_order[s]
        || memcmp (a->picks[s], b->picks[s], a->n_picks[s]) != 0
        || memcmp (a->count[s], b->count[s], sizeof a->count[s]) != 0)
      return FALSE;
  return TRUE;
}

gboolean
sg_game_setup_equal (SgGameSetup *a, SgGameSetup *b)
{
  g_return_val_if_fail (SG_IS_GAME_SETUP (a), FALSE);
  g_return_val_if_fail (SG_IS_GAME_SETUP (b), FALSE);
  return same_reserves_and_decks (a, b) && a->bot_level == b->bot_level;
}

void
sg_game_setup_reset (SgGameSetup *self)
{
  g_return_if_fail (SG_IS_GAME_SETUP (self));
  set_rulebook (self);
  self->bot_level = SG_PLAYER_MEDIUM;
  notify_all (self);
}

gboolean
sg_game_setup_is_rulebook (SgGameSetup *self)
{
  g_autoptr (SgGameSetup) rulebook = sg_game_setup_new ();

  g_return_val_if_fail (SG_IS_GAME_SETUP (self), FALSE);
  return same_reserves_and_decks (self, rulebook);
}

/* --- characters ---------------------------------------------------------- */

int
sg_game_setup_get_characters (SgGameSetup *self, SgSide side)
{
  g_return_val_if_fail (SG_IS_GAME_SETUP (self), 4);
  return self->characters[side == SG_OUTLAW];
}

void
sg_game_setup_set_characters (SgGameSetup *self, SgSide side, int count)
{
  gboolean both;

  g_return_if_fail (SG_IS_GAME_SETUP (self));

  both = !self->different_counts;
  if (self->characters[side == SG_OUTLAW] == count
      && (!both || self->characters[side != SG_OUTLAW] == count))
    return;
  self->characters[side == SG_OUTLAW] = count;
  if (both)
    self->characters[side != SG_OUTLAW] = count;
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHARACTERS_LAW]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHARACTERS_OUTLAW]);
  g_object_thaw_notify (G_OBJECT (self));
  changed (self);
}

gboolean
sg_game_setup_get_different_counts (SgGameSetup *self)
{
  g_return_val_if_fail (SG_IS_GAME_SETUP (self), FALSE);
  return self->different_counts;
}

void
sg_game_setup_set_different_counts (SgGameSetup *self, gboolean allowed)
{
  g_return_if_fail (SG_IS_GAME_SETUP (self));

  allowed = !!allowed;
  if (self->different_counts == allowed)
    return;
  self->different_counts = allowed;
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIFFERENT_COUNTS]);
  if (!allowed && self->characters[SG_OUTLAW] != self->characters[SG_LAW])
    {
      self->characters[SG_OUTLAW] = self->characters[SG_LAW];
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHARACTERS_OUTLAW]);
    }
  g_object_thaw_notify (G_OBJECT (self));
  changed (self);
}

const guint8 *
sg_game_setup_get_picks (SgGameSetup *self, SgSide side, guint *n_picks)
{
  g_return_val_if_fail (SG_IS_GAME_SETUP (self), NULL);
  if (n_picks != NULL)
    *n_picks = self->n_picks[side == SG_OUTLAW];
  return self->picks[side == SG_OUTLAW];
}

void
sg_game_setup_set_picks (SgGameSetup *self, SgSide side, const guint8 *picks, guint n_picks)
{
  int s = side == SG_OUTLAW;

  g_return_if_fail (SG_IS_GAME_SETUP (self));
  g_return_if_fail (picks != NULL || n_picks == 0);

  n_picks = MIN (n_picks, G_N_ELEMENTS (self->picks[s]));
  if (n_picks > 0)
    memcpy (self->picks[s], picks, n_picks);
  self->n_picks[s] = n_picks;
  changed (self);
}

gboolean
sg_game_setup_has_pick (SgGameSetup *self, SgSide side, guint8 ch)
{
  int s = side == SG_OUTLAW;

  g_return_val_if_fail (SG_IS_GAME_SETUP (self), FALSE);
  return memchr (self->picks[s], ch, self->n_picks[s]) != NULL;
}

void
sg_game_setup_add_pick (SgGameSetup *self, SgSide side, guint8 ch)
{
  int s = side == SG_OUTLAW;

  g_return_if_fail (SG_IS_GAME_SETUP (self));

  if (sg_game_setup_has_pick (self, side, ch) || self->n_picks[s] >= G_N_ELEMENTS (self->picks[s]))
    return;
  self->picks[s][self->n_picks[s]++] = ch;
  changed (self);
}

void
sg_game_setup_remove_pick (SgGameSetup *self, SgSide side, guint8 ch)
{
  int s = side == SG_OUTLAW;
  guint kept = 0;

  g_return_if_fail (SG_IS_GAME_SETUP (self));

  for (guint i = 0; i < self->n_picks[s]; i++)
    if (self->picks[s][i] != ch)
      self->picks[s][kept++] = self->picks[s][i];
  if (kept == self->n_picks[s])
    return;
  self->n_picks[s] = kept;
  changed (self);
}

gboolean
sg_game_setup_get_fixed_order (SgGameSetup *self, SgSide side)
{
  g_return_val_if_fail (SG_IS_GAME_SETUP (self), FALSE);
  return self->fixed_order[side == SG_OUTLAW];
}

void
sg_game_setup_set_fixed_order (SgGameSetup *self, SgSide side, gboolean fixed)
{
  g_return_if_fail (SG_IS_GAME_SETUP (self));

  fixed = !!fixed;
  if (self->fixed_order[side == SG_OUTLAW] == fixed)
    return;
  self->fixed_order[side == SG_OUTLAW] = fixed;
  changed (self);
}

SgFirstAc
sg_game_setup_get_first_ac (SgGameSetup *self)
{
  g_return_val_if_fail (SG_IS_GAME_SETUP (self), SG_FIRST_AC_CHOOSE);
  return self->first_ac;
}

void
sg_game_setup_set_first_ac (SgGameSetup *self, SgFirstAc first_ac)
{
  g_return_if_fail (SG_IS_GAME_SETUP (self));
  g_return_if_fail (first_ac == SG_FIRST_AC_CHOOSE || first_ac == SG_FIRST_AC_RANDOM);

  if (self->first_ac == first_ac)
    return;
  self->first_ac = first_ac;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST_AC]);
  changed (self);
}

SgPlayerKind
sg_game_setup_get_bot_level (SgGameSetup *self)
{
  g_return_val_if_fail (SG_IS_GAME_SETUP (self), SG_PLAYER_MEDIUM);
  return self->bot_level;
}

void
sg_game_setup_set_bot_level (SgGameSetup *self, SgPlayerKind level)
{
  g_return_if_fail (SG_IS_GAME_SETUP (self));
  g_return_if_fail (level == SG_PLAYER_EASY || level == SG_PLAYER_MEDIUM || level == SG_PLAYER_HARD);

  if (self->bot_level == level)
    return;
  self->bot_level = level;
  changed (self);
}

/* --- decks --------------------------------------------------------------- */

int
sg_game_setup_get_count (SgGameSetup *self, SgSide side, SgCardType type)
{
  g_return_val_if_fail (SG_IS_GAME_SETUP (self), 0);
  g_return_val_if_fail (type < SG_N_CARD_TYPES, 0);
  return self->count[side == SG_OUTLAW][type];
}

void
sg_game_setup_set_count (SgGameSetup *self, SgSide side, SgCardType type, int count)
{
  g_return_if_fail (SG_IS_GAME_SETUP (self));
  g_return_if_fail (type < SG_N_CARD_TYPES);

  if (self->count[side == SG_OUTLAW][type] == count)
    return;
  self->count[side == SG_OUTLAW][type] = count;
  changed (self);
}

guint
sg_game_setup_get_deck_size (SgGameSetup *self, SgSide side)
{
  guint n = 0;

  g_return_val_if_fail (SG_IS_GAME_SETUP (self), 0);
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    if (self->count[side == SG_OUTLAW][t] > 0)
      n += (guint) self->count[side == SG_OUTLAW][t];
  return n;
}

void
sg_game_setup_get_deck_list (SgGameSetup *self, SgDeckList *out)
{
  g_return_if_fail (SG_IS_GAME_SETUP (self));
  g_return_if_fail (out != NULL);

  for (int s = 0; s < 2; s++)
    for (int t = 0; t < SG_N_CARD_TYPES; t++)
      out->count[s][t] = (uint8_t) CLAMP (self->count[s][t], 0, SG_MAX_CARDS);
}

void
sg_game_setup_set_deck_list (SgGameSetup *self, const SgDeckList *list)
{
  g_return_if_fail (SG_IS_GAME_SETUP (self));
  g_return_if_fail (list != NULL);

  for (int s = 0; s < 2; s++)
    for (int t = 0; t < SG_N_CARD_TYPES; t++)
      self->count[s][t] = list->count[s][t];
  changed (self);
}

void
sg_game_setup_reset_deck (SgGameSetup *self, SgSide side)
{
  SgDeckList list;

  g_return_if_fail (SG_IS_GAME_SETUP (self));

  sg_deck_list_standard (&list);
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    self->count[side == SG_OUTLAW][t] = list.count[side == SG_OUTLAW][t];
  changed (self);
}

/* --- checking ------------------------------------------------------------ */

typedef struct {
  SgGameSetupError code;  /* or -1 for a warning */
  SgSetupArea area;
  char *message;
} Problem;

static void
problem_clear (gpointer data)
{
  g_free (((Problem *) data)->message);
}

G_GNUC_PRINTF (4, 5) static void
add (GArray *problems, int code, SgSetupArea area, const char *format, ...)
{
  Problem p = { (SgGameSetupError) code, area, NULL };
  va_list ap;

  va_start (ap, format);
  p.message = g_strdup_vprintf (format, ap);
  va_end (ap);
  g_array_append_val (problems, p);
}

static SgSetupArea
deck_area (int side)
{
  return side == SG_OUTLAW ? SG_SETUP_AREA_DECK_OUTLAW : SG_SETUP_AREA_DECK_LAW;
}

static void
check_characters (SgGameSetup *self, GArray *out)
{
  const SgSetupArea area = SG_SETUP_AREA_CHARACTERS;

  for (int s = 0; s < 2; s++)
    if (self->characters[s] < 1 || self->characters[s] > SG_MAX_RESERVE)
      add (out, SG_GAME_SETUP_ERROR_CHARACTERS, area,
           s == SG_LAW ? _("The Lawmen need from 1 to 12 characters, not %d.")
                       : _("The Outlaws need from 1 to 12 characters, not %d."),
           self->characters[s]);
  if (!self->different_counts && self->characters[SG_LAW] != self->characters[SG_OUTLAW])
    add (out, SG_GAME_SETUP_ERROR_UNEQUAL, area,
         _("Both sides draw as many characters (E-44): %d Lawmen against %d Outlaws needs the house rule for different counts."),
         self->characters[SG_LAW], self->characters[SG_OUTLAW]);
}

static void
check_picks (SgGameSetup *self, int s, GArray *out)
{
  const SgSetupArea area = SG_SETUP_AREA_CHARACTERS;
  guint32 seen = 0;

  for (guint i = 0; i < self->n_picks[s]; i++)
    {
      guint8 ch = self->picks[s][i];

      if (ch >= SG_N_CHARACTERS)
        add (out, SG_GAME_SETUP_ERROR_PICK_UNKNOWN, area,
             s == SG_LAW ? _("Pick %u of the Lawmen is not a character.")
                         : _("Pick %u of the Outlaws is not a character."),
             i + 1);
      else if ((int) sg_char_data ((SgCharId) ch)->side != s)
        add (out, SG_GAME_SETUP_ERROR_PICK_SIDE, area,
             s == SG_LAW ? _("%s is an Outlaw: the Lawmen cannot pick that character.")
                         : _("%s is a Lawman: the Outlaws cannot pick that character."),
             sg_character_text_name ((SgCharId) ch));
      else if (seen & (1u << ch))
        add (out, SG_GAME_SETUP_ERROR_PICK_TWICE, area,
             s == SG_LAW ? _("%s is picked twice for the Lawmen.")
                         : _("%s is picked twice for the Outlaws."),
             sg_character_text_name ((SgCharId) ch));
      else
        seen |= 1u << ch;
    }
  if (self->characters[s] >= 1 && self->n_picks[s] > (guint) self->characters[s])
    add (out, SG_GAME_SETUP_ERROR_TOO_MANY_PICKS, area,
         s == SG_LAW ? _("The Lawmen pick %u characters but draw only %d: remove a pick or draw more.")
                     : _("The Outlaws pick %u characters but draw only %d: remove a pick or draw more."),
         self->n_picks[s], self->characters[s]);
}

static void
check_deck (SgGameSetup *self, int s, GArray *out)
{
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    if (self->count[s][t] < 0)
      add (out, SG_GAME_SETUP_ERROR_NEGATIVE_COUNT, deck_area (s),
           s == SG_LAW ? _("The Lawmen’s deck cannot hold %d copies of %s.")
                       : _("The Outlaws’ deck cannot hold %d copies of %s."),
           self->count[s][t], sg_card_text_name ((SgCardType) t));
  if (sg_game_setup_get_deck_size (self, (SgSide) s) == 0)
    add (out, SG_GAME_SETUP_ERROR_EMPTY_DECK, deck_area (s), "%s",
         s == SG_LAW ? _("The Lawmen’s deck is empty: it needs at least one card.")
                     : _("The Outlaws’ deck is empty: it needs at least one card."));
}

static void
check_size (SgGameSetup *self, GArray *out)
{
  guint total = sg_game_setup_get_deck_size (self, SG_LAW) + sg_game_setup_get_deck_size (self, SG_OUTLAW);

  if (total <= SG_MAX_CARDS)
    return;
  for (int s = 0; s < 2; s++)
    add (out, SG_GAME_SETUP_ERROR_TOO_MANY_CARDS, deck_area (s),
         _("The two decks hold %u cards; a game has room for at most %d."), total, SG_MAX_CARDS);
}

static void
check_warnings (SgGameSetup *self, int s, GArray *out)
{
  guint size = sg_game_setup_get_deck_size (self, (SgSide) s);
  gboolean dodge = FALSE, shot = FALSE;

  if (size == 0)
    return;
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    if (self->count[s][t] > 0)
      {
        dodge = dodge || sg_card_is_dodge ((SgCardType) t);
        shot = shot || sg_card_is_shot ((SgCardType) t);
      }
  if (size < SG_GAME_SETUP_SMALL_DECK)
    add (out, -1, deck_area (s),
         s == SG_LAW ? _("The Lawmen’s deck has only %u cards: it runs out early and the common deck forms sooner (D13.4).")
                     : _("The Outlaws’ deck has only %u cards: it runs out early and the common deck forms sooner (D13.4)."),
         size);
  if (!dodge)
    add (out, -1, deck_area (s), "%s",
         s == SG_LAW ? _("The Lawmen’s deck has no dodge card: only abilities and equipment can stop a shot.")
                     : _("The Outlaws’ deck has no dodge card: only abilities and equipment can stop a shot."));
  if (!shot)
    add (out, -1, deck_area (s), "%s",
         s == SG_LAW ? _("The Lawmen’s deck has no shot card: the Lawmen can hardly hurt anyone.")
                     : _("The Outlaws’ deck has no shot card: the Outlaws can hardly hurt anyone."));
}

/* Every problem, errors in the order the editor shows them, then warnings. */
static GArray *
collect (SgGameSetup *self)
{
  GArray *problems = g_array_new (FALSE, FALSE, sizeof (Problem));

  g_array_set_clear_func (problems, problem_clear);
  check_characters (self, problems);
  for (int s = 0; s < 2; s++)
    check_picks (self, s, problems);
  for (int s = 0; s < 2; s++)
    check_deck (self, s, problems);
  check_size (self, problems);
  for (int s = 0; s < 2; s++)
    check_warnings (self, s, problems);
  return problems;
}

gboolean
sg_game_setup_validate (SgGameSetup *self, GError **error)
{
  g_autoptr (GArray) problems = NULL;

  g_return_val_if_fail (SG_IS_GAME_SETUP (self), FALSE);

  problems = collect (self);
  for (guint i = 0; i < problems->len; i++)
    {
      Problem *p = &g_array_index (problems, Problem, i);

      if ((int) p->code >= 0)
        {
          g_set_error_literal (error, SG_GAME_SETUP_ERROR, p->code, p->message);
          return FALSE;
        }
    }
  return TRUE;
}

static char **
texts (SgGameSetup *self, SgSetupArea area, gboolean errors)
{
  g_autoptr (GArray) problems = collect (self);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < problems->len; i++)
    {
      Problem *p = &g_array_index (problems, Problem, i);

      if (((int) p->code >= 0) != errors || (area != SG_SETUP_AREA_ALL && p->area != area))
        continue;
      /* The size error is filed under both decks: say it once in all. */
      if (!g_hash_table_add (seen, p->message))
        continue;
      g_strv_builder_add (builder, p->message);
    }
  return g_strv_builder_end (builder);
}

char **
sg_game_setup_get_errors (SgGameSetup *self, SgSetupArea area)
{
  g_return_val_if_fail (SG_IS_GAME_SETUP (self), NULL);
  return texts (self, area, TRUE);
}

char **
sg_game_setup_get_warnings (SgGameSetup *self, SgSetupArea area)
{
  g_return_val_if_fail (SG_IS_GAME_SETUP (self), NULL);
  return texts (self, area, FALSE);
}

/* --- using --------------------------------------------------------------- */

gboolean
sg_game_setup_to_engine (SgGameSetup *self, guint64 seed, SgSetup *out, GError **error)
{
  g_return_val_if_fail (SG_IS_GAME_SETUP (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  sg_setup_default (out, seed);
  if (!sg_game_setup_validate (self, error))
    return FALSE;
  for (int s = 0; s < 2; s++)
    {
      out->characters[s] = (uint8_t) self->characters[s];
      memset (out->picks[s], SG_NONE, sizeof out->picks[s]);
      for (guint i = 0; i < self->n_picks[s]; i++)
        out->picks[s][i] = self->picks[s][i];
      out->fixed_order[s] = self->fixed_order[s] ? 1 : 0;
    }
  sg_game_setup_get_deck_list (self, &out->decks);
  return TRUE;
}

void
sg_game_setup_set_from_engine (SgGameSetup *self, const SgSetup *setup)
{
  g_return_if_fail (SG_IS_GAME_SETUP (self));
  g_return_if_fail (setup != NULL);

  for (int s = 0; s < 2; s++)
    {
      self->characters[s] = setup->characters[s] ? setup->characters[s] : 4;
      self->n_picks[s] = 0;
      for (int i = 0; i < SG_MAX_RESERVE && setup->picks[s][i] != SG_NONE; i++)
        self->picks[s][self->n_picks[s]++] = setup->picks[s][i];
      self->fixed_order[s] = setup->fixed_order[s] != 0;
      for (int t = 0; t < SG_N_CARD_TYPES; t++)
        self->count[s][t] = setup->decks.count[s][t];
    }
  self->different_counts = self->characters[SG_LAW] != self->characters[SG_OUTLAW];
  notify_all (self);
}

/* Summaries wrap in narrow rows, and a line must not end on "4" with
 * "characters" on the next.  Done on the formatted text, so that the
 * translations need not change. */
char *
sg_game_setup_keep_numbers (const char *text)
{
  GString *kept;

  g_return_val_if_fail (text != NULL, NULL);
  kept = g_string_sized_new (strlen (text) + 8);
  for (const char *p = text; *p != '\0'; p++)
    if (*p == ' ' && p > text && g_ascii_isdigit (p[-1]))
      g_string_append (kept, "\u00a0");
    else
      g_string_append_c (kept, *p);
  return g_string_free (kept, FALSE);
}

/* Appends " · " and piece (owned), its numbers kept with their words, to
 * a summary. */
static void
append_part (GString *text, char *piece)
{
  g_autofree char *kept = NULL;

  if (piece == NULL)
    return;
  kept = sg_game_setup_keep_numbers (piece);
  if (text->len > 0)
    g_string_append (text, " · ");
  g_string_append (text, kept);
  g_free (piece);
}

/* Each side's picks (one total for both read as the Lawmen's: "8
 * characters picked" for 6 and 2); NULL when there are none. */
static char *
describe_picks (SgGameSetup *self)
{
  guint law = self->n_picks[SG_LAW], outlaw = self->n_picks[SG_OUTLAW];

  if (law > 0 && outlaw > 0)
    return g_strdup_printf (_("characters picked: %u for the Lawmen, %u for the Outlaws"), law, outlaw);
  if (law > 0)
    return g_strdup_printf (_("characters picked: %u for the Lawmen"), law);
  if (outlaw > 0)
    return g_strdup_printf (_("characters picked: %u for the Outlaws"), outlaw);
  return NULL;
}

char *
sg_game_setup_describe (SgGameSetup *self)
{
  g_autoptr (GString) text = g_string_new (NULL);

  g_return_val_if_fail (SG_IS_GAME_SETUP (self), NULL);

  if (self->characters[SG_LAW] == self->characters[SG_OUTLAW])
    append_part (text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d character per side",
                                                     "%d characters per side",
                                                     (gulong) ABS (self->characters[SG_LAW])),
                                        self->characters[SG_LAW]));
  else
    append_part (text, g_strdup_printf (_("%d Lawmen against %d Outlaws"),
                                        self->characters[SG_LAW], self->characters[SG_OUTLAW]));
  append_part (text, g_strdup_printf (_("decks of %u and %u cards"),
                                      sg_game_setup_get_deck_size (self, SG_LAW),
                                      sg_game_setup_get_deck_size (self, SG_OUTLAW)));
  append_part (text, describe_picks (self));
  if (self->first_ac == SG_FIRST_AC_RANDOM)
    append_part (text, g_strdup (_("first active character at random")));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* --- text ---------------------------------------------------------------- */

static const char *const first_ac_names[] = { "choose", "random", NULL };
static const char *const level_names[] = { "easy", "medium", "hard", NULL };

static char *
side_key (const char *prefix, int side)
{
  return g_strdup_printf ("%s-%s", prefix, sg_side_name ((SgSide) side));
}

void
sg_game_setup_to_key_file (SgGameSetup *self, GKeyFile *key_file, const char *group)
{
  char decks[4096];
  SgDeckList list;

  g_return_if_fail (SG_IS_GAME_SETUP (self));
  g_return_if_fail (key_file != NULL && group != NULL);

  for (int s = 0; s < 2; s++)
    {
      g_autofree char *chars = side_key ("characters", s);
      g_autofree char *picks = side_key ("picks", s);
      g_autofree char *fixed = side_key ("fixed-order", s);
      const char *names[SG_N_CHARACTERS];
      guint n = 0;

      for (guint i = 0; i < self->n_picks[s]; i++)
        if (self->picks[s][i] < SG_N_CHARACTERS)
          names[n++] = sg_char_data ((SgCharId) self->picks[s][i])->name;
      g_key_file_set_integer (key_file, group, chars, self->characters[s]);
      g_key_file_set_string_list (key_file, group, picks, names, n);
      g_key_file_set_boolean (key_file, group, fixed, self->fixed_order[s]);
    }
  g_key_file_set_boolean (key_file, group, "different-counts", self->different_counts);
  g_key_file_set_string (key_file, group, "first-ac", first_ac_names[self->first_ac]);
  g_key_file_set_string (key_file, group, "bot-level", level_names[self->bot_level - SG_PLAYER_EASY]);
  sg_game_setup_get_deck_list (self, &list);
  sg_deck_file_write (&list, decks, sizeof decks);
  g_key_file_set_string (key_file, group, "decks", decks);
}

G_GNUC_PRINTF (3, 4) static gboolean
fail (GError **error, const char *name, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list ap;

  va_start (ap, format);
  message = g_strdup_vprintf (format, ap);
  va_end (ap);
  if (name != NULL)
    g_set_error (error, SG_GAME_SETUP_ERROR, SG_GAME_SETUP_ERROR_SYNTAX, "%s: %s", name, message);
  else
    g_set_error_literal (error, SG_GAME_SETUP_ERROR, SG_GAME_SETUP_ERROR_SYNTAX, message);
  return FALSE;
}

static int
choice_of (const char *const *choices, const char *value)
{
  for (int i = 0; choices[i] != NULL; i++)
    if (g_strcmp0 (choices[i], value) == 0)
      return i;
  return -1;
}

static gboolean
read_side (SgGameSetup *into, GKeyFile *kf, const char *group, int s, const char *name, GError **error)
{
  g_autofree char *chars = side_key ("characters", s);
  g_autofree char *picks = side_key ("picks", s);
  g_autofree char *fixed = side_key ("fixed-order", s);
  g_autoptr (GError) local = NULL;
  g_auto (GStrv) list = NULL;
  gsize n = 0;

  /* Said apart: a key left out is fixed by adding it, not by retyping it. */
  if (!g_key_file_has_key (kf, group, chars, NULL))
    return fail (error, name, _("“%s” is missing"), chars);
  into->characters[s] = g_key_file_get_integer (kf, group, chars, &local);
  /* Not "a whole number" for 99999999999, which is one: the range is what
   * the value missed.  A number within an int but out of the range is
   * kept, for validation to say so (sg_game_setup_validate). */
  if (local != NULL)
    return fail (error, name, _("“%s” must be a number from %d to %d"), chars, 1, SG_MAX_RESERVE);
  if (g_key_file_has_key (kf, group, fixed, NULL))
    {
      into->fixed_order[s] = g_key_file_get_boolean (kf, group, fixed, &local);
      if (local != NULL)
        return fail (error, name, _("“%s” must be true or false"), fixed);
    }
  list = g_key_file_get_string_list (kf, group, picks, &n, NULL);
  into->n_picks[s] = 0;
  for (gsize i = 0; list != NULL && i < n; i++)
    {
      int ch = sg_char_by_name (list[i]);

      if (ch < 0)
        {
          g_autofree char *shown = sg_file_text_readable (list[i], SG_FILE_TEXT_WORD);

          return fail (error, name, _("“%s”: “%s” is not a character"), picks, shown);
        }
      if (into->n_picks[s] < G_N_ELEMENTS (into->picks[s]))
        into->picks[s][into->n_picks[s]++] = (guint8) ch;
    }
  return TRUE;
}

static gboolean
read_choice (GKeyFile *kf, const char *group, const char *key, const char *const *choices,
             int *out, const char *name, GError **error)
{
  g_autofree char *value = NULL;

  if (!g_key_file_has_key (kf, group, key, NULL))
    return TRUE;
  value = g_key_file_get_string (kf, group, key, NULL);
  *out = choice_of (choices, value);
  if (*out < 0)
    {
      g_autofree char *all = g_strjoinv (", ", (char **) choices);
      return fail (error, name, _("“%s” must be one of %s"), key, all);
    }
  return TRUE;
}

gboolean
sg_game_setup_from_key_file (SgGameSetup *self, GKeyFile *key_file, const char *group,
                             const char *name, GError **error)
{
  g_autoptr (SgGameSetup) into = sg_game_setup_new ();
  g_autoptr (GError) local = NULL;
  g_autofree char *decks = NULL;
  SgDeckList list;
  SgDeckFileError why;
  int first_ac = SG_FIRST_AC_CHOOSE, level = SG_PLAYER_MEDIUM - SG_PLAYER_EASY;

  g_return_val_if_fail (SG_IS_GAME_SETUP (self), FALSE);
  g_return_val_if_fail (key_file != NULL && group != NULL, FALSE);

  if (!g_key_file_has_group (key_file, group))
    return fail (error, name, _("no [%s] group"), group);
  for (int s = 0; s < 2; s++)
    if (!read_side (into, key_file, group, s, name, error))
      return FALSE;
  if (g_key_file_has_key (key_file, group, "different-counts", NULL))
    {
      into->different_counts = g_key_file_get_boolean (key_file, group, "different-counts", &local);
      if (local != NULL)
        return fail (error, name, _("“%s” must be true or false"), "different-counts");
    }
  if (!read_choice (key_file, group, "first-ac", first_ac_names, &first_ac, name, error)
      || !read_choice (key_file, group, "bot-level", level_names, &level, name, error))
    return FALSE;
  into->first_ac = (SgFirstAc) first_ac;
  into->bot_level = (SgPlayerKind) (SG_PLAYER_EASY + level);

  if (!g_key_file_has_key (key_file, group, "decks", NULL))
    return fail (error, name, _("“%s” is missing"), "decks");
  decks = g_key_file_get_string (key_file, group, "decks", NULL);
  if (decks == NULL)
    return fail (error, name, _("“%s” must be UTF-8 text"), "decks");
  /* Worded here, translated: the parser's own message is the command
   * line's ("decks:2: unknown card 'Colte' (sixgun-cli cards lists them)").
   * The list's lines are entries of one line of the file: quoted, not
   * counted. */
  if (!sg_deck_file_read (decks, strlen (decks), &list, &why))
    {
      g_autofree char *text = sg_deck_file_text_describe_entry (&why, "decks", decks, strlen (decks));
      return fail (error, name, "%s", text);
    }
  for (int s = 0; s < 2; s++)
    for (int t = 0; t < SG_N_CARD_TYPES; t++)
      into->count[s][t] = list.count[s][t];

  sg_game_setup_assign (self, into);
  return TRUE;
}

#define SETUP_GROUP "Sixgun Setup"

char *
sg_game_setup_to_data (SgGameSetup *self)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();

  g_return_val_if_fail (SG_IS_GAME_SETUP (self), NULL);
  sg_game_setup_to_key_file (self, kf, SETUP_GROUP);
  return g_key_file_to_data (kf, NULL, NULL);
}

SgGameSetup *
sg_game_setup_new_from_data (const char *data, gssize length, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (data != NULL, NULL);

  if (!sg_file_text_load_key_file (kf, data, length < 0 ? strlen (data) : (gsize) length, &local))
    {
      fail (error, NULL, _("not a Sixgun setup (%s)"), local->message);
      return NULL;
    }
  if (!sg_game_setup_from_key_file (setup, kf, SETUP_GROUP, NULL, error))
    return NULL;
  return g_steal_pointer (&setup);
}
