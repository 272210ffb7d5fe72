/* sg-preferences-window.h: bot level, animation speed, end-turn confirmation. */
#pragma once

#include <adwaita.h>

#include "sg-game-model.h"

G_BEGIN_DECLS

#define SG_TYPE_PREFERENCES_WINDOW (sg_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (SgPreferencesWindow, sg_preferences_window, SG, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

GtkWindow *sg_preferences_window_new (GtkWindow *parent);
/* Whether the game in progress has a computer opponent, whose level the
 * Level row then changes at once (the row says so); TRUE by default. */
void sg_preferences_window_set_game_has_computer (SgPreferencesWindow *self, gboolean has_computer);

/* Maps between a string setting's choices and a combo row's position. */
guint sg_choice_index (const char *const *choices, const char *value);
/* The "bot-level" setting's values, Easy to Hard in SgPlayerKind's order
 * (SG_PLAYER_EASY first), NULL-terminated. */
extern const char *const sg_bot_levels[];
/* The level the preferences set (Medium without settings): New Game, the
 * setup editor and its row start with it. */
SgPlayerKind sg_bot_level_setting (void);
/* A level's name as the preferences show it ("Medium"), translated. */
const char *sg_bot_level_name (SgPlayerKind level);
/* The same in lower case, inside a sentence ("the computer (hard)"), as
 * the table's status line writes it. */
const char *sg_bot_level_in_sentence (SgPlayerKind level);

G_END_DECLS
