/* sg-rules-excerpt.c: an excerpt of a rules browser row's text around what
 * the search found there (sg-rules-excerpt.h).  The search compares folded
 * text ("planque" finds «Planque»); the excerpt quotes the text as written,
 * so the fold keeps, byte by byte, where each piece came from. */
#include <string.h>

#include "sg-rules-browser-private.h"
#include "sg-rules-excerpt.h"

/* Characters quoted before the match, and at most after it: the row's
 * subtitle is one line, ellipsized at its end, so the match comes early. */
#define BEFORE_CHARS 24
#define AFTER_CHARS 70

/* One character as the search folds it: ASCII by hand (the common case),
 * anything else through sg_rules_fold itself, so that the two agree. */
static void
append_folded (GString *out, const char *c, gsize len)
{
  g_autofree char *one = NULL, *folded = NULL;

  if (len == 1)
    {
      g_string_append_c (out, g_ascii_tolower (*c));
      return;
    }
  one = g_strndup (c, len);
  folded = sg_rules_fold (one);
  g_string_append (out, folded);
}

char *
sg_rules_fold_mapped (const char *text, guint **map)
{
  GString *out = g_string_new (NULL);
  GArray *where = g_array_new (FALSE, FALSE, sizeof (guint));
  guint end;

  g_return_val_if_fail (text != NULL && map != NULL, NULL);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gsize before = out->len;
      guint from = (guint) (p - text);

      append_folded (out, p, (gsize) (g_utf8_next_char (p) - p));
      for (gsize i = before; i < out->len; i++)
        g_array_append_val (where, from);
    }
  end = (guint) strlen (text);
  g_array_append_val (where, end);
  *map = (guint *) g_array_free (where, FALSE);
  return g_string_free (out, FALSE);
}

/* Where the quote starts: up to BEFORE_CHARS before the match, on a word's
 * start, never before the line's start. */
static const char *
quote_start (const char *line, const char *match)
{
  const char *p = match;

  for (int i = 0; i < BEFORE_CHARS && p > line; i++)
    p = g_utf8_prev_char (p);
  if (p > line)
    {
      const char *space = strchr (p, ' ');

      p = space != NULL && space < match ? space + 1 : match;
    }
  return p;
}

/* Where the quote ends: up to AFTER_CHARS after the match, on a word's end,
 * never past the line's end. */
static const char *
quote_end (const char *after, const char *line_end)
{
  const char *p = after;

  for (int i = 0; i < AFTER_CHARS && p < line_end; i++)
    p = g_utf8_next_char (p);
  if (p < line_end)
    {
      const char *q = p;

      while (q > after && *q != ' ')
        q--;
      p = q > after ? q : p;
    }
  return p;
}

char *
sg_rules_excerpt (const char *text, const char *folded, const guint *map, const char *needle,
                  char **plain)
{
  const char *found, *match, *after, *line, *line_end, *start, *end;
  g_autofree char *head = NULL, *body = NULL, *tail = NULL;
  const char *dots_before, *dots_after;
  gsize at;

  g_return_val_if_fail (text != NULL && folded != NULL && map != NULL, NULL);
  if (needle == NULL || *needle == '\0' || (found = strstr (folded, needle)) == NULL)
    return NULL;
  at = (gsize) (found - folded);
  match = text + map[at];
  after = g_utf8_next_char (text + map[at + strlen (needle) - 1]);
  for (line = match; line > text && line[-1] != '\n'; line--)
    ;
  line_end = strchr (after, '\n');
  if (line_end == NULL)
    line_end = after + strlen (after);
  start = quote_start (line, match);
  end = quote_end (after, line_end);
  dots_before = start > line ? "…" : "";
  dots_after = end < line_end ? "…" : "";
  head = g_markup_escape_text (start, match - start);
  body = g_markup_escape_text (match, after - match);
  tail = g_markup_escape_text (after, end - after);
  if (plain != NULL)
    {
      g_autofree char *words = g_strndup (start, end - start);

      *plain = g_strconcat (dots_before, words, dots_after, NULL);
    }
  return g_strconcat (dots_before, head, "<b>", body, "</b>", tail, dots_after, NULL);
}
