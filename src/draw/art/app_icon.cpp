// The program's icon, painted from code like every other picture: a warm board of four squares
// with an X, an O, a black stone and a white disc, one piece of each kind of game.
#include "draw/art/app_icon.h"

#include <algorithm>

#include "draw/art/designs.h"
#include "draw/art/shapes.h"

namespace arcade {
namespace {

using namespace art;

// At least `pixels` pixels of `image`, in image units: strokes never thin out below what the
// smallest icon can show.
float at_least(const Image& image, float units, float pixels) {
  return std::max(units, pixels * 2.0f / static_cast<float>(image.size()));
}

void paint_board(Image& image, bool detailed) {
  const float half = detailed ? 0.86f : 1.0f;
  const Shape board = box({0, 0}, {half, half}, half * (detailed ? 0.24f : 0.25f));
  const Rgba edge = hex(0x8a5a2b);  // the edge, so the board stands out on light and dark
  if (detailed) image.soft(moved(board, {0.03f, 0.05f}), hex(0x000000, 0.3f), 0.08f);
  image.fill(board, edge);
  const Shape inside = grow(board, -at_least(image, 0.05f, 1));
  image.fill(inside, linear({0, -half}, {0, half}, hex(0xf6d69b), hex(0xdca65c)));
  if (!detailed) {
    // Too few pixels for lines between the squares: two of them are darker, like a chessboard.
    image.fill(intersect(inside,
                         unite(box({-0.5f, 0.5f}, {0.5f, 0.5f}), box({0.5f, -0.5f}, {0.5f, 0.5f}))),
               hex(0xc98f45));
    return;
  }
  const float reach = half * 0.8f;
  const float line = at_least(image, 0.05f, 1);
  image.fill(segment({0, -reach}, {0, reach}, line), edge);
  image.fill(segment({-reach, 0}, {reach, 0}, line), edge);
}

void paint_x(Image& image, V at, float r) {
  const float width = at_least(image, 0.13f, 1.4f);
  const Shape cross = unite(segment(at + V{-r, -r}, at + V{r, r}, width),
                            segment(at + V{-r, r}, at + V{r, -r}, width));
  image.fill(cross, hex(0xe63946));
}

void paint_o(Image& image, V at, float r) {
  image.fill(ring(at, r, at_least(image, 0.12f, 1.6f)), hex(0x1d6fb8));
}

// Gomoku's black stone: round and glossy, with the first side's star when there is room.
void paint_stone(Image& image, V at, float r, bool detailed) {
  if (detailed) image.soft(circle(at + V{0.02f, 0.03f}, r), hex(0x000000, 0.35f), 0.05f);
  image.fill(circle(at, r),
             radial(at + V{-r * 0.4f, -r * 0.45f}, r * 1.7f, hex(0x5a616b), hex(0x0d0f12)));
  if (detailed) image.fill(first_side_emblem(at, r * 0.48f), hex(0xb8bec8));
}

// Reversi's white disc: flat, with a rim inside its edge and the second side's heart.
void paint_disc(Image& image, V at, float r, bool detailed) {
  if (detailed) image.soft(circle(at + V{0.02f, 0.03f}, r), hex(0x000000, 0.35f), 0.05f);
  image.fill(circle(at, r), hex(0x4a4f57));
  image.fill(circle(at, r - at_least(image, 0.035f, 1)),
             radial(at + V{-r * 0.4f, -r * 0.45f}, r * 1.7f, hex(0xffffff), hex(0xcfd3d8)));
  if (detailed) {
    image.fill(ring(at, r * 0.72f, 0.025f), hex(0xb9bec6));
    image.fill(second_side_emblem(at + V{0, r * 0.05f}, r * 0.46f), hex(0x5a606b));
  }
}

void paint_icon(Image& image) {
  const bool detailed = image.size() >= 32;
  paint_board(image, detailed);
  const float cell = detailed ? 0.43f : 0.5f;  // from the centre to each square's centre
  const float piece = detailed ? 0.28f : 0.36f;
  paint_x(image, {-cell, -cell}, piece * (detailed ? 0.72f : 0.8f));
  paint_o(image, {cell, -cell}, piece * 0.82f);
  paint_stone(image, {-cell, cell}, piece, detailed);
  paint_disc(image, {cell, cell}, piece, detailed);
}

}  // namespace

const Art& app_icon_art() {
  static const Art icon{"app.icon", 128, paint_icon};
  return icon;
}

}  // namespace arcade
