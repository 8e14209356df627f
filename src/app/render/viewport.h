// Where the 1280×720 logical canvas lands in the window: uniform scale, letterbox bars, high DPI.
#pragma once

#include "draw/geometry.h"

namespace arcade::app {

// The logical canvas every scene draws on; the window scales it to fit.
inline constexpr float kCanvasWidth = 1280.0f;
inline constexpr float kCanvasHeight = 720.0f;

// Maps the logical canvas onto a drawable of output_w × output_h pixels, as large as fits while
// keeping its shape, centred with bars on the sides that are left over. Window coordinates
// (what mouse events carry) may differ from output pixels on high-DPI screens: their ratio is
// taken into account once, here.
class Viewport {
 public:
  // A canvas drawn 1:1 into a 1280×720 output.
  Viewport() : Viewport(1280, 720, 1280, 720) {}
  // `output_*`: drawable size in pixels; `window_*`: window size in the units of mouse events.
  Viewport(int output_w, int output_h, int window_w, int window_h);

  // Output pixels per logical pixel.
  float scale() const { return scale_; }
  // The canvas's rectangle in output pixels.
  Rect letterbox() const {
    return {offset_x_, offset_y_, kCanvasWidth * scale_, kCanvasHeight * scale_};
  }
  // A logical rectangle in output pixels.
  Rect to_pixels(const Rect& logical) const {
    return {offset_x_ + logical.x * scale_, offset_y_ + logical.y * scale_, logical.w * scale_,
            logical.h * scale_};
  }
  // A logical point in output pixels.
  Point to_pixels(Point logical) const {
    return {offset_x_ + logical.x * scale_, offset_y_ + logical.y * scale_};
  }
  // A point in window coordinates (a mouse event) on the logical canvas. Points on the bars map
  // outside [0, 1280) × [0, 720).
  Point to_logical(float window_x, float window_y) const;
  // A logical point in window coordinates (the inverse of to_logical, for synthetic input).
  Point to_window(Point logical) const;

 private:
  float scale_ = 1;
  float offset_x_ = 0;
  float offset_y_ = 0;
  float pixels_per_window_x_ = 1;
  float pixels_per_window_y_ = 1;
};

}  // namespace arcade::app
