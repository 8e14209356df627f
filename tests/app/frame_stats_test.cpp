// Frame statistics: percentiles, frames over twice the budget, and the JSON the report writes.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "app/loop/frame_stats.h"

using namespace arcade::app;

TEST_CASE("percentiles are nearest-rank") {
  std::vector<double> values;
  for (int i = 1; i <= 100; ++i) values.push_back(i);
  const Percentiles p = percentiles_of(values);
  CHECK(p.p50 == 50);
  CHECK(p.p99 == 99);
  CHECK(p.max == 100);
  CHECK(percentiles_of({}).max == 0);
}

TEST_CASE("the report counts frames over twice the budget and writes JSON") {
  FrameStats stats;
  stats.record(-1, 3.0);  // the first frame has no interval
  for (int i = 0; i < 98; ++i) stats.record(16.7, 2.0);
  stats.record(40.0, 9.0);  // one frame longer than 2 × 16.7 ms
  FrameReport report = stats.report(16.7);
  report.renderer = "software";
  CHECK(report.frames == 100);
  CHECK(report.over_budget_x2 == 1);
  CHECK(report.interval_ms.max == 40.0);
  CHECK(report.busy_ms.p50 == 2.0);

  const auto json = nlohmann::json::parse(to_json(report));
  CHECK(json["frames"] == 100);
  CHECK(json["over_budget_x2"] == 1);
  CHECK(json["interval_ms"]["max"] == 40.0);
  CHECK(json["busy_ms"]["p99"] == 3.0);
  CHECK(json["renderer"] == "software");
}
