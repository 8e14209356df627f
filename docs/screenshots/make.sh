#!/usr/bin/env bash
# Regenerates README's screenshots with `board-arcade screenshot` (headless: SDL's dummy video
# driver and the software renderer, so the pictures are the same on every machine). Every game of
# the catalog gets its setup, a game under way (its own showcase moves) and its results; nothing
# here names a game. The pictures named zh-*.png are the same scenes in Simplified Chinese.
# Usage: docs/screenshots/make.sh [path/to/board-arcade]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-build/board-arcade}
out=docs/screenshots
size=960x540
shot() { "$bin" screenshot --size "$size" "$@" >/dev/null; }
shot --out "$out/menu.png" --scene menu
for game in $("$bin" games | cut -d' ' -f1); do
  shot --out "$out/$game-setup.png" --scene setup --game "$game"
  shot --out "$out/$game.png" --scene game --game "$game" --showcase
  shot --out "$out/$game-results.png" --scene results --game "$game"
done
first=$("$bin" games | head -n 1 | cut -d' ' -f1)
shot --out "$out/high-contrast.png" --scene game --game "$first" --showcase --high-contrast
shot --out "$out/demo.png" --scene demo --game "$first" --showcase
# The menu at the next start after a game was left unfinished: the continue button.
kept=$(mktemp -d)
printf 'board-arcade-game 1\ngame %s\nsecond %s\nend\n' "$first" \
  "$("$bin" players "$first" | head -n 1 | cut -d' ' -f1)" >"$kept/current-game.txt"
shot --out "$out/continue.png" --scene menu --data-dir "$kept"
shot --language zh --out "$out/zh-continue.png" --scene menu --data-dir "$kept"
rm -rf "$kept"
# In Chinese: the menu, every game's setup and game under way, and a results card.
shot --language zh --out "$out/zh-menu.png" --scene menu
for game in $("$bin" games | cut -d' ' -f1); do
  shot --language zh --out "$out/zh-$game-setup.png" --scene setup --game "$game"
  shot --language zh --out "$out/zh-$game.png" --scene game --game "$game" --showcase
done
shot --language zh --out "$out/zh-results.png" --scene results --game "$first"
shot --language zh --out "$out/zh-demo.png" --scene demo --game "$first" --showcase
echo "wrote $(ls "$out"/*.png | wc -l) pictures to $out"
