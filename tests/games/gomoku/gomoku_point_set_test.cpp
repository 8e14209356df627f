// Tests of the engine's point lists: sorting by a key and keeping the best.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

#include "core/rng.h"
#include "games/gomoku/gomoku_point_set.h"

using namespace arcade;
using namespace arcade::gomoku;

TEST_CASE("sort_points_by keeps the best points in the order a stable sort gives them") {
  Rng rng(5);
  for (int round = 0; round < 1000; ++round) {
    const int size = static_cast<int>(rng.below(60));
    const int keep = static_cast<int>(rng.below(16));
    // Half the rounds sort the whole list, the others only what follows a prefix left alone.
    const int first =
        round % 2 == 0 ? 0 : static_cast<int>(rng.below(static_cast<std::uint64_t>(size) + 1));
    std::vector<int> key_of(225);
    // Few distinct keys, so ties are common and their order is tested.
    for (int& key : key_of) key = static_cast<int>(rng.below(6)) - 2;
    PointList<400> points;
    std::vector<int> expected;
    while (points.size() < size) {
      const int point = static_cast<int>(rng.below(225));
      if (points.contains(point)) continue;
      points.push_back(point);
      expected.push_back(point);
    }
    const auto rest = expected.begin() + first;
    std::stable_sort(rest, expected.end(), [&](int a, int b) {
      return key_of[static_cast<std::size_t>(a)] > key_of[static_cast<std::size_t>(b)];
    });
    expected.resize(static_cast<std::size_t>(first + std::min(size - first, keep)));
    sort_points_by(
        points, [&](int point) { return key_of[static_cast<std::size_t>(point)]; }, keep, first);
    INFO("round " << round << ", " << size << " points, keep " << keep << " from " << first);
    CHECK(std::vector<int>(points.begin(), points.end()) == expected);
  }
}

TEST_CASE("sort_points_by sorts the whole list when told nothing else") {
  PointList<400> points;
  for (const int point : {4, 9, 1, 7, 3}) points.push_back(point);
  sort_points_by(points, [](int point) { return point % 3; });
  CHECK(std::vector<int>(points.begin(), points.end()) == std::vector<int>{4, 1, 7, 9, 3});
}
