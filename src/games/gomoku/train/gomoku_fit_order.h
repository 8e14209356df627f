// Fitting the Gomoku move ordering's scores to the moves the engine chose: a softmax over each
// position's candidates, a point's logit being its ordering score.
#pragma once

#include <vector>

#include "games/gomoku/gomoku_eval_weights.h"
#include "games/gomoku/train/gomoku_move_records.h"

namespace arcade::gomoku {

// How the scores are fitted: full-batch gradient descent (Adam steps, shrinking linearly to a
// twentieth) on the mean of −log P(chosen point), where P is the softmax over the position's
// candidates of (4 · own score(own combination) + 3 · their score(their combination)) /
// temperature, plus
// l2 · Σ (score − start score)², which keeps scores the data hardly shows near the start. The
// temperature is fitted to the start scores first and then held, so scores stay in the
// hand-tuned scores' units.
struct OrderFitSettings {
  int iterations = 500;
  double learning_rate = 1.0;  // in score units per step, at first
  double l2 = 1e-6;
  int holdout_every = 10;  // games whose number is a multiple of this are held out (0: none)
  // Fit a score per combination of fine line patterns (EvalWeights::fine_order) rather than per
  // coarse combination: the choices must carry fine codes.
  bool fine = false;
};

// What a fit did: the temperature, the mean log loss on the fitted and held-out choices, and the
// share of held-out positions whose chosen point the scores rank first, and among the first 8
// (the most the search tries in a quiet node; ties shared evenly), before and after.
struct OrderFitReport {
  double temperature = 0;
  double start_train_loss = 0, start_holdout_loss = 0;
  double train_loss = 0, holdout_loss = 0;
  double start_holdout_top = 0, holdout_top = 0;
  double start_holdout_top8 = 0, holdout_top8 = 0;
  std::size_t train_choices = 0, holdout_choices = 0;
};

// Fits both ordering scores (own and their) of every combination of line patterns but four lines
// of `none` (the anchor: only differences between one side's scores matter), starting from (and
// regularised towards) the scores `start` orders by. Returns `start` with `order` also holding
// every combination whose fitted scores round differently; with `settings.fine`, the same for
// the fine combinations the choices hold, in `fine_order` (a fine combination starts from its
// `fine_order` row in `start`, else from its coarse combination's scores). Deterministic: the
// same choices and settings give the same scores.
EvalWeights fit_order_scores(const std::vector<MoveChoice>& choices, const EvalWeights& start,
                             const OrderFitSettings& settings, OrderFitReport& report);

}  // namespace arcade::gomoku
