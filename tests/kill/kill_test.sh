#!/usr/bin/env bash
# Kill test: SIGKILLs a process at random moments while it saves the game's files, hundreds of
# times, and after every kill checks that every file in its folder still loads (and that none was
# ever found damaged and moved aside).
#
# usage: tests/kill/kill_test.sh BOARD_ARCADE [KILLS]
#
# By default the process killed is `BOARD_ARCADE dev-save-loop DIR --seed N`, which saves through
# the same Store the game uses. To kill another program instead (the game window, told to keep
# its files in DIR), set KILL_TEST_TARGET to its command line with {dir} and {seed} where the
# folder and a per-round seed go, such as 'env BOARD_ARCADE_DATA_DIR={dir} SDL_VIDEODRIVER=dummy
# build/board-arcade ...'. The check is always `BOARD_ARCADE dev-check DIR`.
set -euo pipefail

binary=$1
kills=${2:-300}
target=${KILL_TEST_TARGET:-"$binary dev-save-loop {dir} --seed {seed}"}
work=$(mktemp -d)
dir=$work/files
trap 'rm -rf "$work"' EXIT

mid_write=0
for ((round = 1; round <= kills; round++)); do
  command=${target//\{dir\}/$dir}
  command=${command//\{seed\}/$round}
  $command >/dev/null 2>"$work/stderr" &
  pid=$!
  # Up to 40 ms: past the start-up, into the saving, at a different moment every round.
  sleep "$(printf '0.%03d' $((RANDOM % 40 + 1)))"
  kill -KILL "$pid" 2>/dev/null || true
  status=0
  { wait "$pid"; } 2>/dev/null || status=$?  # quietly: the shell would report "Killed"
  if [ "$status" -ne 137 ]; then
    echo "kill test: round $round: the saving process ended by itself (status $status) before" \
         "it was killed:" >&2
    cat "$work/stderr" >&2
    exit 1
  fi
  if ! report=$("$binary" dev-check "$dir" 2>&1); then
    kept=$(mktemp -d "${TMPDIR:-/tmp}/kill-test-failure-XXXXXX")
    cp -a "$dir" "$kept/"
    echo "kill test: round $round: after a kill the files do not load (kept in $kept):" >&2
    echo "$report" >&2
    exit 1
  fi
  # The killed writer's temporary file is still there when the kill landed mid-write.
  if compgen -G "$dir/*.tmp-$pid-*" >/dev/null; then mid_write=$((mid_write + 1)); fi
done

# A last run that is not killed cleans up what the killed writers left behind.
"$binary" dev-save-loop "$dir" --seed 0 --saves 100 >/dev/null
report=$("$binary" dev-check "$dir")
if ! grep -q "^temporary files: 0$" <<<"$report"; then
  echo "kill test: temporary files of killed writers were not cleaned up:" >&2
  echo "$report" >&2
  exit 1
fi
echo "kill test: $kills kills, $mid_write of them in the middle of writing a file; every file loads"
echo "$report"
