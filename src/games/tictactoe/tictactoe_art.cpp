// Tic-tac-toe's pictures, painted from code. X and O differ by shape as well as colour.
#include "games/tictactoe/tictactoe_art.h"

#include "draw/art/shapes.h"
#include "games/common/piece_art.h"

namespace arcade {
namespace {

using namespace art;

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
  image.fill(grow(cross, 0.06f), hex(0x2b2d42));
  image.fill(cross, white_shaded());
}

void paint_o(Image& image) {
  Shape o = ring({0, 0}, 0.6f, 0.34f);
  image.soft(moved(o, {0.04f, 0.06f}), kShadow, 0.08f);
  image.fill(grow(o, 0.06f), hex(0x2b2d42));
  image.fill(o, white_shaded());
}

// A board in miniature with a won diagonal.
void paint_menu(Image& image) {
  paint_menu_backdrop(image, hex(0xfff8e8), hex(0xf3e3c0));
  const float c = 0.46f;  // cell pitch
  for (int i = -1; i <= 1; i += 2) {
    image.fill(segment({i * c / 2, -0.68f}, {i * c / 2, 0.68f}, 0.07f), piece_ink());
    image.fill(segment({-0.68f, i * c / 2}, {0.68f, i * c / 2}, 0.07f), piece_ink());
  }
  auto cell = [c](int col, int row) { return V{(col - 1) * c, (row - 1) * c}; };
  auto x_at = [&](V at) {
    const float k = 0.14f;
    Shape x = unite(segment(at + V{-k, -k}, at + V{k, k}, 0.1f),
                    segment(at + V{-k, k}, at + V{k, -k}, 0.1f));
    image.fill(x, hex(0xe63946));
  };
  auto o_at = [&](V at) { image.fill(ring(at, 0.14f, 0.09f), hex(0x1d6fb8)); };
  x_at(cell(0, 0));
  x_at(cell(1, 1));
  o_at(cell(2, 0));
  o_at(cell(0, 2));
  x_at(cell(2, 2));
  image.fill(segment(cell(0, 0) + V{-0.1f, -0.1f}, cell(2, 2) + V{0.1f, 0.1f}, 0.06f),
             hex(0xf4a261, 0.9f));
}

}  // namespace

const TicTacToeArt& tictactoe_art() {
  static const TicTacToeArt pictures{
      {"tictactoe.x", 192, paint_x},
      {"tictactoe.o", 192, paint_o},
      {"tictactoe.menu", 320, paint_menu},
  };
  return pictures;
}

}  // namespace arcade
