// The contrast of two colours, as WCAG measures it.
#include "draw/color.h"

#include <algorithm>
#include <cmath>

namespace arcade {
namespace {

// WCAG's relative luminance of an sRGB colour.
double luminance(Color c) {
  auto linear = [](std::uint8_t channel) {
    const double v = channel / 255.0;
    return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

}  // namespace

double contrast_ratio(Color a, Color b) {
  const double la = luminance(a);
  const double lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace arcade
