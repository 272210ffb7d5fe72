/* sg-file-text.h: text that comes from the player's files, made fit to be
 * shown.
 *
 * A file the app cannot read is told with the reason, and the reason may
 * quote the file: GLib's key-file parser quotes the whole offending line
 * ("Key file contains line “…” which is not a key-value pair"), a line
 * of 20 KB or of binary bytes.  Such text reached the GTK labels as it
 * was: a label of 20 KB took Pango minutes to lay out (the app froze at
 * every start with such a preset in the folder), and binary bytes filled
 * the dialogs with replacement glyphs.  Every detail of an error that
 * comes from a file goes through sg_file_text_readable before it reaches
 * the UI, and every key file the app reads is loaded through
 * sg_file_text_load_key_file, whose errors are already readable.
 * GLib and GIO only, no GTK.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The most characters of a detail quoted from a file ("Details: …" under
 * a failed open, a key-file error in a longer sentence). */
#define SG_FILE_TEXT_DETAIL 200
/* The most characters of a word quoted from a file in a sentence (a
 * card's or a character's name): 40, or 40 and "…". */
#define SG_FILE_TEXT_WORD 41
/* The most characters of a whole message shown in a dialog or a row: our
 * sentences around such details, file names included. */
#define SG_FILE_TEXT_MESSAGE 1000

/* text as one can read it: valid UTF-8 (invalid bytes made valid, then
 * shown as "?", like control characters other than newlines and the
 * invisible controls that reorder text, U+202A to U+202E and U+2066 to
 * U+2069), of at most max_chars characters, cut on a character with "…"
 * as its last one when longer.  Only the start of a long text is looked
 * at.  Transfer full. */
char *sg_file_text_readable (const char *text, glong max_chars);

/* Whether c is a control character (newlines included) or one of the
 * invisible controls that reorder text (U+202A to U+202E, U+2066 to
 * U+2069): nothing a name or a detail should hold. */
gboolean sg_file_text_is_control (gunichar c);

/* g_key_file_load_from_data (no flags) that skips a UTF-8 byte order mark
 * at the start (Windows Notepad writes one, and GLib takes it for the
 * first line's text), and whose error message is readable
 * (sg_file_text_readable, SG_FILE_TEXT_DETAIL). */
gboolean sg_file_text_load_key_file (GKeyFile *key_file, const char *data, gsize length,
                                     GError **error);

/* The name of file as the player knows it (its base name, whatever the
 * file system's encoding), to name it in a sentence.  Transfer full. */
char *sg_file_text_display_name (GFile *file);

G_END_DECLS
