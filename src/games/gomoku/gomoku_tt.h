// The Gomoku engine's transposition table: what earlier searches learned about each position.
#pragma once

#include <cstdint>

#include "core/zeroed_array.h"

namespace arcade::gomoku {

// Scores of won and lost positions: kWinScore minus the plies until the five, so quicker wins
// are preferred; anything beyond kWinThreshold is a proven result.
inline constexpr int kWinScore = 1'000'000;
inline constexpr int kWinThreshold = kWinScore - 1'000;

// A fixed-size table, one entry per slot. A slot holding another position is taken over unless
// that entry is from the current search and much deeper.
class TranspositionTable {
 public:
  enum class Bound : std::uint8_t { none, exact, lower, upper };
  struct Entry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    std::int16_t move = -1;
    std::int8_t depth = -1;
    Bound bound = Bound::none;
    std::uint8_t generation = 0;
  };

  // 2^bits entries, all empty. Made in no time (ZeroedArray), so starting a game does not stall
  // the frame that creates its players; an all-zero entry has Bound::none, so it is empty.
  explicit TranspositionTable(int bits)
      : entries_(std::size_t{1} << bits), mask_((std::uint64_t{1} << bits) - 1) {}

  // Marks the entries stored so far as old: a new move's search prefers its own.
  void new_search() { ++generation_; }

  // The entry stored for `key`, or nullptr.
  const Entry* probe(std::uint64_t key) const {
    const Entry& entry = entries_[key & mask_];
    return entry.key == key && entry.bound != Bound::none ? &entry : nullptr;
  }

  // Starts loading the slot of `key` into the cache, so a probe soon after does not wait for it.
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&entries_[key & mask_]); }
  void store(std::uint64_t key, int depth, int score, Bound bound, int move) {
    Entry& entry = entries_[key & mask_];
    if (entry.key != key && entry.generation == generation_ && entry.depth > depth + 2) return;
    if (entry.key == key && move < 0) move = entry.move;  // keep the best move we knew
    entry =
        Entry{key,   score,      static_cast<std::int16_t>(move), static_cast<std::int8_t>(depth),
              bound, generation_};
  }

  // Win scores count plies from the root; the table stores them from the position itself so an
  // entry is right wherever the position is met again.
  static int to_table(int score, int ply) {
    if (score > kWinThreshold) return score + ply;
    if (score < -kWinThreshold) return score - ply;
    return score;
  }
  static int from_table(int score, int ply) {
    if (score > kWinThreshold) return score - ply;
    if (score < -kWinThreshold) return score + ply;
    return score;
  }

 private:
  ZeroedArray<Entry> entries_;
  std::uint64_t mask_;
  std::uint8_t generation_ = 0;
};

}  // namespace arcade::gomoku
