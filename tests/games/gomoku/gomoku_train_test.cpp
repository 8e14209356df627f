// Tests of the Gomoku trainer: the features and combination counts are exactly what the evaluation
// sums, the fits recover known weights from synthetic outcomes, and records survive their file.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <vector>

#include "core/rng.h"
#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_eval.h"
#include "games/gomoku/train/gomoku_fit.h"
#include "games/gomoku/train/gomoku_oracle_labels.h"
#include "games/gomoku/train/gomoku_selfplay.h"

using namespace arcade;
using namespace arcade::gomoku;

namespace {

// Weights in eighths, random but fixed, so that every feature matters differently.
EvalWeights random_weights(Rng& rng) {
  std::array<double, kFeatureCount> vector{};
  for (double& w : vector) w = (static_cast<double>(rng.below(801)) - 400) / 8;
  return EvalWeights::from_vector(vector);
}

// Places 60 random stones near the centre of `board`, then calls `check` after each.
template <class Check>
void play_random_stones(GomokuBoard& board, Rng& rng, Check check) {
  Color color = kBlack;
  for (int move = 0; move < 60; ++move) {
    int point = -1;
    do {
      point = board.point(3 + static_cast<int>(rng.below(9)), 3 + static_cast<int>(rng.below(9)));
    } while (!board.is_empty(point));
    board.place(point, color);
    color = other(color);
    check(move);
  }
}

// Settings for recovering known values from noiseless synthetic outcomes made with `scale`: no
// pull towards the start, and enough steps to get there.
FitSettings unregularised_fit(double scale) {
  FitSettings settings;
  settings.scale = scale;
  settings.l2 = 0;
  settings.iterations = 1500;
  settings.learning_rate = 0.2;
  return settings;
}

}  // namespace

TEST_CASE("gomoku training combination counts are what the evaluation sums") {
  Rng rng(6);
  for (const bool exact_five : {false, true}) {
    EvalWeights weights = random_weights(rng);
    // Every combination valued on its own, some of them far from what the rows would give.
    for (int combination = 0; combination < kCombinationCount; ++combination) {
      weights.combinations[combination] = {(static_cast<double>(rng.below(1601)) - 800) / 8,
                                           (static_cast<double>(rng.below(1601)) - 800) / 8};
    }
    const PointValueTable table = make_point_value_table(weights);
    const auto values = combination_values(weights);
    GomokuBoard board(15, exact_five, &table);
    play_random_stones(board, rng, [&](int move) {
      for (const Color to_move : {kBlack, kWhite}) {
        double own = 0, their = 0;
        for (const auto& [index, count] : position_combinations(board, to_move)) {
          const double term = std::round(values[index] * 8) * count;
          (index < kCombinationCount ? own : their) += term;
        }
        INFO("exact five " << exact_five << " move " << move);
        REQUIRE(board.evaluate(to_move) ==
                position_score(static_cast<std::int32_t>(own), static_cast<std::int32_t>(their)));
      }
    });
  }
}

TEST_CASE("gomoku training features are what the evaluation sums") {
  Rng rng(5);
  for (const bool exact_five : {false, true}) {
    const EvalWeights weights = random_weights(rng);
    const PointValueTable table = make_point_value_table(weights);
    const auto w = weights.as_vector();
    GomokuBoard board(15, exact_five, &table);
    Color color = kBlack;
    std::vector<int> stones;
    // 60 stones placed, then taken off in another order: the totals follow both ways.
    for (int move = 0; move < 120; ++move) {
      if (move < 60) {
        int point = -1;
        do {
          point =
              board.point(3 + static_cast<int>(rng.below(9)), 3 + static_cast<int>(rng.below(9)));
        } while (!board.is_empty(point));
        board.place(point, color);
        stones.push_back(point);
        color = other(color);
      } else {
        const auto index = static_cast<std::ptrdiff_t>(rng.below(stones.size()));
        board.remove(stones[static_cast<std::size_t>(index)]);
        stones.erase(stones.begin() + index);
      }
      REQUIRE(board.consistency_error().empty());
      for (const Color to_move : {kBlack, kWhite}) {
        const auto features = position_features(board, to_move);
        double own = 0, their = 0;
        for (std::size_t i = 0; i < w.size(); ++i) {
          const double term = std::round(w[i] * 8) * features[i];
          (i < static_cast<std::size_t>(kSideFeatureCount) ? own : their) += term;
        }
        INFO("exact five " << exact_five << " move " << move);
        REQUIRE(board.evaluate(to_move) ==
                position_score(static_cast<std::int32_t>(own), static_cast<std::int32_t>(their)));
      }
    }
  }
}

TEST_CASE("gomoku fit recovers the weights that made the outcomes") {
  Rng rng(9);
  std::array<double, kFeatureCount> truth{};
  for (double& w : truth) w = (static_cast<double>(rng.below(41)) - 20) / 10;
  constexpr double kScale = 50;
  std::vector<TrainingRecord> records(3000);
  for (std::size_t r = 0; r < records.size(); ++r) {
    TrainingRecord& record = records[r];
    double evaluation = 0;
    for (std::size_t i = 0; i < truth.size(); ++i) {
      record.features[i] = static_cast<int>(rng.below(6));
      evaluation += (i < static_cast<std::size_t>(kSideFeatureCount) ? 1 : -1) * truth[i] *
                    record.features[i];
    }
    // The expected outcome itself, not a sampled one: the fit's optimum is then the truth.
    record.outcome = 1 / (1 + std::exp(-evaluation / kScale));
    record.game = static_cast<std::uint32_t>(r);
  }
  const EvalWeights true_weights = EvalWeights::from_vector(truth);
  CHECK(fit_scale(records, true_weights) == Approx(kScale).epsilon(0.01));

  FitSettings settings;
  settings.scale = kScale;
  settings.l2 = 0;
  settings.iterations = 1500;
  settings.learning_rate = 0.2;
  settings.holdout_every = 10;
  FitReport report;
  const EvalWeights fitted =
      fit_eval_weights(records, EvalWeights::from_vector({}), settings, report);
  CHECK(report.train_positions == 2700);
  CHECK(report.holdout_positions == 300);
  CHECK(report.holdout_loss < report.start_holdout_loss);
  const auto w = fitted.as_vector();
  for (std::size_t i = 0; i < w.size(); ++i) {
    INFO("feature " << i);
    CHECK(std::abs(w[i] - truth[i]) < 0.05);
  }
}

TEST_CASE("gomoku combination fit recovers the values that made the outcomes") {
  Rng rng(10);
  // Twelve combinations of each side matter; their true values, in score units.
  std::vector<std::uint16_t> used;
  for (std::uint16_t index = 1; index <= 6; ++index) {
    used.push_back(index);
    used.push_back(static_cast<std::uint16_t>(index + kCombinationCount));
  }
  std::vector<double> truth(kCombinationFeatureCount);
  for (const auto index : used) truth[index] = (static_cast<double>(rng.below(41)) - 20) / 10;
  constexpr double kScale = 50;
  std::vector<TrainingRecord> records(3000);
  for (std::size_t r = 0; r < records.size(); ++r) {
    TrainingRecord& record = records[r];
    double evaluation = 0;
    for (const auto index : used) {
      const auto count = static_cast<std::uint16_t>(rng.below(6));
      if (count == 0) continue;
      record.combinations.push_back({index, count});
      evaluation += (index < kCombinationCount ? 1 : -1) * truth[index] * count;
    }
    record.outcome = 1 / (1 + std::exp(-evaluation / kScale));
    record.game = static_cast<std::uint32_t>(r);
  }
  const FitSettings settings = unregularised_fit(kScale);
  FitReport report;
  const EvalWeights start = EvalWeights::from_vector({});  // every value 0
  const EvalWeights fitted = fit_combination_weights(records, start, settings, report);
  CHECK(report.holdout_loss < report.start_holdout_loss);
  const auto values = combination_values(fitted);
  for (std::size_t index = 1; index < values.size(); ++index) {
    INFO("index " << index);
    // The fitted values are stored in eighths.
    CHECK(std::abs(values[index] - truth[index]) < 0.07);
  }
  // Only what moved is listed: the used combinations whose value is not 0 in eighths.
  for (const auto& [combination, value] : fitted.combinations) {
    INFO("combination " << combination);
    CHECK(combination >= 1);
    CHECK(combination <= 6);
  }
  // Dead points (four lines of none) keep their start value whatever the outcomes.
  std::vector<TrainingRecord> dead(100);
  for (std::size_t r = 0; r < dead.size(); ++r) {
    dead[r].combinations = {{0, 40}, {kCombinationCount, 30}};
    dead[r].outcome = 1;
    dead[r].game = static_cast<std::uint32_t>(r);
  }
  CHECK(fit_combination_weights(dead, start, settings, report).combinations.empty());
  CHECK(report.train_positions == 90);
}

TEST_CASE("gomoku training fine counts are what the evaluation sums") {
  Rng rng(12);
  for (const bool exact_five : {false, true}) {
    // The engine's own tables, which list fine values in two stages under both rules: the
    // evaluation blends the sums of both, each rule's board finding its own patterns.
    const EvalWeights weights = default_eval_weights();
    REQUIRE(weights.stage_stones > 0);
    REQUIRE(!weights.fine.empty());
    const auto early_values = fine_values(weights);
    const auto late_values = fine_late_values(weights);
    GomokuBoard board(15, exact_five);
    play_random_stones(board, rng, [&](int move) {
      for (const Color to_move : {kBlack, kWhite}) {
        const auto counts = position_fine_combinations(board, to_move);
        const auto score = [&](const std::vector<double>& values) {
          double own = 0, their = 0;
          for (const auto& [index, count] : counts) {
            const double term = std::round(values[index] * 8) * count;
            ((index & 1) == 0 ? own : their) += term;
          }
          return position_score(static_cast<std::int32_t>(own), static_cast<std::int32_t>(their));
        };
        for (const auto& [index, count] : counts) {
          REQUIRE(static_cast<int>(index / 2) == canonical_fine_code(static_cast<int>(index / 2)));
        }
        INFO("exact five " << exact_five << " move " << move);
        const int expected = weights.stage_stones > 0
                                 ? blend_stages(score(early_values), score(late_values),
                                                board.stones(), weights.stage_stones)
                                 : score(early_values);
        REQUIRE(board.evaluate(to_move) == expected);
      }
    });
  }
}

TEST_CASE("gomoku fine fit recovers the values that made the outcomes") {
  Rng rng(11);
  // Four fine combinations of each side matter; their true values, in score units.
  std::vector<std::uint32_t> used;
  for (const auto fine :
       {std::array<std::uint8_t, 4>{6, 0, 0, 0}, {8, 0, 0, 0}, {7, 7, 1, 0}, {11, 8, 0, 0}}) {
    const auto code = static_cast<std::uint32_t>(canonical_fine_code(fine_code(fine)));
    used.push_back(2 * code);
    used.push_back(2 * code + 1);
  }
  std::vector<double> truth(kFineFeatureCount);
  for (const auto index : used) truth[index] = (static_cast<double>(rng.below(41)) - 20) / 10;
  constexpr double kScale = 50;
  std::vector<TrainingRecord> records(3000);
  for (std::size_t r = 0; r < records.size(); ++r) {
    TrainingRecord& record = records[r];
    double evaluation = 0;
    for (const auto index : used) {
      const auto count = static_cast<std::uint16_t>(rng.below(6));
      if (count == 0) continue;
      record.fine.push_back({index, count});
      evaluation += ((index & 1) == 0 ? 1 : -1) * truth[index] * count;
    }
    record.outcome = 1 / (1 + std::exp(-evaluation / kScale));
    record.game = static_cast<std::uint32_t>(r);
  }
  const FitSettings settings = unregularised_fit(kScale);
  FitReport report;
  const EvalWeights start = EvalWeights::from_vector({});  // every value 0
  const EvalWeights fitted = fit_fine_weights(records, start, settings, report);
  CHECK(report.holdout_loss < report.start_holdout_loss);
  const auto values = fine_values(fitted);
  for (const auto index : used) {
    INFO("index " << index);
    CHECK(std::abs(values[index] - truth[index]) < 0.07);
  }
  // Only the used combinations are listed, and a fine row reaches every order of its lines.
  for (const auto& [code, value] : fitted.fine) {
    INFO("code " << code);
    CHECK(std::find(used.begin(), used.end(), static_cast<std::uint32_t>(2 * code)) != used.end());
  }
  const int listed = canonical_fine_code(fine_code({11, 8, 0, 0}));
  CHECK(values[static_cast<std::size_t>(2 * fine_code({0, 8, 0, 11}))] ==
        values[static_cast<std::size_t>(2 * listed)]);
}

TEST_CASE("gomoku threat-state fit recovers the values on top of the fine values") {
  Rng rng(17);
  // One fine combination of the side to move, worth 3 a point by the start weights; three common
  // threat states with true values, and a rare one the fit must leave alone.
  const auto code = static_cast<std::uint32_t>(canonical_fine_code(fine_code({6, 0, 0, 0})));
  EvalWeights start = EvalWeights::from_vector({});
  start.fine[static_cast<int>(code)] = {3, 0};
  const std::array<int, 3> states{0, 80, 1360};
  const std::array<double, 3> truth{-20, 35, 60};
  constexpr int kRare = 5;
  constexpr double kScale = 50;
  std::vector<TrainingRecord> records(3000);
  for (std::size_t r = 0; r < records.size(); ++r) {
    TrainingRecord& record = records[r];
    const auto count = static_cast<std::uint16_t>(rng.below(6));
    if (count > 0) record.fine.push_back({2 * code, count});
    double evaluation = 3.0 * count;
    if (r < 100) {
      record.threat_state = kRare;  // seen too seldom to be fitted, whatever its outcomes
      record.outcome = 1;
    } else {
      const std::size_t which = r % states.size();
      record.threat_state = states[which];
      evaluation += truth[which];
      record.outcome = 1 / (1 + std::exp(-evaluation / kScale));
    }
    record.stones = 10;
    record.game = static_cast<std::uint32_t>(r);
  }
  FitSettings settings = unregularised_fit(kScale);
  settings.quiet_only = true;  // ignored: the states are fitted on every position
  settings.learning_rate = 2;
  FitReport report;
  const EvalWeights fitted = fit_threat_state_weights(records, start, settings, report);
  CHECK(report.train_positions + report.holdout_positions == records.size());
  CHECK(report.holdout_loss < report.start_holdout_loss);
  for (std::size_t i = 0; i < states.size(); ++i) {
    INFO("state " << threat_state_text(states[i]));
    REQUIRE(fitted.threat_state.contains(states[i]));
    CHECK(std::abs(fitted.threat_state.at(states[i]) - truth[i]) < 1.0);
  }
  CHECK_FALSE(fitted.threat_state.contains(kRare));
  CHECK(fitted.fine == start.fine);
}

TEST_CASE("gomoku staged fine fit recovers values that change with the stones") {
  Rng rng(13);
  constexpr int kStages = 20;
  // Two fine combinations of each side: one whose worth falls as the board fills, one whose
  // worth does not change (it must get no late row).
  const auto falling = static_cast<std::uint32_t>(canonical_fine_code(fine_code({8, 0, 0, 0})));
  const auto steady = static_cast<std::uint32_t>(canonical_fine_code(fine_code({6, 6, 0, 0})));
  std::vector<double> early(kFineFeatureCount), late(kFineFeatureCount);
  early[2 * falling] = 3, late[2 * falling] = 1;
  early[2 * falling + 1] = 2.5, late[2 * falling + 1] = 0.5;
  early[2 * steady] = late[2 * steady] = 1.5;
  early[2 * steady + 1] = late[2 * steady + 1] = -1;
  constexpr double kScale = 50;
  std::vector<TrainingRecord> records(4000);
  for (std::size_t r = 0; r < records.size(); ++r) {
    TrainingRecord& record = records[r];
    record.stones = static_cast<int>(rng.below(2 * kStages));
    const double share = std::min(record.stones, kStages) / static_cast<double>(kStages);
    double evaluation = 0;
    for (const std::uint32_t index : {2 * falling, 2 * falling + 1, 2 * steady, 2 * steady + 1}) {
      const auto count = static_cast<std::uint16_t>(rng.below(8));
      if (count == 0) continue;
      record.fine.push_back({index, count});
      const double value = (1 - share) * early[index] + share * late[index];
      evaluation += ((index & 1) == 0 ? 1 : -1) * value * count;
    }
    record.outcome = 1 / (1 + std::exp(-evaluation / kScale));
    record.game = static_cast<std::uint32_t>(r);
  }
  FitSettings settings = unregularised_fit(kScale);
  settings.stage_stones = kStages;
  FitReport report;
  const EvalWeights start = EvalWeights::from_vector({});  // every value 0
  const EvalWeights fitted = fit_fine_weights(records, start, settings, report);
  CHECK(report.holdout_loss < report.start_holdout_loss);
  CHECK(fitted.stage_stones == kStages);
  const auto fitted_early = fine_values(fitted);
  const auto fitted_late = fine_late_values(fitted);
  for (const std::uint32_t index : {2 * falling, 2 * falling + 1, 2 * steady, 2 * steady + 1}) {
    INFO("index " << index);
    CHECK(std::abs(fitted_early[index] - early[index]) < 0.1);
    CHECK(std::abs(fitted_late[index] - late[index]) < 0.1);
  }
  CHECK(fitted.fine_late.count(static_cast<int>(falling)) == 1);
  CHECK(fitted.fine_late.count(static_cast<int>(steady)) == 0);
  // The weights keep their stages through their text form.
  const auto read = EvalWeights::from_text(fitted.to_text());
  REQUIRE(read.ok());
  CHECK(read->stage_stones == kStages);
  CHECK(read->fine_late.size() == fitted.fine_late.size());
}

TEST_CASE("gomoku fits can keep to quiet positions") {
  std::vector<TrainingRecord> records(20);
  for (std::size_t r = 0; r < records.size(); ++r) {
    records[r].game = static_cast<std::uint32_t>(r + 1);  // none held out
    records[r].features[static_cast<std::size_t>(LinePattern::two)] = 3;
  }
  // An open three of the side to move (a point that makes an open four), and a four of the
  // opponent's (a point that makes five): both loud.
  records[3].features[static_cast<std::size_t>(LinePattern::flex4)] = 1;
  records[7].features[static_cast<std::size_t>(kSideFeatureCount) +
                      static_cast<std::size_t>(LinePattern::five)] = 1;
  // An open two makes no threat yet: quiet.
  records[9].features[static_cast<std::size_t>(LinePattern::flex3)] = 2;
  FitSettings settings;
  settings.iterations = 1;
  settings.scale = 50;
  settings.holdout_every = 0;
  FitReport report;
  fit_eval_weights(records, EvalWeights::hand_tuned(), settings, report);
  CHECK(report.train_positions == 20);
  settings.quiet_only = true;
  fit_eval_weights(records, EvalWeights::hand_tuned(), settings, report);
  CHECK(report.train_positions == 18);
}

TEST_CASE("gomoku fits can aim at an oracle's ratings instead of the outcomes") {
  // One feature, present in every position: the games are even (half won, half lost), but the
  // oracle rates every position with it +100, a win probability of about 0.73 at its scale 100.
  constexpr double kScale = 50;
  const auto two = static_cast<std::size_t>(LinePattern::two);
  std::vector<TrainingRecord> records(200);
  for (std::size_t r = 0; r < records.size(); ++r) {
    records[r].game = static_cast<std::uint32_t>(r + 1);
    records[r].features[two] = 1;
    records[r].outcome = r % 2 == 0 ? 1.0 : 0.0;
    records[r].oracle = 100;
  }
  FitSettings settings = unregularised_fit(kScale);
  settings.holdout_every = 0;
  const auto fitted_two = [&](const FitSettings& with) {
    FitReport report;
    const auto weights = fit_eval_weights(records, EvalWeights::from_vector({}), with, report);
    return std::pair{weights.as_vector()[two], report};
  };
  const auto [by_outcome, outcome_report] = fitted_two(settings);
  CHECK(std::abs(by_outcome) < 0.5);
  CHECK(outcome_report.rated_positions == 0);

  settings.oracle_weight = 1;
  settings.oracle_scale = 100;
  const auto [by_oracle, oracle_report] = fitted_two(settings);
  // sigmoid(w / 50) = sigmoid(100 / 100): w = 50.
  CHECK(by_oracle == Approx(50).margin(1));
  CHECK(oracle_report.rated_positions == 200);
  CHECK(oracle_report.oracle_scale == 100);

  settings.oracle_weight = 0.5;
  const auto [halfway, halfway_report] = fitted_two(settings);
  const double target = 0.5 * (1 / (1 + std::exp(-1.0))) + 0.25;
  CHECK(halfway == Approx(kScale * std::log(target / (1 - target))).margin(1));
  // The losses stay against the outcomes: aiming elsewhere costs there.
  CHECK(halfway_report.train_loss > outcome_report.train_loss);
}

TEST_CASE("gomoku fits find the scale at which the oracle's ratings predict the outcomes") {
  // Ratings r won with probability sigmoid(r / 80), as exact expected outcomes; a mate rating
  // whose game was lost must not pull the scale.
  std::vector<TrainingRecord> records;
  for (int rating = -400; rating <= 400; rating += 10) {
    TrainingRecord record;
    record.game = static_cast<std::uint32_t>(records.size() + 1);
    record.features[static_cast<std::size_t>(LinePattern::two)] = 1;
    record.oracle = rating;
    record.outcome = 1 / (1 + std::exp(-rating / 80.0));
    records.push_back(record);
  }
  records.back().oracle = kOracleMate - 5;
  records.back().outcome = 0;
  FitSettings settings = unregularised_fit(50);
  settings.iterations = 1;
  settings.holdout_every = 0;
  settings.oracle_weight = 1;
  FitReport report;
  fit_eval_weights(records, EvalWeights::from_vector({}), settings, report);
  CHECK(report.oracle_scale == Approx(80).epsilon(0.01));
}

TEST_CASE("gomoku fits report how far the values lie from the oracle's ratings on held-out games") {
  // The evaluation is 10 per open two, so a position with k of them scores 10k; the oracle rates
  // it 10k too, or 20k in a second set. At equal scales the first set agrees everywhere.
  const auto two = static_cast<std::size_t>(LinePattern::two);
  std::vector<TrainingRecord> records;
  for (int k = 1; k <= 20; ++k) {
    TrainingRecord record;
    record.game = static_cast<std::uint32_t>(k);  // the even games are held out
    record.features[two] = k;
    record.outcome = k % 3 == 0 ? 0.0 : 1.0;
    record.oracle = 10 * k;
    records.push_back(record);
  }
  records[3].oracle.reset();  // game 4, held out but not rated: it does not count
  std::array<double, kFeatureCount> start{};
  start[two] = 10;
  FitSettings settings;
  settings.iterations = 0;
  settings.scale = 100;
  settings.holdout_every = 2;
  settings.oracle_scale = 100;
  FitReport report;
  fit_eval_weights(records, EvalWeights::from_vector(start), settings, report);
  CHECK(report.holdout_positions == 10);
  CHECK(report.holdout_rated_positions == 9);
  CHECK(report.start_holdout_divergence == Approx(0).margin(1e-12));
  CHECK(report.holdout_divergence == Approx(0).margin(1e-12));

  // Twice the oracle's ratings: the divergence is the mean over the held-out rated games of
  // KL(sigmoid(0.2k) || sigmoid(0.1k)).
  for (auto& record : records) {
    if (record.oracle) record.oracle = 2 * *record.oracle;
  }
  double expected = 0;
  for (const int k : {2, 6, 8, 10, 12, 14, 16, 18, 20}) {
    const double p = 1 / (1 + std::exp(-0.2 * k));
    const double q = 1 / (1 + std::exp(-0.1 * k));
    expected += p * std::log(p / q) + (1 - p) * std::log((1 - p) / (1 - q));
  }
  expected /= 9;
  fit_eval_weights(records, EvalWeights::from_vector(start), settings, report);
  CHECK(report.start_holdout_divergence == Approx(expected).epsilon(1e-9));
  CHECK(report.holdout_divergence == Approx(expected).epsilon(1e-9));

  // A fit aimed at the ratings closes the gap on the held-out games; one aimed at the outcomes
  // (two won of every three) reports the divergence too, at the scale fitted to them.
  settings = unregularised_fit(100);
  settings.holdout_every = 2;
  settings.oracle_weight = 1;
  settings.oracle_scale = 100;
  fit_eval_weights(records, EvalWeights::from_vector(start), settings, report);
  CHECK(report.holdout_divergence < report.start_holdout_divergence / 10);
  settings.oracle_weight = 0;
  settings.oracle_scale = 0;
  fit_eval_weights(records, EvalWeights::from_vector(start), settings, report);
  CHECK(report.holdout_rated_positions == 9);
  CHECK(report.oracle_scale > 0);
  CHECK(report.start_holdout_divergence > 0);
}

TEST_CASE("gomoku training records survive their file, and a damaged one is refused") {
  const auto path =
      (std::filesystem::temp_directory_path() / "gomoku-train-test-records.txt").string();
  std::filesystem::remove(path);
  TrainingRecord record;
  record.game = 7;
  record.outcome = 1;
  record.features[2] = 11;
  record.combinations = {{3, 2}, {500, 17}};
  record.fine = {{5, 2}, {kFineFeatureCount - 1, 3}};
  record.stones = 23;
  record.oracle = -kOracleMate + 7;
  record.threat_state = 1363;
  TrainingRecord unrated = record;
  unrated.oracle.reset();
  REQUIRE(append_records(path, {record, unrated}).ok());
  const auto read = read_records(path);
  REQUIRE(read.ok());
  REQUIRE(read->size() == 2);
  CHECK(read->front().features == record.features);
  CHECK(read->front().combinations == record.combinations);
  CHECK(read->front().fine == record.fine);
  CHECK(read->front().stones == 23);
  CHECK(read->front().oracle == -kOracleMate + 7);
  CHECK_FALSE(read->back().oracle.has_value());
  CHECK(read->front().threat_state == 1363);
  // A line without combinations or stones (written before they were recorded) still reads.
  {
    std::ofstream old(path);
    old << "3 0";
    for (int i = 0; i < kFeatureCount; ++i) old << " 1";
    old << "\n";
  }
  const auto old_read = read_records(path);
  REQUIRE(old_read.ok());
  CHECK(old_read->front().combinations.empty());
  CHECK(old_read->front().stones == -1);
  CHECK(old_read->front().threat_state == -1);
  for (const char* bad : {" 3:",   " 3:0",  " 990:1", " -1:4",  " x:2",  " 3:2:1",  " f131072:1",
                          " f3:0", " fx:1", " f-1:2", " f",     " s",    " s-1",    " s401",
                          " s3x",  " s3:1", " o",     " o-",    " o1.5", " o30001", " o-0",
                          " o2x",  " t",    " t-1",   " t2048", " tx",   " t3.5"}) {
    INFO(bad);
    std::ofstream damaged(path);
    damaged << "3 0";
    for (int i = 0; i < kFeatureCount; ++i) damaged << " 1";
    damaged << bad << "\n";
    damaged.close();
    CHECK_FALSE(read_records(path).ok());
  }
  std::filesystem::remove(path);
}

TEST_CASE("gomoku self-play games replay from their seed and number") {
  SelfPlaySettings settings;
  settings.size = 9;
  settings.nodes = 300;
  settings.seed = 3;
  const auto first_game = play_training_game(settings, 4);
  const auto again_game = play_training_game(settings, 4);
  // The engine's choices replay too, each from this game and with its chosen kind a candidate's.
  REQUIRE(!first_game.choices.empty());
  CHECK(first_game.choices == again_game.choices);
  CHECK(first_game.choices.size() <= first_game.positions.size() + 1);
  for (const MoveChoice& choice : first_game.choices) {
    CHECK(choice.game == 4);
    CHECK(std::any_of(choice.candidates.begin(), choice.candidates.end(), [&](const auto& kind) {
      return kind.own == choice.chosen_own && kind.their == choice.chosen_their;
    }));
  }
  const auto& first = first_game.positions;
  const auto& again = again_game.positions;
  const auto other_game = play_training_game(settings, 5).positions;
  REQUIRE(!first.empty());
  REQUIRE(first.size() == again.size());
  for (std::size_t i = 0; i < first.size(); ++i) {
    CHECK(first[i].features == again[i].features);
    CHECK(first[i].combinations == again[i].combinations);
    CHECK(!first[i].combinations.empty());
    CHECK(first[i].outcome == again[i].outcome);
    CHECK(first[i].game == 4);
  }
  // The side to move alternates, so a decided game's outcomes alternate between 1 and 0.
  if (first.back().outcome != 0.5) CHECK(first[0].outcome + first[1].outcome == 1);
  CHECK((other_game.size() != first.size() || other_game[0].features != first[0].features));
}
