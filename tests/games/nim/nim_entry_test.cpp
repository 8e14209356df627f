// Nim's catalog entry: the contract under both rules, and its options.
#include <catch2/catch.hpp>

#include "common/game_contract.h"
#include "games/catalog.h"

using namespace arcade;

TEST_CASE("nim keeps the game contract under both rules") {
  const GameInfo& nim = *find_game("nim");
  testing::check_game_contract(nim);
  testing::check_game_contract(nim, {{"heaps", "4,2,2,2"}, {"rule", "normal"}});
}

TEST_CASE("nim's view plays every legal move on every heap the window offers") {
  const GameInfo& nim = *find_game("nim");
  for (const auto& option : nim.options) {
    if (option.key != "heaps") continue;
    for (const auto& heaps : option.offered) {
      testing::check_view_contract(nim, {{"heaps", heaps.value}}, {.playouts = 5});
    }
  }
}

TEST_CASE("nim refuses heaps and rules it cannot play, naming the problem") {
  const GameInfo& nim = *find_game("nim");
  CHECK(nim.start({{"heaps", "0"}}).error().find("heap") != std::string::npos);
  CHECK_FALSE(nim.start({{"heaps", ""}}).ok());
  CHECK_FALSE(nim.start({{"heaps", "3,x"}}).ok());
  CHECK_FALSE(nim.start({{"rule", "strange"}}).ok());
}
