// The pictures of the replay and statistics screens and of the buttons that reach them: white
// silhouettes on transparent ground, tinted when drawn, like the shared icons (draw/sprite.h).
// Kept here rather than in the shared Sprite list, so these screens add no entry to it.
#pragma once

#include "draw/art.h"
#include "draw/canvas.h"
#include "draw/theme.h"

namespace arcade::app {

// Every picture of these screens.
enum class ArcadePicture {
  replay,      // an eye over a rewind sign: watch the game again
  statistics,  // three bars rising: the scores
  first,       // a bar and a chevron pointing back: to the start
  step_back,   // a chevron pointing back: one move back
  step_on,     // a chevron pointing on: one move on
  last,        // a chevron pointing on and a bar: to the end
  crown,       // a win
  balance,     // a draw: a balance with its pans level
  bin,         // a waste bin: reset the figures
};

// The Art of `picture`: one object each, so its texture is painted once.
const Art& arcade_picture(ArcadePicture picture);

// Draws `picture` fitted into `rect`, tinted `tint`.
inline void draw_picture(Canvas& canvas, ArcadePicture picture, const Rect& rect, Color tint) {
  canvas.picture(arcade_picture(picture), rect, tint);
}

}  // namespace arcade::app
