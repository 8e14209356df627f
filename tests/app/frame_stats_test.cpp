// Frame statistics: percentiles, late frames and stolen time, and the JSON the report writes.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "app/loop/cpu_steal.h"
#include "app/loop/frame_stats.h"

using namespace arcade;
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
  double at = 0;
  stats.record({at, -1, 3.0});  // the first frame has no interval
  for (int i = 0; i < 97; ++i) stats.record({at += 0.0167, 16.7, 2.0, 0.0});
  stats.record({at += 0.0167, 16.7, 30.0, 10.0});  // a frame whose own work ran long...
  stats.record({at += 0.040, 40.0, 9.0, 20.0});  // ...so the next starts over 2 × 16.7 ms after it
  FrameReport report = stats.report(16.7);
  report.renderer = "software";
  CHECK(report.frames == 100);
  CHECK(report.over_budget_x2 == 1);
  CHECK(report.interval_ms.max == 40.0);
  CHECK(report.busy_ms.p50 == 2.0);
  REQUIRE(report.late.size() == 1);
  CHECK(report.late[0].at_s == Approx(98 * 0.0167));  // the frame that ran long, not the next
  CHECK(report.late[0].interval_ms == 40.0);
  CHECK(report.late[0].busy_ms == 30.0);
  CHECK(report.late[0].stolen_ms == 20.0);  // stolen during that interval
  CHECK(report.stolen_ms == 30.0);

  const auto json = nlohmann::json::parse(to_json(report));
  CHECK(json["frames"] == 100);
  CHECK(json["over_budget_x2"] == 1);
  CHECK(json["interval_ms"]["max"] == 40.0);
  CHECK(json["busy_ms"]["p99"] == 9.0);
  CHECK(json["late"].size() == 1);
  CHECK(json["late"][0]["busy_ms"] == 30.0);
  CHECK(json["late"][0]["stolen_ms"] == 20.0);
  CHECK(json["stolen_ms"] == 30.0);
  CHECK(json["renderer"] == "software");
}

TEST_CASE("the report lists the first late frames and counts them all") {
  FrameStats stats;
  stats.record({0, -1, 1.0});
  const std::size_t late_frames = FrameStats::kMaxLateFrames + 5;
  for (std::size_t i = 1; i <= late_frames; ++i) {
    stats.record({static_cast<double>(i), 50.0 + static_cast<double>(i), 1.0});
  }
  const FrameReport report = stats.report(16.7);
  CHECK(report.over_budget_x2 == late_frames);
  REQUIRE(report.late.size() == FrameStats::kMaxLateFrames);
  CHECK(report.late.front().at_s == 0.0);
  CHECK(report.late.front().interval_ms == 51.0);
  CHECK(report.late.back().interval_ms == 50.0 + FrameStats::kMaxLateFrames);
  // No steal figures were given, so the report says it does not know rather than zero.
  CHECK_FALSE(report.stolen_ms);
  const auto json = nlohmann::json::parse(to_json(report));
  CHECK(json["stolen_ms"].is_null());
  CHECK(json["late"][0]["stolen_ms"].is_null());
}

TEST_CASE("the steal count is the eighth number of the first cpu line of /proc/stat") {
  CHECK(parse_steal_ticks("cpu  1796922 1828376 265025 1252549 3971 0 2798 29702 0 0\n"
                          "cpu0 898461 914188 132512 626274 1985 0 1399 14851 0 0\n") == 29702);
  CHECK(parse_steal_ticks("cpu 1 2 3 4 5 6 7 8") == 8);
  CHECK_FALSE(parse_steal_ticks("cpu 1 2 3 4 5 6 7\ncpu0 1 2 3 4 5 6 7 8 9\n"));  // too short
  CHECK_FALSE(parse_steal_ticks("intr 1 2 3 4 5 6 7 8 9"));
  CHECK_FALSE(parse_steal_ticks("cpu 1 2 x 4 5 6 7 8"));
  CHECK_FALSE(parse_steal_ticks(""));
}
