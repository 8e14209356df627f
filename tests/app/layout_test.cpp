// KIDS.md rule 1 and 5, checked on every screen: buttons at least 64×64 with 8 px between
// targets, board cells of the required size, everything on the canvas, text 32 px or more.
#include <catch2/catch.hpp>

#include <sstream>

#include "app/keep/kept_session.h"
#include "app/render/sdl_canvas.h"
#include "app/scenes/game_layout.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/saved_games_scene.h"
#include "app/scenes/setup_scene.h"
#include "app/ui/focus.h"
#include "draw/sizes.h"
#include "games/catalog.h"
#include "headless_app.h"
#include "persist/persist_test_support.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;

namespace {

std::string describe(const Rect& r) {
  std::ostringstream out;
  out << "(" << r.x << "," << r.y << " " << r.w << "x" << r.h << ")";
  return out.str();
}

bool on_canvas(const Rect& r) {
  return r.x >= 0 && r.y >= 0 && r.right() <= kCanvasWidth && r.bottom() <= kCanvasHeight;
}

// Buttons: big enough, apart from each other and from `cells`, on the canvas.
void check_buttons(const ButtonPanel& panel, const std::vector<Rect>& cells = {}) {
  const auto& buttons = panel.buttons();
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    const Rect& a = buttons[i].rect;
    INFO("button " << i << " " << describe(a));
    CHECK(a.w >= kMinButton);
    CHECK(a.h >= kMinButton);
    CHECK(on_canvas(a));
    for (std::size_t j = i + 1; j < buttons.size(); ++j) {
      INFO("and button " << j << " " << describe(buttons[j].rect));
      CHECK(gap_between(a, buttons[j].rect) >= kMinGap);
    }
    for (const Rect& cell : cells) {
      INFO("and cell " << describe(cell));
      CHECK(gap_between(a, cell) >= kMinGap);
    }
  }
}

// The whole cell is the target: cells at least the game's size, not overlapping, on the canvas.
void check_cells(const GameView& view) {
  const auto& cells = view.targets();
  REQUIRE_FALSE(cells.empty());
  for (std::size_t i = 0; i < cells.size(); ++i) {
    INFO("cell " << i << " " << describe(cells[i]));
    CHECK(cells[i].w >= view.min_cell_size());
    CHECK(cells[i].h >= view.min_cell_size());
    CHECK(on_canvas(cells[i]));
    for (std::size_t j = i + 1; j < cells.size(); ++j) CHECK_FALSE(overlaps(cells[i], cells[j]));
  }
}

// "key=value ..." for a test's messages.
std::string describe_options(const GameOptions& options) {
  std::string text;
  for (const auto& [key, value] : options) text += key + "=" + value + " ";
  return text;
}

// Draws the stack once and checks the smallest text drawn.
void check_text(HeadlessApp& h) {
  h.app().canvas().reset_smallest_text();
  h.frames(1);
  CHECK(h.app().canvas().smallest_text_drawn() >= kMinText);
}

GameScene& open_game(HeadlessApp& h, SessionSetup setup) {
  auto session = start_session(game_catalog(), setup);
  REQUIRE(session.ok());
  h.scenes().push(std::make_unique<GameScene>(h.context(), std::move(session).value(), GameMode{}));
  h.scenes().apply_pending();
  return *h.top<GameScene>();
}

}  // namespace

TEST_CASE("the menu's buttons are big and apart") {
  HeadlessApp h;
  check_buttons(h.top<MenuScene>()->panel());
  check_text(h);
}

TEST_CASE("the menu keeps the sizes with a continue button and the notice of a damaged file") {
  arcade::testing::TempDir dir;
  arcade::testing::plant_file(dir / "settings.json", "{");
  HeadlessApp h(640, 360, {}, dir.path());
  REQUIRE_FALSE(h.top<MenuScene>()->notice().empty());
  GameScene& game = open_game(h, default_setup(*find_game("gomoku")));
  game.go_home();
  h.scenes().apply_pending();
  auto* menu = h.top<MenuScene>();
  REQUIRE(menu);
  // + four settings, the language, the saved games, the scores and continue
  REQUIRE(menu->panel().buttons().size() == game_catalog().size() + 8);
  check_buttons(menu->panel());
  check_text(h);
}

TEST_CASE("each game's setup screen keeps the sizes, whatever the number of players") {
  for (const auto& game : game_catalog()) {
    INFO(game.id);
    HeadlessApp h;
    h.scenes().push(std::make_unique<SetupScene>(h.context(), game));
    h.scenes().apply_pending();
    check_buttons(h.top<SetupScene>()->panel());
    check_text(h);
  }
}

TEST_CASE("the game screens keep the sizes for every board the setup screen offers") {
  // Every game of the catalog at its window defaults, then with each offered choice in turn.
  std::vector<SessionSetup> setups;
  for (const auto& each : game_catalog()) {
    SessionSetup setup = default_setup(each);
    setup.seats = {Seat::person(), Seat::person()};
    setups.push_back(setup);
    for (const auto& option : each.options) {
      for (const auto& choice : option.offered) {
        SessionSetup with_choice = setup;
        with_choice.options[option.key] = choice.value;
        setups.push_back(with_choice);
      }
    }
  }
  for (const auto& setup : setups) {
    INFO(setup.game_id << " " << describe_options(setup.options));
    HeadlessApp h;
    GameScene& game = open_game(h, setup);
    check_cells(game.view());
    check_buttons(game.panel(), game.view().targets());
    check_text(h);
  }
}

TEST_CASE("the menu's first choice for Gomoku is a child's board") {
  const SessionSetup setup = default_setup(*find_game("gomoku"));
  HeadlessApp h;
  GameScene& game = open_game(h, setup);
  CHECK(game.view().targets().front().w >= kMinCellSmall);
}

TEST_CASE("the results screen's buttons are big and apart from the board") {
  HeadlessApp h;
  GameScene& game = open_game(h, {"tictactoe", {}, {Seat::person(), Seat::person()}});
  for (Move move : {4, 0, 8, 2, 6, 1, 7})
    h.click(game.view().targets()[static_cast<std::size_t>(move)].center());
  REQUIRE(h.run_until([&] { return h.top<ResultsScene>() != nullptr; }));
  check_buttons(h.top<ResultsScene>()->panel(), game.view().targets());
  check_text(h);
}

TEST_CASE("the high-contrast look draws every screen too") {
  HeadlessApp h;
  h.press(SDLK_c);
  CHECK(h.context().settings.high_contrast);
  check_text(h);
}

namespace {

// Every button of `panel` can be reached with the arrow keys from its first one.
void check_focus_reaches_every_button(const ButtonPanel& panel) {
  std::vector<Rect> rects;
  for (const auto& button : panel.buttons()) rects.push_back(button.rect);
  std::vector<bool> reached(rects.size(), false);
  std::vector<std::size_t> to_visit{0};
  reached[0] = true;
  while (!to_visit.empty()) {
    const std::size_t from = to_visit.back();
    to_visit.pop_back();
    for (const Key key : {Key::left, Key::right, Key::up, Key::down}) {
      if (const auto next = neighbour(rects, from, key); next && !reached[*next]) {
        reached[*next] = true;
        to_visit.push_back(*next);
      }
    }
  }
  for (std::size_t i = 0; i < rects.size(); ++i) {
    INFO("button " << i << " " << describe(rects[i]) << " " << panel.buttons()[i].label);
    CHECK(reached[i]);
  }
}

}  // namespace

TEST_CASE("the arrow keys reach every button of every screen, the continue buttons included") {
  arcade::testing::TempDir dir;
  HeadlessApp h(640, 360, {}, dir.path());
  GameScene& game = open_game(h, default_setup(*find_game("reversi")));
  check_focus_reaches_every_button(game.panel());
  game.go_home();
  h.scenes().apply_pending();
  h.frames(1);
  REQUIRE(h.top<MenuScene>());
  const ButtonPanel& menu = h.top<MenuScene>()->panel();
  check_focus_reaches_every_button(menu);  // with its continue button
  // Down from the cards above it lands on Continue, and from it on the settings below it: the
  // focus goes in reading order and never skips the big button.
  std::vector<Rect> rects;
  std::optional<std::size_t> resume;
  for (std::size_t i = 0; i < menu.buttons().size(); ++i) {
    rects.push_back(menu.buttons()[i].rect);
    if (menu.buttons()[i].label == "Continue") resume = i;
  }
  REQUIRE(resume);
  int cards_above = 0;
  for (std::size_t i = 0; i < rects.size(); ++i) {
    if (menu.buttons()[i].style != Button::Style::picture) continue;
    if (rects[i].right() <= rects[*resume].x || rects[i].x >= rects[*resume].right()) continue;
    ++cards_above;
    CHECK(neighbour(rects, i, Key::down) == resume);
  }
  CHECK(cards_above > 0);
  const auto below = neighbour(rects, *resume, Key::down);
  REQUIRE(below);
  CHECK(rects[*below].y > rects[*resume].bottom());
  CHECK(neighbour(rects, *below, Key::up) == resume);
  for (const auto& each : game_catalog()) {
    INFO(each.id);
    h.scenes().push(std::make_unique<SetupScene>(h.context(), each));
    h.scenes().apply_pending();
    check_focus_reaches_every_button(h.top<SetupScene>()->panel());
    h.scenes().pop();
    h.scenes().apply_pending();
  }
}

TEST_CASE("the saved games screen keeps the sizes, with pages, a damaged card and the trash") {
  arcade::testing::TempDir dir;
  HeadlessApp h(640, 360, {}, dir.path());
  for (const auto& each : game_catalog()) {
    auto session = start_session(game_catalog(), default_setup(each));
    REQUIRE(session.ok());
    REQUIRE(h.context().keeper.directory() == dir.path());
    REQUIRE(Store(dir.path()).save_game(saved_game_of(*session)).ok());
  }
  arcade::testing::plant_file(dir / "saves" / "cut-short.txt", "board-arcade-game 1\n");
  h.scenes().push(std::make_unique<SavedGamesScene>(h.context()));
  h.scenes().apply_pending();
  auto& saved = *h.top<SavedGamesScene>();
  REQUIRE(saved.pages() > 1);
  for (int page = 0; page < saved.pages(); ++page) {
    INFO("page " << page);
    check_buttons(saved.panel());
    check_focus_reaches_every_button(saved.panel());
    check_text(h);
    saved.turn_page(1);
  }
  saved.show_shelf(SavesShelf::trash);
  check_buttons(saved.panel());
  check_text(h);  // the empty trash says so
}
