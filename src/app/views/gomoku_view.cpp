// Gomoku's board.
#include "app/views/gomoku_view.h"

#include "app/ui/button_panel.h"
#include "app/ui/sizes.h"
#include "games/gomoku/gomoku.h"

namespace arcade::app {

void GomokuView::layout(const Rect& area, const AnyState& start) {
  size_ = start.get_if<Gomoku>()->size();
  grid_ = fit_grid(area.inset(12), size_, size_, 76);
  cells_ = grid_.cells();
}

float GomokuView::min_cell_size() const {
  return kMinCellSmall;
}

std::optional<Move> GomokuView::move_at(int target, const AnyState&) const {
  if (target < 0 || target >= size_ * size_) return std::nullopt;
  return target;
}

std::optional<int> GomokuView::target_of(Move move, const AnyState&) const {
  if (move < 0 || move >= size_ * size_) return std::nullopt;
  return move;
}

void GomokuView::draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme&) const {
  canvas.sprite(side == Side::first ? Sprite::stone_black : Sprite::stone_white, rect);
}

void GomokuView::draw_lines(Canvas& canvas, const Theme& theme) const {
  const float half = grid_.cell / 2;
  const float width = theme.high_contrast ? 3 : 2;
  for (int i = 0; i < size_; ++i) {
    const float at = static_cast<float>(i) * grid_.cell + half;
    canvas.fill_rect({grid_.area.x + half - width / 2, grid_.area.y + at - width / 2,
                      grid_.area.w - grid_.cell + width, width},
                     theme.gomoku_line);
    canvas.fill_rect({grid_.area.x + at - width / 2, grid_.area.y + half - width / 2, width,
                      grid_.area.h - grid_.cell + width},
                     theme.gomoku_line);
  }
  // The star points players use to find their way on a bigger board.
  const int edge = size_ >= 13 ? 3 : 2;
  const int mid = size_ / 2;
  for (int row : {edge, mid, size_ - 1 - edge}) {
    for (int column : {edge, mid, size_ - 1 - edge}) {
      if ((row == mid) != (column == mid) && size_ < 13) continue;
      canvas.circle(grid_.cell_rect(column, row).center(), width * 3, theme.gomoku_line);
    }
  }
}

void GomokuView::draw_stone(Canvas& canvas, const BoardFrame& frame, int point) const {
  const auto& board = *frame.now.get_if<Gomoku>();
  const Gomoku::Stone stone = board.at(point);
  if (stone == Gomoku::Stone::empty) return;
  const Rect& cell = cells_[static_cast<std::size_t>(point)];
  Rect rect = Rect::centered(cell.center(), grid_.cell * 1.04f, grid_.cell * 1.04f);
  if (frame.nope_target == point) rect = rect.moved(wiggle_offset(frame.nope_age), 0);
  const Sprite sprite = stone == Gomoku::Stone::black ? Sprite::stone_black : Sprite::stone_white;
  const bool arriving =
      frame.before && frame.before->get_if<Gomoku>()->at(point) == Gomoku::Stone::empty;
  if (arriving && frame.progress < 1) {
    draw_dropping(canvas, sprite, rect, kWhite, frame.progress);
  } else {
    canvas.sprite(sprite, rect);
  }
}

void GomokuView::draw(Canvas& canvas, const BoardFrame& frame) const {
  const Theme& theme = frame.theme;
  const auto& board = *frame.now.get_if<Gomoku>();
  draw_board_panel(canvas, grid_.area, 10, theme.gomoku_board, theme);
  draw_lines(canvas, theme);
  if (frame.hover && board.is_legal(*frame.hover)) {
    const Rect& cell = cells_[static_cast<std::size_t>(*frame.hover)];
    canvas.panel(cell.inset(3), theme.hover, 10);
    draw_side(canvas, cell.inset(grid_.cell * 0.12f), board.to_move(), theme);
    canvas.panel(cell.inset(3), theme.gomoku_board.faded(0.45f), 10);
  }
  if (frame.hint)
    draw_hint_glow(canvas, cells_[static_cast<std::size_t>(*frame.hint)], theme, frame.time);
  for (int point = 0; point < size_ * size_; ++point) draw_stone(canvas, frame, point);
  if (frame.last_move && frame.progress >= 1) {
    const Rect& cell = cells_[static_cast<std::size_t>(*frame.last_move)];
    canvas.ring(cell.center(), grid_.cell * 0.5f, theme.last_move);
  }
  if (const auto line = board.winning_line(); !line.empty() && frame.progress >= 1) {
    const Point from = cells_[static_cast<std::size_t>(line.front())].center();
    const Point to = cells_[static_cast<std::size_t>(line.back())].center();
    canvas.line(from, to, grid_.cell * 0.22f, theme.win_line);
  }
  if (frame.cursor) draw_cursor(canvas, cells_[static_cast<std::size_t>(*frame.cursor)], theme);
  if (frame.nope_target) {
    draw_nope_ripple(canvas, cells_[static_cast<std::size_t>(*frame.nope_target)], theme,
                     frame.nope_age);
  }
}

}  // namespace arcade::app
