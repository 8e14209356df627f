// Fitting the Gomoku evaluation's weights to game outcomes by logistic regression: the linear rows,
// or a value for every combination of a point's line patterns.
#pragma once

#include <array>
#include <span>
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
  // Only positions where neither side has an open three or a four: there the search, not the
  // evaluation, decides what the threats are worth (every other position is left out, held out
  // or not).
  bool quiet_only = false;
  // For the fine values' fit: with N > 0, two sets of them, the evaluation on an empty board and
  // from N stones on, blended by each record's stone count as the board blends them
  // (EvalWeights::stage_stones). Every record must carry its stone count.
  int stage_stones = 0;
  // How much an oracle's rating counts against the game's outcome where a record has one: the
  // target is w · p + (1 − w) · outcome, p the rating's win probability (oracle_probability).
  // Held-out losses are always against the outcomes, so fits with and without compare.
  double oracle_weight = 0;
  // The ratings' scale in that probability; 0: the one that predicts the fitted records'
  // outcomes best.
  double oracle_scale = 0;
};

// What a fit did: the scale used and the mean log losses before and after.
struct FitReport {
  double scale = 0;
  double start_train_loss = 0, start_holdout_loss = 0;
  double train_loss = 0, holdout_loss = 0;
  std::size_t train_positions = 0, holdout_positions = 0;
  std::size_t rated_positions = 0;  // fitted positions with an oracle's rating as their target
  double oracle_scale = 0;  // the ratings' scale, for targets or divergence (0 when none was)
  // How far the evaluation's win probability lies from the oracle's on the held-out positions
  // that have a rating: their mean Kullback-Leibler divergence in nats, 0 where the two agree
  // everywhere, before and after the fit. It measures how much of the oracle's judgement the
  // values hold, whatever they were fitted to (so fits to the outcomes have it too). The oracle's
  // probability uses `oracle_scale`.
  std::size_t holdout_rated_positions = 0;
  double start_holdout_divergence = 0, holdout_divergence = 0;
};

// The mean log loss of `weights` on `records` with the sigmoid's `scale` (0 for no records).
double log_loss(const std::vector<TrainingRecord>& records, const EvalWeights& weights,
                double scale);

// The scale (between 1 and 100000) that gives `weights` the least log loss on `records`.
double fit_scale(const std::vector<TrainingRecord>& records, const EvalWeights& weights);

// Fits the rows' weights to the records not held out, starting from (and regularised towards)
// `start`. Deterministic: the same records and settings give the same weights. The model is the
// rows alone: `start.combinations` is carried into the result unfitted.
EvalWeights fit_eval_weights(const std::vector<TrainingRecord>& records, const EvalWeights& start,
                             const FitSettings& settings, FitReport& report);

// A value for each combination of line patterns, for the side to move and the opponent (by
// CombinationCount's index), as `weights` values a point of that combination.
std::vector<double> combination_values(const EvalWeights& weights);

// Fits a value to every combination of line patterns (the records' `combinations`, so the files
// must have been generated with them) for both sides, starting from (and regularised towards) the
// values `start` gives them. Returns `start` with `combinations` holding every combination whose
// fitted value differs from the start's by an eighth or more. Deterministic like the above.
EvalWeights fit_combination_weights(const std::vector<TrainingRecord>& records,
                                    const EvalWeights& start, const FitSettings& settings,
                                    FitReport& report);

// A value for each fine code, for the side to move and the opponent (by FineCount's index), as
// `weights` values a point of that code: its fine row, or else its coarse code's value.
std::vector<double> fine_values(const EvalWeights& weights);

// The same from `weights`' late stage on, as the board values them (make_late_stage): a code's
// `fine_late` row, or else its value above; the values above where the board has no late stage.
std::vector<double> fine_late_values(const EvalWeights& weights);

// Fits a value to every combination of fine line patterns (the records' `fine` counts) for both
// sides, starting from (and regularised towards) the values `start` gives them. Returns `start`
// with `fine` also holding every combination whose fitted value differs from the start's by an
// eighth or more. With stages (settings.stage_stones), both stages are fitted from the start's
// (its early values for both if it has none), and the result has those stages with `fine_late`
// holding every combination whose late value differs from its early one by an eighth or more.
// Deterministic like the above.
EvalWeights fit_fine_weights(const std::vector<TrainingRecord>& records, const EvalWeights& start,
                             const FitSettings& settings, FitReport& report);

// Fits a value to every threat state (the records' `threat_state`, so the files must have been
// imported or generated with them) on top of the evaluation `start`'s fine values give each
// record (both stages where `start` has them), starting from `start`'s threat-state values.
// Every position counts, whatever `settings.quiet_only` says: the states are what the quiet fits
// leave out. Returns `start` with `threat_state` holding the fitted value of every state that at
// least kMinThreatStatePositions records show, where it rounds to a nonzero eighth; a rarer state
// keeps its start value (the data say too little of it). Deterministic like the above.
EvalWeights fit_threat_state_weights(const std::vector<TrainingRecord>& records,
                                     const EvalWeights& start, const FitSettings& settings,
                                     FitReport& report);
inline constexpr int kMinThreatStatePositions = 200;

}  // namespace arcade::gomoku
