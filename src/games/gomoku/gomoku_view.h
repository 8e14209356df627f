// Gomoku's board: stones on the points where the lines cross, the last stone marked, the five
// in a row drawn through at the end.
#pragma once

#include "games/common/board_drawing.h"

namespace arcade {

class GomokuView final : public GridView {
 public:
  void layout(const Rect& area, const AnyState& start) override;
  float min_cell_size() const override;
  void draw(Canvas& canvas, const BoardFrame& frame) const override;
  void draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme& theme) const override;

 private:
  void draw_lines(Canvas& canvas, const Theme& theme) const;
  void draw_stone(Canvas& canvas, const BoardFrame& frame, int point) const;

  int size_ = 0;  // points on a side; the grid has one cell around each point
};

}  // namespace arcade
