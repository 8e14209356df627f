// Reversi's pictures, painted from code: flat discs with a star (black) or a heart (white).
#include "games/reversi/reversi_art.h"

#include "draw/art/shapes.h"
#include "games/common/piece_art.h"

namespace arcade {
namespace {

using namespace art;

void paint_black(Image& image) {
  paint_stone(image, true, true);
}

void paint_white(Image& image) {
  paint_stone(image, false, true);
}

// A corner of a board in miniature.
void paint_menu(Image& image) {
  paint_menu_backdrop(image, hex(0x3aa36b), hex(0x23804f));
  const int cells = 4;
  const float span = 0.66f;
  const float pitch = 2 * span / cells;
  for (int i = 0; i <= cells; ++i) {
    const float t = -span + i * pitch;
    image.fill(segment({t, -span}, {t, span}, 0.022f), hex(0x1b5e3b));
    image.fill(segment({-span, t}, {span, t}, 0.022f), hex(0x1b5e3b));
  }
  auto at = [&](int col, int row) {
    return V{-span + (col + 0.5f) * pitch, -span + (row + 0.5f) * pitch};
  };
  const char* board[4] = {"..o.", ".ox.", ".xo.", "xx.."};
  for (int row = 0; row < 4; ++row) {
    for (int col = 0; col < 4; ++col) {
      if (board[row][col] == '.') continue;
      paint_mini_stone(image, at(col, row), 0.13f, board[row][col] == 'x');
    }
  }
}

}  // namespace

const ReversiArt& reversi_art() {
  static const ReversiArt pictures{
      {"reversi.black", 192, paint_black},
      {"reversi.white", 192, paint_white},
      {"reversi.menu", 320, paint_menu},
  };
  return pictures;
}

}  // namespace arcade
