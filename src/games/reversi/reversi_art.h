// Reversi's pictures: the black and white discs and the menu picture.
#pragma once

#include "draw/art.h"

namespace arcade {

struct ReversiArt {
  Art black;
  Art white;
  Art menu;
};

// The pictures, one object for the whole program (the window keeps textures by address).
const ReversiArt& reversi_art();

}  // namespace arcade
