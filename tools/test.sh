#!/usr/bin/env bash
# Builds with warnings as errors and runs the whole test suite: the command
# of README's quick start and of CI (.ci/run).  Without a display (CI), the
# tests run inside a virtual X server so the UI tests can open windows.
set -euo pipefail
cd "$(dirname "$0")/.."

tools/build.sh -Dwerror=true
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && command -v xvfb-run >/dev/null; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" \
    meson test -C "${SIXGUN_BUILD_DIR:-build}" --print-errorlogs
fi
meson test -C "${SIXGUN_BUILD_DIR:-build}" --print-errorlogs
