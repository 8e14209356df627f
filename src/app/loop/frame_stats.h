// Frame timing figures for the smoothness benchmark: intervals, busy time and dropped frames.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace arcade::app {

// The middle, the 99th percentile and the worst of a set of durations, in milliseconds.
struct Percentiles {
  double p50 = 0;
  double p99 = 0;
  double max = 0;
};

// A frame the next one came too late after: when it started (seconds after the first frame), the
// interval to the next frame's start and its own busy time, so a report tells whether the frame's
// work or something outside it (the wait overslept, the process was not scheduled) made it late.
struct LateFrame {
  double at_s = 0;
  double interval_ms = 0;
  double busy_ms = 0;
  std::optional<double> stolen_ms;  // processor time the hypervisor took during the interval
};

// What the loop measured of one frame.
struct FrameSample {
  double at_s = 0;          // when it started, in seconds after the first frame
  double interval_ms = -1;  // since the previous frame started; negative for the first frame
  double busy_ms = 0;       // the main thread's own work in it
  std::optional<double> stolen_ms;  // taken by the hypervisor since the previous frame started
};

// What `--frame-report` writes.
struct FrameReport {
  std::size_t frames = 0;
  Percentiles interval_ms;  // from the start of one frame to the start of the next
  Percentiles busy_ms;      // the main thread's own work in a frame (not the wait for the next)
  double budget_ms = 0;     // the display's frame time
  std::size_t over_budget_x2 = 0;   // frames whose interval exceeded twice the budget
  std::vector<LateFrame> late;      // the first kMaxLateFrames of those, in order
  std::string renderer;             // which SDL renderer drew the frames (context for the figures)
  std::optional<double> stolen_ms;  // processor time the hypervisor took over the whole run
  double seconds = 0;               // the run's length on the wall clock
  double cpu_seconds = 0;           // processor time the whole process used (every thread, the
                                    // renderer's included): what a still screen must keep near zero
};

// Collects one sample per frame.
class FrameStats {
 public:
  // Late frames listed in a report; the count covers them all.
  static constexpr std::size_t kMaxLateFrames = 20;

  // Records a frame.
  void record(const FrameSample& sample);

  // The figures so far, counting a frame as over budget when its interval exceeds 2 × budget_ms.
  FrameReport report(double budget_ms) const;

 private:
  std::vector<FrameSample> samples_;
};

// Nearest-rank percentiles of `values` (all zero when empty).
Percentiles percentiles_of(std::vector<double> values);

// The report as a JSON object: frames, interval_ms, busy_ms (each p50/p99/max), budget_ms,
// over_budget_x2, late (a list of {at_s, interval_ms, busy_ms, stolen_ms}), renderer,
// stolen_ms (a stolen time is null where the system does not report it), seconds, cpu_s and
// cpu_percent (of one core over the run).
std::string to_json(const FrameReport& report);

}  // namespace arcade::app
