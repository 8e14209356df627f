// The sprites as textures: loaded from PNG with SDL2_image, rebuilt after a renderer reset.
#pragma once

#include <SDL.h>

#include <array>
#include <filesystem>
#include <optional>
#include <string>

#include "app/render/sprite.h"

namespace arcade::app {

// Owns one texture per Sprite. Textures can vanish with the render device (a fullscreen switch
// on some drivers): reset() drops them and load_all() reads them again from the files.
class SpriteBank {
 public:
  SpriteBank(SDL_Renderer* renderer, std::filesystem::path sprite_dir);
  ~SpriteBank();  // frees textures and surfaces
  SpriteBank(const SpriteBank&) = delete;
  SpriteBank& operator=(const SpriteBank&) = delete;

  // Loads every sprite; on failure returns a message naming the file that could not be read.
  std::optional<std::string> load_all();
  // Drops every texture (after SDL_RENDER_TARGETS_RESET or SDL_RENDER_DEVICE_RESET).
  void reset();
  // The texture of `sprite`, loading it if it was dropped; nullptr if its file cannot be read.
  SDL_Texture* get(Sprite sprite);
  // The picture of `sprite` as a 32-bit surface (kept for pre-scaling); nullptr if unreadable.
  SDL_Surface* surface(Sprite sprite);

 private:
  SDL_Texture* load(Sprite sprite, std::string* error);

  SDL_Renderer* renderer_;
  std::filesystem::path sprite_dir_;
  std::array<SDL_Texture*, kSpriteCount> textures_{};
  std::array<SDL_Surface*, kSpriteCount> surfaces_{};
};

}  // namespace arcade::app
