// The Gomoku engine's benchmark: board update speed, search speed, forced-win solve times.
#include "games/gomoku/gomoku_bench.h"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <ostream>

#include "games/gomoku/gomoku_engine.h"
#include "games/gomoku/gomoku_engine_players.h"
#include "games/gomoku/gomoku_puzzles.h"
#include "games/gomoku/gomoku_threats.h"

namespace arcade {
namespace {

using Clock = std::chrono::steady_clock;
using gomoku::GomokuBoard;

double seconds_since(Clock::time_point begin) {
  return std::chrono::duration<double>(Clock::now() - begin).count();
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// Middle-game positions from engine games, for the search speed.
const std::vector<std::string>& search_positions() {
  static const std::vector<std::string> positions{
      "h8 i9 h9 h10 g8 i8 i7 j8",
      "h8 i7 g9 i9 i8 g7 h7 h9 f8 g8 e7 d6",
      "h8 g9 f9 h7 g7 i8 f6 i9 f8 f5 d4 e5 g6 i10",
  };
  return positions;
}

// Place-and-remove pairs per second on every empty point of a middle-game board.
void bench_board(std::ostream& out, bool quick) {
  const Gomoku position = *Gomoku::from_text(search_positions().back(), {});
  GomokuBoard board = GomokuBoard::from_position(position);
  std::vector<int> empty;
  for (int row = 0; row < board.size(); ++row) {
    for (int column = 0; column < board.size(); ++column) {
      if (board.is_empty(board.point(column, row))) empty.push_back(board.point(column, row));
    }
  }
  const int rounds = quick ? 200 : 4000;
  const auto begin = Clock::now();
  for (int round = 0; round < rounds; ++round) {
    for (const int point : empty) {
      board.place(point, round % 2 == 0 ? gomoku::kBlack : gomoku::kWhite);
      board.remove(point);
    }
  }
  const double elapsed = seconds_since(begin);
  const double pairs = static_cast<double>(rounds) * static_cast<double>(empty.size());
  out << "board place+remove: " << std::fixed << std::setprecision(2) << pairs / elapsed / 1e6
      << " M pairs/s\n";
}

// The strong engine's nodes per second on each middle-game position, with a fixed node budget.
void bench_search(std::ostream& out, bool quick) {
  std::vector<double> rates;
  for (const auto& text : search_positions()) {
    const Gomoku position = *Gomoku::from_text(text, {});
    const GomokuBoard board = GomokuBoard::from_position(position);
    gomoku::GomokuEngine engine(gomoku_strong_settings());
    gomoku::EngineLimits limits;
    limits.nodes = quick ? 20'000 : 1'000'000;
    const auto begin = Clock::now();
    const auto decision = engine.choose(board, gomoku::color_of(position.to_move()), limits);
    const double elapsed = seconds_since(begin);
    const double rate = static_cast<double>(decision.nodes) / elapsed;
    rates.push_back(rate);
    out << "search '" << text << "': " << decision.nodes << " nodes in " << std::setprecision(3)
        << elapsed << " s, " << std::setprecision(0) << rate / 1e3 << " k nodes/s, depth "
        << decision.depth << ", move " << position.move_text(board.move_of_point(decision.point))
        << "\n";
  }
  out << "search median: " << std::setprecision(0) << median(rates) / 1e3 << " k nodes/s\n";
}

// The time VCF or VCT takes to solve each puzzle from a cold cache (median of several runs), and
// the time the strong player takes to decide there. Quick: the hand-made puzzles, solver only.
void bench_puzzles(std::ostream& out, bool quick) {
  const int runs = quick ? 1 : 5;
  for (const auto& puzzle : gomoku_puzzles()) {
    if (quick && !puzzle.hand_made) continue;
    const Gomoku position = gomoku_puzzle_position(puzzle);
    GomokuBoard board = GomokuBoard::from_position(position);
    const auto attacker = gomoku::color_of(position.to_move());
    std::vector<double> times;
    std::optional<gomoku::ThreatWin> win;
    std::uint64_t nodes = 0;
    for (int run = 0; run < runs; ++run) {
      SearchBudget budget({}, std::nullopt, 50'000'000);
      gomoku::ThreatCache cache(16);
      gomoku::ThreatSearch threats(board, budget, cache);
      const auto begin = Clock::now();
      win = puzzle.kind == "VCF" ? threats.find_vcf(attacker, 30) : threats.find_vct(attacker, 10);
      times.push_back(seconds_since(begin));
      nodes = budget.nodes();
    }
    out << puzzle.kind << " '" << puzzle.name << "': ";
    if (win) {
      out << "solved, " << position.move_text(board.move_of_point(win->move)) << ", ";
    } else {
      out << "NOT SOLVED, ";
    }
    out << std::setprecision(3) << median(times) * 1e3 << " ms, " << nodes << " nodes\n";
    if (quick) continue;
    gomoku::GomokuEngine engine(gomoku_strong_settings());
    const auto begin = Clock::now();
    const auto decision = engine.choose(board, attacker, {.time = std::chrono::seconds(10)});
    out << "strong player on '" << puzzle.name << "': " << seconds_since(begin) * 1e3 << " ms, "
        << (decision.result == ProvenResult::win ? "proved the win by " + decision.reason
                                                 : std::string("did not prove the win"))
        << "\n";
  }
}

}  // namespace

Result<Done> bench_gomoku(std::ostream& out, const BenchSettings& settings) {
  bench_board(out, settings.quick);
  bench_search(out, settings.quick);
  bench_puzzles(out, settings.quick);
  return Done{};
}

}  // namespace arcade
