// Nothing is lost by one tap too many: a double click or a hasty second tap that lands on a new
// screen does nothing there, every new game can be undone back to the game in progress, and
// watching the computers never changes who "Vs computer" plays.
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

TEST_CASE("home then play starts a new game that undo takes back to the game in progress") {
  HeadlessApp h;
  GameScene& first = start_from_menu(h, "Tic-tac-toe", "Vs computer");
  click_move(h, first, 4);
  REQUIRE(h.run_until([&] { return first.controller().person_may_move(); }));
  const AnyState in_progress = first.controller().position();
  REQUIRE(first.controller().session().history.cursor() == 2);
  h.click(button_center(first.panel(), with_icon(Sprite::icon_home)));
  auto* setup = h.top<SetupScene>();
  REQUIRE(setup);
  // The setup offers the game in progress first.
  CHECK(setup->panel().buttons()[1].label == "Continue");
  h.click(button_center(setup->panel(), with_icon(Sprite::icon_play)));
  GameScene* fresh = h.top<GameScene>();
  REQUIRE(fresh);
  CHECK(fresh->controller().session().history.cursor() == 0);
  REQUIRE(fresh->controller().can_undo());
  h.click(button_center(fresh->panel(), with_icon(Sprite::icon_undo)));
  CHECK(fresh->controller().position() == in_progress);
}

TEST_CASE("the setup screen offers to continue the game in progress, which comes back whole") {
  HeadlessApp h;
  GameScene& game = start_from_menu(h, "Nim", "Two players");
  click_move(h, game, game.controller().position().legal_moves().front());
  const AnyState in_progress = game.controller().position();
  h.click(button_center(game.panel(), with_icon(Sprite::icon_home)));
  REQUIRE(h.top<SetupScene>());
  h.click(button_center(h.top<SetupScene>()->panel(), labelled("Continue")));
  REQUIRE(h.top<GameScene>());
  CHECK(h.top<GameScene>()->controller().position() == in_progress);
}

TEST_CASE(
    "a new game of another kind is undone too: the game in progress comes back with its view") {
  HeadlessApp h;
  GameScene& nim = start_from_menu(h, "Nim", "Two players");
  click_move(h, nim, nim.controller().position().legal_moves().front());
  const AnyState in_progress = nim.controller().position();
  h.click(button_center(nim.panel(), with_icon(Sprite::icon_home)));
  h.click(button_center(h.top<SetupScene>()->panel(), with_icon(Sprite::icon_home)));
  REQUIRE(h.top<MenuScene>());
  GameScene& ttt = start_from_menu(h, "Tic-tac-toe", "Two players");
  h.click(button_center(ttt.panel(), with_icon(Sprite::icon_undo)));
  CHECK(ttt.controller().position() == in_progress);
  CHECK(ttt.game().id == in_progress.game_id());
  // The view is Nim's again: its targets play Nim's moves.
  click_move(h, ttt, ttt.controller().position().legal_moves().front());
  CHECK(ttt.controller().session().history.cursor() == 2);
}

TEST_CASE("'Vs computer' means the gentlest opponent, even after the computers were watched") {
  HeadlessApp h;
  h.click(button_center(h.top<MenuScene>()->panel(), labelled("Reversi")));
  h.click(button_center(h.top<SetupScene>()->panel(), labelled("Watch")));
  REQUIRE(h.top<GameScene>());
  h.click(button_center(h.top<GameScene>()->panel(), with_icon(Sprite::icon_home)));
  auto* setup = h.top<SetupScene>();
  REQUIRE(setup);
  h.click(button_center(setup->panel(), labelled("Vs computer")));
  GameScene* game = h.top<GameScene>();
  REQUIRE(game);
  const auto& seats = game->controller().session().setup.seats;
  CHECK(seats[0].is_person());
  CHECK(seats[1].computer == offered_levels(game->game()).front()->id);
}
