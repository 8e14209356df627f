// Driving the window from outside, as tests, screenshots and the monkey do: queued input, resizes
// and the picture written as PNG.
#include "app/app.h"

#include "app/render/png_bytes.h"
#include "persist/atomic_file.h"

namespace arcade::app {

bool App::save_screenshot(const std::filesystem::path& path, std::string* error) {
  refresh_viewport();
  draw(0);
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
  const bool drawn = surface && SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_RGBA32,
                                                     surface->pixels, surface->pitch) == 0;
  std::string failure = drawn ? "" : "cannot read the picture back: " + std::string(SDL_GetError());
  if (drawn) {
    // Encoded in memory, then written with every write checked and the old file kept whole.
    const auto png = png_bytes(surface);
    if (!png) {
      failure = png.error();
    } else if (const auto failed = write_named_file(path, *png)) {
      failure = failed->message;
    }
  }
  if (surface) SDL_FreeSurface(surface);
  SDL_RenderPresent(renderer_);
  if (!failure.empty() && error) *error = failure;
  return failure.empty();
}

void App::click(Point logical, int clicks) {
  const Point window = viewport_.to_window(logical);
  SDL_Event event{};
  event.type = SDL_MOUSEBUTTONDOWN;
  event.button.button = SDL_BUTTON_LEFT;
  event.button.state = SDL_PRESSED;
  event.button.clicks = static_cast<Uint8>(clicks);
  event.button.x = static_cast<Sint32>(window.x);
  event.button.y = static_cast<Sint32>(window.y);
  event.button.windowID = SDL_GetWindowID(window_);
  SDL_PushEvent(&event);
  event.type = SDL_MOUSEBUTTONUP;
  event.button.state = SDL_RELEASED;
  SDL_PushEvent(&event);
}

void App::press_key(SDL_Keycode key, Uint16 mods) {
  SDL_Event event{};
  event.type = SDL_KEYDOWN;
  event.key.state = SDL_PRESSED;
  event.key.keysym.sym = key;
  event.key.keysym.mod = mods;
  event.key.windowID = SDL_GetWindowID(window_);
  SDL_PushEvent(&event);
}

void App::move_pointer(Point logical) {
  const Point window = viewport_.to_window(logical);
  SDL_Event event{};
  event.type = SDL_MOUSEMOTION;
  event.motion.x = static_cast<Sint32>(window.x);
  event.motion.y = static_cast<Sint32>(window.y);
  event.motion.windowID = SDL_GetWindowID(window_);
  SDL_PushEvent(&event);
}

void App::resize_window(int width, int height) {
  SDL_SetWindowSize(window_, width, height);
}

}  // namespace arcade::app
