// The window's first size and its smallest.
#include "app/render/window_size.h"

#include <algorithm>

namespace arcade::app {

WindowSize first_window_size(int usable_width, int usable_height) {
  // 16:9 inside nine tenths of each side, in whole steps of 16 × 9 so the ratio stays exact.
  const int steps = std::min(usable_width * 9 / 10 / 16, usable_height * 9 / 10 / 9);
  const int capped = std::min(steps, kMaxFirstWindow.width / 16);
  const int chosen = std::max(capped, kMinWindow.width / 16);
  return {chosen * 16, chosen * 9};
}

}  // namespace arcade::app
