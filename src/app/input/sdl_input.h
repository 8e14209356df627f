// Turns SDL events into the game's inputs: pointer positions become logical canvas coordinates
// here, once, and keys become named meanings.
#pragma once

#include <SDL.h>

#include <optional>

#include "app/input/input_event.h"
#include "app/render/viewport.h"

namespace arcade::app {

// The game's input for `event`, or nothing for events it ignores. A left button press or a tap
// is a pointer_down; any other mouse button is Key::other (it still counts as activity).
std::optional<InputEvent> translate_event(const SDL_Event& event, const Viewport& viewport);

// The meaning of a key press with modifiers `mods`; Key::other for keys without one.
Key translate_key(SDL_Keycode key, Uint16 mods);

}  // namespace arcade::app
