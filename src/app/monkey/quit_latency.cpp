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
#include "games/catalog.h"

namespace arcade::app {
namespace {

using WallClock = std::chrono::steady_clock;

// A game between two of the strongest player, some random moves in (never over).
Result<GameSession> thinking_position(const GameInfo& game, Rng& rng) {
  SessionSetup setup;
  setup.game_id = game.id;
  setup.seats = {Seat::computer_player(game.strongest().id),
                 Seat::computer_player(game.strongest().id)};
  auto session = start_session(setup);
  if (!session) return session;
  const int random_moves = static_cast<int>(rng.below(game.id == "reversi" ? 51 : 21));
  for (int move = 0; move < random_moves; ++move) {
    GameSession next = *session;
    play_move(next, pick_one(next.position().legal_moves(), rng));
    if (next.position().is_over()) break;
    session = std::move(next);
  }
  return session;
}

// One quit: the app starts, the computer starts thinking, and the window closes mid-search.
Result<double> time_one_quit(const GameInfo& game, Rng& rng) {
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
  for (int frame = 0; frame < 10 && !app->context().worker.thinking(); ++frame) {
    clock.advance(1.0 / 30);
    app->run_frame();
  }
  if (!app->context().worker.thinking()) return fail("the computer did not start thinking");
  // Into the search proper: past the opening book and the first iterations.
  std::this_thread::sleep_for(std::chrono::milliseconds(5 + rng.below(60)));

  const auto start = WallClock::now();
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  SDL_PushEvent(&quit);
  clock.advance(1.0 / 30);
  app->run_frame();
  if (!app->quitting()) return fail("closing the window did not quit");
  app.reset();
  return std::chrono::duration<double, std::milli>(WallClock::now() - start).count();
}

}  // namespace

Result<QuitTimes> time_quits(const std::string& game_id, int quits, std::uint64_t seed) {
  const GameInfo* game = find_game(game_id);
  if (!game) return fail("unknown game " + game_id);
  QuitTimes times{game->id, game->strongest().id, {}};
  Rng rng(seed);
  for (int round = 0; round < quits; ++round) {
    auto milliseconds = time_one_quit(*game, rng);
    if (!milliseconds) return Error{milliseconds.error()};
    times.milliseconds.push_back(*milliseconds);
  }
  return times;
}

std::string describe(const QuitTimes& times) {
  std::vector<double> sorted = times.milliseconds;
  std::sort(sorted.begin(), sorted.end());
  std::ostringstream text;
  text.setf(std::ios::fixed);
  text.precision(2);
  text << times.game_id << " " << times.player_id << " thinking: " << sorted.size() << " quits";
  if (!sorted.empty()) {
    const std::size_t middle = sorted.size() / 2;
    const double median =
        sorted.size() % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    text << ", median " << median << " ms, max " << sorted.back() << " ms";
  }
  return text.str();
}

}  // namespace arcade::app
