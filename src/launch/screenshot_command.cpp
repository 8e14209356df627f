// `board-arcade screenshot --out FILE.png [--scene S] [--game G] [--moves M] [--size WxH] ...`.
#include "launch/screenshot_command.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <ostream>

#include "app/app.h"
#include "app/help/help_timeline.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/help_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/replay_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/saved_games_scene.h"
#include "app/scenes/setup_scene.h"
#include "app/scenes/statistics_scene.h"
#include "app/session/demo_plan.h"
#include "cli/cli_support.h"
#include "core/rng.h"
#include "core/text.h"
#include "games/catalog.h"
#include "games/game_info.h"
#include "games/help_pages.h"

namespace arcade::launch {
namespace {

using namespace app;

// Where `game` is in the catalog: the demo round that plays it first.
int catalog_index(const GameInfo& game) {
  const Catalog& games = game_catalog();
  for (std::size_t index = 0; index < games.size(); ++index) {
    if (games[index].id == game.id) return static_cast<int>(index);
  }
  return 0;
}

// Reads "WxH" with both sides between 320 and 7680 pixels.
std::pair<int, int> parse_size(const std::string& text) {
  const auto parts = split(text, "x");
  if (parts.size() == 2) {
    const auto w = parse_integer(parts[0], 320, 7680);
    const auto h = parse_integer(parts[1], 240, 4320);
    if (w && h) return {static_cast<int>(*w), static_cast<int>(*h)};
  }
  throw UsageError("--size is WIDTHxHEIGHT, like 1280x720 (320x240 to 7680x4320), not " +
                   quote_for_message(text));
}

// Scores against a few opponents of each game: some wins, draws and losses, made up for pictures.
Statistics sample_statistics() {
  Statistics statistics;
  Rng rng(11);
  for (const GameInfo& game : game_catalog()) {
    const auto levels = game.ladder();
    for (std::size_t i = 0; i < levels.size(); i += 2) {
      Tally& tally = statistics.tallies[game.id][levels[i]->id];
      tally.wins = rng.below(12);
      tally.draws = rng.below(4);
      tally.losses = rng.below(9);
      tally.games = tally.wins + tally.draws + tally.losses;
    }
  }
  statistics.tallies[game_catalog().front().id]["person"] = Tally{5, 2, 2, 1};
  return statistics;
}

// Plays seeded random moves until the game ends, so the results screen has a result to show.
void finish_game(GameSession& session) {
  Rng rng(7);
  while (!session.position().is_over()) {
    play_move(session, pick_one(session.position().legal_moves(), rng));
  }
}

class ScreenshotCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand(
        "screenshot", "Draw one frame of a scene headless (software renderer) and save it as PNG");
    command->add_option("--out", out_, "the PNG file to write")->required();
    command
        ->add_option("--scene", scene_,
                     "menu, setup, game, results, demo (a game of the demo with its "
                     "invitation to play), help (how to play, over the setup), replay (the game "
                     "so far, or a finished one without --moves, with its graph), statistics "
                     "(sample scores without --data-dir), saves or trash (the saved games of "
                     "--data-dir, or their trash; default menu)")
        ->check(CLI::IsMember({"menu", "setup", "game", "results", "demo", "help", "replay",
                               "statistics", "saves", "trash"}));
    command->add_option("--at", at_,
                        "replay: the position shown, moves from the start (default the last)");
    command->add_option("--game", game_id_, "the game (board-arcade games; default the first)");
    command->add_option("--moves", moves_, "moves played from the start first");
    command->add_flag("--showcase", showcase_,
                      "play the game's own showcase moves first (a game under way)");
    command->add_option("--size", size_, "window size WIDTHxHEIGHT (default 1280x720)");
    command->add_option("--set", settings_, "a game option KEY=VALUE (repeatable)")
        ->allow_extra_args(false);
    command->add_flag("--high-contrast", high_contrast_, "use the high-contrast look");
    command
        ->add_option("--help-time", help_seconds_,
                     "with --scene help: the moment of the story drawn, in seconds from its "
                     "start (it loops), or from the start of --help-page's page")
        ->check(CLI::Range(0.0, 3600.0));
    command
        ->add_option("--help-page", help_page_,
                     "with --scene help: page N of the story (1 is the first), by default at its "
                     "ending (the trophy, the cross, the words)")
        ->check(CLI::Range(1, 100));
    command
        ->add_option("--language", language_,
                     "the window's words: en (English, the default) or zh (Simplified Chinese)")
        ->check(CLI::IsMember({"en", "zh"}));
    command->add_option("--data-dir", data_directory_,
                        "use the game's files in DIR as the game would (continue button, "
                        "notices of damaged files; default none: the same picture everywhere)");
    return command;
  }

  int run(std::ostream& out, std::ostream& err) override {
    const GameInfo& game = require_game(game_id_.empty() ? game_catalog().front().id : game_id_);
    if (showcase_ && moves_) throw UsageError("--showcase and --moves are one or the other");
    if (showcase_) moves_ = game.showcase_moves;
    const auto [width, height] = parse_size(size_);
    const bool demo = scene_ == "demo";
    SessionSetup setup =
        demo ? demo_setup(game_catalog(), catalog_index(game)) : default_setup(game);
    for (const auto& [key, value] : require_options(game, settings_)) {
      if (std::find(settings_.begin(), settings_.end(), key + "=" + value) != settings_.end()) {
        setup.options[key] = value;
      }
    }
    auto session = start_session(game, setup);
    if (!session) throw UsageError("bad " + game.id + " options: " + session.error());
    if (moves_) {
      // The same reader as the command line's --moves: run-together transcripts, left-out passes.
      const auto moves = read_moves(session->position(), *moves_);
      if (!moves) throw UsageError("bad --moves: " + moves.error());
      for (const Move& move : *moves) play_move(*session, move);
    }
    if (scene_ == "results" || (scene_ == "replay" && !moves_)) finish_game(*session);

    ManualClock clock;
    AppConfig config;
    config.headless = true;
    config.width = width;
    config.height = height;
    config.clock = &clock;
    config.seed = 1;
    config.open_menu = false;
    config.data_directory = data_directory_;
    LaunchOptions launch;
    launch.language = language_of_locale(language_);
    auto app = App::create(config, launch);
    if (!app) {
      err << "board-arcade: " << app.error() << "\n";
      return 1;
    }
    App& window = *app.value();
    if (high_contrast_) window.settings().high_contrast = true;
    if (window.context().texts.language() != launch.language) {
      err << "board-arcade: no font with Chinese characters (install fonts-noto-cjk)\n";
      return 1;
    }
    AppContext& context = window.context();
    SceneStack& scenes = window.scenes();
    scenes.push(std::make_unique<MenuScene>(context));
    const bool saved_games = scene_ == "saves" || scene_ == "trash";
    if (saved_games) {
      auto scene = std::make_unique<SavedGamesScene>(context);
      if (scene_ == "trash") scene->show_shelf(SavesShelf::trash);
      scenes.push(std::move(scene));
    }
    const bool over_menu = scene_ == "menu" || scene_ == "statistics" || saved_games;
    if (!over_menu && !demo) scenes.push(std::make_unique<SetupScene>(context, game));
    if (scene_ == "game" || scene_ == "results" || demo) {
      const GameMode mode{demo, demo ? catalog_index(game) : 0};
      scenes.push(std::make_unique<GameScene>(context, *session, mode));
    }
    if (scene_ == "help") {
      scenes.push(std::make_unique<HelpScene>(context, game, help_moment_seconds(game)));
    }
    scenes.apply_pending();
    if (scene_ == "results") {
      scenes.push(std::make_unique<ResultsScene>(context, *dynamic_cast<GameScene*>(scenes.top())));
      scenes.apply_pending();
      // Let the celebration get under way (only the top scene runs: the board stays as it is).
      for (int frame = 0; frame < 60; ++frame) {
        clock.advance(1.0 / 60);
        window.run_frame();
      }
    }
    if (scene_ == "replay") show_replay(window, clock, *session);
    if (scene_ == "statistics") show_statistics(window, clock);
    std::string error;
    if (!window.save_screenshot(out_, &error)) {
      err << "board-arcade: " << error << "\n";
      return 1;
    }
    out << "wrote " << out_ << " (" << scene_ << ", " << width << "x" << height << ")\n";
    return 0;
  }

 private:
  // The replay of `session` at --at, over the menu, once every judgement of its graph is in.
  void show_replay(App& window, ManualClock& clock, const GameSession& session) {
    const std::size_t last = session.history.cursor();
    const std::size_t at = at_ ? std::min(*at_, last) : last;
    auto replay =
        std::make_unique<ReplayScene>(window.context(), replay_game_of(session), at, false);
    ReplayScene& shown = *replay;
    window.scenes().push(std::move(replay));
    window.scenes().apply_pending();
    shown.judgements().wait_until_finished(120'000);
    settle(window, clock);
  }

  // The scores over the menu: the data folder's, or sample figures when there is none.
  void show_statistics(App& window, ManualClock& clock) {
    AppContext& context = window.context();
    if (!context.keeper.keeps_files()) context.keeper.replace_statistics(sample_statistics());
    window.scenes().push(std::make_unique<StatisticsScene>(context));
    window.scenes().apply_pending();
    settle(window, clock);
  }

  // A few frames, so presses and animations have settled.
  static void settle(App& window, ManualClock& clock) {
    for (int frame = 0; frame < 30; ++frame) {
      clock.advance(1.0 / 60);
      window.run_frame();
    }
  }

  std::optional<std::size_t> at_;
  // The moment of `game`'s help story that --help-time and --help-page ask for, in seconds from
  // the story's start.
  double help_moment_seconds(const GameInfo& game) const {
    if (!help_page_) return help_seconds_.value_or(0);
    const auto pages = ready_help_story(game);
    if (!pages) throw UsageError(pages.error());
    const auto index = static_cast<std::size_t>(*help_page_ - 1);
    if (index >= pages->size()) {
      throw UsageError("--help-page: " + game.id + "'s story has " + std::to_string(pages->size()) +
                       " pages");
    }
    // By default the page's ending, a second and a half into it.
    const double into_page =
        help_seconds_.value_or(help_page_seconds((*pages)[index]) - HelpPace{}.ending + 1.5);
    return help_page_start(*pages, index) + into_page;
  }

  std::string out_;
  std::string scene_ = "menu";
  std::string game_id_;  // empty: the catalog's first game
  bool showcase_ = false;
  std::optional<std::string> moves_;
  std::string size_ = "1280x720";
  std::vector<std::string> settings_;
  bool high_contrast_ = false;
  std::optional<double> help_seconds_;
  std::optional<int> help_page_;
  std::string language_ = "en";
  std::filesystem::path data_directory_;  // empty: nothing read or kept
};

}  // namespace

std::unique_ptr<Command> make_screenshot_command() {
  return std::make_unique<ScreenshotCommand>();
}

}  // namespace arcade::launch
