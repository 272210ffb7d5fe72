/* sg-scenario.c: reading and running scenario files (docs/scenario-format.md).
 *
 * The file is read one line at a time: setup statements fill an SgScnSetup
 * (sg-scenario-setup.c), the first action or expectation builds the game from
 * it, then actions are matched against the legal options and expectations
 * are checked (sg-scenario-expect.c).  The first failure stops the run.
 */
#include "sg-scenario-private.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- output ------------------------------------------------------------ */

static void
append_line (char *buf, size_t size, const char *line)
{
  const char *end;
  size_t used, n;

  if (buf == NULL || size == 0)
    return;
  end = memchr (buf, '\0', size - 1);
  used = end != NULL ? (size_t) (end - buf) : size - 1;
  buf[used] = '\0';
  n = strlen (line);
  if (n > size - 1 - used)
    n = size - 1 - used;
  memcpy (buf + used, line, n);
  used += n;
  if (used < size - 1)
    buf[used++] = '\n';
  buf[used] = '\0';
}

static void
emit (SgOutput *out, bool option, const char *line)
{
  SgLineFn fn;

  if (out == NULL)
    return;
  fn = option ? out->option : out->message;
  if (fn != NULL)
    fn (line, out->data);
  else if (option)
    append_line (out->option_buf, out->option_size, line);
  else
    append_line (out->message_buf, out->message_size, line);
}

void
sg_scn_fail (SgScnRunner *r, int status, int line, const char *fmt, ...)
{
  char msg[SG_SCN_TEXT], text[SG_SCN_TEXT + 128];
  va_list ap;

  va_start (ap, fmt);
  vsnprintf (msg, sizeof msg, fmt, ap);
  va_end (ap);
  snprintf (text, sizeof text, "%s:%d: %s", r->filename, line > 0 ? line : 1, msg);
  emit (r->out, false, text);
  /* A run stops at its first failure: that is the one to tell. */
  if (r->failure != NULL && !r->stop)
    {
      r->failure->line = line > 0 ? line : 0;
      snprintf (r->failure->reason, sizeof r->failure->reason, "%s", msg);
      snprintf (r->failure->text, sizeof r->failure->text, "%s", text);
    }
  r->status = status;
  r->stop = true;
}

/* --- small parsers ----------------------------------------------------- */

bool
sg_scn_word_is (const char *word, const char *keyword)
{
  for (; *word && *keyword; word++, keyword++)
    if (tolower ((unsigned char) *word) != *keyword)
      return false;
  return *word == *keyword;
}

void
sg_scn_join (const char *const *w, int n, char *buf, size_t size)
{
  size_t used = 0;

  if (size == 0)
    return;
  buf[0] = '\0';
  for (int i = 0; i < n; i++)
    {
      bool quote = w[i][0] == '\0' || strpbrk (w[i], " \t#") != NULL;
      int k = snprintf (buf + used, size - used, "%s%s%s%s", i ? " " : "",
                        quote ? "\"" : "", w[i], quote ? "\"" : "");
      if (k < 0 || (size_t) k >= size - used)
        return;
      used += (size_t) k;
    }
}

bool
sg_scn_parse_count (const char *word, int max, int *out)
{
  long v = 0;

  if (*word == '\0')
    return false;
  for (const char *s = word; *s; s++)
    {
      if (*s < '0' || *s > '9')
        return false;
      v = v * 10 + (*s - '0');
      if (v > max)
        return false;
    }
  *out = (int) v;
  return true;
}

/* --- words ------------------------------------------------------------- */

static bool
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* sg_scenario_split, with the kind of failure in *code. */
static int
split_words (const char *line, size_t len, char *buf, size_t buf_size,
             const char **words, int max_words, SgLabelWhyCode *code,
             char *why, size_t why_size)
{
  size_t i = 0, o = 0;
  int n = 0;

  *code = SG_LABEL_WHY_NONE;
  if (buf_size < len + 1)
    {
      snprintf (why, why_size, "internal: word buffer too small");
      *code = SG_LABEL_WHY_NO_MEMORY;
      return -1;
    }
  while (i < len)
    {
      bool quoted = false;

      while (i < len && is_blank (line[i]))
        i++;
      if (i >= len || line[i] == '#')
        break;
      if (n >= max_words)
        {
          snprintf (why, why_size, "too many words on one line (at most %d)", max_words);
          *code = SG_LABEL_WHY_TOO_MANY_WORDS;
          return -1;
        }
      words[n++] = buf + o;
      /* One word: runs of plain and quoted text up to a blank outside quotes. */
      for (; i < len && (quoted || (!is_blank (line[i]) && line[i] != '#')); i++)
        {
          if (line[i] == '\0')
            {
              snprintf (why, why_size, "NUL byte in the line");
              *code = SG_LABEL_WHY_NUL_BYTE;
              return -1;
            }
          if (line[i] == '"')
            quoted = !quoted;
          else
            buf[o++] = line[i];
        }
      if (quoted)
        {
          snprintf (why, why_size, "unterminated double quote");
          *code = SG_LABEL_WHY_UNTERMINATED_QUOTE;
          return -1;
        }
      buf[o++] = '\0';
    }
  return n;
}

int
sg_scenario_split (const char *line, size_t len, char *buf, size_t buf_size,
                   const char **words, int max_words, char *why, size_t why_size)
{
  SgLabelWhyCode code;

  return split_words (line, len, buf, buf_size, words, max_words, &code, why, why_size);
}

/* --- events ------------------------------------------------------------ */

static void
on_event (const SgEvent *e, void *data)
{
  SgScnRunner *r = data;

  if (e->rule == NULL || r->n_rules >= SG_SCN_MAX_RULES)
    return;
  snprintf (r->rules[r->n_rules++], SG_SCN_RULE_LEN, "%s", e->rule);
}

/* sg_scenario_load's observer reads the caller's game when it hears an
 * event (the model words events from the state right after them): the game
 * being loaded is copied there first.  Loading hears a few events at most. */
static void
on_load_event (const SgEvent *e, void *data)
{
  SgScnRunner *r = data;

  memcpy (r->user_game, &r->game, sizeof r->game);
  r->user_observer (e, r->user_data);
}

void
sg_scn_install_observer (SgScnRunner *r)
{
  if (r->load_only && r->user_observer != NULL && r->user_game != NULL)
    sg_game_set_observer (&r->game, on_load_event, r);
  else if (r->load_only)
    sg_game_set_observer (&r->game, r->user_observer, r->user_data);
  else
    sg_game_set_observer (&r->game, on_event, r);
}

/* --- actions ----------------------------------------------------------- */

int
sg_scn_parse_actions (SgScnRunner *r, SgSide side, const char *const *w, int n,
                      SgActionPattern *out, int max)
{
  SgLabelWhy why;
  int count = 0;

  if (n >= 1 && sg_scn_word_is (w[0], "discard"))
    {
      /* `law discard A B`: one DISCARD action per card, in order. */
      if (n < 2)
        {
          sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "discard needs at least one card");
          return -1;
        }
      for (int i = 1; i < n && count < max; i++)
        {
          const char *pair[2] = { w[0], w[i] };
          if (!sg_action_pattern_parse (pair, 2, &out[count], &why))
            goto bad;
          out[count++].side = (uint8_t) side;
        }
      return count;
    }
  if (!sg_action_pattern_parse (w, n, &out[0], &why))
    goto bad;
  out[0].side = (uint8_t) side;
  return 1;

bad:
  sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "%s", why.text);
  return -1;
}

/* Why the written action is not a legal option: the engine's refusal of
 * the closest concrete action (in *ref), or what is missing to build one
 * (in *why); why's text also gets the refusal's, for the command line. */
static SgScenarioMiss
explain_miss (const SgGame *g, const SgActionPattern *p, SgRefusal *ref, SgLabelWhy *why)
{
  SgAction a = { p->kind, p->side, SG_NONE, SG_NONE, SG_NONE };
  char *buf = why->text;
  size_t size = sizeof why->text;

  sg_label_why_clear (why);
  *ref = sg_game_check (g, &a);
  /* Out of turn or after the end, that is the reason, whatever the card. */
  if (ref->code == SG_ERR_GAME_OVER || ref->code == SG_ERR_NOT_DECIDER)
    {
      snprintf (buf, size, "%s (rule %s)", ref->message ? ref->message : "refused",
                ref->rule ? ref->rule : "?");
      return SG_SCENARIO_MISS_REFUSED;
    }
  if (!sg_action_from_pattern (g, (SgSide) p->side, p, &a, why))
    return SG_SCENARIO_MISS_NOTHING_NAMED;
  *ref = sg_game_check (g, &a);
  if (ref->code == SG_OK)
    {
      snprintf (buf, size, "no legal option matches it (--options lists them)");
      return SG_SCENARIO_MISS_NO_MATCH;
    }
  snprintf (buf, size, "%s (rule %s)", ref->message ? ref->message : "refused",
            ref->rule ? ref->rule : "?");
  return SG_SCENARIO_MISS_REFUSED;
}

static void
explain_refusal (const SgGame *g, const SgActionPattern *p, SgLabelWhy *why)
{
  SgRefusal ref;

  explain_miss (g, p, &ref, why);
}

static void
check_invariants (SgScnRunner *r)
{
  char msg[SG_SCN_TEXT];

  if (!sg_game_check_invariants (&r->game, msg, sizeof msg))
    sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line,
                 "engine invariant broken after this action: %s", msg);
}

static bool
apply_one (SgScnRunner *r, const SgActionPattern *p, const char *text)
{
  SgLabelWhy why;
  int n = sg_game_legal_actions (&r->game, r->opts);
  int i = sg_action_match (&r->game, r->opts, n, p);
  SgRefusal ref;

  if (i < 0)
    {
      explain_refusal (&r->game, p, &why);
      sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "illegal action: %s: %s", text, why.text);
      return false;
    }
  ref = sg_game_apply (&r->game, &r->opts[i]);
  if (ref.code != SG_OK)
    {
      sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line,
                   "illegal action: %s: the engine refused its own option: %s (rule %s)",
                   text, ref.message ? ref.message : "?", ref.rule ? ref.rule : "?");
      return false;
    }
  check_invariants (r);
  return !r->stop;
}

static void
run_action (SgScnRunner *r, SgSide side, const char *const *w, int n)
{
  SgActionPattern pats[SG_SCENARIO_MAX_WORDS];
  char text[SG_SCN_TEXT];
  int k = sg_scn_parse_actions (r, side, w + 1, n - 1, pats, SG_SCENARIO_MAX_WORDS);

  if (k < 0)
    return;
  sg_scn_join (w, n, text, sizeof text);
  r->n_rules = 0;
  for (int i = 0; i < k; i++)
    if (!apply_one (r, &pats[i], text))
      return;
}

/* --- the run ----------------------------------------------------------- */

static void
statement (SgScnRunner *r, const char *const *w, int n)
{
  int side;

  if (sg_scn_is_setup (w, n))
    {
      if (r->action_line)
        {
          sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line,
                       "setup statement \"%.40s\" after the first action (line %d)",
                       w[0], r->action_line);
          return;
        }
      /* Setup goes on until the first action (scenario-format.md), even
       * after expectations: the position is built again from the whole
       * setup at the next statement. */
      r->started = false;
      r->n_rules = 0;
      sg_scn_setup_statement (r, w, n);
      return;
    }
  side = sg_side_by_name (w[0]);
  if (side < 0 && !sg_scn_word_is (w[0], "expect"))
    {
      sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "unknown statement \"%.60s\"", w[0]);
      return;
    }
  if (side >= 0 && n < 2)
    {
      sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "%s: missing action", w[0]);
      return;
    }
  if (!r->started)
    {
      sg_scn_start (r);
      /* sg_scenario_load wants the position only. */
      if (r->stop || r->load_only)
        {
          r->stop = true;
          return;
        }
    }
  if (side >= 0)
    {
      if (!r->action_line)
        r->action_line = r->line;
      run_action (r, (SgSide) side, w, n);
    }
  else
    sg_scn_expect (r, w, n);
}

static void
print_options (SgScnRunner *r)
{
  char label[SG_SCN_TEXT];
  int n = sg_game_legal_actions (&r->game, r->opts);

  if (sg_game_over (&r->game))
    emit (r->out, true, "decider none");
  else
    {
      snprintf (label, sizeof label, "decider %s",
                sg_side_name (sg_game_decider (&r->game)));
      emit (r->out, true, label);
    }
  for (int i = 0; i < n; i++)
    {
      sg_action_label (&r->game, r->opts, n, i, label, sizeof label);
      emit (r->out, true, label);
    }
}

/* Runs the lines of text; returns at the first failure. */
static void
run_lines (SgScnRunner *r, const char *text, size_t len)
{
  const char *words[SG_SCENARIO_MAX_WORDS];
  char why[SG_SCN_TEXT];
  char *buf = NULL;
  size_t pos = 0, cap = 0;

  /* A byte order mark, written by some editors, is not part of line 1. */
  if (len >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    pos = 3;
  while (pos < len && !r->stop)
    {
      const char *nl = memchr (text + pos, '\n', len - pos);
      size_t end = nl ? (size_t) (nl - text) : len;
      int n;

      r->line++;
      if (end - pos + 1 > cap)
        {
          char *grown = realloc (buf, end - pos + 1);
          if (grown == NULL)
            {
              sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "out of memory");
              break;
            }
          buf = grown;
          cap = end - pos + 1;
        }
      n = sg_scenario_split (text + pos, end - pos, buf, cap, words,
                             SG_SCENARIO_MAX_WORDS, why, sizeof why);
      if (n < 0)
        sg_scn_fail (r, SG_SCENARIO_MALFORMED, r->line, "%s", why);
      else if (n > 0)
        statement (r, words, n);
      pos = end + 1;
    }
  free (buf);
  if (!r->started && !r->stop)
    sg_scn_start (r);
}

static SgScnRunner *
runner_new (const char *filename, SgOutput *out)
{
  SgScnRunner *r = calloc (1, sizeof *r);

  if (r == NULL)
    return NULL;
  r->filename = filename != NULL ? filename : "<scenario>";
  r->out = out;
  r->status = SG_SCENARIO_OK;
  r->setup.turn = SG_LAW;
  r->setup.phase = SG_PHASE_PLAY;
  return r;
}

int
sg_scenario_run (const char *text, size_t len, const char *filename,
                 bool print_options_, SgOutput *out)
{
  SgScnRunner *r = runner_new (filename, out);
  int status;

  if (r == NULL)
    {
      emit (out, false, "out of memory");
      return SG_SCENARIO_MALFORMED;
    }
  run_lines (r, text != NULL ? text : "", text != NULL ? len : 0);
  if (r->status == SG_SCENARIO_OK && print_options_)
    print_options (r);
  status = r->status;
  free (r);
  return status;
}

static void
failure_clear (SgScenarioFailure *failure)
{
  failure->line = 0;
  failure->reason[0] = '\0';
  failure->text[0] = '\0';
}

bool
sg_scenario_load_failure (const char *text, size_t len, const char *filename,
                          SgGame *g, SgEventFn observer, void *observer_data,
                          SgScenarioFailure *failure)
{
  SgScenarioFailure ignored;
  SgScnRunner *r;
  bool ok;

  if (failure == NULL)
    failure = &ignored;
  failure_clear (failure);
  r = runner_new (filename, NULL);
  if (r == NULL)
    {
      snprintf (failure->reason, sizeof failure->reason, "out of memory");
      snprintf (failure->text, sizeof failure->text, "out of memory");
      return false;
    }
  r->load_only = true;
  r->failure = failure;
  r->user_observer = observer;
  r->user_data = observer_data;
  r->user_game = g;
  run_lines (r, text != NULL ? text : "", text != NULL ? len : 0);
  ok = r->started && r->status == SG_SCENARIO_OK;
  if (ok)
    {
      memcpy (g, &r->game, sizeof *g);
      /* The caller's own observer, not the loader's relay (freed below). */
      sg_game_set_observer (g, observer, observer_data);
    }
  free (r);
  return ok;
}

bool
sg_scenario_load (const char *text, size_t len, const char *filename,
                  SgGame *g, SgEventFn observer, void *observer_data,
                  char *err, size_t err_size)
{
  SgScenarioFailure failure;
  bool ok = sg_scenario_load_failure (text, len, filename, g, observer, observer_data, &failure);

  if (err != NULL && err_size > 0)
    snprintf (err, err_size, "%s", failure.text);
  return ok;
}

bool
sg_scenario_find_action (const SgGame *g, const char *statement_text,
                         SgAction *out, char *why, size_t why_size)
{
  SgScenarioMiss miss;
  SgRefusal refusal;
  SgLabelWhy reason;
  bool found = sg_scenario_find_action_miss (g, statement_text, out, &miss, &refusal, &reason);

  if (!found && why != NULL && why_size > 0)
    snprintf (why, why_size, "%s", reason.text);
  return found;
}

bool
sg_scenario_find_action_miss (const SgGame *g, const char *statement_text, SgAction *out,
                              SgScenarioMiss *miss, SgRefusal *refusal, SgLabelWhy *why)
{
  const char *words[SG_SCENARIO_MAX_WORDS];
  SgAction opts[SG_MAX_ACTIONS];
  SgActionPattern p;
  SgLabelWhyCode code;
  size_t len = strlen (statement_text);
  char *buf = malloc (len + 1);
  int n, side, i = -1;

  *miss = SG_SCENARIO_MISS_WORDS;
  refusal->code = SG_OK;
  refusal->rule = NULL;
  refusal->message = NULL;
  refusal->via = SG_VIA_NONE;
  sg_label_why_clear (why);
  if (buf == NULL)
    {
      why->code = SG_LABEL_WHY_NO_MEMORY;
      snprintf (why->text, sizeof why->text, "out of memory");
      return false;
    }
  n = split_words (statement_text, len, buf, len + 1, words, SG_SCENARIO_MAX_WORDS,
                   &code, why->text, sizeof why->text);
  side = n >= 1 ? sg_side_by_name (words[0]) : -1;
  if (n < 0)
    why->code = code;
  else if (side < 0)
    {
      why->code = SG_LABEL_WHY_NO_SIDE;
      snprintf (why->word[0], sizeof why->word[0], "%s", n >= 1 ? words[0] : "");
      snprintf (why->text, sizeof why->text, "an action starts with law or outlaw");
    }
  else if (sg_action_pattern_parse (words + 1, n - 1, &p, why))
    {
      int k = sg_game_legal_actions (g, opts);
      p.side = (uint8_t) side;
      i = sg_action_match (g, opts, k, &p);
      if (i >= 0)
        *out = opts[i];
      else
        *miss = explain_miss (g, &p, refusal, why);
    }
  free (buf);
  return i >= 0;
}
