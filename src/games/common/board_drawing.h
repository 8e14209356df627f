// Drawing pieces the games' views share: grids, the drop-in of a new piece, hint and cursor marks,
// the gentle "not there" ripple, and GridView, the base of every view whose targets are the cells
// of a grid.
#pragma once

#include <optional>
#include <vector>

#include "draw/canvas.h"
#include "draw/theme.h"
#include "games/common/game_view.h"

namespace arcade {

// A grid of equal square cells inside a board.
struct Grid {
  Rect area;  // the cells' outline
  int columns = 0;
  int rows = 0;
  float cell = 0;

  Rect cell_rect(int column, int row) const {
    return {area.x + static_cast<float>(column) * cell, area.y + static_cast<float>(row) * cell,
            cell, cell};
  }
  // Every cell, row by row from the top-left.
  std::vector<Rect> cells() const;
};

// The largest grid of columns × rows cells (at most `max_cell` each, whole pixels) centred in
// `area`.
Grid fit_grid(const Rect& area, int columns, int rows, float max_cell);

// A piece arriving: it drops into `rect` from a little above, growing in, over `progress` 0 → 1.
void draw_dropping(Canvas& canvas, const Art& art, const Rect& rect, Color tint, double progress);

// A soft glow that breathes slowly (once a second: far below the 3 flashes a second limit).
void draw_hint_glow(Canvas& canvas, const Rect& rect, const Theme& theme, double time);
// The keyboard cursor: a thick frame around the cell.
void draw_cursor(Canvas& canvas, const Rect& rect, const Theme& theme);
// The gentle cue for a click where no move is allowed: a ring spreading out and fading.
void draw_nope_ripple(Canvas& canvas, const Rect& rect, const Theme& theme, double age);
// A board's backing: a shadow and a rounded panel in `color`, `margin` around `inner`.
void draw_board_panel(Canvas& canvas, const Rect& inner, float margin, Color color,
                      const Theme& theme);

// A view whose targets are the cells of one grid, row by row, and whose moves are the cell
// numbers (Tic-tac-toe, Gomoku, Reversi); a game whose moves are something else overrides
// move_at and target_of.
class GridView : public GameView {
 public:
  Rect board_rect() const override { return grid_.area; }
  const std::vector<Rect>& targets() const override { return cells_; }
  std::optional<Move> move_at(int target, const AnyState& position) const override;
  std::optional<int> target_of(Move move, const AnyState& position) const override;

 protected:
  // Lays the grid out: columns × rows cells of at most `max_cell`, centred in `area`.
  void fit(const Rect& area, int columns, int rows, float max_cell);
  // The cell of target `index` (which must exist).
  const Rect& cell(int index) const { return cells_[static_cast<std::size_t>(index)]; }
  // The marks every grid board draws last: the hint glow, the keyboard cursor and the refusal
  // ripple, where the frame asks for them.
  void draw_cursor_and_ripple(Canvas& canvas, const BoardFrame& frame) const;
  void draw_hint(Canvas& canvas, const BoardFrame& frame) const;

  Grid grid_;
  std::vector<Rect> cells_;
};

}  // namespace arcade
