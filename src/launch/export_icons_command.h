// `board-arcade dev-export-icons DIR --name NAME --sizes 16,32,...`: the program's icon painted at
// each size into a hicolor tree, for the build to install (a hidden command).
#pragma once

#include <memory>

#include "cli/command.h"

namespace arcade::launch {

// Writes DIR/<S>x<S>/apps/NAME.png for each size S (16 to 1024 pixels), each painted at its own
// size. Each file is replaced whole; any failure is reported on stderr with exit status 1, and a
// bad size or name is a usage error (2).
std::unique_ptr<Command> make_export_icons_command();

}  // namespace arcade::launch
