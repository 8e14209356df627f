// The icons: white shapes on transparent ground, tinted by the theme when drawn. Icons stand in
// for words everywhere a child has to choose (KIDS.md rule 5).
#include <numbers>

#include "draw/art/designs.h"
#include "draw/art/shapes.h"

namespace arcade::art {

namespace {

constexpr float kPi = std::numbers::pi_v<float>;

// A triangular arrowhead on a circle of `radius` about `center`: its base straddles the circle at
// `angle`, its tip lies further along the circle in the direction `clockwise` says.
Shape arc_head(V center, float radius, float angle, bool clockwise, float size = 0.24f) {
  auto at = [&](float a, float r) { return center + V{std::cos(a), std::sin(a)} * r; };
  const float tip_angle = angle + (clockwise ? 1 : -1) * size * 1.7f / radius;
  return polygon({at(angle, radius - size), at(angle, radius + size), at(tip_angle, radius)});
}

Shape person_shape() {
  Shape head = circle({0, -0.45f}, 0.27f);
  Shape body = intersect(circle({0, 0.74f}, 0.62f), box({0, 0.46f}, {0.7f, 0.33f}));
  return unite(head, subtract(body, grow(head, 0.07f)));
}

Shape undo_shape() {
  const V c{0.1f, 0.14f};
  const float r = 0.5f;
  Shape curve = arc(c, r, 0.15f, kPi + 0.35f, 2 * kPi + 0.9f);
  return unite(curve, arc_head(c, r, kPi + 0.45f, false, 0.26f));
}

Shape speaker() {
  return unite(box({-0.55f, 0}, {0.15f, 0.2f}, 0.04f),
               polygon({{-0.42f, -0.2f}, {-0.08f, -0.55f}, {-0.08f, 0.55f}, {-0.42f, 0.2f}}));
}

Shape chevron(float x) {
  return polyline({{x - 0.2f, -0.48f}, {x + 0.2f, 0}, {x - 0.2f, 0.48f}}, 0.2f);
}

Shape robot_shape() {
  Shape head = box({0, 0.12f}, {0.6f, 0.48f}, 0.2f);
  head = subtract(head, circle({-0.24f, 0.04f}, 0.12f));
  head = subtract(head, circle({0.24f, 0.04f}, 0.12f));
  head = subtract(head, box({0, 0.34f}, {0.24f, 0.055f}, 0.05f));
  Shape antenna = unite(segment({0, -0.36f}, {0, -0.58f}, 0.1f), circle({0, -0.68f}, 0.11f));
  Shape ears =
      unite(box({-0.7f, 0.12f}, {0.08f, 0.16f}, 0.04f), box({0.7f, 0.12f}, {0.08f, 0.16f}, 0.04f));
  return unite(unite(head, antenna), ears);
}

// A globe: its outline, a meridian, the equator and two parallels (the sign for "language").
Shape globe_shape() {
  constexpr float r = 0.66f;
  constexpr float w = 0.1f;
  Shape outline = ring({0, 0}, r, w);
  // The meridian is the outline of a lens through the poles: two circles' overlap.
  const Shape lens = intersect(circle({-0.42f, 0}, std::sqrt(0.42f * 0.42f + r * r)),
                               circle({0.42f, 0}, std::sqrt(0.42f * 0.42f + r * r)));
  Shape meridian = [lens](V p) { return std::abs(lens(p)) - w / 2; };
  const float half = std::sqrt(r * r - 0.34f * 0.34f);
  Shape lines =
      unite(segment({-r, 0}, {r, 0}, w), unite(segment({-half, -0.34f}, {half, -0.34f}, w),
                                               segment({-half, 0.34f}, {half, 0.34f}, w)));
  return unite(outline, unite(meridian, intersect(lines, circle({0, 0}, r))));
}

Shape trophy_shape() {
  Shape cup = unite(box({0, -0.5f}, {0.44f, 0.16f}, 0.04f),
                    intersect(circle({0, -0.42f}, 0.44f), box({0, -0.2f}, {0.5f, 0.3f})));
  Shape handles = unite(arc({-0.44f, -0.34f}, 0.2f, 0.09f, kPi / 2, 3 * kPi / 2),
                        arc({0.44f, -0.34f}, 0.2f, 0.09f, -kPi / 2, kPi / 2));
  Shape stem = box({0, 0.2f}, {0.08f, 0.2f});
  Shape base = unite(box({0, 0.42f}, {0.2f, 0.06f}, 0.03f), box({0, 0.6f}, {0.36f, 0.1f}, 0.05f));
  return unite(unite(cup, handles), unite(stem, base));
}

// A hand whose finger touches the screen, with the touch's ripples above the fingertip.
Shape touch_shape() {
  Shape finger = segment({-0.05f, -0.2f}, {-0.05f, 0.25f}, 0.22f);
  Shape palm = box({0.12f, 0.5f}, {0.33f, 0.3f}, 0.16f);
  Shape knuckles = unite(segment({0.17f, 0.12f}, {0.17f, 0.3f}, 0.18f),
                         segment({0.36f, 0.18f}, {0.36f, 0.32f}, 0.16f));
  Shape thumb = segment({-0.28f, 0.34f}, {-0.12f, 0.56f}, 0.17f);
  Shape hand = unite(unite(finger, palm), unite(knuckles, thumb));
  Shape ripples = unite(arc({-0.05f, -0.38f}, 0.2f, 0.07f, kPi * 1.15f, kPi * 1.85f),
                        arc({-0.05f, -0.38f}, 0.4f, 0.07f, kPi * 1.2f, kPi * 1.8f));
  return unite(hand, ripples);
}

Shape thinking_shape() {
  Shape cloud = unite(unite(circle({-0.32f, -0.08f}, 0.32f), circle({0.04f, -0.3f}, 0.36f)),
                      unite(circle({0.38f, -0.06f}, 0.3f), circle({0.02f, 0.08f}, 0.34f)));
  for (float x : {-0.26f, 0.03f, 0.32f}) cloud = subtract(cloud, circle({x, -0.06f}, 0.08f));
  return unite(cloud, unite(circle({-0.45f, 0.46f}, 0.12f), circle({-0.68f, 0.7f}, 0.07f)));
}

// A house: a roof over a body with a door.
Shape home_shape() {
  Shape roof = grow(polygon({{-0.78f, -0.04f}, {0, -0.74f}, {0.78f, -0.04f}}), 0.04f);
  Shape body =
      subtract(box({0, 0.38f}, {0.55f, 0.42f}, 0.06f), box({0, 0.58f}, {0.15f, 0.26f}, 0.06f));
  return unite(roof, body);
}

// A light bulb with a glint (the sign for "hint").
Shape bulb_shape() {
  Shape bulb = circle({0, -0.2f}, 0.5f);
  Shape neck = box({0, 0.4f}, {0.24f, 0.12f}, 0.04f);
  Shape base = box({0, 0.66f}, {0.17f, 0.08f}, 0.06f);
  Shape glass = unite(bulb, subtract(neck, box({0, 0.54f}, {0.3f, 0.025f})));
  return subtract(unite(glass, base), arc({0, -0.2f}, 0.3f, 0.08f, kPi + 0.3f, 1.5f * kPi));
}

// A circle of arrow that comes round to its start.
Shape restart_shape() {
  const float start = -kPi / 2 + 0.55f;
  const float end = start + 2 * kPi - 1.2f;
  return unite(arc({0, 0.04f}, 0.56f, 0.15f, start, end),
               arc_head({0, 0.04f}, 0.56f, end - 0.05f, true, 0.26f));
}

// Two people, one in front of the other.
Shape people_shape() {
  Shape front = moved(scaled(person_shape(), 0.78f), {0.3f, 0.16f});
  Shape back = moved(scaled(person_shape(), 0.7f), {-0.34f, 0.06f});
  return unite(front, subtract(back, grow(front, 0.08f)));
}

// An eye (the sign for "watch the computers play").
Shape eye_shape() {
  Shape lens = intersect(circle({0, 0.62f}, 1.0f), circle({0, -0.62f}, 1.0f));
  return unite(subtract(lens, circle({0, 0}, 0.36f)), circle({0, 0}, 0.2f));
}

// Four corners pointing out (the sign for "fullscreen").
Shape corners_shape() {
  Shape corner = polyline({{-0.7f, -0.25f}, {-0.7f, -0.7f}, {-0.25f, -0.7f}}, 0.15f);
  Shape both = unite(corner, mirrored(corner));
  return unite(both, [both](V p) { return both(V{p.x, -p.y}); });
}

// An arrow up and an arrow down beside it: the sides change places.
Shape swap_shape() {
  Shape up = unite(segment({-0.3f, 0.62f}, {-0.3f, -0.25f}, 0.15f),
                   polygon({{-0.3f, -0.72f}, {-0.62f, -0.28f}, {0.02f, -0.28f}}));
  Shape down = [up](V p) { return up(V{-p.x, -p.y}); };
  return unite(up, down);
}

// The trophy struck through: no prize. (Not a heart, which is the second side's emblem.)
Shape no_trophy_shape() {
  Shape slash = segment({-0.72f, -0.72f}, {0.72f, 0.72f}, 0.13f);
  return unite(subtract(trophy_shape(), grow(slash, 0.09f)), slash);
}

// An arrow jumping over a stone: the turn passes over.
Shape pass_shape() {
  const V c{0, 0.32f};
  const float start = kPi - 0.15f;
  const float end = 2 * kPi + 0.05f;
  return unite(unite(arc(c, 0.58f, 0.14f, start, end), arc_head(c, 0.58f, end, true, 0.25f)),
               circle({0, 0.5f}, 0.15f));
}

Shape icon_shape(Sprite sprite) {
  switch (sprite) {
    case Sprite::icon_home:
      return home_shape();
    case Sprite::icon_back:
      return unite(segment({-0.4f, 0}, {0.68f, 0}, 0.24f),
                   polygon({{-0.8f, 0}, {-0.2f, -0.56f}, {-0.2f, 0.56f}}));
    case Sprite::icon_next:
      return mirrored(icon_shape(Sprite::icon_back));
    case Sprite::icon_undo:
      return undo_shape();
    case Sprite::icon_redo:
      return mirrored(undo_shape());
    case Sprite::icon_hint:
      return bulb_shape();
    case Sprite::icon_restart:
      return restart_shape();
    case Sprite::icon_sound_on:
      return unite(speaker(), unite(arc({-0.08f, 0}, 0.34f, 0.11f, -0.8f, 0.8f),
                                    arc({-0.08f, 0}, 0.62f, 0.11f, -0.8f, 0.8f)));
    case Sprite::icon_sound_off:
      return unite(speaker(), unite(segment({0.24f, -0.24f}, {0.72f, 0.24f}, 0.14f),
                                    segment({0.24f, 0.24f}, {0.72f, -0.24f}, 0.14f)));
    case Sprite::icon_person:
      return person_shape();
    case Sprite::icon_people:
      return people_shape();
    case Sprite::icon_robot:
      return robot_shape();
    case Sprite::icon_play:
      return grow(polygon({{-0.38f, -0.56f}, {0.6f, 0}, {-0.38f, 0.56f}}), 0.07f);
    case Sprite::icon_watch:
      return eye_shape();
    case Sprite::icon_contrast:
      return unite(ring({0, 0}, 0.7f, 0.12f),
                   intersect(circle({0, 0}, 0.7f), box({-0.5f, 0}, {0.5f, 1.0f})));
    case Sprite::icon_speed_normal:
      return chevron(0.02f);
    case Sprite::icon_speed_fast:
      return unite(chevron(-0.26f), chevron(0.26f));
    case Sprite::icon_speed_off:  // pause bars: nothing moves
      return unite(box({-0.26f, 0}, {0.13f, 0.5f}, 0.06f), box({0.26f, 0}, {0.13f, 0.5f}, 0.06f));
    case Sprite::icon_fullscreen:
      return corners_shape();
    case Sprite::icon_swap:
      return swap_shape();
    case Sprite::icon_star:
      return grow(star({0, 0.06f}, 0.86f, 0.37f), 0.03f);
    case Sprite::icon_trophy:
      return trophy_shape();
    case Sprite::icon_no_trophy:
      return no_trophy_shape();
    case Sprite::icon_heart:
      return heart({0, -0.06f}, 1.05f);
    case Sprite::icon_pass:
      return pass_shape();
    case Sprite::icon_thinking:
      return thinking_shape();
    case Sprite::icon_touch:
      return touch_shape();
    case Sprite::icon_language:
      return globe_shape();
    default:
      return keep_icon_shape(sprite);
  }
}

}  // namespace

bool paint_icon(Sprite sprite, Image& image) {
  const Shape shape = icon_shape(sprite);
  if (!shape) return false;
  image.fill(shape, hex(0xffffff));
  return true;
}

}  // namespace arcade::art
