// Reversi's board.
#include "games/reversi/reversi_view.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numbers>

#include "draw/motion.h"
#include "draw/sizes.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_art.h"

namespace arcade {
namespace {

struct ReversiColors {
  Color board, line, legal_move;
};

// The dots where the side to move may play stand out from the board at 3:1 or more (WCAG
// 1.4.11) in both looks: a see-through white was 1.8:1.
const ReversiColors& reversi_colors(const Theme& theme) {
  static const ReversiColors standard{rgb(0x2f9a62), rgb(0x1b5e3b), rgb(0xf0faf4)};
  static const ReversiColors high_contrast{rgb(0x006b2e), rgb(0x000000), rgb(0xffff00)};
  return theme.high_contrast ? high_contrast : standard;
}

// Which side's disc is on `square`, if any.
std::optional<Side> disc_at(const Reversi& board, int square) {
  const Bitboard bit = Bitboard{1} << square;
  if (board.discs_of(Side::first) & bit) return Side::first;
  if (board.discs_of(Side::second) & bit) return Side::second;
  return std::nullopt;
}

const Art& disc_art(Side side) {
  return side == Side::first ? reversi_art().black : reversi_art().white;
}

}  // namespace

Color ReversiView::legal_move_color(const Theme& theme) {
  return reversi_colors(theme).legal_move;
}

Color ReversiView::board_color(const Theme& theme) {
  return reversi_colors(theme).board;
}

void ReversiView::layout(const Rect& area, const AnyState&) {
  fit(area.inset(12), 8, 8, 82);
}

float ReversiView::min_cell_size() const {
  return kMinCellSmall;
}

void ReversiView::draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme&) const {
  canvas.picture(disc_art(side), rect);
}

std::optional<int> ReversiView::side_score(const AnyState& position, Side side) const {
  return position.get_if<Reversi>()->count(side);
}

void ReversiView::draw_disc(Canvas& canvas, const BoardFrame& frame, int square) const {
  const auto now = disc_at(*frame.now.get_if<Reversi>(), square);
  if (!now) return;
  Rect rect = Rect::centered(cell(square).center(), grid_.cell * 1.0f, grid_.cell * 1.0f);
  if (frame.nope_target == square) rect = rect.moved(wiggle_offset(frame.nope_age), 0);
  const std::optional<Side> before =
      frame.before ? disc_at(*frame.before->get_if<Reversi>(), square) : now;
  if (frame.progress >= 1 || before == now) return canvas.picture(disc_art(*now), rect);
  if (!before) return draw_dropping(canvas, disc_art(*now), rect, kWhite, frame.progress);

  // A flip: the disc narrows to its edge showing the old colour, then widens showing the new one.
  // Discs further from the new disc turn a little later, so the flips ripple outwards.
  int distance = 1;
  if (frame.last_move && *frame.last_move >= 0 && *frame.last_move < 64) {
    distance = std::max(std::abs(*frame.last_move % 8 - square % 8),
                        std::abs(*frame.last_move / 8 - square / 8));
  }
  const double delay = 0.06 * std::min(distance - 1, 6);
  const double t = std::clamp((frame.progress - delay) / 0.64, 0.0, 1.0);
  const float width = static_cast<float>(std::abs(std::cos(t * std::numbers::pi)));
  const Side shown = t < 0.5 ? *before : *now;
  const float lift = static_cast<float>(std::sin(t * std::numbers::pi)) * grid_.cell * 0.08f;
  canvas.picture(
      disc_art(shown),
      Rect::centered(rect.center(), rect.w * std::max(width, 0.08f), rect.h).moved(0, -lift));
}

void ReversiView::draw(Canvas& canvas, const BoardFrame& frame) const {
  const Theme& theme = frame.theme;
  const ReversiColors& colors = reversi_colors(theme);
  const auto& board = *frame.now.get_if<Reversi>();
  draw_board_panel(canvas, grid_.area, 12, colors.line, theme);
  canvas.fill_rect(grid_.area, colors.board);
  const float width = theme.high_contrast ? 3 : 2;
  for (int i = 0; i <= 8; ++i) {
    const float at = static_cast<float>(i) * grid_.cell;
    canvas.fill_rect({grid_.area.x + at - width / 2, grid_.area.y, width, grid_.area.h},
                     colors.line);
    canvas.fill_rect({grid_.area.x, grid_.area.y + at - width / 2, grid_.area.w, width},
                     colors.line);
  }
  if (frame.show_legal_moves && frame.progress >= 1) {
    Bitboard moves = board.move_mask();
    while (moves) {
      const int square = __builtin_ctzll(moves);
      moves &= moves - 1;
      canvas.circle(cells_[static_cast<std::size_t>(square)].center(), grid_.cell * 0.13f,
                    colors.legal_move);
    }
  }
  if (frame.hover && board.is_legal(*frame.hover)) {
    const Rect& hovered = cell(*frame.hover);
    canvas.fill_rect(hovered.inset(width), theme.hover);
    draw_side(canvas, hovered.inset(grid_.cell * 0.14f), board.to_move(), theme);
    canvas.fill_rect(hovered.inset(width), colors.board.faded(0.5f));
  }
  draw_hint(canvas, frame);
  for (int square = 0; square < 64; ++square) draw_disc(canvas, frame, square);
  if (frame.last_move && *frame.last_move < 64 && frame.progress >= 1) {
    canvas.ring(cells_[static_cast<std::size_t>(*frame.last_move)].center(), grid_.cell * 0.48f,
                theme.last_move);
  }
  draw_cursor_and_ripple(canvas, frame);
}

}  // namespace arcade
