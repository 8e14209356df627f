// The window's first size and its smallest: fitted to the screen it opens on, so its title bar
// and every button are on screen, from a small 800×600 display to a large one.
#pragma once

namespace arcade::app {

// A window's size in screen units.
struct WindowSize {
  int width = 0;
  int height = 0;
  friend bool operator==(const WindowSize&, const WindowSize&) = default;
};

// The smallest window: the 1280×720 canvas at half its size still shows every button and cell.
inline constexpr WindowSize kMinWindow{640, 360};
// The largest first window: beyond this a person can go fullscreen.
inline constexpr WindowSize kMaxFirstWindow{1600, 900};

// The first window on a display whose usable area (without panels and docks) is usable_width ×
// usable_height: the canvas's 16:9 at most nine tenths of that area and at most kMaxFirstWindow,
// but never below kMinWindow (a display smaller than that gets the smallest window).
WindowSize first_window_size(int usable_width, int usable_height);

}  // namespace arcade::app
