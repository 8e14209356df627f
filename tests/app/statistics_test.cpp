// The scores screen: its rows, drawing it empty and full, and a reset that undo takes back.
#include <catch2/catch.hpp>

#include "app/scenes/menu_scene.h"
#include "app/scenes/statistics_scene.h"
#include "draw/sizes.h"
#include "games/catalog.h"
#include "headless_app.h"
#include "persist/persist_test_support.h"
#include "persist/store.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;
using arcade::testing::TempDir;

namespace {

// A tally against every player of every game, and against another person.
Statistics full_statistics() {
  Statistics statistics;
  std::uint64_t n = 1;
  for (const GameInfo& game : game_catalog()) {
    statistics.tallies[game.id]["person"] = Tally{3, 1, 1, 1};
    for (const PlayerInfo& player : game.players) {
      statistics.tallies[game.id][player.id] = Tally{3 * n, n, n, n};
      ++n;
    }
  }
  statistics.tallies["a-game-gone"]["random"] = Tally{1, 1, 0, 0};
  return statistics;
}

}  // namespace

TEST_CASE("the scores list each game's opponents in the catalog's order, leaving out the gone") {
  const Statistics statistics = full_statistics();
  const auto rows = score_rows(game_catalog(), statistics);
  std::size_t expected = 0;
  for (const GameInfo& game : game_catalog()) expected += game.players.size() + 1;
  REQUIRE(rows.size() == expected);
  CHECK(rows.front().game == &game_catalog().front());
  CHECK(rows.front().opponent == "person");
  CHECK(rows[1].opponent == game_catalog().front().players.front().id);
}

TEST_CASE("the scores screen draws with no games, and with more than a page of them") {
  HeadlessApp h;
  h.scenes().push(std::make_unique<StatisticsScene>(h.context()));
  h.scenes().apply_pending();
  auto* scores = h.top<StatisticsScene>();
  REQUIRE(scores);
  CHECK(scores->rows().empty());
  h.frames(2);
  CHECK_FALSE(scores->reset());  // nothing to reset
  h.scenes().pop();
  h.scenes().apply_pending();

  h.context().keeper.replace_statistics(full_statistics());
  h.scenes().push(std::make_unique<StatisticsScene>(h.context()));
  h.scenes().apply_pending();
  scores = h.top<StatisticsScene>();
  REQUIRE(scores);
  REQUIRE(scores->rows().size() > StatisticsScene::kRowsPerPage);
  h.frames(2);
  // The next page's arrow turns the page.
  h.click(button_center(scores->panel(), with_icon(Sprite::icon_next)));
  h.frames(2);
  h.press(SDLK_ESCAPE);
  CHECK(h.top<StatisticsScene>() == nullptr);
}

TEST_CASE("the menu's scores button opens the scores") {
  HeadlessApp h;
  auto* menu = h.top<MenuScene>();
  REQUIRE(menu);
  h.click({kMargin + 2 + kButton / 2, kMargin + 2 + kButton / 2});
  CHECK(h.top<StatisticsScene>() != nullptr);
}

TEST_CASE("a kiosk's menu has no scores: it keeps none") {
  LaunchOptions kiosk;
  kiosk.kiosk = true;
  HeadlessApp h(640, 360, kiosk);
  h.click({640, 360});  // the passer-by's touch that opens the menu
  REQUIRE(h.top<MenuScene>());
  h.click({kMargin + 2 + kButton / 2, kMargin + 2 + kButton / 2});
  CHECK(h.top<StatisticsScene>() == nullptr);
  CHECK(h.top<MenuScene>() != nullptr);
}

TEST_CASE("resetting the scores can be undone, after leaving the screen too, on disk too") {
  TempDir dir;
  const Statistics before = full_statistics();
  {
    HeadlessApp h(640, 360, {}, dir.path());
    h.context().keeper.replace_statistics(before);
    h.scenes().push(std::make_unique<StatisticsScene>(h.context()));
    h.scenes().apply_pending();
    auto* scores = h.top<StatisticsScene>();
    REQUIRE(scores);
    REQUIRE(scores->reset());
    CHECK(h.context().keeper.statistics() == Statistics{});
    CHECK(scores->rows().empty());
    CHECK(scores->can_undo_reset());
    h.context().keeper.flush();
    CHECK(Store(dir.path()).load_statistics().value == Statistics{});
    // A child pressed the bin and went: the scores screen opened again still offers undo.
    h.scenes().pop();
    h.scenes().push(std::make_unique<StatisticsScene>(h.context()));
    h.scenes().apply_pending();
    scores = h.top<StatisticsScene>();
    REQUIRE(scores);
    CHECK(scores->can_undo_reset());
    CHECK_FALSE(scores->reset());
    // Undo is the button where the bin was.
    h.click(button_center(scores->panel(), with_icon(Sprite::icon_undo)));
    CHECK_FALSE(scores->can_undo_reset());
    h.context().keeper.flush();
  }
  // The figures are back, on disk too, except the game gone from the catalog, which is kept.
  CHECK(Store(dir.path()).load_statistics().value == before);
}

TEST_CASE("the scores and replay screens have Chinese for every word they say") {
  HeadlessApp h;
  h.context().texts.set_language(Language::chinese);
  h.scenes().push(std::make_unique<StatisticsScene>(h.context()));  // empty: "No games yet"
  h.scenes().apply_pending();
  h.frames(2);
  h.scenes().pop();
  h.context().keeper.replace_statistics(full_statistics());
  h.scenes().push(std::make_unique<StatisticsScene>(h.context()));
  h.scenes().apply_pending();
  h.frames(2);
  CHECK(h.context().say("Scores") == "成绩");
  for (const std::string& english : h.context().texts.missing()) {
    INFO(english);
    CHECK(english != "Scores");
    CHECK(english != "No games yet");
  }
}
