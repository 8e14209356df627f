// Depth-limited alpha-beta (negamax) written once for every game; game knowledge comes in as an
// evaluator.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ai/budget.h"
#include "core/game_rules.h"

namespace arcade {

// Scores are from the side to move's point of view. A won game scores kWinScore minus the plies
// to reach it, so faster wins and slower losses are preferred; evaluators stay well inside
// ±kWinThreshold.
inline constexpr int kWinScore = 1'000'000;
inline constexpr int kWinThreshold = kWinScore - 10'000;

// What a root search found.
struct RootScores {
  std::vector<Move> best_moves;  // every root move with the best score, in legal-move order
  int score = 0;                 // the best score, exact if `complete`
  bool complete = false;         // false if the budget ran out before every root move was scored
};

// Alpha-beta over S. `Evaluate` is callable as `int(const S&)`, scoring a non-final position for
// its side to move; it is called only at the depth limit.
template <GameRules S, class Evaluate>
class Negamax {
 public:
  Negamax(Evaluate evaluate, SearchBudget& budget)
      : evaluate_(std::move(evaluate)), budget_(budget) {}

  // Scores every root move to `depth` plies and keeps all moves tied for best, so a player can
  // choose among equals. Requires a position that is not over and depth ≥ 1.
  RootScores search_root(const S& root, int depth) {
    RootScores result;
    int best = -kWinScore - 1;
    for (const Move move : root.legal_moves()) {
      S child = root;
      child.apply(move);
      // Window (best - 1, +inf): a move that ties the best is scored exactly, a worse one is cut.
      const int score = -search(child, depth - 1, 1, -kWinScore - 1, -(best - 1));
      if (budget_.exhausted()) return result;
      if (score > best) {
        best = score;
        result.best_moves.clear();
      }
      if (score == best) result.best_moves.push_back(move);
    }
    result.score = best;
    result.complete = true;
    return result;
  }

  // The negamax value of `position` searched `depth` more plies, `ply` plies below the root.
  int search(const S& position, int depth, int ply, int alpha, int beta) {
    if (budget_.tick()) return 0;
    const Outcome outcome = position.outcome();
    if (outcome != Outcome::ongoing) {
      const int value = value_for(outcome, position.to_move());
      return value == 0 ? 0 : value * (kWinScore - ply);
    }
    if (depth <= 0) return evaluate_(position);
    for (const Move move : position.legal_moves()) {
      S child = position;
      child.apply(move);
      const int score = -search(child, depth - 1, ply + 1, -beta, -alpha);
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    return alpha;
  }

 private:
  Evaluate evaluate_;
  SearchBudget& budget_;
};

// The proven result of a score from a search that saw the end of the game, if it did.
inline std::optional<ProvenResult> proven_by_score(int score, bool searched_to_the_end) {
  if (score >= kWinThreshold) return ProvenResult::win;
  if (score <= -kWinThreshold) return ProvenResult::loss;
  if (searched_to_the_end) return ProvenResult::draw;
  return std::nullopt;
}

}  // namespace arcade
