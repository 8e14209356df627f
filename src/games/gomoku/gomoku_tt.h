// The Gomoku engine's transposition table: what earlier searches learned about each position.
#pragma once

#include <array>
#include <cstdint>

#include "core/zeroed_array.h"

namespace arcade::gomoku {

// Scores of won and lost positions: kWinScore minus the plies until the five, so quicker wins
// are preferred; anything beyond kWinThreshold is a proven result.
inline constexpr int kWinScore = 1'000'000;
inline constexpr int kWinThreshold = kWinScore - 1'000;

// A fixed-size table of buckets of four entries, one cache line each. A position goes to the
// bucket its key picks and takes, in order: its own entry, an empty one, or the one worth least,
// the shallowest after entries of older searches lose depth with their age. A turn of a second
// stores more positions than the table has entries; with four to choose from, the deep ones
// outlive the overflow, and the search reaches the same depth in about a tenth fewer nodes than
// with one entry a slot (src/games/gomoku/ENGINE-NOTES.md, round 72).
class TranspositionTable {
 public:
  enum class Bound : std::uint8_t { none, exact, lower, upper };
  struct Entry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    std::int16_t move = -1;
    std::int8_t depth = -1;
    std::uint8_t bound_and_generation = 0;  // the bound in the low 2 bits, the generation above

    Bound bound() const { return static_cast<Bound>(bound_and_generation & 3); }
    std::uint8_t generation() const { return bound_and_generation >> 2; }
  };
  static_assert(sizeof(Entry) == 16);

  // 2^bits entries (bits >= 2), all empty. Made in no time (ZeroedArray), so starting a game does
  // not stall the frame that creates its players; an all-zero entry has Bound::none, so it is
  // empty.
  explicit TranspositionTable(int bits)
      : buckets_(std::size_t{1} << (bits - 2)), mask_((std::uint64_t{1} << (bits - 2)) - 1) {}

  // Marks the entries stored so far as old: a new move's search prefers its own.
  void new_search() { generation_ = (generation_ + 1) & kGenerationMask; }

  // The entry stored for `key`, or nullptr.
  const Entry* probe(std::uint64_t key) const {
    const Bucket& bucket = buckets_[key & mask_];
    for (const Entry& entry : bucket.entries) {
      if (entry.key == key && entry.bound() != Bound::none) return &entry;
    }
    return nullptr;
  }

  // Starts loading the bucket of `key` into the cache, so a probe soon after does not wait for it.
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&buckets_[key & mask_]); }
  // Records what a search of `depth` plies found for `key`, always: an entry of the position
  // already there is overwritten, keeping its move when `move` is none (negative).
  void store(std::uint64_t key, int depth, int score, Bound bound, int move) {
    Entry& entry = slot_for(key);
    if (entry.key == key && entry.bound() != Bound::none && move < 0) move = entry.move;
    entry = Entry{key, score, static_cast<std::int16_t>(move), static_cast<std::int8_t>(depth),
                  static_cast<std::uint8_t>(static_cast<int>(bound) | generation_ << 2)};
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
  static constexpr int kGenerationMask = 63;
  struct alignas(64) Bucket {
    std::array<Entry, 4> entries;
  };

  // The entry `key` is stored in: its own, else an empty one, else the least worth keeping.
  Entry& slot_for(std::uint64_t key) {
    Bucket& bucket = buckets_[key & mask_];
    Entry* victim = &bucket.entries[0];
    int victim_worth = 1 << 30;
    for (Entry& entry : bucket.entries) {
      if (entry.key == key || entry.bound() == Bound::none) return entry;
      // An entry of an older search counts eight plies shallower for each search since.
      const int age = (generation_ - entry.generation()) & kGenerationMask;
      const int worth = entry.depth - 8 * age;
      if (worth < victim_worth) {
        victim = &entry;
        victim_worth = worth;
      }
    }
    return *victim;
  }

  ZeroedArray<Bucket> buckets_;
  std::uint64_t mask_;
  int generation_ = 0;
};

}  // namespace arcade::gomoku
