// Every picture the game shows, painted from code (draw/art.h) into SDL surfaces and textures.
// Nothing is read from image files.
#pragma once

#include <SDL.h>

#include <unordered_map>
#include <vector>

#include "draw/art.h"

namespace arcade::app {

// Owns one surface and one texture per Art, keyed by the Art's address. Textures can vanish with
// the render device (a fullscreen switch on some drivers): reset() drops them and they are made
// again from the kept surfaces when next drawn.
class PictureBank {
 public:
  explicit PictureBank(SDL_Renderer* renderer);
  ~PictureBank();  // frees textures and surfaces
  PictureBank(const PictureBank&) = delete;
  PictureBank& operator=(const PictureBank&) = delete;

  // Paints every picture of `pictures` not painted yet and makes its texture, so that drawing
  // them later never paints during a frame.
  void prepare(const std::vector<const Art*>& pictures);
  // Drops every texture (after SDL_RENDER_TARGETS_RESET or SDL_RENDER_DEVICE_RESET).
  void reset();
  // The texture of `art`, painting it first if it was never painted; nullptr only when SDL cannot
  // make a texture.
  SDL_Texture* get(const Art& art);
  // The picture as a 32-bit ARGB surface (kept for pre-scaling), painting it if needed.
  SDL_Surface* surface(const Art& art);

 private:
  struct Entry {
    SDL_Surface* surface = nullptr;
    SDL_Texture* texture = nullptr;
  };
  Entry& entry(const Art& art);

  SDL_Renderer* renderer_;
  std::unordered_map<const Art*, Entry> entries_;
};

}  // namespace arcade::app
