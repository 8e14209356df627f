// Connect Four's pictures, painted from code. The discs differ by emblem as well as colour (a star
// on red, a heart on yellow), so a greyscale screen still tells them apart (KIDS.md rule 12).
#include "games/connect4/connect4_art.h"

#include "draw/art/designs.h"
#include "draw/art/shapes.h"
#include "games/common/piece_art.h"

namespace arcade {
namespace {

using namespace art;

// The colours of one disc: its body, lit from the top-left, its rim and its emblem.
struct DiscColors {
  Rgba light, dark, rim, emblem;
};

const DiscColors kRed{hex(0xff5a5f), hex(0xc1121f), hex(0x8d0a16), hex(0xffe8d6)};
const DiscColors kYellow{hex(0xffe066), hex(0xf2b705), hex(0xa37200), hex(0x7a4b00)};

// A flat disc of radius `r` at `at`: shadow, rim, shaded body, an inner groove, the emblem.
void paint_disc(Image& image, V at, float r, const DiscColors& colors, bool first_side) {
  image.soft(circle(at + V{r * 0.05f, r * 0.08f}, r), hex(0x000000, 0.3f), r * 0.12f);
  image.fill(circle(at, r), colors.rim);
  image.fill(circle(at, r * 0.9f),
             radial(at + V{-r * 0.35f, -r * 0.4f}, r * 1.5f, colors.light, colors.dark));
  image.fill(ring(at, r * 0.72f, r * 0.06f), colors.rim);
  const Shape emblem = first_side ? first_side_emblem(at + V{0, r * 0.02f}, r * 0.45f)
                                  : second_side_emblem(at + V{0, r * 0.05f}, r * 0.48f);
  image.fill(emblem, colors.emblem);
}

void paint_red(Image& image) {
  paint_disc(image, {0, 0}, 0.9f, kRed, true);
}
void paint_yellow(Image& image) {
  paint_disc(image, {0, 0}, 0.9f, kYellow, false);
}

// The board's front around one hole: plain white, so the tint is the board's own colour and
// neighbouring cells join without a seam; a bevel round the hole gives it depth.
void paint_hole(Image& image) {
  const float radius = 0.8f;
  image.fill(subtract(box({0, 0}, {1, 1}), circle({0, 0}, radius)), hex(0xffffff));
  image.fill(ring({0, 0}, radius + 0.03f, 0.07f),
             linear({-0.8f, -0.8f}, {0.8f, 0.8f}, hex(0xa9b4c8), hex(0xffffff)));
}

// A board in miniature, red having won on a diagonal.
void paint_menu(Image& image) {
  paint_menu_backdrop(image, hex(0xeaf3ff), hex(0xc9dcf7));
  const float pitch = 0.21f;
  const V origin{-3 * pitch, -2.5f * pitch + 0.06f};
  auto at = [&](int column, int row) {  // row 0 at the bottom
    return V{origin.x + static_cast<float>(column) * pitch,
             origin.y + static_cast<float>(5 - row) * pitch};
  };
  image.soft(box({0.02f, 0.12f}, {0.78f, 0.66f}, 0.08f), hex(0x000000, 0.25f), 0.05f);
  image.fill(box({0, 0.08f}, {0.78f, 0.66f}, 0.08f),
             linear({0, -0.6f}, {0, 0.7f}, hex(0x3a7bd5), hex(0x1f4e9c)));
  for (int column = 0; column < 7; ++column) {
    for (int row = 0; row < 6; ++row) image.fill(circle(at(column, row), 0.075f), hex(0x0f2a55));
  }
  const int reds[][2] = {{1, 0}, {2, 1}, {3, 2}, {4, 3}, {3, 0}, {5, 0}, {2, 0}};
  const int yellows[][2] = {{4, 0}, {3, 1}, {4, 1}, {4, 2}, {2, 2}, {3, 3}, {0, 0}};
  for (const auto& [column, row] : yellows)
    paint_disc(image, at(column, row), 0.085f, kYellow, false);
  for (const auto& [column, row] : reds) paint_disc(image, at(column, row), 0.085f, kRed, true);
  image.fill(segment(at(1, 0) + V{-0.06f, 0.06f}, at(4, 3) + V{0.06f, -0.06f}, 0.045f),
             hex(0xffffff, 0.85f));
}

}  // namespace

const ConnectFourArt& connect4_art() {
  static const ConnectFourArt pictures{
      {"connect4.red", 192, paint_red},
      {"connect4.yellow", 192, paint_yellow},
      {"connect4.hole", 128, paint_hole},
      {"connect4.menu", 320, paint_menu},
  };
  return pictures;
}

}  // namespace arcade
