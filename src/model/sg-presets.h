/* sg-presets.h: named game setups, kept as key files.
 *
 * A preset is a GKeyFile with one group:
 *
 *     [Sixgun Preset]
 *     version=1
 *     name=Long game
 *     characters-law=8
 *     characters-outlaw=8
 *     picks-law=Wild Bill;
 *     ...
 *     decks=# Sixgun deck list\nlaw Colt 10\n...
 *
 * (the keys of sg_game_setup_to_key_file, the decks as deck list text).
 * User presets live in a directory, one NAME.preset file each (by default
 * g_get_user_data_dir()/sixgun/presets); two built-ins, "Rulebook" and
 * "Long game (8 characters)", are always there and read-only.
 *
 * A file that cannot be read is left as it is (never overwritten: a new
 * preset takes another file name) and listed by sg_presets_get_problems
 * with its file and the reason.
 */
#pragma once

#include <gio/gio.h>

#include "sg-game-setup.h"

G_BEGIN_DECLS

#define SG_PRESETS_ERROR (sg_presets_error_quark ())
GQuark sg_presets_error_quark (void);

typedef enum {
  SG_PRESETS_ERROR_READ_ONLY,   /* a built-in preset */
  SG_PRESETS_ERROR_NOT_FOUND,
  SG_PRESETS_ERROR_EXISTS,      /* the name is taken */
  SG_PRESETS_ERROR_NAME,        /* an empty or too long name */
  SG_PRESETS_ERROR_INVALID,     /* not a preset, or a setup that cannot be played */
} SgPresetsError;

#define SG_PRESET_GROUP "Sixgun Preset"
#define SG_PRESET_VERSION 1
#define SG_PRESET_SUFFIX ".preset"

/* The built-ins' names (untranslated: they are stored as such; show them
 * with sg_presets_display_name). */
#define SG_PRESET_RULEBOOK "Rulebook"
#define SG_PRESET_LONG_GAME "Long game (8 characters)"

#define SG_TYPE_PRESETS (sg_presets_get_type ())
G_DECLARE_FINAL_TYPE (SgPresets, sg_presets, SG, PRESETS, GObject)

/* dir NULL: the default directory.  Reads it at once; "changed" is emitted
 * after every change made through this object and every reload. */
SgPresets *sg_presets_new (const char *dir);
const char *sg_presets_get_dir (SgPresets *self);
void sg_presets_reload (SgPresets *self);

/* Every name, built-ins first, then the user's in alphabetical order
 * (transfer full). */
char **sg_presets_list (SgPresets *self);
/* Whether name can name a preset: one line of 1 to 80 characters, valid
 * UTF-8, without control characters (sg_file_text_is_control: a
 * right-to-left override would reorder the list).  Names read from files
 * are held to it too: a file whose name is not valid is listed among the
 * problems with the reason sg_presets_name_problem gives. */
gboolean sg_presets_name_is_valid (const char *name);
/* Why name cannot name a preset (e.g. "the name is longer than 80
 * characters"), or NULL when it can.  Transfer full. */
char *sg_presets_name_problem (const char *name);
gboolean sg_presets_contains (SgPresets *self, const char *name);
/* The preset that saving under name would replace or be refused for: the
 * one of that name, or of one differing only in case or surrounding blanks,
 * or a built-in shown under that name (transfer none), or NULL.  The editor
 * asks before it saves over a user preset. */
const char *sg_presets_find_taken (SgPresets *self, const char *name);
gboolean sg_presets_is_builtin (SgPresets *self, const char *name);
/* The built-ins translated, other names as they are (transfer none). */
const char *sg_presets_display_name (const char *name);
/* A copy of the preset's setup (transfer full), or NULL. */
SgGameSetup *sg_presets_get (SgPresets *self, const char *name);
/* "FILE: reason" for each file of the directory that could not be read,
 * and for the directory itself when it cannot be listed (transfer none,
 * NULL-terminated). */
const char *const *sg_presets_get_problems (SgPresets *self);

/* Saves setup under name, replacing a user preset of that name (or of
 * one differing only in case: its file is kept, its name becomes name)
 * without asking: the caller asks first (sg_presets_find_taken).  Refused
 * for a built-in name, an empty name and a setup that cannot be played. */
gboolean sg_presets_save (SgPresets *self, const char *name, SgGameSetup *setup, GError **error);
gboolean sg_presets_rename (SgPresets *self, const char *name, const char *new_name, GError **error);
gboolean sg_presets_delete (SgPresets *self, const char *name, GError **error);

/* Writes a preset (built-ins too) to any file. */
gboolean sg_presets_export (SgPresets *self, const char *name, GFile *file, GError **error);
/* Reads a preset file and adds it (with " (2)"... when the name is taken);
 * returns the name it got (transfer full) or NULL with the error. */
char *sg_presets_import (SgPresets *self, GFile *file, GError **error);

/* A preset's text, and back (name: the preset's name; source prefixes
 * error messages). */
char *sg_preset_to_data (const char *name, SgGameSetup *setup, gsize *length);
SgGameSetup *sg_preset_from_data (const char *data, gsize length, const char *source,
                                  char **name, GError **error);

G_END_DECLS
