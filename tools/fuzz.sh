#!/usr/bin/env bash
# Builds the libFuzzer harnesses of fuzz/ with clang (ASan + UBSan, halt on
# the first error) in their own directory and runs each for SECONDS
# (default 60), one after the other.  Exits 1 when a harness found a crash,
# a leak, a timeout or undefined behaviour: the input is saved as
# fuzz/crashes/HARNESS-crash-<sha1> (or leak-, timeout-, oom-); replay it
# with `build-fuzz/HARNESS fuzz/crashes/FILE`.
#
#   tools/fuzz.sh [SECONDS]         every harness
#   tools/fuzz.sh SECONDS NAME...   only those: deck-file, scenario-run,
#                                   scenario-load, save-load
#
# Harnesses: deck-file (sg_deck_file_parse, then write and parse back),
# scenario-run (sg_scenario_run), scenario-load (sg_scenario_load, then a
# random game from the position with made-up actions checked against the
# legal list and the invariants after every action), save-load
# (sg_save_from_data, then a save/load round trip).
#
# FUZZ_KEEP_GOING=1 (long runs): libFuzzer's fork mode, which records a
# finding and goes on instead of stopping at the first one.
#
# Needs clang and its libFuzzer runtime (Debian 12: clang libclang-rt-14-dev)
# and libglib2.0-dev (save-load).  The corpus grows in build-fuzz/corpus/
# across runs; the seeds are the test inputs (tests/scenarios/*.scn,
# tests/engine/decks/*.deck, fuzz/seeds/) and saves of random games written
# by fuzz/make-save-seeds.c.  FUZZ_BUILD_DIR and CC override the defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

seconds=${1:-60}
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(deck-file scenario-run scenario-load save-load)
build=${FUZZ_BUILD_DIR:-build-fuzz}
cc=${CC:-clang}

read -r -a gio <<< "$(pkg-config --cflags gio-2.0)"
read -r -a gio_libs <<< "$(pkg-config --libs gio-2.0)"
# shellcheck disable=SC2054 # commas inside -fsanitize=, not between elements
flags=(-std=c17 -g -O1 -fno-omit-frame-pointer -Isrc/engine -Isrc/ai -Isrc/model -DGETTEXT_PACKAGE=\"sixgun\"
       -fsanitize=address,undefined -fno-sanitize-recover=all)

# compile SRC: one object per source, rebuilt when it or a header changed.
compile () {
  local src=$1 obj
  obj="$build/obj/$(echo "${src%.c}" | tr / _).o"
  if [ ! -f "$obj" ] || [ "$src" -nt "$obj" ] \
     || [ -n "$(find src/engine src/ai src/model -name '*.h' -newer "$obj" | head -1)" ]; then
    "$cc" "${flags[@]}" "${gio[@]}" -fsanitize=fuzzer-no-link -c "$src" -o "$obj"
  fi
  echo "$obj"
}

mkdir -p "$build/obj"
engine=()
for src in src/engine/*.c; do engine+=("$(compile "$src")"); done
persist=()
for src in src/ai/*.c src/model/sg-atomic-file.c src/model/sg-save.c src/model/sg-file-text.c \
           src/model/sg-deck-file-text.c src/model/sg-label-text.c src/model/sg-refusal-text.c src/model/sg-card-text.c src/model/sg-name-text.c; do persist+=("$(compile "$src")"); done

seeds_for () {
  case "$1" in
    deck-file) echo "tests/engine/decks fuzz/seeds/deck" ;;
    scenario-*) echo "tests/scenarios fuzz/seeds/scenario" ;;
    save-load) echo "$build/seeds/save" ;;
  esac
}
dict_for () {
  case "$1" in
    deck-file) echo fuzz/deck.dict ;;
    scenario-*) echo fuzz/scenario.dict ;;
    save-load) echo fuzz/save.dict ;;
  esac
}

export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS=suppressions=$root/tools/lsan.supp:print_suppressions=0
export G_SLICE=always-malloc
keep_going=()
[ "${FUZZ_KEEP_GOING:-0}" = 1 ] && keep_going=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)

status=0
mkdir -p fuzz/crashes
for h in "${harnesses[@]}"; do
  [ -f "fuzz/fuzz-$h.c" ] || { echo "tools/fuzz.sh: no harness fuzz/fuzz-$h.c" >&2; exit 2; }
  libs=("${engine[@]}")
  if [ "$h" = save-load ]; then
    libs=("${persist[@]}" "${engine[@]}" "${gio_libs[@]}" -lm)
    "$cc" "${flags[@]}" "${gio[@]}" fuzz/make-save-seeds.c "${persist[@]}" "${engine[@]}" \
      "${gio_libs[@]}" -lm -o "$build/make-save-seeds"
    mkdir -p "$build/seeds/save"
    "$build/make-save-seeds" "$build/seeds/save" >/dev/null
  fi
  "$cc" "${flags[@]}" "${gio[@]}" -fsanitize=fuzzer "fuzz/fuzz-$h.c" "${libs[@]}" -o "$build/$h"
  mkdir -p "$build/corpus/$h"
  echo "== $h: ${seconds}s"
  # shellcheck disable=SC2046
  if ! nice "$build/$h" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
         -print_final_stats=1 -dict="$(dict_for "$h")" "${keep_going[@]}" \
         -artifact_prefix="fuzz/crashes/$h-" \
         "$build/corpus/$h" $(seeds_for "$h") > "$build/$h.log" 2>&1; then
    status=1
    echo "!! $h found a problem: see $build/$h.log and fuzz/crashes/" >&2
    grep -E 'ERROR|SUMMARY|Test unit written|runtime error' "$build/$h.log" | head -20 >&2 || true
  fi
  grep -E '^stat::number_of_executed_units|^Done [0-9]+ runs|INFO: fuzzed for' "$build/$h.log" || true
  grep -E 'cov: [0-9]+' "$build/$h.log" | tail -1 || true
done
exit "$status"
