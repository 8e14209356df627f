// Connect Four's board: a blue frame with round holes, discs that fall down their column, the
// column under the pointer lit with a ghost disc where it would land, the winning four marked.
#pragma once

#include "games/common/board_drawing.h"
#include "games/connect4/connect4.h"

namespace arcade {

// Its targets are the seven columns, each the whole height of the board, so a click anywhere in
// a column plays it; target i is column i, which is also the move.
class ConnectFourView final : public GridView {
 public:
  void layout(const Rect& area, const AnyState& start) override;
  float min_cell_size() const override;
  void draw(Canvas& canvas, const BoardFrame& frame) const override;
  void draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme& theme) const override;
  MoveSound move_sound() const override { return MoveSound::drop; }
  // The hole the disc falls into, not the whole column.
  std::optional<Rect> move_place(Move move, const AnyState& before) const override;

 private:
  // The square of the board's cell (column, row), row 0 at the bottom.
  Rect cell_at(int column, int row) const;
  // The square a disc fills in cell (column, row): a little smaller than the hole.
  Rect disc_rect(int column, int row) const;
  void draw_holes(Canvas& canvas, const Theme& theme) const;
  void draw_fronts(Canvas& canvas, const Theme& theme) const;
  void draw_hover(Canvas& canvas, const BoardFrame& frame, const ConnectFour& board) const;
  void draw_discs(Canvas& canvas, const BoardFrame& frame, const ConnectFour& board) const;
  void draw_marks(Canvas& canvas, const BoardFrame& frame, const ConnectFour& board) const;
  void draw_cursor_and_refusal(Canvas& canvas, const BoardFrame& frame) const;
};

}  // namespace arcade
