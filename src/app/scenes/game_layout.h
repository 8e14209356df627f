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
// The left column holds this many buttons, kButton square, centred vertically.
inline constexpr int kGameButtonCount = 7;
// The gap between two of them: kGap while the column fits with half a margin above and below,
// less when it does not (never under KIDS.md's 8 px).
inline constexpr float kGameButtonGap =
    std::min(kGap, (kCanvasHeight - kMargin - kGameButtonCount * kButton) / (kGameButtonCount - 1));
static_assert(kGameButtonGap >= kMinGap, "the game's rail holds no more buttons");

// The rectangle of left-column button `index` (0 at the top).
constexpr Rect game_button_rect(int index) {
  const float column = kGameButtonCount * kButton + (kGameButtonCount - 1) * kGameButtonGap;
  const float top = (kCanvasHeight - column) / 2;
  return {18, top + static_cast<float>(index) * (kButton + kGameButtonGap), kButton, kButton};
}

}  // namespace arcade::app
