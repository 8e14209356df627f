#!/usr/bin/env bash
# The long fuzz run: the reliability goal's ten million executions per libFuzzer target (CI fuzzes
# each for seconds). Each target's corpus grows in a work folder outside the repository, and the
# executions it has had are added up there, so a rerun continues towards the goal where the last
# one stopped (-m caps one session, to fit a budget). An input that crashes a target or breaks its
# invariants is copied into tests/fuzz/regressions/TARGET/, which the normal suite replays; the
# script then exits 1 naming it. Build the targets first: cmake --preset fuzz && cmake --build
# --preset fuzz.
#
# usage: tools/long_fuzz.sh [-r RUNS] [-m SECONDS] [-j JOBS] [-w WORK_DIR] [-b BUILD_DIR] [TARGET...]
#   -r  executions per target in all (default 10000000)
#   -m  the most seconds per target in this session (default: no limit)
#   -j  targets at once (default: cores)
#   -w  work folder (default ~/.cache/board-arcade/long-fuzz)
#   -b  the fuzz build (default build-fuzz)
#   TARGET...  some targets only (default: every tests/fuzz/fuzz_*.cpp)
# e.g. nice -n 10 tools/long_fuzz.sh                 # the goal; rerun the same to resume
#      tools/long_fuzz.sh -m 150 -j 1                 # two and a half minutes a target, one at a time
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
. "$repo/tests/fuzz/run_in_parallel.sh"
goal=10000000
max_seconds=""
jobs=$(nproc)
work=${XDG_CACHE_HOME:-$HOME/.cache}/board-arcade/long-fuzz
build=$repo/build-fuzz
while getopts "r:m:j:w:b:" option; do
  case $option in
    r) goal=$OPTARG ;;
    m) max_seconds=$OPTARG ;;
    j) jobs=$OPTARG ;;
    w) work=$OPTARG ;;
    b) build=$OPTARG ;;
    *) sed -n '/^# usage/,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for source in "$repo"/tests/fuzz/fuzz_*.cpp; do targets+=("$(basename "$source" .cpp)"); done
fi
for target in "${targets[@]}"; do
  [ -x "$build/tests/fuzz/$target" ] || { echo "no $build/tests/fuzz/$target: build the fuzz preset" >&2; exit 2; }
done

# Sanitizer runtimes of clang 14 die on kernels that randomise mmap more than they expect; as in
# build.sh, such a machine runs the targets without address randomisation.
launcher=()
probe=$build/tests/fuzz/${targets[0]}
if ! "$probe" -runs=0 </dev/null >/dev/null 2>&1; then
  launcher=(setarch "$(uname -m)" -R)
  "${launcher[@]}" "$probe" -runs=0 </dev/null >/dev/null 2>&1 ||
    { echo "$probe cannot run here:" >&2; "$probe" -runs=0 2>&1 | head -n 3 >&2; exit 2; }
fi

# The executions recorded for TARGET so far.
executions_of() {
  local file=$work/$1/executions
  if [ -f "$file" ]; then cat "$file"; else echo 0; fi
}

# One session of TARGET: as many executions as the goal still needs (at most -m seconds). Adds
# the executions and CPU seconds it had to the target's tallies; a finding goes to regressions.
fuzz_one() {
  local target=$1 dir=$work/$1 done remaining status=0
  mkdir -p "$dir/corpus" "$dir/artifacts"
  done=$(executions_of "$target")
  remaining=$((goal - done))
  if [ "$remaining" -le 0 ]; then
    echo "$target: $done executions already, the goal is met"
    return 0
  fi
  local inputs=("$dir/corpus" "$repo/tests/fuzz/corpus/$target")
  [ -d "$repo/tests/fuzz/regressions/$target" ] && inputs+=("$repo/tests/fuzz/regressions/$target")
  local options=(-runs="$remaining" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
                 -artifact_prefix="$dir/artifacts/")
  [ -n "$max_seconds" ] && options+=(-max_total_time="$max_seconds")
  local before_artifacts
  before_artifacts=$(ls "$dir/artifacts")
  { TIMEFORMAT='%U %S'; time "${launcher[@]}" "$build/tests/fuzz/$target" "${options[@]}" \
      "${inputs[@]}" >"$dir/log" 2>&1 || status=$?; } 2>"$dir/time"
  # The final stats when libFuzzer ended by itself, else its last progress line.
  local ran
  ran=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\)/\1/p' "$dir/log" | tail -n 1)
  [ -n "$ran" ] || ran=$(grep -o '^#[0-9]*' "$dir/log" | tail -n 1 | tr -d '#')
  ran=${ran:-0}
  echo $((done + ran)) >"$dir/executions"
  awk '{ print $1 + $2 }' "$dir/time" >>"$dir/cpu_seconds"
  local cpu corpus
  cpu=$(awk '{ s += $1 } END { printf "%.0f", s }' "$dir/cpu_seconds")
  corpus=$(ls "$dir/corpus" | wc -l)
  if [ "$status" -eq 0 ]; then
    echo "$target: $ran executions now, $((done + ran)) of $goal in all, $cpu CPU seconds," \
         "corpus $corpus inputs, nothing found"
    return 0
  fi
  echo "$target: FOUND something (exit $status) after $ran executions; the end of $dir/log:" >&2
  tail -n 30 "$dir/log" >&2
  local artifact copied=0
  mkdir -p "$repo/tests/fuzz/regressions/$target"
  for artifact in $(ls "$dir/artifacts"); do
    grep -qxF "$artifact" <<<"$before_artifacts" && continue
    cp "$dir/artifacts/$artifact" "$repo/tests/fuzz/regressions/$target/$artifact"
    echo "$target: copied $artifact to tests/fuzz/regressions/$target/: rename it for what it" \
         "found, fix the bug, commit both (rerun cmake if the folder is new, so the suite replays it)" >&2
    copied=1
  done
  [ "$copied" -eq 1 ] || echo "$target: no input was written (see the log)" >&2
  return 1
}

failed=0
run_in_parallel "$jobs" fuzz_one "${targets[@]}" || failed=1

echo "long fuzz, executions per target so far (goal $goal each):"
for target in "${targets[@]}"; do
  cpu=0
  [ -f "$work/$target/cpu_seconds" ] &&
    cpu=$(awk '{ s += $1 } END { printf "%.0f", s }' "$work/$target/cpu_seconds")
  printf '  %-18s %10d  (%s CPU seconds)\n' "$target" "$(executions_of "$target")" "$cpu"
done
if [ "$failed" -ne 0 ]; then
  echo "  FINDINGS: see above; each input is in tests/fuzz/regressions/TARGET/"
  exit 1
fi
echo "  findings: none"
