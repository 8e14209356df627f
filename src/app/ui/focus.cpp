// Keyboard navigation over rectangles.
#include "app/ui/focus.h"

#include <cmath>
#include <limits>

namespace arcade::app {

namespace {

// How far `c` lies from `origin` in `direction` (along) and to the side (across); nothing for a
// direction that is not an arrow.
std::optional<std::pair<float, float>> offsets(Point origin, Point c, Key direction) {
  switch (direction) {
    case Key::left:
      return std::pair{origin.x - c.x, c.y - origin.y};
    case Key::right:
      return std::pair{c.x - origin.x, c.y - origin.y};
    case Key::up:
      return std::pair{origin.y - c.y, c.x - origin.x};
    case Key::down:
      return std::pair{c.y - origin.y, c.x - origin.x};
    default:
      return std::nullopt;
  }
}

// True when `a` and `b` overlap across `direction` (side by side for up and down, one above the
// other for left and right): `b` is in `a`'s beam.
bool in_beam(const Rect& a, const Rect& b, Key direction) {
  const bool vertical = direction == Key::up || direction == Key::down;
  return vertical ? a.x < b.right() && b.x < a.right() : a.y < b.bottom() && b.y < a.bottom();
}

}  // namespace

std::optional<std::size_t> neighbour(const std::vector<Rect>& targets, std::size_t from,
                                     Key direction, const std::vector<bool>& usable) {
  if (from >= targets.size() || !offsets({}, {}, direction)) return std::nullopt;
  const Point origin = targets[from].center();
  // The nearest target in the beam (a button straight below, say) wins over any other; without
  // one, straying sideways costs more than going further, so rows and columns are followed.
  std::optional<std::size_t> best;
  bool best_in_beam = false;
  float best_score = std::numeric_limits<float>::max();
  for (std::size_t i = 0; i < targets.size(); ++i) {
    if (i == from || (!usable.empty() && !usable[i])) continue;
    const auto [along, across] = *offsets(origin, targets[i].center(), direction);
    if (along < 1) continue;  // not that way
    const bool beam = in_beam(targets[from], targets[i], direction);
    if (best_in_beam && !beam) continue;
    const float score = beam ? along + 0.1f * std::abs(across) : along + 2.5f * std::abs(across);
    if ((beam && !best_in_beam) || score < best_score) {
      best_score = score;
      best = i;
      best_in_beam = beam;
    }
  }
  return best;
}

}  // namespace arcade::app
