/* sg-abandon-dialog.c: the "Abandon the game in progress?" question. */
#include "sg-abandon-dialog.h"

#include <glib/gi18n.h>

gboolean
sg_abandon_dialog_needed (SgGameModel *model)
{
  const SgSave *save = sg_game_model_get_save (model);

  if (save == NULL || sg_game_model_get_winner (model) != SG_WINNER_NONE)
    return FALSE;
  if (sg_game_model_get_player (model, SG_LAW) != SG_PLAYER_PERSON
      && sg_game_model_get_player (model, SG_OUTLAW) != SG_PLAYER_PERSON)
    return FALSE;
  /* Before the first turn nothing was played yet: only the deal and the
   * secret choice of the first active characters (D1.4) would be lost. */
  return sg_game_model_get_turn_number (model) >= 1;
}

typedef struct {
  SgAbandonFn fn;
  gpointer data;
  GDestroyNotify destroy;
} Pending;

static void
pending_free (gpointer p, GClosure *closure)
{
  Pending *pending = p;

  if (pending->destroy != NULL)
    pending->destroy (pending->data);
  g_free (pending);
}

static void
responded (AdwMessageDialog *dialog, const char *response, Pending *pending)
{
  if (g_strcmp0 (response, "abandon") == 0)
    pending->fn (pending->data);
}

AdwMessageDialog *
sg_abandon_dialog_confirm (GtkWindow *parent, SgGameModel *model, const char *what,
                           SgAbandonFn fn, gpointer data, GDestroyNotify destroy)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  Pending *pending;

  if (!sg_abandon_dialog_needed (model))
    {
      fn (data);
      if (destroy != NULL)
        destroy (data);
      return NULL;
    }
  /* The turn says how much would be lost.  The next game replaces the
   * autosave and only finished games are counted; a copy the player saved
   * stays theirs (after Save As, "not kept" read as false). */
  body = g_strdup_printf (_("%s This game, at turn %u, is not counted in the statistics, and only a copy you saved keeps it."),
                          what, sg_game_model_get_turn_number (model));
  dialog = adw_message_dialog_new (parent, _("Abandon the Game in Progress?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "keep", _("_Keep Playing"),
                                    "abandon", _("_Abandon Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "abandon",
                                              ADW_RESPONSE_DESTRUCTIVE);
  /* Enter and Escape both keep the game: losing it takes a deliberate
   * choice. */
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  pending = g_new0 (Pending, 1);
  pending->fn = fn;
  pending->data = data;
  pending->destroy = destroy;
  g_signal_connect_data (dialog, "response", G_CALLBACK (responded), pending,
                         pending_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}
