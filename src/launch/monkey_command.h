// `board-arcade monkey`: the monkey test as a command (as long a run as you like), and the
// measurement of how long quitting takes while the strongest computers think.
#pragma once

#include <memory>

#include "cli/command.h"

namespace arcade::launch {

std::unique_ptr<Command> make_monkey_command();

}  // namespace arcade::launch
