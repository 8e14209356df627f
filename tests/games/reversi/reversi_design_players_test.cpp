// Design 003's players: Roxanne by its five groups, at random within the best, and its Mobility
// table.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "games/reversi/reversi.h"
#include "games/reversi/reversi_players.h"

using namespace arcade;

namespace {

Reversi after(std::initializer_list<const char*> moves) {
  Reversi position;
  for (const char* move : moves) position.apply(*position.parse_move(move));
  return position;
}

template <class Make>
std::set<std::string> replies(const Reversi& position, Make make, int seeds = 40) {
  std::set<std::string> seen;
  for (int seed = 1; seed <= seeds; ++seed) {
    auto player = make(PlayerConfig{.seed = static_cast<std::uint64_t>(seed)});
    seen.insert(position.move_text(player->choose(AnyState(position), {}).move));
  }
  return seen;
}

// The table index of a square named like "c3" (a1 = 0, rows from the top).
std::size_t index_of(const char* square) {
  return static_cast<std::size_t>((square[1] - '1') * 8 + (square[0] - 'a'));
}

int group(const char* square) {
  return kDesignRoxanneGroup[index_of(square)];
}

}  // namespace

TEST_CASE("design 003's Roxanne groups: corners, inner ring, edges, second ring, C and X") {
  for (const char* corner : {"a1", "h1", "a8", "h8"}) CHECK(group(corner) == 1);
  for (const char* ring : {"c3", "d3", "f6", "c5"}) CHECK(group(ring) == 2);
  for (const char* edge : {"c1", "d1", "a4", "h6"}) CHECK(group(edge) == 3);
  for (const char* second : {"c2", "b3", "g5", "e7"}) CHECK(group(second) == 4);
  for (const char* c_or_x : {"b1", "a2", "b2", "g7", "h7"}) CHECK(group(c_or_x) == 5);
}

TEST_CASE("design-roxanne plays any of the equally good squares, at random") {
  // After f5 d6 black's best group, the ring round the centre, holds c3, c4, c5 and c6; the
  // project's roxanne, with its finer table, only ever plays c3 or c6.
  CHECK(replies(after({"f5", "d6"}), make_reversi_design_roxanne_player) ==
        std::set<std::string>{"c3", "c4", "c5", "c6"});
  // A corner, when there is one.
  const auto corner = Reversi::from_text(
      "-OX-----"
      "-O------"
      "--O-----"
      "---X----"
      "--------"
      "--------"
      "--------"
      "-------- X");
  REQUIRE(corner.ok());
  CHECK(replies(*corner, make_reversi_design_roxanne_player) == std::set<std::string>{"a1"});
}

TEST_CASE("design-mobility plays the lowest weight of the design's second table") {
  // After f5 white may play d6 (weight 5), f4 (5) or f6 (3).
  CHECK(replies(after({"f5"}), make_reversi_design_mobility_player) == std::set<std::string>{"f6"});
  CHECK(kDesignMobilityWeight[index_of("a1")] == 1);
  CHECK(kDesignMobilityWeight[index_of("b2")] == 9);
  CHECK(kDesignMobilityWeight[index_of("d4")] == 10);
}
