// The arithmetic of a fixed-timestep loop: how many fixed updates a frame gets, and the alpha.
#pragma once

namespace arcade::app {

// Tuning of the fixed-step loop.
struct FixedStepConfig {
  // One update step. 1/128 s is exact in binary, so step sums never drift.
  double step_seconds = 1.0 / 128.0;
  // A frame longer than this (a stall, a debugger, a dragged window) counts as this long, so the
  // game slows down for a moment instead of jumping ahead.
  double max_frame_seconds = 0.25;
  // The most updates one frame may run; time beyond that is dropped rather than owed, so a slow
  // machine never falls into a spiral of ever longer catch-up frames.
  int max_steps_per_frame = 8;
};

// What one frame must do: `steps` fixed updates, then draw with `alpha` ∈ [0, 1), the fraction of
// a step the real time has run past the last update (for interpolating motion).
struct FramePlan {
  int steps = 0;
  double alpha = 0;
};

// Accumulates real frame time and hands it out in fixed steps.
class FixedStepper {
 public:
  explicit FixedStepper(FixedStepConfig config = {}) : config_(config) {}

  // Accounts for a frame that took `frame_seconds` of real time (negative counts as 0) and says
  // how many steps to run and the alpha to draw with.
  FramePlan advance(double frame_seconds);

  const FixedStepConfig& config() const { return config_; }
  // Time received but not yet stepped, always below one step after advance() returns.
  double leftover_seconds() const { return accumulator_; }

 private:
  FixedStepConfig config_;
  double accumulator_ = 0;
};

}  // namespace arcade::app
