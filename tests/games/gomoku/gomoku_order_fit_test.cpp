// Tests of the move-ordering fit: the engine's choices are recorded by candidate kind, survive
// their file, and the softmax fit recovers the scores that made synthetic choices.
#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/rng.h"
#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_combination.h"
#include "games/gomoku/gomoku_eval.h"
#include "games/gomoku/gomoku_fine_patterns.h"
#include "games/gomoku/train/gomoku_fit_order.h"
#include "games/gomoku/train/gomoku_move_records.h"

using namespace arcade;
using namespace arcade::gomoku;

namespace {

// Whether a choices file at `path` whose second line is `bad`, after a good one, is refused
// with line 2 named.
bool refused_at_second_line(const std::string& path, const std::string& bad) {
  std::ofstream damaged(path);
  damaged << "1 0:0 0:0:5\n" << bad << "\n";
  damaged.close();
  const auto refused = read_move_choices(path);
  return !refused.ok() && refused.error().find("line 2") != std::string::npos;
}

// Three stones, black's two beside each other and white's diagonal to them; white to move.
GomokuBoard opening_board() {
  GomokuBoard board(15, false);
  board.place(board.point(7, 7), kBlack);
  board.place(board.point(8, 8), kWhite);
  board.place(board.point(7, 8), kBlack);
  return board;
}

}  // namespace

TEST_CASE("gomoku move choices count the candidates by kind, and skip forced positions") {
  GomokuBoard board = opening_board();
  const int chosen = board.point(7, 6);
  const auto choice = move_choice(board, kWhite, chosen, 12);
  REQUIRE(choice.has_value());
  CHECK(choice->game == 12);
  int counted = 0;
  bool chosen_listed = false;
  for (const CandidateKind& kind : choice->candidates) {
    counted += kind.count;
    chosen_listed |= kind.own == choice->chosen_own && kind.their == choice->chosen_their;
  }
  CHECK(counted == board.candidates().size());
  CHECK(chosen_listed);
  // White's point above black's two: black's own two there, white's nothing but a lone stone's.
  CHECK(choice->chosen_their != 0);
  // A point far from every stone is no candidate: the search would never order it.
  CHECK_FALSE(move_choice(board, kWhite, board.point(0, 0), 12).has_value());
  // Once black has an open three, white must answer it and black can make an open four: the
  // search answers or wins there, it does not order.
  board.place(board.point(9, 9), kWhite);
  board.place(board.point(7, 9), kBlack);
  REQUIRE(board.has_win_threat(kBlack));
  CHECK_FALSE(move_choice(board, kWhite, chosen, 12).has_value());
  CHECK_FALSE(move_choice(board, kBlack, chosen, 12).has_value());
}

TEST_CASE("gomoku move choices survive their file, and a damaged one is refused") {
  const auto path =
      (std::filesystem::temp_directory_path() / "gomoku-order-test-choices.txt").string();
  std::filesystem::remove(path);
  MoveChoice choice;
  choice.game = 9;
  choice.chosen_own = 45;
  choice.chosen_their = 3;
  choice.candidates = {{0, 0, 20}, {45, 3, 2}, {494, 7, 1}};
  REQUIRE(append_move_choices(path, {choice, choice}).ok());
  const auto read = read_move_choices(path);
  REQUIRE(read.ok());
  REQUIRE(read->size() == 2);
  CHECK(read->front() == choice);
  for (const char* bad :
       {"9 45:3", "9 45:3 45:4:1", "9 45:3 45:3:0", "9 45:3 45:3:1 x", "9 495:3 495:3:1",
        "9 45:3 45:3", "x 45:3 45:3:1", "9 45 45:3:1", "9 45:3 45:3:1:2", "9 45:-3 45:-3:1"}) {
    INFO(bad);
    CHECK(refused_at_second_line(path, bad));
  }
  std::filesystem::remove(path);
}

TEST_CASE("gomoku order fit recovers the scores that made the choices, up to scale") {
  Rng rng(21);
  // Combinations 1..6 matter, with these true scores for the side to move and for the opponent.
  const std::vector<double> own_truth{0, 30, 5, 18, 42, 11, 24};
  const std::vector<double> their_truth{0, 8, 26, 3, 14, 35, 20};
  constexpr double kTemperature = 40;
  std::vector<MoveChoice> choices(4000);
  for (std::size_t c = 0; c < choices.size(); ++c) {
    MoveChoice& choice = choices[c];
    choice.game = static_cast<std::uint32_t>(c);
    std::vector<double> weights;
    for (std::uint16_t own = 0; own <= 6; ++own) {
      const auto their = static_cast<std::uint16_t>(rng.below(7));
      const auto count = static_cast<std::uint16_t>(1 + rng.below(2));
      choice.candidates.push_back({own, their, count});
      weights.push_back(count *
                        std::exp((4 * own_truth[own] + 3 * their_truth[their]) / kTemperature));
    }
    // Draws the chosen kind from the softmax the true scores give.
    double pick = static_cast<double>(rng.below(1'000'000)) / 1'000'000 *
                  std::accumulate(weights.begin(), weights.end(), 0.0);
    std::size_t k = 0;
    while (k + 1 < weights.size() && pick >= weights[k]) pick -= weights[k++];
    choice.chosen_own = choice.candidates[k].own;
    choice.chosen_their = choice.candidates[k].their;
  }
  OrderFitSettings settings;
  settings.iterations = 1500;
  settings.l2 = 0;
  OrderFitReport report;
  // A start that ranks the six roughly right, as the hand-tuned scores rank real moves: the fit
  // takes its temperature from it.
  EvalWeights start = EvalWeights::hand_tuned();
  start.order = {{1, {20, 10}}, {2, {10, 20}}, {3, {10, 10}},
                 {4, {30, 10}}, {5, {15, 30}}, {6, {20, 20}}};
  const EvalWeights fitted = fit_order_scores(choices, start, settings, report);
  CHECK(report.train_choices + report.holdout_choices == choices.size());
  CHECK(report.holdout_loss < report.start_holdout_loss);
  CHECK(report.holdout_top > report.start_holdout_top);
  CHECK(report.holdout_top8 > report.holdout_top);
  // Only the combinations the choices had are listed, and never 0, the anchor.
  for (const auto& [combination, score] : fitted.order) {
    INFO("combination " << combination);
    CHECK(combination >= 1);
    CHECK(combination <= 6);
  }
  // Each fitted score is the true one times the ratio of the fit's temperature to the true one,
  // the same for both sides; scores are kept to the unit.
  const PointValueTable table = make_point_value_table(fitted);
  const auto value_of = [&](int combination) {
    return table[static_cast<std::size_t>(pattern_code(combination_patterns(combination)))];
  };
  const double scale = report.temperature / kTemperature;
  for (int combination = 1; combination <= 6; ++combination) {
    INFO("combination " << combination << ", scale " << scale);
    const auto index = static_cast<std::size_t>(combination);
    CHECK(std::abs(value_of(combination).score - value_of(0).score - scale * own_truth[index]) <
          2.5);
    CHECK(std::abs(value_of(combination).defence - value_of(0).defence -
                   scale * their_truth[index]) < 2.5);
  }
}

TEST_CASE("gomoku move choices carry the fine combinations, and both file forms are read") {
  GomokuBoard board = opening_board();
  const int chosen = board.point(7, 6);
  const auto choice = move_choice(board, kWhite, chosen, 12);
  REQUIRE(choice.has_value());
  REQUIRE(choice->has_fine);
  const auto fine_at = [&](Color color, int point) {
    std::array<std::uint8_t, 4> patterns{};
    for (int line = 0; line < 4; ++line) {
      patterns[static_cast<std::size_t>(line)] =
          static_cast<std::uint8_t>(board.fine_pattern(color, point, line));
    }
    return canonical_fine_code(fine_code(patterns));
  };
  CHECK(choice->chosen_fine_own == fine_at(kWhite, chosen));
  CHECK(choice->chosen_fine_their == fine_at(kBlack, chosen));
  // Kinds differ by their fine combinations too: there are more of them than coarse kinds.
  std::set<std::pair<int, int>> coarse_kinds;
  for (const CandidateKind& kind : choice->candidates) coarse_kinds.insert({kind.own, kind.their});
  CHECK(choice->candidates.size() > coarse_kinds.size());

  const auto path =
      (std::filesystem::temp_directory_path() / "gomoku-order-test-fine-choices.txt").string();
  std::filesystem::remove(path);
  REQUIRE(append_move_choices(path, {*choice}).ok());
  {
    // A line written before fine codes, after one with them: each is read as it was written.
    std::ofstream old_form(path, std::ios::app);
    old_form << "3 45:3 45:3:2 0:0:1\n";
  }
  const auto read = read_move_choices(path);
  REQUIRE(read.ok());
  REQUIRE(read->size() == 2);
  CHECK(read->front() == *choice);
  CHECK_FALSE(read->back().has_fine);
  CHECK(read->back().candidates.size() == 2);
  const int canonical = canonical_fine_code(fine_code({1, 6, 0, 0}));
  const int scrambled = fine_code({1, 6, 0, 0});
  REQUIRE(scrambled != canonical);
  const std::string good = "45:3:" + std::to_string(canonical) + ":0";
  const int lone_one = canonical_fine_code(fine_code({1, 0, 0, 0}));
  const std::vector<std::string> damaged_lines{
      "9 " + good + " 45:3:1",  // candidates in the old form
      "9 45:3 " + good + ":1",  // the chosen in the old form
      "9 45:3:" + std::to_string(scrambled) + ":0 45:3:" + std::to_string(scrambled) + ":0:1",
      "9 " + good + " 45:3:" + std::to_string(canonical) + ":" + std::to_string(lone_one) +
          ":1",                         // another kind only
      "9 " + good + " " + good + ":0",  // a count of 0
      "9 45:3:65536:0 45:3:65536:0:1",
      "9 45:3:7 45:3:7:1"};
  for (const std::string& bad : damaged_lines) {
    INFO(bad);
    CHECK(refused_at_second_line(path, bad));
  }
  std::filesystem::remove(path);
}

TEST_CASE("gomoku fine order fit tells apart fine combinations of one coarse combination") {
  Rng rng(33);
  // Two fine refinements of one coarse combination (a lone two, cramped and with room) and a
  // third combination, with these true own scores; the opponent's scores are all equal.
  const std::array<int, 3> codes{canonical_fine_code(fine_code({4, 0, 0, 0})),
                                 canonical_fine_code(fine_code({5, 0, 0, 0})),
                                 canonical_fine_code(fine_code({1, 0, 0, 0}))};
  const std::array<std::uint16_t, 3> coarse{
      static_cast<std::uint16_t>(combination_of_code(pattern_code(
          {LinePattern::two, LinePattern::none, LinePattern::none, LinePattern::none}))),
      static_cast<std::uint16_t>(combination_of_code(pattern_code(
          {LinePattern::two, LinePattern::none, LinePattern::none, LinePattern::none}))),
      static_cast<std::uint16_t>(combination_of_code(pattern_code(
          {LinePattern::one, LinePattern::none, LinePattern::none, LinePattern::none})))};
  const std::array<double, 3> truth{5, 30, 15};
  constexpr double kTemperature = 40;
  std::vector<MoveChoice> choices(3000);
  for (std::size_t c = 0; c < choices.size(); ++c) {
    MoveChoice& choice = choices[c];
    choice.game = static_cast<std::uint32_t>(c);
    choice.has_fine = true;
    std::vector<double> weights;
    for (std::size_t k = 0; k < codes.size(); ++k) {
      const auto count = static_cast<std::uint16_t>(1 + rng.below(3));
      choice.candidates.push_back(
          {coarse[k], 0, count, static_cast<std::uint16_t>(codes[k]), std::uint16_t{0}});
      weights.push_back(count * std::exp(4 * truth[k] / kTemperature));
    }
    double pick = static_cast<double>(rng.below(1'000'000)) / 1'000'000 *
                  std::accumulate(weights.begin(), weights.end(), 0.0);
    std::size_t k = 0;
    while (k + 1 < weights.size() && pick >= weights[k]) pick -= weights[k++];
    choice.chosen_own = choice.candidates[k].own;
    choice.chosen_their = 0;
    choice.chosen_fine_own = choice.candidates[k].fine_own;
    choice.chosen_fine_their = 0;
  }
  OrderFitSettings settings;
  settings.iterations = 800;
  settings.l2 = 0;
  // A start that ranks the two above the one, as the hand-tuned scores do.
  const EvalWeights start = EvalWeights::hand_tuned();
  OrderFitReport coarse_report, fine_report;
  const EvalWeights coarse_fit = fit_order_scores(choices, start, settings, coarse_report);
  settings.fine = true;
  const EvalWeights fine_fit = fit_order_scores(choices, start, settings, fine_report);
  CHECK(coarse_fit.fine_order.empty());
  CHECK(fine_fit.order.empty());
  REQUIRE(fine_fit.fine_order.count(codes[0]) == 1);
  REQUIRE(fine_fit.fine_order.count(codes[1]) == 1);
  // The coarse scores cannot tell the two twos apart; the fine ones can, and rank the three
  // kinds as the truth does, with the truth's gaps up to the fit's scale.
  CHECK(fine_report.holdout_loss < coarse_report.holdout_loss - 0.05);
  const double scale = fine_report.temperature / kTemperature;
  const auto own = [&](int k) {
    return fine_fit.fine_order.at(codes[static_cast<std::size_t>(k)]).own;
  };
  CHECK(std::abs(own(1) - own(0) - scale * (truth[1] - truth[0])) < 3);
  const PointValueTable table = make_point_value_table(start);
  const double one_score =
      table[static_cast<std::size_t>(pattern_code(combination_patterns(coarse[2])))].score;
  const double third =
      fine_fit.fine_order.count(codes[2]) == 1 ? fine_fit.fine_order.at(codes[2]).own : one_score;
  CHECK(std::abs(own(1) - third - scale * (truth[1] - truth[2])) < 3);
}
