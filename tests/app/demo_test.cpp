// The unattended demo: it starts by itself, plays on from game to game, a click goes back to the
// menu; a kiosk is fullscreen, invites passers-by to play, goes back to the demo when left alone,
// keeps nothing, and only the adult chord quits it.
#include <catch2/catch.hpp>

#include "app/scenes/game_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/setup_scene.h"
#include "games/catalog.h"
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

TEST_CASE("a kiosk is fullscreen, ignores the window's close and F11, and only Ctrl+Alt+Q quits") {
  LaunchOptions launch;
  launch.kiosk = true;
  HeadlessApp h(640, 360, launch);
  REQUIRE(h.top<GameScene>());
  CHECK(h.app().settings().fullscreen);
  SDL_Event close{};
  close.type = SDL_WINDOWEVENT;
  close.window.event = SDL_WINDOWEVENT_CLOSE;
  SDL_PushEvent(&close);
  h.frames(1);
  h.press(SDLK_F11);
  h.press(SDLK_RETURN, KMOD_LALT);
  CHECK(h.app().settings().fullscreen);
  CHECK_FALSE(h.app().quitting());
  h.press(SDLK_q, KMOD_LCTRL | KMOD_LALT);
  CHECK(h.app().quitting());
}

TEST_CASE("a signal or a lost display ends even a kiosk, and the window's close any other run") {
  // SDL turns SIGTERM, SIGINT and a lost X server into SDL_QUIT.
  for (const bool kiosk : {true, false}) {
    LaunchOptions launch;
    launch.kiosk = kiosk;
    HeadlessApp h(640, 360, launch);
    SDL_Event quit{};
    quit.type = SDL_QUIT;
    SDL_PushEvent(&quit);
    h.frames(1);
    CHECK(h.app().quitting());
  }
  HeadlessApp h;
  SDL_Event close{};
  close.type = SDL_WINDOWEVENT;
  close.window.event = SDL_WINDOWEVENT_CLOSE;
  SDL_PushEvent(&close);
  h.frames(1);
  CHECK(h.app().quitting());
}

TEST_CASE("a kiosk invites passers-by: a touch opens the menu, and its menu has no way out") {
  LaunchOptions launch;
  launch.kiosk = true;
  HeadlessApp h(640, 360, launch);
  REQUIRE(h.top<GameScene>());
  h.click({640, 360});
  auto* menu = h.top<MenuScene>();
  REQUIRE(menu);
  for (const auto& button : menu->panel().buttons()) CHECK(button.icon != Sprite::icon_fullscreen);
  h.press(SDLK_ESCAPE);
  CHECK(h.top<MenuScene>());
  CHECK_FALSE(h.app().quitting());
}

TEST_CASE("left alone on any screen, a kiosk goes back to its demo and forgets the game") {
  LaunchOptions launch;
  launch.kiosk = true;
  launch.idle_seconds = 20;
  HeadlessApp h(640, 360, launch);
  h.click({640, 360});
  REQUIRE(h.top<MenuScene>());
  h.click(button_center(h.top<MenuScene>()->panel(), labelled("Tic-tac-toe")));
  h.click(button_center(h.top<SetupScene>()->panel(), labelled("Two players")));
  GameScene* game = h.top<GameScene>();
  REQUIRE(game);
  h.click(game->view().targets()[4].center());
  REQUIRE(game->controller().session().history.cursor() == 1);
  h.frames(18 * 4, 0.25);  // 18 s: still the stranger's game
  REQUIRE(h.top<GameScene>() == game);
  h.frames(3 * 4, 0.25);  // past 20 s without input
  auto* demo = h.top<GameScene>();
  REQUIRE(demo);
  CHECK(demo->mode().demo);
  CHECK(h.context().keeper.unfinished_game() == nullptr);
  CHECK_FALSE(h.context().keeper.keeps_files());
}

TEST_CASE("a kiosk back in its demo has the sound and looks it started with, not a stranger's") {
  LaunchOptions launch;
  launch.kiosk = true;
  launch.idle_seconds = 20;
  launch.sound = false;
  HeadlessApp h(640, 360, launch);
  const Settings at_start = h.context().settings;
  CHECK_FALSE(at_start.sound);
  h.click({640, 360});
  auto* menu = h.top<MenuScene>();
  REQUIRE(menu);
  h.click(button_center(menu->panel(), with_icon(Sprite::icon_sound_off)));
  h.click(button_center(menu->panel(), with_icon(Sprite::icon_contrast)));
  h.click(button_center(menu->panel(), with_icon(Sprite::icon_speed_normal)));
  h.click(button_center(menu->panel(), with_icon(Sprite::icon_language)));
  REQUIRE(h.context().settings.sound);
  REQUIRE(h.context().settings.high_contrast);
  REQUIRE(h.context().texts.language() == Language::chinese);
  h.frames(21 * 4, 0.25);
  auto* demo = h.top<GameScene>();
  REQUIRE(demo);
  CHECK(demo->mode().demo);
  CHECK(h.context().settings == at_start);
  CHECK(h.context().texts.language() == Language::english);
  // The next passer-by's menu shows them so.
  h.click({640, 360});
  menu = h.top<MenuScene>();
  REQUIRE(menu);
  CHECK(menu->panel().buttons().front().label == game_catalog().front().name);
  bool sound_shown_off = false;
  for (const auto& button : menu->panel().buttons()) {
    sound_shown_off = sound_shown_off || button.icon == Sprite::icon_sound_off;
  }
  CHECK(sound_shown_off);
}

TEST_CASE("with --demo a setup screen left alone goes back to the demo too") {
  LaunchOptions launch;
  launch.demo = true;
  launch.idle_seconds = 10;
  HeadlessApp h(640, 360, launch);
  h.click({640, 360});
  REQUIRE(h.top<MenuScene>());
  h.click(button_center(h.top<MenuScene>()->panel(), labelled("Nim")));
  REQUIRE(h.top<SetupScene>());
  h.frames(11 * 4, 0.25);
  auto* demo = h.top<GameScene>();
  REQUIRE(demo);
  CHECK(demo->mode().demo);
}
