// Reversi's own perft: the leaf count of the game tree on raw bitboards, bulk-counted at the last
// ply.
#pragma once

#include <cstdint>

#include "games/reversi/reversi.h"

namespace arcade {

// Leaves `depth` plies below `position`, with the same rules as the generic perft: a pass counts
// as a move and a game that ends sooner is one leaf. Equal to perft(position, depth), much faster.
std::uint64_t reversi_perft(const Reversi& position, int depth);

}  // namespace arcade
