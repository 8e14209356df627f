// Perft on raw bitboards, written once over an instruction-set kernel and bulk-counted at the
// last ply.
#pragma once

#include "games/reversi/reversi_engine_includes.h"

namespace arcade::reversi {

template <class K>
struct PerftCounter {
  // Leaves below the position where `own` is to move; depth ≥ 1.
  static std::uint64_t leaves(Bitboard own, Bitboard other, int depth) {
    if (depth == 1) return last_ply(own, other);
    if (depth == 2) return last_two_plies(own, other);
    Bitboard moves = K::moves(own, other);
    if (moves == 0) {
      if (K::moves(other, own) == 0) return 1;  // neither side can move: the game is over
      return leaves(other, own, depth - 1);     // the pass
    }
    std::uint64_t total = 0;
    for (; moves; moves = without_first(moves)) {
      const int square = first_square(moves);
      const Bitboard flipped = K::flips(own, other, square);
      total += leaves(other ^ flipped, own ^ flipped ^ square_bit(square), depth - 1);
    }
    return total;
  }

  // One ply from the end every move is a leaf, and so is a pass or the end of the game: there is
  // no need to ask which.
  static std::uint64_t last_ply(Bitboard own, Bitboard other) {
    const Bitboard moves = K::moves(own, other);
    return moves ? static_cast<std::uint64_t>(K::count(moves)) : 1;
  }

  // Two plies from the end, where most of the work is: kept free of calls.
  static std::uint64_t last_two_plies(Bitboard own, Bitboard other) {
    Bitboard moves = K::moves(own, other);
    if (moves == 0) return last_ply(other, own);  // after a pass, or one leaf if the game is over
    std::uint64_t total = 0;
    for (; moves; moves = without_first(moves)) {
      const int square = first_square(moves);
      const Bitboard flipped = K::flips(own, other, square);
      total += last_ply(other ^ flipped, own ^ flipped ^ square_bit(square));
    }
    return total;
  }
};

}  // namespace arcade::reversi
