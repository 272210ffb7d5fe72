#!/usr/bin/env bash
# The invariant soak: GAMES games of `sixgun-cli soak` (random, heuristic,
# easy and medium bots; all 24 characters; reserve sizes 1..12; the
# rulebook's decks, random deck lists round-tripped through the deck list
# file format, and the lists of tests/engine/decks/), then a small batch
# with the Hard bot (one game per 2,000, at least one).  Legality, the
# invariants and (every 64th game) an exact replay are checked after every
# action; any violation fails (exit 1) and names the game to replay.
#
#   tools/soak.sh [GAMES]     default 10000
#
# SOAK_SEED picks another run (default 1).  The build directory is build
# unless SIXGUN_BUILD_DIR names another; it is configured when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-10000}
seed=${SOAK_SEED:-1}
build=${SIXGUN_BUILD_DIR:-build}

if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" >/dev/null
fi
nice ninja -C "$build" src/cli/sixgun-cli >/dev/null
cli=$build/src/cli/sixgun-cli

decks=()
for f in tests/engine/decks/rulebook.deck tests/engine/decks/tiny.deck tests/engine/decks/shootout.deck; do
  decks+=(--deck "$f")
done

status=0
echo "== soak: $games games, seed $seed"
nice "$cli" soak --games "$games" --seed "$seed" "${decks[@]}" || status=1
hard=$(( games / 2000 > 0 ? games / 2000 : 1 ))
echo "== soak with the Hard bot: $hard games"
nice "$cli" soak --games "$hard" --seed "$seed" --bots hard,random,medium \
  --hard-iterations 40 "${decks[@]}" || status=1
exit "$status"
