// The scene stack: deferred changes, enter and leave hooks, event routing and what is drawn.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "app/scenes/scene_stack.h"

using namespace arcade;
using namespace arcade::app;

namespace {

// A scene that writes what happens to it into a shared log.
class LogScene final : public Scene {
 public:
  LogScene(std::string name, std::vector<std::string>& log, bool opaque = true,
           bool uses_events = true)
      : name_(std::move(name)), log_(log), opaque_(opaque), uses_events_(uses_events) {}
  ~LogScene() override { log_.push_back(name_ + " destroyed"); }

  void on_enter() override { log_.push_back(name_ + " enter"); }
  void on_leave() override { log_.push_back(name_ + " leave"); }
  bool handle(const InputEvent&) override {
    log_.push_back(name_ + " event");
    if (on_event) on_event();
    return uses_events_;
  }
  void update(double) override { log_.push_back(name_ + " update"); }
  void draw(arcade::Canvas&, double) override {}
  bool is_opaque() const override { return opaque_; }

  std::function<void()> on_event;

 private:
  std::string name_;
  std::vector<std::string>& log_;
  bool opaque_;
  bool uses_events_;
};

}  // namespace

TEST_CASE("changes wait for apply_pending and run the hooks in order") {
  std::vector<std::string> log;
  SceneStack stack;
  stack.push(std::make_unique<LogScene>("menu", log));
  CHECK(stack.empty());  // deferred
  CHECK(stack.apply_pending());
  CHECK(log == std::vector<std::string>{"menu enter"});

  log.clear();
  stack.push(std::make_unique<LogScene>("game", log));
  stack.apply_pending();
  CHECK(log == std::vector<std::string>{"menu leave", "game enter"});
  CHECK(stack.size() == 2);

  log.clear();
  stack.replace(std::make_unique<LogScene>("game2", log));
  stack.apply_pending();
  CHECK(log == std::vector<std::string>{"game leave", "game destroyed", "game2 enter"});

  log.clear();
  stack.pop();
  stack.apply_pending();
  CHECK(log == std::vector<std::string>{"game2 leave", "game2 destroyed", "menu enter"});
  CHECK_FALSE(stack.apply_pending());  // nothing queued
}

TEST_CASE("a scene may pop itself while handling an event") {
  std::vector<std::string> log;
  SceneStack stack;
  stack.push(std::make_unique<LogScene>("menu", log));
  auto overlay = std::make_unique<LogScene>("overlay", log);
  overlay->on_event = [&] { stack.pop(); };
  stack.push(std::move(overlay));
  stack.apply_pending();
  log.clear();

  CHECK(stack.handle(InputEvent::pointer_down({10, 10})));
  CHECK(stack.size() == 2);  // still there until the frame applies changes
  stack.apply_pending();
  CHECK(stack.size() == 1);
  CHECK(log == std::vector<std::string>{"overlay event", "overlay leave", "overlay destroyed",
                                        "menu enter"});
}

TEST_CASE("several changes in one frame: only the final top is entered") {
  std::vector<std::string> log;
  SceneStack stack;
  stack.push(std::make_unique<LogScene>("menu", log));
  stack.push(std::make_unique<LogScene>("setup", log));
  stack.push(std::make_unique<LogScene>("game", log));
  stack.apply_pending();
  CHECK(log == std::vector<std::string>{"game enter"});
  log.clear();
  stack.push(std::make_unique<LogScene>("results", log));
  stack.apply_pending();
  log.clear();

  stack.pop_to_bottom();
  stack.apply_pending();
  CHECK(stack.size() == 1);
  CHECK(log == std::vector<std::string>{"results leave", "results destroyed", "game destroyed",
                                        "setup destroyed", "menu enter"});
}

TEST_CASE("events go to the top first and down while unused; only the top updates") {
  std::vector<std::string> log;
  SceneStack stack;
  stack.push(std::make_unique<LogScene>("game", log, true, true));
  stack.push(std::make_unique<LogScene>("overlay", log, false, false));
  stack.apply_pending();
  log.clear();

  CHECK(stack.handle(InputEvent::key_press(Key::activate)));
  CHECK(log == std::vector<std::string>{"overlay event", "game event"});
  log.clear();
  stack.update(0.01);
  CHECK(log == std::vector<std::string>{"overlay update"});
}

TEST_CASE("drawing starts at the topmost opaque scene") {
  std::vector<std::string> log;
  SceneStack stack;
  stack.push(std::make_unique<LogScene>("menu", log, true));
  stack.push(std::make_unique<LogScene>("game", log, true));
  stack.push(std::make_unique<LogScene>("results", log, false));
  stack.apply_pending();
  const auto visible = stack.visible_scenes();
  REQUIRE(visible.size() == 2);
  CHECK(visible[0] == stack.below_top(1));
  CHECK(visible[1] == stack.top());
}
