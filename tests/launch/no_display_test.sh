#!/usr/bin/env bash
# Started where no display answers (no DISPLAY at all, or one nobody serves), the window and the
# kiosk end at once with status 1 and a line saying so, and keep nothing: SDL would otherwise
# draw them offscreen, unseen for ever, and a kiosk's restart loop would never try again.
# Usage: no_display_test.sh BOARD_ARCADE
set -u
binary=$1
if [ -e /dev/dri ]; then
  # SDL's KMSDRM driver could draw on this machine's screen without a display server.
  echo "SKIPPED: this machine has /dev/dri, where SDL can draw without a display server"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
  echo "FAILED: $*"
  exit 1
}

# A display number nobody serves: no socket, no lock file.
unserved=900
while [ -e "/tmp/.X11-unix/X$unserved" ] || [ -e "/tmp/.X$unserved-lock" ]; do
  unserved=$((unserved + 1))
done

# expect_refused WHAT DISPLAY-SETTING ARGUMENTS...: the program must end with status 1 (a guard
# of 120 s stands for "never": unseen, it would run until killed) and say why on stderr.
expect_refused() {
  local what=$1 display=$2
  shift 2
  mkdir -p "$work/data"
  (
    unset WAYLAND_DISPLAY SDL_VIDEODRIVER
    if [ -n "$display" ]; then export DISPLAY="$display"; else unset DISPLAY; fi
    BOARD_ARCADE_DATA_DIR="$work/data" SDL_AUDIODRIVER=dummy timeout 120 "$binary" "$@"
  ) >"$work/out" 2>"$work/err"
  local status=$?
  [ $status -eq 124 ] && fail "$what: still running unseen after 120 s"
  [ $status -eq 1 ] || fail "$what: exit status $status, not 1: $(cat "$work/err")"
  grep -q "board-arcade: no display to open the window on" "$work/err" ||
    fail "$what: stderr does not say there is no display: $(cat "$work/err")"
  [ -z "$(ls -A "$work/data")" ] || fail "$what: wrote to its data folder: $(ls -A "$work/data")"
}

expect_refused "the window with no DISPLAY" ""
expect_refused "the kiosk with no DISPLAY" "" --kiosk
expect_refused "the kiosk on display :$unserved, which nobody serves" ":$unserved" --kiosk
grep -q "DISPLAY=:$unserved did not answer" "$work/err" ||
  fail "the message does not name the display tried: $(cat "$work/err")"
echo "with no display the window and the kiosk end with status 1, saying why, and keep nothing"
