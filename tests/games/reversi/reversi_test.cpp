// Reversi rules on bitboards and its classic players.
#include <catch2/catch.hpp>

#include "ai/perft.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_players.h"

using namespace arcade;

TEST_CASE("reversi perft from the start matches the published counts to depth 9") {
  const std::uint64_t expected[] = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
  for (int depth = 0; depth <= 9; ++depth) {
    INFO("depth " << depth);
    CHECK(perft(Reversi(), depth) == expected[depth]);
  }
}

TEST_CASE("the reversi start and its text") {
  const Reversi start;
  CHECK(start.position_text() ==
        "---------------------------OX------XO--------------------------- X");
  CHECK(start.count(Side::first) == 2);
  CHECK(start.count(Side::second) == 2);
  MoveList moves = start.legal_moves();
  std::vector<std::string> names;
  for (const Move m : moves) names.push_back(start.move_text(m));
  CHECK(names == std::vector<std::string>{"d3", "c4", "f5", "e6"});
}

TEST_CASE("a reversi move flips every outflanked line") {
  // c3 outflanks white in all eight directions at once.
  const auto black = *Reversi::from_text(
      "X-X-X---"
      "-OOO----"
      "XO-OX---"
      "-OOO----"
      "X-X-X---"
      "--------"
      "--------"
      "-------- X");
  Reversi after = black;
  const auto c3 = after.parse_move("c3");
  REQUIRE(c3);
  after.apply(*c3);
  CHECK(after.count(Side::first) == 8 + 1 + 8);
  CHECK(after.count(Side::second) == 0);
  CHECK(after.to_move() == Side::second);
}

TEST_CASE("the reversi game ends only when neither side can move") {
  // Black cannot move; white can: the game goes on with a pass.
  const auto pass = *Reversi::from_text(std::string(56, 'X') + "OXXXXXX- X");
  CHECK(pass.outcome() == Outcome::ongoing);
  CHECK(pass.legal_moves() == MoveList{Reversi::kPass});
  // Neither can move: over, most discs wins.
  const auto over = *Reversi::from_text(std::string(60, 'X') + "---- O");
  CHECK(over.outcome() == Outcome::first_wins);
  CHECK(over.legal_moves().empty());
  const auto drawn = *Reversi::from_text(std::string(32, 'X') + std::string(32, 'O') + " X");
  CHECK(drawn.outcome() == Outcome::draw);
}

TEST_CASE("bad reversi text is refused") {
  CHECK_FALSE(Reversi::from_text("").ok());
  CHECK_FALSE(Reversi::from_text(std::string(64, '-') + " Z").ok());
  CHECK_FALSE(Reversi::from_text(std::string(63, '-') + "Q X").ok());
  CHECK_FALSE(Reversi::from_text(std::string(64, '-') + "X").ok());
  CHECK(Reversi::from_text(std::string(64, '-') + " O").ok());
  const Reversi start;
  CHECK_FALSE(start.parse_move("a1"));
  CHECK_FALSE(start.parse_move("pass"));
  CHECK_FALSE(start.parse_move("i9"));
  CHECK(start.parse_move("D3"));
}

TEST_CASE("roxanne takes a corner when one is available") {
  // Black can take a1 (flipping b2 towards c3).
  const auto position = *Reversi::from_text(
      "--------"
      "-O------"
      "--X-----"
      "---XO---"
      "---OX---"
      "--------"
      "--------"
      "-------- X");
  Rng rng(1);
  CHECK(position.move_text(roxanne_move(position, rng)) == "a1");
}
