// Softmax regression of the Gomoku move ordering's scores on the engine's own move choices.
#include "games/gomoku/train/gomoku_fit_order.h"

#include <algorithm>
#include <cmath>
#include <span>

#include "games/gomoku/gomoku_combination.h"
#include "games/gomoku/gomoku_eval.h"
#include "games/gomoku/train/gomoku_optimise.h"

namespace arcade::gomoku {
namespace {

// The scores are a vector of kCombinationCount scores for the side to move's combination at a
// point, then as many for the opponent's.
constexpr std::size_t their_index(int combination) {
  return static_cast<std::size_t>(kCombinationCount + combination);
}

double logit(std::span<const double> scores, int own, int their, double temperature) {
  return (kOrderAttackWeight * scores[static_cast<std::size_t>(own)] +
          kOrderDefenceWeight * scores[their_index(their)]) /
         temperature;
}

// −log P(chosen) of one choice; with `gradient`, adds its gradient (by score) to it.
double choice_loss(const MoveChoice& choice, std::span<const double> scores, double temperature,
                   std::span<double> gradient = {}) {
  double top = -1e300;
  for (const CandidateKind& kind : choice.candidates) {
    top = std::max(top, logit(scores, kind.own, kind.their, temperature));
  }
  double sum = 0;
  for (const CandidateKind& kind : choice.candidates) {
    sum += kind.count * std::exp(logit(scores, kind.own, kind.their, temperature) - top);
  }
  if (!gradient.empty()) {
    for (const CandidateKind& kind : choice.candidates) {
      const double share =
          kind.count * std::exp(logit(scores, kind.own, kind.their, temperature) - top) / sum;
      gradient[kind.own] += kOrderAttackWeight * share / temperature;
      gradient[their_index(kind.their)] += kOrderDefenceWeight * share / temperature;
    }
    gradient[choice.chosen_own] -= kOrderAttackWeight / temperature;
    gradient[their_index(choice.chosen_their)] -= kOrderDefenceWeight / temperature;
  }
  return top + std::log(sum) - logit(scores, choice.chosen_own, choice.chosen_their, temperature);
}

double mean_loss(const std::vector<MoveChoice>& choices, std::span<const double> scores,
                 double temperature) {
  if (choices.empty()) return 0;
  double total = 0;
  for (const MoveChoice& choice : choices) total += choice_loss(choice, scores, temperature);
  return total / static_cast<double>(choices.size());
}

// The share of `choices` whose chosen point is among the `k` best-scored candidates; among
// points of equal score the chosen one's place is drawn evenly (so k = 1 with a tie of t points
// counts 1/t).
double top_share(const std::vector<MoveChoice>& choices, std::span<const double> scores, int k) {
  if (choices.empty()) return 0;
  double total = 0;
  for (const MoveChoice& choice : choices) {
    const double chosen = logit(scores, choice.chosen_own, choice.chosen_their, 1);
    int better = 0, tied = 0;
    for (const CandidateKind& kind : choice.candidates) {
      const double value = logit(scores, kind.own, kind.their, 1);
      if (value > chosen) better += kind.count;
      if (value == chosen) tied += kind.count;
    }
    total += std::clamp(static_cast<double>(k - better) / tied, 0.0, 1.0);
  }
  return total / static_cast<double>(choices.size());
}

// Each combination's ordering scores in `weights`' table, as the fit's vector.
std::vector<double> table_scores(const EvalWeights& weights) {
  const PointValueTable table = make_point_value_table(weights);
  std::vector<double> scores(2 * kCombinationCount);
  for (int combination = 0; combination < kCombinationCount; ++combination) {
    const auto& value =
        table[static_cast<std::size_t>(pattern_code(combination_patterns(combination)))];
    scores[static_cast<std::size_t>(combination)] = value.score;
    scores[their_index(combination)] = value.defence;
  }
  return scores;
}

}  // namespace

EvalWeights fit_order_scores(const std::vector<MoveChoice>& choices, const EvalWeights& start,
                             const OrderFitSettings& settings, OrderFitReport& report) {
  std::vector<MoveChoice> train, holdout;
  for (const MoveChoice& choice : choices) {
    const bool held = settings.holdout_every > 0 &&
                      choice.game % static_cast<std::uint32_t>(settings.holdout_every) == 0;
    (held ? holdout : train).push_back(choice);
  }
  report = {};
  report.train_choices = train.size();
  report.holdout_choices = holdout.size();
  const std::vector<double> s0 = table_scores(start);
  if (train.empty()) return start;
  const double temperature =
      golden_section_minimum(0.01, 10000.0, [&](double t) { return mean_loss(train, s0, t); });
  report.temperature = temperature;
  report.start_train_loss = mean_loss(train, s0, temperature);
  report.start_holdout_loss = mean_loss(holdout, s0, temperature);
  report.start_holdout_top = top_share(holdout, s0, 1);
  report.start_holdout_top8 = top_share(holdout, s0, 8);

  auto s = s0;
  std::vector<double> gradient(s.size());
  AdamSteps adam(s.size());
  const double n = static_cast<double>(train.size());
  for (int step = 1; step <= settings.iterations; ++step) {
    std::fill(gradient.begin(), gradient.end(), 0.0);
    for (const MoveChoice& choice : train) choice_loss(choice, s, temperature, gradient);
    // A combination no candidate had has no gradient at all: it keeps its start score.
    for (std::size_t i = 0; i < s.size(); ++i) {
      gradient[i] = gradient[i] / n + 2 * settings.l2 * (s[i] - s0[i]);
    }
    // Combination 0 stays where it is on both sides: adding one amount to every score of a side
    // changes no choice.
    gradient[0] = gradient[their_index(0)] = 0;
    adam.step(s, gradient, shrinking_rate(settings.learning_rate, step, settings.iterations));
  }
  report.train_loss = mean_loss(train, s, temperature);
  report.holdout_loss = mean_loss(holdout, s, temperature);
  std::vector<double> rounded(s.size());
  std::transform(s.begin(), s.end(), rounded.begin(), [](double x) { return std::round(x); });
  report.holdout_top = top_share(holdout, rounded, 1);
  report.holdout_top8 = top_share(holdout, rounded, 8);

  EvalWeights weights = start;
  for (int combination = 1; combination < kCombinationCount; ++combination) {
    const auto own = static_cast<std::size_t>(combination);
    const auto their = their_index(combination);
    if (std::lround(s[own]) != std::lround(s0[own]) ||
        std::lround(s[their]) != std::lround(s0[their])) {
      weights.order[combination] = {s[own], s[their]};
    }
  }
  return weights;
}

}  // namespace arcade::gomoku
