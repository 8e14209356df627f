// Gomoku rules and its classic players.
#include <catch2/catch.hpp>

#include "core/referee.h"
#include "games/catalog.h"
#include "games/gomoku/gomoku.h"
#include "games/gomoku/gomoku_players.h"
#include "gomoku_test_positions.h"

using namespace arcade;
using arcade::test::gomoku_after;

namespace {

std::string threat_reply(const Gomoku& board, std::uint64_t seed = 1) {
  auto threat = make_gomoku_threat_player(PlayerConfig{.seed = seed});
  return board.move_text(threat->choose(AnyState(board), {}).move);
}

}  // namespace

TEST_CASE("five in a row wins, in every direction, and the winning line is reported") {
  // Black h8..l8 horizontally, white below.
  const Gomoku row = gomoku_after("h8 h9 i8 i9 j8 j9 k8 k9 l8");
  CHECK(row.outcome() == Outcome::first_wins);
  CHECK(row.legal_moves().empty());
  CHECK(row.winning_line().size() == 5);
  const Gomoku diagonal = gomoku_after("a1 a2 b2 a3 c3 a4 d4 a5 e5");
  CHECK(diagonal.outcome() == Outcome::first_wins);
  const Gomoku anti = gomoku_after("a15 o15 e11 o14 b14 o13 d12 o12 c13");
  CHECK(anti.outcome() == Outcome::first_wins);
  const Gomoku white = gomoku_after("a1 h8 a3 h9 a5 h10 a7 h11 a9 h12");
  CHECK(white.outcome() == Outcome::second_wins);
}

TEST_CASE("six in a row wins freestyle but not under exact five") {
  // Black fills a..c and e..f of row 8, then d8 joins them into six.
  const char* moves = "a8 a1 b8 b1 c8 c1 e8 e1 f8 g1 d8";
  CHECK(gomoku_after(moves).outcome() == Outcome::first_wins);
  const Gomoku exact = gomoku_after(moves, {.size = 15, .exact_five = true});
  CHECK(exact.outcome() == Outcome::ongoing);
  CHECK(exact.winning_line().empty());
}

TEST_CASE("a full board without five is a draw") {
  // On 5x5, columns filled in pairs so no line of five forms.
  Gomoku board = *Gomoku::start({.size = 5});
  const char* order[] = {"a1", "b1", "a2", "b2", "b3", "a3", "b4", "a4", "a5",
                         "b5", "c1", "d1", "c2", "d2", "d3", "c3", "d4", "c4",
                         "c5", "d5", "e1", "e2", "e4", "e3", "e5"};
  for (const char* text : order) {
    const auto move = board.parse_move(text);
    REQUIRE(move);
    board.apply(*move);
  }
  CHECK(board.outcome() == Outcome::draw);
}

TEST_CASE("gomoku move text uses a1 top-left and h8 as the 15x15 centre") {
  const Gomoku board;
  CHECK(board.move_text(7 * 15 + 7) == "h8");
  CHECK(board.move_text(0) == "a1");
  CHECK(board.move_text(14 * 15 + 14) == "o15");
  CHECK_FALSE(board.parse_move("p1"));
  CHECK_FALSE(board.parse_move("a16"));
  CHECK_FALSE(board.parse_move("a0"));
  CHECK_FALSE(board.parse_move("a01"));
  CHECK(board.parse_move("H8") == 7 * 15 + 7);
}

TEST_CASE("threat opens at the centre, wins when it can and blocks fours and open threes") {
  CHECK(threat_reply(Gomoku()) == "h8");
  // Black (to move) has four in a row h8..k8 with l8 open: it wins.
  const auto win = threat_reply(gomoku_after("h8 a1 i8 a2 j8 a3 k8 b15"));
  CHECK((win == "l8" || win == "g8"));
  // White to move must block black's open four-to-be... black has a closed four g8 blocked.
  const Gomoku four = gomoku_after("g8 f8 h8 a1 i8 a2 j8");
  CHECK(threat_reply(four) == "k8");
  // Black has an open three h8 i8 j8: white blocks at one of its ends.
  const Gomoku three = gomoku_after("h8 a1 i8 a2 j8");
  const auto block = threat_reply(three);
  CHECK((block == "g8" || block == "k8"));
  // A broken three h8 _ j8 k8 is blocked in the gap or at an end.
  const auto gap = threat_reply(gomoku_after("h8 a1 j8 a2 k8"));
  CHECK((gap == "i8" || gap == "g8" || gap == "l8"));
}

TEST_CASE("threat beats random and random still plays near the stones") {
  const GameInfo& gomoku = *find_game("gomoku");
  int threat_wins = 0;
  for (int game = 0; game < 10; ++game) {
    auto threat = make_gomoku_threat_player(PlayerConfig{.seed = 10u + game});
    auto random = make_gomoku_random_player(PlayerConfig{.seed = 20u + game});
    const bool threat_first = game % 2 == 0;
    const auto record =
        referee_game(*gomoku.start({{"size", "11"}}), threat_first ? *threat : *random,
                     threat_first ? *random : *threat);
    if (winner_of(record.outcome) == (threat_first ? Side::first : Side::second)) ++threat_wins;
  }
  CHECK(threat_wins >= 9);

  const Gomoku board = gomoku_after("h8");
  for (const Move move : gomoku_moves_near_stones(board)) {
    CHECK(std::abs(move % 15 - 7) <= 2);
    CHECK(std::abs(move / 15 - 7) <= 2);
  }
}
