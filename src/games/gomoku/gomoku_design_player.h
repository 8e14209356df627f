// Design 002's Gomoku player, "defend first, then attack", as the design describes it.
#pragma once

#include <memory>
#include <vector>

#include "core/player.h"
#include "games/gomoku/gomoku.h"

namespace arcade {

// The design's live-shape detection along one line through a stone: the run of that colour
// through it (stones touching, no gaps) and its two ends.
struct GomokuDesignRun {
  int count = 1;                // stones in the run
  int lock = 0;                 // ends closed by the other colour or the edge
  std::vector<Move> open_ends;  // the empty points just past the run
  bool ends_have_room = true;   // every open end has two empty points in a row
};

// The run of `stone` through `point` along (dc, dr), as if `point` held `stone`.
GomokuDesignRun gomoku_design_run(const Gomoku& board, Move point, int dc, int dr,
                                  Gomoku::Stone stone);

// The design's score of `point` for `stone` to play there: +20 for each line where it makes an open
// three or a four with at most one end closed, +5 for each open two (both ends with room for
// two), and for each of the eight neighbours +2 / -2 for a diagonal one of its own / the other
// colour and +1 / -1 for an orthogonal one.
int gomoku_design_score(const Gomoku& board, Move point, Gomoku::Stone stone);

// The points the design blocks after the opponent's last stone `last`: in the first line through
// it (across, down, down-right, up-right) where it makes a four (at most one end closed) or an
// open three, that shape's open ends; failing those, the open ends of every open two and every
// three closed at one end whose open end has room for two. Empty when there is nothing to block.
std::vector<Move> gomoku_design_blocks(const Gomoku& board, Move last);

// Design 002's player: on the empty board the centre; as the second stone, the point left of the
// first (the design calls `left()` for it); then a five if it has one; else the best-scoring of
// the blocking points after the opponent's last stone; else the best-scoring empty point of the
// board. Equal scores are chosen between at random (the design sorts and takes the first).
std::unique_ptr<Player> make_gomoku_design_player(const PlayerConfig& config);

}  // namespace arcade
