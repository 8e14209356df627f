// Connect Four's benchmark: perft speed, the strong engine's depth and speed, and solve times.
#pragma once

#include <iosfwd>

#include "games/game_info.h"

namespace arcade {

// Prints "name: value" lines: perft from the start (to settings' "perft" depth, 8 by default),
// the strong engine's depth and nodes per second on a fixed node budget, and the perfect solver's
// move, score, nodes and time on a fixed set of positions (30, 20, 12, 6 and 3 discs down) and,
// unless settings are quick, on the empty board. The "empty" option says 0 to leave the empty board
// out, 1 to add it, "only" to solve nothing else. An unreadable option is an Error, printing
// nothing.
Result<Done> bench_connect4(std::ostream& out, const BenchSettings& settings);

}  // namespace arcade
