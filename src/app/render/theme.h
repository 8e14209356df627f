// The two looks of the game: the standard friendly colours, and a high-contrast look.
#pragma once

#include <array>

#include "app/render/color.h"

namespace arcade::app {

// Every colour a scene or a view uses, by role.
struct Theme {
  bool high_contrast = false;
  // screen and panels
  Color bars, background, panel, panel_edge, shadow, text, text_soft, veil;
  // buttons
  Color button, button_icon, primary, primary_icon, selected, selected_icon, focus, disabled;
  // boards
  Color ttt_board, ttt_line, x_piece, o_piece;
  Color gomoku_board, gomoku_line;
  Color reversi_board, reversi_line, legal_move;
  Color nim_board, nim_base;
  std::array<Color, 4> heap_colors;
  // marks on the boards
  Color hover, cursor, hint, last_move, win_line, nope;
  // the two sides' tokens where a game has no pieces of its own (Nim)
  std::array<Color, 2> side_colors;
};

// The standard look, or the high-contrast one.
const Theme& theme_for(bool high_contrast);

}  // namespace arcade::app
