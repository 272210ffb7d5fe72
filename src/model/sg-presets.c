/* sg-presets.c: named game setups, kept as key files (see the header). */
#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sg-file-text.h"
#include "sg-presets.h"

#define MAX_NAME 80

typedef struct {
  char *name;
  char *path;          /* NULL for a built-in */
  SgGameSetup *setup;
} Entry;

struct _SgPresets
{
  GObject parent_instance;

  char *dir;
  GPtrArray *entries;   /* Entry, built-ins first */
  GPtrArray *problems;  /* "FILE: reason", NULL-terminated */
};

G_DEFINE_FINAL_TYPE (SgPresets, sg_presets, G_TYPE_OBJECT)
G_DEFINE_QUARK (sg-presets-error-quark, sg_presets_error)

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_free (entry->name);
  g_free (entry->path);
  g_clear_object (&entry->setup);
  g_free (entry);
}

static Entry *
entry_new (const char *name, const char *path, SgGameSetup *setup)
{
  Entry *entry = g_new0 (Entry, 1);

  entry->name = g_strdup (name);
  entry->path = g_strdup (path);
  entry->setup = setup;
  return entry;
}

/* --- text ---------------------------------------------------------------- */

/* How many cards each deck holds, written by this version (optional: files
 * from earlier versions have none and are read as they are). */
static const char *const deck_size_keys[2] = { "cards-law", "cards-outlaw" };

/* The decks read must hold what the file says they hold, when it says so:
 * a file cut short after one of the decks' entries is otherwise a valid
 * preset with fewer cards. */
static gboolean
check_deck_sizes (GKeyFile *kf, SgGameSetup *setup, const char *source, GError **error)
{
  for (int s = 0; s < 2; s++)
    {
      const char *key = deck_size_keys[s];
      g_autoptr (GError) local = NULL;
      guint read = sg_game_setup_get_deck_size (setup, (SgSide) s);
      int said;

      if (!g_key_file_has_key (kf, SG_PRESET_GROUP, key, NULL))
        continue;
      said = g_key_file_get_integer (kf, SG_PRESET_GROUP, key, &local);
      if (local != NULL || said < 0 || said > SG_MAX_CARDS)
        {
          g_autofree char *why = g_strdup_printf (_("“%s” must be a number from %d to %d"), key, 0, SG_MAX_CARDS);
          g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_INVALID, "%s: %s", source, why);
          return FALSE;
        }
      if ((guint) said != read)
        {
          g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_INVALID,
                       s == SG_LAW
                       /* Translators: %s: the preset's file name; “decks”
                        * and “cards-law” are keys of the file: keep them. */
                       ? _("%s: “decks” holds %u cards for the Lawmen, but “cards-law” says %d: the file was cut short, or its decks were edited by hand")
                       /* Translators: as for the Lawmen, with the key “cards-outlaw”. */
                       : _("%s: “decks” holds %u cards for the Outlaws, but “cards-outlaw” says %d: the file was cut short, or its decks were edited by hand"),
                       source, read, said);
          return FALSE;
        }
    }
  return TRUE;
}

char *
sg_preset_to_data (const char *name, SgGameSetup *setup, gsize *length)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (SG_IS_GAME_SETUP (setup), NULL);

  g_key_file_set_integer (kf, SG_PRESET_GROUP, "version", SG_PRESET_VERSION);
  g_key_file_set_string (kf, SG_PRESET_GROUP, "name", name);
  /* Before the decks, which come last: a file cut short keeps these and
   * loses cards (the key file has no end marker), so the counts tell it. */
  for (int s = 0; s < 2; s++)
    g_key_file_set_integer (kf, SG_PRESET_GROUP, deck_size_keys[s],
                            (gint) sg_game_setup_get_deck_size (setup, (SgSide) s));
  sg_game_setup_to_key_file (setup, kf, SG_PRESET_GROUP);
  return g_key_file_to_data (kf, length, NULL);
}

SgGameSetup *
sg_preset_from_data (const char *data, gsize length, const char *source, char **name, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (SgGameSetup) setup = sg_game_setup_new ();
  g_autoptr (GError) local = NULL;
  int version;

  g_return_val_if_fail (data != NULL, NULL);
  source = source != NULL ? source : "preset";

  if (!sg_file_text_load_key_file (kf, data, length, &local)
      || !g_key_file_has_group (kf, SG_PRESET_GROUP))
    {
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_INVALID,
                   _("%s: not a Sixgun preset (%s)"), source,
                   local != NULL ? local->message : _("no [Sixgun Preset] group"));
      return NULL;
    }
  if (!g_key_file_has_key (kf, SG_PRESET_GROUP, "version", NULL))
    {
      g_autofree char *why = g_strdup_printf (_("“%s” is missing"), "version");
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_INVALID, "%s: %s", source, why);
      return NULL;
    }
  version = g_key_file_get_integer (kf, SG_PRESET_GROUP, "version", &local);
  if (local != NULL || version < 1)
    {
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_INVALID,
                   _("%s: “version” must be a whole number from 1"), source);
      return NULL;
    }
  if (version > SG_PRESET_VERSION)
    {
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_INVALID,
                   _("%s: written by a newer Sixgun (preset version %d, this one reads %d)"),
                   source, version, SG_PRESET_VERSION);
      return NULL;
    }
  if (!sg_game_setup_from_key_file (setup, kf, SG_PRESET_GROUP, source, &local))
    {
      g_set_error_literal (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_INVALID, local->message);
      return NULL;
    }
  if (!check_deck_sizes (kf, setup, source, error))
    return NULL;
  if (!sg_game_setup_validate (setup, &local))
    {
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_INVALID, "%s: %s", source, local->message);
      return NULL;
    }
  if (name != NULL)
    {
      *name = g_key_file_get_string (kf, SG_PRESET_GROUP, "name", &local);
      /* Not "the preset has no name": it has one, that cannot be shown. */
      if (g_error_matches (local, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_UNKNOWN_ENCODING))
        {
          g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_INVALID, "%s: %s", source,
                       _("the name is not valid text"));
          return NULL;
        }
      if (*name != NULL)
        g_strstrip (*name);
    }
  return g_steal_pointer (&setup);
}

/* --- the built-ins ------------------------------------------------------- */

const char *
sg_presets_display_name (const char *name)
{
  if (g_strcmp0 (name, SG_PRESET_RULEBOOK) == 0)
    return _("Rulebook");
  if (g_strcmp0 (name, SG_PRESET_LONG_GAME) == 0)
    return _("Long game (8 characters)");
  return name;
}

static void
add_builtins (SgPresets *self)
{
  SgGameSetup *rulebook = sg_game_setup_new ();
  SgGameSetup *long_game = sg_game_setup_new ();

  /* The rulebook suggests more characters for a longer game (E-44). */
  sg_game_setup_set_characters (long_game, SG_LAW, 8);
  g_ptr_array_add (self->entries, entry_new (SG_PRESET_RULEBOOK, NULL, rulebook));
  g_ptr_array_add (self->entries, entry_new (SG_PRESET_LONG_GAME, NULL, long_game));
}

/* --- the directory ------------------------------------------------------- */

static Entry *
find (SgPresets *self, const char *name)
{
  for (guint i = 0; name != NULL && i < self->entries->len; i++)
    {
      Entry *entry = self->entries->pdata[i];

      if (g_strcmp0 (entry->name, name) == 0)
        return entry;
    }
  return NULL;
}

/* Names differing only in case or blanks would confuse: one is taken. */
static Entry *
find_similar (SgPresets *self, const char *name)
{
  g_autofree char *key = g_utf8_casefold (name, -1);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = self->entries->pdata[i];
      g_autofree char *other = g_utf8_casefold (entry->name, -1);

      if (g_strcmp0 (key, other) == 0 || g_utf8_collate (sg_presets_display_name (entry->name), name) == 0)
        return entry;
    }
  return NULL;
}

static void
add_problem (SgPresets *self, const char *path, const char *reason)
{
  g_autofree char *base = g_filename_display_basename (path);

  /* Keep the array NULL-terminated. */
  g_ptr_array_set_size (self->problems, self->problems->len - 1);
  g_ptr_array_add (self->problems, g_strdup_printf ("%s: %s", base, reason));
  g_ptr_array_add (self->problems, NULL);
}

static gint
compare_entries (gconstpointer a, gconstpointer b)
{
  const Entry *ea = *(Entry *const *) a;
  const Entry *eb = *(Entry *const *) b;

  if ((ea->path == NULL) != (eb->path == NULL))
    return ea->path == NULL ? -1 : 1;
  if (ea->path == NULL)
    return 0;
  return g_utf8_collate (ea->name, eb->name);
}

static gint
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static void
read_file (SgPresets *self, const char *path)
{
  g_autofree char *data = NULL;
  g_autofree char *name = NULL;
  g_autofree char *base = g_filename_display_basename (path);
  g_autofree char *problem = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (SgGameSetup) setup = NULL;
  gsize length = 0;
  Entry *other;

  if (!g_file_get_contents (path, &data, &length, &error))
    {
      add_problem (self, path, error->message);
      return;
    }
  setup = sg_preset_from_data (data, length, base, &name, &error);
  if (setup == NULL)
    {
      /* The message already names the file. */
      g_ptr_array_set_size (self->problems, self->problems->len - 1);
      g_ptr_array_add (self->problems, g_strdup (error->message));
      g_ptr_array_add (self->problems, NULL);
      return;
    }
  /* A name the editor would refuse is refused here too: 600 characters,
   * two lines or a right-to-left override would garble the list. */
  problem = sg_presets_name_problem (name);
  if (problem != NULL)
    {
      add_problem (self, path, problem);
      return;
    }
  other = find_similar (self, name);
  if (other != NULL)
    {
      g_autofree char *why = other->path == NULL
        ? g_strdup_printf (_("“%s” is the name of a built-in preset"), name)
        : g_strdup_printf (_("the name “%s” is already used by %s"), name, other->path);
      add_problem (self, path, why);
      return;
    }
  g_ptr_array_add (self->entries, entry_new (name, path, g_steal_pointer (&setup)));
}

void
sg_presets_reload (SgPresets *self)
{
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  const char *file;

  g_return_if_fail (SG_IS_PRESETS (self));

  g_ptr_array_set_size (self->entries, 0);
  g_ptr_array_set_size (self->problems, 0);
  g_ptr_array_add (self->problems, NULL);
  add_builtins (self);

  /* No folder yet is no presets yet; one that cannot be listed is told. */
  dir = g_dir_open (self->dir, 0, &error);
  if (dir == NULL && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    add_problem (self, self->dir, error->message);
  while (dir != NULL && (file = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (file, SG_PRESET_SUFFIX))
      g_ptr_array_add (files, g_build_filename (self->dir, file, NULL));
  /* The same order every time, so that of two files with one name the same
   * one wins. */
  g_ptr_array_sort (files, compare_paths);
  for (guint i = 0; i < files->len; i++)
    read_file (self, files->pdata[i]);
  g_ptr_array_sort (self->entries, compare_entries);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* --- the object ---------------------------------------------------------- */

static void
sg_presets_finalize (GObject *object)
{
  SgPresets *self = SG_PRESETS (object);

  g_free (self->dir);
  g_ptr_array_unref (self->entries);
  g_ptr_array_unref (self->problems);
  G_OBJECT_CLASS (sg_presets_parent_class)->finalize (object);
}

static void
sg_presets_class_init (SgPresetsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sg_presets_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sg_presets_init (SgPresets *self)
{
  self->entries = g_ptr_array_new_with_free_func (entry_free);
  self->problems = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->problems, NULL);
}

SgPresets *
sg_presets_new (const char *dir)
{
  SgPresets *self = g_object_new (SG_TYPE_PRESETS, NULL);

  self->dir = dir != NULL ? g_strdup (dir)
                          : g_build_filename (g_get_user_data_dir (), "sixgun", "presets", NULL);
  sg_presets_reload (self);
  return self;
}

const char *
sg_presets_get_dir (SgPresets *self)
{
  g_return_val_if_fail (SG_IS_PRESETS (self), NULL);
  return self->dir;
}

char **
sg_presets_list (SgPresets *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (SG_IS_PRESETS (self), NULL);
  for (guint i = 0; i < self->entries->len; i++)
    g_strv_builder_add (builder, ((Entry *) self->entries->pdata[i])->name);
  return g_strv_builder_end (builder);
}

gboolean
sg_presets_contains (SgPresets *self, const char *name)
{
  g_return_val_if_fail (SG_IS_PRESETS (self), FALSE);
  return find (self, name) != NULL;
}

const char *
sg_presets_find_taken (SgPresets *self, const char *name)
{
  g_autofree char *clean = NULL;
  Entry *entry;

  g_return_val_if_fail (SG_IS_PRESETS (self), NULL);

  clean = g_strstrip (g_strdup (name != NULL ? name : ""));
  entry = find_similar (self, clean);
  return entry != NULL ? entry->name : NULL;
}

gboolean
sg_presets_is_builtin (SgPresets *self, const char *name)
{
  Entry *entry;

  g_return_val_if_fail (SG_IS_PRESETS (self), FALSE);
  entry = find (self, name);
  return entry != NULL && entry->path == NULL;
}

SgGameSetup *
sg_presets_get (SgPresets *self, const char *name)
{
  Entry *entry;

  g_return_val_if_fail (SG_IS_PRESETS (self), NULL);
  entry = find (self, name);
  return entry != NULL ? sg_game_setup_copy (entry->setup) : NULL;
}

const char *const *
sg_presets_get_problems (SgPresets *self)
{
  g_return_val_if_fail (SG_IS_PRESETS (self), NULL);
  return (const char *const *) self->problems->pdata;
}

/* --- changing ------------------------------------------------------------ */

/* A file name from the preset's name: letters and digits kept. */
static char *
file_stem (const char *name)
{
  g_autofree char *ascii = g_str_to_ascii (name, "C");
  GString *stem = g_string_new (NULL);

  for (const char *p = ascii; *p != '\0' && stem->len < 40; p++)
    if (g_ascii_isalnum (*p))
      g_string_append_c (stem, g_ascii_tolower (*p));
    else if (stem->len > 0 && stem->str[stem->len - 1] != '-')
      g_string_append_c (stem, '-');
  while (stem->len > 0 && stem->str[stem->len - 1] == '-')
    g_string_truncate (stem, stem->len - 1);
  if (stem->len == 0)
    g_string_append (stem, "preset");
  return g_string_free (stem, FALSE);
}

/* A path for name that holds no file yet: a file we could not read is
 * never overwritten. */
static char *
free_path (SgPresets *self, const char *name)
{
  g_autofree char *stem = file_stem (name);

  for (guint i = 1;; i++)
    {
      g_autofree char *file = i == 1 ? g_strconcat (stem, SG_PRESET_SUFFIX, NULL)
                                     : g_strdup_printf ("%s-%u%s", stem, i, SG_PRESET_SUFFIX);
      char *path = g_build_filename (self->dir, file, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return path;
      g_free (path);
    }
}

char *
sg_presets_name_problem (const char *name)
{
  if (name == NULL || name[0] == '\0')
    return g_strdup (_("the preset has no name"));
  if (!g_utf8_validate (name, -1, NULL))
    return g_strdup (_("the name is not valid text"));
  if (g_utf8_strlen (name, -1) > MAX_NAME)
    return g_strdup_printf (_("the name is longer than %d characters"), MAX_NAME);
  if (strpbrk (name, "\r\n") != NULL)
    return g_strdup (_("the name is more than one line"));
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (sg_file_text_is_control (g_utf8_get_char (p)))
      return g_strdup (_("the name holds control characters"));
  return NULL;
}

gboolean
sg_presets_name_is_valid (const char *name)
{
  g_autofree char *problem = sg_presets_name_problem (name);

  return problem == NULL;
}

static gboolean
check_name (SgPresets *self, const char *name, Entry *replacing, GError **error)
{
  Entry *other;

  if (!sg_presets_name_is_valid (name))
    {
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_NAME,
                   _("A preset needs a name of one line, from 1 to %d characters."), MAX_NAME);
      return FALSE;
    }
  other = find_similar (self, name);
  if (other != NULL && other->path == NULL)
    {
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_READ_ONLY,
                   _("“%s” is a built-in preset: it cannot be changed. Choose another name."),
                   sg_presets_display_name (other->name));
      return FALSE;
    }
  if (other != NULL && other != replacing)
    {
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_EXISTS,
                   _("There is already a preset called “%s”."), other->name);
      return FALSE;
    }
  return TRUE;
}

static gboolean
write_preset (SgPresets *self, const char *path, const char *name, SgGameSetup *setup, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot create the folder %s: %s"), self->dir, g_strerror (saved));
      return FALSE;
    }
  data = sg_preset_to_data (name, setup, &length);
  /* Written to a temporary file and renamed over the old one. */
  return g_file_set_contents (path, data, (gssize) length, error);
}

static Entry *
user_entry (SgPresets *self, const char *name, GError **error)
{
  Entry *entry = find (self, name);

  if (entry == NULL)
    g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_NOT_FOUND,
                 _("There is no preset called “%s”."), name);
  else if (entry->path == NULL)
    {
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_READ_ONLY,
                   _("“%s” is a built-in preset: it cannot be changed."),
                   sg_presets_display_name (entry->name));
      return NULL;
    }
  return entry;
}

gboolean
sg_presets_save (SgPresets *self, const char *name, SgGameSetup *setup, GError **error)
{
  g_autofree char *clean = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) invalid = NULL;
  Entry *entry;

  g_return_val_if_fail (SG_IS_PRESETS (self), FALSE);
  g_return_val_if_fail (SG_IS_GAME_SETUP (setup), FALSE);

  clean = g_strstrip (g_strdup (name != NULL ? name : ""));
  entry = find_similar (self, clean);
  if (!check_name (self, clean, entry, error))
    return FALSE;
  if (!sg_game_setup_validate (setup, &invalid))
    {
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_INVALID, "%s", invalid->message);
      return FALSE;
    }
  path = entry != NULL ? g_strdup (entry->path) : free_path (self, clean);
  if (!write_preset (self, path, clean, setup, error))
    return FALSE;
  sg_presets_reload (self);
  return TRUE;
}

gboolean
sg_presets_rename (SgPresets *self, const char *name, const char *new_name, GError **error)
{
  g_autofree char *clean = NULL;
  g_autofree char *old_path = NULL;
  g_autofree char *path = NULL;
  Entry *entry;

  g_return_val_if_fail (SG_IS_PRESETS (self), FALSE);

  entry = user_entry (self, name, error);
  if (entry == NULL)
    return FALSE;
  clean = g_strstrip (g_strdup (new_name != NULL ? new_name : ""));
  if (!check_name (self, clean, entry, error))
    return FALSE;
  old_path = g_strdup (entry->path);
  path = free_path (self, clean);
  if (!write_preset (self, path, clean, entry->setup, error))
    return FALSE;
  /* The new file is safe on disk: the old one can go. */
  if (g_unlink (old_path) != 0)
    {
      int saved = errno;
      g_unlink (path);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot remove %s: %s"), old_path, g_strerror (saved));
      sg_presets_reload (self);
      return FALSE;
    }
  sg_presets_reload (self);
  return TRUE;
}

gboolean
sg_presets_delete (SgPresets *self, const char *name, GError **error)
{
  Entry *entry;

  g_return_val_if_fail (SG_IS_PRESETS (self), FALSE);

  entry = user_entry (self, name, error);
  if (entry == NULL)
    return FALSE;
  if (g_unlink (entry->path) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot remove %s: %s"), entry->path, g_strerror (saved));
      return FALSE;
    }
  sg_presets_reload (self);
  return TRUE;
}

gboolean
sg_presets_export (SgPresets *self, const char *name, GFile *file, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  Entry *entry;

  g_return_val_if_fail (SG_IS_PRESETS (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  entry = find (self, name);
  if (entry == NULL)
    {
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_NOT_FOUND,
                   _("There is no preset called “%s”."), name);
      return FALSE;
    }
  data = sg_preset_to_data (entry->name, entry->setup, &length);
  return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE,
                                  NULL, NULL, error);
}

/* name, or "name (2)", "name (3)"... : the first one free. */
static char *
free_name (SgPresets *self, const char *name)
{
  for (guint i = 1;; i++)
    {
      char *candidate = i == 1 ? g_strdup (name) : g_strdup_printf ("%s (%u)", name, i);

      if (find_similar (self, candidate) == NULL)
        return candidate;
      g_free (candidate);
    }
}

char *
sg_presets_import (SgPresets *self, GFile *file, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *name = NULL;
  g_autofree char *source = NULL;
  g_autofree char *unique = NULL;
  g_autofree char *problem = NULL;
  g_autoptr (SgGameSetup) setup = NULL;
  gsize length = 0;

  g_return_val_if_fail (SG_IS_PRESETS (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;
  source = sg_file_text_display_name (file);
  setup = sg_preset_from_data (data, length, source, &name, error);
  if (setup == NULL)
    return NULL;
  if (name == NULL || name[0] == '\0')
    {
      g_free (name);
      name = g_strdup (source);
      if (g_str_has_suffix (name, SG_PRESET_SUFFIX))
        name[strlen (name) - strlen (SG_PRESET_SUFFIX)] = '\0';
    }
  /* A long name is shortened (room for " (2)"); any other fault of the
   * name is the file's, told rather than mended. */
  if (g_utf8_validate (name, -1, NULL) && g_utf8_strlen (name, -1) > MAX_NAME - 5)
    *g_utf8_offset_to_pointer (name, MAX_NAME - 5) = '\0';
  problem = sg_presets_name_problem (name);
  if (problem != NULL)
    {
      g_set_error (error, SG_PRESETS_ERROR, SG_PRESETS_ERROR_INVALID, "%s: %s", source, problem);
      return NULL;
    }
  unique = free_name (self, name);
  if (!sg_presets_save (self, unique, setup, error))
    return NULL;
  return g_steal_pointer (&unique);
}
