// Text drawn with SDL2_ttf, cached as textures.
#include "app/render/text_cache.h"

namespace arcade::app {

TextCache::TextCache(SDL_Renderer* renderer, FontFace font)
    : renderer_(renderer), font_(std::move(font)) {}

TextCache::~TextCache() {
  reset();
}

std::optional<std::string> TextCache::check_font() {
  if (font(32)) return std::nullopt;
  return "cannot open the font " + font_.file.string() + ": " + TTF_GetError();
}

TTF_Font* TextCache::font(int pixel_size) {
  if (auto it = fonts_.find(pixel_size); it != fonts_.end()) return it->second;
  if (fonts_.size() > 32) {  // sizes follow the window's scale; forget the old ones
    for (auto& [size, old] : fonts_) TTF_CloseFont(old);
    fonts_.clear();
  }
  TTF_Font* opened = TTF_OpenFontIndex(font_.file.c_str(), pixel_size, font_.index);
  if (opened) fonts_[pixel_size] = opened;
  return opened;
}

const RenderedText& TextCache::get(const std::string& text, int pixel_size, Color color) {
  if (text.empty()) return empty_;
  const std::uint32_t rgba = static_cast<std::uint32_t>(color.r) << 24 |
                             static_cast<std::uint32_t>(color.g) << 16 |
                             static_cast<std::uint32_t>(color.b) << 8 | color.a;
  const auto key = std::make_tuple(text, pixel_size, rgba);
  if (auto it = texts_.find(key); it != texts_.end()) return it->second;
  if (texts_.size() >= kMaxEntries) {
    for (auto& [k, entry] : texts_) SDL_DestroyTexture(entry.texture);
    texts_.clear();
  }
  TTF_Font* face = font(pixel_size);
  if (!face) return empty_;
  SDL_Surface* surface =
      TTF_RenderUTF8_Blended(face, text.c_str(), SDL_Color{color.r, color.g, color.b, 255});
  if (!surface) return empty_;
  RenderedText rendered{SDL_CreateTextureFromSurface(renderer_, surface), surface->w, surface->h};
  SDL_FreeSurface(surface);
  if (!rendered.texture) return empty_;
  SDL_SetTextureBlendMode(rendered.texture, SDL_BLENDMODE_BLEND);
  SDL_SetTextureAlphaMod(rendered.texture, color.a);
  return texts_[key] = rendered;
}

std::pair<int, int> TextCache::measure(const std::string& text, int pixel_size) {
  int width = 0;
  int height = 0;
  if (TTF_Font* face = font(pixel_size)) TTF_SizeUTF8(face, text.c_str(), &width, &height);
  return {width, height};
}

void TextCache::set_font(FontFace font) {
  reset();
  font_ = std::move(font);
}

void TextCache::reset() {
  for (auto& [key, entry] : texts_) SDL_DestroyTexture(entry.texture);
  texts_.clear();
  for (auto& [size, face] : fonts_) TTF_CloseFont(face);
  fonts_.clear();
}

}  // namespace arcade::app
