// What the game keeps between runs, through the real window: the game in progress with its undo
// history and the continue button, settings, statistics, damaged files, and the demo keeping out.
#include <catch2/catch.hpp>

#include "app/keep/kept_session.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/setup_scene.h"
#include "games/catalog.h"
#include "headless_app.h"
#include "persist/persist_test_support.h"
#include "persist/store.h"
#include "scene_driving.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;
using arcade::testing::file_bytes;
using arcade::testing::plant_file;
using arcade::testing::TempDir;

namespace {

// A window keeping its files in `dir`.
std::unique_ptr<HeadlessApp> open_app(const TempDir& dir, LaunchOptions launch = {}) {
  return std::make_unique<HeadlessApp>(640, 360, launch, dir.path());
}

std::function<bool(const Button&)> continue_button() {
  return labelled("Continue");
}

bool has_continue(MenuScene& menu) {
  for (const auto& button : menu.panel().buttons()) {
    if (button.label == "Continue") return true;
  }
  return false;
}

// The person plays the first legal move each turn, `turns` times, the computer replying.
void play_turns(HeadlessApp& h, GameScene& game, int turns) {
  for (int turn = 0; turn < turns; ++turn) {
    REQUIRE(h.run_until([&] { return game.controller().person_may_move() && !game.animating(); }));
    click_move(h, game, game.controller().position().legal_moves().front());
  }
  REQUIRE(h.run_until([&] { return game.controller().person_may_move(); }));
}

// A game scene pushed straight onto the menu, for positions a test needs exactly.
GameScene& push_game(HeadlessApp& h, const SessionSetup& setup) {
  auto session = start_session(game_catalog(), setup);
  REQUIRE(session.ok());
  h.scenes().push(std::make_unique<GameScene>(h.context(), std::move(session).value(), GameMode{}));
  h.scenes().apply_pending();
  auto* game = h.top<GameScene>();
  REQUIRE(game);
  return *game;
}

// Nim with one stone, the last stone winning: the first click ends the game, won by the person.
SessionSetup one_stone_nim(const std::string& computer) {
  return {"nim",
          {{"heaps", "1"}, {"rule", "normal"}},
          {Seat::person(), Seat::computer_player(computer)}};
}

// The names in `dir` that begin with `prefix`.
std::vector<std::string> names_starting(const TempDir& dir, const std::string& prefix) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path())) {
    const auto name = entry.path().filename().string();
    if (name.starts_with(prefix)) names.push_back(name);
  }
  return names;
}

}  // namespace

TEST_CASE("a game left in the middle is continued at the next start, with its undo history") {
  TempDir dir;
  std::optional<SavedGame> left;
  {
    auto h = open_app(dir);
    GameScene& game = start_from_menu(*h, "Reversi", "Vs computer");
    play_turns(*h, game, 3);
    left = saved_game_of(game.controller().session());
    REQUIRE(left->history.cursor() == 6);
    // The file follows every move: it already holds this very game.
    h->context().keeper.flush();
    const auto kept = read_game_file(dir / "current-game.txt");
    REQUIRE(kept.ok());
    CHECK(*kept == *left);
  }  // the window closes in the middle of the game

  auto h = open_app(dir);
  auto* menu = h->top<MenuScene>();
  REQUIRE(menu);
  REQUIRE(has_continue(*menu));
  h->click(button_center(menu->panel(), continue_button()));
  auto* game = h->top<GameScene>();
  REQUIRE(game);
  CHECK(saved_game_of(game->controller().session()) == *left);
  // Undo goes back, a turn at a time, to the very start.
  int undos = 0;
  while (game->controller().can_undo()) {
    h->click(button_center(game->panel(), with_icon(Sprite::icon_undo)));
    ++undos;
    REQUIRE(undos <= 3);
  }
  CHECK(undos == 3);
  CHECK(game->controller().session().history.cursor() == 0);
  // ...and the undos are kept too, with the moves to redo.
  h->context().keeper.flush();
  const auto kept = read_game_file(dir / "current-game.txt");
  REQUIRE(kept.ok());
  CHECK(kept->history.cursor() == 0);
  CHECK(kept->history.size() == left->history.size());
}

TEST_CASE("a game left while the computer was to move resumes its thinking") {
  TempDir dir;
  {
    auto h = open_app(dir);
    GameScene& game = start_from_menu(*h, "Nim", "Vs computer");
    REQUIRE(h->run_until([&] { return game.controller().person_may_move(); }));
    click_move(*h, game, game.controller().position().legal_moves().front());
    REQUIRE(game.controller().computer_to_move());
  }
  auto h = open_app(dir);
  h->click(button_center(h->top<MenuScene>()->panel(), continue_button()));
  auto* game = h->top<GameScene>();
  REQUIRE(game);
  REQUIRE(game->controller().session().history.cursor() == 1);
  CHECK(game->controller().computer_to_move());
  REQUIRE(h->run_until([&] { return game->controller().session().history.cursor() == 2; }));
}

TEST_CASE("a finished game is not offered; home in the middle of one offers it at once") {
  TempDir dir;
  auto h = open_app(dir);
  REQUIRE_FALSE(has_continue(*h->top<MenuScene>()));
  GameScene& game = start_from_menu(*h, "Tic-tac-toe", "Two players");
  click_move(*h, game, 4);
  h->click(button_center(game.panel(), with_icon(Sprite::icon_home)));  // to the setup
  h->press(SDLK_ESCAPE);                                                // to the menu
  auto* menu = h->top<MenuScene>();
  REQUIRE(menu);
  REQUIRE(has_continue(*menu));
  h->click(button_center(menu->panel(), continue_button()));
  auto* again = h->top<GameScene>();
  REQUIRE(again);
  CHECK(again->controller().session().history.cursor() == 1);
  // Play it out: the file goes when the game ends.
  for (const Move move : {0, 1, 2, 6, 8, 7}) {
    if (again->controller().position().is_over()) break;
    if (again->controller().position().is_legal(move)) click_move(*h, *again, move);
  }
  REQUIRE(h->run_until([&] { return again->controller().position().is_over(); }));
  h->context().keeper.flush();
  CHECK_FALSE(std::filesystem::exists(dir / "current-game.txt"));
  h.reset();
  auto next = open_app(dir);
  CHECK_FALSE(has_continue(*next->top<MenuScene>()));
}

TEST_CASE("settings and the last choices in the menu survive a restart") {
  TempDir dir;
  Settings chosen;
  {
    auto h = open_app(dir);
    auto* menu = h->top<MenuScene>();
    REQUIRE(menu);
    h->click(button_center(menu->panel(), with_icon(Sprite::icon_sound_on)));
    h->click(button_center(menu->panel(), with_icon(Sprite::icon_contrast)));
    h->click(button_center(menu->panel(), with_icon(Sprite::icon_speed_normal)));
    h->click(button_center(menu->panel(), labelled("Gomoku")));
    auto* setup = h->top<SetupScene>();
    REQUIRE(setup);
    h->click(button_center(setup->panel(), labelled("9×9")));
    h->click(button_center(setup->panel(), labelled("Exactly 5")));
    chosen = h->context().settings;
    CHECK_FALSE(chosen.sound);
    CHECK(chosen.high_contrast);
    CHECK(chosen.animation == AnimationSpeed::fast);
    CHECK(chosen.last_game == "gomoku");
    // Saved as soon as they changed, not only at the end.
    h->context().keeper.flush();
    CHECK(Store(dir.path()).load_settings().value == chosen);
  }
  auto h = open_app(dir);
  CHECK(h->context().settings == chosen);
  h->click(button_center(h->top<MenuScene>()->panel(), labelled("Gomoku")));
  auto* setup = h->top<SetupScene>();
  REQUIRE(setup);
  CHECK(setup->setup().options.at("size") == "9");
  CHECK(setup->setup().options.at("rule") == "exact5");
}

TEST_CASE(
    "the sound option sets this run's sound and leaves the saved choice alone unless it is "
    "turned") {
  TempDir dir;
  LaunchOptions quiet;
  quiet.sound = false;
  {
    auto h = open_app(dir, quiet);
    CHECK_FALSE(h->context().settings.sound);
    auto* menu = h->top<MenuScene>();
    REQUIRE(menu);
    // Another setting changes, so the settings are saved: the sound in them is still the player's.
    h->click(button_center(menu->panel(), with_icon(Sprite::icon_contrast)));
    h->context().keeper.flush();
    const Settings saved = Store(dir.path()).load_settings().value;
    CHECK(saved.high_contrast);
    CHECK(saved.sound);
  }
  {
    auto h = open_app(dir);
    CHECK(h->context().settings.sound);
    CHECK(h->context().settings.high_contrast);
  }
  {
    // Turned on and off again in a --sound on run: off is now the player's own choice.
    LaunchOptions loud;
    loud.sound = true;
    auto h = open_app(dir, loud);
    CHECK(h->context().settings.sound);
    h->click(button_center(h->top<MenuScene>()->panel(), with_icon(Sprite::icon_sound_on)));
    CHECK_FALSE(h->context().settings.sound);
  }
  auto h = open_app(dir);
  CHECK_FALSE(h->context().settings.sound);
}

TEST_CASE("remembered choices that no longer make sense fall back to the defaults") {
  TempDir dir;
  Settings odd;
  odd.choices["reversi"] = GameChoices{{"person", "no-such-player"}, {}};
  odd.choices["gomoku"] = GameChoices{{"person", "person"}, {{"size", "banana"}}};
  REQUIRE_FALSE(Store(dir.path()).save_settings(odd));
  auto h = open_app(dir);
  for (const char* name : {"Reversi", "Gomoku"}) {
    h->click(button_center(h->top<MenuScene>()->panel(), labelled(name)));
    auto* setup = h->top<SetupScene>();
    REQUIRE(setup);
    CHECK(setup->setup() == default_setup(*find_game(setup->setup().game_id)));
    h->press(SDLK_ESCAPE);
  }
}

TEST_CASE(
    "damaged settings and a damaged game are kept aside, said in one line, and play goes on") {
  TempDir dir;
  plant_file(dir / "settings.json", "{\"sound\": tru");
  plant_file(dir / "current-game.txt", "board-arcade-game 1\ngame reversi\nmoves f5 a1\nend\n");
  auto h = open_app(dir);
  CHECK(names_starting(dir, "settings.json.damaged-").size() == 1);
  CHECK(names_starting(dir, "current-game.txt.damaged-").size() == 1);
  CHECK_FALSE(std::filesystem::exists(dir / "current-game.txt"));
  auto* menu = h->top<MenuScene>();
  REQUIRE(menu);
  CHECK(menu->notice().find("settings") != std::string::npos);
  CHECK(h->context().keeper.notices().size() == 2);
  CHECK(h->context().settings == Settings{});
  CHECK_FALSE(has_continue(*menu));
  h->frames(3);
  CHECK_FALSE(menu->notice().empty());  // it stays up for a while...
  // ...until the first click, which still does what it was for; the next notice then waits for
  // the return to the menu.
  GameScene& game = start_from_menu(*h, "Tic-tac-toe", "Two players");
  CHECK_THAT(menu->notice(), Catch::Contains("last game"));
  click_move(*h, game, 4);
  CHECK(game.controller().session().history.cursor() == 1);
  h->context().keeper.flush();
  CHECK(std::filesystem::exists(dir / "current-game.txt"));
}

TEST_CASE(
    "every notice is shown, one after another: damaged files and files that cannot be saved") {
  TempDir dir;
  plant_file(dir / "settings.json", "{\"sound\": tru");
  plant_file(dir / "statistics.json", "[]");
  plant_file(dir / "current-game.txt", "board-arcade-game 1\ngame reversi\nmoves f5 a1\nend\n");
  auto h = open_app(dir);
  auto* menu = h->top<MenuScene>();
  REQUIRE(menu);
  // Each goes with a key that does nothing else (Esc never leaves the menu), and the next comes.
  std::vector<std::string> shown;
  while (!menu->notice().empty() && shown.size() < 10) {
    shown.push_back(menu->notice());
    h->press(SDLK_ESCAPE);
  }
  REQUIRE(shown.size() == 3);
  CHECK_THAT(shown[0], Catch::Contains("settings"));
  CHECK_THAT(shown[1], Catch::Contains("scores"));
  CHECK_THAT(shown[2], Catch::Contains("last game"));

  // A folder where the settings go: saving them fails, which is told once, not at every change.
  std::filesystem::create_directories(dir / "settings.json" / "in the way");
  for (int change = 0; change < 3; ++change) {
    h->press(SDLK_m);  // sound on or off: the settings change and are saved
    h->context().keeper.flush();
    h->frames(1);
    if (change == 0) {
      CHECK_THAT(menu->notice(), Catch::Contains("settings could not be saved"));
      h->frames(static_cast<int>(MenuScene::kNoticeSeconds * 4) + 2, 0.25);  // it goes by itself
    }
    CHECK(menu->notice().empty());
  }
}

TEST_CASE("the same notice waits only once; once gone, it may come again") {
  TempDir dir;
  auto h = open_app(dir);
  auto* menu = h->top<MenuScene>();
  REQUIRE(menu);
  REQUIRE(menu->notice().empty());
  Keeper& keeper = h->context().keeper;
  keeper.add_notice("Chinese needs a CJK font.");
  keeper.add_notice("Something else.");
  keeper.add_notice("Chinese needs a CJK font.");
  CHECK(keeper.notices() ==
        std::vector<std::string>{"Chinese needs a CJK font.", "Something else."});
  keeper.dismiss_notice();
  keeper.dismiss_notice();
  REQUIRE(keeper.notices().empty());
  keeper.add_notice("Chinese needs a CJK font.");
  CHECK(menu->notice() == "Chinese needs a CJK font.");
}

TEST_CASE("the notice of a damaged file goes by itself after a few seconds") {
  TempDir dir;
  plant_file(dir / "statistics.json", "not json at all");
  auto h = open_app(dir);
  auto* menu = h->top<MenuScene>();
  REQUIRE(menu);
  CHECK_FALSE(menu->notice().empty());
  h->frames(static_cast<int>(MenuScene::kNoticeSeconds * 4) + 2, 0.25);
  CHECK(menu->notice().empty());
  CHECK(names_starting(dir, "statistics.json.damaged-").size() == 1);
}

TEST_CASE("a person's win is counted, saved and shown with the next result") {
  TempDir dir;
  const std::string computer = offered_levels(*find_game("nim")).front()->id;
  {
    auto h = open_app(dir);
    GameScene& game = push_game(*h, one_stone_nim(computer));
    click_move(*h, game, game.controller().position().legal_moves().front());
    REQUIRE(game.controller().position().is_over());
    const auto tally = h->context().keeper.tally_for(game.controller().session().setup);
    REQUIRE(tally);
    CHECK(*tally == Tally{1, 1, 0, 0});
  }
  const auto saved = Store(dir.path()).load_statistics();
  CHECK(saved.notice.empty());
  CHECK(saved.value.tallies.at("nim").at(computer) == Tally{1, 1, 0, 0});

  auto h = open_app(dir);
  GameScene& game = push_game(*h, one_stone_nim(computer));
  click_move(*h, game, game.controller().position().legal_moves().front());
  REQUIRE(h->run_until([&] { return h->top<ResultsScene>() != nullptr; }));
  CHECK(h->top<ResultsScene>()->tally() == std::optional<Tally>(Tally{2, 2, 0, 0}));
}

TEST_CASE("a game counts the way it last ended: undo takes its result back, never twice") {
  HeadlessApp h;
  GameScene& game = push_game(h, {"tictactoe", {}, {Seat::person(), Seat::person()}});
  const auto play = [&](std::string_view moves) {
    const auto read = read_moves(game.controller().position(), moves);
    REQUIRE(read);
    for (const Move move : *read) click_move(h, game, move);
  };
  const auto tally = [&] {
    return h.context().keeper.tally_for(game.controller().session().setup);
  };
  play("a1 b1 a2 b2 a3");  // the first seat wins down column a
  REQUIRE(game.controller().position().is_over());
  CHECK(tally() == std::optional<Tally>(Tally{1, 1, 0, 0}));
  REQUIRE(game.undo());  // the win is taken back with the move that made it
  CHECK_FALSE(tally());
  play("c3 b3");  // the second seat wins down column b instead
  CHECK(tally() == std::optional<Tally>(Tally{1, 0, 1, 0}));
  game.restart();
  REQUIRE(game.undo());  // back to the finished game: it is counted already
  REQUIRE(game.controller().position().is_over());
  CHECK(tally() == std::optional<Tally>(Tally{1, 0, 1, 0}));
  REQUIRE(game.undo());
  CHECK_FALSE(tally());
  REQUIRE(game.redo());  // the same ending again counts again
  CHECK(tally() == std::optional<Tally>(Tally{1, 0, 1, 0}));
}

TEST_CASE("the demo never touches the person's game or statistics") {
  TempDir dir;
  {
    auto h = open_app(dir);
    GameScene& won = push_game(*h, one_stone_nim(find_game("nim")->players.front().id));
    click_move(*h, won, won.controller().position().legal_moves().front());
    GameScene& game = push_game(*h, {"tictactoe", {}, {Seat::person(), Seat::person()}});
    click_move(*h, game, 4);
  }
  const std::string game_before = file_bytes(dir / "current-game.txt");
  const std::string statistics_before = file_bytes(dir / "statistics.json");
  REQUIRE_FALSE(game_before.empty());
  REQUIRE_FALSE(statistics_before.empty());

  LaunchOptions launch;
  launch.demo = true;
  auto h = open_app(dir, launch);
  auto* first = h->top<GameScene>();
  REQUIRE(first);
  REQUIRE(first->mode().demo);
  // A whole demo game, its results, and on into the next round.
  REQUIRE(h->run_until([&] { return h->top<ResultsScene>() != nullptr; }));
  REQUIRE(h->run_until([&] {
    auto* game = h->top<GameScene>();
    return game && game->mode().demo_round == 1 &&
           game->controller().session().history.cursor() > 0;
  }));
  CHECK(file_bytes(dir / "current-game.txt") == game_before);
  CHECK(file_bytes(dir / "statistics.json") == statistics_before);
  h->press(SDLK_a);  // back to the menu: the person's game is still offered
  REQUIRE(h->top<MenuScene>());
  CHECK(has_continue(*h->top<MenuScene>()));
}

TEST_CASE(
    "a run offering some games (--games) shows them in its order, keeping the others' files") {
  TempDir dir;
  {
    auto h = open_app(dir);
    GameScene& won = push_game(*h, one_stone_nim(find_game("nim")->players.front().id));
    click_move(*h, won, won.controller().position().legal_moves().front());
  }  // a Nim win counted
  {
    auto h = open_app(dir);
    GameScene& game = start_from_menu(*h, "Reversi", "Vs computer");
    play_turns(*h, game, 2);
  }  // a Reversi game left in the middle
  const std::string game_before = file_bytes(dir / "current-game.txt");
  const std::string statistics_before = file_bytes(dir / "statistics.json");
  REQUIRE_FALSE(game_before.empty());
  REQUIRE_FALSE(statistics_before.empty());

  LaunchOptions launch;
  launch.games = "connect4,tictactoe";
  auto h = open_app(dir, launch);
  auto* menu = h->top<MenuScene>();
  REQUIRE(menu);
  std::vector<std::string> cards;
  for (const auto& button : menu->panel().buttons()) {
    if (button.style == Button::Style::picture) cards.push_back(button.label);
  }
  CHECK(cards == std::vector<std::string>{"Connect Four", "Tic-tac-toe"});
  // The Reversi game is the person's: still offered, and its file untouched.
  REQUIRE(has_continue(*menu));
  h->frames(30);
  h->context().keeper.flush();
  CHECK(file_bytes(dir / "current-game.txt") == game_before);
  CHECK(file_bytes(dir / "statistics.json") == statistics_before);
  h->click(button_center(menu->panel(), continue_button()));
  auto* game = h->top<GameScene>();
  REQUIRE(game);
  CHECK(game->game().id == "reversi");
}

TEST_CASE("a demo offered some games (--games) plays only those, in turn") {
  LaunchOptions launch;
  launch.demo = true;
  launch.games = "nim,tictactoe";
  HeadlessApp h(640, 360, launch);
  std::vector<std::string> played;
  REQUIRE(h.run_until([&] {
    auto* game = h.top<GameScene>();
    if (game && (played.empty() || game->mode().demo_round != static_cast<int>(played.size()) - 1))
      played.push_back(game->game().id);
    return played.size() == 3;
  }));
  CHECK(played == std::vector<std::string>{"nim", "tictactoe", "nim"});
}

TEST_CASE("a window asked to offer games it does not have does not open, and says why") {
  LaunchOptions launch;
  launch.games = "tictactoe,chequers";
  AppConfig config;
  config.headless = true;
  config.data_directory = std::filesystem::path();
  const auto created = App::create(config, launch);
  REQUIRE_FALSE(created);
  CHECK(created.error().find("--games: unknown game 'chequers'") == 0);
}
