// Every game's "how to play" story, over the whole catalog: its pages replay only legal moves
// under their options and end as they claim, the view has a place for every piece it points at,
// and its few words are short and translated.
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>

#include "games/catalog.h"
#include "games/help_pages.h"

using namespace arcade;

namespace {

int word_count(const std::string& words) {
  std::istringstream in(words);
  int count = 0;
  for (std::string word; in >> word;) ++count;
  return count;
}

}  // namespace

TEST_CASE("every game's help story replays legal moves and ends as each page claims") {
  for (const auto& game : game_catalog()) {
    DYNAMIC_SECTION(game.id) {
      REQUIRE_FALSE(game.help_story.pages.empty());
      const auto story = ready_help_story(game);
      INFO((story ? std::string() : story.error()));
      REQUIRE(story.ok());
      bool shows_a_win = false;
      for (const auto& page : *story) {
        REQUIRE_FALSE(page.moves.empty());
        REQUIRE(page.positions.size() == page.moves.size() + 1);
        // Each position follows from the one before by its move, under the rules.
        for (std::size_t i = 0; i < page.moves.size(); ++i) {
          AnyState next = page.positions[i];
          REQUIRE_FALSE(next.is_over());
          REQUIRE(next.try_apply(page.moves[i]));
          REQUIRE(next == page.positions[i + 1]);
        }
        const Outcome end = page.positions.back().outcome();
        CHECK(end == page.page->outcome);
        if (winner_of(end)) shows_a_win = true;
        // A crossed-out line is one that did not win.
        if (page.page->crossed) {
          CHECK(end == Outcome::ongoing);
          CHECK_FALSE(page.lit.empty());
        }
      }
      CHECK(shows_a_win);
    }
  }
}

TEST_CASE("every game's view shows where each move of its help story goes") {
  for (const auto& game : game_catalog()) {
    DYNAMIC_SECTION(game.id) {
      const auto story = ready_help_story(game);
      REQUIRE(story.ok());
      auto view = game.make_view();
      for (const auto& page : *story) {
        view->layout({0, 0, 800, 640}, page.start);
        for (std::size_t i = 0; i < page.moves.size(); ++i) {
          const AnyState& before = page.positions[i];
          if (before.move_text(page.moves[i]) == "pass") continue;
          const auto place = view->move_place(page.moves[i], before);
          REQUIRE(place);
          CHECK(place->w > 0);
          CHECK(view->board_rect().inset(-1).contains(place->center()));
        }
        for (const auto& lit : page.lit) CHECK(view->move_place(lit.move, lit.before));
      }
    }
  }
}

TEST_CASE("every game's help story says at most three words a page, each translated") {
  for (const auto& game : game_catalog()) {
    DYNAMIC_SECTION(game.id) {
      for (const auto& page : game.help_story.pages) {
        if (page.words.empty()) continue;
        CHECK(word_count(page.words) <= 3);
        const auto& table = game.help_story.translations;
        const bool translated = std::any_of(table.begin(), table.end(), [&](const auto& entry) {
          return entry.english == page.words && !entry.chinese.empty();
        });
        INFO(page.words);
        CHECK(translated);
      }
    }
  }
}

TEST_CASE("a help page that breaks the rules or claims the wrong end is refused, saying why") {
  const GameInfo& game = game_catalog().front();
  HelpPage page = game.help_story.pages.front();
  REQUIRE(ready_help_page(game, page).ok());

  HelpPage wrong_end = page;
  wrong_end.outcome = Outcome::draw;
  const auto refused = ready_help_page(game, wrong_end);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().find("a draw") != std::string::npos);

  HelpPage illegal = page;
  illegal.moves += " " + illegal.moves;  // every move again: the first is taken or comes too late
  CHECK_FALSE(ready_help_page(game, illegal).ok());

  HelpPage far_light = page;
  far_light.lit = {1000};
  CHECK_FALSE(ready_help_page(game, far_light).ok());

  HelpPage bad_option = page;
  bad_option.options = {{"no such option", "1"}};
  CHECK_FALSE(ready_help_page(game, bad_option).ok());
}
