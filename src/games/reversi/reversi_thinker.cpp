// Choosing a move within a budget: deepening, then the exact solve near the end.
#include "games/reversi/reversi_thinker.h"

#include <algorithm>

#include "ai/budget.h"
#include "games/reversi/reversi_driver.h"
#include "games/reversi/reversi_engine.h"

namespace arcade::reversi {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// Table sizes (2^n buckets of 64 bytes): the solver's needs more room than the midgame's.
constexpr int kMidgameTableBits = 18;
constexpr int kEndgameTableBits = 19;

// How many empty squares beyond the exact solve's reach the engine still proves wins and losses.
constexpr int kWinLossReach = 2;

// What the clock leaves after the move is chosen and sent: the budget checks the clock every few
// hundred nodes and the answer still has to travel.
milliseconds usable(milliseconds time) {
  return std::max(milliseconds(1), time - std::min(milliseconds(15), time / 20));
}

std::optional<milliseconds> part_of(std::optional<milliseconds> time, int numerator,
                                    int denominator) {
  if (!time) return std::nullopt;
  return *time * numerator / denominator;
}

std::optional<std::uint64_t> part_of(std::optional<std::uint64_t> nodes, int numerator,
                                     int denominator) {
  if (!nodes) return std::nullopt;
  return *nodes * static_cast<std::uint64_t>(numerator) / static_cast<std::uint64_t>(denominator);
}

}  // namespace

int solve_empties_for_time(std::optional<milliseconds> time) {
  // The solver's work grows about 2.7 times with each empty square; hard 20-empty positions take
  // about a second.
  if (!time) return 14;
  if (*time < milliseconds(50)) return 12;
  if (*time < milliseconds(150)) return 14;
  if (*time < milliseconds(400)) return 16;
  if (*time < milliseconds(1500)) return 18;
  if (*time < milliseconds(6000)) return 20;
  return 22;
}

struct Thinker::Tables {
  TranspositionTable midgame{kMidgameTableBits};
  TranspositionTable endgame{kEndgameTableBits};
};

Thinker::Thinker(const Evaluator& evaluator) : evaluator_(evaluator) {}
Thinker::~Thinker() = default;

Thinker::Tables& Thinker::tables() {
  if (!tables_) tables_ = std::make_unique<Tables>();
  return *tables_;
}

void Thinker::forget() {
  if (tables_) {
    tables_->midgame.clear();
    tables_->endgame.clear();
  }
}

Thought Thinker::think(const Reversi& position, const ThinkLimits& limits, std::stop_token stop) {
  const MoveList moves = position.legal_moves();
  Thought thought;
  if (moves.size() == 1) {
    thought.move = moves.front();
    thought.forced = true;
    thought.score = fastest_engine().evaluate(position.own(), position.other(), evaluator_);
    return thought;
  }
  const auto started = Clock::now();
  const Bitboard own = position.own();
  const Bitboard other = position.other();
  const int empties = count_bits(position.empty_squares());
  const std::optional<milliseconds> time =
      limits.time ? std::optional<milliseconds>(usable(*limits.time)) : std::nullopt;
  const int solve_from = limits.solve_empties.value_or(solve_empties_for_time(time));
  const bool solving = empties <= solve_from;
  // A little further from the end, proving which moves win is still within reach: a window
  // around a draw needs far fewer positions than the exact score.
  const bool proving_win = !solving && empties <= solve_from + kWinLossReach;
  tables().midgame.next_generation();
  tables().endgame.next_generation();
  const Engine& engine = fastest_engine();

  // When it will solve, the midgame search only finds a fallback and a first move to try.
  const bool endgame = solving || proving_win;
  const auto midgame_time = endgame ? part_of(time, 1, 5) : time;
  SearchBudget midgame_budget(stop, midgame_time,
                              endgame ? part_of(limits.nodes, 1, 5) : limits.nodes);
  SearchContext midgame_context{tables().midgame, tables().endgame, midgame_budget, evaluator_,
                                limits.selective};
  const Deepening reached =
      deepen(engine, own, other, limits.max_depth, midgame_context, std::nullopt);
  thought.move = reached.move >= 0 ? reached.move : moves.front();
  thought.score = reached.score;
  thought.depth = reached.depth;
  thought.exact = reached.exact;
  thought.nodes = midgame_budget.nodes();
  if (reached.exact || !endgame || stop.stop_requested()) return thought;

  std::optional<milliseconds> remaining;
  if (time) {
    const auto spent = std::chrono::duration_cast<milliseconds>(Clock::now() - started);
    remaining = std::max(milliseconds(1), *time - spent);
  }
  SearchBudget endgame_budget(stop, remaining, part_of(limits.nodes, 4, 5));
  SearchContext endgame_context{tables().midgame, tables().endgame, endgame_budget, evaluator_};
  if (proving_win) {
    // A move that wins (or, where none does, draws) is played whatever the midgame search
    // thought; if every move loses, the midgame search's choice keeps the most chances.
    const RootAnswer proved = engine.solve_root(own, other, -1, 1, reached.move, endgame_context);
    thought.nodes += endgame_budget.nodes();
    if (proved.complete && proved.score >= 0) {
      thought.move = proved.move;
      thought.score = proved.score > 0 ? std::max(thought.score, kScorePerDisc) : 0;
    }
    return thought;
  }
  const RootAnswer solved = solve_with_presearch(engine, own, other, disc_guess(reached.score),
                                                 reached.move, endgame_context);
  thought.nodes += endgame_budget.nodes();
  if (solved.found) thought.move = solved.move;
  if (solved.complete) {
    thought.score = solved.score * kScorePerDisc;
    thought.exact = true;
    thought.depth = 0;
  }
  return thought;
}

}  // namespace arcade::reversi
