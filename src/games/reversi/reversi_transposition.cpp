// The engine's transposition table.
#include "games/reversi/reversi_transposition.h"

#include <algorithm>
#include <cassert>
#ifdef __linux__
#include <sys/mman.h>
#endif

namespace arcade::reversi {

TranspositionTable::TranspositionTable(int log2_buckets)
    : buckets_(std::size_t{1} << std::clamp(log2_buckets, 4, 26)), mask_(buckets_.size() - 1) {
  ask_for_huge_pages();
}

void TranspositionTable::ask_for_huge_pages() {
#ifdef __linux__
  // Probes land anywhere in tables of up to 4 GB: with 4 KB pages nearly each one also misses
  // the address translation cache, which 2 MB pages mostly spare (FFO #40-#42 took 6% less CPU).
  // Only advice: the pages still come zeroed on first touch, and a kernel that declines changes
  // nothing but the speed.
  madvise(buckets_.begin(), buckets_.size() * sizeof(Bucket), MADV_HUGEPAGE);
#endif
}

std::size_t TranspositionTable::index_of(Bitboard own, Bitboard other) const {
  // Two odd multipliers and a fold of the high bits, which the products mix best.
  std::uint64_t hash =
      own * 0x9E3779B97F4A7C15ULL ^ (other + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
  hash ^= hash >> 31;
  return static_cast<std::size_t>(hash >> 7) & mask_;
}

const TableEntry* TranspositionTable::find(Bitboard own, Bitboard other) const {
  const Bucket& bucket = buckets_[index_of(own, other)];
  if (bucket.deepest.own == own && bucket.deepest.other == other) return &bucket.deepest;
  if (bucket.newest.own == own && bucket.newest.other == other) return &bucket.newest;
  return nullptr;
}

void TranspositionTable::store(Bitboard own, Bitboard other, int depth, int lower, int upper,
                               int best_move) {
  assert(lower >= INT16_MIN && upper <= INT16_MAX && lower <= upper);
  Bucket& bucket = buckets_[index_of(own, other)];
  TableEntry entry;
  entry.own = own;
  entry.other = other;
  entry.lower = static_cast<std::int16_t>(lower);
  entry.upper = static_cast<std::int16_t>(upper);
  entry.depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
  entry.best_move = static_cast<std::uint8_t>(best_move);
  entry.generation = generation_;
  TableEntry& deepest = bucket.deepest;
  const bool same_position = deepest.own == own && deepest.other == other;
  if (same_position || deepest.generation != generation_ || entry.depth >= deepest.depth) {
    // The deepest slot's old occupant, if it is another position, moves to the newest slot.
    if (!same_position && (deepest.own | deepest.other) != 0) bucket.newest = deepest;
    deepest = entry;
  } else {
    bucket.newest = entry;
  }
}

void TranspositionTable::clear() {
  std::fill(buckets_.begin(), buckets_.end(), Bucket{});  // like new: no position in any entry
  generation_ = 0;
}

}  // namespace arcade::reversi
