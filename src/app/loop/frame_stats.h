// Frame timing figures for the smoothness benchmark: intervals, busy time and dropped frames.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace arcade::app {

// The middle, the 99th percentile and the worst of a set of durations, in milliseconds.
struct Percentiles {
  double p50 = 0;
  double p99 = 0;
  double max = 0;
};

// What `--frame-report` writes.
struct FrameReport {
  std::size_t frames = 0;
  Percentiles interval_ms;  // from the start of one frame to the start of the next
  Percentiles busy_ms;      // the main thread's own work in a frame (not the wait for the next)
  double budget_ms = 0;     // the display's frame time
  std::size_t over_budget_x2 = 0;  // frames whose interval exceeded twice the budget
  std::string renderer;            // which SDL renderer drew the frames (context for the figures)
};

// Collects one sample per frame.
class FrameStats {
 public:
  // Records a frame: the interval since the previous frame started (ignored for the first
  // frame, pass a negative value) and the busy time.
  void record(double interval_ms, double busy_ms);

  // The figures so far, counting a frame as over budget when its interval exceeds 2 × budget_ms.
  FrameReport report(double budget_ms) const;

 private:
  std::vector<double> intervals_;
  std::vector<double> busy_;
};

// Nearest-rank percentiles of `values` (all zero when empty).
Percentiles percentiles_of(std::vector<double> values);

// The report as a JSON object: frames, interval_ms, busy_ms (each p50/p99/max), budget_ms,
// over_budget_x2 and renderer.
std::string to_json(const FrameReport& report);

}  // namespace arcade::app
