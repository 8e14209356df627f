// The headless command line: every subcommand of board-arcade except starting the window.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "cli/command.h"

namespace arcade {

// Runs `board-arcade ARGS...` (args without the program name) writing results to `out` and
// messages to `err`. Returns the exit status: 0 on success, 2 for a bad argument, an unknown game
// or player, or an illegal position or move (one line saying what was wrong, then the usage), and
// 1 (with a line on `err`) if `out` could not be written, whatever the command did.
int run_command_line(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// True if `args` name a headless subcommand rather than options for the game window.
bool is_headless_command(const std::vector<std::string>& args);

// The game window as the command line sees it: options at the top level (and a saved game's file:
// a first word with a dot or a slash, or naming a file, is never taken for a command), used when
// no subcommand is given. The window itself lives in the app layer, so this layer stays free of
// SDL.
class WindowLauncher {
 public:
  virtual ~WindowLauncher() = default;
  // Adds the window's options (--fullscreen, --demo, ...) to the top level of `app`.
  virtual void attach(CLI::App& app) = 0;
  // Opens the window with the parsed options; returns the exit status. Throws UsageError for a
  // bad combination of options.
  virtual int run(std::ostream& out, std::ostream& err) = 0;
};

// The full program: the headless subcommands plus `extra_commands` (the app's screenshot), and,
// with no subcommand, `window`. Errors as run_command_line.
int run_command_line(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                     std::vector<std::unique_ptr<Command>> extra_commands, WindowLauncher& window);

}  // namespace arcade
