/* sg-tutorial-window.c: the lesson list and the lesson view. */
#include <glib/gi18n.h>
#include <string.h>

#include "sg-application.h"
#include "sg-card-text.h"
#include "sg-rule-book.h"
#include "sg-rules-browser.h"
#include "sg-rules-sidebar.h"
#include "sg-tutorial-actions.h"
#include "sg-tutorial-window.h"
#include "sg-window.h"

struct _SgTutorialWindow
{
  AdwWindow parent_instance;

  /* Template widgets */
  GtkStack *stack;
  GtkListBox *lesson_list;
  GtkLabel *progress_label;
  AdwWindowTitle *lesson_title;
  GtkLabel *step_label;
  GtkButton *hint_button;
  GtkLabel *coach_label;
  GtkLabel *feedback_label;
  GtkScrolledWindow *coach_scroller;
  GtkBox *rules_box;
  GtkBox *done_box;
  GtkButton *next_button;
  AdwFlap *flap;
  SgTableView *table;
  SgRulesSidebar *sidebar;

  /* Owned references */
  SgGameModel *model;
  SgLesson *lesson;
  SgTutorialProgress *progress;
  GStrv ids;
  GPtrArray *marks;     /* GtkWidget *: the completed mark of each row */

  guint answer_delay;
  gboolean hint_shown;
  guint shown_step;     /* the step update_coach last showed */
};

G_DEFINE_FINAL_TYPE (SgTutorialWindow, sg_tutorial_window, ADW_TYPE_WINDOW)

static SgTutorialProgress *
progress (SgTutorialWindow *self)
{
  return self->progress != NULL ? self->progress : sg_tutorial_progress_get_default ();
}

static int
lesson_index (SgTutorialWindow *self, const char *id)
{
  for (guint i = 0; self->ids[i] != NULL; i++)
    if (g_str_equal (self->ids[i], id))
      return (int) i;
  return -1;
}

/* --- the list ------------------------------------------------------------ */

static void
refresh_marks (SgTutorialWindow *self)
{
  guint n = g_strv_length (self->ids), done = 0;
  g_autofree char *text = NULL;

  for (guint i = 0; i < self->marks->len; i++)
    {
      gboolean completed = sg_tutorial_progress_is_completed (progress (self), self->ids[i]);
      gtk_widget_set_visible (g_ptr_array_index (self->marks, i), completed);
      done += completed;
    }
  if (done == 0)
    text = g_strdup (_("Start with the first lesson: it takes a minute."));
  else if (done == n)
    text = g_strdup (_("Every lesson is completed. Replay any of them, or start playing."));
  else
    /* Translators: the plural form is chosen by the second number, the
     * number of lessons; put the noun next to it ("3 of 17 lessons"). */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u lesson completed.",
                                         "%u of %u lessons completed.", n), done, n);
  gtk_label_set_text (self->progress_label, text);
}

static void
fill_list (SgTutorialWindow *self)
{
  for (guint i = 0; self->ids[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (SgLesson) lesson = sg_lesson_new (self->ids[i], &error);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *mark = gtk_image_new_from_icon_name ("object-select-symbolic");
      g_autofree char *title = NULL;
      g_autofree char *escaped = NULL;

      if (lesson == NULL)
        {
          g_warning ("tutorial: %s", error->message);
          continue;
        }
      /* Translators: a lesson in the list: "3. Shots and Dodges". */
      title = g_strdup_printf (_("%u. %s"), i + 1, sg_lesson_get_title (lesson));
      escaped = g_markup_escape_text (title, -1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
      escaped = (g_free (escaped), g_markup_escape_text (sg_lesson_get_summary (lesson), -1));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), escaped);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data_full (G_OBJECT (row), "sg-lesson", g_strdup (self->ids[i]), g_free);

      gtk_widget_set_tooltip_text (mark, _("Completed"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Completed"), -1);
      gtk_widget_add_css_class (mark, "success");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), mark);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      g_ptr_array_add (self->marks, mark);
      gtk_list_box_append (self->lesson_list, row);
    }
  refresh_marks (self);
}

static void
lesson_activated (GtkListBox *list, GtkListBoxRow *row, SgTutorialWindow *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "sg-lesson");

  if (id != NULL)
    sg_tutorial_window_open_lesson (self, id);
}

/* --- the coaching bar ---------------------------------------------------- */

/* The coach's prose cites rule IDs, "(C-DYNAMITE.1)", which must not
 * break across lines in the narrow column. */
static void
set_prose (GtkLabel *label, const char *text)
{
  g_autofree char *shown = sg_rule_book_keep_ids_whole (text);

  gtk_label_set_text (label, shown);
}

/* Whether a and b are one rule, or one is a clause of the other. */
static gboolean
same_rule (const char *a, const char *b)
{
  gsize la = a != NULL ? strlen (a) : 0, lb = strlen (b);

  if (a == NULL)
    return FALSE;
  if (la > lb)
    return strncmp (a, b, lb) == 0 && a[lb] == '.';
  if (lb > la)
    return strncmp (a, b, la) == 0 && b[la] == '.';
  return strcmp (a, b) == 0;
}

static void
add_rule_button (SgTutorialWindow *self, const char *id)
{
  SgRuleBook *book = sg_rule_book_get_default ();
  const char *title = sg_rule_book_get_title (book, id);
  g_autofree char *text = NULL;
  GtkWidget *button, *label;

  if (title == NULL)
    return;
  /* One link per rule: "C-WHISKY" beside "C-WHISKY.1" (the feedback's
   * clause, then the step's card) said the same twice. */
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->rules_box)); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    if (same_rule (g_object_get_data (G_OBJECT (w), "sg-rule"), id))
      return;

  text = g_strdup_printf ("%s · %s", id, title);
  {
    g_autofree char *shown = sg_rule_book_keep_id_whole (text);

    label = gtk_label_new (shown);
  }
  gtk_label_set_xalign (GTK_LABEL (label), 0); /* buttons as wide as the longest */
  /* Wrapped, not cut: "D3.7 · The opponent’s back-up is…" hid the rule's
   * name in the narrow column. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 26);
  button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, text);
  /* Named, or a screen reader read its class name. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "tutorial.rule");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", id);
  g_object_set_data_full (G_OBJECT (button), "sg-rule", g_strdup (id), g_free);
  gtk_box_append (self->rules_box, button);
}

static void
set_feedback_style (SgTutorialWindow *self, const char *css)
{
  static const char *const classes[] = { "error", "warning", "success", "dim-label" };

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->feedback_label), classes[i]);
  if (css != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback_label), css);
}

/* The feedback answers what the learner just did, so it must be in view
 * even when they had scrolled down a long step (small windows).  It comes
 * first in the scrolled column: showing the column's start shows it, at
 * once, with no need to wait for the new texts to be laid out. */
static void
reveal_feedback (SgTutorialWindow *self)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->coach_scroller);

  gtk_adjustment_set_value (adj, gtk_adjustment_get_lower (adj));
}

static void
update_coach (SgTutorialWindow *self)
{
  SgLesson *lesson = self->lesson;
  guint n, step;
  gboolean complete, waiting;
  const char *feedback;
  g_autofree char *step_text = NULL;
  g_autofree char *text = NULL;
  GtkWidget *child;
  int index;

  if (lesson == NULL)
    return;
  n = sg_lesson_get_n_steps (lesson);
  step = sg_lesson_get_step (lesson);
  complete = sg_lesson_is_complete (lesson);
  waiting = sg_lesson_is_waiting (lesson);

  /* A new step (or a lesson opened anew) starts with nothing left of
   * the last one on the table: no card waiting, no refusal. */
  if (step != self->shown_step)
    sg_table_view_clear_choice (self->table);
  self->shown_step = step;

  if (complete)
    step_text = g_strdup (_("Lesson complete"));
  else if (!waiting)
    /* Translators: "Step 2 of 5 · the Outlaws answer…" */
    step_text = g_strdup_printf (_("Step %u of %u · the %s answer…"), MIN (step + 1, n), n,
                                 sg_side_text_in_sentence (!sg_lesson_get_side (lesson)));
  else
    step_text = g_strdup_printf (_("Step %u of %u"), step + 1, n);
  gtk_label_set_text (self->step_label, step_text);

  /* The introduction comes with the first step until it is done: a wrong
   * move on the way took it away while it was still needed. */
  if (step == 0 && !complete)
    text = g_strdup_printf ("%s\n\n%s", sg_lesson_get_intro (lesson), sg_lesson_get_text (lesson));
  else
    text = g_strdup (sg_lesson_get_text (lesson));
  set_prose (self->coach_label, text);

  feedback = sg_lesson_get_feedback (lesson);
  if (feedback != NULL)
    {
      switch (sg_lesson_get_last_verdict (lesson))
        {
        case SG_LESSON_ILLEGAL:
          set_feedback_style (self, "error");
          break;
        case SG_LESSON_OTHER:
          set_feedback_style (self, "warning");
          break;
        default:
          set_feedback_style (self, "success");
          break;
        }
      set_prose (self->feedback_label, feedback);
      reveal_feedback (self);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->feedback_label), feedback != NULL);
  self->hint_shown = FALSE;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rules_box))) != NULL)
    gtk_box_remove (self->rules_box, child);
  if (sg_lesson_get_feedback_rule (lesson) != NULL)
    add_rule_button (self, sg_lesson_get_feedback_rule (lesson));
  for (const char *const *r = sg_lesson_get_rules (lesson); *r != NULL; r++)
    add_rule_button (self, *r);

  index = lesson_index (self, sg_lesson_get_id (lesson));
  gtk_widget_set_visible (GTK_WIDGET (self->done_box), complete);
  /* The lesson's game may go on, but nobody plays it any more: the prompt
   * said "the Outlaws are thinking…" for good. */
  sg_table_view_set_pause_text (self->table, complete ? _("Lesson complete: the coaching card says what comes next.")
                                                      : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->next_button),
                          index >= 0 && self->ids[index + 1] != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_button), !complete);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutorial.hint", waiting);
  if (complete && gtk_widget_get_visible (GTK_WIDGET (self->next_button)))
    gtk_widget_grab_focus (GTK_WIDGET (self->next_button));
}

static void
lesson_changed (SgLesson *lesson, SgTutorialWindow *self)
{
  update_coach (self);
}

static void
lesson_completed (SgLesson *lesson, SgTutorialWindow *self)
{
  refresh_marks (self);
  update_coach (self);
  sg_tutorial_tell_progress_problem (GTK_WINDOW (self), progress (self));
}

/* --- actions ------------------------------------------------------------- */

static void
lessons_action (GtkWidget *widget, const char *name, GVariant *param)
{
  sg_tutorial_window_show_list (SG_TUTORIAL_WINDOW (widget));
}

static void
restart_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgTutorialWindow *self = SG_TUTORIAL_WINDOW (widget);

  if (self->lesson != NULL)
    sg_tutorial_window_open_lesson (self, sg_lesson_get_id (self->lesson));
}

static void
next_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgTutorialWindow *self = SG_TUTORIAL_WINDOW (widget);
  int index = self->lesson != NULL ? lesson_index (self, sg_lesson_get_id (self->lesson)) : -1;

  if (index >= 0 && self->ids[index + 1] != NULL)
    sg_tutorial_window_open_lesson (self, self->ids[index + 1]);
  else
    sg_tutorial_window_show_list (self);
}

static void
hint_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgTutorialWindow *self = SG_TUTORIAL_WINDOW (widget);
  g_autofree char *move = self->lesson != NULL ? sg_lesson_describe_move (self->lesson) : NULL;
  g_autofree char *text = NULL;

  if (move == NULL)
    return;
  /* Translators: %s is a move, e.g. "Play Colt at Babe Leroy". */
  text = g_strdup_printf (_("Hint: %s."), move);
  set_feedback_style (self, "dim-label");
  gtk_label_set_text (self->feedback_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->feedback_label), TRUE);
  reveal_feedback (self);
  self->hint_shown = TRUE;
}

static void
rule_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgRulesBrowser *browser;
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (widget));

  browser = app != NULL ? sg_rules_browser_get_for_app (app) : sg_rules_browser_new ();
  sg_rules_browser_show_rule (browser, g_variant_get_string (param, NULL));
  gtk_window_present (GTK_WINDOW (browser));
}

static SgWindow *
main_window (GtkApplication *app)
{
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (SG_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static void
start_playing_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (widget));
  SgWindow *window = app != NULL ? main_window (app) : NULL;

  if (app != NULL && window == NULL)
    {
      g_application_activate (G_APPLICATION (app));
      window = main_window (app);
    }
  if (window != NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
    }
  gtk_window_close (GTK_WINDOW (widget));
}

/* The game window's keys work in a lesson too (an Italian play-tester's
 * Ctrl+E did nothing there, which the shortcuts window lists). */
static void
forward_action (GtkWidget *widget, const char *name, GVariant *param)
{
  sg_table_view_do_window_action (SG_TUTORIAL_WINDOW (widget)->table, name);
}

static void
switch_pane_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgTutorialWindow *self = SG_TUTORIAL_WINDOW (widget);

  sg_table_view_switch_pane (self->table, GTK_WIDGET (self->sidebar), gtk_widget_get_visible (GTK_WIDGET (self->sidebar)));
}

static void
toggle_sidebar_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SgTutorialWindow *self = SG_TUTORIAL_WINDOW (widget);

  GtkWidget *log = GTK_WIDGET (self->sidebar);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  gboolean hiding = gtk_widget_get_visible (log);

  /* As in the game window (sg-window.c): the log hidden with the keyboard
   * in it gives the keyboard back to the table's question, before GTK
   * hands it to a header button. */
  if (hiding && focus != NULL && gtk_widget_is_ancestor (focus, log))
    sg_table_view_focus_decision (self->table);
  /* The log only: the coaching beside it stays (sg-tutorial-window.ui). */
  gtk_widget_set_visible (log, !hiding);
}

/* --- the object ---------------------------------------------------------- */

static void
drop_lesson (SgTutorialWindow *self)
{
  if (self->lesson != NULL)
    g_signal_handlers_disconnect_by_data (self->lesson, self);
  g_clear_object (&self->lesson);
}

static void
sg_tutorial_window_dispose (GObject *object)
{
  SgTutorialWindow *self = SG_TUTORIAL_WINDOW (object);

  drop_lesson (self);
  gtk_widget_dispose_template (GTK_WIDGET (object), SG_TYPE_TUTORIAL_WINDOW);
  g_clear_object (&self->model);
  g_clear_object (&self->progress);
  G_OBJECT_CLASS (sg_tutorial_window_parent_class)->dispose (object);
}

static void
sg_tutorial_window_finalize (GObject *object)
{
  SgTutorialWindow *self = SG_TUTORIAL_WINDOW (object);

  g_strfreev (self->ids);
  g_ptr_array_unref (self->marks);
  G_OBJECT_CLASS (sg_tutorial_window_parent_class)->finalize (object);
}

/* The window opened on the lesson list: its first row has the keyboard
 * (GTK's first focus, or ours), and shows it.  GTK puts the focus there
 * with no ring until a key is pressed, so a keyboard user saw no row
 * marked (a keyboard play-test). */
static void
show_list_focus (SgTutorialWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->lesson_list, 0);

  if (!sg_tutorial_window_is_list_shown (self) || first == NULL)
    return;
  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->lesson_list)))
    gtk_widget_grab_focus (GTK_WIDGET (first));
  gtk_window_set_focus_visible (GTK_WINDOW (self), TRUE);
}

static void
sg_tutorial_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (sg_tutorial_window_parent_class)->map (widget);
  show_list_focus (SG_TUTORIAL_WINDOW (widget));
  sg_tutorial_tell_progress_problem (GTK_WINDOW (widget), progress (SG_TUTORIAL_WINDOW (widget)));
}

static void
sg_tutorial_window_class_init (SgTutorialWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->map = sg_tutorial_window_map;

  G_OBJECT_CLASS (klass)->dispose = sg_tutorial_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = sg_tutorial_window_finalize;

  sg_ui_resources_ensure ();
  g_type_ensure (SG_TYPE_TABLE_VIEW);
  g_type_ensure (SG_TYPE_RULES_SIDEBAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sixgun/Sixgun/sg-tutorial-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, lesson_list);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, progress_label);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, lesson_title);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, step_label);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, coach_label);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, feedback_label);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, coach_scroller);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, rules_box);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, done_box);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, next_button);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, table);
  gtk_widget_class_bind_template_child (widget_class, SgTutorialWindow, sidebar);
  gtk_widget_class_bind_template_callback (widget_class, lesson_activated);

  gtk_widget_class_install_action (widget_class, "tutorial.lessons", NULL, lessons_action);
  gtk_widget_class_install_action (widget_class, "tutorial.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "tutorial.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "tutorial.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "tutorial.rule", "s", rule_action);
  gtk_widget_class_install_action (widget_class, "tutorial.start-playing", NULL, start_playing_action);
  gtk_widget_class_install_action (widget_class, "tutorial.toggle-sidebar", NULL, toggle_sidebar_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "tutorial.toggle-sidebar", NULL);
  /* The application's accelerators (Ctrl+E...) find these by name. */
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "win.switch", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "win.ability", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "win.reload", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "win.switch-pane", NULL, switch_pane_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F6, 0, "win.switch-pane", NULL);
  /* A key to close the lesson (it had none); not Escape, which cancels a
   * card selected on the lesson's table. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static guint
delay_for_speed (void)
{
  GSettings *settings = sg_settings_get_default ();
  g_autofree char *speed = settings != NULL ? g_settings_get_string (settings, "animation-speed") : NULL;

  if (g_strcmp0 (speed, "slow") == 0)
    return 1600;
  if (g_strcmp0 (speed, "fast") == 0)
    return 350;
  return 900;
}

static void
sg_tutorial_window_init (SgTutorialWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->marks = g_ptr_array_new ();
  self->ids = sg_lesson_list_ids ();
  self->answer_delay = delay_for_speed ();
  self->model = sg_game_model_new ();
  sg_table_view_set_model (self->table, self->model);
  /* A finished lesson goes on with Next Lesson or Play a Game. */
  sg_table_view_set_offers_new_game (self->table, FALSE);
  sg_rules_sidebar_set_model (self->sidebar, self->model);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutorial.hint", FALSE);
  fill_list (self);
}

SgTutorialWindow *
sg_tutorial_window_new (void)
{
  return g_object_new (SG_TYPE_TUTORIAL_WINDOW, NULL);
}

SgTutorialWindow *
sg_tutorial_window_get_for_app (GtkApplication *app)
{
  SgTutorialWindow *window;

  g_return_val_if_fail (GTK_IS_APPLICATION (app), NULL);

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (SG_IS_TUTORIAL_WINDOW (l->data))
      return l->data;
  window = sg_tutorial_window_new ();
  gtk_window_set_application (GTK_WINDOW (window), app);
  return window;
}

void
sg_tutorial_window_set_progress (SgTutorialWindow *self, SgTutorialProgress *p)
{
  g_return_if_fail (SG_IS_TUTORIAL_WINDOW (self));
  g_set_object (&self->progress, p);
  refresh_marks (self);
}

void
sg_tutorial_window_set_answer_delay (SgTutorialWindow *self, guint msec)
{
  g_return_if_fail (SG_IS_TUTORIAL_WINDOW (self));
  self->answer_delay = msec;
  if (self->lesson != NULL)
    sg_lesson_set_answer_delay (self->lesson, msec);
}

gboolean
sg_tutorial_window_open_lesson (SgTutorialWindow *self, const char *id)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SgLesson) lesson = NULL;
  g_autofree char *subtitle = NULL;
  int index;

  g_return_val_if_fail (SG_IS_TUTORIAL_WINDOW (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  index = lesson_index (self, id);
  lesson = index >= 0 ? sg_lesson_new (id, &error) : NULL;
  if (lesson == NULL)
    {
      if (error != NULL)
        g_warning ("tutorial: %s", error->message);
      return FALSE;
    }
  drop_lesson (self);
  self->lesson = g_steal_pointer (&lesson);
  sg_lesson_set_progress (self->lesson, progress (self));
  sg_lesson_set_answer_delay (self->lesson, self->answer_delay);
  self->shown_step = G_MAXUINT;
  g_signal_connect (self->lesson, "changed", G_CALLBACK (lesson_changed), self);
  g_signal_connect (self->lesson, "completed", G_CALLBACK (lesson_completed), self);

  adw_window_title_set_title (self->lesson_title, sg_lesson_get_title (self->lesson));
  /* Translators: "Lesson 3 of 8 · you play the Lawmen" */
  subtitle = g_strdup_printf (_("Lesson %d of %u · you play the %s"), index + 1,
                              g_strv_length (self->ids), sg_side_text_in_sentence (sg_lesson_get_side (self->lesson)));
  adw_window_title_set_subtitle (self->lesson_title, subtitle);
  gtk_stack_set_visible_child_name (self->stack, "lesson");

  if (!sg_lesson_start (self->lesson, self->model, &error))
    {
      g_warning ("tutorial: %s: %s", id, error->message);
      return FALSE;
    }
  update_coach (self);
  sg_table_view_focus_decision_when_shown (self->table);
  return TRUE;
}

void
sg_tutorial_window_show_list (SgTutorialWindow *self)
{
  g_return_if_fail (SG_IS_TUTORIAL_WINDOW (self));
  refresh_marks (self);
  gtk_stack_set_visible_child_name (self->stack, "list");
}

gboolean
sg_tutorial_window_is_list_shown (SgTutorialWindow *self)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_WINDOW (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "list") == 0;
}

SgLesson *
sg_tutorial_window_get_lesson (SgTutorialWindow *self)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_WINDOW (self), NULL);
  return self->lesson;
}

SgTableView *
sg_tutorial_window_get_table (SgTutorialWindow *self)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_WINDOW (self), NULL);
  return self->table;
}

const char *
sg_tutorial_window_get_step_text (SgTutorialWindow *self)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_WINDOW (self), NULL);
  return gtk_label_get_text (self->step_label);
}

const char *
sg_tutorial_window_get_coach_text (SgTutorialWindow *self)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_WINDOW (self), NULL);
  return gtk_label_get_text (self->coach_label);
}

const char *
sg_tutorial_window_get_feedback_text (SgTutorialWindow *self)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_WINDOW (self), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->feedback_label)))
    return NULL;
  return gtk_label_get_text (self->feedback_label);
}

gboolean
sg_tutorial_window_is_done_shown (SgTutorialWindow *self)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_WINDOW (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->done_box));
}

GtkListBoxRow *
sg_tutorial_window_get_lesson_row (SgTutorialWindow *self, guint i)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_WINDOW (self), NULL);
  return gtk_list_box_get_row_at_index (self->lesson_list, (int) i);
}

gboolean
sg_tutorial_window_row_is_completed (SgTutorialWindow *self, guint i)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_WINDOW (self), FALSE);
  return i < self->marks->len && gtk_widget_get_visible (g_ptr_array_index (self->marks, i));
}
