// Distance functions of the shapes the art is built from, and ways to combine them.
#pragma once

#include <vector>

#include "draw/art/painter.h"

namespace arcade::art {

Shape circle(V center, float radius);
// A ring of mean radius `radius`, `width` thick.
Shape ring(V center, float radius, float width);
// A box of half-size `half` with corners rounded by `corner`.
Shape box(V center, V half, float corner = 0);
// A line from a to b with round ends, `width` thick.
Shape segment(V a, V b, float width);
// Joined segments through the points, `width` thick.
Shape polyline(std::vector<V> points, float width);
// A closed polygon (any simple polygon).
Shape polygon(std::vector<V> points);
// An arc of `radius` from angle a0 to a1 (radians, increasing clockwise on screen), `width` thick,
// with round ends.
Shape arc(V center, float radius, float width, float a0, float a1);
// A five-pointed star, point up.
Shape star(V center, float outer, float inner);
// A heart, point down.
Shape heart(V center, float size);
// An ellipse (approximate distance, fine for painting).
Shape ellipse(V center, V radii);

Shape unite(Shape a, Shape b);
Shape subtract(Shape a, Shape b);
Shape intersect(Shape a, Shape b);
// The shape grown by `by` (shrunk when negative).
Shape grow(Shape a, float by);
// The shape moved by `offset`.
Shape moved(Shape a, V offset);
// The shape scaled by `k` about the origin.
Shape scaled(Shape a, float k);
// The shape mirrored left-right.
Shape mirrored(Shape a);

// A paint that goes from `light` at `from` to `dark` at `to`, linearly.
Paint linear(V from, V to, Rgba light, Rgba dark);
// A paint that goes from `inner` at `center` to `outer` at `radius`.
Paint radial(V center, float radius, Rgba inner, Rgba outer);

}  // namespace arcade::art
