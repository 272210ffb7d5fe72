/* sg-deck-builder.c: one side's deck list in the setup editor. */
#include <glib/gi18n.h>

#include "sg-application.h"
#include "sg-card-text.h"
#include "sg-card-widget.h"
#include "sg-deck-builder.h"
#include "sg-rule-book.h"

struct _SgDeckBuilder
{
  GtkBox parent_instance;

  /* Template widgets */
  GtkLabel *title_label;
  GtkLabel *total_label;
  GtkLabel *total_ruler;
  GtkLabel *errors_label;
  GtkLabel *warnings_label;
  GtkListBox *list;
  SgCardWidget *card;
  GtkLabel *name_label;
  GtkLabel *kind_label;
  GtkLabel *description_label;
  GtkLabel *rulebook_label;

  /* Owned references */
  SgGameSetup *setup;

  SgSide side;
  GtkSpinButton *spins[SG_N_CARD_TYPES];
  GtkListBoxRow *rows[SG_N_CARD_TYPES];
  SgCardType selected;
  char *problems;
  gboolean syncing;   /* the setup is being shown: spins do not write back */
  int before_reset[SG_N_CARD_TYPES]; /* the counts Reset to Rulebook replaced */
};

G_DEFINE_FINAL_TYPE (SgDeckBuilder, sg_deck_builder, GTK_TYPE_BOX)

enum { SIGNAL_DECK_RESET, N_SIGNALS };
static guint signals[N_SIGNALS];

static const char *
side_deck_title (SgSide side)
{
  return side == SG_LAW ? _("The Lawmen’s Deck") : _("The Outlaws’ Deck");
}

/* --- showing ------------------------------------------------------------- */

static void
show_details (SgDeckBuilder *self)
{
  SgCardType t = self->selected;
  SgDeckList standard;
  g_autofree char *rulebook = NULL;
  g_autofree char *shown = NULL;

  sg_deck_list_standard (&standard);
  sg_card_widget_set_card (self->card, t, sg_standard_symbol (self->side, t, 0), self->side);
  gtk_label_set_label (self->name_label, sg_card_text_name (t));
  gtk_label_set_label (self->kind_label, sg_card_text_kind (t));
  gtk_label_set_label (self->description_label, sg_card_text_description (t));
  rulebook = g_strdup_printf (_("The rulebook puts %u in the Lawmen’s deck and %u in the Outlaws’. Rule %s."),
                              standard.count[SG_LAW][t], standard.count[SG_OUTLAW][t],
                              sg_card_data (t)->rule);
  /* Shown with the ID's hyphens unbreakable: the label wrapped "Rule C-"
   * / "PEACEMAKER." as if they were two things. */
  shown = sg_rule_book_keep_ids_whole (rulebook);
  gtk_label_set_label (self->rulebook_label, shown);
}

static void
show_list (GtkLabel *label, char **texts)
{
  g_autofree char *joined = g_strjoinv ("\n", texts);

  gtk_label_set_label (label, joined);
  gtk_widget_set_visible (GTK_WIDGET (label), texts[0] != NULL);
}

/* The size of side's deck as the rulebook lists it. */
static guint
rulebook_size (SgSide side)
{
  g_autoptr (SgGameSetup) rulebook = sg_game_setup_new ();

  return sg_game_setup_get_deck_size (rulebook, side);
}

/* "41 cards", and how that compares with the rulebook's deck when it
 * differs: a changed size is allowed, but the player should know. */
static char *
total_text (guint size, guint rulebook)
{
  g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", size), size);

  if (size == rulebook)
    return g_steal_pointer (&cards);
  /* As each card's row says its rulebook count ("31 cards · rulebook: 40"):
   * a longer phrase wrapped the page's heading onto three lines. */
  return g_strdup_printf (_("%s · rulebook: %u"), cards, rulebook);
}

/* The row is the Tab stop, not its spin button: a screen reader hears the
 * card with its count there ("Colt, 5 copies in the Lawmen’s deck"). */
static void
label_row (SgDeckBuilder *self, SgCardType t, int count)
{
  g_autofree char *label = g_strdup_printf (self->side == SG_LAW
                                            ? g_dngettext (GETTEXT_PACKAGE, "%s, %d copy in the Lawmen’s deck",
                                                           "%s, %d copies in the Lawmen’s deck", (gulong) count)
                                            : g_dngettext (GETTEXT_PACKAGE, "%s, %d copy in the Outlaws’ deck",
                                                           "%s, %d copies in the Outlaws’ deck", (gulong) count),
                                            sg_card_text_name (t), count);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->rows[t]), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
show_setup (SgDeckBuilder *self)
{
  SgSetupArea area = self->side == SG_LAW ? SG_SETUP_AREA_DECK_LAW : SG_SETUP_AREA_DECK_OUTLAW;
  g_auto (GStrv) errors = NULL;
  g_auto (GStrv) warnings = NULL;
  g_autofree char *total = NULL;
  guint size;

  if (self->setup == NULL)
    return;
  self->syncing = TRUE;
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      int count = sg_game_setup_get_count (self->setup, self->side, (SgCardType) t);

      gtk_spin_button_set_value (self->spins[t], count);
      label_row (self, (SgCardType) t, count);
    }
  self->syncing = FALSE;

  size = sg_game_setup_get_deck_size (self->setup, self->side);
  total = total_text (size, rulebook_size (self->side));
  gtk_label_set_label (self->total_label, total);

  errors = sg_game_setup_get_errors (self->setup, area);
  warnings = sg_game_setup_get_warnings (self->setup, area);
  show_list (self->errors_label, errors);
  show_list (self->warnings_label, warnings);
  g_free (self->problems);
  {
    g_autofree char *e = g_strjoinv ("\n", errors);
    g_autofree char *w = g_strjoinv ("\n", warnings);

    self->problems = g_strjoin (e[0] != '\0' && w[0] != '\0' ? "\n" : "", e, w, NULL);
  }
}

static void
setup_changed (SgGameSetup *setup, SgDeckBuilder *self)
{
  show_setup (self);
}

/* --- editing ------------------------------------------------------------- */

static void
spin_changed (GtkSpinButton *spin, SgDeckBuilder *self)
{
  SgCardType t = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "sg-card"));

  if (self->syncing || self->setup == NULL)
    return;
  sg_game_setup_set_count (self->setup, self->side, t, gtk_spin_button_get_value_as_int (spin));
}

static void
reset_clicked (GtkButton *button, SgDeckBuilder *self)
{
  if (self->setup == NULL)
    return;
  /* A whole deck's counts go at one click: kept, so that they can come
   * back (sg_deck_builder_undo_reset, from the editor's toast). */
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    self->before_reset[t] = sg_game_setup_get_count (self->setup, self->side, (SgCardType) t);
  sg_game_setup_reset_deck (self->setup, self->side);
  g_signal_emit (self, signals[SIGNAL_DECK_RESET], 0);
}

void
sg_deck_builder_undo_reset (SgDeckBuilder *self)
{
  g_autoptr (SgGameSetup) undone = NULL;

  g_return_if_fail (SG_IS_DECK_BUILDER (self));
  if (self->setup == NULL)
    return;
  /* On a copy, then assigned: one change, not one a card. */
  undone = sg_game_setup_copy (self->setup);
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    sg_game_setup_set_count (undone, self->side, (SgCardType) t, self->before_reset[t]);
  sg_game_setup_assign (self->setup, undone);
}

static void
row_selected (GtkListBox *list, GtkListBoxRow *row, SgDeckBuilder *self)
{
  if (row == NULL)
    return;
  self->selected = (SgCardType) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "sg-card"));
  show_details (self);
}

/* Focus on a count selects its card too, so that keyboard users see the
 * details of the card they are changing. */
static void
spin_focused (GtkEventControllerFocus *focus, SgDeckBuilder *self)
{
  GtkWidget *spin = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus));
  SgCardType t = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "sg-card"));

  gtk_list_box_select_row (self->list, self->rows[t]);
}

/* --- the keyboard: one Tab stop a card ------------------------------------ */

/* Tab and the arrows go from row to row; a count is not a Tab stop of its
 * own (31 cards were 62 stops).  The row changes it: + and - a copy at a
 * time, Return to type it in the spin button, which Return or Escape
 * leaves for the row again.  A click still types in the spin button: only
 * the Tab order skips it (can-focus covers the traversal, not a click on
 * its text). */
static void
spin_left (GtkEventControllerFocus *focus, SgDeckBuilder *self)
{
  gtk_widget_set_can_focus (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus)), FALSE);
}

static void
type_count (SgDeckBuilder *self, SgCardType t)
{
  gtk_widget_set_can_focus (GTK_WIDGET (self->spins[t]), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->spins[t]));
}

static gboolean
is_return (guint keyval)
{
  return keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter;
}

static gboolean
row_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode,
                 GdkModifierType state, SgDeckBuilder *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys));
  SgCardType t = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "sg-card"));

  /* The spin button's own keys while a count is typed; shortcuts pass. */
  if (!gtk_widget_is_focus (row) || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
    case GDK_KEY_equal:   /* + without Shift on many layouts */
      gtk_spin_button_spin (self->spins[t], GTK_SPIN_STEP_FORWARD, 1);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      gtk_spin_button_spin (self->spins[t], GTK_SPIN_STEP_BACKWARD, 1);
      return TRUE;
    default:
      if (!is_return (keyval))
        return FALSE;
      type_count (self, t);
      return TRUE;
    }
}

/* Return keeps the count typed, Escape the one before; both go back to
 * the row (Escape would otherwise close the editor). */
static gboolean
spin_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode,
                  GdkModifierType state, SgDeckBuilder *self)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys)));
  SgCardType t = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "sg-card"));

  if (is_return (keyval))
    gtk_spin_button_update (spin);
  else if (keyval == GDK_KEY_Escape)
    /* The value is still the count before (the text typed is applied by
     * an update only): setting it shows it again. */
    gtk_spin_button_set_value (spin, gtk_spin_button_get_value (spin));
  else
    return FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self->rows[t]));
  return TRUE;
}

static void
build_rows (SgDeckBuilder *self)
{
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (0, SG_MAX_CARDS, 1);
      GtkEventController *focus = gtk_event_controller_focus_new ();
      GtkEventController *keys;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sg_card_text_name ((SgCardType) t));
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
      gtk_editable_set_width_chars (GTK_EDITABLE (spin), 3);
      g_object_set_data (G_OBJECT (spin), "sg-card", GINT_TO_POINTER (t));
      g_object_set_data (G_OBJECT (row), "sg-card", GINT_TO_POINTER (t));
      g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed), self);
      g_signal_connect (focus, "enter", G_CALLBACK (spin_focused), self);
      g_signal_connect (focus, "leave", G_CALLBACK (spin_left), self);
      gtk_widget_add_controller (spin, focus);
      gtk_widget_set_can_focus (spin, FALSE);
      keys = gtk_event_controller_key_new ();
      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      g_signal_connect (keys, "key-pressed", G_CALLBACK (spin_key_pressed), self);
      gtk_widget_add_controller (spin, keys);
      keys = gtk_event_controller_key_new ();
      g_signal_connect (keys, "key-pressed", G_CALLBACK (row_key_pressed), self);
      gtk_widget_add_controller (row, keys);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      _("Plus and minus add or remove a copy; Return types the count."), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      gtk_list_box_append (self->list, row);
      self->spins[t] = GTK_SPIN_BUTTON (spin);
      self->rows[t] = GTK_LIST_BOX_ROW (row);
    }
}

static void
label_spins (SgDeckBuilder *self)
{
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      g_autofree char *label = g_strdup_printf (self->side == SG_LAW ? _("Copies of %s in the Lawmen’s deck")
                                                                     : _("Copies of %s in the Outlaws’ deck"),
                                                sg_card_text_name ((SgCardType) t));

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->spins[t]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
}

/* Each card's kind and the rulebook's count for this deck, to compare. */
static void
subtitle_rows (SgDeckBuilder *self)
{
  SgDeckList standard;

  sg_deck_list_standard (&standard);
  for (int t = 0; t < SG_N_CARD_TYPES; t++)
    {
      g_autofree char *subtitle = g_strdup_printf (_("%s · rulebook: %u"), sg_card_text_kind ((SgCardType) t),
                                                   standard.count[self->side][t]);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rows[t]), subtitle);
    }
}

/* --- the object ---------------------------------------------------------- */

static void
sg_deck_builder_dispose (GObject *object)
{
  SgDeckBuilder *self = SG_DECK_BUILDER (object);

  if (self->setup != NULL)
    g_signal_handlers_disconnect_by_data (self->setup, self);
  g_clear_object (&self->setup);
  gtk_widget_dispose_template (GTK_WIDGET (object), SG_TYPE_DECK_BUILDER);
  G_OBJECT_CLASS (sg_deck_builder_parent_class)->dispose (object);
}

static void
sg_deck_builder_finalize (GObject *object)
{
  g_free (SG_DECK_BUILDER (object)->problems);
  G_OBJECT_CLASS (sg_deck_builder_parent_class)->finalize (object);
}

static void
sg_deck_builder_class_init (SgDeckBuilderClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sg_deck_builder_dispose;
  G_OBJECT_CLASS (klass)->finalize = sg_deck_builder_finalize;

  signals[SIGNAL_DECK_RESET] =
    g_signal_new ("deck-reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  sg_ui_resources_ensure ();
  g_type_ensure (SG_TYPE_CARD_WIDGET);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sixgun/Sixgun/sg-deck-builder.ui");
  gtk_widget_class_bind_template_child (widget_class, SgDeckBuilder, title_label);
  gtk_widget_class_bind_template_child (widget_class, SgDeckBuilder, total_label);
  gtk_widget_class_bind_template_child (widget_class, SgDeckBuilder, total_ruler);
  gtk_widget_class_bind_template_child (widget_class, SgDeckBuilder, errors_label);
  gtk_widget_class_bind_template_child (widget_class, SgDeckBuilder, warnings_label);
  gtk_widget_class_bind_template_child (widget_class, SgDeckBuilder, list);
  gtk_widget_class_bind_template_child (widget_class, SgDeckBuilder, card);
  gtk_widget_class_bind_template_child (widget_class, SgDeckBuilder, name_label);
  gtk_widget_class_bind_template_child (widget_class, SgDeckBuilder, kind_label);
  gtk_widget_class_bind_template_child (widget_class, SgDeckBuilder, description_label);
  gtk_widget_class_bind_template_child (widget_class, SgDeckBuilder, rulebook_label);
  gtk_widget_class_bind_template_callback (widget_class, reset_clicked);
  gtk_widget_class_bind_template_callback (widget_class, row_selected);
}

static void
sg_deck_builder_init (SgDeckBuilder *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->problems = g_strdup ("");
  build_rows (self);
  gtk_list_box_select_row (self->list, self->rows[SG_CARD_COLT]);
}

GtkWidget *
sg_deck_builder_new (void)
{
  return g_object_new (SG_TYPE_DECK_BUILDER, NULL);
}

void
sg_deck_builder_set_setup (SgDeckBuilder *self, SgGameSetup *setup, SgSide side)
{
  g_return_if_fail (SG_IS_DECK_BUILDER (self));
  g_return_if_fail (SG_IS_GAME_SETUP (setup));

  if (self->setup != NULL)
    g_signal_handlers_disconnect_by_data (self->setup, self);
  g_set_object (&self->setup, setup);
  self->side = side;
  g_signal_connect (setup, "changed", G_CALLBACK (setup_changed), self);
  gtk_label_set_label (self->title_label, side_deck_title (side));
  /* The ruler: the longest the size can read, the spin buttons' highest
   * counts (digits are all as wide: the labels are "numeric"). */
  {
    g_autofree char *widest = total_text (SG_N_CARD_TYPES * SG_MAX_CARDS, rulebook_size (side));

    gtk_label_set_label (self->total_ruler, widest);
  }
  label_spins (self);
  subtitle_rows (self);
  show_setup (self);
  show_details (self);
}

int
sg_deck_builder_get_shown_count (SgDeckBuilder *self, SgCardType type)
{
  g_return_val_if_fail (SG_IS_DECK_BUILDER (self), -1);
  g_return_val_if_fail (type < SG_N_CARD_TYPES, -1);
  return gtk_spin_button_get_value_as_int (self->spins[type]);
}

const char *
sg_deck_builder_get_total_text (SgDeckBuilder *self)
{
  g_return_val_if_fail (SG_IS_DECK_BUILDER (self), NULL);
  return gtk_label_get_label (self->total_label);
}

SgCardType
sg_deck_builder_get_selected (SgDeckBuilder *self)
{
  g_return_val_if_fail (SG_IS_DECK_BUILDER (self), SG_CARD_COLT);
  return self->selected;
}

void
sg_deck_builder_select (SgDeckBuilder *self, SgCardType type)
{
  g_return_if_fail (SG_IS_DECK_BUILDER (self));
  g_return_if_fail (type < SG_N_CARD_TYPES);
  gtk_list_box_select_row (self->list, self->rows[type]);
}

const char *
sg_deck_builder_get_problems_text (SgDeckBuilder *self)
{
  g_return_val_if_fail (SG_IS_DECK_BUILDER (self), NULL);
  return self->problems;
}

GtkSpinButton *
sg_deck_builder_get_spin (SgDeckBuilder *self, SgCardType type)
{
  g_return_val_if_fail (SG_IS_DECK_BUILDER (self), NULL);
  g_return_val_if_fail (type < SG_N_CARD_TYPES, NULL);
  return self->spins[type];
}
