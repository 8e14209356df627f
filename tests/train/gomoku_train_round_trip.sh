#!/bin/sh
# Runs every command of gomoku-train on a tiny job, each on what the one before wrote: self-play
# records and move choices, both fits, games played with the fitted weights, a committed match
# file imported; then a missing input and a damaged weights file, which must be named and write
# nothing. Usage: gomoku_train_round_trip.sh GOMOKU_TRAIN SOURCE_DIR
set -eu
train=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")  # absolute: the work is done elsewhere
source_dir=$(cd "$2" && pwd)
. "$(dirname "$0")/../in_scratch_folder.sh"

"$train" generate --out records.txt --choices choices.txt --games 4 --nodes 300 --seed 1 \
  >generate.out 2>&1 || fail "generate failed"
[ -s records.txt ] && [ -s choices.txt ] || fail "generate wrote no records or no choices"

"$train" fit records.txt --out values.txt --iterations 5 --fine --stages 20 \
  --start "$source_dir/src/games/gomoku/data/eval-freestyle.txt" >fit.out 2>&1 || fail "fit failed"
grep -q '^# Gomoku evaluation weights made by: gomoku-train fit' values.txt ||
  fail "fit wrote no weights file"
"$train" fit-order choices.txt --out order.txt --iterations 5 >fit-order.out 2>&1 ||
  fail "fit-order failed"

# The fitted files must load: games are played with each.
for weights in values.txt order.txt; do
  "$train" generate --out "played-$weights" --games 2 --nodes 300 --weights "$weights" \
    >"played-$weights.out" 2>&1 || fail "generate with $weights failed"
  grep -q '^done: 2 games' "played-$weights.out" || fail "generate with $weights played no games"
done

"$train" import "$source_dir/src/games/gomoku/train/match-games-round62.txt" --out imported.txt \
  --opening 4 >import.out 2>&1 || fail "import failed"
grep -q '^done: [1-9][0-9]* games, [1-9][0-9]* positions' import.out || fail "import read no games"

if "$train" fit missing.txt --out never.txt >missing.out 2>&1; then
  fail "fit of a missing file succeeded"
fi
grep -q 'missing.txt' missing.out || fail "the error does not name the missing file"
echo garbage >damaged.txt
if "$train" generate --out never.txt --games 1 --weights damaged.txt >damaged.out 2>&1; then
  fail "generate with a damaged weights file succeeded"
fi
grep -q "damaged.txt: unknown weights row 'garbage'" damaged.out || fail "the damage is not named"
[ ! -e never.txt ] || fail "a failed command wrote its output"
echo "gomoku-train: generate, fit, fit-order, import and bad input all behaved"
