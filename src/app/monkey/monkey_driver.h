// The monkey's inner workings, shared by its two halves: monkey.cpp (frames and invariants) and
// monkey_inputs.cpp (choosing and sending random inputs). Not for use elsewhere.
#pragma once

#include <SDL.h>

#include <array>
#include <deque>
#include <optional>
#include <string>

#include "app/app.h"
#include "app/loop/clock.h"
#include "app/monkey/monkey.h"
#include "app/ui/button_panel.h"
#include "core/rng.h"

namespace arcade::app {

class GameScene;
class ResultsScene;
class SavedGamesScene;

namespace monkey {

// An invariant broken: thrown inside a run, caught and reported by run_monkey.
struct Violation {
  std::string what;
};

// What the top of the scene stack is, as the monkey sees it.
enum class Place { menu, setup, game, results, demo, demo_results, saved_games, other };

// Drives one App with random input and checks it after every frame.
class Driver {
 public:
  Driver(App& app, ManualClock& clock, const MonkeyOptions& options, MonkeyReport& report);

  // Sends one random input suited to the top scene, then runs a frame or a few.
  void send_one_input();
  // Runs frames until the current game settles, then quits as a person closing the window
  // would, and checks that the app noticed.
  void finish();

 private:
  // monkey.cpp: frames and invariants.
  void frame(double dt);
  void check_invariants();
  void check_game_scene(const GameScene& game, bool on_top);
  // With MonkeyOptions::kiosk: fullscreen, no files, and the first settings back in each demo.
  void check_kiosk(Place was);
  void watch_progress();
  void watch_results();
  void note_top_scene();
  Place place() const;
  [[noreturn]] void fail(const std::string& what) const;

  // monkey_inputs.cpp: the inputs.
  void in_menu();
  void in_setup();
  void in_game(GameScene& game);
  void in_results(ResultsScene& results, GameScene& game);
  void in_demo();
  void in_saved_games(SavedGamesScene& saved);
  void anything_anywhere();
  void play_legal_move(GameScene& game);
  void click_a_button(const ButtonPanel& panel, const std::string& where, int home_weight = 1);
  void click(Point logical, const std::string& what);
  void press(SDL_Keycode key, Uint16 mods, const std::string& what);
  void random_key();
  void resize();
  void wait_for_computer();
  void idle_until_demo();
  // A kiosk left alone on whatever screen: waits, and fails unless it goes back to its demo.
  void walk_away();
  void some_frames();
  Point point_in(const Rect& rect);
  void remember(const std::string& input);
  template <std::size_t N>
  std::size_t weighted(const std::array<int, N>& weights);

  App& app_;
  ManualClock& clock_;
  MonkeyOptions options_;
  MonkeyReport& report_;
  Rng rng_;
  std::deque<std::string> recent_inputs_;  // the last few, for a violation's message
  const Scene* last_top_ = nullptr;
  Place last_place_ = Place::other;  // where the last frame ended
  Settings start_settings_;          // the app's settings when the monkey began
  // The progress watch: a computer to move, with no search running, in this position since...
  const GameScene* waiting_scene_ = nullptr;
  std::optional<AnyState> waiting_position_;
  double waiting_since_ = 0;
  // The results watch: a finished game on top, since...
  const GameScene* finished_scene_ = nullptr;
  double finished_since_ = 0;
  // The search watch: the worker's ticket and when it was first seen thinking on it.
  std::uint64_t thinking_ticket_ = 0;
  double thinking_since_wall_ = 0;
};

template <std::size_t N>
std::size_t Driver::weighted(const std::array<int, N>& weights) {
  int total = 0;
  for (int weight : weights) total += weight;
  auto roll = static_cast<int>(rng_.below(static_cast<std::uint64_t>(total)));
  for (std::size_t index = 0; index < N; ++index) {
    if (roll < weights[index]) return index;
    roll -= weights[index];
  }
  return N - 1;
}

}  // namespace monkey
}  // namespace arcade::app
