// Distance functions of the shapes the art is built from.
#include "draw/art/shapes.h"

#include <algorithm>
#include <numbers>

namespace arcade::art {

Shape circle(V center, float radius) {
  return [=](V p) { return length(p - center) - radius; };
}

Shape ring(V center, float radius, float width) {
  return [=](V p) { return std::abs(length(p - center) - radius) - width / 2; };
}

Shape box(V center, V half, float corner) {
  return [=](V p) {
    const V q{std::abs(p.x - center.x) - half.x + corner,
              std::abs(p.y - center.y) - half.y + corner};
    const V outside{std::max(q.x, 0.0f), std::max(q.y, 0.0f)};
    return length(outside) + std::min(std::max(q.x, q.y), 0.0f) - corner;
  };
}

Shape segment(V a, V b, float width) {
  return [=](V p) {
    const V pa = p - a;
    const V ba = b - a;
    const float h = std::clamp(dot(pa, ba) / dot(ba, ba), 0.0f, 1.0f);
    return length(pa - ba * h) - width / 2;
  };
}

Shape polyline(std::vector<V> points, float width) {
  Shape joined = segment(points[0], points[1], width);
  for (std::size_t i = 2; i < points.size(); ++i) {
    joined = unite(joined, segment(points[i - 1], points[i], width));
  }
  return joined;
}

Shape polygon(std::vector<V> v) {
  return [v](V p) {
    float d = dot(p - v[0], p - v[0]);
    float sign = 1;
    for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i, ++i) {
      const V e = v[j] - v[i];
      const V w = p - v[i];
      const V b = w - e * std::clamp(dot(w, e) / dot(e, e), 0.0f, 1.0f);
      d = std::min(d, dot(b, b));
      const bool c1 = p.y >= v[i].y;
      const bool c2 = p.y < v[j].y;
      const bool c3 = e.x * w.y > e.y * w.x;
      if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) sign = -sign;
    }
    return sign * std::sqrt(d);
  };
}

Shape arc(V center, float radius, float width, float a0, float a1) {
  const float tau = 2 * std::numbers::pi_v<float>;
  const V end0 = center + V{std::cos(a0), std::sin(a0)} * radius;
  const V end1 = center + V{std::cos(a1), std::sin(a1)} * radius;
  return [=](V p) {
    const V d = p - center;
    float angle = std::atan2(d.y, d.x) - a0;
    while (angle < 0) angle += tau;
    while (angle >= tau) angle -= tau;
    if (angle <= a1 - a0) return std::abs(length(d) - radius) - width / 2;
    return std::min(length(p - end0), length(p - end1)) - width / 2;
  };
}

Shape star(V center, float outer, float inner) {
  std::vector<V> points;
  for (int i = 0; i < 10; ++i) {
    const float angle =
        -std::numbers::pi_v<float> / 2 + static_cast<float>(i) * std::numbers::pi_v<float> / 5;
    const float r = i % 2 == 0 ? outer : inner;
    points.push_back(center + V{std::cos(angle), std::sin(angle)} * r);
  }
  return polygon(points);
}

Shape heart(V center, float size) {
  const float s = size;
  Shape lobes = unite(circle(center + V{-0.28f * s, -0.18f * s}, 0.36f * s),
                      circle(center + V{0.28f * s, -0.18f * s}, 0.36f * s));
  Shape point = polygon({center + V{-0.6f * s, -0.02f * s}, center + V{0.6f * s, -0.02f * s},
                         center + V{0, 0.72f * s}});
  return unite(lobes, grow(point, 0.0f));
}

Shape ellipse(V center, V radii) {
  return [=](V p) {
    const V q{(p.x - center.x) / radii.x, (p.y - center.y) / radii.y};
    const float k = length(q);
    return (k - 1) * std::min(radii.x, radii.y);
  };
}

Shape unite(Shape a, Shape b) {
  return [=](V p) { return std::min(a(p), b(p)); };
}
Shape subtract(Shape a, Shape b) {
  return [=](V p) { return std::max(a(p), -b(p)); };
}
Shape intersect(Shape a, Shape b) {
  return [=](V p) { return std::max(a(p), b(p)); };
}
Shape grow(Shape a, float by) {
  return [=](V p) { return a(p) - by; };
}
Shape moved(Shape a, V offset) {
  return [=](V p) { return a(p - offset); };
}
Shape scaled(Shape a, float k) {
  return [=](V p) { return a(p * (1 / k)) * k; };
}
Shape mirrored(Shape a) {
  return [=](V p) { return a(V{-p.x, p.y}); };
}

Paint linear(V from, V to, Rgba light, Rgba dark) {
  const V axis = to - from;
  const float length_squared = dot(axis, axis);
  return [=](V p) { return blend(light, dark, dot(p - from, axis) / length_squared); };
}

Paint radial(V center, float radius, Rgba inner, Rgba outer) {
  return [=](V p) { return blend(inner, outer, length(p - center) / radius); };
}

}  // namespace arcade::art
