// Points and rectangles in logical pixels, shared by layout, drawing and input.
#pragma once

#include <algorithm>

namespace arcade {

// A position in logical pixels.
struct Point {
  float x = 0;
  float y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};

// An axis-aligned rectangle in logical pixels: top-left corner and size.
struct Rect {
  float x = 0;
  float y = 0;
  float w = 0;
  float h = 0;

  // True when `p` lies inside, counting the top and left edges but not the bottom and right ones,
  // so neighbouring cells never both claim a point.
  bool contains(Point p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
  Point center() const { return {x + w / 2, y + h / 2}; }
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  // The same rectangle shrunk by `by` on every side (grown when negative).
  Rect inset(float by) const { return {x + by, y + by, w - 2 * by, h - 2 * by}; }
  // The same rectangle moved by (dx, dy).
  Rect moved(float dx, float dy) const { return {x + dx, y + dy, w, h}; }
  // A rectangle of size w×h centred on `c`.
  static Rect centered(Point c, float width, float height) {
    return {c.x - width / 2, c.y - height / 2, width, height};
  }
  friend bool operator==(const Rect&, const Rect&) = default;
};

// The empty space between two rectangles: 0 when they touch or overlap, otherwise the larger of
// the horizontal and vertical distances between their edges.
inline float gap_between(const Rect& a, const Rect& b) {
  const float dx = std::max(a.x - b.right(), b.x - a.right());
  const float dy = std::max(a.y - b.bottom(), b.y - a.bottom());
  return std::max({dx, dy, 0.0f});
}

// True when the two rectangles share some area.
inline bool overlaps(const Rect& a, const Rect& b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

}  // namespace arcade
