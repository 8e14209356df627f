// Nim's pictures, painted from code.
#include "games/nim/nim_art.h"

#include "draw/art/shapes.h"
#include "games/common/piece_art.h"

namespace arcade {
namespace {

using namespace art;

void paint_pebble(Image& image) {
  Shape pebble = ellipse({0, 0.02f}, {0.86f, 0.72f});
  image.soft(moved(pebble, {0.04f, 0.1f}), hex(0x000000, 0.3f), 0.12f);
  image.fill(grow(pebble, 0.05f), piece_ink());
  image.fill(pebble, radial({-0.3f, -0.35f}, 1.4f, hex(0xffffff), hex(0xb8bcc4)));
  image.soft(ellipse({-0.32f, -0.32f}, {0.26f, 0.14f}), hex(0xffffff, 0.8f), 0.18f);
}

// Three heaps of pebbles.
void paint_menu(Image& image) {
  paint_menu_backdrop(image, hex(0xe4f3ea), hex(0xc6e4d2));
  const unsigned colors[3] = {0xf4a261, 0x2a9d8f, 0xe76f51};
  const int heights[3] = {3, 4, 5};
  for (int heap = 0; heap < 3; ++heap) {
    const float x = -0.46f + 0.46f * static_cast<float>(heap);
    image.fill(box({x, 0.72f}, {0.19f, 0.035f}, 0.03f), hex(0x8d99ae));
    for (int i = 0; i < heights[heap]; ++i) {
      const V at{x, 0.6f - 0.25f * static_cast<float>(i)};
      Shape pebble = ellipse(at, {0.16f, 0.115f});
      image.soft(moved(pebble, {0.01f, 0.03f}), hex(0x000000, 0.3f), 0.04f);
      image.fill(grow(pebble, 0.015f), piece_ink());
      image.fill(pebble, radial(at + V{-0.06f, -0.05f}, 0.25f,
                                blend(hex(colors[heap]), hex(0xffffff), 0.45f), hex(colors[heap])));
    }
  }
}

}  // namespace

const NimArt& nim_art() {
  static const NimArt pictures{
      {"nim.pebble", 192, paint_pebble},
      {"nim.menu", 320, paint_menu},
  };
  return pictures;
}

Color heap_color(const Theme& theme, std::size_t heap) {
  return theme.accents[heap % theme.accents.size()];
}

}  // namespace arcade
