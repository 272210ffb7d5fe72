/* sg-table-focus.c: where the keyboard goes on the table.  The table is
 * rebuilt after every change, so after each rebuild these rules place the
 * focus again: on a new question, on the card that had it, or on the card
 * now at its place (docs/app.md). */
#include <math.h>
#include <string.h>

#include "sg-card-widget.h"
#include "sg-character-widget.h"
#include "sg-rules-sidebar.h"
#include "sg-table-view-private.h"

/* Which decision the table shows, and whether it is the person's: a new
 * one moves the keyboard to its question. */
guint
sg_table_focus_key (SgTableView *self)
{
  if (self->model == NULL || !sg_game_model_has_game (self->model))
    return 0;
  return 1u | (guint) sg_game_model_get_decision (self->model) << 1
         | (guint) sg_game_model_get_decider (self->model) << 8
         | (guint) sg_game_model_person_decides (self->model) << 10
         | (guint) sg_game_model_handover_pending (self->model) << 11;
}

static GtkWidget *
hand_child_at (SgTableView *self, int index)
{
  GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box));

  for (int i = 0; w != NULL && i < index; i++)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (w);
      if (next == NULL)
        break; /* past the end: the last card */
      w = next;
    }
  /* A gap a card left (sg-table-hand.c) takes no focus: the next card,
   * else the one before. */
  for (GtkWidget *c = w; c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_focusable (c))
      return c;
  for (GtkWidget *c = w; c != NULL; c = gtk_widget_get_prev_sibling (c))
    if (gtk_widget_get_focusable (c))
      return c;
  /* An empty hand keeps only an invisible card (sg_table_keep_row_height),
   * which takes no focus: the focus must go elsewhere. */
  return NULL;
}

/* Where the keyboard goes after the table was rebuilt: the question of a
 * person's new decision (a shot to answer, a discard, a choice), else the
 * card or the character that had focus (a target refused stays focused:
 * the prompt's first button was Cancel, and the next Return dropped the
 * card), else the card now at its place in the hand (a discarded card's
 * neighbour, not the first card, so that a repeated Return does not
 * discard a card nobody chose). */
void
sg_table_focus_after_rebuild (SgTableView *self, guint8 focused_card, guint8 focused_seat, int focused_index,
                              gboolean new_question)
{
  GtkWidget *target = NULL;

  if (new_question)
    target = sg_prompt_bar_get_default_option (self->prompt_bar);
  if (target == NULL && focused_card != SG_NONE)
    target = sg_table_view_get_hand_widget (self, focused_card);
  /* Only while a refusal is shown: a legal target played the card, and a
   * choice of ways to play it has its first option to focus. */
  if (target == NULL && focused_seat < 4 && self->refusal != NULL)
    target = self->seat[focused_seat];
  if (target == NULL && focused_index >= 0)
    target = hand_child_at (self, focused_index);
  /* Whatever was refused, the focus must not stay on nothing: GTK then
   * gave it to the first widget that took it, in the sidebar. */
  if (target == NULL || !gtk_widget_grab_focus (target))
    sg_table_view_focus_decision (self);
}

gboolean
sg_table_focus_may_take (SgTableView *self, GtkWidget *focus)
{
  /* No focus at all is the hand-over guard's doing (sg-window.c): the
   * question gets the keyboard when the guard is over, not at the next
   * rebuild, or a second Return would answer it unread. */
  if (focus == NULL)
    return FALSE;
  if (gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return TRUE;
  /* Someone reading the log keeps his place (F6 brings him back); one
   * typing, or in a menu, is not interrupted. */
  return gtk_widget_get_ancestor (focus, SG_TYPE_RULES_SIDEBAR) == NULL
         && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) == NULL
         && !GTK_IS_EDITABLE (focus) && !GTK_IS_TEXT (focus);
}

int
sg_table_focus_hand_index (SgTableView *self, GtkWidget *focus)
{
  int i = 0;

  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box)); w != NULL;
       w = gtk_widget_get_next_sibling (w), i++)
    if (w == focus)
      return i;
  return -1;
}

/* GTK 4 hides the focus ring three seconds after the last key press.  A
 * keyboard player who waits for the computer's move then met its question
 * with the answer focused and no ring: the rebuild only keeps a ring that
 * is still shown.  Until the player clicks on the table, the ring is put
 * back each time GTK's timeout takes it away. */
static void
focus_visible_changed (GtkWindow *window, GParamSpec *pspec, SgTableView *self)
{
  if (gtk_window_get_focus_visible (window))
    self->keyboard_ring = TRUE;
  else if (self->keyboard_ring && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_window_set_focus_visible (window, TRUE);
}

void
sg_table_focus_watch_ring (SgTableView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (root == self->ring_root || !GTK_IS_WINDOW (root))
    return;
  self->ring_root = root; /* only compared: a table does not change windows */
  self->keyboard_ring = gtk_window_get_focus_visible (GTK_WINDOW (root));
  g_signal_connect_object (root, "notify::focus-visible", G_CALLBACK (focus_visible_changed), self, 0);
}

static void
table_clicked (GtkGestureClick *click, int n_press, double x, double y, SgTableView *self)
{
  self->keyboard_ring = FALSE;
}

void
sg_table_focus_track_clicks (SgTableView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  /* Any button, seen before the cards' own gestures, never claimed. */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (table_clicked), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

/* --- arrows: from one thing on the table to the nearest in that direction */

/* A widget the arrows may go to: a card, a character or a button, shown
 * and usable (not the invisible card an empty row keeps, not a box). */
static gboolean
is_arrow_stop (GtkWidget *w)
{
  return (SG_IS_CARD_WIDGET (w) || SG_IS_CHARACTER_WIDGET (w) || GTK_IS_BUTTON (w))
         && gtk_widget_get_focusable (w) && gtk_widget_is_sensitive (w) && gtk_widget_get_opacity (w) > 0.1;
}

static void
collect_arrow_stops (GtkWidget *w, GPtrArray *out)
{
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_mapped (c))
      {
        if (is_arrow_stop (c))
          g_ptr_array_add (out, c);
        collect_arrow_stops (c, out);
      }
}

static gboolean
centre_of (GtkWidget *w, GtkWidget *table, graphene_point_t *p)
{
  graphene_rect_t r;

  if (!gtk_widget_compute_bounds (w, table, &r))
    return FALSE;
  graphene_rect_get_center (&r, p);
  return TRUE;
}

/* How far candidate lies in direction (dx, dy) from the focus: the distance
 * along it, and twice the distance across it, so that the next card of the
 * same row wins over a nearer one of another row.  G_MAXFLOAT behind, or,
 * going sideways, more than 45 degrees aside: Right from the last
 * character of a row went down to the End Turn button.  Up and Down always
 * reach the next row, however far aside it lies (the answers at the
 * prompt's left, the hand in the middle). */
static float
arrow_score (const graphene_point_t *from, const graphene_point_t *to, int dx, int dy)
{
  float along = (to->x - from->x) * (float) dx + (to->y - from->y) * (float) dy;
  float across = dx != 0 ? fabsf (to->y - from->y) : fabsf (to->x - from->x);

  if (along <= 1.0f || (dx != 0 && across > along))
    return G_MAXFLOAT;
  return along + 2.0f * across;
}

static gboolean
move_by_arrow (SgTableView *self, GtkWidget *focus, int dx, int dy)
{
  g_autoptr (GPtrArray) stops = g_ptr_array_new ();
  graphene_point_t from, to;
  GtkWidget *best = NULL;
  float best_score = G_MAXFLOAT;

  if (!centre_of (focus, GTK_WIDGET (self), &from))
    return FALSE;
  collect_arrow_stops (GTK_WIDGET (self), stops);
  for (guint i = 0; i < stops->len; i++)
    {
      GtkWidget *w = stops->pdata[i];
      float score;

      if (w == focus || gtk_widget_is_ancestor (focus, w) || !centre_of (w, GTK_WIDGET (self), &to))
        continue;
      score = arrow_score (&from, &to, dx, dy);
      if (score < best_score)
        {
          best_score = score;
          best = w;
        }
    }
  return best != NULL && gtk_widget_grab_focus (best);
}

/* Arrows go to the nearest card, character or button of the table in
 * their direction, and stay on the table at its edges: GTK's own moves
 * went through the boxes' order, into the sidebar, or nowhere.  The
 * prompt's options have arrows of their own (sg-prompt-bar.c). */
static gboolean
table_arrow_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                     SgTableView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  int dx = 0, dy = 0;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0 || focus == NULL
      || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return FALSE;
  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    dx = -1;
  else if (keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)
    dx = 1;
  else if (keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up)
    dy = -1;
  else if (keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down)
    dy = 1;
  else
    return FALSE;
  move_by_arrow (self, focus, dx, dy);
  return TRUE; /* at an edge, stay */
}

void
sg_table_focus_track_arrows (SgTableView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_name (keys, "sg-table-arrows");
  g_signal_connect (keys, "key-pressed", G_CALLBACK (table_arrow_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

void
sg_table_focus_dispose (SgTableView *self)
{
  g_clear_handle_id (&self->focus_idle, g_source_remove);
}

gboolean
sg_table_view_focus_decision (SgTableView *self)
{
  GtkWidget *target = NULL;

  g_return_val_if_fail (SG_IS_TABLE_VIEW (self), FALSE);
  /* The game over, its Play Again: the game-over dialog closed, the focus
   * went to the opponent's character (a keyboard play-test). */
  if (self->model != NULL && (sg_game_model_person_decides (self->model)
                              || sg_game_model_get_winner (self->model) != SG_WINNER_NONE))
    target = sg_prompt_bar_get_default_option (self->prompt_bar);
  if (target == NULL && self->selected != SG_NONE)
    target = sg_table_view_get_hand_widget (self, self->selected);
  if (target == NULL)
    target = hand_child_at (self, 0);
  /* An empty hand in the play phase: End Turn, not a character on which
   * Return only says "Choose a card in your hand first". */
  if (target == NULL && gtk_widget_get_visible (self->play_buttons) && gtk_widget_is_sensitive (self->end_button))
    target = self->end_button;
  if (target == NULL)
    for (guint8 code = 0; code < 4 && target == NULL; code++)
      if (self->seat[code] != NULL && gtk_widget_get_focusable (self->seat[code]))
        target = self->seat[code];
  return target != NULL && gtk_widget_grab_focus (target);
}

static gboolean
focus_when_shown_idle (gpointer data)
{
  SgTableView *self = data;

  self->focus_idle = 0;
  sg_table_view_focus_decision (self);
  return G_SOURCE_REMOVE;
}

static void
focus_on_map (GtkWidget *widget, gpointer data)
{
  SgTableView *self = SG_TABLE_VIEW (widget);

  g_clear_signal_handler (&self->map_handler, widget);
  /* After the window has placed its own first focus. */
  if (self->focus_idle == 0)
    self->focus_idle = g_idle_add (focus_when_shown_idle, self);
}

void
sg_table_view_focus_decision_when_shown (SgTableView *self)
{
  g_return_if_fail (SG_IS_TABLE_VIEW (self));
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    sg_table_view_focus_decision (self);
  else if (self->map_handler == 0)
    self->map_handler = g_signal_connect (self, "map", G_CALLBACK (focus_on_map), NULL);
}

/* When the play phase's button for move (switch, ability, reload) is
 * greyed out, its reason becomes the prompt's refusal; FALSE otherwise. */
static gboolean
refuse_greyed (SgTableView *self, const char *move)
{
  GtkWidget *button = g_str_equal (move, "switch")    ? self->switch_button
                      : g_str_equal (move, "ability") ? self->ability_button
                      : g_str_equal (move, "reload")  ? self->reload_button
                                                      : NULL;
  const char *why;

  if (button == NULL || !gtk_widget_get_visible (self->play_buttons) || gtk_widget_is_sensitive (button)
      || (why = gtk_widget_get_tooltip_text (button)) == NULL)
    return FALSE;
  g_free (self->refusal);
  self->refusal = g_strdup (why);
  sg_table_rebuild (self);
  return TRUE;
}

void
sg_table_view_do_window_action (SgTableView *self, const char *win_action)
{
  g_autofree char *table_action = NULL;

  g_return_if_fail (SG_IS_TABLE_VIEW (self));
  g_return_if_fail (g_str_has_prefix (win_action, "win."));
  /* A greyed-out move asked for by its key did nothing, without a word
   * (Ctrl+B with Ability greyed, Ctrl+T after a swap): the reason its
   * button gives (sg_table_update_actions) is said in the prompt, as for
   * a refused card. */
  if (refuse_greyed (self, win_action + strlen ("win.")))
    return;
  /* win.X does the table's X: the keys work wherever the focus is. */
  table_action = g_strconcat ("table.", win_action + strlen ("win."), NULL);
  gtk_widget_activate_action (GTK_WIDGET (self), table_action, NULL);
}

/* The widget of option i in the prompt: a card turned up, or a button. */
static GtkWidget *
option_widget (SgTableView *self, int i)
{
  GtkWidget *w;

  if (i < 0)
    return NULL;
  for (guint k = 0; (w = sg_prompt_bar_get_card (self->prompt_bar, k)) != NULL; k++)
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (w), "option")) == (guint) i + 1)
      return w;
  return sg_prompt_bar_find_option (self->prompt_bar, "table.option", g_variant_new_uint32 ((guint) i));
}

/* The play phase's button for a move of that kind, or NULL. */
static GtkWidget *
play_button (SgTableView *self, SgActionKind kind)
{
  if (!gtk_widget_get_visible (self->play_buttons))
    return NULL;
  switch (kind)
    {
    case SG_ACT_SWITCH: return self->switch_button;
    case SG_ACT_END: return self->end_button;
    case SG_ACT_ABILITY: return self->ability_button;
    case SG_ACT_RELOAD: return self->reload_button;
    default: return NULL;
    }
}

gboolean
sg_table_focus_suggested_target (SgTableView *self)
{
  const SgAction *a = &self->suggested;
  GtkWidget *target;

  if (!self->has_suggestion || a->card == SG_NONE || a->card != self->selected)
    return FALSE;
  /* The suggested character, not the first legal one: "Play the Whisky on
   * Wyatt Ear" suggested, the second Return healed the opponent (a
   * keyboard play-test). */
  if (sg_table_targets_character (self, a) && a->target < 4)
    target = self->seat[a->target];
  else
    target = option_widget (self, sg_game_model_find_option (self->model, a));
  return target != NULL && gtk_widget_grab_focus (target);
}

gboolean
sg_table_view_point_at (SgTableView *self, const SgAction *action)
{
  GtkWidget *target = NULL;

  g_return_val_if_fail (SG_IS_TABLE_VIEW (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  if (self->model == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;
  self->suggested = *action;
  self->has_suggestion = TRUE;
  if (sg_table_focus_suggested_target (self))
    return TRUE;
  if (action->card != SG_NONE)
    target = sg_table_view_get_hand_widget (self, action->card);
  if (target == NULL)
    target = option_widget (self, sg_game_model_find_option (self->model, action));
  /* Swap, End Turn, Ability: the focus stayed where it was, and Return
   * did something else (a keyboard play-test). */
  if (target == NULL)
    target = play_button (self, (SgActionKind) action->kind);
  return target != NULL && gtk_widget_get_mapped (target) && gtk_widget_grab_focus (target);
}

void
sg_table_view_switch_pane (SgTableView *self, GtkWidget *log, gboolean log_shown)
{
  GtkRoot *root;
  GtkWidget *focus;

  g_return_if_fail (SG_IS_TABLE_VIEW (self));
  g_return_if_fail (SG_IS_RULES_SIDEBAR (log));
  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) && log_shown
      && sg_rules_sidebar_focus_newest (SG_RULES_SIDEBAR (log)))
    return;
  sg_table_view_focus_decision (self);
}
