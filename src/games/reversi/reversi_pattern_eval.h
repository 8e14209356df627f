// The pattern evaluation's weights: for each stage of the game, a weight for every way each
// shape's squares can be filled, and a few whole-board features (mobility, frontier, parity).
// Trained by reversi-train from the project's own self-play; the trained set is built in.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "games/reversi/reversi_eval.h"
#include "games/reversi/reversi_geometry.h"
#include "games/reversi/reversi_patterns.h"

namespace arcade::reversi {

// The game is cut into stages of four empty-square counts (0-3, 4-7, ..., 60), each with its own
// weights.
inline constexpr int kEvalStages = 16;
constexpr int eval_stage(int empties) {
  return (empties > 60 ? 60 : empties) / 4;
}

// The whole-board features, each weighed per stage like a pattern weight: a constant, odd parity
// (one move left over for the side to move), each side's mobility, and each side's frontier (the
// empty squares next to its discs, where the other side may find moves later).
inline constexpr int kScalarFeatures = 6;
enum ScalarFeature {
  kBias,
  kOddParity,
  kOwnMobility,
  kOtherMobility,
  kOwnFrontier,
  kOtherFrontier
};
// (scalar_features in reversi_eval_impl.h computes them, with each kernel's move generation.)

// Weights in hundredths of a disc (per unit of feature for the scalar ones): an evaluation is
// the sum of the weights the position selects, an estimate of the final disc difference for the
// side to move.
class PatternWeights {
 public:
  // All weights zero: every position evaluates to 0.
  PatternWeights();

  // The pattern table of `stage`: kPatternTableSize weights, indexed by pattern_positions.
  const std::int16_t* patterns(int stage) const {
    return patterns_.data() + static_cast<std::size_t>(stage) * kPatternTableSize;
  }
  std::int16_t* patterns(int stage) {
    return patterns_.data() + static_cast<std::size_t>(stage) * kPatternTableSize;
  }
  const std::array<std::int16_t, kScalarFeatures>& scalars(int stage) const {
    return scalars_[static_cast<unsigned>(stage)];
  }
  std::array<std::int16_t, kScalarFeatures>& scalars(int stage) {
    return scalars_[static_cast<unsigned>(stage)];
  }

  // Makes every weight equal to its canonical configuration's (see canonical_pattern_positions),
  // as the text form stores only those.
  void share_mirrored_weights();

  // The weights as text: a header line, then the canonical weights of every stage compressed
  // (zero runs, variable-length numbers) in base-64 lines. Round-trips exactly through from_text
  // once the mirrored weights are shared.
  std::string to_text() const;
  // Reads to_text's form; a damaged or truncated text is an Error naming what is wrong.
  static Result<PatternWeights> from_text(std::string_view text);

  friend bool operator==(const PatternWeights&, const PatternWeights&) = default;

 private:
  std::vector<std::int16_t> patterns_;
  std::array<std::array<std::int16_t, kScalarFeatures>, kEvalStages> scalars_{};
};

// For every position of a stage's pattern table, the position of its canonical configuration:
// shapes that are their own mirror image (an edge, a corner block, a row) read a configuration
// and its mirror image alike, so the two share one weight, the lower position's.
const std::vector<std::uint32_t>& canonical_pattern_positions();

// The trained weights built into the program (data/pattern-weights.txt), read once.
const PatternWeights& trained_pattern_weights();

// The evaluation the engine plays with: the built-in trained weights, with `noise` (see
// Evaluator) drawn by `seed`.
Evaluator trained_evaluator(int noise = 0, std::uint64_t seed = 0);

// The evaluation the exact solver orders its moves and takes its first guess by: the trained
// weights without noise. With them FFO #40-#49 take 0.8 G nodes, with the hand-tuned evaluation
// 1.3 G (README, "The Reversi engine"). A solve's result never depends on it, only its speed.
const Evaluator& endgame_ordering_evaluator();

// The text of data/pattern-weights.txt, as embedded at build time.
std::string_view trained_pattern_weights_text();

}  // namespace arcade::reversi
