// Connect Four's benchmark: perft, the strong engine, and the perfect solver.
#include "games/connect4/connect4_bench.h"

#include <array>
#include <cassert>
#include <chrono>
#include <iomanip>
#include <ostream>
#include <string_view>

#include "ai/perft.h"
#include "core/text.h"
#include "games/connect4/connect4_search.h"
#include "games/connect4/connect4_solver.h"

namespace arcade {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point begin) {
  return std::chrono::duration<double>(Clock::now() - begin).count();
}

// The position after `moves`, the bench's own fixed (legal) column letters.
ConnectFour after_moves(std::string_view moves) {
  auto position = ConnectFour::from_moves(moves);
  assert(position.ok() && "the bench's positions are legal");
  return *position;
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

// Perfts from the start to `depth`, and the strong engine on a node budget in three positions.
void bench_engine(std::ostream& out, int depth, bool quick) {
  bench_perft(out, depth);
  const std::uint64_t nodes = quick ? 200'000 : 20'000'000;
  bench_search(out, "from the start", "", nodes);
  bench_search(out, "after d d c", "d d c", nodes);
  // A middle game, 24 discs down with 18 empty cells: solved to the end.
  bench_search(out, "solve 18 empties", "d d d d b c c c c f e f e b a f f d e e e b d e f", nodes);
}

// The solver's fixed set: positions from strong-engine games by discs on the board, and two
// openings that take seconds.
struct SolverPosition {
  std::string_view name;
  std::string_view moves;
};
constexpr std::array<SolverPosition, 11> kSolverPositions{{
    {"end 30 #1", "d d d d b c c c c f e f e f f d e e e a b b d e a a b b f b"},
    {"end 30 #2", "d d d d b c c c c f e f e b a f f d e e e b d e f f b b b c"},
    {"end 30 #3", "d f d c d d d f f f f d f g g a a a c c g g a g c e c c a a"},
    {"middle 20 #1", "d d d d b c c c c f e f e f f d e e e a"},
    {"middle 20 #2", "d f d c d d d f f f f d f g g a a a c c"},
    {"middle 20 #3", "d c d d d e c e e f e f e e d d g g g a"},
    {"early 12 #1", "d d d d f e e e e b c b"},
    {"early 12 #2", "d f d c d d d f f f f d"},
    {"early 12 #3", "d c d d d f f c g g f c"},
    {"opening 6", "d d d d d d"},
    {"opening 3", "d d c"},
}};
constexpr std::size_t kOpenings = 2;  // the last ones of the set

// The solver from `moves` with a fresh table of 2^table_bits entries: its move, exact score, nodes
// and time.
void bench_solve(std::ostream& out, std::string_view name, std::string_view moves,
                 int table_bits = 23) {
  const ConnectFour position = after_moves(moves);
  connect4::Solver solver(table_bits);
  SearchBudget budget({}, std::nullopt, std::nullopt);
  const auto begin = Clock::now();
  const auto solution = solver.solve(position, budget);
  const double elapsed = seconds_since(begin);
  out << "solve " << name << ": move " << position.move_text(solution->move) << ", score "
      << solution->score << ", " << budget.nodes() << " nodes in " << std::fixed
      << std::setprecision(3) << elapsed * 1e3 << " ms\n";
}

// Which solves to run: the fixed set, the empty board, or both.
struct SolverRuns {
  bool set = true;
  bool empty = false;
};

// Reads the "empty" option: 0 leaves the empty board out, 1 adds it, "only" solves just it. By
// default the full benchmark solves it and the quick one does not.
Result<SolverRuns> solver_runs(const BenchSettings& settings) {
  const auto given = settings.options.find("empty");
  if (given == settings.options.end()) return SolverRuns{.set = true, .empty = !settings.quick};
  if (given->second == "0") return SolverRuns{.set = true, .empty = false};
  if (given->second == "1") return SolverRuns{.set = true, .empty = true};
  if (given->second == "only") return SolverRuns{.set = false, .empty = true};
  return fail("--empty is 0, 1 or only, not " + quote_for_message(given->second));
}

}  // namespace

Result<Done> bench_connect4(std::ostream& out, const BenchSettings& settings) {
  int depth = settings.quick ? 6 : 8;
  if (const auto given = settings.options.find("perft"); given != settings.options.end()) {
    const auto parsed = parse_integer(given->second, 1, 12);
    if (!parsed) {
      return fail("--perft is a depth from 1 to 12, not " + quote_for_message(given->second));
    }
    depth = static_cast<int>(*parsed);
  }
  const auto runs = solver_runs(settings);
  if (!runs) return fail(runs.error());
  if (runs->set) bench_engine(out, depth, settings.quick);
  if (runs->set) {
    // The openings take seconds: not for the quick run.
    const std::size_t count = kSolverPositions.size() - (settings.quick ? kOpenings : 0);
    for (std::size_t i = 0; i < count; ++i) {
      bench_solve(out, kSolverPositions[i].name, kSolverPositions[i].moves);
    }
  }
  // The empty board is by far the largest search: it gets a table twice the size, 128 MiB.
  if (runs->empty) bench_solve(out, "empty board", "", 24);
  return Done{};
}

}  // namespace arcade
