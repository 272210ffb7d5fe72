/* test-card-faces.c: every card and character face shows all its text.
 *
 * For each language (English, French, German, Italian), every card type
 * (full size: the hand, the table, the rules browser; compact: equipment
 * and the discard pile) and every character (plain, with the AC token,
 * with the BC tag): each text of the face, laid out exactly as the widget
 * draws it (sg_card_widget_face_texts, sg_card_fit_text), fits its area
 * at no less than the smallest legible size; no text (name, kind, effect,
 * ability) ever has a word cut across two lines, with a hyphen or
 * without, nor a line under the target or selection badge at the foot
 * of a character (a French play-test found ability texts hidden there):
 * it is set smaller instead.  Only on a compact face, and only a
 * text too long even at the smallest size ("Klapperschlange" in 64
 * units), may be ellipsized; the tooltip holds the whole name and text
 * all the same.  The faces are drawn on a fixed canvas
 * scaled into the allocation, so the text layout is the same at every
 * size the app shows them.
 *
 * The language is switched inside the process: LANGUAGE, then a new
 * textdomain () call so that gettext drops its cached lookups.  Each case
 * first checks one known translated name, so a language that does not
 * load fails instead of silently testing English again.  Needs a display
 * (xvfb-run) and the .mo files built in the build directory.
 */
#include <locale.h>
#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sg-card-widget.h"
#include "sg-card-drawing.h"
#include "sg-character-widget.h"
#include "sg-card-text.h"

/* No text may be allowed to shrink below this (design units, which are
 * pixels at the natural size): the floor of "legible". */
#define LEGIBLE_FLOOR_PX 6.0f

/* Whether a line of the layout starts inside a word: a letter or digit
 * right after one, a soft hyphen between them counting as inside (Pango
 * shows it as a hyphen at the end of the line: "Klap-perschlange"). */
static gboolean
breaks_word (PangoLayout *layout)
{
  const char *text = pango_layout_get_text (layout);

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      const PangoLayoutLine *line = l->data;
      const char *start = text + line->start_index, *p = start;
      gunichar prev = 0;

      while (p > text && (prev = g_utf8_get_char (p = g_utf8_prev_char (p))) == 0x00AD)
        prev = 0;
      if (start > text && g_unichar_isalnum (prev) && g_unichar_isalnum (g_utf8_get_char (start)))
        return TRUE;
    }
  return FALSE;
}

/* Whether a line of the layout reaches into the bottom-right corner that
 * t leaves to the target or selection badge: the badge would hide the
 * end of the line, at the foot of the face. */
static gboolean
in_badge_corner (PangoLayout      *layout,
                 const SgFaceText *t)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  gboolean inside = FALSE;

  do
    {
      PangoRectangle logical;
      float bottom, right;

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      bottom = (float) (logical.y + logical.height) / PANGO_SCALE;
      right = (float) (logical.x + logical.width) / PANGO_SCALE;
      if (bottom > t->height - t->corner_h && right > t->width - t->corner_w)
        inside = TRUE;
    }
  while (!inside && pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  return inside;
}

typedef struct {
  const char *lang;
  const char *barrel;   /* the official name of the Barrel card */
} Language;

static const Language languages[] = {
  { "en", "Barrel" },
  { "fr", "Planque" },
  { "de", "Fass" },
  { "it", "Barile" },
};

static void
use_language (const Language *language)
{
  g_setenv ("LANGUAGE", language->lang, TRUE);
  /* Setting the domain again makes gettext forget its cached lookups. */
  textdomain (textdomain (NULL));
  g_assert_cmpstr (sg_card_text_name (SG_CARD_BARREL), ==, language->barrel);
}

/* Whether t's text fits its area in whole words at the smallest legible
 * size: laid out here, not by the code under test. */
static gboolean
fits_at_floor (GtkWidget        *widget,
               const SgFaceText *t)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (widget, t->text);
  PangoFontDescription *desc =
    pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  PangoRectangle logical;

  pango_font_description_set_absolute_size (desc, LEGIBLE_FLOOR_PX * PANGO_SCALE);
  pango_font_description_set_weight (desc, t->weight);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_width (layout, (int) (t->width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_get_extents (layout, NULL, &logical);
  return logical.width <= (int) ceilf (t->width * PANGO_SCALE)
         && (t->height > 0 ? logical.height <= (int) ceilf (t->height * PANGO_SCALE)
                           : TRUE)
         && (t->height > 0 && t->max_lines <= 0 ? TRUE : pango_layout_get_line_count (layout) <= MAX (1, t->max_lines))
         && !breaks_word (layout);
}

/* What is wrong with the layout drawn for t, or NULL.  A word is never
 * cut across lines; the text is ellipsized only on a compact face (the
 * tooltip has it all), and only as the last resort: at the smallest
 * size, where it does not fit whole. */
static const char *
problem (GtkWidget        *widget,
         const SgFaceText *t,
         PangoLayout      *layout,
         const SgFit      *fit,
         gboolean          may_ellipsize)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  if (breaks_word (layout) || sg_card_layout_cuts_words (layout))
    return "a word is cut across lines";
  if (fit->px < LEGIBLE_FLOOR_PX)
    return "below the smallest legible size";
  if (fit->mode == SG_FIT_ELLIPSIZED || pango_layout_is_ellipsized (layout))
    {
      if (!may_ellipsize)
        return "ellipsized";
      if (fit->px > LEGIBLE_FLOOR_PX || fits_at_floor (widget, t))
        return "ellipsized before it had to";
    }
  if (logical.width > (int) ceilf (t->width * PANGO_SCALE))
    return "wider than its area";
  if (t->height > 0 && logical.height > (int) ceilf (t->height * PANGO_SCALE))
    return "taller than its area";
  if ((t->height <= 0 || t->max_lines > 0) && pango_layout_get_line_count (layout) > MAX (1, t->max_lines))
    return "too many lines";
  if (t->corner_w > 0 && t->corner_h > 0 && in_badge_corner (layout, t))
    return "under the badge at the foot";
  return NULL;
}

/* Checks every text of a face; appends a line per problem to `problems`.
 * Returns how many texts did not fit. */
static guint
check_face (GtkWidget  *widget,
            const char *face,
            gboolean    may_ellipsize,
            SgFaceText *texts,
            guint       n_texts,
            GString    *problems,
            guint      *shrunk)
{
  guint bad = 0;

  g_assert_cmpuint (n_texts, >=, 1);  /* a strip has its name only */
  g_assert_cmpuint (n_texts, <=, SG_FACE_TEXTS_MAX);
  for (guint i = 0; i < n_texts; i++)
    {
      const SgFaceText *t = &texts[i];
      SgFit fit;
      g_autoptr (PangoLayout) layout = sg_card_fit_text (widget, t, &fit);
      const char *why;

      g_assert_nonnull (t->text);
      g_assert_cmpstr (t->text, !=, "");
      g_assert_cmpfloat (t->px, >=, LEGIBLE_FLOOR_PX);

      /* Only a name may be too long for a compact face: the kind is a
       * short label with a compact form of its own in each translation. */
      why = problem (widget, t, layout, &fit, may_ellipsize && g_strcmp0 (t->id, "kind") != 0);
      if (why != NULL)
        {
          bad++;
          g_string_append_printf (problems, "  %s %s (%s): %s\n", face, t->id, why, t->text);
        }
      else if (fit.mode == SG_FIT_ELLIPSIZED)
        g_test_message ("  %s %s: ellipsized, too long even at %g: %s", face, t->id, fit.px, t->text);
      else if (fit.px < t->px)
        {
          (*shrunk)++;
          g_test_message ("  %s %s: %g instead of %g", face, t->id, fit.px, t->px);
        }
    }
  return bad;
}

static void
assert_tooltip_has (GtkWidget  *widget,
                    const char *text)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);

  g_assert_nonnull (tip);
  if (strstr (tip, text) == NULL)
    g_error ("tooltip \"%s\" lacks \"%s\"", tip, text);
}

static GtkWidget *
window_with (GtkWidget *child)
{
  GtkWidget *window = gtk_window_new ();

  /* Styled as in the app (the window's font); no need to show it. */
  gtk_window_set_child (GTK_WINDOW (window), child);
  return window;
}

static void
report (const Language *language,
        const char     *what,
        guint           faces,
        guint           bad_faces,
        guint           shrunk,
        GString        *problems)
{
  g_test_message ("%s %s: %u faces, %u do not fit; %u texts set smaller",
                  language->lang, what, faces, bad_faces, shrunk);
  if (problems->len > 0)
    g_test_message ("%s", problems->str);
  g_assert_cmpuint (bad_faces, ==, 0);
}

static void
test_card_faces (gconstpointer data)
{
  const Language *language = data;
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *window = window_with (card);
  g_autoptr (GString) problems = g_string_new (NULL);
  guint faces = 0, bad_faces = 0, shrunk = 0;

  use_language (language);
  for (int compact = 0; compact <= 1; compact++)
    for (int type = 0; type < SG_N_CARD_TYPES; type++)
      {
        SgFaceText texts[SG_FACE_TEXTS_MAX];
        g_autofree char *face = g_strdup_printf ("%s%s", compact ? "compact " : "",
                                                 sg_card_text_name (type));
        guint n;

        sg_card_widget_set_card (SG_CARD_WIDGET (card), type, SG_SYM_BARREL, SG_LAW);
        sg_card_widget_set_compact (SG_CARD_WIDGET (card), compact);
        n = sg_card_widget_face_texts (SG_CARD_WIDGET (card), texts);
        /* Name and kind; the full card adds its effect, and so does a
         * compact card without icons, which would otherwise be blank. */
        g_assert_cmpuint (n, ==, compact && sg_card_data (type)->icons != 0 ? 2 : 3);
        faces++;
        if (check_face (card, face, compact, texts, n, problems, &shrunk) > 0)
          bad_faces++;
        /* Were a text ever cut, the tooltip still has the whole card. */
        assert_tooltip_has (card, sg_card_text_name (type));
        assert_tooltip_has (card, sg_card_text_description (type));
        /* and the reveal symbol in the corner, in words */
        assert_tooltip_has (card, sg_symbol_text_name (SG_SYM_BARREL));
      }
  /* Several pieces of equipment on one character are name strips: the
   * name alone must fit (the tooltip still has the whole card). */
  sg_card_widget_set_strip (SG_CARD_WIDGET (card), TRUE);
  for (int type = 0; type < SG_N_CARD_TYPES; type++)
    {
      SgFaceText texts[SG_FACE_TEXTS_MAX];
      g_autofree char *face = NULL;
      guint n;

      if (sg_card_kind (type) != SG_KIND_EQUIPMENT)
        continue;
      face = g_strdup_printf ("strip %s", sg_card_text_name (type));
      sg_card_widget_set_card (SG_CARD_WIDGET (card), type, SG_SYM_BARREL, SG_LAW);
      n = sg_card_widget_face_texts (SG_CARD_WIDGET (card), texts);
      g_assert_cmpuint (n, ==, 1);
      g_assert_cmpstr (texts[0].id, ==, "name");
      faces++;
      if (check_face (card, face, FALSE, texts, n, problems, &shrunk) > 0)
        bad_faces++;
      assert_tooltip_has (card, sg_card_text_description (type));
    }
  sg_card_widget_set_strip (SG_CARD_WIDGET (card), FALSE);
  report (language, "cards", faces, bad_faces, shrunk, problems);

  /* A face down card shows no text at all. */
  sg_card_widget_set_face_down (SG_CARD_WIDGET (card), TRUE);
  {
    SgFaceText texts[SG_FACE_TEXTS_MAX];

    g_assert_cmpuint (sg_card_widget_face_texts (SG_CARD_WIDGET (card), texts), ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The texts and the badge's disc of a drawn card, in the widget's
 * coordinates: walks the render node through its transforms. */
typedef struct {
  GArray *texts;           /* graphene_rect_t: each text node's bounds */
  graphene_rect_t badge;   /* the badge's disc (18 x 18 in design units) */
  gboolean has_badge;
} Drawn;

static void
walk_node (GskRenderNode *node,
           GskTransform  *transform,
           Drawn         *drawn)
{
  graphene_rect_t bounds;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        walk_node (gsk_container_node_get_child (node, i), transform, drawn);
      break;
    case GSK_TRANSFORM_NODE:
      {
        GskTransform *inner = gsk_transform_transform (gsk_transform_ref (transform),
                                                       gsk_transform_node_get_transform (node));

        walk_node (gsk_transform_node_get_child (node), inner, drawn);
        gsk_transform_unref (inner);
      }
      break;
    case GSK_CLIP_NODE:
      walk_node (gsk_clip_node_get_child (node), transform, drawn);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      walk_node (gsk_rounded_clip_node_get_child (node), transform, drawn);
      break;
    case GSK_COLOR_MATRIX_NODE:
      walk_node (gsk_color_matrix_node_get_child (node), transform, drawn);
      break;
    case GSK_OPACITY_NODE:
      walk_node (gsk_opacity_node_get_child (node), transform, drawn);
      break;
    case GSK_TEXT_NODE:
      /* GSK pads a text's ink by a unit all round. */
      gsk_render_node_get_bounds (node, &bounds);
      graphene_rect_inset (&bounds, 1, 1);
      gsk_transform_transform_bounds (transform, &bounds, &bounds);
      g_array_append_val (drawn->texts, bounds);
      break;
    case GSK_OUTSET_SHADOW_NODE:
      /* The badge's disc casts the only round shadow 18 units wide. */
      bounds = gsk_outset_shadow_node_get_outline (node)->bounds;
      if (fabsf (bounds.size.width - 18) < 0.5f && fabsf (bounds.size.height - 18) < 0.5f)
        {
          gsk_transform_transform_bounds (transform, &bounds, &drawn->badge);
          drawn->has_badge = TRUE;
        }
      break;
    default:
      break;
    }
}

/* Whether two rectangles share some area (touching is not overlapping). */
static gboolean
overlap (const graphene_rect_t *a,
         const graphene_rect_t *b)
{
  graphene_rect_t common;

  return graphene_rect_intersection (a, b, &common) && common.size.width > 0.01f
         && common.size.height > 0.01f;
}

static void
draw_card (GtkWidget *card,
           Drawn     *drawn)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;

  /* The widget's own drawing, at its allocation. */
  GTK_WIDGET_GET_CLASS (card)->snapshot (card, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_array_set_size (drawn->texts, 0);
  drawn->has_badge = FALSE;
  walk_node (node, NULL, drawn);
  gsk_render_node_unref (node);
}

/* A selected card or a possible target wears a badge in its bottom-right
 * corner: no text of the face may lie under it.  On an Italian hand card
 * the badge hid the kind's last letter ("Equipaggiament", read as cut). */
static void
test_badge_covers_no_text (gconstpointer data)
{
  const Language *language = data;
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *window = window_with (card);
  g_autoptr (GString) problems = g_string_new (NULL);
  Drawn drawn = { g_array_new (FALSE, FALSE, sizeof (graphene_rect_t)) };
  int natural = 0;

  use_language (language);
  gtk_window_present (GTK_WINDOW (window));
  sg_card_widget_set_highlight (SG_CARD_WIDGET (card), SG_CARD_HIGHLIGHT_SELECTED);
  for (int compact = 0; compact <= 1; compact++)
    for (int type = 0; type < SG_N_CARD_TYPES; type++)
      {
        sg_card_widget_set_card (SG_CARD_WIDGET (card), type, SG_SYM_BARREL, SG_LAW);
        sg_card_widget_set_compact (SG_CARD_WIDGET (card), compact);
        /* Until the card has its new size (a compact one is smaller). */
        gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
        for (guint spins = 0; spins < 1000
             && (!gtk_widget_get_mapped (card) || gtk_widget_get_width (card) != natural); spins++)
          g_main_context_iteration (NULL, TRUE);
        g_assert_cmpint (gtk_widget_get_width (card), ==, natural);
        draw_card (card, &drawn);
        if (!drawn.has_badge)
          g_error ("%s%s: no badge drawn (%d x %d)", compact ? "compact " : "", sg_card_text_name (type),
                   gtk_widget_get_width (card), gtk_widget_get_height (card));
        g_assert_cmpuint (drawn.texts->len, >=, 2);
        for (guint i = 0; i < drawn.texts->len; i++)
          if (overlap (&g_array_index (drawn.texts, graphene_rect_t, i), &drawn.badge))
            {
              const graphene_rect_t *r = &g_array_index (drawn.texts, graphene_rect_t, i);

              g_string_append_printf (problems, "  %s%s: a text at %g,%g %gx%g under the badge at %g,%g\n",
                                      compact ? "compact " : "", sg_card_text_name (type),
                                      r->origin.x, r->origin.y, r->size.width, r->size.height,
                                      drawn.badge.origin.x, drawn.badge.origin.y);
            }
      }
  if (problems->len > 0)
    g_error ("%s cards:\n%s", language->lang, problems->str);
  g_array_unref (drawn.texts);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* On a compact face (a General Store's cards, the discard pile, one piece
 * of equipment) the name has the whole band, so that it is whole: beside
 * the reveal symbol "Schoolmarm", "Rattlesnake" and "Fehlschuss!" were cut
 * even at the smallest size, on cards a player chooses between.  Only a
 * single word of 15 letters or more may still be cut ("Klapperschlange"):
 * the tooltip has it. */
static void
test_compact_names_whole (gconstpointer data)
{
  const Language *language = data;
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *window = window_with (card);
  g_autoptr (GString) cut = g_string_new (NULL);

  use_language (language);
  sg_card_widget_set_compact (SG_CARD_WIDGET (card), TRUE);
  for (int type = 0; type < SG_N_CARD_TYPES; type++)
    {
      SgFaceText texts[SG_FACE_TEXTS_MAX];
      SgFit fit;
      g_autoptr (PangoLayout) layout = NULL;
      const char *name = sg_card_text_name (type);

      sg_card_widget_set_card (SG_CARD_WIDGET (card), type, SG_SYM_BARREL, SG_LAW);
      g_assert_cmpuint (sg_card_widget_face_texts (SG_CARD_WIDGET (card), texts), >=, 2);
      g_assert_cmpstr (texts[0].id, ==, "name");
      layout = sg_card_fit_text (card, &texts[0], &fit);
      if ((fit.mode == SG_FIT_ELLIPSIZED || pango_layout_is_ellipsized (layout))
          && (strchr (name, ' ') != NULL || g_utf8_strlen (name, -1) < 15))
        g_string_append_printf (cut, " %s", name);
    }
  if (cut->len > 0)
    g_error ("%s: compact faces cut%s", language->lang, cut->str);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The heights of the bands the names are drawn in (sg-card-widget.c's
 * geometry: a full face's band, a compact face's, a strip). */
#define FULL_BAND_H 30.0f
#define COMPACT_BAND_H 26.0f
#define STRIP_BAND_H 24.0f

/* A name stays inside its band, 2 units clear of its top and bottom
 * (the border is drawn 1.5 units into the face): on two
 * lines at the size one line has, "Return Fire" ran out of a hand card's
 * band (a keyboard play-test), as long names did on compact faces and
 * strips ("Serpent à sonnette"); it is set smaller instead. */
static void
test_names_in_band (gconstpointer data)
{
  const Language *language = data;
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *window = window_with (card);
  g_autoptr (GString) spill = g_string_new (NULL);
  static const float bands[] = { FULL_BAND_H, COMPACT_BAND_H, STRIP_BAND_H };
  static const char *const faces[] = { "", "compact ", "strip " };

  use_language (language);
  for (guint f = 0; f < G_N_ELEMENTS (bands); f++)
    {
      sg_card_widget_set_compact (SG_CARD_WIDGET (card), f == 1);
      sg_card_widget_set_strip (SG_CARD_WIDGET (card), f == 2);
      for (int type = 0; type < SG_N_CARD_TYPES; type++)
        {
          SgFaceText texts[SG_FACE_TEXTS_MAX];
          g_autoptr (PangoLayout) layout = NULL;
          PangoRectangle logical;

          sg_card_widget_set_card (SG_CARD_WIDGET (card), type, SG_SYM_BARREL, SG_LAW);
          g_assert_cmpuint (sg_card_widget_face_texts (SG_CARD_WIDGET (card), texts), >=, 1);
          g_assert_cmpstr (texts[0].id, ==, "name");
          layout = sg_card_fit_text (card, &texts[0], NULL);
          pango_layout_get_extents (layout, NULL, &logical);
          if ((float) logical.height / PANGO_SCALE > bands[f] - 4)
            g_string_append_printf (spill, "  %s%s: %g high in a band of %g\n", faces[f], sg_card_text_name (type),
                                    (double) logical.height / PANGO_SCALE, (double) bands[f]);
        }
    }
  if (spill->len > 0)
    g_error ("%s: names out of their band:\n%s", language->lang, spill->str);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_character_faces (gconstpointer data)
{
  const Language *language = data;
  GtkWidget *figure = sg_character_widget_new ();
  GtkWidget *window = window_with (figure);
  g_autoptr (GString) problems = g_string_new (NULL);
  guint faces = 0, bad_faces = 0, shrunk = 0;
  static const char *const states[] = { "", "AC ", "BC " };

  use_language (language);
  for (int id = 0; id < SG_N_CHARACTERS; id++)
    for (guint s = 0; s < G_N_ELEMENTS (states); s++)
      {
        SgFaceText texts[SG_FACE_TEXTS_MAX];
        int life = sg_char_data (id)->life;
        g_autofree char *face = g_strdup_printf ("%s%s", states[s], sg_character_text_name (id));
        guint n;

        sg_character_widget_set_character (SG_CHARACTER_WIDGET (figure), id, life, life,
                                           s == 1, s == 2);
        n = sg_character_widget_face_texts (SG_CHARACTER_WIDGET (figure), texts);
        g_assert_cmpuint (n, ==, 2);
        /* The ability runs down to the foot, where a target's badge goes. */
        g_assert_cmpstr (texts[1].id, ==, "ability");
        g_assert_cmpfloat (texts[1].corner_w, >, 0);
        g_assert_cmpfloat (texts[1].corner_h, >, 0);
        faces++;
        if (check_face (figure, face, FALSE, texts, n, problems, &shrunk) > 0)
          bad_faces++;
        assert_tooltip_has (figure, sg_character_text_name (id));
        assert_tooltip_has (figure, sg_character_text_ability (id));
      }
  report (language, "characters", faces, bad_faces, shrunk, problems);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The fit is cached: asking again gives the same size; a name with a
 * word too wide for its area is set smaller, never cut; a text too long
 * for any legible size is ellipsized at the smallest size, not shrunk
 * below it. */
static void
test_fit_rules (void)
{
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *window = window_with (card);
  SgFaceText t = {
    .id = "effect", .text = "Short", .px = 9,
    .weight = PANGO_WEIGHT_NORMAL, .align = PANGO_ALIGN_CENTER,
    .width = 82, .height = 20, .body = TRUE,
  };
  g_autoptr (GString) long_text = g_string_new (NULL);
  SgFit fit, again;
  PangoLayout *layout;

  /* Fits as it is: the preferred size, whole words. */
  layout = sg_card_fit_text (card, &t, &fit);
  g_assert_cmpfloat (fit.px, ==, 9);
  g_assert_cmpint (fit.mode, ==, SG_FIT_WHOLE);
  g_object_unref (layout);

  /* Fits only smaller: shrunk by half units, not below the minimum.  The
   * area is made a little lower than the text's height at 9. */
  t.text = "Draw a card each time the opponent's AC token moves";
  t.height = 1000;
  layout = sg_card_fit_text (card, &t, &fit);
  g_assert_cmpfloat (fit.px, ==, 9);
  {
    PangoRectangle logical;

    pango_layout_get_extents (layout, NULL, &logical);
    t.height = 0.9f * logical.height / PANGO_SCALE;
  }
  g_object_unref (layout);
  layout = sg_card_fit_text (card, &t, &fit);
  g_assert_cmpfloat (fit.px, <, 9);
  g_assert_cmpfloat (fit.px, >=, 7.5f);   /* no smaller than it must be */
  g_assert_cmpint (fit.mode, ==, SG_FIT_WHOLE);
  g_assert_false (pango_layout_is_ellipsized (layout));
  g_object_unref (layout);
  layout = sg_card_fit_text (card, &t, &again);
  g_assert_cmpfloat (again.px, ==, fit.px);
  g_object_unref (layout);

  /* Cannot fit at all: ellipsized at the minimum size. */
  for (int i = 0; i < 20; i++)
    g_string_append (long_text, "a rule text much longer than the card ");
  t.text = long_text->str;
  layout = sg_card_fit_text (card, &t, &fit);
  g_assert_cmpfloat (fit.px, ==, LEGIBLE_FLOOR_PX);
  g_assert_cmpint (fit.mode, ==, SG_FIT_ELLIPSIZED);
  g_assert_true (pango_layout_is_ellipsized (layout));
  g_object_unref (layout);

  /* A name with a word wider than its area at the preferred size is set
   * smaller, whole, on one line: not cut ("Feuererwi-derung"). */
  t = (SgFaceText) {
    .id = "name", .text = "Feuererwiderung", .px = 11.5f,
    .weight = PANGO_WEIGHT_BOLD, .align = PANGO_ALIGN_LEFT, .width = 64, .max_lines = 2,
  };
  layout = sg_card_fit_text (card, &t, &fit);
  g_assert_cmpint (fit.mode, ==, SG_FIT_WHOLE);
  g_assert_cmpfloat (fit.px, <, 11.5f);
  g_assert_cmpfloat (fit.px, >=, LEGIBLE_FLOOR_PX);
  g_assert_false (pango_layout_is_ellipsized (layout));
  g_assert_cmpint (pango_layout_get_line_count (layout), ==, 1);
  g_assert_false (breaks_word (layout));
  g_object_unref (layout);

  /* Too wide even at the smallest size: ellipsized on its line, still
   * not cut. */
  t.text = "Feuererwiderungsgeschwindigkeitsbegrenzung";
  layout = sg_card_fit_text (card, &t, &fit);
  g_assert_cmpint (fit.mode, ==, SG_FIT_ELLIPSIZED);
  g_assert_cmpfloat (fit.px, ==, LEGIBLE_FLOOR_PX);
  g_assert_true (pango_layout_is_ellipsized (layout));
  g_assert_false (breaks_word (layout));
  g_object_unref (layout);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_assert_nonnull (setlocale (LC_ALL, ""));
  /* Only bound, not made the default domain: GLib's g_dgettext () would
   * otherwise decide once, at GTK's start in English, never to translate
   * (see _g_dgettext_should_translate). */
  g_assert_nonnull (bindtextdomain (GETTEXT_PACKAGE, SG_TEST_LOCALEDIR));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* The design sizes are pixels at 96 dpi. */
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", 96 * 1024, NULL);

  g_test_add_func ("/sixgun/card-faces/fit-rules", test_fit_rules);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *cards = g_strdup_printf ("/sixgun/card-faces/%s/cards", languages[i].lang);
      g_autofree char *characters = g_strdup_printf ("/sixgun/card-faces/%s/characters",
                                                     languages[i].lang);

      g_autofree char *compact = g_strdup_printf ("/sixgun/card-faces/%s/compact-names-whole",
                                                  languages[i].lang);

      g_test_add_data_func (cards, &languages[i], test_card_faces);
      g_test_add_data_func (characters, &languages[i], test_character_faces);
      g_test_add_data_func (compact, &languages[i], test_compact_names_whole);
      {
        g_autofree char *band = g_strdup_printf ("/sixgun/card-faces/%s/names-in-band", languages[i].lang);
        g_test_add_data_func (band, &languages[i], test_names_in_band);
      }
      {
        g_autofree char *badge = g_strdup_printf ("/sixgun/card-faces/%s/badge-covers-no-text",
                                                  languages[i].lang);
        g_test_add_data_func (badge, &languages[i], test_badge_covers_no_text);
      }
    }
  return g_test_run ();
}
