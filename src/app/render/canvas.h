// Drawing on the logical 1280×720 canvas: rectangles, rounded panels, sprites, lines and text.
#pragma once

#include <SDL.h>

#include <string>

#include "app/render/color.h"
#include "app/render/geometry.h"
#include "app/render/sprite.h"
#include "app/render/viewport.h"

namespace arcade::app {

class ScaledSprites;
class SpriteBank;
class TextCache;

// Where a line of text sits relative to its anchor point: horizontally by `align`, vertically
// always centred on the anchor.
enum class Align { left, center, right };

// How a line of text looks. Sizes are logical pixels (the font's pixel size on the canvas).
struct TextStyle {
  float size = 36;
  Color color = kBlack;
  Align align = Align::center;
};

// Every drawing call takes logical coordinates; the canvas scales them to the window through the
// Viewport, so scenes never see window pixels. Text is rasterised at the window's real pixel size
// so it stays sharp when the window is large.
class Canvas {
 public:
  // `scaled` (may be null) supplies pre-scaled sprites; pass one for the software renderer.
  Canvas(SDL_Renderer* renderer, SpriteBank& sprites, TextCache& text, ScaledSprites* scaled);

  // Starts a frame: adopts `viewport`, paints the letterbox bars and the canvas background.
  void begin_frame(const Viewport& viewport, Color bars, Color background);
  const Viewport& viewport() const { return viewport_; }

  void fill_rect(const Rect& rect, Color color);
  // A rectangle with round corners of `radius` (clamped to half the shorter side).
  void panel(const Rect& rect, Color color, float radius = 20);
  // The shadow of an opaque panel of `rect`, `offset` below it (drawn before the panel).
  void shadow(const Rect& rect, Color color, float radius, float offset);
  // A square frame `thickness` wide, inside `rect`.
  void frame(const Rect& rect, Color color, float thickness);
  // `sprite` stretched over `rect`, multiplied by `tint`, turned `angle_degrees` about its centre.
  void sprite(Sprite sprite, const Rect& rect, Color tint = kWhite, double angle_degrees = 0);
  // A filled circle and a ring (the ring sprite's stroke scales with the radius).
  void circle(Point center, float radius, Color color);
  void ring(Point center, float radius, Color color);
  // A straight line `width` wide with round ends.
  void line(Point from, Point to, float width, Color color);
  // One line of text; returns its size in logical pixels.
  Rect text(const std::string& text, Point anchor, const TextStyle& style);
  // The logical width of `text` at `size`.
  float text_width(const std::string& text, float size);

  SDL_Renderer* renderer() const { return renderer_; }
  // The smallest text size drawn since the last reset (KIDS.md rule 5 asks for 32 or more).
  float smallest_text_drawn() const { return smallest_text_; }
  void reset_smallest_text() { smallest_text_ = 1e9f; }

 private:
  SDL_FRect to_sdl(const Rect& logical) const;
  void copy(SDL_Texture* texture, const SDL_Rect* source, const Rect& logical, Color tint,
            double angle_degrees = 0);
  // Copies `source` of `sprite` to `pixels` (output pixels, whole), pre-scaled when it can be.
  void copy_sprite(Sprite sprite, const SDL_Rect* source, const SDL_FRect& pixels, Color tint,
                   double angle_degrees = 0);

  SDL_Renderer* renderer_;
  SpriteBank& sprites_;
  TextCache& text_;
  ScaledSprites* scaled_;
  Viewport viewport_;
  float smallest_text_ = 1e9f;
};

}  // namespace arcade::app
