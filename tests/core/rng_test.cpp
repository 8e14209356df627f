// Tests of the seeded random number generator.
#include <catch2/catch.hpp>

#include <array>

#include "core/rng.h"

using arcade::Rng;

TEST_CASE("the same seed gives the same sequence and different seeds differ") {
  Rng a(42);
  Rng b(42);
  Rng c(43);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    CHECK(x == b.next());
    differs = differs || x != c.next();
  }
  CHECK(differs);
}

TEST_CASE("below stays in range and covers it evenly") {
  Rng rng(7);
  std::array<int, 6> counts{};
  for (int i = 0; i < 60000; ++i) {
    const auto value = rng.below(6);
    REQUIRE(value < 6);
    ++counts[value];
  }
  for (const int count : counts) CHECK(count == Approx(10000).margin(500));
}

TEST_CASE("unit is in [0, 1)") {
  Rng rng(1);
  for (int i = 0; i < 10000; ++i) {
    const double u = rng.unit();
    REQUIRE(u >= 0.0);
    REQUIRE(u < 1.0);
  }
}
