// The replay and statistics screens' pictures, painted from code.
#include "app/ui/arcade_pictures.h"

#include <array>

#include "draw/art/shapes.h"

namespace arcade::app {
namespace {

using namespace art;

void fill_white(Image& image, const Shape& shape) {
  image.fill(shape, hex(0xffffff));
}

Shape chevron_back(float x) {
  return polyline({{x + 0.2f, -0.48f}, {x - 0.2f, 0}, {x + 0.2f, 0.48f}}, 0.2f);
}

void paint_replay(Image& image) {
  Shape lens = intersect(circle({0, 0.38f}, 0.7f), circle({0, -0.62f}, 0.7f));
  Shape eye = unite(subtract(lens, circle({0, -0.12f}, 0.25f)), circle({0, -0.12f}, 0.13f));
  Shape rewind = unite(polygon({{-0.6f, 0.56f}, {-0.08f, 0.28f}, {-0.08f, 0.84f}}),
                       polygon({{-0.04f, 0.56f}, {0.48f, 0.28f}, {0.48f, 0.84f}}));
  fill_white(image, scaled(unite(moved(eye, {0, -0.12f}), moved(rewind, {0.06f, 0})), 1.2f));
}

void paint_statistics(Image& image) {
  Shape bars = unite(
      box({-0.46f, 0.3f}, {0.14f, 0.3f}, 0.05f),
      unite(box({0, 0.05f}, {0.14f, 0.55f}, 0.05f), box({0.46f, -0.15f}, {0.14f, 0.75f}, 0.05f)));
  fill_white(image, unite(bars, box({0, 0.72f}, {0.78f, 0.07f}, 0.04f)));
}

void paint_first(Image& image) {
  fill_white(image, unite(box({-0.42f, 0}, {0.09f, 0.52f}, 0.04f), chevron_back(0.14f)));
}

void paint_step_back(Image& image) {
  fill_white(image, chevron_back(0));
}

void paint_step_on(Image& image) {
  fill_white(image, mirrored(chevron_back(0)));
}

void paint_last(Image& image) {
  fill_white(image, mirrored(unite(box({-0.42f, 0}, {0.09f, 0.52f}, 0.04f), chevron_back(0.14f))));
}

void paint_crown(Image& image) {
  Shape body = polygon({{-0.72f, -0.38f},
                        {-0.36f, 0.02f},
                        {0, -0.5f},
                        {0.36f, 0.02f},
                        {0.72f, -0.38f},
                        {0.6f, 0.42f},
                        {-0.6f, 0.42f}});
  Shape band = box({0, 0.56f}, {0.62f, 0.1f}, 0.05f);
  Shape tips = unite(circle({-0.72f, -0.44f}, 0.1f),
                     unite(circle({0, -0.58f}, 0.1f), circle({0.72f, -0.44f}, 0.1f)));
  fill_white(image, unite(unite(body, band), tips));
}

Shape scale_pan(float x) {
  // A shallow bowl hung from the beam's end by two cords.
  Shape cords = unite(segment({x, -0.5f}, {x - 0.26f, 0.08f}, 0.08f),
                      segment({x, -0.5f}, {x + 0.26f, 0.08f}, 0.08f));
  Shape bowl = intersect(circle({x, -0.08f}, 0.36f), box({x, 0.22f}, {0.4f, 0.16f}));
  return unite(cords, bowl);
}

void paint_balance(Image& image) {
  // A balance at rest, its two pans level: neither side weighs more. A handshake drawn this
  // small read as a boomerang, and an "=" asks a child to know some arithmetic.
  Shape stand =
      unite(box({0, -0.05f}, {0.1f, 0.62f}, 0.04f), box({0, 0.68f}, {0.42f, 0.09f}, 0.06f));
  Shape beam = unite(box({0, -0.5f}, {0.72f, 0.08f}, 0.06f), circle({0, -0.62f}, 0.12f));
  fill_white(image, unite(unite(stand, beam), unite(scale_pan(-0.64f), scale_pan(0.64f))));
}

void paint_bin(Image& image) {
  Shape body = polygon({{-0.5f, -0.3f}, {0.5f, -0.3f}, {0.4f, 0.8f}, {-0.4f, 0.8f}});
  for (const float x : {-0.2f, 0.0f, 0.2f})
    body = subtract(body, box({x, 0.25f}, {0.05f, 0.38f}, 0.04f));
  Shape lid = box({0, -0.48f}, {0.64f, 0.08f}, 0.04f);
  Shape handle = subtract(box({0, -0.62f}, {0.2f, 0.12f}, 0.06f), box({0, -0.58f}, {0.1f, 0.07f}));
  fill_white(image, unite(body, unite(lid, handle)));
}

template <void (*Paint)(Image&)>
constexpr Art picture(std::string_view name) {
  return Art{name, 128, Paint};
}

const std::array<Art, 9> kPictures{
    picture<paint_replay>("app.replay"),   picture<paint_statistics>("app.statistics"),
    picture<paint_first>("app.first"),     picture<paint_step_back>("app.step_back"),
    picture<paint_step_on>("app.step_on"), picture<paint_last>("app.last"),
    picture<paint_crown>("app.crown"),     picture<paint_balance>("app.balance"),
    picture<paint_bin>("app.bin"),
};

}  // namespace

const Art& arcade_picture(ArcadePicture which) {
  return kPictures[static_cast<std::size_t>(which)];
}

}  // namespace arcade::app
