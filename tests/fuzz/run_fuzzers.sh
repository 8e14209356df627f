#!/usr/bin/env bash
# Runs every libFuzzer target of a fuzz build (the `fuzz` CMake preset) for SECONDS each, as many
# at a time as there are cores, starting from the committed seed corpus and regressions. The
# corpus grows in BUILD_DIR/fuzz-work, never in the source tree. Exits non-zero if any target
# crashed or broke an invariant, naming the input to keep under tests/fuzz/regressions/.
#
# usage: tests/fuzz/run_fuzzers.sh BUILD_DIR [SECONDS]
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
. "$here/run_in_parallel.sh"
build=$(cd "$1" && pwd)
seconds=${2:-25}
work=$build/fuzz-work

fuzz_one() {
  local target=$1
  local dir=$work/$target
  mkdir -p "$dir/corpus" "$dir/artifacts"
  local inputs=("$dir/corpus" "$here/corpus/$target")
  [ -d "$here/regressions/$target" ] && inputs+=("$here/regressions/$target")
  if "$build/tests/fuzz/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
       -artifact_prefix="$dir/artifacts/" "${inputs[@]}" >"$dir/log" 2>&1; then
    echo "$target: $(grep -o 'Done [0-9]* runs in [0-9]* second(s)' "$dir/log" | tail -1)," \
         "corpus $(ls "$dir/corpus" | wc -l) inputs"
  else
    echo "$target: FAILED; the end of its log ($dir/log):" >&2
    tail -n 40 "$dir/log" >&2
    echo "$target: keep the input that failed under tests/fuzz/regressions/$target/:" >&2
    ls "$dir/artifacts" >&2
    return 1
  fi
}

targets=()
for source in "$here"/fuzz_*.cpp; do targets+=("$(basename "$source" .cpp)"); done

run_in_parallel "$(nproc)" fuzz_one "${targets[@]}"
