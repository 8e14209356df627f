// Nim's pictures: the pebble (white, tinted with each heap's colour), the heaps' colours, the menu.
#pragma once

#include <cstddef>

#include "draw/art.h"
#include "draw/theme.h"

namespace arcade {

struct NimArt {
  Art pebble;
  Art menu;
};

// The pictures, one object for the whole program (the window keeps textures by address).
const NimArt& nim_art();

// The tint of heap `heap`'s pebbles: the theme's accents in turn, so neighbouring heaps differ.
Color heap_color(const Theme& theme, std::size_t heap);

}  // namespace arcade
