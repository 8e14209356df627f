// `board-arcade bench GAME [--quick] [--ffo N-M]`: speed figures, printed rather than asserted,
// because the machines are shared and noisy.
#include "cli/bench_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "cli/cli_support.h"
#include "games/catalog.h"

namespace arcade {
namespace {

// The median wall time of `runs` calls of perft at `depth`, with the leaf count.
void bench_perft(const GameInfo& game, const AnyState& start, int depth, int runs,
                 std::ostream& out) {
  std::vector<double> seconds;
  std::uint64_t leaves = 0;
  for (int run = 0; run < runs; ++run) {
    const auto begin = std::chrono::steady_clock::now();
    leaves = game.perft(start, depth);
    seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count());
  }
  std::sort(seconds.begin(), seconds.end());
  const double median = seconds[seconds.size() / 2];
  out << "perft " << depth << ": " << leaves << " leaves, median " << median << " s of " << runs
      << " runs, " << static_cast<double>(leaves) / median / 1e6 << " M leaves/s\n";
}

// Every benchmark option of every game, each name once: CLI11 needs them before it knows the game.
std::vector<BenchOption> all_bench_options() {
  std::vector<BenchOption> options;
  for (const auto& game : game_catalog()) {
    for (const auto& option : game.bench_options) {
      const bool known = std::any_of(options.begin(), options.end(),
                                     [&](const BenchOption& o) { return o.name == option.name; });
      if (!known) options.push_back(option);
    }
  }
  return options;
}

class BenchCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand("bench", "Print the speed figures of a game's engines");
    command->add_option("game", game_id_, "the game (board-arcade games)")->required();
    command->add_flag("--quick", quick_, "a short run, for CI");
    const auto options = all_bench_options();
    values_.resize(options.size());
    for (std::size_t i = 0; i < options.size(); ++i) {
      names_.push_back(options[i].name);
      command->add_option("--" + options[i].name, values_[i], options[i].description);
    }
    return command;
  }
  int run(std::ostream& out, std::ostream&) override {
    const GameInfo& game = require_game(game_id_);
    BenchSettings settings{.quick = quick_};
    for (std::size_t i = 0; i < names_.size(); ++i) {
      if (!values_[i]) continue;
      const bool offered =
          std::any_of(game.bench_options.begin(), game.bench_options.end(),
                      [&](const BenchOption& option) { return option.name == names_[i]; });
      if (!offered)
        throw UsageError("--" + names_[i] + " is not an option of " + game.id + "'s benchmark");
      settings.options[names_[i]] = *values_[i];
    }
    if (game.bench) {
      const auto done = game.bench(out, settings);
      if (!done) throw UsageError(done.error());
      return 0;
    }
    const AnyState start = *game.start({});
    const int depth = game.bench_perft_depth;
    bench_perft(game, start, quick_ ? std::max(1, depth - 1) : depth, quick_ ? 1 : 5, out);
    return 0;
  }

 private:
  std::string game_id_;
  bool quick_ = false;
  std::vector<std::string> names_;
  std::vector<std::optional<std::string>> values_;
};

}  // namespace

std::unique_ptr<Command> make_bench_command() {
  return std::make_unique<BenchCommand>();
}

}  // namespace arcade
