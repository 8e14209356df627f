// The gentlest opponent of every game: any legal move, uniformly at random.
#pragma once

#include "core/player.h"
#include "core/rng.h"

namespace arcade {

// Plays a uniformly random legal move; seeded, so a game replays exactly.
class RandomPlayer final : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  Decision choose(const AnyState& position, std::stop_token stop) override;

 private:
  Rng rng_;
};

}  // namespace arcade
