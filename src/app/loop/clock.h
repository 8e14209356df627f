// Where the game loop reads the time: the steady clock, or a clock that tests move by hand.
#pragma once

#include <chrono>

namespace arcade::app {

// A source of monotonic time in seconds. Only differences between readings matter.
class Clock {
 public:
  virtual ~Clock() = default;
  virtual double now_seconds() = 0;
};

// The real monotonic clock.
class SteadyClock final : public Clock {
 public:
  double now_seconds() override {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
  }
};

// A clock that stands still until advanced: tests and screenshots drive time exactly.
class ManualClock final : public Clock {
 public:
  double now_seconds() override { return now_; }
  // Moves time forward by `seconds` (≥ 0).
  void advance(double seconds) { now_ += seconds; }

 private:
  double now_ = 0;
};

}  // namespace arcade::app
