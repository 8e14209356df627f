// The engine's evaluation parameters, resolved for each stage of the game.
#include "games/reversi/reversi_eval.h"

namespace arcade::reversi {
namespace {

int blend(PhaseWeight weight, int empties) {
  return weight.ending + (weight.opening - weight.ending) * empties / 60;
}

}  // namespace

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
