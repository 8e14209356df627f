// Tests of importing match games for training: each position of a recorded game becomes a record
// with the game's outcome for the side to move, repeated games count once, and a damaged line is
// an error that names it.
#include <catch2/catch.hpp>
#include <string>
#include <unordered_set>
#include <vector>

#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/train/gomoku_match_import.h"
#include "games/gomoku/train/gomoku_oracle_labels.h"

using namespace arcade;
using namespace arcade::gomoku;

namespace {

// Black (engine B) plays 7,7 8,7 9,7 10,7 and wins with 11,7; white answers on row 9. Three
// opening stones first, as the match drivers place them.
constexpr const char* kBlackWins =
    "game 1 black B B wins: 7,7 7,9 8,7 8,9 9,7 9,9 10,7 10,9 11,7\n";

}  // namespace

TEST_CASE("gomoku match import records every position after the opening with its outcome") {
  std::unordered_set<std::string> seen;
  const auto imported = import_match_games(kBlackWins, MatchImportSettings{}, 5, seen);
  REQUIRE(imported);
  CHECK(imported->games == 1);
  CHECK(imported->duplicates == 0);
  // Nine moves, three of them the opening: positions before moves 4 to 8. Before move 8 white
  // could not complete a five, and before the last one (black's five) no position is recorded.
  REQUIRE(imported->positions.size() == 5);
  GomokuBoard board(15, false);
  const int moves[] = {7, 7, 7, 9, 8, 7, 8, 9, 9, 7, 9, 9, 10, 7, 10, 9};
  Color to_move = kBlack;
  for (int i = 0; i < 3; ++i) {
    board.place(board.point(moves[2 * i], moves[2 * i + 1]), to_move);
    to_move = other(to_move);
  }
  for (std::size_t i = 0; i < imported->positions.size(); ++i) {
    const TrainingRecord& record = imported->positions[i];
    CHECK(record.game == 5);
    CHECK(record.outcome == (to_move == kBlack ? 1.0 : 0.0));
    CHECK(record.features == position_features(board, to_move));
    CHECK(record.combinations == position_combinations(board, to_move));
    const std::size_t next = 3 + i;
    board.place(board.point(moves[2 * next], moves[2 * next + 1]), to_move);
    to_move = other(to_move);
  }
}

TEST_CASE("gomoku match import keeps the winner's move choices, not the loser's") {
  std::unordered_set<std::string> seen;
  const std::string text = std::string(kBlackWins) + "game 2 black A draw: 1,1 2,2 3,3 4,4 5,5\n";
  const auto imported = import_match_games(text, MatchImportSettings{}, 5, seen);
  REQUIRE(imported);
  // Black's moves after the opening are 9,7, 10,7 and the five. Before 10,7 both sides have an
  // open three, which the search answers rather than orders, and before the five black can win:
  // only 9,7 is a choice. White lost, and a draw has no winner: none of their moves are.
  GomokuBoard board(15, false);
  const int moves[] = {7, 7, 7, 9, 8, 7, 8, 9};
  Color to_move = kBlack;
  for (int i = 0; i < 4; ++i) {
    board.place(board.point(moves[2 * i], moves[2 * i + 1]), to_move);
    to_move = other(to_move);
  }
  const auto expected = move_choice(board, kBlack, board.point(9, 7), 5);
  REQUIRE(expected);
  REQUIRE(imported->choices.size() == 1);
  CHECK(imported->choices[0] == *expected);
  CHECK(imported->choices[0].game == 5);
}

TEST_CASE("gomoku match import can take one engine's choices, won or lost, draws included") {
  // The white moves of kBlackWins (engine A's, the loser's), each a choice where the search
  // would order candidates there.
  GomokuBoard board(15, false);
  const int moves[] = {7, 7, 7, 9, 8, 7, 8, 9, 9, 7, 9, 9, 10, 7, 10, 9};
  std::vector<MoveChoice> whites;
  Color to_move = kBlack;
  for (int i = 0; i < 8; ++i) {
    const int point = board.point(moves[2 * i], moves[2 * i + 1]);
    if (i >= 3 && to_move == kWhite) {
      if (auto choice = move_choice(board, kWhite, point, 5)) whites.push_back(*choice);
    }
    board.place(point, to_move);
    to_move = other(to_move);
  }
  REQUIRE_FALSE(whites.empty());

  MatchImportSettings settings;
  settings.teacher = ChoiceTeacher::engine_a;
  std::unordered_set<std::string> seen;
  const auto by_a = import_match_games(kBlackWins, settings, 5, seen);
  REQUIRE(by_a);
  CHECK(by_a->choices == whites);

  // Engine B won that game: its choices are the winner's.
  settings.teacher = ChoiceTeacher::engine_b;
  seen.clear();
  const auto by_b = import_match_games(kBlackWins, settings, 5, seen);
  seen.clear();
  const auto by_winner = import_match_games(kBlackWins, MatchImportSettings{}, 5, seen);
  REQUIRE(by_b);
  REQUIRE(by_winner);
  CHECK(by_b->choices == by_winner->choices);

  // A draw has no winner, but each engine still played its moves.
  const char* draw = "game 1 black A draw: 1,1 2,2 3,3 4,4 5,5 6,6 7,7\n";
  seen.clear();
  const auto draw_by_winner = import_match_games(draw, MatchImportSettings{}, 1, seen);
  settings.teacher = ChoiceTeacher::engine_a;
  seen.clear();
  const auto draw_by_a = import_match_games(draw, settings, 1, seen);
  REQUIRE(draw_by_winner);
  REQUIRE(draw_by_a);
  CHECK(draw_by_winner->choices.empty());
  CHECK_FALSE(draw_by_a->choices.empty());
}

TEST_CASE("gomoku match import counts a replayed game once, a draw as half, skips comments") {
  std::unordered_set<std::string> seen;
  const std::string text = std::string(kBlackWins) +
                           "game 2 black A B wins: 7,7 7,9 8,7 8,9 9,7 9,9 10,7 10,9 11,7\n" +
                           "\n# a comment\n" + "game 3 black A draw: 7,7 7,9 8,7 8,9 9,7\n";
  const auto imported = import_match_games(text, MatchImportSettings{}, 0, seen);
  REQUIRE(imported);
  CHECK(imported->games == 2);
  CHECK(imported->duplicates == 1);
  REQUIRE(imported->positions.size() == 5 + 1);
  CHECK(imported->positions.back().outcome == 0.5);
  CHECK(imported->positions.back().game == 1);
  // A later file with the same game adds nothing.
  const auto again = import_match_games(kBlackWins, MatchImportSettings{}, 2, seen);
  REQUIRE(again);
  CHECK(again->games == 0);
  CHECK(again->duplicates == 1);
  CHECK(again->positions.empty());
}

TEST_CASE("gomoku match import refuses a damaged record and names the line") {
  const char* damaged[] = {
      "game 1 black A A wins 7,7 8,8\n",    // no colon
      "game 1 white A A wins: 7,7 8,8\n",   // not the record's words
      "game 1 black C A wins: 7,7 8,8\n",   // no such engine
      "game 1 black A A wins: 7,7 8;8\n",   // not a point
      "game 1 black A A wins: 7,7 15,3\n",  // off the board
      "game 1 black A A wins: 7,7 7,7\n",   // a taken point
      "game 1 black B B wins: 7,7 7,9 8,7 8,9 9,7 9,9 10,7 10,9 11,7 12,12\n",  // after a five
  };
  for (const char* line : damaged) {
    std::unordered_set<std::string> seen;
    const std::string text = std::string(kBlackWins) + line;
    const auto imported = import_match_games(text, MatchImportSettings{}, 0, seen);
    INFO(line);
    REQUIRE_FALSE(imported);
    CHECK(imported.error().rfind("line 2: ", 0) == 0);
  }
}

TEST_CASE("gomoku oracle labels read ratings, mates and gaps, and name a damaged line") {
  const auto labels = parse_oracle_labels(
      "# rated by an oracle\n\nlabels 7,7 7,9 8,7 8,9 : -12 +M5 -M4 ?\r\n"
      "labels 7,7 7,9 8,7 8,9 : 1 2 3 4\n"
      "labels 1,1 2,2 : 0\n");
  REQUIRE(labels);
  REQUIRE(labels->size() == 2);
  // The same game again keeps its first ratings.
  const auto& ratings = labels->at("7,7 7,9 8,7 8,9");
  REQUIRE(ratings.size() == 4);
  CHECK(ratings[0] == -12);
  CHECK(ratings[1] == kOracleMate - 5);
  CHECK(ratings[2] == -(kOracleMate - 4));
  CHECK_FALSE(ratings[3].has_value());
  CHECK(oracle_probability(*ratings[1], 100) == 1.0);
  CHECK(oracle_probability(*ratings[2], 100) == 0.0);
  CHECK(oracle_probability(0, 100) == 0.5);
  CHECK(oracle_probability(-12, 100) < 0.5);

  const char* damaged[] = {
      "label 7,7 : 1\n",         // not the word
      "labels 7,7 8,8 1 2\n",    // no " : "
      "labels 7,7 8;8 : 1 2\n",  // not a point
      "labels  : 1\n",           // no moves
      "labels 7,7 : 1.5\n",      // not a whole number
      "labels 7,7 : M5\n",       // a mate without its sign
      "labels 7,7 : +M0\n",      // a mate in no plies
      "labels 7,7 : 29000\n",    // as far as a mate, but not one
      "labels 7,7 : x\n",        // not a rating
  };
  for (const char* line : damaged) {
    INFO(line);
    const auto parsed = parse_oracle_labels(std::string("labels 1,1 : 3\n") + line);
    REQUIRE_FALSE(parsed);
    CHECK(parsed.error().rfind("line 2: ", 0) == 0);
  }
}

TEST_CASE("gomoku match import joins an oracle's ratings to the positions of the games it rates") {
  // kBlackWins has six positions after its opening; five are records (see above). The other
  // game is not rated.
  const auto labels =
      parse_oracle_labels("labels 7,7 7,9 8,7 8,9 9,7 9,9 10,7 10,9 11,7 : 10 -20 ? 40 -M3 +M1\n");
  REQUIRE(labels);
  MatchImportSettings settings;
  settings.labels = &*labels;
  std::unordered_set<std::string> seen;
  const std::string text = std::string(kBlackWins) + "game 2 black A draw: 1,1 2,2 3,3 4,4 5,5\n";
  const auto imported = import_match_games(text, settings, 0, seen);
  REQUIRE(imported);
  CHECK(imported->rated_games == 1);
  REQUIRE(imported->positions.size() == 5 + 1);
  CHECK(imported->positions[0].oracle == 10);
  CHECK(imported->positions[1].oracle == -20);
  CHECK_FALSE(imported->positions[2].oracle.has_value());
  CHECK(imported->positions[3].oracle == 40);
  CHECK(imported->positions[4].oracle == -(kOracleMate - 3));
  CHECK_FALSE(imported->positions[5].oracle.has_value());

  // Ratings for another number of positions belong to another opening or another game.
  const auto short_labels =
      parse_oracle_labels("labels 7,7 7,9 8,7 8,9 9,7 9,9 10,7 10,9 11,7 : 10 -20\n");
  REQUIRE(short_labels);
  settings.labels = &*short_labels;
  std::unordered_set<std::string> fresh;
  const auto refused = import_match_games(kBlackWins, settings, 0, fresh);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().rfind("line 1: ", 0) == 0);
}
