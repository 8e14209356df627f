// The "how to play" overlay: its timing, how it opens from the setup and from a game, what closes
// it, and that the game below comes back exactly as it was, its computer's move included.
#include <catch2/catch.hpp>

#include "app/help/help_button.h"
#include "app/help/help_timeline.h"
#include "app/scenes/help_scene.h"
#include "app/words/app_texts.h"
#include "draw/sizes.h"
#include "games/catalog.h"
#include "scene_driving.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;

namespace {

std::function<bool(const Button&)> help_one() {
  return [](const Button& b) { return is_help_button(b); };
}

// What must not change while the help is open: the positions, the undo cursor, who plays.
struct SessionPicture {
  std::vector<std::string> positions;
  std::size_t cursor;
  std::vector<std::string> seats;
  std::string options;

  explicit SessionPicture(const GameSession& session) : cursor(session.history.cursor()) {
    for (std::size_t i = 0; i < session.history.size(); ++i) {
      positions.push_back(session.history.at(i).position_text());
    }
    for (const auto& seat : session.setup.seats) seats.push_back(seat.computer);
    for (const auto& [key, value] : session.setup.options) options += key + "=" + value + ";";
  }
  bool operator==(const SessionPicture&) const = default;
};

}  // namespace

TEST_CASE("the help's timeline goes through every page and move in order, then loops") {
  const auto story = ready_help_story(game_catalog().front());
  REQUIRE(story.ok());
  const auto& pages = *story;
  const HelpPace pace;
  const double total = help_story_seconds(pages, pace);
  REQUIRE(total > 0);
  CHECK(help_moment(pages, 0, pace).phase == HelpMoment::Phase::opening);
  CHECK(help_moment(pages, total + 0.01, pace).page == 0);
  CHECK(help_moment(pages, total + 0.01, pace).phase == HelpMoment::Phase::opening);
  // Stepping through the story in small steps: pages never go back, and within a page each move
  // is pointed at, played and rested after, in that order, before the lights and the ending.
  std::size_t page = 0;
  int last_rank = -1;
  for (double t = 0; t < total; t += 0.05) {
    const HelpMoment now = help_moment(pages, t, pace);
    REQUIRE(now.page >= page);
    if (now.page != page) last_rank = -1;
    page = now.page;
    const int rank = now.phase == HelpMoment::Phase::opening    ? 0
                     : now.phase == HelpMoment::Phase::lighting ? 1000
                     : now.phase == HelpMoment::Phase::ending
                         ? 1001
                         : 1 + static_cast<int>(now.move) * 3 + static_cast<int>(now.phase) - 1;
    CHECK(rank >= last_rank);
    last_rank = rank;
    CHECK(now.progress >= 0);
    CHECK(now.progress <= 1);
  }
  CHECK(page == pages.size() - 1);
  CHECK(help_page_start(pages, pages.size(), pace) == Approx(total));
}

TEST_CASE("every game's help opens from its setup and closes by Esc, a tap or its button") {
  HeadlessApp h;
  for (const auto& game : game_catalog()) {
    DYNAMIC_SECTION(game.id) {
      auto* menu = h.top<MenuScene>();
      REQUIRE(menu);
      h.click(button_center(menu->panel(), labelled(game.name)));
      auto* setup = h.top<SetupScene>();
      REQUIRE(setup);
      const SessionSetup before = setup->setup();
      const std::size_t depth = h.scenes().size();

      h.click(button_center(setup->panel(), help_one()));
      auto* help = h.top<HelpScene>();
      REQUIRE(help);
      CHECK(help->pages().size() == game.help_story.pages.size());
      h.frames(90, 0.2);  // the story plays on
      CHECK(h.top<HelpScene>() == help);
      h.press(SDLK_ESCAPE);
      CHECK(h.top<SetupScene>() == setup);
      CHECK(h.scenes().size() == depth);

      h.click(button_center(setup->panel(), help_one()));
      REQUIRE(h.top<HelpScene>());
      h.click({640, 360});  // a tap on the story itself
      CHECK(h.top<SetupScene>() == setup);

      h.click(button_center(setup->panel(), help_one()));
      help = h.top<HelpScene>();
      REQUIRE(help);
      h.click(help->panel().buttons().front().rect.center());
      CHECK(h.top<SetupScene>() == setup);
      CHECK(setup->setup().options == before.options);
      CHECK(setup->setup().seats[0].computer == before.seats[0].computer);
      CHECK(setup->setup().seats[1].computer == before.seats[1].computer);
      h.press(SDLK_ESCAPE);
      REQUIRE(h.top<MenuScene>());
    }
  }
}

TEST_CASE("F1 and ? open the help from the setup and from a game, and close it again") {
  HeadlessApp h;
  h.click(button_center(h.top<MenuScene>()->panel(), labelled("Reversi")));
  auto* setup = h.top<SetupScene>();
  REQUIRE(setup);
  h.press(SDLK_F1);
  REQUIRE(h.top<HelpScene>());
  h.press(SDLK_F1);
  CHECK(h.top<SetupScene>() == setup);
  h.press(SDLK_SLASH, KMOD_LSHIFT);
  REQUIRE(h.top<HelpScene>());
  h.press(SDLK_ESCAPE);
  CHECK(h.top<SetupScene>() == setup);
  h.press(SDLK_SLASH);  // a plain slash is not a question
  CHECK(h.top<SetupScene>() == setup);
  h.press(SDLK_ESCAPE);

  GameScene& game = start_from_menu(h, "Tic-tac-toe", "Two players");
  const SessionPicture before(game.controller().session());
  h.press(SDLK_SLASH, KMOD_RSHIFT);
  REQUIRE(h.top<HelpScene>());
  h.press(SDLK_SLASH, KMOD_RSHIFT);
  CHECK(h.top<GameScene>() == &game);
  CHECK(SessionPicture(game.controller().session()) == before);
}

TEST_CASE("the help over a game leaves the game as it was; the computer moves once it closes") {
  HeadlessApp h;
  GameScene& game = start_from_menu(h, "Tic-tac-toe", "Vs computer");
  REQUIRE(game.controller().person_may_move());
  click_move(h, game, game.controller().position().legal_moves().front());
  REQUIRE(game.controller().computer_to_move());
  const SessionPicture before(game.controller().session());

  h.click(button_center(game.panel(), help_one()));
  REQUIRE(h.top<HelpScene>());
  // However long the story plays, and whatever keys are pressed, the game below stays as it was.
  for (int i = 0; i < 40; ++i) {
    if (h.context().worker.thinking()) REQUIRE(h.context().worker.wait_until_idle(60'000));
    h.frames(5, 0.2);
  }
  h.press(SDLK_z, KMOD_CTRL);
  h.press(SDLK_r);
  h.press(SDLK_LEFT);
  REQUIRE(h.top<HelpScene>());
  CHECK(SessionPicture(game.controller().session()) == before);

  h.press(SDLK_RETURN);
  REQUIRE(h.top<GameScene>() == &game);
  CHECK(SessionPicture(game.controller().session()) == before);
  // The computer's move, held while the help was open, comes now.
  REQUIRE(h.run_until([&] { return game.controller().person_may_move(); }));
  CHECK(game.controller().session().history.cursor() == before.cursor + 1);
}

TEST_CASE("the help opened under a finished game's results gives the results back") {
  HeadlessApp h;
  GameScene& game = start_from_menu(h, "Tic-tac-toe", "Vs computer");
  play_to_results(h, game);
  auto* results = h.top<ResultsScene>();
  REQUIRE(results);
  const SessionPicture before(game.controller().session());
  h.click(button_center(game.panel(), help_one()));
  REQUIRE(h.top<HelpScene>());
  h.frames(30, 0.2);
  h.press(SDLK_ESCAPE);
  // The results card again (the game shows a new one when the card stepped aside for the "?":
  // comparing addresses only held where the allocator happened to reuse the old one).
  CHECK(h.top<ResultsScene>() != nullptr);
  CHECK(SessionPicture(game.controller().session()) == before);
}

TEST_CASE("the help's words are big and said in Chinese too; its close button is a big target") {
  const Texts chinese = make_texts(game_catalog(), Language::chinese);
  for (const auto& game : game_catalog()) {
    for (const auto& page : game.help_story.pages) {
      if (page.words.empty()) continue;
      INFO(page.words);
      CHECK(chinese.say(page.words) != page.words);
    }
  }
  CHECK(chinese.missing().empty());

  HeadlessApp h;
  for (const auto& game : game_catalog()) {
    auto pages = ready_help_story(game);
    REQUIRE(pages.ok());
    // Every page's ending, where its words are.
    for (std::size_t page = 0; page < pages->size(); ++page) {
      const double ending = help_page_start(*pages, page + 1) - 1;
      h.scenes().push(std::make_unique<HelpScene>(h.context(), game, ending));
      h.app().canvas().reset_smallest_text();
      h.frames(1);
      auto* help = h.top<HelpScene>();
      REQUIRE(help);
      CHECK(help->moment().phase == HelpMoment::Phase::ending);
      CHECK(help->moment().page == page);
      CHECK(h.app().canvas().smallest_text_drawn() >= kMinText);
      for (const auto& button : help->panel().buttons()) {
        CHECK(button.rect.w >= kMinButton);
        CHECK(button.rect.h >= kMinButton);
      }
      h.scenes().pop();
      h.frames(1);
    }
  }
}

TEST_CASE("the help's still parts let the window sleep; what moves is drawn every frame") {
  HeadlessApp h;
  const GameInfo& game = game_catalog().front();
  h.scenes().push(std::make_unique<HelpScene>(h.context(), game));
  h.frames(1);
  auto* help = h.top<HelpScene>();
  REQUIRE(help);
  CHECK(help->moment().phase == HelpMoment::Phase::opening);
  CHECK(help->seconds_to_next_change() > 0.5);
  h.frames(4, (HelpPace{}.opening + 0.2) / 4);
  CHECK(help->moment().phase == HelpMoment::Phase::pointing);
  CHECK(help->seconds_to_next_change() == 0);
}
