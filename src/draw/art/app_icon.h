// The program's own icon: the window's icon and the desktop's (hicolor PNGs exported at build
// time).
#pragma once

#include "draw/art.h"

namespace arcade {

// A little board of four squares holding an X, an O, a stone and a disc. Its paint adapts to the
// pixel size it is given (thicker strokes, no shadows or emblems below 32 px), so paint it at each
// size it is shown at (art::paint_art) rather than scaling one image: a 16 px icon stays readable.
const Art& app_icon_art();

}  // namespace arcade
