// Where things go on the game screen: buttons down the left, the board in the middle, the status
// (whose turn, score, thinking) on the right. The results card covers the status area.
#pragma once

#include "app/render/viewport.h"
#include "draw/geometry.h"
#include "draw/sizes.h"

namespace arcade::app {

inline constexpr Rect kGameBoardArea{124, 16, 780, 688};
inline constexpr Rect kGameStatusArea{920, 16, 344, 688};
// The left column holds this many buttons, kButton square, kGap apart (closer, never under
// kMinGap, when they would not fit), centred vertically. The last is the replay.
inline constexpr int kGameButtonCount = 7;

// The gap between the left column's buttons.
constexpr float game_button_gap() {
  const float room = kCanvasHeight - 2 * kMargin - kGameButtonCount * kButton;
  const float fitting = room / (kGameButtonCount - 1);
  return fitting < kMinGap ? kMinGap : (fitting < kGap ? fitting : kGap);
}

// The rectangle of left-column button `index` (0 at the top).
constexpr Rect game_button_rect(int index) {
  const float gap = game_button_gap();
  const float column = kGameButtonCount * kButton + (kGameButtonCount - 1) * gap;
  const float top = (kCanvasHeight - column) / 2;
  return {18, top + static_cast<float>(index) * (kButton + gap), kButton, kButton};
}

}  // namespace arcade::app
