// Pictures pre-scaled to the sizes they are drawn at and pre-tinted, for the software renderer:
// there SDL scales a blended texture through temporary surfaces on every copy, and a tinted copy
// takes a slow generic blitter; a copy at the texture's own size and colour is a fast plain blend.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <map>
#include <tuple>

#include "draw/art.h"
#include "draw/color.h"

namespace arcade::app {

class PictureBank;

class ScaledPictures {
 public:
  ScaledPictures(SDL_Renderer* renderer, PictureBank& pictures);
  ~ScaledPictures();
  ScaledPictures(const ScaledPictures&) = delete;
  ScaledPictures& operator=(const ScaledPictures&) = delete;

  // `source` of `art` (the whole picture when null) scaled to width × height pixels and
  // multiplied by `tint`; nullptr if it cannot be made (the caller then lets SDL do it).
  SDL_Texture* get(const Art& art, const SDL_Rect* source, int width, int height, Color tint);
  // Drops every texture (after a render device reset, or when too many sizes piled up).
  void reset();

  // Sizes kept before the cache starts afresh.
  static constexpr std::size_t kMaxEntries = 500;

 private:
  // picture, source x y w h, size w h, tint
  using Key = std::tuple<const Art*, int, int, int, int, int, int, std::uint32_t>;

  SDL_Renderer* renderer_;
  PictureBank& pictures_;
  std::map<Key, SDL_Texture*> textures_;
};

}  // namespace arcade::app
