// Connect Four's benchmark: perft speed, the strong engine's depth and speed, and solve times.
#pragma once

#include <iosfwd>

#include "games/game_info.h"

namespace arcade {

// Prints "name: value" lines: perft from the start (depth 8, 6 with --quick), the strong engine's
// depth and nodes per second on a fixed node budget, and the time to solve a position with 18
// empty cells exactly. It takes no options of its own.
Result<Done> bench_connect4(std::ostream& out, const BenchSettings& settings);

}  // namespace arcade
