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
// The left column holds this many buttons, centred vertically: the game's six (home, undo, redo,
// hint, restart, sound), then the replay and the help.
inline constexpr int kGameButtonCount = 8;
inline constexpr int kGameReplayButton = 6;
inline constexpr int kGameHelpButton = 7;

// The side of a left-column button: kButton while the column fits with kRailGap between buttons,
// smaller when it does not (never under KIDS.md's 64 px).
inline constexpr float kRailGap = 12;
inline constexpr float kGameButtonSize = std::min(
    kButton, (kCanvasHeight - 2 * kMargin - (kGameButtonCount - 1) * kRailGap) / kGameButtonCount);
static_assert(kGameButtonSize >= kMinButton, "the game's rail holds no more buttons");
// The gap between two of them: kGap while the column fits with half a margin above and below,
// less when it does not (never under kRailGap).
inline constexpr float kGameButtonGap = std::max(
    kRailGap, std::min(kGap, (kCanvasHeight - kMargin - kGameButtonCount * kGameButtonSize) /
                                 (kGameButtonCount - 1)));

// The rectangle of left-column button `index` (0 at the top).
constexpr Rect game_button_rect(int index) {
  const float column = kGameButtonCount * kGameButtonSize + (kGameButtonCount - 1) * kGameButtonGap;
  const float top = (kCanvasHeight - column) / 2;
  const float x = 18 + (kButton - kGameButtonSize) / 2;
  return {x, top + static_cast<float>(index) * (kGameButtonSize + kGameButtonGap), kGameButtonSize,
          kGameButtonSize};
}

}  // namespace arcade::app
