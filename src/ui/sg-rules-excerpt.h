/* sg-rules-excerpt.h: why a row of the rules browser's search answers it:
 * a short excerpt of its text around the first match, the match in bold
 * (Pango markup).  Pure GLib. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* text as the search compares it (case-folded, accents aside, as
 * sg_rules_fold), and in *map, for each byte of the result and one past
 * its end, the offset in text of the character it comes from.  Transfer
 * full (both). */
char *sg_rules_fold_mapped (const char *text, guint **map);

/* The excerpt of text (folded and map from sg_rules_fold_mapped) around
 * the first match of the folded needle, as Pango markup with the match in
 * bold, and in *plain (may be NULL) the same words without markup; NULL
 * when needle is not found.  Only the line of text that holds the match is
 * quoted.  Transfer full. */
char *sg_rules_excerpt (const char *text, const char *folded, const guint *map, const char *needle,
                        char **plain);

G_END_DECLS
