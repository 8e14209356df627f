// The drawing interface every screen and every game's view draws through, in logical pixels. It
// knows no SDL: the window implements it (app/render/sdl_canvas.h), so the games' views compile
// and test anywhere, the way Simon Tatham's puzzles draw through a platform-neutral drawing API.
#pragma once

#include <string>

#include "draw/art.h"
#include "draw/color.h"
#include "draw/geometry.h"
#include "draw/sprite.h"

namespace arcade {

// Where a line of text sits relative to its anchor point: horizontally by `align`, vertically
// always centred on the anchor.
enum class Align { left, center, right };

// How a line of text looks. Sizes are logical pixels (the font's pixel size on the canvas).
struct TextStyle {
  float size = 36;
  Color color = kBlack;
  Align align = Align::center;
  // The widest the line may be, in logical pixels (0: no limit). A wider line is set smaller, down
  // to kSmallestFitFraction of `size`; what still does not fit is drawn as it is, and the window's
  // canvas records it (see SdlCanvas::text_report) so the fit tests catch it.
  float max_width = 0;
};

// How far a line may shrink to fit its max_width.
inline constexpr float kSmallestFitFraction = 0.7f;

class Canvas {
 public:
  virtual ~Canvas() = default;

  virtual void fill_rect(const Rect& rect, Color color) = 0;
  // A rectangle with round corners of `radius` (clamped to half the shorter side).
  virtual void panel(const Rect& rect, Color color, float radius = 20) = 0;
  // The shadow of an opaque panel of `rect`, `offset` below it (drawn before the panel).
  virtual void shadow(const Rect& rect, Color color, float radius, float offset) = 0;
  // `art` stretched over `rect`, multiplied by `tint`, turned `angle_degrees` about its centre.
  virtual void picture(const Art& art, const Rect& rect, Color tint = kWhite,
                       double angle_degrees = 0) = 0;
  // A straight line `width` wide with round ends.
  virtual void line(Point from, Point to, float width, Color color) = 0;
  // One line of text, set smaller if it is wider than style.max_width; returns where it went, in
  // logical pixels.
  virtual Rect text(const std::string& text, Point anchor, const TextStyle& style) = 0;
  // The logical width of `text` at `size`.
  virtual float text_width(const std::string& text, float size) = 0;

  // A shared picture (draw/sprite.h), as picture() draws Art.
  void sprite(Sprite sprite, const Rect& rect, Color tint = kWhite, double angle_degrees = 0) {
    picture(sprite_art(sprite), rect, tint, angle_degrees);
  }
  // A square frame `thickness` wide, inside `rect`.
  void frame(const Rect& rect, Color color, float thickness);
  // A filled circle and a ring (the ring's stroke scales with the radius).
  void circle(Point center, float radius, Color color);
  void ring(Point center, float radius, Color color);
};

}  // namespace arcade
