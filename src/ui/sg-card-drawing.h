/* sg-card-drawing.h: drawing helpers shared by SgCardWidget and
 * SgCharacterWidget (sg-card-drawing.c); the two widgets' face texts, for
 * the tests, are implemented by each widget.
 *
 * Both widgets draw in "design units": a fixed canvas (card plus a margin
 * for the highlight rings) that sg_card_draw_fit () scales uniformly into
 * the allocation, so the cards keep their proportions when squeezed. */
#pragma once

#include <gtk/gtk.h>

#include "sg-card-widget.h"
#include "sg-character-widget.h"

G_BEGIN_DECLS

/* Space around the card inside the canvas, for rings and the focus ring. */
#define SG_CARD_MARGIN 7.0f
/* The width the target or selection badge takes in a card's bottom right
 * corner (sg_card_draw_highlight: a disc of radius 9, 11 from the edges). */
#define SG_CARD_BADGE_ROOM 20.0f

typedef struct {
  GdkRGBA fg;         /* text on the card body */
  GdkRGBA dim_fg;     /* secondary text */
  GdkRGBA body;       /* card body */
  GdkRGBA edge;       /* hairline around the body */
  GdkRGBA selected;   /* selection ring (accent) */
  GdkRGBA focus;      /* focus ring */
  GdkRGBA target;     /* legal-target ring */
  GdkRGBA aimed;      /* the last card played was aimed here (red: neither
                       * side's gold or purple, nor the accent or target) */
  GdkRGBA shadow;
  GdkRGBA white;
  GdkRGBA ink;        /* dark text on light bands */
  gboolean dark;
} SgCardPalette;

void          sg_card_palette_init      (GtkWidget             *widget,
                                         SgCardPalette         *palette);

/* Makes our icons (the resource icons/ directory) visible to the display's
 * icon theme; GtkApplication does it too, tests and demos may not. */
void          sg_card_ensure_icons      (GtkWidget             *widget);

/* The desktop's text scaling ("Large Text"), at least 1: the natural
 * size grows with it, since the drawing uses fixed font sizes. */
float         sg_card_text_scale        (GtkWidget             *widget);

/* The zoom of the cards inside ancestor (1 by default): a table with room
 * to spare grows its cards, the opponent's card backs are smaller.  A
 * card-like widget's zoom is the product of its own and its ancestors', so
 * every card on the table follows the table's; the owner queues their
 * resize when it changes (sg_card_queue_resize_all). */
void          sg_card_set_zoom          (GtkWidget             *ancestor,
                                         float                  zoom);
float         sg_card_get_zoom          (GtkWidget             *widget);
/* The share of its natural size a card inside ancestor may shrink to (the
 * nearest ancestor's; 0.6 by default).  A row that scrolls, like the
 * hand, asks for more, so that its cards' text stays legible and the row
 * scrolls sooner instead. */
void          sg_card_set_least         (GtkWidget             *ancestor,
                                         float                  share);
float         sg_card_get_least         (GtkWidget             *widget);
/* Queues a new size for root and every widget under it. */
void          sg_card_queue_resize_all  (GtkWidget             *root);

/* GtkWidget::measure of a card-like widget whose canvas is w x h design
 * units plus the highlight margin: natural size grows with Large Text and
 * the zoom of the table it is on, and it scales down to sg_card_get_least()
 * of it.  Asked for its width at a given height (for_size >= 0), the
 * natural width keeps the card's proportions. */
void          sg_card_measure           (GtkWidget             *widget,
                                         GtkOrientation         orientation,
                                         int                    for_size,
                                         float                  w,
                                         float                  h,
                                         int                   *minimum,
                                         int                   *natural);

/* GtkWidget::get_request_mode of a card-like widget: width for height, so
 * that the width follows the height it is given (sg_card_measure). */
GtkSizeRequestMode sg_card_request_mode (GtkWidget             *widget);

/* Redraws after a change of the state flags the drawing shows (hover,
 * focus); call from GtkWidget::state_flags_changed after chaining up. */
void          sg_card_redraw_on_state   (GtkWidget             *widget,
                                         GtkStateFlags          previous);

/* Scales the canvas nat_w x nat_h into the allocation, centred; returns the
 * scale.  The caller wraps it in gtk_snapshot_save/restore. */
float         sg_card_draw_fit          (GtkWidget             *widget,
                                         GtkSnapshot           *snapshot,
                                         float                  nat_w,
                                         float                  nat_h);

void          sg_card_draw_icon         (GtkWidget             *widget,
                                         GtkSnapshot           *snapshot,
                                         const char            *icon_name,
                                         float                  x,
                                         float                  y,
                                         float                  size,
                                         float                  scale,
                                         const GdkRGBA         *color);

/* The smallest size of any text on a face, in design units (pixels at
 * the natural size): the floor of legible. */
#define SG_CARD_MIN_PX 6.0f

/* One text of a face, in design units: what it says, where it must fit
 * and the size it prefers.  The widgets describe their faces with
 * these (sg_card_widget_face_texts, sg_character_widget_face_texts) and
 * draw them with sg_card_fit_text, so a test can check what is drawn. */
typedef struct {
  const char  *id;        /* "name", "effect"...: for messages */
  const char  *text;
  float        px;        /* preferred size */
  PangoWeight  weight;
  PangoAlignment align;
  float        width;
  float        height;    /* > 0: the area's height */
  int          max_lines; /* > 0: at most so many lines (a name in its
                           * band has both); neither: one line */
  gboolean     body;      /* running text, not a name */
  /* The bottom-right corner of the area that the text leaves to the
   * target or selection badge (0 x 0: none), in the area's units. */
  float        corner_w;
  float        corner_h;
} SgFaceText;

#define SG_FACE_TEXTS_MAX 4

typedef enum {
  SG_FIT_WHOLE,       /* whole words, at px or smaller */
  SG_FIT_ELLIPSIZED,  /* too long even at SG_CARD_MIN_PX: the tooltip
                       * has it all */
} SgFitMode;

typedef struct {
  float     px;
  SgFitMode mode;
} SgFit;

/* A layout of t->text that fits its area: the largest size from t->px
 * down to SG_CARD_MIN_PX (half-unit steps) at which it fits with no word
 * cut across lines and no line reaching into the badge's corner; else
 * ellipsized at SG_CARD_MIN_PX (the widgets' tooltips hold the whole
 * text).  The choice is cached per text,
 * area and font, so drawing stays cheap.  `fit` (may be NULL) tells the
 * size and mode chosen. */
PangoLayout  *sg_card_fit_text          (GtkWidget             *widget,
                                         const SgFaceText      *t,
                                         SgFit                 *fit);
/* TRUE when a line of `layout` starts inside a word (at a soft hyphen
 * too). */
gboolean      sg_card_layout_cuts_words (PangoLayout           *layout);
/* TRUE when a line of `layout` reaches into the corner that t leaves to
 * the badge (t->corner_w x t->corner_h at the bottom right of its area). */
gboolean      sg_card_layout_in_corner  (PangoLayout           *layout,
                                         const SgFaceText      *t);
/* A bold title that fits `width` in at most `max_lines` lines (see
 * sg_card_fit_text). */
PangoLayout  *sg_card_fit_title         (GtkWidget             *widget,
                                         const char            *text,
                                         float                  px,
                                         float                  width,
                                         int                    max_lines);
/* The texts of a face as the widget draws them now, at most
 * SG_FACE_TEXTS_MAX; returns how many (0 face down or empty).  The
 * character's name area depends on its AC/BC token. */
guint         sg_card_widget_face_texts (SgCardWidget          *self,
                                         SgFaceText            *out);
guint         sg_character_widget_face_texts (SgCharacterWidget *self,
                                         SgFaceText            *out);
/* A single-line layout of `text` at `px`, not fitted (e.g. "3/4"). */
PangoLayout  *sg_card_layout            (GtkWidget             *widget,
                                         const char            *text,
                                         float                  px,
                                         PangoWeight            weight,
                                         float                  width);
void          sg_card_draw_layout       (GtkSnapshot           *snapshot,
                                         PangoLayout           *layout,
                                         float                  x,
                                         float                  y,
                                         const GdkRGBA         *color);
/* Same, centred vertically on cy. */
void          sg_card_draw_layout_vcenter (GtkSnapshot         *snapshot,
                                         PangoLayout           *layout,
                                         float                  x,
                                         float                  cy,
                                         const GdkRGBA         *color);

void          sg_card_fill_rounded      (GtkSnapshot           *snapshot,
                                         const graphene_rect_t *rect,
                                         float                  radius,
                                         const GdkRGBA         *color);
/* A border of `width` inside the rounded rect. */
void          sg_card_stroke_rounded    (GtkSnapshot           *snapshot,
                                         const graphene_rect_t *rect,
                                         float                  radius,
                                         float                  width,
                                         const GdkRGBA         *color);

/* The top `height` of the card, rounded at the top like the card. */
void          sg_card_fill_band         (GtkSnapshot           *snapshot,
                                         const graphene_rect_t *card,
                                         float                  radius,
                                         float                  height,
                                         const GdkRGBA         *color);

/* The card body: shadow, fill and hairline. */
void          sg_card_draw_body         (GtkSnapshot           *snapshot,
                                         const graphene_rect_t *card,
                                         float                  radius,
                                         const GdkRGBA         *fill,
                                         const SgCardPalette   *palette);

/* The back of a Lawmen or Outlaws card (also a face-down character). */
void          sg_card_draw_back         (GtkWidget             *widget,
                                         GtkSnapshot           *snapshot,
                                         const graphene_rect_t *card,
                                         float                  radius,
                                         SgSide                 side,
                                         gboolean               with_label,
                                         float                  scale,
                                         const SgCardPalette   *palette);

/* Selection and target rings with their badges, and the hover wash.  Drawn
 * after the content; dimming is done by the caller with an opacity. */
void          sg_card_draw_highlight    (GtkWidget             *widget,
                                         GtkSnapshot           *snapshot,
                                         const graphene_rect_t *card,
                                         float                  radius,
                                         SgCardHighlight        highlight,
                                         float                  scale,
                                         const SgCardPalette   *palette);
/* The mark of the character the last card played was aimed at: a glow
 * around the card and an outline on its edge, in palette->aimed.  The
 * outline lies inside the card, so a legal target's ring outside it and
 * the focus ring stay visible with it. */
void          sg_card_draw_aimed        (GtkSnapshot           *snapshot,
                                         const graphene_rect_t *card,
                                         float                  radius,
                                         const SgCardPalette   *palette);
void          sg_card_draw_focus        (GtkWidget             *widget,
                                         GtkSnapshot           *snapshot,
                                         const graphene_rect_t *card,
                                         float                  radius,
                                         SgCardHighlight        highlight,
                                         const SgCardPalette   *palette);

/* Click, Enter, Space: emits "activated" on the widget (the instance's
 * part; sg_card_class_setup binds the keys). */
void          sg_card_setup_activation  (GtkWidget             *widget);
/* The class side of a card-like widget: creates its "activated" signal
 * (returns its id) and binds Enter and Space to it, with the button role;
 * makes our icons available and names its CSS node. */
guint         sg_card_class_setup       (GtkWidgetClass        *widget_class,
                                         const char            *css_name);

/* The side's colours: Lawmen gold (dark text), Outlaws purple (white text);
 * `top` is the lighter one. */
void          sg_card_side_colors       (SgSide                 side,
                                         GdkRGBA               *top,
                                         GdkRGBA               *bottom);

/* Gives a card or character its accessible label and description, the
 * description ending with the highlight's state ("Selected", "Possible
 * target", …) so a screen reader says what the player may do with it; the
 * selected one is also marked selected.  Both widgets call it whenever
 * what they show changes. */
void          sg_card_update_accessible (GtkWidget             *widget,
                                         const char            *label,
                                         GString               *description,
                                         SgCardHighlight        highlight);

G_END_DECLS
