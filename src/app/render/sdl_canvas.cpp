// The Canvas of the window, drawn with SDL's renderer.
#include "app/render/sdl_canvas.h"

#include <algorithm>
#include <cmath>

#include "app/render/picture_bank.h"
#include "app/render/scaled_pictures.h"
#include "app/render/text_cache.h"

namespace arcade::app {

SdlCanvas::SdlCanvas(SDL_Renderer* renderer, PictureBank& pictures, TextCache& text,
                     ScaledPictures* scaled)
    : renderer_(renderer), pictures_(pictures), text_(text), scaled_(scaled) {}

void SdlCanvas::begin_frame(const Viewport& viewport, Color bars, Color background) {
  viewport_ = viewport;
  // A clear is the cheapest way to paint every pixel (llvmpipe fills tiles without shading), so
  // the output is cleared to the background and only the bars are painted over it. Filling the
  // canvas on top of a clear cost about a sixth of each frame's main-thread time under Xvfb.
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(renderer_, background.r, background.g, background.b, 255);
  SDL_RenderClear(renderer_);
  // The canvas is centred, so the bars on either side (or above and below) are equally wide.
  const Rect canvas = viewport_.letterbox();
  SDL_RenderSetClipRect(renderer_, nullptr);  // last frame's clip would keep the bars unpainted
  SDL_SetRenderDrawColor(renderer_, bars.r, bars.g, bars.b, 255);
  if (canvas.x >= 0.5f) {
    const SDL_FRect sides[2] = {{0, 0, canvas.x, canvas.h},
                                {canvas.right(), 0, canvas.x, canvas.h}};
    SDL_RenderFillRectsF(renderer_, sides, 2);
  }
  if (canvas.y >= 0.5f) {
    const SDL_FRect ends[2] = {{0, 0, canvas.w, canvas.y},
                               {0, canvas.bottom(), canvas.w, canvas.y}};
    SDL_RenderFillRectsF(renderer_, ends, 2);
  }
  // Nothing a scene draws (a celebration's flying stars, say) may spill onto the bars.
  const SDL_Rect clip{static_cast<int>(std::floor(canvas.x)),
                      static_cast<int>(std::floor(canvas.y)),
                      static_cast<int>(std::ceil(canvas.right()) - std::floor(canvas.x)),
                      static_cast<int>(std::ceil(canvas.bottom()) - std::floor(canvas.y))};
  SDL_RenderSetClipRect(renderer_, &clip);
}

SDL_FRect SdlCanvas::to_sdl(const Rect& logical) const {
  const Rect pixels = viewport_.to_pixels(logical);
  return {pixels.x, pixels.y, pixels.w, pixels.h};
}

void SdlCanvas::fill_rect(const Rect& rect, Color color) {
  SDL_SetRenderDrawBlendMode(renderer_, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer_, color.r, color.g, color.b, color.a);
  const SDL_FRect pixels = to_sdl(rect);
  SDL_RenderFillRectF(renderer_, &pixels);
}

void SdlCanvas::copy(SDL_Texture* texture, const SDL_Rect* source, const Rect& logical, Color tint,
                     double angle_degrees) {
  if (!texture || logical.w <= 0 || logical.h <= 0) return;
  SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b);
  SDL_SetTextureAlphaMod(texture, tint.a);
  const SDL_FRect pixels = to_sdl(logical);
  if (angle_degrees == 0) {
    SDL_RenderCopyF(renderer_, texture, source, &pixels);
  } else {
    SDL_RenderCopyExF(renderer_, texture, source, &pixels, angle_degrees, nullptr, SDL_FLIP_NONE);
  }
}

void SdlCanvas::copy_picture(const Art& art, const SDL_Rect* source, const SDL_FRect& pixels,
                             Color tint, double angle_degrees) {
  if (pixels.w <= 0 || pixels.h <= 0) return;
  SDL_Texture* texture = nullptr;
  SDL_Rect whole_scaled{0, 0, 0, 0};
  if (scaled_ && angle_degrees == 0) {
    const int w = static_cast<int>(std::lround(pixels.w));
    const int h = static_cast<int>(std::lround(pixels.h));
    texture = scaled_->get(art, source, w, h, tint);
    whole_scaled = {0, 0, w, h};
  }
  const SDL_Rect* from = texture ? &whole_scaled : source;
  const Color modulate = texture ? kWhite : tint;  // a pre-scaled texture is already tinted
  if (!texture) texture = pictures_.get(art);
  if (!texture) return;
  SDL_SetTextureColorMod(texture, modulate.r, modulate.g, modulate.b);
  SDL_SetTextureAlphaMod(texture, modulate.a);
  if (angle_degrees == 0) {
    // Whole pixels: the pre-scaled texture is then copied 1:1.
    const SDL_FRect snapped{std::round(pixels.x), std::round(pixels.y),
                            static_cast<float>(std::lround(pixels.w)),
                            static_cast<float>(std::lround(pixels.h))};
    SDL_RenderCopyF(renderer_, texture, from, &snapped);
  } else {
    SDL_RenderCopyExF(renderer_, texture, from, &pixels, angle_degrees, nullptr, SDL_FLIP_NONE);
  }
}

void SdlCanvas::picture(const Art& art, const Rect& rect, Color tint, double angle_degrees) {
  if (rect.w <= 0 || rect.h <= 0) return;
  copy_picture(art, nullptr, to_sdl(rect), tint, angle_degrees);
}

void SdlCanvas::panel(const Rect& rect, Color color, float radius) {
  if (rect.w <= 0 || rect.h <= 0 || color.a == 0) return;
  const float r = std::clamp(radius, 1.0f, std::min(rect.w, rect.h) / 2);
  // Corners come from the rounded sprite; the rest is three rectangles that do not overlap (so a
  // see-through colour is blended once). Edges sit on whole output pixels, so nothing seams.
  const Rect px = viewport_.to_pixels(rect);
  const float pr = r * viewport_.scale();
  const float x0 = std::round(px.x), x1 = std::round(px.x + pr), x2 = std::round(px.right() - pr),
              x3 = std::round(px.right());
  const float y0 = std::round(px.y), y1 = std::round(px.y + pr), y2 = std::round(px.bottom() - pr),
              y3 = std::round(px.bottom());
  const int c = kRoundedCornerPixels;
  const Art& rounded = sprite_art(Sprite::rounded);
  const int size = rounded.size;
  const SDL_Rect corners[4] = {
      {0, 0, c, c}, {size - c, 0, c, c}, {0, size - c, c, c}, {size - c, size - c, c, c}};
  const SDL_FRect places[4] = {{x0, y0, x1 - x0, y1 - y0},
                               {x2, y0, x3 - x2, y1 - y0},
                               {x0, y2, x1 - x0, y3 - y2},
                               {x2, y2, x3 - x2, y3 - y2}};
  for (int i = 0; i < 4; ++i) copy_picture(rounded, &corners[i], places[i], color);
  SDL_SetRenderDrawBlendMode(renderer_, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer_, color.r, color.g, color.b, color.a);
  const SDL_FRect bands[3] = {
      {x1, y0, x2 - x1, y3 - y0}, {x0, y1, x1 - x0, y2 - y1}, {x2, y1, x3 - x2, y2 - y1}};
  for (const auto& band : bands) {
    if (band.w > 0 && band.h > 0) SDL_RenderFillRectF(renderer_, &band);
  }
}

void SdlCanvas::shadow(const Rect& rect, Color color, float radius, float offset) {
  if (color.a == 0 || offset <= 0) return;
  // Only the strip below the (opaque) panel shows, so only that strip is drawn.
  const float r = std::clamp(radius, 1.0f, std::min(rect.w, rect.h) / 2);
  panel({rect.x, rect.bottom() + offset - 2 * r, rect.w, 2 * r}, color, r);
}

void SdlCanvas::line(Point from, Point to, float width, Color color) {
  const float dx = to.x - from.x;
  const float dy = to.y - from.y;
  if (dx == 0 || dy == 0) {  // straight: a rectangle (cheaper than turning a sprite)
    fill_rect({std::min(from.x, to.x) - (dy == 0 ? 0 : width / 2),
               std::min(from.y, to.y) - (dx == 0 ? 0 : width / 2), dx == 0 ? width : std::abs(dx),
               dy == 0 ? width : std::abs(dy)},
              color);
    circle(from, width / 2, color);
    circle(to, width / 2, color);
    return;
  }
  const float length = std::sqrt(dx * dx + dy * dy);
  if (scaled_ && length > 0.01f) {
    // The software renderer turns sprites slowly: a slanted line is a row of discs instead.
    const int steps = static_cast<int>(std::ceil(length / (width * 0.2f)));
    for (int i = 0; i <= steps; ++i) {
      const float t = static_cast<float>(i) / static_cast<float>(steps);
      circle({from.x + dx * t, from.y + dy * t}, width / 2, color);
    }
    return;
  }
  if (length > 0.01f) {
    const Point middle{(from.x + to.x) / 2, (from.y + to.y) / 2};
    const double angle = std::atan2(dy, dx) * 180.0 / 3.14159265358979;
    copy(pictures_.get(sprite_art(Sprite::bar)), nullptr, Rect::centered(middle, length, width),
         color, angle);
  }
  circle(from, width / 2, color);
  circle(to, width / 2, color);
}

Rect SdlCanvas::text(const std::string& words, Point anchor, const TextStyle& style) {
  const float scale = viewport_.scale();
  float size = style.size;
  if (style.max_width > 0 && !words.empty()) {
    // Set smaller until it fits its box, but never below the floor (checked by the fit tests).
    const float width = text_width(words, size);
    if (width > style.max_width) {
      size = std::max(style.size * kSmallestFitFraction, size * style.max_width / width);
      while (size > style.size * kSmallestFitFraction &&
             text_width(words, size) > style.max_width) {
        size -= 1;
      }
    }
  }
  smallest_text_ = std::min(smallest_text_, size);
  const int pixel_size = std::max(6, static_cast<int>(std::lround(size * scale)));
  const RenderedText& rendered = text_.get(words, pixel_size, style.color);
  if (!rendered.texture) return {anchor.x, anchor.y, 0, 0};
  const float w = static_cast<float>(rendered.width) / scale;
  const float h = static_cast<float>(rendered.height) / scale;
  float x = anchor.x;
  if (style.align == Align::center) x -= w / 2;
  if (style.align == Align::right) x -= w;
  const Rect where{x, anchor.y - h / 2, w, h};
  if (logging_text_) text_log_.push_back({words, where, style.max_width, size});
  // Snapped to whole pixels so the glyphs are drawn 1:1 and stay crisp.
  Rect pixels = viewport_.to_pixels(where);
  const SDL_FRect snapped{std::round(pixels.x), std::round(pixels.y),
                          static_cast<float>(rendered.width), static_cast<float>(rendered.height)};
  SDL_RenderCopyF(renderer_, rendered.texture, nullptr, &snapped);
  return where;
}

float SdlCanvas::text_width(const std::string& words, float size) {
  const float scale = viewport_.scale();
  const int pixel_size = std::max(6, static_cast<int>(std::lround(size * scale)));
  return static_cast<float>(text_.measure(words, pixel_size).first) / scale;
}

}  // namespace arcade::app
