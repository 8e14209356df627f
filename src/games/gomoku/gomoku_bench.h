// `board-arcade bench gomoku`: the Gomoku engine's speed figures.
#pragma once

#include <iosfwd>

#include "games/game_info.h"

namespace arcade {

// Prints, one "name: value" per line: board updates per second, the strong engine's nodes per
// second on middle-game positions, and the time the threat searches take to solve each puzzle.
// Quick settings finish in seconds.
Result<Done> bench_gomoku(std::ostream& out, const BenchSettings& settings);

}  // namespace arcade
