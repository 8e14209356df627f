// The window's top-level command-line options and opening the window with them.
#pragma once

#include <optional>
#include <string>

#include "app/launch_options.h"
#include "cli/command_line.h"

namespace CLI {
class Option;
}

namespace arcade::launch {

// `board-arcade [--fullscreen] [--demo] [--kiosk] [--games LIST] [--frame-report FILE.json]
// [--quit-after-s N] [FILE.txt]`, and the other options `--help` lists. With FILE.txt the window
// opens that saved game (from its cursor) over the menu; a file that is missing or cannot be read
// is one line on stderr and exit status 1, before any window opens and without touching anything on
// disk.
class WindowCommand final : public WindowLauncher {
 public:
  void attach(CLI::App& app) override;
  int run(std::ostream& out, std::ostream& err) override;

 private:
  app::LaunchOptions launch_;
  std::string frame_report_;
  int quit_after_s_ = 0;  // 0: never
  std::string language_;  // empty: the saved one, else the system's
  std::string sound_;     // empty: the saved choice
  int idle_seconds_ = 60;
  std::string game_file_;  // empty: none
  std::string games_;
  CLI::Option* games_option_ = nullptr;  // whether --games was given, even as ""
};

}  // namespace arcade::launch
