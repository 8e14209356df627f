// The pictures on the game buttons: each game's board in miniature, in full colour.
#include "app/art/designs.h"
#include "app/art/shapes.h"

namespace arcade::art {

using app::Sprite;

namespace {

const Rgba kInk = hex(0x3d405b);

void backdrop(Image& image, Rgba top, Rgba bottom) {
  image.soft(box({0.03f, 0.05f}, {0.9f, 0.9f}, 0.2f), hex(0x000000, 0.25f), 0.08f);
  image.fill(box({0, 0}, {0.9f, 0.9f}, 0.2f), linear({0, -0.9f}, {0, 0.9f}, top, bottom));
}

void mini_stone(Image& image, V at, float r, bool black) {
  image.soft(circle(at + V{0.02f, 0.03f}, r), hex(0x000000, 0.3f), 0.04f);
  image.fill(circle(at, r), black ? hex(0x9aa1ab) : hex(0x4a4f57));
  image.fill(circle(at, r * 0.9f),
             radial(at + V{-r * 0.4f, -r * 0.4f}, r * 1.6f, black ? hex(0x4b525c) : hex(0xffffff),
                    black ? hex(0x0d0f12) : hex(0xcfd3d8)));
  if (black) {
    image.fill(first_side_emblem(at, r * 0.45f), hex(0xb8bec8));
  } else {
    image.fill(second_side_emblem(at + V{0, r * 0.04f}, r * 0.48f), hex(0x5a606b));
  }
}

void tictactoe(Image& image) {
  backdrop(image, hex(0xfff8e8), hex(0xf3e3c0));
  const float c = 0.46f;  // cell pitch
  for (int i = -1; i <= 1; i += 2) {
    image.fill(segment({i * c / 2, -0.68f}, {i * c / 2, 0.68f}, 0.07f), kInk);
    image.fill(segment({-0.68f, i * c / 2}, {0.68f, i * c / 2}, 0.07f), kInk);
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

void gomoku(Image& image) {
  backdrop(image, hex(0xf0c987), hex(0xd9a55b));
  const int lines = 7;
  const float span = 0.66f;
  for (int i = 0; i < lines; ++i) {
    const float t = -span + 2 * span * static_cast<float>(i) / (lines - 1);
    image.fill(segment({t, -span}, {t, span}, 0.018f), hex(0x6b4423));
    image.fill(segment({-span, t}, {span, t}, 0.018f), hex(0x6b4423));
  }
  const float pitch = 2 * span / (lines - 1);
  auto at = [&](int col, int row) { return V{-span + col * pitch, -span + row * pitch}; };
  for (int i = 1; i <= 5; ++i) mini_stone(image, at(i, 6 - i), 0.095f, true);
  mini_stone(image, at(2, 2), 0.095f, false);
  mini_stone(image, at(4, 2), 0.095f, false);
  mini_stone(image, at(3, 4), 0.095f, false);
  mini_stone(image, at(5, 3), 0.095f, false);
}

void reversi(Image& image) {
  backdrop(image, hex(0x3aa36b), hex(0x23804f));
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
      mini_stone(image, at(col, row), 0.13f, board[row][col] == 'x');
    }
  }
}

void nim(Image& image) {
  backdrop(image, hex(0xe4f3ea), hex(0xc6e4d2));
  const unsigned colors[3] = {0xf4a261, 0x2a9d8f, 0xe76f51};
  const int heights[3] = {3, 4, 5};
  for (int heap = 0; heap < 3; ++heap) {
    const float x = -0.46f + 0.46f * static_cast<float>(heap);
    image.fill(box({x, 0.72f}, {0.19f, 0.035f}, 0.03f), hex(0x8d99ae));
    for (int i = 0; i < heights[heap]; ++i) {
      const V at{x, 0.6f - 0.25f * static_cast<float>(i)};
      Shape pebble = ellipse(at, {0.16f, 0.115f});
      image.soft(moved(pebble, {0.01f, 0.03f}), hex(0x000000, 0.3f), 0.04f);
      image.fill(grow(pebble, 0.015f), kInk);
      image.fill(pebble, radial(at + V{-0.06f, -0.05f}, 0.25f,
                                blend(hex(colors[heap]), hex(0xffffff), 0.45f), hex(colors[heap])));
    }
  }
}

}  // namespace

bool paint_game_picture(Sprite sprite, Image& image) {
  switch (sprite) {
    case Sprite::game_tictactoe:
      tictactoe(image);
      return true;
    case Sprite::game_gomoku:
      gomoku(image);
      return true;
    case Sprite::game_reversi:
      reversi(image);
      return true;
    case Sprite::game_nim:
      nim(image);
      return true;
    default:
      return false;
  }
}

}  // namespace arcade::art
