// `board-arcade bench GAME [--quick] [--ffo N-M]`: speed figures, printed rather than asserted,
// because the machines are shared and noisy.
#include "cli/bench_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <ostream>

#include "cli/cli_support.h"

namespace arcade {
namespace {

// The median wall time of `runs` calls of perft at `depth`, with the leaf count.
void bench_perft(const GameInfo& game, const AnyState& start, int depth, int runs, std::ostream& out) {
  std::vector<double> seconds;
  std::uint64_t leaves = 0;
  for (int run = 0; run < runs; ++run) {
    const auto begin = std::chrono::steady_clock::now();
    leaves = game.perft(start, depth);
    seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count());
  }
  std::sort(seconds.begin(), seconds.end());
  const double median = seconds[seconds.size() / 2];
  out << "perft " << depth << ": " << leaves << " leaves, median " << median << " s of " << runs
      << " runs, " << static_cast<double>(leaves) / median / 1e6 << " M leaves/s\n";
}

// "N" or "N-M" with 40 <= N <= M <= 59: the FFO positions the benchmark holds.
std::pair<int, int> parse_ffo_range(const std::string& text) {
  const auto number_at = [&](std::size_t begin, std::size_t end) {
    if (begin >= end || end - begin > 2) return -1;
    int number = 0;
    for (std::size_t index = begin; index < end; ++index) {
      if (text[index] < '0' || text[index] > '9') return -1;
      number = number * 10 + (text[index] - '0');
    }
    return number;
  };
  const std::size_t dash = text.find('-');
  const int first = number_at(0, std::min(dash, text.size()));
  const int last = dash == std::string::npos ? first : number_at(dash + 1, text.size());
  if (first < 40 || last > 59 || first > last) {
    throw UsageError("--ffo takes N or N-M with 40 <= N <= M <= 59, not '" + text + "'");
  }
  return {first, last};
}

class BenchCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand("bench", "Print the speed figures of a game's engines");
    command->add_option("game", game_id_, "tictactoe, gomoku, reversi or nim")->required();
    command->add_flag("--quick", quick_, "a short run, for CI");
    command->add_option("--ffo", ffo_text_,
                        "reversi: solve only FFO positions N or N-M (40..59), nothing else");
    return command;
  }
  int run(std::ostream& out, std::ostream&) override {
    const GameInfo& game = require_game(game_id_);
    BenchSettings settings{.quick = quick_};
    if (!ffo_text_.empty()) {
      if (game.id != "reversi") throw UsageError("--ffo is for reversi only");
      settings.ffo_range = parse_ffo_range(ffo_text_);
    }
    if (game.bench) {
      game.bench(out, settings);
      return 0;
    }
    const AnyState start = *game.start({});
    // The deepest perft that stays around a second for each game's branching factor.
    const int depth = game.id == "tictactoe" ? 9 : game.id == "nim" ? 6 : 3;
    bench_perft(game, start, quick_ ? depth - 1 : depth, quick_ ? 1 : 5, out);
    return 0;
  }

 private:
  std::string game_id_;
  bool quick_ = false;
  std::string ffo_text_;
};

}  // namespace

std::unique_ptr<Command> make_bench_command() { return std::make_unique<BenchCommand>(); }

}  // namespace arcade
