// Hidden developer commands for the kill test: save the game's files over and over through the
// same Store the game uses, and check that every file in a folder still loads.
#pragma once

#include <memory>

#include "cli/command.h"

namespace arcade {

// `board-arcade dev-save-loop DIR [--seed S] [--saves N]`.
std::unique_ptr<Command> make_dev_save_loop_command();
// `board-arcade dev-check DIR`.
std::unique_ptr<Command> make_dev_check_command();

}  // namespace arcade
