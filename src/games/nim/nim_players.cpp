// The computer opponents of Nim.
#include "games/nim/nim_players.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cstdio>
#include <vector>

#include "core/rng.h"
#include "games/nim/nim_game_tree.h"

namespace arcade {
namespace {

// One stone from the largest heap: the longest way to lose.
Move slowest_move(const Nim& position) {
  const auto& heaps = position.heaps();
  const auto largest = std::max_element(heaps.begin(), heaps.end()) - heaps.begin();
  return Nim::encode(static_cast<int>(largest), 1);
}

const Nim& nim_state(const AnyState& position) {
  const Nim* state = position.get_if<Nim>();
  assert(state && "a Nim player is only given Nim positions");
  return *state;
}

class NimTreePlayer final : public Player {
 public:
  explicit NimTreePlayer(const PlayerConfig& config) : rng_(config.seed) {}

  Decision choose(const AnyState& position, std::stop_token stop) override {
    const Nim& state = nim_state(position);
    const auto begin = std::chrono::steady_clock::now();
    const auto tree = NimGameTree::build(state, kNimTreeMostNodes, stop);
    if (!tree) {
      const auto move = nim_winning_move(state);
      return {.move = move ? *move : slowest_move(state),
              .result = move ? ProvenResult::win : ProvenResult::loss,
              .info = stop.stop_requested()
                          ? "stopped before the tree was built"
                          : "the tree would have more than " + std::to_string(kNimTreeMostNodes) +
                                " nodes: played by the nim-sum instead"};
    }
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
    std::vector<Move> winning;
    for (std::size_t i = 0; i < tree->root_moves().size(); ++i) {
      if (tree->root_move_wins(i)) winning.push_back(tree->root_moves()[i]);
    }
    const bool wins = !winning.empty();
    char time[32];
    std::snprintf(time, sizeof time, "%.1f", ms);
    return {.move = pick_one(wins ? winning : tree->root_moves(), rng_),
            .result = wins ? ProvenResult::win : ProvenResult::loss,
            .info = "tree nodes " + std::to_string(tree->nodes()) + " (below the root), built " +
                    "and scored in " + time + " ms"};
  }

 private:
  Rng rng_;
};

class NimPerfectPlayer final : public Player {
 public:
  explicit NimPerfectPlayer(const PlayerConfig& /*config*/) {}

  Decision choose(const AnyState& position, std::stop_token /*stop*/) override {
    const Nim& state = nim_state(position);
    if (const auto move = nim_winning_move(state))
      return {.move = *move, .result = ProvenResult::win};
    return {.move = slowest_move(state), .result = ProvenResult::loss};
  }
};

class NimSometimesPerfectPlayer final : public Player {
 public:
  NimSometimesPerfectPlayer(int percent, const PlayerConfig& config)
      : percent_(percent), rng_(config.seed) {}

  Decision choose(const AnyState& position, std::stop_token /*stop*/) override {
    const Nim& state = nim_state(position);
    if (static_cast<int>(rng_.below(100)) < percent_) {
      const auto move = nim_winning_move(state);
      return {.move = move ? *move : slowest_move(state), .info = "the perfect move"};
    }
    return {.move = pick_one(state.legal_moves(), rng_), .info = "a move at random"};
  }

 private:
  int percent_;
  Rng rng_;
};

}  // namespace

std::optional<Move> nim_winning_move(const Nim& position) {
  const auto& heaps = position.heaps();
  int nim_sum = 0;
  int big_heaps = 0;  // heaps of two or more stones
  int ones = 0;
  for (const int heap : heaps) {
    nim_sum ^= heap;
    if (heap >= 2) ++big_heaps;
    if (heap == 1) ++ones;
  }
  const auto index_of_heap = [&](auto predicate) {
    return static_cast<int>(std::find_if(heaps.begin(), heaps.end(), predicate) - heaps.begin());
  };
  if (position.misere() && big_heaps == 0) {
    // Only single stones: whoever faces an odd number of them takes the last one and loses.
    if (ones % 2 == 1) return std::nullopt;
    return Nim::encode(index_of_heap([](int h) { return h == 1; }), 1);
  }
  if (position.misere() && big_heaps == 1) {
    // Reduce the one big heap to 0 or 1 so that an odd number of single stones is left.
    const int big = index_of_heap([](int h) { return h >= 2; });
    const int keep = ones % 2 == 0 ? 1 : 0;
    return Nim::encode(big, heaps[static_cast<std::size_t>(big)] - keep);
  }
  // Normal play, and misère with two or more big heaps: move to a zero nim-sum.
  if (nim_sum == 0) return std::nullopt;
  const int heap = index_of_heap([&](int h) { return (h ^ nim_sum) < h; });
  const int size = heaps[static_cast<std::size_t>(heap)];
  return Nim::encode(heap, size - (size ^ nim_sum));
}

std::unique_ptr<Player> make_nim_tree_player(const PlayerConfig& config) {
  return std::make_unique<NimTreePlayer>(config);
}

std::unique_ptr<Player> make_nim_perfect_player(const PlayerConfig& config) {
  return std::make_unique<NimPerfectPlayer>(config);
}

std::unique_ptr<Player> make_nim_sometimes_perfect_player(int percent, const PlayerConfig& config) {
  return std::make_unique<NimSometimesPerfectPlayer>(percent, config);
}

}  // namespace arcade
