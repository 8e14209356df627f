// `board-arcade games` and `board-arcade players GAME`: what exists, one per line.
#pragma once

#include <memory>

#include "cli/command.h"

namespace arcade {

std::unique_ptr<Command> make_games_command();
std::unique_ptr<Command> make_players_command();

}  // namespace arcade
