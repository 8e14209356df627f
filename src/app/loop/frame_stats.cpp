// Frame timing figures for the smoothness benchmark.
#include "app/loop/frame_stats.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace arcade::app {

void FrameStats::record(const FrameSample& sample) {
  samples_.push_back(sample);
}

FrameReport FrameStats::report(double budget_ms) const {
  FrameReport report;
  std::vector<double> intervals;
  std::vector<double> busy;
  for (std::size_t i = 0; i < samples_.size(); ++i) {
    const FrameSample& sample = samples_[i];
    if (sample.stolen_ms) report.stolen_ms = report.stolen_ms.value_or(0) + *sample.stolen_ms;
    busy.push_back(sample.busy_ms);
    if (sample.interval_ms < 0) continue;
    intervals.push_back(sample.interval_ms);
    if (sample.interval_ms <= 2 * budget_ms) continue;
    ++report.over_budget_x2;
    // The interval ending at this frame's start belongs to the frame before.
    if (i > 0 && report.late.size() < kMaxLateFrames) {
      report.late.push_back(
          {samples_[i - 1].at_s, sample.interval_ms, samples_[i - 1].busy_ms, sample.stolen_ms});
    }
  }
  report.frames = samples_.size();
  report.interval_ms = percentiles_of(std::move(intervals));
  report.busy_ms = percentiles_of(std::move(busy));
  report.budget_ms = budget_ms;
  return report;
}

Percentiles percentiles_of(std::vector<double> values) {
  if (values.empty()) return {};
  std::sort(values.begin(), values.end());
  auto rank = [&](double fraction) {
    const auto index =
        static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(values.size())));
    return values[std::clamp<std::size_t>(index, 1, values.size()) - 1];
  };
  return {rank(0.50), rank(0.99), values.back()};
}

namespace {

nlohmann::json optional_figure(const std::optional<double>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

}  // namespace

std::string to_json(const FrameReport& report) {
  auto figures = [](const Percentiles& p) {
    return nlohmann::json{{"p50", p.p50}, {"p99", p.p99}, {"max", p.max}};
  };
  nlohmann::json late = nlohmann::json::array();
  for (const LateFrame& frame : report.late) {
    late.push_back({{"at_s", frame.at_s},
                    {"interval_ms", frame.interval_ms},
                    {"busy_ms", frame.busy_ms},
                    {"stolen_ms", optional_figure(frame.stolen_ms)}});
  }
  const nlohmann::json json{
      {"frames", report.frames},
      {"interval_ms", figures(report.interval_ms)},
      {"busy_ms", figures(report.busy_ms)},
      {"budget_ms", report.budget_ms},
      {"over_budget_x2", report.over_budget_x2},
      {"late", late},
      {"renderer", report.renderer},
      {"stolen_ms", optional_figure(report.stolen_ms)},
      {"seconds", report.seconds},
      {"cpu_s", report.cpu_seconds},
      {"cpu_percent", report.seconds > 0 ? 100 * report.cpu_seconds / report.seconds : 0.0}};
  return json.dump(2) + "\n";
}

}  // namespace arcade::app
