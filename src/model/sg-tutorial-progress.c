/* sg-tutorial-progress.c: the tutorial's progress in a key file. */
#include <errno.h>
#include <glib/gi18n-lib.h>

#include "sg-file-text.h"
#include "sg-save.h"
#include "sg-tutorial-progress.h"

#define GROUP "Tutorial"

struct _SgTutorialProgress
{
  GObject parent_instance;

  char *path;
  GKeyFile *file;
  gboolean blocked;  /* the file could be neither read nor kept aside */
  char *problem;     /* for the player, until taken */
};

G_DEFINE_FINAL_TYPE (SgTutorialProgress, sg_tutorial_progress, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_problem (SgTutorialProgress *self, char *text)
{
  g_free (self->problem);
  self->problem = text;
}

/* Losing the progress is a nuisance, not a reason to stop the lesson: a
 * failed save is told (sg_tutorial_progress_take_problem), and a file that
 * could not be read is never written over. */
static void
save (SgTutorialProgress *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (self->path);

  if (!self->blocked
      && (g_mkdir_with_parents (dir, 0700) != 0
          || !g_key_file_save_to_file (self->file, self->path, &error)))
    set_problem (self, g_strdup_printf (_("Your tutorial progress could not be saved to %s: %s"), self->path,
                                        error != NULL ? error->message : g_strerror (errno)));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The file could not be read: moved aside so that the progress starts
 * again without writing over it, or, when it cannot be moved, left alone
 * and never written (self->blocked). */
static void
keep_unreadable (SgTutorialProgress *self, const char *reason)
{
  g_autoptr (GError) move_error = NULL;
  g_autofree char *kept_path = sg_save_keep_aside_path (self->path, &move_error);
  g_autofree char *why = sg_file_text_readable (reason, SG_FILE_TEXT_DETAIL);

  self->blocked = kept_path == NULL;
  if (kept_path != NULL)
    set_problem (self, g_strdup_printf (_("Your tutorial progress in %s could not be read (%s). "
                                          "It was kept as %s, and the lessons start again unmarked."),
                                        self->path, why, kept_path));
  else
    set_problem (self, g_strdup_printf (_("Your tutorial progress in %s could not be read (%s), nor kept "
                                          "aside (%s). It is left as it was, and progress is not saved."),
                                        self->path, why, move_error->message));
}

static void
sg_tutorial_progress_finalize (GObject *object)
{
  SgTutorialProgress *self = SG_TUTORIAL_PROGRESS (object);

  g_free (self->path);
  g_free (self->problem);
  g_key_file_unref (self->file);
  G_OBJECT_CLASS (sg_tutorial_progress_parent_class)->finalize (object);
}

static void
sg_tutorial_progress_class_init (SgTutorialProgressClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sg_tutorial_progress_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sg_tutorial_progress_init (SgTutorialProgress *self)
{
  self->file = g_key_file_new ();
}

SgTutorialProgress *
sg_tutorial_progress_new (const char *path)
{
  SgTutorialProgress *self;

  g_return_val_if_fail (path != NULL, NULL);

  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  self = g_object_new (SG_TYPE_TUTORIAL_PROGRESS, NULL);
  self->path = g_strdup (path);
  /* A missing file is a fresh start; so is a damaged one, kept aside.
   * Read as every key file of ours is (sg-file-text.h): a byte order mark
   * skipped, a reason that quotes the file readable. */
  if ((!g_file_get_contents (path, &data, &length, &error)
       || !sg_file_text_load_key_file (self->file, data, length, &error))
      && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_key_file_unref (self->file);
      self->file = g_key_file_new ();
      keep_unreadable (self, error->message);
    }
  return self;
}

SgTutorialProgress *
sg_tutorial_progress_get_default (void)
{
  static SgTutorialProgress *progress;

  if (progress == NULL)
    {
      g_autofree char *path = g_build_filename (g_get_user_data_dir (), "sixgun",
                                                "tutorial.ini", NULL);
      progress = sg_tutorial_progress_new (path);
    }
  return progress;
}

const char *
sg_tutorial_progress_get_path (SgTutorialProgress *self)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_PROGRESS (self), NULL);
  return self->path;
}

static GStrv
completed_list (SgTutorialProgress *self)
{
  GStrv list = g_key_file_get_string_list (self->file, GROUP, "Completed", NULL, NULL);

  return list != NULL ? list : g_new0 (char *, 1);
}

gboolean
sg_tutorial_progress_is_completed (SgTutorialProgress *self, const char *lesson_id)
{
  g_auto (GStrv) list = NULL;

  g_return_val_if_fail (SG_IS_TUTORIAL_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL, FALSE);

  list = completed_list (self);
  return g_strv_contains ((const char *const *) list, lesson_id);
}

void
sg_tutorial_progress_set_completed (SgTutorialProgress *self, const char *lesson_id)
{
  g_auto (GStrv) list = NULL;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) updated = NULL;

  g_return_if_fail (SG_IS_TUTORIAL_PROGRESS (self));
  g_return_if_fail (lesson_id != NULL);

  list = completed_list (self);
  if (g_strv_contains ((const char *const *) list, lesson_id))
    return;
  g_strv_builder_addv (builder, (const char **) list);
  g_strv_builder_add (builder, lesson_id);
  updated = g_strv_builder_end (builder);
  g_key_file_set_string_list (self->file, GROUP, "Completed",
                              (const char *const *) updated, g_strv_length (updated));
  save (self);
}

guint
sg_tutorial_progress_get_n_completed (SgTutorialProgress *self)
{
  g_auto (GStrv) list = NULL;

  g_return_val_if_fail (SG_IS_TUTORIAL_PROGRESS (self), 0);
  list = completed_list (self);
  return g_strv_length (list);
}

gboolean
sg_tutorial_progress_get_offered (SgTutorialProgress *self)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_PROGRESS (self), FALSE);
  return g_key_file_get_boolean (self->file, GROUP, "Offered", NULL);
}

void
sg_tutorial_progress_set_offered (SgTutorialProgress *self)
{
  g_return_if_fail (SG_IS_TUTORIAL_PROGRESS (self));
  if (sg_tutorial_progress_get_offered (self))
    return;
  g_key_file_set_boolean (self->file, GROUP, "Offered", TRUE);
  save (self);
}

char *
sg_tutorial_progress_take_problem (SgTutorialProgress *self)
{
  g_return_val_if_fail (SG_IS_TUTORIAL_PROGRESS (self), NULL);
  return g_steal_pointer (&self->problem);
}

void
sg_tutorial_progress_reset (SgTutorialProgress *self)
{
  g_return_if_fail (SG_IS_TUTORIAL_PROGRESS (self));
  g_key_file_unref (self->file);
  self->file = g_key_file_new ();
  save (self);
}
