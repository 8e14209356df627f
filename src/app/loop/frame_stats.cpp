// Frame timing figures for the smoothness benchmark.
#include "app/loop/frame_stats.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace arcade::app {

void FrameStats::record(double interval_ms, double busy_ms) {
  if (interval_ms >= 0) intervals_.push_back(interval_ms);
  busy_.push_back(busy_ms);
}

FrameReport FrameStats::report(double budget_ms) const {
  FrameReport report;
  report.frames = busy_.size();
  report.interval_ms = percentiles_of(intervals_);
  report.busy_ms = percentiles_of(busy_);
  report.budget_ms = budget_ms;
  report.over_budget_x2 = static_cast<std::size_t>(std::count_if(
      intervals_.begin(), intervals_.end(), [&](double ms) { return ms > 2 * budget_ms; }));
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

std::string to_json(const FrameReport& report) {
  auto figures = [](const Percentiles& p) {
    return nlohmann::json{{"p50", p.p50}, {"p99", p.p99}, {"max", p.max}};
  };
  const nlohmann::json json{{"frames", report.frames},
                            {"interval_ms", figures(report.interval_ms)},
                            {"busy_ms", figures(report.busy_ms)},
                            {"budget_ms", report.budget_ms},
                            {"over_budget_x2", report.over_budget_x2},
                            {"renderer", report.renderer}};
  return json.dump(2) + "\n";
}

}  // namespace arcade::app
