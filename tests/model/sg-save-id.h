/* sg-save-id.h: how the autosave kill test and its helper name a save:
 * "SEED:ACTIONS:FINGERPRINT".  One definition, since the helper prints
 * what the test compares. */
#pragma once

#include "sg-save.h"

static inline char *
sg_save_id (const SgSave *save, const SgGame *game)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT ":%u:%016" G_GINT64_MODIFIER "x",
                          (guint64) sg_save_get_setup (save)->seed, sg_save_get_n_actions (save),
                          sg_save_fingerprint (game));
}
