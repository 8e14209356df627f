// The settings a player can change are persist's Settings (sound, animation speed, fullscreen,
// high contrast, the last menu choices), kept on disk by the Keeper; here is what the app makes
// of the animation speed.
#pragma once

#include "persist/settings.h"

namespace arcade::app {

// The length of a move animation at `speed`, in seconds (0 when off; KIDS.md rule 4: at most half
// a second).
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

}  // namespace arcade::app
