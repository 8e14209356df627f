// `board-arcade bench GAME`: prints the speed figures that matter for a game's engines.
#pragma once

#include <memory>

#include "cli/command.h"

namespace arcade {

std::unique_ptr<Command> make_bench_command();

}  // namespace arcade
