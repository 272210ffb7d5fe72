/* sg-lesson.c: one lesson of the tutorial (see the header and
 * docs/tutorial-format.md). */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "sg-action-text.h"
#include "sg-card-text.h"
#include "sg-lesson.h"
#include "sg-refusal-text.h"
#include "sg-scenario.h"
#include "sg-tutorial-resources.h"

#define RESOURCE_DIR "/io/github/sixgun/Sixgun/tutorial"
#define MAX_MOVES 32   /* cards of one discard statement */

typedef struct {
  guint line;          /* in the scenario, for messages */
  gboolean try_only;   /* an `expect illegal` line: trying it is the step */
  GPtrArray *moves;    /* char *: one statement per decision (a discard of
                          several cards is one per card) */
  guint32 done;        /* moves already made, bit per move */
  GPtrArray *answers;  /* char *: the other side's statements after it */
  char *text;
  char *wrong;
  char *illegal;
  char *after;
  GStrv rules;
} Step;

struct _SgLesson
{
  GObject parent_instance;

  char *id;
  char *title;
  char *summary;
  char *intro;
  char *done;
  SgSide side;
  char *setup;          /* the scenario's setup statements */
  GPtrArray *opening;   /* char *: answers before the first step */
  GPtrArray *steps;     /* Step * */

  /* Running */
  SgGameModel *model;
  SgTutorialProgress *progress;
  guint answer_delay;
  guint step;
  GPtrArray *queue;     /* char *, borrowed: answers still to play */
  guint answer_source;
  gboolean started;
  gboolean complete;
  gboolean applying;    /* our own call into the model: let it through */
  char *feedback;
  const char *feedback_rule;
  SgLessonVerdict verdict;
};

G_DEFINE_FINAL_TYPE (SgLesson, sg_lesson, G_TYPE_OBJECT)
G_DEFINE_QUARK (sg-lesson-error-quark, sg_lesson_error)

enum {
  SIGNAL_CHANGED,
  SIGNAL_COMPLETED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *const verbs[] = {
  "play", "switch", "ability", "reload", "end", "discard", "dodge", "take", "choose", NULL
};

/* --- the shipped lessons --------------------------------------------------- */

static void
ensure_resources (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      sg_tutorial_register_resource ();
      g_once_init_leave (&done, 1);
    }
}

static char *
resource_text (const char *name)
{
  g_autofree char *path = g_build_path ("/", RESOURCE_DIR, name, NULL);
  g_autoptr (GBytes) bytes = NULL;

  ensure_resources ();
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    return NULL;
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

GStrv
sg_lesson_list_ids (void)
{
  g_auto (GStrv) names = NULL;
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();

  ensure_resources ();
  names = g_resources_enumerate_children (RESOURCE_DIR, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    if (g_str_has_suffix (names[i], ".lesson"))
      g_ptr_array_add (ids, g_strndup (names[i], strlen (names[i]) - strlen (".lesson")));
  g_ptr_array_sort (ids, compare_names);
  g_ptr_array_add (ids, NULL);
  return (GStrv) g_ptr_array_steal (ids, NULL);
}

char *
sg_lesson_get_scenario_text (const char *id)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (id != NULL, NULL);
  name = g_strconcat (id, ".scn", NULL);
  return resource_text (name);
}

SgLesson *
sg_lesson_new (const char *id, GError **error)
{
  g_autofree char *name = NULL;
  g_autofree char *lesson = NULL;
  g_autofree char *scenario = NULL;

  g_return_val_if_fail (id != NULL, NULL);

  name = g_strconcat (id, ".lesson", NULL);
  lesson = resource_text (name);
  scenario = sg_lesson_get_scenario_text (id);
  if (lesson == NULL || scenario == NULL)
    {
      g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_NOT_FOUND,
                   "no lesson %s (both %s.lesson and %s.scn are needed)", id, id, id);
      return NULL;
    }
  return sg_lesson_new_from_data (id, lesson, scenario, error);
}

/* --- reading a lesson ------------------------------------------------------ */

static void
step_free (gpointer data)
{
  Step *step = data;

  g_ptr_array_unref (step->moves);
  g_ptr_array_unref (step->answers);
  g_free (step->text);
  g_free (step->wrong);
  g_free (step->illegal);
  g_free (step->after);
  g_strfreev (step->rules);
  g_free (step);
}

static Step *
step_new (guint line, gboolean try_only)
{
  Step *step = g_new0 (Step, 1);

  step->line = line;
  step->try_only = try_only;
  step->moves = g_ptr_array_new_with_free_func (g_free);
  step->answers = g_ptr_array_new_with_free_func (g_free);
  return step;
}

/* A text of the lesson file: `Key=_("C string")`, so that xgettext reads
 * the file as C; translated here.  Plain values are not translated. */
static gboolean
read_text (GKeyFile *file, const char *group, const char *key, gboolean required,
           char **out, GError **error)
{
  g_autofree char *raw = g_key_file_get_value (file, group, key, NULL);
  g_autofree char *body = NULL;
  gsize len;

  *out = NULL;
  if (raw == NULL)
    {
      if (required)
        g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT,
                     "[%s] has no %s", group, key);
      return !required;
    }
  g_strstrip (raw);
  len = strlen (raw);
  if (!g_str_has_prefix (raw, "_(\"") || len < 5 || strcmp (raw + len - 2, "\")") != 0)
    {
      g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT,
                   "[%s] %s: write the text as _(\"...\")", group, key);
      return FALSE;
    }
  body = g_strndup (raw + 3, len - 5);
  for (const char *p = body; *p != '\0'; p++)
    {
      if (*p == '\\' && p[1] != '\0')
        p++;
      else if (*p == '"')
        {
          g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT,
                       "[%s] %s: a quote inside the text must be written \\\"", group, key);
          return FALSE;
        }
    }
  {
    g_autofree char *msgid = g_strcompress (body);
    *out = g_strdup (g_dgettext (GETTEXT_PACKAGE, msgid));
  }
  return TRUE;
}

/* The words of one scenario line joined back into a statement (quoting
 * words that hold blanks); n_words 0 for a blank line. */
static char *
split_line (const char *line, const char **words, int *n_words, GError **error, guint lineno)
{
  size_t len = strlen (line);
  char *buf = g_malloc (len + 1);
  char why[128] = "";
  int n = sg_scenario_split (line, len, buf, len + 1, words, SG_SCENARIO_MAX_WORDS,
                             why, sizeof why);

  if (n < 0)
    {
      g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT,
                   "scenario line %u: %s", lineno, why);
      g_free (buf);
      return NULL;
    }
  *n_words = n;
  return buf;
}

static char *
join_words (const char *const *words, int from, int to)
{
  GString *s = g_string_new (NULL);

  for (int i = from; i < to; i++)
    {
      if (s->len > 0)
        g_string_append_c (s, ' ');
      if (strpbrk (words[i], " \t") != NULL)
        g_string_append_printf (s, "\"%s\"", words[i]);
      else
        g_string_append (s, words[i]);
    }
  return g_string_free (s, FALSE);
}

static gboolean
side_word (const char *word, SgSide *side)
{
  if (g_ascii_strcasecmp (word, "law") == 0)
    *side = SG_LAW;
  else if (g_ascii_strcasecmp (word, "outlaw") == 0)
    *side = SG_OUTLAW;
  else
    return FALSE;
  return TRUE;
}

static gboolean
is_verb (const char *word)
{
  for (guint i = 0; verbs[i] != NULL; i++)
    if (g_ascii_strcasecmp (word, verbs[i]) == 0)
      return TRUE;
  return FALSE;
}

/* The moves of one action statement: a discard of several cards is one
 * decision per card (docs/scenario-format.md, precision 4). */
static void
add_moves (Step *step, const char *const *words, int n)
{
  if (g_ascii_strcasecmp (words[1], "discard") == 0 && n > 3)
    for (int i = 2; i < n; i++)
      {
        const char *one[3] = { words[0], words[1], words[i] };
        g_ptr_array_add (step->moves, join_words (one, 0, 3));
      }
  else
    g_ptr_array_add (step->moves, join_words (words, 0, n));
}

static gboolean
read_scenario (SgLesson *self, const char *text, GError **error)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GString *setup = g_string_new (NULL);
  gboolean in_setup = TRUE;
  Step *last = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *words[SG_SCENARIO_MAX_WORDS];
      int n = 0;
      g_autofree char *buf = NULL;
      SgSide side;
      gboolean expect;

      g_strdelimit (lines[i], "\r", ' ');
      buf = split_line (lines[i], words, &n, error, i + 1);
      if (buf == NULL)
        {
          g_string_free (setup, TRUE);
          return FALSE;
        }
      if (n == 0)
        continue;
      expect = g_ascii_strcasecmp (words[0], "expect") == 0;
      if (in_setup && !expect && !(n >= 2 && side_word (words[0], &side) && is_verb (words[1])))
        {
          g_string_append (setup, lines[i]);
          g_string_append_c (setup, '\n');
          continue;
        }
      in_setup = FALSE;

      if (expect)
        {
          /* A learner's `expect illegal` line is a step: try it, see it refused. */
          if (n >= 4 && g_ascii_strcasecmp (words[1], "illegal") == 0
              && side_word (words[2], &side) && side == self->side)
            {
              last = step_new (i + 1, TRUE);
              g_ptr_array_add (last->moves, join_words (words, 2, n));
              g_ptr_array_add (self->steps, last);
            }
          continue;
        }
      if (n < 2 || !side_word (words[0], &side) || !is_verb (words[1]))
        {
          g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT,
                       "scenario line %u: a setup statement after the first action", i + 1);
          g_string_free (setup, TRUE);
          return FALSE;
        }
      if (side == self->side)
        {
          last = step_new (i + 1, FALSE);
          add_moves (last, words, n);
          g_ptr_array_add (self->steps, last);
        }
      else
        g_ptr_array_add (last != NULL ? last->answers : self->opening, join_words (words, 0, n));
    }

  self->setup = g_string_free (setup, FALSE);
  for (guint i = 0; i < self->steps->len; i++)
    if (((Step *) g_ptr_array_index (self->steps, i))->moves->len > MAX_MOVES)
      {
        g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT,
                     "step %u: too many cards in one discard", i + 1);
        return FALSE;
      }
  if (self->steps->len == 0)
    {
      g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT,
                   "the scenario has no move for the learner's side");
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_steps (SgLesson *self, GKeyFile *file, GError **error)
{
  g_auto (GStrv) groups = g_key_file_get_groups (file, NULL);

  for (guint i = 0; groups[i] != NULL; i++)
    if (!g_str_equal (groups[i], "Lesson")
        && !(g_str_has_prefix (groups[i], "Step ")
             && g_ascii_strtoull (groups[i] + 5, NULL, 10) >= 1
             && g_ascii_strtoull (groups[i] + 5, NULL, 10) <= self->steps->len))
      {
        g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT,
                     "[%s]: the scenario has %u steps for the learner", groups[i],
                     self->steps->len);
        return FALSE;
      }

  for (guint i = 0; i < self->steps->len; i++)
    {
      Step *step = g_ptr_array_index (self->steps, i);
      g_autofree char *group = g_strdup_printf ("Step %u", i + 1);

      if (!read_text (file, group, "Text", TRUE, &step->text, error)
          || !read_text (file, group, "Wrong", FALSE, &step->wrong, error)
          || !read_text (file, group, "Illegal", FALSE, &step->illegal, error)
          || !read_text (file, group, "After", FALSE, &step->after, error))
        return FALSE;
      step->rules = g_key_file_get_string_list (file, group, "Rules", NULL, NULL);
      if (step->rules == NULL)
        step->rules = g_new0 (char *, 1);
    }
  return TRUE;
}

SgLesson *
sg_lesson_new_from_data (const char *id, const char *lesson_text,
                         const char *scenario_text, GError **error)
{
  g_autoptr (SgLesson) self = NULL;
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (GError) local = NULL;
  g_autofree char *side = NULL;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (lesson_text != NULL, NULL);
  g_return_val_if_fail (scenario_text != NULL, NULL);

  self = g_object_new (SG_TYPE_LESSON, NULL);
  self->id = g_strdup (id);

  if (!g_key_file_load_from_data (file, lesson_text, -1, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT,
                   "%s.lesson: %s", id, local->message);
      return NULL;
    }
  side = g_key_file_get_string (file, "Lesson", "Side", NULL);
  if (side == NULL || !side_word (side, &self->side))
    {
      g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT,
                   "%s.lesson: [Lesson] Side must be law or outlaw", id);
      return NULL;
    }
  if (!read_text (file, "Lesson", "Title", TRUE, &self->title, &local)
      || !read_text (file, "Lesson", "Summary", TRUE, &self->summary, &local)
      || !read_text (file, "Lesson", "Intro", TRUE, &self->intro, &local)
      || !read_text (file, "Lesson", "Done", TRUE, &self->done, &local)
      || !read_scenario (self, scenario_text, &local)
      || !read_steps (self, file, &local))
    {
      g_set_error (error, SG_LESSON_ERROR, SG_LESSON_ERROR_FORMAT,
                   "%s: %s", id, local->message);
      return NULL;
    }
  return g_steal_pointer (&self);
}

/* --- the object ------------------------------------------------------------ */

static void
stop_answers (SgLesson *self)
{
  g_clear_handle_id (&self->answer_source, g_source_remove);
  g_ptr_array_set_size (self->queue, 0);
}

static void
detach (SgLesson *self)
{
  stop_answers (self);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
}

static void
sg_lesson_dispose (GObject *object)
{
  SgLesson *self = SG_LESSON (object);

  detach (self);
  g_clear_object (&self->progress);
  G_OBJECT_CLASS (sg_lesson_parent_class)->dispose (object);
}

static void
sg_lesson_finalize (GObject *object)
{
  SgLesson *self = SG_LESSON (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->summary);
  g_free (self->intro);
  g_free (self->done);
  g_free (self->setup);
  g_free (self->feedback);
  g_ptr_array_unref (self->opening);
  g_ptr_array_unref (self->steps);
  g_ptr_array_unref (self->queue);
  G_OBJECT_CLASS (sg_lesson_parent_class)->finalize (object);
}

static void
sg_lesson_class_init (SgLessonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sg_lesson_dispose;
  object_class->finalize = sg_lesson_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_COMPLETED] =
    g_signal_new ("completed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sg_lesson_init (SgLesson *self)
{
  self->opening = g_ptr_array_new_with_free_func (g_free);
  self->steps = g_ptr_array_new_with_free_func (step_free);
  self->queue = g_ptr_array_new ();
  self->answer_delay = 700;
  self->verdict = SG_LESSON_NOT_NOW;
}

/* --- getters --------------------------------------------------------------- */

const char *
sg_lesson_get_id (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), NULL);
  return self->id;
}

const char *
sg_lesson_get_title (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), NULL);
  return self->title;
}

const char *
sg_lesson_get_summary (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), NULL);
  return self->summary;
}

const char *
sg_lesson_get_intro (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), NULL);
  return self->intro;
}

SgSide
sg_lesson_get_side (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), SG_LAW);
  return self->side;
}

guint
sg_lesson_get_n_steps (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), 0);
  return self->steps->len;
}

void
sg_lesson_set_progress (SgLesson *self, SgTutorialProgress *progress)
{
  g_return_if_fail (SG_IS_LESSON (self));
  g_set_object (&self->progress, progress);
}

void
sg_lesson_set_answer_delay (SgLesson *self, guint msec)
{
  g_return_if_fail (SG_IS_LESSON (self));
  self->answer_delay = msec;
}

SgGameModel *
sg_lesson_get_model (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), NULL);
  return self->model;
}

guint
sg_lesson_get_step (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), 0);
  return self->step;
}

gboolean
sg_lesson_is_complete (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), FALSE);
  return self->complete;
}

static Step *
current (SgLesson *self)
{
  return self->step < self->steps->len ? g_ptr_array_index (self->steps, self->step) : NULL;
}

gboolean
sg_lesson_is_waiting (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), FALSE);
  return self->started && !self->complete && current (self) != NULL
         && self->queue->len == 0 && self->model != NULL
         && sg_game_model_person_decides (self->model)
         && sg_game_model_get_decider (self->model) == self->side;
}

const char *
sg_lesson_get_text (SgLesson *self)
{
  Step *step;

  g_return_val_if_fail (SG_IS_LESSON (self), NULL);
  if (self->complete)
    return self->done;
  step = current (self);
  return step != NULL ? step->text : NULL;
}

const char *const *
sg_lesson_get_rules (SgLesson *self)
{
  static const char *const none[] = { NULL };
  Step *step;

  g_return_val_if_fail (SG_IS_LESSON (self), none);
  step = current (self);
  return step != NULL ? (const char *const *) step->rules : none;
}

const char *
sg_lesson_get_feedback (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), NULL);
  return self->feedback;
}

const char *
sg_lesson_get_feedback_rule (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), NULL);
  return self->feedback_rule;
}

SgLessonVerdict
sg_lesson_get_last_verdict (SgLesson *self)
{
  g_return_val_if_fail (SG_IS_LESSON (self), SG_LESSON_NOT_NOW);
  return self->verdict;
}

/* --- moves ------------------------------------------------------------------- */

/* The pattern of one statement ("law play Colt at outlaw.active"). */
static gboolean
statement_pattern (const char *statement, SgSide *side, SgActionPattern *p)
{
  const char *words[SG_SCENARIO_MAX_WORDS];
  int n = 0;
  g_autofree char *buf = split_line (statement, words, &n, NULL, 0);

  if (buf == NULL || n < 2 || !side_word (words[0], side)
      || !sg_action_pattern_parse (words + 1, n - 1, p, NULL))
    return FALSE;
  p->side = (guint8) *side;
  return TRUE;
}

static gboolean
statement_matches (SgLesson *self, const char *statement, const SgAction *action)
{
  SgActionPattern p;
  SgSide side;

  return statement_pattern (statement, &side, &p)
         && sg_action_match (sg_game_model_get_game (self->model), action, 1, &p) == 0;
}

/* The action a statement names now, even when it is not legal. */
static gboolean
statement_action (SgLesson *self, const char *statement, SgAction *out)
{
  const SgGame *g = sg_game_model_get_game (self->model);
  SgActionPattern p;
  SgSide side;
  char why[256];

  if (sg_scenario_find_action (g, statement, out, why, sizeof why))
    return TRUE;
  return statement_pattern (statement, &side, &p)
         && sg_action_from_pattern (g, side, &p, out, NULL);
}

static const char *
next_move (SgLesson *self, Step *step)
{
  for (guint i = 0; i < step->moves->len; i++)
    if (!(step->done & (1u << i)))
      return g_ptr_array_index (step->moves, i);
  return NULL;
}

gboolean
sg_lesson_get_move (SgLesson *self, SgAction *out)
{
  Step *step;
  const char *move;

  g_return_val_if_fail (SG_IS_LESSON (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  step = current (self);
  if (!sg_lesson_is_waiting (self) || step == NULL || (move = next_move (self, step)) == NULL)
    return FALSE;
  return statement_action (self, move, out);
}

char *
sg_lesson_describe_move (SgLesson *self)
{
  SgAction action;
  Step *step;

  g_return_val_if_fail (SG_IS_LESSON (self), NULL);
  if (!sg_lesson_get_move (self, &action))
    return NULL;
  step = current (self);
  if (step->try_only)
    {
      g_autofree char *move = sg_action_text_describe (sg_game_model_get_game (self->model),
                                                       &action, self->side);
      /* Translators: a hint for a step that asks to try a forbidden move;
       * %s is the move, e.g. "Play Colt at Babe Leroy". */
      return g_strdup_printf (_("Try this, and see it refused: %s"), move);
    }
  return sg_action_text_describe (sg_game_model_get_game (self->model), &action, self->side);
}

static void
set_feedback (SgLesson *self, char *text, const char *rule)
{
  g_free (self->feedback);
  self->feedback = text;
  self->feedback_rule = rule;
}

static void
changed (SgLesson *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static gboolean
model_apply (SgLesson *self, const SgAction *action)
{
  SgAction copy = *action;
  gboolean ok;

  self->applying = TRUE;
  ok = sg_game_model_apply (self->model, &copy, NULL);
  self->applying = FALSE;
  return ok;
}

static void
finish (SgLesson *self)
{
  if (self->complete || self->step < self->steps->len || self->queue->len > 0)
    return;
  self->complete = TRUE;
  sg_tutorial_progress_set_completed (self->progress != NULL ? self->progress
                                      : sg_tutorial_progress_get_default (), self->id);
  changed (self);
  g_signal_emit (self, signals[SIGNAL_COMPLETED], 0);
}

/* Plays the first queued answer; FALSE (and a warning) when the scenario
 * and the game disagree, which the lesson tests rule out. */
static gboolean
play_answer (SgLesson *self)
{
  g_autofree char *statement = g_strdup (g_ptr_array_index (self->queue, 0));
  SgAction action;
  char why[256] = "";

  g_ptr_array_remove_index (self->queue, 0);
  if (!sg_scenario_find_action (sg_game_model_get_game (self->model), statement,
                                &action, why, sizeof why)
      || !model_apply (self, &action))
    {
      g_warning ("lesson %s: the scripted answer '%s' cannot be played: %s",
                 self->id, statement, why);
      g_ptr_array_set_size (self->queue, 0);
      return FALSE;
    }
  return TRUE;
}

static void run_answers (SgLesson *self);

static gboolean
answer_due (gpointer data)
{
  SgLesson *self = data;

  self->answer_source = 0;
  if (self->queue->len > 0)
    play_answer (self);
  run_answers (self);
  return G_SOURCE_REMOVE;
}

static void
run_answers (SgLesson *self)
{
  if (self->answer_delay == 0)
    while (self->queue->len > 0 && play_answer (self))
      ;
  if (self->queue->len > 0)
    {
      if (self->answer_source == 0)
        self->answer_source = g_timeout_add (self->answer_delay, answer_due, self);
      return;
    }
  if (self->step >= self->steps->len)
    finish (self);
  else
    changed (self);
}

/* The step's move was made: on to the next step once every part of it is
 * done, after the other side's scripted answers. */
static void
advance (SgLesson *self, Step *step, guint move_index)
{
  step->done |= 1u << move_index;
  if (next_move (self, step) != NULL)
    {
      changed (self);
      return;
    }
  self->step++;
  for (guint i = 0; i < step->answers->len; i++)
    g_ptr_array_add (self->queue, g_ptr_array_index (step->answers, i));
  run_answers (self);
}

/* The engine's reason for a refusal (a sentence that ends with its rule
 * ID in brackets and a full stop) and the lesson's words after it:
 * they were joined by a bare line break, which read as one run-on line,
 * "…(C-GATLING.1) Nothing was played." (an English play-test). */
static char *
after_reason (const char *reason, const char *words)
{
  /* Translators: a refused move in the tutorial: the reason, a sentence
   * that ends with a rule ID in brackets and a full stop, then the
   * lesson's words: "Dynamite can only be placed on your own back-up
   * (C-DYNAMITE.1). Nothing was played. This step asks for: Play
   * Rattlesnake on Wild Bill." */
  return g_strdup_printf (_("%s %s"), reason, words);
}

/* The step's card aimed at a character when it takes no target (a
 * Gatling, C-GATLING.1): the table refuses that in every game, so say in
 * plain words how to play it instead of only that nothing was played.
 * NULL when the refusal is another one. */
static char *
no_target_feedback (SgLesson *self, const SgAction *action, const SgRefusal *refusal)
{
  const SgGame *g = sg_game_model_get_game (self->model);
  SgAction wanted;
  g_autofree char *move = NULL;

  if (refusal->code != SG_ERR_NO_TARGET_TAKEN || refusal->rule == NULL || action->kind != SG_ACT_PLAY
      || action->card >= g->n_cards || !sg_lesson_get_move (self, &wanted)
      || wanted.kind != SG_ACT_PLAY || wanted.target != SG_NONE || wanted.card >= g->n_cards
      || g->card[wanted.card].type != g->card[action->card].type)
    return NULL;
  move = sg_action_text_describe (g, &wanted, self->side);
  /* Translators: the tutorial, when the card the step wants was aimed at
   * a character although it takes none: "Gatling needs no target
   * (C-GATLING.1), so nothing was played. Select it, then use “Play
   * Gatling” without clicking a character." (the button's words) */
  return g_strdup_printf (_("%s needs no target (%s), so nothing was played. Select it, then use “%s” "
                            "without clicking a character."),
                          sg_card_text_name ((SgCardType) g->card[action->card].type),
                          refusal->rule, move);
}

/* A refusal's reason followed by what the step asks for (its Illegal
 * text, or the move it wants). */
static char *
with_step_words (SgLesson *self, Step *step, const char *reason)
{
  g_autofree char *wanted = NULL;
  g_autofree char *rest = NULL;
  SgAction move;

  if (step->illegal != NULL)
    return after_reason (reason, step->illegal);
  if (!sg_lesson_get_move (self, &move))
    return g_strdup (reason);
  wanted = sg_action_text_describe (sg_game_model_get_game (self->model), &move, self->side);
  if (step->try_only)
    /* Translators: after the engine's reason for refusing a move, on a
     * tutorial step that asks to try another, forbidden one; %s is that
     * move, e.g. "Play Dynamite on Pat Garret". */
    rest = g_strdup_printf (_("Nothing was played. This step asks you to try this move and see it refused: %s."),
                            wanted);
  else
    /* Translators: after the engine's reason for refusing a move; %s is the
     * move the step wants, e.g. "Play Colt at Babe Leroy". */
    rest = g_strdup_printf (_("Nothing was played. This step asks for: %s."), wanted);
  return after_reason (reason, rest);
}

static char *
refusal_feedback (SgLesson *self, Step *step, const SgAction *action, const SgRefusal *refusal)
{
  g_autofree char *reason = sg_refusal_text_describe_move (refusal, sg_game_model_get_game (self->model),
                                                           sg_game_decider (sg_game_model_get_game (self->model)));
  char *plain;

  if (step->illegal == NULL && !step->try_only
      && (plain = no_target_feedback (self, action, refusal)) != NULL)
    return plain;
  return with_step_words (self, step, reason);
}

static SgLessonVerdict
verdict (SgLesson *self, SgLessonVerdict v)
{
  self->verdict = v;
  changed (self);
  return v;
}

SgLessonVerdict
sg_lesson_try (SgLesson *self, const SgAction *action)
{
  Step *step;
  SgRefusal refusal;
  int matched = -1;

  g_return_val_if_fail (SG_IS_LESSON (self), SG_LESSON_NOT_NOW);
  g_return_val_if_fail (action != NULL, SG_LESSON_NOT_NOW);

  step = current (self);
  if (!sg_lesson_is_waiting (self) || step == NULL)
    return SG_LESSON_NOT_NOW;

  refusal = sg_game_check (sg_game_model_get_game (self->model), action);
  for (guint i = 0; i < step->moves->len && matched < 0; i++)
    if (!(step->done & (1u << i))
        && statement_matches (self, g_ptr_array_index (step->moves, i), action))
      matched = (int) i;

  if (step->try_only && refusal.code != SG_OK && matched >= 0)
    {
      /* The forbidden move the step asked for: the engine refuses it (the
       * model logs the refusal for the sidebar), and that is the lesson. */
      g_autofree char *reason = sg_refusal_text_describe_move (&refusal, sg_game_model_get_game (self->model),
                                                               (SgSide) action->side);
      model_apply (self, action);
      /* The step's own words say why; without them, the engine's reason. */
      set_feedback (self, step->after != NULL ? g_strdup (step->after) : g_steal_pointer (&reason),
                    refusal.rule);
      self->verdict = SG_LESSON_INTENDED;
      advance (self, step, 0);
      return SG_LESSON_INTENDED;
    }

  if (refusal.code != SG_OK)
    {
      set_feedback (self, refusal_feedback (self, step, action, &refusal), refusal.rule);
      model_apply (self, action);
      return verdict (self, SG_LESSON_ILLEGAL);
    }

  if (matched < 0 || step->try_only)
    {
      g_autofree char *wanted = sg_lesson_describe_move (self);

      if (step->wrong != NULL)
        set_feedback (self, g_strdup (step->wrong), NULL);
      else
        /* Translators: %s is the move the lesson wants, e.g. "Play Colt at
         * Babe Leroy". */
        set_feedback (self, g_strdup_printf (_("That move is allowed, but this step is about another one: %s."),
                                             wanted != NULL ? wanted : "?"), NULL);
      return verdict (self, SG_LESSON_OTHER);
    }

  set_feedback (self, g_strdup (step->after), NULL);
  self->verdict = SG_LESSON_INTENDED;
  if (!model_apply (self, action))
    return verdict (self, SG_LESSON_ILLEGAL);
  advance (self, step, (guint) matched);
  return SG_LESSON_INTENDED;
}

SgLessonVerdict
sg_lesson_try_statement (SgLesson *self, const char *statement)
{
  SgAction action;

  g_return_val_if_fail (SG_IS_LESSON (self), SG_LESSON_NOT_NOW);
  g_return_val_if_fail (statement != NULL, SG_LESSON_NOT_NOW);

  if (self->model == NULL || !statement_action (self, statement, &action))
    return SG_LESSON_NOT_NOW;
  return sg_lesson_try (self, &action);
}

/* --- starting ---------------------------------------------------------------- */

/* Every move a view asks the model for comes here first. */
static gboolean
intercept (SgGameModel *model, gpointer action, SgLesson *self)
{
  if (self->applying)
    return FALSE;
  sg_lesson_try (self, action);
  return TRUE;
}

/* A move the model refused without asking us (a card in play clicked
 * while a hand card waits for its target, which the table hands to the
 * engine as a take): the coaching said nothing while the table refused
 * (an English play-test, lesson 7's Dynamite).  Said here as our own
 * refusals are.  Ours, made while applying, have their words already. */
static void
refused (SgGameModel *model, const char *text, const char *rule, SgLesson *self)
{
  Step *step = current (self);

  if (self->applying || step == NULL || text == NULL || !sg_lesson_is_waiting (self))
    return;
  /* The signal's strings live as long as the emission: keep our own. */
  set_feedback (self, with_step_words (self, step, text), rule != NULL ? g_intern_string (rule) : NULL);
  verdict (self, SG_LESSON_ILLEGAL);
}

gboolean
sg_lesson_start (SgLesson *self, SgGameModel *model, GError **error)
{
  g_return_val_if_fail (SG_IS_LESSON (self), FALSE);
  g_return_val_if_fail (SG_IS_GAME_MODEL (model), FALSE);

  detach (self);
  self->model = g_object_ref (model);
  self->step = 0;
  self->started = FALSE;
  self->complete = FALSE;
  self->verdict = SG_LESSON_NOT_NOW;
  set_feedback (self, NULL, NULL);
  for (guint i = 0; i < self->steps->len; i++)
    ((Step *) g_ptr_array_index (self->steps, i))->done = 0;

  if (!sg_game_model_load_scenario (model, self->setup,
                                    self->side == SG_LAW ? SG_PLAYER_PERSON : SG_PLAYER_SCRIPT,
                                    self->side == SG_OUTLAW ? SG_PLAYER_PERSON : SG_PLAYER_SCRIPT,
                                    error))
    {
      detach (self);
      return FALSE;
    }
  g_signal_connect (model, "intercept", G_CALLBACK (intercept), self);
  g_signal_connect (model, "refused", G_CALLBACK (refused), self);
  self->started = TRUE;
  for (guint i = 0; i < self->opening->len; i++)
    g_ptr_array_add (self->queue, g_ptr_array_index (self->opening, i));
  run_answers (self);
  return TRUE;
}
