// Text drawn with SDL2_ttf: each (text, pixel size) is rendered once and kept as a texture.
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

#include "app/render/font_paths.h"
#include "draw/color.h"

namespace arcade::app {

// A line of text as a texture in its colour, and its size in pixels.
struct RenderedText {
  SDL_Texture* texture = nullptr;
  int width = 0;
  int height = 0;
};

// Renders text in one font (a face of a file, switchable) at any pixel size and caches the results,
// so a frame that shows the same words as the last renders nothing new. reset() drops every texture
// (after a render device reset); they are rebuilt when next asked for.
class TextCache {
 public:
  TextCache(SDL_Renderer* renderer, FontFace font);
  ~TextCache();
  TextCache(const TextCache&) = delete;
  TextCache& operator=(const TextCache&) = delete;

  // Opens the font once to check it is usable; a message saying why not otherwise.
  std::optional<std::string> check_font();
  // `text` at `pixel_size` in `color`; a RenderedText with no texture for empty text or on
  // failure.
  const RenderedText& get(const std::string& text, int pixel_size, Color color);
  // Width and height `text` would have at `pixel_size`, without rendering it.
  std::pair<int, int> measure(const std::string& text, int pixel_size);
  // Drops every texture and font.
  void reset();
  // Draws with `font` from now on (after check_font() says it opens).
  void set_font(FontFace font);
  const FontFace& font_face() const { return font_; }

  // Entries kept before the cache is emptied (a crude bound: the game shows few distinct texts).
  static constexpr std::size_t kMaxEntries = 600;

 private:
  TTF_Font* font(int pixel_size);

  SDL_Renderer* renderer_;
  FontFace font_;
  std::map<int, TTF_Font*> fonts_;
  std::map<std::tuple<std::string, int, std::uint32_t>, RenderedText> texts_;
  RenderedText empty_;
};

}  // namespace arcade::app
