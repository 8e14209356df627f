// Where the menu's game cards go.
#include "app/scenes/menu_layout.h"

#include <algorithm>
#include <cmath>

#include "draw/sizes.h"

namespace arcade::app {
namespace {

struct Grid {
  int columns = 1;
  int rows = 1;
  float width = 0;
  float height = 0;
};

// Cards of the largest size for `rows` rows of `columns` in `area`.
Grid grid_of(int columns, int rows, const Rect& area) {
  const auto c = static_cast<float>(columns);
  const auto r = static_cast<float>(rows);
  return {columns, rows, std::min(kMaxCardWidth, (area.w - (c - 1) * kCardGap) / c),
          std::min(kMaxCardHeight, (area.h - (r - 1) * kCardGap) / r)};
}

bool fits(const Grid& grid) {
  return grid.width >= kMinCardWidth && grid.height >= kMinCardHeight;
}

}  // namespace

MenuPage menu_page(int games, const Rect& area, int page) {
  MenuPage result;
  const int count = std::max(games, 1);
  Grid grid = grid_of(count, 1, area);
  Rect cards_area = area;
  int per_page = count;
  if (!fits(grid)) grid = grid_of((count + 1) / 2, 2, area);
  if (!fits(grid)) {
    // Pages of two rows, with an arrow button on each side of the cards.
    cards_area = {area.x + kButton + kCardGap, area.y, area.w - 2 * (kButton + kCardGap), area.h};
    const int columns = std::max(
        1, static_cast<int>(std::floor((cards_area.w + kCardGap) / (kMinCardWidth + kCardGap))));
    grid = grid_of(columns, 2, cards_area);
    per_page = columns * 2;
    result.pages = (count + per_page - 1) / per_page;
    const float arrow_y = area.center().y - kButton / 2;
    result.previous_arrow = {area.x, arrow_y, kButton, kButton};
    result.next_arrow = {area.right() - kButton, arrow_y, kButton, kButton};
  }
  const int shown_page = std::clamp(page, 0, result.pages - 1);
  result.first_game = shown_page * per_page;
  const int on_page = std::min(per_page, games - result.first_game);
  const float rows_height =
      static_cast<float>(grid.rows) * grid.height + static_cast<float>(grid.rows - 1) * kCardGap;
  const float top = cards_area.y + (cards_area.h - rows_height) / 2;
  for (int i = 0; i < on_page; ++i) {
    const int row = i / grid.columns;
    const int in_row = std::min(grid.columns, on_page - row * grid.columns);
    const float row_width =
        static_cast<float>(in_row) * grid.width + static_cast<float>(in_row - 1) * kCardGap;
    const float left = cards_area.x + (cards_area.w - row_width) / 2;
    result.cards.push_back(
        {std::round(left + static_cast<float>(i % grid.columns) * (grid.width + kCardGap)),
         std::round(top + static_cast<float>(row) * (grid.height + kCardGap)),
         std::floor(grid.width), std::floor(grid.height)});
  }
  return result;
}

}  // namespace arcade::app
