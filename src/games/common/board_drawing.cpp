// Drawing pieces the games' views share.
#include "games/common/board_drawing.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "draw/motion.h"

namespace arcade {

std::optional<Rect> GameView::move_place(Move move, const AnyState& before) const {
  const auto target = target_of(move, before);
  if (!target || *target < 0 || *target >= static_cast<int>(targets().size())) return std::nullopt;
  return targets()[static_cast<std::size_t>(*target)];
}

std::optional<int> GameView::target_at(Point p) const {
  const auto& all = targets();
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (all[i].contains(p)) return static_cast<int>(i);
  }
  return std::nullopt;
}

std::vector<Rect> Grid::cells() const {
  std::vector<Rect> all;
  for (int row = 0; row < rows; ++row) {
    for (int column = 0; column < columns; ++column) all.push_back(cell_rect(column, row));
  }
  return all;
}

Grid fit_grid(const Rect& area, int columns, int rows, float max_cell) {
  Grid grid;
  grid.columns = columns;
  grid.rows = rows;
  grid.cell = std::floor(std::min(
      {area.w / static_cast<float>(columns), area.h / static_cast<float>(rows), max_cell}));
  const float w = grid.cell * static_cast<float>(columns);
  const float h = grid.cell * static_cast<float>(rows);
  grid.area = {std::round(area.x + (area.w - w) / 2), std::round(area.y + (area.h - h) / 2), w, h};
  return grid;
}

void draw_dropping(Canvas& canvas, const Art& art, const Rect& rect, Color tint, double progress) {
  const double e = ease_out(progress);
  const float grow = static_cast<float>(1.25 - 0.25 * e);
  const float lift = static_cast<float>((1 - e) * rect.h * 0.35);
  const Rect r = Rect::centered(rect.center(), rect.w * grow, rect.h * grow).moved(0, -lift);
  canvas.picture(art, r, tint.faded(static_cast<float>(std::min(1.0, progress * 2.5))));
}

void draw_hint_glow(Canvas& canvas, const Rect& rect, const Theme& theme, double time) {
  const float breath = static_cast<float>(0.75 + 0.25 * std::sin(time * 2 * std::numbers::pi));
  const float size = std::max(rect.w, rect.h) * (1.25f + 0.08f * breath);
  canvas.sprite(Sprite::glow, Rect::centered(rect.center(), size, size), theme.hint.faded(breath));
  canvas.ring(rect.center(), std::min(rect.w, rect.h) * 0.46f, theme.hint.faded(0.9f));
}

void draw_cursor(Canvas& canvas, const Rect& rect, const Theme& theme) {
  canvas.frame(rect.inset(2), theme.cursor, 6);
}

void draw_nope_ripple(Canvas& canvas, const Rect& rect, const Theme& theme, double age) {
  constexpr double kLength = 0.45;
  if (age < 0 || age >= kLength) return;
  const double t = age / kLength;
  const float radius = std::min(rect.w, rect.h) * static_cast<float>(0.3 + 0.3 * t);
  canvas.ring(rect.center(), radius, theme.nope.faded(static_cast<float>(1 - t)));
}

void draw_board_panel(Canvas& canvas, const Rect& inner, float margin, Color color,
                      const Theme& theme) {
  const Rect outer = inner.inset(-margin);
  canvas.shadow(outer, theme.shadow, 24, 6);
  if (theme.high_contrast) {
    canvas.panel(outer.inset(-4), theme.panel_edge, 28);
  }
  canvas.panel(outer, color, 24);
}

std::optional<Move> GridView::move_at(int target, const AnyState&) const {
  if (target < 0 || target >= static_cast<int>(cells_.size())) return std::nullopt;
  return target;
}

std::optional<int> GridView::target_of(Move move, const AnyState&) const {
  if (move < 0 || move >= static_cast<int>(cells_.size())) return std::nullopt;  // a pass
  return move;
}

void GridView::fit(const Rect& area, int columns, int rows, float max_cell) {
  grid_ = fit_grid(area, columns, rows, max_cell);
  cells_ = grid_.cells();
}

void GridView::draw_hint(Canvas& canvas, const BoardFrame& frame) const {
  if (!frame.hint) return;
  if (const auto target = target_of(*frame.hint, frame.now)) {
    draw_hint_glow(canvas, cell(*target), frame.theme, frame.time);
  }
}

void GridView::draw_cursor_and_ripple(Canvas& canvas, const BoardFrame& frame) const {
  if (frame.cursor) draw_cursor(canvas, cell(*frame.cursor), frame.theme);
  if (frame.nope_target) {
    draw_nope_ripple(canvas, cell(*frame.nope_target), frame.theme, frame.nope_age);
  }
}

}  // namespace arcade
