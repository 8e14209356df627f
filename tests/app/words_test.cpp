// The window's two languages: every table's Chinese is real Chinese with the English's places,
// every scene drawn in Chinese leaves no English untranslated, and in both languages every text
// drawn fits the box it was given.
#include <catch2/catch.hpp>

#include <functional>
#include <set>
#include <sstream>

#include "app/keep/kept_session.h"
#include "app/render/sdl_canvas.h"
#include "app/scenes/demo.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/help_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/replay_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/saved_games_scene.h"
#include "app/scenes/setup_scene.h"
#include "app/scenes/statistics_scene.h"
#include "app/words/app_texts.h"
#include "app/words/replay_texts.h"
#include "app/words/saves_texts.h"
#include "draw/sizes.h"
#include "games/catalog.h"
#include "games/common/tiers.h"
#include "headless_app.h"
#include "persist/persist_test_support.h"
#include "persist/store.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;

namespace {

// The "{n}" places of a text, sorted. (A plain scan: std::regex trips GCC 12's
// maybe-uninitialized warning in the sanitizer builds.)
std::multiset<std::string> places_of(std::string_view text) {
  std::multiset<std::string> places;
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    const bool digit = text[i + 1] >= '0' && text[i + 1] <= '9';
    if (text[i] == '{' && digit && text[i + 2] == '}')
      places.insert(std::string(text.substr(i, 3)));
  }
  return places;
}

// True if `text` holds a character of the CJK blocks (U+2E80 and up, below the Hangul and
// private-use areas: three-byte UTF-8 sequences that start from 0xe2 0xba).
bool has_cjk(std::string_view text) {
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    const auto b0 = static_cast<unsigned char>(text[i]);
    const auto b1 = static_cast<unsigned char>(text[i + 1]);
    if (b0 >= 0xe4 && b0 <= 0xe9) return true;  // U+4E00–U+9FFF, the common ideographs
    if (b0 == 0xe3 && b1 >= 0x80) return true;  // U+3000–U+3FFF: punctuation, kana, extension A
  }
  return false;
}

void check_table(std::string_view name, std::span<const Translation> table) {
  REQUIRE_FALSE(table.empty());
  std::set<std::string_view> seen;
  for (const auto& entry : table) {
    INFO(name << ": \"" << entry.english << "\" → \"" << entry.chinese << "\"");
    CHECK_FALSE(entry.english.empty());
    CHECK(seen.insert(entry.english).second);  // each English once
    CHECK_FALSE(entry.chinese.empty());
    CHECK(has_cjk(entry.chinese));
    CHECK(entry.chinese != entry.english);
    CHECK(places_of(entry.chinese) == places_of(entry.english));
    for (const char* placeholder : {"TODO", "FIXME", "???", "XXX", "TBD"}) {
      CHECK(entry.chinese.find(placeholder) == std::string_view::npos);
    }
  }
}

// Every text of `game` the window can show: its name, its players' names, its choices' labels.
std::vector<std::string> window_words(const GameInfo& game) {
  std::vector<std::string> words{game.name};
  for (const auto& player : game.players) words.push_back(player.name);
  for (const auto& option : game.options) {
    for (const auto& choice : option.offered) {
      if (!choice.label.empty()) words.push_back(choice.label);
    }
  }
  return words;
}

// Plays `moves` (each legal in turn) from the start of `setup`.
GameSession played(const SessionSetup& setup, std::initializer_list<Move> moves) {
  auto session = start_session(game_catalog(), setup);
  REQUIRE(session.ok());
  for (const Move move : moves) REQUIRE(play_move(*session, move));
  return std::move(session).value();
}

// Plays seeded random moves to the end.
void finish(GameSession& session) {
  Rng rng(3);
  while (!session.position().is_over()) {
    REQUIRE(play_move(session, pick_one(session.position().legal_moves(), rng)));
  }
}

// Draws every scene of the window once, each with `check` called after its frame: the menu with
// each notice and with a game to continue, every game's setup, every game at every board the
// setup offers and with every computer of its ladder, every kind of result, and the demo.
class SceneTour {
 public:
  SceneTour(Language language, std::function<void(const std::string& scene)> check)
      : h_(1280, 720, launch_of(language), files_.path()), check_(std::move(check)) {}

  HeadlessApp& app() { return h_; }

  void run() {
    draw("menu");
    for (const char* notice :
         {"Your settings could not be read, so the defaults are used.",
          "Your scores could not be read, so they start from zero.",
          "The last game could not be read, so a new one starts.",
          "Your settings could not be saved.", "Your scores could not be saved.",
          "This game could not be saved."}) {
      h_.context().keeper.add_notice(notice);
      draw(std::string("menu with the notice \"") + notice + "\"");
      h_.context().keeper.dismiss_notice();
    }
    for (const auto& game : game_catalog()) {
      push(std::make_unique<SetupScene>(h_.context(), game));
      draw("setup of " + game.id);
      pop();
      tour_games(game);
    }
    // A game to continue: the menu's continue button, and the setup's.
    const GameInfo& first = game_catalog().front();
    push_game(played(default_setup(first), {}));
    h_.context().keeper.keep_game(top_game().controller().session());
    pop();
    draw("menu with a game to continue");
    push(std::make_unique<SetupScene>(h_.context(), first));
    draw("setup with a game to continue");
    pop();
    tour_results();
    tour_kept_games();
    for (int round = 0; round < static_cast<int>(game_catalog().size()); ++round) {
      push(make_demo_scene(h_.context(), round));
      draw("demo round " + std::to_string(round));
      pop();
    }
  }

 private:
  static LaunchOptions launch_of(Language language) {
    LaunchOptions launch;
    launch.language = language;
    return launch;
  }

  void draw(const std::string& scene) {
    h_.app().canvas().start_text_log();
    h_.frames(1);
    check_(scene);
  }
  void push(std::unique_ptr<Scene> scene) {
    h_.scenes().push(std::move(scene));
    h_.scenes().apply_pending();
  }
  void pop() {
    h_.scenes().pop();
    h_.scenes().apply_pending();
  }
  void push_game(GameSession session) {
    push(std::make_unique<GameScene>(h_.context(), std::move(session), GameMode{}));
  }
  GameScene& top_game() { return *h_.top<GameScene>(); }

  void tour_games(const GameInfo& game) {
    const SessionSetup start = default_setup(game);
    // Every board and rule the setup offers, a person against each computer of the ladder.
    std::vector<SessionSetup> setups;
    for (const PlayerInfo* level : offered_levels(game)) {
      SessionSetup setup = start;
      setup.seats = {Seat::person(), Seat::computer_player(level->id)};
      setups.push_back(setup);
    }
    for (const auto& option : game.options) {
      for (const auto& choice : option.offered) {
        SessionSetup setup = start;
        setup.options[option.key] = choice.value;
        setups.push_back(setup);
      }
    }
    for (const auto& setup : setups) {
      auto session = start_session(game, setup);
      REQUIRE(session.ok());
      if (auto moves = read_moves(session->position(), game.showcase_moves)) {
        for (const Move move : *moves) play_move(*session, move);
      }
      push_game(std::move(session).value());
      draw("game of " + game.id + " against " + setup.seats[1].computer);
      pop();
    }
    tour_help(game);
    tour_replay(game);
  }

  // The how-to-play story every few seconds of its loop, pages, words and endings.
  void tour_help(const GameInfo& game) {
    if (game.help_story.pages.empty()) return;
    for (double seconds = 0; seconds < 40; seconds += 1.5) {
      push(std::make_unique<HelpScene>(h_.context(), game, seconds));
      draw("help of " + game.id + " at " + std::to_string(seconds) + " s");
      pop();
    }
  }

  // The game's showcase replayed, at its start and its last move, with its "who is winning".
  void tour_replay(const GameInfo& game) {
    auto session = start_session(game, default_setup(game));
    REQUIRE(session.ok());
    if (auto moves = read_moves(session->position(), game.showcase_moves)) {
      for (const Move move : *moves) play_move(*session, move);
    }
    const ReplayGame replay = replay_game_of(*session);
    for (const std::size_t at : {std::size_t{0}, session->history.cursor()}) {
      push(std::make_unique<ReplayScene>(h_.context(), replay, at, false));
      draw("replay of " + game.id + " at move " + std::to_string(at));
      pop();
    }
  }

  // The scores after the games above, and the saved games and their trash, with one game of each
  // kind kept and one file cut short.
  void tour_kept_games() {
    push(std::make_unique<StatisticsScene>(h_.context()));
    draw("scores");
    pop();
    const Store store(files_.path());
    for (const auto& game : game_catalog()) {
      auto session = start_session(game, default_setup(game));
      REQUIRE(session.ok());
      REQUIRE(store.save_game(saved_game_of(*session)).ok());
    }
    arcade::testing::plant_file(files_.path() / "saves" / "cut-short.txt", "board-arcade-game 1\n");
    auto saved = std::make_unique<SavedGamesScene>(h_.context());
    SavedGamesScene& shown = *saved;
    push(std::move(saved));
    draw("saved games");
    shown.show_shelf(SavesShelf::trash);
    draw("the trash of the saved games");
    pop();
  }

  void tour_results() {
    // Tic-tac-toe's cells are numbered row by row from the top left.
    const std::initializer_list<Move> first_wins{0, 3, 1, 4, 2};
    const std::initializer_list<Move> second_wins{4, 0, 8, 2, 6, 1};
    const std::initializer_list<Move> draw_game{4, 0, 8, 2, 1, 7, 6, 3, 5};
    const Seat person = Seat::person();
    const Seat computer = Seat::computer_player("perfect");
    struct Case {
      const char* what;
      std::array<Seat, 2> seats;
      std::initializer_list<Move> moves;
    };
    const Case cases[] = {
        {"a person beats a computer", {person, computer}, first_wins},
        {"a computer beats a person", {person, computer}, second_wins},
        {"one person beats another", {person, person}, first_wins},
        {"computers play", {computer, computer}, second_wins},
        {"a draw", {person, person}, draw_game},
    };
    for (const auto& each : cases) {
      push_game(played({"tictactoe", {}, each.seats}, each.moves));
      push(std::make_unique<ResultsScene>(h_.context(), top_game()));
      draw(std::string("results: ") + each.what);
      pop();
      pop();
    }
    // A game that counts pieces: the score line too.
    for (const auto& game : game_catalog()) {
      SessionSetup setup = default_setup(game);
      setup.seats = {Seat::person(), Seat::computer_player(offered_levels(game).front()->id)};
      GameSession session = played(setup, {});
      finish(session);
      push_game(std::move(session));
      push(std::make_unique<ResultsScene>(h_.context(), top_game()));
      draw("results of " + game.id);
      pop();
      pop();
    }
  }

  arcade::testing::TempDir files_;  // before h_, which keeps its files there
  HeadlessApp h_;
  std::function<void(const std::string&)> check_;
};

}  // namespace

TEST_CASE("every table of Chinese texts is real Chinese with the places of its English") {
  check_table("app", app_translations());
  check_table("tiers", kTierTranslations);
  check_table("replay and scores", replay_translations());
  check_table("saved games", saves_translations());
  for (const auto& game : game_catalog()) {
    check_table(game.id, game.translations);
    check_table(game.id + " help", game.help_story.translations);
  }
}

TEST_CASE("every name, player and choice a game shows has its Chinese") {
  const Texts texts = make_texts(game_catalog(), Language::chinese);
  for (const auto& game : game_catalog()) {
    for (const auto& words : window_words(game)) {
      INFO(game.id << ": \"" << words << "\"");
      CHECK(texts.chinese_of(words));
    }
  }
  for (const auto& tier : kTiers) CHECK(texts.chinese_of(tier.name));
}

TEST_CASE("the games' names are the design documents' own") {
  const Texts texts = make_texts(game_catalog(), Language::chinese);
  CHECK(texts.say("Tic-tac-toe") == "井字棋");
  CHECK(texts.say("Gomoku") == "五子棋");
  CHECK(texts.say("Reversi") == "黑白棋");
  CHECK(texts.say("Nim") == "取石子");
  CHECK(texts.say("Connect Four") == "四子棋");
}

TEST_CASE("every scene drawn in Chinese leaves no English text untranslated") {
  SceneTour tour(Language::chinese, [](const std::string&) {});
  REQUIRE(tour.app().context().texts.language() == Language::chinese);  // needs fonts-noto-cjk
  tour.run();
  const auto& missing = tour.app().context().texts.missing();
  std::string list;
  for (const auto& english : missing) list += "\"" + english + "\" ";
  INFO("said in Chinese without a translation: " << list);
  CHECK(missing.empty());
}

namespace {

// Every line drawn since the log started had a box and fits it, on the canvas.
void check_fit(HeadlessApp& h, const std::string& scene, int& lines) {
  for (const DrawnText& drawn : h.app().canvas().text_log()) {
    ++lines;
    INFO(scene << ": \"" << drawn.text << "\" " << drawn.where.w << " wide at size " << drawn.size
               << ", box " << drawn.max_width);
    CHECK(drawn.max_width > 0);
    CHECK(drawn.where.w <= drawn.max_width + 1);
    CHECK(drawn.where.x >= 0);
    CHECK(drawn.where.right() <= kCanvasWidth);
    // Shrunk to fit at most this far (the status card sets "Dragon" at about 30 px, as it did
    // before there were two languages); layout_test holds the screens without names to 32 px.
    CHECK(drawn.size >= kMinText * kSmallestFitFraction);
  }
}

}  // namespace

TEST_CASE("every text of every scene fits its box, in English and in Chinese", "[slow]") {
  for (const Language language : {Language::english, Language::chinese}) {
    INFO(language_code(language));
    int lines = 0;
    SceneTour* current = nullptr;
    SceneTour tour(language,
                   [&](const std::string& scene) { check_fit(current->app(), scene, lines); });
    current = &tour;
    REQUIRE(tour.app().context().texts.language() == language);
    tour.run();
    CHECK(lines > 100);
    // The pass badge is drawn only for a moment in Reversi: its word, measured, fits too.
    SdlCanvas& canvas = tour.app().app().canvas();
    CHECK(canvas.text_width(tour.app().context().say("Pass"), 34) <= 88);
  }
}

TEST_CASE("the language button switches the window's words at once and is remembered") {
  HeadlessApp h(640, 360);
  REQUIRE(h.context().texts.language() == Language::english);
  const ButtonPanel& panel = h.top<MenuScene>()->panel();
  std::optional<Rect> globe;
  for (const auto& button : panel.buttons()) {
    if (button.icon == Sprite::icon_language) globe = button.rect;
  }
  REQUIRE(globe);
  const auto first_card = [&] { return h.top<MenuScene>()->panel().buttons().front().label; };
  CHECK(first_card() == game_catalog().front().name);
  h.click(globe->center());
  CHECK(h.context().texts.language() == Language::chinese);
  CHECK(h.context().settings.language == Language::chinese);
  CHECK(first_card() == h.context().say(game_catalog().front().name));
  CHECK(first_card() != game_catalog().front().name);
  h.click(globe->center());
  CHECK(h.context().texts.language() == Language::english);
  CHECK(h.context().settings.language == Language::english);
  CHECK(first_card() == game_catalog().front().name);
}
