#!/usr/bin/env bash
# The long monkey run: the reliability goal's million random inputs (CI runs only two short seeds),
# split into seeds of a fixed size run by parallel processes. Each finished seed is recorded in a
# state folder, so a rerun (after an interruption, or with -m to spread the run over sessions)
# continues where the last one stopped; a seed that failed is run again. Prints the totals and
# exits 1 naming every seed that broke an invariant, with the command that reproduces it.
#
# usage: tools/long_monkey.sh [-n INPUTS] [-c PER_SEED] [-j JOBS] [-m MINUTES] [-f FIRST_SEED]
#                             [-t THINK_MS] [-k] [-s STATE_DIR] [-b BINARY]
#   -n  inputs in all (default 1000000)            -c  inputs per seed (default 5000)
#   -j  processes at once (default: cores)         -m  start no new seed after this (default: none)
#   -f  the first seed (default 1000; CTest runs 1 and 2, and 3 as a kiosk)
#   -t  --think-ms of each run (default: the monkey's own)
#   -k  run every seed as a kiosk (monkey --kiosk)
#   -s  state folder (default ~/.cache/board-arcade/long-monkey)
#   -b  the program (default build/board-arcade)
# e.g. nice -n 10 tools/long_monkey.sh -j 2          # the goal; rerun the same to resume
#      tools/long_monkey.sh -n 100000 -m 30          # a 30-minute share of a smaller goal
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
inputs=1000000
per_seed=5000
jobs=$(nproc)
minutes=""
first_seed=1000
think_ms=""
kiosk=""
state=${XDG_CACHE_HOME:-$HOME/.cache}/board-arcade/long-monkey
binary=$repo/build/board-arcade
while getopts "n:c:j:m:f:t:ks:b:" option; do
  case $option in
    n) inputs=$OPTARG ;;
    c) per_seed=$OPTARG ;;
    j) jobs=$OPTARG ;;
    m) minutes=$OPTARG ;;
    f) first_seed=$OPTARG ;;
    t) think_ms=$OPTARG ;;
    k) kiosk=--kiosk ;;
    s) state=$OPTARG ;;
    b) binary=$OPTARG ;;
    *) sed -n '/^# usage/,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
  esac
done
[ -x "$binary" ] || { echo "no program at $binary: build first (see README)" >&2; exit 2; }

# A seed's inputs depend on how many there are per seed and on the think time, so a state folder
# holds one such plan only: resuming with another would count different runs as the same.
mkdir -p "$state/done" "$state/failed"
plan="per-seed $per_seed first-seed $first_seed think-ms ${think_ms:-default}${kiosk:+ kiosk}"
if [ -f "$state/plan" ] && [ "$(cat "$state/plan")" != "$plan" ]; then
  echo "$state was started with '$(cat "$state/plan")', not '$plan': use another -s" >&2
  exit 2
fi
echo "$plan" >"$state/plan"

seeds=$(((inputs + per_seed - 1) / per_seed))
deadline=""
[ -n "$minutes" ] && deadline=$((SECONDS + minutes * 60))

# Runs one seed; records "inputs frames wall user sys" in done/SEED, or the whole report in
# failed/SEED.log (a broken invariant exits 1; a crash dies of a signal: both are failures).
run_seed() {
  local seed=$1 out times status=0
  out=$(mktemp "$state/run.XXXXXX")
  times=$(mktemp "$state/time.XXXXXX")
  local args=(monkey --events "$per_seed" --seed "$seed")
  [ -n "$think_ms" ] && args+=(--think-ms "$think_ms")
  [ -n "$kiosk" ] && args+=("$kiosk")
  { TIMEFORMAT='%R %U %S'; time SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
      "$binary" "${args[@]}" >"$out" 2>&1 || status=$?; } 2>"$times"
  if [ "$status" -eq 0 ] && grep -q 'no invariant broken' "$out"; then
    local frames
    frames=$(sed -n 's/^monkey: [0-9]* inputs, \([0-9]*\) frames.*/\1/p' "$out")
    echo "$per_seed ${frames:-0} $(tail -n 1 "$times")" >"$state/done/$seed"
    rm -f "$state/failed/$seed.log"
  else
    { echo "exit status $status: $binary ${args[*]}"; cat "$out"; } >"$state/failed/$seed.log"
    echo "seed $seed FAILED (exit $status): $state/failed/$seed.log" >&2
  fi
  rm -f "$out" "$times"
}

started=0
running=0
stopped_early=false
for ((seed = first_seed; seed < first_seed + seeds; ++seed)); do
  [ -f "$state/done/$seed" ] && continue
  if [ -n "$deadline" ] && [ "$SECONDS" -ge "$deadline" ]; then
    stopped_early=true
    break
  fi
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  run_seed "$seed" &
  running=$((running + 1))
  started=$((started + 1))
done
wait

# The totals over every seed of the plan recorded so far, this run's and earlier ones'.
done_seeds=0
for ((seed = first_seed; seed < first_seed + seeds; ++seed)); do
  [ -f "$state/done/$seed" ] && done_seeds=$((done_seeds + 1))
done
failed=""
for log in "$state"/failed/*.log; do
  [ -e "$log" ] && failed+="$(basename "$log" .log) "
done
# With no seed done yet there is nothing to read, and awk prints zeros.
{ cat "$state"/done/* 2>/dev/null || true; } |
  awk -v done_seeds="$done_seeds" -v seeds="$seeds" -v goal="$inputs" -v started="$started" '
    { inputs += $1; frames += $2; wall += $3; cpu += $4 + $5 }
    END {
      printf "long monkey: %d of %d seeds done (%d run now): %d of %d inputs, %d frames\n",
             done_seeds, seeds, started, inputs, goal, frames
      printf "  %.2f hours of processes, %.2f CPU hours\n", wall / 3600, cpu / 3600
    }'
if [ -n "$failed" ]; then
  echo "  FAILED seeds: $failed(logs in $state/failed/; reproduce one with" \
       "board-arcade monkey --events $per_seed --seed SEED${think_ms:+ --think-ms $think_ms}${kiosk:+ $kiosk})"
  exit 1
fi
echo "  findings: none"
$stopped_early && echo "  stopped at the time limit: run the same command again to go on"
exit 0
