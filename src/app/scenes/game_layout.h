// Where things go on the game screen: buttons down the left, the board in the middle, the status
// (whose turn, score, thinking) on the right. The results card covers the status area.
#pragma once

#include <algorithm>

#include "app/render/viewport.h"
#include "draw/geometry.h"
#include "draw/sizes.h"

namespace arcade::app {

inline constexpr Rect kGameBoardArea{124, 16, 780, 688};
inline constexpr Rect kGameStatusArea{920, 16, 344, 688};
// The left column holds at most this many buttons (the game's home, undo, redo, hint, restart,
// save, sound, then the replay and the help), centred vertically: kButton square, kGap apart,
// while they fit between the margins; closer (never under kRailGap) and smaller (never under
// KIDS.md's 64 px) when there are more.
inline constexpr int kGameButtonCount = 9;
inline constexpr float kRailGap = 12;

// The side of a button in a column of `count`.
constexpr float game_button_side(int count) {
  const float room = (kCanvasHeight - 2 * kMargin - static_cast<float>(count - 1) * kRailGap) /
                     static_cast<float>(count);
  return std::min(kButton, room);
}
static_assert(game_button_side(kGameButtonCount) >= kMinButton,
              "the game's rail holds no more buttons");

// The rectangle of left-column button `index` (0 at the top) of a column of `count`.
constexpr Rect game_button_rect(int index, int count = kGameButtonCount) {
  const float side = game_button_side(count);
  const float fitting =
      (kCanvasHeight - kMargin - static_cast<float>(count) * side) / static_cast<float>(count - 1);
  const float gap = std::max(kRailGap, std::min(kGap, fitting));
  const float column = static_cast<float>(count) * side + static_cast<float>(count - 1) * gap;
  const float top = (kCanvasHeight - column) / 2;
  return {18 + (kButton - side) / 2, top + static_cast<float>(index) * (side + gap), side, side};
}

}  // namespace arcade::app
