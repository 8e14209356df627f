// The engine's computer players and the exact solver behind `analyze --exact`.
#include "games/reversi/reversi_engine_player.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <string>

#include "ai/budget.h"
#include "games/reversi/reversi_driver.h"
#include "games/reversi/reversi_engine.h"

namespace arcade {
namespace {

using reversi::deepen;
using reversi::Deepening;
using reversi::disc_guess;
using reversi::RootAnswer;
using reversi::SearchContext;
using reversi::solve_around;
using reversi::TranspositionTable;
using Clock = std::chrono::steady_clock;

// Table sizes (2^n buckets of 48 bytes): the solver's needs more room than the midgame's.
constexpr int kMidgameTableBits = 17;
constexpr int kEndgameTableBits = 19;

// The exact solver's table, sized to the work: small solves should not wait for 100 MB of memory.
int analysis_table_bits(int empties) {
  if (empties <= 12) return 14;
  if (empties <= 18) return 18;
  return 21;
}

// How deep the exact solver's first-move search looks.
constexpr int kHintDepth = 12;

// How many empty squares the solver can take on in `time_ms`: its work grows about 2.7 times
// with each empty square, and hard 20-empty positions take about a second.
int solve_empties_for_time(std::optional<int> time_ms) {
  if (!time_ms) return 14;  // no clock (node or depth budgets): a size that solves quickly
  if (*time_ms < 50) return 12;
  if (*time_ms < 150) return 14;
  if (*time_ms < 400) return 16;
  if (*time_ms < 1500) return 18;
  if (*time_ms < 6000) return 20;
  return 22;
}

ProvenResult result_of(int disc_difference) {
  if (disc_difference > 0) return ProvenResult::win;
  if (disc_difference < 0) return ProvenResult::loss;
  return ProvenResult::draw;
}

std::optional<std::chrono::milliseconds> part_of(std::optional<std::chrono::milliseconds> time,
                                                 int numerator, int denominator) {
  if (!time) return std::nullopt;
  return *time * numerator / denominator;
}

std::optional<std::uint64_t> part_of(std::optional<std::uint64_t> nodes, int numerator,
                                     int denominator) {
  if (!nodes) return std::nullopt;
  return *nodes * static_cast<std::uint64_t>(numerator) / static_cast<std::uint64_t>(denominator);
}

class EnginePlayer final : public Player {
 public:
  EnginePlayer(const ReversiEngineLevel& level, const PlayerConfig& config)
      : level_(level),
        config_(config),
        evaluator_(reversi::EvalWeights{}, level.noise, config.seed) {}

  Decision choose(const AnyState& position, std::stop_token stop) override {
    const Reversi* state = position.get_if<Reversi>();
    assert(state && "a Reversi player is only given Reversi positions");
    const MoveList moves = state->legal_moves();
    if (moves.size() == 1) return {.move = moves.front(), .info = "the only move"};

    const auto started = Clock::now();
    const Bitboard own = state->own();
    const Bitboard other = state->other();
    const int empties = reversi::count_bits(state->empty_squares());
    const auto time = time_budget();
    const int solve_from = level_.solve_empties.value_or(
        solve_empties_for_time(config_.time_ms ? config_.time_ms : std::optional<int>()));
    const bool solving = empties <= solve_from;
    tables().midgame.next_generation();
    tables().endgame.next_generation();
    const reversi::Engine& engine = reversi::fastest_engine();

    // When it will solve, the midgame search only finds a fallback and a first move to try.
    const auto midgame_time = solving ? part_of(time, 1, 5) : time;
    SearchBudget midgame_budget(stop, midgame_time,
                                solving ? part_of(config_.nodes, 1, 5) : config_.nodes);
    SearchContext midgame_context{tables().midgame, tables().endgame, midgame_budget, evaluator_};
    const int max_depth = config_.depth.value_or(level_.max_depth);
    const Deepening reached = deepen(engine, own, other, max_depth, midgame_context, midgame_time);

    Decision decision;
    decision.move = reached.move >= 0 ? reached.move : moves.front();
    decision.info = "depth " + std::to_string(reached.depth) + " score " +
                    std::to_string(reached.score) + " nodes " +
                    std::to_string(midgame_budget.nodes());
    if (reached.exact) {
      report_exact(decision, reached.score / reversi::kScorePerDisc);
      return decision;
    }
    if (!solving || stop.stop_requested()) return decision;

    std::optional<std::chrono::milliseconds> remaining;
    if (time) {
      const auto spent =
          std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started);
      remaining = std::max(std::chrono::milliseconds(1), *time - spent);
    }
    SearchBudget endgame_budget(stop, remaining, part_of(config_.nodes, 4, 5));
    SearchContext endgame_context{tables().midgame, tables().endgame, endgame_budget, evaluator_};
    const RootAnswer solved =
        solve_around(engine, own, other, disc_guess(reached.score), reached.move, endgame_context);
    if (solved.found) decision.move = solved.move;
    if (solved.complete) {
      decision.info = "solved nodes " + std::to_string(endgame_budget.nodes());
      report_exact(decision, solved.score);
    }
    return decision;
  }

 private:
  struct Tables {
    TranspositionTable midgame{kMidgameTableBits};
    TranspositionTable endgame{kEndgameTableBits};
  };

  // Allocated on the first move, so that listing or creating players stays cheap.
  Tables& tables() {
    if (!tables_) tables_ = std::make_unique<Tables>();
    return *tables_;
  }

  // The clock of this move: the config's time, or the level's default unless the config gives
  // a node or depth budget instead (deterministic play has no clock).
  std::optional<std::chrono::milliseconds> time_budget() const {
    if (config_.time_ms) return std::chrono::milliseconds(*config_.time_ms);
    if (config_.nodes || config_.depth) return std::nullopt;
    return std::chrono::milliseconds(level_.default_time_ms);
  }
  static void report_exact(Decision& decision, int disc_difference) {
    decision.result = result_of(disc_difference);
    decision.exact_score = disc_difference;
  }

  ReversiEngineLevel level_;
  PlayerConfig config_;
  reversi::Evaluator evaluator_;
  std::unique_ptr<Tables> tables_;
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
  const reversi::Evaluator evaluator;
  SearchContext context{midgame, endgame, budget, evaluator};
  const reversi::Engine& engine = reversi::fastest_engine();
  // A shallow search picks the first move to prove: the rest only need to be shown no better.
  const Deepening hint = deepen(engine, position.own(), position.other(),
                                std::min(empties, kHintDepth), context, std::nullopt);
  const RootAnswer answer = solve_around(engine, position.own(), position.other(),
                                         disc_guess(hint.score), hint.move, context);
  if (!answer.complete) return std::nullopt;
  return ReversiSolution{answer.move, answer.score, budget.nodes()};
}

}  // namespace arcade
