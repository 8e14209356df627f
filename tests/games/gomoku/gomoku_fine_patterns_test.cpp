// Tests of the fine line patterns: the table refines the line patterns, its buckets follow the
// room a line has, and fine values reach the weights file and the evaluation.
#include <array>
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <utility>

#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_eval.h"
#include "games/gomoku/gomoku_eval_weights.h"
#include "games/gomoku/gomoku_fine_patterns.h"

using namespace arcade::gomoku;

namespace {

// The line key of an 11-cell line written as text ('.' empty, 'X' own, 'O' blocked), the
// point itself (the middle cell, always written 'X') left out.
int key_of(const std::string& line) {
  REQUIRE(line.size() == 11);
  int key = 0;
  for (int offset = -kLineReach; offset <= kLineReach; ++offset) {
    if (offset == 0) continue;
    const char cell = line[static_cast<std::size_t>(offset + kLineReach)];
    const int digit = cell == 'X' ? kLineOwn : cell == 'O' ? kLineBlocked : kLineEmpty;
    key += digit * kLineDigitWeight[static_cast<std::size_t>(line_digit(offset))];
  }
  return key;
}

int fine_of(const std::string& line) {
  return fine_pattern_table(false)[static_cast<std::size_t>(key_of(line))];
}

}  // namespace

TEST_CASE("gomoku fine patterns refine the line patterns and use every bucket") {
  for (const bool exact_five : {false, true}) {
    INFO("exact five " << exact_five);
    const auto& coarse = line_pattern_table(exact_five);
    const auto& fine = fine_pattern_table(exact_five);
    std::set<int> seen;
    for (std::size_t key = 0; key < coarse.size(); ++key) {
      REQUIRE(fine[key] < kFinePatternCount);
      REQUIRE(kCoarseOfFine[fine[key]] == coarse[key]);
      seen.insert(fine[key]);
    }
    CHECK(seen.size() == kFinePatternCount);
  }
}

TEST_CASE("gomoku freestyle fine patterns ignore the cells five away") {
  // A freestyle board leaves those cells out of its keys, so the table must not need them; the
  // two far digits come last, so every key without them is below kNearLineKeyCount.
  CHECK(line_digit(-kLineReach) == 8);
  CHECK(line_digit(kLineReach) == 9);
  CHECK(kLineDigitWeight[8] == kNearLineKeyCount);
  const auto& fine = fine_pattern_table(false);
  for (int key = 0; key < kLineKeyCount; ++key) {
    INFO("key " << key);
    REQUIRE(fine[static_cast<std::size_t>(key)] ==
            fine[static_cast<std::size_t>(key % kNearLineKeyCount)]);
  }
  // Exact five needs them: an own stone five away turns the five this stone makes into six.
  const auto five = static_cast<std::size_t>(key_of(".....XXXXX."));
  const auto six = static_cast<std::size_t>(key_of(".....XXXXXX"));
  CHECK(fine_pattern_table(true)[five] != fine_pattern_table(true)[six]);
  CHECK(fine[five] == fine[six]);
}

TEST_CASE("gomoku fine patterns give a line with more room the higher bucket") {
  // Open twos: in an empty line, and with stones of the other colour closing in on both ends.
  CHECK(fine_of("....XX.....") == *fine_pattern_from_name("flex2+2"));
  CHECK(fine_of(".O..XX..O..") == *fine_pattern_from_name("flex2"));
  CHECK(kCoarseOfFine[static_cast<std::size_t>(fine_of(".O..XX..O.."))] == LinePattern::flex2);
  // An open three with both ends open makes an open four two ways; a broken one, one way.
  CHECK(fine_of("...XXX.....") == *fine_pattern_from_name("flex3+1"));
  CHECK(fine_of("...X.XX....") == *fine_pattern_from_name("flex3"));
}

TEST_CASE("gomoku fine pattern names and canonical codes") {
  for (int fine = 0; fine < kFinePatternCount; ++fine) {
    CHECK(fine_pattern_from_name(fine_pattern_name(fine)) == fine);
  }
  CHECK_FALSE(fine_pattern_from_name("flex2+3").has_value());
  const int code = fine_code({12, 0, 7, 3});
  CHECK(canonical_fine_code(code) == fine_code({0, 3, 7, 12}));
  CHECK(canonical_fine_code(fine_code({7, 12, 3, 0})) == canonical_fine_code(code));
  CHECK(fine_combination_text(canonical_fine_code(code)) == "flex3+1 flex2+1 one+2 none");
}

TEST_CASE("gomoku fine rows survive their text form and reject bad lines") {
  EvalWeights weights = EvalWeights::hand_tuned();
  weights.fine[canonical_fine_code(fine_code({11, 8, 6, 1}))] = {112.5, 46.25};
  weights.fine[canonical_fine_code(fine_code({4, 0, 0, 0}))] = {-3.5, 0};
  const auto read = EvalWeights::from_text(weights.to_text());
  REQUIRE(read.ok());
  CHECK(read->fine == weights.fine);
  const std::string rows = EvalWeights::hand_tuned().to_text();
  const auto any_order = EvalWeights::from_text(rows + "fine one flex2 flex3 flex2+2 1 2\n");
  REQUIRE(any_order.ok());
  CHECK(any_order->fine.count(canonical_fine_code(fine_code({11, 8, 6, 1}))) == 1);
  for (const char* bad : {"fine flex3 flex2 flex2 1 2\n",          // three patterns
                          "fine flex3 flex2 flex2 flex2+3 1 2\n",  // unknown name
                          "fine flex3 flex2 flex2 one 1\n",        // one value
                          "fine flex3 flex2 flex2 one 1 2 3\n",    // three values
                          "fine flex3 flex2 flex2 one inf 2\n",    // not finite
                          "fine flex3 flex2 flex2 one 1 2\n"       // given twice
                          "fine flex2 flex3 one flex2 3 4\n"}) {
    INFO(bad);
    CHECK_FALSE(EvalWeights::from_text(rows + bad).ok());
  }
}

TEST_CASE("gomoku staged weights survive their text form and reject bad lines") {
  EvalWeights weights = EvalWeights::hand_tuned();
  const int code = canonical_fine_code(fine_code({11, 8, 6, 1}));
  weights.fine[code] = {112.5, 46.25};
  weights.stage_stones = 24;
  weights.fine_late[code] = {80, 30.5};
  const auto read = EvalWeights::from_text(weights.to_text());
  REQUIRE(read.ok());
  CHECK(read->stage_stones == 24);
  CHECK(read->fine == weights.fine);
  CHECK(read->fine_late == weights.fine_late);
  const std::string rows = EvalWeights::hand_tuned().to_text();
  CHECK(EvalWeights::from_text(rows + "stages 400\n").ok());
  for (const char* bad : {"fine_late one flex2 flex3 flex2+2 1 2\n",  // no stages
                          "stages 0\n", "stages 401\n", "stages\n", "stages 20.5\n",
                          "stages 20 3\n", "stages 20\nstages 20\n",
                          "stages 20\nfine_late one flex2 flex3 1 2\n",  // three patterns
                          "stages 20\nfine_late one flex2 flex3 flex2 1 2\n"
                          "fine_late flex2 flex3 one flex2 3 4\n"}) {  // given twice
    INFO(bad);
    CHECK_FALSE(EvalWeights::from_text(rows + bad).ok());
  }
}

TEST_CASE("gomoku late stage values its listed points and blends by the stones") {
  EvalWeights weights = EvalWeights::hand_tuned();
  const PointValueTable coarse = make_point_value_table(weights);
  const int listed = canonical_fine_code(fine_code({8, 6, 0, 1}));
  const int early_only = canonical_fine_code(fine_code({7, 6, 0, 1}));
  weights.fine[listed] = {12.5, -3};
  weights.fine[early_only] = {4, 2};
  const auto early = make_fine_value_table(weights, coarse);
  REQUIRE(early != nullptr);
  CHECK(make_late_stage(weights, early.get()) == nullptr);  // no stages
  weights.stage_stones = 30;
  weights.fine_late[listed] = {2.5, 1};
  CHECK(make_late_stage(weights, nullptr) == nullptr);  // no fine values
  const auto late = make_late_stage(weights, early.get());
  REQUIRE(late != nullptr);
  CHECK(late->stones == 30);
  // A listed combination in any order of its lines takes its late value; the others their early.
  for (const int code : {fine_code({8, 6, 0, 1}), fine_code({1, 0, 6, 8}), listed}) {
    CHECK(late->values[static_cast<std::size_t>(code)].late.own == 20);
    CHECK(late->values[static_cast<std::size_t>(code)].late.their == 8);
    CHECK(late->values[static_cast<std::size_t>(code)].early.own == 100);
  }
  CHECK(late->values[static_cast<std::size_t>(early_only)].late.own == 32);
  CHECK(late->values[static_cast<std::size_t>(early_only)].late.their == 16);
  CHECK(late->values[static_cast<std::size_t>(early_only)].early.own == 32);
  CHECK(blend_stages(100, 40, 0, 30) == 100);
  CHECK(blend_stages(100, 40, 15, 30) == 70);
  CHECK(blend_stages(100, 40, 30, 30) == 40);
  CHECK(blend_stages(100, 40, 90, 30) == 40);
  CHECK(blend_stages(-100, 40, 10, 30) == -53);  // −160 / 3, towards zero
}

TEST_CASE("gomoku fine values replace the coarse values for their points only") {
  EvalWeights weights = EvalWeights::hand_tuned();
  const PointValueTable coarse = make_point_value_table(weights);
  CHECK(make_fine_value_table(weights, coarse) == nullptr);
  const int listed = canonical_fine_code(fine_code({8, 6, 0, 1}));
  weights.fine[listed] = {12.5, -3};
  const auto fine = make_fine_value_table(weights, coarse);
  REQUIRE(fine != nullptr);
  for (const int code : {fine_code({8, 6, 0, 1}), fine_code({1, 0, 6, 8}), listed}) {
    CHECK((*fine)[static_cast<std::size_t>(code)].own == 100);
    CHECK((*fine)[static_cast<std::size_t>(code)].their == -24);
  }
  // The same coarse combination with another bucket keeps the coarse value.
  const int other = fine_code({7, 6, 0, 1});
  const int coarse_code =
      pattern_code({LinePattern::flex2, LinePattern::flex2, LinePattern::none, LinePattern::one});
  CHECK((*fine)[static_cast<std::size_t>(other)].own ==
        coarse[static_cast<std::size_t>(coarse_code)].own);
  CHECK((*fine)[static_cast<std::size_t>(other)].their ==
        coarse[static_cast<std::size_t>(coarse_code)].their);
}

TEST_CASE("gomoku board with fine values keeps them up to date") {
  // The engine's freestyle weights list fine values: a board of the engine's table uses them,
  // and a board given its own coarse table does not.
  REQUIRE(fine_value_table() != nullptr);
  GomokuBoard board(15, false);
  const PointValueTable table = make_point_value_table(default_eval_weights());
  GomokuBoard coarse_only(15, false, &table);
  const int moves[][2] = {{7, 7}, {8, 8}, {7, 8}, {7, 6}, {6, 7}, {8, 7}, {5, 7}, {9, 9}};
  Color color = kBlack;
  bool differed = false;
  for (const auto& move : moves) {
    board.place(board.point(move[0], move[1]), color);
    coarse_only.place(coarse_only.point(move[0], move[1]), color);
    REQUIRE(board.consistency_error().empty());
    REQUIRE(coarse_only.consistency_error().empty());
    differed = differed || board.evaluate(kBlack) != coarse_only.evaluate(kBlack);
    color = other(color);
  }
  CHECK(differed);
  for (int i = 7; i >= 0; --i) {
    board.remove(board.point(moves[i][0], moves[i][1]));
    REQUIRE(board.consistency_error().empty());
  }
  CHECK(board.evaluate(kBlack) == GomokuBoard(15, false).evaluate(kBlack));
}

TEST_CASE("gomoku fine order rows survive their text form and reject bad lines") {
  EvalWeights weights = EvalWeights::hand_tuned();
  weights.fine_order[canonical_fine_code(fine_code({11, 8, 6, 1}))] = {61, -7};
  weights.fine[canonical_fine_code(fine_code({11, 8, 6, 1}))] = {12.5, 3};
  const auto read = EvalWeights::from_text(weights.to_text());
  REQUIRE(read.ok());
  CHECK(read->fine_order == weights.fine_order);
  CHECK(read->fine == weights.fine);
  CHECK(weights.to_text().find("fine_order flex3 flex2+2 flex2 one 61 -7\n") != std::string::npos);
  const std::string rows = EvalWeights::hand_tuned().to_text();
  for (const char* bad : {"fine_order flex3 flex2 flex2 1 2\n",        // three patterns
                          "fine_order flex3 flex2 flex2 open 1 2\n",   // unknown name
                          "fine_order flex3 flex2 flex2 one 1\n",      // one score
                          "fine_order flex3 flex2 flex2 one nan 2\n",  // not finite
                          "fine_order flex3 flex2 flex2 one 1 2\n"     // given twice
                          "fine_order flex2 one flex3 flex2 3 4\n"}) {
    INFO(bad);
    CHECK_FALSE(EvalWeights::from_text(rows + bad).ok());
  }
}

TEST_CASE("gomoku fine order scores replace the coarse ordering for their points only") {
  EvalWeights weights = EvalWeights::hand_tuned();
  const PointValueTable coarse = make_point_value_table(weights);
  CHECK(make_fine_order_table(weights, coarse) == nullptr);
  const int listed = canonical_fine_code(fine_code({8, 6, 0, 1}));
  weights.fine_order[listed] = {87.6, -12.2};
  const auto fine = make_fine_order_table(weights, coarse);
  REQUIRE(fine != nullptr);
  for (const int code : {fine_code({8, 6, 0, 1}), fine_code({1, 0, 6, 8}), listed}) {
    CHECK((*fine)[static_cast<std::size_t>(code)].score == 88);
    CHECK((*fine)[static_cast<std::size_t>(code)].defence == -12);
  }
  // The same coarse combination in another bucket keeps the coarse scores, as does every code
  // of another combination.
  const std::pair<int, int> kept[] = {
      {fine_code({7, 6, 0, 1}),
       pattern_code({LinePattern::flex2, LinePattern::flex2, LinePattern::none, LinePattern::one})},
      {fine_code({0, 6, 0, 1}),
       pattern_code({LinePattern::none, LinePattern::flex2, LinePattern::none, LinePattern::one})}};
  for (const auto& [code, coarse_code] : kept) {
    const auto& value = coarse[static_cast<std::size_t>(coarse_code)];
    CHECK((*fine)[static_cast<std::size_t>(code)].score == value.score);
    CHECK((*fine)[static_cast<std::size_t>(code)].defence == value.defence);
  }
}

TEST_CASE("gomoku board orders by the engine's fine order scores where its weights list them") {
  GomokuBoard board(15, false);
  const PointValueTable table = make_point_value_table(default_eval_weights());
  GomokuBoard coarse_only(15, false, &table);
  const int moves[][2] = {{7, 7}, {8, 8}, {7, 8}, {7, 6}, {6, 7}, {8, 7}};
  Color color = kBlack;
  for (const auto& move : moves) {
    board.place(board.point(move[0], move[1]), color);
    coarse_only.place(coarse_only.point(move[0], move[1]), color);
    color = other(color);
  }
  const FineOrderTable* fine = fine_order_table();
  for (const int point : board.candidates()) {
    for (const Color side : {kBlack, kWhite}) {
      std::array<std::uint8_t, 4> patterns{};
      for (int line = 0; line < 4; ++line) {
        patterns[static_cast<std::size_t>(line)] =
            static_cast<std::uint8_t>(board.fine_pattern(side, point, line));
      }
      const auto code = static_cast<std::size_t>(fine_code(patterns));
      INFO("point " << point << ", side " << side);
      // A board given its own coarse table orders by it alone.
      const int coarse_score = coarse_only.point_score(side, point);
      const int coarse_defence = coarse_only.point_defence(side, point);
      CHECK(board.point_score(side, point) ==
            (fine != nullptr ? (*fine)[code].score : coarse_score));
      CHECK(board.point_defence(side, point) ==
            (fine != nullptr ? (*fine)[code].defence : coarse_defence));
      // Both at once, as the search's ordering reads them, on either board.
      for (const GomokuBoard* either : {&board, &coarse_only}) {
        const auto [attack, defence] = either->order_scores(side, point);
        CHECK(attack == either->point_score(side, point));
        CHECK(defence == either->point_defence(other(side), point));
      }
    }
  }
  // An occupied point is worth nothing to the ordering.
  CHECK(board.point_score(kBlack, board.point(7, 7)) == 0);
  CHECK(board.point_defence(kWhite, board.point(7, 7)) == 0);
}
