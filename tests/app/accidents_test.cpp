// Nothing is lost by one tap too many: a double click or a hasty second tap that lands on a new
// screen does nothing there.
#include <catch2/catch.hpp>

#include "app/scenes/game_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/setup_scene.h"
#include "headless_app.h"
#include "scene_driving.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;

TEST_CASE("double-clicking a quick start opens the game and plays no move with the second click") {
  HeadlessApp h;
  h.click(button_center(h.top<MenuScene>()->panel(), labelled("Tic-tac-toe")));
  const Point quick = button_center(h.top<SetupScene>()->panel(), labelled("Two players"));
  h.click(quick);
  GameScene* game = h.top<GameScene>();
  REQUIRE(game);
  // The quick start sits over the board's top row: the second click would play there.
  REQUIRE(game->view().target_at(quick));
  h.click_now(quick, 2);
  CHECK(game->controller().session().history.cursor() == 0);
  // A click a moment later is a person's move again.
  h.click(quick);
  CHECK(game->controller().session().history.cursor() == 1);
}

TEST_CASE("double-clicking home on the results goes home and starts no new game") {
  HeadlessApp h;
  GameScene& game = start_from_menu(h, "Tic-tac-toe", "Two players");
  for (const Move move : {0, 3, 1, 4, 2}) click_move(h, game, move);
  REQUIRE(h.run_until([&] { return h.top<ResultsScene>() != nullptr; }));
  const Point home = button_center(h.top<ResultsScene>()->panel(), with_icon(Sprite::icon_home));
  h.click(home);
  REQUIRE(h.top<SetupScene>());
  h.click_now(home, 2);
  CHECK(h.top<SetupScene>());  // the setup's play button under the pointer was not pressed
}

TEST_CASE("a hasty second tap on a new screen is ignored; the window listens again at once after") {
  HeadlessApp h;
  const Point card = button_center(h.top<MenuScene>()->panel(), labelled("Nim"));
  h.click_now(card);
  REQUIRE(h.top<SetupScene>());
  CHECK(h.app().deaf());
  const Point home = button_center(h.top<SetupScene>()->panel(), with_icon(Sprite::icon_home));
  h.click_now(home);
  CHECK(h.top<SetupScene>());
  h.pause();
  CHECK_FALSE(h.app().deaf());
  h.click_now(home);
  CHECK(h.top<MenuScene>());
}
