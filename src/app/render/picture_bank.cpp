// Every picture the game shows, painted from code into textures.
#include "app/render/picture_bank.h"

#include <cstring>

#include "draw/art/painter.h"

namespace arcade::app {
namespace {

// Paints `art` into a new ARGB8888 surface (the format the software renderer blits fastest).
SDL_Surface* paint_surface(const Art& art) {
  art::Image image(art.size);
  if (art.paint) art.paint(image);
  const auto bytes = image.rgba8();
  SDL_Surface* rgba =
      SDL_CreateRGBSurfaceWithFormat(0, art.size, art.size, 32, SDL_PIXELFORMAT_RGBA32);
  if (!rgba) return nullptr;
  for (int y = 0; y < art.size; ++y) {
    std::memcpy(static_cast<std::uint8_t*>(rgba->pixels) + y * rgba->pitch,
                bytes.data() + static_cast<std::size_t>(y * art.size * 4),
                static_cast<std::size_t>(art.size * 4));
  }
  SDL_Surface* argb = SDL_ConvertSurfaceFormat(rgba, SDL_PIXELFORMAT_ARGB8888, 0);
  SDL_FreeSurface(rgba);
  return argb;
}

}  // namespace

PictureBank::PictureBank(SDL_Renderer* renderer) : renderer_(renderer) {}

PictureBank::~PictureBank() {
  reset();
  for (auto& [art, entry] : entries_) {
    if (entry.surface) SDL_FreeSurface(entry.surface);
  }
}

void PictureBank::prepare(const std::vector<const Art*>& pictures) {
  for (const Art* art : pictures) {
    if (art) get(*art);
  }
}

void PictureBank::reset() {
  for (auto& [art, entry] : entries_) {
    if (entry.texture) SDL_DestroyTexture(entry.texture);
    entry.texture = nullptr;
  }
}

PictureBank::Entry& PictureBank::entry(const Art& art) {
  Entry& found = entries_[&art];
  if (!found.surface) found.surface = paint_surface(art);
  return found;
}

SDL_Surface* PictureBank::surface(const Art& art) {
  return entry(art).surface;
}

SDL_Texture* PictureBank::get(const Art& art) {
  Entry& found = entry(art);
  if (!found.texture && found.surface) {
    found.texture = SDL_CreateTextureFromSurface(renderer_, found.surface);
    if (found.texture) SDL_SetTextureBlendMode(found.texture, SDL_BLENDMODE_BLEND);
  }
  return found.texture;
}

}  // namespace arcade::app
