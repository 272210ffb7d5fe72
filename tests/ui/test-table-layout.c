/* test-table-layout.c: the table stays still while its prompt changes.  A
 * refusal's reason, cards turned up, a second row of option buttons: the
 * cards of the hand and the characters keep their places in the window,
 * at the default size and at larger ones; the rows do not overlap.  Runs
 * under Xvfb with the app's style sheet (the prompt's padding is part of
 * its height). */
#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "sg-application.h"
#include "sg-card-text.h"
#include "sg-prompt-bar.h"
#include "sg-table-view.h"
#include "sg-test-hand.h"
#include "sg-window.h"

/* The Lawmen play; Annie Oakey is their back-up. */
static const char play_scenario[] =
  "seed 2030\n"
  "start law\n"
  "law active \"Dalon Ranger\"\n"
  "law backup \"Annie Oakey\" 3\n"
  "law equip \"Dalon Ranger\" Barrel\n"
  "law hand Colt Missed! Beer Duel Winchester\n"
  "outlaw active \"Babe Leroy\"\n"
  "outlaw backup \"Sid Curry\" 2\n"
  "outlaw equip \"Babe Leroy\" Hat\n"
  "outlaw hand Colt Colt Missed!\n";

/* The Lawmen hold a General Store (C-GENERAL-STORE.1: four cards turned
 * up, two from each deck). */
static const char store_scenario[] =
  "seed 2031\n"
  "start law\n"
  "law active \"Wild Bill\" 3\n"
  "law backup \"Annie Oakey\"\n"
  "law hand \"General Store\" Colt Beer Missed!\n"
  "law deck Winchester Barrel Beer Colt\n"
  "outlaw active \"Cattle Katie\" 2\n"
  "outlaw backup \"Sid Curry\"\n"
  "outlaw hand Colt Missed! Knife\n"
  "outlaw deck Duel Missed! Knife Colt\n";

/* The Outlaws' turn went by with sixteen cards played: the Lawmen's turn
 * starts with a summary of it under the question, longer than the
 * prompt has lines for (a French play-test). */
static const char summary_scenario[] =
  "seed 2033\n"
  "start outlaw\n"
  "law active \"Tex Killer\" 2\n"
  "law backup \"Wild Bill\"\n"
  "law hand Missed! Beer Colt Colt\n"
  "law deck Colt Missed! Beer Beer\n"
  "outlaw active \"Sid Curry\"\n"
  "outlaw backup \"Bull Anderson\"\n"
  "outlaw hand Beer Scope Barrel Hat \"Gun Belt\" \"Pocket Watch\" Bank Beer Beer Canteen Barrel Hat Scope Bank \"Gun Belt\" \"Pocket Watch\"\n"
  "outlaw deck Colt Colt Colt Colt\n"
  "outlaw play Beer\n"
  "outlaw play Scope at outlaw.backup\n"
  "outlaw play Barrel at outlaw.backup\n"
  "outlaw play Hat at outlaw.backup\n"
  "outlaw play \"Gun Belt\" at outlaw.backup\n"
  "outlaw play \"Pocket Watch\" at outlaw.backup\n"
  "outlaw play Bank at outlaw.backup\n"
  "outlaw play Beer\n"
  "outlaw play Beer\n"
  "outlaw play Canteen at outlaw\n"
  "outlaw play Barrel at outlaw.backup\n"
  "outlaw play Hat at outlaw.backup\n"
  "outlaw play Scope at outlaw.backup\n"
  "outlaw play Bank at outlaw.backup\n"
  "outlaw play \"Gun Belt\" at outlaw.backup\n"
  "outlaw play \"Pocket Watch\" at outlaw.backup\n"
  "outlaw end\n";

/* The Outlaws shoot; the Lawmen have four ways to answer. */
static const char dodge_scenario[] =
  "seed 2032\n"
  "start outlaw\n"
  "law active \"Dalon Ranger\"\n"
  "law backup \"Annie Oakey\" 3\n"
  "law equip \"Dalon Ranger\" Barrel Hat\n"
  "law hand Missed! Beer Colt Duel\n"
  "law deck Missed! Colt Colt Colt Beer\n"
  "outlaw active \"Babe Leroy\"\n"
  "outlaw backup \"Sid Curry\" 2\n"
  "outlaw hand Colt Beer Whisky\n"
  "outlaw deck Colt Colt Missed! Beer\n"
  "outlaw play Colt at law.active\n";

typedef struct
{
  int width, height;
} Size;

/* The default window; the screen of tools/test.sh (the cards grow,
 * sg-table-zoom.c); a common laptop's; a large screen's. */
static const Size default_size = { 1100, 720 };
static const Size test_screen_size = { 1280, 800 };
static const Size laptop_size = { 1366, 768 };
static const Size wide_laptop_size = { 1366, 800 };
static const Size large_size = { 1920, 1080 };

/* --- waiting for the layout ---------------------------------------------- */

static void
count_paint (GdkFrameClock *clock, gpointer data)
{
  (*(guint *) data)++;
}

/* One more painted frame, and whatever it left to do in idles (the cards'
 * zoom follows the table's size in one).  GTK lays a window out in the
 * layout phase of a frame, before painting it. */
static void
next_frame (GtkWidget *window)
{
  GdkFrameClock *clock;
  guint painted = 0;
  gulong id;

  while (!gtk_widget_get_mapped (window))
    g_main_context_iteration (NULL, TRUE);
  clock = gtk_widget_get_frame_clock (window);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint), &painted);
  gtk_widget_queue_draw (window);
  while (painted == 0)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
  for (guint i = 0; i < 1000 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

/* --- the window ---------------------------------------------------------- */

/* The app's style sheet, as AdwApplication loads it for the app. */
static GtkCssProvider *
app_style (void)
{
  GtkCssProvider *css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, "/io/github/sixgun/Sixgun/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  return css;
}

/* Whether the screen holds a window of that size: GTK keeps windows within
 * their monitor (tools/test.sh runs the tests on a screen of 1280 x 800). */
static gboolean
screen_holds (const Size *size)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr (GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle area;

  g_assert_nonnull (monitor);
  gdk_monitor_get_geometry (monitor, &area);
  if (area.width >= size->width && area.height >= size->height)
    return TRUE;
  g_test_skip_printf ("a %dx%d window does not fit the %dx%d screen", size->width, size->height,
                      area.width, area.height);
  return FALSE;
}

/* A window of that size on the scenario, the Lawmen played by the person. */
static SgWindow *
window_at (const char *scenario, const Size *size)
{
  SgWindow *window = sg_window_new (NULL);
  SgGameModel *model = sg_window_get_model (window);
  g_autoptr (GError) error = NULL;

  sg_game_model_set_bot_delay (model, 0);
  gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (sg_game_model_load_scenario (model, scenario, SG_PLAYER_PERSON, SG_PLAYER_MEDIUM, &error));
  g_assert_no_error (error);
  g_assert_true (sg_game_model_person_decides (model));
  /* The size asked for, but for the window's shadow. */
  next_frame (GTK_WIDGET (window));
  g_assert_cmpint (ABS (gtk_widget_get_width (GTK_WIDGET (window)) - size->width), <=, 32);
  g_assert_cmpint (ABS (gtk_widget_get_height (GTK_WIDGET (window)) - size->height), <=, 32);
  return window;
}

static void
close_window (SgWindow *window)
{
  /* The size is saved in the settings (in memory here): the next window
   * opens at the default one again. */
  gtk_window_set_default_size (GTK_WINDOW (window), default_size.width, default_size.height);
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* --- places -------------------------------------------------------------- */

/* Where the hand's cards and the characters are, in the window. */
typedef struct
{
  guint n;
  guint8 card[SG_MAX_CARDS];
  graphene_rect_t hand[SG_MAX_CARDS];
  graphene_rect_t seat[4];
} Places;

static void
bounds_in_window (GtkWidget *widget, SgWindow *window, graphene_rect_t *out)
{
  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), out));
  g_assert_cmpfloat (out->size.height, >, 0);
}

static void
read_places (SgWindow *window, Places *out)
{
  SgTableView *table = sg_window_get_table (window);

  memset (out, 0, sizeof *out);
  out->n = sg_game_model_get_hand (sg_window_get_model (window), SG_LAW, out->card);
  g_assert_cmpuint (out->n, >, 0);
  for (guint i = 0; i < out->n; i++)
    bounds_in_window (sg_table_view_get_hand_widget (table, out->card[i]), window, &out->hand[i]);
  for (guint8 code = 0; code < 4; code++)
    bounds_in_window (sg_table_view_get_seat_widget (table, code), window, &out->seat[code]);
}

/* The places once the window shows what the table is now: frames until
 * two in a row leave them alike (a bounded number; no timer). */
static void
places_now (SgWindow *window, Places *out)
{
  Places last;

  next_frame (GTK_WIDGET (window));
  read_places (window, out);
  for (guint i = 0; i < 50; i++)
    {
      last = *out;
      next_frame (GTK_WIDGET (window));
      read_places (window, out);
      if (memcmp (&last, out, sizeof last) == 0)
        return;
    }
}

static void
assert_same_rect (const graphene_rect_t *a, const graphene_rect_t *b, gboolean same_x)
{
  g_assert_cmpfloat_with_epsilon (a->origin.y, b->origin.y, 0.5);
  g_assert_cmpfloat_with_epsilon (a->size.height, b->size.height, 0.5);
  g_assert_cmpfloat_with_epsilon (a->size.width, b->size.width, 0.5);
  if (same_x)
    g_assert_cmpfloat_with_epsilon (a->origin.x, b->origin.x, 0.5);
}

/* Every card still in the hand is as high and as tall as it was (a card
 * that left the row moves the others sideways, the hand being centred),
 * and every character is where it was. */
static void
assert_still (const Places *before, const Places *after)
{
  guint same = 0;

  for (guint i = 0; i < after->n; i++)
    for (guint j = 0; j < before->n; j++)
      if (after->card[i] == before->card[j])
        {
          assert_same_rect (&before->hand[j], &after->hand[i], before->n == after->n);
          same++;
        }
  g_assert_cmpuint (same, >, 0);
  for (guint code = 0; code < 4; code++)
    assert_same_rect (&before->seat[code], &after->seat[code], TRUE);
}

/* The first widget under root, depth first, that matches. */
static GtkWidget *
find (GtkWidget *root, gboolean (*match) (GtkWidget *widget))
{
  if (match (root))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find (c, match);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_end_turn (GtkWidget *widget)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "table.end-turn") == 0;
}

/* The buttons the prompt shows (its rulers are never shown). */
static void
collect_shown_buttons (GtkWidget *root, GPtrArray *out)
{
  if (GTK_IS_BUTTON (root) && gtk_widget_get_mapped (root))
    g_ptr_array_add (out, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_shown_buttons (c, out);
}

/* Every text the prompt shows has the height it needs at its width:
 * nothing of it is cut. */
static void
assert_text_whole (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root))
    {
      int minimum;

      gtk_widget_measure (root, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (root), &minimum, NULL, NULL, NULL);
      g_assert_cmpint (gtk_widget_get_height (root), >=, minimum);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    assert_text_whole (c);
}

/* The prompt with the player's buttons beside it, then the hand, follow
 * the characters without overlapping them or each other, the prompt's text is
 * whole, and the hand is whole inside the table. */
static void
assert_rows_apart (SgWindow *window, const Places *places)
{
  SgTableView *table = sg_window_get_table (window);
  graphene_rect_t bar, area, end_turn;

  bounds_in_window (GTK_WIDGET (sg_table_view_get_prompt_bar (table)), window, &bar);
  assert_text_whole (GTK_WIDGET (sg_table_view_get_prompt_bar (table)));
  bounds_in_window (GTK_WIDGET (table), window, &area);
  GtkWidget *end_button = find (GTK_WIDGET (table), is_end_turn);
  /* The play phase's buttons, beside the prompt in its row, are shown only
   * in the play phase: other questions have the row for their answers. */
  gboolean buttons = gtk_widget_get_mapped (end_button);

  if (buttons)
    bounds_in_window (end_button, window, &end_turn);
  else
    end_turn = bar;
  for (guint code = 0; code < 4; code++)
    {
      g_assert_cmpfloat (places->seat[code].origin.y + places->seat[code].size.height, <=, end_turn.origin.y);
      g_assert_cmpfloat (places->seat[code].origin.y + places->seat[code].size.height, <=, bar.origin.y);
    }
  if (buttons)
    g_assert_cmpfloat (bar.origin.x + bar.size.width, <=, end_turn.origin.x);
  for (guint i = 0; i < places->n; i++)
    {
      g_assert_cmpfloat (bar.origin.y + bar.size.height, <=, places->hand[i].origin.y);
      g_assert_cmpfloat (end_turn.origin.y + end_turn.size.height, <=, places->hand[i].origin.y);
      g_assert_cmpfloat (places->hand[i].origin.y + places->hand[i].size.height, <=,
                         area.origin.y + area.size.height);
    }
}

/* --- the tests ----------------------------------------------------------- */

/* A card selected, then aimed at one's own back-up: the question changes,
 * Cancel comes, then the engine's reason (D4.4) under the question.
 * Nothing of the table moves, nor the Cancel button. */
static void
test_refusal (gconstpointer data)
{
  SgWindow *window;
  SgTableView *table;
  SgGameModel *model;
  SgPromptBar *bar;
  Places idle, selected, refused;
  graphene_rect_t cancel, cancel_refused;
  SgSeat backup;

  if (!screen_holds (data))
    return;
  window = window_at (play_scenario, data);
  table = sg_window_get_table (window);
  model = sg_window_get_model (window);
  bar = sg_table_view_get_prompt_bar (table);

  places_now (window, &idle);
  assert_rows_apart (window, &idle);

  g_signal_emit_by_name (sg_table_view_get_hand_widget (table, sg_test_hand_card (model, SG_LAW, SG_CARD_COLT)), "activated");
  g_assert_cmpuint (sg_prompt_bar_get_n_options (bar), >, 0);
  places_now (window, &selected);
  assert_still (&idle, &selected);
  bounds_in_window (sg_prompt_bar_get_default_option (bar), window, &cancel);

  g_assert_true (sg_game_model_get_seat (model, SG_LAW, TRUE, &backup));
  g_signal_emit_by_name (sg_table_view_get_seat_widget (table, backup.code), "activated");
  g_assert_cmpstr (sg_prompt_bar_get_detail (bar), !=, "");
  places_now (window, &refused);
  assert_still (&idle, &refused);
  bounds_in_window (sg_prompt_bar_get_default_option (bar), window, &cancel_refused);
  assert_same_rect (&cancel, &cancel_refused, TRUE);
  assert_rows_apart (window, &refused);
  close_window (window);
}

/* General Store turns four cards up beside the question: the hand and the
 * characters stay where they were before it was played. */
static void
test_staged_cards (gconstpointer data)
{
  SgWindow *window;
  SgTableView *table;
  SgGameModel *model;
  SgPromptBar *bar;
  guint idx[SG_MAX_ACTIONS];
  Places before, after;

  if (!screen_holds (data))
    return;
  window = window_at (store_scenario, data);
  table = sg_window_get_table (window);
  model = sg_window_get_model (window);
  bar = sg_table_view_get_prompt_bar (table);

  places_now (window, &before);
  g_assert_cmpuint (sg_game_model_options_for_card (model, sg_test_hand_card (model, SG_LAW, SG_CARD_GENERAL_STORE), idx), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (table), "table.option", "u", idx[0]);
  g_assert_true (sg_game_model_person_decides (model)); /* the Lawmen pick first */
  g_assert_cmpuint (sg_prompt_bar_get_n_cards (bar), ==, 4);
  places_now (window, &after);
  assert_still (&before, &after);
  assert_rows_apart (window, &after);
  close_window (window);
}

/* A dodge's four options; a card with no use here adds the reason; then,
 * the reason gone, more options than a row holds wrap onto a second row.
 * The table, and the option buttons, stay where they were. */
static void
test_wrapped_options (gconstpointer data)
{
  SgWindow *window;
  SgTableView *table;
  SgGameModel *model;
  SgPromptBar *bar;
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  Places asked, refused, wrapped;
  graphene_rect_t first, first_refused, top, bottom;

  if (!screen_holds (data))
    return;
  window = window_at (dodge_scenario, data);
  table = sg_window_get_table (window);
  model = sg_window_get_model (window);
  bar = sg_table_view_get_prompt_bar (table);

  g_assert_cmpuint (sg_prompt_bar_get_n_options (bar), ==, 4);
  places_now (window, &asked);
  bounds_in_window (sg_prompt_bar_get_default_option (bar), window, &first);

  g_signal_emit_by_name (sg_table_view_get_hand_widget (table, sg_test_hand_card (model, SG_LAW, SG_CARD_BEER)), "activated");
  g_assert_cmpstr (sg_prompt_bar_get_detail (bar), !=, "");
  places_now (window, &refused);
  assert_still (&asked, &refused);
  bounds_in_window (sg_prompt_bar_get_default_option (bar), window, &first_refused);
  assert_same_rect (&first, &first_refused, TRUE);

  gtk_widget_activate_action (GTK_WIDGET (table), "table.cancel", NULL);
  g_assert_cmpstr (sg_prompt_bar_get_detail (bar), ==, "");
  /* As many options again, with the same labels, until they wrap. */
  collect_shown_buttons (GTK_WIDGET (bar), buttons);
  g_assert_cmpuint (buttons->len, ==, 4);
  for (guint i = 0; i < 4; i++)
    sg_prompt_bar_add_option (bar, gtk_button_get_label (buttons->pdata[i]), "table.cancel", NULL, FALSE);
  places_now (window, &wrapped);
  g_ptr_array_set_size (buttons, 0);
  collect_shown_buttons (GTK_WIDGET (bar), buttons);
  g_assert_cmpuint (buttons->len, ==, 8);
  bounds_in_window (buttons->pdata[0], window, &top);
  bounds_in_window (buttons->pdata[7], window, &bottom);
  g_assert_cmpfloat (bottom.origin.y, >, top.origin.y);
  assert_still (&asked, &wrapped);
  assert_rows_apart (window, &wrapped);
  close_window (window);
}

/* The last turn's summary under the question is longer than the lines
 * the prompt keeps for it: it is cut short (the tooltip has it whole)
 * rather than make the prompt taller.  Choosing a card replaces it: the
 * cards and characters are where they were, at the same size. */
static void use_language (const char *lang);

static void
test_long_summary (gconstpointer data)
{
  SgWindow *window;
  SgTableView *table;
  SgGameModel *model;
  SgPromptBar *bar;
  Places summary, selected;
  g_autofree char *text = NULL;

  if (!screen_holds (data))
    return;
  window = window_at (summary_scenario, data);
  table = sg_window_get_table (window);
  model = sg_window_get_model (window);
  bar = sg_table_view_get_prompt_bar (table);

  g_assert_cmpint (sg_game_model_get_decision (model), ==, SG_DEC_PLAY);
  text = g_strdup (sg_prompt_bar_get_detail (bar));
  g_assert_cmpuint (strlen (text), >, 200); /* sixteen cards */
  places_now (window, &summary);
  assert_rows_apart (window, &summary);

  g_signal_emit_by_name (sg_table_view_get_hand_widget (table, sg_test_hand_card (model, SG_LAW, SG_CARD_COLT)), "activated");
  g_assert_cmpstr (sg_prompt_bar_get_detail (bar), !=, text);
  places_now (window, &selected);
  assert_still (&summary, &selected);
  close_window (window);
}

/* The same in French, longer. */
static void
test_long_summary_french (gconstpointer data)
{
  use_language ("fr");
  test_long_summary (data);
  use_language ("en");
}

/* Indians! chosen with one's own back-up in play, in Italian at the
 * default size: its question and the warning that it also hits the
 * back-up (C-INDIANS.3) made the prompt measure itself for ever, and the
 * window froze (an Italian play-test).  A freeze fails this test by its
 * time-out; the question shown, the cards where they were. */
static void
test_indians_own_backup_italian (gconstpointer data)
{
  static const char scenario[] =
    "seed 7\n"
    "start law\n"
    "law active \"Alan Pinkertoon\"\n"
    "law backup \"Wild Bill\"\n"
    "law hand Peacemaker Indians! Hat Fanning Missed! Derringer\n"
    "law deck Colt Missed! Colt Missed! Colt\n"
    "outlaw active \"Slim Poet\"\n"
    "outlaw backup \"Tom Thorn\"\n"
    "outlaw hand Colt Missed! Knife Beer Colt\n"
    "outlaw deck Colt Missed! Colt Missed! Colt\n";
  SgWindow *window;
  SgTableView *table;
  SgGameModel *model;
  Places before, asked;

  if (!screen_holds (data))
    return;
  use_language ("it");
  window = window_at (scenario, data);
  table = sg_window_get_table (window);
  model = sg_window_get_model (window);
  places_now (window, &before);
  g_signal_emit_by_name (sg_table_view_get_hand_widget (table, sg_test_hand_card (model, SG_LAW, SG_CARD_INDIANS)),
                         "activated");
  places_now (window, &asked);
  g_assert_nonnull (strstr (sg_prompt_bar_get_text (sg_table_view_get_prompt_bar (table)), "Indiani!"));
  g_assert_nonnull (strstr (sg_prompt_bar_get_detail (sg_table_view_get_prompt_bar (table)), "(C-INDIANS.3)"));
  assert_still (&before, &asked);
  close_window (window);
  use_language ("en");
}

/* --- the sides' labels --------------------------------------------------- */

typedef struct {
  const char *lang;
  const char *lawmen;   /* the Lawmen's name, to check the language loaded */
} Language;

static const Language languages[] = {
  { "en", "Lawmen" },
  { "fr", "Hommes de loi" },
  { "de", "Gesetzeshüter" },
  { "it", "Legge" },
};

/* As test-card-faces does: LANGUAGE, then textdomain () again so that
 * gettext forgets its cached lookups. */
static void
use_language (const char *lang)
{
  g_setenv ("LANGUAGE", lang, TRUE);
  textdomain (GETTEXT_PACKAGE);
}

/* The label under root whose text starts with prefix, or NULL. */
static GtkLabel *
label_starting_with (GtkWidget *root, const char *prefix)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root)
      && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (root)), prefix))
    return GTK_LABEL (root);
  for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL; w = gtk_widget_get_next_sibling (w))
    {
      GtkLabel *found = label_starting_with (w, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* How many lines the label shows, and how many it was given. */
static void
label_lines (GtkLabel *label, int *shown, int *given)
{
  const char *text = gtk_label_get_text (label);

  *shown = pango_layout_get_line_count (gtk_label_get_layout (label));
  *given = 1;
  for (const char *p = strchr (text, '\n'); p != NULL; p = strchr (p + 1, '\n'))
    (*given)++;
}

/* At 1100x720, in each language, each side's label beside its hand keeps
 * every part on a line of its own: the opponent's on one line, the
 * player's one part a line ("Hommes de loi (vous)" had wrapped after
 * "loi", found by a French play-tester), neither wrapped in a part. */
static void
test_side_labels (gconstpointer data)
{
  const Language *language = data;
  g_autofree char *own_prefix = NULL;
  SgWindow *window;
  GtkLabel *own, *opp;
  int shown, given;

  use_language (language->lang);
  g_assert_cmpstr (sg_side_text_name (SG_LAW), ==, language->lawmen);
  window = window_at (play_scenario, &default_size);
  /* Translators' "%s (%s) · ..." starts with the side's name. */
  own_prefix = g_strdup_printf ("%s (", sg_side_text_name (SG_LAW));
  own = label_starting_with (GTK_WIDGET (window), own_prefix);
  opp = label_starting_with (GTK_WIDGET (window), sg_side_text_name (SG_OUTLAW));
  g_assert_nonnull (own);
  g_assert_nonnull (opp);

  label_lines (opp, &shown, &given);
  g_assert_cmpint (given, ==, 1);
  if (shown != given)
    g_error ("%s: \"%s\" takes %d lines", language->lang, gtk_label_get_text (opp), shown);
  label_lines (own, &shown, &given);
  g_assert_cmpint (given, ==, 3);
  if (shown != given)
    g_error ("%s: \"%s\" takes %d lines", language->lang, gtk_label_get_text (own), shown);
  close_window (window);
  use_language ("en");
}

/* Whatever the width, the opponent's label never ends a line with its
 * separator: an Italian play-tester read "… · 0 in riserva ·" at the end
 * of a line, the hand's count below it.  Its text is laid out as the
 * label lays it out, at every width from one line down to its widest
 * part. */
static void
test_side_label_separators (gconstpointer data)
{
  const Language *language = data;
  SgWindow *window;
  GtkLabel *opp;
  g_autoptr (PangoLayout) layout = NULL;
  const char *text;
  int natural, widest_part = 0;

  use_language (language->lang);
  g_assert_cmpstr (sg_side_text_name (SG_LAW), ==, language->lawmen);
  window = window_at (play_scenario, &default_size);
  opp = label_starting_with (GTK_WIDGET (window), sg_side_text_name (SG_OUTLAW));
  g_assert_nonnull (opp);
  text = gtk_label_get_text (opp);
  g_assert_nonnull (strstr (text, "·"));
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (opp), text);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_get_pixel_size (layout, &natural, NULL);
  {
    g_auto (GStrv) parts = g_strsplit (text, "·", -1);

    for (guint i = 0; parts[i] != NULL; i++)
      {
        g_autoptr (PangoLayout) part = gtk_widget_create_pango_layout (GTK_WIDGET (opp), g_strstrip (parts[i]));
        int w;

        pango_layout_get_pixel_size (part, &w, NULL);
        widest_part = MAX (widest_part, w);
      }
  }
  for (int width = natural; width >= widest_part + 12; width--)
    {
      pango_layout_set_width (layout, width * PANGO_SCALE);
      for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
        {
          const PangoLayoutLine *line = l->data;
          g_autofree char *shown = g_strndup (text + line->start_index, line->length);
          g_autofree char *end = NULL;

          g_strchomp (shown);
          end = g_utf8_substring (shown, MAX (0, g_utf8_strlen (shown, -1) - 2), g_utf8_strlen (shown, -1));
          if (g_str_has_suffix (shown, "·") || g_str_has_suffix (end, "·\u00a0"))
            g_error ("%s: at %d px a line ends with its separator: \"%s\"", language->lang, width, shown);
        }
    }
  close_window (window);
  use_language ("en");
}

int
main (int argc, char *argv[])
{
  g_autoptr (GtkCssProvider) css = NULL;

  /* The side labels' test switches languages: gettext ignores LANGUAGE
   * in the plain C locale. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_assert_nonnull (setlocale (LC_ALL, ""));
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  sg_ui_resources_ensure ();
  css = app_style ();
  /* GLib decides at its first translation, GTK's, whether it translates
   * at all (_g_dgettext_should_translate): the app's domain is made the
   * default only after it, as the app's main () does before it. */
  g_assert_nonnull (bindtextdomain (GETTEXT_PACKAGE, SG_TEST_LOCALEDIR));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_dgettext ("gtk40", "");
  textdomain (GETTEXT_PACKAGE);

  g_test_add_data_func ("/ui/table-layout/refusal/1100x720", &default_size, test_refusal);
  g_test_add_data_func ("/ui/table-layout/refusal/1280x800", &test_screen_size, test_refusal);
  g_test_add_data_func ("/ui/table-layout/refusal/1366x768", &laptop_size, test_refusal);
  g_test_add_data_func ("/ui/table-layout/refusal/1920x1080", &large_size, test_refusal);
  g_test_add_data_func ("/ui/table-layout/staged-cards/1100x720", &default_size, test_staged_cards);
  g_test_add_data_func ("/ui/table-layout/staged-cards/1280x800", &test_screen_size, test_staged_cards);
  g_test_add_data_func ("/ui/table-layout/staged-cards/1920x1080", &large_size, test_staged_cards);
  g_test_add_data_func ("/ui/table-layout/wrapped-options/1100x720", &default_size, test_wrapped_options);
  g_test_add_data_func ("/ui/table-layout/wrapped-options/1280x800", &test_screen_size, test_wrapped_options);
  g_test_add_data_func ("/ui/table-layout/wrapped-options/1366x768", &laptop_size, test_wrapped_options);
  g_test_add_data_func ("/ui/table-layout/long-summary/1100x720", &default_size, test_long_summary);
  g_test_add_data_func ("/ui/table-layout/long-summary/1366x800", &wide_laptop_size, test_long_summary);
  g_test_add_data_func ("/ui/table-layout/long-summary/fr/1100x720", &default_size, test_long_summary_french);
  g_test_add_data_func ("/ui/table-layout/indians-own-backup/it/1100x720", &default_size,
                        test_indians_own_backup_italian);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/table-layout/side-labels/%s/1100x720", languages[i].lang);

      g_test_add_data_func (path, &languages[i], test_side_labels);
      {
        g_autofree char *separators = g_strdup_printf ("/ui/table-layout/side-label-separators/%s",
                                                       languages[i].lang);
        g_test_add_data_func (separators, &languages[i], test_side_label_separators);
      }
    }
  return g_test_run ();
}
