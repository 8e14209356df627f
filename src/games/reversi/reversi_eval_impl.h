// The static evaluation, written once over an instruction-set kernel: trained pattern weights,
// or the hand-tuned features (mobility, potential mobility, corners and the squares that give
// them away, stable discs, discs and parity).
#pragma once

#include "games/reversi/reversi_engine_includes.h"

namespace arcade::reversi {

// Evaluations stay inside the exact scores' range, so the tables' 16-bit bounds hold them.
inline constexpr int kMostEvaluation = 6'399;

// The scalar features of a position for the side to move, computed with kernel K's move
// generation (every kernel gives the same numbers). The trainer computes them with the portable
// kernel.
template <class K>
std::array<int, kScalarFeatures> scalar_features(Bitboard own, Bitboard other) {
  const Bitboard empty = ~(own | other);
  return {1,
          K::count(empty) & 1,
          K::count(K::moves(own, other)),
          K::count(K::moves(other, own)),
          K::count(neighbours(own) & empty),
          K::count(neighbours(other) & empty)};
}

// The pattern evaluation of the position for own, the side to move, in hundredths of a disc: the
// sum of the weights of every pattern instance's contents and of the scalar features.
template <class K>
int pattern_evaluate(Bitboard own, Bitboard other, const PatternWeights& weights) {
  const int stage = eval_stage(K::count(~(own | other)));
  const std::int16_t* table = weights.patterns(stage);
  const std::array<Bitboard, 8> owns = symmetric_boards(own);
  const std::array<Bitboard, 8> others = symmetric_boards(other);
  int score = 0;
  for (const PatternGroup& group : kPatternGroups) {
    const std::int16_t* group_table = table + group.offset;
    for (int i = 0; i < group.instance_count; ++i) {
      const unsigned symmetry = group.symmetries[static_cast<unsigned>(i)];
      const auto own_bits = static_cast<unsigned>(K::gather(owns[symmetry], group.mask));
      const auto other_bits = static_cast<unsigned>(K::gather(others[symmetry], group.mask));
      score += group_table[kTernary[own_bits] + 2 * kTernary[other_bits]];
    }
  }
  const auto features = scalar_features<K>(own, other);
  const auto& scalars = weights.scalars(stage);
  for (int feature = 0; feature < kScalarFeatures; ++feature) {
    score += scalars[static_cast<unsigned>(feature)] * features[static_cast<unsigned>(feature)];
  }
  return std::clamp(score, -kMostEvaluation, kMostEvaluation);
}

// The hand-tuned evaluation of the position for own, the side to move, in hundredths of a disc.
template <class K>
int hand_tuned_evaluate(Bitboard own, Bitboard other, const Evaluator& evaluator) {
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
  return score;
}

// The score of the position for own, the side to move, in hundredths of a disc, with the
// evaluator's noise.
template <class K>
int evaluate(Bitboard own, Bitboard other, const Evaluator& evaluator) {
  int score = evaluator.patterns() ? pattern_evaluate<K>(own, other, *evaluator.patterns())
                                   : hand_tuned_evaluate<K>(own, other, evaluator);
  if (evaluator.noise() > 0) score += position_noise(own, other, evaluator);
  return score;
}

}  // namespace arcade::reversi
