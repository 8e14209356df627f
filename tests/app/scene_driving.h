// Driving the real scenes with synthetic clicks, as a person would: from the menu to a game, a
// game to its results, and back.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "app/scenes/game_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/setup_scene.h"
#include "headless_app.h"

namespace arcade::app::testing {

// Clicks the centre of the board target that plays `move` for the person to move.
inline void click_move(HeadlessApp& h, GameScene& game, Move move) {
  const auto target = game.view().target_of(move, game.controller().position());
  REQUIRE(target);
  h.click(game.view().targets()[static_cast<std::size_t>(*target)].center());
}

// From the menu, opens `game_name` and presses the quick start labelled `quick`.
inline GameScene& start_from_menu(HeadlessApp& h, const std::string& game_name,
                                  const std::string& quick) {
  auto* menu = h.top<MenuScene>();
  REQUIRE(menu);
  h.click(button_center(menu->panel(), labelled(game_name)));
  auto* setup = h.top<SetupScene>();
  REQUIRE(setup);
  h.click(button_center(setup->panel(), labelled(quick)));
  auto* game = h.top<GameScene>();
  REQUIRE(game);
  return *game;
}

// Plays until the results show: each person move is the first legal move, clicked on the board.
inline void play_to_results(HeadlessApp& h, GameScene& game) {
  int person_moves = 0;
  const bool finished = h.run_until([&] {
    if (h.top<ResultsScene>()) return true;
    if (h.top<GameScene>() != &game) FAIL("left the game unexpectedly");
    if (game.controller().person_may_move() && !game.animating()) {
      const auto before = game.controller().session().history.cursor();
      click_move(h, game, game.controller().position().legal_moves().front());
      CHECK(game.controller().session().history.cursor() == before + 1);  // the click played
      ++person_moves;
    }
    return false;
  });
  REQUIRE(finished);
  CHECK(person_moves > 0);
  CHECK(game.controller().position().is_over());
}

// From the results of `game`: presses play again (the primary button) and is back in `game`.
inline void press_play_again(HeadlessApp& h, GameScene& game) {
  auto* results = h.top<ResultsScene>();
  REQUIRE(results);
  h.click(button_center(results->panel(),
                        [](const Button& b) { return b.style == Button::Style::primary; }));
  REQUIRE(h.top<GameScene>() == &game);
}

// From the results: home to the game's setup, home again to the menu.
inline void back_to_menu(HeadlessApp& h) {
  auto* results = h.top<ResultsScene>();
  REQUIRE(results);
  CHECK_FALSE(results->words().headline.empty());
  h.click(button_center(results->panel(), with_icon(Sprite::icon_home)));
  auto* setup = h.top<SetupScene>();
  REQUIRE(setup);
  h.click(button_center(setup->panel(), with_icon(Sprite::icon_home)));
  REQUIRE(h.top<MenuScene>());
  CHECK(h.scenes().size() == 1);
}

}  // namespace arcade::app::testing
