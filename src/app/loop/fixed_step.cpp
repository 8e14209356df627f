// The arithmetic of a fixed-timestep loop.
#include "app/loop/fixed_step.h"

#include <algorithm>

namespace arcade::app {

FramePlan FixedStepper::advance(double frame_seconds) {
  accumulator_ += std::clamp(frame_seconds, 0.0, config_.max_frame_seconds);
  FramePlan plan;
  while (accumulator_ >= config_.step_seconds && plan.steps < config_.max_steps_per_frame) {
    accumulator_ -= config_.step_seconds;
    ++plan.steps;
  }
  // Whatever the cap left over beyond one step is dropped: the game falls behind real time
  // instead of owing steps to later frames.
  if (accumulator_ >= config_.step_seconds) {
    accumulator_ = config_.step_seconds * 0.999;
  }
  plan.alpha = accumulator_ / config_.step_seconds;
  return plan;
}

}  // namespace arcade::app
