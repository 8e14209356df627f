// Tic-tac-toe's board.
#include "games/tictactoe/tictactoe_view.h"

#include "draw/motion.h"
#include "draw/sizes.h"
#include "games/tictactoe/tictactoe.h"
#include "games/tictactoe/tictactoe_art.h"

namespace arcade {
namespace {

// The board's colours in each look.
struct TicTacToeColors {
  Color board, line, x, o;
};

const TicTacToeColors& tictactoe_colors(const Theme& theme) {
  static const TicTacToeColors standard{rgb(0xfff8e8), rgb(0x3d405b), rgb(0xe63946), rgb(0x1d6fb8)};
  static const TicTacToeColors high_contrast{rgb(0x000000), rgb(0xffffff), rgb(0xffff00),
                                             rgb(0x00ffff)};
  return theme.high_contrast ? high_contrast : standard;
}

}  // namespace

void TicTacToeView::layout(const Rect& area, const AnyState&) {
  fit(area.inset(24), 3, 3, 196);
}

float TicTacToeView::min_cell_size() const {
  return kMinCellLarge;
}

void TicTacToeView::draw_side(Canvas& canvas, const Rect& rect, Side side,
                              const Theme& theme) const {
  const TicTacToeColors& colors = tictactoe_colors(theme);
  if (side == Side::first) {
    canvas.picture(tictactoe_art().x, rect, colors.x);
  } else {
    canvas.picture(tictactoe_art().o, rect, colors.o);
  }
}

void TicTacToeView::draw_piece(Canvas& canvas, const BoardFrame& frame, int index) const {
  const auto& board = *frame.now.get_if<TicTacToe>();
  const TicTacToe::Mark mark = board.at(index);
  if (mark == TicTacToe::Mark::empty) return;
  Rect rect = Rect::centered(cell(index).center(), grid_.cell * 0.74f, grid_.cell * 0.74f);
  if (frame.nope_target == index) rect = rect.moved(wiggle_offset(frame.nope_age), 0);
  const TicTacToeColors& colors = tictactoe_colors(frame.theme);
  const Art& art = mark == TicTacToe::Mark::x ? tictactoe_art().x : tictactoe_art().o;
  const Color tint = mark == TicTacToe::Mark::x ? colors.x : colors.o;
  const bool arriving =
      frame.before && frame.before->get_if<TicTacToe>()->at(index) == TicTacToe::Mark::empty;
  if (arriving && frame.progress < 1) {
    draw_dropping(canvas, art, rect, tint, frame.progress);
  } else {
    canvas.picture(art, rect, tint);
  }
}

void TicTacToeView::draw(Canvas& canvas, const BoardFrame& frame) const {
  const Theme& theme = frame.theme;
  const TicTacToeColors& colors = tictactoe_colors(theme);
  const auto& board = *frame.now.get_if<TicTacToe>();
  draw_board_panel(canvas, grid_.area, 18, colors.board, theme);

  if (frame.last_move && frame.progress >= 1) {
    canvas.sprite(Sprite::glow, cell(*frame.last_move).inset(-8), theme.last_move.faded(0.22f));
  }
  if (frame.hover && board.is_legal(*frame.hover)) {
    const Rect& hovered = cell(*frame.hover);
    canvas.panel(hovered.inset(14), theme.hover, 18);
    draw_side(canvas, Rect::centered(hovered.center(), grid_.cell * 0.6f, grid_.cell * 0.6f),
              board.to_move(), theme);
    canvas.panel(hovered.inset(14), colors.board.faded(0.55f), 18);
  }
  // The grid: two lines each way, with round ends.
  const float width = theme.high_contrast ? 12 : 10;
  for (int i = 1; i < 3; ++i) {
    const float x = grid_.area.x + grid_.cell * static_cast<float>(i);
    const float y = grid_.area.y + grid_.cell * static_cast<float>(i);
    canvas.line({x, grid_.area.y + 10}, {x, grid_.area.bottom() - 10}, width, colors.line);
    canvas.line({grid_.area.x + 10, y}, {grid_.area.right() - 10, y}, width, colors.line);
  }
  draw_hint(canvas, frame);
  for (int index = 0; index < TicTacToe::kCells; ++index) draw_piece(canvas, frame, index);

  if (const auto line = board.winning_line(); line && frame.progress >= 1) {
    const Point from = cell((*line)[0]).center();
    const Point to = cell((*line)[2]).center();
    const float dx = (to.x - from.x) * 0.12f;
    const float dy = (to.y - from.y) * 0.12f;
    canvas.line({from.x - dx, from.y - dy}, {to.x + dx, to.y + dy}, 20, theme.win_line);
  }
  draw_cursor_and_ripple(canvas, frame);
}

}  // namespace arcade
