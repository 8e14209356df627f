// Fitting the Gomoku evaluation's weights to game outcomes by logistic regression.
#pragma once

#include <array>
#include <vector>

#include "games/gomoku/gomoku_eval_weights.h"
#include "games/gomoku/train/gomoku_selfplay.h"

namespace arcade::gomoku {

// How the weights are fitted: full-batch gradient descent (Adam steps, shrinking linearly to a
// twentieth) on the mean log loss of sigmoid(evaluation / scale) against the outcomes, plus
// l2 · Σ (weight − start weight)², which keeps weights the data hardly shows near the start.
struct FitSettings {
  int iterations = 2000;
  double learning_rate = 1.0;  // in score units per step, at first
  double l2 = 1e-6;
  double scale = 0;        // the sigmoid's scale; 0: fitted to the start weights first
  int holdout_every = 10;  // games whose number is a multiple of this are held out (0: none)
};

// What a fit did: the scale used and the mean log losses before and after.
struct FitReport {
  double scale = 0;
  double start_train_loss = 0, start_holdout_loss = 0;
  double train_loss = 0, holdout_loss = 0;
  std::size_t train_positions = 0, holdout_positions = 0;
};

// The mean log loss of `weights` on `records` with the sigmoid's `scale` (0 for no records).
double log_loss(const std::vector<TrainingRecord>& records, const EvalWeights& weights,
                double scale);

// The scale (between 1 and 100000) that gives `weights` the least log loss on `records`.
double fit_scale(const std::vector<TrainingRecord>& records, const EvalWeights& weights);

// Fits the weights to the records not held out, starting from (and regularised towards) `start`.
// Deterministic: the same records and settings give the same weights.
EvalWeights fit_eval_weights(const std::vector<TrainingRecord>& records, const EvalWeights& start,
                             const FitSettings& settings, FitReport& report);

}  // namespace arcade::gomoku
