// Counting the leaves of the game tree to a given depth: the standard check of move generation.
#pragma once

#include <cstdint>

#include "core/game_rules.h"

namespace arcade {

// Leaves `depth` plies below `position`. A pass counts as a move, and a game that ends before
// `depth` counts as one leaf.
template <GameRules S>
std::uint64_t perft(const S& position, int depth) {
  if (depth == 0) return 1;
  const MoveList moves = position.legal_moves();
  if (moves.empty()) return 1;
  if (depth == 1) return moves.size();
  std::uint64_t leaves = 0;
  for (const Move move : moves) {
    S child = position;
    child.apply(move);
    leaves += perft(child, depth - 1);
  }
  return leaves;
}

}  // namespace arcade
