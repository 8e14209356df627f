// Gomoku's pictures: the black and white stones and the menu picture.
#pragma once

#include "draw/art.h"

namespace arcade {

struct GomokuArt {
  Art black;
  Art white;
  Art menu;
};

// The pictures, one object for the whole program (the window keeps textures by address).
const GomokuArt& gomoku_art();

}  // namespace arcade
