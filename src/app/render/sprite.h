// The names of every picture the game draws: one PNG per sprite under assets/sprites/.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

namespace arcade::app {

// Every sprite. White shapes (shapes, icons, X and O, pebble) are tinted when drawn; the rest
// carry their own colours.
enum class Sprite : int {
  // shapes for drawing
  disc,
  ring,
  rounded,
  bar,
  glow,
  // pieces
  piece_x,
  piece_o,
  stone_black,
  stone_white,
  disc_black,
  disc_white,
  pebble,
  // icons
  icon_home,
  icon_back,
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
  icon_heart,
  icon_pass,
  icon_thinking,
  // pictures of the games
  game_tictactoe,
  game_gomoku,
  game_reversi,
  game_nim,
  count
};

inline constexpr std::size_t kSpriteCount = static_cast<std::size_t>(Sprite::count);

// File names (without .png), in the order of the enum.
inline constexpr std::array<std::string_view, kSpriteCount> kSpriteNames{
    "disc",
    "ring",
    "rounded",
    "bar",
    "glow",
    "piece_x",
    "piece_o",
    "stone_black",
    "stone_white",
    "disc_black",
    "disc_white",
    "pebble",
    "icon_home",
    "icon_back",
    "icon_undo",
    "icon_redo",
    "icon_hint",
    "icon_restart",
    "icon_sound_on",
    "icon_sound_off",
    "icon_person",
    "icon_people",
    "icon_robot",
    "icon_play",
    "icon_watch",
    "icon_contrast",
    "icon_speed_normal",
    "icon_speed_fast",
    "icon_speed_off",
    "icon_fullscreen",
    "icon_swap",
    "icon_star",
    "icon_trophy",
    "icon_heart",
    "icon_pass",
    "icon_thinking",
    "game_tictactoe",
    "game_gomoku",
    "game_reversi",
    "game_nim",
};

constexpr std::string_view sprite_name(Sprite sprite) {
  return kSpriteNames[static_cast<std::size_t>(sprite)];
}

// The `rounded` sprite's corner radius in its own pixels, for drawing it in nine slices.
inline constexpr int kRoundedCornerPixels = 48;

}  // namespace arcade::app
