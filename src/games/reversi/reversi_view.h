// Reversi's board: discs that turn over when outflanked, and dots where the side to move may play.
#pragma once

#include "games/common/board_drawing.h"

namespace arcade {

class ReversiView final : public GridView {
 public:
  void layout(const Rect& area, const AnyState& start) override;
  float min_cell_size() const override;
  void draw(Canvas& canvas, const BoardFrame& frame) const override;
  void draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme& theme) const override;
  std::optional<int> side_score(const AnyState& position, Side side) const override;
  MoveSound move_sound() const override { return MoveSound::flip; }

  // The colour of the dots where the side to move may play, and of the board under them.
  static Color legal_move_color(const Theme& theme);
  static Color board_color(const Theme& theme);

 private:
  void draw_disc(Canvas& canvas, const BoardFrame& frame, int square) const;
};

}  // namespace arcade
