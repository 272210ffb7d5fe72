/* sg-save.c: saved games as exact replays (sg-save.h, docs/save-format.md). */
#include "sg-save.h"

#include <glib/gi18n.h>
#include <stddef.h>
#include <string.h>

#include "sg-atomic-file.h"
#include "sg-bot.h"
#include "sg-deck-file.h"
#include "sg-deck-file-text.h"
#include "sg-file-text.h"
#include "sg-label.h"
#include "sg-label-text.h"
#include "sg-refusal-text.h"
#include "sg-scenario.h"

#define GROUP "Sixgun Save"

struct _SgSave {
  SgSetup setup;
  char *players[2];
  GPtrArray *actions;  /* statements, owned */
  guint take_backs;    /* moves the person took back (sg-practice.h) */
};

G_DEFINE_QUARK (sg-save-error-quark, sg_save_error)

SgSave *
sg_save_new (const SgSetup *setup)
{
  SgSave *save = g_new0 (SgSave, 1);
  save->setup = *setup;
  save->players[0] = g_strdup ("person");
  save->players[1] = g_strdup ("person");
  save->actions = g_ptr_array_new_with_free_func (g_free);
  return save;
}

void
sg_save_free (SgSave *save)
{
  if (save == NULL)
    return;
  g_free (save->players[0]);
  g_free (save->players[1]);
  g_ptr_array_unref (save->actions);
  g_free (save);
}

SgSave *
sg_save_copy (const SgSave *save)
{
  SgSave *copy = sg_save_new (&save->setup);
  for (int s = 0; s < 2; s++)
    sg_save_set_player (copy, (SgSide) s, save->players[s]);
  for (guint i = 0; i < save->actions->len; i++)
    g_ptr_array_add (copy->actions, g_strdup (save->actions->pdata[i]));
  copy->take_backs = save->take_backs;
  return copy;
}

const SgSetup *
sg_save_get_setup (const SgSave *save)
{
  return &save->setup;
}

guint
sg_save_get_take_backs (const SgSave *save)
{
  return save->take_backs;
}

void
sg_save_count_take_back (SgSave *save)
{
  if (save->take_backs < G_MAXUINT16)
    save->take_backs++;
}

static gboolean
player_known (const char *player)
{
  SgBotKind kind;
  return player != NULL && (strcmp (player, "person") == 0 || sg_bot_kind_from_name (player, &kind));
}

gboolean
sg_save_set_player (SgSave *save, SgSide side, const char *player)
{
  if (side > SG_OUTLAW || !player_known (player))
    return FALSE;
  g_free (save->players[side]);
  save->players[side] = g_strdup (player);
  return TRUE;
}

const char *
sg_save_get_player (const SgSave *save, SgSide side)
{
  return save->players[side == SG_OUTLAW];
}

guint
sg_save_get_n_actions (const SgSave *save)
{
  return save->actions->len;
}

const char *
sg_save_get_action (const SgSave *save, guint i)
{
  g_return_val_if_fail (i < save->actions->len, NULL);
  return save->actions->pdata[i];
}

void
sg_save_truncate (SgSave *save, guint n)
{
  if (n < save->actions->len)
    g_ptr_array_set_size (save->actions, (gint) n);
}

/* --- recording and replaying ------------------------------------------ */

gboolean
sg_save_record (SgSave *save, const SgGame *game, const SgAction *a, GError **error)
{
  SgAction opts[SG_MAX_ACTIONS];
  int n = sg_game_legal_actions (game, opts);
  for (int i = 0; i < n; i++)
    if (sg_action_equivalent (game, &opts[i], a))
      {
        char label[256];
        sg_action_label (game, opts, n, i, label, sizeof label);
        g_ptr_array_add (save->actions,
                         g_strdup_printf ("%s %s", sg_side_name ((SgSide) a->side), label));
        return TRUE;
      }
  g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_ACTION,
               _("action %u is not one of the legal options"), save->actions->len + 1);
  return FALSE;
}

/* Why a statement found no option, translated: the rules' refusal in the
 * app's words (sg-refusal-text.h) is set apart by the caller; the reader's
 * reasons have codes, worded by sg-label-text.h (their English is the
 * command line's). */
static char *
miss_reason (SgScenarioMiss miss, const SgLabelWhy *why)
{
  g_autofree char *reason = NULL;

  switch (miss)
    {
    case SG_SCENARIO_MISS_NOTHING_NAMED:
      return sg_label_text_describe (why);
    case SG_SCENARIO_MISS_NO_MATCH:
      return g_strdup (_("none of the moves allowed at that point is that one"));
    case SG_SCENARIO_MISS_WORDS:
    case SG_SCENARIO_MISS_REFUSED:
    default:
      reason = sg_label_text_describe (why);
      /* Translators: a move in a saved game that is not written as the
       * app writes moves; %s is why, e.g. there is no card called
       * “Bazooka”. */
      return g_strdup_printf (_("it is not written as Sixgun writes moves: %s"), reason);
    }
}

static void
set_refused (GError **error, guint number, const char *shown, const SgRefusal *r)
{
  g_autofree char *reason = sg_refusal_text_describe (r);

  g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_ACTION,
               /* Translators: %u: the action's number in the save; the
                * first %s: the action as the file writes it, in the
                * English of the file format ("law play Colt"); then why
                * the rules refuse it, a sentence with its rule ID. */
               _("action %u (“%s”) is refused. %s"), number, shown, reason);
}

static gboolean
replay_one (SgGame *game, const char *statement, guint number, GError **error)
{
  SgAction a;
  SgLabelWhy why;
  SgScenarioMiss miss;
  SgRefusal r;
  /* A statement is a line of the file: it may be any length. */
  g_autofree char *shown = sg_file_text_readable (statement, 80);
  if (!sg_scenario_find_action_miss (game, statement, &a, &miss, &r, &why))
    {
      g_autofree char *reason = NULL;
      if (miss == SG_SCENARIO_MISS_REFUSED)
        {
          set_refused (error, number, shown, &r);
          return FALSE;
        }
      reason = miss_reason (miss, &why);
      g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_ACTION,
                   /* Translators: %u: the action's number in the save; %s:
                    * the action as the file writes it, in the English of
                    * the file format ("law play Colt"); then the reason. */
                   _("action %u (“%s”) cannot be replayed: %s"), number, shown, reason);
      return FALSE;
    }
  r = sg_game_apply (game, &a);
  if (r.code != SG_OK)
    {
      set_refused (error, number, shown, &r);
      return FALSE;
    }
  return TRUE;
}

gboolean
sg_save_replay_heard (const SgSave *save, guint n, SgGame *game, SgSaveStepFn step, void *data,
                      GError **error)
{
  sg_game_new (game, &save->setup); /* keeps the observer */
  for (guint i = 0; i < n && i < save->actions->len; i++)
    {
      if (!replay_one (game, save->actions->pdata[i], i + 1, error))
        return FALSE;
      if (step != NULL)
        step (data);
    }
  return TRUE;
}

gboolean
sg_save_replay (const SgSave *save, guint n, SgGame *game, GError **error)
{
  memset (game, 0, sizeof *game);
  return sg_save_replay_heard (save, n, game, NULL, NULL, error);
}

guint64
sg_save_fingerprint (const SgGame *game)
{
  return sg_game_fingerprint (game);
}

/* --- text ------------------------------------------------------------- */

static void
write_side (GKeyFile *kf, const SgSave *save, SgSide side)
{
  const char *name = sg_side_name (side);
  g_autofree char *players = g_strdup_printf ("player-%s", name);
  g_autofree char *chars = g_strdup_printf ("characters-%s", name);
  g_autofree char *picks = g_strdup_printf ("picks-%s", name);
  g_autofree char *fixed = g_strdup_printf ("fixed-order-%s", name);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  for (int i = 0; i < SG_MAX_RESERVE && save->setup.picks[side][i] != SG_NONE; i++)
    g_ptr_array_add (names, (gpointer) sg_char_data ((SgCharId) save->setup.picks[side][i])->name);
  g_key_file_set_string (kf, GROUP, players, save->players[side]);
  /* 0 in SgSetup means the rulebook's 4: write what the game has. */
  g_key_file_set_integer (kf, GROUP, chars, save->setup.characters[side] ? save->setup.characters[side] : 4);
  g_key_file_set_string_list (kf, GROUP, picks, (const char *const *) names->pdata, names->len);
  g_key_file_set_boolean (kf, GROUP, fixed, save->setup.fixed_order[side] != 0);
}

char *
sg_save_to_data (const SgSave *save, const SgGame *game, gsize *length)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  char deck[4096];
  g_key_file_set_integer (kf, GROUP, "version", SG_SAVE_VERSION);
  g_key_file_set_uint64 (kf, GROUP, "seed", save->setup.seed);
  for (int s = 0; s < 2; s++)
    write_side (kf, save, (SgSide) s);
  sg_deck_file_write (&save->setup.decks, deck, sizeof deck);
  g_key_file_set_string (kf, GROUP, "decks", deck);
  g_key_file_set_boolean (kf, GROUP, "return-fire-own-gatling",
                          save->setup.options.return_fire_own_gatling != 0);
  g_key_file_set_boolean (kf, GROUP, "toco-discard-as-colt",
                          save->setup.options.toco_discard_as_colt != 0);
  g_key_file_set_integer (kf, GROUP, "turn-cap", save->setup.options.turn_cap);
  /* Written only when there were some: a save without take-backs reads
   * the same in a Sixgun that predates the key. */
  if (save->take_backs > 0)
    g_key_file_set_integer (kf, GROUP, "take-backs", (int) save->take_backs);
  g_key_file_set_string_list (kf, GROUP, "actions", (const char *const *) save->actions->pdata,
                              save->actions->len);
  g_autofree char *fp = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", sg_save_fingerprint (game));
  g_key_file_set_string (kf, GROUP, "fingerprint", fp);
  return g_key_file_to_data (kf, length, NULL);
}

/* Reads an integer key within min..max; errors say which key. */
static gboolean
read_int (GKeyFile *kf, const char *key, int min, int max, int *out, const char *name, GError **error)
{
  g_autoptr (GError) local = NULL;
  int v = g_key_file_get_integer (kf, GROUP, key, &local);
  if (local != NULL || v < min || v > max)
    {
      g_autofree char *why = g_strdup_printf (_("“%s” must be a number from %d to %d"), key, min, max);
      g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_SYNTAX, "%s: %s", name, why);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

static gboolean
read_bool (GKeyFile *kf, const char *key, uint8_t *out, const char *name, GError **error)
{
  g_autoptr (GError) local = NULL;
  gboolean v = g_key_file_get_boolean (kf, GROUP, key, &local);
  if (local != NULL)
    {
      g_autofree char *why = g_strdup_printf (_("“%s” must be true or false"), key);
      g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_SYNTAX, "%s: %s", name, why);
      return FALSE;
    }
  *out = v ? 1 : 0;
  return TRUE;
}

static gboolean
read_side (GKeyFile *kf, SgSave *save, SgSide side, const char *name, GError **error)
{
  const char *sname = sg_side_name (side);
  g_autofree char *players = g_strdup_printf ("player-%s", sname);
  g_autofree char *chars = g_strdup_printf ("characters-%s", sname);
  g_autofree char *picks = g_strdup_printf ("picks-%s", sname);
  g_autofree char *fixed = g_strdup_printf ("fixed-order-%s", sname);
  g_autofree char *player = g_key_file_get_string (kf, GROUP, players, NULL);
  if (!sg_save_set_player (save, side, player))
    {
      /* The choices are words of the file format, in English. */
      g_autofree char *why = g_strdup_printf (_("“%s” must be one of %s"), players,
                                              "person, easy, medium, hard, heuristic, random");
      g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_SYNTAX, "%s: %s", name, why);
      return FALSE;
    }
  int count;
  if (!read_int (kf, chars, 1, SG_MAX_RESERVE, &count, name, error)
      || !read_bool (kf, fixed, &save->setup.fixed_order[side], name, error))
    return FALSE;
  save->setup.characters[side] = (uint8_t) count;
  gsize n = 0;
  g_auto (GStrv) list = g_key_file_get_string_list (kf, GROUP, picks, &n, NULL);
  memset (save->setup.picks[side], SG_NONE, sizeof save->setup.picks[side]);
  for (gsize i = 0; list != NULL && i < n; i++)
    {
      int ch = sg_char_by_name (list[i]);
      if (ch < 0 || i >= (gsize) count || i >= SG_MAX_RESERVE)
        {
          g_autofree char *shown = sg_file_text_readable (list[i], SG_FILE_TEXT_WORD);
          g_autofree char *why = g_strdup_printf (_("“%s”: “%s” is not a character to pick here"), picks, shown);
          g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_SETUP, "%s: %s", name, why);
          return FALSE;
        }
      save->setup.picks[side][i] = (uint8_t) ch;
    }
  return TRUE;
}

/* In the app's words, as a preset's decks are (sg-deck-file-text.h): the
 * parser's own message is the command line's ("decks:2: unknown card
 * 'Colte' (sixgun-cli cards lists them)"). */
static gboolean
read_decks (GKeyFile *kf, SgSave *save, const char *name, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *decks = g_key_file_get_string (kf, GROUP, "decks", &local);
  g_autofree char *why = NULL;
  SgDeckFileError e;
  if (decks == NULL)
    why = g_strdup_printf (g_error_matches (local, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_UNKNOWN_ENCODING)
                           ? _("“%s” must be UTF-8 text") : _("“%s” is missing"), "decks");
  else if (!sg_deck_file_read (decks, strlen (decks), &save->setup.decks, &e))
    why = sg_deck_file_text_describe_entry (&e, "decks", decks, strlen (decks));
  if (why == NULL)
    return TRUE;
  g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_SETUP, "%s: %s", name, why);
  return FALSE;
}

static gboolean
read_setup (GKeyFile *kf, SgSave *save, int *version_out, const char *name, GError **error)
{
  g_autoptr (GError) local = NULL;
  int version = 0;
  if (!read_int (kf, "version", 1, G_MAXINT, &version, name, error))
    return FALSE;
  *version_out = version;
  if (version > SG_SAVE_VERSION)
    {
      g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_VERSION,
                   _("%s: written by a newer Sixgun (save version %d, this one reads %d)"), name, version,
                   SG_SAVE_VERSION);
      return FALSE;
    }
  save->setup.seed = g_key_file_get_uint64 (kf, GROUP, "seed", &local);
  if (local != NULL)
    {
      g_autofree char *why = g_strdup_printf (_("“%s” must be a whole number"), "seed");
      g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_SYNTAX, "%s: %s", name, why);
      return FALSE;
    }
  for (int s = 0; s < 2; s++)
    if (!read_side (kf, save, (SgSide) s, name, error))
      return FALSE;
  if (!read_decks (kf, save, name, error))
    return FALSE;
  int cap;
  return read_bool (kf, "return-fire-own-gatling", &save->setup.options.return_fire_own_gatling, name, error)
         && read_bool (kf, "toco-discard-as-colt", &save->setup.options.toco_discard_as_colt, name, error)
         && read_int (kf, "turn-cap", 0, G_MAXUINT16, &cap, name, error)
         && ((save->setup.options.turn_cap = (uint16_t) cap), TRUE);
}

/* The optional count of take-backs: none when the key is absent (saves
 * written before it, and games without any). */
static gboolean
read_take_backs (GKeyFile *kf, SgSave *save, const char *name, GError **error)
{
  int n = 0;
  if (!g_key_file_has_key (kf, GROUP, "take-backs", NULL))
    return TRUE;
  if (!read_int (kf, "take-backs", 0, G_MAXUINT16, &n, name, error))
    return FALSE;
  save->take_backs = (guint) n;
  return TRUE;
}

/* How a replay is heard (sg_save_replay_heard): nothing for a plain read. */
typedef struct {
  SgSaveStepFn step;
  void *data;
} Heard;

static gboolean
replay_all (const SgSave *save, SgGame *game, const Heard *heard, const char *name, GError **error)
{
  g_autoptr (GError) local = NULL;
  if (!sg_save_replay_heard (save, save->actions->len, game, heard->step, heard->data, &local))
    {
      g_set_error (error, SG_SAVE_ERROR, local->code, "%s: %s", name, local->message);
      return FALSE;
    }
  return TRUE;
}

/* Version 1 hashed the engine's memory (the SgGame bytes), which changes
 * with any rework of the engine's structures even when the game is the
 * same: its fingerprints cannot be checked by a later build.  From version 2
 * the fingerprint is the rules' state (sg_game_fingerprint). */
#define FIRST_PORTABLE_FINGERPRINT 2

static gboolean fingerprint_matches (GKeyFile *kf, const SgGame *game, const char *name, GError **error);

static SgSave *
from_data (const char *data, gsize length, const char *name, SgGame *game, const Heard *heard,
           GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) local = NULL;
  name = name != NULL ? name : "save";
  if (!sg_file_text_load_key_file (kf, data, length, &local) || !g_key_file_has_group (kf, GROUP))
    {
      g_autofree char *why = local != NULL ? g_strdup (local->message)
                                           : g_strdup_printf (_("no [%s] group"), GROUP);
      g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_SYNTAX, _("%s: not a Sixgun save (%s)"), name, why);
      return NULL;
    }
  SgSetup setup;
  sg_setup_default (&setup, 0);
  g_autoptr (SgSave) save = sg_save_new (&setup);
  int version = 0;
  if (!read_setup (kf, save, &version, name, error) || !read_take_backs (kf, save, name, error))
    return NULL;
  gsize n = 0;
  g_auto (GStrv) actions = g_key_file_get_string_list (kf, GROUP, "actions", &n, NULL);
  for (gsize i = 0; actions != NULL && i < n; i++)
    g_ptr_array_add (save->actions, g_strdup (actions[i]));
  if (!replay_all (save, game, heard, name, error))
    return NULL;
  if (version < FIRST_PORTABLE_FINGERPRINT)
    return g_steal_pointer (&save); /* every action replayed; its hash was of memory */
  if (!fingerprint_matches (kf, game, name, error))
    return NULL;
  return g_steal_pointer (&save);
}

SgSave *
sg_save_from_data (const char *data, gsize length, const char *name, SgGame *game, GError **error)
{
  const Heard none = { NULL, NULL };

  memset (game, 0, sizeof *game); /* no observer */
  return from_data (data, length, name, game, &none, error);
}

/* The fingerprint written with the save against the replayed game's. */
static gboolean
fingerprint_matches (GKeyFile *kf, const SgGame *game, const char *name, GError **error)
{
  g_autofree char *fp = g_key_file_get_string (kf, GROUP, "fingerprint", NULL);
  g_autofree char *want = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", sg_save_fingerprint (game));
  if (fp == NULL || g_ascii_strcasecmp (fp, want) != 0)
    {
      g_autofree char *shown = sg_file_text_readable (fp, SG_FILE_TEXT_WORD);
      if (fp == NULL)
        g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_DIVERGED,
                     _("%s: the fingerprint of the game is missing (the replayed game’s is %s)"), name, want);
      else
        g_set_error (error, SG_SAVE_ERROR, SG_SAVE_ERROR_DIVERGED,
                     _("%s: the replayed game does not match the saved one (fingerprint %s, expected %s)"),
                     name, want, shown);
      return FALSE;
    }
  return TRUE;
}

/* --- files ------------------------------------------------------------ */

gboolean
sg_save_write_file (const SgSave *save, const SgGame *game, GFile *file, GCancellable *cancellable,
                    GError **error)
{
  gsize length = 0;
  g_autofree char *data = sg_save_to_data (save, game, &length);
  g_autoptr (GFile) dir = g_file_get_parent (file);
  g_autoptr (GError) local = NULL;
  if (dir != NULL && !g_file_make_directory_with_parents (dir, cancellable, &local)
      && !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  /* A temporary file next to the save, synced, then renamed over it, even
   * when there is no save yet: a crash leaves the old save or the new one,
   * never half of one.  Not g_file_replace_contents for a local file: it
   * writes a file that does not exist yet in place, so a kill during the
   * first save of a game left an empty or half-written save
   * (tests/model/test-autosave-kill.c).  Not g_file_set_contents either:
   * its temporary NAME.XXXXXX cannot be told from a player's NAME.backup
   * when cleaning up after a crash. */
  g_autofree char *path = g_file_get_path (file);
  if (path != NULL)
    return sg_atomic_file_write (path, data, length, error);
  return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                  cancellable, error);
}

SgSave *
sg_save_read_file_heard (GFile *file, SgGame *game, SgSaveStepFn step, void *data,
                         GCancellable *cancellable, GError **error)
{
  const Heard heard = { step, data };
  g_autofree char *text = NULL;
  gsize length = 0;
  if (!g_file_load_contents (file, cancellable, &text, &length, NULL, error))
    return NULL;
  g_autofree char *name = g_file_get_parse_name (file);
  return from_data (text, length, name, game, &heard, error);
}

SgSave *
sg_save_read_file (GFile *file, SgGame *game, GCancellable *cancellable, GError **error)
{
  memset (game, 0, sizeof *game); /* no observer */
  return sg_save_read_file_heard (file, game, NULL, NULL, cancellable, error);
}

GFile *
sg_save_keep_aside (GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_return_val_if_fail (path != NULL, NULL);
  for (int i = 0; i < 1000; i++)
    {
      g_autofree char *bad = i == 0 ? g_strdup_printf ("%s.bad", path) : g_strdup_printf ("%s.bad.%d", path, i);
      g_autoptr (GFile) target = g_file_new_for_path (bad);
      g_autoptr (GError) local = NULL;
      if (g_file_move (file, target, G_FILE_COPY_NONE, NULL, NULL, NULL, &local))
        return g_steal_pointer (&target);
      if (!g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, _("There are too many kept-aside copies of %s."), path);
  return NULL;
}

char *
sg_save_keep_aside_path (const char *path, GError **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) kept = sg_save_keep_aside (file, error);
  return kept != NULL ? g_file_get_path (kept) : NULL;
}

