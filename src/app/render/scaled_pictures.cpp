// Pictures pre-scaled for the software renderer.
#include "app/render/scaled_pictures.h"

#include "app/render/picture_bank.h"

namespace arcade::app {

ScaledPictures::ScaledPictures(SDL_Renderer* renderer, PictureBank& pictures)
    : renderer_(renderer), pictures_(pictures) {}

ScaledPictures::~ScaledPictures() {
  reset();
}

void ScaledPictures::reset() {
  for (auto& [key, texture] : textures_) SDL_DestroyTexture(texture);
  textures_.clear();
}

SDL_Texture* ScaledPictures::get(const Art& art, const SDL_Rect* source, int width, int height,
                                 Color tint) {
  if (width <= 0 || height <= 0 || width > 4096 || height > 4096) return nullptr;
  SDL_Surface* original = pictures_.surface(art);
  if (!original) return nullptr;
  const SDL_Rect whole{0, 0, original->w, original->h};
  const SDL_Rect& from = source ? *source : whole;
  const std::uint32_t colour = static_cast<std::uint32_t>(tint.r) << 24 |
                               static_cast<std::uint32_t>(tint.g) << 16 |
                               static_cast<std::uint32_t>(tint.b) << 8 | tint.a;
  const Key key{&art, from.x, from.y, from.w, from.h, width, height, colour};
  if (auto it = textures_.find(key); it != textures_.end()) return it->second;
  if (textures_.size() >= kMaxEntries) reset();
  SDL_Surface* scaled =
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, original->format->format);
  if (!scaled) return nullptr;
  SDL_Texture* texture = nullptr;
  if (SDL_SoftStretchLinear(original, &from, scaled, nullptr) == 0) {
    if (colour != 0xffffffffu) {
      // Multiply every pixel by the tint (ARGB8888), once, instead of on every copy.
      SDL_LockSurface(scaled);
      for (int y = 0; y < height; ++y) {
        auto* row = reinterpret_cast<std::uint32_t*>(static_cast<std::uint8_t*>(scaled->pixels) +
                                                     y * scaled->pitch);
        for (int x = 0; x < width; ++x) {
          const std::uint32_t p = row[x];
          const std::uint32_t a = ((p >> 24) & 255) * tint.a / 255;
          const std::uint32_t r = ((p >> 16) & 255) * tint.r / 255;
          const std::uint32_t g = ((p >> 8) & 255) * tint.g / 255;
          const std::uint32_t b = (p & 255) * tint.b / 255;
          row[x] = a << 24 | r << 16 | g << 8 | b;
        }
      }
      SDL_UnlockSurface(scaled);
    }
    texture = SDL_CreateTextureFromSurface(renderer_, scaled);
  }
  SDL_FreeSurface(scaled);
  if (!texture) return nullptr;
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  textures_[key] = texture;
  return texture;
}

}  // namespace arcade::app
