// The computer opponents of Connect Four.
#include "games/connect4/connect4_players.h"

#include <bit>
#include <cassert>
#include <chrono>

#include "core/rng.h"
#include "games/connect4/connect4_search.h"
#include "games/connect4/connect4_solver.h"

namespace arcade {
namespace {

using connect4::Bits;
using connect4::Node;

int column_of(Bits cells) {
  return std::countr_zero(cells) / ConnectFour::kColumnBits;
}

class CarefulPlayer final : public Player {
 public:
  explicit CarefulPlayer(std::uint64_t seed) : rng_(seed) {}

  Decision choose(const AnyState& position, std::stop_token) override {
    const ConnectFour* state = position.get_if<ConnectFour>();
    assert(state && "a Connect Four player is only given Connect Four positions");
    if (const auto forced = connect4_win_or_block(*state)) return Decision{.move = *forced};
    return Decision{.move = pick_one(state->legal_moves(), rng_)};
  }

 private:
  Rng rng_;
};

class EnginePlayer final : public Player {
 public:
  EnginePlayer(const connect4::Settings& settings, const PlayerConfig& config,
               std::optional<int> default_time_ms)
      : engine_(settings), config_(config) {
    if (!config_.time_ms && !config_.nodes) config_.time_ms = default_time_ms;
  }

  Decision choose(const AnyState& position, std::stop_token stop) override {
    const ConnectFour* state = position.get_if<ConnectFour>();
    assert(state && "a Connect Four player is only given Connect Four positions");
    std::optional<std::chrono::milliseconds> time;
    if (config_.time_ms) time = std::chrono::milliseconds(*config_.time_ms);
    SearchBudget budget(std::move(stop), time, config_.nodes);
    const connect4::Choice choice = engine_.choose(*state, budget);
    return Decision{.move = choice.move,
                    .result = choice.result,
                    .info = "depth " + std::to_string(choice.depth) +
                            (choice.exact ? " exact" : "") + " score " +
                            std::to_string(choice.score) + " nodes " +
                            std::to_string(choice.nodes)};
  }

 private:
  connect4::Engine engine_;
  PlayerConfig config_;
};

// The strong engine's settings for `config`: the whole game deep unless it says otherwise.
connect4::Settings strong_settings(const PlayerConfig& config) {
  return {.max_depth = std::max(1, config.depth.value_or(ConnectFour::kCells)),
          .table_bits = 20,
          .noise = 0,
          .seed = config.seed,
          .centre_opening = true};
}

// What a proven score means for the side to move.
ProvenResult result_of(int score) {
  if (score > 0) return ProvenResult::win;
  return score < 0 ? ProvenResult::loss : ProvenResult::draw;
}

// Solves each position with half the budget, keeping the solver's table from move to move, and
// hands what is left to the strong engine when the solve does not finish.
class PerfectPlayer final : public Player {
 public:
  explicit PerfectPlayer(const PlayerConfig& config)
      : engine_(strong_settings(config)), config_(config) {
    if (!config_.time_ms && !config_.nodes) config_.time_ms = 1000;
  }

  Decision choose(const AnyState& position, std::stop_token stop) override {
    const ConnectFour* state = position.get_if<ConnectFour>();
    assert(state && "a Connect Four player is only given Connect Four positions");
    const auto begin = std::chrono::steady_clock::now();
    SearchBudget budget(stop, half(config_.time_ms), half(config_.nodes));
    // The table is made at the first move, not for players that never play.
    if (!solver_) solver_ = std::make_unique<connect4::Solver>();
    if (const auto solution = solver_->solve(*state, budget)) {
      return Decision{.move = solution->move,
                      .result = result_of(solution->score),
                      .exact_score = solution->score,
                      .info = "solved score " + std::to_string(solution->score) + " nodes " +
                              std::to_string(budget.nodes())};
    }
    SearchBudget rest(std::move(stop), time_left(begin), nodes_left(budget.nodes()));
    const connect4::Choice choice = engine_.choose(*state, rest);
    return Decision{.move = choice.move,
                    .result = choice.result,
                    .info = "unsolved after " + std::to_string(budget.nodes()) +
                            " nodes; engine depth " + std::to_string(choice.depth) + " score " +
                            std::to_string(choice.score)};
  }

 private:
  static std::optional<std::chrono::milliseconds> half(std::optional<int> ms) {
    if (!ms) return std::nullopt;
    return std::chrono::milliseconds(*ms / 2);
  }
  static std::optional<std::uint64_t> half(std::optional<std::uint64_t> nodes) {
    if (!nodes) return std::nullopt;
    return std::max<std::uint64_t>(1, *nodes / 2);
  }
  std::optional<std::chrono::milliseconds> time_left(
      std::chrono::steady_clock::time_point begin) const {
    if (!config_.time_ms) return std::nullopt;
    const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - begin);
    return std::max(std::chrono::milliseconds(1),
                    std::chrono::milliseconds(*config_.time_ms) - spent);
  }
  std::optional<std::uint64_t> nodes_left(std::uint64_t spent) const {
    if (!config_.nodes) return std::nullopt;
    return std::max<std::uint64_t>(1, *config_.nodes - std::min(spent, *config_.nodes));
  }

  std::unique_ptr<connect4::Solver> solver_;
  connect4::Engine engine_;
  PlayerConfig config_;
};

}  // namespace

std::optional<Move> connect4_win_or_block(const ConnectFour& position) {
  const Node node = Node::of(position);
  const Bits playable = node.playable();
  if (const Bits wins = connect4::threat_cells(node.mine, node.both) & playable) {
    return column_of(wins);
  }
  if (const Bits blocks = connect4::threat_cells(node.mine ^ node.both, node.both) & playable) {
    return column_of(blocks);
  }
  return std::nullopt;
}

std::unique_ptr<Player> make_connect4_careful(const PlayerConfig& config) {
  return std::make_unique<CarefulPlayer>(config.seed);
}

std::unique_ptr<Player> make_connect4_lookahead(int depth, int noise, const PlayerConfig& config) {
  const connect4::Settings settings{.max_depth = std::max(1, config.depth.value_or(depth)),
                                    .table_bits = 16,
                                    .noise = noise,
                                    .seed = config.seed};
  return std::make_unique<EnginePlayer>(settings, config, std::nullopt);
}

std::unique_ptr<Player> make_connect4_strong(const PlayerConfig& config) {
  return std::make_unique<EnginePlayer>(strong_settings(config), config, 1000);
}

std::unique_ptr<Player> make_connect4_perfect(const PlayerConfig& config) {
  return std::make_unique<PerfectPlayer>(config);
}

}  // namespace arcade
