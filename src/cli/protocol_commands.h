// The engine protocols the games speak (GameInfo::protocols), each offered as a subcommand of its
// own name: `board-arcade pbrain`. The command line knows them only from the catalog.
#pragma once

#include <memory>
#include <vector>

#include "cli/command.h"

namespace arcade {

// One subcommand for every protocol of every game in the catalog, in catalog order.
std::vector<std::unique_ptr<Command>> make_protocol_commands();

}  // namespace arcade
