// Gomoku's board: stones on the points where the lines cross, the last stone marked, the five
// in a row drawn through at the end.
#pragma once

#include "app/views/board_drawing.h"
#include "app/views/game_view.h"

namespace arcade::app {

class GomokuView final : public GameView {
 public:
  void layout(const Rect& area, const AnyState& start) override;
  Rect board_rect() const override { return grid_.area; }
  const std::vector<Rect>& targets() const override { return cells_; }
  float min_cell_size() const override;
  std::optional<Move> move_at(int target, const AnyState& position) const override;
  std::optional<int> target_of(Move move, const AnyState& position) const override;
  void draw(Canvas& canvas, const BoardFrame& frame) const override;
  void draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme& theme) const override;

 private:
  void draw_lines(Canvas& canvas, const Theme& theme) const;
  void draw_stone(Canvas& canvas, const BoardFrame& frame, int point) const;

  Grid grid_;  // one cell around each point
  int size_ = 0;
  std::vector<Rect> cells_;
};

}  // namespace arcade::app
