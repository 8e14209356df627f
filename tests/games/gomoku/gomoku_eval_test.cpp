// Tests of the Gomoku evaluation's weights: the hand-tuned table, the embedded trained weights of
// each rule, and that a board evaluates by its table.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_combination.h"
#include "games/gomoku/gomoku_eval.h"
#include "games/gomoku/gomoku_eval_weights.h"

using namespace arcade::gomoku;

namespace {

bool same_values(const PointValueTable& a, const PointValueTable& b) {
  for (std::size_t code = 0; code < a.size(); ++code) {
    if (a[code].threat != b[code].threat || a[code].score != b[code].score ||
        a[code].own != b[code].own || a[code].their != b[code].their) {
      return false;
    }
  }
  return true;
}

// A middle-game position with threes and fours for both colours.
GomokuBoard sample_board(bool exact_five, const PointValueTable* values) {
  GomokuBoard board(15, exact_five, values);
  const int moves[][2] = {{7, 7}, {8, 8}, {7, 8}, {7, 6}, {6, 7}, {8, 7}, {5, 7},
                          {8, 6}, {8, 9}, {9, 6}, {6, 6}, {4, 7}, {6, 8}};
  Color color = kBlack;
  for (const auto& move : moves) {
    board.place(board.point(move[0], move[1]), color);
    color = other(color);
  }
  return board;
}

}  // namespace

TEST_CASE("gomoku hand-tuned evaluation: own score whole, the opponent's 7/8") {
  const PointValueTable table = make_point_value_table(EvalWeights::hand_tuned());
  for (const PointValue& value : table) {
    REQUIRE(value.own == 8 * value.score);
    REQUIRE(value.their == 7 * value.score);
  }
  // An open three for the side to move: the flex4 point alone is worth 160 to it.
  const auto code =
      pattern_code({LinePattern::flex4, LinePattern::none, LinePattern::none, LinePattern::none});
  CHECK(table[static_cast<std::size_t>(code)].score == 160 + 400);
  CHECK(table[static_cast<std::size_t>(code)].threat == PointThreat::win);
}

TEST_CASE("gomoku threat table: every values table's threats, whatever its weights") {
  // The board reads threats from threat_table() whatever table it evaluates by.
  const PointValueTable hand = make_point_value_table(EvalWeights::hand_tuned());
  const ThreatTable& threats = threat_table();
  for (std::size_t code = 0; code < threats.size(); ++code) {
    REQUIRE(threats[code] == hand[code].threat);
    REQUIRE(threats[code] == point_value_table()[code].threat);
  }
  // A sample: two fours on different lines make a win, a flex3 alone a three.
  std::array<LinePattern, 4> patterns{LinePattern::four, LinePattern::four, LinePattern::none,
                                      LinePattern::one};
  REQUIRE(threats[static_cast<std::size_t>(pattern_code(patterns))] == PointThreat::win);
  patterns = {LinePattern::two, LinePattern::none, LinePattern::flex3, LinePattern::flex2};
  REQUIRE(threats[static_cast<std::size_t>(pattern_code(patterns))] == PointThreat::three);
}

TEST_CASE("gomoku evaluation weights survive their text form") {
  EvalWeights weights = EvalWeights::hand_tuned();
  weights.their_line[3] = -2.625;
  weights.own_combo[1] = 77.5;
  const auto read = EvalWeights::from_text(weights.to_text());
  REQUIRE(read.ok());
  CHECK(read->as_vector() == weights.as_vector());
  CHECK_FALSE(EvalWeights::from_text("own_line 1 2 3\n").ok());
  CHECK_FALSE(EvalWeights::from_text("").ok());
}

TEST_CASE("gomoku combinations number the four patterns of a point in any order") {
  std::set<int> seen;
  for (int code = 0; code < kPatternCodeCount; ++code) {
    const int combination = combination_of_code(code);
    REQUIRE(combination >= 0);
    REQUIRE(combination < kCombinationCount);
    seen.insert(combination);
    // Its patterns, in any order, give the same number back.
    auto patterns = combination_patterns(combination);
    REQUIRE(combination_of_code(pattern_code(patterns)) == combination);
    std::reverse(patterns.begin(), patterns.end());
    REQUIRE(combination_of_code(pattern_code(patterns)) == combination);
  }
  CHECK(seen.size() == kCombinationCount);
  CHECK(combination_of_code(0) == 0);
  const int open_three_and_twos = combination_of_code(
      pattern_code({LinePattern::one, LinePattern::flex2, LinePattern::flex3, LinePattern::flex2}));
  CHECK(combination_text(open_three_and_twos) == "flex3 flex2 flex2 one");
  CHECK(pattern_from_name("flex4") == LinePattern::flex4);
  CHECK_FALSE(pattern_from_name("open-four").has_value());
}

TEST_CASE("gomoku combination values replace the rows for their points only") {
  EvalWeights weights = EvalWeights::hand_tuned();
  const std::array<LinePattern, 4> patterns{LinePattern::flex3, LinePattern::flex2,
                                            LinePattern::one, LinePattern::flex2};
  const int combination = combination_of_code(pattern_code(patterns));
  weights.combinations[combination] = {190.125, -54.5};
  const PointValueTable table = make_point_value_table(weights);
  const PointValueTable hand = make_point_value_table(EvalWeights::hand_tuned());
  int replaced = 0;
  for (int code = 0; code < kPatternCodeCount; ++code) {
    const auto& value = table[static_cast<std::size_t>(code)];
    const auto& rows = hand[static_cast<std::size_t>(code)];
    // Threats and move ordering never change: only the evaluation's values.
    REQUIRE(value.threat == rows.threat);
    REQUIRE(value.score == rows.score);
    if (combination_of_code(code) == combination) {
      ++replaced;
      REQUIRE(value.own == 190.125 * 8);
      REQUIRE(value.their == -54.5 * 8);
    } else {
      REQUIRE(value.own == rows.own);
      REQUIRE(value.their == rows.their);
    }
  }
  CHECK(replaced == 12);  // the orders of flex3, flex2, flex2, one on the four lines
}

TEST_CASE("gomoku combination rows survive their text form and reject bad lines") {
  EvalWeights weights = EvalWeights::hand_tuned();
  weights.combinations[combination_of_code(pattern_code(
      {LinePattern::flex3, LinePattern::flex2, LinePattern::flex2, LinePattern::one}))] = {189.75,
                                                                                           54.375};
  weights.combinations[combination_of_code(pattern_code(
      {LinePattern::three, LinePattern::none, LinePattern::none, LinePattern::none}))] = {-3.5, 0};
  const auto read = EvalWeights::from_text(weights.to_text());
  REQUIRE(read.ok());
  CHECK(read->combinations == weights.combinations);
  // A value that rounds to nothing is written 0, never "-0".
  weights.combinations[1] = {-0.01, 0};
  CHECK(weights.to_text().find("-0 ") == std::string::npos);
  CHECK(weights.to_text().find("combination one none none none 0 0\n") != std::string::npos);
  const std::string rows = EvalWeights::hand_tuned().to_text();
  // The patterns may come in any order.
  const auto any_order = EvalWeights::from_text(rows + "combination one flex2 flex3 flex2 1 2\n");
  REQUIRE(any_order.ok());
  CHECK(any_order->combinations.size() == 1);
  for (const char* bad : {"combination flex3 flex2 flex2 1 2\n",        // three patterns
                          "combination flex3 flex2 flex2 open 1 2\n",   // unknown name
                          "combination flex3 flex2 flex2 one 1\n",      // one value
                          "combination flex3 flex2 flex2 one 1 2 3\n",  // three values
                          "combination flex3 flex2 flex2 one nan 2\n",  // not finite
                          "combination flex3 flex2 flex2 one 1 2\n"     // given twice
                          "combination flex2 flex3 one flex2 3 4\n"}) {
    INFO(bad);
    CHECK_FALSE(EvalWeights::from_text(rows + bad).ok());
  }
}

TEST_CASE("gomoku order scores replace the move ordering's score for their points only") {
  EvalWeights weights = EvalWeights::hand_tuned();
  const int combination = combination_of_code(
      pattern_code({LinePattern::flex3, LinePattern::flex2, LinePattern::one, LinePattern::flex2}));
  weights.order[combination] = {87.6, -12.2};
  const PointValueTable table = make_point_value_table(weights);
  const PointValueTable hand = make_point_value_table(EvalWeights::hand_tuned());
  int replaced = 0;
  for (int code = 0; code < kPatternCodeCount; ++code) {
    const auto& value = table[static_cast<std::size_t>(code)];
    const auto& rows = hand[static_cast<std::size_t>(code)];
    // Threats and the evaluation never change: only the move ordering's score.
    REQUIRE(value.threat == rows.threat);
    REQUIRE(value.own == rows.own);
    REQUIRE(value.their == rows.their);
    if (combination_of_code(code) == combination) {
      ++replaced;
      REQUIRE(value.score == 88);
      REQUIRE(value.defence == -12);
    } else {
      REQUIRE(value.score == rows.score);
      // Hand-tuned, taking a point from the opponent is worth its score to it.
      REQUIRE(value.defence == rows.score);
    }
  }
  CHECK(replaced == 12);
}

TEST_CASE("gomoku order rows survive their text form and reject bad lines") {
  EvalWeights weights = EvalWeights::hand_tuned();
  const int combination = combination_of_code(
      pattern_code({LinePattern::flex3, LinePattern::flex2, LinePattern::flex2, LinePattern::one}));
  weights.order[combination] = {61, 7};
  weights.order[1] = {-4, 0};
  weights.combinations[combination] = {10, 20};
  const auto read = EvalWeights::from_text(weights.to_text());
  REQUIRE(read.ok());
  CHECK(read->order == weights.order);
  CHECK(read->combinations == weights.combinations);
  CHECK(weights.to_text().find("order flex3 flex2 flex2 one 61 7\n") != std::string::npos);
  const std::string rows = EvalWeights::hand_tuned().to_text();
  // A combination may have both an evaluation value and an order score.
  const auto both = EvalWeights::from_text(
      rows + "combination one flex2 flex3 flex2 1 2\norder one flex2 flex3 flex2 5 6\n");
  REQUIRE(both.ok());
  CHECK(both->order.size() == 1);
  for (const char* bad : {"order flex3 flex2 flex2 1 2\n",        // three patterns
                          "order flex3 flex2 flex2 open 1 2\n",   // unknown name
                          "order flex3 flex2 flex2 one 1\n",      // one score
                          "order flex3 flex2 flex2 one 1 2 3\n",  // three scores
                          "order flex3 flex2 flex2 one inf 2\n",  // not finite
                          "order flex3 flex2 flex2 one 1 2\n"     // given twice
                          "order flex2 flex3 one flex2 3 4\n"}) {
    INFO(bad);
    CHECK_FALSE(EvalWeights::from_text(rows + bad).ok());
  }
}

TEST_CASE("gomoku embedded weights load and evaluate each rule") {
  const auto trained = EvalWeights::from_text(trained_eval_weights_text());
  REQUIRE(trained.ok());
  const EvalWeights expected = uses_trained_weights() ? *trained : EvalWeights::hand_tuned();
  CHECK(default_eval_weights().as_vector() == expected.as_vector());
  CHECK(default_eval_weights().combinations == expected.combinations);
  CHECK(default_eval_weights().fine == expected.fine);
  const PointValueTable table = make_point_value_table(expected);
  CHECK(same_values(point_value_table(), table));
  for (const bool exact_five : {false, true}) {
    INFO("exact five " << exact_five);
    // A board of either rule evaluates by that table (and the fine values with it), and so does
    // one given the engine's table explicitly.
    const GomokuBoard board = sample_board(exact_five, nullptr);
    const GomokuBoard explicit_board = sample_board(exact_five, &point_value_table());
    CHECK(&board.values_table() == &point_value_table());
    CHECK(board.evaluate(kBlack) == explicit_board.evaluate(kBlack));
    CHECK(board.evaluate(kWhite) == explicit_board.evaluate(kWhite));
  }
}

TEST_CASE("gomoku board evaluates by the table it was given") {
  EvalWeights weights = EvalWeights::hand_tuned();
  weights.their_line = weights.own_line;  // the opponent counted whole, not 7/8
  const PointValueTable table = make_point_value_table(weights);
  GomokuBoard board = sample_board(false, &table);
  const GomokuBoard hand = sample_board(false, nullptr);
  REQUIRE(board.consistency_error().empty());
  CHECK(board.evaluate(kBlack) != hand.evaluate(kBlack));
  // The table stays with the board through copies and a change back to its own rule.
  const GomokuBoard copy = board.with_rule(false);
  CHECK(&copy.values_table() == &table);
  CHECK(copy.evaluate(kWhite) == board.evaluate(kWhite));
  CHECK(&board.with_rule(true).values_table() == &point_value_table());
}
