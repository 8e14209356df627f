// The two optimisers the Gomoku fits share: a golden-section search for a scale or temperature,
// and Adam steps for the weights.
#pragma once

#include <cmath>
#include <cstddef>
#include <span>
#include <vector>

namespace arcade::gomoku {

// The x in [low, high] (searched on log x) that minimises `loss`: golden-section search, fit for
// a smooth loss with one minimum, as a sigmoid's scale or a softmax's temperature gives.
template <class Loss>
double golden_section_minimum(double low, double high, const Loss& loss) {
  double a_end = std::log(low), b_end = std::log(high);
  const double ratio = (std::sqrt(5.0) - 1) / 2;
  for (int step = 0; step < 60; ++step) {
    const double a = b_end - ratio * (b_end - a_end);
    const double b = a_end + ratio * (b_end - a_end);
    if (loss(std::exp(a)) < loss(std::exp(b))) {
      b_end = b;
    } else {
      a_end = a;
    }
  }
  return std::exp((a_end + b_end) / 2);
}

// The step size of step `step` (from 1) of `iterations`: `first`, shrinking linearly to a
// twentieth of it.
inline double shrinking_rate(double first, int step, int iterations) {
  return first * (1.0 - 0.95 * static_cast<double>(step - 1) / iterations);
}

// Adam's moment estimates for a vector of weights: each step moves a weight by the rate times its
// bias-corrected mean gradient over the root of its mean squared gradient. A weight whose gradient
// has always been 0 never moves.
class AdamSteps {
 public:
  explicit AdamSteps(std::size_t size) : m_(size), v_(size) {}

  // Takes one step of `weights` down `gradient` (the same size as the weights).
  void step(std::span<double> weights, std::span<const double> gradient, double rate) {
    constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-12;
    ++steps_;
    for (std::size_t i = 0; i < weights.size(); ++i) {
      const double g = gradient[i];
      m_[i] = kBeta1 * m_[i] + (1 - kBeta1) * g;
      v_[i] = kBeta2 * v_[i] + (1 - kBeta2) * g * g;
      const double m_hat = m_[i] / (1 - std::pow(kBeta1, steps_));
      const double v_hat = v_[i] / (1 - std::pow(kBeta2, steps_));
      if (v_hat > 0) weights[i] -= rate * m_hat / (std::sqrt(v_hat) + kEpsilon);
    }
  }

 private:
  std::vector<double> m_, v_;
  int steps_ = 0;
};

}  // namespace arcade::gomoku
