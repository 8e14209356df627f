// The classic computer opponents of Reversi.
#include "games/reversi/reversi_players.h"

#include <cassert>
#include <chrono>
#include <limits>

#include "ai/mcts.h"

namespace arcade {

// Rows 1..8 from the top; the table is symmetric.
const std::array<int, 64> kRoxannePriority{
    1, 8, 4, 5, 5, 4, 8, 1,  //
    8, 9, 6, 7, 7, 6, 9, 8,  //
    4, 6, 2, 3, 3, 2, 6, 4,  //
    5, 7, 3, 0, 0, 3, 7, 5,  //
    5, 7, 3, 0, 0, 3, 7, 5,  //
    4, 6, 2, 3, 3, 2, 6, 4,  //
    8, 9, 6, 7, 7, 6, 9, 8,  //
    1, 8, 4, 5, 5, 4, 8, 1,  //
};

// The design's tables are written by its x (column) then y (row); both are symmetric, so they read
// the same by rows.
const std::array<int, 64> kDesignRoxanneGroup{
    1, 5, 3, 3, 3, 3, 5, 1,  //
    5, 5, 4, 4, 4, 4, 5, 5,  //
    3, 4, 2, 2, 2, 2, 4, 3,  //
    3, 4, 2, 9, 9, 2, 4, 3,  //
    3, 4, 2, 9, 9, 2, 4, 3,  //
    3, 4, 2, 2, 2, 2, 4, 3,  //
    5, 5, 4, 4, 4, 4, 5, 5,  //
    1, 5, 3, 3, 3, 3, 5, 1,  //
};

const std::array<int, 64> kDesignMobilityWeight{
    1, 8, 2, 4,  4,  2, 8, 1,  //
    8, 9, 7, 6,  6,  7, 9, 8,  //
    2, 7, 3, 5,  5,  3, 7, 2,  //
    4, 6, 5, 10, 10, 5, 6, 4,  //
    4, 6, 5, 10, 10, 5, 6, 4,  //
    2, 7, 3, 5,  5,  3, 7, 2,  //
    8, 9, 7, 6,  6,  7, 9, 8,  //
    1, 8, 2, 4,  4,  2, 8, 1,  //
};

namespace {

// A classic positional weight table: corners are worth much, the squares that give them away
// cost much. Used only to break ties between equally restricting moves.
constexpr std::array<int, 64> kSquareWeight{
    100, -20, 10, 5,  5,  10, -20, 100,  //
    -20, -50, -2, -2, -2, -2, -50, -20,  //
    10,  -2,  1,  1,  1,  1,  -2,  10,   //
    5,   -2,  1,  0,  0,  1,  -2,  5,    //
    5,   -2,  1,  0,  0,  1,  -2,  5,    //
    10,  -2,  1,  1,  1,  1,  -2,  10,   //
    -20, -50, -2, -2, -2, -2, -50, -20,  //
    100, -20, 10, 5,  5,  10, -20, 100,  //
};

const Reversi& reversi_state(const AnyState& position) {
  const Reversi* state = position.get_if<Reversi>();
  assert(state && "a Reversi player is only given Reversi positions");
  return *state;
}

class RoxannePlayer final : public Player {
 public:
  explicit RoxannePlayer(const PlayerConfig& config) : rng_(config.seed) {}
  Decision choose(const AnyState& position, std::stop_token /*stop*/) override {
    return {.move = roxanne_move(reversi_state(position), rng_)};
  }

 private:
  Rng rng_;
};

class MobilityPlayer final : public Player {
 public:
  explicit MobilityPlayer(const PlayerConfig& config) : rng_(config.seed) {}
  Decision choose(const AnyState& position, std::stop_token /*stop*/) override {
    const Reversi& state = reversi_state(position);
    std::vector<Move> best;
    int best_replies = std::numeric_limits<int>::max();
    int best_weight = std::numeric_limits<int>::min();
    for (const Move move : state.legal_moves()) {
      Reversi child = state;
      child.apply(move);
      const int replies = __builtin_popcountll(child.move_mask());
      const int weight = move == Reversi::kPass ? 0 : kSquareWeight[static_cast<std::size_t>(move)];
      if (replies < best_replies || (replies == best_replies && weight > best_weight)) {
        best.clear();
        best_replies = replies;
        best_weight = weight;
      }
      if (replies == best_replies && weight == best_weight) best.push_back(move);
    }
    return {.move = pick_one(best, rng_)};
  }

 private:
  Rng rng_;
};

// Playouts follow Roxanne most of the time; a share of random moves keeps them varied enough
// for the statistics to mean something.
struct RoxannePlayout {
  Move operator()(const Reversi& state, const MoveList& moves, Rng& rng) const {
    if (rng.below(4) == 0) return pick_one(moves, rng);
    return roxanne_move(state, rng);
  }
};

// Plays the lowest value of a square table, at random among equals.
class TablePlayer final : public Player {
 public:
  TablePlayer(const std::array<int, 64>& table, const PlayerConfig& config)
      : table_(table), rng_(config.seed) {}
  Decision choose(const AnyState& position, std::stop_token /*stop*/) override {
    return {.move = reversi_table_move(reversi_state(position), table_, rng_)};
  }

 private:
  const std::array<int, 64>& table_;
  Rng rng_;
};

class MctsPlayer final : public Player {
 public:
  // `time_factor`: think that many times the time the config offers (or the default second).
  explicit MctsPlayer(const PlayerConfig& config, int time_factor = 1)
      : config_(config), time_factor_(time_factor), rng_(config.seed) {}
  Decision choose(const AnyState& position, std::stop_token stop) override {
    const Reversi& state = reversi_state(position);
    MctsSettings settings;
    settings.iterations = config_.iterations;
    std::optional<std::chrono::milliseconds> time;
    if (!config_.iterations || config_.time_ms) {
      time = std::chrono::milliseconds(time_factor_ * config_.time_ms.value_or(kDefaultTimeMs));
    }
    SearchBudget budget(std::move(stop), time, config_.nodes);
    Mcts<Reversi, RoxannePlayout> search(RoxannePlayout{}, settings, rng_);
    const auto answer = search.search(state, budget);
    return {.move = answer.move,
            .info = "iterations " + std::to_string(answer.iterations) + " win rate " +
                    std::to_string(answer.win_rate)};
  }

 private:
  static constexpr int kDefaultTimeMs = 1000;
  PlayerConfig config_;
  int time_factor_;
  Rng rng_;
};

}  // namespace

Move roxanne_move(const Reversi& position, Rng& rng) {
  Bitboard mask = position.move_mask();
  if (mask == 0) return Reversi::kPass;
  int best_priority = 10;
  Move candidates[64];
  int count = 0;
  while (mask) {
    const int square = __builtin_ctzll(mask);
    mask &= mask - 1;
    const int priority = kRoxannePriority[static_cast<std::size_t>(square)];
    if (priority < best_priority) {
      best_priority = priority;
      count = 0;
    }
    if (priority == best_priority) candidates[count++] = square;
  }
  return candidates[rng.below(static_cast<std::uint64_t>(count))];
}

Move reversi_table_move(const Reversi& position, const std::array<int, 64>& table, Rng& rng) {
  Bitboard mask = position.move_mask();
  if (mask == 0) return Reversi::kPass;
  int best = 0;
  Move candidates[64];
  int count = 0;
  while (mask) {
    const int square = __builtin_ctzll(mask);
    mask &= mask - 1;
    const int value = table[static_cast<std::size_t>(square)];
    if (count == 0 || value < best) {
      best = value;
      count = 0;
    }
    if (value == best) candidates[count++] = square;
  }
  return candidates[rng.below(static_cast<std::uint64_t>(count))];
}

std::unique_ptr<Player> make_reversi_roxanne_player(const PlayerConfig& config) {
  return std::make_unique<RoxannePlayer>(config);
}

std::unique_ptr<Player> make_reversi_mobility_player(const PlayerConfig& config) {
  return std::make_unique<MobilityPlayer>(config);
}

std::unique_ptr<Player> make_reversi_mcts_player(const PlayerConfig& config) {
  return std::make_unique<MctsPlayer>(config);
}

std::unique_ptr<Player> make_reversi_mcts_3s_player(const PlayerConfig& config) {
  return std::make_unique<MctsPlayer>(config, 3);
}

std::unique_ptr<Player> make_reversi_design_roxanne_player(const PlayerConfig& config) {
  return std::make_unique<TablePlayer>(kDesignRoxanneGroup, config);
}

std::unique_ptr<Player> make_reversi_design_mobility_player(const PlayerConfig& config) {
  return std::make_unique<TablePlayer>(kDesignMobilityWeight, config);
}

}  // namespace arcade
