// The first window fits the screen it opens on, keeps the canvas's shape, and is never smaller
// than the smallest usable window.
#include <catch2/catch.hpp>

#include "app/render/window_size.h"

using namespace arcade::app;

TEST_CASE("the first window fits small, common and large displays") {
  // 800×600 with a panel: 720×405, the title bar on screen.
  CHECK(first_window_size(800, 570) == WindowSize{720, 405});
  // 1280×720 with a panel: nine tenths.
  CHECK(first_window_size(1280, 690) == WindowSize{1104, 621});
  // 1920×1080: as large as a first window gets.
  CHECK(first_window_size(1920, 1050) == WindowSize{1600, 900});
  for (int width = 320; width <= 3840; width += 37) {
    for (int height = 240; height <= 2160; height += 29) {
      const WindowSize size = first_window_size(width, height);
      INFO(width << "x" << height << " -> " << size.width << "x" << size.height);
      CHECK(size.width * 9 == size.height * 16);  // exactly 16:9
      CHECK(size.width >= kMinWindow.width);
      CHECK(size.height >= kMinWindow.height);
      CHECK(size.width <= kMaxFirstWindow.width);
      if (width >= kMinWindow.width * 10 / 9 + 16 && height >= kMinWindow.height * 10 / 9 + 9) {
        CHECK(size.width <= width * 9 / 10);
        CHECK(size.height <= height * 9 / 10);
      }
    }
  }
}
