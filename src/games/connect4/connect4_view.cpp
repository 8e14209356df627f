// Connect Four's board.
#include "games/connect4/connect4_view.h"

#include <bit>
#include <cmath>
#include <numbers>

#include "draw/motion.h"
#include "draw/sizes.h"
#include "games/connect4/connect4_art.h"

namespace arcade {
namespace {

// The board's colours in each look: the frame, and the inside of an empty hole.
struct Connect4Colors {
  Color board, hole;
  // The ring round the last disc: not the theme's red, which reads as a red disc here.
  Color last_move;
};

const Connect4Colors& connect4_colors(const Theme& theme) {
  static const Connect4Colors standard{rgb(0x2f6fd6), rgb(0xe4edf9), rgb(0xffffff)};
  static const Connect4Colors high_contrast{rgb(0x1f5bff), rgb(0x000000), rgb(0xffffff)};
  return theme.high_contrast ? high_contrast : standard;
}

const Art& disc_art(Side side) {
  return side == Side::first ? connect4_art().red : connect4_art().yellow;
}

// How far down its fall a dropped disc is at `progress` 0 → 1 of the move's animation: it falls
// faster and faster (as things fall) until 80% of the time, then settles with one small bounce,
// as a fraction of one cell above its place.
struct Fall {
  double fraction;  // 0 at the start, 1 in its place
  double bounce;    // cells above its place, during the bounce
};

Fall fall_at(double progress) {
  constexpr double kLanding = 0.8;
  const double t = std::clamp(progress, 0.0, 1.0);
  if (t < kLanding) return {(t / kLanding) * (t / kLanding), 0};
  return {1, 0.08 * std::sin((t - kLanding) / (1 - kLanding) * std::numbers::pi)};
}

}  // namespace

void ConnectFourView::layout(const Rect& area, const AnyState&) {
  fit(area.inset(20), ConnectFour::kColumns, ConnectFour::kRows, 100);
  // The targets are whole columns, not cells.
  cells_.clear();
  for (int column = 0; column < ConnectFour::kColumns; ++column) {
    cells_.push_back({grid_.area.x + static_cast<float>(column) * grid_.cell, grid_.area.y,
                      grid_.cell, grid_.area.h});
  }
}

float ConnectFourView::min_cell_size() const {
  // Seven columns of big holes: every column (the target) is at least a big cell wide.
  return kMinCellLarge;
}

Rect ConnectFourView::cell_at(int column, int row) const {
  return grid_.cell_rect(column, ConnectFour::kRows - 1 - row);
}

Rect ConnectFourView::disc_rect(int column, int row) const {
  const Rect cell = cell_at(column, row);
  return Rect::centered(cell.center(), grid_.cell * 0.86f, grid_.cell * 0.86f);
}

std::optional<Rect> ConnectFourView::move_place(Move move, const AnyState& before) const {
  const auto* board = before.get_if<ConnectFour>();
  if (!board || !board->is_legal(move)) return std::nullopt;
  return cell_at(move, board->height(move));
}

void ConnectFourView::draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme&) const {
  canvas.picture(disc_art(side), rect);
}

void ConnectFourView::draw_holes(Canvas& canvas, const Theme& theme) const {
  const Color hole = connect4_colors(theme).hole;
  for (int column = 0; column < ConnectFour::kColumns; ++column) {
    for (int row = 0; row < ConnectFour::kRows; ++row) {
      canvas.circle(cell_at(column, row).center(), grid_.cell * 0.42f, hole);
    }
  }
}

void ConnectFourView::draw_fronts(Canvas& canvas, const Theme& theme) const {
  const Color board = connect4_colors(theme).board;
  for (int column = 0; column < ConnectFour::kColumns; ++column) {
    for (int row = 0; row < ConnectFour::kRows; ++row) {
      canvas.picture(connect4_art().hole, cell_at(column, row), board);
    }
  }
}

void ConnectFourView::draw_hover(Canvas& canvas, const BoardFrame& frame,
                                 const ConnectFour& board) const {
  if (!frame.hover || !board.is_legal(*frame.hover)) return;
  const int column = *frame.hover;
  // A ghost of the disc where it would land, seen through its hole.
  canvas.picture(disc_art(board.to_move()), disc_rect(column, board.height(column)),
                 kWhite.faded(0.45f));
}

void ConnectFourView::draw_discs(Canvas& canvas, const BoardFrame& frame,
                                 const ConnectFour& board) const {
  // The disc being dropped: the one cell the position before the move did not have.
  ConnectFourBits falling = 0;
  if (frame.before && frame.progress < 1) {
    const ConnectFourBits added =
        board.occupied() & ~frame.before->get_if<ConnectFour>()->occupied();
    if (std::popcount(added) == 1) falling = added;
  }
  for (int column = 0; column < ConnectFour::kColumns; ++column) {
    for (int row = 0; row < board.height(column); ++row) {
      const auto side = board.at(column, row);
      const Rect rect = disc_rect(column, row);
      if (!(falling & ConnectFour::cell(column, row))) {
        canvas.picture(disc_art(*side), rect);
        continue;
      }
      // It falls from just above the board to its hole.
      const Fall fall = fall_at(frame.progress);
      const float top = grid_.area.y - grid_.cell * 0.9f;
      const float distance = rect.center().y - top;
      const float y = top + distance * static_cast<float>(fall.fraction) -
                      grid_.cell * static_cast<float>(fall.bounce);
      canvas.picture(disc_art(*side), Rect::centered({rect.center().x, y}, rect.w, rect.h));
    }
  }
}

void ConnectFourView::draw_marks(Canvas& canvas, const BoardFrame& frame,
                                 const ConnectFour& board) const {
  if (frame.progress < 1) return;
  if (frame.last_move && *frame.last_move >= 0 && *frame.last_move < ConnectFour::kColumns) {
    const int height = board.height(*frame.last_move);
    if (height > 0) {
      canvas.ring(cell_at(*frame.last_move, height - 1).center(), grid_.cell * 0.45f,
                  connect4_colors(frame.theme).last_move);
    }
  }
  const ConnectFourBits winning = board.winning_cells();
  if (!winning) return;
  // A thick line through every four, and a ring round each of its discs.
  for (const ConnectFourBits line : connect4_lines()) {
    const bool four =
        (line & board.discs(Side::first)) == line || (line & board.discs(Side::second)) == line;
    if (!four) continue;
    const int first = std::countr_zero(line);
    const int last = 63 - std::countl_zero(line);
    const auto centre_of = [&](int bit) {
      return cell_at(bit / ConnectFour::kColumnBits, bit % ConnectFour::kColumnBits).center();
    };
    canvas.line(centre_of(first), centre_of(last), grid_.cell * 0.2f, frame.theme.win_line);
  }
  for (int bit = 0; bit < 64; ++bit) {
    if (winning & (ConnectFourBits{1} << bit)) {
      canvas.ring(cell_at(bit / ConnectFour::kColumnBits, bit % ConnectFour::kColumnBits).center(),
                  grid_.cell * 0.42f, frame.theme.win_line);
    }
  }
}

void ConnectFourView::draw_cursor_and_refusal(Canvas& canvas, const BoardFrame& frame) const {
  // A white frame under the cursor's colour, which is blue in the standard look, as the board is.
  if (frame.cursor) {
    const Rect& column = cell(*frame.cursor);
    canvas.frame(column.inset(-4), kWhite, 10);
    draw_cursor(canvas, column.inset(-4), frame.theme);
  }
  if (frame.nope_target) {
    // The ripple spreads from the top of the refused (full) column.
    const Rect& column = cell(*frame.nope_target);
    const Rect top{column.x, column.y, column.w, grid_.cell};
    draw_nope_ripple(canvas, top.moved(wiggle_offset(frame.nope_age), 0), frame.theme,
                     frame.nope_age);
  }
}

void ConnectFourView::draw(Canvas& canvas, const BoardFrame& frame) const {
  const Theme& theme = frame.theme;
  const auto& board = *frame.now.get_if<ConnectFour>();
  draw_board_panel(canvas, grid_.area, 14, connect4_colors(theme).board, theme);
  draw_holes(canvas, theme);
  draw_hover(canvas, frame, board);
  draw_discs(canvas, frame, board);
  draw_fronts(canvas, theme);
  if (frame.hover && board.is_legal(*frame.hover)) {
    // The free part of the column under the pointer, lit down to where the disc will land; the
    // discs already in it stay as they are.
    const Rect column = cell(*frame.hover);
    const Rect landing = cell_at(*frame.hover, board.height(*frame.hover));
    const Rect free{column.x, column.y, column.w, landing.bottom() - column.y};
    canvas.panel(free.inset(3), theme.hover, grid_.cell * 0.3f);
  }
  if (frame.hint) {
    if (const int column = *frame.hint; board.is_legal(column)) {
      draw_hint_glow(canvas, cell_at(column, board.height(column)), theme, frame.time);
    }
  }
  draw_marks(canvas, frame, board);
  draw_cursor_and_refusal(canvas, frame);
}

}  // namespace arcade
