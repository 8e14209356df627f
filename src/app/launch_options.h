// How the window was asked to start, from the command line's top-level options.
#pragma once

#include <optional>
#include <string>

namespace arcade::app {

struct LaunchOptions {
  bool fullscreen = false;
  bool demo = false;   // start in the attract mode: computers playing each other
  bool kiosk = false;  // the demo, left only with Ctrl+Alt+Q (implies demo)
  std::optional<std::string> frame_report;  // write frame statistics here as JSON at exit
  std::optional<double> quit_after_s;       // end by itself after this many seconds
};

}  // namespace arcade::app
