// The fixed-timestep loop, driven by a hand-moved clock: steps, alpha, clamping and the cap.
#include <catch2/catch.hpp>

#include <vector>

#include "app/loop/fixed_step.h"
#include "app/loop/frame_loop.h"

using namespace arcade;
using namespace arcade::app;

namespace {

constexpr double kStep = 1.0 / 128.0;

// Counts updates (checking each is one step) and keeps every alpha drawn with.
struct Recorder {
  int updates = 0;
  int wrong_steps = 0;
  std::vector<double> alphas;
  std::function<void(double)> update;
  std::function<void(double)> draw;

  Recorder() {
    update = [this](double dt) {
      if (dt != kStep) ++wrong_steps;
      ++updates;
    };
    draw = [this](double alpha) { alphas.push_back(alpha); };
  }
};

}  // namespace

TEST_CASE("the stepper hands out whole steps and keeps the remainder as alpha") {
  FixedStepper stepper({kStep, 0.25, 8});
  const FramePlan plan = stepper.advance(2.5 * kStep);
  CHECK(plan.steps == 2);
  CHECK(plan.alpha == Approx(0.5));
  // The half step left over joins the next frame.
  const FramePlan next = stepper.advance(0.5 * kStep);
  CHECK(next.steps == 1);
  CHECK(next.alpha == Approx(0.0).margin(1e-9));
}

TEST_CASE("a long frame is clamped and the steps per frame are capped") {
  FixedStepper stepper({kStep, 0.25, 8});
  SECTION("a two-second stall counts as a quarter second, capped at eight steps") {
    const FramePlan plan = stepper.advance(2.0);
    CHECK(plan.steps == 8);
    CHECK(plan.alpha < 1.0);
    // The excess is dropped, not owed: a normal frame afterwards runs a normal number of steps.
    const FramePlan after = stepper.advance(kStep);
    CHECK(after.steps <= 2);
  }
  SECTION("negative time (a clock that stepped back) runs nothing") {
    const FramePlan plan = stepper.advance(-1.0);
    CHECK(plan.steps == 0);
    CHECK(plan.alpha == 0.0);
  }
}

TEST_CASE("the frame loop runs updates by the injected clock, then draws once") {
  ManualClock clock;
  FrameLoop loop(clock, {kStep, 0.25, 8});
  Recorder recorder;

  loop.run_frame(recorder.update, recorder.draw);  // the first frame owes nothing
  CHECK(recorder.updates == 0);
  REQUIRE(recorder.alphas.size() == 1);

  clock.advance(4 * kStep);
  loop.run_frame(recorder.update, recorder.draw);
  CHECK(recorder.updates == 4);
  CHECK(loop.game_seconds() == 4 * kStep);

  // Sixty frames of 1/60 s run one second of game time, to within one step.
  for (int i = 0; i < 60; ++i) {
    clock.advance(1.0 / 60.0);
    loop.run_frame(recorder.update, recorder.draw);
  }
  CHECK(loop.game_seconds() == Approx(1.0 + 4 * kStep).margin(kStep));
  CHECK(recorder.alphas.size() == 62);
  for (double alpha : recorder.alphas) {
    CHECK(alpha >= 0.0);
    CHECK(alpha < 1.0);
  }

  // A frame that stood still runs no update but still draws.
  const int before = recorder.updates;
  loop.run_frame(recorder.update, recorder.draw);
  CHECK(recorder.updates == before);
  CHECK(recorder.alphas.size() == 63);
  CHECK(recorder.wrong_steps == 0);
}
