#!/usr/bin/env bash
# Regenerates README's screenshots with `board-arcade screenshot` (headless: SDL's dummy video
# driver and the software renderer, so the pictures are the same on every machine).
# Usage: docs/screenshots/make.sh [path/to/board-arcade]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-build/board-arcade}
out=docs/screenshots
size=960x540
shot() { "$bin" screenshot --size "$size" "$@"; }
shot --out "$out/menu.png" --scene menu
shot --out "$out/setup.png" --scene setup --game gomoku
shot --out "$out/tictactoe.png" --scene game --game tictactoe --moves "b2 a1 c3"
shot --out "$out/gomoku.png" --scene game --game gomoku --moves "f6 g7 e5 g5 g6 d4 h6"
shot --out "$out/reversi.png" --scene game --game reversi --moves "f5 d6 c3 d3 c4 f4 f6 f3"
shot --out "$out/nim.png" --scene game --game nim --moves "3:2 2:1"
shot --out "$out/results.png" --scene results --game reversi
shot --out "$out/high-contrast.png" --scene game --game reversi --moves "f5 d6 c3 d3 c4" --high-contrast
# The menu at the next start after a game was left unfinished: the continue button.
kept=$(mktemp -d)
printf 'board-arcade-game 1\ngame reversi\nfirst person\nsecond mcts\nmoves f5 d6 c3\ncursor 3\nend\n' \
  >"$kept/current-game.txt"
shot --out "$out/continue.png" --scene menu --data-dir "$kept"
rm -rf "$kept"
