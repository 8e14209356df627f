// Drawing pieces shared by the views: grids, the drop-in of a new piece, hint and cursor marks,
// and the gentle "not there" ripple.
#pragma once

#include <optional>
#include <vector>

#include "app/render/canvas.h"
#include "app/render/theme.h"

namespace arcade::app {

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

// 0 → 1 easing that slows down at the end.
double ease_out(double t);

// A piece arriving: it drops into `rect` from a little above, growing in, over `progress` 0 → 1.
void draw_dropping(Canvas& canvas, Sprite sprite, const Rect& rect, Color tint, double progress);

// A soft glow that breathes slowly (once a second: far below the 3 flashes a second limit).
void draw_hint_glow(Canvas& canvas, const Rect& rect, const Theme& theme, double time);
// The keyboard cursor: a thick frame around the cell.
void draw_cursor(Canvas& canvas, const Rect& rect, const Theme& theme);
// The gentle cue for a click where no move is allowed: a ring spreading out and fading.
void draw_nope_ripple(Canvas& canvas, const Rect& rect, const Theme& theme, double age);
// A board's backing: a shadow and a rounded panel in `color`, `margin` around `inner`.
void draw_board_panel(Canvas& canvas, const Rect& inner, float margin, Color color,
                      const Theme& theme);

}  // namespace arcade::app
