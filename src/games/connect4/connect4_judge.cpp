// Connect Four's judgement: a budgeted solve, falling back on a budgeted search.
#include "games/connect4/connect4_judge.h"

#include "ai/budget.h"
#include "games/connect4/connect4.h"
#include "games/connect4/connect4_search.h"
#include "games/connect4/connect4_solver.h"

namespace arcade {
namespace {

// Enough to solve most positions from the middle of a game on, in well under a second.
constexpr std::uint64_t kSolveNodes = 400'000;
constexpr std::uint64_t kSearchNodes = 150'000;
// A small table: each judgement makes its own, so judgements never wait for memory.
constexpr int kSolverTableBits = 18;
// An engine score that counts as a clear lead (a couple of good threats).
constexpr double kClearLead = 150;

std::optional<Judgement> solved(const ConnectFour& board, const std::stop_token& stop) {
  connect4::Solver solver(kSolverTableBits);
  SearchBudget budget(stop, std::nullopt, kSolveNodes);
  const auto solution = solver.solve(board, budget);
  if (!solution) return std::nullopt;
  const Side mover = board.to_move();
  if (solution->score == 0) return exact_judgement(std::nullopt);
  return exact_judgement(solution->score > 0 ? mover : opponent(mover));
}

}  // namespace

std::optional<Judgement> judge_connect4(const AnyState& position, std::stop_token stop) {
  const ConnectFour& board = *position.get_if<ConnectFour>();
  if (auto exact = solved(board, stop)) return exact;
  if (stop.stop_requested()) return std::nullopt;
  connect4::Settings settings;
  settings.table_bits = 16;
  connect4::Engine engine(settings);
  SearchBudget budget(stop, std::nullopt, kSearchNodes);
  const connect4::Choice choice = engine.choose(board, budget);
  if (stop.stop_requested()) return std::nullopt;
  if (choice.result) {
    const Side mover = board.to_move();
    return proven_judgement(*choice.result, mover);
  }
  return estimate_judgement(choice.score, kClearLead, board.to_move());
}

}  // namespace arcade
