// A small seeded random number generator whose sequence is the same on every platform.
#pragma once

#include <cstdint>
#include <limits>

namespace arcade {

// xoshiro256** seeded through splitmix64. Unlike std::uniform_int_distribution, `below` gives the
// same numbers on every compiler, so seeded games and tests replay exactly.
class Rng {
 public:
  using result_type = std::uint64_t;

  // Any seed, including 0, gives a well-mixed state.
  explicit Rng(std::uint64_t seed = 0x5eed) { reseed(seed); }

  void reseed(std::uint64_t seed) {
    for (auto& word : state_) word = splitmix(seed);
  }

  // The next 64 random bits.
  std::uint64_t next() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // A uniform integer in [0, bound); bound must be positive.
  std::uint64_t below(std::uint64_t bound) {
    // Lemire's multiply-and-reject: unbiased and division-free in the common case.
    std::uint64_t x = next();
    __uint128_t m = static_cast<__uint128_t>(x) * bound;
    auto low = static_cast<std::uint64_t>(m);
    if (low < bound) {
      const std::uint64_t threshold = (0 - bound) % bound;
      while (low < threshold) {
        x = next();
        m = static_cast<__uint128_t>(x) * bound;
        low = static_cast<std::uint64_t>(m);
      }
    }
    return static_cast<std::uint64_t>(m >> 64);
  }

  // A uniform double in [0, 1).
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  // UniformRandomBitGenerator, so std::shuffle works too.
  static constexpr result_type min() { return 0; }
  static constexpr result_type max() { return std::numeric_limits<result_type>::max(); }
  result_type operator()() { return next(); }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static std::uint64_t splitmix(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  std::uint64_t state_[4];
};

// Picks one element of a non-empty container uniformly.
template <class Container>
const auto& pick_one(const Container& items, Rng& rng) {
  return items[rng.below(items.size())];
}

}  // namespace arcade
