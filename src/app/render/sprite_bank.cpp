// The sprites as textures.
#include "app/render/sprite_bank.h"

#include <SDL_image.h>

namespace arcade::app {

SpriteBank::SpriteBank(SDL_Renderer* renderer, std::filesystem::path sprite_dir)
    : renderer_(renderer), sprite_dir_(std::move(sprite_dir)) {}

SpriteBank::~SpriteBank() {
  reset();
  for (auto& surface : surfaces_) {
    if (surface) SDL_FreeSurface(surface);
  }
}

std::optional<std::string> SpriteBank::load_all() {
  for (std::size_t i = 0; i < kSpriteCount; ++i) {
    std::string error;
    if (!textures_[i] && !(textures_[i] = load(static_cast<Sprite>(i), &error))) return error;
  }
  return std::nullopt;
}

void SpriteBank::reset() {
  for (auto& texture : textures_) {
    if (texture) SDL_DestroyTexture(texture);
    texture = nullptr;
  }
}

SDL_Texture* SpriteBank::get(Sprite sprite) {
  auto& texture = textures_[static_cast<std::size_t>(sprite)];
  if (!texture) texture = load(sprite, nullptr);
  return texture;
}

SDL_Surface* SpriteBank::surface(Sprite sprite) {
  auto& surface = surfaces_[static_cast<std::size_t>(sprite)];
  if (!surface) {
    const auto path = sprite_dir_ / (std::string(sprite_name(sprite)) + ".png");
    if (SDL_Surface* loaded = IMG_Load(path.c_str())) {
      surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
      SDL_FreeSurface(loaded);
    }
  }
  return surface;
}

SDL_Texture* SpriteBank::load(Sprite sprite, std::string* error) {
  SDL_Surface* picture = surface(sprite);
  SDL_Texture* texture = picture ? SDL_CreateTextureFromSurface(renderer_, picture) : nullptr;
  if (!texture) {
    const auto path = sprite_dir_ / (std::string(sprite_name(sprite)) + ".png");
    if (error)
      *error = "cannot read " + path.string() + ": " + (picture ? SDL_GetError() : IMG_GetError());
    return nullptr;
  }
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  return texture;
}

}  // namespace arcade::app
