#!/usr/bin/env bash
# Builds the libFuzzer harnesses of fuzz/ with clang (ASan + UBSan, halt on
# the first error) in their own directory and runs each for SECONDS
# (default 60), one after the other.  Exits 1 when a harness found a crash,
# a leak, a timeout or undefined behaviour: the input is saved as
# fuzz/crashes/HARNESS-crash-<sha1> (or leak-, timeout-, oom-), replay it
# with `build-fuzz/HARNESS fuzz/crashes/FILE`.
#
#   tools/fuzz.sh [SECONDS]         all harnesses
#   tools/fuzz.sh SECONDS NAME...   only those (deck-file, scenario-run,
#                                   scenario-load)
#
# Needs clang and its libFuzzer runtime (Debian 12: clang libclang-rt-14-dev).
# The corpus grows in build-fuzz/corpus/HARNESS across runs; the seeds are
# the test inputs (tests/scenarios/*.scn, tests/engine/decks/*.deck,
# fuzz/seeds/).  FUZZ_BUILD_DIR and CC override the defaults.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(deck-file scenario-run scenario-load)
build=${FUZZ_BUILD_DIR:-build-fuzz}
cc=${CC:-clang}

flags=(-std=c17 -g -O1 -fno-omit-frame-pointer -Isrc/engine
       -fsanitize=address,undefined -fno-sanitize-recover=all)

# The engine: every src/engine/*.c, compiled once for all harnesses.
mkdir -p "$build/obj"
objs=()
for src in src/engine/*.c; do
  obj="$build/obj/$(basename "${src%.c}").o"
  if [ ! -f "$obj" ] || [ "$src" -nt "$obj" ] || [ -n "$(find src/engine -name '*.h' -newer "$obj")" ]; then
    "$cc" "${flags[@]}" -fsanitize=fuzzer-no-link -c "$src" -o "$obj"
  fi
  objs+=("$obj")
done

seeds_for () {
  case "$1" in
    deck-file) echo "tests/engine/decks fuzz/seeds/deck" ;;
    scenario-*) echo "tests/scenarios" ;;
  esac
}
dict_for () {
  case "$1" in
    deck-file) echo fuzz/deck.dict ;;
    scenario-*) echo fuzz/scenario.dict ;;
  esac
}

status=0
mkdir -p fuzz/crashes
for h in "${harnesses[@]}"; do
  [ -f "fuzz/fuzz-$h.c" ] || { echo "tools/fuzz.sh: no harness fuzz/fuzz-$h.c" >&2; exit 2; }
  "$cc" "${flags[@]}" -fsanitize=fuzzer "fuzz/fuzz-$h.c" "${objs[@]}" -o "$build/$h"
  mkdir -p "$build/corpus/$h"
  echo "== $h: ${seconds}s"
  # shellcheck disable=SC2046
  if ! UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
       nice "$build/$h" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
         -print_final_stats=1 -dict="$(dict_for "$h")" \
         -artifact_prefix="fuzz/crashes/$h-" \
         "$build/corpus/$h" $(seeds_for "$h") > "$build/$h.log" 2>&1; then
    status=1
    echo "!! $h found a problem: see $build/$h.log and fuzz/crashes/" >&2
    grep -E 'ERROR|SUMMARY|Test unit written' "$build/$h.log" >&2 || true
  fi
  grep -E '^stat::number_of_executed_units|^Done [0-9]+ runs' "$build/$h.log" || true
  grep -E 'cov: [0-9]+' "$build/$h.log" | tail -1 || true
done
exit "$status"
