// `board-arcade show FILE`: what a saved game holds, to read one attached to a bug report.
#pragma once

#include <memory>

#include "cli/command.h"

namespace arcade {

std::unique_ptr<Command> make_show_command();

}  // namespace arcade
