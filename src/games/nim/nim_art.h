// Nim's pictures: the pebble (white, tinted with each heap's colour) and the menu picture.
#pragma once

#include "draw/art.h"

namespace arcade {

struct NimArt {
  Art pebble;
  Art menu;
};

// The pictures, one object for the whole program (the window keeps textures by address).
const NimArt& nim_art();

}  // namespace arcade
