/* sg-card-widget.c: one playing card, drawn with GtkSnapshot.
 *
 * Everything is drawn in design units on a fixed canvas (the card plus a
 * margin for rings) and scaled into the allocation, so one drawing serves
 * every size.  Colours come from the theme's named colours so the card
 * follows light, dark and high-contrast styles; the kind colours are fixed
 * because they are part of the game (red, brown, blue borders, D4).
 */
#include <glib/gi18n.h>

#include "sg-card-widget.h"
#include "sg-card-drawing.h"
#include "sg-card-text.h"
#include "sg-focus-tip.h"

/* Card sizes in design units (the canvas adds SG_CARD_MARGIN each side). */
#define CARD_W 96.0f
#define CARD_H 136.0f
#define COMPACT_W 64.0f
#define COMPACT_H 90.0f
/* A strip is the name band alone: several pieces of equipment stacked
 * beside one character stay readable where compact faces side by side
 * would shrink the whole row.  Less margin above and below than round the
 * other faces: the rings fit, and four strips stand as high as a
 * character. */
#define STRIP_W 104.0f
#define STRIP_H 24.0f
#define STRIP_MARGIN_Y 4.0f

struct _SgCardWidget
{
  GtkWidget parent_instance;

  SgCardType type;
  SgSymbol symbol;
  SgSide back;
  SgCardHighlight highlight;
  /* Plain booleans, not bit fields: the setters store them through
   * change_flag (). */
  gboolean face_down;
  gboolean compact;
  gboolean strip;
  gboolean show_back;
  gboolean has_card;
  char *reason;           /* why it cannot be used now, or NULL */
  GtkWidget *focus_tip;   /* a strip's effect, for the keyboard (sg-focus-tip.h) */
};

G_DEFINE_FINAL_TYPE (SgCardWidget, sg_card_widget, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FACE_DOWN,
  PROP_COMPACT,
  PROP_STRIP,
  N_PROPS
};

enum {
  ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *const symbol_icons[SG_N_SYMBOLS] = {
  [SG_SYM_BARREL] = "sixgun-barrel-symbolic",
  [SG_SYM_SNAKE] = "sixgun-snake-symbolic",
  [SG_SYM_DYNAMITE] = "sixgun-dynamite-symbolic",
  [SG_SYM_HORSESHOE] = "sixgun-horseshoe-symbolic",
};

static const struct {
  guint flag;
  const char *icon;
  const char *text;
} centre_icons[] = {
  { SG_ICON_SHOT, "sixgun-shot-symbolic", N_("shot") },
  { SG_ICON_DODGE, "sixgun-dodge-symbolic", N_("dodge") },
  { SG_ICON_ALWAYS, "sixgun-always-active-symbolic", N_("always active") },
  { SG_ICON_RELOAD, "sixgun-reload-symbolic", N_("reload") },
};

static void
kind_color (SgKind   kind,
            GdkRGBA *out)
{
  /* GNOME palette: red 4, brown 3, blue 5; white text stays readable. */
  switch (kind)
    {
    case SG_KIND_BANG:
      gdk_rgba_parse (out, "#c01c28");
      break;
    case SG_KIND_ACTION:
      gdk_rgba_parse (out, "#865e3c");
      break;
    case SG_KIND_EQUIPMENT:
    default:
      gdk_rgba_parse (out, "#1a5fb4");
      break;
    }
}

static void
card_size (SgCardWidget *self,
           float        *w,
           float        *h)
{
  *w = self->strip ? STRIP_W : self->compact ? COMPACT_W : CARD_W;
  *h = self->strip ? STRIP_H : self->compact ? COMPACT_H : CARD_H;
}

/* The margin above and below the face, where rings are drawn. */
static float
margin_y (SgCardWidget *self)
{
  return self->strip ? STRIP_MARGIN_Y : SG_CARD_MARGIN;
}

static void
draw_icons (SgCardWidget        *self,
            GtkSnapshot         *snapshot,
            float                cx,
            float                cy,
            float                r,
            float                scale,
            const GdkRGBA       *kind,
            const SgCardPalette *p)
{
  GtkWidget *widget = GTK_WIDGET (self);
  guint icons = sg_card_data (self->type)->icons;
  const char *names[G_N_ELEMENTS (centre_icons)];
  guint n = 0;
  graphene_rect_t disc;
  GdkRGBA tint = *kind;
  float size, gap, x;

  for (guint i = 0; i < G_N_ELEMENTS (centre_icons); i++)
    if (icons & centre_icons[i].flag)
      names[n++] = centre_icons[i].icon;
  if (n == 0)
    return;

  /* One disc per icon, side by side, like the printed cards. */
  size = n == 1 ? r * 1.25f : r * 1.0f;
  gap = r * 0.3f;
  x = cx - (n * 2 * r + (n - 1) * gap) / 2;
  tint.alpha = p->dark ? 0.35f : 0.14f;
  for (guint i = 0; i < n; i++, x += 2 * r + gap)
    {
      disc = GRAPHENE_RECT_INIT (x, cy - r, 2 * r, 2 * r);
      sg_card_fill_rounded (snapshot, &disc, r, &p->body);
      sg_card_fill_rounded (snapshot, &disc, r, &tint);
      sg_card_stroke_rounded (snapshot, &disc, r, 1.5f, kind);
      sg_card_draw_icon (widget, snapshot, names[i], x + r - size / 2, cy - size / 2,
                         size, scale, &p->fg);
    }
}

/* Where things sit on a face, relative to the card's top left corner.
 *
 * A full card has its reveal symbol at the end of the name band, as the
 * printed cards do.  A compact card has it just below the band, at the
 * right: beside the symbol the name had 39 units, and "Rattlesnake",
 * "Schoolmarm" or "Fehlschuss!" were cut even at the smallest size, on the
 * General Store's cards a player has to choose between; across the whole
 * band it has 54.  The deck's emblem (General Store, revealed cards) goes
 * to the left, level with the symbol, and two icon discs lower, clear of
 * it. */
typedef struct {
  float w, h;
  float band_h;      /* name band */
  float sym_r;       /* reveal symbol disc */
  float sym_x;       /* its left edge */
  float sym_cy;      /* its centre */
  float name_w;      /* the room the name has in the band */
  float pad;
  float icons_cy;    /* centre of the icon discs */
  float icons_r;
  float text_y;      /* top of the effect text */
  float footer_cy;   /* centre of the kind's last line */
  float back_cx;     /* centre of the deck's emblem */
  float back_cy;
  float back_r;
} CardGeometry;

static void
card_geometry (gboolean      compact,
               guint         n_icons,
               CardGeometry *g)
{
  g->w = compact ? COMPACT_W : CARD_W;
  g->h = compact ? COMPACT_H : CARD_H;
  g->band_h = compact ? 26 : 30;
  g->sym_r = compact ? 7 : 10;
  g->pad = compact ? 4 : 6;
  g->sym_x = g->w - g->pad / 2 - 2 * g->sym_r - 1;
  g->sym_cy = compact ? g->band_h + 1 + g->sym_r : g->band_h / 2;
  g->name_w = compact ? g->w - 2 * g->pad - 2 : g->sym_x - g->pad - 2;
  g->icons_r = compact ? 13 : 15;
  /* Two discs side by side reach under the symbol: lower them. */
  g->icons_cy = !compact ? g->band_h + 22
                : n_icons > 1 ? g->sym_cy + g->sym_r + 1 + g->icons_r
                : g->band_h + (g->h - g->band_h - 11) / 2;
  /* Just below the icon discs (or the symbol): the text gets all the
   * height there is. */
  g->text_y = n_icons > 0 ? g->icons_cy + g->icons_r + 3
              : compact ? g->sym_cy + g->sym_r + 1 : g->band_h + 8;
  g->footer_cy = g->h - (compact ? 8 : 9);
  g->back_r = compact ? 7 : 8;
  g->back_cx = compact ? g->pad + 1 + g->back_r : g->sym_x + g->sym_r;
  g->back_cy = compact ? g->sym_cy : g->band_h + 1;
}

static guint
icon_count (SgCardType type)
{
  guint icons = sg_card_data (type)->icons, n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (centre_icons); i++)
    n += (icons & centre_icons[i].flag) != 0;
  return n;
}

/* What a name keeps clear of its band's top and bottom: the border is
 * drawn 1.5 units into the face, and two lines at the size of one touched
 * it and ran out of the band ("Return Fire", "Serpent à sonnette" on a
 * hand card, a keyboard play-test): they are set smaller instead. */
#define NAME_MARGIN 2.0f

/* The strip's symbol disc and the room its name has. */
#define STRIP_SYM_R 8.0f
#define STRIP_PAD 6.0f

static guint
strip_texts (SgCardType  type,
             SgFaceText *out)
{
  out[0] = (SgFaceText) {
    .id = "name", .text = sg_card_text_name (type),
    .px = 10, .weight = PANGO_WEIGHT_BOLD, .align = PANGO_ALIGN_LEFT,
    .width = STRIP_W - STRIP_PAD - 2 * STRIP_SYM_R - 6, .max_lines = 2, /* "Serpent à sonnette" */
    .height = STRIP_H - 2 * NAME_MARGIN,
  };
  return 1;
}

/* Name, kind and (full cards) effect, as draw_face lays them out. */
static guint
card_face_texts (SgCardType  type,
                 gboolean    compact,
                 SgFaceText *out)
{
  CardGeometry g;
  guint n = 0;

  card_geometry (compact, icon_count (type), &g);
  out[n++] = (SgFaceText) {
    .id = "name", .text = sg_card_text_name (type),
    .px = compact ? 9.5f : 11.5f,
    .weight = PANGO_WEIGHT_BOLD, .align = PANGO_ALIGN_LEFT,
    .width = g.name_w, .max_lines = 2, .height = g.band_h - 2 * NAME_MARGIN,
  };
  /* The kind in words at the foot: colour is not the only cue.  A
   * compact card has its own, shorter form where a translation needs one
   * ("Equipagg."): it may take two lines, never a cut word.  Either face
   * leaves the corner to the target or selection badge, which covered
   * "BANG! card" on a compact card and the last letter of a hand card's
   * "Equipaggiamento" (read as "Equipaggiament."): a long kind is set
   * smaller instead. */
  out[n++] = (SgFaceText) {
    .id = "kind", .text = compact ? sg_card_text_kind_compact (type) : sg_card_text_kind (type),
    .px = compact ? 7 : 7.5f,
    .weight = PANGO_WEIGHT_BOLD, .align = PANGO_ALIGN_LEFT,
    .width = g.w - g.pad - 1 - SG_CARD_BADGE_ROOM, .max_lines = compact ? 2 : 1,
  };
  if (!compact)
    out[n++] = (SgFaceText) {
      .id = "effect", .text = sg_card_text_effect (type),
      .px = 9, .weight = PANGO_WEIGHT_NORMAL, .align = PANGO_ALIGN_CENTER,
      .width = g.w - 2 * g.pad - 2, .height = g.h - 13 - g.text_y - 3, .body = TRUE,
    };
  else if (sg_card_data (type)->icons == 0)
    /* A card without icons (a Barrel in play, a Stagecoach turned up or on
     * the discard pile) would show only its name: its effect fills the
     * room the icons leave. */
    out[n++] = (SgFaceText) {
      .id = "effect", .text = sg_card_text_effect (type),
      .px = 7, .weight = PANGO_WEIGHT_NORMAL, .align = PANGO_ALIGN_CENTER,
      .width = g.w - 2 * g.pad - 2, .height = g.h - 2 * 11 - g.text_y - 2, .body = TRUE,
    };
  return n;
}

guint
sg_card_widget_face_texts (SgCardWidget *self,
                           SgFaceText   *out)
{
  g_return_val_if_fail (SG_IS_CARD_WIDGET (self), 0);

  if (self->face_down || !self->has_card)
    return 0;
  if (self->strip)
    return strip_texts (self->type, out);
  return card_face_texts (self->type, self->compact, out);
}

/* The copy's reveal symbol in a white disc, x its left edge, cy its
 * centre: at the end of a face's name band or of a strip. */
static void
draw_symbol (SgCardWidget        *self,
             GtkSnapshot         *snapshot,
             float                x,
             float                cy,
             float                r,
             float                scale,
             const SgCardPalette *p)
{
  graphene_rect_t disc = GRAPHENE_RECT_INIT (x, cy - r, 2 * r, 2 * r);

  sg_card_fill_rounded (snapshot, &disc, r, &p->white);
  sg_card_draw_icon (GTK_WIDGET (self), snapshot, symbol_icons[self->symbol],
                     x + r * 0.25f, cy - r + r * 0.25f, r * 1.5f, scale, &p->ink);
}

/* The emblem of the card's deck, as on its back (sg_card_draw_back), in a
 * disc of the deck's colour centred under the reveal symbol, across the
 * foot of the name band: there it covers neither the name, the icons nor
 * the effect text. */
static void
draw_back_mark (SgCardWidget        *self,
                GtkSnapshot         *snapshot,
                float                cx,
                float                cy,
                float                r,
                float                scale,
                const SgCardPalette *p)
{
  graphene_rect_t disc = GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r);
  gboolean law = self->back == SG_LAW;
  GdkRGBA top, bottom;

  sg_card_side_colors (self->back, &top, &bottom);
  sg_card_fill_rounded (snapshot, &disc, r, &top);
  sg_card_stroke_rounded (snapshot, &disc, r, 1.2f, &p->white);
  sg_card_draw_icon (GTK_WIDGET (self), snapshot, law ? "sixgun-lawmen-symbolic" : "sixgun-outlaws-symbolic",
                     cx - r * 0.7f, cy - r * 0.7f, r * 1.4f, scale, law ? &p->ink : &p->white);
}

static void
draw_face (SgCardWidget          *self,
           GtkSnapshot           *snapshot,
           const graphene_rect_t *card,
           float                  radius,
           float                  scale,
           const SgCardPalette   *p)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const SgCardData *data = sg_card_data (self->type);
  gboolean compact = self->compact;
  float x0 = card->origin.x, y0 = card->origin.y;
  SgFaceText texts[SG_FACE_TEXTS_MAX];
  guint n_texts = card_face_texts (self->type, compact, texts);
  CardGeometry g;
  GdkRGBA kind;
  g_autoptr (PangoLayout) title = NULL;
  g_autoptr (PangoLayout) footer = NULL;
  PangoRectangle logical;

  card_geometry (compact, icon_count (self->type), &g);
  kind_color (data->kind, &kind);
  sg_card_draw_body (snapshot, card, radius, &p->body, p);

  /* Name band in the kind's colour, the reveal symbol at its end (below
   * it on a compact card: card_geometry). */
  sg_card_fill_band (snapshot, card, radius, g.band_h, &kind);

  draw_symbol (self, snapshot, x0 + g.sym_x, y0 + g.sym_cy, g.sym_r, scale, p);
  if (self->show_back)
    draw_back_mark (self, snapshot, x0 + g.back_cx, y0 + g.back_cy, g.back_r, scale, p);

  title = sg_card_fit_text (widget, &texts[0], NULL);
  sg_card_draw_layout_vcenter (snapshot, title, x0 + g.pad, y0 + g.band_h / 2, &p->white);

  /* Kind colour all round: the rule says "red/brown/blue border". */
  sg_card_stroke_rounded (snapshot, card, radius, compact ? 2.5f : 3, &kind);

  draw_icons (self, snapshot, x0 + g.w / 2, y0 + g.icons_cy, g.icons_r, scale, &kind, p);

  /* The kind's last line sits on the foot; a second line goes above. */
  footer = sg_card_fit_text (widget, &texts[1], NULL);
  pango_layout_get_extents (footer, NULL, &logical);
  sg_card_draw_layout_vcenter (snapshot, footer, x0 + g.pad + 1,
                               y0 + g.footer_cy
                               - (float) logical.height / PANGO_SCALE
                                 * (pango_layout_get_line_count (footer) - 1)
                                 / pango_layout_get_line_count (footer) / 2,
                               p->dark ? &p->dim_fg : &kind);

  if (n_texts > 2)
    {
      g_autoptr (PangoLayout) effect = sg_card_fit_text (widget, &texts[2], NULL);

      sg_card_draw_layout (snapshot, effect, x0 + g.pad + 1, y0 + g.text_y, &p->fg);
    }
}

/* The band of the kind's colour with the name and the reveal symbol, as at
 * the top of a face; the tooltip has the rest. */
static void
draw_strip (SgCardWidget          *self,
            GtkSnapshot           *snapshot,
            const graphene_rect_t *card,
            float                  radius,
            float                  scale,
            const SgCardPalette   *p)
{
  GtkWidget *widget = GTK_WIDGET (self);
  float x0 = card->origin.x, cy = card->origin.y + STRIP_H / 2;
  float sym_x = x0 + STRIP_W - STRIP_SYM_R * 2 - 4;
  SgFaceText text;
  GdkRGBA kind;
  g_autoptr (PangoLayout) title = NULL;

  kind_color (sg_card_data (self->type)->kind, &kind);
  sg_card_fill_rounded (snapshot, card, radius, &kind);
  draw_symbol (self, snapshot, sym_x, cy, STRIP_SYM_R, scale, p);
  strip_texts (self->type, &text);
  title = sg_card_fit_text (widget, &text, NULL);
  sg_card_draw_layout_vcenter (snapshot, title, x0 + STRIP_PAD, cy, &p->white);
}

static void
sg_card_widget_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  SgCardWidget *self = SG_CARD_WIDGET (widget);
  SgCardPalette palette;
  float cw, ch, scale, radius;
  graphene_rect_t card;

  card_size (self, &cw, &ch);
  sg_card_palette_init (widget, &palette);
  radius = self->strip ? 5 : self->compact ? 6 : 8;
  card = GRAPHENE_RECT_INIT (SG_CARD_MARGIN, margin_y (self), cw, ch);

  gtk_snapshot_save (snapshot);
  scale = sg_card_draw_fit (widget, snapshot, cw + 2 * SG_CARD_MARGIN, ch + 2 * margin_y (self));
  if (scale > 0)
    {
      gboolean dimmed = self->highlight == SG_CARD_HIGHLIGHT_DIMMED;

      if (dimmed)
        gtk_snapshot_push_opacity (snapshot, 0.42);
      if (self->face_down || !self->has_card)
        sg_card_draw_back (widget, snapshot, &card, radius, self->back,
                           !self->compact && !self->strip, scale, &palette);
      else if (self->strip)
        draw_strip (self, snapshot, &card, radius, scale, &palette);
      else
        draw_face (self, snapshot, &card, radius, scale, &palette);
      if (dimmed)
        gtk_snapshot_pop (snapshot);
      sg_card_draw_highlight (widget, snapshot, &card, radius, self->highlight, scale, &palette);
      sg_card_draw_focus (widget, snapshot, &card, radius, self->highlight, &palette);
    }
  gtk_snapshot_restore (snapshot);
}

static void
sg_card_widget_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  SgCardWidget *self = SG_CARD_WIDGET (widget);
  float cw, ch;

  card_size (self, &cw, &ch);
  /* sg_card_measure adds SG_CARD_MARGIN all round: a strip's smaller
   * margin above and below is taken off its height first. */
  sg_card_measure (widget, orientation, for_size, cw, ch - 2 * (SG_CARD_MARGIN - margin_y (self)),
                   minimum, natural);
}

/* A strip shows its name alone; its effect was in the tooltip only, out
 * of the keyboard's reach (a keyboard play-test): the focus ring on it
 * shows the effect beside it too. */
static void
update_focus_tip (SgCardWidget *self)
{
  g_autofree char *text = NULL;

  if (self->strip && self->has_card && !self->face_down)
    text = self->reason != NULL
             ? g_strdup_printf ("%s\n%s", sg_card_text_description (self->type), self->reason)
             : g_strdup (sg_card_text_description (self->type));
  if (text != NULL || self->focus_tip != NULL)
    sg_focus_tip_update (GTK_WIDGET (self), &self->focus_tip, sg_card_text_name (self->type), text);
}

static void
sg_card_widget_state_flags_changed (GtkWidget     *widget,
                                    GtkStateFlags  previous)
{
  GTK_WIDGET_CLASS (sg_card_widget_parent_class)->state_flags_changed (widget, previous);
  sg_card_redraw_on_state (widget, previous);
  update_focus_tip (SG_CARD_WIDGET (widget));
}

static void
sg_card_widget_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  sg_focus_tip_present (SG_CARD_WIDGET (widget)->focus_tip);
}

static void
sg_card_widget_unmap (GtkWidget *widget)
{
  SgCardWidget *self = SG_CARD_WIDGET (widget);

  if (self->focus_tip != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->focus_tip));
  GTK_WIDGET_CLASS (sg_card_widget_parent_class)->unmap (widget);
}

static void
sg_card_widget_system_setting_changed (GtkWidget        *widget,
                                       GtkSystemSetting  setting)
{
  GTK_WIDGET_CLASS (sg_card_widget_parent_class)->system_setting_changed (widget, setting);
  if (setting == GTK_SYSTEM_SETTING_DPI)
    gtk_widget_queue_resize (widget);
}

static void
sg_card_widget_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (sg_card_widget_parent_class)->root (widget);
  sg_card_ensure_icons (widget);
}

/* The deck a card face comes from, for one shown with its back's emblem. */
static const char *
back_text (SgSide back)
{
  return back == SG_LAW ? _("From the Lawmen deck") : _("From the Outlaws deck");
}

/* Label, description and tooltip: what a screen reader and a hovering
 * player learn about the card. */
static void
update_accessible (SgCardWidget *self)
{
  g_autofree char *label = NULL;
  g_autoptr (GString) description = g_string_new (NULL);

  if (self->face_down || !self->has_card)
    {
      label = g_strdup (self->back == SG_LAW ? _("Card back, Lawmen deck")
                                             : _("Card back, Outlaws deck"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), label);
    }
  else
    {
      guint icons = sg_card_data (self->type)->icons;
      g_autoptr (GString) icon_list = g_string_new (NULL);

      label = g_strdup (sg_card_text_name (self->type));
      g_string_append (description, sg_card_text_kind (self->type));
      g_string_append (description, ". ");
      for (guint i = 0; i < G_N_ELEMENTS (centre_icons); i++)
        if (icons & centre_icons[i].flag)
          {
            if (icon_list->len > 0)
              g_string_append (icon_list, ", ");
            g_string_append (icon_list, _(centre_icons[i].text));
          }
      if (icon_list->len > 0)
        /* Translators: %s is a list such as "shot" or "always active, reload". */
        g_string_append_printf (description, _("Icons: %s. "), icon_list->str);
      /* Translators: %s is a reveal symbol such as "snake". */
      g_string_append_printf (description, _("Symbol: %s. "),
                              sg_symbol_text_name (self->symbol));
      g_string_append (description, sg_card_text_effect (self->type));
      g_string_append (description, ".");
      if (self->show_back)
        g_string_append_printf (description, " %s.", back_text (self->back));

      {
        g_autofree char *name = g_markup_escape_text (label, -1);
        g_autofree char *text = g_markup_escape_text (sg_card_text_description (self->type), -1);
        /* The corner symbol is what a reveal reads (Barrel, Dynamite,
         * Sid Curry...): say which it is, it was never explained. */
        g_autofree char *symbol = g_markup_printf_escaped (_("Reveal symbol: %s"),
                                                           sg_symbol_text_name (self->symbol));
        g_autofree char *tip = NULL;

        if (self->show_back)
          {
            g_autofree char *deck = g_markup_escape_text (back_text (self->back), -1);

            tip = g_strdup_printf ("<b>%s</b>\n%s\n<small>%s\n%s</small>", name, text, symbol, deck);
          }
        else
          tip = g_strdup_printf ("<b>%s</b>\n%s\n<small>%s</small>", name, text, symbol);

        /* A reason is what the pointer asks about (a greyed card): the
         * tooltip says it alone, the description adds it to the card. */
        if (self->reason != NULL)
          gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->reason);
        else
          gtk_widget_set_tooltip_markup (GTK_WIDGET (self), tip);
      }
      if (self->reason != NULL)
        g_string_append_printf (description, " %s", self->reason);
    }
  /* After the tooltip, which GTK also makes the description. */
  sg_card_update_accessible (GTK_WIDGET (self), label, description, self->highlight);
  update_focus_tip (self);
}

static void
sg_card_widget_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SgCardWidget *self = SG_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_FACE_DOWN:
      g_value_set_boolean (value, self->face_down);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    case PROP_STRIP:
      g_value_set_boolean (value, self->strip);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sg_card_widget_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SgCardWidget *self = SG_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_FACE_DOWN:
      sg_card_widget_set_face_down (self, g_value_get_boolean (value));
      break;
    case PROP_COMPACT:
      sg_card_widget_set_compact (self, g_value_get_boolean (value));
      break;
    case PROP_STRIP:
      sg_card_widget_set_strip (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sg_card_widget_dispose (GObject *object)
{
  sg_focus_tip_clear (&SG_CARD_WIDGET (object)->focus_tip);
  G_OBJECT_CLASS (sg_card_widget_parent_class)->dispose (object);
}

static void
sg_card_widget_finalize (GObject *object)
{
  g_free (SG_CARD_WIDGET (object)->reason);
  G_OBJECT_CLASS (sg_card_widget_parent_class)->finalize (object);
}

static void
sg_card_widget_class_init (SgCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sg_card_widget_dispose;
  object_class->finalize = sg_card_widget_finalize;
  object_class->get_property = sg_card_widget_get_property;
  object_class->set_property = sg_card_widget_set_property;

  widget_class->snapshot = sg_card_widget_snapshot;
  widget_class->measure = sg_card_widget_measure;
  widget_class->size_allocate = sg_card_widget_size_allocate;
  widget_class->unmap = sg_card_widget_unmap;
  widget_class->get_request_mode = sg_card_request_mode;
  widget_class->state_flags_changed = sg_card_widget_state_flags_changed;
  widget_class->root = sg_card_widget_root;
  widget_class->system_setting_changed = sg_card_widget_system_setting_changed;

  properties[PROP_FACE_DOWN] =
    g_param_spec_boolean ("face-down", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STRIP] =
    g_param_spec_boolean ("strip", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SgCardWidget::activated:
   *
   * The player clicked the card or pressed Enter or Space on it.
   */
  signals[ACTIVATED] = sg_card_class_setup (widget_class, "sgcard");
}

static void
sg_card_widget_init (SgCardWidget *self)
{
  self->type = SG_CARD_COLT;
  self->symbol = SG_SYM_BARREL;
  self->back = SG_LAW;
  self->highlight = SG_CARD_HIGHLIGHT_NONE;
  sg_card_setup_activation (GTK_WIDGET (self));
  update_accessible (self);
}

/* Stores a boolean setting in *field; TRUE when that changed it, so a
 * setter redraws, measures again or notifies only on a real change. */
static gboolean
change_flag (gboolean *field,
             gboolean  value)
{
  value = !!value;
  if (*field == value)
    return FALSE;
  *field = value;
  return TRUE;
}

/* What the face shows changed: what it says and how it looks. */
static void
face_changed (SgCardWidget *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Compact and strip change the card's size, not what it says. */
static void
set_size_flag (SgCardWidget *self,
               gboolean     *field,
               gboolean      value,
               GParamSpec   *pspec)
{
  if (!change_flag (field, value))
    return;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

GtkWidget *
sg_card_widget_new (void)
{
  return g_object_new (SG_TYPE_CARD_WIDGET, NULL);
}

/* A card seen only by its back, which nothing can be done with: a picture
 * for assistive tools, not a button that does nothing when pressed. */
GtkWidget *
sg_card_widget_new_back (void)
{
  return g_object_new (SG_TYPE_CARD_WIDGET, "accessible-role", GTK_ACCESSIBLE_ROLE_IMG, NULL);
}

void
sg_card_widget_set_card (SgCardWidget *self,
                         SgCardType    type,
                         SgSymbol      symbol,
                         SgSide        back)
{
  g_return_if_fail (SG_IS_CARD_WIDGET (self));
  g_return_if_fail ((guint) type < SG_N_CARD_TYPES);
  g_return_if_fail ((guint) symbol < SG_N_SYMBOLS);
  g_return_if_fail (back == SG_LAW || back == SG_OUTLAW);

  self->type = type;
  self->symbol = symbol;
  self->back = back;
  self->has_card = TRUE;
  face_changed (self);
}

void
sg_card_widget_set_face_down (SgCardWidget *self,
                              gboolean      face_down)
{
  g_return_if_fail (SG_IS_CARD_WIDGET (self));

  if (!change_flag (&self->face_down, face_down))
    return;
  face_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_DOWN]);
}

void
sg_card_widget_set_highlight (SgCardWidget    *self,
                              SgCardHighlight  h)
{
  g_return_if_fail (SG_IS_CARD_WIDGET (self));
  g_return_if_fail ((guint) h <= SG_CARD_HIGHLIGHT_DIMMED);

  if (self->highlight == h)
    return;
  self->highlight = h;
  face_changed (self);
}

void
sg_card_widget_set_reason (SgCardWidget *self,
                           const char   *reason)
{
  g_return_if_fail (SG_IS_CARD_WIDGET (self));

  if (g_strcmp0 (self->reason, reason) == 0)
    return;
  g_free (self->reason);
  self->reason = g_strdup (reason);
  update_accessible (self);
}

void
sg_card_widget_set_compact (SgCardWidget *self,
                            gboolean      compact)
{
  g_return_if_fail (SG_IS_CARD_WIDGET (self));

  set_size_flag (self, &self->compact, compact, properties[PROP_COMPACT]);
}

void
sg_card_widget_set_strip (SgCardWidget *self,
                          gboolean      strip)
{
  g_return_if_fail (SG_IS_CARD_WIDGET (self));

  set_size_flag (self, &self->strip, strip, properties[PROP_STRIP]);
  update_focus_tip (self);
}

int
sg_card_widget_strip_width (GtkWidget *widget)
{
  int minimum, natural;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), 0);
  sg_card_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, STRIP_W, STRIP_H, &minimum, &natural);
  return natural;
}

void
sg_card_widget_set_show_back (SgCardWidget *self,
                              gboolean      show_back)
{
  g_return_if_fail (SG_IS_CARD_WIDGET (self));

  if (change_flag (&self->show_back, show_back))
    face_changed (self);
}

SgCardType
sg_card_widget_get_card_type (SgCardWidget *self)
{
  g_return_val_if_fail (SG_IS_CARD_WIDGET (self), SG_CARD_COLT);
  return self->type;
}

SgSymbol
sg_card_widget_get_symbol (SgCardWidget *self)
{
  g_return_val_if_fail (SG_IS_CARD_WIDGET (self), SG_SYM_BARREL);
  return self->symbol;
}

SgSide
sg_card_widget_get_back (SgCardWidget *self)
{
  g_return_val_if_fail (SG_IS_CARD_WIDGET (self), SG_LAW);
  return self->back;
}

gboolean
sg_card_widget_get_face_down (SgCardWidget *self)
{
  g_return_val_if_fail (SG_IS_CARD_WIDGET (self), FALSE);
  return self->face_down;
}

SgCardHighlight
sg_card_widget_get_highlight (SgCardWidget *self)
{
  g_return_val_if_fail (SG_IS_CARD_WIDGET (self), SG_CARD_HIGHLIGHT_NONE);
  return self->highlight;
}

gboolean
sg_card_widget_get_compact (SgCardWidget *self)
{
  g_return_val_if_fail (SG_IS_CARD_WIDGET (self), FALSE);
  return self->compact;
}

gboolean
sg_card_widget_get_strip (SgCardWidget *self)
{
  g_return_val_if_fail (SG_IS_CARD_WIDGET (self), FALSE);
  return self->strip;
}

gboolean
sg_card_widget_get_show_back (SgCardWidget *self)
{
  g_return_val_if_fail (SG_IS_CARD_WIDGET (self), FALSE);
  return self->show_back;
}
