// The strength tiers' pictures, painted from code: a dizzy face, a sprout, a bunny, a fox, an owl,
// a wizard's hat and a dragon, each a white silhouette with its features cut out.
#include "games/common/tier_art.h"

#include <array>

#include "draw/art/shapes.h"
#include "games/common/tiers.h"

namespace arcade {
namespace {

using namespace art;

void fill_white(Image& image, const Shape& shape) {
  image.fill(shape, hex(0xffffff));
}

// A round face with spinning eyes and a wobbly smile: plays at random.
void paint_dizzy(Image& image) {
  Shape face = circle({0, 0.05f}, 0.8f);
  for (const float x : {-0.3f, 0.3f}) {
    face = subtract(face, ring({x, -0.12f}, 0.15f, 0.07f));
    face = subtract(face, circle({x + 0.04f, -0.14f}, 0.05f));
  }
  face = subtract(
      face, polyline({{-0.36f, 0.36f}, {-0.18f, 0.46f}, {0, 0.36f}, {0.18f, 0.46f}, {0.36f, 0.36f}},
                     0.08f));
  fill_white(image, face);
}

// Two leaves on a stem out of a mound of earth: the first step up.
void paint_sprout(Image& image) {
  Shape mound = intersect(ellipse({0, 0.82f}, {0.75f, 0.32f}), box({0, 0.6f}, {0.9f, 0.3f}));
  Shape stem = segment({0, 0.6f}, {0, -0.15f}, 0.1f);
  Shape left = intersect(circle({-0.05f, 0.05f}, 0.5f), circle({-0.55f, -0.45f}, 0.5f));
  Shape right = intersect(circle({0.05f, -0.25f}, 0.45f), circle({0.5f, -0.7f}, 0.45f));
  fill_white(image, unite(unite(mound, stem), unite(left, right)));
}

// A bunny's head with two long ears.
void paint_bunny(Image& image) {
  Shape head = circle({0, 0.32f}, 0.52f);
  Shape ears =
      unite(ellipse({-0.24f, -0.45f}, {0.15f, 0.42f}), ellipse({0.24f, -0.45f}, {0.15f, 0.42f}));
  Shape bunny = unite(head, ears);
  for (const float x : {-0.2f, 0.2f}) bunny = subtract(bunny, circle({x, 0.22f}, 0.07f));
  bunny = subtract(bunny, polygon({{-0.08f, 0.42f}, {0.08f, 0.42f}, {0, 0.52f}}));
  fill_white(image, bunny);
}

// A fox's head: pointed ears and a pointed snout.
void paint_fox(Image& image) {
  Shape head = grow(polygon({{-0.72f, -0.25f}, {0.72f, -0.25f}, {0, 0.72f}}), 0.06f);
  Shape ears = unite(polygon({{-0.74f, -0.2f}, {-0.5f, -0.85f}, {-0.18f, -0.25f}}),
                     polygon({{0.74f, -0.2f}, {0.5f, -0.85f}, {0.18f, -0.25f}}));
  Shape fox = unite(head, grow(ears, 0.04f));
  for (const float x : {-0.26f, 0.26f}) {
    fox = subtract(fox, polygon({{x - 0.12f, 0.02f}, {x + 0.12f, 0.02f}, {x, 0.12f}}));
  }
  fox = subtract(fox, circle({0, 0.55f}, 0.07f));
  fill_white(image, fox);
}

// An owl: a round body, ear tufts, big round eyes and a beak.
void paint_owl(Image& image) {
  Shape body = ellipse({0, 0.12f}, {0.62f, 0.78f});
  Shape tufts = unite(polygon({{-0.58f, -0.3f}, {-0.5f, -0.88f}, {-0.18f, -0.55f}}),
                      polygon({{0.58f, -0.3f}, {0.5f, -0.88f}, {0.18f, -0.55f}}));
  Shape owl = unite(body, tufts);
  for (const float x : {-0.24f, 0.24f}) {
    owl = subtract(owl, ring({x, -0.12f}, 0.17f, 0.08f));
    owl = subtract(owl, circle({x, -0.12f}, 0.06f));
  }
  owl = subtract(owl, polygon({{-0.09f, 0.08f}, {0.09f, 0.08f}, {0, 0.26f}}));
  fill_white(image, owl);
}

// A wizard's pointed hat with a star on it and a wide brim.
void paint_wizard(Image& image) {
  Shape cone =
      polygon({{-0.5f, 0.48f}, {0.5f, 0.48f}, {0.25f, -0.4f}, {0.45f, -0.86f}, {-0.05f, -0.5f}});
  Shape brim = ellipse({0, 0.56f}, {0.86f, 0.17f});
  Shape hat = subtract(unite(cone, brim), star({-0.02f, 0.1f}, 0.2f, 0.08f));
  fill_white(image, hat);
}

// A dragon's head: horns, spikes, a broad snout with nostrils, and a sharp eye.
void paint_dragon(Image& image) {
  Shape head = unite(circle({0, -0.05f}, 0.52f), ellipse({0, 0.42f}, {0.46f, 0.3f}));
  Shape horns = unite(polygon({{-0.42f, -0.3f}, {-0.7f, -0.9f}, {-0.15f, -0.48f}}),
                      polygon({{0.42f, -0.3f}, {0.7f, -0.9f}, {0.15f, -0.48f}}));
  Shape spikes = unite(polygon({{-0.12f, -0.52f}, {0, -0.82f}, {0.12f, -0.52f}}),
                       unite(polygon({{-0.62f, 0.0f}, {-0.9f, -0.1f}, {-0.55f, 0.2f}}),
                             polygon({{0.62f, 0.0f}, {0.9f, -0.1f}, {0.55f, 0.2f}})));
  Shape dragon = unite(unite(head, horns), spikes);
  for (const float x : {-0.22f, 0.22f}) {
    dragon = subtract(dragon, polygon({{x - 0.13f, -0.12f}, {x + 0.13f, -0.16f}, {x, -0.02f}}));
    dragon = subtract(dragon, ellipse({x * 0.7f, 0.44f}, {0.06f, 0.04f}));
  }
  fill_white(image, dragon);
}

}  // namespace

const Art& tier_art(int tier) {
  static const std::array<Art, kTierCount> pictures{{
      {"tier.dizzy", 128, paint_dizzy},
      {"tier.sprout", 128, paint_sprout},
      {"tier.bunny", 128, paint_bunny},
      {"tier.fox", 128, paint_fox},
      {"tier.owl", 128, paint_owl},
      {"tier.wizard", 128, paint_wizard},
      {"tier.dragon", 128, paint_dragon},
  }};
  return pictures[static_cast<std::size_t>(tier)];
}

}  // namespace arcade
