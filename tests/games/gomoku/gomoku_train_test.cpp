// Tests of the Gomoku trainer: the features are exactly what the evaluation sums, and the fit
// recovers known weights from synthetic outcomes.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "core/rng.h"
#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/train/gomoku_fit.h"
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

}  // namespace

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

TEST_CASE("gomoku self-play games replay from their seed and number") {
  SelfPlaySettings settings;
  settings.size = 9;
  settings.nodes = 300;
  settings.seed = 3;
  const auto first = play_training_game(settings, 4);
  const auto again = play_training_game(settings, 4);
  const auto other_game = play_training_game(settings, 5);
  REQUIRE(!first.empty());
  REQUIRE(first.size() == again.size());
  for (std::size_t i = 0; i < first.size(); ++i) {
    CHECK(first[i].features == again[i].features);
    CHECK(first[i].outcome == again[i].outcome);
    CHECK(first[i].game == 4);
  }
  // The side to move alternates, so a decided game's outcomes alternate between 1 and 0.
  if (first.back().outcome != 0.5) CHECK(first[0].outcome + first[1].outcome == 1);
  CHECK((other_game.size() != first.size() || other_game[0].features != first[0].features));
}
