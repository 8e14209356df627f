// The pieces: X and O, Gomoku stones, Reversi discs and Nim's pebble. The two sides differ by
// shape as well as colour: X against O, and a star against a heart on stones and discs.
#include "app/art/designs.h"
#include "app/art/shapes.h"

namespace arcade::art {

using app::Sprite;

Shape first_side_emblem(V center, float size) {
  return star(center, size, size * 0.42f);
}
Shape second_side_emblem(V center, float size) {
  return heart(center, size * 0.95f);
}

namespace {

const Rgba kOutline = hex(0x2b2d42);
const Rgba kShadow = hex(0x000000, 0.28f);

// White with a soft top-left light, so tinting keeps a little depth.
Paint white_shaded() {
  return linear({-0.7f, -0.7f}, {0.7f, 0.7f}, hex(0xffffff), hex(0xd9dde3));
}

void paint_x(Image& image) {
  const float reach = 0.6f;
  Shape cross = unite(segment({-reach, -reach}, {reach, reach}, 0.36f),
                      segment({-reach, reach}, {reach, -reach}, 0.36f));
  image.soft(moved(cross, {0.04f, 0.06f}), kShadow, 0.08f);
  image.fill(grow(cross, 0.06f), kOutline);
  image.fill(cross, white_shaded());
}

void paint_o(Image& image) {
  Shape o = ring({0, 0}, 0.6f, 0.34f);
  image.soft(moved(o, {0.04f, 0.06f}), kShadow, 0.08f);
  image.fill(grow(o, 0.06f), kOutline);
  image.fill(o, white_shaded());
}

// A round stone with a shadow, a rim, a glossy body and the side's emblem.
void paint_stone(Image& image, bool black, bool flat) {
  const float r = 0.86f;
  image.soft(circle({0.05f, 0.08f}, r), hex(0x000000, 0.35f), 0.12f);
  const Rgba rim = black ? hex(0x9aa1ab) : hex(0x4a4f57);
  image.fill(circle({0, 0}, r), rim);
  const float body = r - 0.06f;
  if (black) {
    image.fill(circle({0, 0}, body), radial({-0.3f, -0.35f}, 1.3f, hex(0x4b525c), hex(0x0d0f12)));
  } else {
    image.fill(circle({0, 0}, body), radial({-0.3f, -0.35f}, 1.3f, hex(0xffffff), hex(0xcfd3d8)));
  }
  if (flat) {
    // A Reversi disc: an inner rim makes it read as a flat counter rather than a pebble.
    image.fill(ring({0, 0}, body - 0.14f, 0.05f), black ? hex(0x2c3138) : hex(0xb9bec6));
  } else {
    image.soft(ellipse({-0.3f, -0.38f}, {0.28f, 0.16f}), hex(0xffffff, black ? 0.25f : 0.7f), 0.2f);
  }
  // Emblems: a light star on the dark side, a dark heart on the light side.
  if (black) {
    image.fill(first_side_emblem({0, 0.02f}, 0.4f), hex(0xb8bec8));
  } else {
    image.fill(second_side_emblem({0, 0.04f}, 0.42f), hex(0x5a606b));
  }
}

void paint_pebble(Image& image) {
  Shape pebble = ellipse({0, 0.02f}, {0.86f, 0.72f});
  image.soft(moved(pebble, {0.04f, 0.1f}), hex(0x000000, 0.3f), 0.12f);
  image.fill(grow(pebble, 0.05f), hex(0x3d405b));
  image.fill(pebble, radial({-0.3f, -0.35f}, 1.4f, hex(0xffffff), hex(0xb8bcc4)));
  image.soft(ellipse({-0.32f, -0.32f}, {0.26f, 0.14f}), hex(0xffffff, 0.8f), 0.18f);
}

}  // namespace

bool paint_piece(Sprite sprite, Image& image) {
  switch (sprite) {
    case Sprite::piece_x:
      paint_x(image);
      return true;
    case Sprite::piece_o:
      paint_o(image);
      return true;
    case Sprite::stone_black:
      paint_stone(image, true, false);
      return true;
    case Sprite::stone_white:
      paint_stone(image, false, false);
      return true;
    case Sprite::disc_black:
      paint_stone(image, true, true);
      return true;
    case Sprite::disc_white:
      paint_stone(image, false, true);
      return true;
    case Sprite::pebble:
      paint_pebble(image);
      return true;
    default:
      return false;
  }
}

}  // namespace arcade::art
