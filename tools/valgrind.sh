#!/usr/bin/env bash
# Valgrind memcheck runs: a leak "definitely lost", an invalid read or write,
# or a use of uninitialised memory fails the run (exit 1).
#
#   tools/valgrind.sh cli            sixgun-cli on a scenario, a self-play
#                                    batch (custom decks too) and a soak batch
#   tools/valgrind.sh gui [SECONDS]  the app under Xvfb for SECONDS (default
#                                    20), then asked to quit (SIGINT)
#   tools/valgrind.sh model [GAMES]  whole bot-against-bot games (Medium
#                                    against Medium, then Easy against
#                                    Medium; GAMES each, default 2) through
#                                    the game model, no display, each saved
#                                    and read back (tests/model/sg-model-bot-game);
#                                    every game must end with a winner
#   tools/valgrind.sh -- COMMAND...  any program, e.g. a model test:
#                                    tools/valgrind.sh -- build/tests/model/test-game-model
#
# Suppressions: GLib's and GTK's own files plus tools/valgrind.supp (only
# GTK/fontconfig/driver internals, documented there).  The build directory
# is build unless SIXGUN_BUILD_DIR names another; it must be built.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${SIXGUN_BUILD_DIR:-build}
logdir=${VALGRIND_LOG_DIR:-$build/valgrind}
mkdir -p "$logdir"

supp=(--suppressions=tools/valgrind.supp)
for f in /usr/share/glib-2.0/valgrind/glib.supp /usr/share/gtk-4.0/valgrind/gtk.supp; do
  [ -f "$f" ] && supp+=(--suppressions="$f")
done
# GLib's slice allocator and GC-unfriendly caches hide frees from memcheck.
export G_SLICE=always-malloc G_DEBUG=gc-friendly

status=0
# memcheck NAME COMMAND...: runs under valgrind, reports the leak summary.
memcheck () {
  local name=$1; shift
  local log="$logdir/$name.log"
  last_status=0
  nice valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite \
       --errors-for-leak-kinds=definite --track-origins=yes --error-exitcode=99 \
       --num-callers=30 "${supp[@]}" --log-file="$log" "$@" > "$log.out" 2>&1 || last_status=$?
  # A non-zero status of the program itself (not 99) is its own business:
  # the caller decides what it expects (last_status); valgrind's verdict is
  # the log.
  local lost errors
  lost=$(sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tr -d , | tail -1)
  errors=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$log" | tail -1)
  echo "$name: definitely lost ${lost:-0} bytes, ${errors:-?} errors ($log)"
  if [ "${errors:-1}" != 0 ]; then
    status=1
  fi
}

cli=$build/src/cli/sixgun-cli
case "${1:-cli}" in
  cli)
    [ -x "$cli" ] || { echo "tools/valgrind.sh: build $cli first" >&2; exit 2; }
    memcheck cli-scenario "$cli" scenario tests/scenarios/c-duel.scn
    memcheck cli-scenario-options "$cli" scenario --options tests/scenarios/c-general-store.scn
    memcheck cli-scenario-malformed "$cli" scenario fuzz/seeds/deck/bad-side.deck
    memcheck cli-selfplay "$cli" selfplay --games 30 --characters 6
    memcheck cli-selfplay-deck "$cli" selfplay --games 30 --deck tests/engine/decks/tiny.deck
    memcheck cli-selfplay-bad-deck "$cli" selfplay --deck tests/engine/decks/bad-quote.deck
    memcheck cli-soak "$cli" soak --games 30 --deck tests/engine/decks/shootout.deck
    ;;
  gui)
    seconds=${2:-20}
    app=$build/src/sixgun
    [ -x "$app" ] || { echo "tools/valgrind.sh: build $app first" >&2; exit 2; }
    # Software rendering keeps the GL driver simple under valgrind.
    export GSK_RENDERER=cairo GDK_BACKEND=x11 LIBGL_ALWAYS_SOFTWARE=1
    export NO_AT_BRIDGE=1 GTK_A11Y=none GDK_DEBUG=gl-disable
    # xvfb-run starts valgrind (not the other way round), so that only the
    # app is checked; SIGINT after SECONDS lets it quit.
    log="$logdir/gui.log"
    nice xvfb-run -a -s "-screen 0 1920x1080x24" \
      timeout -s INT -k 30 "$seconds" valgrind --tool=memcheck --leak-check=full \
        --show-leak-kinds=definite --errors-for-leak-kinds=definite --error-exitcode=99 \
        --num-callers=30 "${supp[@]}" --log-file="$log" "$app" > "$log.out" 2>&1 || true
    lost=$(sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tr -d , | tail -1)
    errors=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$log" | tail -1)
    echo "gui: definitely lost ${lost:-0} bytes, ${errors:-?} errors ($log)"
    [ "${errors:-1}" = 0 ] || status=1
    ;;
  model)
    games=${2:-2}
    prog=$build/tests/model/sg-model-bot-game
    [ -x "$prog" ] || { echo "tools/valgrind.sh: build $prog first" >&2; exit 2; }
    for match in medium:medium easy:medium; do
      memcheck "model-${match/:/-}" "$prog" --games "$games" --seed 1 \
        --law "${match%:*}" --outlaw "${match#*:}"
      # Each game must have ended with a winner (exit 0), not only be clean.
      if [ "$last_status" != 0 ]; then
        echo "model-${match/:/-}: the games did not all end (status $last_status, see $logdir/model-${match/:/-}.log.out)"
        status=1
      fi
    done
    ;;
  --)
    shift
    [ $# -gt 0 ] || { echo "tools/valgrind.sh: -- needs a command" >&2; exit 2; }
    memcheck "$(basename "$1")" "$@"
    ;;
  *)
    echo "usage: tools/valgrind.sh cli | gui [SECONDS] | model [GAMES] | -- COMMAND..." >&2
    exit 2
    ;;
esac
exit "$status"
