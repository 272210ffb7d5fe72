/* test-card-widget.c: SgCardWidget and SgCharacterWidget.
 *
 * Every card type and character builds, carries the right accessible label
 * and description, face-down cards hide their name, highlights change the
 * state, Enter/Space/click emit "activated", and every widget renders to a
 * texture whose name band has the colour of its kind or side.
 *
 * `test-card-widget --gallery [cards|states] [--dark]` opens a window with
 * all the cards instead of running the tests (for screenshots).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sg-card-widget.h"
#include "sg-character-widget.h"
#include "sg-card-text.h"
#include "sg-application.h"
#include "sg-prompt-bar.h"
#include "sg-table-view.h"
#include "sg-test-hand.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                            */
/* ------------------------------------------------------------------ */

/* The accessible property's current value as a string: the test AT
 * context reports it when it differs from the (impossible) probe. */
static char *
accessible_string (GtkWidget             *widget,
                   GtkAccessibleProperty  property)
{
  char *value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property,
                                                    "\x01probe");

  g_assert_nonnull (value);
  return value;
}

static GtkWidget *
window_with (GtkWidget *child)
{
  GtkWidget *window = gtk_window_new ();

  /* Not resizable: the window follows the child's natural size. */
  gtk_window_set_resizable (GTK_WINDOW (window), FALSE);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* Iterates the main loop until the widget is mapped and allocated at its
 * natural size (the window follows it), or five seconds passed. */
static void
wait_for_drawing (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  int nat_w, nat_h;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat_w, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, -1, NULL, &nat_h, NULL, NULL);
  while (g_get_monotonic_time () < end
         && (!gtk_widget_get_mapped (widget)
             || gtk_widget_get_width (widget) != nat_w
             || gtk_widget_get_height (widget) != nat_h))
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (gtk_widget_get_mapped (widget));
}

typedef struct {
  GdkTexture *texture;
  guchar *pixels;
  gsize stride;
  int width, height;
} Rendered;

static void
render (GtkWidget *widget,
        Rendered  *out)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  out->width = gtk_widget_get_width (widget);
  out->height = gtk_widget_get_height (widget);
  g_assert_cmpint (out->width, >, 0);
  /* The widget's own drawing, as the frame clock would ask for it
   * (GtkWidgetPaintable only has something once a frame was painted). */
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  out->texture = gsk_renderer_render_texture (renderer, node,
                                              &GRAPHENE_RECT_INIT (0, 0, out->width,
                                                                   out->height));
  out->stride = 4 * gdk_texture_get_width (out->texture);
  out->pixels = g_malloc (out->stride * gdk_texture_get_height (out->texture));
  gdk_texture_download (out->texture, out->pixels, out->stride);
  gsk_render_node_unref (node);
}

static void
rendered_clear (Rendered *r)
{
  g_clear_object (&r->texture);
  g_clear_pointer (&r->pixels, g_free);
}

/* Pixel (x, y) in 0..255 (gdk_texture_download gives premultiplied BGRA on
 * little-endian machines: CAIRO_FORMAT_ARGB32). */
static void
pixel (const Rendered *r,
       int             x,
       int             y,
       int            *red,
       int            *green,
       int            *blue,
       int            *alpha)
{
  const guchar *p = r->pixels + y * r->stride + 4 * x;
  guint32 argb = *(const guint32 *) p;

  *alpha = (argb >> 24) & 0xff;
  *red = (argb >> 16) & 0xff;
  *green = (argb >> 8) & 0xff;
  *blue = argb & 0xff;
}

static int
opaque_pixels (const Rendered *r)
{
  int n = 0;

  for (int y = 0; y < r->height; y++)
    for (int x = 0; x < r->width; x++)
      {
        int red, green, blue, alpha;

        pixel (r, x, y, &red, &green, &blue, &alpha);
        n += alpha > 200;
      }
  return n;
}

/* The dominant channel of a pixel: 0 red, 1 green, 2 blue. */
static int
dominant (const Rendered *r,
          int             x,
          int             y)
{
  int red, green, blue, alpha;

  pixel (r, x, y, &red, &green, &blue, &alpha);
  g_assert_cmpint (alpha, >, 200);
  if (red >= green && red >= blue)
    return 0;
  return green >= blue ? 1 : 2;
}

static SgSide
deck_of (SgCardType type)
{
  return sg_card_data (type)->count[SG_LAW] > 0 ? SG_LAW : SG_OUTLAW;
}

/* ------------------------------------------------------------------ */
/* Cards                                                              */
/* ------------------------------------------------------------------ */

static void
test_card_every_type (void)
{
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *window = window_with (card);

  gtk_test_accessible_assert_role (card, GTK_ACCESSIBLE_ROLE_BUTTON);
  g_assert_true (gtk_widget_get_focusable (card));

  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      SgSymbol symbol = sg_standard_symbol (deck_of (t), t, 0);
      g_autofree char *description = NULL;
      Rendered r = { 0 };

      sg_card_widget_set_card (SG_CARD_WIDGET (card), t, symbol, deck_of (t));
      g_assert_cmpint (sg_card_widget_get_card_type (SG_CARD_WIDGET (card)), ==, t);
      g_assert_cmpint (sg_card_widget_get_symbol (SG_CARD_WIDGET (card)), ==, symbol);
      gtk_test_accessible_assert_property (card, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           sg_card_text_name (t));
      description = accessible_string (card, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      g_assert_nonnull (strstr (description, sg_card_text_kind (t)));
      g_assert_nonnull (strstr (description, sg_card_text_effect (t)));
      g_assert_nonnull (strstr (description, sg_symbol_text_name (symbol)));
      if (sg_card_is_shot (t))
        g_assert_nonnull (strstr (description, "shot"));
      else
        g_assert_null (strstr (description, "Icons: shot"));
      if (sg_card_is_reload (t))
        g_assert_nonnull (strstr (description, "reload"));
      if (sg_card_is_always (t))
        g_assert_nonnull (strstr (description, "always active"));
      g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (card), sg_card_text_name (t)));

      /* Both sizes render, and the border has the colour of the kind. */
      for (int compact = 0; compact < 2; compact++)
        {
          sg_card_widget_set_compact (SG_CARD_WIDGET (card), compact);
          wait_for_drawing (card);
          g_assert_cmpint (gtk_widget_get_width (card), ==, (compact ? 78 : 110));
          g_assert_cmpint (gtk_widget_get_height (card), ==, (compact ? 104 : 150));
          render (card, &r);
          g_assert_cmpint (opaque_pixels (&r), >, r.width * r.height / 2);
          switch (sg_card_kind (t))
            {
            case SG_KIND_BANG:
              g_assert_cmpint (dominant (&r, 8, 60), ==, 0);
              break;
            case SG_KIND_EQUIPMENT:
              g_assert_cmpint (dominant (&r, 8, 60), ==, 2);
              break;
            case SG_KIND_ACTION:
            default:
              {
                int red, green, blue, alpha;

                /* Brown: red over green over blue. */
                pixel (&r, 8, 60, &red, &green, &blue, &alpha);
                g_assert_cmpint (red, >, green);
                g_assert_cmpint (green, >, blue);
              }
              break;
            }
          rendered_clear (&r);
        }
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_card_face_down (void)
{
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *window = window_with (card);
  g_autofree char *description = NULL;
  Rendered law = { 0 }, outlaw = { 0 };
  int lr, lg, lb, la, or, og, ob, oa;

  sg_card_widget_set_card (SG_CARD_WIDGET (card), SG_CARD_GATLING, SG_SYM_BARREL, SG_LAW);
  sg_card_widget_set_face_down (SG_CARD_WIDGET (card), TRUE);
  g_assert_true (sg_card_widget_get_face_down (SG_CARD_WIDGET (card)));
  gtk_test_accessible_assert_property (card, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Card back, Lawmen deck");
  description = accessible_string (card, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_null (strstr (description, "Gatling"));
  g_assert_null (strstr (gtk_widget_get_tooltip_text (card), "Gatling"));
  wait_for_drawing (card);
  render (card, &law);

  sg_card_widget_set_card (SG_CARD_WIDGET (card), SG_CARD_GATLING, SG_SYM_BARREL, SG_OUTLAW);
  gtk_test_accessible_assert_property (card, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Card back, Outlaws deck");
  wait_for_drawing (card);
  render (card, &outlaw);

  /* The two backs look different: gold against purple. */
  pixel (&law, 20, 20, &lr, &lg, &lb, &la);
  pixel (&outlaw, 20, 20, &or, &og, &ob, &oa);
  g_assert_cmpint (lg, >, lb);
  g_assert_cmpint (ob, >, og);

  sg_card_widget_set_face_down (SG_CARD_WIDGET (card), FALSE);
  gtk_test_accessible_assert_property (card, GTK_ACCESSIBLE_PROPERTY_LABEL, "Gatling");
  rendered_clear (&law);
  rendered_clear (&outlaw);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The same face from either deck draws the same; shown with its deck, as
 * a card turned up beside a copy that only its back tells apart, each
 * draws its deck's emblem and names the deck in its tooltip and
 * description. */
static gboolean
renders_alike (const Rendered *a, const Rendered *b)
{
  return a->width == b->width && a->height == b->height
         && memcmp (a->pixels, b->pixels, a->stride * (gsize) a->height) == 0;
}

static void
test_card_show_back (void)
{
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *window = window_with (card);
  g_autofree char *description = NULL;
  Rendered law = { 0 }, outlaw = { 0 }, law_mark = { 0 }, outlaw_mark = { 0 };

  sg_card_widget_set_compact (SG_CARD_WIDGET (card), TRUE);
  sg_card_widget_set_card (SG_CARD_WIDGET (card), SG_CARD_COLT, SG_SYM_BARREL, SG_LAW);
  wait_for_drawing (card);
  render (card, &law);
  g_assert_null (strstr (gtk_widget_get_tooltip_text (card), "deck"));
  sg_card_widget_set_card (SG_CARD_WIDGET (card), SG_CARD_COLT, SG_SYM_BARREL, SG_OUTLAW);
  wait_for_drawing (card);
  render (card, &outlaw);
  g_assert_true (renders_alike (&law, &outlaw));

  sg_card_widget_set_show_back (SG_CARD_WIDGET (card), TRUE);
  g_assert_true (sg_card_widget_get_show_back (SG_CARD_WIDGET (card)));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (card), "From the Outlaws deck"));
  description = accessible_string (card, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_nonnull (strstr (description, "From the Outlaws deck."));
  wait_for_drawing (card);
  render (card, &outlaw_mark);
  sg_card_widget_set_card (SG_CARD_WIDGET (card), SG_CARD_COLT, SG_SYM_BARREL, SG_LAW);
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (card), "From the Lawmen deck"));
  wait_for_drawing (card);
  render (card, &law_mark);
  g_assert_false (renders_alike (&law_mark, &outlaw_mark));
  g_assert_false (renders_alike (&law, &law_mark));

  rendered_clear (&law);
  rendered_clear (&outlaw);
  rendered_clear (&law_mark);
  rendered_clear (&outlaw_mark);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_card_highlight (void)
{
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *window = window_with (card);
  Rendered plain = { 0 }, dimmed = { 0 }, target = { 0 };
  const SgCardHighlight all[] = { SG_CARD_HIGHLIGHT_SELECTED, SG_CARD_HIGHLIGHT_TARGET,
                                  SG_CARD_HIGHLIGHT_DIMMED, SG_CARD_HIGHLIGHT_NONE };
  const char *words[] = { "Selected", "Possible target", "Not usable now", NULL };
  int r1, g1, b1, a1, r2, g2, b2, a2;

  sg_card_widget_set_card (SG_CARD_WIDGET (card), SG_CARD_MISSED, SG_SYM_SNAKE, SG_OUTLAW);
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      g_autofree char *description = NULL;

      sg_card_widget_set_highlight (SG_CARD_WIDGET (card), all[i]);
      g_assert_cmpint (sg_card_widget_get_highlight (SG_CARD_WIDGET (card)), ==, all[i]);
      description = accessible_string (card, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      for (guint j = 0; j < G_N_ELEMENTS (words) - 1; j++)
        if (j == i)
          g_assert_nonnull (strstr (description, words[j]));
        else
          g_assert_null (strstr (description, words[j]));
      gtk_test_accessible_assert_state (card, GTK_ACCESSIBLE_STATE_SELECTED,
                                        all[i] == SG_CARD_HIGHLIGHT_SELECTED);
    }

  wait_for_drawing (card);
  render (card, &plain);
  sg_card_widget_set_highlight (SG_CARD_WIDGET (card), SG_CARD_HIGHLIGHT_DIMMED);
  wait_for_drawing (card);
  render (card, &dimmed);
  sg_card_widget_set_highlight (SG_CARD_WIDGET (card), SG_CARD_HIGHLIGHT_TARGET);
  wait_for_drawing (card);
  render (card, &target);

  /* Dimmed: the band is see-through. */
  pixel (&plain, 30, 9, &r1, &g1, &b1, &a1);
  pixel (&dimmed, 30, 9, &r2, &g2, &b2, &a2);
  g_assert_cmpint (a1, >, 240);
  g_assert_cmpint (a2, <, 160);
  /* Target: a green ring in the margin, where the plain card is empty. */
  pixel (&plain, 5, 70, &r1, &g1, &b1, &a1);
  pixel (&target, 5, 70, &r2, &g2, &b2, &a2);
  g_assert_cmpint (a1, <, 40);
  g_assert_cmpint (a2, >, 200);
  g_assert_cmpint (dominant (&target, 5, 70), ==, 1);

  rendered_clear (&plain);
  rendered_clear (&dimmed);
  rendered_clear (&target);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
count_cb (GtkWidget *widget,
          int       *count)
{
  (*count)++;
}

/* Enter and Space are bound to "activated": run the widget's own shortcuts
 * as the shortcut controller would for those keys. */
static gboolean
run_key_binding (GtkWidget  *widget,
                 const char *key_name)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean ran = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger =
            gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_strcmp0 (trigger, key_name) == 0)
            ran |= gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                 widget, gtk_shortcut_get_arguments (shortcut));
        }
    }
  return ran;
}

static GtkGesture *
find_click (GtkWidget *widget)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        return GTK_GESTURE (controller);
    }
  return NULL;
}

static void
check_activation (GtkWidget *widget)
{
  GtkWidget *window = window_with (widget);
  GtkGesture *click;
  int count = 0;

  g_signal_connect (widget, "activated", G_CALLBACK (count_cb), &count);
  wait_for_drawing (widget);
  /* Focusable: it becomes the window's focus widget (has_focus would also
   * need the window to be the active one, which the virtual screen may
   * give to another test's window). */
  g_assert_true (gtk_widget_grab_focus (widget));
  g_assert_true (gtk_root_get_focus (gtk_widget_get_root (widget)) == widget);

  g_assert_true (run_key_binding (widget, "Return"));
  g_assert_cmpint (count, ==, 1);
  g_assert_true (run_key_binding (widget, "space"));
  g_assert_cmpint (count, ==, 2);
  g_assert_true (run_key_binding (widget, "KP_Enter"));
  g_assert_cmpint (count, ==, 3);
  g_assert_false (run_key_binding (widget, "Escape"));
  g_assert_cmpint (count, ==, 3);

  /* gtk_widget_activate () is what assistive technologies use. */
  g_assert_true (gtk_widget_activate (widget));
  g_assert_cmpint (count, ==, 4);

  /* A click inside activates; a press that slides out before release does not. */
  click = find_click (widget);
  g_assert_nonnull (click);
  g_signal_emit_by_name (click, "pressed", 1, 10.0, 10.0);
  g_signal_emit_by_name (click, "released", 1, 10.0, 10.0);
  g_assert_cmpint (count, ==, 5);
  g_signal_emit_by_name (click, "pressed", 1, 10.0, 10.0);
  g_signal_emit_by_name (click, "released", 1, -50.0, 10.0);
  g_assert_cmpint (count, ==, 5);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_card_activation (void)
{
  GtkWidget *card = sg_card_widget_new ();

  sg_card_widget_set_card (SG_CARD_WIDGET (card), SG_CARD_COLT, SG_SYM_DYNAMITE, SG_LAW);
  check_activation (card);
}

static void
test_character_activation (void)
{
  GtkWidget *character = sg_character_widget_new ();

  sg_character_widget_set_character (SG_CHARACTER_WIDGET (character), SG_CHAR_JANGO,
                                     3, 3, TRUE, FALSE);
  check_activation (character);
}

/* ------------------------------------------------------------------ */
/* Characters                                                         */
/* ------------------------------------------------------------------ */

static void
test_character_every_id (void)
{
  GtkWidget *widget = sg_character_widget_new ();
  SgCharacterWidget *character = SG_CHARACTER_WIDGET (widget);
  GtkWidget *window = window_with (widget);

  gtk_test_accessible_assert_role (widget, GTK_ACCESSIBLE_ROLE_BUTTON);
  for (int id = 0; id < SG_N_CHARACTERS; id++)
    {
      const SgCharData *data = sg_char_data (id);
      g_autofree char *label = NULL;
      g_autofree char *description = NULL;
      g_autofree char *life = g_strdup_printf ("Life %d of %d", data->life - 1, data->life);
      Rendered r = { 0 };
      int dom;

      sg_character_widget_set_character (character, id, data->life - 1, data->life,
                                         id % 2 == 0, id % 2 == 1);
      g_assert_cmpint (sg_character_widget_get_character (character), ==, id);
      g_assert_cmpint (sg_character_widget_get_life (character), ==, data->life - 1);
      label = accessible_string (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
      g_assert_true (g_str_has_prefix (label, sg_character_text_name (id)));
      g_assert_nonnull (strstr (label, id % 2 == 0 ? "active character" : "back-up character"));
      description = accessible_string (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      g_assert_nonnull (strstr (description, life));
      g_assert_nonnull (strstr (description, sg_character_text_ability (id)));
      g_assert_nonnull (strstr (description, data->side == SG_LAW ? "Lawmen" : "Outlaws"));

      wait_for_drawing (widget);
      g_assert_cmpint (gtk_widget_get_width (widget), ==, 182);
      g_assert_cmpint (gtk_widget_get_height (widget), ==, 126);
      render (widget, &r);
      g_assert_cmpint (opaque_pixels (&r), >, r.width * r.height / 2);
      /* The edge: gold (red and green over blue) or purple (blue and red over green). */
      dom = dominant (&r, 8, 60);
      if (data->side == SG_LAW)
        g_assert_cmpint (dom, !=, 2);
      else
        g_assert_cmpint (dom, !=, 1);
      /* Below the band, the body is light (the test runs in light mode). */
      {
        int red, green, blue, alpha;

        pixel (&r, 132, 42, &red, &green, &blue, &alpha);
        g_assert_cmpint (MIN (red, MIN (green, blue)), >, 200);
      }
      rendered_clear (&r);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_character_states (void)
{
  GtkWidget *widget = sg_character_widget_new ();
  SgCharacterWidget *character = SG_CHARACTER_WIDGET (widget);
  GtkWidget *window = window_with (widget);
  g_autofree char *dead = NULL;
  g_autofree char *target = NULL;
  Rendered empty = { 0 };

  /* A fresh widget is an empty slot. */
  g_assert_cmpint (sg_character_widget_get_character (character), ==, SG_NONE);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Empty character slot");
  wait_for_drawing (widget);
  render (widget, &empty);
  /* Only a dashed outline and a word: mostly transparent. */
  g_assert_cmpint (opaque_pixels (&empty), <, empty.width * empty.height / 10);
  rendered_clear (&empty);

  sg_character_widget_set_character (character, SG_CHAR_TOM_THORN, 0, 4, FALSE, TRUE);
  dead = accessible_string (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_nonnull (strstr (dead, "Eliminated"));
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Tom Thorn, back-up character");

  /* The tooltip says what the corner's AC token or BC tag means. */
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (widget), "The back-up character (BC)"));
  sg_character_widget_set_character (character, SG_CHAR_TOM_THORN, 4, 4, TRUE, FALSE);
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (widget), "with the AC token"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (widget), "(D3.3)"));

  sg_character_widget_set_character (character, SG_CHAR_TOM_THORN, 4, 4, FALSE, FALSE);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Tom Thorn");
  g_assert_null (strstr (gtk_widget_get_tooltip_text (widget), "token"));
  sg_character_widget_set_highlight (character, SG_CARD_HIGHLIGHT_TARGET);
  g_assert_cmpint (sg_character_widget_get_highlight (character), ==, SG_CARD_HIGHLIGHT_TARGET);
  target = accessible_string (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_nonnull (strstr (target, "Possible target"));
  sg_character_widget_set_highlight (character, SG_CARD_HIGHLIGHT_SELECTED);
  gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_SELECTED, TRUE);

  sg_character_widget_set_character (character, SG_NONE, 0, 0, FALSE, FALSE);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Empty character slot");

  /* Face down (the setup's secret choice): the side's back, no name. */
  sg_character_widget_set_character (character, SG_CHAR_TOM_THORN, 4, 4, TRUE, FALSE);
  sg_character_widget_set_face_down (character, SG_OUTLAW);
  g_assert_true (sg_character_widget_get_face_down (character));
  g_assert_cmpint (sg_character_widget_get_character (character), ==, SG_NONE);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Face-down Outlaws character");
  g_assert_null (strstr (gtk_widget_get_tooltip_text (widget), "Tom Thorn"));
  wait_for_drawing (widget);
  render (widget, &empty);
  /* A full card back, purple. */
  g_assert_cmpint (opaque_pixels (&empty), >, empty.width * empty.height / 2);
  g_assert_cmpint (dominant (&empty, 20, 20), ==, 2);
  rendered_clear (&empty);
  sg_character_widget_set_character (character, SG_CHAR_TOM_THORN, 4, 4, TRUE, FALSE);
  g_assert_false (sg_character_widget_get_face_down (character));
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Tom Thorn, active character");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The character the last card played was aimed at: outlined in red (not
 * the Lawmen's gold, nor a legal target's green), a glow in the margin,
 * and said in the tooltip and the accessible description, until the
 * note is taken away. */
static void
test_character_last_target (void)
{
  const char *note = "Target of the Outlaws’ Colt";
  GtkWidget *widget = sg_character_widget_new ();
  SgCharacterWidget *character = SG_CHARACTER_WIDGET (widget);
  GtkWidget *window = window_with (widget);
  Rendered plain = { 0 }, marked = { 0 };
  g_autofree char *with = NULL, *without = NULL;
  int r1, g1, b1, a1, r2, g2, b2, a2;

  sg_character_widget_set_character (character, SG_CHAR_WILD_BILL, 5, 5, TRUE, FALSE);
  wait_for_drawing (widget);
  render (widget, &plain);
  sg_character_widget_set_last_target (character, note);
  g_assert_cmpstr (sg_character_widget_get_last_target (character), ==, note);
  g_assert_true (gtk_widget_has_css_class (widget, "last-target"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (widget), note));
  with = accessible_string (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_nonnull (strstr (with, note));
  /* A highlight set afterwards keeps the note. */
  sg_character_widget_set_highlight (character, SG_CARD_HIGHLIGHT_TARGET);
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (widget), note));
  sg_character_widget_set_highlight (character, SG_CARD_HIGHLIGHT_NONE);
  wait_for_drawing (widget);
  render (widget, &marked);

  /* The glow, just outside the card's left edge, where the plain
   * character leaves the margin almost empty. */
  pixel (&plain, 6, 70, &r1, &g1, &b1, &a1);
  pixel (&marked, 6, 70, &r2, &g2, &b2, &a2);
  g_assert_cmpint (a1, <, 80);
  g_assert_cmpint (a2, >, 150);
  g_assert_cmpint (r2, >, 2 * g2);
  /* The outline on the edge: red where the Lawmen's edge is gold. */
  pixel (&plain, 8, 70, &r1, &g1, &b1, &a1);
  pixel (&marked, 8, 70, &r2, &g2, &b2, &a2);
  g_assert_cmpint (g1, >, 120);
  g_assert_cmpint (r2, >, 150);
  g_assert_cmpint (g2, <, 80);

  sg_character_widget_set_last_target (character, NULL);
  g_assert_null (sg_character_widget_get_last_target (character));
  g_assert_false (gtk_widget_has_css_class (widget, "last-target"));
  g_assert_null (strstr (gtk_widget_get_tooltip_text (widget), note));
  without = accessible_string (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_null (strstr (without, note));

  rendered_clear (&plain);
  rendered_clear (&marked);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Dark style: the body turns dark, the kind border stays red, and the
 * text colour follows (light on dark). */
static void
test_card_dark (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *window = window_with (card);
  Rendered light = { 0 }, dark = { 0 };
  int r1, g1, b1, a1, r2, g2, b2, a2;

  sg_card_widget_set_card (SG_CARD_WIDGET (card), SG_CARD_COLT, SG_SYM_DYNAMITE, SG_OUTLAW);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  wait_for_drawing (card);
  render (card, &light);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (manager));
  wait_for_drawing (card);
  render (card, &dark);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);

  /* Body, between the centre disc and the text. */
  pixel (&light, 20, 70, &r1, &g1, &b1, &a1);
  pixel (&dark, 20, 70, &r2, &g2, &b2, &a2);
  g_assert_cmpint (r1 + g1 + b1, >, 600);
  g_assert_cmpint (r2 + g2 + b2, <, 250);
  g_assert_cmpint (dominant (&dark, 8, 60), ==, 0);

  rendered_clear (&light);
  rendered_clear (&dark);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Squeezed below its natural size, a card still draws, smaller. */
static void
test_card_scales_down (void)
{
  GtkWidget *card = sg_card_widget_new ();
  GtkWidget *window = window_with (card);
  Rendered r = { 0 };
  int minimum, natural;

  gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, <, natural);
  /* Short of height, a card is only as wide as it is drawn (width for
   * height), so that a row of them has no gaps; never below its minimum. */
  g_assert_cmpint (gtk_widget_get_request_mode (card), ==, GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT);
  {
    int nat_h, narrow, whole, tiny, tiny_min;

    gtk_widget_measure (card, GTK_ORIENTATION_VERTICAL, -1, NULL, &nat_h, NULL, NULL);
    gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, nat_h * 3 / 4, NULL, &narrow, NULL, NULL);
    gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, nat_h * 2, NULL, &whole, NULL, NULL);
    gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, 1, &tiny_min, &tiny, NULL, NULL);
    g_assert_cmpint (abs (narrow - natural * 3 / 4), <=, 2);
    g_assert_cmpint (whole, ==, natural);
    g_assert_cmpint (tiny, ==, minimum);
    g_assert_cmpint (tiny_min, ==, minimum);
  }

  /* Large Text (a higher font DPI) makes the cards bigger, and back. */
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", 120 * 1024, NULL);
  {
    int large;

    gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &large, NULL, NULL);
    g_assert_cmpint (large, ==, (int) ceilf (natural * 1.25f));
  }
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", 96 * 1024, NULL);
  sg_card_widget_set_card (SG_CARD_WIDGET (card), SG_CARD_BANK, SG_SYM_BARREL, SG_LAW);
  gtk_widget_set_size_request (card, -1, -1);
  gtk_widget_set_halign (card, GTK_ALIGN_FILL);
  gtk_widget_set_valign (card, GTK_ALIGN_FILL);
  gtk_window_set_resizable (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 64, 88);
  wait_for_drawing (card);
  render (card, &r);
  g_assert_cmpint (opaque_pixels (&r), >, 0);
  rendered_clear (&r);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ------------------------------------------------------------------ */
/* Gallery (not a test): every card, backs, characters, states        */
/* ------------------------------------------------------------------ */

static GtkWidget *
gallery_row (const char *title,
             GtkWidget **children,
             int         n)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 40);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
  for (int i = 0; i < n; i++)
    {
      /* The pointer of the virtual screen would pop tooltips up. */
      gtk_widget_set_has_tooltip (children[i], FALSE);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), children[i]);
    }
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), flow);
  return box;
}

static GtkWidget *
card_new (SgCardType type,
          SgSymbol   symbol,
          SgSide     back)
{
  GtkWidget *card = sg_card_widget_new ();

  sg_card_widget_set_card (SG_CARD_WIDGET (card), type, symbol, back);
  return card;
}

static GtkWidget *
character_new (SgCharId id,
               int      life,
               gboolean ac,
               gboolean bc)
{
  GtkWidget *widget = sg_character_widget_new ();

  sg_character_widget_set_character (SG_CHARACTER_WIDGET (widget), id, life,
                                     id == (SgCharId) SG_NONE ? 0 : sg_char_data (id)->life,
                                     ac, bc);
  return widget;
}

static GtkWidget *
gallery_cards (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *cards[SG_N_CARD_TYPES];

  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    cards[t] = card_new (t, sg_standard_symbol (deck_of (t), t, 0), deck_of (t));
  gtk_box_append (GTK_BOX (box), gallery_row ("All 31 cards", cards, SG_N_CARD_TYPES));
  return box;
}

static GtkWidget *
gallery_states (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *row[16];
  int n = 0;

  row[n] = card_new (SG_CARD_COLT, SG_SYM_DYNAMITE, SG_LAW);
  sg_card_widget_set_face_down (SG_CARD_WIDGET (row[n++]), TRUE);
  row[n] = card_new (SG_CARD_COLT, SG_SYM_DYNAMITE, SG_OUTLAW);
  sg_card_widget_set_face_down (SG_CARD_WIDGET (row[n++]), TRUE);
  row[n] = card_new (SG_CARD_COLT, SG_SYM_DYNAMITE, SG_LAW);
  sg_card_widget_set_highlight (SG_CARD_WIDGET (row[n++]), SG_CARD_HIGHLIGHT_SELECTED);
  row[n] = card_new (SG_CARD_MISSED, SG_SYM_SNAKE, SG_LAW);
  sg_card_widget_set_highlight (SG_CARD_WIDGET (row[n++]), SG_CARD_HIGHLIGHT_TARGET);
  row[n] = card_new (SG_CARD_BEER, SG_SYM_BARREL, SG_OUTLAW);
  sg_card_widget_set_highlight (SG_CARD_WIDGET (row[n++]), SG_CARD_HIGHLIGHT_DIMMED);
  /* This one has the keyboard focus (see run_gallery). */
  row[n] = card_new (SG_CARD_STAMPEDE, SG_SYM_BARREL, SG_LAW);
  gtk_widget_set_name (row[n++], "focused");
  for (int i = 0; i < 4; i++)
    {
      const SgCardType compact[] = { SG_CARD_BARREL, SG_CARD_POCKET_WATCH, SG_CARD_GENERAL_STORE,
                                     SG_CARD_COLT };

      row[n] = card_new (compact[i], i % 2 ? SG_SYM_HORSESHOE : SG_SYM_SNAKE, SG_OUTLAW);
      sg_card_widget_set_compact (SG_CARD_WIDGET (row[n++]), TRUE);
    }
  row[n] = card_new (SG_CARD_COLT, SG_SYM_DYNAMITE, SG_LAW);
  sg_card_widget_set_compact (SG_CARD_WIDGET (row[n]), TRUE);
  sg_card_widget_set_face_down (SG_CARD_WIDGET (row[n++]), TRUE);
  row[n] = card_new (SG_CARD_COLT, SG_SYM_DYNAMITE, SG_OUTLAW);
  sg_card_widget_set_compact (SG_CARD_WIDGET (row[n]), TRUE);
  sg_card_widget_set_face_down (SG_CARD_WIDGET (row[n++]), TRUE);
  gtk_box_append (GTK_BOX (box), gallery_row ("Backs, highlights (selected, target, dimmed), compact",
                                              row, n));

  n = 0;
  row[n++] = character_new (SG_CHAR_BART_MASTERSON, 4, TRUE, FALSE);
  row[n++] = character_new (SG_CHAR_WILD_BILL, 2, FALSE, TRUE);
  row[n++] = character_new (SG_CHAR_SOUNDANCE_KID, 3, TRUE, FALSE);
  row[n] = character_new (SG_CHAR_DALTON_BROS, 1, FALSE, TRUE);
  sg_character_widget_set_highlight (SG_CHARACTER_WIDGET (row[n++]), SG_CARD_HIGHLIGHT_TARGET);
  row[n] = character_new (SG_CHAR_TEX_KILLER, 4, TRUE, FALSE);
  sg_character_widget_set_highlight (SG_CHARACTER_WIDGET (row[n++]), SG_CARD_HIGHLIGHT_SELECTED);
  row[n] = character_new (SG_CHAR_BUFFALO_BELL, 3, FALSE, TRUE);
  sg_character_widget_set_highlight (SG_CHARACTER_WIDGET (row[n++]), SG_CARD_HIGHLIGHT_DIMMED);
  row[n++] = character_new (SG_CHAR_SLIM_POET, 0, FALSE, FALSE);
  row[n++] = character_new ((SgCharId) SG_NONE, 0, FALSE, FALSE);
  row[n] = sg_character_widget_new ();
  sg_character_widget_set_face_down (SG_CHARACTER_WIDGET (row[n++]), SG_LAW);
  gtk_box_append (GTK_BOX (box), gallery_row ("Characters", row, n));
  return box;
}

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static int
run_gallery (const char *page,
             gboolean    dark)
{
  GtkWidget *window, *scrolled, *content;

  adw_init ();
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), "Sixgun card gallery");
  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  content = g_strcmp0 (page, "states") == 0 ? gallery_states () : gallery_cards ();
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 12);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  gtk_window_maximize (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
  if (g_strcmp0 (page, "states") == 0)
    {
      /* Show the focus ring on the Stampede card. */
      GtkWidget *focused = find_named (content, "focused");

      gtk_widget_grab_focus (focused);
      gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
    }
  while (g_list_model_get_n_items (gtk_window_get_toplevels ()) > 0)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}

/* On the table, a dimmed target, a greyed hand card and equipment asleep
 * on a back-up keep their own accessible description, the reason added
 * (GTK makes a tooltip the description: a screen reader heard only the
 * reason, not the character or the card); the tooltip still says the
 * reason. */
static gboolean
find_card_type (GtkWidget *widget, SgCardType type, GtkWidget **out)
{
  if (SG_IS_CARD_WIDGET (widget) && !sg_card_widget_get_face_down (SG_CARD_WIDGET (widget))
      && sg_card_widget_get_card_type (SG_CARD_WIDGET (widget)) == type)
    {
      *out = widget;
      return TRUE;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (find_card_type (c, type, out))
      return TRUE;
  return FALSE;
}

static void
test_table_reasons_keep_description (void)
{
  static const char scenario[] =
    "seed 2055\nstart law\nlaw active \"Wild Bill\"\nlaw backup \"Wyatt Ear\"\n"
    "law equip \"Wyatt Ear\" Barrel\nlaw hand Colt Missed!\n"
    "outlaw active \"Cattle Katie\"\noutlaw backup \"Babe Leroy\"\n";
  g_autoptr (SgGameModel) model = sg_game_model_new ();
  GtkWidget *table = sg_table_view_new ();
  GtkWidget *window, *missed, *barrel = NULL, *seat;
  g_autofree char *missed_desc = NULL, *barrel_desc = NULL, *seat_desc = NULL, *seat_tip = NULL;
  SgSeat backup;

  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_PERSON, NULL));
  sg_table_view_set_model (SG_TABLE_VIEW (table), model);
  window = window_with (table);
  gtk_window_set_resizable (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  wait_for_drawing (table);

  /* The greyed Missed! and the sleeping Barrel. */
  missed = sg_table_view_get_hand_widget (SG_TABLE_VIEW (table), sg_test_hand_card (model, SG_LAW, SG_CARD_MISSED));
  g_assert_nonnull (missed);
  g_assert_true (find_card_type (table, SG_CARD_BARREL, &barrel));
  missed_desc = accessible_string (missed, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_nonnull (strstr (missed_desc, "Symbol:"));
  g_assert_nonnull (gtk_widget_get_tooltip_text (missed));
  g_assert_nonnull (strstr (missed_desc, gtk_widget_get_tooltip_text (missed)));
  barrel_desc = accessible_string (barrel, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_nonnull (strstr (barrel_desc, "Symbol:"));
  g_assert_nonnull (strstr (barrel_desc, "Asleep on the back-up"));
  g_assert_true (g_str_has_prefix (gtk_widget_get_tooltip_text (barrel), "Asleep on the back-up"));

  /* The Colt selected: the opponent's back-up is dimmed, with a reason. */
  g_assert_true (sg_game_model_get_seat (model, SG_OUTLAW, TRUE, &backup));
  gtk_widget_activate_action (table, "table.card", "y", sg_test_hand_card (model, SG_LAW, SG_CARD_COLT));
  seat_tip = sg_table_view_get_seat_tooltip (SG_TABLE_VIEW (table), backup.code);
  g_assert_nonnull (seat_tip);
  seat = sg_table_view_get_seat_widget (SG_TABLE_VIEW (table), backup.code);
  seat_desc = accessible_string (seat, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_nonnull (strstr (seat_desc, "Life 4 of 4."));
  g_assert_nonnull (strstr (seat_desc, seat_tip));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Icon-only buttons of the windows' templates have an accessible name (a
 * screen reader read "button", "toggle button": a tooltip is only a
 * description in GTK 4). */
typedef struct {
  gboolean in_button, has_icon, has_name;
  guint depth, button_depth;
  GString *unnamed;
} UiScan;

static void
ui_start (GMarkupParseContext *ctx, const char *element, const char **names, const char **values,
          gpointer data, GError **error)
{
  UiScan *scan = data;

  scan->depth++;
  if (g_str_equal (element, "object"))
    for (guint i = 0; names[i] != NULL; i++)
      if (g_str_equal (names[i], "class") && g_str_has_suffix (values[i], "Button"))
        {
          scan->in_button = TRUE;
          scan->has_icon = scan->has_name = FALSE;
          scan->button_depth = scan->depth;
        }
  if (scan->in_button && g_str_equal (element, "property"))
    for (guint i = 0; names[i] != NULL; i++)
      if (g_str_equal (names[i], "name"))
        {
          if (g_str_equal (values[i], "icon-name"))
            scan->has_icon = TRUE;
          else if (g_str_equal (values[i], "label"))
            scan->has_name = TRUE; /* a text label, or the accessible one */
        }
}

static void
ui_end (GMarkupParseContext *ctx, const char *element, gpointer data, GError **error)
{
  UiScan *scan = data;

  if (scan->in_button && g_str_equal (element, "object") && scan->depth == scan->button_depth)
    {
      int line;

      g_markup_parse_context_get_position (ctx, &line, NULL);
      if (scan->has_icon && !scan->has_name)
        g_string_append_printf (scan->unnamed, " line %d", line);
      scan->in_button = FALSE;
    }
  scan->depth--;
}

static void
test_icon_buttons_named (void)
{
  static const char *const files[] = { "sg-window.ui", "sg-tutorial-window.ui" };
  static const GMarkupParser parser = { ui_start, ui_end, NULL, NULL, NULL };

  sg_ui_resources_ensure ();
  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_strconcat ("/io/github/sixgun/Sixgun/", files[f], NULL);
      g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
      UiScan scan = { .unnamed = g_string_new (NULL) };
      GMarkupParseContext *ctx;
      gsize len;
      const char *text;

      g_assert_nonnull (bytes);
      text = g_bytes_get_data (bytes, &len);
      ctx = g_markup_parse_context_new (&parser, 0, &scan, NULL);
      g_assert_true (g_markup_parse_context_parse (ctx, text, (gssize) len, NULL));
      g_markup_parse_context_free (ctx);
      if (scan.unnamed->len > 0)
        g_error ("%s: icon buttons without an accessible name at%s", files[f], scan.unnamed->str);
      g_string_free (scan.unnamed, TRUE);
    }
}



/* The shortcuts window lists F10 (the main menu), and says that Return
 * selects a card, then plays it (a keyboard play-test). */
static void
test_shortcuts_window_lists (void)
{
  static const char *const keys[] = { ">F10<", "Then Play It" };
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *text = NULL;
  gsize len;

  sg_ui_resources_ensure ();
  bytes = g_resources_lookup_data ("/io/github/sixgun/Sixgun/sg-shortcuts-window.ui", 0, NULL);
  g_assert_nonnull (bytes);
  {
    const char *data = g_bytes_get_data (bytes, &len);

    text = g_strndup (data, len);
  }
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (strstr (text, keys[i]) == NULL)
      g_error ("the shortcuts window lacks %s", keys[i]);
}

/* The popover a widget shows beside it (its focus tip), or NULL. */
static GtkWidget *
popover_of (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_POPOVER (c))
      return c;
  return NULL;
}

static void
spin_pending (void)
{
  for (int i = 0; i < 20; i++)
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
}

/* An equipment strip shows its name alone; its effect, in the tooltip
 * only, was out of the keyboard's reach (a keyboard play-test).  The
 * screen reader has it in the description; the keyboard's focus ring on
 * the strip shows it beside the strip, without taking the focus; a
 * click's focus (no ring), or a full face, shows nothing more. */
static void
test_strip_effect_to_keyboard (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *other = gtk_button_new_with_label ("Other");
  GtkWidget *strip = sg_card_widget_new ();
  GtkWidget *face = sg_card_widget_new ();
  GtkWidget *window, *tip;
  g_autofree char *description = NULL;
  const char *effect = sg_card_text_description (SG_CARD_BARREL);

  sg_card_widget_set_card (SG_CARD_WIDGET (strip), SG_CARD_BARREL, SG_SYM_SNAKE, SG_LAW);
  sg_card_widget_set_strip (SG_CARD_WIDGET (strip), TRUE);
  sg_card_widget_set_card (SG_CARD_WIDGET (face), SG_CARD_BARREL, SG_SYM_SNAKE, SG_LAW);
  sg_card_widget_set_compact (SG_CARD_WIDGET (face), TRUE);
  gtk_box_append (GTK_BOX (box), other);
  gtk_box_append (GTK_BOX (box), strip);
  gtk_box_append (GTK_BOX (box), face);
  window = window_with (box);
  wait_for_drawing (strip);

  description = accessible_string (strip, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_nonnull (strstr (description, sg_card_text_effect (SG_CARD_BARREL)));

  /* The keyboard's focus: the effect beside the strip, the focus kept.
   * GTK gives the focus's state flags only to an active window, which
   * another test's window on the display may take for a moment: they are
   * set as an active window would have them. */
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  g_assert_true (gtk_widget_grab_focus (strip));
  gtk_widget_set_state_flags (strip, GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE, FALSE);
  spin_pending ();
  tip = popover_of (strip);
  g_assert_nonnull (tip);
  g_assert_true (gtk_widget_get_visible (tip));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (tip)))), effect));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == strip);

  /* Gone with the focus. */
  g_assert_true (gtk_widget_grab_focus (other));
  gtk_widget_unset_state_flags (strip, GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE);
  spin_pending ();
  g_assert_false (gtk_widget_get_visible (tip));

  /* A full face has its effect on it. */
  g_assert_true (gtk_widget_grab_focus (face));
  gtk_widget_set_state_flags (face, GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE, FALSE);
  spin_pending ();
  g_assert_null (popover_of (face));

  /* A click's focus, without the ring: the pointer has the tooltip. */
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  g_assert_true (gtk_widget_grab_focus (strip));
  gtk_widget_set_state_flags (strip, GTK_STATE_FLAG_FOCUSED, FALSE);
  gtk_widget_unset_state_flags (strip, GTK_STATE_FLAG_FOCUS_VISIBLE);
  spin_pending ();
  g_assert_false (gtk_widget_get_visible (tip));

  gtk_window_destroy (GTK_WINDOW (window));
  spin_pending ();
}

/* A question's detail cut short (ellipsized) was whole only in its
 * tooltip (a keyboard play-test): the button beside it is then a Tab stop
 * whose accessible description is the whole text, and opens it whole in a
 * popover; a detail that fits offers no such button. */
static void
test_prompt_detail_reachable (void)
{
  GtkWidget *bar = sg_prompt_bar_new ();
  GtkWidget *more = sg_prompt_bar_get_more_button (SG_PROMPT_BAR (bar));
  GtkWidget *window = gtk_window_new ();
  g_autoptr (GString) detail = g_string_new ("The last turn:");
  g_autofree char *description = NULL;
  GtkWidget *whole;

  for (int i = 0; i < 30; i++)
    g_string_append_printf (detail, " Cattle Katie played Colt number %d at Wild Bill.", i);
  g_string_append (detail, " The end.");
  gtk_window_set_default_size (GTK_WINDOW (window), 500, 200);
  gtk_window_set_child (GTK_WINDOW (window), bar);
  sg_prompt_bar_set_text (SG_PROMPT_BAR (bar), "Your turn.", FALSE);
  sg_prompt_bar_add_option (SG_PROMPT_BAR (bar), "End Turn", "win.none", NULL, FALSE);
  sg_prompt_bar_set_detail (SG_PROMPT_BAR (bar), detail->str);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_drawing (bar);
  spin_pending ();

  g_assert_true (gtk_widget_get_focusable (more));
  g_assert_true (gtk_widget_get_can_target (more));
  description = accessible_string (more, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_nonnull (strstr (description, "The end."));
  /* As a keyboard user: Tab to it, Return. */
  g_assert_true (gtk_widget_grab_focus (more));
  g_signal_emit_by_name (more, "clicked");
  spin_pending ();
  whole = popover_of (bar);
  g_assert_nonnull (whole);
  g_assert_true (gtk_widget_get_visible (whole));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (whole)))),
                            "The end."));

  /* A detail that fits: nothing more to offer, the popover gone. */
  sg_prompt_bar_set_detail (SG_PROMPT_BAR (bar), "Short.");
  spin_pending ();
  g_assert_false (gtk_widget_get_visible (whole));
  g_assert_false (gtk_widget_get_focusable (more));
  g_assert_false (gtk_widget_get_can_target (more));

  gtk_window_destroy (GTK_WINDOW (window));
  spin_pending ();
}

int
main (int   argc,
      char *argv[])
{
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--gallery"))
      {
        gboolean dark = FALSE;
        const char *page = "cards";

        for (int j = i + 1; j < argc; j++)
          if (g_str_equal (argv[j], "--dark"))
            dark = TRUE;
          else
            page = argv[j];
        gtk_init ();
        return run_gallery (page, dark);
      }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* The sizes asserted below are those at the default 96 dpi. */
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", 96 * 1024, NULL);

  g_test_add_func ("/sixgun/card-widget/every-type", test_card_every_type);
  g_test_add_func ("/sixgun/card-widget/face-down", test_card_face_down);
  g_test_add_func ("/sixgun/card-widget/highlight", test_card_highlight);
  g_test_add_func ("/sixgun/card-widget/show-back", test_card_show_back);
  g_test_add_func ("/sixgun/card-widget/activation", test_card_activation);
  g_test_add_func ("/sixgun/card-widget/scales-down", test_card_scales_down);
  g_test_add_func ("/sixgun/card-widget/dark", test_card_dark);
  g_test_add_func ("/sixgun/character-widget/every-id", test_character_every_id);
  g_test_add_func ("/sixgun/character-widget/states", test_character_states);
  g_test_add_func ("/sixgun/character-widget/last-target", test_character_last_target);
  g_test_add_func ("/sixgun/character-widget/activation", test_character_activation);
  g_test_add_func ("/sixgun/table/reasons-keep-description", test_table_reasons_keep_description);
  g_test_add_func ("/sixgun/card-widget/strip-effect-to-keyboard", test_strip_effect_to_keyboard);
  g_test_add_func ("/sixgun/prompt-bar/detail-reachable", test_prompt_detail_reachable);
  g_test_add_func ("/sixgun/ui/icon-buttons-named", test_icon_buttons_named);
  g_test_add_func ("/sixgun/ui/shortcuts-window-lists", test_shortcuts_window_lists);

  return g_test_run ();
}
