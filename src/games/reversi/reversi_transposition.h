// The engine's transposition table: bounds on positions already searched, keyed by the exact
// position so a hash collision can never mix two positions up.
#pragma once

#include <cstdint>

#include "core/zeroed_array.h"
#include "games/reversi/reversi_bitboard.h"

namespace arcade::reversi {

// What a search learned about one position: the score lies in [lower, upper], found by a search
// `depth` plies deep (the endgame solver stores the empty count), and the move that did best.
struct TableEntry {
  Bitboard own = 0;
  Bitboard other = 0;
  std::int16_t lower = 0;
  std::int16_t upper = 0;
  std::uint8_t depth = 0;
  std::uint8_t best_move = kNoSquare;
  std::uint8_t generation = 0;

  static constexpr std::uint8_t kNoSquare = 255;
};

// Buckets of two entries: one kept for the deepest search of the current generation, one that
// always takes the newest result. Sized once; each search owns its table (no sharing between
// threads). A new table is all zero bytes (an empty entry holds no position) and costs nothing
// to make, so a player's first search reacts to its stop at once (see ZeroedArray).
class TranspositionTable {
 public:
  // A table of 2^log2_buckets buckets (64 bytes each); log2_buckets in [4, 26].
  explicit TranspositionTable(int log2_buckets);

  // The entry for exactly this position, or nullptr.
  const TableEntry* find(Bitboard own, Bitboard other) const;

  // Records that the position's score is in [lower, upper] at `depth`, with its best move
  // (TableEntry::kNoSquare when none). Scores must fit in 16 bits.
  void store(Bitboard own, Bitboard other, int depth, int lower, int upper, int best_move);

  // Starts a new search: older entries give way to newer ones, but stay usable until then.
  void next_generation() { ++generation_; }

  // The generation that store() marks entries with now.
  std::uint8_t generation() const { return generation_; }

  // Forgets everything.
  void clear();

 private:
  struct alignas(64) Bucket {  // one cache line: a probe reads one line
    TableEntry deepest;
    TableEntry newest;
  };
  std::size_t index_of(Bitboard own, Bitboard other) const;
  // Asks the system to back the table with large pages (see the definition).
  void ask_for_huge_pages();

  ZeroedArray<Bucket> buckets_;
  std::size_t mask_;
  std::uint8_t generation_ = 0;
};

}  // namespace arcade::reversi
