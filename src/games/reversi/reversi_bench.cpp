// `board-arcade bench reversi`: perft, search and FFO endgame figures, printed rather than
// asserted because the machines that run it are shared and noisy.
#include "games/reversi/reversi_bench.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <iomanip>
#include <ostream>
#include <vector>

#include "ai/budget.h"
#include "core/text.h"
#include "games/common/move_list.h"
#include "games/reversi/reversi_engine.h"
#include "games/reversi/reversi_engine_player.h"
#include "games/reversi/reversi_ffo.h"
#include "games/reversi/reversi_pattern_eval.h"

namespace arcade {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Processor time is printed beside wall time: on a shared machine it is the steadier figure.
double cpu_seconds_since(std::clock_t start) {
  return static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

void bench_perft(const reversi::Engine& engine, int depth, int runs, std::ostream& out) {
  const Reversi start;
  std::vector<double> times;
  std::vector<double> cpu_times;
  std::uint64_t leaves = 0;
  for (int run = 0; run < runs; ++run) {
    const auto begin = Clock::now();
    const std::clock_t cpu_begin = std::clock();
    leaves = engine.perft(start.own(), start.other(), depth);
    times.push_back(seconds_since(begin));
    cpu_times.push_back(cpu_seconds_since(cpu_begin));
  }
  const double time = median(times);
  out << "perft " << depth << " (" << engine.kernel_name() << "): " << leaves << " leaves, median "
      << std::setprecision(3) << time << " s (" << median(cpu_times) << " s CPU) of " << runs
      << " runs, " << static_cast<double>(leaves) / time / 1e6 << " M leaves/s\n";
}

// Positions after a few opening moves, where the midgame search spends its time.
std::vector<Reversi> search_positions() {
  std::vector<Reversi> positions;
  for (const char* moves : {"f5d6c3d3c4f4f6f3e6e7", "f5f6e6f4e3c5c4e7b4d7", "f5d6c5f4e3f6d3f3",
                            "e6f4c3c4d3d6e3c2b3d2c5f5", "d3c5f6f5e6e3f3c4b4b3"}) {
    Reversi position;
    for (const auto& text : split_move_list(moves)) {
      if (auto move = position.parse_move(text)) position.apply(*move);
    }
    positions.push_back(position);
  }
  return positions;
}

void bench_search(int depth, std::ostream& out) {
  const reversi::Engine& engine = reversi::fastest_engine();
  std::uint64_t nodes = 0;
  double time = 0;
  double cpu_time = 0;
  for (const Reversi& position : search_positions()) {
    reversi::TranspositionTable midgame(18);
    reversi::TranspositionTable endgame(16);
    SearchBudget budget({}, std::nullopt, std::nullopt);
    const reversi::Evaluator evaluator = reversi::trained_evaluator();
    reversi::SearchContext context{midgame, endgame, budget, evaluator};
    const auto begin = Clock::now();
    const std::clock_t cpu_begin = std::clock();
    int first_move = -1;
    for (int ply = 1; ply <= depth; ++ply) {
      first_move = engine
                       .search_root(position.own(), position.other(), ply, -30'000, 30'000,
                                    first_move, context)
                       .move;
    }
    time += seconds_since(begin);
    cpu_time += cpu_seconds_since(cpu_begin);
    nodes += budget.nodes();
  }
  out << "search to depth " << depth << " from " << search_positions().size()
      << " midgame positions: " << nodes << " nodes in " << std::setprecision(3) << time << " s ("
      << cpu_time << " s CPU), " << static_cast<double>(nodes) / cpu_time / 1e6
      << " M nodes/s of CPU\n";
}

// Solves the FFO positions numbered first..last; returns how many came out right.
void bench_ffo(int first, int last, std::ostream& out) {
  int right = 0;
  int solved = 0;
  double total = 0;
  double total_cpu = 0;
  std::uint64_t nodes = 0;
  for (const FfoPosition& entry : ffo_benchmark()) {
    if (entry.number < first || entry.number > last) continue;
    const auto begin = Clock::now();
    const std::clock_t cpu_begin = std::clock();
    const auto solution = solve_reversi(entry.position);
    const double time = seconds_since(begin);
    const double cpu_time = cpu_seconds_since(cpu_begin);
    total += time;
    total_cpu += cpu_time;
    ++solved;
    const bool score_right = solution && solution->score == entry.score;
    const bool move_right = solution && std::find(entry.best_moves.begin(), entry.best_moves.end(),
                                                  solution->move) != entry.best_moves.end();
    if (score_right && move_right) ++right;
    nodes += solution ? solution->nodes : 0;
    const int empties = reversi::count_bits(entry.position.empty_squares());
    out << "ffo" << entry.number << " (" << empties << " empty): move "
        << (solution ? entry.position.move_text(solution->move) : "-") << " score "
        << (solution ? solution->score : 0) << " (known " << entry.score << ") "
        << (score_right && move_right ? "right" : "WRONG") << ", " << std::setprecision(3) << time
        << " s (" << cpu_time << " s CPU), "
        << static_cast<double>(solution ? solution->nodes : 0) / 1e6 << " M nodes\n"
        << std::flush;
  }
  out << "ffo " << first << "-" << last << ": " << right << " of " << solved << " right, total "
      << std::setprecision(4) << total << " s (" << total_cpu << " s CPU), " << std::setprecision(3)
      << static_cast<double>(nodes) / total_cpu / 1e6 << " M nodes per CPU second\n";
}

}  // namespace

Result<std::pair<int, int>> parse_ffo_range(const std::string& text) {
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
    return fail("--ffo takes N or N-M with 40 <= N <= M <= 59, not " + quote_for_message(text));
  }
  return std::pair{first, last};
}

Result<Done> bench_reversi(std::ostream& out, const BenchSettings& settings) {
  std::optional<std::pair<int, int>> ffo_range;
  if (const auto ffo = settings.options.find("ffo"); ffo != settings.options.end()) {
    auto range = parse_ffo_range(ffo->second);
    if (!range) return Error{range.error()};
    ffo_range = *range;
  }
  const reversi::Engine& fastest = reversi::fastest_engine();
  out << "kernel: " << fastest.kernel_name() << "\n";
  if (ffo_range) {
    bench_ffo(ffo_range->first, ffo_range->second, out);
    return Done{};
  }
  if (settings.quick) {
    bench_perft(fastest, 9, 3, out);
    bench_search(7, out);
    bench_ffo(40, 40, out);
    return Done{};
  }
  bench_perft(fastest, 11, 5, out);
  if (&fastest != &reversi::portable_engine()) bench_perft(reversi::portable_engine(), 11, 3, out);
  bench_search(10, out);
  bench_ffo(40, 49, out);
  return Done{};
}

}  // namespace arcade
