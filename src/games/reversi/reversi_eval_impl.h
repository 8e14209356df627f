// The static evaluation, written once over an instruction-set kernel: mobility, potential
// mobility, corners and the squares that give them away, stable discs, discs and parity.
#pragma once

#include "games/reversi/reversi_engine_includes.h"

namespace arcade::reversi {

// The score of the position for own, the side to move, in hundredths of a disc.
template <class K>
int evaluate(Bitboard own, Bitboard other, const Evaluator& evaluator) {
  const Bitboard empty = ~(own | other);
  const int empties = K::count(empty);
  const StageWeights& weights = evaluator.at(empties);
  const int mobility = K::count(K::moves(own, other)) - K::count(K::moves(other, own));
  const int potential_mobility =
      K::count(neighbours(other) & empty) - K::count(neighbours(own) & empty);
  const int corners = K::count(own & kCorners) - K::count(other & kCorners);
  const Bitboard x_squares = x_squares_of_empty_corners(empty);
  const Bitboard c_squares = c_squares_of_empty_corners(empty);
  int score = weights.mobility * mobility + weights.potential_mobility * potential_mobility +
              weights.corners * corners +
              weights.x_squares * (K::count(own & x_squares) - K::count(other & x_squares)) +
              weights.c_squares * (K::count(own & c_squares) - K::count(other & c_squares)) +
              weights.discs * (K::count(own) - K::count(other));
  // Without a corner taken, stable discs are rare enough to skip looking for them.
  if (((own | other) & kCorners) != 0) {
    score += weights.stable_discs *
             (K::count(stable_discs(own, other)) - K::count(stable_discs(other, own)));
  }
  if (empties % 2 == 1) score += weights.parity;
  if (evaluator.noise() > 0) score += position_noise(own, other, evaluator);
  return score;
}

}  // namespace arcade::reversi
