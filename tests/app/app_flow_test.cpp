// Whole games through the real scenes, with synthetic mouse clicks: from the menu to the results
// and back, for each game of the catalog, against the computer and between two people.
#include <catch2/catch.hpp>

#include "app/scenes/game_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/setup_scene.h"
#include "games/catalog.h"
#include "headless_app.h"
#include "persist/persist_test_support.h"
#include "scene_driving.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;

TEST_CASE("each game is played to the end against the computer, by clicks alone") {
  for (const auto& info : game_catalog()) {
    SECTION(info.name) {
      HeadlessApp h;
      GameScene& game = start_from_menu(h, info.name, "Vs computer");
      CHECK(game.controller().session().setup.seats[0].is_person());
      CHECK_FALSE(game.controller().session().setup.seats[1].is_person());
      play_to_results(h, game);
      back_to_menu(h);
    }
  }
}

TEST_CASE("each game is played to the end by two people on one screen") {
  for (const auto& info : game_catalog()) {
    SECTION(info.name) {
      HeadlessApp h;
      GameScene& game = start_from_menu(h, info.name, "Two players");
      CHECK(game.controller().session().setup.seats[1].is_person());
      play_to_results(h, game);
      back_to_menu(h);
    }
  }
}

TEST_CASE("watching the computers needs no clicks until the results") {
  HeadlessApp h;
  GameScene& game = start_from_menu(h, "Nim", "Watch");
  REQUIRE(h.run_until([&] { return h.top<ResultsScene>() != nullptr; }));
  CHECK(game.controller().position().is_over());
}

TEST_CASE("a click where no move is allowed changes nothing") {
  HeadlessApp h;
  GameScene& game = start_from_menu(h, "Tic-tac-toe", "Two players");
  click_move(h, game, 4);
  REQUIRE(game.controller().session().history.cursor() == 1);
  h.click(game.view().targets()[4].center());  // the same cell again
  CHECK(game.controller().session().history.cursor() == 1);
  h.click({640, 700});  // below the board
  CHECK(game.controller().session().history.cursor() == 1);
}

TEST_CASE("undo, redo, restart and play again from the buttons") {
  HeadlessApp h;
  GameScene& game = start_from_menu(h, "Tic-tac-toe", "Vs computer");
  click_move(h, game, 4);
  REQUIRE(h.run_until([&] { return game.controller().person_may_move(); }));
  REQUIRE(game.controller().session().history.cursor() == 2);
  h.click(button_center(game.panel(), with_icon(Sprite::icon_undo)));
  CHECK(game.controller().session().history.cursor() == 0);  // the child's move and the reply
  h.click(button_center(game.panel(), with_icon(Sprite::icon_redo)));
  CHECK(game.controller().session().history.cursor() == 2);
  h.click(button_center(game.panel(), with_icon(Sprite::icon_restart)));
  CHECK(game.controller().session().history.cursor() == 0);
  h.click(button_center(game.panel(), with_icon(Sprite::icon_undo)));  // the restart is undone
  CHECK(game.controller().session().history.cursor() == 2);

  // Play on to the end; play again lets the computer start.
  play_to_results(h, game);
  press_play_again(h, game);
  CHECK_FALSE(game.controller().session().setup.seats[0].is_person());
  CHECK(game.controller().computer_to_move());
}

TEST_CASE("after play again swapped the sides, the setup screen shows them swapped") {
  HeadlessApp h;
  h.click(button_center(h.top<MenuScene>()->panel(), labelled("Tic-tac-toe")));
  REQUIRE(h.top<SetupScene>());
  h.click(button_center(h.top<SetupScene>()->panel(), with_icon(Sprite::icon_play)));
  GameScene* started = h.top<GameScene>();
  REQUIRE(started);
  GameScene& game = *started;
  const SessionSetup first = game.controller().session().setup;
  REQUIRE(first.seats[0].is_person());
  play_to_results(h, game);
  press_play_again(h, game);
  h.click(button_center(game.panel(), with_icon(Sprite::icon_home)));
  auto* setup = h.top<SetupScene>();
  REQUIRE(setup);
  CHECK(setup->setup().seats == with_seats_swapped(first).seats);
  CHECK_FALSE(setup->setup().seats[0].is_person());
  CHECK(setup->setup().seats[1].is_person());
}

TEST_CASE("a pass stays shown until the other side has answered it") {
  // A two people's Reversi game just before its first pass.
  const SavedGame sample = arcade::testing::sample_game_with_a_pass("reversi");
  const GameInfo& reversi = *find_game(game_catalog(), "reversi");
  SessionSetup setup = default_setup(reversi);
  setup.seats = {Seat::person(), Seat::person()};
  auto session = start_session(reversi, setup);
  REQUIRE(session);
  std::size_t ply = 0;
  const auto& moves = sample.history.all_moves();
  while (!sample.history.at(ply).is_pass(moves[ply])) REQUIRE(play_move(*session, moves[ply++]));
  const Side passer = session->position().to_move();

  HeadlessApp h;
  h.scenes().push(std::make_unique<GameScene>(h.context(), std::move(*session), GameMode{}));
  h.scenes().apply_pending();
  auto* game = h.top<GameScene>();
  REQUIRE(game);
  h.frames(1);
  CHECK(game->passing_side() == passer);  // shown while the pass waits to be played
  REQUIRE(h.run_until([&] { return game->controller().session().history.cursor() == ply + 1; }));
  h.frames(300);  // ten seconds with nobody answering
  CHECK(game->passing_side() == passer);
  click_move(h, *game, game->controller().position().legal_moves().front());
  REQUIRE(game->controller().session().history.cursor() == ply + 2);
  h.frames(2);
  CHECK_FALSE(game->passing_side());
}

TEST_CASE("a hint is shown on the board for the person to move") {
  HeadlessApp h;
  GameScene& game = start_from_menu(h, "Nim", "Vs computer");
  h.click(button_center(game.panel(), with_icon(Sprite::icon_hint)));
  REQUIRE(h.run_until([&] { return game.controller().hint().has_value(); }));
  CHECK(game.controller().position().is_legal(*game.controller().hint()));
  CHECK(game.view().target_of(*game.controller().hint(), game.controller().position()));
}

TEST_CASE("the keyboard plays too: arrows move the cursor, Enter plays") {
  HeadlessApp h;
  GameScene& game = start_from_menu(h, "Tic-tac-toe", "Two players");
  h.press(SDLK_RIGHT);  // shows the cursor, in the middle
  h.press(SDLK_RETURN);
  REQUIRE(game.controller().session().history.cursor() == 1);
  CHECK(game.controller().last_move() == std::optional<Move>(4));
  h.press(SDLK_UP);
  h.press(SDLK_SPACE);
  CHECK(game.controller().last_move() == std::optional<Move>(1));
  h.press(SDLK_z, KMOD_LCTRL);
  CHECK(game.controller().session().history.cursor() == 1);
  h.press(SDLK_ESCAPE);  // back one scene, never quitting
  CHECK(h.top<SetupScene>());
  h.press(SDLK_ESCAPE);
  CHECK(h.top<MenuScene>());
  h.press(SDLK_ESCAPE);
  CHECK(h.top<MenuScene>());
  CHECK_FALSE(h.app().quitting());
}

TEST_CASE("the menu works from the keyboard") {
  HeadlessApp h;
  h.press(SDLK_RIGHT);  // shows the focus on the first game
  h.press(SDLK_RIGHT);  // the second game
  h.press(SDLK_RETURN);
  auto* setup = h.top<SetupScene>();
  REQUIRE(setup);
  CHECK(h.context().settings.last_game == game_catalog()[1].id);
}

TEST_CASE("over the results, a stray click points at play again; the game's buttons still work") {
  HeadlessApp h;
  GameScene& game = start_from_menu(h, "Tic-tac-toe", "Two players");
  play_to_results(h, game);
  h.click(game.view().targets()[4].center());  // on the board: nothing changes
  REQUIRE(h.top<ResultsScene>());
  h.click(button_center(game.panel(), with_icon(Sprite::icon_restart)));  // the game's own button
  REQUIRE(h.top<GameScene>() == &game);
  CHECK(game.controller().session().history.cursor() == 0);
  h.run_until([&] { return false; }, 20);
  CHECK(h.top<GameScene>() == &game);  // a new game: no results until it ends
}

TEST_CASE("over the results, a game button that changes nothing leaves the results up") {
  HeadlessApp h;
  GameScene& game = start_from_menu(h, "Tic-tac-toe", "Two players");
  play_to_results(h, game);
  // The sound button, and the hint button (disabled: the game is over).
  h.click(button_center(game.panel(), [](const Button& b) {
    return b.icon == Sprite::icon_sound_on || b.icon == Sprite::icon_sound_off;
  }));
  CHECK(h.top<ResultsScene>());
  h.click(button_center(game.panel(), with_icon(Sprite::icon_hint)));
  CHECK(h.top<ResultsScene>());
  // Play again still works from there.
  press_play_again(h, game);
  CHECK(game.controller().session().history.cursor() == 0);
}
