// A game added to a copy of the catalog, with nothing written for it anywhere else, is offered on
// the menu, set up, played to its results, played by the monkey and held to the game contract; and
// the menu lays out five, eight and more games without overlap.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <sstream>

#include "app/monkey/monkey.h"
#include "app/monkey/scratch_data_dir.h"
#include "app/scenes/menu_layout.h"
#include "common/game_contract.h"
#include "draw/sizes.h"
#include "scene_driving.h"
#include "throwaway_game.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;

namespace {

// The menu's buttons that are game cards (the picture buttons), in order.
std::vector<Rect> game_cards(const MenuScene& menu) {
  std::vector<Rect> cards;
  for (const auto& button : menu.panel().buttons()) {
    if (button.style == Button::Style::picture) cards.push_back(button.rect);
  }
  return cards;
}

// Cards and every other button: on the canvas, big enough, apart, and no two overlapping.
void check_menu_layout(const MenuScene& menu) {
  const auto& buttons = menu.panel().buttons();
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    const Rect& a = buttons[i].rect;
    INFO("button " << i << " at " << a.x << "," << a.y << " " << a.w << "x" << a.h);
    CHECK(a.x >= 0);
    CHECK(a.y >= 0);
    CHECK(a.right() <= kCanvasWidth);
    CHECK(a.bottom() <= kCanvasHeight);
    CHECK(a.w >= kMinButton);
    CHECK(a.h >= kMinButton);
    for (std::size_t j = i + 1; j < buttons.size(); ++j) {
      CHECK(gap_between(a, buttons[j].rect) >= kMinGap);
    }
  }
  for (const Rect& card : game_cards(menu)) {
    CHECK(card.w >= kMinCardWidth);
    CHECK(card.h >= kMinCardHeight);
  }
}

}  // namespace

TEST_CASE("a game added to a copy of the catalog keeps the game contract") {
  const GameInfo strip = arcade::testing::strip_info();
  arcade::testing::check_game_contract(strip);
  arcade::testing::check_game_contract(strip, {{"length", "5"}});
  arcade::testing::check_players_answer(strip);
  arcade::testing::check_view_contract(strip);
}

TEST_CASE("a game added to a copy of the catalog is offered, set up and played to its results") {
  const Catalog catalog = arcade::testing::catalog_with_strips(1);
  for (const char* quick : {"Vs computer", "Two players"}) {
    SECTION(quick) {
      HeadlessApp h(640, 360, {}, {}, &catalog);
      REQUIRE(game_cards(*h.top<MenuScene>()).size() == catalog.size());
      GameScene& game = start_from_menu(h, "Strip 1", quick);
      CHECK(game.game().id == "strip");
      // The window's first choice of the game's option, as the game declared it.
      CHECK(game.controller().session().setup.options.at("length") == "5");
      play_to_results(h, game);
      back_to_menu(h);
    }
  }
}

TEST_CASE("the setup screen offers a new game's option with its pictures, and it takes effect") {
  const Catalog catalog = arcade::testing::catalog_with_strips(1);
  HeadlessApp h(640, 360, {}, {}, &catalog);
  h.click(button_center(h.top<MenuScene>()->panel(), labelled("Strip 1")));
  auto* setup = h.top<SetupScene>();
  REQUIRE(setup);
  h.click(button_center(setup->panel(), labelled("7")));
  CHECK(setup->setup().options.at("length") == "7");
  h.click(button_center(setup->panel(), labelled("Two players")));
  auto* game = h.top<GameScene>();
  REQUIRE(game);
  CHECK(game->view().targets().size() == 7);
}

TEST_CASE("the monkey plays a game added to a catalog and finds nothing wrong") {
  // Strip alone: where the monkey goes depends on how fast the computers answer, so with other
  // games beside it a run might never open Strip.
  const Catalog catalog{arcade::testing::strip_info()};
  auto scratch = ScratchDataDir::create();
  REQUIRE(scratch.ok());
  // For the same reason no one run is sure to finish a game of Strip (though one almost always
  // does): runs go on, seed after seed, until one has, and only running out of seeds fails.
  bool finished = false;
  for (std::uint64_t seed = 11; seed < 11 + 5 && !finished; ++seed) {
    MonkeyOptions options;
    options.events = 2500;
    options.seed = seed;
    options.catalog = &catalog;
    const MonkeyReport report = run_monkey(options);
    INFO(describe(report));
    REQUIRE_FALSE(report.violation);
    finished = report.audit.games_finished.count("strip") == 1;
    if (finished) {
      CHECK(report.scenes_entered.count("game strip") == 1);
      CHECK(report.audit.moves_applied > 0);
    }
  }
  CHECK(finished);
}

TEST_CASE("the menu lays out five and eight games without overlap, and pages beyond") {
  // Five, eight and thirteen games in all, whatever the size of the real catalog.
  const int real = static_cast<int>(arcade::game_catalog().size());
  for (const int total : {5, 8, 13}) {
    const Catalog catalog = arcade::testing::catalog_with_strips(std::max(1, total - real));
    DYNAMIC_SECTION(catalog.size() << " games") {
      HeadlessApp h(640, 360, {}, {}, &catalog);
      auto* menu = h.top<MenuScene>();
      REQUIRE(menu);
      check_menu_layout(*menu);
      const auto cards = game_cards(*menu);
      if (catalog.size() <= 8) {
        CHECK(cards.size() == catalog.size());
      } else {
        // Pages: every game is on one of them, reached with the arrows.
        std::set<std::string> seen;
        for (const auto& button : menu->panel().buttons()) seen.insert(button.label);
        for (int page = 0; page < 5; ++page) {
          h.click(button_center(menu->panel(), with_icon(Sprite::icon_next)));
          check_menu_layout(*menu);
          for (const auto& button : menu->panel().buttons()) seen.insert(button.label);
        }
        for (const auto& game : catalog) CHECK(seen.count(game.name) == 1);
      }
    }
  }
}

TEST_CASE("menu pages keep every card inside the area, whatever the number of games") {
  const Rect area{40, 128, 1200, 312};
  for (int games = 1; games <= 30; ++games) {
    const MenuPage first = menu_page(games, area, 0);
    int shown = 0;
    for (int page = 0; page < first.pages; ++page) {
      const MenuPage each = menu_page(games, area, page);
      shown += static_cast<int>(each.cards.size());
      for (std::size_t i = 0; i < each.cards.size(); ++i) {
        const Rect& card = each.cards[i];
        INFO(games << " games, page " << page << ", card " << i);
        CHECK(card.x >= area.x);
        CHECK(card.right() <= area.right());
        CHECK(card.y >= area.y);
        CHECK(card.bottom() <= area.bottom());
        CHECK(card.w >= kMinCardWidth);
        CHECK(card.h >= kMinCardHeight);
        for (std::size_t j = 0; j < i; ++j) CHECK(gap_between(card, each.cards[j]) >= kCardGap - 1);
        if (each.pages > 1) {
          CHECK(gap_between(card, each.previous_arrow) >= kMinGap);
          CHECK(gap_between(card, each.next_arrow) >= kMinGap);
        }
      }
    }
    CHECK(shown == games);
  }
}
