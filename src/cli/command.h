// One subcommand of the command line: it declares its words to CLI11, then runs.
#pragma once

#include <iosfwd>

namespace CLI {
class App;
}

namespace arcade {

// A subcommand. attach() is called once before parsing; run() only if the subcommand was chosen,
// after a successful parse. run() throws UsageError for bad arguments that CLI11 cannot check.
class Command {
 public:
  virtual ~Command() = default;
  // Adds the subcommand, its options and their storage (members of the command) to `app`.
  virtual CLI::App* attach(CLI::App& app) = 0;
  // Does the work; returns the exit status.
  virtual int run(std::ostream& out, std::ostream& err) = 0;
};

}  // namespace arcade
