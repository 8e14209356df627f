#!/usr/bin/env bash
# Regenerates README's screenshots with `board-arcade screenshot` (headless: SDL's dummy video
# driver and the software renderer, so the pictures are the same on every machine). Every game of
# the catalog gets its setup, a game under way (its own showcase moves), its results and each page
# of its how-to-play story; nothing here names a game. The pictures named zh-*.png are the same
# scenes in Simplified Chinese.
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
  # A replay of a game played to its end, at its 20th move (or its last, if sooner).
  shot --out "$out/$game-replay.png" --scene replay --game "$game" --at 20
  # Each page of its how-to-play story at its ending, until the story has no more pages.
  for page in 1 2 3 4 5 6 7 8 9; do
    "$bin" screenshot --size "$size" --out "$out/help-$game-$page.png" --scene help \
      --game "$game" --help-page "$page" >/dev/null 2>&1 || break
  done
done
first=$("$bin" games | head -n 1 | cut -d' ' -f1)
shot --out "$out/high-contrast.png" --scene game --game "$first" --showcase --high-contrast
shot --out "$out/demo.png" --scene demo --game "$first" --showcase
shot --out "$out/statistics.png" --scene statistics
# The menu at the next start after a game was left unfinished: the continue button.
kept=$(mktemp -d)
printf 'board-arcade-game 1\ngame %s\nsecond %s\nend\n' "$first" \
  "$("$bin" players "$first" | head -n 1 | cut -d' ' -f1)" >"$kept/current-game.txt"
shot --out "$out/continue.png" --scene menu --data-dir "$kept"
shot --language zh --out "$out/zh-continue.png" --scene menu --data-dir "$kept"
rm -rf "$kept"
# The saved games screen: each game's showcase game kept as the game would keep it, saved a
# minute apart, and one file cut short (shown as damaged).
kept=$(mktemp -d)
mkdir -p "$kept/saves"
minute=10
for game in $("$bin" games | cut -d' ' -f1); do
  shot --out "$kept/scratch.png" --scene game --game "$game" --showcase --data-dir "$kept"
  mv "$kept/current-game.txt" "$kept/saves/$game.txt"
  touch -d "2026-11-20 10:$minute" "$kept/saves/$game.txt"
  minute=$((minute + 7))
done
printf 'board-arcade-game 1\ngame %s\n' "$first" >"$kept/saves/cut-short.txt"
touch -d "2026-11-20 10:20" "$kept/saves/cut-short.txt"
shot --out "$out/saves.png" --scene saves --data-dir "$kept" 2>/dev/null
shot --language zh --out "$out/zh-saves.png" --scene saves --data-dir "$kept" 2>/dev/null
rm -rf "$kept"
# In Chinese: the menu, every game's setup and game under way, and a results card.
shot --language zh --out "$out/zh-menu.png" --scene menu
for game in $("$bin" games | cut -d' ' -f1); do
  shot --language zh --out "$out/zh-$game-setup.png" --scene setup --game "$game"
  shot --language zh --out "$out/zh-$game.png" --scene game --game "$game" --showcase
done
shot --language zh --out "$out/zh-results.png" --scene results --game "$first"
shot --language zh --out "$out/zh-demo.png" --scene demo --game "$first" --showcase
# In Chinese too: a help page with its words, a replay and the scores.
for game in $("$bin" games | cut -d' ' -f1); do
  shot --language zh --out "$out/zh-help-$game.png" --scene help --game "$game" --help-page 1
done
shot --language zh --out "$out/zh-replay.png" --scene replay --game "$first"
shot --language zh --out "$out/zh-statistics.png" --scene statistics
echo "wrote $(ls "$out"/*.png | wc -l) pictures to $out"
