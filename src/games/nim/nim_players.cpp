// The computer opponents of Nim.
#include "games/nim/nim_players.h"

#include <algorithm>
#include <cassert>
#include <map>
#include <vector>

#include "ai/budget.h"
#include "core/rng.h"

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
  explicit NimTreePlayer(const PlayerConfig& config) : config_(config), rng_(config.seed) {}

  // A cap for heaps far bigger than the original's, so a move never takes forever.
  static constexpr int kDefaultTimeMs = 10'000;

  Decision choose(const AnyState& position, std::stop_token stop) override {
    const Nim& state = nim_state(position);
    // The recursion is as deep as there are stones: past this the tree would risk the stack.
    constexpr int kMaxStonesForTree = 400;
    if (state.stones_left() > kMaxStonesForTree) {
      return {.move = slowest_move(state), .info = "too many stones for the tree"};
    }
    const auto time = std::chrono::milliseconds(config_.time_ms.value_or(kDefaultTimeMs));
    SearchBudget budget(std::move(stop), time, config_.nodes);
    std::vector<Move> winning;
    for (const Move move : state.legal_moves()) {
      Nim child = state;
      child.apply(move);
      if (!mover_wins(child, budget)) winning.push_back(move);
    }
    // Huge heaps can outgrow any budget; then the tree knows nothing and plays it slow.
    if (budget.exhausted()) return {.move = slowest_move(state), .info = "search cut short"};
    if (winning.empty()) return {.move = slowest_move(state), .result = ProvenResult::loss};
    return {.move = pick_one(winning, rng_), .result = ProvenResult::win};
  }

 private:
  // True if the side to move in `position` wins with best play. Heap order does not matter, so
  // the sorted sizes are the memo key.
  bool mover_wins(const Nim& position, SearchBudget& budget) {
    if (position.outcome() != Outcome::ongoing) {
      return winner_of(position.outcome()) == position.to_move();
    }
    std::vector<int> key = position.heaps();
    std::sort(key.begin(), key.end());
    if (const auto known = memo_[position.misere()].find(key); known != memo_[position.misere()].end()) {
      return known->second;
    }
    if (budget.tick()) return false;  // unknown: not memoised
    bool wins = false;
    for (const Move move : position.legal_moves()) {
      Nim child = position;
      child.apply(move);
      if (!mover_wins(child, budget)) {
        wins = true;
        break;
      }
    }
    if (!budget.exhausted()) memo_[position.misere()][key] = wins;
    return wins;
  }

  PlayerConfig config_;
  Rng rng_;
  std::map<std::vector<int>, bool> memo_[2];  // [misère]
};

class NimPerfectPlayer final : public Player {
 public:
  explicit NimPerfectPlayer(const PlayerConfig& /*config*/) {}

  Decision choose(const AnyState& position, std::stop_token /*stop*/) override {
    const Nim& state = nim_state(position);
    if (const auto move = nim_winning_move(state)) return {.move = *move, .result = ProvenResult::win};
    return {.move = slowest_move(state), .result = ProvenResult::loss};
  }
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

}  // namespace arcade
