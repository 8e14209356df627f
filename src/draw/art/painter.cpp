// The signed-distance painter.
#include "draw/art/painter.h"

#include <algorithm>
#include <cmath>

namespace arcade::art {

Rgba hex(unsigned rgb, float alpha) {
  return {static_cast<float>((rgb >> 16) & 255) / 255, static_cast<float>((rgb >> 8) & 255) / 255,
          static_cast<float>(rgb & 255) / 255, alpha};
}

Rgba blend(Rgba from, Rgba to, float t) {
  const float u = std::clamp(t, 0.0f, 1.0f);
  return {from.r + (to.r - from.r) * u, from.g + (to.g - from.g) * u, from.b + (to.b - from.b) * u,
          from.a + (to.a - from.a) * u};
}

Image::Image(int size)
    : size_(size), pixels_(static_cast<std::size_t>(size * size), Rgba{0, 0, 0, 0}) {}

V Image::point_of(int x, int y) const {
  const float s = static_cast<float>(size_);
  return {(static_cast<float>(x) + 0.5f) / s * 2 - 1, (static_cast<float>(y) + 0.5f) / s * 2 - 1};
}

void Image::blend_pixel(int index, Rgba color, float coverage) {
  Rgba& dst = pixels_[static_cast<std::size_t>(index)];
  const float a = color.a * coverage;
  if (a <= 0) return;
  const float out_a = a + dst.a * (1 - a);
  auto channel = [&](float src, float under) {
    return (src * a + under * dst.a * (1 - a)) / out_a;
  };
  dst = {channel(color.r, dst.r), channel(color.g, dst.g), channel(color.b, dst.b), out_a};
}

void Image::fill(const Shape& shape, const Paint& paint) {
  const float pixels_per_unit = static_cast<float>(size_) / 2;
  for (int y = 0; y < size_; ++y) {
    for (int x = 0; x < size_; ++x) {
      const V p = point_of(x, y);
      const float coverage = std::clamp(0.5f - shape(p) * pixels_per_unit, 0.0f, 1.0f);
      if (coverage > 0) blend_pixel(y * size_ + x, paint(p), coverage);
    }
  }
}

void Image::soft(const Shape& shape, Rgba color, float softness) {
  for (int y = 0; y < size_; ++y) {
    for (int x = 0; x < size_; ++x) {
      const float t = std::clamp(0.5f - shape(point_of(x, y)) / softness, 0.0f, 1.0f);
      const float smooth = t * t * (3 - 2 * t);
      if (smooth > 0) blend_pixel(y * size_ + x, color, smooth);
    }
  }
}

std::vector<std::uint8_t> Image::rgba8() const {
  std::vector<std::uint8_t> bytes(pixels_.size() * 4);
  auto to_byte = [](float v) {
    return static_cast<std::uint8_t>(std::lround(std::clamp(v, 0.0f, 1.0f) * 255));
  };
  for (std::size_t i = 0; i < pixels_.size(); ++i) {
    const Rgba& p = pixels_[i];
    std::uint8_t* out = &bytes[i * 4];
    // Fully transparent pixels are written as transparent white, so filtering at sprite edges
    // never pulls in a dark fringe.
    const bool clear = to_byte(p.a) == 0;
    out[0] = clear ? 255 : to_byte(p.r);
    out[1] = clear ? 255 : to_byte(p.g);
    out[2] = clear ? 255 : to_byte(p.b);
    out[3] = to_byte(p.a);
  }
  return bytes;
}

Image paint_art(const Art& art, int size) {
  Image image(size);
  if (art.paint) art.paint(image);
  return image;
}

}  // namespace arcade::art
