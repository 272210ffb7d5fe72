#!/usr/bin/env bash
# Builds with warnings as errors and runs the whole test suite: the command
# of README's quick start and of CI (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

tools/build.sh -Dwerror=true
meson test -C "${SIXGUN_BUILD_DIR:-build}" --print-errorlogs
