// `board-arcade pbrain`: the Gomoku engine as a Gomocup brain, speaking the protocol on
// stdin/stdout.
#pragma once

#include <iosfwd>
#include <memory>

#include "cli/command.h"
#include "games/gomoku/pbrain_session.h"

namespace arcade {

std::unique_ptr<Command> make_pbrain_command();

// Feeds every line of `in` to a session and writes its answers to `out`, flushing after each, until
// END or the end of the input. Returns the exit status (0).
int run_pbrain(std::istream& in, std::ostream& out, const PbrainSettings& settings);

}  // namespace arcade
