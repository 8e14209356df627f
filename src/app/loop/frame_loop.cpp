// One frame of the game loop.
#include "app/loop/frame_loop.h"

namespace arcade::app {

FrameLoop::FrameLoop(Clock& clock, FixedStepConfig config)
    : clock_(clock), stepper_(config), last_frame_start_(clock.now_seconds()) {}

FramePlan FrameLoop::run_frame(const std::function<void(double)>& update,
                               const std::function<void(double)>& draw) {
  const double now = clock_.now_seconds();
  const FramePlan plan = stepper_.advance(now - last_frame_start_);
  last_frame_start_ = now;
  const double step = stepper_.config().step_seconds;
  for (int i = 0; i < plan.steps; ++i) {
    update(step);
    game_seconds_ += step;
  }
  draw(plan.alpha);
  return plan;
}

}  // namespace arcade::app
