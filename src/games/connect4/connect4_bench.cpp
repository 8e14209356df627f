// Connect Four's benchmark.
#include "games/connect4/connect4_bench.h"

#include <chrono>
#include <iomanip>
#include <ostream>

#include "ai/perft.h"
#include "games/connect4/connect4_search.h"

namespace arcade {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point begin) {
  return std::chrono::duration<double>(Clock::now() - begin).count();
}

// The position after `moves` (column letters separated by spaces) from the empty board.
ConnectFour after_moves(std::string_view moves) {
  ConnectFour position;
  for (const char c : moves) {
    if (c != ' ') position.apply(c - 'a');
  }
  return position;
}

void bench_perft(std::ostream& out, int depth) {
  const auto begin = Clock::now();
  const std::uint64_t leaves = perft(ConnectFour(), depth);
  const double elapsed = seconds_since(begin);
  out << "perft " << depth << ": " << leaves << " leaves in " << std::fixed << std::setprecision(3)
      << elapsed << " s, " << std::setprecision(1) << static_cast<double>(leaves) / elapsed / 1e6
      << " M leaves/s\n";
}

// The strong engine on a node budget from `moves`: how deep it got and how fast.
void bench_search(std::ostream& out, std::string_view name, std::string_view moves,
                  std::uint64_t nodes) {
  const ConnectFour position = after_moves(moves);
  connect4::Engine engine(connect4::Settings{});
  SearchBudget budget({}, std::nullopt, nodes);
  const auto begin = Clock::now();
  const connect4::Choice choice = engine.choose(position, budget);
  const double elapsed = seconds_since(begin);
  out << "search " << name << ": depth " << choice.depth << (choice.exact ? " (exact)" : "")
      << ", move " << position.move_text(choice.move) << ", score " << choice.score << ", "
      << choice.nodes << " nodes in " << std::setprecision(3) << elapsed << " s, "
      << std::setprecision(0) << static_cast<double>(choice.nodes) / elapsed / 1e3
      << " k nodes/s\n";
}

}  // namespace

Result<Done> bench_connect4(std::ostream& out, const BenchSettings& settings) {
  const int depth = settings.quick ? 6 : 8;
  bench_perft(out, depth);
  const std::uint64_t nodes = settings.quick ? 200'000 : 20'000'000;
  bench_search(out, "from the start", "", nodes);
  bench_search(out, "after d d c", "d d c", nodes);
  // A middle game, 24 discs down with 18 empty cells: solved to the end.
  bench_search(out, "solve 18 empties", "d c g d c c e f d d b c g b a b b c c d a g f b", nodes);
  return Done{};
}

}  // namespace arcade
