// One frame of the game loop: read the clock, run the fixed updates, draw with alpha.
#pragma once

#include <functional>

#include "app/loop/clock.h"
#include "app/loop/fixed_step.h"

namespace arcade::app {

// Drives fixed-step updates from a Clock. The clock is injected, so tests run frames with a
// ManualClock and never depend on how fast the machine is.
class FrameLoop {
 public:
  FrameLoop(Clock& clock, FixedStepConfig config = {});

  // Runs one frame: calls `update(step_seconds)` once per fixed step owed since the previous
  // frame (none on the first frame), then `draw(alpha)` once. Returns the plan it followed.
  FramePlan run_frame(const std::function<void(double)>& update,
                      const std::function<void(double)>& draw);

  // Game time: the sum of all steps run so far.
  double game_seconds() const { return game_seconds_; }
  const FixedStepConfig& config() const { return stepper_.config(); }

 private:
  Clock& clock_;
  FixedStepper stepper_;
  double last_frame_start_;
  double game_seconds_ = 0;
};

}  // namespace arcade::app
