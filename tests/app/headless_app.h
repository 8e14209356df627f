// A headless game window for tests: SDL's dummy video driver, the software renderer, no sound and
// a clock the test moves. Clicks go in as real SDL mouse events in window pixels.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include "app/app.h"
#include "app/loop/clock.h"
#include "app/ui/button_panel.h"

namespace arcade::app::testing {

class HeadlessApp {
 public:
  // A window of width × height: small by default (quick to draw in the software renderer, and
  // not 1280×720, so scaling is exercised too). The game's files go to `data_directory` when
  // given (a test's temporary folder); otherwise nothing is kept on disk.
  // The window offers the games of `catalog` when given, else the collection's own. With
  // `draw_only_changes` it draws a frame only when the picture changes, as a real window does.
  explicit HeadlessApp(int width = 640, int height = 360, LaunchOptions launch = {},
                       std::filesystem::path data_directory = {}, const Catalog* catalog = nullptr,
                       bool draw_only_changes = false) {
    AppConfig config;
    config.headless = true;
    config.width = width;
    config.height = height;
    config.clock = &clock_;
    config.seed = 12345;
    // Frames of up to half a second run in full, so a test can step a game along quickly.
    config.loop = FixedStepConfig{1.0 / 128, 0.5, 64};
    config.data_directory = std::move(data_directory);
    config.catalog = catalog;
    config.draw_only_changes = draw_only_changes;
    auto created = App::create(config, launch);
    if (!created) FAIL("the app did not start: " << created.error());
    app_ = std::move(created).value();
  }

  App& app() { return *app_; }
  AppContext& context() { return app_->context(); }
  SceneStack& scenes() { return app_->scenes(); }

  // The top scene as an S, or nullptr.
  template <class S>
  S* top() {
    return dynamic_cast<S*>(app_->scenes().top());
  }

  // Runs `count` frames `seconds` apart.
  void frames(int count, double seconds = 1.0 / 30) {
    for (int i = 0; i < count; ++i) {
      clock_.advance(seconds);
      app_->run_frame();
    }
  }

  // A click at a logical point, as a person makes it: a moment after anything before (the window
  // ignores presses for App::kDeafSeconds after one changed the screen), then one frame so it is
  // handled.
  void click(Point logical) {
    pause();
    click_now(logical);
  }
  // A click at once, with no pause before it (a double click's second click, a hasty tap).
  void click_now(Point logical, int clicks = 1) {
    app_->click(logical, clicks);
    frames(1);
  }
  void press(SDL_Keycode key, Uint16 mods = KMOD_NONE) {
    pause();
    app_->press_key(key, mods);
    frames(1);
  }
  // Lets the moment after a screen change pass, without input.
  void pause() { frames(1, App::kDeafSeconds + 0.02); }

  // Runs frames a fifth of a second apart until `done`, letting the worker finish each search
  // first (waited for, never timed). False if `done` never came within `max_frames`.
  bool run_until(const std::function<bool()>& done, int max_frames = 3000) {
    for (int i = 0; i < max_frames; ++i) {
      if (done()) return true;
      if (context().worker.thinking()) REQUIRE(context().worker.wait_until_idle(60'000));
      frames(1, 0.2);
    }
    return done();
  }

 private:
  ManualClock clock_;
  std::unique_ptr<App> app_;
};

// The centre of the first button of `panel` that `match` accepts; fails the test if none does.
inline Point button_center(const ButtonPanel& panel,
                           const std::function<bool(const Button&)>& match) {
  for (const auto& button : panel.buttons()) {
    if (match(button)) return button.rect.center();
  }
  FAIL("no such button");
  return {};
}

inline std::function<bool(const Button&)> labelled(std::string label) {
  return [label](const Button& b) { return b.label == label; };
}
inline std::function<bool(const Button&)> with_icon(Sprite icon) {
  return [icon](const Button& b) { return b.icon == icon && !b.draw_content; };
}

}  // namespace arcade::app::testing
