// Softmax regression of the Gomoku move ordering's scores on the engine's own move choices.
#include "games/gomoku/train/gomoku_fit_order.h"

#include <algorithm>
#include <cmath>
#include <span>
#include <vector>

#include "games/gomoku/gomoku_combination.h"
#include "games/gomoku/gomoku_eval.h"
#include "games/gomoku/gomoku_fine_patterns.h"
#include "games/gomoku/train/gomoku_optimise.h"

namespace arcade::gomoku {
namespace {

// A choice with its kinds as positions in the fit's vector of scores: the side to move's score of
// a kind at `own`, the opponent's at `their`.
struct IndexedKind {
  std::uint32_t own = 0;
  std::uint32_t their = 0;
  double count = 0;
};
struct IndexedChoice {
  IndexedKind chosen;  // count unused
  std::vector<IndexedKind> candidates;
};

// What the fit's scores are of: coarse combinations (numbers 0..kCombinationCount−1) or the fine
// combinations the choices hold (canonical fine codes, in increasing order). The vector holds
// every key's score for the side to move, then as many for the opponent's.
class ScoreKeys {
 public:
  ScoreKeys(const std::vector<MoveChoice>& choices, bool fine) : fine_(fine) {
    if (!fine) {
      for (int combination = 0; combination < kCombinationCount; ++combination) {
        keys_.push_back(combination);
      }
      return;
    }
    std::vector<bool> seen(kFineCodeCount);
    for (const MoveChoice& choice : choices) {
      for (const CandidateKind& kind : choice.candidates) {
        seen[kind.fine_own] = seen[kind.fine_their] = true;
      }
    }
    for (int code = 0; code < kFineCodeCount; ++code) {
      if (seen[static_cast<std::size_t>(code)]) keys_.push_back(code);
    }
  }

  std::size_t size() const { return keys_.size(); }
  int key(std::size_t index) const { return keys_[index]; }
  // The coarse combination a key refines (itself for a coarse key).
  int combination(std::size_t index) const {
    return fine_ ? combination_of_code(coarse_code_of_fine(keys_[index])) : keys_[index];
  }

  IndexedChoice index(const MoveChoice& choice) const {
    IndexedChoice indexed;
    indexed.chosen = kind(choice.chosen_own, choice.chosen_their, choice.chosen_fine_own,
                          choice.chosen_fine_their, 0);
    for (const CandidateKind& candidate : choice.candidates) {
      indexed.candidates.push_back(kind(candidate.own, candidate.their, candidate.fine_own,
                                        candidate.fine_their, candidate.count));
    }
    return indexed;
  }

 private:
  std::uint32_t position(int key) const {
    return static_cast<std::uint32_t>(std::lower_bound(keys_.begin(), keys_.end(), key) -
                                      keys_.begin());
  }
  IndexedKind kind(int own, int their, int fine_own, int fine_their, int count) const {
    const std::uint32_t offset = static_cast<std::uint32_t>(keys_.size());
    return fine_ ? IndexedKind{position(fine_own), offset + position(fine_their), double(count)}
                 : IndexedKind{position(own), offset + position(their), double(count)};
  }

  bool fine_;
  std::vector<int> keys_;
};

double logit(std::span<const double> scores, const IndexedKind& kind, double temperature) {
  return (kOrderAttackWeight * scores[kind.own] + kOrderDefenceWeight * scores[kind.their]) /
         temperature;
}

// −log P(chosen) of one choice; with `gradient`, adds its gradient (by score) to it.
double choice_loss(const IndexedChoice& choice, std::span<const double> scores, double temperature,
                   std::span<double> gradient = {}) {
  double top = -1e300;
  for (const IndexedKind& kind : choice.candidates) {
    top = std::max(top, logit(scores, kind, temperature));
  }
  double sum = 0;
  for (const IndexedKind& kind : choice.candidates) {
    sum += kind.count * std::exp(logit(scores, kind, temperature) - top);
  }
  if (!gradient.empty()) {
    for (const IndexedKind& kind : choice.candidates) {
      const double share = kind.count * std::exp(logit(scores, kind, temperature) - top) / sum;
      gradient[kind.own] += kOrderAttackWeight * share / temperature;
      gradient[kind.their] += kOrderDefenceWeight * share / temperature;
    }
    gradient[choice.chosen.own] -= kOrderAttackWeight / temperature;
    gradient[choice.chosen.their] -= kOrderDefenceWeight / temperature;
  }
  return top + std::log(sum) - logit(scores, choice.chosen, temperature);
}

double mean_loss(const std::vector<IndexedChoice>& choices, std::span<const double> scores,
                 double temperature) {
  if (choices.empty()) return 0;
  double total = 0;
  for (const IndexedChoice& choice : choices) total += choice_loss(choice, scores, temperature);
  return total / static_cast<double>(choices.size());
}

// The share of `choices` whose chosen point is among the `k` best-scored candidates; among
// points of equal score the chosen one's place is drawn evenly (so k = 1 with a tie of t points
// counts 1/t).
double top_share(const std::vector<IndexedChoice>& choices, std::span<const double> scores, int k) {
  if (choices.empty()) return 0;
  double total = 0;
  for (const IndexedChoice& choice : choices) {
    const double chosen = logit(scores, choice.chosen, 1);
    double better = 0, tied = 0;
    for (const IndexedKind& kind : choice.candidates) {
      const double value = logit(scores, kind, 1);
      if (value > chosen) better += kind.count;
      if (value == chosen) tied += kind.count;
    }
    total += std::clamp((k - better) / tied, 0.0, 1.0);
  }
  return total / static_cast<double>(choices.size());
}

// Each key's ordering scores as `weights` order by them, as the fit's vector: a fine key's own
// `fine_order` row, else its coarse combination's scores in `weights`' table.
std::vector<double> start_scores(const ScoreKeys& keys, const EvalWeights& weights, bool fine) {
  const PointValueTable table = make_point_value_table(weights);
  std::vector<double> scores(2 * keys.size());
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const auto& value =
        table[static_cast<std::size_t>(pattern_code(combination_patterns(keys.combination(i))))];
    scores[i] = value.score;
    scores[keys.size() + i] = value.defence;
    if (!fine) continue;
    if (const auto row = weights.fine_order.find(keys.key(i)); row != weights.fine_order.end()) {
      scores[i] = row->second.own;
      scores[keys.size() + i] = row->second.their;
    }
  }
  return scores;
}

}  // namespace

EvalWeights fit_order_scores(const std::vector<MoveChoice>& choices, const EvalWeights& start,
                             const OrderFitSettings& settings, OrderFitReport& report) {
  const ScoreKeys keys(choices, settings.fine);
  std::vector<IndexedChoice> train, holdout;
  for (const MoveChoice& choice : choices) {
    const bool held = settings.holdout_every > 0 &&
                      choice.game % static_cast<std::uint32_t>(settings.holdout_every) == 0;
    (held ? holdout : train).push_back(keys.index(choice));
  }
  report = {};
  report.train_choices = train.size();
  report.holdout_choices = holdout.size();
  const std::vector<double> s0 = start_scores(keys, start, settings.fine);
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
  const std::size_t anchor = keys.key(0) == 0 ? 0 : keys.size();  // four lines of `none`
  for (int step = 1; step <= settings.iterations; ++step) {
    std::fill(gradient.begin(), gradient.end(), 0.0);
    for (const IndexedChoice& choice : train) choice_loss(choice, s, temperature, gradient);
    // A key no candidate had has no gradient at all: it keeps its start score.
    for (std::size_t i = 0; i < s.size(); ++i) {
      gradient[i] = gradient[i] / n + 2 * settings.l2 * (s[i] - s0[i]);
    }
    // Four lines of `none` stay where they are on both sides: adding one amount to every score of
    // a side changes no choice.
    if (anchor < keys.size()) gradient[anchor] = gradient[keys.size() + anchor] = 0;
    adam.step(s, gradient, shrinking_rate(settings.learning_rate, step, settings.iterations));
  }
  report.train_loss = mean_loss(train, s, temperature);
  report.holdout_loss = mean_loss(holdout, s, temperature);
  std::vector<double> rounded(s.size());
  std::transform(s.begin(), s.end(), rounded.begin(), [](double x) { return std::round(x); });
  report.holdout_top = top_share(holdout, rounded, 1);
  report.holdout_top8 = top_share(holdout, rounded, 8);

  EvalWeights weights = start;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const std::size_t their = keys.size() + i;
    if (i == anchor || (std::lround(s[i]) == std::lround(s0[i]) &&
                        std::lround(s[their]) == std::lround(s0[their]))) {
      continue;
    }
    auto& rows = settings.fine ? weights.fine_order : weights.order;
    rows[keys.key(i)] = {s[i], s[their]};
  }
  return weights;
}

}  // namespace arcade::gomoku
