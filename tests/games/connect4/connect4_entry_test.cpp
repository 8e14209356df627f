// Connect Four's catalog entry: the shared contract of rules, players, ladder and view.
#include <catch2/catch.hpp>

#include "common/game_contract.h"
#include "games/catalog.h"

using namespace arcade;

TEST_CASE("connect four keeps the game contract") {
  testing::check_game_contract(*find_game("connect4"));
}

TEST_CASE("connect four's players answer legal moves, gentlest first") {
  testing::check_players_answer(*find_game("connect4"));
}

TEST_CASE("connect four's view plays every legal move from its column") {
  testing::check_view_contract(*find_game("connect4"));
}

TEST_CASE("connect four's ladder climbs the shared tiers") {
  testing::check_ladder_shape(*find_game("connect4"));
}

TEST_CASE("connect four replays written move lists and names a move into a full column") {
  const GameInfo& game = *find_game("connect4");
  auto position = replay_moves(*game.start({}), "d d c e e c");
  REQUIRE(position.ok());
  CHECK(position->position_text() == "-------/-------/-------/-------/--OOX--/--XXO--");
  auto full = replay_moves(*game.start({}), "a a a a a a a");
  REQUIRE_FALSE(full.ok());
  CHECK(full.error() == "move 7 'a' is not a legal move there");
}
