// The window's top-level command-line options and opening the window with them.
#pragma once

#include <optional>
#include <string>

#include "app/launch_options.h"
#include "cli/command_line.h"

namespace arcade::launch {

// `board-arcade [--fullscreen] [--demo] [--kiosk] [--frame-report FILE.json] [--quit-after-s N]`.
class WindowCommand final : public WindowLauncher {
 public:
  void attach(CLI::App& app) override;
  int run(std::ostream& out, std::ostream& err) override;

 private:
  app::LaunchOptions launch_;
  std::string frame_report_;
  int quit_after_s_ = 0;  // 0: never
  std::string language_;  // empty: the saved one, else the system's
  int idle_seconds_ = 60;
};

}  // namespace arcade::launch
