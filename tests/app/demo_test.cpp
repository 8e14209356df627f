// The unattended demo: it starts by itself, plays on from game to game, a click goes back to the
// menu, and in kiosk mode only the adult chord leaves.
#include <catch2/catch.hpp>

#include "app/scenes/game_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/results_scene.h"
#include "headless_app.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;

TEST_CASE("the menu falls into the demo after a minute without input") {
  HeadlessApp h;
  h.frames(58 * 4, 0.25);  // 58 seconds
  REQUIRE(h.top<MenuScene>());
  h.frames(3 * 4, 0.25);
  auto* demo = h.top<GameScene>();
  REQUIRE(demo);
  CHECK(demo->mode().demo);
  h.click({640, 360});
  CHECK(h.top<MenuScene>());
}

TEST_CASE("the demo goes on to the next game after the results, and any key leaves it") {
  LaunchOptions launch;
  launch.demo = true;
  HeadlessApp h(640, 360, launch);
  auto* first = h.top<GameScene>();
  REQUIRE(first);
  const std::string first_game = first->game().id;
  REQUIRE(h.run_until([&] { return h.top<ResultsScene>() != nullptr; }));
  REQUIRE(h.run_until([&] {
    auto* game = h.top<GameScene>();
    return game && game->game().id != first_game;
  }));
  CHECK(h.top<GameScene>()->mode().demo_round == 1);
  h.press(SDLK_a);
  CHECK(h.top<MenuScene>());
}

TEST_CASE("in kiosk mode clicks and keys do not leave the demo; Ctrl+Alt+Q does") {
  LaunchOptions launch;
  launch.kiosk = true;
  HeadlessApp h(640, 360, launch);
  REQUIRE(h.top<GameScene>());
  h.click({640, 360});
  h.press(SDLK_ESCAPE);
  h.press(SDLK_F11);
  CHECK(h.top<GameScene>());
  CHECK_FALSE(h.app().quitting());
  h.press(SDLK_q, KMOD_LCTRL | KMOD_LALT);
  CHECK(h.app().quitting());
}
