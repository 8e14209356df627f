// The icons of keeping games: save, the saved games, the trash, restore, a damaged file and a
// tick. White shapes, tinted when drawn, like every icon.
#include "draw/art/designs.h"
#include "draw/art/shapes.h"

namespace arcade::art {
namespace {

// An open tray, like an in-tray on a desk, that things go into.
Shape tray() {
  return polyline({{-0.72f, 0.12f}, {-0.72f, 0.72f}, {0.72f, 0.72f}, {0.72f, 0.12f}}, 0.17f);
}

// A thick arrow on the vertical axis from y `from` to its tip at y `tip`.
Shape vertical_arrow(float from, float tip) {
  const float head = tip > from ? tip - 0.4f : tip + 0.4f;
  return unite(segment({0, from}, {0, head}, 0.22f),
               polygon({{-0.36f, head}, {0.36f, head}, {0, tip}}));
}

Shape stack_of_cards() {
  Shape front = box({0.14f, 0.14f}, {0.56f, 0.56f}, 0.12f);
  for (float at : {-0.05f, 0.33f}) {
    front = subtract(front, box({at, 0.14f}, {0.035f, 0.4f}));
    front = subtract(front, box({0.14f, at}, {0.4f, 0.035f}));
  }
  Shape back = subtract(box({-0.16f, -0.16f}, {0.56f, 0.56f}, 0.12f), grow(front, 0.1f));
  return unite(front, back);
}

Shape bin() {
  Shape lid = unite(box({0, -0.5f}, {0.66f, 0.08f}, 0.05f), box({0, -0.64f}, {0.2f, 0.09f}, 0.05f));
  Shape body =
      grow(polygon({{-0.5f, -0.32f}, {0.5f, -0.32f}, {0.4f, 0.72f}, {-0.4f, 0.72f}}), 0.04f);
  for (float x : {-0.2f, 0.0f, 0.2f})
    body = subtract(body, segment({x, -0.14f}, {x, 0.54f}, 0.09f));
  return unite(lid, body);
}

Shape cracked_picture() {
  Shape picture = subtract(box({0, 0}, {0.78f, 0.62f}, 0.1f), box({0, 0}, {0.62f, 0.46f}, 0.04f));
  Shape inside = unite(polygon({{-0.58f, 0.44f}, {-0.2f, -0.1f}, {0.16f, 0.44f}}),
                       circle({0.3f, -0.16f}, 0.13f));
  Shape crack = polyline(
      {{0.06f, -0.8f}, {-0.12f, -0.3f}, {0.14f, 0.05f}, {-0.1f, 0.4f}, {0.08f, 0.8f}}, 0.12f);
  return subtract(unite(picture, inside), crack);
}

}  // namespace

Shape keep_icon_shape(Sprite sprite) {
  switch (sprite) {
    case Sprite::icon_save:
      return unite(tray(), vertical_arrow(-0.82f, 0.42f));
    case Sprite::icon_saved_games:
      return stack_of_cards();
    case Sprite::icon_trash:
      return bin();
    case Sprite::icon_restore:  // out of the bin: a small bin, an arrow rising from it
      return unite(moved(scaled(bin(), 0.7f), {0.28f, 0.26f}),
                   moved(vertical_arrow(0.66f, -0.86f), {-0.5f, 0}));
    case Sprite::icon_broken:
      return cracked_picture();
    case Sprite::icon_check:
      return polyline({{-0.56f, 0.02f}, {-0.16f, 0.42f}, {0.6f, -0.46f}}, 0.22f);
    default:
      return nullptr;
  }
}

}  // namespace arcade::art
