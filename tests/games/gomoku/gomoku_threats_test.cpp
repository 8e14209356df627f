// Threat-space search: VCF and VCT find the forced wins of hand-made positions, and the defences
// to an open three are exactly the points that stop it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "games/gomoku/gomoku_puzzles.h"
#include "games/gomoku/gomoku_threats.h"
#include "gomoku_test_boards.h"

using namespace arcade;
using namespace arcade::gomoku;

namespace {

struct Puzzle {
  GomokuBoard board;
  Color to_move;
};

Puzzle puzzle(const std::vector<std::string>& rows, bool exact_five = false) {
  const Gomoku position = gomoku_from_rows(rows, exact_five);
  return {GomokuBoard::from_position(position), color_of(position.to_move())};
}

// Runs `search` with a generous node budget on a fresh cache.
template <class Search>
auto with_threats(GomokuBoard& board, Search search) {
  SearchBudget budget({}, std::nullopt, 2'000'000);
  ThreatCache cache(12);
  ThreatSearch threats(board, budget, cache);
  return search(threats);
}

std::string name(const GomokuBoard& board, int point) {
  std::string text(1, static_cast<char>('a' + board.column_of(point)));
  text += std::to_string(board.row_of(point) + 1);
  return text;
}

// White threatens a four-three: i6 makes a four on row 6 (blocked by black at e6) and an open
// three on column i, so after the forced block at j6 white makes an open four at i5 or i9. Black,
// to move, has no threat of its own. Only i6 and j6 (the four's points) and i5 and i9 (which
// keep the three from opening) stop it: on i4 or i10 the three still becomes an open four.
Puzzle white_four_three_threat() {
  return puzzle({"...............", ".X...........X.", "...............", "...............",
                 "...............", "....XOOO.......", "........O......", "........O......",
                 "...............", "...............", "...............", "...............",
                 "...............", ".X...........X.", "..............."});
}

}  // namespace

TEST_CASE("VCF finds a four-three") {
  auto [board, black] = puzzle(gomoku_four_three_puzzle().rows);
  REQUIRE(black == kBlack);
  const auto before = board.hash();
  const auto win = with_threats(board, [&](ThreatSearch& t) { return t.find_vcf(kBlack, 10); });
  REQUIRE(win);
  CHECK(name(board, win->move) == "h8");
  CHECK(board.hash() == before);  // the search put every stone back
  CHECK(board.consistency_error().empty());
  // White, to move instead, has nothing.
  CHECK_FALSE(with_threats(board, [&](ThreatSearch& t) { return t.find_vcf(kWhite, 10); }));
}

TEST_CASE("VCF finds a win by three fours in a row, and needs all three") {
  auto [board, black] = puzzle(gomoku_three_fours_puzzle().rows);
  REQUIRE(black == kBlack);
  const auto win = with_threats(board, [&](ThreatSearch& t) { return t.find_vcf(kBlack, 10); });
  REQUIRE(win);
  CHECK(name(board, win->move) == "e11");
  CHECK_FALSE(with_threats(board, [&](ThreatSearch& t) { return t.find_vcf(kBlack, 2); }));
  CHECK(with_threats(board, [&](ThreatSearch& t) { return t.find_vcf(kBlack, 3); }));
}

TEST_CASE("the VCF line holds every point of the win, and every refutation lies on it") {
  auto [board, black] = white_four_three_threat();
  REQUIRE(black == kBlack);
  REQUIRE_FALSE(board.has_win_threat(kWhite));
  CHECK_FALSE(with_threats(board, [&](ThreatSearch& t) { return t.find_vcf(kBlack, 30); }));
  MoveBuffer line;
  const auto win =
      with_threats(board, [&](ThreatSearch& t) { return t.find_vcf_line(kWhite, 30, line); });
  REQUIRE(win);
  CHECK(name(board, win->move) == "i6");
  CHECK(line.contains(win->move));
  CHECK(line.contains(board.point(9, 5)));  // the forced block, j6
  // Black's moves after which white has no VCF, found by trying every candidate.
  std::vector<std::string> refutations;
  MoveBuffer candidates;  // a copy: placing a stone changes the board's own set
  candidates.append(board.candidates());
  for (const int point : candidates) {
    board.place(point, kBlack);
    const bool lost =
        with_threats(board, [&](ThreatSearch& t) { return t.find_vcf(kWhite, 30); }).has_value();
    board.remove(point);
    if (!lost) {
      refutations.push_back(name(board, point));
      CHECK(line.contains(point));
    }
  }
  std::sort(refutations.begin(), refutations.end());
  CHECK(refutations == std::vector<std::string>{"i5", "i6", "i9", "j6"});
}

TEST_CASE("VCT finds a win by a four and a double three, where VCF finds none") {
  auto [board, black] = puzzle(gomoku_four_then_double_three_puzzle().rows);
  REQUIRE(black == kBlack);
  CHECK_FALSE(with_threats(board, [&](ThreatSearch& t) { return t.find_vcf(kBlack, 20); }));
  CHECK_FALSE(with_threats(board, [&](ThreatSearch& t) { return t.find_vct(kBlack, 1); }));
  const auto win = with_threats(board, [&](ThreatSearch& t) { return t.find_vct(kBlack, 4); });
  REQUIRE(win);
  const std::string first = name(board, win->move);
  CHECK((first == "f11" || first == "g11"));
  CHECK(win->depth == 2);
  CHECK(board.consistency_error().empty());
}

TEST_CASE("VCT is refuted when the defender has continuous fours of its own") {
  // The four-then-double-three position, plus a white four-three at n2 (k2 l2 m2 blocked at
  // j2, n3 n4): black's double three gives white time to win by fours, so black has no forced
  // win, though white (to move instead) would have one.
  const std::vector<std::string> rows = {
      "O.............O",  // 1
      ".........XOOO..",  // 2
      ".............O.",  // 3
      ".............O.",  // 4
      "X..............",  // 5
      "...............",  // 6
      "...............",  // 7
      "...............",  // 8
      "........XX....X",  // 9
      "......X........",  // 10
      ".OXXX..........",  // 11
      "...............",  // 12
      "...............",  // 13
      "..........X....",  // 14
      "O..X........O.O",  // 15
  };
  auto [board, black] = puzzle(rows);
  REQUIRE(black == kBlack);
  CHECK_FALSE(with_threats(board, [&](ThreatSearch& t) { return t.find_vct(kBlack, 6); }));
  const auto counter = with_threats(board, [&](ThreatSearch& t) { return t.find_vcf(kWhite, 10); });
  REQUIRE(counter);
  CHECK(name(board, counter->move) == "n2");
}

TEST_CASE("the defences to an open three are exactly the points that stop it") {
  // Black's open three f8 g8 h8, white to move.
  GomokuBoard board(15, false);
  for (const int column : {5, 6, 7}) board.place(board.point(column, 7), kBlack);
  MoveBuffer out;
  {
    SearchBudget budget({}, std::nullopt, std::nullopt);
    ThreatCache cache(10);
    ThreatSearch(board, budget, cache).defences(kBlack, out);
  }
  std::vector<std::string> names;
  for (const int point : out) names.push_back(name(board, point));
  std::sort(names.begin(), names.end());
  CHECK(names == std::vector<std::string>{"e8", "i8"});

  // A broken three f8 h8 i8: the gap and both ends stop it.
  GomokuBoard broken(15, false);
  for (const int column : {5, 7, 8}) broken.place(broken.point(column, 7), kBlack);
  {
    SearchBudget budget({}, std::nullopt, std::nullopt);
    ThreatCache cache(10);
    ThreatSearch(broken, budget, cache).defences(kBlack, out);
  }
  names.clear();
  for (const int point : out) names.push_back(name(broken, point));
  std::sort(names.begin(), names.end());
  CHECK(names == std::vector<std::string>{"e8", "g8", "j8"});
}

TEST_CASE("threat searches stop when the budget runs out, and say so") {
  auto [board, black] = puzzle(gomoku_three_fours_puzzle().rows);
  SearchBudget budget({}, std::nullopt, 3);
  ThreatCache cache(10);
  ThreatSearch threats(board, budget, cache);
  CHECK_FALSE(threats.find_vcf(kBlack, 10));
  CHECK(threats.aborted());
  CHECK(board.consistency_error().empty());
  // A failure that was cut short is not remembered: with budget, the win is found.
  SearchBudget enough({}, std::nullopt, 100'000);
  ThreatSearch again(board, enough, cache);
  CHECK(again.find_vcf(kBlack, 10));
}

TEST_CASE("every puzzle is solved by its kind of threat search, with one of its first moves") {
  for (const auto& solved : gomoku_puzzles()) {
    // The game puzzles are for the benchmark: some take seconds.
    if (!solved.hand_made && solved.name != "seven fours") continue;
    INFO(solved.name);
    const Gomoku position = gomoku_puzzle_position(solved);
    GomokuBoard board = GomokuBoard::from_position(position);
    const Color attacker = color_of(position.to_move());
    const auto win = with_threats(board, [&](ThreatSearch& t) {
      return solved.kind == "VCF" ? t.find_vcf(attacker, 30) : t.find_vct(attacker, 8);
    });
    REQUIRE(win);
    const auto& moves = solved.first_moves;
    CHECK(std::find(moves.begin(), moves.end(), name(board, win->move)) != moves.end());
  }
}

TEST_CASE("a threat search reused from position to position answers each as a fresh one would") {
  // White to move in a game against Rapfi, where black threatens a VCT: after each white reply,
  // one search (which tries first the moves that won its earlier searches) and a fresh search on
  // a fresh cache must agree on black's VCF and VCT, and the first move of a win must win.
  const auto position = Gomoku::from_text("e10 e7 g6 g5 d9 e5 d8 d7 f7 e8 e6 f9 c6", {});
  REQUIRE(position);
  GomokuBoard board = GomokuBoard::from_position(*position);
  std::vector<int> replies(board.candidates().begin(), board.candidates().end());
  std::sort(replies.begin(), replies.end());
  SearchBudget budget({}, std::nullopt, 200'000'000);
  ThreatCache cache(16);
  ThreatSearch reused(board, budget, cache);
  int vct_wins = 0;
  for (const int reply : replies) {
    INFO("white " << name(board, reply));
    board.place(reply, kWhite);
    const auto vcf = reused.find_vcf(kBlack, 12);
    const auto vct = reused.find_vct(kBlack, 6);
    REQUIRE_FALSE(reused.aborted());
    CHECK(vcf.has_value() ==
          with_threats(board, [](ThreatSearch& t) { return t.find_vcf(kBlack, 12); }).has_value());
    CHECK(vct.has_value() ==
          with_threats(board, [](ThreatSearch& t) { return t.find_vct(kBlack, 6); }).has_value());
    if (vct) {
      ++vct_wins;
      // The move it names wins: whatever white answers near the stones, black still has a VCT.
      board.place(vct->move, kBlack);
      std::vector<int> answers(board.candidates().begin(), board.candidates().end());
      for (const int answer : answers) {
        INFO("black " << name(board, vct->move) << ", white " << name(board, answer));
        board.place(answer, kWhite);
        CHECK(with_threats(board, [](ThreatSearch& t) { return t.find_vct(kBlack, 6); }));
        board.remove(answer);
      }
      board.remove(vct->move);
    }
    board.remove(reply);
  }
  CHECK(vct_wins > 0);
  CHECK(vct_wins < static_cast<int>(replies.size()));
  CHECK(board.consistency_error().empty());
}
