// The logical canvas in any window: letterboxing, window pixels to canvas and back, high DPI; and
// keyboard navigation between rectangles.
#include <catch2/catch.hpp>

#include "app/render/viewport.h"
#include "app/ui/focus.h"

using namespace arcade;
using namespace arcade::app;

TEST_CASE("the canvas fills the window's width or height and is centred") {
  const Viewport wide(1920, 800, 1920, 800);  // wider than 16:9: bars left and right
  CHECK(wide.scale() == Approx(800.0 / 720));
  const Rect box = wide.letterbox();
  CHECK(box.h == Approx(800));
  CHECK(box.x == Approx((1920 - 1280 * 800.0 / 720) / 2));
  const Viewport tall(640, 720, 640, 720);  // bars above and below
  CHECK(tall.scale() == Approx(0.5));
  CHECK(tall.letterbox().y == Approx(180));
}

TEST_CASE("a window point maps to the canvas and back, also on high-DPI screens") {
  // A 1280×720 window drawn at 2560×1440 pixels: mouse events come in window units.
  const Viewport hidpi(2560, 1440, 1280, 720);
  const Point p = hidpi.to_logical(640, 360);
  CHECK(p.x == Approx(640));
  CHECK(p.y == Approx(360));
  const Viewport letterboxed(1000, 1000, 1000, 1000);
  const Point corner = letterboxed.to_logical(0, 0);
  CHECK(corner.y < 0);  // on the bar, outside the canvas
  const Point back = letterboxed.to_window(letterboxed.to_logical(300, 500));
  CHECK(back.x == Approx(300));
  CHECK(back.y == Approx(500));
}

TEST_CASE("arrow keys move to the nearest target that way, following rows") {
  std::vector<Rect> grid;
  for (int row = 0; row < 3; ++row) {
    for (int column = 0; column < 3; ++column)
      grid.push_back({column * 100.0f, row * 100.0f, 90, 90});
  }
  CHECK(neighbour(grid, 4, Key::left) == std::optional<std::size_t>(3));
  CHECK(neighbour(grid, 4, Key::right) == std::optional<std::size_t>(5));
  CHECK(neighbour(grid, 4, Key::up) == std::optional<std::size_t>(1));
  CHECK(neighbour(grid, 4, Key::down) == std::optional<std::size_t>(7));
  CHECK_FALSE(neighbour(grid, 3, Key::left));
  std::vector<bool> usable(9, true);
  usable[5] = false;
  CHECK(neighbour(grid, 4, Key::right, usable) != std::optional<std::size_t>(5));
}
