// The gentle movements every screen and board shares.
#include "draw/motion.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace arcade {

double ease_out(double t) {
  const double u = std::clamp(t, 0.0, 1.0);
  return 1 - (1 - u) * (1 - u) * (1 - u);
}

float wiggle_offset(double age) {
  constexpr double kLength = 0.4;
  if (age < 0 || age >= kLength) return 0;
  // Two and a half swings that die away.
  return static_cast<float>(9 * std::sin(age / kLength * 5 * std::numbers::pi) *
                            (1 - age / kLength));
}

}  // namespace arcade
