// `board-arcade bench reversi`: the engine's speed figures.
#pragma once

#include <iosfwd>

#include "games/game_info.h"

namespace arcade {

// Prints perft speed, search nodes per second and the FFO endgame benchmark times, one
// "name: value" line each. Quick settings finish in seconds.
void bench_reversi(std::ostream& out, const BenchSettings& settings);

}  // namespace arcade
