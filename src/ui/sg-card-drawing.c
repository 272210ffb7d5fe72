/* sg-card-drawing.c: the drawing helpers that SgCardWidget and
 * SgCharacterWidget share (sg-card-drawing.h): the palette, the measure
 * and scaling of the design-unit canvas, icons, texts fitted to a face,
 * rounded bodies and bands, card backs, highlight and focus rings, and
 * activation by click and keyboard.
 */
#include <math.h>

#include <glib/gi18n.h>

#include "sg-card-drawing.h"
#include "sg-application.h"

#define SG_ICON_RESOURCE_PATH "/io/github/sixgun/Sixgun/icons"

static void
lookup_color (GtkStyleContext *context,
              const char      *name,
              const char      *fallback,
              GdkRGBA         *out)
{
  /* gtk_style_context_lookup_color is the 4.8 way to read libadwaita's
   * named colours; without libadwaita the fallbacks apply. */
  if (!gtk_style_context_lookup_color (context, name, out))
    gdk_rgba_parse (out, fallback);
}

static float
luminance (const GdkRGBA *c)
{
  return 0.2126f * c->red + 0.7152f * c->green + 0.0722f * c->blue;
}

void
sg_card_palette_init (GtkWidget     *widget,
                      SgCardPalette *p)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  GdkRGBA window_bg;

  lookup_color (context, "window_bg_color", "#fafafa", &window_bg);
  p->dark = luminance (&window_bg) < 0.5f;
  lookup_color (context, "view_bg_color", p->dark ? "#1e1e1e" : "#ffffff", &p->body);
  lookup_color (context, "view_fg_color", p->dark ? "#ffffff" : "#000000", &p->fg);
  /* In dark mode the card stands out better a step lighter than the view. */
  if (p->dark)
    {
      p->body.red = MIN (1.0f, p->body.red + 0.08f);
      p->body.green = MIN (1.0f, p->body.green + 0.08f);
      p->body.blue = MIN (1.0f, p->body.blue + 0.08f);
      p->body.alpha = 1.0f;
    }
  p->dim_fg = p->fg;
  p->dim_fg.alpha *= 0.7f;
  p->edge = p->fg;
  p->edge.alpha = p->dark ? 0.25f : 0.18f;
  lookup_color (context, "accent_bg_color", "#3584e4", &p->selected);
  /* Opaque: at libadwaita's 50-60 % the ring on the light table fell below
   * the 3:1 contrast a focus indicator needs (WCAG 2.2). */
  lookup_color (context, "accent_color", "#1c71d8", &p->focus);
  lookup_color (context, "success_bg_color", "#26a269", &p->target);
  lookup_color (context, "destructive_bg_color", "#e01b24", &p->aimed);
  p->shadow = (GdkRGBA) { 0, 0, 0, p->dark ? 0.5f : 0.22f };
  p->white = (GdkRGBA) { 1, 1, 1, 1 };
  p->ink = (GdkRGBA) { 0.14f, 0.12f, 0.19f, 1 };
}

void
sg_card_ensure_icons (GtkWidget *widget)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (widget));

  if (!gtk_icon_theme_has_icon (theme, "sixgun-shot-symbolic"))
    gtk_icon_theme_add_resource_path (theme, SG_ICON_RESOURCE_PATH);
}

float
sg_card_text_scale (GtkWidget *widget)
{
  int dpi = -1;

  g_object_get (gtk_widget_get_settings (widget), "gtk-xft-dpi", &dpi, NULL);
  if (dpi <= 0)
    return 1;
  return CLAMP (dpi / (96.0f * 1024), 1.0f, 2.0f);
}

#define ZOOM_KEY "sg-card-zoom"

/* A number kept on a widget for the cards inside it. */
static void
keep_float (GtkWidget  *ancestor,
            const char *key,
            float       value)
{
  float *stored = g_new (float, 1);

  *stored = value;
  g_object_set_data_full (G_OBJECT (ancestor), key, stored, g_free);
}

void
sg_card_set_zoom (GtkWidget *ancestor,
                  float      zoom)
{
  keep_float (ancestor, ZOOM_KEY, zoom);
}

float
sg_card_get_zoom (GtkWidget *widget)
{
  float product = 1;

  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      const float *zoom = g_object_get_data (G_OBJECT (w), ZOOM_KEY);

      if (zoom != NULL)
        product *= *zoom;
    }
  return product;
}

#define LEAST_KEY "sg-card-least"
/* Below this share of its natural size a card's text is no longer
 * legible; 60 % keeps it recognisable by its colour and icons. */
#define DEFAULT_LEAST 0.6f

void
sg_card_set_least (GtkWidget *ancestor,
                   float      share)
{
  keep_float (ancestor, LEAST_KEY, share);
}

float
sg_card_get_least (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      const float *share = g_object_get_data (G_OBJECT (w), LEAST_KEY);

      if (share != NULL)
        return *share;
    }
  return DEFAULT_LEAST;
}

void
sg_card_queue_resize_all (GtkWidget *root)
{
  /* Every widget, not only the cards: a few hundred at most, and each
   * measured size cached on the way to a card has to go too. */
  gtk_widget_queue_resize (root);
  for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL; w = gtk_widget_get_next_sibling (w))
    sg_card_queue_resize_all (w);
}

void
sg_card_measure (GtkWidget      *widget,
                 GtkOrientation  orientation,
                 int             for_size,
                 float           w,
                 float           h,
                 int            *minimum,
                 int            *natural)
{
  float scale = sg_card_text_scale (widget) * sg_card_get_zoom (widget);
  float size = ((orientation == GTK_ORIENTATION_HORIZONTAL ? w : h) + 2 * SG_CARD_MARGIN) * scale;
  float other = ((orientation == GTK_ORIENTATION_HORIZONTAL ? h : w) + 2 * SG_CARD_MARGIN) * scale;

  *natural = (int) ceilf (size);
  *minimum = (int) ceilf (size * sg_card_get_least (widget));
  /* The drawing keeps the card's proportions (sg_card_draw_fit): short of
   * height, the card is only as wide as it is drawn, so that a row of cards
   * short of height packs them side by side.  (Width for height only: a
   * height cut to the width would shrink cards that boxes first measure
   * at their minimum width.) */
  if (orientation == GTK_ORIENTATION_HORIZONTAL && for_size >= 0 && for_size < other)
    *natural = MAX ((int) ceilf (size * for_size / other), *minimum);
}

GtkSizeRequestMode
sg_card_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT;
}

void
sg_card_redraw_on_state (GtkWidget     *widget,
                         GtkStateFlags  previous)
{
  GtkStateFlags watched = GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_FOCUSED
                          | GTK_STATE_FLAG_FOCUS_VISIBLE;

  if ((gtk_widget_get_state_flags (widget) ^ previous) & watched)
    gtk_widget_queue_draw (widget);
}

float
sg_card_draw_fit (GtkWidget   *widget,
                  GtkSnapshot *snapshot,
                  float        nat_w,
                  float        nat_h)
{
  float w = gtk_widget_get_width (widget);
  float h = gtk_widget_get_height (widget);
  float scale = MIN (w / nat_w, h / nat_h);

  if (scale <= 0)
    return 0;
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT ((w - nat_w * scale) / 2,
                                                (h - nat_h * scale) / 2));
  gtk_snapshot_scale (snapshot, scale, scale);
  return scale;
}

/* Our icons have one colour (no error/warning/success parts), so one
 * rendering of the SVG per pixel size is enough: recoloured with a colour
 * matrix when drawn.  The icon theme would render each symbolic SVG four
 * times (one per symbolic colour) before the first frame.  NULL when the
 * icon is not one of ours. */
static GdkTexture *
cached_icon (const char *icon_name,
             int         px)
{
  static GHashTable *cache = NULL;
  g_autofree char *key = g_strdup_printf ("%s@%d", icon_name, px);
  g_autofree char *path = NULL;
  g_autoptr (GdkPixbuf) pixbuf = NULL;
  GdkTexture *texture;

  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  texture = g_hash_table_lookup (cache, key);
  if (texture != NULL)
    return texture;

  path = g_strdup_printf (SG_ICON_RESOURCE_PATH "/scalable/actions/%s.svg", icon_name);
  pixbuf = gdk_pixbuf_new_from_resource_at_scale (path, px, px, TRUE, NULL);
  if (pixbuf == NULL)
    return NULL;
  texture = gdk_texture_new_for_pixbuf (pixbuf);
  g_hash_table_insert (cache, g_steal_pointer (&key), texture);
  return texture;
}

void
sg_card_draw_icon (GtkWidget     *widget,
                   GtkSnapshot   *snapshot,
                   const char    *icon_name,
                   float          x,
                   float          y,
                   float          size,
                   float          scale,
                   const GdkRGBA *color)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (widget));
  g_autoptr (GtkIconPaintable) icon = NULL;
  GdkRGBA colors[4] = {
    *color,
    { 0.88f, 0.11f, 0.14f, 1 },
    { 0.96f, 0.76f, 0.07f, 1 },
    { 0.18f, 0.76f, 0.49f, 1 },
  };
  int px = MAX (1, (int) ceilf (size * scale));
  GdkTexture *texture = cached_icon (icon_name, px * gtk_widget_get_scale_factor (widget));

  if (texture != NULL)
    {
      /* Keep the icon's coverage, paint it in the wanted colour. */
      graphene_matrix_t matrix;
      graphene_vec4_t offset;

      graphene_matrix_init_from_float (&matrix, (float[16]) { 0, 0, 0, 0,
                                                              0, 0, 0, 0,
                                                              0, 0, 0, 0,
                                                              0, 0, 0, color->alpha });
      graphene_vec4_init (&offset, color->red, color->green, color->blue, 0);
      gtk_snapshot_push_color_matrix (snapshot, &matrix, &offset);
      gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (x, y, size, size));
      gtk_snapshot_pop (snapshot);
      return;
    }

  icon = gtk_icon_theme_lookup_icon (theme, icon_name, NULL, px,
                                     gtk_widget_get_scale_factor (widget),
                                     GTK_TEXT_DIR_NONE, 0);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_symbolic_paintable_snapshot_symbolic (GTK_SYMBOLIC_PAINTABLE (icon), snapshot,
                                            size, size, colors, G_N_ELEMENTS (colors));
  gtk_snapshot_restore (snapshot);
}

static void
set_font (PangoLayout *layout,
          float        px,
          PangoWeight  weight)
{
  PangoContext *context = pango_layout_get_context (layout);
  g_autoptr (PangoFontDescription) desc =
    pango_font_description_copy (pango_context_get_font_description (context));

  pango_font_description_set_absolute_size (desc, px * PANGO_SCALE);
  pango_font_description_set_weight (desc, weight);
  pango_layout_set_font_description (layout, desc);
}

PangoLayout *
sg_card_layout (GtkWidget   *widget,
                const char  *text,
                float        px,
                PangoWeight  weight,
                float        width)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);

  set_font (layout, px, weight);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  return layout;
}

/* Whether the character before `index` in `text` ends a word that the
 * character at `index` goes on: two letters or digits side by side, a
 * soft hyphen (from a translation) counting as inside the word. */
static gboolean
inside_word (const char *text,
             int         index)
{
  const char *p = text + index;
  gunichar next = g_utf8_get_char (p), prev = 0;

  while (p > text)
    {
      p = g_utf8_prev_char (p);
      prev = g_utf8_get_char (p);
      if (prev != 0x00AD)
        break;
    }
  return g_unichar_isalnum (prev) && g_unichar_isalnum (next);
}

gboolean
sg_card_layout_cuts_words (PangoLayout *layout)
{
  const char *text = pango_layout_get_text (layout);
  const PangoLogAttr *attrs;
  int n_attrs;

  /* A line that starts where no line break is allowed starts inside a
   * word (Pango had to cut a word longer than the width), and so does a
   * line that starts with a letter right after one (a break at a soft
   * hyphen is allowed, and is still a cut word). */
  attrs = pango_layout_get_log_attrs_readonly (layout, &n_attrs);
  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      const PangoLayoutLine *line = l->data;
      glong offset = g_utf8_pointer_to_offset (text, text + line->start_index);

      if (offset > 0 && offset < n_attrs
          && (!attrs[offset].is_line_break || inside_word (text, line->start_index)))
        return TRUE;
    }
  return FALSE;
}

gboolean
sg_card_layout_in_corner (PangoLayout      *layout,
                          const SgFaceText *t)
{
  PangoLayoutIter *iter;
  gboolean in_corner = FALSE;
  float area_h = t->height > 0 ? t->height : 0;

  if (t->corner_w <= 0 || t->corner_h <= 0 || area_h <= 0)
    return FALSE;
  /* Logical extents, whole lines: the badge's disc, its ring and its
   * shadow fill most of the corner's square. */
  iter = pango_layout_get_iter (layout);
  do
    {
      PangoRectangle logical;

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      if ((float) (logical.y + logical.height) / PANGO_SCALE > area_h - t->corner_h
          && (float) (logical.x + logical.width) / PANGO_SCALE > t->width - t->corner_w)
        in_corner = TRUE;
    }
  while (!in_corner && pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  return in_corner;
}

/* Ends the text with an ellipsis where its area ends.  Pango ellipsizes
 * only the last line: a word wider than the area on an earlier line
 * would stick out of the card, so such a text takes a single line,
 * ellipsized in its word (rare: a text too long at the smallest size). */
static void
ellipsize (PangoLayout      *layout,
           const SgFaceText *t)
{
  PangoRectangle logical;

  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_height (layout, t->height > 0 ? (int) (t->height * PANGO_SCALE)
                                                 : -MAX (1, t->max_lines));
  pango_layout_get_extents (layout, NULL, &logical);
  if (logical.width > (int) ceilf (t->width * PANGO_SCALE))
    {
      pango_layout_set_height (layout, -1);
      /* Pango keeps its lines when they are no more than the new height
       * asks for, not ellipsized yet: make it lay the text out again. */
      pango_layout_context_changed (layout);
    }
}

static PangoLayout *
face_layout (GtkWidget        *widget,
             const SgFaceText *t,
             float             px,
             SgFitMode         mode)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, t->text);

  set_font (layout, px, t->weight);
  pango_layout_set_alignment (layout, t->align);
  pango_layout_set_width (layout, (int) (t->width * PANGO_SCALE));
  /* Lines break between words only: a word wider than the line would
   * still be cut by Pango, which face_layout_fits refuses. */
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  if (mode == SG_FIT_ELLIPSIZED)
    ellipsize (layout, t);
  return layout;
}

/* Whether the layout stays in t's area, its words whole, out of the
 * badge's corner (a play-tester found the end of a character's ability
 * under the target badge, at the foot of the card). */
static gboolean
face_layout_fits (PangoLayout      *layout,
                  const SgFaceText *t)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  if (logical.width > (int) ceilf (t->width * PANGO_SCALE))
    return FALSE;
  if (t->height > 0 && logical.height > (int) ceilf (t->height * PANGO_SCALE))
    return FALSE;
  if ((t->height <= 0 || t->max_lines > 0) && pango_layout_get_line_count (layout) > MAX (1, t->max_lines))
    return FALSE;
  return !sg_card_layout_cuts_words (layout) && !sg_card_layout_in_corner (layout, t);
}

/* The layout of t->text at px, in whole words, if it fits; else NULL. */
static PangoLayout *
layout_if_fits (GtkWidget        *widget,
                const SgFaceText *t,
                float             px)
{
  PangoLayout *layout = face_layout (widget, t, px, SG_FIT_WHOLE);

  if (face_layout_fits (layout, t))
    return layout;
  g_object_unref (layout);
  return NULL;
}

/* The largest size in half units from t->px down to SG_CARD_MIN_PX at
 * which the text fits in whole words, and its layout; NULL if none.  Most
 * texts fit at once; the others are found by bisection, a few layouts
 * instead of one per step. */
static PangoLayout *
search_fit (GtkWidget        *widget,
            const SgFaceText *t,
            SgFit            *fit)
{
  int steps = (int) floorf ((t->px - SG_CARD_MIN_PX) * 2 + 0.01f);
  int fitting = 0, failing = 0;   /* in half units below t->px */
  PangoLayout *best = layout_if_fits (widget, t, t->px);

  if (best == NULL)
    {
      if (steps <= 0)
        return NULL;
      best = layout_if_fits (widget, t, t->px - steps * 0.5f);
      if (best == NULL)
        return NULL;
      fitting = steps;
    }
  while (fitting - failing > 1)
    {
      int mid = (fitting + failing) / 2;
      PangoLayout *layout = layout_if_fits (widget, t, t->px - mid * 0.5f);

      if (layout != NULL)
        {
          g_object_unref (best);
          best = layout;
          fitting = mid;
        }
      else
        failing = mid;
    }
  fit->px = t->px - fitting * 0.5f;
  fit->mode = SG_FIT_WHOLE;
  return best;
}

/* The search costs a few layouts: done once per text, area and font (the
 * widget's font description and font options), then every drawing builds
 * one layout, as before. */
static char *
fit_cache_key (GtkWidget        *widget,
               const SgFaceText *t)
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  const cairo_font_options_t *options = pango_cairo_context_get_font_options (context);
  g_autofree char *font =
    pango_font_description_to_string (pango_context_get_font_description (context));

  return g_strdup_printf ("%s\x1f%s\x1f%lu\x1f%g %d %d %g %g %d %d %g %g", t->text, font,
                          options != NULL ? cairo_font_options_hash (options) : 0UL,
                          t->px, (int) t->weight, (int) t->align,
                          t->width, t->height, t->max_lines, t->body,
                          t->corner_w, t->corner_h);
}

PangoLayout *
sg_card_fit_text (GtkWidget        *widget,
                  const SgFaceText *t,
                  SgFit            *fit)
{
  static GHashTable *cache = NULL;
  g_autofree char *key = fit_cache_key (widget, t);
  SgFit *found, chosen = { SG_CARD_MIN_PX, SG_FIT_ELLIPSIZED };
  PangoLayout *layout;

  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  found = g_hash_table_lookup (cache, key);
  if (found != NULL)
    {
      chosen = *found;
      layout = face_layout (widget, t, chosen.px, chosen.mode);
    }
  else
    {
      /* Shrink rather than cut a word ("Klapper-schlange" read as two
       * words); ellipsize only what does not fit even at the smallest
       * size (the tooltip has it all). */
      layout = search_fit (widget, t, &chosen);
      if (layout == NULL)
        layout = face_layout (widget, t, chosen.px, chosen.mode);
      g_hash_table_insert (cache, g_steal_pointer (&key), g_memdup2 (&chosen, sizeof chosen));
    }
  if (fit != NULL)
    *fit = chosen;
  return layout;
}

PangoLayout *
sg_card_fit_title (GtkWidget  *widget,
                   const char *text,
                   float       px,
                   float       width,
                   int         max_lines)
{
  SgFaceText t = {
    .id = "title", .text = text, .px = px, .weight = PANGO_WEIGHT_BOLD,
    .align = PANGO_ALIGN_LEFT, .width = width, .max_lines = max_lines,
  };

  return sg_card_fit_text (widget, &t, NULL);
}

void
sg_card_draw_layout (GtkSnapshot   *snapshot,
                     PangoLayout   *layout,
                     float          x,
                     float          y,
                     const GdkRGBA *color)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

void
sg_card_draw_layout_vcenter (GtkSnapshot   *snapshot,
                             PangoLayout   *layout,
                             float          x,
                             float          cy,
                             const GdkRGBA *color)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  sg_card_draw_layout (snapshot, layout, x,
                       cy - (float) (logical.y + logical.height / 2) / PANGO_SCALE,
                       color);
}

void
sg_card_fill_rounded (GtkSnapshot           *snapshot,
                      const graphene_rect_t *rect,
                      float                  radius,
                      const GdkRGBA         *color)
{
  GskRoundedRect rounded;

  gsk_rounded_rect_init_from_rect (&rounded, rect, radius);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, color, rect);
  gtk_snapshot_pop (snapshot);
}

void
sg_card_stroke_rounded (GtkSnapshot           *snapshot,
                        const graphene_rect_t *rect,
                        float                  radius,
                        float                  width,
                        const GdkRGBA         *color)
{
  GskRoundedRect rounded;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&rounded, rect, radius);
  gtk_snapshot_append_border (snapshot, &rounded, widths, colors);
}

void
sg_card_draw_body (GtkSnapshot           *snapshot,
                   const graphene_rect_t *card,
                   float                  radius,
                   const GdkRGBA         *fill,
                   const SgCardPalette   *p)
{
  GskRoundedRect rounded;

  gsk_rounded_rect_init_from_rect (&rounded, card, radius);
  gtk_snapshot_append_outset_shadow (snapshot, &rounded, &p->shadow, 0, 1, 0, 3);
  sg_card_fill_rounded (snapshot, card, radius, fill);
}

void
sg_card_fill_band (GtkSnapshot           *snapshot,
                   const graphene_rect_t *card,
                   float                  radius,
                   float                  height,
                   const GdkRGBA         *color)
{
  graphene_rect_t band = GRAPHENE_RECT_INIT (card->origin.x, card->origin.y,
                                             card->size.width, height);
  graphene_size_t round = GRAPHENE_SIZE_INIT (radius, radius);
  graphene_size_t square = GRAPHENE_SIZE_INIT (0, 0);
  GskRoundedRect rounded;

  /* A clip of the band's own shape: GTK 4.8's GL renderer fills the whole
   * clip when a colour node sits alone in a larger rounded clip. */
  gsk_rounded_rect_init (&rounded, &band, &round, &round, &square, &square);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, color, &band);
  gtk_snapshot_pop (snapshot);
}

static void
ring (GtkSnapshot           *snapshot,
      const graphene_rect_t *card,
      float                  radius,
      float                  offset,
      float                  width,
      const GdkRGBA         *color)
{
  graphene_rect_t outer;

  graphene_rect_inset_r (card, -(offset + width), -(offset + width), &outer);
  sg_card_stroke_rounded (snapshot, &outer, radius + offset + width, width, color);
}

static void
badge (GtkWidget           *widget,
       GtkSnapshot         *snapshot,
       float                cx,
       float                cy,
       float                r,
       const char          *icon_name,
       const GdkRGBA       *bg,
       float                scale,
       const SgCardPalette *p)
{
  graphene_rect_t disc = GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r);
  GskRoundedRect rounded;

  gsk_rounded_rect_init_from_rect (&rounded, &disc, r);
  gtk_snapshot_append_outset_shadow (snapshot, &rounded, &p->shadow, 0, 1, 0, 2);
  sg_card_fill_rounded (snapshot, &disc, r, bg);
  sg_card_stroke_rounded (snapshot, &disc, r, 1.5f, &p->white);
  sg_card_draw_icon (widget, snapshot, icon_name, cx - r * 0.62f, cy - r * 0.62f,
                     r * 1.24f, scale, &p->white);
}

void
sg_card_draw_highlight (GtkWidget             *widget,
                        GtkSnapshot           *snapshot,
                        const graphene_rect_t *card,
                        float                  radius,
                        SgCardHighlight        highlight,
                        float                  scale,
                        const SgCardPalette   *p)
{
  /* Its disc keeps within SG_CARD_BADGE_ROOM of the corner. */
  float bx = card->origin.x + card->size.width - 11;
  float by = card->origin.y + card->size.height - 11;

  if (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_PRELIGHT)
    {
      GdkRGBA wash = p->fg;

      wash.alpha = 0.06f;
      sg_card_fill_rounded (snapshot, card, radius, &wash);
    }

  switch (highlight)
    {
    case SG_CARD_HIGHLIGHT_SELECTED:
      ring (snapshot, card, radius, 0, 3.5f, &p->selected);
      sg_card_stroke_rounded (snapshot, card, radius, 1.5f, &p->selected);
      badge (widget, snapshot, bx, by, 9, "sixgun-selected-symbolic", &p->selected, scale, p);
      break;
    case SG_CARD_HIGHLIGHT_TARGET:
      ring (snapshot, card, radius, 0, 3.5f, &p->target);
      badge (widget, snapshot, bx, by, 9, "sixgun-target-symbolic", &p->target, scale, p);
      break;
    case SG_CARD_HIGHLIGHT_DIMMED:
    case SG_CARD_HIGHLIGHT_NONE:
    default:
      break;
    }
}

void
sg_card_draw_aimed (GtkSnapshot           *snapshot,
                    const graphene_rect_t *card,
                    float                  radius,
                    const SgCardPalette   *p)
{
  GskRoundedRect rounded;

  /* A glow, not a ring: it reads apart from a legal target's ring by its
   * shape as well as its colour. */
  gsk_rounded_rect_init_from_rect (&rounded, card, radius);
  gtk_snapshot_append_outset_shadow (snapshot, &rounded, &p->aimed, 0, 0, 2, 6);
  sg_card_stroke_rounded (snapshot, card, radius, 3, &p->aimed);
}

void
sg_card_draw_focus (GtkWidget             *widget,
                    GtkSnapshot           *snapshot,
                    const graphene_rect_t *card,
                    float                  radius,
                    SgCardHighlight        highlight,
                    const SgCardPalette   *p)
{
  GtkStateFlags flags = gtk_widget_get_state_flags (widget);
  gboolean ringed = highlight == SG_CARD_HIGHLIGHT_SELECTED
                    || highlight == SG_CARD_HIGHLIGHT_TARGET;

  /* Like libadwaita's outline: a soft accent ring just outside the card,
   * or just outside the selection/target ring when there is one. */
  if ((flags & GTK_STATE_FLAG_FOCUSED) && (flags & GTK_STATE_FLAG_FOCUS_VISIBLE))
    ring (snapshot, card, radius, ringed ? 4.5f : 1.5f, 3, &p->focus);
}

/* "Selected", "Possible target", … or NULL: appended to descriptions. */
static const char *
highlight_text (SgCardHighlight highlight)
{
  switch (highlight)
    {
    case SG_CARD_HIGHLIGHT_SELECTED:
      return _("Selected");
    case SG_CARD_HIGHLIGHT_TARGET:
      return _("Possible target");
    case SG_CARD_HIGHLIGHT_DIMMED:
      return _("Not usable now");
    case SG_CARD_HIGHLIGHT_NONE:
    default:
      return NULL;
    }
}

void
sg_card_update_accessible (GtkWidget       *widget,
                           const char      *label,
                           GString         *description,
                           SgCardHighlight  highlight)
{
  const char *state = highlight_text (highlight);

  if (state != NULL)
    g_string_append_printf (description, "%s%s.", description->len > 0 ? " " : "", state);

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description->str,
                                  -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget),
                               GTK_ACCESSIBLE_STATE_SELECTED,
                               highlight == SG_CARD_HIGHLIGHT_SELECTED,
                               -1);
}

static void
click_pressed_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  GtkWidget       *widget)
{
  /* Not claimed yet: a hand card's drag source (sg-table-drag.c) may
   * still take the press over; a click claims it when released. */
  if (gtk_widget_get_focus_on_click (widget))
    gtk_widget_grab_focus (widget);
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   GtkWidget       *widget)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (n_press == 1 && gtk_widget_contains (widget, x, y))
    gtk_widget_activate (widget);
}

void
sg_card_setup_activation (GtkWidget *widget)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), widget);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), widget);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_halign (widget, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
}

static void
class_setup_activation (GtkWidgetClass *widget_class,
                        const char     *signal_name)
{
  const guint keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter,
                         GDK_KEY_space, GDK_KEY_KP_Space };

  gtk_widget_class_set_activate_signal_from_name (widget_class, signal_name);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_signal (widget_class, keys[i], 0, signal_name, NULL);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

guint
sg_card_class_setup (GtkWidgetClass *widget_class,
                     const char     *css_name)
{
  guint activated =
    g_signal_new ("activated", G_TYPE_FROM_CLASS (widget_class),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  class_setup_activation (widget_class, "activated");
  /* Our icons live in the app's GResource (see sg_card_ensure_icons). */
  sg_ui_resources_ensure ();
  gtk_widget_class_set_css_name (widget_class, css_name);
  return activated;
}

void
sg_card_side_colors (SgSide   side,
                     GdkRGBA *top,
                     GdkRGBA *bottom)
{
  if (side == SG_LAW)
    {
      gdk_rgba_parse (top, "#e5a50a");
      gdk_rgba_parse (bottom, "#a86e06");
    }
  else
    {
      gdk_rgba_parse (top, "#813d9c");
      gdk_rgba_parse (bottom, "#3d1f56");
    }
}

void
sg_card_draw_back (GtkWidget             *widget,
                   GtkSnapshot           *snapshot,
                   const graphene_rect_t *card,
                   float                  radius,
                   SgSide                 side,
                   gboolean               with_label,
                   float                  scale,
                   const SgCardPalette   *p)
{
  GdkRGBA top, bottom, line = { 1, 1, 1, 0.13f }, frame = { 1, 1, 1, 0.55f };
  GskColorStop grad[2];
  graphene_rect_t inner, disc;
  GskRoundedRect rounded;
  float w = card->size.width, h = card->size.height;
  float cx = card->origin.x + w / 2;
  float cy = card->origin.y + h * (with_label ? 0.44f : 0.5f);
  float r = MIN (w, h) * 0.26f;
  cairo_t *cr;

  sg_card_side_colors (side, &top, &bottom);
  grad[0] = (GskColorStop) { 0, top };
  grad[1] = (GskColorStop) { 1, bottom };

  gsk_rounded_rect_init_from_rect (&rounded, card, radius);
  gtk_snapshot_append_outset_shadow (snapshot, &rounded, &p->shadow, 0, 1, 0, 3);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_linear_gradient (snapshot, card,
                                       &GRAPHENE_POINT_INIT (card->origin.x, card->origin.y),
                                       &GRAPHENE_POINT_INIT (card->origin.x + w, card->origin.y + h),
                                       grad, 2);
  /* A fine diagonal lattice, the classic card-back look. */
  cr = gtk_snapshot_append_cairo (snapshot, card);
  cairo_set_source_rgba (cr, line.red, line.green, line.blue, line.alpha);
  cairo_set_line_width (cr, 1);
  for (float d = -h; d < w; d += 7)
    {
      cairo_move_to (cr, card->origin.x + d, card->origin.y);
      cairo_line_to (cr, card->origin.x + d + h, card->origin.y + h);
      cairo_move_to (cr, card->origin.x + d + h, card->origin.y);
      cairo_line_to (cr, card->origin.x + d, card->origin.y + h);
    }
  cairo_stroke (cr);
  cairo_destroy (cr);
  gtk_snapshot_pop (snapshot);

  graphene_rect_inset_r (card, 4, 4, &inner);
  sg_card_stroke_rounded (snapshot, &inner, MAX (1, radius - 3), 1.5f, &frame);

  disc = GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r);
  sg_card_fill_rounded (snapshot, &disc, r, &p->white);
  sg_card_stroke_rounded (snapshot, &disc, r, 2, &bottom);
  sg_card_draw_icon (widget, snapshot,
                     side == SG_LAW ? "sixgun-lawmen-symbolic" : "sixgun-outlaws-symbolic",
                     cx - r * 0.66f, cy - r * 0.66f, r * 1.32f, scale, &bottom);

  if (with_label)
    {
      g_autoptr (PangoLayout) layout =
        sg_card_fit_title (widget, side == SG_LAW ? _("Lawmen") : _("Outlaws"),
                           12, w - 16, 1);

      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
      sg_card_draw_layout_vcenter (snapshot, layout, card->origin.x + 8,
                                   card->origin.y + h * 0.8f,
                                   side == SG_LAW ? &p->ink : &p->white);
    }
}
