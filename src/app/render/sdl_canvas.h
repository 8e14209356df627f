// The Canvas of the window: drawing on the logical 1280×720 canvas with SDL's renderer.
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "app/render/viewport.h"
#include "draw/canvas.h"

namespace arcade::app {

class ScaledPictures;
class PictureBank;
class TextCache;

// One line of text as it was drawn, for the tests that check every text fits its box.
struct DrawnText {
  std::string text;
  Rect where;           // logical pixels
  float max_width = 0;  // the box it was given (0: none)
  float size = 0;       // the size it was set at, after fitting
};

// Every drawing call takes logical coordinates; the canvas scales them to the window through the
// Viewport, so scenes never see window pixels. Text is rasterised at the window's real pixel size
// so it stays sharp when the window is large.
class SdlCanvas final : public Canvas {
 public:
  // `scaled` (may be null) supplies pre-scaled pictures; pass one for the software renderer.
  SdlCanvas(SDL_Renderer* renderer, PictureBank& pictures, TextCache& text, ScaledPictures* scaled);

  // Starts a frame: adopts `viewport`, paints the letterbox bars and the canvas background.
  void begin_frame(const Viewport& viewport, Color bars, Color background);
  const Viewport& viewport() const { return viewport_; }

  void fill_rect(const Rect& rect, Color color) override;
  void panel(const Rect& rect, Color color, float radius = 20) override;
  void shadow(const Rect& rect, Color color, float radius, float offset) override;
  void picture(const Art& art, const Rect& rect, Color tint = kWhite,
               double angle_degrees = 0) override;
  void line(Point from, Point to, float width, Color color) override;
  Rect text(const std::string& text, Point anchor, const TextStyle& style) override;
  float text_width(const std::string& text, float size) override;

  SDL_Renderer* renderer() const { return renderer_; }
  // The smallest text size drawn since the last reset (KIDS.md rule 5 asks for 32 or more).
  float smallest_text_drawn() const { return smallest_text_; }
  void reset_smallest_text() { smallest_text_ = 1e9f; }
  // From now on, every line of text drawn is kept in text_log() (the log starts empty).
  void start_text_log() {
    logging_text_ = true;
    text_log_.clear();
  }
  const std::vector<DrawnText>& text_log() const { return text_log_; }

 private:
  SDL_FRect to_sdl(const Rect& logical) const;
  void copy(SDL_Texture* texture, const SDL_Rect* source, const Rect& logical, Color tint,
            double angle_degrees = 0);
  // Copies `source` of `art` to `pixels` (output pixels, whole), pre-scaled when it can be.
  void copy_picture(const Art& art, const SDL_Rect* source, const SDL_FRect& pixels, Color tint,
                    double angle_degrees = 0);

  SDL_Renderer* renderer_;
  PictureBank& pictures_;
  TextCache& text_;
  ScaledPictures* scaled_;
  Viewport viewport_;
  float smallest_text_ = 1e9f;
  bool logging_text_ = false;
  std::vector<DrawnText> text_log_;
};

}  // namespace arcade::app
