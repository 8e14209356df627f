#!/usr/bin/env bash
# F11 in a real window under Xvfb, with openbox and with no window manager at all (a program
# started straight from xinit): into fullscreen the window covers the screen, and out of it the
# window is back where and as large as it was, every time (without a manager nothing grants
# fullscreen, and SDL alone once drew a screen-sized picture into the smaller window). Skipped,
# saying why, where those programs are missing.
# Usage: fullscreen_toggle_test.sh BOARD_ARCADE
set -u
binary=$1
source "$(dirname "$0")/x_session.sh"
open_x_session 1024x768
full_screen="0,0 1024x768"
geometry_is() { [ "$(window_geometry)" = "$1" ]; }
# The menu's background, at canvas 64,530: the 1280x720 canvas is drawn at 0.8 on this screen,
# 96 px below the top.
whole_menu_shown() { [ "$(pixel 51 520)" = "#F6EEDF" ]; }

# toggle_twice SETUP: a windowed start (its own data folder, so no saved fullscreen carries
# over), then F11 in and out twice.
toggle_twice() {
  local setup=$1
  mkdir "$work/data-$setup"
  BOARD_ARCADE_DATA_DIR="$work/data-$setup" SDL_AUDIODRIVER=dummy "$binary" --quit-after-s 300 \
    >"$work/app-$setup.log" 2>&1 &
  app=$!
  wait_until 30 has_window || fail "$setup: no window appeared: $(cat "$work/app-$setup.log"; describe_app)"
  # The first place and size, once the window has settled there (a manager places it after it
  # appears).
  local windowed=""
  settled() {
    local now
    now=$(window_geometry)
    [ -n "$now" ] && [ "$now" = "$windowed" ] && [ "$now" != "$full_screen" ] && return 0
    windowed=$now
    sleep 0.5
    return 1
  }
  wait_until 30 settled || fail "$setup: the window did not settle in a window: $windowed"
  local round
  for round in 1 2; do
    # Keys go to the window under the pointer when no manager gives the focus.
    xdotool mousemove 512 700
    xdotool key F11
    wait_until 20 geometry_is "$full_screen" ||
      fail "$setup, F11 number $((2 * round - 1)): the window is at $(window_geometry), not $full_screen"
    wait_until 20 whole_menu_shown ||
      fail "$setup: in fullscreen the menu is not drawn whole ($(pixel 51 520) at 51,520)"
    xdotool key F11
    wait_until 20 geometry_is "$windowed" ||
      fail "$setup, F11 number $((2 * round)): the window is at $(window_geometry), not back at $windowed"
  done
  kill "$app"
  wait "$app"
  app=
}

start_openbox
toggle_twice openbox
stop_openbox
toggle_twice no-manager
echo "F11 into fullscreen covers the screen and back out restores the window, twice, with openbox and with no window manager"
