// Tic-tac-toe's pictures: its X and O (white, tinted by the view) and its menu picture.
#pragma once

#include "draw/art.h"

namespace arcade {

struct TicTacToeArt {
  Art x;
  Art o;
  Art menu;
};

// The pictures, one object for the whole program (the window keeps textures by address).
const TicTacToeArt& tictactoe_art();

}  // namespace arcade
