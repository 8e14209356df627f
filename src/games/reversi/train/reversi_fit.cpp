// Preconditioned conjugate gradients on each stage's least-squares problem.
#include "games/reversi/train/reversi_fit.h"

#include <algorithm>
#include <cmath>
#include <ostream>

#include "games/reversi/reversi_engine.h"
#include "games/reversi/reversi_eval_impl.h"

namespace arcade::reversi {
namespace {

// Where each pattern instance's group starts in a stage's table, instance by instance.
const std::array<std::uint32_t, kPatternInstances> kInstanceOffsets = [] {
  std::array<std::uint32_t, kPatternInstances> offsets{};
  std::size_t slot = 0;
  for (const PatternGroup& group : kPatternGroups) {
    for (int i = 0; i < group.instance_count; ++i) {
      offsets[slot++] = static_cast<std::uint32_t>(group.offset);
    }
  }
  return offsets;
}();

// One position as the fit sees it: the table positions it selects, its scalar features, its
// label in discs.
struct Sample {
  std::array<std::uint32_t, kPatternInstances> positions;
  std::array<float, kScalarFeatures> scalars;
  float label;
  float hand_tuned;  // the hand-tuned evaluation, in discs
  int empties;
  bool holdout;
};

// The unknowns of one stage: the pattern table, then the scalar weights.
constexpr std::size_t kUnknowns = kPatternTableSize + kScalarFeatures;

float label_of(const TrainingRecord& record, double result_share) {
  if (record.exact != TrainingRecord::kNoExact) return record.exact;
  if (record.search == TrainingRecord::kNoSearch) return record.result;
  return static_cast<float>(result_share * record.result +
                            (1 - result_share) * record.search / kScorePerDisc);
}

Sample make_sample(const TrainingRecord& record, const FitSettings& settings,
                   const std::vector<std::uint32_t>& canonical, const Evaluator& hand_tuned) {
  Sample sample;
  pattern_positions(record.own, record.other, gather_bits, sample.positions.data());
  for (auto& position : sample.positions) position = canonical[position];
  const auto scalars = scalar_features<PortableKernel>(record.own, record.other);
  for (int f = 0; f < kScalarFeatures; ++f) {
    sample.scalars[static_cast<unsigned>(f)] =
        static_cast<float>(scalars[static_cast<unsigned>(f)]);
  }
  sample.label = label_of(record, settings.result_share);
  sample.empties = count_bits(~(record.own | record.other));
  sample.holdout = settings.holdout_every > 0 && record.game % settings.holdout_every == 0;
  sample.hand_tuned =
      sample.holdout
          ? static_cast<float>(portable_engine().evaluate(record.own, record.other, hand_tuned)) /
                kScorePerDisc
          : 0.0F;
  return sample;
}

double dot(const Sample& sample, const std::vector<double>& x) {
  double sum = 0;
  for (const std::uint32_t position : sample.positions) sum += x[position];
  for (int f = 0; f < kScalarFeatures; ++f) {
    sum +=
        sample.scalars[static_cast<unsigned>(f)] * x[kPatternTableSize + static_cast<unsigned>(f)];
  }
  return sum;
}

void add_transposed(const Sample& sample, double value, std::vector<double>& into) {
  for (const std::uint32_t position : sample.positions) into[position] += value;
  for (int f = 0; f < kScalarFeatures; ++f) {
    into[kPatternTableSize + static_cast<unsigned>(f)] +=
        value * sample.scalars[static_cast<unsigned>(f)];
  }
}

double root_mean_square_error(const std::vector<const Sample*>& samples,
                              const std::vector<double>& x) {
  if (samples.empty()) return 0;
  double sum = 0;
  for (const Sample* sample : samples) {
    const double error = dot(*sample, x) - sample->label;
    sum += error * error;
  }
  return std::sqrt(sum / static_cast<double>(samples.size()));
}

// Minimises |A x − labels|² + penalty |x|² over the training samples by conjugate gradients
// with the diagonal of AᵀA + penalty as preconditioner, keeping the step best on the holdout.
std::vector<double> fit_stage(const std::vector<const Sample*>& training,
                              const std::vector<const Sample*>& holdout,
                              const FitSettings& settings, StageFit& fit) {
  std::vector<double> x(kUnknowns, 0.0);
  std::vector<double> diagonal(kUnknowns, settings.penalty);
  for (const Sample* sample : training) {
    for (const std::uint32_t position : sample->positions) diagonal[position] += 1;
    for (int f = 0; f < kScalarFeatures; ++f) {
      const double value = sample->scalars[static_cast<unsigned>(f)];
      diagonal[kPatternTableSize + static_cast<unsigned>(f)] += value * value;
    }
  }
  std::vector<double> residual(training.size());
  for (std::size_t i = 0; i < training.size(); ++i) residual[i] = training[i]->label;
  std::vector<double> gradient(kUnknowns, 0.0);
  const auto compute_gradient = [&] {
    std::fill(gradient.begin(), gradient.end(), 0.0);
    for (std::size_t i = 0; i < training.size(); ++i) {
      add_transposed(*training[i], residual[i], gradient);
    }
    for (std::size_t j = 0; j < kUnknowns; ++j) gradient[j] -= settings.penalty * x[j];
  };
  compute_gradient();
  std::vector<double> preconditioned(kUnknowns);
  for (std::size_t j = 0; j < kUnknowns; ++j) preconditioned[j] = gradient[j] / diagonal[j];
  std::vector<double> direction = preconditioned;
  double gamma = 0;
  for (std::size_t j = 0; j < kUnknowns; ++j) gamma += gradient[j] * preconditioned[j];
  std::vector<double> best = x;
  double best_error = holdout.empty() ? 0 : root_mean_square_error(holdout, x);
  std::vector<double> image(training.size());
  for (int step = 1; step <= settings.iterations && gamma > 1e-12; ++step) {
    double delta = 0;
    for (std::size_t i = 0; i < training.size(); ++i) {
      image[i] = dot(*training[i], direction);
      delta += image[i] * image[i];
    }
    for (std::size_t j = 0; j < kUnknowns; ++j) {
      delta += settings.penalty * direction[j] * direction[j];
    }
    const double alpha = gamma / delta;
    for (std::size_t j = 0; j < kUnknowns; ++j) x[j] += alpha * direction[j];
    for (std::size_t i = 0; i < training.size(); ++i) residual[i] -= alpha * image[i];
    compute_gradient();
    double next_gamma = 0;
    for (std::size_t j = 0; j < kUnknowns; ++j) {
      preconditioned[j] = gradient[j] / diagonal[j];
      next_gamma += gradient[j] * preconditioned[j];
    }
    const double beta = next_gamma / gamma;
    gamma = next_gamma;
    for (std::size_t j = 0; j < kUnknowns; ++j) {
      direction[j] = preconditioned[j] + beta * direction[j];
    }
    if (holdout.empty()) {
      best = x;
      fit.iterations = step;
    } else if (step % 5 == 0 || step == settings.iterations) {
      const double error = root_mean_square_error(holdout, x);
      if (error < best_error) {
        best_error = error;
        best = x;
        fit.iterations = step;
      }
    }
  }
  fit.training_error = root_mean_square_error(training, best);
  fit.holdout_error = best_error;
  return best;
}

std::int16_t to_weight(double discs) {
  return static_cast<std::int16_t>(std::clamp(std::lround(discs * kScorePerDisc), -32000L, 32000L));
}

}  // namespace

PatternWeights fit_pattern_weights(const std::vector<TrainingRecord>& records,
                                   const FitSettings& settings, std::vector<StageFit>& fits,
                                   std::ostream& log) {
  const auto& canonical = canonical_pattern_positions();
  const Evaluator hand_tuned;
  std::vector<Sample> samples;
  samples.reserve(records.size());
  for (const TrainingRecord& record : records) {
    samples.push_back(make_sample(record, settings, canonical, hand_tuned));
  }
  PatternWeights weights;
  fits.clear();
  for (int stage = 0; stage < kEvalStages; ++stage) {
    const int lowest = 4 * stage - settings.stage_overlap;
    const int highest = 4 * stage + 3 + settings.stage_overlap;
    std::vector<const Sample*> training;
    std::vector<const Sample*> holdout;
    double hand_tuned_sum = 0;
    for (const Sample& sample : samples) {
      if (sample.empties < lowest || sample.empties > highest) continue;
      const bool own_stage = eval_stage(sample.empties) == stage;
      if (!sample.holdout) {
        training.push_back(&sample);
      } else if (own_stage) {
        holdout.push_back(&sample);
        const double error = sample.hand_tuned - sample.label;
        hand_tuned_sum += error * error;
      }
    }
    StageFit fit;
    fit.stage = stage;
    fit.training_positions = training.size();
    fit.holdout_positions = holdout.size();
    fit.hand_tuned_holdout_error =
        holdout.empty() ? 0 : std::sqrt(hand_tuned_sum / static_cast<double>(holdout.size()));
    if (!training.empty()) {
      const std::vector<double> x = fit_stage(training, holdout, settings, fit);
      std::int16_t* table = weights.patterns(stage);
      for (std::size_t j = 0; j < static_cast<std::size_t>(kPatternTableSize); ++j) {
        table[j] = to_weight(x[j]);
      }
      for (int f = 0; f < kScalarFeatures; ++f) {
        weights.scalars(stage)[static_cast<unsigned>(f)] =
            to_weight(x[kPatternTableSize + static_cast<unsigned>(f)]);
      }
    }
    if (fit.iterations == 0 && stage > 0) {
      // Too few positions to beat all zeros (the first moves of a game): the stage below serves.
      std::copy(weights.patterns(stage - 1), weights.patterns(stage - 1) + kPatternTableSize,
                weights.patterns(stage));
      weights.scalars(stage) = weights.scalars(stage - 1);
    }
    log << "stage " << stage << " (empties " << 4 * stage << "-" << 4 * stage + 3
        << "): " << fit.training_positions << " training, " << fit.holdout_positions
        << " held out; error " << fit.training_error << " training, " << fit.holdout_error
        << " held out (hand-tuned " << fit.hand_tuned_holdout_error << "), step " << fit.iterations
        << std::endl;
    fits.push_back(fit);
  }
  weights.share_mirrored_weights();
  return weights;
}

}  // namespace arcade::reversi
