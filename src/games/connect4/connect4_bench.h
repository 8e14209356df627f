// Connect Four's benchmark: perft speed, the strong engine's depth and speed, and solve times.
#pragma once

#include <iosfwd>

#include "games/game_info.h"

namespace arcade {

// Prints "name: value" lines: perft from the start (to settings' "perft" depth, 8 by default),
// the strong engine's depth and nodes per second on a fixed node budget, and the time to solve
// positions near the end exactly. An unreadable "perft" option is an Error, printing nothing.
Result<Done> bench_connect4(std::ostream& out, const BenchSettings& settings);

}  // namespace arcade
