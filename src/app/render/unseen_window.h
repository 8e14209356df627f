// Whether the video driver SDL settled on shows the window to anybody: the check that keeps the
// game from running unseen when no display server answers.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace arcade::app {

// What the environment says about displays, as the window starts: each a variable's value, or
// nothing when it is unset.
struct DisplayEnvironment {
  std::optional<std::string> requested_driver;  // SDL_VIDEODRIVER
  std::optional<std::string> x11_display;       // DISPLAY
  std::optional<std::string> wayland_display;   // WAYLAND_DISPLAY
};

// Why the window must not open on `driver` (the name SDL_GetCurrentVideoDriver gives), or nothing
// when it may. When no display server answers, SDL falls back to drivers that draw nowhere
// ("offscreen", "dummy"); a window there would run unseen for ever, and a kiosk restarted on
// failure would never be restarted. So those are refused, with what was tried, unless the user
// asked for a driver by name (SDL_VIDEODRIVER), as tests and scripts do.
std::optional<std::string> unseen_window_reason(std::string_view driver,
                                                const DisplayEnvironment& environment);

}  // namespace arcade::app
