// Gomoku's catalog entry: the contract under each rule and board size, and its options.
#include <catch2/catch.hpp>

#include "common/game_contract.h"
#include "games/catalog.h"

using namespace arcade;

TEST_CASE("gomoku keeps the game contract under every rule and on small boards") {
  const GameInfo& gomoku = *find_game("gomoku");
  testing::check_game_contract(gomoku);
  testing::check_game_contract(gomoku, {{"size", "7"}, {"rule", "exact5"}});
  // Small enough to fill up, so draws happen too.
  testing::check_game_contract(gomoku, {{"size", "5"}});
}

TEST_CASE("gomoku's view plays every legal move on the classic board and under exact five") {
  testing::check_view_contract(*find_game("gomoku"), {{"size", "15"}, {"rule", "exact5"}},
                               {.playouts = 5});
}

TEST_CASE("gomoku refuses board sizes outside 5..20 and words for numbers") {
  const GameInfo& gomoku = *find_game("gomoku");
  CHECK_FALSE(gomoku.start({{"size", "4"}}).ok());
  CHECK_FALSE(gomoku.start({{"size", "21"}}).ok());
  CHECK(gomoku.start({{"size", "20"}}).ok());
  CHECK_FALSE(gomoku.start({{"size", "nine"}}).ok());
  CHECK(gomoku.start({{"size", "9"}}).ok());
  CHECK_FALSE(gomoku.start({{"rule", "renju"}}).ok());
}
