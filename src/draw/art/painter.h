// A tiny signed-distance painter for the game's own art: shapes as distance functions, painted
// antialiased into an RGBA image. Every picture the game shows is painted with it when the game
// starts; nothing is loaded from image files.
#pragma once

#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "draw/art.h"

namespace arcade::art {

// A point or direction in the image's own units: (-1, -1) top-left to (1, 1) bottom-right.
struct V {
  float x = 0;
  float y = 0;
};
inline V operator+(V a, V b) {
  return {a.x + b.x, a.y + b.y};
}
inline V operator-(V a, V b) {
  return {a.x - b.x, a.y - b.y};
}
inline V operator*(V a, float k) {
  return {a.x * k, a.y * k};
}
inline float dot(V a, V b) {
  return a.x * b.x + a.y * b.y;
}
inline float length(V a) {
  return std::sqrt(dot(a, a));
}

// Straight-alpha colour with channels in [0, 1].
struct Rgba {
  float r = 0;
  float g = 0;
  float b = 0;
  float a = 1;
};
// A colour from 0xRRGGBB and an alpha.
Rgba hex(unsigned rgb, float alpha = 1);
Rgba blend(Rgba from, Rgba to, float t);

// A shape: the signed distance from a point to its edge (negative inside), in image units.
using Shape = std::function<float(V)>;
// A paint: the colour at a point.
using Paint = std::function<Rgba(V)>;

// A square RGBA image, transparent at first.
class Image {
 public:
  explicit Image(int size);

  // Paints `shape` with `paint`, antialiased over one pixel, composited over what is there.
  void fill(const Shape& shape, const Paint& paint);
  void fill(const Shape& shape, Rgba color) {
    fill(shape, [color](V) { return color; });
  }
  // Paints `shape` with a soft edge `softness` wide (image units): shadows and glows.
  void soft(const Shape& shape, Rgba color, float softness);
  int size() const { return size_; }
  // The pixels as 8-bit RGBA, straight alpha, row by row from the top-left; fully transparent
  // pixels are transparent white, so scaling never pulls a dark fringe in at the edges.
  std::vector<std::uint8_t> rgba8() const;

 private:
  void blend_pixel(int index, Rgba color, float coverage);
  V point_of(int x, int y) const;

  int size_;
  std::vector<Rgba> pixels_;
};

// `art` painted into a new image of `size` pixels, whatever its own Art::size: for showing a
// picture at several sizes, each painted at its own (crisper than scaling one image).
Image paint_art(const Art& art, int size);

}  // namespace arcade::art
