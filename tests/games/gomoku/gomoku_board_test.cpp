// The Gomoku engine's line patterns and incremental board, checked against the rules and against
// recomputation from scratch.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "core/rng.h"
#include "games/gomoku/gomoku.h"
#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_patterns.h"
#include "gomoku_test_boards.h"

using namespace arcade;
using namespace arcade::gomoku;

namespace {

// A line written as eleven characters, the point at the centre marked '*': 'x' own stone,
// 'o' blocked (opponent or edge), '.' empty.
LinePattern classify(const char* text, bool exact_five = false) {
  std::array<LineCell, 11> cells{};
  for (int i = 0; i < 11; ++i) {
    cells[static_cast<std::size_t>(i)] = text[i] == 'x'   ? kLineOwn
                                         : text[i] == 'o' ? kLineBlocked
                                                          : kLineEmpty;
  }
  return classify_line(cells, exact_five);
}

// The same line looked up in the table through its key.
LinePattern lookup(const char* text, bool exact_five = false) {
  int key = 0;
  for (int offset = -5; offset <= 5; ++offset) {
    if (offset == 0) continue;
    const char c = text[5 + offset];
    const int digit = c == 'x' ? kLineOwn : c == 'o' ? kLineBlocked : kLineEmpty;
    key += digit * kLineDigitWeight[static_cast<std::size_t>(line_digit(offset))];
  }
  return line_pattern_table(exact_five)[static_cast<std::size_t>(key)];
}

}  // namespace

TEST_CASE("line patterns name fives, fours, threes and twos, solid and broken") {
  const std::vector<std::pair<const char*, LinePattern>> freestyle = {
      {"oxxxx*.....", LinePattern::five},
      {"xxxxx*.....", LinePattern::five},  // six: still five in freestyle
      {"..xxx*.....", LinePattern::flex4},
      {"...xx*.x...", LinePattern::four},  // xxx_x: only the gap completes it
      {"..oxx*x....", LinePattern::four},
      {"oxxx.*.....", LinePattern::four},
      {"....x*x....", LinePattern::flex3},
      {"...x.*x....", LinePattern::flex3},
      {"..x..*x....", LinePattern::three},
      {"...ox*x....", LinePattern::three},
      {".....*x....", LinePattern::flex2},
      {"....o*x....", LinePattern::two},
      {"...o.*..o..", LinePattern::none},  // four cells between blocks: no room for five
      {".....*.....", LinePattern::one},
  };
  for (const auto& [line, expected] : freestyle) {
    INFO(line);
    CHECK(classify(line) == expected);
    CHECK(lookup(line) == expected);
  }
}

TEST_CASE("under exact five an overline is no five, and a four completed only by six is no four") {
  CHECK(classify("xxxxx*.....", true) != LinePattern::five);
  CHECK(classify("oxxxx*x....", true) != LinePattern::five);
  CHECK(classify("oxxxx*x....", false) == LinePattern::five);
  // xxxx_x: the right gap would make six, so only the left end completes exactly five.
  CHECK(classify("..xxx*.x...", false) == LinePattern::flex4);
  CHECK(classify("..xxx*.x...", true) == LinePattern::four);
  CHECK(lookup("..xxx*.x...", true) == LinePattern::four);
  // x_xxx*_x: both gaps make six; under exact five nothing completes it.
  CHECK(classify("x.xxx*.x...", false) == LinePattern::flex4);
  CHECK(classify("x.xxx*.x...", true) < LinePattern::four);
}

TEST_CASE("the pattern tables agree with the direct classification for every line") {
  // Every key of both rules; the direct classifier recurses without the table's memory.
  Rng rng(7);
  for (const bool exact : {false, true}) {
    const auto& table = line_pattern_table(exact);
    for (int sample = 0; sample < 4000; ++sample) {
      const int key = static_cast<int>(rng.below(kLineKeyCount));
      std::array<LineCell, 11> cells{};
      for (int offset = -5; offset <= 5; ++offset) {
        if (offset == 0) continue;
        cells[static_cast<std::size_t>(5 + offset)] = static_cast<LineCell>(
            key / kLineDigitWeight[static_cast<std::size_t>(line_digit(offset))] % 3);
      }
      INFO("key " << key << " exact " << exact);
      REQUIRE(table[static_cast<std::size_t>(key)] == classify_line(cells, exact));
    }
  }
}

TEST_CASE("in freestyle the cells five away never change a pattern") {
  // The board relies on this to skip them.
  const auto& table = line_pattern_table(false);
  const int far_left = kLineDigitWeight[static_cast<std::size_t>(line_digit(-5))];
  const int far_right = kLineDigitWeight[static_cast<std::size_t>(line_digit(5))];
  for (int key = 0; key < kLineKeyCount; ++key) {
    const int near_key = key - key / far_left % 3 * far_left - key / far_right % 3 * far_right;
    INFO("key " << key);
    REQUIRE(table[static_cast<std::size_t>(key)] == table[static_cast<std::size_t>(near_key)]);
  }
}

TEST_CASE("the incremental board equals a recomputation after random places and removes") {
  for (const bool exact : {false, true}) {
    for (const int size : {15, 20, 7}) {
      GomokuBoard board(size, exact);
      REQUIRE(board.consistency_error().empty());
      Rng rng(static_cast<std::uint64_t>(size) * 31 + (exact ? 1 : 0));
      std::vector<int> stones;
      for (int step = 0; step < 400; ++step) {
        const bool add = stones.empty() || (rng.below(3) != 0 && board.stones() < size * size);
        if (add) {
          int point;
          do {
            point = board.point(static_cast<int>(rng.below(static_cast<std::uint64_t>(size))),
                                static_cast<int>(rng.below(static_cast<std::uint64_t>(size))));
          } while (!board.is_empty(point));
          const auto kind = rng.below(20);
          if (kind == 0) {
            board.place_neutral(point);
          } else {
            board.place(point, kind % 2 == 0 ? kBlack : kWhite);
          }
          stones.push_back(point);
        } else {
          // Remove any stone, not just the last one (which is taken back another way): half the
          // time the last, else one at random.
          const auto index = rng.below(2) == 0 ? stones.size() - 1 : rng.below(stones.size());
          board.remove(stones[index]);
          stones.erase(stones.begin() + static_cast<std::ptrdiff_t>(index));
        }
        INFO("size " << size << " exact " << exact << " step " << step);
        REQUIRE(board.consistency_error().empty());
      }
      // Taking every stone off gives back the empty board exactly.
      for (const int point : stones) board.remove(point);
      const GomokuBoard empty(size, exact);
      CHECK(board.hash() == empty.hash());
      CHECK(board.score_total(kBlack) == empty.score_total(kBlack));
      CHECK(board.candidates().empty());
    }
  }
}

namespace {

// Everything a threat search reads of `board`: each colour's threat sets (sorted) and point
// scores, for comparing two boards.
std::vector<int> threat_view(const GomokuBoard& board) {
  std::vector<int> view;
  for (const Color color : {kBlack, kWhite}) {
    for (const auto family :
         {ThreatClass::three, ThreatClass::four, ThreatClass::win, ThreatClass::five}) {
      std::vector<int> points(board.threats(color, family).begin(),
                              board.threats(color, family).end());
      std::sort(points.begin(), points.end());
      view.insert(view.end(), points.begin(), points.end());
      view.push_back(-1);
    }
    for (int row = 0; row < board.size(); ++row) {
      for (int column = 0; column < board.size(); ++column) {
        view.push_back(board.point_score(color, board.point(column, row)));
      }
    }
  }
  return view;
}

}  // namespace

namespace {

// Everything the search can read of `board`, in the order it reads it: the point sets in their
// iteration order, each point's threats, scores and patterns, the evaluations and the hash.
std::vector<long long> exact_view(const GomokuBoard& board) {
  std::vector<long long> view(board.candidates().begin(), board.candidates().end());
  view.push_back(-1);
  for (const Color color : {kBlack, kWhite}) {
    for (const auto family :
         {ThreatClass::three, ThreatClass::four, ThreatClass::win, ThreatClass::five}) {
      view.insert(view.end(), board.threats(color, family).begin(),
                  board.threats(color, family).end());
      view.push_back(-1);
    }
    for (int row = 0; row < board.size(); ++row) {
      for (int column = 0; column < board.size(); ++column) {
        const int point = board.point(column, row);
        view.push_back(static_cast<long long>(board.threat(color, point)));
        view.push_back(board.point_score(color, point));
        view.push_back(board.point_defence(color, point));
        for (int line = 0; line < 4; ++line) view.push_back(board.fine_pattern(color, point, line));
      }
    }
    view.push_back(board.evaluate(color));
    view.push_back(board.threat_state(color));
    view.push_back(board.score_total(color));
  }
  view.push_back(static_cast<long long>(board.hash()));
  return view;
}

// Places stones on random empty points as a search would, `depth` deep and `width` wide, and
// checks after each is taken back that the board is exactly as before it was placed.
void search_like(GomokuBoard& board, Rng& rng, int depth, int width) {
  if (depth == 0) return;
  for (int move = 0; move < width; ++move) {
    int point;
    do {
      point = board.point(static_cast<int>(rng.below(static_cast<std::uint64_t>(board.size()))),
                          static_cast<int>(rng.below(static_cast<std::uint64_t>(board.size()))));
    } while (!board.is_empty(point));
    const auto before = exact_view(board);
    if (rng.below(15) == 0) {
      board.place_neutral(point);
    } else {
      board.place(point, (depth + move) % 2 == 0 ? kBlack : kWhite);
    }
    search_like(board, rng, depth - 1, width);
    board.remove(point);
    REQUIRE(exact_view(board) == before);
  }
}

}  // namespace

TEST_CASE("taking back the stone placed last leaves the board exactly as it was") {
  for (const bool exact : {false, true}) {
    GomokuBoard board(15, exact);
    Rng rng(exact ? 11 : 12);
    std::vector<int> stones;
    for (int round = 0; round < 12; ++round) {
      // Stones come and go out of order between searches, as the game's moves and takebacks do.
      for (int stone = 0; stone < 6; ++stone) {
        int point;
        do {
          point = board.point(static_cast<int>(rng.below(15)), static_cast<int>(rng.below(15)));
        } while (!board.is_empty(point));
        board.place(point, stone % 2 == 0 ? kBlack : kWhite);
        stones.push_back(point);
      }
      const auto index = rng.below(stones.size());
      board.remove(stones[index]);
      stones.erase(stones.begin() + static_cast<std::ptrdiff_t>(index));
      INFO("exact " << exact << " round " << round);
      search_like(board, rng, 3, 4);
      {
        GomokuBoard::EvaluationPause pause(board);
        search_like(board, rng, 2, 3);
      }
      REQUIRE(board.consistency_error().empty());
    }
  }
}

TEST_CASE("an evaluation pause keeps threats current and leaves the evaluation as it was") {
  for (const bool exact : {false, true}) {
    GomokuBoard board(15, exact);
    Rng rng(exact ? 7 : 8);
    const auto random_empty_point = [&](const GomokuBoard& on) {
      int point;
      do {
        point = on.point(static_cast<int>(rng.below(15)), static_cast<int>(rng.below(15)));
      } while (!on.is_empty(point));
      return point;
    };
    for (int stone = 0; stone < 40; ++stone) {
      board.place(random_empty_point(board), stone % 2 == 0 ? kBlack : kWhite);
    }
    const int black_before = board.evaluate(kBlack);
    const int white_before = board.evaluate(kWhite);
    GomokuBoard evaluated = board;
    {
      GomokuBoard::EvaluationPause pause(board);
      std::vector<int> placed;
      for (int stone = 0; stone < 30; ++stone) {
        const int point = random_empty_point(board);
        const Color color = stone % 3 == 0 ? kBlack : kWhite;
        board.place(point, color);
        evaluated.place(point, color);
        placed.push_back(point);
        REQUIRE(threat_view(board) == threat_view(evaluated));
        // Nothing was evaluated: that is the work the pause saves.
        CHECK(board.evaluate(kBlack) == black_before);
      }
      while (!placed.empty()) {
        const auto index = rng.below(placed.size());
        board.remove(placed[index]);
        evaluated.remove(placed[index]);
        placed.erase(placed.begin() + static_cast<std::ptrdiff_t>(index));
        REQUIRE(threat_view(board) == threat_view(evaluated));
      }
    }
    CHECK(board.consistency_error().empty());
    CHECK(board.evaluate(kBlack) == black_before);
    CHECK(board.evaluate(kWhite) == white_before);
    // After the pause every change is evaluated again.
    const int point = random_empty_point(board);
    board.place(point, kBlack);
    evaluated.place(point, kBlack);
    CHECK(board.consistency_error().empty());
    CHECK(board.evaluate(kWhite) == evaluated.evaluate(kWhite));
  }
}

TEST_CASE("the hash depends on the stones, not on the order they were placed") {
  GomokuBoard one(15, false);
  GomokuBoard two(15, false);
  const std::vector<std::pair<int, Color>> stones = {
      {one.point(7, 7), kBlack}, {one.point(8, 7), kWhite}, {one.point(8, 8), kBlack}};
  for (const auto& [point, color] : stones) one.place(point, color);
  for (auto it = stones.rbegin(); it != stones.rend(); ++it) two.place(it->first, it->second);
  CHECK(one.hash() == two.hash());
  two.remove(one.point(8, 7));
  two.place(one.point(8, 7), kBlack);
  CHECK(one.hash() != two.hash());
  // The same stones under the other rule or on another board are another position.
  CHECK(one.with_rule(true).hash() != one.hash());
  CHECK(one.with_rule(true).with_rule(false).hash() == one.hash());
  CHECK(GomokuBoard(15, false).hash() != GomokuBoard(19, false).hash());
}

TEST_CASE("five and four threats agree with the rules on positions from random games") {
  // For every empty point: the engine says "five" exactly when the rules say the stone wins, and
  // (when the colour has no five yet) "four" or "win" exactly when the rules count one or several
  // completing points afterwards.
  for (const bool exact : {false, true}) {
    Rng rng(exact ? 99 : 98);
    for (int game = 0; game < 6; ++game) {
      Gomoku position = *Gomoku::start({.size = 11, .exact_five = exact});
      for (int ply = 0; ply < 60 && position.outcome() == Outcome::ongoing; ++ply) {
        position.apply(pick_one(position.legal_moves(), rng));
        if (ply % 6 != 5 || position.outcome() != Outcome::ongoing) continue;
        const GomokuBoard board = GomokuBoard::from_position(position);
        test::Grid grid = test::grid_of(position);
        for (const Color color : {kBlack, kWhite}) {
          const int before = test::completing_points(grid, color);
          for (const Move move : position.legal_moves()) {
            const int point = board.point_of_move(move);
            const PointThreat threat = board.threat(color, point);
            INFO(position.position_text()
                 << " colour " << color << " at " << position.move_text(move));
            REQUIRE((threat == PointThreat::five) == test::wins_at(grid, move, color));
            if (before > 0 || threat == PointThreat::five) continue;
            grid.cells[static_cast<std::size_t>(move)] = test::stone(color);
            const int after = test::completing_points(grid, color);
            grid.cells[static_cast<std::size_t>(move)] = 0;
            const bool four = threat == PointThreat::four || threat == PointThreat::four_three;
            REQUIRE(four == (after == 1));
            REQUIRE((threat == PointThreat::win) == (after >= 2));
          }
        }
      }
    }
  }
}

TEST_CASE("a threat with a point blocked is what placing the blocking stone would leave") {
  Rng rng(5);
  for (const bool exact : {false, true}) {
    for (int game = 0; game < 4; ++game) {
      Gomoku position = *Gomoku::start({.size = 13, .exact_five = exact});
      for (int ply = 0; ply < 50 && position.outcome() == Outcome::ongoing; ++ply) {
        position.apply(pick_one(position.legal_moves(), rng));
      }
      GomokuBoard board = GomokuBoard::from_position(position);
      for (const Color color : {kBlack, kWhite}) {
        for (const Move target_move : position.legal_moves()) {
          const int target = board.point_of_move(target_move);
          for (int sample = 0; sample < 6; ++sample) {
            const Move blocked_move = pick_one(position.legal_moves(), rng);
            const int blocked = board.point_of_move(blocked_move);
            if (blocked == target) continue;
            const PointThreat predicted = board.threat_if_blocked(color, target, blocked);
            board.place(blocked, other(color));
            INFO(position.position_text() << " target " << position.move_text(target_move)
                                          << " blocked " << position.move_text(blocked_move));
            REQUIRE(predicted == board.threat(color, target));
            board.remove(blocked);
          }
        }
      }
    }
  }
}
