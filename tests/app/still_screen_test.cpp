// A still screen costs nothing: the window draws a frame only when the picture changes (input, a
// scene change, a computer's move, something moving), and draws at once when it does.
#include <catch2/catch.hpp>

#include "app/scenes/game_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/status_panel.h"
#include "headless_app.h"
#include "scene_driving.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;

namespace {

// Frames drawn while `frames` frames run `seconds` apart.
std::uint64_t drawn_during(HeadlessApp& h, int frames, double seconds = 1.0 / 60) {
  const std::uint64_t before = h.app().frames_drawn();
  h.frames(frames, seconds);
  return h.app().frames_drawn() - before;
}

}  // namespace

TEST_CASE("the menu settles, then draws nothing until input, and draws at once after it") {
  HeadlessApp h(640, 360, {}, {}, nullptr, true);
  // The title's stars bob for a moment after the menu opens: every frame is drawn meanwhile.
  CHECK(drawn_during(h, 60) == 60);
  h.frames(3 * 60);  // past MenuScene::kStarsSeconds
  CHECK(drawn_during(h, 600) == 0);
  h.app().move_pointer({640, 300});
  CHECK(drawn_during(h, 1) == 1);
  h.press(SDLK_c);  // the contrast key: the look changes, so the picture does
  CHECK(h.app().settings().high_contrast);
}

TEST_CASE("a game waiting for a person stands still; a computer's move is drawn at once") {
  HeadlessApp h(640, 360, {}, {}, nullptr, true);
  GameScene& game = start_from_menu(h, "Tic-tac-toe", "Vs computer");
  h.frames(4 * 60);  // the person's piece bobs as the turn begins, then rests
  CHECK(game.controller().person_may_move());
  CHECK(drawn_during(h, 600) == 0);

  // The person moves: drawn at once. The computer thinks: its cloud ticks a few times a second,
  // not every frame.
  click_move(h, game, 4);
  REQUIRE(game.controller().computer_to_move());
  const std::uint64_t thinking = drawn_during(h, 6);  // a tenth of a second, with the move's drop
  CHECK(thinking >= 1);
  REQUIRE(h.context().worker.wait_until_idle(60'000));
  const auto cursor = game.controller().session().history.cursor();
  h.run_until([&] { return game.controller().session().history.cursor() != cursor; });
  CHECK(drawn_during(h, 1) == 1);  // the computer's move, drawn in the frame it is played
}

TEST_CASE("the thinking cloud is drawn in ticks, not every frame") {
  HeadlessApp h(640, 360, {}, {}, nullptr, true);
  GameScene& game = start_from_menu(h, "Nim", "Watch");
  h.frames(5);
  // Two computers: while one thinks and nothing else moves, about four frames a second.
  int checked = 0;
  for (int attempt = 0; attempt < 200 && checked < 3; ++attempt) {
    if (!game.controller().computer_to_move() || game.animating() ||
        game.seconds_to_next_change() == 0) {
      h.frames(1, 0.05);
      continue;
    }
    const double next = game.seconds_to_next_change();
    CHECK(next > 0);
    CHECK(next <= kThinkingTickSeconds);
    ++checked;
    h.frames(1, 0.05);
  }
  CHECK(checked > 0);
}

TEST_CASE("the results draw every frame while the stars fall, then stand still") {
  HeadlessApp h(640, 360, {}, {}, nullptr, true);
  GameScene& game = start_from_menu(h, "Tic-tac-toe", "Two players");
  for (const Move move : {0, 3, 1, 4, 2}) click_move(h, game, move);  // X wins on the top row
  REQUIRE(h.run_until([&] { return h.top<ResultsScene>() != nullptr; }));
  CHECK(drawn_during(h, 30) == 30);  // the celebration
  h.frames(20 * 60);                 // every star has fallen
  CHECK(drawn_during(h, 300) == 0);
}
