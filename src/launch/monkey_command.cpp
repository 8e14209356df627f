// `board-arcade monkey [--events N] [--seed S] [--think-ms MS] [--kiosk]`.
#include "launch/monkey_command.h"

#include <CLI/CLI.hpp>
#include <limits>
#include <ostream>

#include "app/monkey/monkey.h"
#include "app/monkey/quit_latency.h"
#include "app/monkey/scratch_data_dir.h"
#include "cli/number_option.h"
#include "games/catalog.h"

namespace arcade::launch {
namespace {

class MonkeyCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand(
        "monkey",
        "Send the game headless a long seeded stream of random clicks, keys, resizes and waits, "
        "checking that nothing breaks; exits 1 naming the first invariant broken");
    add_number(*command, "--events", options_.events, std::uint64_t{1}, std::uint64_t{100'000'000},
               "how many random inputs (default 3000)");
    add_number(*command, "--seed", options_.seed, std::uint64_t{0},
               std::numeric_limits<std::uint64_t>::max(),
               "the seed of the input stream (default 1)");
    add_number(*command, "--think-ms", options_.think_ms, 1, 1000,
               "the most a computer thinks per move, in ms (default 5)");
    command->add_flag(
        "--kiosk", options_.kiosk,
        "run as a kiosk (back to the demo after 20 s without input) and check that it "
        "stays fullscreen, keeps no files, and forgets a passer-by's settings");
    add_number(*command, "--quit-latency", quits_, 1, 10'000,
               "instead: time N quits while each game's strongest player thinks, and print "
               "the median and the longest");
    return command;
  }

  int run(std::ostream& out, std::ostream& err) override {
    // The person's own files stay untouched: the app keeps its files in a scratch folder.
    auto scratch = app::ScratchDataDir::create();
    if (!scratch) {
      err << "board-arcade: " << scratch.error() << "\n";
      return 1;
    }
    if (quits_ > 0) return run_quit_latency(out, err);
    const app::MonkeyReport report = app::run_monkey(options_);
    out << app::describe(report);
    return report.violation ? 1 : 0;
  }

 private:
  int run_quit_latency(std::ostream& out, std::ostream& err) const {
    out << "quitting while the strongest computer thinks (close event to the app gone):\n";
    for (const auto& game : game_catalog()) {
      const auto times = app::time_quits(game, quits_, options_.seed);
      if (!times) {
        err << "board-arcade: " << times.error() << "\n";
        return 1;
      }
      out << "  " << app::describe(*times) << "\n" << std::flush;
    }
    return 0;
  }

  app::MonkeyOptions options_;
  int quits_ = 0;
};

}  // namespace

std::unique_ptr<Command> make_monkey_command() {
  return std::make_unique<MonkeyCommand>();
}

}  // namespace arcade::launch
