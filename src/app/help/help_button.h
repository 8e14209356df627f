// The "?" button that opens a game's picture story of how to play, on the setup screen and on the
// game's rail: a picture, never a word.
#pragma once

#include <functional>

#include "app/ui/button.h"
#include "draw/art.h"

namespace arcade::app {

// The question mark, a white shape tinted when drawn.
const Art& help_icon_art();

// An icon button at `rect` showing the question mark; pressing it calls `open`.
Button help_button(const Rect& rect, std::function<void()> open);

// True for a button made by help_button (for tests and the monkey).
bool is_help_button(const Button& button);

}  // namespace arcade::app
