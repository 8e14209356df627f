// Where things go on the game screen: buttons down the left, the board in the middle, the status
// (whose turn, score, thinking) on the right. The results card covers the status area.
#pragma once

#include "app/render/viewport.h"
#include "draw/geometry.h"
#include "draw/sizes.h"

namespace arcade::app {

inline constexpr Rect kGameBoardArea{124, 16, 780, 688};
inline constexpr Rect kGameStatusArea{920, 16, 344, 688};
// The left column holds at most this many buttons, kGap apart, centred vertically: kButton square
// while they fit between the margins, smaller (never below kMinButton) when there are more.
inline constexpr int kGameButtonCount = 7;

// The rectangle of left-column button `index` (0 at the top) of a column of `count`.
constexpr Rect game_button_rect(int index, int count = kGameButtonCount) {
  const float room = (kCanvasHeight - 2 * kMargin - static_cast<float>(count - 1) * kGap) /
                     static_cast<float>(count);
  const float side = room < kButton ? room : kButton;
  const float column = static_cast<float>(count) * side + static_cast<float>(count - 1) * kGap;
  const float top = (kCanvasHeight - column) / 2;
  return {18 + (kButton - side) / 2, top + static_cast<float>(index) * (side + kGap), side, side};
}

}  // namespace arcade::app
