// Where things go on the game screen: buttons down the left, the board in the middle, the status
// (whose turn, score, thinking) on the right. The results card covers the status area.
#pragma once

#include "app/render/viewport.h"
#include "draw/geometry.h"
#include "draw/sizes.h"

namespace arcade::app {

inline constexpr Rect kGameBoardArea{124, 16, 780, 688};
inline constexpr Rect kGameStatusArea{920, 16, 344, 688};
// The left column holds this many buttons, kButton square, kGap apart, centred vertically.
inline constexpr int kGameButtonCount = 6;

// The replay button, at the bottom of the status area (under the results card's play button when
// the card covers it).
inline constexpr Rect kGameReplayButton{980, 592, 108, 88};

// The rectangle of left-column button `index` (0 at the top).
constexpr Rect game_button_rect(int index) {
  const float column = kGameButtonCount * kButton + (kGameButtonCount - 1) * kGap;
  const float top = (kCanvasHeight - column) / 2;
  return {18, top + static_cast<float>(index) * (kButton + kGap), kButton, kButton};
}

}  // namespace arcade::app
