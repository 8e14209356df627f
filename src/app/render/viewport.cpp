// Where the logical canvas lands in the window.
#include "app/render/viewport.h"

#include <algorithm>

namespace arcade::app {

Viewport::Viewport(int output_w, int output_h, int window_w, int window_h) {
  const float out_w = static_cast<float>(std::max(output_w, 1));
  const float out_h = static_cast<float>(std::max(output_h, 1));
  scale_ = std::min(out_w / kCanvasWidth, out_h / kCanvasHeight);
  offset_x_ = (out_w - kCanvasWidth * scale_) / 2;
  offset_y_ = (out_h - kCanvasHeight * scale_) / 2;
  pixels_per_window_x_ = out_w / static_cast<float>(std::max(window_w, 1));
  pixels_per_window_y_ = out_h / static_cast<float>(std::max(window_h, 1));
}

Point Viewport::to_logical(float window_x, float window_y) const {
  return {(window_x * pixels_per_window_x_ - offset_x_) / scale_,
          (window_y * pixels_per_window_y_ - offset_y_) / scale_};
}

Point Viewport::to_window(Point logical) const {
  return {(offset_x_ + logical.x * scale_) / pixels_per_window_x_,
          (offset_y_ + logical.y * scale_) / pixels_per_window_y_};
}

}  // namespace arcade::app
