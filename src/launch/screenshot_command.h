// `board-arcade screenshot`: one frame of a scene, drawn headless with the software renderer and
// saved as PNG (for tests, README's pictures and bug reports).
#pragma once

#include <memory>

#include "cli/command.h"

namespace arcade::launch {

std::unique_ptr<Command> make_screenshot_command();

}  // namespace arcade::launch
