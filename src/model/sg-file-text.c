/* sg-file-text.c: text from the player's files, made fit to be shown (see
 * the header). */
#include <string.h>

#include "sg-file-text.h"

#define BOM "\xEF\xBB\xBF"

gboolean
sg_file_text_is_control (gunichar c)
{
  return g_unichar_iscntrl (c) || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

/* Characters that would show as boxes or garbage, or move the rest of our
 * sentence around: an override from a file must not reorder the reason.
 * Newlines stay: our messages have paragraphs. */
static gboolean
unshowable (gunichar c)
{
  return c != '\n' && (c == 0xFFFD || sg_file_text_is_control (c));
}

char *
sg_file_text_readable (const char *text, glong max_chars)
{
  gsize length;
  gsize looked;
  g_autofree char *valid = NULL;
  GString *out;
  glong n = 0;
  const char *p;

  g_return_val_if_fail (max_chars > 0, NULL);
  if (text == NULL)
    return g_strdup ("");
  /* One more character than kept tells whether the text is longer; an
   * invalid byte becomes one character, a valid one takes at most 4 bytes,
   * so this many bytes hold it.  A character cut at the end of them lies
   * beyond what is kept. */
  length = strlen (text);
  looked = MIN (length, (gsize) (max_chars + 1) * 4);
  valid = g_utf8_make_valid (text, (gssize) looked);
  out = g_string_sized_new (MIN (looked, (gsize) max_chars * 4) + 4);
  for (p = valid; *p != '\0' && n < max_chars; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (unshowable (c))
        g_string_append_c (out, '?');
      else
        g_string_append_unichar (out, c);
    }
  if (*p != '\0' || looked < length)
    {
      /* The last character kept gives way to the ellipsis. */
      const char *last = g_utf8_find_prev_char (out->str, out->str + out->len);

      g_string_truncate (out, last != NULL ? (gsize) (last - out->str) : 0);
      g_string_append (out, "…");
    }
  return g_string_free (out, FALSE);
}

gboolean
sg_file_text_load_key_file (GKeyFile *key_file, const char *data, gsize length, GError **error)
{
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (key_file != NULL && (data != NULL || length == 0), FALSE);

  if (length >= strlen (BOM) && memcmp (data, BOM, strlen (BOM)) == 0)
    {
      data += strlen (BOM);
      length -= strlen (BOM);
    }
  if (g_key_file_load_from_data (key_file, data != NULL ? data : "", length, G_KEY_FILE_NONE, &local))
    return TRUE;
  {
    g_autofree char *readable = sg_file_text_readable (local->message, SG_FILE_TEXT_DETAIL);

    g_set_error_literal (error, local->domain, local->code, readable);
  }
  return FALSE;
}

char *
sg_file_text_display_name (GFile *file)
{
  g_autofree char *path = NULL;
  g_autofree char *base = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  path = g_file_get_path (file);
  if (path != NULL)
    return g_filename_display_basename (path);
  base = g_file_get_basename (file);
  return g_utf8_make_valid (base != NULL ? base : "", -1);
}
