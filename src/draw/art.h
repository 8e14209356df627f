// A picture drawn by code rather than loaded from a file: its name, its size, and the function
// that paints it. Games declare their pieces and menu pictures as Art; the window paints each one
// once, when it starts, and draws it through Canvas::picture.
#pragma once

#include <string_view>

namespace arcade {

namespace art {
class Image;
}

// One picture. Declare each as an `inline constexpr Art` (or a function-local static): the window
// keeps its texture by the Art's address, so every use must name the same object.
struct Art {
  std::string_view name;  // unique and stable, "<game>.black": for caches and messages
  int size = 128;         // the square image's side in pixels, about the largest it is drawn at
  // Paints the picture into an empty image of `size` pixels: white shapes are tinted when drawn,
  // pieces and pictures carry their own colours.
  void (*paint)(art::Image& image) = nullptr;
};

}  // namespace arcade
