// The settings a player can change, in one plain value: sound, animation speed, fullscreen, the
// high-contrast look and the last choices made in the menu.
#pragma once

#include <map>
#include <string>

#include "app/session/game_session.h"

namespace arcade::app {

// How fast moves are animated (KIDS.md rule 4: at most half a second, and switchable).
enum class AnimationSpeed { normal, fast, off };

// The length of a move animation at `speed`, in seconds (0 when off).
constexpr double move_animation_seconds(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::normal:
      return 0.4;
    case AnimationSpeed::fast:
      return 0.15;
    case AnimationSpeed::off:
      return 0.0;
  }
  return 0.0;
}

// The next speed in the menu's cycle: normal → fast → off → normal.
constexpr AnimationSpeed next_speed(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::normal:
      return AnimationSpeed::fast;
    case AnimationSpeed::fast:
      return AnimationSpeed::off;
    case AnimationSpeed::off:
      return AnimationSpeed::normal;
  }
  return AnimationSpeed::normal;
}

// Everything the player can set. Owned by the app; scenes change it through a reference.
struct Settings {
  bool sound_on = true;
  AnimationSpeed animation = AnimationSpeed::normal;
  bool fullscreen = false;
  bool high_contrast = false;
  // The game last chosen in the menu, and the setup last used for each game (by game id).
  std::string last_game = "tictactoe";
  std::map<std::string, SessionSetup> last_setups;
};

}  // namespace arcade::app
