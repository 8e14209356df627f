// Gomoku's pictures, painted from code: stones with a star (black) or a heart (white).
#include "games/gomoku/gomoku_art.h"

#include "draw/art/shapes.h"
#include "games/common/piece_art.h"

namespace arcade {
namespace {

using namespace art;

void paint_black(Image& image) {
  paint_stone(image, true, false);
}

void paint_white(Image& image) {
  paint_stone(image, false, false);
}

// A board in miniature with five black stones in a row.
void paint_menu(Image& image) {
  paint_menu_backdrop(image, hex(0xf0c987), hex(0xd9a55b));
  const int lines = 7;
  const float span = 0.66f;
  for (int i = 0; i < lines; ++i) {
    const float t = -span + 2 * span * static_cast<float>(i) / (lines - 1);
    image.fill(segment({t, -span}, {t, span}, 0.018f), hex(0x6b4423));
    image.fill(segment({-span, t}, {span, t}, 0.018f), hex(0x6b4423));
  }
  const float pitch = 2 * span / (lines - 1);
  auto at = [&](int col, int row) { return V{-span + col * pitch, -span + row * pitch}; };
  for (int i = 1; i <= 5; ++i) paint_mini_stone(image, at(i, 6 - i), 0.095f, true);
  paint_mini_stone(image, at(2, 2), 0.095f, false);
  paint_mini_stone(image, at(4, 2), 0.095f, false);
  paint_mini_stone(image, at(3, 4), 0.095f, false);
  paint_mini_stone(image, at(5, 3), 0.095f, false);
}

}  // namespace

const GomokuArt& gomoku_art() {
  static const GomokuArt pictures{
      {"gomoku.black", 192, paint_black},
      {"gomoku.white", 192, paint_white},
      {"gomoku.menu", 320, paint_menu},
  };
  return pictures;
}

}  // namespace arcade
