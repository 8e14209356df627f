// Gomoku's board.
#include "games/gomoku/gomoku_view.h"

#include "draw/motion.h"
#include "draw/sizes.h"
#include "games/gomoku/gomoku.h"
#include "games/gomoku/gomoku_art.h"

namespace arcade {
namespace {

struct GomokuColors {
  Color board, line;
};

const GomokuColors& gomoku_colors(const Theme& theme) {
  static const GomokuColors standard{rgb(0xe9bb72), rgb(0x6b4423)};
  static const GomokuColors high_contrast{rgb(0xd9a441), rgb(0x000000)};
  return theme.high_contrast ? high_contrast : standard;
}

const Art& stone_art(Side side) {
  return side == Side::first ? gomoku_art().black : gomoku_art().white;
}

}  // namespace

void GomokuView::layout(const Rect& area, const AnyState& start) {
  size_ = start.get_if<Gomoku>()->size();
  fit(area.inset(12), size_, size_, 76);
}

float GomokuView::min_cell_size() const {
  // Children play on 11×11 or smaller (KIDS.md rule 1); the classic 15×15 is the grown-ups'
  // board, whose cells need only stay an easy mouse target.
  constexpr int kLargestChildBoard = 11;
  constexpr float kGrownUpCell = 40;
  return size_ <= kLargestChildBoard ? kMinCellSmall : kGrownUpCell;
}

void GomokuView::draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme&) const {
  canvas.picture(stone_art(side), rect);
}

void GomokuView::draw_lines(Canvas& canvas, const Theme& theme) const {
  const GomokuColors& colors = gomoku_colors(theme);
  const float half = grid_.cell / 2;
  const float width = theme.high_contrast ? 3 : 2;
  for (int i = 0; i < size_; ++i) {
    const float at = static_cast<float>(i) * grid_.cell + half;
    canvas.fill_rect({grid_.area.x + half - width / 2, grid_.area.y + at - width / 2,
                      grid_.area.w - grid_.cell + width, width},
                     colors.line);
    canvas.fill_rect({grid_.area.x + at - width / 2, grid_.area.y + half - width / 2, width,
                      grid_.area.h - grid_.cell + width},
                     colors.line);
  }
  // The star points players use to find their way on a bigger board.
  const int edge = size_ >= 13 ? 3 : 2;
  const int mid = size_ / 2;
  for (int row : {edge, mid, size_ - 1 - edge}) {
    for (int column : {edge, mid, size_ - 1 - edge}) {
      if ((row == mid) != (column == mid) && size_ < 13) continue;
      canvas.circle(grid_.cell_rect(column, row).center(), width * 3, colors.line);
    }
  }
}

void GomokuView::draw_stone(Canvas& canvas, const BoardFrame& frame, int point) const {
  const auto& board = *frame.now.get_if<Gomoku>();
  const Gomoku::Stone stone = board.at(point);
  if (stone == Gomoku::Stone::empty) return;
  Rect rect = Rect::centered(cell(point).center(), grid_.cell * 1.04f, grid_.cell * 1.04f);
  if (frame.nope_target == point) rect = rect.moved(wiggle_offset(frame.nope_age), 0);
  const Art& art = stone_art(stone == Gomoku::Stone::black ? Side::first : Side::second);
  const bool arriving =
      frame.before && frame.before->get_if<Gomoku>()->at(point) == Gomoku::Stone::empty;
  if (arriving && frame.progress < 1) {
    draw_dropping(canvas, art, rect, kWhite, frame.progress);
  } else {
    canvas.picture(art, rect);
  }
}

void GomokuView::draw(Canvas& canvas, const BoardFrame& frame) const {
  const Theme& theme = frame.theme;
  const GomokuColors& colors = gomoku_colors(theme);
  const auto& board = *frame.now.get_if<Gomoku>();
  draw_board_panel(canvas, grid_.area, 10, colors.board, theme);
  draw_lines(canvas, theme);
  if (frame.hover && board.is_legal(*frame.hover)) {
    const Rect& hovered = cell(*frame.hover);
    canvas.panel(hovered.inset(3), theme.hover, 10);
    draw_side(canvas, hovered.inset(grid_.cell * 0.12f), board.to_move(), theme);
    canvas.panel(hovered.inset(3), colors.board.faded(0.45f), 10);
  }
  draw_hint(canvas, frame);
  for (int point = 0; point < size_ * size_; ++point) draw_stone(canvas, frame, point);
  if (frame.last_move && frame.progress >= 1) {
    canvas.ring(cell(*frame.last_move).center(), grid_.cell * 0.5f, theme.last_move);
  }
  if (const auto line = board.winning_line(); !line.empty() && frame.progress >= 1) {
    canvas.line(cell(line.front()).center(), cell(line.back()).center(), grid_.cell * 0.22f,
                theme.win_line);
  }
  draw_cursor_and_ripple(canvas, frame);
}

}  // namespace arcade
