// The classic computer opponents of Gomoku: random play near the stones, and the threat scorer.
#pragma once

#include <memory>
#include <vector>

#include "core/player.h"
#include "games/gomoku/gomoku.h"

namespace arcade {

// Empty points within two steps of a stone (the centre on an empty board): where a sensible move
// lies. Falls back to every legal move if there is none.
std::vector<Move> gomoku_moves_near_stones(const Gomoku& position, int distance = 2);

// What a stone of `stone` placed on the empty `point` would make, the best shape in any direction.
enum class GomokuShape { nothing, two, open_two, three, open_three, four, open_four, five };
GomokuShape gomoku_shape_if_placed(const Gomoku& position, Move point, Gomoku::Stone stone);

// Plays a random empty point near the stones.
std::unique_ptr<Player> make_gomoku_random_player(const PlayerConfig& config);

// The original design: open at the centre; win if it can; if the opponent has a four or an open
// three, block it, choosing among blocking points by score; otherwise play the point that scores
// best for itself (five, open four, four, open three, open two, friendly neighbours).
std::unique_ptr<Player> make_gomoku_threat_player(const PlayerConfig& config);

}  // namespace arcade
