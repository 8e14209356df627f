// Painting motifs the games' pictures share.
#include "games/common/piece_art.h"

#include "draw/art/designs.h"
#include "draw/art/shapes.h"

namespace arcade::art {

void paint_stone(Image& image, bool dark, bool flat) {
  const float r = 0.86f;
  image.soft(circle({0.05f, 0.08f}, r), hex(0x000000, 0.35f), 0.12f);
  const Rgba rim = dark ? hex(0x9aa1ab) : hex(0x4a4f57);
  image.fill(circle({0, 0}, r), rim);
  const float body = r - 0.06f;
  if (dark) {
    image.fill(circle({0, 0}, body), radial({-0.3f, -0.35f}, 1.3f, hex(0x4b525c), hex(0x0d0f12)));
  } else {
    image.fill(circle({0, 0}, body), radial({-0.3f, -0.35f}, 1.3f, hex(0xffffff), hex(0xcfd3d8)));
  }
  if (flat) {
    // A counter: an inner rim makes it read as flat rather than a pebble.
    image.fill(ring({0, 0}, body - 0.14f, 0.05f), dark ? hex(0x2c3138) : hex(0xb9bec6));
  } else {
    image.soft(ellipse({-0.3f, -0.38f}, {0.28f, 0.16f}), hex(0xffffff, dark ? 0.25f : 0.7f), 0.2f);
  }
  if (dark) {
    image.fill(first_side_emblem({0, 0.02f}, 0.4f), hex(0xb8bec8));
  } else {
    image.fill(second_side_emblem({0, 0.04f}, 0.42f), hex(0x5a606b));
  }
}

void paint_mini_stone(Image& image, V at, float r, bool dark) {
  image.soft(circle(at + V{0.02f, 0.03f}, r), hex(0x000000, 0.3f), 0.04f);
  image.fill(circle(at, r), dark ? hex(0x9aa1ab) : hex(0x4a4f57));
  image.fill(circle(at, r * 0.9f),
             radial(at + V{-r * 0.4f, -r * 0.4f}, r * 1.6f, dark ? hex(0x4b525c) : hex(0xffffff),
                    dark ? hex(0x0d0f12) : hex(0xcfd3d8)));
  if (dark) {
    image.fill(first_side_emblem(at, r * 0.45f), hex(0xb8bec8));
  } else {
    image.fill(second_side_emblem(at + V{0, r * 0.04f}, r * 0.48f), hex(0x5a606b));
  }
}

void paint_menu_backdrop(Image& image, Rgba top, Rgba bottom) {
  image.soft(box({0.03f, 0.05f}, {0.9f, 0.9f}, 0.2f), hex(0x000000, 0.25f), 0.08f);
  image.fill(box({0, 0}, {0.9f, 0.9f}, 0.2f), linear({0, -0.9f}, {0, 0.9f}, top, bottom));
}

}  // namespace arcade::art
