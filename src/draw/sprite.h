// The pictures every screen shares: the plain shapes the canvas draws with and the icons. Games'
// own pieces and pictures are Art of their own (draw/art.h).
#pragma once

#include <cstddef>

#include "draw/art.h"

namespace arcade {

// Every shared picture. All are white shapes on transparent ground, tinted when drawn.
enum class Sprite : int {
  // shapes for drawing
  disc,
  ring,
  rounded,
  bar,
  glow,
  // icons
  icon_home,
  icon_back,
  icon_next,
  icon_undo,
  icon_redo,
  icon_hint,
  icon_restart,
  icon_sound_on,
  icon_sound_off,
  icon_person,
  icon_people,
  icon_robot,
  icon_play,
  icon_watch,
  icon_contrast,
  icon_speed_normal,
  icon_speed_fast,
  icon_speed_off,
  icon_fullscreen,
  icon_swap,
  icon_star,
  icon_trophy,
  icon_no_trophy,
  icon_heart,
  icon_pass,
  icon_thinking,
  icon_touch,
  // keeping games (draw/art/keep_icons.cpp)
  icon_save,         // an arrow going down into a tray: put this game away
  icon_saved_games,  // a stack of cards: the saved games
  icon_trash,        // a bin: remove, and the trash shelf
  icon_restore,      // an arrow rising beside a small bin: take it back out of the trash
  icon_broken,       // a picture cracked in two: a file that could not be read
  icon_check,        // a tick: done
  icon_language,     // a globe: the menu's switch between the window's languages
  count
};

inline constexpr std::size_t kSpriteCount = static_cast<std::size_t>(Sprite::count);

// The Art of a shared picture: one object per sprite, so its texture is painted once.
const Art& sprite_art(Sprite sprite);

// The `rounded` sprite's corner radius in its own pixels, for drawing it in nine slices.
inline constexpr int kRoundedCornerPixels = 48;

}  // namespace arcade
