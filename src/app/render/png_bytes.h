// A picture encoded as PNG in memory, so the file can then be written with every write checked
// (SDL_image writing a file itself ignores a failed close: a full disk left a cut-short PNG).
#pragma once

#include <SDL.h>

#include <string>

#include "core/result.h"

namespace arcade::app {

// The PNG bytes of `surface`, or an Error with SDL_image's reason.
Result<std::string> png_bytes(SDL_Surface* surface);

}  // namespace arcade::app
