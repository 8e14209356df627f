// Refusing the video drivers that draw nowhere unless asked for by name.
#include "app/render/unseen_window.h"

namespace arcade::app {

namespace {

bool draws_nowhere(std::string_view driver) {
  return driver == "offscreen" || driver == "dummy";
}

// The displays that were looked for, for the message: a variable that is set was tried and did not
// answer; none set means the program was started outside any desktop session.
std::string what_was_tried(const DisplayEnvironment& environment) {
  std::string tried;
  if (environment.x11_display) tried += "DISPLAY=" + *environment.x11_display;
  if (environment.wayland_display) {
    if (!tried.empty()) tried += ", ";
    tried += "WAYLAND_DISPLAY=" + *environment.wayland_display;
  }
  if (tried.empty()) return "neither DISPLAY nor WAYLAND_DISPLAY is set";
  return tried + " did not answer";
}

}  // namespace

std::optional<std::string> unseen_window_reason(std::string_view driver,
                                                const DisplayEnvironment& environment) {
  if (environment.requested_driver || !draws_nowhere(driver)) return std::nullopt;
  return "no display to open the window on (" + what_was_tried(environment) +
         "). Start Board Arcade from a desktop session, or for a kiosk from the session's "
         "autostart (see README).";
}

}  // namespace arcade::app
