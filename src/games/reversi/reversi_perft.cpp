// Reversi's own perft, on the fastest engine this machine runs.
#include "games/reversi/reversi_perft.h"

#include "games/reversi/reversi_engine.h"

namespace arcade {

std::uint64_t reversi_perft(const Reversi& position, int depth) {
  if (depth <= 0) return 1;
  return reversi::fastest_engine().perft(position.own(), position.other(), depth);
}

}  // namespace arcade
