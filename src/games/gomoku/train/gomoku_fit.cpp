// Logistic regression of the Gomoku evaluation's weights on self-play outcomes.
#include "games/gomoku/train/gomoku_fit.h"

#include <algorithm>
#include <cmath>

namespace arcade::gomoku {
namespace {

// The evaluation counts the opponent's features with a minus sign: the sign of each feature.
constexpr double feature_sign(std::size_t feature) {
  return feature < static_cast<std::size_t>(kSideFeatureCount) ? 1.0 : -1.0;
}

double evaluation(const TrainingRecord& record, const std::array<double, kFeatureCount>& w) {
  double sum = 0;
  for (std::size_t i = 0; i < w.size(); ++i) sum += feature_sign(i) * w[i] * record.features[i];
  return sum;
}

double sigmoid(double z) {
  return 1.0 / (1.0 + std::exp(-z));
}

double record_loss(double outcome, double z) {
  // log(1 + e^−z) and log(1 + e^z), written to stay finite for large |z|.
  const double lose_term = z > 0 ? z + std::log1p(std::exp(-z)) : std::log1p(std::exp(z));
  const double win_term = lose_term - z;
  return outcome * win_term + (1 - outcome) * lose_term;
}

bool held_out(const TrainingRecord& record, const FitSettings& settings) {
  return settings.holdout_every > 0 &&
         record.game % static_cast<std::uint32_t>(settings.holdout_every) == 0;
}

}  // namespace

double log_loss(const std::vector<TrainingRecord>& records, const EvalWeights& weights,
                double scale) {
  if (records.empty()) return 0;
  const auto w = weights.as_vector();
  double total = 0;
  for (const TrainingRecord& record : records) {
    total += record_loss(record.outcome, evaluation(record, w) / scale);
  }
  return total / static_cast<double>(records.size());
}

double fit_scale(const std::vector<TrainingRecord>& records, const EvalWeights& weights) {
  // Golden-section search on log(scale): the loss is smooth and has one minimum in practice.
  double low = 0, high = std::log(100000.0);
  const double ratio = (std::sqrt(5.0) - 1) / 2;
  const auto loss_at = [&](double log_scale) {
    return log_loss(records, weights, std::exp(log_scale));
  };
  for (int step = 0; step < 60; ++step) {
    const double a = high - ratio * (high - low);
    const double b = low + ratio * (high - low);
    if (loss_at(a) < loss_at(b)) {
      high = b;
    } else {
      low = a;
    }
  }
  return std::exp((low + high) / 2);
}

EvalWeights fit_eval_weights(const std::vector<TrainingRecord>& records, const EvalWeights& start,
                             const FitSettings& settings, FitReport& report) {
  std::vector<TrainingRecord> train;
  std::vector<TrainingRecord> holdout;
  for (const TrainingRecord& record : records) {
    (held_out(record, settings) ? holdout : train).push_back(record);
  }
  report = {};
  report.train_positions = train.size();
  report.holdout_positions = holdout.size();
  if (train.empty()) return start;
  const double scale = settings.scale > 0 ? settings.scale : fit_scale(train, start);
  report.scale = scale;
  report.start_train_loss = log_loss(train, start, scale);
  report.start_holdout_loss = log_loss(holdout, start, scale);

  const auto w0 = start.as_vector();
  auto w = w0;
  std::array<double, kFeatureCount> m{}, v{};
  constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-12;
  const double n = static_cast<double>(train.size());
  for (int step = 1; step <= settings.iterations; ++step) {
    std::array<double, kFeatureCount> gradient{};
    for (const TrainingRecord& record : train) {
      const double error = sigmoid(evaluation(record, w) / scale) - record.outcome;
      for (std::size_t i = 0; i < w.size(); ++i) {
        gradient[i] += error * feature_sign(i) * record.features[i];
      }
    }
    const double rate =
        settings.learning_rate * (1.0 - 0.95 * static_cast<double>(step - 1) / settings.iterations);
    for (std::size_t i = 0; i < w.size(); ++i) {
      const double g = gradient[i] / (n * scale) + 2 * settings.l2 * (w[i] - w0[i]);
      m[i] = kBeta1 * m[i] + (1 - kBeta1) * g;
      v[i] = kBeta2 * v[i] + (1 - kBeta2) * g * g;
      const double m_hat = m[i] / (1 - std::pow(kBeta1, step));
      const double v_hat = v[i] / (1 - std::pow(kBeta2, step));
      // A feature that never occurs has no gradient at all: it keeps its start weight.
      if (v_hat > 0) w[i] -= rate * m_hat / (std::sqrt(v_hat) + kEpsilon);
    }
  }
  const EvalWeights fitted = EvalWeights::from_vector(w);
  report.train_loss = log_loss(train, fitted, scale);
  report.holdout_loss = log_loss(holdout, fitted, scale);
  return fitted;
}

}  // namespace arcade::gomoku
