// The game window's own size and place: opening it, fullscreen, the minimum size, the viewport.
#include "app/app.h"

#include <algorithm>

namespace arcade::app {

std::optional<std::string> App::open_window() {
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (settings_.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  int x = SDL_WINDOWPOS_CENTERED;
  int y = SDL_WINDOWPOS_CENTERED;
  WindowSize size{config_.width, config_.height};
  SDL_Rect usable{};
  if (config_.fit_display && SDL_GetDisplayUsableBounds(0, &usable) == 0) {
    // Fitted to the screen and centred in the part of it panels leave free, so the title bar is
    // never off screen.
    size = first_window_size(usable.w, usable.h);
    x = usable.x + std::max(0, (usable.w - size.width) / 2);
    y = usable.y + std::max(0, (usable.h - size.height) / 2);
  }
  // Fullscreen is the window manager's to grant. Without one (a kiosk started straight from
  // xinit) nothing resizes the window, yet SDL draws as if it covered the screen, and the picture
  // is cut off. So a fullscreen window covers the screen from the start, and the size it would
  // have had waits for F11.
  SDL_Rect screen{};
  const bool cover_screen = settings_.fullscreen && SDL_GetDisplayBounds(0, &screen) == 0;
  window_ = cover_screen
                ? SDL_CreateWindow("Board Arcade", screen.x, screen.y, screen.w, screen.h, flags)
                : SDL_CreateWindow("Board Arcade", x, y, size.width, size.height, flags);
  if (!window_) return std::string("cannot open a window: ") + SDL_GetError();
  if (cover_screen) windowed_to_restore_ = SDL_Rect{x, y, size.width, size.height};
  SDL_SetWindowMinimumSize(window_, kMinWindow.width, kMinWindow.height);
  return std::nullopt;
}

void App::refresh_viewport() {
  int output_w = 0, output_h = 0, window_w = 0, window_h = 0;
  SDL_GetRendererOutputSize(renderer_, &output_w, &output_h);
  SDL_GetWindowSize(window_, &window_w, &window_h);
  viewport_ = Viewport(output_w, output_h, window_w, window_h);
}

void App::keep_minimum_size(const SDL_WindowEvent& event) {
  // Window managers that let a window be made smaller than its minimum hint (or a program that
  // resizes it) get it back: below this the buttons are too small to hit.
  if (event.event != SDL_WINDOWEVENT_SIZE_CHANGED && event.event != SDL_WINDOWEVENT_RESIZED) return;
  if (SDL_GetWindowFlags(window_) & SDL_WINDOW_FULLSCREEN) return;
  if (event.data1 >= kMinWindow.width && event.data2 >= kMinWindow.height) return;
  SDL_SetWindowSize(window_, std::max(event.data1, kMinWindow.width),
                    std::max(event.data2, kMinWindow.height));
}

void App::cover_screen_if_unmanaged() {
  int top = 0, left = 0, bottom = 0, right = 0;
  if (SDL_GetWindowBordersSize(window_, &top, &left, &bottom, &right) != 0) return;
  if (top != 0 || left != 0 || bottom != 0 || right != 0) return;
  SDL_Rect screen{};
  const int display = SDL_GetWindowDisplayIndex(window_);
  if (display < 0 || SDL_GetDisplayBounds(display, &screen) != 0) return;
  SDL_Rect windowed{};
  SDL_GetWindowPosition(window_, &windowed.x, &windowed.y);
  SDL_GetWindowSize(window_, &windowed.w, &windowed.h);
  windowed_to_restore_ = windowed;
  SDL_SetWindowPosition(window_, screen.x, screen.y);
  SDL_SetWindowSize(window_, screen.w, screen.h);
}

void App::toggle_fullscreen() {
  if (launch_.kiosk) return;  // leaving fullscreen would be a way out
  settings_.fullscreen = !settings_.fullscreen;
  if (settings_.fullscreen) cover_screen_if_unmanaged();
  SDL_SetWindowFullscreen(window_, settings_.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
  if (!settings_.fullscreen && windowed_to_restore_) {
    // The program made the window cover the screen (open_window, cover_screen_if_unmanaged), so
    // it puts it back where it was.
    SDL_SetWindowSize(window_, windowed_to_restore_->w, windowed_to_restore_->h);
    SDL_SetWindowPosition(window_, windowed_to_restore_->x, windowed_to_restore_->y);
    windowed_to_restore_.reset();
  }
  refresh_viewport();
}

double App::display_frame_ms() const {
  SDL_DisplayMode mode{};
  const int display = SDL_GetWindowDisplayIndex(window_);
  if (display >= 0 && SDL_GetCurrentDisplayMode(display, &mode) == 0 && mode.refresh_rate > 0) {
    return 1000.0 / mode.refresh_rate;
  }
  return 1000.0 / 60.0;
}

}  // namespace arcade::app
