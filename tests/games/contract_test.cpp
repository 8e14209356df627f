// The contract, over every game of the catalog with its default options: no game is named here,
// so a game added to the catalog is checked without a line written for it.
#include <catch2/catch.hpp>

#include "common/game_contract.h"
#include "games/catalog.h"
#include "games/common/tiers.h"

using namespace arcade;

TEST_CASE("every game of the catalog keeps its contract over seeded random playouts") {
  for (const auto& game : game_catalog()) {
    DYNAMIC_SECTION(game.id) {
      testing::check_game_contract(game);
    }
  }
}

TEST_CASE("every game of the catalog shows itself: a view whose targets play the legal moves") {
  for (const auto& game : game_catalog()) {
    GameOptions window_options;  // the boards the window offers first
    for (const auto& option : game.options) {
      if (!option.offered_default.empty()) window_options[option.key] = option.offered_default;
    }
    DYNAMIC_SECTION(game.id) {
      testing::check_view_contract(game, window_options);
    }
  }
}

TEST_CASE("every game of the catalog lists able players, gentlest first") {
  for (const auto& game : game_catalog()) {
    DYNAMIC_SECTION(game.id) {
      testing::check_players_answer(game);
    }
  }
}

TEST_CASE("every game of the catalog offers a ladder of at least four levels on the shared tiers") {
  for (const auto& game : game_catalog()) {
    DYNAMIC_SECTION(game.id) {
      testing::check_ladder_shape(game);
    }
  }
}

TEST_CASE("the tiers have distinct names and picture keys") {
  for (std::size_t i = 0; i < kTiers.size(); ++i) {
    CHECK_FALSE(kTiers[i].key.empty());
    CHECK_FALSE(kTiers[i].name.empty());
    for (std::size_t j = 0; j < i; ++j) {
      CHECK(kTiers[i].key != kTiers[j].key);
      CHECK(kTiers[i].name != kTiers[j].name);
    }
  }
  CHECK(tier_for_rank(0, 4) == 0);
  CHECK(tier_for_rank(2, 4) == 2);
  CHECK(tier_for_rank(3, 4) == kTopTier);
  CHECK(tier_for_rank(6, 7) == kTopTier);
}

TEST_CASE("every game of the catalog has a unique id and names for people") {
  const auto& games = game_catalog();
  for (std::size_t i = 0; i < games.size(); ++i) {
    INFO(games[i].id);
    CHECK_FALSE(games[i].id.empty());
    CHECK_FALSE(games[i].name.empty());
    CHECK_FALSE(games[i].side_names[0].empty());
    CHECK_FALSE(games[i].side_names[1].empty());
    CHECK(find_game(games[i].id) == &games[i]);
    for (std::size_t j = 0; j < i; ++j) CHECK(games[i].id != games[j].id);
  }
}

TEST_CASE("an unknown option is refused with a message naming it, in every game") {
  for (const auto& game : game_catalog()) {
    const auto refused = game.start({{"colour", "red"}});
    INFO(game.id);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().find("no option 'colour'") != std::string::npos);
  }
}
