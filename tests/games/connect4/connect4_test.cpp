// Exact facts about Connect Four's rules: wins in every direction, full columns, the draw, the
// position text, and perft from the empty board.
#include <catch2/catch.hpp>

#include <string>

#include "ai/perft.h"
#include "connect4_test_positions.h"
#include "games/connect4/connect4.h"

using namespace arcade;
using arcade::test::connect4_after;

namespace {

// A board filled column by column with no four in a row: a draw. Columns hold, bottom up, a
// pattern of pairs that no line of four crosses.
constexpr std::string_view kDrawnBoard = "XXOOXXO/OOXXOOX/XXOOXXO/OOXXOOX/XXOOXXO/OOXXOOX";

}  // namespace

TEST_CASE("a disc drops to the lowest empty cell of its column") {
  const ConnectFour position = connect4_after("d d c");
  CHECK(position.at(3, 0) == Side::first);
  CHECK(position.at(3, 1) == Side::second);
  CHECK(position.at(2, 0) == Side::first);
  CHECK_FALSE(position.at(3, 2));
  CHECK(position.height(3) == 2);
  CHECK(position.to_move() == Side::second);
  CHECK(position.moves_played() == 3);
}

TEST_CASE("four in a row wins in every direction") {
  // Vertical: X stacks column a.
  CHECK(connect4_after("a b a b a b a").outcome() == Outcome::first_wins);
  // Horizontal: X along the bottom row a..d.
  CHECK(connect4_after("a a b b c c d").outcome() == Outcome::first_wins);
  // Diagonal up to the right: X at a1 b2 c3 d4.
  CHECK(connect4_after("a b b c c d c d d g d").outcome() == Outcome::first_wins);
  // Diagonal down to the right: X at d1 c2 b3 a4.
  CHECK(connect4_after("d c c b b a b a a g a").outcome() == Outcome::first_wins);
  // O wins too.
  CHECK(connect4_after("g a b a b a b a").outcome() == Outcome::second_wins);
  // Three in a row is not enough, nor four with a gap.
  CHECK(connect4_after("a a b b c c").outcome() == Outcome::ongoing);
  CHECK(connect4_after("a a b b d d e").outcome() == Outcome::ongoing);
}

TEST_CASE("the winning cells are the four, and no move follows a win") {
  const ConnectFour won = connect4_after("a a b b c c d");
  const ConnectFourBits four = ConnectFour::cell(0, 0) | ConnectFour::cell(1, 0) |
                               ConnectFour::cell(2, 0) | ConnectFour::cell(3, 0);
  CHECK(won.winning_cells() == four);
  CHECK(won.legal_moves().empty());
  CHECK_FALSE(won.is_legal(4));
  CHECK(connect4_after("a a b b c c").winning_cells() == 0);
}

TEST_CASE("a full column is not a legal move") {
  const ConnectFour position = connect4_after("a a a a a a");
  CHECK(position.height(0) == ConnectFour::kRows);
  CHECK_FALSE(position.is_legal(0));
  CHECK_FALSE(position.parse_move("a"));
  CHECK(position.legal_moves() == MoveList{1, 2, 3, 4, 5, 6});
  CHECK_FALSE(position.is_legal(-1));
  CHECK_FALSE(position.is_legal(7));
}

TEST_CASE("a full board without four in a row is a draw") {
  const auto full = ConnectFour::from_text(kDrawnBoard);
  REQUIRE(full.ok());
  CHECK(full->outcome() == Outcome::draw);
  CHECK(full->legal_moves().empty());
  CHECK(full->winning_cells() == 0);
}

TEST_CASE("moves are column letters a to g") {
  const ConnectFour start;
  for (Move column = 0; column < 7; ++column) {
    const std::string text = start.move_text(column);
    CHECK(text == std::string(1, static_cast<char>('a' + column)));
    CHECK(start.parse_move(text) == column);
  }
  CHECK(start.parse_move("D") == 3);
  for (const char* bad : {"", "h", "d1", "dd", "4", "-"}) CHECK_FALSE(start.parse_move(bad));
}

TEST_CASE("position text round-trips and names the side to move by the counts") {
  CHECK(ConnectFour().position_text() == "-------/-------/-------/-------/-------/-------");
  const ConnectFour position = connect4_after("d d c e");
  CHECK(position.position_text() == "-------/-------/-------/-------/---O---/--XXO--");
  const auto read = ConnectFour::from_text(position.position_text());
  REQUIRE(read.ok());
  CHECK(*read == position);
  CHECK(read->to_move() == Side::first);
  CHECK(ConnectFour::from_text("-------/-------/-------/-------/-------/---x---")->to_move() ==
        Side::second);
  const auto won = ConnectFour::from_text("-------/-------/-------/-------/OOO----/XXXX---");
  REQUIRE(won.ok());
  CHECK(won->outcome() == Outcome::first_wins);
}

TEST_CASE("a position may also be the moves from the empty board, each illegal one named") {
  const auto read = ConnectFour::from_text("d d C,e");
  REQUIRE(read.ok());
  CHECK(read->position_text() == "-------/-------/-------/-------/---O---/--XXO--");
  CHECK(ConnectFour::from_text("ddce")->position_text() == read->position_text());
  CHECK(ConnectFour::from_text("")->position_text() == ConnectFour().position_text());
  CHECK(ConnectFour::from_text("d h").error() == "move 2 'h' is not a column: they are a to g");
  CHECK(ConnectFour::from_text("ddddddd").error() == "move 7 'd': column d is full");
  CHECK(ConnectFour::from_text("dcdcdcd e").error() ==
        "move 8 'e' comes after the end of the game");
}

TEST_CASE("bad position text is refused with a message saying why") {
  auto error_of = [](std::string_view text) {
    const auto read = ConnectFour::from_text(text);
    REQUIRE_FALSE(read.ok());
    return read.error();
  };
  CHECK(error_of("-------") ==
        "a Connect Four position is 6 rows of 7 cells (X, O or -), top row first, separated by /");
  CHECK(error_of("-------/-------/-------/-------/-------/-------/") ==
        "a Connect Four position is 6 rows of 7 cells (X, O or -), top row first, separated by /");
  CHECK(error_of("-------|-------/-------/-------/-------/-------").find("6 rows of 7") !=
        std::string::npos);
  CHECK(error_of("-------/-------/-------/-------/-------/---Z---") ==
        "a Connect Four position has only X, O, - and /, not 'Z'");
  CHECK(error_of("-------/-------/-------/-------/---O---/---O---") ==
        "X moves first, so X has as many discs as O or one more");
  CHECK(error_of("-------/-------/-------/---X---/-------/---O---") ==
        "the disc at d3 floats over an empty cell: discs fall to the bottom of their column");
  CHECK(error_of("-------/-------/-------/-------/XXXX---/OOOO---") ==
        "both X and O have four in a row");
  CHECK(error_of("-------/-------/-------/-------/OOOO---/XXXX--X") ==
        "both X and O have four in a row");
  CHECK(error_of("-------/-------/-------/-------/OOO----/XXXX--O") ==
        "O moved after X had already won");
  CHECK(error_of("-------/-------/-------/-------/XXX-X--/OOOOX--") ==
        "X moved after O had already won");
  // X's four is complete below its later discs: play went on after it.
  CHECK(error_of("-------/-------/-------/O------/OOOX--X/XXXX--O").find("first four") !=
        std::string::npos);
}

TEST_CASE("perft from the empty board matches the known counts") {
  const ConnectFour start;
  CHECK(perft(start, 1) == 7);
  CHECK(perft(start, 2) == 49);
  CHECK(perft(start, 3) == 343);
  CHECK(perft(start, 4) == 2401);
  CHECK(perft(start, 5) == 16807);
  CHECK(perft(start, 6) == 117649);
  CHECK(perft(start, 7) == 823536);
}

TEST_CASE("perft counts a game won sooner as one leaf, unlike the published depth-8 count") {
  // The published 5673234 counts only positions 8 plies deep; the 13032 games won with the
  // seventh disc are one leaf each here, as every game's perft counts them.
  CHECK(perft(ConnectFour(), 8) == 5673234 + 13032);
}
