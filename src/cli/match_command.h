// `board-arcade match GAME A B`: plays computer players against each other and counts the results.
#pragma once

#include <memory>

#include "cli/command.h"

namespace arcade {

std::unique_ptr<Command> make_match_command();

}  // namespace arcade
