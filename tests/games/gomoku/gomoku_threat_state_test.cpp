// Tests of the Gomoku threat state: its bits, its text form in weights files, and the board's state
// and value as stones come and go.
#include <catch2/catch.hpp>

#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_eval_weights.h"
#include "games/gomoku/gomoku_threat_state.h"

using namespace arcade::gomoku;

namespace {

// The state's bit for the fact named `name`.
int fact(std::string_view name) {
  return *parse_threat_state(name);
}

}  // namespace

TEST_CASE("gomoku threat states set one bit a fact, own five counting as a win") {
  ThreatCounts own{};
  ThreatCounts their{};
  CHECK(threat_state(own, their) == 0);
  own[static_cast<std::size_t>(PointThreat::four_three)] = 2;
  their[static_cast<std::size_t>(PointThreat::three)] = 5;
  CHECK(threat_state(own, their) == (fact("own_four_three") | fact("their_three")));
  own[static_cast<std::size_t>(PointThreat::five)] = 1;
  CHECK(threat_state(own, their) ==
        (fact("own_win") | fact("own_four_three") | fact("their_three")));
  // Each side's five, win, four, 4-3, three and 3-3 is a fact of its own.
  int all = 0;
  for (std::size_t threat = 1; threat < own.size(); ++threat) {
    ThreatCounts some{};
    some[threat] = 1;
    all |= threat_state(some, ThreatCounts{}) | threat_state(ThreatCounts{}, some);
  }
  CHECK(all == kThreatStateCount - 1);
}

TEST_CASE("gomoku threat states survive their text form, and bad names are refused") {
  for (int state = 0; state < kThreatStateCount; ++state) {
    INFO(threat_state_text(state));
    CHECK(parse_threat_state(threat_state_text(state)) == state);
  }
  CHECK(threat_state_text(0) == "none");
  CHECK(parse_threat_state("their_three+own_four") == (fact("own_four") | fact("their_three")));
  for (const char* bad : {"", "+own_four", "own_four+", "own_four+own_four", "own_open_three",
                          "none+own_four", "own_four++their_four"}) {
    INFO(bad);
    CHECK_FALSE(parse_threat_state(bad).has_value());
  }
}

TEST_CASE("gomoku threat_state rows survive the weights' text form and reject bad lines") {
  EvalWeights weights = EvalWeights::hand_tuned();
  weights.threat_state[0] = -13.75;
  weights.threat_state[fact("own_four") | fact("their_win")] = 211.5;
  const auto read = EvalWeights::from_text(weights.to_text());
  REQUIRE(read.ok());
  CHECK(read->threat_state == weights.threat_state);
  CHECK(weights.to_text().find("threat_state their_win+own_four 211.5\n") != std::string::npos);
  const std::string rows = EvalWeights::hand_tuned().to_text();
  for (const char* bad :
       {"threat_state own_four\n", "threat_state own_four 1 2\n", "threat_state own_fours 1\n",
        "threat_state own_four nan\n", "threat_state own_four 1\nthreat_state own_four 2\n"}) {
    INFO(bad);
    CHECK_FALSE(EvalWeights::from_text(rows + bad).ok());
  }
  const auto table = make_threat_state_table(weights);
  REQUIRE(table != nullptr);
  CHECK((*table)[0] == -14);
  CHECK((*table)[static_cast<std::size_t>(fact("own_four") | fact("their_win"))] == 212);
  CHECK((*table)[1] == 0);
  CHECK(make_threat_state_table(EvalWeights::hand_tuned()) == nullptr);
}

TEST_CASE("gomoku board keeps each side's threat state as stones come and go") {
  GomokuBoard board(15, false);
  const int e = board.point(4, 7);
  const int f = board.point(5, 7);
  const int g = board.point(6, 7);
  board.place(f, kBlack);
  board.place(g, kBlack);
  // Two in a row with room: black can make an open three, white nothing yet.
  CHECK(board.threat_state(kBlack) == fact("own_three"));
  CHECK(board.threat_state(kWhite) == fact("their_three"));
  board.place(e, kBlack);
  // An open three: black can make an open four, or a four at either far end.
  CHECK((board.threat_state(kBlack) & fact("own_win")) != 0);
  CHECK((board.threat_state(kWhite) & fact("their_win")) != 0);
  CHECK((board.threat_state(kWhite) & fact("own_three")) == 0);
  REQUIRE(board.consistency_error().empty());
  board.remove(e);
  board.remove(g);
  board.remove(f);
  CHECK(board.threat_state(kBlack) == 0);
  REQUIRE(board.consistency_error().empty());
  // The value added is the engine table's entry for the state, or nothing without one.
  board.place(f, kBlack);
  const ThreatStateTable* table = threat_state_table();
  const int expected =
      table == nullptr ? 0 : (*table)[static_cast<std::size_t>(board.threat_state(kWhite))];
  CHECK(board.threat_value(kWhite) == expected);
  const PointValueTable own_table = make_point_value_table(EvalWeights::hand_tuned());
  GomokuBoard given(15, false, &own_table);
  given.place(f, kBlack);
  CHECK(given.threat_value(kWhite) == 0);
}
