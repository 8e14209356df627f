// How the Gomoku engine values points and positions: pattern scores and threat combinations.
#include "games/gomoku/gomoku_eval.h"

#include <algorithm>
#include <cmath>

#include "games/gomoku/gomoku_combination.h"

namespace arcade::gomoku {
namespace {

// The combination a point's threat earns a bonus for (index into the combo weights), or −1.
constexpr int combo_index(PointThreat threat) {
  switch (threat) {
    case PointThreat::double_three:
      return 0;
    case PointThreat::four_three:
      return 1;
    case PointThreat::win:
      return 2;
    default:
      return -1;
  }
}

constexpr PointThreat threat_of(const std::array<LinePattern, 4>& patterns) {
  int fives = 0, flex4s = 0, fours = 0, flex3s = 0;
  for (const LinePattern pattern : patterns) {
    fives += pattern == LinePattern::five ? 1 : 0;
    flex4s += pattern == LinePattern::flex4 ? 1 : 0;
    fours += pattern == LinePattern::four ? 1 : 0;
    flex3s += pattern == LinePattern::flex3 ? 1 : 0;
  }
  if (fives > 0) return PointThreat::five;
  if (flex4s > 0 || fours >= 2) return PointThreat::win;
  if (fours == 1) return flex3s > 0 ? PointThreat::four_three : PointThreat::four;
  if (flex3s > 0) return flex3s >= 2 ? PointThreat::double_three : PointThreat::three;
  return PointThreat::none;
}

constexpr ThreatTable make_threat_table() {
  ThreatTable threats{};
  for (int code = 0; code < kPatternCodeCount; ++code) {
    threats[static_cast<std::size_t>(code)] = threat_of(patterns_of_code(code));
  }
  return threats;
}
constexpr ThreatTable kThreatTable = make_threat_table();

// Σ weight · feature over one side's features, in eighths of a unit, clamped to what a
// PointValue holds (the committed weights stay well inside it).
std::int16_t eighths(const std::array<int, kSideFeatureCount>& features,
                     const std::array<double, kLinePatternCount>& line,
                     const std::array<double, kComboCount>& combo) {
  double sum = 0;
  for (int i = 0; i < kLinePatternCount; ++i) {
    sum +=
        features[static_cast<std::size_t>(i)] * std::round(line[static_cast<std::size_t>(i)] * 8);
  }
  for (int i = 0; i < kComboCount; ++i) {
    sum += features[static_cast<std::size_t>(kLinePatternCount + i)] *
           std::round(combo[static_cast<std::size_t>(i)] * 8);
  }
  return rounded_int16(sum);
}

}  // namespace

const ThreatTable& threat_table() {
  return kThreatTable;
}

std::int16_t rounded_int16(double value) {
  return static_cast<std::int16_t>(std::clamp(std::round(value), -32767.0, 32767.0));
}

std::array<int, kSideFeatureCount> point_features(const std::array<LinePattern, 4>& patterns) {
  std::array<int, kSideFeatureCount> features{};
  for (const LinePattern pattern : patterns) ++features[static_cast<std::size_t>(pattern)];
  if (const int combo = combo_index(threat_of(patterns)); combo >= 0) {
    ++features[static_cast<std::size_t>(kLinePatternCount + combo)];
  }
  return features;
}

PointValueTable make_point_value_table(const EvalWeights& weights) {
  PointValueTable values{};
  // The hand-tuned score orders moves unless the weights give a combination its own (see
  // src/games/gomoku/ENGINE-NOTES.md, "Gomoku training").
  const EvalWeights hand = EvalWeights::hand_tuned();
  for (int code = 0; code < kPatternCodeCount; ++code) {
    const std::array<LinePattern, 4> patterns = patterns_of_code(code);
    const auto features = point_features(patterns);
    PointValue& value = values[static_cast<std::size_t>(code)];
    const auto hand_score =
        static_cast<std::int16_t>(eighths(features, hand.own_line, hand.own_combo) / 8);
    value = {threat_of(patterns), hand_score, hand_score,
             eighths(features, weights.own_line, weights.own_combo),
             eighths(features, weights.their_line, weights.their_combo)};
    const int number = combination_of_code(code);
    if (const auto combination = weights.combinations.find(number);
        combination != weights.combinations.end()) {
      value.own = rounded_int16(combination->second.own * 8);
      value.their = rounded_int16(combination->second.their * 8);
    }
    if (const auto order = weights.order.find(number); order != weights.order.end()) {
      value.score = rounded_int16(order->second.own);
      value.defence = rounded_int16(order->second.their);
    }
  }
  return values;
}

bool uses_trained_weights() {
  // The file's values, fitted to matches against the established engines, beat what came before
  // them at equal nodes and at 1 s (src/games/gomoku/ENGINE-NOTES.md, "Gomoku training" and its
  // rounds). Exact five had a file of its own, fitted to self-play (the same notes, "Round 13");
  // freestyle's file beat it 65-33 in 100 games at equal nodes under exact five's rule, and a refit
  // of its fine values to exact five's self-play played no better than it did, 47-48 (the same
  // notes, "Round 48").
  return true;
}

namespace {

EvalWeights read_default_eval_weights() {
  if (uses_trained_weights()) {
    // The embedded file is checked by the tests, so failing to read it is a build mistake.
    if (auto trained = EvalWeights::from_text(trained_eval_weights_text())) {
      return *trained;
    }
  }
  return EvalWeights::hand_tuned();
}

}  // namespace

const EvalWeights& default_eval_weights() {
  // Read once: each engine table below is built from it, and the file has thousands of rows.
  static const EvalWeights weights = read_default_eval_weights();
  return weights;
}

int pattern_code(const std::array<LinePattern, 4>& patterns) {
  int code = 0;
  for (std::size_t line = 0; line < 4; ++line) {
    code += static_cast<int>(patterns[line]) * kPatternCodeWeight[line];
  }
  return code;
}

// The tables below are built once from the one weights file both rules read: a rule's board
// finds its own patterns, and the values of a pattern are the same under both.
const PointValueTable& point_value_table() {
  static const auto table = make_point_value_table(default_eval_weights());
  return table;
}

std::unique_ptr<FineValueTable> make_fine_value_table(const EvalWeights& weights,
                                                      const PointValueTable& coarse) {
  if (weights.fine.empty()) return nullptr;
  auto table = std::make_unique<FineValueTable>();
  for (int code = 0; code < kFineCodeCount; ++code) {
    FineValue& value = (*table)[static_cast<std::size_t>(code)];
    if (const auto listed = weights.fine.find(canonical_fine_code(code));
        listed != weights.fine.end()) {
      value = {rounded_int16(listed->second.own * 8), rounded_int16(listed->second.their * 8)};
      continue;
    }
    value = coarse_fine_value(coarse, code);
  }
  return table;
}

std::unique_ptr<LateStage> make_late_stage(const EvalWeights& weights,
                                           const FineValueTable* early) {
  if (weights.stage_stones <= 0 || early == nullptr) return nullptr;
  auto stage = std::make_unique<LateStage>();
  stage->stones = weights.stage_stones;
  for (int code = 0; code < kFineCodeCount; ++code) {
    StagedFineValue& value = stage->values[static_cast<std::size_t>(code)];
    value.early = (*early)[static_cast<std::size_t>(code)];
    value.late = value.early;
    if (const auto listed = weights.fine_late.find(canonical_fine_code(code));
        listed != weights.fine_late.end()) {
      value.late = {rounded_int16(listed->second.own * 8), rounded_int16(listed->second.their * 8)};
    }
  }
  return stage;
}

int coarse_code_of_fine(int fine_code) {
  std::array<LinePattern, 4> patterns{};
  for (std::size_t line = 0; line < 4; ++line) {
    patterns[line] = kCoarseOfFine[static_cast<std::size_t>(fine_code >> (4 * line) & 15)];
  }
  return pattern_code(patterns);
}

FineValue coarse_fine_value(const PointValueTable& coarse, int code) {
  const PointValue& point = coarse[static_cast<std::size_t>(coarse_code_of_fine(code))];
  return {point.own, point.their};
}

const FineValueTable* fine_value_table() {
  static const auto table = make_fine_value_table(default_eval_weights(), point_value_table());
  return table.get();
}

std::unique_ptr<FineOrderTable> make_fine_order_table(const EvalWeights& weights,
                                                      const PointValueTable& coarse) {
  if (weights.fine_order.empty()) return nullptr;
  auto table = std::make_unique<FineOrderTable>();
  for (int code = 0; code < kFineCodeCount; ++code) {
    FineOrderScore& score = (*table)[static_cast<std::size_t>(code)];
    if (const auto listed = weights.fine_order.find(canonical_fine_code(code));
        listed != weights.fine_order.end()) {
      score = {rounded_int16(listed->second.own), rounded_int16(listed->second.their)};
      continue;
    }
    const PointValue& point = coarse[static_cast<std::size_t>(coarse_code_of_fine(code))];
    score = {point.score, point.defence};
  }
  return table;
}

const FineOrderTable* fine_order_table() {
  static const auto table = make_fine_order_table(default_eval_weights(), point_value_table());
  return table.get();
}

const LateStage* late_stage() {
  static const auto stage = make_late_stage(default_eval_weights(), fine_value_table());
  return stage.get();
}

int position_score(std::int32_t own_total, std::int32_t their_total) {
  // Each total is divided on its own, as the hand-tuned evaluation always rounded them.
  const int score = own_total / 8 - their_total / 8;
  return std::clamp(score, -kEvalLimit + 1, kEvalLimit - 1);
}

}  // namespace arcade::gomoku
