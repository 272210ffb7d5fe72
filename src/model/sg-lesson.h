/* sg-lesson.h: one lesson of the tutorial (docs/tutorial-format.md).
 *
 * A lesson is a scenario (data/tutorial/NN-name.scn: a position, the moves
 * of both sides and their expectations, checked by `sixgun-cli scenario`)
 * and its coaching (NN-name.lesson: the words for each step).  The
 * learner's moves in the scenario are the steps; the other side's moves
 * are the scripted answers, played after the step they follow.  A
 * learner's `expect illegal` line is a step too: trying that move and
 * seeing it refused is the lesson.
 *
 * SgLesson runs on an SgGameModel (the table views show it): the learner
 * is a person, the other side SG_PLAYER_SCRIPT.  Every move a view asks
 * for reaches sg_lesson_try through the model's "intercept" signal:
 *  - the move the step wants is played (then the scripted answers);
 *  - a legal but different move is not played, and the lesson says why
 *    it wants another one;
 *  - an illegal move is refused by the engine, which says why (with its
 *    rule ID), and the lesson adds its own words when it has some.
 * When the last step and its answers are done the lesson is complete and
 * the progress (sg-tutorial-progress.h) remembers it.
 *
 * Signals: "changed" () when the step, the feedback or the state changes;
 * "completed" () once, when the lesson is complete.
 */
#pragma once

#include <glib-object.h>

#include "sg-game-model.h"
#include "sg-tutorial-progress.h"

G_BEGIN_DECLS

typedef enum {
  SG_LESSON_INTENDED,  /* the move the step wants: played (or, for a step
                          that asks to try a forbidden move, refused) */
  SG_LESSON_OTHER,     /* legal, but not this step's move: explained, not played */
  SG_LESSON_ILLEGAL,   /* refused by the engine: its reason and ours */
  SG_LESSON_NOT_NOW,   /* the lesson is not waiting for the learner */
} SgLessonVerdict;

#define SG_LESSON_ERROR (sg_lesson_error_quark ())
typedef enum {
  SG_LESSON_ERROR_NOT_FOUND,  /* no lesson with that ID */
  SG_LESSON_ERROR_FORMAT,     /* the lesson or its scenario is malformed */
} SgLessonError;
GQuark sg_lesson_error_quark (void);

#define SG_TYPE_LESSON (sg_lesson_get_type ())
G_DECLARE_FINAL_TYPE (SgLesson, sg_lesson, SG, LESSON, GObject)

/* --- the lessons shipped with the app ------------------------------------ */

/* IDs of the lessons, in order ("01-table", "02-turn", …); transfer full. */
GStrv sg_lesson_list_ids (void);
/* The lesson with that ID; NULL and an error when missing or malformed. */
SgLesson *sg_lesson_new (const char *id, GError **error);
/* A lesson from its two texts (tests, other data). */
SgLesson *sg_lesson_new_from_data (const char *id, const char *lesson_text,
                                   const char *scenario_text, GError **error);
/* The scenario file's text of a shipped lesson (transfer full), or NULL. */
char *sg_lesson_get_scenario_text (const char *id);

/* --- what it is (translated texts) ---------------------------------------- */

const char *sg_lesson_get_id (SgLesson *self);
const char *sg_lesson_get_title (SgLesson *self);
const char *sg_lesson_get_summary (SgLesson *self);
const char *sg_lesson_get_intro (SgLesson *self);
/* The side the learner plays. */
SgSide sg_lesson_get_side (SgLesson *self);
guint sg_lesson_get_n_steps (SgLesson *self);

/* --- running it ---------------------------------------------------------- */

/* Where the completion is remembered (default: the user's progress). */
void sg_lesson_set_progress (SgLesson *self, SgTutorialProgress *progress);
/* Milliseconds before each scripted answer, so that the learner sees it
 * come (0: at once, inside the call that made the step). */
void sg_lesson_set_answer_delay (SgLesson *self, guint msec);

/* (Re)starts the lesson on model: the position, step 1, and the answers
 * the scenario plays before the learner's first move. */
gboolean sg_lesson_start (SgLesson *self, SgGameModel *model, GError **error);
SgGameModel *sg_lesson_get_model (SgLesson *self);

/* Index of the current step (0-based); n_steps once every step is done. */
guint sg_lesson_get_step (SgLesson *self);
gboolean sg_lesson_is_complete (SgLesson *self);
/* TRUE when the learner must move now (no scripted answer pending). */
gboolean sg_lesson_is_waiting (SgLesson *self);

/* The coaching of the current step (the closing words once complete). */
const char *sg_lesson_get_text (SgLesson *self);
/* Rule IDs the current step is about (NULL-terminated, maybe empty). */
const char *const *sg_lesson_get_rules (SgLesson *self);
/* What the lesson said about the learner's last move, or NULL. */
const char *sg_lesson_get_feedback (SgLesson *self);
/* The rule ID behind that feedback (an engine refusal), or NULL. */
const char *sg_lesson_get_feedback_rule (SgLesson *self);
SgLessonVerdict sg_lesson_get_last_verdict (SgLesson *self);
/* The move the step wants, in plain words (a hint); transfer full. */
char *sg_lesson_describe_move (SgLesson *self);
/* The step's move as an action (it may be illegal for a "try" step);
 * FALSE when the lesson is not waiting. */
gboolean sg_lesson_get_move (SgLesson *self, SgAction *out);

/* The learner tries a move (what views do through the model). */
SgLessonVerdict sg_lesson_try (SgLesson *self, const SgAction *action);
/* The same with a scenario statement, e.g. "law play Colt at outlaw.active"
 * (tests); SG_LESSON_NOT_NOW when it names no card or character. */
SgLessonVerdict sg_lesson_try_statement (SgLesson *self, const char *statement);

G_END_DECLS
