// The headless command line: every subcommand of board-arcade except starting the window.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace arcade {

// Runs `board-arcade ARGS...` (args without the program name) writing results to `out` and
// messages to `err`. Returns the exit status: 0 on success, 2 for a bad argument, an unknown game
// or player, or an illegal position or move (one line saying what was wrong, then the usage).
int run_command_line(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// True if `args` name a headless subcommand rather than options for the game window.
bool is_headless_command(const std::vector<std::string>& args);

}  // namespace arcade
