#!/usr/bin/env bash
# What the window tests share, sourced by them: a private Xvfb, openbox started and stopped, waits
# that poll rather than sleep, and a look at the screen's pixels and Board Arcade's window.
# A test sources it and calls open_x_session first; its scratch folder is `work`, and whatever it
# started is stopped on exit.

# open_x_session WIDTHxHEIGHT: skips the test, saying why, unless the tools are installed; makes
# the scratch folder and a private X server of that size.
open_x_session() {
  require_tools Xvfb openbox xdotool wmctrl import
  work=$(mktemp -d)
  trap cleanup EXIT
  start_xvfb "$1"
}

# Skips the test, saying why, unless every tool named is installed.
require_tools() {
  local tool
  for tool in "$@"; do
    if ! command -v "$tool" >/dev/null; then
      echo "SKIPPED: $tool is not installed (README's test command installs it)"
      exit 0
    fi
  done
}

cleanup() {
  # A kiosk that fails the test is made to go all the same, not left behind on a shared machine.
  [ -n "${app:-}" ] && kill "$app" 2>/dev/null && sleep 2 && kill -KILL "$app" 2>/dev/null
  [ -n "${wm:-}" ] && kill "$wm" 2>/dev/null
  [ -n "${xserver:-}" ] && kill "$xserver" 2>/dev/null
  rm -rf "$work"
}

fail() {
  echo "FAILED: $*"
  exit 1
}

# wait_until SECONDS COMMAND...: polls until COMMAND succeeds; false when time runs out. Every
# wait here is for something to happen, with a generous guard: a busy machine only makes it slower.
wait_until() {
  local deadline=$((SECONDS + $1))
  shift
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -ge $deadline ] && return 1
    sleep 0.2
  done
}

# start_xvfb WIDTHxHEIGHT: a private X server, exported as DISPLAY. Xvfb picks a free display
# itself and writes its number (-displayfd): a number chosen here could be taken by another X
# server on a shared machine, and the test would then drive that one. -noreset: by default an X
# server resets when its last client leaves, and a program that connects while it resets is
# turned away; the tests' short-lived clients (xdotool, wmctrl) leave just before the app
# starts, so on a busy machine the app sometimes found no display (then ran unseen, before it
# refused to).
start_xvfb() {
  Xvfb -displayfd 3 -screen 0 "$1x24" -nolisten tcp -noreset 3>"$work/display" >"$work/xvfb.log" 2>&1 &
  xserver=$!
  has_display() { kill -0 "$xserver" && [ -n "$(tr -d '[:space:]' <"$work/display")" ]; }
  wait_until 30 has_display || fail "Xvfb did not start: $(cat "$work/xvfb.log")"
  export DISPLAY=":$(tr -d '[:space:]' <"$work/display")"
  wait_until 30 xdotool getmouselocation || fail "Xvfb does not answer on $DISPLAY"
}

# Starts openbox and returns once it has announced itself (wmctrl -m answers): a window opened
# sooner would not be managed. Openbox has been seen to give up at once on a display that xdotool
# had just reached ("Failed to open the display"), so it is started again while it is not
# running, within the same guard.
start_openbox() {
  start_openbox_once() {
    if [ -z "${wm:-}" ] || ! kill -0 "$wm" 2>/dev/null; then
      openbox >>"$work/openbox.log" 2>&1 &
      wm=$!
    fi
    wmctrl -m
  }
  wait_until 30 start_openbox_once || fail "openbox did not start: $(cat "$work/openbox.log")"
}

stop_openbox() {
  kill "$wm"
  wait "$wm" 2>/dev/null
  wm=
  wait_until 10 sh -c '! wmctrl -m' || fail "openbox did not stop"
}

# What the app was doing, for a failure's message: running or not, each thread's state and the
# kernel call it waits in, and the windows the X server has. A kiosk that once opened no window
# within 30 s left only SDL's warnings in its log, which could not tell a hang from a quiet exit.
describe_app() {
  if [ -z "${app:-}" ] || ! kill -0 "$app" 2>/dev/null; then
    echo "the app is not running"
  else
    echo "the app is running; its threads (state, waiting in):"
    local task
    for task in /proc/"$app"/task/*; do
      echo "  $(cut -d' ' -f2,3 "$task/stat" 2>/dev/null) $(cat "$task/wchan" 2>/dev/null)"
    done
  fi
  echo "the X server's windows:"
  xwininfo -root -children 2>&1 | grep -v '^$' | sed -n '1,30p'
}

# Board Arcade's window id, once it has one.
window() { xdotool search --name '^Board Arcade$' 2>/dev/null | head -n 1; }
has_window() { [ -n "$(window)" ]; }
# The window's place and size as "X,Y WIDTHxHEIGHT".
window_geometry() {
  xdotool getwindowgeometry "$(window)" | awk '/Position/ {p = $2} /Geometry/ {g = $2} END {print p, g}'
}
# The colour of a screen pixel, as RRGGBB.
pixel() { import -window root -crop 1x1+"$1"+"$2" -depth 8 txt:- | grep -o '#[0-9A-F]\{6\}' | head -n 1; }
