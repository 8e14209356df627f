// The classic computer opponents of Gomoku: random play near the stones, and the refined threat
// scorer.
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

// The project's refined threat scorer, not design 002's player (gomoku_design_player.h): open at
// the centre; win if it can; block a five-to-be, or else an open four-to-be unless it can make its
// own open four first, choosing among blocking points by the score for both sides; otherwise play
// the point near the stones that scores best for itself (five 100000, open four 10000, four 1000,
// open three 500, three 60, open two 50, two 5, +1 per neighbour of its own colour).
std::unique_ptr<Player> make_gomoku_threat_player(const PlayerConfig& config);

}  // namespace arcade
