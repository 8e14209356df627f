// Tic-tac-toe's board: three by three big cells, X and O, and the winning line.
#pragma once

#include "app/views/board_drawing.h"
#include "app/views/game_view.h"

namespace arcade::app {

class TicTacToeView final : public GameView {
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
  void draw_piece(Canvas& canvas, const BoardFrame& frame, int cell) const;

  Grid grid_;
  std::vector<Rect> cells_;
};

}  // namespace arcade::app
