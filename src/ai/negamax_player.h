// A computer player for any game that searches with alpha-beta to a depth and picks at random
// among the equally best moves.
#pragma once

#include <cassert>
#include <chrono>
#include <string>

#include "ai/negamax.h"
#include "core/player.h"
#include "core/rng.h"

namespace arcade {

// Iterative deepening up to `max_depth` plies (or the config's depth, or until time or nodes run
// out), keeping the deepest complete result. Reports a proven result when the search saw every
// line to the end of the game, or found a forced win or loss.
template <GameRules S, class Evaluate>
class NegamaxPlayer final : public Player {
 public:
  NegamaxPlayer(Evaluate evaluate, int max_depth, const PlayerConfig& config)
      : evaluate_(std::move(evaluate)),
        max_depth_(config.depth.value_or(max_depth)),
        config_(config),
        rng_(config.seed) {}

  Decision choose(const AnyState& position, std::stop_token stop) override {
    const S* state = position.get_if<S>();
    assert(state && "a player is only given positions of its own game");
    std::optional<std::chrono::milliseconds> time;
    if (config_.time_ms) time = std::chrono::milliseconds(*config_.time_ms);
    SearchBudget budget(std::move(stop), time, config_.nodes);
    bool evaluated = false;
    auto counting_evaluate = [&](const S& s) {
      evaluated = true;
      return evaluate_(s);
    };
    Negamax<S, decltype(counting_evaluate)> search(counting_evaluate, budget);
    RootScores best;
    bool saw_the_end = false;
    int depth_reached = 0;
    for (int depth = 1; depth <= max_depth_; ++depth) {
      evaluated = false;
      RootScores scores = search.search_root(*state, depth);
      if (!scores.complete) break;
      best = std::move(scores);
      depth_reached = depth;
      saw_the_end = !evaluated;
      if (saw_the_end || best.score >= kWinThreshold || best.score <= -kWinThreshold) break;
    }
    Decision decision;
    if (best.best_moves.empty()) {
      // Not even depth 1 finished: any legal move keeps the game going.
      decision.move = state->legal_moves().front();
      return decision;
    }
    decision.move = pick_one(best.best_moves, rng_);
    decision.result = proven_by_score(best.score, saw_the_end);
    decision.info = "depth " + std::to_string(depth_reached) + " score " +
                    std::to_string(best.score) + " nodes " + std::to_string(budget.nodes());
    return decision;
  }

 private:
  Evaluate evaluate_;
  int max_depth_;
  PlayerConfig config_;
  Rng rng_;
};

}  // namespace arcade
