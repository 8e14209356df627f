// Connect Four's pictures: its two discs, one cell of the board's front with its round hole, and
// its menu picture.
#pragma once

#include "draw/art.h"

namespace arcade {

struct ConnectFourArt {
  Art red;     // the first side's disc, with a star
  Art yellow;  // the second side's disc, with a heart
  Art hole;    // a white square with a round hole, tinted with the board's colour when drawn
  Art menu;
};

// The pictures, one object for the whole program (the window keeps textures by address).
const ConnectFourArt& connect4_art();

}  // namespace arcade
