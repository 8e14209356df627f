// The engine's evaluation parameters, resolved for each stage of the game.
#include "games/reversi/reversi_eval.h"

#include <array>

namespace arcade::reversi {
namespace {

int blend(StagedWeight weight, int empties) {
  const std::array<int, 4> anchors{weight.at0, weight.at20, weight.at40, weight.at60};
  const int stage = empties >= 60 ? 2 : empties / 20;  // the anchors either side: stage, stage + 1
  const int low = anchors[static_cast<unsigned>(stage)];
  const int high = anchors[static_cast<unsigned>(stage + 1)];
  return low + (high - low) * (empties - 20 * stage) / 20;
}

}  // namespace

Evaluator::Evaluator(const PatternWeights& patterns, int noise, std::uint64_t seed)
    : Evaluator(EvalWeights{}, noise, seed) {
  patterns_ = &patterns;
}

Evaluator::Evaluator(const EvalWeights& weights, int noise, std::uint64_t seed)
    : noise_(noise < 0 ? 0 : noise), seed_(seed) {
  for (int empties = 0; empties <= 60; ++empties) {
    stages_[static_cast<unsigned>(empties)] = StageWeights{
        blend(weights.mobility, empties),  blend(weights.potential_mobility, empties),
        blend(weights.corners, empties),   blend(weights.x_squares, empties),
        blend(weights.c_squares, empties), blend(weights.stable_discs, empties),
        blend(weights.discs, empties),     blend(weights.parity, empties),
    };
  }
}

}  // namespace arcade::reversi
