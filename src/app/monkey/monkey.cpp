// The monkey test: running the App frame by frame and checking its invariants after each frame.
#include "app/monkey/monkey.h"

#include <chrono>
#include <exception>
#include <sstream>
#include <utility>

#include "app/monkey/monkey_driver.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/help_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/replay_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/saved_games_scene.h"
#include "app/scenes/setup_scene.h"
#include "app/scenes/statistics_scene.h"

namespace arcade::app {
namespace monkey {
namespace {

// A computer to move with no search running must move within this much game time (the slowest
// pace waits about a second).
constexpr int kStalledGameSeconds = 20;
// A search longer than this in real time ignored its budget of a few milliseconds.
constexpr int kLongestSearchSeconds = 30;
// A finished game shows its results within this much game time (the delay is about a second).
constexpr int kResultsDueSeconds = 5;
// How many of the last inputs a violation's message lists.
constexpr std::size_t kRecentInputsShown = 12;

double wall_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace

Driver::Driver(App& app, ManualClock& clock, const MonkeyOptions& options, MonkeyReport& report)
    : app_(app),
      clock_(clock),
      options_(options),
      report_(report),
      rng_(options.seed),
      start_settings_(app.settings()) {
  note_top_scene();
  last_place_ = place();
}

void Driver::fail(const std::string& what) const {
  std::ostringstream message;
  message << what << "\n  after input " << report_.events << " (seed " << options_.seed
          << "), frame " << report_.frames << "; the last inputs, oldest first:";
  for (const auto& input : recent_inputs_) message << "\n    " << input;
  throw Violation{message.str()};
}

void Driver::remember(const std::string& input) {
  recent_inputs_.push_back(input);
  if (recent_inputs_.size() > kRecentInputsShown) recent_inputs_.pop_front();
}

namespace {

// The name the report gives a scene the monkey has no inputs of its own for.
const char* other_scene_name(const Scene* scene) {
  if (dynamic_cast<const HelpScene*>(scene)) return "help";
  if (dynamic_cast<const ReplayScene*>(scene)) return "replay";
  if (dynamic_cast<const StatisticsScene*>(scene)) return "scores";
  return "other";
}

}  // namespace

Place Driver::place() const {
  const Scene* top = app_.scenes().top();
  if (dynamic_cast<const MenuScene*>(top)) return Place::menu;
  if (dynamic_cast<const SetupScene*>(top)) return Place::setup;
  if (dynamic_cast<const SavedGamesScene*>(top)) return Place::saved_games;
  if (const auto* game = dynamic_cast<const GameScene*>(top)) {
    return game->mode().demo ? Place::demo : Place::game;
  }
  if (dynamic_cast<const ResultsScene*>(top)) {
    const auto* game = dynamic_cast<const GameScene*>(app_.scenes().below_top(1));
    return game && game->mode().demo ? Place::demo_results : Place::results;
  }
  return Place::other;
}

void Driver::note_top_scene() {
  const Scene* top = app_.scenes().top();
  if (top == last_top_) return;
  last_top_ = top;
  switch (place()) {
    case Place::menu:
      ++report_.scenes_entered["menu"];
      break;
    case Place::setup:
      ++report_.scenes_entered["setup"];
      break;
    case Place::game:
      ++report_.scenes_entered["game " + dynamic_cast<const GameScene*>(top)->game().id];
      break;
    case Place::results:
      ++report_.scenes_entered["results"];
      break;
    case Place::demo:
      ++report_.scenes_entered["demo"];
      break;
    case Place::demo_results:
      ++report_.scenes_entered["demo results"];
      break;
    case Place::saved_games:
      ++report_.scenes_entered["saved games"];
      break;
    case Place::other:
      ++report_.scenes_entered[other_scene_name(top)];
      break;
  }
}

void Driver::frame(double dt) {
  clock_.advance(dt);
  app_.run_frame();
  ++report_.frames;
  check_invariants();
  note_top_scene();
}

void Driver::check_game_scene(const GameScene& game, bool on_top) {
  const AnyState& position = game.controller().position();
  if (!position.is_over() && position.legal_moves().empty()) {
    fail(game.game().id + ": the game is not over but has no legal move:\n" +
         position.position_text());
  }
  if (on_top && game.controller().person_may_move() && position.is_over()) {
    fail(game.game().id + ": a person may move in a finished game");
  }
}

void Driver::check_invariants() {
  if (!report_.audit.violations.empty()) fail(report_.audit.violations.front());
  if (app_.quitting()) fail("the app quit by itself");
  SceneStack& scenes = app_.scenes();
  if (scenes.empty()) fail("the scene stack is empty");
  for (std::size_t depth = 0; depth < scenes.size(); ++depth) {
    if (const auto* game = dynamic_cast<const GameScene*>(scenes.below_top(depth))) {
      check_game_scene(*game, depth == 0);
    }
  }
  if (dynamic_cast<const ResultsScene*>(scenes.top())) {
    const auto* game = dynamic_cast<const GameScene*>(scenes.below_top(1));
    if (!game) fail("the results are shown over something that is not a game");
    if (!game->controller().position().is_over()) {
      fail(game->game().id + ": the results are shown over a game that is not over:\n" +
           game->controller().position().position_text());
    }
  }
  watch_progress();
  watch_results();
  const Place was = std::exchange(last_place_, place());
  if (options_.kiosk) check_kiosk(was);
}

void Driver::check_kiosk(Place was) {
  if (!app_.settings().fullscreen) fail("the kiosk left fullscreen");
  if (app_.context().keeper.keeps_files()) fail("the kiosk keeps files");
  const bool in_demo = last_place_ == Place::demo || last_place_ == Place::demo_results;
  const bool came_from_demo = was == Place::demo || was == Place::demo_results;
  if (in_demo && !came_from_demo && !(app_.settings() == start_settings_)) {
    fail("the kiosk went back to its demo with a passer-by's settings");
  }
}

void Driver::watch_results() {
  const auto* game = dynamic_cast<const GameScene*>(app_.scenes().top());
  if (!game || !game->controller().position().is_over()) {
    finished_scene_ = nullptr;
    return;
  }
  if (finished_scene_ != game) {
    finished_scene_ = game;
    finished_since_ = clock_.now_seconds();
  } else if (clock_.now_seconds() - finished_since_ > kResultsDueSeconds) {
    fail(game->game().id + ": the game is over but its results have not come in " +
         std::to_string(kResultsDueSeconds) + " s of game time, so there is no play again");
  }
}

void Driver::watch_progress() {
  SearchWorker& worker = app_.context().worker;
  const bool thinking = worker.thinking();
  if (thinking) {
    const auto ticket = worker.current_ticket();
    if (ticket != thinking_ticket_) {
      thinking_ticket_ = ticket;
      thinking_since_wall_ = wall_seconds();
    } else if (wall_seconds() - thinking_since_wall_ > kLongestSearchSeconds) {
      fail("a computer has been thinking for over " + std::to_string(kLongestSearchSeconds) +
           " s with a budget of " + std::to_string(options_.think_ms) + " ms");
    }
  }

  const auto* game = dynamic_cast<const GameScene*>(app_.scenes().top());
  if (!game || thinking || !game->controller().computer_to_move()) {
    waiting_scene_ = nullptr;
    waiting_position_.reset();
    return;
  }
  const AnyState& position = game->controller().position();
  if (waiting_scene_ != game || !waiting_position_ || !(*waiting_position_ == position)) {
    waiting_scene_ = game;
    waiting_position_ = position;
    waiting_since_ = clock_.now_seconds();
    return;
  }
  if (clock_.now_seconds() - waiting_since_ > kStalledGameSeconds) {
    fail(game->game().id + ": a computer is to move but has not moved or thought for " +
         std::to_string(kStalledGameSeconds) + " s of game time:\n" + position.position_text());
  }
}

void Driver::finish() {
  // Quitting while whatever is going on goes on: the app must notice within the frame.
  remember("close the window");
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  SDL_PushEvent(&quit);
  clock_.advance(1.0 / 30);
  app_.run_frame();
  ++report_.frames;
  if (!app_.quitting()) fail("closing the window did not quit");
}

}  // namespace monkey

MonkeyReport run_monkey(const MonkeyOptions& options) {
  MonkeyReport report;
  const auto started = std::chrono::steady_clock::now();
  try {
    ManualClock clock;
    AppConfig config;
    config.headless = true;
    constexpr std::array<std::pair<int, int>, 4> kSizes{
        {{640, 360}, {800, 450}, {960, 540}, {700, 640}}};
    const auto size = kSizes[options.seed % kSizes.size()];
    config.width = size.first;
    config.height = size.second;
    config.clock = &clock;
    config.seed = options.seed;
    // Frames of up to half a second run in full, so waiting for the computers is cheap.
    config.loop = FixedStepConfig{1.0 / 128, 0.5, 64};
    config.think_ms_cap = options.think_ms;
    config.audit = &report.audit;
    config.catalog = options.catalog;
    LaunchOptions launch;
    launch.kiosk = options.kiosk;
    launch.idle_seconds = options.kiosk ? kKioskMonkeyIdleSeconds : launch.idle_seconds;
    auto app = App::create(config, launch);
    if (!app) {
      report.violation = "the app did not start: " + app.error();
      return report;
    }
    monkey::Driver driver(*app.value(), clock, options, report);
    while (report.events < options.events) {
      ++report.events;
      driver.send_one_input();
    }
    driver.finish();
  } catch (const monkey::Violation& violation) {
    report.violation = violation.what;
  } catch (const std::exception& error) {
    report.violation = std::string("an exception escaped: ") + error.what();
  }
  report.wall_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return report;
}

namespace {

std::string counts(const std::map<std::string, std::uint64_t>& items) {
  std::ostringstream text;
  std::uint64_t total = 0;
  const char* separator = "";
  for (const auto& [name, count] : items) {
    text << separator << name << " " << count;
    separator = ", ";
    total += count;
  }
  if (items.empty()) text << "none";
  text << " (" << total << ")";
  return text.str();
}

}  // namespace

std::string describe(const MonkeyReport& report) {
  std::ostringstream text;
  const double seconds = report.wall_seconds > 0 ? report.wall_seconds : 1e-9;
  text.setf(std::ios::fixed);
  text.precision(1);
  text << "monkey: " << report.events << " inputs, " << report.frames << " frames in "
       << report.wall_seconds << " s (" << report.events / seconds << " inputs/s, "
       << report.frames / seconds << " frames/s)\n";
  text << "  games started:  " << counts(report.audit.games_started) << "\n";
  text << "  games finished: " << counts(report.audit.games_finished) << "\n";
  text << "  moves applied:  " << report.audit.moves_applied << " (" << report.audit.computer_moves
       << " by computers)\n";
  text << "  scenes entered: " << counts(report.scenes_entered) << "\n";
  text << "  inputs:         " << counts(report.inputs) << "\n";
  if (report.violation) {
    text << "INVARIANT BROKEN: " << *report.violation << "\n";
  } else {
    text << "  no invariant broken\n";
  }
  return text.str();
}

}  // namespace arcade::app
