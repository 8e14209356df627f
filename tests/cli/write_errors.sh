#!/bin/sh
# Write errors are never silent: output to a full disk (/dev/full) exits non-zero with a line on
# stderr, and a screenshot that cannot be written whole leaves the old picture as it was. A full
# disk is made with RLIMIT_FSIZE (`ulimit -f`, SIGXFSZ ignored so writes fail with EFBIG).
# Usage: write_errors.sh BOARD_ARCADE
set -eu
binary="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

fail() {
  echo "write errors: $*" >&2
  for file in "$work"/out "$work"/err; do [ -f "$file" ] && sed 's/^/  /' "$file" >&2; done
  exit 1
}

# The command line's output on a full disk.
"$binary" games >/dev/null || fail "games failed"
if "$binary" games >/dev/full 2>"$work/err"; then fail "games > /dev/full exited 0"; fi
grep -q "^board-arcade: .*No space left on device" "$work/err" || fail "games > /dev/full said nothing"
if "$binary" perft tictactoe 2 --help >/dev/full 2>"$work/err"; then fail "--help > /dev/full exited 0"; fi

# A screenshot onto a full disk.
if "$binary" screenshot --out /dev/full --size 320x240 >"$work/out" 2>"$work/err"; then
  fail "screenshot --out /dev/full exited 0"
fi
[ -c /dev/full ] || fail "/dev/full is no longer a device"
grep -q "wrote" "$work/out" && fail "screenshot --out /dev/full said it wrote the picture"
grep -q "^board-arcade: " "$work/err" || fail "screenshot --out /dev/full said nothing"

# A screenshot over an older one, when the disk fills up halfway through: the old one stays whole.
"$binary" screenshot --out "$work/old.png" --size 320x240 >/dev/null || fail "screenshot failed"
cp "$work/old.png" "$work/copy.png"
if (trap '' XFSZ; ulimit -f 8; exec "$binary" screenshot --out "$work/old.png" --scene game \
      --size 1280x720) >"$work/out" 2>"$work/err"; then
  fail "a screenshot bigger than the space left exited 0"
fi
cmp -s "$work/old.png" "$work/copy.png" || fail "the old screenshot was damaged"
left=$(ls "$work" | grep -v -x -e old.png -e copy.png -e out -e err || true)
[ -z "$left" ] || fail "files left behind: $left"
echo "write errors: every one reported, the old screenshot whole"
