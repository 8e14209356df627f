// `board-arcade perft GAME DEPTH`: counts the leaves of the game tree, to check move generation.
#pragma once

#include <memory>

#include "cli/command.h"

namespace arcade {

std::unique_ptr<Command> make_perft_command();

}  // namespace arcade
