/* sg-character-widget.c: one character in play, drawn with GtkSnapshot.
 *
 * Same drawing model as SgCardWidget (sg-card-drawing.h): a fixed
 * canvas in design units scaled into the allocation.  The tile is wider
 * than tall so that two characters, their equipment and the hands fit a
 * 1024x600 window.
 */
#include <math.h>

#include <glib/gi18n.h>

#include "sg-character-widget.h"
#include "sg-card-drawing.h"
#include "sg-card-text.h"

#define CHAR_W 168.0f
#define CHAR_H 112.0f
#define RADIUS 9.0f
#define BAND_H 26.0f

struct _SgCharacterWidget
{
  GtkWidget parent_instance;

  int id;                 /* SgCharId or SG_NONE */
  int life;
  int max_life;
  SgCardHighlight highlight;
  SgSide back;            /* side of a face-down character */
  char *last_target;      /* "Target of the Outlaws’ Colt", or NULL */
  char *reason;           /* why it is (or is not) a target now, or NULL */
  guint is_ac : 1;
  guint is_bc : 1;
  guint face_down : 1;
};

G_DEFINE_FINAL_TYPE (SgCharacterWidget, sg_character_widget, GTK_TYPE_WIDGET)

enum {
  ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
draw_empty (SgCharacterWidget     *self,
            GtkSnapshot           *snapshot,
            const graphene_rect_t *card,
            const SgCardPalette   *p)
{
  GtkWidget *widget = GTK_WIDGET (self);
  SgFaceText text = {
    .id = "empty", .text = _("Empty slot"), .px = 11,
    .weight = PANGO_WEIGHT_NORMAL, .align = PANGO_ALIGN_CENTER,
    .width = card->size.width - 16, .max_lines = 2,
  };
  g_autoptr (PangoLayout) layout = sg_card_fit_text (widget, &text, NULL);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, card);
  double dash[] = { 5, 4 };
  float x = card->origin.x + 1, y = card->origin.y + 1;
  float w = card->size.width - 2, h = card->size.height - 2, r = RADIUS;

  /* A dashed outline: a place where a character could stand. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (cr, 1.5);
  cairo_set_source_rgba (cr, p->fg.red, p->fg.green, p->fg.blue, 0.35);
  cairo_stroke (cr);
  cairo_destroy (cr);

  sg_card_draw_layout_vcenter (snapshot, layout, card->origin.x + 8,
                               card->origin.y + card->size.height / 2, &p->dim_fg);
}

/* The AC token: a round chip in the accent colour, like the cardboard one. */
static void
draw_token (SgCharacterWidget   *self,
            GtkSnapshot         *snapshot,
            float                cx,
            float                cy,
            const GdkRGBA       *band_bottom,
            const SgCardPalette *p)
{
  GtkWidget *widget = GTK_WIDGET (self);
  float r = 13;
  graphene_rect_t disc = GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r);
  GskRoundedRect rounded;
  /* Translators: the token on the active character (French and Italian PA, German AC). */
  g_autoptr (PangoLayout) label = sg_card_fit_title (widget, C_("token", "AC"), 10, 2 * r - 6, 1);

  gsk_rounded_rect_init_from_rect (&rounded, &disc, r);
  gtk_snapshot_append_outset_shadow (snapshot, &rounded, &p->shadow, 0, 1, 0, 2);
  sg_card_fill_rounded (snapshot, &disc, r, &p->white);
  sg_card_stroke_rounded (snapshot, &disc, r, 3, band_bottom);
  pango_layout_set_width (label, (int) ((2 * r - 6) * PANGO_SCALE));
  pango_layout_set_alignment (label, PANGO_ALIGN_CENTER);
  sg_card_draw_layout_vcenter (snapshot, label, cx - r + 3, cy, &p->ink);
}

static void
draw_life (SgCharacterWidget   *self,
           GtkSnapshot         *snapshot,
           float                x,
           float                cy,
           float                scale,
           const SgCardPalette *p)
{
  GtkWidget *widget = GTK_WIDGET (self);
  float size = 18, step = 12;
  int max = CLAMP (self->max_life, 0, 9);
  int life = CLAMP (self->life, 0, max);
  g_autofree char *count = g_strdup_printf ("%d/%d", self->life, self->max_life);
  g_autoptr (PangoLayout) layout =
    sg_card_layout (widget, count, 11, PANGO_WEIGHT_BOLD, 40);

  /* Filled cartridges for the life left, outlines for the life lost: the
   * shape differs, not only the colour. */
  for (int i = 0; i < max; i++)
    sg_card_draw_icon (widget, snapshot,
                       i < life ? "sixgun-bullet-symbolic" : "sixgun-bullet-empty-symbolic",
                       x + i * step - 3, cy - size / 2, size, scale,
                       i < life ? &p->fg : &p->dim_fg);
  sg_card_draw_layout_vcenter (snapshot, layout, x + max * step + 4, cy, &p->fg);
}

/* The ability starts below the life row and takes the rest of the tile. */
#define ABILITY_Y (BAND_H + 24)

/* Name and ability, as draw_character lays them out. */
static guint
character_face_texts (SgCharacterWidget *self,
                      SgFaceText        *out)
{
  /* Room left of the AC token or the BC tag. */
  float name_right = CHAR_W - (self->is_ac ? 32 : self->is_bc ? 30 : 8);

  out[0] = (SgFaceText) {
    .id = "name", .text = sg_character_text_name (self->id),
    .px = 12.5f, .weight = PANGO_WEIGHT_BOLD, .align = PANGO_ALIGN_LEFT,
    .width = name_right - 27, .max_lines = 1,
  };
  /* The ability runs down to the foot of the card, where a legal target's
   * or the selection's badge sits in the bottom right corner
   * (SG_CARD_BADGE_ROOM from the edges): the text leaves it that corner
   * (in French the ends of Dalon Ranger's, Bull Anderson's and three
   * more fourth lines were under it). */
  out[1] = (SgFaceText) {
    .id = "ability", .text = sg_character_text_ability (self->id),
    .px = 9.5f, .weight = PANGO_WEIGHT_NORMAL, .align = PANGO_ALIGN_LEFT,
    .width = CHAR_W - 16, .height = CHAR_H - 4 - ABILITY_Y, .body = TRUE,
    .corner_w = SG_CARD_BADGE_ROOM - 8, .corner_h = SG_CARD_BADGE_ROOM - 4,
  };
  return 2;
}

guint
sg_character_widget_face_texts (SgCharacterWidget *self,
                                SgFaceText        *out)
{
  g_return_val_if_fail (SG_IS_CHARACTER_WIDGET (self), 0);

  if (self->face_down || self->id == SG_NONE)
    return 0;
  return character_face_texts (self, out);
}

static void
draw_character (SgCharacterWidget     *self,
                GtkSnapshot           *snapshot,
                const graphene_rect_t *card,
                float                  scale,
                const SgCardPalette   *p)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const SgCharData *data = sg_char_data (self->id);
  float x0 = card->origin.x, y0 = card->origin.y;
  float w = card->size.width;
  SgFaceText texts[SG_FACE_TEXTS_MAX];
  GdkRGBA top, bottom, band, edge;
  const GdkRGBA *band_fg;
  g_autoptr (PangoLayout) name = NULL;
  g_autoptr (PangoLayout) ability = NULL;

  character_face_texts (self, texts);
  sg_card_side_colors (data->side, &top, &bottom);
  band_fg = data->side == SG_LAW ? &p->ink : &p->white;
  sg_card_draw_body (snapshot, card, RADIUS, &p->body, p);

  if (data->side == SG_LAW)
    band = edge = top;
  else
    {
      /* Between the back's two purples; a lighter edge on dark windows. */
      gdk_rgba_parse (&band, "#613583");
      edge = p->dark ? top : band;
    }
  sg_card_fill_band (snapshot, card, RADIUS, BAND_H, &band);
  sg_card_stroke_rounded (snapshot, card, RADIUS, 2, &edge);

  sg_card_draw_icon (widget, snapshot,
                     data->side == SG_LAW ? "sixgun-lawmen-symbolic" : "sixgun-outlaws-symbolic",
                     x0 + 6, y0 + (BAND_H - 16) / 2, 16, scale, band_fg);
  name = sg_card_fit_text (widget, &texts[0], NULL);
  sg_card_draw_layout_vcenter (snapshot, name, x0 + 27, y0 + BAND_H / 2, band_fg);

  if (self->is_ac)
    draw_token (self, snapshot, x0 + w - 14, y0 + BAND_H / 2 + 1, &bottom, p);
  else if (self->is_bc)
    {
      /* Translators: tag on the back-up character (French and Italian PR, German UC). */
      g_autoptr (PangoLayout) tag = sg_card_fit_title (widget, C_("token", "BC"), 9.5f, 22, 1);
      graphene_rect_t pill = GRAPHENE_RECT_INIT (x0 + w - 28, y0 + 6, 22, BAND_H - 12);

      sg_card_stroke_rounded (snapshot, &pill, (BAND_H - 12) / 2, 1.5f, band_fg);
      pango_layout_set_width (tag, 22 * PANGO_SCALE);
      pango_layout_set_alignment (tag, PANGO_ALIGN_CENTER);
      sg_card_draw_layout_vcenter (snapshot, tag, pill.origin.x, y0 + BAND_H / 2, band_fg);
    }

  draw_life (self, snapshot, x0 + 8, y0 + BAND_H + 13, scale, p);
  if (data->always_active)
    {
      graphene_rect_t chip = GRAPHENE_RECT_INIT (x0 + w - 30, y0 + BAND_H + 3, 24, 20);

      sg_card_stroke_rounded (snapshot, &chip, 6, 1.5f, &p->dim_fg);
      sg_card_draw_icon (widget, snapshot, "sixgun-always-active-symbolic",
                         chip.origin.x + 4, chip.origin.y + 2, 16, scale, &p->fg);
    }

  ability = sg_card_fit_text (widget, &texts[1], NULL);
  sg_card_draw_layout (snapshot, ability, x0 + 8, y0 + ABILITY_Y, &p->fg);
}

static void
sg_character_widget_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  SgCharacterWidget *self = SG_CHARACTER_WIDGET (widget);
  SgCardPalette palette;
  graphene_rect_t card = GRAPHENE_RECT_INIT (SG_CARD_MARGIN, SG_CARD_MARGIN, CHAR_W, CHAR_H);
  float scale;

  sg_card_palette_init (widget, &palette);
  gtk_snapshot_save (snapshot);
  scale = sg_card_draw_fit (widget, snapshot, CHAR_W + 2 * SG_CARD_MARGIN,
                            CHAR_H + 2 * SG_CARD_MARGIN);
  if (scale > 0)
    {
      gboolean dimmed = self->highlight == SG_CARD_HIGHLIGHT_DIMMED;
      gboolean faded = (self->id != SG_NONE && (dimmed || self->life <= 0))
                       || (self->face_down && dimmed);

      if (faded)
        gtk_snapshot_push_opacity (snapshot, 0.42);
      if (self->face_down)
        sg_card_draw_back (widget, snapshot, &card, RADIUS, self->back, TRUE, scale, &palette);
      else if (self->id == SG_NONE)
        draw_empty (self, snapshot, &card, &palette);
      else
        draw_character (self, snapshot, &card, scale, &palette);
      if (faded)
        gtk_snapshot_pop (snapshot);
      /* Past the fade: a dimmed character keeps a clear mark. */
      if (self->last_target != NULL)
        sg_card_draw_aimed (snapshot, &card, RADIUS, &palette);
      sg_card_draw_highlight (widget, snapshot, &card, RADIUS, self->highlight, scale, &palette);
      sg_card_draw_focus (widget, snapshot, &card, RADIUS, self->highlight, &palette);
    }
  gtk_snapshot_restore (snapshot);
}

static void
sg_character_widget_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  sg_card_measure (widget, orientation, for_size, CHAR_W, CHAR_H, minimum, natural);
}

static void
sg_character_widget_state_flags_changed (GtkWidget     *widget,
                                         GtkStateFlags  previous)
{
  GTK_WIDGET_CLASS (sg_character_widget_parent_class)->state_flags_changed (widget, previous);
  sg_card_redraw_on_state (widget, previous);
}

static void
sg_character_widget_system_setting_changed (GtkWidget        *widget,
                                            GtkSystemSetting  setting)
{
  GTK_WIDGET_CLASS (sg_character_widget_parent_class)->system_setting_changed (widget, setting);
  if (setting == GTK_SYSTEM_SETTING_DPI)
    gtk_widget_queue_resize (widget);
}

static void
sg_character_widget_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (sg_character_widget_parent_class)->root (widget);
  sg_card_ensure_icons (widget);
}

/* What the AC token or the BC tag in the corner means, for the tooltip:
 * a play-tester found the letters explained nowhere on the table. */
static char *
role_markup (SgCharacterWidget *self)
{
  g_autofree char *text = NULL;

  if (self->is_ac)
    /* Translators: the tooltip's last line on the active character; %s
     * is the token's letters ("AC", French "PA"). */
    text = g_strdup_printf (_("The active character, with the %s token: its ability and its equipment work (D3.3)."),
                            C_("token", "AC"));
  else if (self->is_bc)
    /* Translators: the tooltip's last line on the back-up character; %s
     * is the tag's letters ("BC", French "PR"). */
    text = g_strdup_printf (_("The back-up character (%s): its ability and its equipment sleep, unless always "
                              "active or targeted (D3.3–D3.5)."),
                            C_("token", "BC"));
  return text != NULL ? g_markup_printf_escaped ("\n<small>%s</small>", text) : g_strdup ("");
}

static void
update_accessible (SgCharacterWidget *self)
{
  g_autofree char *label = NULL;
  g_autoptr (GString) description = g_string_new (NULL);

  if (self->face_down)
    {
      label = g_strdup (self->back == SG_LAW ? _("Face-down Lawmen character")
                                             : _("Face-down Outlaws character"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), label);
    }
  else if (self->id == SG_NONE)
    {
      label = g_strdup (_("Empty character slot"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), NULL);
    }
  else
    {
      const SgCharData *data = sg_char_data (self->id);
      const char *name = sg_character_text_name (self->id);
      g_autofree char *tip = NULL;
      g_autofree char *name_markup = g_markup_escape_text (name, -1);
      g_autofree char *ability_markup =
        g_markup_escape_text (sg_character_text_ability (self->id), -1);
      g_autofree char *note_markup = NULL;
      g_autofree char *role = role_markup (self);

      if (self->is_ac)
        /* Translators: "Jango, active character". */
        label = g_strdup_printf (_("%s, active character"), name);
      else if (self->is_bc)
        /* Translators: "Jango, back-up character". */
        label = g_strdup_printf (_("%s, back-up character"), name);
      else
        label = g_strdup (name);

      g_string_append (description, data->side == SG_LAW ? _("Lawmen") : _("Outlaws"));
      g_string_append (description, ". ");
      if (self->life <= 0)
        g_string_append (description, _("Eliminated."));
      else
        /* Translators: "Life 3 of 5." */
        g_string_append_printf (description, _("Life %d of %d."), self->life, self->max_life);
      if (self->last_target != NULL)
        g_string_append_printf (description, " %s.", self->last_target);
      /* The ability text itself starts with "Always active." when it is. */
      g_string_append (description, " ");
      g_string_append (description, sg_character_text_ability (self->id));

      if (self->last_target != NULL)
        note_markup = g_markup_printf_escaped ("\n<i>%s</i>", self->last_target);
      tip = g_strdup_printf ("<b>%s</b>\n%s%s%s", name_markup, ability_markup,
                             note_markup != NULL ? note_markup : "", role);
      /* A reason is what the pointer asks about (a dimmed target): the
       * tooltip says it alone, the description adds it. */
      if (self->reason != NULL)
        {
          gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->reason);
          g_string_append_printf (description, " %s", self->reason);
        }
      else
        gtk_widget_set_tooltip_markup (GTK_WIDGET (self), tip);
    }
  /* After the tooltip, which GTK also makes the description. */
  sg_card_update_accessible (GTK_WIDGET (self), label, description, self->highlight);
}

static void
sg_character_widget_finalize (GObject *object)
{
  SgCharacterWidget *self = SG_CHARACTER_WIDGET (object);

  g_free (self->last_target);
  g_free (self->reason);
  G_OBJECT_CLASS (sg_character_widget_parent_class)->finalize (object);
}

static void
sg_character_widget_class_init (SgCharacterWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sg_character_widget_finalize;
  widget_class->snapshot = sg_character_widget_snapshot;
  widget_class->measure = sg_character_widget_measure;
  widget_class->state_flags_changed = sg_character_widget_state_flags_changed;
  widget_class->root = sg_character_widget_root;
  widget_class->system_setting_changed = sg_character_widget_system_setting_changed;

  /**
   * SgCharacterWidget::activated:
   *
   * The player clicked the character or pressed Enter or Space on it.
   */
  signals[ACTIVATED] = sg_card_class_setup (widget_class, "sgcharacter");
}

static void
sg_character_widget_init (SgCharacterWidget *self)
{
  self->id = SG_NONE;
  sg_card_setup_activation (GTK_WIDGET (self));
  update_accessible (self);
}

GtkWidget *
sg_character_widget_new (void)
{
  return g_object_new (SG_TYPE_CHARACTER_WIDGET, NULL);
}

void
sg_character_widget_set_character (SgCharacterWidget *self,
                                   SgCharId           id,
                                   int                life,
                                   int                max_life,
                                   gboolean           is_ac,
                                   gboolean           is_bc)
{
  g_return_if_fail (SG_IS_CHARACTER_WIDGET (self));
  g_return_if_fail ((int) id == SG_NONE || (guint) id < SG_N_CHARACTERS);

  self->id = (int) id;
  self->face_down = FALSE;
  self->life = life;
  self->max_life = max_life;
  self->is_ac = !!is_ac;
  self->is_bc = !!is_bc;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sg_character_widget_set_face_down (SgCharacterWidget *self,
                                   SgSide             side)
{
  g_return_if_fail (SG_IS_CHARACTER_WIDGET (self));
  g_return_if_fail (side == SG_LAW || side == SG_OUTLAW);

  self->id = SG_NONE;
  self->face_down = TRUE;
  self->back = side;
  self->life = self->max_life = 0;
  self->is_ac = self->is_bc = FALSE;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sg_character_widget_set_highlight (SgCharacterWidget *self,
                                   SgCardHighlight    h)
{
  g_return_if_fail (SG_IS_CHARACTER_WIDGET (self));
  g_return_if_fail ((guint) h <= SG_CARD_HIGHLIGHT_DIMMED);

  if (self->highlight == h)
    return;
  self->highlight = h;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sg_character_widget_set_last_target (SgCharacterWidget *self,
                                     const char        *note)
{
  g_return_if_fail (SG_IS_CHARACTER_WIDGET (self));

  if (g_strcmp0 (self->last_target, note) == 0)
    return;
  g_free (self->last_target);
  self->last_target = g_strdup (note);
  if (note != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "last-target");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "last-target");
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sg_character_widget_set_reason (SgCharacterWidget *self,
                                const char        *reason)
{
  g_return_if_fail (SG_IS_CHARACTER_WIDGET (self));

  if (g_strcmp0 (self->reason, reason) == 0)
    return;
  g_free (self->reason);
  self->reason = g_strdup (reason);
  update_accessible (self);
}

const char *
sg_character_widget_get_last_target (SgCharacterWidget *self)
{
  g_return_val_if_fail (SG_IS_CHARACTER_WIDGET (self), NULL);
  return self->last_target;
}

int
sg_character_widget_get_character (SgCharacterWidget *self)
{
  g_return_val_if_fail (SG_IS_CHARACTER_WIDGET (self), SG_NONE);
  return self->id;
}

int
sg_character_widget_get_life (SgCharacterWidget *self)
{
  g_return_val_if_fail (SG_IS_CHARACTER_WIDGET (self), 0);
  return self->life;
}

gboolean
sg_character_widget_get_face_down (SgCharacterWidget *self)
{
  g_return_val_if_fail (SG_IS_CHARACTER_WIDGET (self), FALSE);
  return self->face_down;
}

SgCardHighlight
sg_character_widget_get_highlight (SgCharacterWidget *self)
{
  g_return_val_if_fail (SG_IS_CHARACTER_WIDGET (self), SG_CARD_HIGHLIGHT_NONE);
  return self->highlight;
}
