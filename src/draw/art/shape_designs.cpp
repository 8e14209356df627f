// The plain white shapes the canvas draws with, and the size of every shared picture.
#include "draw/art/designs.h"
#include "draw/art/shapes.h"

namespace arcade::art {

int sprite_size(Sprite sprite) {
  switch (sprite) {
    case Sprite::disc:
    case Sprite::ring:
    case Sprite::glow:
      return 128;
    case Sprite::rounded:
      return 2 * kRoundedCornerPixels + 8;
    case Sprite::bar:
      return 32;
    default:
      return 128;  // icons
  }
}

bool paint_shape(Sprite sprite, Image& image) {
  const Rgba white = hex(0xffffff);
  switch (sprite) {
    case Sprite::disc:
      image.fill(circle({0, 0}, 0.97f), white);
      return true;
    case Sprite::ring:
      image.fill(ring({0, 0}, 0.88f, 0.16f), white);
      return true;
    case Sprite::rounded: {
      // A square of full size whose corners have a radius of kRoundedCornerPixels.
      const float corner =
          static_cast<float>(kRoundedCornerPixels) * 2 / static_cast<float>(sprite_size(sprite));
      image.fill(box({0, 0}, {1.0f, 1.0f}, corner), white);
      return true;
    }
    case Sprite::bar:
      image.fill(box({0, 0}, {2.0f, 0.94f}), white);
      return true;
    case Sprite::glow: {
      image.fill(circle({0, 0}, 1.0f), [](V p) {
        const float t = std::max(0.0f, 1 - length(p));
        return Rgba{1, 1, 1, t * t};
      });
      return true;
    }
    default:
      return false;
  }
}

}  // namespace arcade::art
