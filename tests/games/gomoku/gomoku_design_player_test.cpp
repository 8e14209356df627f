// Design 002's Gomoku player: each of its rules, on positions made for them.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "games/gomoku/gomoku.h"
#include "games/gomoku/gomoku_design_player.h"
#include "gomoku_test_positions.h"

using namespace arcade;
using arcade::test::gomoku_after;

namespace {

// The design player's replies to `board` over seeds 1..`seeds`.
std::set<std::string> replies(const Gomoku& board, int seeds = 12) {
  std::set<std::string> seen;
  for (int seed = 1; seed <= seeds; ++seed) {
    auto player = make_gomoku_design_player(PlayerConfig{.seed = static_cast<std::uint64_t>(seed)});
    seen.insert(board.move_text(player->choose(AnyState(board), {}).move));
  }
  return seen;
}

int score(const Gomoku& board, const char* point, Gomoku::Stone stone) {
  return gomoku_design_score(board, *board.parse_move(point), stone);
}

}  // namespace

TEST_CASE("design-threat opens at the centre and answers the first stone beside it") {
  CHECK(replies(Gomoku()) == std::set<std::string>{"h8"});
  CHECK(replies(gomoku_after("", {.size = 11})) == std::set<std::string>{"f6"});
  CHECK(replies(gomoku_after("h8")) == std::set<std::string>{"g8"});
  CHECK(replies(gomoku_after("a5")) == std::set<std::string>{"b5"});
}

TEST_CASE("design-threat plays a five at once, before any block") {
  // The second: white's last stone b4 made the open three b2-b4, which would be blocked.
  for (const char* moves : {"h8 a1 i8 a2 j8 a3 k8 b15", "h8 b2 i8 b3 j8 a1 k8 b4"}) {
    INFO(moves);
    for (const auto& reply : replies(gomoku_after(moves))) CHECK((reply == "g8" || reply == "l8"));
  }
}

TEST_CASE("design-threat blocks a four and an open three at their ends") {
  CHECK(replies(gomoku_after("g8 f8 h8 a1 i8 a2 j8")) == std::set<std::string>{"k8"});
  CHECK(replies(gomoku_after("h8 a1 i8 a2 j8")) == std::set<std::string>{"g8", "k8"});
}

TEST_CASE("design-threat blocks open twos and closed threes before attacking") {
  // The example: black's h8 i8 is an open two; the refined threat player ignores it.
  CHECK(replies(gomoku_after("h8 a1 i8")) == std::set<std::string>{"g8", "j8"});
  // g8 h8 i8 closed by f8, with j8 and k8 empty: the open end is blocked.
  CHECK(replies(gomoku_after("g8 f8 h8 a1 i8")) == std::set<std::string>{"j8"});
  // h8 i8 between g8, j8 empty and f8, k8 white cannot become five: not blocked.
  const auto dead_two = replies(gomoku_after("h8 f8 a15 k8 i8"));
  CHECK_FALSE(dead_two.count("g8"));
  CHECK_FALSE(dead_two.count("j8"));
  CHECK(gomoku_design_blocks(gomoku_after("h8 f8 a15 k8 i8"), *Gomoku().parse_move("i8")).empty());
}

TEST_CASE("design-threat attacks by the design's point scores") {
  using Stone = Gomoku::Stone;
  const Gomoku one = gomoku_after("h8");
  CHECK(score(one, "i9", Stone::white) == -2);     // a diagonal neighbour of the other colour
  CHECK(score(one, "i8", Stone::white) == -1);     // an orthogonal one
  CHECK(score(one, "i8", Stone::black) == 1 + 5);  // its own orthogonal neighbour, an open two
  CHECK(score(one, "i9", Stone::black) == 2 + 5);  // its own diagonal neighbour, an open two
  CHECK(score(one, "a1", Stone::black) == 0);
  // An open three, and a four closed at one end, score 20 each (plus the neighbour).
  CHECK(score(gomoku_after("h8 a1 i8 a2"), "j8", Stone::black) == 20 + 1);
  CHECK(score(gomoku_after("g8 f8 h8 a1 i8 a2"), "j8", Stone::black) == 20 + 1);
  // With nothing to block (h8 f8 i8 k8 is dead), white takes the best-scoring point: a diagonal
  // open two off f8 or k8 scores 5 + 2.
  const auto attack = replies(gomoku_after("h8 f8 a15 k8 i8"), 20);
  for (const auto& point : attack)
    CHECK(score(gomoku_after("h8 f8 a15 k8 i8"), point.c_str(), Stone::white) == 7);
}
