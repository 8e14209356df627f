# Sourced by run_fuzzers.sh and tools/long_fuzz.sh: runs a shell function once for each item, a
# bounded number at a time, so two cores fuzz two targets and a free core never waits.

# run_in_parallel JOBS FUNCTION ITEM...: runs `FUNCTION ITEM` for every ITEM, at most JOBS at
# once; returns 1 if any run failed (after all have finished), else 0.
run_in_parallel() {
  local jobs=$1 function=$2 item failed=0 running=0
  shift 2
  for item in "$@"; do
    if [ "$running" -ge "$jobs" ]; then
      wait -n || failed=1
      running=$((running - 1))
    fi
    "$function" "$item" &
    running=$((running + 1))
  done
  while [ "$running" -gt 0 ]; do
    wait -n || failed=1
    running=$((running - 1))
  done
  return "$failed"
}
