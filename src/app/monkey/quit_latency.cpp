// Timing quits while the strongest computer thinks.
#include "app/monkey/quit_latency.h"

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <sstream>
#include <thread>

#include "app/app.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/menu_scene.h"
#include "core/rng.h"

namespace arcade::app {
namespace {

using WallClock = std::chrono::steady_clock;

// A game between two of the strongest player, some random moves in (never over).
Result<GameSession> thinking_position(const GameInfo& game, Rng& rng) {
  SessionSetup setup;
  setup.game_id = game.id;
  setup.seats = {Seat::computer_player(game.strongest().id),
                 Seat::computer_player(game.strongest().id)};
  auto session = start_session(game, setup);
  if (!session) return session;
  const int random_moves = static_cast<int>(rng.below(31));
  for (int move = 0; move < random_moves; ++move) {
    GameSession next = *session;
    play_move(next, pick_one(next.position().legal_moves(), rng));
    if (next.position().is_over()) break;
    session = std::move(next);
  }
  return session;
}

// What one round times.
enum class Measure { quit, search_stop };

// One round: the app starts, the computer starts thinking, and mid-search either the window
// closes (timed until the app is gone) or the search is cancelled (timed until the worker is
// idle: the engine's own reaction to its stop token). Nothing timed when the game ended first.
Result<std::optional<double>> try_one_round(const GameInfo& game, Rng& rng, Measure measure) {
  auto session = thinking_position(game, rng);
  if (!session) return Error{session.error()};
  ManualClock clock;
  AppConfig config;
  config.headless = true;
  config.width = 640;
  config.height = 360;
  config.clock = &clock;
  config.seed = rng.next() | 1;
  config.open_menu = false;
  auto created = App::create(config, {});
  if (!created) return Error{created.error()};
  std::unique_ptr<App> app = std::move(created).value();
  app->scenes().push(std::make_unique<MenuScene>(app->context()));
  app->scenes().push(
      std::make_unique<GameScene>(app->context(), std::move(session).value(), GameMode{}));
  app->scenes().apply_pending();
  // Play on until the computer is in the middle of a search: some moves come at once (a forced
  // block, the centre of an empty board), so a search that ends while we wait does not count.
  SearchWorker& worker = app->context().worker;
  bool mid_search = false;
  const auto& game_scene = static_cast<const GameScene&>(*app->scenes().top());
  for (int frame = 0; frame < 2000 && !mid_search; ++frame) {
    if (game_scene.controller().position().is_over()) return std::optional<double>();
    clock.advance(1.0 / 10);
    app->run_frame();
    if (!worker.thinking()) continue;
    std::this_thread::sleep_for(std::chrono::milliseconds(5 + rng.below(60)));
    mid_search = worker.thinking();
  }
  if (!mid_search) return std::optional<double>();
  if (measure == Measure::search_stop) {
    const auto start = WallClock::now();
    worker.cancel();
    if (!worker.wait_until_idle(60'000)) return fail("the search did not stop within a minute");
    return std::optional<double>(
        std::chrono::duration<double, std::milli>(WallClock::now() - start).count());
  }

  const auto start = WallClock::now();
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  SDL_PushEvent(&quit);
  clock.advance(1.0 / 30);
  app->run_frame();
  if (!app->quitting()) return fail("closing the window did not quit");
  // Destroying the app cancels the search, joins the worker and closes SDL: the whole quit.
  app.reset();
  return std::optional<double>(
      std::chrono::duration<double, std::milli>(WallClock::now() - start).count());
}

// One timed round, trying other positions while games end before a search could be interrupted;
// nothing when in 50 games the computer never thought long enough (it answers at once).
Result<std::optional<double>> time_one_round(const GameInfo& game, Rng& rng, Measure measure) {
  for (int attempt = 0; attempt < 50; ++attempt) {
    auto timed = try_one_round(game, rng, measure);
    if (!timed) return Error{timed.error()};
    if (*timed) return *timed;
  }
  return std::optional<double>();
}

}  // namespace

Result<QuitTimes> time_quits(const GameInfo& game, int quits, std::uint64_t seed) {
  QuitTimes times{game.id, game.strongest().id, {}, {}};
  Rng rng(seed);
  for (int round = 0; round < quits; ++round) {
    auto quit = time_one_round(game, rng, Measure::quit);
    if (!quit) return Error{quit.error()};
    if (!*quit) break;  // it answers before a quit can catch it thinking
    times.milliseconds.push_back(**quit);
    auto stop = time_one_round(game, rng, Measure::search_stop);
    if (!stop) return Error{stop.error()};
    if (*stop) times.stop_milliseconds.push_back(**stop);
  }
  return times;
}

namespace {

// "N <what>, median X ms, max Y ms".
std::string median_and_max(std::vector<double> milliseconds, const std::string& what) {
  std::sort(milliseconds.begin(), milliseconds.end());
  std::ostringstream text;
  text.setf(std::ios::fixed);
  text.precision(2);
  text << milliseconds.size() << " " << what;
  if (!milliseconds.empty()) {
    const std::size_t middle = milliseconds.size() / 2;
    const double median = milliseconds.size() % 2
                              ? milliseconds[middle]
                              : (milliseconds[middle - 1] + milliseconds[middle]) / 2;
    text << ", median " << median << " ms, max " << milliseconds.back() << " ms";
  }
  return text.str();
}

}  // namespace

std::string describe(const QuitTimes& times) {
  if (times.milliseconds.empty()) {
    return times.game_id + " " + times.player_id + " answers before a quit can catch it thinking";
  }
  return times.game_id + " " + times.player_id +
         " thinking: " + median_and_max(times.milliseconds, "quits") + "; " +
         median_and_max(times.stop_milliseconds, "searches stopped");
}

}  // namespace arcade::app
