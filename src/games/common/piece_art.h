// Painting motifs the games' pictures share: round stones and flat discs that tell the sides apart
// by emblem as well as colour, small ones for menu pictures, and the menu pictures' backdrop.
#pragma once

#include "draw/art/painter.h"

namespace arcade::art {

// A round stone (or, `flat`, a counter with an inner rim) filling the image, with a shadow, a rim,
// a shaded body and its side's emblem: a light star on the dark stone, a dark heart on the light.
void paint_stone(Image& image, bool dark, bool flat);

// A small stone of radius `r` at `at`, for the pictures of boards in miniature.
void paint_mini_stone(Image& image, V at, float r, bool dark);

// The rounded card with a soft shadow that every menu picture is drawn on, shaded top to bottom.
void paint_menu_backdrop(Image& image, Rgba top, Rgba bottom);

// The outline ink of pieces and pictures.
inline Rgba piece_ink() {
  return hex(0x3d405b);
}

}  // namespace arcade::art
