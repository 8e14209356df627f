#!/bin/sh
# Runs every command of reversi-train on a tiny job, each on what the one before wrote: self-play
# positions, a fit, the fitted weights played against the hand-tuned ones and calibrated for
# Multi-ProbCut; then a missing input, which must be named and write nothing.
# Usage: reversi_train_round_trip.sh REVERSI_TRAIN
set -eu
train=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")  # absolute: the work is done elsewhere
. "$(dirname "$0")/../in_scratch_folder.sh"

"$train" generate --out positions.bin --games 4 --seed 1 --depth 2 --exact 8 --noise 100 \
  >generate.out 2>&1 || fail "generate failed"
[ -s positions.bin ] || fail "generate wrote no positions"

"$train" fit --data positions.bin --out weights.txt --iterations 5 >fit.out 2>&1 || fail "fit failed"
grep -q '^# Reversi pattern weights made by: reversi-train fit' weights.txt ||
  fail "fit wrote no weights file: $(head -c 200 weights.txt)"

# The fitted file must load: compare and probcut read it back.
"$train" compare weights.txt hand --pairs 1 --nodes 2000 >compare.out 2>&1 || fail "compare failed"
games=$(sed -n 's/^weights.txt against hand: wins \([0-9]*\), losses \([0-9]*\), draws \([0-9]*\),.*/\1 + \2 + \3/p' compare.out)
[ -n "$games" ] && [ $(($games)) -eq 2 ] || fail "compare did not play one pair of games"
"$train" probcut --data positions.bin --weights weights.txt --positions 5 --deepest 4 \
  >probcut.out 2>&1 || fail "probcut failed"
grep -q '^spread = ' probcut.out || fail "probcut printed no spread formula"

if "$train" fit --data missing.bin --out never.txt >missing.out 2>&1; then
  fail "fit of a missing file succeeded"
fi
grep -q 'missing.bin' missing.out || fail "the error does not name the missing file"
[ ! -e never.txt ] || fail "a failed fit wrote its output"
echo "reversi-train: generate, fit, compare, probcut and a missing input all behaved"
