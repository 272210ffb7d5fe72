#!/usr/bin/env bash
# Builds everything with AddressSanitizer + UndefinedBehaviorSanitizer in its
# own directory and runs the whole test suite there.  Any finding stops the
# test that made it (halt on error, -fno-sanitize-recover) and fails the run.
#
#   tools/sanitize.sh [MESON TEST ARGS...]   e.g. tools/sanitize.sh --suite engine
#
# The build directory is build-sanitize unless SANITIZE_BUILD_DIR names
# another.  Leaks inside GTK, fontconfig and GLib's one-time caches are
# suppressed by tools/lsan.supp (and only those: our own leaks fail).
# Without a display (CI) the tests run inside xvfb-run, as in tools/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${SANITIZE_BUILD_DIR:-build-sanitize}
root=$(pwd)

# shellcheck disable=SC2054 # commas inside -Db_sanitize=, not between elements
options=(-Db_sanitize=address,undefined -Db_lundef=false
         -Dc_args=-fno-sanitize-recover=all)
# (Warnings are tools/test.sh's job, with -Dwerror=true: here only findings count.)
if [ -f "$build/meson-private/coredata.dat" ]; then
  meson setup --reconfigure "${options[@]}" "$build" >/dev/null
else
  meson setup "${options[@]}" "$build" >/dev/null
fi
nice ninja -C "$build"

export ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:print_summary=1
export LSAN_OPTIONS=suppressions=$root/tools/lsan.supp:print_suppressions=0
# GLib's slice allocator hides frees from the sanitizer (GLib < 2.76).
export G_SLICE=always-malloc
# No GL at all under the sanitizers: Mesa's software driver (swrast_dri.so)
# leaves 128 bytes unfreed at its first context, and as it is unloaded
# before exit, LeakSanitizer can seldom even name the library to suppress
# it (every UI test failed so on 2026-11-25's machine).  GTK draws with
# cairo instead; our drawing code is the same either way (GtkSnapshot).
export GDK_DEBUG=gl-disable
# Sanitized code runs a few times slower: give every test more time.
run=(nice meson test -C "$build" --print-errorlogs --timeout-multiplier 4)
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && command -v xvfb-run >/dev/null; then
  run=(xvfb-run -a -s "-screen 0 1920x1080x24" "${run[@]}")
fi
if [ "$#" -gt 0 ]; then
  exec "${run[@]}" "$@"
fi
# The UI suites one at a time.  Side by side on one display, the window
# and setup-editor suites lost a few small blocks (GErrors' size, stacks
# cut at g_malloc) in CI and on 2 cores, never when each ran alone, even
# on a loaded machine: most likely the windows of two test programs take
# the keyboard focus from each other (libadwaita pauses a toast's timeout
# in a window without it), a state a lone test never reaches.  Everything
# else runs in parallel.
"${run[@]}" --no-suite ui
"${run[@]}" --suite ui --num-processes 1
