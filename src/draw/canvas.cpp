// The drawing calls every Canvas gets from the few its implementation provides.
#include "draw/canvas.h"

namespace arcade {

void Canvas::frame(const Rect& rect, Color color, float thickness) {
  const float t = thickness;
  fill_rect({rect.x, rect.y, rect.w, t}, color);
  fill_rect({rect.x, rect.bottom() - t, rect.w, t}, color);
  fill_rect({rect.x, rect.y + t, t, rect.h - 2 * t}, color);
  fill_rect({rect.right() - t, rect.y + t, t, rect.h - 2 * t}, color);
}

void Canvas::circle(Point center, float radius, Color color) {
  sprite(Sprite::disc, Rect::centered(center, 2 * radius, 2 * radius), color);
}

void Canvas::ring(Point center, float radius, Color color) {
  sprite(Sprite::ring, Rect::centered(center, 2 * radius, 2 * radius), color);
}

}  // namespace arcade
