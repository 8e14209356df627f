// `board-arcade analyze GAME POSITION`: the move a player chooses, and the result it proves.
#pragma once

#include <memory>

#include "cli/command.h"

namespace arcade {

std::unique_ptr<Command> make_analyze_command();

}  // namespace arcade
