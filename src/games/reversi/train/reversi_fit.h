// The least-squares fit of the pattern weights: each stage's weights minimise the squared error
// against the positions' labels, plus a small penalty on every weight (so configurations seen
// rarely stay near zero), solved by preconditioned conjugate gradients.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <vector>

#include "games/reversi/reversi_pattern_eval.h"
#include "games/reversi/train/reversi_training_data.h"

namespace arcade::reversi {

struct FitSettings {
  // The label of a position without an exact score: this share of the game's result, the rest
  // from the midgame search's score (positions with an exact score take that).
  double result_share = 1.0;
  // Positions whose empty count is within this many of a stage's own counts also train it, so
  // neighbouring stages agree and each sees more data.
  int stage_overlap = 2;
  double penalty = 2.0;  // the weight penalty, in squared discs per unit of weight squared
  int iterations = 300;  // conjugate-gradient steps per stage at most
  // Games whose number is a multiple of this are held out to measure the fit (0: none).
  int holdout_every = 10;
};

// What the fit of one stage measured, errors in discs (root mean square).
struct StageFit {
  int stage = 0;
  std::size_t training_positions = 0;
  std::size_t holdout_positions = 0;
  double training_error = 0;
  double holdout_error = 0;
  double hand_tuned_holdout_error = 0;  // the hand-tuned evaluation on the same held-out positions
  int iterations = 0;                   // the step whose weights were kept (best on the holdout)
};

// Fits weights for every stage from `records`, printing each stage's figures to `log`. A stage
// whose fit never beat all-zero weights on the held-out games (too few positions: the opening)
// takes the weights of the stage below.
PatternWeights fit_pattern_weights(const std::vector<TrainingRecord>& records,
                                   const FitSettings& settings, std::vector<StageFit>& fits,
                                   std::ostream& log);

}  // namespace arcade::reversi
