// Runs the command line in-process for tests, catching its status and both outputs.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "cli/command_line.h"

namespace arcade::testing {

// What one run of the command line did: its exit status and everything it wrote.
struct Run {
  int status;
  std::string out;
  std::string err;
};

// Runs the command line with `args` (no program name), as `board-arcade ARGS...` would.
inline Run run(std::vector<std::string> args) {
  std::ostringstream out;
  std::ostringstream err;
  const int status = run_command_line(args, out, err);
  return {status, out.str(), err.str()};
}

}  // namespace arcade::testing
