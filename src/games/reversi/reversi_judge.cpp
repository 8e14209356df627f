// Reversi's judgement: a budgeted exact solve near the end, else a short midgame search.
#include "games/reversi/reversi_judge.h"

#include "ai/budget.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_driver.h"
#include "games/reversi/reversi_engine.h"
#include "games/reversi/reversi_pattern_eval.h"

namespace arcade {
namespace {

using reversi::SearchContext;
using reversi::TranspositionTable;

constexpr std::uint64_t kSolveNodes = 3'000'000;
constexpr std::uint64_t kSearchNodes = 150'000;
constexpr int kSearchDepth = 8;
constexpr int kTableBits = 14;  // 1 MiB a table: each judgement has its own
// Discs of final difference that count as a clear lead.
constexpr double kClearLead = 12;

std::optional<Judgement> solved(const Reversi& board, const reversi::Evaluator& evaluator,
                                const std::stop_token& stop) {
  SearchBudget budget(stop, std::nullopt, kSolveNodes);
  TranspositionTable midgame(kTableBits);
  TranspositionTable endgame(kTableBits);
  SearchContext context{midgame, endgame, budget, evaluator};
  const reversi::Engine& engine = reversi::fastest_engine();
  const auto answer = reversi::solve_around(engine, board.own(), board.other(), 0, -1, context);
  if (!answer.complete || budget.exhausted()) return std::nullopt;
  const Side mover = board.to_move();
  if (answer.score == 0) return exact_judgement(std::nullopt);
  return exact_judgement(answer.score > 0 ? mover : opponent(mover));
}

}  // namespace

std::optional<Judgement> judge_reversi(const AnyState& position, std::stop_token stop) {
  const Reversi& board = *position.get_if<Reversi>();
  static const reversi::Evaluator evaluator = reversi::trained_evaluator();
  if (reversi::count_bits(board.empty_squares()) <= kReversiJudgeSolveEmpties) {
    if (auto exact = solved(board, reversi::endgame_ordering_evaluator(), stop)) return exact;
  }
  if (stop.stop_requested()) return std::nullopt;
  SearchBudget budget(stop, std::nullopt, kSearchNodes);
  TranspositionTable midgame(kTableBits);
  TranspositionTable endgame(kTableBits);
  SearchContext context{midgame, endgame, budget, evaluator};
  const auto reached = reversi::deepen(reversi::fastest_engine(), board.own(), board.other(),
                                       kSearchDepth, context, std::nullopt);
  if (stop.stop_requested()) return std::nullopt;
  if (reached.exact) {
    const Side mover = board.to_move();
    if (reached.score == 0) return exact_judgement(std::nullopt);
    return exact_judgement(reached.score > 0 ? mover : opponent(mover));
  }
  return estimate_judgement(static_cast<double>(reached.score) / reversi::kScorePerDisc, kClearLead,
                            board.to_move());
}

}  // namespace arcade
