#!/usr/bin/env bash
# Configures the build directory (or reconfigures it when it exists) and
# builds everything.  Extra arguments go to meson, e.g. -Dwerror=true.
# The build directory is ./build unless SIXGUN_BUILD_DIR names another.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${SIXGUN_BUILD_DIR:-build}

if [ -f "$build/meson-private/coredata.dat" ]; then
  meson setup --reconfigure "$@" "$build"
else
  meson setup "$@" "$build"
fi
ninja -C "$build"
