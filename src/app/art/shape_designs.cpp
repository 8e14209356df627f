// The plain white shapes the canvas draws with, and the size of every sprite.
#include "app/art/designs.h"
#include "app/art/shapes.h"

namespace arcade::art {

using app::Sprite;

int sprite_size(Sprite sprite) {
  switch (sprite) {
    case Sprite::disc:
    case Sprite::ring:
    case Sprite::glow:
      return 128;
    case Sprite::rounded:
      return 2 * app::kRoundedCornerPixels + 8;
    case Sprite::bar:
      return 32;
    case Sprite::piece_x:
    case Sprite::piece_o:
    case Sprite::stone_black:
    case Sprite::stone_white:
    case Sprite::disc_black:
    case Sprite::disc_white:
    case Sprite::pebble:
      return 192;
    case Sprite::game_tictactoe:
    case Sprite::game_gomoku:
    case Sprite::game_reversi:
    case Sprite::game_nim:
      return 320;
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
      const float corner = static_cast<float>(app::kRoundedCornerPixels) * 2 /
                           static_cast<float>(sprite_size(sprite));
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
