// The catalog's choice of games for a run (--games): the ids it names, in their order, and a clear
// refusal of anything else. The ids come from the catalog itself, so no game is named here.
#include <catch2/catch.hpp>

#include "games/catalog.h"

using namespace arcade;

TEST_CASE("a list of ids chooses those games of the catalog, in the list's order") {
  const Catalog& all = game_catalog();
  REQUIRE(all.size() >= 3);
  const auto chosen = catalog_subset(all, all[2].id + "," + all[0].id);
  REQUIRE(chosen);
  REQUIRE(chosen->size() == 2);
  CHECK(chosen->at(0).id == all[2].id);
  CHECK(chosen->at(1).id == all[0].id);
  const auto one = catalog_subset(all, all[1].id);
  REQUIRE(one);
  REQUIRE(one->size() == 1);
  CHECK(one->front().id == all[1].id);
  // Every id at once is the whole catalog.
  std::string every;
  for (const auto& game : all) every += (every.empty() ? "" : ",") + game.id;
  const auto whole = catalog_subset(all, every);
  REQUIRE(whole);
  CHECK(whole->size() == all.size());
}

TEST_CASE("a list naming an unknown or repeated game, or no game, is refused saying why") {
  const Catalog& all = game_catalog();
  const std::string first = all.front().id;
  const auto unknown = catalog_subset(all, first + ",chequers");
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error().find("unknown game 'chequers'") != std::string::npos);
  CHECK(unknown.error().find(game_ids(all)) != std::string::npos);
  const auto twice = catalog_subset(all, first + "," + first);
  REQUIRE_FALSE(twice);
  CHECK(twice.error() == first + " is named twice");
  for (const std::string& gap : {first + ",", "," + first, first + ",," + all.back().id}) {
    INFO(gap);
    const auto missing = catalog_subset(all, gap);
    REQUIRE_FALSE(missing);
    CHECK(missing.error().find("missing") != std::string::npos);
  }
  const auto none = catalog_subset(all, "");
  REQUIRE_FALSE(none);
  CHECK(none.error().find("no game") != std::string::npos);
  // Ids are exact: no spaces around them, no other case.
  CHECK_FALSE(catalog_subset(all, " " + first));
  std::string shouted = first;
  for (char& c : shouted) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  CHECK_FALSE(catalog_subset(all, shouted));
}

TEST_CASE("the catalog's ids read as a sentence: commas, and 'or' before the last") {
  const Catalog& all = game_catalog();
  const std::string ids = game_ids(all);
  CHECK(ids.find(all.front().id + ", ") == 0);
  CHECK(ids.ends_with(" or " + all.back().id));
  CHECK(game_ids(Catalog(all.begin(), all.begin() + 1)) == all.front().id);
  CHECK(game_ids(Catalog(all.begin(), all.begin() + 2)) == all[0].id + " or " + all[1].id);
}
