// `board-arcade bench reversi`: the engine's speed figures.
#pragma once

#include <iosfwd>
#include <string>
#include <utility>

#include "games/game_info.h"

namespace arcade {

// "N" or "N-M" with 40 <= N <= M <= 59: the FFO positions the benchmark holds.
Result<std::pair<int, int>> parse_ffo_range(const std::string& text);

// Prints perft speed, search nodes per second and the FFO endgame benchmark times, one
// "name: value" line each. Quick settings finish in seconds; the option "ffo" (N or N-M) solves
// only those FFO positions, and a bad range is an Error.
Result<Done> bench_reversi(std::ostream& out, const BenchSettings& settings);

}  // namespace arcade
