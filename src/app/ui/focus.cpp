// Keyboard navigation over rectangles.
#include "app/ui/focus.h"

#include <cmath>
#include <limits>

namespace arcade::app {

std::optional<std::size_t> neighbour(const std::vector<Rect>& targets, std::size_t from,
                                     Key direction, const std::vector<bool>& usable) {
  if (from >= targets.size()) return std::nullopt;
  const Point origin = targets[from].center();
  std::optional<std::size_t> best;
  float best_score = std::numeric_limits<float>::max();
  for (std::size_t i = 0; i < targets.size(); ++i) {
    if (i == from || (!usable.empty() && !usable[i])) continue;
    const Point c = targets[i].center();
    float along = 0;
    float across = 0;
    switch (direction) {
      case Key::left:
        along = origin.x - c.x;
        across = c.y - origin.y;
        break;
      case Key::right:
        along = c.x - origin.x;
        across = c.y - origin.y;
        break;
      case Key::up:
        along = origin.y - c.y;
        across = c.x - origin.x;
        break;
      case Key::down:
        along = c.y - origin.y;
        across = c.x - origin.x;
        break;
      default:
        return std::nullopt;
    }
    if (along < 1) continue;  // not that way
    // Straying sideways costs more than going further, so rows and columns are followed.
    const float score = along + 2.5f * std::abs(across);
    if (score < best_score) {
      best_score = score;
      best = i;
    }
  }
  return best;
}

}  // namespace arcade::app
