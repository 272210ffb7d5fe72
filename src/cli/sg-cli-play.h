/* sg-cli-play.h: `sixgun-cli play`, a whole game in the terminal against
 * a bot of any level (sg-bot.h). */
#pragma once

#include <stdint.h>
#include <stdio.h>

#include "sg-bot.h"
#include "sg-game.h"

/* Plays one game: the person is `person`, a bot of kind `bot` the other
 * side.  Reads
 * choices (numbers) from in, writes everything to out.  Returns the exit
 * status: 0 when the game ended or the person quit (EOF or `q`), 1 when
 * the engine got stuck (no legal action in a game still on). */
int sg_cli_play (uint64_t seed, SgSide person, SgBotKind bot, FILE *in, FILE *out);
