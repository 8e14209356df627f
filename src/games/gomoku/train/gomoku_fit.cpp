// Logistic regression of the Gomoku evaluation's weights on self-play outcomes: the rows' linear
// weights, or a value for every combination of a point's line patterns.
#include "games/gomoku/train/gomoku_fit.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "games/gomoku/gomoku_eval.h"
#include "games/gomoku/train/gomoku_optimise.h"
#include "games/gomoku/train/gomoku_oracle_labels.h"

namespace arcade::gomoku {
namespace {

// The evaluation counts the opponent's features with a minus sign: the sign of each feature.
constexpr double feature_sign(std::size_t feature) {
  return feature < static_cast<std::size_t>(kSideFeatureCount) ? 1.0 : -1.0;
}

double linear_evaluation(const TrainingRecord& record, std::span<const double> w) {
  double sum = 0;
  for (std::size_t i = 0; i < w.size(); ++i) sum += feature_sign(i) * w[i] * record.features[i];
  return sum;
}

void add_linear_gradient(const TrainingRecord& record, double error, std::span<double> gradient) {
  for (std::size_t i = 0; i < gradient.size(); ++i) {
    gradient[i] += error * feature_sign(i) * record.features[i];
  }
}

constexpr double combination_sign(std::size_t index) {
  return index < static_cast<std::size_t>(kCombinationCount) ? 1.0 : -1.0;
}

double combination_evaluation(const TrainingRecord& record, std::span<const double> w) {
  double sum = 0;
  for (const auto& [index, count] : record.combinations) {
    sum += combination_sign(index) * w[index] * count;
  }
  return sum;
}

void add_combination_gradient(const TrainingRecord& record, double error,
                              std::span<double> gradient) {
  for (const auto& [index, count] : record.combinations) {
    // A point with four lines of `none` is dead: no five can ever pass through it. It keeps the
    // value the rows give it, so that it cannot stand in for how full the board is.
    if (index % kCombinationCount == 0) continue;
    gradient[index] += error * combination_sign(index) * count;
  }
}

// A fine count's index is its canonical code times 2, plus 1 for the opponent's points.
double fine_evaluation(const TrainingRecord& record, std::span<const double> w) {
  double sum = 0;
  for (const auto& [index, count] : record.fine) {
    sum += ((index & 1) != 0 ? -1.0 : 1.0) * w[index] * count;
  }
  return sum;
}

void add_fine_gradient(const TrainingRecord& record, double error, std::span<double> gradient) {
  for (const auto& [index, count] : record.fine) {
    // A dead point (code 0, four lines of `none`) keeps its value, as in the combinations' fit.
    if (index / 2 == 0) continue;
    gradient[index] += error * ((index & 1) != 0 ? -1.0 : 1.0) * count;
  }
}

// A model the fit can work on: the evaluation of a record by a weight vector, and the gradient of
// that evaluation times `error` added to `gradient`.
struct Model {
  std::function<double(const TrainingRecord&, std::span<const double>)> evaluate;
  std::function<void(const TrainingRecord&, double, std::span<double>)> add_gradient;
};

// The fine values in two stages: the early ones first, then the late ones at the same index plus
// kFineFeatureCount. A record is valued by both, in the share of the late stage its stone count
// gives it (as blend_stages shares them).
Model staged_fine_model(int stage_stones) {
  const auto late_share = [stage_stones](const TrainingRecord& record) {
    return static_cast<double>(std::clamp(record.stones, 0, stage_stones)) / stage_stones;
  };
  const auto early = [](auto w) { return w.first(static_cast<std::size_t>(kFineFeatureCount)); };
  const auto late = [](auto w) { return w.subspan(static_cast<std::size_t>(kFineFeatureCount)); };
  return {[=](const TrainingRecord& record, std::span<const double> w) {
            const double share = late_share(record);
            return (1 - share) * fine_evaluation(record, early(w)) +
                   share * fine_evaluation(record, late(w));
          },
          [=](const TrainingRecord& record, double error, std::span<double> gradient) {
            const double share = late_share(record);
            add_fine_gradient(record, error * (1 - share), early(gradient));
            add_fine_gradient(record, error * share, late(gradient));
          }};
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

double model_loss(const std::vector<TrainingRecord>& records, const Model& model,
                  std::span<const double> w, double scale) {
  if (records.empty()) return 0;
  double total = 0;
  for (const TrainingRecord& record : records) {
    total += record_loss(record.outcome, model.evaluate(record, w) / scale);
  }
  return total / static_cast<double>(records.size());
}

double best_scale(const std::vector<TrainingRecord>& records, const Model& model,
                  std::span<const double> w) {
  return golden_section_minimum(1.0, 100000.0,
                                [&](double scale) { return model_loss(records, model, w, scale); });
}

// Quiet: neither side has an open three or a four on the board (no point that would make an open
// four or a five), so the search, not the evaluation, decides what the threats are worth.
bool is_quiet(const TrainingRecord& record) {
  const auto at = [&](int side, LinePattern pattern) {
    return record
        .features[static_cast<std::size_t>(side * kSideFeatureCount + static_cast<int>(pattern))];
  };
  for (const int side : {0, 1}) {
    if (at(side, LinePattern::flex4) > 0 || at(side, LinePattern::five) > 0) return false;
  }
  return true;
}

// The scale (1 to 100000) at which the non-mate oracle ratings of `records` predict their
// outcomes best.
double best_oracle_scale(const std::vector<TrainingRecord>& records) {
  std::vector<std::pair<int, double>> rated;
  for (const TrainingRecord& record : records) {
    if (record.oracle && std::abs(*record.oracle) < kOracleMateThreshold) {
      rated.emplace_back(*record.oracle, record.outcome);
    }
  }
  return golden_section_minimum(1.0, 100000.0, [&](double scale) {
    double total = 0;
    for (const auto& [rating, outcome] : rated) total += record_loss(outcome, rating / scale);
    return total;
  });
}

// The scale of the oracle's ratings for `settings`: the one asked for, or the one that predicts
// the rated records of `train` best (0 if none is rated).
double oracle_scale_for(const std::vector<TrainingRecord>& train, const FitSettings& settings) {
  if (settings.oracle_scale > 0) return settings.oracle_scale;
  const bool any_rated = std::any_of(train.begin(), train.end(),
                                     [](const TrainingRecord& record) { return record.oracle; });
  return any_rated ? best_oracle_scale(train) : 0;
}

// p log p + (1 − p) log(1 − p): minus the entropy of a win probability, with 0 log 0 = 0.
double negative_entropy(double p) {
  const auto term = [](double q) { return q > 0 ? q * std::log(q) : 0.0; };
  return term(p) + term(1 - p);
}

// The mean divergence of the model's win probability from the oracle's over the rated `records`
// (see FitReport::holdout_divergence); 0 when none is rated or `oracle_scale` is 0.
double oracle_divergence(const std::vector<TrainingRecord>& records, const Model& model,
                         std::span<const double> w, double scale, double oracle_scale) {
  if (oracle_scale <= 0) return 0;
  double total = 0;
  std::size_t rated = 0;
  for (const TrainingRecord& record : records) {
    if (!record.oracle) continue;
    const double p = oracle_probability(*record.oracle, oracle_scale);
    // The log loss against p exceeds p's own entropy by exactly the divergence.
    total += record_loss(p, model.evaluate(record, w) / scale) + negative_entropy(p);
    ++rated;
  }
  return rated == 0 ? 0 : total / static_cast<double>(rated);
}

// The oracle's scale for the divergence on `holdout`: the targets' one if they used one
// (fit_targets has filled the report), else the one for `settings`; 0 when no held-out record is
// rated. Counts the rated ones into the report.
double divergence_scale(const std::vector<TrainingRecord>& train,
                        const std::vector<TrainingRecord>& holdout, const FitSettings& settings,
                        FitReport& report) {
  report.holdout_rated_positions = static_cast<std::size_t>(
      std::count_if(holdout.begin(), holdout.end(),
                    [](const TrainingRecord& record) { return record.oracle.has_value(); }));
  if (report.holdout_rated_positions == 0) return 0;
  if (report.oracle_scale == 0) report.oracle_scale = oracle_scale_for(train, settings);
  return report.oracle_scale;
}

// What each of `train` is fitted to: its outcome, or the blend with its oracle's rating that
// `settings` ask for. Fills the report's oracle figures.
std::vector<double> fit_targets(const std::vector<TrainingRecord>& train,
                                const FitSettings& settings, FitReport& report) {
  std::vector<double> targets;
  targets.reserve(train.size());
  const bool blend = settings.oracle_weight > 0;
  const double scale = blend ? oracle_scale_for(train, settings) : 0;
  report.oracle_scale = scale;
  for (const TrainingRecord& record : train) {
    if (!blend || !record.oracle) {
      targets.push_back(record.outcome);
      continue;
    }
    ++report.rated_positions;
    const double p = oracle_probability(*record.oracle, scale);
    targets.push_back(settings.oracle_weight * p + (1 - settings.oracle_weight) * record.outcome);
  }
  return targets;
}

// Full-batch Adam from `w0` on the records not held out; fills `report`.
std::vector<double> fit_model(const std::vector<TrainingRecord>& records, const Model& model,
                              const std::vector<double>& w0, const FitSettings& settings,
                              FitReport& report) {
  std::vector<TrainingRecord> train;
  std::vector<TrainingRecord> holdout;
  for (const TrainingRecord& record : records) {
    if (settings.quiet_only && !is_quiet(record)) continue;
    const bool held = settings.holdout_every > 0 &&
                      record.game % static_cast<std::uint32_t>(settings.holdout_every) == 0;
    (held ? holdout : train).push_back(record);
  }
  report = {};
  report.train_positions = train.size();
  report.holdout_positions = holdout.size();
  if (train.empty()) return w0;
  const double scale = settings.scale > 0 ? settings.scale : best_scale(train, model, w0);
  report.scale = scale;
  report.start_train_loss = model_loss(train, model, w0, scale);
  report.start_holdout_loss = model_loss(holdout, model, w0, scale);
  const std::vector<double> targets = fit_targets(train, settings, report);
  const double oracle_scale = divergence_scale(train, holdout, settings, report);
  report.start_holdout_divergence = oracle_divergence(holdout, model, w0, scale, oracle_scale);

  auto w = w0;
  std::vector<double> gradient(w.size());
  AdamSteps adam(w.size());
  const double n = static_cast<double>(train.size());
  for (int step = 1; step <= settings.iterations; ++step) {
    std::fill(gradient.begin(), gradient.end(), 0.0);
    for (std::size_t i = 0; i < train.size(); ++i) {
      const double error = sigmoid(model.evaluate(train[i], w) / scale) - targets[i];
      model.add_gradient(train[i], error, gradient);
    }
    // A feature that never occurs has no gradient at all: it keeps its start weight.
    for (std::size_t i = 0; i < w.size(); ++i) {
      gradient[i] = gradient[i] / (n * scale) + 2 * settings.l2 * (w[i] - w0[i]);
    }
    adam.step(w, gradient, shrinking_rate(settings.learning_rate, step, settings.iterations));
  }
  report.train_loss = model_loss(train, model, w, scale);
  report.holdout_loss = model_loss(holdout, model, w, scale);
  report.holdout_divergence = oracle_divergence(holdout, model, w, scale, oracle_scale);
  return w;
}

const Model kLinearModel{linear_evaluation, add_linear_gradient};
const Model kCombinationModel{combination_evaluation, add_combination_gradient};
const Model kFineModel{fine_evaluation, add_fine_gradient};

std::vector<double> linear_vector(const EvalWeights& weights) {
  const auto w = weights.as_vector();
  return {w.begin(), w.end()};
}

}  // namespace

double log_loss(const std::vector<TrainingRecord>& records, const EvalWeights& weights,
                double scale) {
  return model_loss(records, kLinearModel, linear_vector(weights), scale);
}

double fit_scale(const std::vector<TrainingRecord>& records, const EvalWeights& weights) {
  return best_scale(records, kLinearModel, linear_vector(weights));
}

EvalWeights fit_eval_weights(const std::vector<TrainingRecord>& records, const EvalWeights& start,
                             const FitSettings& settings, FitReport& report) {
  const auto w = fit_model(records, kLinearModel, linear_vector(start), settings, report);
  std::array<double, kFeatureCount> fitted{};
  std::copy(w.begin(), w.end(), fitted.begin());
  EvalWeights weights = EvalWeights::from_vector(fitted);
  weights.combinations = start.combinations;
  return weights;
}

std::vector<double> combination_values(const EvalWeights& weights) {
  const PointValueTable table = make_point_value_table(weights);
  std::vector<double> values(kCombinationFeatureCount);
  for (int combination = 0; combination < kCombinationCount; ++combination) {
    const auto& value =
        table[static_cast<std::size_t>(pattern_code(combination_patterns(combination)))];
    values[static_cast<std::size_t>(combination)] = value.own / 8.0;
    values[static_cast<std::size_t>(combination + kCombinationCount)] = value.their / 8.0;
  }
  return values;
}

EvalWeights fit_combination_weights(const std::vector<TrainingRecord>& records,
                                    const EvalWeights& start, const FitSettings& settings,
                                    FitReport& report) {
  const auto w0 = combination_values(start);
  const auto w = fit_model(records, kCombinationModel, w0, settings, report);
  EvalWeights weights = start;
  for (int combination = 1; combination < kCombinationCount; ++combination) {
    const auto own = static_cast<std::size_t>(combination);
    const auto their = own + kCombinationCount;
    // Only what differs from the start once stored in eighths is worth a line of the file.
    if (std::round(w[own] * 8) != std::round(w0[own] * 8) ||
        std::round(w[their] * 8) != std::round(w0[their] * 8)) {
      weights.combinations[combination] = {w[own], w[their]};
    }
  }
  return weights;
}

}  // namespace arcade::gomoku

namespace arcade::gomoku {

std::vector<double> fine_values(const EvalWeights& weights) {
  const PointValueTable coarse = make_point_value_table(weights);
  const auto fine = make_fine_value_table(weights, coarse);
  std::vector<double> values(kFineFeatureCount);
  for (int code = 0; code < kFineCodeCount; ++code) {
    const FineValue value =
        fine != nullptr ? (*fine)[static_cast<std::size_t>(code)] : coarse_fine_value(coarse, code);
    values[static_cast<std::size_t>(2 * code)] = value.own / 8.0;
    values[static_cast<std::size_t>(2 * code + 1)] = value.their / 8.0;
  }
  return values;
}

std::vector<double> fine_late_values(const EvalWeights& weights) {
  const PointValueTable coarse = make_point_value_table(weights);
  const auto early = make_fine_value_table(weights, coarse);
  const auto stage = make_late_stage(weights, early.get());
  // Without a late stage the board evaluates by the early values alone.
  if (stage == nullptr) return fine_values(weights);
  std::vector<double> values(kFineFeatureCount);
  for (int code = 0; code < kFineCodeCount; ++code) {
    const FineValue late = stage->values[static_cast<std::size_t>(code)].late;
    values[static_cast<std::size_t>(2 * code)] = late.own / 8.0;
    values[static_cast<std::size_t>(2 * code + 1)] = late.their / 8.0;
  }
  return values;
}

EvalWeights fit_fine_weights(const std::vector<TrainingRecord>& records, const EvalWeights& start,
                             const FitSettings& settings, FitReport& report) {
  const bool staged = settings.stage_stones > 0;
  auto w0 = fine_values(start);
  if (staged) {
    const auto late = fine_late_values(start);
    w0.insert(w0.end(), late.begin(), late.end());
  }
  const auto w = fit_model(records, staged ? staged_fine_model(settings.stage_stones) : kFineModel,
                           w0, settings, report);
  EvalWeights weights = start;
  if (staged) {
    weights.stage_stones = settings.stage_stones;
    weights.fine_late.clear();
  }
  for (int code = 1; code < kFineCodeCount; ++code) {
    if (canonical_fine_code(code) != code) continue;
    const auto own = static_cast<std::size_t>(2 * code);
    const auto their = own + 1;
    if (std::round(w[own] * 8) != std::round(w0[own] * 8) ||
        std::round(w[their] * 8) != std::round(w0[their] * 8)) {
      weights.fine[code] = {w[own], w[their]};
    }
    if (!staged) continue;
    const auto late_own = own + static_cast<std::size_t>(kFineFeatureCount);
    const auto late_their = late_own + 1;
    if (std::round(w[late_own] * 8) != std::round(w[own] * 8) ||
        std::round(w[late_their] * 8) != std::round(w[their] * 8)) {
      weights.fine_late[code] = {w[late_own], w[late_their]};
    }
  }
  return weights;
}

EvalWeights fit_threat_state_weights(const std::vector<TrainingRecord>& records,
                                     const EvalWeights& start, const FitSettings& settings,
                                     FitReport& report) {
  std::vector<double> base_values = fine_values(start);
  const bool staged = start.stage_stones > 0;
  if (staged) {
    const auto late = fine_late_values(start);
    base_values.insert(base_values.end(), late.begin(), late.end());
  }
  const Model base = staged ? staged_fine_model(start.stage_stones) : kFineModel;
  std::vector<int> seen(kThreatStateCount);
  const auto state_of = [](const TrainingRecord& record) {
    return static_cast<std::size_t>(record.threat_state);
  };
  for (const TrainingRecord& record : records) ++seen[state_of(record)];
  const Model model{[&](const TrainingRecord& record, std::span<const double> w) {
                      return base.evaluate(record, base_values) + w[state_of(record)];
                    },
                    [&](const TrainingRecord& record, double error, std::span<double> gradient) {
                      // A rare state gets no gradient: Adam's steps do not shrink with the
                      // evidence.
                      if (seen[state_of(record)] >= kMinThreatStatePositions) {
                        gradient[state_of(record)] += error;
                      }
                    }};
  std::vector<double> w0(kThreatStateCount);
  for (const auto& [state, value] : start.threat_state) w0[static_cast<std::size_t>(state)] = value;
  FitSettings all_positions = settings;
  all_positions.quiet_only = false;
  const auto w = fit_model(records, model, w0, all_positions, report);
  EvalWeights weights = start;
  for (int state = 0; state < kThreatStateCount; ++state) {
    const auto index = static_cast<std::size_t>(state);
    if (seen[index] < kMinThreatStatePositions) continue;
    weights.threat_state.erase(state);
    if (std::round(w[index] * 8) != 0) weights.threat_state[state] = w[index];
  }
  return weights;
}

}  // namespace arcade::gomoku
