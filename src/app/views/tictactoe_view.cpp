// Tic-tac-toe's board.
#include "app/views/tictactoe_view.h"

#include "app/ui/button_panel.h"
#include "app/ui/sizes.h"
#include "games/tictactoe/tictactoe.h"

namespace arcade::app {

void TicTacToeView::layout(const Rect& area, const AnyState&) {
  grid_ = fit_grid(area.inset(24), 3, 3, 196);
  cells_ = grid_.cells();
}

float TicTacToeView::min_cell_size() const {
  return kMinCellLarge;
}

std::optional<Move> TicTacToeView::move_at(int target, const AnyState&) const {
  if (target < 0 || target >= TicTacToe::kCells) return std::nullopt;
  return target;
}

std::optional<int> TicTacToeView::target_of(Move move, const AnyState&) const {
  if (move < 0 || move >= TicTacToe::kCells) return std::nullopt;
  return move;
}

void TicTacToeView::draw_side(Canvas& canvas, const Rect& rect, Side side,
                              const Theme& theme) const {
  if (side == Side::first) {
    canvas.sprite(Sprite::piece_x, rect, theme.x_piece);
  } else {
    canvas.sprite(Sprite::piece_o, rect, theme.o_piece);
  }
}

void TicTacToeView::draw_piece(Canvas& canvas, const BoardFrame& frame, int cell) const {
  const auto& board = *frame.now.get_if<TicTacToe>();
  const TicTacToe::Mark mark = board.at(cell);
  if (mark == TicTacToe::Mark::empty) return;
  Rect rect = Rect::centered(cells_[static_cast<std::size_t>(cell)].center(), grid_.cell * 0.74f,
                             grid_.cell * 0.74f);
  if (frame.nope_target == cell) rect = rect.moved(wiggle_offset(frame.nope_age), 0);
  const Sprite sprite = mark == TicTacToe::Mark::x ? Sprite::piece_x : Sprite::piece_o;
  const Color tint = mark == TicTacToe::Mark::x ? frame.theme.x_piece : frame.theme.o_piece;
  const bool arriving =
      frame.before && frame.before->get_if<TicTacToe>()->at(cell) == TicTacToe::Mark::empty;
  if (arriving && frame.progress < 1) {
    draw_dropping(canvas, sprite, rect, tint, frame.progress);
  } else {
    canvas.sprite(sprite, rect, tint);
  }
}

void TicTacToeView::draw(Canvas& canvas, const BoardFrame& frame) const {
  const Theme& theme = frame.theme;
  const auto& board = *frame.now.get_if<TicTacToe>();
  draw_board_panel(canvas, grid_.area, 18, theme.ttt_board, theme);

  if (frame.last_move && frame.progress >= 1) {
    const Rect& cell = cells_[static_cast<std::size_t>(*frame.last_move)];
    canvas.sprite(Sprite::glow, cell.inset(-8), theme.last_move.faded(0.22f));
  }
  if (frame.hover && board.is_legal(*frame.hover)) {
    const Rect& cell = cells_[static_cast<std::size_t>(*frame.hover)];
    canvas.panel(cell.inset(14), theme.hover, 18);
    draw_side(canvas, Rect::centered(cell.center(), grid_.cell * 0.6f, grid_.cell * 0.6f),
              board.to_move(), theme);
    canvas.panel(cell.inset(14), theme.ttt_board.faded(0.55f), 18);
  }
  // The grid: two lines each way, with round ends.
  const float width = theme.high_contrast ? 12 : 10;
  for (int i = 1; i < 3; ++i) {
    const float x = grid_.area.x + grid_.cell * static_cast<float>(i);
    const float y = grid_.area.y + grid_.cell * static_cast<float>(i);
    canvas.line({x, grid_.area.y + 10}, {x, grid_.area.bottom() - 10}, width, theme.ttt_line);
    canvas.line({grid_.area.x + 10, y}, {grid_.area.right() - 10, y}, width, theme.ttt_line);
  }
  if (frame.hint)
    draw_hint_glow(canvas, cells_[static_cast<std::size_t>(*frame.hint)], theme, frame.time);
  for (int cell = 0; cell < TicTacToe::kCells; ++cell) draw_piece(canvas, frame, cell);

  if (const auto line = board.winning_line(); line && frame.progress >= 1) {
    const Point from = cells_[static_cast<std::size_t>((*line)[0])].center();
    const Point to = cells_[static_cast<std::size_t>((*line)[2])].center();
    const float dx = (to.x - from.x) * 0.12f;
    const float dy = (to.y - from.y) * 0.12f;
    canvas.line({from.x - dx, from.y - dy}, {to.x + dx, to.y + dy}, 20, theme.win_line);
  }
  if (frame.cursor) draw_cursor(canvas, cells_[static_cast<std::size_t>(*frame.cursor)], theme);
  if (frame.nope_target) {
    draw_nope_ripple(canvas, cells_[static_cast<std::size_t>(*frame.nope_target)], theme,
                     frame.nope_age);
  }
}

}  // namespace arcade::app
