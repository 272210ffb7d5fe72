/* sg-application.h: the Sixgun application (app.* actions, accelerators,
 * settings, the About and Preferences windows). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SG_TYPE_APPLICATION (sg_application_get_type ())
G_DECLARE_FINAL_TYPE (SgApplication, sg_application, SG, APPLICATION, AdwApplication)

SgApplication *sg_application_new (void);

/* The app's settings, or NULL when the schema is not installed (then the
 * defaults apply).  Transfer none. */
GSettings *sg_settings_get_default (void);

/* Registers the GResource once (the static library's own constructor may
 * be dropped by the linker); safe to call from tests. */
void sg_ui_resources_ensure (void);

/* A hidden start position for tests and screenshots: SIXGUN_SCENARIO=FILE or
 * --scenario FILE. */
const char *sg_application_get_scenario (SgApplication *self);
/* Whether the app is being activated to open a file given to it (`sixgun
 * FILE`): the new window then offers nothing else. */
gboolean sg_application_get_opening (SgApplication *self);

/* g_get_monotonic_time () when main () began (start-up measurement). */
void sg_application_set_start_time (gint64 t);
gint64 sg_application_get_start_time (void);

G_END_DECLS
