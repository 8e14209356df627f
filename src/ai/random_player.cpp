// The gentlest opponent of every game: any legal move, uniformly at random.
#include "ai/random_player.h"

namespace arcade {

Decision RandomPlayer::choose(const AnyState& position, std::stop_token /*stop*/) {
  return Decision{.move = pick_one(position.legal_moves(), rng_)};
}

}  // namespace arcade
