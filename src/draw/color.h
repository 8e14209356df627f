// An RGBA colour and the small arithmetic the themes and animations need.
#pragma once

#include <algorithm>
#include <cstdint>

namespace arcade {

// 8-bit RGBA, straight (not premultiplied) alpha.
struct Color {
  std::uint8_t r = 0;
  std::uint8_t g = 0;
  std::uint8_t b = 0;
  std::uint8_t a = 255;

  // The same colour with its alpha multiplied by `factor` (clamped to [0, 1]).
  constexpr Color faded(float factor) const {
    const float f = std::clamp(factor, 0.0f, 1.0f);
    return {r, g, b, static_cast<std::uint8_t>(static_cast<float>(a) * f + 0.5f)};
  }
  friend bool operator==(const Color&, const Color&) = default;
};

// Linear blend: `from` at t = 0, `to` at t = 1.
constexpr Color mix(Color from, Color to, float t) {
  const float u = std::clamp(t, 0.0f, 1.0f);
  auto lerp = [u](std::uint8_t a, std::uint8_t b) {
    return static_cast<std::uint8_t>(static_cast<float>(a) + (static_cast<float>(b) - a) * u +
                                     0.5f);
  };
  return {lerp(from.r, to.r), lerp(from.g, to.g), lerp(from.b, to.b), lerp(from.a, to.a)};
}

// A colour from 0xRRGGBB.
constexpr Color rgb(std::uint32_t hex) {
  return {static_cast<std::uint8_t>(hex >> 16), static_cast<std::uint8_t>(hex >> 8),
          static_cast<std::uint8_t>(hex), 255};
}

// `top` painted over the opaque `under`: the colour a person sees.
constexpr Color over(Color top, Color under) {
  return mix(Color{under.r, under.g, under.b, 255}, Color{top.r, top.g, top.b, 255},
             static_cast<float>(top.a) / 255.0f);
}

// The WCAG contrast ratio of two opaque colours, 1 (the same) to 21 (black on white). WCAG 1.4.11
// asks 3 or more for the parts of a picture a person must see to use it.
double contrast_ratio(Color a, Color b);

inline constexpr Color kWhite{255, 255, 255, 255};
inline constexpr Color kBlack{0, 0, 0, 255};

}  // namespace arcade
