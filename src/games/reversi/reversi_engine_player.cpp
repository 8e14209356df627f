// The engine's computer players and the exact solver behind `analyze --exact`.
#include "games/reversi/reversi_engine_player.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <string>

#include "ai/budget.h"
#include "games/reversi/reversi_driver.h"
#include "games/reversi/reversi_engine.h"
#include "games/reversi/reversi_pattern_eval.h"
#include "games/reversi/reversi_thinker.h"

namespace arcade {
namespace {

using reversi::deepen;
using reversi::Deepening;
using reversi::disc_guess;
using reversi::RootAnswer;
using reversi::SearchContext;
using reversi::solve_with_presearch;
using reversi::TranspositionTable;

// The midgame table of `analyze --exact`, which only finds the first move to prove.
constexpr int kMidgameTableBits = 17;

// The exact solver's table, sized to the work: small solves should not wait for 100 MB of memory.
// 2^20 buckets (64 MB) serve FFO #40-#49 (20-26 empties) in the same nodes as 2^21 within 1%,
// and 2^19 do for #40-#44 (20-23 empties); the system's time to zero the pages falls with the
// size.
int analysis_table_bits(int empties) {
  if (empties <= 12) return 14;
  if (empties <= 18) return 18;
  if (empties <= 23) return 19;
  return 20;
}

// How deep the exact solver's first-move search looks.
constexpr int kHintDepth = 12;

ProvenResult result_of(int disc_difference) {
  if (disc_difference > 0) return ProvenResult::win;
  if (disc_difference < 0) return ProvenResult::loss;
  return ProvenResult::draw;
}

class EnginePlayer final : public Player {
 public:
  EnginePlayer(const ReversiEngineLevel& level, const PlayerConfig& config)
      : level_(level),
        config_(config),
        thinker_(reversi::trained_evaluator(level.noise, config.seed)) {}

  Decision choose(const AnyState& position, std::stop_token stop) override {
    const Reversi* state = position.get_if<Reversi>();
    assert(state && "a Reversi player is only given Reversi positions");
    reversi::ThinkLimits limits;
    limits.time = time_budget();
    limits.nodes = config_.nodes;
    limits.max_depth = config_.depth.value_or(level_.max_depth);
    limits.solve_empties = level_.solve_empties;
    const reversi::Thought thought = thinker_.think(*state, limits, std::move(stop));
    Decision decision;
    decision.move = thought.move;
    if (thought.forced) {
      decision.info = "the only move";
    } else if (thought.exact && thought.depth == 0) {
      decision.info = "solved nodes " + std::to_string(thought.nodes);
    } else {
      decision.info = "depth " + std::to_string(thought.depth) + " score " +
                      std::to_string(thought.score) + " nodes " + std::to_string(thought.nodes);
    }
    if (thought.exact) {
      const int discs = thought.score / reversi::kScorePerDisc;
      decision.result = result_of(discs);
      decision.exact_score = discs;
    }
    return decision;
  }

 private:
  // The clock of this move: the config's time, or the level's default unless the config gives
  // a node or depth budget instead (deterministic play has no clock).
  std::optional<std::chrono::milliseconds> time_budget() const {
    if (config_.time_ms) return std::chrono::milliseconds(*config_.time_ms);
    if (config_.nodes || config_.depth) return std::nullopt;
    return std::chrono::milliseconds(level_.default_time_ms);
  }

  ReversiEngineLevel level_;
  PlayerConfig config_;
  reversi::Thinker thinker_;
};

}  // namespace

ReversiEngineLevel strong_reversi_level() {
  return ReversiEngineLevel{};
}

ReversiEngineLevel expert_reversi_level() {
  ReversiEngineLevel level;
  level.max_depth = 6;
  level.solve_empties = 14;
  level.noise = 20;
  return level;
}

ReversiEngineLevel lookahead_reversi_level() {
  ReversiEngineLevel level;
  level.max_depth = 3;
  level.solve_empties = 10;
  level.noise = 60;
  return level;
}

std::unique_ptr<Player> make_reversi_engine_player(const ReversiEngineLevel& level,
                                                   const PlayerConfig& config) {
  return std::make_unique<EnginePlayer>(level, config);
}

std::optional<ReversiSolution> solve_reversi(const Reversi& position, std::stop_token stop) {
  const int empties = reversi::count_bits(position.empty_squares());
  SearchBudget budget(std::move(stop), std::nullopt, std::nullopt);
  TranspositionTable midgame(kMidgameTableBits);
  TranspositionTable endgame(analysis_table_bits(empties));
  const reversi::Evaluator& evaluator = reversi::endgame_ordering_evaluator();
  SearchContext context{midgame, endgame, budget, evaluator};
  const reversi::Engine& engine = reversi::fastest_engine();
  // A shallow search picks the first move to prove: the rest only need to be shown no better.
  const Deepening hint = deepen(engine, position.own(), position.other(),
                                std::min(empties, kHintDepth), context, std::nullopt);
  const RootAnswer answer = solve_with_presearch(engine, position.own(), position.other(),
                                                 disc_guess(hint.score), hint.move, context);
  if (!answer.complete) return std::nullopt;
  return ReversiSolution{answer.move, answer.score, budget.nodes()};
}

}  // namespace arcade
