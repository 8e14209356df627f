// The two looks of the game: the standard friendly colours, and a high-contrast look. These are
// the colours every screen shares; each game's view keeps its board colours in its own folder.
#pragma once

#include <array>

#include "draw/color.h"

namespace arcade {

// Every colour a scene or a view uses, by role.
struct Theme {
  bool high_contrast = false;
  // screen and panels
  Color bars, background, panel, panel_edge, shadow, text, text_soft, veil;
  // buttons
  Color button, button_icon, primary, primary_icon, selected, selected_icon, focus, disabled;
  // four cheerful colours that go together (confetti, heaps, accents)
  std::array<Color, 4> accents;
  // marks on the boards
  Color hover, cursor, hint, last_move, win_line, nope;
  // the two sides' tokens where a game has no pieces of its own
  std::array<Color, 2> side_colors;
};

// The standard look, or the high-contrast one.
const Theme& theme_for(bool high_contrast);

}  // namespace arcade
