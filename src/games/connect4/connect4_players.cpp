// The computer opponents of Connect Four.
#include "games/connect4/connect4_players.h"

#include <bit>
#include <cassert>
#include <chrono>

#include "core/rng.h"
#include "games/connect4/connect4_search.h"

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
  const connect4::Settings settings{
      .max_depth = std::max(1, config.depth.value_or(ConnectFour::kCells)),
      .table_bits = 20,
      .noise = 0,
      .seed = config.seed,
      .centre_opening = true};
  return std::make_unique<EnginePlayer>(settings, config, 1000);
}

}  // namespace arcade
