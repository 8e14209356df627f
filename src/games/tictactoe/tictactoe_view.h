// Tic-tac-toe's board: three by three big cells, X and O, and the winning line.
#pragma once

#include "games/common/board_drawing.h"

namespace arcade {

class TicTacToeView final : public GridView {
 public:
  void layout(const Rect& area, const AnyState& start) override;
  float min_cell_size() const override;
  void draw(Canvas& canvas, const BoardFrame& frame) const override;
  void draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme& theme) const override;

 private:
  void draw_piece(Canvas& canvas, const BoardFrame& frame, int cell) const;
};

}  // namespace arcade
