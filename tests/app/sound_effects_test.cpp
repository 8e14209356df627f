// The synthesised sound effects: short, soft, and without clicks at either end.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "app/audio/sound_effects.h"

using namespace arcade;
using namespace arcade::app;

TEST_CASE("every effect is short, soft and starts and ends quietly") {
  for (std::size_t i = 0; i < kSoundCount; ++i) {
    const auto samples = synthesize(static_cast<Sound>(i), 44100);
    INFO("sound " << i);
    REQUIRE_FALSE(samples.empty());
    CHECK(samples.size() < 44100);  // under a second
    float loudest = 0;
    for (float s : samples) loudest = std::max(loudest, std::abs(s));
    CHECK(loudest > 0.05f);  // audible
    CHECK(loudest <= 0.6f);  // never harsh
    CHECK(std::abs(samples.front()) < 0.05f);
    CHECK(std::abs(samples.back()) < 0.05f);
  }
}

TEST_CASE("effects follow the device's rate") {
  const auto fast = synthesize(Sound::place, 48000);
  const auto slow = synthesize(Sound::place, 22050);
  CHECK(fast.size() > 2 * slow.size());
}
